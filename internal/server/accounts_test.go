package server

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
)

func TestSignUpVerifySignOutSignIn(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		c := e.newClient()
		res := c.do("POST", "/api/v1/auth/signup", map[string]string{
			"full_name": "Aisyah Rahma", "email": " Aisyah@Example.ID ", "password": "rahasia1", "phone": "0812-3456-7890"})
		if res.status != 200 || res.json(t)["email"] != "aisyah@example.id" {
			t.Fatalf("sign up: %d %s", res.status, res.body)
		}
		if c.cookie() != "" {
			t.Fatal("sign-up signed in before verification")
		}
		m := e.lastMail("aisyah@example.id")
		// The name typed at sign-up is not carried to an address nobody has confirmed yet.
		if !strings.Contains(m.Subject, "Kajian Kita") || strings.Contains(m.Text, "Aisyah Rahma") || m.Link == nil ||
			m.Link.Path != "/verify-email" || m.Link.Query().Get("email") != "aisyah@example.id" || len(m.Link.Query().Get("token")) != 43 {
			t.Fatalf("verification mail: %+v", m)
		}

		// Unverified: the right password gets a clear message, not a session.
		res = c.do("POST", "/api/v1/auth/signin", map[string]string{"email": "aisyah@example.id", "password": "rahasia1"})
		if res.status != 403 || res.errorCode(t) != "email_not_verified" || !strings.Contains(res.errorMessage(t), "kirim ulang") {
			t.Fatalf("unverified sign-in: %d %s", res.status, res.body)
		}

		// The link verifies and signs in.
		e.clock.Advance(30 * time.Second)
		res = c.do("POST", "/api/v1/auth/verify-email", map[string]string{"email": m.Link.Query().Get("email"), "token": m.Link.Query().Get("token")})
		if res.status != 200 {
			t.Fatalf("verify: %d %s", res.status, res.body)
		}
		body := res.json(t)
		if body["confirmed_at"] != e.clock.Now().Format(time.RFC3339) {
			t.Fatalf("confirmed_at %v, want %v", body["confirmed_at"], e.clock.Now())
		}
		profile, _ := body["profile"].(map[string]any)
		if profile["full_name"] != "Aisyah Rahma" || profile["phone"] != "0812-3456-7890" || profile["role"] != "user" {
			t.Fatalf("profile: %v", profile)
		}
		uid := c.sessionUserID(t)
		if uid == "" {
			t.Fatal("not signed in after verification")
		}
		// The link works once.
		again := e.newClient().do("POST", "/api/v1/auth/verify-email", map[string]string{"token": m.Link.Query().Get("token")})
		if again.status != 400 || again.errorCode(t) != "token_invalid" {
			t.Fatalf("second use: %d %s", again.status, again.body)
		}

		// Sign out ends the session on the server too.
		token := c.cookie()
		if res := c.do("POST", "/api/v1/auth/signout", nil); res.status != 200 {
			t.Fatalf("sign out: %d", res.status)
		}
		if e.withCookie(token).sessionUserID(t) != "" {
			t.Fatal("the old cookie still works after sign-out")
		}
		// Sign in again; the session is a new one.
		res = c.do("POST", "/api/v1/auth/signin", map[string]string{"email": "AISYAH@example.id", "password": "rahasia1"})
		if res.status != 200 || c.sessionUserID(t) != uid || c.cookie() == token {
			t.Fatalf("sign in: %d %s", res.status, res.body)
		}
	})
}

func TestSignInRotatesTheSession(t *testing.T) {
	e := newEnv(t, onSQLite)
	a, _ := e.signedIn("a@example.id", kajian.RoleUser)
	before := a.cookie()
	e.createUser("b@example.id", "rahasia123", "B", kajian.RoleUser)
	res := a.do("POST", "/api/v1/auth/signin", map[string]string{"email": "b@example.id", "password": "rahasia123"})
	if res.status != 200 || a.cookie() == before {
		t.Fatalf("second sign-in: %d, cookie rotated %v", res.status, a.cookie() != before)
	}
	if e.withCookie(before).sessionUserID(t) != "" {
		t.Fatal("the session before sign-in survived it")
	}
}

