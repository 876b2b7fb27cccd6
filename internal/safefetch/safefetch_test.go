package safefetch

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"testing"
)

// publicAddr is what the fake resolver answers for the hosts the tests serve: a public address,
// so the guard lets it through, that the fake dialer turns into the local test server.
var publicAddr = netip.MustParseAddr("93.184.216.34")

// fakeNet is the seam the tests drive: a resolver answering from a table, and a dialer that
// connects only to local test servers and fails the test if it is ever handed an address that
// is not public. No test sends a byte to anything but loopback.
type fakeNet struct {
	t      *testing.T
	hosts  map[string][]netip.Addr
	routes map[netip.Addr]string // public address → the local server's host:port
	mu     sync.Mutex
	dials  []string
}

func newFakeNet(t *testing.T) *fakeNet {
	return &fakeNet{t: t, hosts: map[string][]netip.Addr{}, routes: map[netip.Addr]string{}}
}

// serve routes host (resolving to publicAddr) to srv.
func (f *fakeNet) serve(host string, srv *httptest.Server) {
	f.hosts[host] = []netip.Addr{publicAddr}
	f.routes[publicAddr] = srv.Listener.Addr().String()
}

func (f *fakeNet) resolve(_ context.Context, host string) ([]netip.Addr, error) {
	if a, ok := f.hosts[host]; ok {
		return a, nil
	}
	return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
}

func (f *fakeNet) dial(ctx context.Context, network, addr string) (net.Conn, error) {
	f.mu.Lock()
	f.dials = append(f.dials, addr)
	f.mu.Unlock()
	ap, err := netip.ParseAddrPort(addr)
	if err != nil || !Public(ap.Addr()) {
		f.t.Errorf("the guard let a dial to %s through", addr)
		return nil, errors.New("forbidden dial")
	}
	local, ok := f.routes[ap.Addr()]
	if !ok {
		f.t.Errorf("dial to %s, which no test server stands for", addr)
		return nil, errors.New("unknown address")
	}
	return (&net.Dialer{}).DialContext(ctx, network, local)
}

func (f *fakeNet) dialCount() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.dials)
}

func (f *fakeNet) client(cfg Config) *Client {
	cfg.Resolve, cfg.Dial = f.resolve, f.dial
	return New(cfg)
}

const calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n"

// calendarServer serves calendar at /feed.ics with validators and answers 304 to them.
func calendarServer(t *testing.T, seen *http.Header) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if seen != nil {
			*seen = r.Header.Clone()
		}
		if r.URL.Path != "/feed.ics" {
			http.NotFound(w, r)
			return
		}
		if r.Header.Get("If-None-Match") == `"v1"` {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		w.Header().Set("Content-Type", "text/calendar; charset=utf-8")
		w.Header().Set("ETag", `"v1"`)
		w.Header().Set("Last-Modified", "Sat, 28 Nov 2026 01:00:00 GMT")
		fmt.Fprint(w, calendar)
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestGetFetchesAPublicHostAndAsksIfModified(t *testing.T) {
	f := newFakeNet(t)
	var seen http.Header
	f.serve("kalender.example", calendarServer(t, &seen))
	c := f.client(Config{})

	res, err := c.Get(context.Background(), "http://kalender.example/feed.ics", Validators{})
	if err != nil {
		t.Fatal(err)
	}
	if string(res.Body) != calendar || res.NotModified || res.ContentType != "text/calendar; charset=utf-8" {
		t.Fatalf("first fetch = %+v", res)
	}
	want := Validators{ETag: `"v1"`, LastModified: "Sat, 28 Nov 2026 01:00:00 GMT"}
	if res.Validators != want || res.URL != "http://kalender.example/feed.ics" {
		t.Fatalf("validators %+v, url %q", res.Validators, res.URL)
	}
	if seen.Get("If-None-Match") != "" || !strings.Contains(seen.Get("User-Agent"), "KajianKita") {
		t.Fatalf("first request headers %v", seen)
	}

	again, err := c.Get(context.Background(), "http://kalender.example/feed.ics", res.Validators)
	if err != nil {
		t.Fatal(err)
	}
	if !again.NotModified || again.Body != nil || again.Validators != want {
		t.Fatalf("second fetch = %+v", again)
	}
	if seen.Get("If-None-Match") != `"v1"` || seen.Get("If-Modified-Since") != want.LastModified {
		t.Fatalf("second request headers %v", seen)
	}
	if f.dialCount() == 0 {
		t.Fatal("the injected dialer was not used")
	}
}

func TestGetOverTLSChecksTheNameNotTheDialledAddress(t *testing.T) {
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, calendar)
	}))
	t.Cleanup(srv.Close)
	f := newFakeNet(t)
	f.serve("example.com", srv) // the test certificate's name
	tlsConf := srv.Client().Transport.(*http.Transport).TLSClientConfig
	c := f.client(Config{TLS: &tls.Config{RootCAs: tlsConf.RootCAs}})
	res, err := c.Get(context.Background(), "webcal://example.com/feed.ics", Validators{})
	if err != nil {
		t.Fatal(err)
	}
	if string(res.Body) != calendar || res.URL != "https://example.com/feed.ics" {
		t.Fatalf("got %+v", res)
	}
}

