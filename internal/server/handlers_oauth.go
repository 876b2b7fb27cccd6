package server

import (
	"crypto/subtle"
	"net/http"

	"github.com/kajiankita/kajian/internal/accounts"
)

// oauthCookie binds a Google sign-in to the browser that started it: it holds
// the sign-in's state, and the callback is refused unless the browser that
// calls it presents the same. Without it, anyone could start a sign-in with
// their own Google account and have a victim's browser finish it (login
// CSRF), signing the victim in to the attacker's account. It is sent only to
// the Google sign-in endpoints.
const (
	oauthCookie     = "kajian_google_signin"
	oauthCookiePath = "/api/v1/auth/google"
)

// startedHere reports whether the request's browser started the sign-in with
// state: its sign-in cookie holds the same state.
func startedHere(r *http.Request, state string) bool {
	c, err := r.Cookie(oauthCookie)
	return err == nil && c.Value != "" && subtle.ConstantTimeCompare([]byte(c.Value), []byte(state)) == 1
}

type googleStartRequest struct {
	ReturnTo string `json:"return_to"`
}

type googleStartResponse struct {
	AuthorizationURL string `json:"authorization_url"`
}

// handleGoogleStart begins a Google sign-in and gives the browser its state in
// a short-lived cookie (oauthCookie).
func handleGoogleStart(acc *accounts.Service, limits clientLimits, ck cookies) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[googleStartRequest](r)
		if err != nil {
			return err
		}
		if !acc.GoogleEnabled() {
			return accounts.ErrGoogleNotConfigured
		}
		if err := limits.allow(r, limitGoogle, ""); err != nil {
			return err
		}
		authURL, state, err := acc.GoogleStart(r.Context(), q.ReturnTo)
		if err != nil {
			return err
		}
		ck.setFor(w, oauthCookie, state, oauthCookiePath, accounts.GoogleStateTTL)
		return encode(w, http.StatusOK, googleStartResponse{AuthorizationURL: authURL})
	})
}

type googleCallbackRequest struct {
	State string `json:"state"`
	Code  string `json:"code"`
	Error string `json:"error"` // the provider's error parameter, when it sent one
}

// googleCallbackResponse is the new session, where to go next and whether
// the account was created by this sign-in.
type googleCallbackResponse struct {
	sessionDTO
	ReturnTo string `json:"return_to"`
	Created  bool   `json:"created"`
}

// handleGoogleCallback finishes a Google sign-in from the /auth/callback page
// (the sign-in cookie is cleared whatever the outcome) and starts a session.
func handleGoogleCallback(acc *accounts.Service, limits clientLimits, ck cookies) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[googleCallbackRequest](r)
		if err != nil {
			return err
		}
		if !acc.GoogleEnabled() {
			return accounts.ErrGoogleNotConfigured
		}
		if err := limits.allow(r, limitGoogle, ""); err != nil {
			return err
		}
		ck.clear(w, oauthCookie, oauthCookiePath)
		g, err := acc.GoogleFinish(r.Context(), accounts.GoogleCallback{State: q.State, Code: q.Code, Error: q.Error,
			SameBrowser: startedHere(r, q.State)})
		if err != nil {
			return err
		}
		if err := startSession(acc, ck, w, r, g.User.ID); err != nil {
			return err
		}
		return encode(w, http.StatusOK, googleCallbackResponse{sessionDTO: toSessionDTO(g.SignedIn, acc.GoogleEnabled()),
			ReturnTo: g.ReturnTo, Created: g.Created})
	})
}
