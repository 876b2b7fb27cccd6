// Package accounts is the use-case of who someone is: signing up with an
// e-mail address and password, confirming the address, resetting a forgotten
// password, signing in (with a password or Google) and out, and the browser
// sessions that remember a sign-in. Answers never reveal which addresses are
// registered.
package accounts

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/store"
)

// Store keeps users, profiles, e-mail tokens, browser sessions and Google
// sign-ins in flight.
type Store interface {
	CreateUser(ctx context.Context, nu store.NewUser) (kajian.User, kajian.Profile, error)
	FindUserByID(ctx context.Context, id string) (kajian.User, error)
	FindUserByEmail(ctx context.Context, email string) (kajian.User, error)
	FindUserByGoogleSubject(ctx context.Context, subject string) (kajian.User, error)
	CreateSignUpToken(ctx context.Context, userID, tokenHash string, expires time.Time, p store.PendingSignUp) error
	SignUpToken(ctx context.Context, tokenHash string) (string, store.PendingSignUp, error)
	PendingSignUps(ctx context.Context, userID string, limit int) ([]store.PendingSignUp, error)
	CompleteSignUp(ctx context.Context, tokenHash string, activate *store.PendingSignUp) error
	ResetPassword(ctx context.Context, userID, hash string) error
	LinkGoogleSubject(ctx context.Context, userID, subject string, dropPassword bool) error

	FindProfile(ctx context.Context, userID string) (kajian.Profile, error)
	CreateProfile(ctx context.Context, userID string, u kajian.ProfileUpdate) (kajian.Profile, error)

	CreateEmailToken(ctx context.Context, userID string, purpose store.TokenPurpose, tokenHash string, expires time.Time) error
	ConsumeEmailToken(ctx context.Context, purpose store.TokenPurpose, tokenHash string) (string, error)
	CheckEmailToken(ctx context.Context, purpose store.TokenPurpose, tokenHash string) error

	CreateAuthSession(ctx context.Context, s store.AuthSession, userAgent, ip string) error
	FindAuthSession(ctx context.Context, tokenHash string, now time.Time) (store.Principal, error)
	TouchAuthSession(ctx context.Context, tokenHash string, now, expires time.Time) error
	DeleteAuthSession(ctx context.Context, tokenHash string) error

	CreateOAuthState(ctx context.Context, s store.OAuthState) error
	ConsumeOAuthState(ctx context.Context, stateHash string) (store.OAuthState, error)
}

// Mailer sends e-mails in the background.
type Mailer interface {
	Send(ctx context.Context, kind string, m mail.Message)
}

// Service signs people up, in and out.
type Service struct {
	store   Store
	limiter Limiter // counts wrong passwords
	mail    Mailer
	clock   kajian.Clock
	baseURL string // public origin, for the links in e-mails
	// google gives the Google sign-in client (made on first use); nil when
	// Google sign-in is not configured.
	google func(context.Context) (*auth.OIDC, error)
}

// New returns the accounts use-case. google may be nil.
func New(st Store, limiter Limiter, mailer Mailer, clock kajian.Clock, baseURL string, google func(context.Context) (*auth.OIDC, error)) *Service {
	return &Service{store: st, limiter: limiter, mail: mailer, clock: clock, baseURL: strings.TrimRight(baseURL, "/"), google: google}
}

// GoogleEnabled reports whether Google sign-in is configured.
func (s *Service) GoogleEnabled() bool { return s.google != nil }

// SignedIn is an account that was just signed in, with its profile (nil for an
// account without one).
type SignedIn struct {
	User    kajian.User
	Profile *kajian.Profile
	// DeviceToken, after a sign-in with a password, is what the browser
	// keeps to sign in while the address is locked against guessing.
	DeviceToken string
}

// signedIn reads the profile of u.
func (s *Service) signedIn(ctx context.Context, u kajian.User) (SignedIn, error) {
	p, err := s.store.FindProfile(ctx, u.ID)
	if errors.Is(err, kajian.ErrNotFound) {
		return SignedIn{User: u}, nil
	}
	if err != nil {
		return SignedIn{}, err
	}
	return SignedIn{User: u, Profile: &p}, nil
}

// nameOf is the full name on a user's profile, or "".
func (s *Service) nameOf(ctx context.Context, userID string) string {
	if p, err := s.store.FindProfile(ctx, userID); err == nil {
		return p.FullName
	}
	return ""
}

// link is an absolute link into the app.
func (s *Service) link(path string, q url.Values) string {
	return s.baseURL + path + "?" + q.Encode()
}
