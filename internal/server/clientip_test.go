package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http/httptest"
	"testing"
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
			if got := behindProxies.client(r); got != tc.want {
				t.Fatalf("client = %q, want %q", got, tc.want)
			}
		})
	}
}

// behindProxies trusts the proxies of a typical deployment: private networks,
// this machine and IPv6 local addresses.
var behindProxies, _ = parseAddrSet("KAJIAN_TRUSTED_PROXIES", "10.0.0.0/8, 172.16.0.0/12, 127.0.0.1 fd00::/8,fe80::/10")

// With no KAJIAN_TRUSTED_PROXIES (the default) nobody's X-Forwarded-For is
// believed, not even from a private address such as Docker's bridge.
func TestClientIPTrustsNoProxyByDefault(t *testing.T) {
	none, err := parseAddrSet("KAJIAN_TRUSTED_PROXIES", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, peer := range []string{"172.17.0.1:4000", "10.0.0.5:4000", "127.0.0.1:4000", "[fd00::1]:4000"} {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = peer
		r.Header.Set("X-Forwarded-For", "198.51.100.20")
		host, _, _ := net.SplitHostPort(peer)
		if got := none.client(r); got != host {
			t.Errorf("%s: client %q, want the peer", peer, got)
		}
	}
	if _, err := parseAddrSet("KAJIAN_TRUSTED_PROXIES", "10.0.0.0/8, bukan"); err == nil || err.Error() != `KAJIAN_TRUSTED_PROXIES: "bukan" is not an address or a prefix like 10.0.0.0/8` {
		t.Errorf("a bad entry: %v", err)
	}
}

// Rate limits count an IPv6 client per /64, the block one subscriber holds,
// and an IPv4 client per address.
func TestLimitKeys(t *testing.T) {
	for ip, want := range map[string]string{
		"203.0.113.7":          "203.0.113.7",
		"2001:db8:1:2:aaaa::1": "2001:db8:1:2::/64",
		"2001:db8:1:2:ffff::9": "2001:db8:1:2::/64",
		"::ffff:203.0.113.7":   "::ffff:203.0.113.7",
		"bukan-alamat":         "bukan-alamat",
	} {
		if got := limitKey(ip); got != want {
			t.Errorf("limitKey(%q) = %q, want %q", ip, got, want)
		}
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
		e := newEnv(t, onSQLite)
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

	t.Run("behind a trusted proxy the forwarded client is limited", func(t *testing.T) {
		e := newEnv(t, onSQLite, func(d *envDeps) { d.Config.TrustedProxies = "10.0.0.0/24" })
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

	t.Run("a private peer that is not a listed proxy is the client", func(t *testing.T) {
		e := newEnv(t, onSQLite, func(d *envDeps) { d.Config.TrustedProxies = "10.0.0.0/24" })
		for i := range allowance {
			if got := link(e, "172.17.0.1:5000", "X-Forwarded-For", fmt.Sprintf("198.51.100.%d", i)); got != 400 {
				t.Fatalf("attempt %d: %d", i+1, got)
			}
		}
		if got := link(e, "172.17.0.1:5000", "X-Forwarded-For", "198.51.100.250"); got != 429 {
			t.Fatalf("Docker's bridge naming a new client each time: %d", got)
		}
	})

	t.Run("an IPv6 client is one client for its whole /64", func(t *testing.T) {
		e := newEnv(t, onSQLite)
		for i := range allowance {
			if got := link(e, fmt.Sprintf("[2001:db8:1:2::%x]:5000", i+1)); got != 400 {
				t.Fatalf("attempt %d: %d", i+1, got)
			}
		}
		if got := link(e, "[2001:db8:1:2:ffff::1]:5000"); got != 429 {
			t.Fatalf("another address of the same /64: %d", got)
		}
		if got := link(e, "[2001:db8:1:3::1]:5000"); got != 400 {
			t.Fatalf("another /64: %d", got)
		}
	})

	t.Run("this machine is limited like any client", func(t *testing.T) {
		e := newEnv(t, onSQLite)
		for i := range allowance {
			if got := link(e, "127.0.0.1:6000"); got != 400 {
				t.Fatalf("local attempt %d: %d", i+1, got)
			}
		}
		if got := link(e, "127.0.0.1:6001"); got != 429 {
			t.Fatalf("a loopback client past the limit: %d", got)
		}
	})

	t.Run("only the clients of KAJIAN_UNLIMITED_CLIENTS are exempt", func(t *testing.T) {
		e := newEnv(t, onSQLite, func(d *envDeps) { d.Config.UnlimitedClients = "127.0.0.1" })
		for i := range allowance + 5 {
			if got := link(e, "127.0.0.1:6000"); got != 400 {
				t.Fatalf("listed client's attempt %d: %d", i+1, got)
			}
		}
		for i := range allowance {
			if got := link(e, "127.0.0.2:6000"); got != 400 {
				t.Fatalf("unlisted attempt %d: %d", i+1, got)
			}
		}
		if got := link(e, "127.0.0.2:6000"); got != 429 {
			t.Fatalf("an unlisted loopback address is exempt: %d", got)
		}
	})
}
