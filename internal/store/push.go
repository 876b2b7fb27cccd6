package store

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// PushSubscription is one browser's Web Push subscription.
type PushSubscription struct {
	ID       string
	UserID   string
	Endpoint string
	P256dh   string
	Auth     string
}

// SavePushSubscription records a browser's subscription for userID; the same user subscribing
// the browser again replaces its keys. An endpoint belongs to one user until that user removes
// it (or the push service says it is gone): another user posting it gets kajian.ErrConflict and
// changes nothing, so whoever learns an endpoint cannot move its notices to their account.
func (db *DB) SavePushSubscription(ctx context.Context, s PushSubscription) error {
	return db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.exec(ctx, `INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, created_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (endpoint) DO UPDATE
			SET p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at
			WHERE push_subscriptions.user_id = excluded.user_id`,
			uuid.NewString(), s.UserID, s.Endpoint, s.P256dh, s.Auth, db.ts(db.clock.Now()))
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return kajian.ErrConflict
		}
		_, err = tx.exec(ctx, `DELETE FROM push_subscriptions WHERE user_id = ? AND id NOT IN
			(SELECT id FROM push_subscriptions WHERE user_id = ? ORDER BY created_at DESC, id LIMIT ?)`,
			s.UserID, s.UserID, kajian.MaxPushSubscriptions)
		return err
	})
}

// RearmReminders puts userID's reminders of occurrences still ahead that ended skipped back in
// the queue, due now: their browser subscribed after they said 'hadir'. Each is decided again.
func (db *DB) RearmReminders(ctx context.Context, userID string) error {
	now := db.ts(db.clock.Now())
	_, err := db.exec(ctx, `UPDATE notify_jobs SET done_at = NULL, outcome = NULL, due_at = ?, attempts = 0, claimed_until = NULL
		WHERE user_id = ? AND outcome = 'skipped' AND kind IN ('evening', 'hour') AND starts_at > ?`, now, userID, now)
	return err
}

// PushSubscriptions lists userID's subscriptions.
func (db *DB) PushSubscriptions(ctx context.Context, userID string) ([]PushSubscription, error) {
	rows, err := db.write.QueryContext(ctx, db.rebind("SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ? ORDER BY created_at"), userID)
	if err != nil {
		return nil, fmt.Errorf("push subscriptions: %w", translate(err))
	}
	defer rows.Close()
	var out []PushSubscription
	for rows.Next() {
		s := PushSubscription{UserID: userID}
		var id text
		if err := rows.Scan(&id, &s.Endpoint, &s.P256dh, &s.Auth); err != nil {
			return nil, err
		}
		s.ID = string(id)
		out = append(out, s)
	}
	return out, rows.Err()
}

// UsersWithPush returns which of the users have at least one browser receiving pushes, in one query.
func (db *DB) UsersWithPush(ctx context.Context, userIDs []string) (map[string]bool, error) {
	out := map[string]bool{}
	if len(userIDs) == 0 {
		return out, nil
	}
	rows, err := db.query(ctx, "SELECT DISTINCT user_id FROM push_subscriptions WHERE user_id IN ("+placeholders(len(userIDs))+")",
		anySlice(userIDs)...)
	if err != nil {
		return nil, fmt.Errorf("users with push: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id text
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out[string(id)] = true
	}
	return out, rows.Err()
}

// DeletePushSubscription removes a subscription by its endpoint: userID's own when userID is
// not "", anyone's when the push service said it is gone.
func (db *DB) DeletePushSubscription(ctx context.Context, userID, endpoint string) error {
	q, args := "DELETE FROM push_subscriptions WHERE endpoint = ?", []any{endpoint}
	if userID != "" {
		q, args = q+" AND user_id = ?", append(args, userID)
	}
	_, err := db.exec(ctx, q, args...)
	return err
}
