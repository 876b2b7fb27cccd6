package accounts

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// Browser sessions: a random token in a cookie, its hash in the database.
const (
	SessionLifetime = 30 * 24 * time.Hour
	// SessionMaxAge ends a session however active it is: a stolen cookie
	// does not live for ever by being used.
	SessionMaxAge = 90 * 24 * time.Hour
	sessionTouch  = time.Hour // extend a session's expiry at most this often
)

// StartSession signs a user in: a fresh random token, its hash stored. The
// session the browser held before (previous, its token, if any) is ended, so
// a sign-in always rotates the session.
func (s *Service) StartSession(ctx context.Context, userID, previous, userAgent, ip string) (string, time.Time, error) {
	if previous != "" {
		_ = s.store.DeleteAuthSession(ctx, auth.HashToken(previous))
	}
	token, hash := auth.NewToken()
	now := s.clock.Now()
	sess := store.AuthSession{TokenHash: hash, UserID: userID, CreatedAt: now, ExpiresAt: now.Add(SessionLifetime), LastSeenAt: now}
	if err := s.store.CreateAuthSession(ctx, sess, userAgent, ip); err != nil {
		return "", time.Time{}, err
	}
	return token, sess.ExpiresAt, nil
}

// EndSession signs the session of token out. No session is no error.
func (s *Service) EndSession(ctx context.Context, token string) error {
	if token == "" {
		return nil
	}
	return s.store.DeleteAuthSession(ctx, auth.HashToken(token))
}

// Authenticate returns the account of a live session token. When the session
// was last seen more than an hour ago its expiry moves on, and renewed is the
// new expiry (zero otherwise). A dead token is kajian.ErrNotFound.
func (s *Service) Authenticate(ctx context.Context, token string) (in SignedIn, renewed time.Time, err error) {
	now := s.clock.Now()
	p, err := s.store.FindAuthSession(ctx, auth.HashToken(token), now)
	if err != nil {
		if !errors.Is(err, kajian.ErrNotFound) {
			slog.ErrorContext(ctx, "session lookup failed", "err", err)
		}
		return SignedIn{}, time.Time{}, kajian.ErrNotFound
	}
	end := p.Session.CreatedAt.Add(SessionMaxAge)
	if !now.Before(end) {
		_ = s.store.DeleteAuthSession(ctx, p.Session.TokenHash)
		return SignedIn{}, time.Time{}, kajian.ErrNotFound
	}
	if now.Sub(p.Session.LastSeenAt) > sessionTouch {
		expires := now.Add(SessionLifetime)
		if expires.After(end) {
			expires = end
		}
		if err := s.store.TouchAuthSession(ctx, p.Session.TokenHash, now, expires); err == nil {
			renewed = expires
		}
	}
	in = SignedIn{User: p.User}
	if p.Profile.ID != "" {
		in.Profile = &p.Profile
	}
	return in, renewed, nil
}
