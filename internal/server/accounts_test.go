package server

import (
	"context"
	"fmt"
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
			{map[string]string{"full_name": "X", "email": "x@example.id", "password": "12345"}, "password", "Password minimal 6 karakter"},
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
		// Signing up again with an unverified address sends a new link that ends the first.
		first := e.lastMail("baru@example.id")
		e.clock.Advance(time.Minute)
		if res := c.do("POST", "/api/v1/auth/signup", map[string]string{"full_name": "Baru", "email": "baru@example.id", "password": "lain123"}); res.status != 200 {
			t.Fatalf("sign up again: %d", res.status)
		}
		second := e.lastMail("baru@example.id")
		if second.Link.String() == first.Link.String() {
			t.Fatal("no new link")
		}
		if res := c.do("POST", "/api/v1/auth/verify-email", map[string]string{"token": first.Link.Query().Get("token")}); res.errorCode(t) != "token_invalid" {
			t.Fatalf("the first link still works: %s", res.body)
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
			{"12345", "12345", "password", "Password minimal 6 karakter"},
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

func TestAccountRateLimits(t *testing.T) {
	e := newEnv(t, onSQLite)
	e.createUser("target@example.id", "benar123", "Target", kajian.RoleUser)
	// Each attempt comes from a client connecting from ip (a public address, so
	// no X-Forwarded-For is believed).
	signIn := func(email, password, ip string) response {
		return e.fromPeer(ip+":443", "POST", "/api/v1/auth/signin", map[string]string{"email": email, "password": password})
	}
	// Wrong passwords: a client that guessed wrong ten times for an address is
	// refused for it, with the wait...
	for i := range 10 {
		if res := signIn("target@example.id", "salah", "198.51.100.1"); res.status != 401 {
			t.Fatalf("attempt %d: %d", i+1, res.status)
		}
	}
	res := signIn("TARGET@example.id", "benar123", "198.51.100.1")
	if res.status != 429 || res.errorCode(t) != "rate_limited" || !strings.HasPrefix(res.errorMessage(t), "Terlalu banyak percobaan. Silakan coba lagi dalam") ||
		res.header.Get("Retry-After") == "" {
		t.Fatalf("eleventh attempt: %d %s %v", res.status, res.body, res.header)
	}
	// ...but the owner, on a client that has not guessed wrong, signs in: no
	// one can lock an account by guessing its password.
	if res := signIn("target@example.id", "benar123", "198.51.100.2"); res.status != 200 {
		t.Fatalf("the owner during the lockout: %d %s", res.status, res.body)
	}
	// Fifty wrong guesses from anywhere refuse every client that guessed
	// wrong for the address; a client that has not still gets in.
	for i := range 49 {
		if res := signIn("target@example.id", "salah", fmt.Sprintf("192.0.2.%d", i)); res.status != 401 {
			t.Fatalf("distributed attempt %d: %d", i+1, res.status)
		}
	}
	if res := signIn("target@example.id", "salah-lagi", "192.0.2.1"); res.status != 429 {
		t.Fatalf("a guessing client after 50 wrong guesses: %d", res.status)
	}
	if res := signIn("target@example.id", "benar123", "198.51.100.3"); res.status != 200 {
		t.Fatalf("the owner after 50 wrong guesses: %d", res.status)
	}
	// Another address is unaffected; after the wait the client may try again.
	if res := signIn("lain@example.id", "x", "198.51.100.1"); res.status != 401 {
		t.Fatalf("other address: %d", res.status)
	}
	e.clock.Advance(15 * time.Minute)
	if res := signIn("target@example.id", "benar123", "198.51.100.1"); res.status != 200 {
		t.Fatalf("after the wait: %d %s", res.status, res.body)
	}

	// Per client: 100 sign-ins in 15 minutes from one address, whatever e-mail.
	for i := range 100 {
		if res := signIn(fmt.Sprintf("u%d@example.id", i), "x", "203.0.113.7"); res.status != 401 {
			t.Fatalf("client attempt %d: %d", i+1, res.status)
		}
	}
	if res := signIn("baru@example.id", "x", "203.0.113.7"); res.status != 429 {
		t.Fatalf("client over its limit: %d", res.status)
	}
	if res := signIn("baru@example.id", "x", "203.0.113.8"); res.status != 401 {
		t.Fatalf("another client: %d", res.status)
	}
	// A client forging X-Forwarded-For is still the client it is.
	if res := e.fromPeer("203.0.113.7:443", "POST", "/api/v1/auth/signin", map[string]string{"email": "baru@example.id", "password": "x"},
		"X-Forwarded-For", "203.0.113.99"); res.status != 429 {
		t.Fatalf("forged X-Forwarded-For escaped the limit: %d", res.status)
	}
	// This machine is a client like any other.
	for i := range 100 {
		if res := e.newClient().do("POST", "/api/v1/auth/signin", map[string]string{"email": fmt.Sprintf("lokal%d@example.id", i), "password": "x"}); res.status != 401 {
			t.Fatalf("loopback attempt %d: %d", i+1, res.status)
		}
	}
	if res := e.newClient().do("POST", "/api/v1/auth/signin", map[string]string{"email": "lokal@example.id", "password": "x"}); res.status != 429 {
		t.Fatalf("loopback past the limit: %d", res.status)
	}

	// Sign-up and forgot-password: per address, whether or not it is registered.
	for _, path := range []string{"/api/v1/auth/signup", "/api/v1/auth/password/forgot"} {
		for _, email := range []string{"target@example.id", "nobody@example.id"} {
			var last response
			for i := range 4 {
				last = e.fromPeer(fmt.Sprintf("192.0.2.%d:443", i), "POST", path, map[string]string{"full_name": "X", "email": email, "password": "rahasia1"})
			}
			if last.status != 429 {
				t.Errorf("%s %s: fourth request %d %s", path, email, last.status, last.body)
			}
		}
	}
}

// TestSignUpCannotTakeOverAnUnverifiedAddress: whoever signs up first with
// someone else's address must not keep a password on the account once its
// owner signs up and confirms it.
func TestSignUpCannotTakeOverAnUnverifiedAddress(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		attacker := e.newClient()
		if res := attacker.do("POST", "/api/v1/auth/signup", map[string]string{
			"full_name": "Penyusup", "email": "korban@example.id", "password": "punyapenyusup", "phone": "0811-1111-1111"}); res.status != 200 {
			t.Fatalf("attacker's sign-up: %d %s", res.status, res.body)
		}
		older := e.lastMail("korban@example.id").Link.Query().Get("token")

		e.clock.Advance(2 * time.Minute)
		owner := e.newClient()
		res := owner.do("POST", "/api/v1/auth/signup", map[string]string{
			"full_name": "Pemilik Asli", "email": "Korban@example.id", "password": "punyapemilik"})
		if res.status != 200 || res.json(t)["ok"] != true || res.json(t)["email"] != "korban@example.id" {
			t.Fatalf("owner's sign-up: %d %s", res.status, res.body)
		}
		newest := e.lastMail("korban@example.id")
		if newest.Link.Query().Get("token") == older {
			t.Fatal("no new link")
		}
		if strings.Contains(newest.Text, "Pemilik Asli") || strings.Contains(newest.Text, "Penyusup") {
			t.Fatalf("a verification mail carries a sign-up's name: %s", newest.Text)
		}
		// The attacker's link no longer works.
		if res := attacker.do("POST", "/api/v1/auth/verify-email", map[string]string{"token": older}); res.status != 400 || res.errorCode(t) != "token_invalid" {
			t.Fatalf("older link: %d %s", res.status, res.body)
		}
		if attacker.sessionUserID(t) != "" {
			t.Fatal("the older link signed in")
		}

		// The owner confirms through the newest link.
		if res := owner.do("POST", "/api/v1/auth/verify-email", map[string]string{"token": newest.Link.Query().Get("token")}); res.status != 200 {
			t.Fatalf("verify: %d %s", res.status, res.body)
		} else if p, _ := res.json(t)["profile"].(map[string]any); p["full_name"] != "Pemilik Asli" || p["phone"] != nil && p["phone"] != "" {
			t.Fatalf("profile after verification: %v", p)
		}

		// The owner's password works; the attacker's is refused.
		if res := e.newClient().do("POST", "/api/v1/auth/signin", map[string]string{"email": "korban@example.id", "password": "punyapenyusup"}); res.status != 401 {
			t.Fatalf("attacker's password: %d %s", res.status, res.body)
		}
		if res := e.newClient().do("POST", "/api/v1/auth/signin", map[string]string{"email": "korban@example.id", "password": "punyapemilik"}); res.status != 200 {
			t.Fatalf("owner's password: %d %s", res.status, res.body)
		}
		if n, _ := e.db.CountUsers(context.Background()); n != 1 {
			t.Fatalf("%d accounts", n)
		}
	})
}