func TestSignUpValidationAndNoEnumeration(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		c := e.newClient()
		for _, tc := range []struct {
			body        map[string]string
			field, want string
		}{
			{map[string]string{"full_name": " ", "email": "x@example.id", "password": "rahasia1"}, "full_name", "Nama harus diisi"},
			{map[string]string{"full_name": "X", "email": "", "password": "rahasia1"}, "email", "Email harus diisi"},
			{map[string]string{"full_name": "X", "email": "bukan-email", "password": "rahasia1"}, "email", "Format email tidak valid"},
			{map[string]string{"full_name": "X", "email": "x@example.id", "password": ""}, "password", "Password harus diisi"},
			{map[string]string{"full_name": "X", "email": "x@example.id", "password": "12345"}, "password", "Password minimal 8 karakter"},
			{map[string]string{"full_name": "X", "email": "x@example.id", "password": "rahasia1", "phone": "telp saya"}, "phone", "Nomor WhatsApp tidak valid"},
		} {
			res := c.do("POST", "/api/v1/auth/signup", tc.body)
			fields, _ := res.json(t)["error"].(map[string]any)["fields"].(map[string]any)
			if res.status != 400 || fields[tc.field] != tc.want {
				t.Errorf("%v: %d %s", tc.body, res.status, res.body)
			}
		}

		// A registered, verified address: the same answer, no second account, no e-mail.
		e.createUser("ada@example.id", "lama123", "Sudah Ada", kajian.RoleUser)
		before, _ := e.db.CountUsers(context.Background())
		fresh := c.do("POST", "/api/v1/auth/signup", map[string]string{"full_name": "Baru", "email": "baru@example.id", "password": "rahasia1"})
		taken := c.do("POST", "/api/v1/auth/signup", map[string]string{"full_name": "Penyusup", "email": "ADA@example.id", "password": "rahasia1"})
		if fresh.status != taken.status || len(fresh.json(t)) != len(taken.json(t)) || taken.json(t)["ok"] != true {
			t.Fatalf("answers differ: %d %s / %d %s", fresh.status, fresh.body, taken.status, taken.body)
		}
		after, _ := e.db.CountUsers(context.Background())
		if after != before+1 {
			t.Fatalf("users %d -> %d", before, after)
		}
		for _, m := range e.mails() {
			if strings.Contains(m.To, "ada@example.id") {
				t.Fatal("the registered address was mailed")
			}
		}
		// The old password still works and the intruder's does not.
		if res := e.newClient().do("POST", "/api/v1/auth/signin", map[string]string{"email": "ada@example.id", "password": "rahasia1"}); res.status != 401 {
			t.Fatalf("intruder's password: %d", res.status)
		}
		// Signing up again with an unverified address sends a new link; the
		// first stays the first sign-up's (issue 32), usable with its password.
		first := e.lastMail("baru@example.id")
		e.clock.Advance(time.Minute)
		if res := c.do("POST", "/api/v1/auth/signup", map[string]string{"full_name": "Baru", "email": "baru@example.id", "password": "lain12345"}); res.status != 200 {
			t.Fatalf("sign up again: %d", res.status)
		}
		second := e.lastMail("baru@example.id")
		if second.Link.String() == first.Link.String() {
			t.Fatal("no new link")
		}
		if res := c.do("POST", "/api/v1/auth/verify-email", map[string]string{"token": first.Link.Query().Get("token")}); res.errorCode(t) != "password_required" {
			t.Fatalf("the first link without its password: %s", res.body)
		}
		// Unknown sign-in address and wrong password answer alike.
		a := c.do("POST", "/api/v1/auth/signin", map[string]string{"email": "tidakada@example.id", "password": "rahasia1"})
		b := c.do("POST", "/api/v1/auth/signin", map[string]string{"email": "ada@example.id", "password": "salah123"})
		if a.status != 401 || string(a.body) != string(b.body) {
			t.Fatalf("sign-in answers differ: %s / %s", a.body, b.body)
		}
	})
}

