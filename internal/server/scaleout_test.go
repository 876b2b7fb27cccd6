package server

import (
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// Two copies of the server on one PostgreSQL behave as one: a session started
// on one copy is valid on the other, and signing out on the other ends it for
// both (DESIGN.md §8: nothing another copy needs is kept in process memory).
func TestTwoServersShareOnePostgreSQL(t *testing.T) {
	a := newEnv(t, store.Postgres)
	b := a.secondCopy()

	c, _ := a.signedIn("musafir@example.id", kajian.RoleUser)
	onB := b.newClient()
	onB.hc.Jar = c.hc.Jar
	// The cookie jar is keyed by host; both test servers listen on 127.0.0.1.
	s := onB.do("GET", "/api/v1/auth/session", nil).json(t)
	if u, _ := s["user"].(map[string]any); u["email"] != "musafir@example.id" {
		t.Fatalf("session from copy A is unknown to copy B: %v", s)
	}
	if res := onB.do("POST", "/api/v1/auth/signout", nil); res.status != 200 {
		t.Fatalf("sign out on B: %d", res.status)
	}
	if s := c.do("GET", "/api/v1/auth/session", nil).json(t); s["user"] != nil {
		t.Fatalf("signed out on B but still signed in on A: %v", s)
	}
}
