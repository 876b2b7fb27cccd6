package server

import "net/http"

// routes registers every route of the server: the whole HTTP surface on one
// screen. api/openapi.yaml documents each /api/v1 route and /healthz, /readyz
// and /metrics; a test keeps the two in step.
func (s *Server) routes(mux *http.ServeMux) {
	// Operations.
	mux.Handle("GET /healthz", handleHealthz())
	mux.Handle("GET /readyz", s.handleReadyz())
	mux.Handle("GET /metrics", s.handleMetrics())

	// API.
	mux.Handle("/api/", handleAPINotFound())

	// The web app for every other path.
	mux.Handle("/", s.handleApp())
}