func TestVerificationExpiryAndResend(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		c := e.newClient()
		c.do("POST", "/api/v1/auth/signup", map[string]string{"full_name": "Umar", "email": "umar@example.id", "password": "rahasia1"})
		link := e.lastMail("umar@example.id").Link

		// 24 hours later the link has expired.
		e.clock.Advance(auth.VerifyEmailTTL)
		res := c.do("POST", "/api/v1/auth/verify-email", map[string]string{"token": link.Query().Get("token")})
		if res.status != 400 || res.errorCode(t) != "token_expired" {
			t.Fatalf("expired link: %d %s", res.status, res.body)
		}
		if res := c.do("POST", "/api/v1/auth/verify-email", map[string]string{"token": "tidak-ada"}); res.errorCode(t) != "token_invalid" {
			t.Fatalf("made-up link: %s", res.body)
		}
		if res := c.do("POST", "/api/v1/auth/verify-email/resend", map[string]string{"email": ""}); res.status != 400 ||
			res.errorMessage(t) != "Masukkan email Anda terlebih dahulu" {
			t.Fatalf("resend without address: %d %s", res.status, res.body)
		}

		// Resend: a new link; a second resend within 60 s is refused, for any address alike.
		n := len(e.mails())
		if res := c.do("POST", "/api/v1/auth/verify-email/resend", map[string]string{"email": "umar@example.id"}); res.status != 200 {
			t.Fatalf("resend: %d %s", res.status, res.body)
		}
		if len(e.mails()) != n+1 {
			t.Fatal("no e-mail resent")
		}
		e.clock.Advance(59 * time.Second)
		res = c.do("POST", "/api/v1/auth/verify-email/resend", map[string]string{"email": "Umar@example.id"})
		if res.status != 429 || res.errorMessage(t) != "Tunggu 1 detik sebelum mengirim ulang email verifikasi." || res.header.Get("Retry-After") != "1" {
			t.Fatalf("resend in cooldown: %d %s %v", res.status, res.body, res.header)
		}
		unknown := c.do("POST", "/api/v1/auth/verify-email/resend", map[string]string{"email": "siapa@example.id"})
		if unknown.status != 200 {
			t.Fatalf("unknown address: %d %s", unknown.status, unknown.body)
		}
		if again := c.do("POST", "/api/v1/auth/verify-email/resend", map[string]string{"email": "siapa@example.id"}); again.status != 429 {
			t.Fatalf("unknown address has no cooldown, which reveals it: %d", again.status)
		}
		if len(e.mails()) != n+1 {
			t.Fatal("an unknown address was mailed")
		}
		e.clock.Advance(time.Second)
		if res := c.do("POST", "/api/v1/auth/verify-email/resend", map[string]string{"email": "umar@example.id"}); res.status != 200 {
			t.Fatalf("resend after the cooldown: %d %s", res.status, res.body)
		}
		for _, m := range e.mails() {
			t.Logf("%s %s", m.To, m.Link)
		}
		newest := e.lastMail("umar@example.id").Link
		if res := c.do("POST", "/api/v1/auth/verify-email", map[string]string{"token": newest.Query().Get("token")}); res.status != 200 {
			t.Fatalf("new link: %d %s", res.status, res.body)
		}
		// A verified account gets no more verification e-mails.
		e.clock.Advance(time.Minute)
		n = len(e.mails())
		c.do("POST", "/api/v1/auth/verify-email/resend", map[string]string{"email": "umar@example.id"})
		if len(e.mails()) != n {
			t.Fatal("a verified address was sent a verification e-mail")
		}
	})
}

