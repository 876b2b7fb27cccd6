package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// CancelSession cancels a public one-off session with the reason, and enqueues notice for each
// of its attendees, in one transaction: the row stays (listed until its start with its badge),
// and so do the attendance answers. A session not public, or cancelled already, is
// kajian.ErrCancelNotPublic or kajian.ErrCancelledAlready.
func (db *DB) CancelSession(ctx context.Context, id, reason string, notice *kajian.SessionNotice) error {
	if !validUUID(id) {
		return kajian.ErrNotFound
	}
	now := db.ts(db.clock.Now())
	return db.inTx(ctx, func(tx *Tx) error {
		var (
			status    string
			cancelled instant
		)
		err := tx.queryRow(ctx, "SELECT status, cancelled_at FROM kajian WHERE id = ?"+db.forUpdate(), id).Scan(&status, &cancelled)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			return kajian.ErrNotFound
		case err != nil:
			return fmt.Errorf("cancel: %w", err)
		case status != string(kajian.PublicStatus(kajian.Regular)):
			return kajian.ErrCancelNotPublic
		case cancelled.Ptr() != nil:
			return kajian.ErrCancelledAlready
		}
		if _, err := tx.exec(ctx, "UPDATE kajian SET cancelled_at = ?, cancel_reason = ?, updated_at = ? WHERE id = ?",
			now, reason, now, id); err != nil {
			return fmt.Errorf("cancel: %w", err)
		}
		return tx.tellAttendees(ctx, kajian.Regular, id, notice)
	})
}

// UncancelSession takes a one-off session's cancellation back; kajian.ErrCancelNotFound when it
// has none.
func (db *DB) UncancelSession(ctx context.Context, id string) error {
	if !validUUID(id) {
		return kajian.ErrNotFound
	}
	now := db.ts(db.clock.Now())
	res, err := db.exec(ctx, "UPDATE kajian SET cancelled_at = NULL, cancel_reason = NULL, updated_at = ? WHERE id = ? AND cancelled_at IS NOT NULL",
		now, id)
	if err != nil {
		return fmt.Errorf("uncancel: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return kajian.ErrCancelNotFound
	}
	return nil
}

// CancelOccurrence cancels one date of a weekly session: a holiday row marked cancelled, with
// the reason, counted under kajian.MaxHolidays as holidays are, and notice enqueued for those who
// said 'hadir' to that date, in one transaction. The session keeps its status. A date that has
// a holiday or cancellation already is kajian.ErrHolidayTaken.
func (db *DB) CancelOccurrence(ctx context.Context, sessionID string, h *kajian.Holiday, notice *kajian.SessionNotice) error {
	if !validUUID(sessionID) {
		return kajian.ErrNotFound
	}
	h.ID, h.Cancelled = uuid.NewString(), true
	return db.inTx(ctx, func(tx *Tx) error {
		var status string
		err := tx.queryRow(ctx, "SELECT status FROM recurring_kajian WHERE id = ?"+db.forUpdate(), sessionID).Scan(&status)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			return kajian.ErrNotFound
		case err != nil:
			return fmt.Errorf("cancel occurrence: %w", err)
		case status != string(kajian.PublicStatus(kajian.Recurring)):
			return kajian.ErrCancelNotPublic
		}
		var n int
		if err := tx.queryRow(ctx, "SELECT COUNT(*) FROM recurring_kajian_holidays WHERE recurring_kajian_id = ?", sessionID).Scan(&n); err != nil {
			return err
		}
		if n >= kajian.MaxHolidays {
			return kajian.ErrTooManyHolidays
		}
		_, err = tx.exec(ctx, "INSERT INTO recurring_kajian_holidays (id, recurring_kajian_id, holiday_date, reason, cancelled, created_at) VALUES (?, ?, ?, ?, ?, ?)",
			h.ID, sessionID, date(h.Date), h.Reason, true, db.ts(db.clock.Now()))
		if errors.Is(translate(err), kajian.ErrConflict) {
			return holidayTaken(err)
		}
		if err != nil {
			return fmt.Errorf("cancel occurrence: %w", err)
		}
		return tx.tellOccurrence(ctx, sessionID, h.Date, notice)
	})
}

// UncancelOccurrence takes back the cancellation of a weekly session's date (not a holiday on
// it); kajian.ErrCancelNotFound when there is none.
func (db *DB) UncancelOccurrence(ctx context.Context, sessionID string, d kajian.Date) error {
	if !validUUID(sessionID) {
		return kajian.ErrNotFound
	}
	res, err := db.exec(ctx, "DELETE FROM recurring_kajian_holidays WHERE recurring_kajian_id = ? AND holiday_date = ? AND cancelled = ?",
		sessionID, date(d), true)
	if err != nil {
		return fmt.Errorf("uncancel occurrence: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return kajian.ErrCancelNotFound
	}
	return nil
}

// tellOccurrence enqueues n for each user who said 'hadir' to date d of a weekly session. Their
// reminders of that date need nothing: the worker skips a date the session is not held on.
func (tx *Tx) tellOccurrence(ctx context.Context, sessionID string, d kajian.Date, n *kajian.SessionNotice) error {
	rows, err := tx.query(ctx, "SELECT user_id FROM rsvp WHERE recurring_kajian_id = ? AND occurrence_date = ? AND status = 'hadir' ORDER BY user_id",
		sessionID, date(d))
	if err != nil {
		return fmt.Errorf("attendees: %w", err)
	}
	defer rows.Close()
	now := tx.db.clock.Now()
	var jobs []Job
	for rows.Next() {
		var u text
		if err := rows.Scan(&u); err != nil {
			return err
		}
		jobs = append(jobs, Job{DedupeKey: string(n.Kind) + ":" + sessionID + ":" + string(u) + ":" + n.Key, Kind: n.Kind,
			UserID: string(u), SessionType: kajian.Recurring, SessionID: sessionID, Occurrence: d, Payload: n.Payload, DueAt: &now})
	}
	if err := rows.Err(); err != nil {
		return err
	}
	rows.Close()
	return tx.enqueue(ctx, jobs)
}
