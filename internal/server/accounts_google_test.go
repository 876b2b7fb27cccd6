package server

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/accounts"
	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/auth/oidctest"
	"github.com/kajiankita/kajian/internal/config"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// withGoogle starts a fake OpenID provider and gives the server a Google
// sign-in client for it, made lazily as in production.
func withGoogle(t *testing.T) (*oidctest.Provider, func(*envDeps)) {
	p := oidctest.New(t, oidctest.Options{RedirectURIs: []string{"http://kajian.test/auth/callback"}})
	return p, func(d *envDeps) {
		d.Google = auth.LazyOIDC(p.Issuer(), p.ClientID(), p.ClientSecret(), d.Config.BaseURL+"/auth/callback", nil, d.Clock)
	}
}

// googleSignIn walks the browser through Google sign-in: the button, the
// provider (which signs its current user in at once), and the /auth/callback
// page's call. It returns the callback's answer.
func (c *client) googleSignIn(t *testing.T, returnTo string) response {
	t.Helper()
	res := c.do("POST", "/api/v1/auth/google/start", map[string]string{"return_to": returnTo})
	if res.status != 200 {
		t.Fatalf("google start: %d %s", res.status, res.body)
	}
	authURL, _ := res.json(t)["authorization_url"].(string)
	back := c.followProvider(t, authURL)
	q := back.Query()
	return c.do("POST", "/api/v1/auth/google/callback", map[string]string{"state": q.Get("state"), "code": q.Get("code"), "error": q.Get("error")})
}

// followProvider opens the provider's authorization URL and returns where it
// sends the browser back to.
func (c *client) followProvider(t *testing.T, authURL string) *url.URL {
	t.Helper()
	req, _ := http.NewRequestWithContext(context.Background(), "GET", authURL, nil)
	res, err := c.hc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusFound {
		t.Fatalf("provider answered %d", res.StatusCode)
	}
	back, err := url.Parse(res.Header.Get("Location"))
	if err != nil || back.Host != "kajian.test" || back.Path != "/auth/callback" {
		t.Fatalf("provider sent the browser to %q", res.Header.Get("Location"))
	}
	return back
}

