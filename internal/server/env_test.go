package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"os"
	"testing"
	"testing/fstest"
	"time"

	"github.com/kajiankita/kajian/internal/app"
	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/config"
	"github.com/kajiankita/kajian/internal/geo"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/media"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// testNow is Ahad 22 November 2026, 12:00 WIB.
var testNow = time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)

// testApp stands in for the built web app.
var testApp = fstest.MapFS{
	"index.html": {Data: []byte(`<!doctype html><html lang="id"><head><title>Kajian Kita</title>` +
		`<script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js">` +
		`</head><body><div id="root"></div></body></html>`)},
	"assets/index-abc123.js": {Data: bytes.Repeat([]byte("console.log('kajian kita');\n"), 100)},
	"manifest.webmanifest":   {Data: []byte(`{"name":"Kajian Kita"}`)},
	"icons/icon-192.png":     {Data: []byte("\x89PNG\r\n\x1a\n")},
	"prerender/home.html":    {Data: []byte(`<div class="prerendered"><h1>Jadwal Kajian</h1><div id="kartu-awal"><!--kartu-awal--></div></div>`)},
	"preloads.json": {Data: []byte(`{"/": ["/assets/home-page-1.js", "/assets/card-2.js"],
		"/kajian/:slug": ["/assets/kajian-detail-page-3.js"], "/kajian-rutin/:slug": ["/assets/recurring-detail-page-4.js"]}`)},
	// The app's real list of routes, as the build copies it.
	"routes.json": {Data: mustReadFile("../../web/src/app/app-routes.json")},
}

func mustReadFile(name string) []byte {
	b, err := os.ReadFile(name)
	if err != nil {
		panic(err)
	}
	return b
}

// The databases a test server runs on.
const (
	onSQLite   = store.SQLite
	onPostgres = store.Postgres
)

// testEnv is a real server on a real database, reached over HTTP.
type testEnv struct {
	t       *testing.T
	db      *store.DB
	dbURL   string // where db is, for another copy of the server
	clock   *kajian.FixedClock
	deps    Deps
	uc      app.UseCases
	handler http.Handler
	http    *httptest.Server
	mail    string // the folder the file mailer writes .eml files to
	bucket  media.Bucket
}

// envDeps are what a test server is built from: the adapters (which options
// may replace, e.g. to add Google sign-in) and the configuration.
type envDeps struct {
	app.Adapters
	Config config.Config
}