// The takeover the other way round: the owner signs up first, then someone
// signs up with the owner's address and another password, and the owner opens
// the newest link. A link only ever activates credentials its user chose: the
// owner's browser does not hold the second sign-up's secret, so the link asks
// for a password, refuses the wrong one (and stays usable), and with the
// owner's own password confirms the account with that password.
func TestVerificationActivatesOnlyCredentialsItsUserChose(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		owner := e.newClient()
		if res := owner.do("POST", "/api/v1/auth/signup", map[string]string{
			"full_name": "Pemilik Asli", "email": "korban@example.id", "password": "punyapemilik"}); res.status != 200 {
			t.Fatalf("owner's sign-up: %d %s", res.status, res.body)
		}
		e.clock.Advance(2 * time.Minute)
		attacker := e.newClient()
		if res := attacker.do("POST", "/api/v1/auth/signup", map[string]string{
			"full_name": "Penyusup", "email": "korban@example.id", "password": "punyapenyusup"}); res.status != 200 {
			t.Fatalf("attacker's sign-up: %d %s", res.status, res.body)
		}
		token := e.lastMail("korban@example.id").Link.Query().Get("token")

		// In the owner's browser, the attacker's link alone activates nothing.
		res := owner.do("POST", "/api/v1/auth/verify-email", map[string]string{"token": token})
		if code, _, msg := apiErrorOf(t, res); res.status != 400 || code != "password_required" ||
			msg != "Masukkan password yang Anda buat saat mendaftar untuk mengaktifkan akun." {
			t.Fatalf("link without the password: %d %s", res.status, res.body)
		}
		if res := owner.do("POST", "/api/v1/auth/verify-email", map[string]string{"token": token, "password": "tebak-tebak"}); res.status != 400 || res.errorCode(t) != "password_mismatch" {
			t.Fatalf("a wrong password: %d %s", res.status, res.body)
		}
		if u, _ := e.db.FindUserByEmail(context.Background(), "korban@example.id"); u.Verified() {
			t.Fatal("verified without proof")
		}
		res = owner.do("POST", "/api/v1/auth/verify-email", map[string]string{"token": token, "password": "punyapemilik"})
		if res.status != 200 {
			t.Fatalf("owner's password: %d %s", res.status, res.body)
		}
		if p, _ := res.json(t)["profile"].(map[string]any); p["full_name"] != "Pemilik Asli" {
			t.Fatalf("the owner's link took the attacker's name: %v", p)
		}
		if res := e.newClient().do("POST", "/api/v1/auth/signin", map[string]string{"email": "korban@example.id", "password": "punyapenyusup"}); res.status != 401 {
			t.Fatalf("attacker's password after verification: %d %s", res.status, res.body)
		}
		if res := e.newClient().do("POST", "/api/v1/auth/signin", map[string]string{"email": "korban@example.id", "password": "punyapemilik"}); res.status != 200 {
			t.Fatalf("owner's password after verification: %d %s", res.status, res.body)
		}
		// The link is used; the attacker's browser gets nothing from it.
		if res := attacker.do("POST", "/api/v1/auth/verify-email", map[string]string{"token": token}); res.status != 400 || res.errorCode(t) != "token_invalid" {
			t.Fatalf("the used link in the attacker's browser: %d %s", res.status, res.body)
		}
	})
}

