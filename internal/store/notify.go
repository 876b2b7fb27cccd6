package store

import (
	"context"
	"crypto/rand"
	"database/sql"
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
func (db *DB) NotifySettings(ctx context.Context, userID string) (kajian.NotifySettings, error) {
	// Read first: a write only the first time (the notices' worker reads them for every notice).
	s, err := db.readNotifySettings(ctx, userID)
	switch {
	case err == nil:
		return s, nil
	case !errors.Is(err, sql.ErrNoRows):
		return s, fmt.Errorf("notify settings: %w", translate(err))
	}
	if _, err := db.exec(ctx, `INSERT INTO notify_settings (user_id, feed_token, digest_token, updated_at)
		VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING`,
		userID, newSecret(), newSecret(), db.ts(db.clock.Now())); err != nil {
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
	err := db.write.QueryRowContext(ctx, db.rebind(`SELECT feed_token, digest_token, remind_evening, remind_hour,
		change_notices, follow_notices, weekly_digest FROM notify_settings WHERE user_id = ?`), userID).
		Scan(&s.FeedToken, &s.DigestToken, &s.RemindEvening, &s.RemindHour, &s.ChangeNotices, &s.FollowNotices, &s.WeeklyDigest)
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

// RenewFeedToken gives userID a new personal feed secret; the old one stops working at once.
func (db *DB) RenewFeedToken(ctx context.Context, userID string) (string, error) {
	if _, err := db.NotifySettings(ctx, userID); err != nil {
		return "", err
	}
	token := newSecret()
	_, err := db.exec(ctx, "UPDATE notify_settings SET feed_token = ?, updated_at = ? WHERE user_id = ?", token, db.ts(db.clock.Now()), userID)
	return token, err
}

// UserByFeedToken returns whose personal feed token is; kajian.ErrNotFound for no one's.
func (db *DB) UserByFeedToken(ctx context.Context, token string) (string, error) {
	return db.userBySecret(ctx, "feed_token", token)
}

// StopDigest turns the weekly digest off for whoever holds the digest token.
func (db *DB) StopDigest(ctx context.Context, token string) error {
	userID, err := db.userBySecret(ctx, "digest_token", token)
	if err != nil {
		return err
	}
	_, err = db.exec(ctx, "UPDATE notify_settings SET weekly_digest = ?, updated_at = ? WHERE user_id = ?", false, db.ts(db.clock.Now()), userID)
	return err
}

func (db *DB) userBySecret(ctx context.Context, column, token string) (string, error) {
	if token == "" || len(token) > 100 {
		return "", kajian.ErrNotFound
	}
	var id text
	err := db.write.QueryRowContext(ctx, db.rebind("SELECT user_id FROM notify_settings WHERE "+column+" = ?"), token).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", kajian.ErrNotFound
	}
	return string(id), translate(err)
}

// newSecret is 128 random bits in lowercase base 32: safe in a path and a query.
func newSecret() string { return strings.ToLower(rand.Text()) }
