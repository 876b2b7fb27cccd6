package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// This file keeps what reaches users outside the app: their notice settings and the secrets of
// their feed and opt-out links, their browsers' push subscriptions, and the durable queue of
// notices (notify_jobs) that every server copy works from.

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

// PushSubscription is one browser's Web Push subscription.
type PushSubscription struct {
	ID       string
	UserID   string
	Endpoint string
	P256dh   string
	Auth     string
}

// SavePushSubscription records a browser's subscription for userID; a browser subscribing again
// (the same endpoint) replaces its keys and owner.
func (db *DB) SavePushSubscription(ctx context.Context, s PushSubscription) error {
	return db.inTx(ctx, func(tx *Tx) error {
		_, err := tx.exec(ctx, `INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, created_at)
			VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (endpoint) DO UPDATE
			SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at`,
			uuid.NewString(), s.UserID, s.Endpoint, s.P256dh, s.Auth, db.ts(db.clock.Now()))
		if err != nil {
			return err
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

// Job is one notice in the queue.
type Job struct {
	ID          string
	DedupeKey   string // enqueueing a key twice is one job
	Kind        kajian.NoticeKind
	UserID      string
	SessionType kajian.Type
	SessionID   string
	Occurrence  kajian.Date // a weekly session's date; zero otherwise
	StartsAt    *time.Time  // a reminder's occurrence start when planned
	Payload     string
	DueAt       *time.Time // nil: held until the session is approved again
	Attempts    int        // claims so far, this one included
	claimed     time.Time
}

// EnqueueJobs adds jobs in one transaction. A job whose key is queued already is left as it is,
// unless it ended skipped (its user said 'tidak hadir', then 'hadir' again): then it is re-armed.
func (db *DB) EnqueueJobs(ctx context.Context, jobs []Job) error {
	if len(jobs) == 0 {
		return nil
	}
	return db.inTx(ctx, func(tx *Tx) error { return tx.enqueue(ctx, jobs) })
}

func (tx *Tx) enqueue(ctx context.Context, jobs []Job) error {
	for len(jobs) > 0 {
		batch := jobs[:min(len(jobs), maxEnqueueBatch)]
		jobs = jobs[len(batch):]
		q, args := tx.db.enqueueStatement(batch)
		if _, err := tx.exec(ctx, q, args...); err != nil {
			return fmt.Errorf("enqueue %s: %w", batch[0].Kind, err)
		}
	}
	return nil
}

// maxEnqueueBatch bounds the jobs of one statement: 11 parameters each, well within both
// databases' limit.
const maxEnqueueBatch = 500

// enqueueStatement is the statement that queues jobs ("" for none): those whose key is queued
// already (or comes earlier among jobs) are left as they are, unless they ended skipped.
func (db *DB) enqueueStatement(jobs []Job) (string, []any) {
	var (
		values []string
		args   []any
		seen   = map[string]bool{}
	)
	for _, j := range jobs {
		if seen[j.DedupeKey] { // PostgreSQL refuses a statement that would update a row twice
			continue
		}
		seen[j.DedupeKey] = true
		occ := ""
		if !j.Occurrence.IsZero() {
			occ = j.Occurrence.String()
		}
		values = append(values, "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
		args = append(args, uuid.NewString(), j.DedupeKey, string(j.Kind), j.UserID, string(j.SessionType), j.SessionID, occ,
			db.tsPtr(j.StartsAt), j.Payload, db.tsPtr(j.DueAt), db.ts(db.clock.Now()))
	}
	if len(values) == 0 {
		return "", nil
	}
	return `INSERT INTO notify_jobs (id, dedupe_key, kind, user_id, session_type, session_id, occurrence,
		starts_at, payload, due_at, created_at) VALUES ` + strings.Join(values, ", ") + `
		ON CONFLICT (dedupe_key) DO UPDATE SET due_at = excluded.due_at, starts_at = excluded.starts_at,
		payload = excluded.payload, done_at = NULL, outcome = NULL, attempts = 0, claimed_until = NULL
		WHERE notify_jobs.outcome = 'skipped'`, args
}

// ClaimJobs takes up to limit due jobs for this copy for lease: until then no other copy takes
// them. On PostgreSQL rows another copy is claiming are skipped (FOR UPDATE SKIP LOCKED), so
// copies never wait for each other; SQLite has one writer, which makes the statement atomic.
func (db *DB) ClaimJobs(ctx context.Context, limit int, lease time.Duration) ([]Job, error) {
	now := db.clock.Now()
	until := now.Add(lease)
	lock := ""
	if db.dialect == Postgres {
		lock = " FOR UPDATE SKIP LOCKED"
	}
	rows, err := db.write.QueryContext(ctx, db.rebind(`UPDATE notify_jobs SET claimed_until = ?, attempts = attempts + 1
		WHERE id IN (SELECT id FROM notify_jobs WHERE done_at IS NULL AND due_at <= ?
			AND (claimed_until IS NULL OR claimed_until < ?) ORDER BY due_at LIMIT ?`+lock+`)
		RETURNING id, dedupe_key, kind, user_id, session_type, session_id, occurrence, starts_at, payload, due_at, attempts`),
		db.ts(until), db.ts(now), db.ts(now), limit)
	if err != nil {
		return nil, fmt.Errorf("claim jobs: %w", translate(err))
	}
	defer rows.Close()
	var out []Job
	for rows.Next() {
		var (
			j                       Job
			id, kind, typ, sid, occ text
			starts, due             instant
		)
		if err := rows.Scan(&id, &j.DedupeKey, &kind, &j.UserID, &typ, &sid, &occ, &starts, &j.Payload, &due, &j.Attempts); err != nil {
			return nil, err
		}
		j.ID, j.Kind, j.SessionType, j.SessionID = string(id), kajian.NoticeKind(kind), kajian.Type(typ), string(sid)
		if occ != "" {
			if j.Occurrence, err = kajian.ParseDate(string(occ)); err != nil {
				return nil, err
			}
		}
		j.StartsAt, j.DueAt, j.claimed = starts.Ptr(), due.Ptr(), until
		out = append(out, j)
	}
	return out, rows.Err()
}

// Job outcomes.
const (
	OutcomeSent    = "sent"
	OutcomeSkipped = "skipped" // nothing to send any more: answered 'tidak hadir', a holiday, turned off
	OutcomeFailed  = "failed"  // given up after its retries
)

// FinishJob ends a job this copy claimed with its outcome (and the last error, if any).
func (db *DB) FinishJob(ctx context.Context, j Job, outcome, lastError string) error {
	_, err := db.exec(ctx, `UPDATE notify_jobs SET done_at = ?, outcome = ?, last_error = ?, claimed_until = NULL
		WHERE id = ? AND claimed_until = ?`, db.ts(db.clock.Now()), outcome, nullString(lastError), j.ID, db.ts(j.claimed))
	return err
}

// RetryJob puts a claimed job back in the queue for at, keeping its error.
func (db *DB) RetryJob(ctx context.Context, j Job, at time.Time, lastError string) error {
	_, err := db.exec(ctx, `UPDATE notify_jobs SET due_at = ?, claimed_until = NULL, last_error = ? WHERE id = ? AND claimed_until = ?`,
		db.ts(at), nullString(lastError), j.ID, db.ts(j.claimed))
	return err
}

// RescheduleJob moves a claimed reminder to a new time for the occurrence's new start.
func (db *DB) RescheduleJob(ctx context.Context, j Job, due, startsAt time.Time) error {
	_, err := db.exec(ctx, `UPDATE notify_jobs SET due_at = ?, starts_at = ?, attempts = 0, claimed_until = NULL
		WHERE id = ? AND claimed_until = ?`, db.ts(due), db.ts(startsAt), j.ID, db.ts(j.claimed))
	return err
}

// NextDue returns when a job may next be claimed (its due time, or when another copy's claim on it
// lapses), or nil when none is queued.
func (db *DB) NextDue(ctx context.Context) (*time.Time, error) {
	var due instant
	now := db.ts(db.clock.Now())
	err := db.write.QueryRowContext(ctx, db.rebind(`SELECT MIN(CASE WHEN claimed_until > ? THEN claimed_until ELSE due_at END)
		FROM notify_jobs WHERE done_at IS NULL AND due_at IS NOT NULL`), now).Scan(&due)
	if err != nil {
		return nil, fmt.Errorf("next due: %w", translate(err))
	}
	return due.Ptr(), nil
}

// JobsRetention is how long finished jobs are kept: a re-enqueued key inside it stays one job.
const JobsRetention = 45 * 24 * time.Hour

// PurgeNotices deletes finished jobs, sent digest items and cancelled sessions past keeping.
func (db *DB) PurgeNotices(ctx context.Context) error {
	now := db.clock.Now()
	for _, q := range []struct {
		sql    string
		before time.Time
	}{
		{"DELETE FROM notify_jobs WHERE done_at < ?", now.Add(-JobsRetention)},
		{"DELETE FROM digest_items WHERE sent_at < ?", now.Add(-JobsRetention)},
		{"DELETE FROM cancelled_sessions WHERE cancelled_at < ?", now.Add(-kajian.CancelledKept)},
	} {
		if _, err := db.exec(ctx, q.sql, db.ts(q.before)); err != nil {
			return fmt.Errorf("purge notices: %w", err)
		}
	}
	return nil
}

// JobStats counts the queue's jobs by outcome ("" for those still waiting), for tests and metrics.
func (db *DB) JobStats(ctx context.Context) (map[string]int, error) {
	rows, err := db.write.QueryContext(ctx, "SELECT COALESCE(outcome, ''), COUNT(*) FROM notify_jobs GROUP BY COALESCE(outcome, '')")
	if err != nil {
		return nil, translate(err)
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var (
			o string
			n int
		)
		if err := rows.Scan(&o, &n); err != nil {
			return nil, err
		}
		out[o] = n
	}
	return out, rows.Err()
}

// IsAttending reports whether userID said 'hadir' to a one-off session, or to the given date of
// a weekly one.
func (db *DB) IsAttending(ctx context.Context, userID string, t kajian.Type, sessionID string, occ kajian.Date) (bool, error) {
	q, args := "SELECT status FROM rsvp WHERE user_id = ? AND kajian_id = ?", []any{userID, sessionID}
	if t == kajian.Recurring {
		q, args = "SELECT status FROM rsvp WHERE user_id = ? AND recurring_kajian_id = ? AND occurrence_date = ?", []any{userID, sessionID, date(occ)}
	}
	var status string
	err := db.write.QueryRowContext(ctx, db.rebind(q), args...).Scan(&status)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, translate(err)
	}
	return status == string(kajian.Hadir), nil
}

// attendeesOf lists who said 'hadir' to a one-off session, or to a weekly one's occurrences
// from the date given (all of them with a zero date), with the occurrence.
func (tx *Tx) attendeesOf(ctx context.Context, t kajian.Type, sessionID string, from kajian.Date) ([]kajian.Occurrence, []string, error) {
	q, args := "SELECT user_id, NULL FROM rsvp WHERE kajian_id = ? AND status = 'hadir'", []any{sessionID}
	if t == kajian.Recurring {
		q, args = "SELECT user_id, occurrence_date FROM rsvp WHERE recurring_kajian_id = ? AND status = 'hadir'", []any{sessionID}
		if !from.IsZero() {
			q, args = q+" AND occurrence_date >= ?", append(args, date(from))
		}
	}
	rows, err := tx.query(ctx, q+" ORDER BY user_id", args...)
	if err != nil {
		return nil, nil, fmt.Errorf("attendees: %w", err)
	}
	defer rows.Close()
	var (
		occs  []kajian.Occurrence
		users []string
	)
	for rows.Next() {
		var (
			user text
			d    date
		)
		if err := rows.Scan(&user, &d); err != nil {
			return nil, nil, err
		}
		o := kajian.Occurrence{Type: t, SessionID: sessionID, Date: kajian.Date(d)}
		occs, users = append(occs, o), append(users, string(user))
	}
	return occs, users, rows.Err()
}

// tellAttendees enqueues n for each user attending the session's coming occurrences (once per
// user), and moves their reminders to be looked at again now: the start may have moved.
func (tx *Tx) tellAttendees(ctx context.Context, t kajian.Type, sessionID string, n *kajian.SessionNotice) error {
	db := tx.db
	now := db.clock.Now()
	if _, err := tx.exec(ctx, `UPDATE notify_jobs SET due_at = ? WHERE session_id = ? AND kind IN ('evening', 'hour')
		AND done_at IS NULL AND due_at IS NOT NULL AND due_at > ?`, db.ts(now), sessionID, db.ts(now)); err != nil {
		return fmt.Errorf("reminders of an edited session: %w", err)
	}
	if n == nil {
		return nil
	}
	// From yesterday in UTC: every zone's today is on or after it.
	_, users, err := tx.attendeesOf(ctx, t, sessionID, kajian.DateOf(now).AddDays(-1))
	if err != nil {
		return err
	}
	var due *time.Time
	if !n.Held {
		due = &now
	}
	var jobs []Job
	seen := map[string]bool{}
	for _, u := range users {
		if seen[u] {
			continue
		}
		seen[u] = true
		jobs = append(jobs, Job{DedupeKey: string(n.Kind) + ":" + sessionID + ":" + u + ":" + n.Key, Kind: n.Kind, UserID: u,
			SessionType: t, SessionID: sessionID, Payload: n.Payload, DueAt: due})
	}
	return tx.enqueue(ctx, jobs)
}

// ReleaseHeldNotices sends the notices held for a session now that it is approved again.
func (tx *Tx) releaseHeld(ctx context.Context, sessionID string) error {
	_, err := tx.exec(ctx, "UPDATE notify_jobs SET due_at = ? WHERE session_id = ? AND due_at IS NULL AND done_at IS NULL",
		tx.db.ts(tx.db.clock.Now()), sessionID)
	return err
}

// dropHeld ends the notices held for a session that will not be approved again.
func (tx *Tx) dropHeld(ctx context.Context, sessionID string) error {
	_, err := tx.exec(ctx, "UPDATE notify_jobs SET done_at = ?, outcome = 'skipped' WHERE session_id = ? AND due_at IS NULL AND done_at IS NULL",
		tx.db.ts(tx.db.clock.Now()), sessionID)
	return err
}
