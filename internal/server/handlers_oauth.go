package server

import (
	"crypto/subtle"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// oauthStateTTL is how long a Google sign-in may take between the button and
// the callback.
const oauthStateTTL = 10 * time.Minute

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

func (s *Server) setOAuthCookie(w http.ResponseWriter, state string) {
	http.SetCookie(w, &http.Cookie{Name: oauthCookie, Value: state, Path: oauthCookiePath, MaxAge: int(oauthStateTTL.Seconds()),
		HttpOnly: true, Secure: s.cfg.Secure(), SameSite: http.SameSiteLaxMode})
}

func (s *Server) clearOAuthCookie(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: oauthCookie, Value: "", Path: oauthCookiePath, MaxAge: -1,
		HttpOnly: true, Secure: s.cfg.Secure(), SameSite: http.SameSiteLaxMode})
}

// startedHere reports whether the request's browser started the sign-in with
// state: its sign-in cookie holds the same state.
func startedHere(r *http.Request, state string) bool {
	c, err := r.Cookie(oauthCookie)
	return err == nil && c.Value != "" && subtle.ConstantTimeCompare([]byte(c.Value), []byte(state)) == 1
}

// errGoogleNotConfigured answers Google sign-in on a server without
// KAJIAN_GOOGLE_CLIENT_ID and KAJIAN_GOOGLE_CLIENT_SECRET.
var errGoogleNotConfigured = kajian.Errorf(kajian.KindUnavailable, "google_not_configured",
	"Masuk dengan Google belum tersedia. Silakan masuk dengan email dan password.")

// safeReturnTo keeps a return path inside the app: a path starting with one
// slash (not "//" or "/\", which browsers read as another host), else "/".
func safeReturnTo(p string) string {
	if !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") || strings.HasPrefix(p, "/\\") ||
		strings.ContainsAny(p, "\r\n\t") || strings.HasPrefix(p, "/auth") || len(p) > 1000 {
		return "/"
	}
	return p
}

type googleStartRequest struct {
	ReturnTo string `json:"return_to"`
}

type googleStartResponse struct {
	AuthorizationURL string `json:"authorization_url"`
}

// handleGoogleStart begins a Google sign-in: it stores the state (hashed),
// nonce and PKCE verifier in the database, so whichever server copy receives
// the callback can finish it, gives the browser the state in a short-lived
// cookie (oauthCookie), and answers the provider URL to go to.
func (s *Server) handleGoogleStart() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[googleStartRequest](r)
		if err != nil {
			return err
		}
		if s.google == nil {
			return errGoogleNotConfigured
		}
		if err := s.allow(w, r, limitGoogle, ""); err != nil {
			return err
		}
		provider, err := s.google(r.Context())
		if err != nil {
			return err
		}
		state, nonce, verifier := auth.NewState(), auth.NewNonce(), auth.NewVerifier()
		now := s.clock.Now()
		if err := s.store.CreateOAuthState(r.Context(), store.OAuthState{StateHash: auth.HashToken(state), Nonce: nonce,
			CodeVerifier: verifier, ReturnTo: safeReturnTo(q.ReturnTo), CreatedAt: now, ExpiresAt: now.Add(oauthStateTTL)}); err != nil {
			return err
		}
		s.setOAuthCookie(w, state)
		return encode(w, http.StatusOK, googleStartResponse{AuthorizationURL: provider.AuthCodeURL(state, nonce, verifier)})
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