func TestPasswordResetEndsSessions(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		phone, _ := e.signedIn("lupa@example.id", kajian.RoleUser)
		laptop := e.newClient()
		if res := laptop.do("POST", "/api/v1/auth/signin", map[string]string{"email": "lupa@example.id", "password": "rahasia123"}); res.status != 200 {
			t.Fatal("second sign-in")
		}
		bystander, _ := e.signedIn("lain@example.id", kajian.RoleUser)

		c := e.newClient()
		if res := c.do("POST", "/api/v1/auth/password/forgot", map[string]string{"email": ""}); res.status != 400 ||
			res.errorMessage(t) != "Masukkan email Anda terlebih dahulu" {
			t.Fatalf("forgot without address: %d %s", res.status, res.body)
		}
		n := len(e.mails())
		unknown := c.do("POST", "/api/v1/auth/password/forgot", map[string]string{"email": "tidakada@example.id"})
		known := c.do("POST", "/api/v1/auth/password/forgot", map[string]string{"email": "Lupa@example.id"})
		if unknown.status != 200 || known.status != 200 || len(unknown.json(t)) != len(known.json(t)) {
			t.Fatalf("answers differ: %s / %s", unknown.body, known.body)
		}
		if len(e.mails()) != n+1 {
			t.Fatalf("mails %d -> %d", n, len(e.mails()))
		}
		m := e.lastMail("lupa@example.id")
		if m.Link == nil || m.Link.Path != "/reset-password" || !strings.Contains(m.Text, "1 jam") {
			t.Fatalf("reset mail: %+v", m)
		}
		token := m.Link.Query().Get("token")
		if res := c.do("POST", "/api/v1/auth/password/reset/check", map[string]string{"token": token}); res.status != 200 {
			t.Fatalf("check: %d %s", res.status, res.body)
		}
		for _, tc := range []struct {
			pw, confirm, field, want string
		}{
			{"12345", "12345", "password", "Password minimal 8 karakter"},
			{"baru1234", "baru12345", "password_confirmation", "Password dan konfirmasi password tidak sama"},
		} {
			res := c.do("POST", "/api/v1/auth/password/reset", map[string]string{"token": token, "password": tc.pw, "password_confirmation": tc.confirm})
			if res.status != 400 || res.errorMessage(t) != tc.want {
				t.Fatalf("%s: %d %s", tc.want, res.status, res.body)
			}
		}
		res := c.do("POST", "/api/v1/auth/password/reset", map[string]string{"token": token, "password": "baru1234", "password_confirmation": "baru1234"})
		if res.status != 200 {
			t.Fatalf("reset: %d %s", res.status, res.body)
		}
		// Every session of the user ended; others' did not.
		if phone.sessionUserID(t) != "" || laptop.sessionUserID(t) != "" {
			t.Fatal("a session survived the password change")
		}
		if bystander.sessionUserID(t) == "" {
			t.Fatal("another user's session ended")
		}
		// The old password is refused, the new one works, the link is used up.
		if res := c.do("POST", "/api/v1/auth/signin", map[string]string{"email": "lupa@example.id", "password": "rahasia123"}); res.status != 401 {
			t.Fatalf("old password: %d", res.status)
		}
		if res := c.do("POST", "/api/v1/auth/signin", map[string]string{"email": "lupa@example.id", "password": "baru1234"}); res.status != 200 {
			t.Fatalf("new password: %d %s", res.status, res.body)
		}
		if res := c.do("POST", "/api/v1/auth/password/reset", map[string]string{"token": token, "password": "ketiga123", "password_confirmation": "ketiga123"}); res.errorCode(t) != "token_invalid" {
			t.Fatalf("second use: %s", res.body)
		}

		// Reset links expire after an hour.
		e.clock.Advance(time.Hour) // past the forgot-password limit's window too
		c.do("POST", "/api/v1/auth/password/forgot", map[string]string{"email": "lupa@example.id"})
		late := e.lastMail("lupa@example.id").Link.Query().Get("token")
		e.clock.Advance(auth.ResetPasswordTTL)
		if res := c.do("POST", "/api/v1/auth/password/reset/check", map[string]string{"token": late}); res.status != 400 || res.errorCode(t) != "token_expired" {
			t.Fatalf("expired check: %d %s", res.status, res.body)
		}
		if res := c.do("POST", "/api/v1/auth/password/reset", map[string]string{"token": late, "password": "ketiga123", "password_confirmation": "ketiga123"}); res.errorCode(t) != "token_expired" {
			t.Fatalf("expired reset: %s", res.body)
		}
	})
}

// A session ends 90 days after it started however often it is used, and on
// https its cookie carries the __Host- prefix.
func TestSessionsEndAndCookiesAreHostBound(t *testing.T) {
	e := newEnv(t, onSQLite)
	c, _ := e.signedIn("lama@example.id", kajian.RoleUser)
	for day := 0; day < 88; day += 8 {
		e.clock.Advance(8 * 24 * time.Hour)
		if res := c.do("GET", "/api/v1/profile", nil); res.status != 200 {
			t.Fatalf("day %d: %d", day+8, res.status)
		}
	}
	e.clock.Advance(3 * 24 * time.Hour) // day 91
	if res := c.do("GET", "/api/v1/profile", nil); res.status != 401 {
		t.Fatalf("a session past 90 days: %d", res.status)
	}

	https := newEnv(t, onSQLite, func(d *envDeps) { d.Config.BaseURL = "https://kajian.test" })
	https.createUser("aman@example.id", "rahasia123", "Aman", kajian.RoleUser)
	res := https.newClient().do("POST", "/api/v1/auth/signin", map[string]string{"email": "aman@example.id", "password": "rahasia123"})
	cookies := (&http.Response{Header: res.header}).Cookies()
	if res.status != 200 || len(cookies) != 2 || cookies[0].Name != "__Host-kajian_session" || !cookies[0].Secure || cookies[0].Path != "/" ||
		cookies[0].Domain != "" {
		t.Fatalf("https session cookie: %d %+v", res.status, cookies)
	}
	// The device cookie goes to the sign-in form only, and only over https.
	if d := cookies[1]; d.Name != "kajian_device" || !d.Secure || !d.HttpOnly || d.Path != "/api/v1/auth/signin" {
		t.Fatalf("https device cookie: %+v", d)
	}
}