// A new password keeps the specification's minimum and must not be only
// spaces, contain control characters, be the address itself or one of the
// most common passwords.
func TestWeakPasswordsAreRefused(t *testing.T) {
	e := newEnv(t, onSQLite)
	c := e.newClient()
	for pw, want := range map[string]string{
		"      ":           "Password tidak boleh hanya berisi spasi",
		"abc\x01def":       "Password mengandung karakter yang tidak diizinkan",
		"Lemah@Example.id": "Password tidak boleh sama dengan email",
		"123456":           "Password terlalu mudah ditebak. Gunakan kombinasi lain.",
		"bismillah":        "Password terlalu mudah ditebak. Gunakan kombinasi lain.",
	} {
		res := c.do("POST", "/api/v1/auth/signup", map[string]string{"full_name": "Lemah", "email": "lemah@example.id", "password": pw})
		if _, field, msg := apiErrorOf(t, res); res.status != 400 || field != "password" || msg != want {
			t.Errorf("%q: %d %s", pw, res.status, res.body)
		}
	}
	if n, _ := e.db.CountUsers(context.Background()); n != 0 {
		t.Fatalf("%d accounts made with weak passwords", n)
	}
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
	if res.status != 200 || len(cookies) != 1 || cookies[0].Name != "__Host-kajian_session" || !cookies[0].Secure || cookies[0].Path != "/" ||
		cookies[0].Domain != "" {
		t.Fatalf("https session cookie: %d %+v", res.status, cookies)
	}
}
