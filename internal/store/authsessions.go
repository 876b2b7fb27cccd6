package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// AuthSession is a signed-in browser. The cookie holds a random token; the
// database keeps only its hash.
type AuthSession struct {
	TokenHash  string
	UserID     string
	CreatedAt  time.Time
	ExpiresAt  time.Time
	LastSeenAt time.Time
}

// CreateAuthSession stores a new signed-in session.
func (db *DB) CreateAuthSession(ctx context.Context, s AuthSession, userAgent, ip string) error {
	_, err := db.exec(ctx, `INSERT INTO auth_sessions (token_hash, user_id, created_at, expires_at, last_seen_at, user_agent, ip)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, s.TokenHash, s.UserID, db.ts(s.CreatedAt), db.ts(s.ExpiresAt), db.ts(s.LastSeenAt),
		nullString(truncate(userAgent, 300)), nullString(ip))
	if err != nil {
		return fmt.Errorf("create auth session: %w", err)
	}
	return nil
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// Principal is who a valid session belongs to: the account and its profile.
// Profile is the zero value (empty ID) for an account without a profile.
type Principal struct {
	Session AuthSession
	User    kajian.User
	Profile kajian.Profile
}

// FindAuthSession returns the unexpired session with the token hash, with its
// user and profile, in one query.
func (db *DB) FindAuthSession(ctx context.Context, tokenHash string, now time.Time) (Principal, error) {
	var (
		created, expires, lastSeen instant
		u                          userRow
		p                          profileRow
	)
	dest := append([]any{&created, &expires, &lastSeen}, u.dest()...)
	err := db.queryRow(ctx, `SELECT s.created_at, s.expires_at, s.last_seen_at,
		u.id, u.email, u.password_hash, u.email_verified_at, u.google_subject, u.created_at,
		p.id, p.full_name, p.phone, p.role, p.manual_location_city, p.manual_location_display_name,
		p.manual_location_latitude, p.manual_location_longitude, p.manual_location_updated_at, p.created_at, p.updated_at
		FROM auth_sessions s JOIN users u ON u.id = s.user_id LEFT JOIN user_profiles p ON p.id = s.user_id
		WHERE s.token_hash = ? AND s.expires_at > ?`, tokenHash, db.ts(now)).Scan(append(dest, p.dest()...)...)
	if errors.Is(err, sql.ErrNoRows) {
		return Principal{}, kajian.ErrNotFound
	}
	if err != nil {
		return Principal{}, translate(err)
	}
	user := u.user()
	return Principal{
		Session: AuthSession{TokenHash: tokenHash, UserID: user.ID, CreatedAt: created.Time, ExpiresAt: expires.Time, LastSeenAt: lastSeen.Time},
		User:    user,
		Profile: p.profile(),
	}, nil
}

// TouchAuthSession moves a session's expiry forward (sliding expiry); callers
// do it at most every few hours per session to spare writes.
func (db *DB) TouchAuthSession(ctx context.Context, tokenHash string, now, expires time.Time) error {
	_, err := db.exec(ctx, "UPDATE auth_sessions SET last_seen_at = ?, expires_at = ? WHERE token_hash = ?", db.ts(now), db.ts(expires), tokenHash)
	return err
}

// DeleteAuthSession ends one session (sign-out).
func (db *DB) DeleteAuthSession(ctx context.Context, tokenHash string) error {
	_, err := db.exec(ctx, "DELETE FROM auth_sessions WHERE token_hash = ?", tokenHash)
	return err
}

// DeleteUserAuthSessions ends every session of a user, e.g. after a password
// change, except the one whose hash is keep (may be "").
func (db *DB) DeleteUserAuthSessions(ctx context.Context, userID, keep string) error {
	_, err := db.exec(ctx, "DELETE FROM auth_sessions WHERE user_id = ? AND token_hash <> ?", userID, keep)
	return err
}

// DeleteExpiredAuthSessions removes sessions that expired before now.
func (db *DB) DeleteExpiredAuthSessions(ctx context.Context, now time.Time) (int64, error) {
	res, err := db.exec(ctx, "DELETE FROM auth_sessions WHERE expires_at <= ?", db.ts(now))
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}