func TestGoogleSignIn(t *testing.T) {
	for _, d := range storetest.Dialects {
		t.Run(string(d), func(t *testing.T) {
			provider, google := withGoogle(t)
			e := newEnv(t, d, google)
			c := e.newClient()
			if c.do("GET", "/api/v1/auth/session", nil).json(t)["google_enabled"] != true {
				t.Fatal("session does not offer Google sign-in")
			}

			// First sign-in: a verified account and a profile named after Google's.
			res := c.googleSignIn(t, "/profile")
			if res.status != 200 {
				t.Fatalf("callback: %d %s", res.status, res.body)
			}
			body := res.json(t)
			user, _ := body["user"].(map[string]any)
			profile, _ := body["profile"].(map[string]any)
			if body["created"] != true || body["return_to"] != "/profile" || user["email"] != "jamaah@example.com" ||
				user["email_verified_at"] == nil || profile["full_name"] != "Jamaah Uji" || profile["role"] != "user" {
				t.Fatalf("first sign-in: %s", res.body)
			}
			uid := c.sessionUserID(t)
			if uid != user["id"] {
				t.Fatal("not signed in")
			}
			// The request had PKCE, state and nonce, and the spec's offline access and consent prompt.
			a := provider.Authorizations()[0]
			if a.CodeChallengeMethod != "S256" || a.State == "" || a.Nonce == "" || a.AccessType != "offline" || a.Prompt != "consent" ||
				a.RedirectURI != "http://kajian.test/auth/callback" {
				t.Fatalf("authorization request: %+v", a)
			}

			// Again, from another browser: the same account, nothing created; the session rotates.
			other := e.newClient()
			res = other.googleSignIn(t, "//evil.example/steal")
			if res.status != 200 || res.json(t)["created"] != false || res.json(t)["return_to"] != "/" || other.sessionUserID(t) != uid {
				t.Fatalf("second sign-in: %d %s", res.status, res.body)
			}
			if n, _ := e.db.CountUsers(context.Background()); n != 1 {
				t.Fatalf("%d accounts", n)
			}

			// An account registered with the same (verified) address is linked, not duplicated,
			// and keeps its password.
			owner := e.createUser("fatimah@example.id", "rahasia123", "Fatimah", kajian.RoleUser)
			provider.SetUser(oidctest.User{Subject: "google-fatimah", Email: "Fatimah@example.id", EmailVerified: true, Name: "Fatimah G"})
			fc := e.newClient()
			res = fc.googleSignIn(t, "/")
			if res.status != 200 || res.json(t)["created"] != false || fc.sessionUserID(t) != owner.ID {
				t.Fatalf("link: %d %s", res.status, res.body)
			}
			if p, _ := e.db.FindProfile(context.Background(), owner.ID); p.FullName != "Fatimah" {
				t.Fatalf("the linked profile was renamed: %q", p.FullName)
			}
			if res := e.newClient().do("POST", "/api/v1/auth/signin", map[string]string{"email": "fatimah@example.id", "password": "rahasia123"}); res.status != 200 {
				t.Fatalf("password after linking: %d", res.status)
			}

			// An unverified registration with the address loses its password to the Google owner.
			squat, err := e.createUnverified("korban@example.id", mustHash(t, "punyasaya"), "Penyusup")
			if err != nil {
				t.Fatal(err)
			}
			provider.SetUser(oidctest.User{Subject: "google-korban", Email: "korban@example.id", EmailVerified: true, Name: "Korban"})
			kc := e.newClient()
			if res := kc.googleSignIn(t, "/"); res.status != 200 || kc.sessionUserID(t) != squat.ID {
				t.Fatalf("take over unverified: %d %s", res.status, res.body)
			}
			if got, _ := e.db.FindUserByID(context.Background(), squat.ID); got.PasswordHash != "" || !got.Verified() {
				t.Fatalf("unverified account after Google: %+v", got)
			}

			// A Google address Google has not verified is refused.
			provider.SetUser(oidctest.User{Subject: "google-unverified", Email: "belum@example.id", EmailVerified: false, Name: "Belum"})
			uc := e.newClient()
			res = uc.googleSignIn(t, "/")
			if res.status != 403 || res.errorCode(t) != "google_email_unverified" || uc.sessionUserID(t) != "" {
				t.Fatalf("unverified Google e-mail: %d %s", res.status, res.body)
			}

			// A state works once; a made-up one and a provider error are refused.
			provider.SetUser(oidctest.DefaultUser)
			start := c.do("POST", "/api/v1/auth/google/start", map[string]string{"return_to": "/"})
			authURL, _ := start.json(t)["authorization_url"].(string)
			back := c.followProvider(t, authURL).Query()
			cb := map[string]string{"state": back.Get("state"), "code": back.Get("code")}
			if res := c.do("POST", "/api/v1/auth/google/callback", cb); res.status != 200 {
				t.Fatalf("callback: %d %s", res.status, res.body)
			}
			if res := c.do("POST", "/api/v1/auth/google/callback", cb); res.status != 400 || res.errorCode(t) != "oauth_state_invalid" {
				t.Fatalf("replayed state: %d %s", res.status, res.body)
			}
			if res := c.do("POST", "/api/v1/auth/google/callback", map[string]string{"state": "dibuat-buat", "code": "x"}); res.status != 400 {
				t.Fatalf("made-up state: %d", res.status)
			}
			start = c.do("POST", "/api/v1/auth/google/start", map[string]string{})
			authURL, _ = start.json(t)["authorization_url"].(string)
			state, _ := url.Parse(authURL)
			res = c.do("POST", "/api/v1/auth/google/callback", map[string]string{"state": state.Query().Get("state"), "error": "access_denied"})
			if res.status != 401 || res.errorMessage(t) != "Gagal masuk dengan Google" {
				t.Fatalf("provider error: %d %s", res.status, res.body)
			}
		})
	}
}

func TestGoogleSignInUnconfiguredOrDown(t *testing.T) {
	e := newEnv(t, onSQLite)
	c := e.newClient()
	if got := c.do("GET", "/api/v1/auth/session", nil).json(t)["google_enabled"]; got != false {
		t.Fatalf("google_enabled = %v", got)
	}
	res := c.do("POST", "/api/v1/auth/google/start", map[string]string{"return_to": "/"})
	if res.status != 503 || res.errorCode(t) != "google_not_configured" || !strings.Contains(res.errorMessage(t), "belum tersedia") {
		t.Fatalf("unconfigured start: %d %s", res.status, res.body)
	}

	// An issuer that does not answer does not stop the server; sign-in says it failed.
	down := newEnv(t, onSQLite, func(d *envDeps) {
		d.Google = auth.LazyOIDC("http://127.0.0.1:1", "id", "secret", d.Config.BaseURL+"/auth/callback", nil, d.Clock)
	})
	res = down.newClient().do("POST", "/api/v1/auth/google/start", map[string]string{})
	if res.status != 503 || res.errorCode(t) != "google_unavailable" || res.errorMessage(t) != "Gagal masuk dengan Google" {
		t.Fatalf("issuer down: %d %s", res.status, res.body)
	}
}

