package auth_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/auth/oidctest"
	"github.com/kajiankita/kajian/internal/kajian"
)

func TestLazyOIDCWaitsForTheProvider(t *testing.T) {
	var up atomic.Bool
	var provider *oidctest.Provider
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !up.Load() {
			http.Error(w, "down", http.StatusServiceUnavailable)
			return
		}
		provider.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	provider, err := oidctest.NewProvider(srv.URL, oidctest.Options{})
	if err != nil {
		t.Fatal(err)
	}
	clock := kajian.NewFixedClock(time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC))
	get := auth.LazyOIDC(srv.URL, provider.ClientID(), provider.ClientSecret(), "http://kajian.test/auth/callback", nil, clock)
	ctx := context.Background()

	// Nothing is asked before the first use; a provider that is down is reported as unavailable.
	if _, err := get(ctx); !errors.Is(err, auth.ErrGoogleUnavailable) {
		t.Fatalf("provider down: %v", err)
	}
	// The failure is remembered for a few seconds, so the provider is not asked on every click.
	up.Store(true)
	if _, err := get(ctx); !errors.Is(err, auth.ErrGoogleUnavailable) {
		t.Fatalf("retried at once: %v", err)
	}
	clock.Advance(10 * time.Second)
	first, err := get(ctx)
	if err != nil {
		t.Fatalf("provider back: %v", err)
	}
	// Made once, then reused even if the provider goes away.
	up.Store(false)
	if again, err := get(ctx); err != nil || again != first {
		t.Fatalf("second use: %p %v", again, err)
	}
}
