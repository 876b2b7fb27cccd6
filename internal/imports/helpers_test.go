package imports_test

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/app"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/media"
	"github.com/kajiankita/kajian/internal/safefetch"
	"github.com/kajiankita/kajian/internal/store"
)

// importNow is when the calendar files in calfeed's testdata were written to be read.
var importNow = time.Date(2026, 11, 28, 3, 0, 0, 0, time.UTC)

// publicAddr is what the fake resolver answers for the calendar hosts: a public address the
// fake dialer turns into the local test server, so no test connects beyond loopback.
var publicAddr = netip.MustParseAddr("93.184.216.34")

// calendarHost serves calendar files as a masjid's web server would: one body per path, an
// ETag per version, 304 to a request that names the current one. It counts what it answered.
type calendarHost struct {
	mu       sync.Mutex
	files    map[string]string // path → body
	versions map[string]int
	gets     int
	notMod   int
	types    map[string]string
}

func newCalendarHost(t *testing.T) (*calendarHost, *httptest.Server) {
	h := &calendarHost{files: map[string]string{}, versions: map[string]int{}, types: map[string]string{}}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return h, srv
}

func (h *calendarHost) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.gets++
	body, ok := h.files[r.URL.Path]
	if !ok {
		http.NotFound(w, r)
		return
	}
	etag := fmt.Sprintf(`"v%d"`, h.versions[r.URL.Path])
	if r.Header.Get("If-None-Match") == etag {
		h.notMod++
		w.WriteHeader(http.StatusNotModified)
		return
	}
	ct := h.types[r.URL.Path]
	if ct == "" {
		ct = "text/calendar; charset=utf-8"
	}
	w.Header().Set("Content-Type", ct)
	w.Header().Set("ETag", etag)
	fmt.Fprint(w, body)
}

// put serves body at path as a new version.
func (h *calendarHost) put(path, body string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.files[path] = body
	h.versions[path]++
}

func (h *calendarHost) counts() (gets, notModified int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.gets, h.notMod
}

// testdata reads one of calfeed's real-world calendar files.
func testdata(t *testing.T, name string) string {
	b, err := os.ReadFile("../calfeed/testdata/import/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// fakeNet resolves names from a table and dials only the local server standing for a public
// address; a dial to anything else fails the test.
type fakeNet struct {
	t     *testing.T
	hosts map[string][]netip.Addr
	local string
}

func (f *fakeNet) resolve(_ context.Context, host string) ([]netip.Addr, error) {
	if a, ok := f.hosts[host]; ok {
		return a, nil
	}
	return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
}

func (f *fakeNet) dial(ctx context.Context, network, addr string) (net.Conn, error) {
	ap, err := netip.ParseAddrPort(addr)
	if err != nil || ap.Addr() != publicAddr {
		f.t.Errorf("the guard let a dial to %s through", addr)
		return nil, errors.New("forbidden dial")
	}
	return (&net.Dialer{}).DialContext(ctx, network, f.local)
}

// world is the use-cases on one database, fetching through the guarded client from host.
type world struct {
	db      *store.DB
	clock   *kajian.FixedClock
	uc      app.UseCases
	host    *calendarHost
	net     *fakeNet
	fetcher *safefetch.Client
}

// base is the address the calendar host is reached by.
const base = "http://kalender.masjid-alikhlas.id"

func newWorld(t *testing.T, db *store.DB, clock *kajian.FixedClock) *world {
	host, srv := newCalendarHost(t)
	fn := &fakeNet{t: t, local: srv.Listener.Addr().String(), hosts: map[string][]netip.Addr{
		"kalender.masjid-alikhlas.id": {publicAddr},
		"intranet.masjid-alikhlas.id": {netip.MustParseAddr("10.0.0.5")},
	}}
	fetch := safefetch.New(safefetch.Config{Resolve: fn.resolve, Dial: fn.dial})
	return &world{db: db, clock: clock, uc: build(t, db, fetch), host: host, net: fn, fetcher: fetch}
}

func build(t *testing.T, db *store.DB, fetch *safefetch.Client) app.UseCases {
	bucket, err := media.OpenBucket("file://" + t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	mailer, err := mail.Open("file://"+t.TempDir(), "Kajian Kita <no-reply@kajian.test>")
	if err != nil {
		t.Fatal(err)
	}
	uc := app.Build(app.Adapters{BaseURL: "http://kajian.test", Store: db, Clock: db.Clock(), Mailer: mailer, Bucket: bucket, Fetch: fetch})
	t.Cleanup(func() { uc.Mail.Wait(5 * time.Second) })
	return uc
}

func (w *world) user(t *testing.T, email string, role kajian.Role) kajian.Viewer {
	u, _, err := w.db.CreateUser(context.Background(), store.NewUser{Email: email, PasswordHash: "x", FullName: "Hamba Allah", Role: role})
	if err != nil {
		t.Fatal(err)
	}
	return kajian.Viewer{UserID: u.ID, Role: role}
}

// replace serves name's file at path with old replaced by new, as a new version.
func (w *world) replace(t *testing.T, path, name string, pairs ...string) {
	body := testdata(t, name)
	for i := 0; i+1 < len(pairs); i += 2 {
		if !strings.Contains(body, pairs[i]) {
			t.Fatalf("%s has no %q", name, pairs[i])
		}
		body = strings.ReplaceAll(body, pairs[i], pairs[i+1])
	}
	w.host.put(path, body)
}
