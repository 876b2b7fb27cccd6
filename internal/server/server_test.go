package server

import (
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/media"
)

func TestOperationalEndpoints(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		c := e.newClient()
		if res := c.do("GET", "/healthz", nil); res.status != 200 || string(res.body) != "ok\n" {
			t.Fatalf("healthz: %d %q", res.status, res.body)
		}
		res := c.do("GET", "/readyz", nil)
		if res.status != 200 || res.json(t)["database"] == "" {
			t.Fatalf("readyz: %d %s", res.status, res.body)
		}
		res = c.do("GET", "/metrics", nil)
		body := string(res.body)
		for _, want := range []string{`kajian_http_requests_total{method="GET",route="GET /readyz",code="200"} 1`,
			"# TYPE kajian_http_request_duration_seconds histogram", "kajian_db_connections_open"} {
			if !strings.Contains(body, want) {
				t.Errorf("metrics lack %q", want)
			}
		}
		if !strings.HasPrefix(res.header.Get("Content-Type"), "text/plain; version=0.0.4") {
			t.Errorf("metrics content type %q", res.header.Get("Content-Type"))
		}
	})
}

func TestMetricsNameTheRouteOfSignedInRequests(t *testing.T) {
	e := newEnv(t, onSQLite)
	c, _ := e.signedIn("fulan@example.com", kajian.RoleUser)
	if res := c.do("GET", "/api/v1/auth/session", nil); res.status != 200 {
		t.Fatalf("session: %d %s", res.status, res.body)
	}
	body := string(e.newClient().do("GET", "/metrics", nil).body)
	want := `kajian_http_requests_total{method="GET",route="GET /api/v1/auth/session",code="200"} 1`
	if !strings.Contains(body, want) || strings.Contains(body, `route="unmatched"`) {
		t.Errorf("metrics lack %q or count a matched request as unmatched:\n%s", want, body)
	}
}

func TestReadyzFailsWithoutDatabase(t *testing.T) {
	e := newEnv(t, onSQLite)
	e.db.Close()
	res := e.newClient().do("GET", "/readyz", nil)
	if res.status != http.StatusServiceUnavailable || res.errorCode(t) != "unavailable" {
		t.Fatalf("readyz with a closed database: %d %s", res.status, res.body)
	}
}

// /readyz tells anyone only whether the server is ready; what it runs on
// only to an operator: the metrics token's holder or, without a token, this
// machine (issue 32: the details were public).
func TestReadyzDetailsAreForOperatorsOnly(t *testing.T) {
	withToken := newEnv(t, onSQLite, func(d *envDeps) { d.Config.MetricsToken = "rahasia-metrik" })
	noToken := newEnv(t, onSQLite)
	for _, tc := range []struct {
		name    string
		e       *testEnv
		peer    string
		headers []string
		details bool
	}{
		{"a visitor", withToken, "203.0.113.5:1234", nil, false},
		{"this machine without the token", withToken, "127.0.0.1:1234", nil, false},
		{"a wrong token", withToken, "203.0.113.5:1234", []string{"Authorization", "Bearer salah"}, false},
		{"the token", withToken, "203.0.113.5:1234", []string{"Authorization", "Bearer rahasia-metrik"}, true},
		{"a visitor, no token configured", noToken, "203.0.113.5:1234", nil, false},
		{"this machine, no token configured", noToken, "127.0.0.1:1234", nil, true},
	} {
		res := tc.e.fromPeer(tc.peer, "GET", "/readyz", nil, tc.headers...)
		got := res.json(t)
		want := map[string]any{"status": "ready"}
		if tc.details {
			want["database"] = "sqlite"
		}
		if res.status != http.StatusOK || fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: %d %s, want %v", tc.name, res.status, res.body, want)
		}
	}
}

