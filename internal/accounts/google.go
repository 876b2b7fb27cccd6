package accounts

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// GoogleStateTTL is how long a Google sign-in may take between the button and
// the callback.
const GoogleStateTTL = 10 * time.Minute

// ErrGoogleNotConfigured answers Google sign-in on a server without
// KAJIAN_GOOGLE_CLIENT_ID and KAJIAN_GOOGLE_CLIENT_SECRET.
var ErrGoogleNotConfigured = kajian.Errorf(kajian.KindUnavailable, "google_not_configured",
	"Masuk dengan Google belum tersedia. Silakan masuk dengan email dan password.")

// SafeReturnTo keeps a return path inside the app: a path starting with one
// slash (not "//" or "/\", which browsers read as another host), else "/".
func SafeReturnTo(p string) string {
	if !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") || strings.HasPrefix(p, "/\\") ||
		strings.ContainsAny(p, "\r\n\t") || strings.HasPrefix(p, "/auth") || len(p) > 1000 {
		return "/"
	}
	return p
}

// GoogleStart begins a Google sign-in: it stores the state (hashed), nonce
// and PKCE verifier, so whichever server copy receives the callback can
// finish it, and returns the provider URL to go to and the state, which the
// caller binds to the browser.
func (s *Service) GoogleStart(ctx context.Context, returnTo string) (authURL, state string, err error) {
	if s.google == nil {
		return "", "", ErrGoogleNotConfigured
	}
	provider, err := s.google(ctx)
	if err != nil {
		return "", "", err
	}
	state, nonce, verifier := auth.NewState(), auth.NewNonce(), auth.NewVerifier()
	now := s.clock.Now()
	if err := s.store.CreateOAuthState(ctx, store.OAuthState{StateHash: auth.HashToken(state), Nonce: nonce,
		CodeVerifier: verifier, ReturnTo: SafeReturnTo(returnTo), CreatedAt: now, ExpiresAt: now.Add(GoogleStateTTL)}); err != nil {
		return "", "", err
	}
	return provider.AuthCodeURL(state, nonce, verifier), state, nil
}

// GoogleCallback is what the provider sent back to /auth/callback.
type GoogleCallback struct {
	State, Code string
	Error       string // the provider's error parameter, when it sent one
	// SameBrowser reports whether the browser finishing the sign-in is the
	// one that started it (it holds the state in its cookie).
	SameBrowser bool
}

// GoogleSignedIn is the outcome of a Google sign-in.
type GoogleSignedIn struct {
	SignedIn
	ReturnTo string
	Created  bool // the account was made by this sign-in
}

// GoogleFinish finishes a Google sign-in: it uses up the stored state, checks
// that the browser that started the sign-in finishes it (else anyone could
// sign a victim in to the attacker's account), trades the code for a verified
// ID token and finds or makes the account. A known Google identity signs into
// its account; a new one with a verified address joins the account with that
// address or gets a new one named after the Google profile.
//
// A refusal is logged with its reason (the user sees only 'Gagal masuk
// dengan Google'), so an operator can tell a bad configuration from an
// attack.
func (s *Service) GoogleFinish(ctx context.Context, cb GoogleCallback) (signed GoogleSignedIn, err error) {
	defer func() {
		if err != nil && kajian.ErrorKind(err) != kajian.KindInternal {
			slog.InfoContext(ctx, "google sign-in refused", "err", err, "provider_error", cb.Error, "same_browser", cb.SameBrowser)
		}
	}()
	if s.google == nil {
		return GoogleSignedIn{}, ErrGoogleNotConfigured
	}
	if cb.State == "" {
		return GoogleSignedIn{}, kajian.ErrOAuthStateInvalid
	}
	st, err := s.store.ConsumeOAuthState(ctx, auth.HashToken(cb.State))
	if err != nil {
		return GoogleSignedIn{}, err
	}
	if !cb.SameBrowser {
		return GoogleSignedIn{}, auth.ErrGoogleSignIn.Wrap(errors.New("google callback from a browser that did not start the sign-in"))
	}
	if cb.Error != "" || cb.Code == "" {
		return GoogleSignedIn{}, auth.ErrGoogleSignIn.Wrap(fmt.Errorf("provider answered error %q, code given: %t", cb.Error, cb.Code != ""))
	}
	provider, err := s.google(ctx)
	if err != nil {
		return GoogleSignedIn{}, err
	}
	id, err := provider.Exchange(ctx, cb.Code, st.CodeVerifier, st.Nonce)
	if err != nil {
		return GoogleSignedIn{}, err
	}
	u, created, err := s.googleAccount(ctx, id)
	if err != nil {
		return GoogleSignedIn{}, err
	}
	if _, err := s.store.FindProfile(ctx, u.ID); errors.Is(err, kajian.ErrNotFound) {
		if _, err := s.store.CreateProfile(ctx, u.ID, kajian.ProfileUpdate{FullName: googleName(id)}); err != nil &&
			!errors.Is(err, kajian.ErrProfileExists) {
			return GoogleSignedIn{}, err
		}
	} else if err != nil {
		return GoogleSignedIn{}, err
	}
	in, err := s.signedIn(ctx, u)
	if err != nil {
		return GoogleSignedIn{}, err
	}
	return GoogleSignedIn{SignedIn: in, ReturnTo: st.ReturnTo, Created: created}, nil
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
func (s *Service) googleAccount(ctx context.Context, id auth.Identity) (kajian.User, bool, error) {
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
		if !errors.Is(err, kajian.ErrEmailTaken) {
			return kajian.User{}, false, err
		}
	}
	return kajian.User{}, false, auth.ErrGoogleSignIn
}
