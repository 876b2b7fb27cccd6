package store

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// What reaches users outside the app: their notice settings and the secrets of their feed and
// opt-out links (here), their browsers' push subscriptions (push.go), the durable queue of
// notices that every server copy works from (jobs.go), and the notices a write enqueues for a
// session's attendees (attendees.go).

// NotifySettings returns userID's settings, making their row (with fresh secrets) on first use.
// The secrets are kept only as hashes: nobody is shown the ones made here, and a feed address
// is had from RenewFeedToken.
func (db *DB) NotifySettings(ctx context.Context, userID string) (kajian.NotifySettings, error) {
	// Read first: a write only the first time (the notices' worker reads them for every notice).
	s, err := db.readNotifySettings(ctx, userID)
	switch {
	case err == nil:
		return s, nil
	case !errors.Is(err, sql.ErrNoRows):
		return s, fmt.Errorf("notify settings: %w", translate(err))
	}
	if _, err := db.exec(ctx, `INSERT INTO notify_settings (user_id, feed_hash, digest_hash, updated_at)
		VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING`,
		userID, secretHash(newSecret()), secretHash(newSecret()), db.ts(db.clock.Now())); err != nil {
		return kajian.NotifySettings{}, fmt.Errorf("notify settings: %w", err)
	}
	s, err = db.readNotifySettings(ctx, userID)
	if err != nil {
		return s, fmt.Errorf("notify settings: %w", translate(err))
	}
	return s, nil
}

// readNotifySettings reads userID's settings row: sql.ErrNoRows when it has none yet.
func (db *DB) readNotifySettings(ctx context.Context, userID string) (kajian.NotifySettings, error) {
	var s kajian.NotifySettings
	err := db.write.QueryRowContext(ctx, db.rebind(`SELECT remind_evening, remind_hour,
		change_notices, follow_notices, weekly_digest FROM notify_settings WHERE user_id = ?`), userID).
		Scan(&s.RemindEvening, &s.RemindHour, &s.ChangeNotices, &s.FollowNotices, &s.WeeklyDigest)
	return s, err
}

// SaveNotifySettings writes userID's choices (not their secrets).
func (db *DB) SaveNotifySettings(ctx context.Context, userID string, s kajian.NotifySettings) error {
	if _, err := db.NotifySettings(ctx, userID); err != nil {
		return err
	}
	_, err := db.exec(ctx, `UPDATE notify_settings SET remind_evening = ?, remind_hour = ?, change_notices = ?,
		follow_notices = ?, weekly_digest = ?, updated_at = ? WHERE user_id = ?`,
		s.RemindEvening, s.RemindHour, s.ChangeNotices, s.FollowNotices, s.WeeklyDigest, db.ts(db.clock.Now()), userID)
	return err
}

// RenewFeedToken gives userID a new personal feed secret, which it returns (the only time it
// is known: its hash is kept); the old one stops working at once.
func (db *DB) RenewFeedToken(ctx context.Context, userID string) (string, error) {
	if _, err := db.NotifySettings(ctx, userID); err != nil {
		return "", err
	}
	token := newSecret()
	_, err := db.exec(ctx, "UPDATE notify_settings SET feed_hash = ?, updated_at = ? WHERE user_id = ?",
		secretHash(token), db.ts(db.clock.Now()), userID)
	return token, err
}

// UserByFeedToken returns whose personal feed token is; kajian.ErrNotFound for no one's.
func (db *DB) UserByFeedToken(ctx context.Context, token string) (string, error) {
	if token == "" || len(token) > 100 {
		return "", kajian.ErrNotFound
	}
	return db.userWhere(ctx, "SELECT user_id FROM notify_settings WHERE feed_hash = ?", secretHash(token))
}

// NewDigestOptOut makes the opt-out secret of one weekly digest to userID and returns it;
// its hash is kept, and it stops the digest for as long as the account lives.
func (db *DB) NewDigestOptOut(ctx context.Context, userID string) (string, error) {
	token := newSecret()
	_, err := db.exec(ctx, "INSERT INTO digest_optouts (token_hash, user_id, created_at) VALUES (?, ?, ?)",
		secretHash(token), userID, db.ts(db.clock.Now()))
	if err != nil {
		return "", fmt.Errorf("digest opt-out: %w", err)
	}
	return token, nil
}

// StopDigest turns the weekly digest off for whoever holds one of its opt-out secrets.
func (db *DB) StopDigest(ctx context.Context, token string) error {
	if token == "" || len(token) > 100 {
		return kajian.ErrNotFound
	}
	hash := secretHash(token)
	userID, err := db.userWhere(ctx, "SELECT user_id FROM digest_optouts WHERE token_hash = ?", hash)
	if errors.Is(err, kajian.ErrNotFound) { // a link mailed before migration 22
		userID, err = db.userWhere(ctx, "SELECT user_id FROM notify_settings WHERE digest_hash = ?", hash)
	}
	if err != nil {
		return err
	}
	_, err = db.exec(ctx, "UPDATE notify_settings SET weekly_digest = ?, updated_at = ? WHERE user_id = ?", false, db.ts(db.clock.Now()), userID)
	return err
}

// userWhere reads one user id with query; kajian.ErrNotFound for none.
func (db *DB) userWhere(ctx context.Context, query string, arg any) (string, error) {
	var id text
	err := db.write.QueryRowContext(ctx, db.rebind(query), arg).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", kajian.ErrNotFound
	}
	return string(id), translate(err)
}

// secretHash is how a link's secret is kept: its SHA-256 in hex. The secrets are 128 random
// bits, so a fast hash is enough (as for sessions).
func secretHash(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}

// newSecret is 128 random bits in lowercase base 32: safe in a path and a query.
func newSecret() string { return strings.ToLower(rand.Text()) }
