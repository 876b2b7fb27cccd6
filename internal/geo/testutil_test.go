package geo

import (
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// wantGeoErr fails unless err is a *kajian.Error with want's code and exact
// message.
func wantGeoErr(t *testing.T, err error, want *kajian.Error) {
	t.Helper()
	var e *kajian.Error
	if !errors.As(err, &e) {
		t.Fatalf("error = %v (%T), want %s %q", err, err, want.Code, want.Message)
	}
	if e.Code != want.Code || e.Message != want.Message || e.Kind != want.Kind {
		t.Fatalf("error = %s %q (kind %d), want %s %q (kind %d)", e.Code, e.Message, e.Kind, want.Code, want.Message, want.Kind)
	}
}

// fakeServer starts a local server speaking a provider's protocol and counts
// the requests it receives.
func fakeServer(t *testing.T, h http.HandlerFunc) (*httptest.Server, *atomic.Int32) {
	t.Helper()
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		h(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv, &hits
}

// reply answers every request with status and body.
func reply(status int, body string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.WriteHeader(status)
		io.WriteString(w, body)
	}
}

// closedServerURL is the address of a server that has gone away, so that
// connecting to it fails.
func closedServerURL(t *testing.T) string {
	t.Helper()
	srv := httptest.NewServer(http.NotFoundHandler())
	u := srv.URL
	srv.Close()
	return u
}

// wantQuery fails the test unless the request carries every wanted parameter.
func wantQuery(t *testing.T, r *http.Request, want map[string]string) {
	t.Helper()
	for k, v := range want {
		if got := r.URL.Query().Get(k); got != v {
			t.Errorf("%s %s: %s = %q, want %q", r.Method, r.URL.Path, k, got, v)
		}
	}
}
