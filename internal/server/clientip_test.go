package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http/httptest"
	"testing"

	"github.com/kajiankita/kajian/internal/store"
)

func TestClientIP(t *testing.T) {
	for _, tc := range []struct {
		name, peer string
		xff        []string
		want       string
	}{
		{"direct public client", "203.0.113.7:4321", nil, "203.0.113.7"},
		{"public peer forging loopback", "203.0.113.7:4321", []string{"127.0.0.1"}, "203.0.113.7"},
		{"public peer forging any address", "203.0.113.7:4321", []string{"198.51.100.1, 10.0.0.1"}, "203.0.113.7"},
		{"loopback without proxy header", "127.0.0.1:4321", nil, "127.0.0.1"},
		{"private proxy forwards its client", "10.0.0.5:4321", []string{"198.51.100.20"}, "198.51.100.20"},
		{"the client's own entries cannot pick the address", "10.0.0.5:4321", []string{"127.0.0.1, 192.0.2.9, 198.51.100.20"}, "198.51.100.20"},
		{"proxies in the chain are skipped", "10.0.0.5:4321", []string{"192.0.2.9, 198.51.100.20, 10.1.1.1, 172.16.0.3"}, "198.51.100.20"},
		{"several headers read as one list", "10.0.0.5:4321", []string{"192.0.2.9", "198.51.100.20"}, "198.51.100.20"},
		{"loopback proxy", "127.0.0.1:4321", []string{"198.51.100.20"}, "198.51.100.20"},
		{"IPv6 unique-local proxy", "[fd00::1]:4321", []string{"2001:db8::7"}, "2001:db8::7"},
		{"link-local proxy", "[fe80::1]:4321", []string{"198.51.100.20"}, "198.51.100.20"},
		{"entry with a port", "10.0.0.5:4321", []string{"198.51.100.20:5555"}, "198.51.100.20"},
		{"garbage stops the walk", "10.0.0.5:4321", []string{"198.51.100.1, bukan-alamat, 10.0.0.9"}, "10.0.0.9"},
		{"only garbage: the proxy itself", "10.0.0.5:4321", []string{"bukan-alamat"}, "10.0.0.5"},
		{"private client behind the proxy", "10.0.0.5:4321", []string{"192.168.1.20"}, "192.168.1.20"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = tc.peer
			for _, v := range tc.xff {
				r.Header.Add("X-Forwarded-For", v)
			}
			if got := clientIP(r); got != tc.want {
				t.Fatalf("clientIP = %q, want %q", got, tc.want)
			}
		})
	}
}

// fromPeer sends a request straight into the server's handler as if it came
// over a connection from peer (host:port), which an httptest server cannot do:
// its clients are all on loopback.
func (e *testEnv) fromPeer(peer, method, path string, body any, headers ...string) response {
	e.t.Helper()
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			e.t.Fatal(err)
		}
		rd = bytes.NewReader(b)
	}
	req := httptest.NewRequest(method, path, rd)
	req.RemoteAddr = peer
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Add(headers[i], headers[i+1])
	}
	rec := httptest.NewRecorder()
	e.handler.ServeHTTP(rec, req)
	res := rec.Result()
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return response{status: res.StatusCode, header: res.Header, body: b}
}

// TestPerClientLimitCannotBeForged spends the per-client allowance of the
// link rule (30 in 15 minutes; cheap requests: a made-up verification token)
// and checks who shares it.
func TestPerClientLimitCannotBeForged(t *testing.T) {
	const allowance = 30
	link := func(e *testEnv, peer string, headers ...string) int {
		return e.fromPeer(peer, "POST", "/api/v1/auth/verify-email", map[string]string{"token": "dibuat-buat"}, headers...).status
	}

	t.Run("a public client forging X-Forwarded-For is still limited", func(t *testing.T) {
		e := newEnv(t, store.SQLite)
		for i := range allowance {
			forged := fmt.Sprintf("198.51.100.%d", i)
			if i%2 == 0 {
				forged = "127.0.0.1"
			}
			if got := link(e, "203.0.113.7:40000", "X-Forwarded-For", forged); got != 400 {
				t.Fatalf("attempt %d: %d", i+1, got)
			}
		}
		if got := link(e, "203.0.113.7:40001", "X-Forwarded-For", "192.0.2.200"); got != 429 {
			t.Fatalf("over the limit with a new forged address: %d", got)
		}
		if got := link(e, "203.0.113.7:40002", "X-Forwarded-For", "127.0.0.1"); got != 429 {
			t.Fatalf("over the limit claiming loopback: %d", got)
		}
		if got := link(e, "203.0.113.8:40000"); got != 400 {
			t.Fatalf("another public client: %d", got)
		}
	})

	t.Run("behind a private proxy the forwarded client is limited", func(t *testing.T) {
		e := newEnv(t, store.SQLite)
		for i := range allowance {
			// The client writes whatever it likes on the left; the proxy appends what it saw.
			chain := fmt.Sprintf("192.0.2.%d, 198.51.100.20", i)
			if got := link(e, "10.0.0.5:5000", "X-Forwarded-For", chain); got != 400 {
				t.Fatalf("attempt %d: %d", i+1, got)
			}
		}
		if got := link(e, "10.0.0.6:5000", "X-Forwarded-For", "127.0.0.1, 198.51.100.20"); got != 429 {
			t.Fatalf("the same client through another copy of the proxy: %d", got)
		}
		if got := link(e, "10.0.0.5:5000", "X-Forwarded-For", "198.51.100.21"); got != 400 {
			t.Fatalf("another client through the proxy: %d", got)
		}
	})

	t.Run("only a real loopback client without a forwarded address is exempt", func(t *testing.T) {
		e := newEnv(t, store.SQLite)
		for i := range allowance + 5 {
			if got := link(e, "127.0.0.1:6000"); got != 400 {
				t.Fatalf("local attempt %d: %d", i+1, got)
			}
		}
		for i := range allowance {
			if got := link(e, "127.0.0.1:6000", "X-Forwarded-For", "127.0.0.1"); got != 400 {
				t.Fatalf("forwarded attempt %d: %d", i+1, got)
			}
		}
		if got := link(e, "127.0.0.1:6000", "X-Forwarded-For", "127.0.0.1"); got != 429 {
			t.Fatalf("a forwarded loopback address is exempt: %d", got)
		}
	})
}
