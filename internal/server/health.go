package server

import (
	"context"
	"crypto/subtle"
	"net/http"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/media"
)

// handleHealthz answers while the process runs.
func handleHealthz() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Write([]byte("ok\n"))
	})
}

// readyDTO is a ready answer; it names the database only to an operator
// (the metrics token's holder, see operator).
type readyDTO struct {
	Status   string `json:"status"`
	Database string `json:"database,omitempty"`
}

// handleReadyz answers 200 only when the database and the blob store answer.
// Anyone learns only whether the server is ready; what it runs on is told
// to an operator only.
func handleReadyz(db Database, bucket media.Bucket, token string) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := db.Ping(ctx); err != nil {
			return kajian.ErrUnavailable.Wrap(err)
		}
		if err := bucket.Check(ctx); err != nil {
			return kajian.ErrUnavailable.Wrap(err)
		}
		answer := readyDTO{Status: "ready"}
		if operator(r, token) {
			answer.Database = db.DialectName()
		}
		return encode(w, http.StatusOK, answer)
	})
}

// operator reports whether r comes from whoever runs the server: it sends
// the bearer token KAJIAN_METRICS_TOKEN or, with no token configured, comes
// from this machine.
func operator(r *http.Request, token string) bool {
	if token == "" {
		return localClient(r)
	}
	got := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
	return subtle.ConstantTimeCompare([]byte(got), []byte(token)) == 1
}

// handleMetrics writes the metrics in the Prometheus text format, to a
// scraper that sends the bearer token (KAJIAN_METRICS_TOKEN), or without a
// token configured to this machine only; anyone else gets 404, as if there
// were nothing there.
func handleMetrics(m *metrics, db Database, token string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !operator(r, token) {
			http.NotFound(w, r)
			return
		}
		st := db.Stats()
		w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		m.write(w, dbStats{Open: st.OpenConnections, InUse: st.InUse, Idle: st.Idle, WaitCount: st.WaitCount, WaitDuration: st.WaitDuration})
	})
}

// handleAPINotFound answers unknown API paths in the API's error shape.
func handleAPINotFound() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		return kajian.Errorf(kajian.KindNotFound, "route_not_found", "Alamat API tidak ditemukan")
	})
}
