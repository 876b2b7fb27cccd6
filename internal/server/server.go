// Package server is Kajian Kita's HTTP layer: the JSON API under /api/v1, the
// built React app, page metadata for link previews, and operational
// endpoints. It is transport only: each handler decodes a request, calls one
// use-case (which checks permissions) and encodes the answer. Every route is
// listed in routes.go.
package server

import (
	"context"
	"database/sql"
	"errors"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/kajiankita/kajian/internal/app"
	"github.com/kajiankita/kajian/internal/config"
	"github.com/kajiankita/kajian/internal/geo"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/media"
)

// Database is what the server reads straight from the database: its health
// and the sitemap's links.
type Database interface {
	Ping(ctx context.Context) error
	Stats() sql.DBStats
	DialectName() string
	ListPublicSessionLinks(ctx context.Context, limit int) ([]kajian.SessionLink, error)
	ListMasjidLinks(ctx context.Context, limit int) ([]kajian.PageLink, error)
	ListSeriesLinks(ctx context.Context, limit int) ([]kajian.PageLink, error)
	ListPublicSpeakerNames(ctx context.Context, from kajian.Date, limit int) ([]string, error)
}

// Deps are what the server is built from: its configuration, the built web
// app, the use-cases, and the few adapters it serves straight from.
type Deps struct {
	Config config.Config
	Clock  kajian.Clock
	Web    fs.FS // the built web app (web/dist)
	app.UseCases
	Geocoder geo.Geocoder // place suggestions and lookups
	Bucket   media.Bucket // stored posters and drawn previews
	Database Database
}

// New builds the server's handler from its dependencies.
func New(d Deps) (http.Handler, error) {
	web, err := loadApp(d.Web)
	if err != nil {
		return nil, err
	}
	trusted, err := parseAddrSet("KAJIAN_TRUSTED_PROXIES", d.Config.TrustedProxies)
	if err != nil {
		return nil, err
	}
	unlimited, err := parseAddrSet("KAJIAN_UNLIMITED_CLIENTS", d.Config.UnlimitedClients)
	if err != nil {
		return nil, err
	}
	m := newMetrics()
	mux := http.NewServeMux()
	addRoutes(mux, d, web, m, unlimited)
	ck := cookies{secure: d.Config.Secure()}
	return withClient(trusted, observe(m, compress(securityHeaders(d.Config.Secure(), crossOriginGuard(validText(authenticate(d.Accounts, ck, recordRoute(mux)))))))), nil
}

// Run serves h on addr until ctx is cancelled, then shuts down gracefully,
// letting requests in flight finish for up to 20 seconds.
func Run(ctx context.Context, addr, baseURL string, h http.Handler) error {
	srv := &http.Server{
		Addr:              addr,
		Handler:           h,
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
	slog.Info("listening", "addr", ln.Addr().String(), "base_url", baseURL)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
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
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