// handleGoogleCallback finishes a Google sign-in from the /auth/callback page:
// it uses up the stored state, checks that this browser started the sign-in
// (oauthCookie, cleared whatever the outcome), trades the code for a verified ID token and
// signs the person in. A known Google identity signs into its account; a new
// one with a verified e-mail address joins the account with that address or
// gets a new one named after the Google profile.
func (s *Server) handleGoogleCallback() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[googleCallbackRequest](r)
		if err != nil {
			return err
		}
		if s.google == nil {
			return errGoogleNotConfigured
		}
		if err := s.allow(w, r, limitGoogle, ""); err != nil {
			return err
		}
		s.clearOAuthCookie(w)
		if q.State == "" {
			return store.ErrOAuthStateInvalid
		}
		st, err := s.store.ConsumeOAuthState(r.Context(), auth.HashToken(q.State))
		if err != nil {
			return err
		}
		if !startedHere(r, q.State) {
			return auth.ErrGoogleSignIn.Wrap(errors.New("google callback from a browser that did not start the sign-in"))
		}
		if q.Error != "" || q.Code == "" {
			return auth.ErrGoogleSignIn
		}
		provider, err := s.google(r.Context())
		if err != nil {
			return err
		}
		id, err := provider.Exchange(r.Context(), q.Code, st.CodeVerifier, st.Nonce)
		if err != nil {
			return err
		}
		u, created, err := s.googleAccount(r, id)
		if err != nil {
			return err
		}
		if _, err := s.store.FindProfile(r.Context(), u.ID); errors.Is(err, kajian.ErrNotFound) {
			if _, err := s.store.CreateProfile(r.Context(), u.ID, store.ProfileUpdate{FullName: googleName(id)}); err != nil &&
				!errors.Is(err, store.ErrProfileExists) {
				return err
			}
		} else if err != nil {
			return err
		}
		if err := s.startSession(w, r, u.ID); err != nil {
			return err
		}
		p, err := s.store.FindProfile(r.Context(), u.ID)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, googleCallbackResponse{sessionDTO: s.sessionBody(&u, &p), ReturnTo: st.ReturnTo, Created: created})
	})
}

// googleName is the name a new profile gets: the Google profile's, else the
// e-mail address's local part.
func googleName(id auth.Identity) string {
	if name := strings.TrimSpace(id.Name); name != "" {
		return name
	}
	local, _, _ := strings.Cut(id.Email, "@")
	if local == "" {
		return "Pengguna"
	}
	return local
}

// googleAccount finds or makes the account of a Google identity.
func (s *Server) googleAccount(r *http.Request, id auth.Identity) (kajian.User, bool, error) {
	ctx := r.Context()
	u, err := s.store.FindUserByGoogleSubject(ctx, id.Subject)
	if err == nil {
		return u, false, nil
	}
	if !errors.Is(err, kajian.ErrNotFound) {
		return kajian.User{}, false, err
	}
	// Matching or creating by address needs Google to vouch for the address.
	if !id.EmailVerified || strings.TrimSpace(id.Email) == "" {
		return kajian.User{}, false, auth.ErrGoogleEmailUnverified
	}
	for range 2 { // a concurrent first sign-in may create the account between lookup and insert
		u, err = s.store.FindUserByEmail(ctx, id.Email)
		if err == nil {
			if u.GoogleSubject != "" {
				// Already linked to another Google account: one account, one identity.
				return kajian.User{}, false, auth.ErrGoogleSignIn
			}
			// An unverified account's password was never proven to be the
			// owner's: the owner, proven by Google, takes the account without it.
			if err := s.store.LinkGoogleSubject(ctx, u.ID, id.Subject, !u.Verified()); err != nil {
				return kajian.User{}, false, err
			}
			u, err = s.store.FindUserByID(ctx, u.ID)
			return u, false, err
		}
		if !errors.Is(err, kajian.ErrNotFound) {
			return kajian.User{}, false, err
		}
		u, _, err = s.store.CreateUser(ctx, store.NewUser{Email: id.Email, FullName: googleName(id), Verified: true, GoogleSubject: id.Subject})
		if err == nil {
			return u, true, nil
		}
		if !errors.Is(err, store.ErrEmailTaken) {
			return kajian.User{}, false, err
		}
	}
	return kajian.User{}, false, auth.ErrGoogleSignIn
}