// TestGoogleSignInIsBoundToTheBrowser: the callback works only in the browser
// that started the sign-in, so nobody can finish a sign-in they started with
// their own Google account in someone else's browser (login CSRF).
func TestGoogleSignInIsBoundToTheBrowser(t *testing.T) {
	provider, google := withGoogle(t)
	e := newEnv(t, onSQLite, google)
	provider.SetUser(oidctest.User{Subject: "google-penyerang", Email: "penyerang@example.com", EmailVerified: true, Name: "Penyerang"})

	// The start answer gives the browser a short-lived HttpOnly cookie for the Google endpoints only.
	attacker := e.newClient()
	start := attacker.do("POST", "/api/v1/auth/google/start", map[string]string{"return_to": "/"})
	if start.status != 200 {
		t.Fatalf("start: %d %s", start.status, start.body)
	}
	var bound *http.Cookie
	for _, c := range (&http.Response{Header: start.header}).Cookies() {
		if c.Name == oauthCookie {
			bound = c
		}
	}
	authURL, _ := start.json(t)["authorization_url"].(string)
	stateParam := func(raw string) string {
		u, err := url.Parse(raw)
		if err != nil {
			t.Fatal(err)
		}
		return u.Query().Get("state")
	}
	if bound == nil || !bound.HttpOnly || bound.SameSite != http.SameSiteLaxMode || bound.MaxAge != 600 ||
		bound.Path != "/api/v1/auth/google" || bound.Secure || bound.Value != stateParam(authURL) {
		t.Fatalf("sign-in cookie: %+v", bound)
	}

	// The attacker's own sign-in, finished in the victim's browser, is refused.
	back := attacker.followProvider(t, authURL).Query()
	forged := map[string]string{"state": back.Get("state"), "code": back.Get("code")}
	victim := e.newClient()
	var logged bytes.Buffer
	old := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(&logged, nil)))
	res := victim.do("POST", "/api/v1/auth/google/callback", forged)
	slog.SetDefault(old)
	if res.status != 401 || res.errorMessage(t) != "Gagal masuk dengan Google" {
		t.Fatalf("callback without the start cookie: %d %s", res.status, res.body)
	}
	// The operator learns why; the user only that it failed.
	if !strings.Contains(logged.String(), `msg="google sign-in refused"`) ||
		!strings.Contains(logged.String(), "did not start the sign-in") {
		t.Fatalf("the refusal's reason was not logged:\n%s", logged.String())
	}
	if victim.sessionUserID(t) != "" || victim.cookie() != "" {
		t.Fatal("the victim's browser was signed in")
	}
	if n, _ := e.db.CountUsers(context.Background()); n != 0 {
		t.Fatalf("%d accounts made by a refused callback", n)
	}

	// Nor does a browser with a sign-in of its own accept someone else's state.
	victim.do("POST", "/api/v1/auth/google/start", map[string]string{"return_to": "/"})
	start = attacker.do("POST", "/api/v1/auth/google/start", map[string]string{"return_to": "/"})
	authURL, _ = start.json(t)["authorization_url"].(string)
	back = attacker.followProvider(t, authURL).Query()
	res = victim.do("POST", "/api/v1/auth/google/callback", map[string]string{"state": back.Get("state"), "code": back.Get("code")})
	if res.status != 401 || res.errorMessage(t) != "Gagal masuk dengan Google" || victim.sessionUserID(t) != "" {
		t.Fatalf("callback with another sign-in's cookie: %d %s", res.status, res.body)
	}

	// The browser that started a sign-in finishes it, and its cookie is cleared.
	provider.SetUser(oidctest.DefaultUser)
	owner := e.newClient()
	res = owner.googleSignIn(t, "/profile")
	if res.status != 200 || owner.sessionUserID(t) == "" {
		t.Fatalf("normal sign-in: %d %s", res.status, res.body)
	}
	cleared := false
	for _, c := range (&http.Response{Header: res.header}).Cookies() {
		if c.Name == oauthCookie && c.MaxAge < 0 {
			cleared = true
		}
	}
	if !cleared {
		t.Fatalf("the callback did not clear the sign-in cookie: %v", res.header.Values("Set-Cookie"))
	}
}

func TestGoogleSignInCookieIsSecureOnHTTPS(t *testing.T) {
	ck := cookies{secure: config.Config{BaseURL: "https://kajian.example"}.Secure()}
	rec := httptest.NewRecorder()
	ck.setFor(rec, oauthCookie, "state", oauthCookiePath, accounts.GoogleStateTTL)
	cs := rec.Result().Cookies()
	if len(cs) != 1 || !cs[0].Secure || !cs[0].HttpOnly || cs[0].SameSite != http.SameSiteLaxMode {
		t.Fatalf("cookie on https: %+v", cs)
	}
}