func TestAppServing(t *testing.T) {
	e := newEnv(t, onSQLite)
	c := e.newClient()
	// Every page path gets the app, never cached by others, with the security headers: 200 on
	// the app's routes (web/src/app/app-routes.json), 404 on any other path, where the app
	// shows 'Halaman Tidak Ditemukan'. (Session pages answer 404 for unknown sessions: pages_test.go.)
	for path, status := range map[string]int{"/": 200, "/kajian/new": 200, "/journal/abc/edit": 200, "/admin/": 200,
		"/profile": 200, "/tidak/ada/halaman": 404, "/kajian/a/b/c": 404, "/admin/tidak-ada": 404} {
		res := c.do("GET", path, nil)
		if res.status != status || !strings.Contains(string(res.body), `<div id="root"`) || res.header.Get("Cache-Control") != "private, no-cache" {
			t.Errorf("%s: %d (want %d) %q cache %q", path, res.status, status, res.body, res.header.Get("Cache-Control"))
		}
		for h, want := range map[string]string{"X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin"} {
			if res.header.Get(h) != want {
				t.Errorf("%s: %s = %q", path, h, res.header.Get(h))
			}
		}
		if csp := res.header.Get("Content-Security-Policy"); !strings.Contains(csp, "frame-ancestors 'none'") || !strings.Contains(csp, "default-src 'self'") {
			t.Errorf("%s: CSP %q", path, csp)
		}
	}
	// Hashed assets are cached for a year and compressed.
	res := c.do("GET", "/assets/index-abc123.js", nil, "Accept-Encoding", "gzip")
	if res.status != 200 || res.header.Get("Cache-Control") != "public, max-age=31536000, immutable" || res.header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("asset: %d %v", res.status, res.header)
	}
	zr, err := gzip.NewReader(strings.NewReader(string(res.body)))
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := io.ReadAll(zr)
	if !strings.HasPrefix(string(plain), "console.log('kajian kita');") {
		t.Fatalf("gzip body: %q", plain[:20])
	}
	// Revalidation answers 304.
	if again := c.do("GET", "/assets/index-abc123.js", nil, "If-None-Match", res.header.Get("ETag")); again.status != http.StatusNotModified {
		t.Fatalf("revalidation: %d", again.status)
	}
	// A missing hashed asset is a real 404, never the HTML.
	if res := c.do("GET", "/assets/index-old.js", nil); res.status != 404 {
		t.Fatalf("missing asset: %d", res.status)
	}
	if res := c.do("GET", "/manifest.webmanifest", nil); res.header.Get("Content-Type") != "application/manifest+json" {
		t.Fatalf("manifest type %q", res.header.Get("Content-Type"))
	}
	if res := c.do("POST", "/beranda", nil); res.status != http.StatusMethodNotAllowed {
		t.Fatalf("POST to a page: %d", res.status)
	}
}

