package server

import "net/http"

// route is one entry of the HTTP surface.
type route struct {
	pattern string
	handler http.Handler
}

// routes lists every route of the server: the whole HTTP surface on one
// screen. api/openapi.yaml documents each of them except the app fallback;
// a test keeps the two in step.
func (s *Server) routes() []route {
	return []route{
		// Operations.
		{"GET /healthz", handleHealthz()},
		{"GET /readyz", s.handleReadyz()},
		{"GET /metrics", s.handleMetrics()},

		// Accounts.
		{"GET /api/v1/auth/session", s.handleSession()},
		{"POST /api/v1/auth/signin", s.handleSignIn()},
		{"POST /api/v1/auth/signout", s.handleSignOut()},

		// Unknown API paths answer in the API's error shape.
		{"/api/", handleAPINotFound()},
		// The web app for every other path.
		{"/", s.handleApp()},
	}
}