// forbidden are addresses a user's URL must never reach, as a resolver might answer them.
var forbidden = []string{
	"127.0.0.1", "::1", "10.0.0.5", "172.16.3.4", "192.168.1.1", "169.254.169.254",
	"fe80::1", "::ffff:127.0.0.1", "100.64.0.1", "0.0.0.0", "fd00::1", "224.0.0.1",
}

func TestGetRefusesHostsResolvingInside(t *testing.T) {
	for _, a := range forbidden {
		t.Run(a, func(t *testing.T) {
			f := newFakeNet(t)
			f.hosts["kalender.example"] = []netip.Addr{netip.MustParseAddr(a)}
			_, err := f.client(Config{}).Get(context.Background(), "https://kalender.example/feed.ics", Validators{})
			if !errors.Is(err, ErrPrivate) {
				t.Fatalf("err = %v, want ErrPrivate", err)
			}
			if f.dialCount() != 0 {
				t.Fatalf("dialled %v", f.dials)
			}
		})
	}
}

func TestGetRefusesAHostWithOneInsideAddressAmongPublicOnes(t *testing.T) {
	f := newFakeNet(t)
	f.hosts["kalender.example"] = []netip.Addr{publicAddr, netip.MustParseAddr("10.0.0.1")}
	_, err := f.client(Config{}).Get(context.Background(), "http://kalender.example/", Validators{})
	if !errors.Is(err, ErrPrivate) || f.dialCount() != 0 {
		t.Fatalf("err = %v, dials %v", err, f.dials)
	}
}

func TestGetRefusesAddressLiterals(t *testing.T) {
	for _, raw := range []string{
		"http://127.0.0.1/", "http://127.0.0.1:8080/feed.ics", "http://[::1]/", "http://10.1.2.3/",
		"http://172.16.0.1/", "http://192.168.0.1/", "http://169.254.169.254/latest/meta-data/",
		"http://[fe80::1]/", "http://[::ffff:127.0.0.1]/", "http://[::ffff:7f00:1]/", "http://100.64.1.1/",
		"http://0.0.0.0/", "https://[fd00::1]:443/",
	} {
		f := newFakeNet(t)
		_, err := f.client(Config{}).Get(context.Background(), raw, Validators{})
		if !errors.Is(err, ErrPrivate) || f.dialCount() != 0 {
			t.Errorf("%s: err = %v, dials %v", raw, err, f.dials)
		}
	}
}