// The app's pages carry what their first render needs: the session of the
// cookie (as GET /api/v1/auth/session answers it) and the scripts of the
// route's page, so a first visit waits for neither.
func TestAppPagesCarryTheSessionAndPreloads(t *testing.T) {
	e := newEnv(t, onSQLite)
	f := newSessionFixture(t, e)
	boot := func(body []byte) map[string]any {
		t.Helper()
		_, rest, ok := strings.Cut(string(body), `<script id="kajian-boot" type="application/json">`)
		raw, _, ok2 := strings.Cut(rest, "</script>")
		var b map[string]any
		if !ok || !ok2 || json.Unmarshal([]byte(raw), &b) != nil {
			t.Fatalf("no boot data in %s", body)
		}
		return b
	}
	page := e.newClient().do("GET", "/feedback", nil)
	if s := boot(page.body)["session"].(map[string]any); s["user"] != nil || s["google_enabled"] != false {
		t.Errorf("a visitor's page carries %v", s)
	}
	if strings.Contains(string(page.body), "home-page-1.js") {
		t.Errorf("a route without preloads got some")
	}
	// A visitor's home page is prerendered: its scripts start after the first paint
	// (start.js), the route's modules with them.
	home := string(e.newClient().do("GET", "/", nil).body)
	start := `<script defer src="/start.js" data-entry="/assets/index-abc123.js" data-modules="/assets/react-1.js /assets/home-page-1.js /assets/card-2.js"></script>`
	if !strings.Contains(home, start) || strings.Contains(home, `<script type="module"`) || strings.Contains(home, "modulepreload") {
		t.Errorf("a visitor's home page does not start its scripts after the first paint: %s", home)
	}
	c, _ := e.signedIn("musafir@example.id", kajian.RoleUser)
	api := c.do("GET", "/api/v1/auth/session", nil).json(t)
	for _, path := range []string{"/", "/profile", "/kajian/" + f.oneOff.Slug} {
		res := c.do("GET", path, nil)
		if got := boot(res.body)["session"]; !reflect.DeepEqual(got, api) {
			t.Errorf("%s carries the session %v, the API answers %v", path, got, api)
		}
		if res.header.Get("Cache-Control") != "private, no-cache" || !slices.Contains(res.header.Values("Vary"), "Cookie") {
			t.Errorf("%s may be shared by caches: %v", path, res.header)
		}
	}
	// The home page itself, prerendered with the first page's cards written in, only for
	// visitors asking for it without a query.
	const prerendered = `<div id="root" data-prerendered="home"><div class="prerendered"><h1>Jadwal Kajian</h1><div id="kartu-awal"><article `
	visit := e.newClient().do("GET", "/", nil).body
	if body := string(visit); !strings.Contains(body, prerendered) || strings.Contains(body, firstCardsSlot) {
		t.Errorf("a visitor's home page is not prerendered with its cards: %s", body)
	}
	items := boot(visit)["home"].(map[string]any)["page"].(map[string]any)["items"].([]any)
	if n := strings.Count(string(visit), `data-testid="kajian-card"`); n != len(items) || n == 0 {
		t.Errorf("the prerendered page has %d cards, its first page %d", n, len(items))
	}
	for _, it := range items {
		k := it.(map[string]any)
		if card := `<a href="` + k["path"].(string) + `" class="after:absolute after:inset-0 focus-visible:outline-none" data-discover="true">` + html.EscapeString(k["title"].(string)) + `</a>`; !strings.Contains(string(visit), card) {
			t.Errorf("the prerendered page has no card for %s", card)
		}
	}
	for _, tt := range []struct {
		who  *client
		path string
	}{{c, "/"}, {e.newClient(), "/?q=tafsir"}, {e.newClient(), "/feedback"}, {e.newClient(), "/kajian/" + f.oneOff.Slug}} {
		if body := string(tt.who.do("GET", tt.path, nil).body); strings.Contains(body, "prerendered") || !strings.Contains(body, `<div id="root"></div>`) {
			t.Errorf("%s carries the visitor's prerendered home page", tt.path)
		}
	}
	if res := e.newClient().do("GET", "/prerender/home.html", nil); strings.Contains(string(res.body), `class="prerendered"`) && !strings.Contains(string(res.body), "kajian-boot") {
		t.Errorf("the prerendered fragment is served as a file")
	}
	// The file itself is what the service worker keeps for every page: never one viewer's.
	if file := c.do("GET", "/index.html", nil); strings.Contains(string(file.body), "kajian-boot") || strings.Contains(string(file.body), "musafir") {
		t.Errorf("/index.html carries boot data: %s", file.body)
	}
	// A signed-in user's home page is not prerendered: the scripts load with it.
	if home := string(c.do("GET", "/", nil).body); !strings.Contains(home, `<script type="module" crossorigin src="/assets/index-abc123.js">`) ||
		!strings.Contains(home, `<link rel="modulepreload" crossorigin href="/assets/home-page-1.js" />`) || strings.Contains(home, "start.js") {
		t.Errorf("a signed-in user's home page: %s", home)
	}
	detail := c.do("GET", "/kajian/"+f.oneOff.Slug, nil)
	if !strings.Contains(string(detail.body), `href="/assets/kajian-detail-page-3.js"`) || strings.Contains(string(detail.body), "home-page-1.js") {
		t.Errorf("a session page preloads %s", detail.body)
	}
}