// newEnv starts a server on a fresh database of the dialect; options may
// change its dependencies (e.g. add Google sign-in) before it is built.
func newEnv(t *testing.T, dialect store.Dialect, options ...func(*envDeps)) *testEnv {
	t.Helper()
	clock := kajian.NewFixedClock(testNow)
	url := storetest.URL(t, dialect)
	db := storetest.OpenURL(t, url, clock)
	mailDir := t.TempDir()
	cfg := config.Config{BaseURL: "http://kajian.test", Geocoder: "builtin", MailURL: "file://" + mailDir, MailFrom: "Kajian Kita <no-reply@kajian.test>"}
	mailer, err := mail.Open(cfg.MailURL, cfg.MailFrom)
	if err != nil {
		t.Fatal(err)
	}
	bucket, err := media.OpenBucket("file://" + t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	geocoder, err := geo.New("builtin", nil)
	if err != nil {
		t.Fatal(err)
	}
	d := envDeps{Config: cfg, Adapters: app.Adapters{BaseURL: cfg.BaseURL, Store: db, Clock: clock, Mailer: mailer,
		Bucket: bucket, Geocoder: geocoder, Fetch: calendarFetcher(t)}}
	for _, o := range options {
		o(&d)
	}
	e := &testEnv{t: t, db: db, dbURL: url, clock: clock, mail: mailDir, bucket: d.Bucket}
	e.uc, e.deps, e.handler = buildServer(t, d)
	// After the server closes (cleanups run last first), let the e-mails it
	// sends in the background finish before the mail folder is removed.
	t.Cleanup(func() { e.uc.Mail.Wait(10 * time.Second) })
	e.http = httptest.NewServer(e.handler)
	t.Cleanup(e.http.Close)
	return e
}

// buildServer builds the use-cases and the server from d, as cmd/kajian does.
func buildServer(t *testing.T, d envDeps) (app.UseCases, Deps, http.Handler) {
	t.Helper()
	uc := app.Build(d.Adapters)
	deps := Deps{Config: d.Config, Clock: d.Clock, Web: testApp, UseCases: uc, Geocoder: d.Geocoder,
		Bucket: d.Bucket, Database: d.Store}
	h, err := New(deps)
	if err != nil {
		t.Fatal(err)
	}
	return uc, deps, h
}

// secondCopy starts another copy of e's server, as a second machine behind a
// load balancer would run it: its own database handle (connections, caches)
// on the same database, the same bucket, its own use-cases and limits.
func (e *testEnv) secondCopy(options ...func(*envDeps)) *testEnv {
	e.t.Helper()
	db := storetest.OpenURL(e.t, e.dbURL, e.clock)
	d := envDeps{Config: e.deps.Config, Adapters: app.Adapters{BaseURL: e.deps.Config.BaseURL, Store: db, Clock: e.clock,
		Mailer: mustMailer(e.t, e.deps.Config), Bucket: e.bucket, Geocoder: e.deps.Geocoder}}
	for _, o := range options {
		o(&d)
	}
	c := &testEnv{t: e.t, db: db, dbURL: e.dbURL, clock: e.clock, mail: e.mail, bucket: d.Bucket}
	c.uc, c.deps, c.handler = buildServer(e.t, d)
	e.t.Cleanup(func() { c.uc.Mail.Wait(10 * time.Second) })
	c.http = httptest.NewServer(c.handler)
	e.t.Cleanup(c.http.Close)
	return c
}

func mustMailer(t *testing.T, cfg config.Config) mail.Sender {
	t.Helper()
	m, err := mail.Open(cfg.MailURL, cfg.MailFrom)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// patterns lists the route patterns the server registers.
func (e *testEnv) patterns() []string {
	var rec routeRecorder
	web, err := loadApp(testApp)
	if err != nil {
		e.t.Fatal(err)
	}
	addRoutes(&rec, e.deps, web, newMetrics(), nil)
	return rec.patterns
}

// routeRecorder notes the patterns routes are registered with.
type routeRecorder struct{ patterns []string }

func (r *routeRecorder) Handle(pattern string, _ http.Handler) {
	r.patterns = append(r.patterns, pattern)
}

// eachEnv runs fn against a server on each database.
func eachEnv(t *testing.T, fn func(t *testing.T, e *testEnv)) {
	for _, d := range storetest.Dialects {
		t.Run(string(d), func(t *testing.T) { fn(t, newEnv(t, d)) })
	}
}

// client is a browser: it keeps cookies and sends the same-origin headers a
// browser would.
type client struct {
	e  *testEnv
	hc *http.Client
}

func (e *testEnv) newClient() *client {
	jar, _ := cookiejar.New(nil)
	return &client{e: e, hc: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// response is an answer with its body read.
type response struct {
	status int
	header http.Header
	body   []byte
}

// json decodes the body into a generic map.
func (r response) json(t *testing.T) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(r.body, &m); err != nil {
		t.Fatalf("body is not a JSON object: %v\n%s", err, r.body)
	}
	return m
}

// errorCode returns the code of an API error answer.
func (r response) errorCode(t *testing.T) string {
	t.Helper()
	e, _ := r.json(t)["error"].(map[string]any)
	code, _ := e["code"].(string)
	return code
}

// do sends a request; a non-nil body that is not []byte or string is sent as JSON.
func (c *client) do(method, path string, body any, headers ...string) response {
	c.e.t.Helper()
	var rd io.Reader
	ct := ""
	switch b := body.(type) {
	case nil:
	case []byte:
		rd = bytes.NewReader(b)
	case string:
		rd, ct = bytes.NewReader([]byte(b)), "application/json"
	default:
		buf, err := json.Marshal(b)
		if err != nil {
			c.e.t.Fatal(err)
		}
		rd, ct = bytes.NewReader(buf), "application/json"
	}
	req, err := http.NewRequestWithContext(context.Background(), method, c.e.http.URL+path, rd)
	if err != nil {
		c.e.t.Fatal(err)
	}
	if ct != "" {
		req.Header.Set("Content-Type", ct)
	}
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	res, err := c.hc.Do(req)
	if err != nil {
		c.e.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return response{status: res.StatusCode, header: res.Header, body: b}
}

// createUser makes a verified account directly in the store.
func (e *testEnv) createUser(email, password, name string, role kajian.Role) kajian.User {
	e.t.Helper()
	hash, err := auth.HashPassword(password)
	if err != nil {
		e.t.Fatal(err)
	}
	u, _, err := e.db.CreateUser(context.Background(), store.NewUser{Email: email, PasswordHash: hash, FullName: name, Role: role, Verified: true})
	if err != nil {
		e.t.Fatal(err)
	}
	return u
}

// createUnverified makes an account whose address is not confirmed, with a
// password hash, directly in the store.
func (e *testEnv) createUnverified(email, hash, name string) (kajian.User, error) {
	u, _, err := e.db.CreateUser(context.Background(), store.NewUser{Email: email, PasswordHash: hash, FullName: name})
	return u, err
}

// signedIn returns a client signed in as a new verified account of the role.
func (e *testEnv) signedIn(email string, role kajian.Role) (*client, kajian.User) {
	e.t.Helper()
	u := e.createUser(email, "rahasia123", "Pengguna "+email, role)
	c := e.newClient()
	if res := c.do("POST", "/api/v1/auth/signin", map[string]string{"email": email, "password": "rahasia123"}); res.status != 200 {
		e.t.Fatalf("sign in %s: %d %s", email, res.status, res.body)
	}
	return c, u
}