func TestGetRefusesOtherSchemes(t *testing.T) {
	for _, raw := range []string{"ftp://kalender.example/a.ics", "file:///etc/passwd", "gopher://x/", "javascript:alert(1)", "kalender.example/feed.ics", ""} {
		f := newFakeNet(t)
		_, err := f.client(Config{}).Get(context.Background(), raw, Validators{})
		if !errors.Is(err, ErrScheme) && !errors.Is(err, ErrBadURL) {
			t.Errorf("%q: err = %v", raw, err)
		}
		if !errors.Is(err, ErrScheme) && raw != "" && strings.Contains(raw, ":") {
			t.Errorf("%q: err = %v, want ErrScheme", raw, err)
		}
	}
	_, err := ParseURL("ftp://x/")
	if !strings.Contains(err.Error(), "Alamat kalender harus diawali http:// atau https://") {
		t.Errorf("message %q", err.Error())
	}
}

func TestGetRefusesRedirectsInside(t *testing.T) {
	targets := []string{
		"http://127.0.0.1/", "http://[::1]/", "http://10.0.0.1/", "http://169.254.169.254/latest/meta-data/",
		"http://intranet.example/", // resolves to 192.168.1.10
		"http://metadata.example/", // resolves to 169.254.169.254
	}
	for _, target := range targets {
		t.Run(target, func(t *testing.T) {
			srv := httptest.NewServer(http.RedirectHandler(target, http.StatusFound))
			t.Cleanup(srv.Close)
			f := newFakeNet(t)
			f.serve("kalender.example", srv)
			f.hosts["intranet.example"] = []netip.Addr{netip.MustParseAddr("192.168.1.10")}
			f.hosts["metadata.example"] = []netip.Addr{netip.MustParseAddr("169.254.169.254")}
			_, err := f.client(Config{}).Get(context.Background(), "http://kalender.example/feed.ics", Validators{})
			if !errors.Is(err, ErrPrivate) {
				t.Fatalf("err = %v, want ErrPrivate", err)
			}
			if f.dialCount() != 1 {
				t.Fatalf("dials %v, want only the first server's", f.dials)
			}
		})
	}
}

func TestGetRefusesARedirectToAnotherScheme(t *testing.T) {
	srv := httptest.NewServer(http.RedirectHandler("file:///etc/passwd", http.StatusFound))
	t.Cleanup(srv.Close)
	f := newFakeNet(t)
	f.serve("kalender.example", srv)
	_, err := f.client(Config{}).Get(context.Background(), "http://kalender.example/", Validators{})
	if !errors.Is(err, ErrScheme) {
		t.Fatalf("err = %v, want ErrScheme", err)
	}
}

// chain redirects /0 → /1 → … → /n, which serves the calendar.
func chain(t *testing.T, n int) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var i int
		fmt.Sscanf(r.URL.Path, "/%d", &i)
		if i < n {
			http.Redirect(w, r, fmt.Sprintf("/%d", i+1), http.StatusMovedPermanently)
			return
		}
		fmt.Fprint(w, calendar)
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestGetFollowsAtMostThreeRedirects(t *testing.T) {
	f := newFakeNet(t)
	f.serve("kalender.example", chain(t, 3))
	res, err := f.client(Config{}).Get(context.Background(), "http://kalender.example/0", Validators{})
	if err != nil || string(res.Body) != calendar || res.URL != "http://kalender.example/3" {
		t.Fatalf("three redirects: %+v, %v", res, err)
	}

	f = newFakeNet(t)
	f.serve("kalender.example", chain(t, 4))
	_, err = f.client(Config{}).Get(context.Background(), "http://kalender.example/0", Validators{})
	if !errors.Is(err, ErrTooManyRedirects) {
		t.Fatalf("four redirects: err = %v", err)
	}
}

