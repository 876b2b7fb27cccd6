package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

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
