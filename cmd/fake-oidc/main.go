// Command fake-oidc runs the fake OpenID Connect provider of
// internal/auth/oidctest on its own, so browser tests can point the real
// kajian binary at it (KAJIAN_GOOGLE_ISSUER) and sign in "with Google"
// without Google. It prints its issuer URL on the first line of standard
// output once it is listening. Never run it where real users can reach it.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/kajiankita/kajian/internal/auth/oidctest"
)

func main() {
	if err := run(context.Background(), os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "fake-oidc:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("fake-oidc", flag.ContinueOnError)
	var (
		addr     = fs.String("addr", "127.0.0.1:9999", "listen address (port 0 picks a free one)")
		issuer   = fs.String("issuer", "", "issuer URL (default http://<listen address>)")
		clientID = fs.String("client-id", oidctest.DefaultClientID, "accepted client id")
		secret   = fs.String("client-secret", oidctest.DefaultClientSecret, "accepted client secret")
		sub      = fs.String("sub", oidctest.DefaultUser.Subject, "subject of the signed-in user")
		email    = fs.String("email", oidctest.DefaultUser.Email, "e-mail of the signed-in user")
		name     = fs.String("name", oidctest.DefaultUser.Name, "name of the signed-in user")
		verified = fs.Bool("email-verified", true, "whether the e-mail is verified")
	)
	if err := fs.Parse(args); err != nil {
		return err
	}

	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	if *issuer == "" {
		host, port, _ := net.SplitHostPort(ln.Addr().String())
		if ip := net.ParseIP(host); ip == nil || ip.IsUnspecified() {
			host = "localhost"
		}
		*issuer = "http://" + net.JoinHostPort(host, port)
	}
	p, err := oidctest.NewProvider(*issuer, oidctest.Options{
		ClientID:     *clientID,
		ClientSecret: *secret,
		User:         oidctest.User{Subject: *sub, Email: *email, EmailVerified: *verified, Name: *name},
	})
	if err != nil {
		ln.Close()
		return err
	}

	srv := &http.Server{Handler: logRequests(p), ReadHeaderTimeout: 10 * time.Second}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(shutdown)
	}()
	fmt.Println(p.Issuer())
	slog.Info("fake OpenID provider listening", "issuer", p.Issuer(), "client_id", *clientID, "user", *email)
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// logRequests logs each request's method and path, leaving out query strings
// (they carry codes).
func logRequests(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/.well-known/") {
			slog.Info("request", "method", r.Method, "path", r.URL.Path)
		}
		h.ServeHTTP(w, r)
	})
}
