package server

import (
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

func TestSignInSessionAndSignOut(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		e.createUser("aisyah@example.id", "rahasia123", "Aisyah", kajian.RoleUser)
		c := e.newClient()
		if s := c.do("GET", "/api/v1/auth/session", nil).json(t); s["user"] != nil || s["profile"] != nil {
			t.Fatalf("visitor session: %v", s)
		}
		res := c.do("POST", "/api/v1/auth/signin", map[string]string{"email": "Aisyah@Example.id", "password": "salah"})
		if res.status != 401 || res.errorCode(t) != "invalid_credentials" {
			t.Fatalf("wrong password: %d %s", res.status, res.body)
		}
		unknown := c.do("POST", "/api/v1/auth/signin", map[string]string{"email": "siapa@example.id", "password": "salah"})
		if string(unknown.body) != string(res.body) || unknown.status != res.status {
			t.Fatalf("unknown address answers differently: %s vs %s", unknown.body, res.body)
		}
		res = c.do("POST", "/api/v1/auth/signin", map[string]string{"email": "Aisyah@Example.id", "password": "rahasia123"})
		if res.status != 200 {
			t.Fatalf("sign in: %d %s", res.status, res.body)
		}
		cookie := res.header.Get("Set-Cookie")
		for _, want := range []string{"kajian_session=", "HttpOnly", "SameSite=Lax", "Path=/"} {
			if !strings.Contains(cookie, want) {
				t.Errorf("cookie %q lacks %s", cookie, want)
			}
		}
		s := c.do("GET", "/api/v1/auth/session", nil).json(t)
		user, _ := s["user"].(map[string]any)
		profile, _ := s["profile"].(map[string]any)
		if user["email"] != "aisyah@example.id" || profile["full_name"] != "Aisyah" || profile["role"] != "user" {
			t.Fatalf("session: %v", s)
		}
		if n, _ := e.db.CountRows(t.Context(), "auth_sessions"); n != 1 {
			t.Fatalf("%d sessions stored, want 1", n)
		}
		// Signing in again rotates: the old session is gone.
		c.do("POST", "/api/v1/auth/signin", map[string]string{"email": "aisyah@example.id", "password": "rahasia123"})
		if n, _ := e.db.CountRows(t.Context(), "auth_sessions"); n != 1 {
			t.Fatalf("%d sessions after a second sign-in, want 1", n)
		}
		if res := c.do("POST", "/api/v1/auth/signout", nil); res.status != 200 {
			t.Fatalf("sign out: %d", res.status)
		}
		if s := c.do("GET", "/api/v1/auth/session", nil).json(t); s["user"] != nil {
			t.Fatalf("still signed in after sign-out: %v", s)
		}
		if n, _ := e.db.CountRows(t.Context(), "auth_sessions"); n != 0 {
			t.Fatalf("%d sessions after sign-out", n)
		}
		// Signing out without a session is fine.
		if res := c.do("POST", "/api/v1/auth/signout", nil); res.status != 200 {
			t.Fatalf("second sign out: %d", res.status)
		}
	})
}

func TestUnverifiedAccountsCannotSignIn(t *testing.T) {
	e := newEnv(t, onSQLite)
	hash := mustHash(t, "rahasia123")
	if _, err := e.createUnverified("baru@example.id", hash, "Baru"); err != nil {
		t.Fatal(err)
	}
	res := e.newClient().do("POST", "/api/v1/auth/signin", map[string]string{"email": "baru@example.id", "password": "rahasia123"})
	if res.status != 403 || res.errorCode(t) != "email_not_verified" || res.header.Get("Set-Cookie") != "" {
		t.Fatalf("unverified sign-in: %d %s", res.status, res.body)
	}
}

// An address that is not one (too long, or no address at all) is refused
// with the sign-up's rule before it is counted, looked up or logged: ~1 MB
// addresses grew the rate-limit table by a megabyte each and gave PostgreSQL
// a 500 (issue 32).
func TestSignInRefusesAnAddressThatIsNotOne(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		c := e.newClient()
		for _, email := range []string{
			strings.Repeat("a", 255-len("@example.id")) + "@example.id", // 255 characters: one too many
			strings.Repeat("a", 512<<10) + "@example.id",
			"bukan-email",
		} {
			res := c.do("POST", "/api/v1/auth/signin", map[string]string{"email": email, "password": "rahasia123"})
			if code, field, msg := apiErrorOf(t, res); res.status != 400 || code != "validation_failed" || field != "email" ||
				msg != "Format email tidak valid" {
				t.Errorf("%d-character address: %d %.200s", len(email), res.status, res.body)
			}
		}
		if n, err := e.db.CountRows(t.Context(), "rate_limits"); err != nil || n != 0 {
			t.Fatalf("%d rate-limit keys stored for addresses that are not ones", n)
		}
		// 254 characters is an address like any other.
		email := strings.Repeat("a", 254-len("@example.id")) + "@example.id"
		if res := c.do("POST", "/api/v1/auth/signin", map[string]string{"email": email, "password": "rahasia123"}); res.status != 401 {
			t.Fatalf("254-character address: %d %s", res.status, res.body)
		}
	})
}
