package server

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	kmail "github.com/kajiankita/kajian/internal/mail"
)

// gatedMailer holds every message until the test opens the gate, then
// delivers it (or fails, when fail is set) and records it.
type gatedMailer struct {
	gate chan struct{}
	fail bool

	mu   sync.Mutex
	sent []kmail.Message
	errs []error
}

func newGatedMailer() *gatedMailer { return &gatedMailer{gate: make(chan struct{})} }

func (g *gatedMailer) Send(ctx context.Context, m kmail.Message) error {
	<-g.gate
	g.mu.Lock()
	defer g.mu.Unlock()
	if err := ctx.Err(); err != nil { // e.g. the request's context, ended with its answer
		g.errs = append(g.errs, err)
		return err
	}
	if g.fail {
		g.errs = append(g.errs, errors.New("smtp down"))
		return errors.New("smtp down")
	}
	g.sent = append(g.sent, m)
	return nil
}

func (g *gatedMailer) result() ([]kmail.Message, []error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	return append([]kmail.Message(nil), g.sent...), append([]error(nil), g.errs...)
}

// answerWithin sends a request and fails the test when its answer takes
// longer than a few seconds.
func answerWithin(t *testing.T, c *client, path string, body any) response {
	t.Helper()
	got := make(chan response, 1)
	go func() { got <- c.do("POST", path, body) }()
	select {
	case res := <-got:
		return res
	case <-time.After(5 * time.Second):
		t.Fatalf("%s waited for the e-mail to be sent", path)
		return response{}
	}
}

// TestAccountMailIsSentInTheBackground: sign-up and forgot-password answer
// before the e-mail is sent, the same for registered and unknown addresses,
// and still deliver it after the request is over.
func TestAccountMailIsSentInTheBackground(t *testing.T) {
	mailer := newGatedMailer()
	e := newEnv(t, onSQLite, func(d *envDeps) { d.Mailer = mailer })
	t.Cleanup(func() { // before the server's cleanups, which wait for its e-mails
		select {
		case <-mailer.gate:
		default:
			close(mailer.gate)
		}
	})
	e.createUser("ada@example.id", "rahasia123", "Sudah Ada", kajian.RoleUser)
	c := e.newClient()

	known := answerWithin(t, c, "/api/v1/auth/password/forgot", map[string]string{"email": "ada@example.id"})
	unknown := answerWithin(t, c, "/api/v1/auth/password/forgot", map[string]string{"email": "tidakada@example.id"})
	fresh := answerWithin(t, c, "/api/v1/auth/signup", map[string]string{"full_name": "Baru", "email": "baru@example.id", "password": "rahasia1"})
	taken := answerWithin(t, c, "/api/v1/auth/signup", map[string]string{"full_name": "Lain", "email": "ada@example.id", "password": "rahasia1"})
	if known.status != 200 || unknown.status != 200 || fresh.status != 200 || taken.status != 200 {
		t.Fatalf("answers: %d %d %d %d", known.status, unknown.status, fresh.status, taken.status)
	}
	// A resend for a pending sign-up answers as soon, and as, one for an
	// address nobody registered (after the sign-up's own cooldown).
	e.clock.Advance(2 * time.Minute)
	pending := answerWithin(t, c, "/api/v1/auth/verify-email/resend", map[string]string{"email": "baru@example.id"})
	nobody := answerWithin(t, c, "/api/v1/auth/verify-email/resend", map[string]string{"email": "siapa@example.id"})
	if pending.status != 200 || strings.Replace(string(pending.body), "baru@", "siapa@", 1) != string(nobody.body) {
		t.Fatalf("resend answers differ: %d %s / %d %s", pending.status, pending.body, nobody.status, nobody.body)
	}
	if strings.Replace(string(known.body), "ada@", "tidakada@", 1) != string(unknown.body) {
		t.Fatalf("forgot answers differ: %s / %s", known.body, unknown.body)
	}
	if strings.Replace(string(fresh.body), "baru@", "ada@", 1) != string(taken.body) {
		t.Fatalf("sign-up answers differ: %s / %s", fresh.body, taken.body)
	}
	// The tokens were written in the request, before any e-mail went out.
	if sent, _ := mailer.result(); len(sent) != 0 {
		t.Fatalf("%d e-mails sent before the gate opened", len(sent))
	}

	close(mailer.gate)
	if !e.uc.Mail.Wait(10 * time.Second) {
		t.Fatal("e-mails still being sent")
	}
	sent, errs := mailer.result()
	if len(errs) != 0 {
		t.Fatalf("sending failed after the request ended: %v", errs)
	}
	if len(sent) != 3 {
		t.Fatalf("sent %d e-mails, want the reset link and two verification links", len(sent))
	}
	to := map[string]bool{sent[0].To: true, sent[1].To: true, sent[2].To: true}
	if !to["ada@example.id"] || !to["baru@example.id"] {
		t.Fatalf("e-mails went to %v", to)
	}
}

