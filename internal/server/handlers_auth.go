package server

import (
	"net/http"
	"time"

	"github.com/kajiankita/kajian/internal/accounts"
	"github.com/kajiankita/kajian/internal/kajian"
)

// handleSession answers the session the app restores at start.
func handleSession(acc *accounts.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		return encode(w, http.StatusOK, sessionOf(r, acc.GoogleEnabled()))
	})
}

type signInRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

func (q signInRequest) Valid() map[string]string {
	problems := map[string]string{}
	// The sign-up rule (at most 254 characters among others), before the
	// address is counted, looked up or logged.
	if msg := kajian.CheckEmail(q.Email); msg != "" {
		problems["email"] = msg
	}
	if q.Password == "" {
		problems["password"] = "Password harus diisi"
	}
	return problems
}

// deviceCookie holds the browser's proof that it signed in to, or reset the
// password of, the account (accounts.DeviceToken): with it the browser signs
// in while the address is locked against guessing. Sent only to sign-in.
const (
	deviceCookie     = "kajian_device"
	deviceCookiePath = "/api/v1/auth/signin"
	deviceCookieTTL  = 180 * 24 * time.Hour
)

// setDevice keeps a device token in the browser; "" keeps nothing.
func setDevice(ck cookies, w http.ResponseWriter, token string) {
	if token != "" {
		ck.setFor(w, deviceCookie, token, deviceCookiePath, deviceCookieTTL)
	}
}

// handleSignIn checks an e-mail address and password and starts a session.
func handleSignIn(acc *accounts.Service, limits clientLimits, ck cookies) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[signInRequest](r)
		if err != nil {
			return err
		}
		if err := limits.allow(r, limitSignIn, ""); err != nil {
			return err
		}
		var device string
		if c, err := r.Cookie(deviceCookie); err == nil {
			device = c.Value
		}
		in, err := acc.SignIn(r.Context(), q.Email, q.Password, limitKey(clientIP(r)), device)
		if err != nil {
			return err
		}
		if err := startSession(acc, ck, w, r, in.User.ID); err != nil {
			return err
		}
		setDevice(ck, w, in.DeviceToken)
		return encode(w, http.StatusOK, toSessionDTO(in, acc.GoogleEnabled()))
	})
}

// handleSignOut ends the browser's session. Signing out without a session is
// not an error.
func handleSignOut(acc *accounts.Service, ck cookies) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		if err := acc.EndSession(r.Context(), ck.sessionToken(r)); err != nil {
			return err
		}
		ck.clear(w, ck.session(), "/")
		return encode(w, http.StatusOK, ok{true})
	})
}
