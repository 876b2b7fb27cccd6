package server

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// statusRecorder remembers the status and size of a response for logs and metrics.
type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (r *statusRecorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *statusRecorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	n, err := r.ResponseWriter.Write(b)
	r.bytes += n
	return n, err
}

func (r *statusRecorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// observe gives every request an id, recovers from panics (answering the
// generic error), logs one structured line and records metrics.
func observe(m *metrics, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		id := newRequestID()
		w.Header().Set("X-Request-Id", id)
		info := &requestLog{id: id}
		r = r.WithContext(context.WithValue(r.Context(), requestLogKey, info))
		rec := &statusRecorder{ResponseWriter: w}
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				slog.ErrorContext(r.Context(), "panic", "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
				if rec.status == 0 {
					writeError(rec, r, fmt.Errorf("panic: %v", p))
				}
			}
			elapsed := time.Since(start)
			route := info.route
			if route == "" {
				route = "unmatched"
			}
			m.observe(r.Method, route, rec.status, elapsed)
			level := slog.LevelInfo
			if rec.status >= 500 {
				level = slog.LevelError
			}
			if strings.HasPrefix(r.URL.Path, "/assets/") && rec.status < 400 || rec.status == statusClientClosed {
				level = slog.LevelDebug // hashed assets would drown the log; a client that left is not news
			}
			slog.Log(r.Context(), level, "request", "method", r.Method, "path", loggedPath(r),
				"route", route, "status", rec.status, "bytes", rec.bytes, "duration_ms", float64(elapsed.Microseconds())/1000,
				"user", info.user)
		}()
		next.ServeHTTP(rec, r)
	})
}

// recordRoute notes the pattern the mux matched, which the mux sets on the
// request it was given, a copy of the one observe sees.
func recordRoute(mux *http.ServeMux) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() { requestLogOf(r.Context()).route = r.Pattern }()
		mux.ServeHTTP(w, r)
	})
}

// embedCSP is the policy of the one page other sites may frame, a masjid's widget
// (embeddable): any site may frame it, and it loads nothing but its inline styles.
const embedCSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; " +
	"frame-ancestors *; base-uri 'none'; form-action 'none'"

// embeddable reports whether other sites may frame the page at p: a masjid's widget,
// /masjid/{slug}/embed, and nothing else.
func embeddable(p string) bool {
	rest, ok := strings.CutPrefix(p, "/masjid/")
	if !ok {
		return false
	}
	slug, tail, ok := strings.Cut(rest, "/")
	return ok && slug != "" && tail == "embed"
}

// securityHeaders sets the headers every response carries. The policy allows
// OpenStreetMap tiles for maps and the poster images the app serves itself.
// No page may be framed by another site (frame-ancestors 'none', X-Frame-Options)
// except a masjid's widget (embeddable), which exists to be.
func securityHeaders(https bool, next http.Handler) http.Handler {
	const csp = "default-src 'self'; " +
		"script-src 'self'; " +
		"style-src 'self' 'unsafe-inline'; " +
		"img-src 'self' data: blob: https://*.tile.openstreetmap.org; " +
		"font-src 'self' data:; " +
		"connect-src 'self'; " +
		"manifest-src 'self'; worker-src 'self'; " +
		"frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		if embeddable(r.URL.Path) {
			h.Set("Content-Security-Policy", embedCSP)
		} else {
			h.Set("Content-Security-Policy", csp)
			h.Set("X-Frame-Options", "DENY")
		}
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("Permissions-Policy", "geolocation=(self), camera=(), microphone=()")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		if https {
			// Served over https: browsers must never fall back to http.
			h.Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
		}
		next.ServeHTTP(w, r)
	})
}

// crossOriginGuard refuses cross-site state-changing requests (DESIGN.md §5),
// answering in the API's error shape.
func crossOriginGuard(next http.Handler) http.Handler {
	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeError(w, r, kajian.Errorf(kajian.KindForbidden, "cross_origin", "Permintaan dari situs lain ditolak"))
	}))
	return cop.Handler(next)
}

// personalFeeds is where personal calendar feeds live: their path is their secret.
const personalFeeds = "/feeds/saya/"

// loggedPath is the request's path as logs may keep it: a personal feed's secret left out.
func loggedPath(r *http.Request) string {
	if strings.HasPrefix(r.URL.Path, personalFeeds) {
		return personalFeeds + "…"
	}
	return r.URL.Path
}