// TestAccountMailFailureIsNotAnswered: a transport failure is logged, not
// answered, so a registered address answers like any other.
func TestAccountMailFailureIsNotAnswered(t *testing.T) {
	mailer := newGatedMailer()
	mailer.fail = true
	close(mailer.gate)
	e := newEnv(t, onSQLite, func(d *envDeps) { d.Mailer = mailer })
	e.createUser("ada@example.id", "rahasia123", "Sudah Ada", kajian.RoleUser)
	c := e.newClient()
	for _, tc := range []struct{ path, email string }{
		{"/api/v1/auth/password/forgot", "ada@example.id"},
		{"/api/v1/auth/password/forgot", "tidakada@example.id"},
		{"/api/v1/auth/signup", "baru@example.id"},
	} {
		res := c.do("POST", tc.path, map[string]string{"full_name": "X", "email": tc.email, "password": "rahasia1"})
		if res.status != 200 || res.json(t)["ok"] != true {
			t.Fatalf("%s %s: %d %s", tc.path, tc.email, res.status, res.body)
		}
	}
	e.uc.Mail.Wait(10 * time.Second)
	if _, errs := mailer.result(); len(errs) != 2 {
		t.Fatalf("%d failed sends, want 2", len(errs))
	}
}

// TestSignUpStartsTheResendCooldown: the sign-up's own verification e-mail
// counts, so resending at once is refused like any resend within 60 s.
func TestSignUpStartsTheResendCooldown(t *testing.T) {
	e := newEnv(t, onSQLite)
	c := e.newClient()
	if res := c.do("POST", "/api/v1/auth/signup", map[string]string{"full_name": "Umar", "email": "umar@example.id", "password": "rahasia1"}); res.status != 200 {
		t.Fatalf("sign up: %d %s", res.status, res.body)
	}
	e.clock.Advance(20 * time.Second)
	res := c.do("POST", "/api/v1/auth/verify-email/resend", map[string]string{"email": "umar@example.id"})
	if res.status != 429 || res.errorMessage(t) != "Tunggu 40 detik sebelum mengirim ulang email verifikasi." || res.header.Get("Retry-After") != "40" {
		t.Fatalf("resend right after sign-up: %d %s", res.status, res.body)
	}
	if n := len(e.mails()); n != 1 {
		t.Fatalf("%d e-mails, want the sign-up's only", n)
	}
	// The same for an address that is already registered: nothing to tell them apart.
	e.createUser("ada@example.id", "rahasia123", "Ada", kajian.RoleUser)
	c.do("POST", "/api/v1/auth/signup", map[string]string{"full_name": "X", "email": "ada@example.id", "password": "rahasia1"})
	if res := c.do("POST", "/api/v1/auth/verify-email/resend", map[string]string{"email": "ada@example.id"}); res.status != 429 {
		t.Fatalf("resend after a sign-up with a registered address: %d %s", res.status, res.body)
	}
	e.clock.Advance(40 * time.Second)
	if res := c.do("POST", "/api/v1/auth/verify-email/resend", map[string]string{"email": "umar@example.id"}); res.status != 200 {
		t.Fatalf("resend after 60 s: %d %s", res.status, res.body)
	}
	if n := len(e.mails()); n != 2 {
		t.Fatalf("%d e-mails after the resend", n)
	}
}