func TestGetRefusesBodiesOverTheLimit(t *testing.T) {
	for _, tc := range []struct {
		name    string
		size    int
		chunked bool // no Content-Length: the limit must hold while reading
		wantErr bool
	}{
		{"exactly 2 MB", MaxBytes, false, false},
		{"a byte more", MaxBytes + 1, false, true},
		{"a byte more, chunked", MaxBytes + 1, true, true},
		{"much more, chunked", 3 * MaxBytes, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body := strings.Repeat("x", tc.size)
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if !tc.chunked {
					w.Header().Set("Content-Length", fmt.Sprint(len(body)))
				}
				w.Write([]byte(body[:1]))
				w.(http.Flusher).Flush()
				w.Write([]byte(body[1:]))
			}))
			t.Cleanup(srv.Close)
			f := newFakeNet(t)
			f.serve("kalender.example", srv)
			res, err := f.client(Config{}).Get(context.Background(), "http://kalender.example/", Validators{})
			if tc.wantErr {
				if !errors.Is(err, ErrTooLarge) || res.Body != nil {
					t.Fatalf("err = %v, body %d bytes", err, len(res.Body))
				}
				return
			}
			if err != nil || len(res.Body) != tc.size {
				t.Fatalf("err = %v, body %d bytes", err, len(res.Body))
			}
		})
	}
}

func TestGetGivesUpWhenTheServerDoesNotAnswer(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	t.Cleanup(srv.Close)
	t.Cleanup(func() { close(release) })
	f := newFakeNet(t)
	f.serve("kalender.example", srv)
	_, err := f.client(Config{Timeout: 50e6}).Get(context.Background(), "http://kalender.example/", Validators{})
	if !errors.Is(err, ErrTimeout) {
		t.Fatalf("err = %v, want ErrTimeout", err)
	}
}

func TestGetReportsErrorStatusesAndUnknownHosts(t *testing.T) {
	f := newFakeNet(t)
	f.serve("kalender.example", calendarServer(t, nil))
	_, err := f.client(Config{}).Get(context.Background(), "http://kalender.example/missing.ics", Validators{})
	if !errors.Is(err, ErrStatus) || !strings.Contains(err.Error(), "Server kalender menjawab dengan kesalahan (HTTP 404)") {
		t.Fatalf("err = %v", err)
	}
	f = newFakeNet(t)
	_, err = f.client(Config{}).Get(context.Background(), "http://tidak-ada.example/", Validators{})
	if !errors.Is(err, ErrNoHost) || f.dialCount() != 0 {
		t.Fatalf("err = %v, dials %v", err, f.dials)
	}
}

// The production client needs no network to refuse: address literals are refused before any
// dial, names that resolve inside (localhost) after the lookup, and the real dialer's own check
// refuses inside addresses even when handed one directly.
func TestProductionClientRefusesInside(t *testing.T) {
	c := New(Config{})
	for _, raw := range []string{"http://127.0.0.1:1/", "http://[::1]:1/", "http://10.0.0.1:1/", "http://169.254.169.254/", "http://localhost:1/"} {
		if _, err := c.Get(context.Background(), raw, Validators{}); !errors.Is(err, ErrPrivate) {
			t.Errorf("%s: err = %v, want ErrPrivate", raw, err)
		}
	}
	for _, addr := range []string{"127.0.0.1:80", "[::1]:443", "10.0.0.1:80", "169.254.169.254:80", "[::ffff:127.0.0.1]:80", "nonsense"} {
		if err := controlPublic("tcp", addr, nil); !errors.Is(err, ErrPrivate) {
			t.Errorf("control(%s) = %v, want ErrPrivate", addr, err)
		}
	}
	if err := controlPublic("tcp", "93.184.216.34:443", nil); err != nil {
		t.Errorf("control(public) = %v", err)
	}
	// The real dialer itself, handed an inside address, refuses before connecting.
	if _, err := c.dial(context.Background(), "tcp", "127.0.0.1:1"); !errors.Is(err, ErrPrivate) {
		t.Errorf("real dialer: err = %v, want ErrPrivate", err)
	}
}