func TestAPIErrorShape(t *testing.T) {
	e := newEnv(t, onSQLite)
	c := e.newClient()
	res := c.do("GET", "/api/v1/tidak-ada", nil)
	if res.status != 404 || res.errorCode(t) != "route_not_found" {
		t.Fatalf("unknown API path: %d %s", res.status, res.body)
	}
	msg := res.json(t)["error"].(map[string]any)["message"]
	if msg != "Alamat API tidak ditemukan" {
		t.Fatalf("message %q", msg)
	}
	for _, body := range []string{`{"email":`, `[1,2]`, `{"email":"a@b.c","password":"x"} {"x":1}`} {
		res := c.do("POST", "/api/v1/auth/signin", body)
		if res.status != 400 || res.errorCode(t) != "bad_json" {
			t.Errorf("malformed JSON %q: %d %s", body, res.status, res.body)
		}
	}
	huge := `{"email":"` + strings.Repeat("a", 2<<20) + `"}`
	if res := c.do("POST", "/api/v1/auth/signin", huge); res.status != http.StatusRequestEntityTooLarge {
		t.Fatalf("huge body: %d", res.status)
	}
	res = c.do("POST", "/api/v1/auth/signin", map[string]string{})
	if res.status != 400 || res.errorCode(t) != "validation_failed" || res.json(t)["error"].(map[string]any)["message"] != "Email harus diisi" {
		t.Fatalf("empty sign-in: %d %s", res.status, res.body)
	}
}

func TestCrossSiteWritesAreRefused(t *testing.T) {
	e := newEnv(t, onSQLite)
	c := e.newClient()
	res := c.do("POST", "/api/v1/auth/signout", nil, "Sec-Fetch-Site", "cross-site")
	if res.status != http.StatusForbidden || res.errorCode(t) != "cross_origin" {
		t.Fatalf("cross-site POST: %d %s", res.status, res.body)
	}
	if res := c.do("GET", "/api/v1/auth/session", nil, "Sec-Fetch-Site", "cross-site"); res.status != 200 {
		t.Fatalf("cross-site GET must pass: %d", res.status)
	}
}

func TestPanicsAnswerTheGenericError(t *testing.T) {
	h := observe(newMetrics(), http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("boom") }))
	rec := &recorder{header: http.Header{}}
	req, _ := http.NewRequest("GET", "/api/v1/x", nil)
	h.ServeHTTP(rec, req)
	if rec.status != 500 || !strings.Contains(rec.body.String(), `"message":"Terjadi kesalahan"`) || strings.Contains(rec.body.String(), "boom") {
		t.Fatalf("panic answer: %d %s", rec.status, rec.body.String())
	}
}

type recorder struct {
	header http.Header
	status int
	body   strings.Builder
}

func (r *recorder) Header() http.Header         { return r.header }
func (r *recorder) Write(b []byte) (int, error) { return r.body.Write(b) }
func (r *recorder) WriteHeader(code int)        { r.status = code }

func TestReadyzFailsWithoutTheBlobStore(t *testing.T) {
	dir := t.TempDir()
	e := newEnv(t, onSQLite, func(d *envDeps) {
		b, err := media.OpenBucket("file://" + dir + "/uploads")
		if err != nil {
			t.Fatal(err)
		}
		d.Bucket = b
	})
	if res := e.newClient().do("GET", "/readyz", nil); res.status != http.StatusOK {
		t.Fatalf("readyz: %d %s", res.status, res.body)
	}
	if err := os.RemoveAll(dir + "/uploads"); err != nil {
		t.Fatal(err)
	}
	if res := e.newClient().do("GET", "/readyz", nil); res.status != http.StatusServiceUnavailable {
		t.Fatalf("readyz without the blob store: %d %s", res.status, res.body)
	}
}

// /metrics keeps a fixed set of labels whatever methods clients invent, types
// its counters as counters, and is for this machine or a scraper holding the
// token only.
func TestMetricsStayBoundedAndPrivate(t *testing.T) {
	e := newEnv(t, onSQLite, func(d *envDeps) { d.Config.MetricsToken = "rahasia-metrik" })
	c := e.newClient()
	for i := range 50 {
		c.do(strings.Repeat("X", 1000)+strconv.Itoa(i), "/api/v1/kajian", nil)
	}
	get := func(peer string, headers ...string) response {
		return e.fromPeer(peer, "GET", "/metrics", nil, headers...)
	}
	if res := get("203.0.113.5:1234"); res.status != http.StatusNotFound {
		t.Fatalf("without the token: %d", res.status)
	}
	if res := get("127.0.0.1:1234", "Authorization", "Bearer salah"); res.status != http.StatusNotFound {
		t.Fatalf("with a wrong token: %d", res.status)
	}
	res := get("203.0.113.5:1234", "Authorization", "Bearer rahasia-metrik")
	body := string(res.body)
	if res.status != http.StatusOK || strings.Contains(body, "XXXX") || !strings.Contains(body, `method="other"`) {
		t.Fatalf("with the token: %d\n%s", res.status, body)
	}
	for _, want := range []string{"# TYPE kajian_db_wait_total counter", "# TYPE kajian_db_wait_seconds_total counter",
		"# TYPE kajian_http_requests_total counter", "# TYPE kajian_db_connections_open gauge"} {
		if !strings.Contains(body, want) {
			t.Errorf("metrics lack %q", want)
		}
	}
	// Without a token, this machine reads it and others do not.
	open := newEnv(t, onSQLite)
	if res := open.fromPeer("203.0.113.5:1234", "GET", "/metrics", nil); res.status != http.StatusNotFound {
		t.Fatalf("no token, another machine: %d", res.status)
	}
	if res := open.fromPeer("127.0.0.1:1234", "GET", "/metrics", nil); res.status != http.StatusOK {
		t.Fatalf("no token, this machine: %d", res.status)
	}
}

