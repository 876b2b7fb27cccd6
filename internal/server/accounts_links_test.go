package server

import (
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"
)

// What keeps an address's e-mailed links honest when several people use it.

// An attacker who signs up with someone's address before and after them
// must not kill their link: each pending sign-up's link stays usable with its
// own password (issue 32). A resent link, which has no credentials of its
// own, activates whichever pending sign-up the password proves.
func TestEachPendingSignUpKeepsItsOwnLink(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		signUp := func(c *client, name, password string) string {
			t.Helper()
			if res := c.do("POST", "/api/v1/auth/signup", map[string]string{"full_name": name, "email": "korban@example.id", "password": password}); res.status != 200 {
				t.Fatalf("%s's sign-up: %d %s", name, res.status, res.body)
			}
			return e.lastMail("korban@example.id").Link.Query().Get("token")
		}
		attacker, owner := e.newClient(), e.newClient()
		signUp(attacker, "Penyusup", "punyapenyusup")
		e.clock.Advance(time.Minute)
		mine := signUp(owner, "Pemilik Asli", "punyapemilik")
		e.clock.Advance(time.Minute)
		signUp(attacker, "Penyusup", "punyapenyusup-2")

		// The owner's link, in another browser, with the owner's password.
		phone := e.newClient()
		res := phone.do("POST", "/api/v1/auth/verify-email", map[string]string{"token": mine, "password": "punyapemilik"})
		if res.status != 200 {
			t.Fatalf("the owner's own link after the attacker signed up again: %d %s", res.status, res.body)
		}
		if p, _ := res.json(t)["profile"].(map[string]any); p["full_name"] != "Pemilik Asli" {
			t.Fatalf("profile: %v", p)
		}
		for pw, want := range map[string]int{"punyapemilik": 200, "punyapenyusup": 401, "punyapenyusup-2": 401} {
			if res := e.newClient().do("POST", "/api/v1/auth/signin", map[string]string{"email": "korban@example.id", "password": pw}); res.status != want {
				t.Errorf("sign-in with %s: %d, want %d", pw, res.status, want)
			}
		}
	})
}

// A resent link activates the pending sign-up whose password is typed, not
// the newest one's.
func TestResentLinkActivatesTheSignUpItsUserProves(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		owner, attacker := e.newClient(), e.newClient()
		signUp := func(c *client, name, password string) {
			t.Helper()
			res := c.do("POST", "/api/v1/auth/signup", map[string]string{"full_name": name, "email": "korban@example.id", "password": password})
			if res.status != 200 || !slices.ContainsFunc(res.header.Values("Set-Cookie"), func(v string) bool { return strings.HasPrefix(v, signUpCookie+"=") }) {
				t.Fatalf("%s's sign-up: %d %v %s", name, res.status, res.header.Values("Set-Cookie"), res.body)
			}
		}
		signUp(owner, "Pemilik Asli", "punyapemilik")
		e.clock.Advance(2 * time.Minute)
		signUp(attacker, "Penyusup", "punyapenyusup")
		e.clock.Advance(2 * time.Minute)
		if res := e.newClient().do("POST", "/api/v1/auth/verify-email/resend", map[string]string{"email": "korban@example.id"}); res.status != 200 {
			t.Fatalf("resend: %d %s", res.status, res.body)
		}
		resent := e.lastMail("korban@example.id").Link.Query().Get("token")
		if res := e.newClient().do("POST", "/api/v1/auth/verify-email", map[string]string{"token": resent, "password": "tebak-tebak"}); res.errorCode(t) != "password_mismatch" {
			t.Fatalf("a wrong password: %d %s", res.status, res.body)
		}
		// In the browser that signed up, the cookie is the proof.
		res := owner.do("POST", "/api/v1/auth/verify-email", map[string]string{"token": resent})
		if p, _ := res.json(t)["profile"].(map[string]any); res.status != 200 || p["full_name"] != "Pemilik Asli" {
			t.Fatalf("resent link in the owner's browser: %d %s", res.status, res.body)
		}
		if res := e.newClient().do("POST", "/api/v1/auth/signin", map[string]string{"email": "korban@example.id", "password": "punyapemilik"}); res.status != 200 {
			t.Fatalf("owner's password: %d %s", res.status, res.body)
		}
	})
}

// A password reset and a Google sign-in prove the address too: every
// pending verification link ends with them, so none can later replace the
// new password with a sign-up's (issue 32).
func TestPasswordResetEndsPendingVerificationLinks(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		c := e.newClient()
		c.do("POST", "/api/v1/auth/signup", map[string]string{"full_name": "Lupa", "email": "lupa@example.id", "password": "yang-lama-1"})
		verify := e.lastMail("lupa@example.id").Link.Query().Get("token")
		e.clock.Advance(time.Minute)
		if res := c.do("POST", "/api/v1/auth/password/forgot", map[string]string{"email": "lupa@example.id"}); res.status != 200 {
			t.Fatalf("forgot: %d %s", res.status, res.body)
		}
		reset := e.lastMail("lupa@example.id").Link.Query().Get("token")
		if res := c.do("POST", "/api/v1/auth/password/reset", map[string]string{"token": reset, "password": "yang-baru-2",
			"password_confirmation": "yang-baru-2"}); res.status != 200 {
			t.Fatalf("reset: %d %s", res.status, res.body)
		}
		// The browser that reset the password keeps a device cookie for the
		// sign-in form, which lets it in while the address is locked.
		if !hasCookie(c, "/api/v1/auth/signin", "kajian_device") || hasCookie(c, "/", "kajian_device") {
			t.Fatal("no device cookie for the sign-in form after the reset")
		}
		// The sign-up's browser still holds its cookie: the link must not work.
		if res := c.do("POST", "/api/v1/auth/verify-email", map[string]string{"token": verify}); res.status != 400 || res.errorCode(t) != "token_invalid" {
			t.Fatalf("the verification link after a reset: %d %s", res.status, res.body)
		}
		if res := e.newClient().do("POST", "/api/v1/auth/signin", map[string]string{"email": "lupa@example.id", "password": "yang-baru-2"}); res.status != 200 {
			t.Fatalf("the new password: %d %s", res.status, res.body)
		}
	})
}

// hasCookie reports whether c would send the named cookie to path.
func hasCookie(c *client, path, name string) bool {
	u, _ := url.Parse(c.e.http.URL + path)
	for _, ck := range c.hc.Jar.Cookies(u) {
		if ck.Name == name && ck.Value != "" {
			return true
		}
	}
	return false
}
