package server

import (
	"fmt"
	"slices"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Two copies of the server on one PostgreSQL behave as one: a session started
// on one copy is valid on the other, and signing out on the other ends it for
// both (DESIGN.md §8: nothing another copy needs is kept in process memory).
func TestTwoServersShareOnePostgreSQL(t *testing.T) {
	a := newEnv(t, onPostgres)
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

// Each copy keeps its own index of the home list; an admin's posting through
// one copy is on the other copy's very next home list, and its deletion
// leaves it as soon: the index is checked against the database on every
// request.
func TestHomeListOfOneCopySeesPostingsThroughAnother(t *testing.T) {
	a := newEnv(t, onPostgres)
	b := a.secondCopy()
	visitor := a.newClient()
	titles := func() []string {
		t.Helper()
		var page struct {
			Items []struct {
				Title string `json:"title"`
			} `json:"items"`
		}
		unmarshalBody(t, visitor.do("GET", "/api/v1/kajian?limit=50", nil), &page)
		var out []string
		for _, it := range page.Items {
			out = append(out, it.Title)
		}
		return out
	}
	before := titles() // copy A reads its index now
	adminOnB, _ := b.signedIn("admin@example.id", kajian.RoleAdmin)
	res := adminOnB.do("POST", "/api/v1/postings", withFields(oneOffBody(), map[string]any{"title": "Kajian Lintas Salinan"}))
	if res.status != 201 {
		t.Fatalf("posting on copy B: %d %s", res.status, res.body)
	}
	after := titles()
	if !slices.Contains(after, "Kajian Lintas Salinan") || len(after) != len(before)+1 {
		t.Fatalf("copy A's home list after a posting on copy B: %v (before %v)", after, before)
	}
	var saved struct {
		Kajian struct {
			Type string `json:"type"`
			Slug string `json:"slug"`
		} `json:"kajian"`
	}
	unmarshalBody(t, res, &saved)
	if res := adminOnB.do("DELETE", "/api/v1/postings/"+saved.Kajian.Type+"/"+saved.Kajian.Slug, nil); res.status != 200 {
		t.Fatalf("delete on copy B: %d %s", res.status, res.body)
	}
	if got := titles(); slices.Contains(got, "Kajian Lintas Salinan") {
		t.Fatalf("copy A still lists a session deleted on copy B: %v", got)
	}
}

// Rate limits are one limit for every copy: a client that spreads its wrong
// passwords and its sign-ups over two copies gets no more than from one.
func TestRateLimitsAreOneLimitAcrossCopies(t *testing.T) {
	a := newEnv(t, onPostgres)
	b := a.secondCopy()
	copies := []*testEnv{a, b}
	a.signedIn("target@example.id", kajian.RoleUser)

	for i := range 10 { // accounts.SignInFailuresPerClient: 10 wrong guesses per client and address
		res := copies[i%2].fromPeer("198.51.100.1:443", "POST", "/api/v1/auth/signin",
			map[string]string{"email": "target@example.id", "password": "salah"})
		if res.status != 401 {
			t.Fatalf("wrong guess %d on copy %d: %d %s", i+1, i%2, res.status, res.body)
		}
	}
	for i, c := range copies {
		res := c.fromPeer("198.51.100.1:443", "POST", "/api/v1/auth/signin",
			map[string]string{"email": "target@example.id", "password": "salah"})
		if res.status != 429 {
			t.Fatalf("guess 11 on copy %d: %d (the copies count apart)", i, res.status)
		}
	}

	for i := range 3 { // limitSignUp: 3 an hour per address
		res := copies[i%2].fromPeer(fmt.Sprintf("192.0.2.%d:443", i), "POST", "/api/v1/auth/signup",
			map[string]string{"full_name": "Hamba Allah", "email": "baru@example.id", "password": "rahasia-kuat-1"})
		if res.status != 200 {
			t.Fatalf("sign-up %d on copy %d: %d %s", i+1, i%2, res.status, res.body)
		}
	}
	if res := b.fromPeer("192.0.2.9:443", "POST", "/api/v1/auth/signup",
		map[string]string{"full_name": "Hamba Allah", "email": "baru@example.id", "password": "rahasia-kuat-1"}); res.status != 429 {
		t.Fatalf("fourth sign-up: %d", res.status)
	}
}