// Hygiene of every answer: HSTS once the origin is https, JSON bodies only
// as exactly application/json, and a query too long to read whole refused
// rather than read as no filter at all.
func TestRequestHygiene(t *testing.T) {
	e := newEnv(t, onSQLite, func(d *envDeps) { d.Config.BaseURL = "https://kajian.test" })
	c := e.newClient()
	if got := c.do("GET", "/healthz", nil).header.Get("Strict-Transport-Security"); got != "max-age=31536000; includeSubDomains" {
		t.Errorf("HSTS on https: %q", got)
	}
	if got := newEnv(t, onSQLite).newClient().do("GET", "/healthz", nil).header.Get("Strict-Transport-Security"); got != "" {
		t.Errorf("HSTS on http: %q", got)
	}
	body := `{"email":"a@example.id","password":"rahasia1"}`
	for _, ct := range []string{"application/jsonp", "text/plain", "application/x-www-form-urlencoded", ""} {
		res := c.do("POST", "/api/v1/auth/signin", []byte(body), "Content-Type", ct)
		if res.status != http.StatusBadRequest || res.errorCode(t) != "unsupported_media_type" {
			t.Errorf("Content-Type %q: %d %s", ct, res.status, res.body)
		}
	}
	for _, ct := range []string{"application/json; charset=utf-8", "application/json; charset=UTF-8", "application/json; charset=utf8"} {
		if res := c.do("POST", "/api/v1/auth/signin", []byte(body), "Content-Type", ct); res.status != http.StatusUnauthorized {
			t.Errorf("%s: %d %s", ct, res.status, res.body)
		}
	}
	// Any other charset is refused rather than read as UTF-8 (issue 32).
	for _, ct := range []string{"application/json; charset=utf-16", "application/json; charset=iso-8859-1"} {
		res := c.do("POST", "/api/v1/auth/signin", []byte(body), "Content-Type", ct)
		if code, _, msg := apiErrorOf(t, res); res.status != http.StatusBadRequest || code != "unsupported_charset" || msg != "Data JSON harus memakai UTF-8" {
			t.Errorf("%s: %d %s", ct, res.status, res.body)
		}
	}
	long := "/api/v1/kajian?type=regular" + strings.Repeat("&x=1", maxQueryParams)
	if res := c.do("GET", long, nil); res.status != http.StatusBadRequest || res.errorCode(t) != "too_many_parameters" {
		t.Errorf("%d parameters: %d %s", maxQueryParams+1, res.status, res.body)
	}
}

// A request its client abandoned is recorded as 499, not as a server error;
// a cancellation the server caused itself still is one.
func TestAbandonedRequestsAreNotServerErrors(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rec := httptest.NewRecorder()
	writeError(rec, httptest.NewRequest("GET", "/api/v1/kajian", nil).WithContext(ctx), fmt.Errorf("list: %w", context.Canceled))
	if rec.Code != statusClientClosed {
		t.Fatalf("abandoned: %d", rec.Code)
	}
	rec = httptest.NewRecorder()
	writeError(rec, httptest.NewRequest("GET", "/api/v1/kajian", nil), fmt.Errorf("list: %w", context.Canceled))
	if rec.Code != http.StatusInternalServerError {
		t.Fatalf("cancelled by the server: %d", rec.Code)
	}
}
