package server

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// What keeps accounts from being guessed, taken over, or given a password that
// is easily guessed.

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
	// one can lock an account by guessing from one client. The browser keeps
	// a device cookie for the sign-in form only.
	owner := signIn("target@example.id", "benar123", "198.51.100.2")
	if owner.status != 200 {
		t.Fatalf("the owner during the lockout: %d %s", owner.status, owner.body)
	}
	var device string
	for _, c := range (&http.Response{Header: owner.header}).Cookies() {
		if c.Name == "kajian_device" && c.Path == "/api/v1/auth/signin" && c.HttpOnly {
			device = c.Value
		}
	}
	if device == "" {
		t.Fatalf("no device cookie: %v", owner.header)
	}
	// Fifty wrong guesses from anywhere (ten above, forty here) refuse every
	// client for the address, a fresh one too (issue 32: each fresh IPv6 /64
	// got a guess of its own); the owner's browser still gets in.
	for i := range 40 {
		if res := signIn("target@example.id", "salah", fmt.Sprintf("[2001:db8:%x::1]", i)); res.status != 401 {
			t.Fatalf("distributed attempt %d: %d", i+1, res.status)
		}
	}
	if res := e.fromPeer("[2001:db8:ffff::1]:443", "POST", "/api/v1/auth/signin", map[string]string{"email": "target@example.id", "password": "benar123"}); res.status != 429 ||
		!strings.HasSuffix(res.errorMessage(t), "atau gunakan 'Lupa password?' untuk masuk sekarang.") {
		t.Fatalf("a fresh client after 50 wrong guesses: %d %s", res.status, res.body)
	}
	if res := e.fromPeer("[2001:db8:fffe::1]:443", "POST", "/api/v1/auth/signin", map[string]string{"email": "target@example.id", "password": "benar123"},
		"Cookie", "kajian_device="+device); res.status != 200 {
		t.Fatalf("the owner's browser after 50 wrong guesses: %d %s", res.status, res.body)
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
		// The attacker's link went to the owner's inbox; opened by the owner it
		// activates nothing without proof.
		if res := owner.do("POST", "/api/v1/auth/verify-email", map[string]string{"token": older}); res.status != 400 || res.errorCode(t) != "password_required" {
			t.Fatalf("older link in the owner's browser: %d %s", res.status, res.body)
		}
		if owner.sessionUserID(t) != "" {
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
		"        ":         "Password tidak boleh hanya berisi spasi",
		"abc\x01defgh":     "Password mengandung karakter yang tidak diizinkan",
		"Lemah@Example.id": "Password tidak boleh sama dengan email",
		"12345678":         "Password terlalu mudah ditebak. Gunakan kombinasi lain.",
		"Abcdef1":          "Password minimal 8 karakter",
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
