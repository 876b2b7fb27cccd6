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
