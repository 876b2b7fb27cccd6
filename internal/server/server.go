// Package server is Kajian Kita's HTTP layer: the JSON API under /api/v1, the
// built React app, page metadata for link previews, and operational endpoints.
// Handlers stay thin: decode, check permissions, call the store or a service,
// encode. Every route is listed in routes.go.
package server

import (
	"context"
	"errors"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/kajiankita/kajian/internal/ai"
	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/config"
	"github.com/kajiankita/kajian/internal/geo"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/media"
	"github.com/kajiankita/kajian/internal/store"
)

// Deps are what the server is built from.
type Deps struct {
	Config config.Config
	Store  *store.DB
	Clock  kajian.Clock
	App    fs.FS       // the built web app (web/dist)
	Mailer mail.Sender // e-mail transport (log, file or SMTP)
	// Google gives the Google sign-in client, made on first use
	// (auth.LazyOIDC); nil when Google sign-in is not configured.
	Google func(context.Context) (*auth.OIDC, error)
	// Bucket stores posters and their variants.
	Bucket media.Bucket
	// Geocoder turns place names and addresses into coordinates and back.
	Geocoder geo.Geocoder
	// AI reads posters and announcements and writes descriptions: the
	// OpenAI-compatible client when a key is configured, else tesseract OCR
	// and the built-in parser. The zero value reads pasted text only.
	AI ai.Reader
}

// Server serves Kajian Kita over HTTP.
type Server struct {
	cfg     config.Config
	store   *store.DB
	clock   kajian.Clock
	app     *appFiles
	mailer  mail.Sender
	bucket  media.Bucket
	geocode geo.Geocoder
	ai      ai.Reader
	limiter *auth.Limiter
	google  func(context.Context) (*auth.OIDC, error)
	metrics *metrics
	handler http.Handler
	// background counts work that outlives its request (e-mails being
	// sent); Run waits for it on shutdown.
	background sync.WaitGroup
}

// New builds a server from its dependencies.
func New(d Deps) (*Server, error) {
	app, err := loadApp(d.App)
	if err != nil {
		return nil, err
	}
	s := &Server{cfg: d.Config, store: d.Store, clock: d.Clock, app: app, mailer: d.Mailer,
		bucket: d.Bucket, geocode: d.Geocoder, ai: d.AI,
		limiter: auth.NewLimiter(d.Clock, 0), google: d.Google, metrics: newMetrics()}
	mux := http.NewServeMux()
	for _, rt := range s.routes() {
		mux.Handle(rt.pattern, rt.handler)
	}
	s.handler = s.observe(securityHeaders(crossOriginGuard(s.authenticate(recordRoute(mux)))))
	return s, nil
}

// goBackground runs fn in a goroutine that Run waits for on shutdown.
func (s *Server) goBackground(fn func()) {
	s.background.Add(1)
	go func() {
		defer s.background.Done()
		fn()
	}()
}

// waitBackground waits up to timeout for the work started by goBackground to
// finish, and reports whether it did.
func (s *Server) waitBackground(timeout time.Duration) bool {
	done := make(chan struct{})
	go func() {
		s.background.Wait()
		close(done)
	}()
	select {
	case <-done:
		return true
	case <-time.After(timeout):
		return false
	}
}

// ServeHTTP makes the server an http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

// Run listens on addr until ctx is cancelled, then shuts down gracefully,
// letting requests in flight finish for up to 20 seconds. Meanwhile it sweeps
// unused posters every hour (poster_sweep.go).
func (s *Server) Run(ctx context.Context, addr string) error {
	srv := &http.Server{
		Addr:              addr,
		Handler:           s,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       90 * time.Second, // posters of 20 MB on slow phones
		WriteTimeout:      90 * time.Second,
		IdleTimeout:       120 * time.Second,
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	slog.Info("listening", "addr", ln.Addr().String(), "base_url", s.cfg.BaseURL)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	// Ends with ctx; shutdown then waits for it with the rest of the background work.
	s.goBackground(func() { s.sweepPostersEvery(ctx, posterSweepFirst, posterSweepEvery, logPosterSweep) })
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	slog.Info("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return err
	}
	if !s.waitBackground(mailTimeout) {
		slog.Warn("shut down with background work (e-mails, a poster sweep) still running")
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
