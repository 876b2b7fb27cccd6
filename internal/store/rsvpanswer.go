package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// Answer is a user's attendance answer for an occurrence, with the reminders a 'hadir' plans.
type Answer struct {
	UserID     string
	Occurrence Occurrence
	Status     kajian.RSVPStatus
	Jobs       []Job // queued with the answer (reminders of a 'hadir')
}

// AnswerRSVP records a user's attendance answer for an occurrence (a one-off
// session, or one date of a weekly session) and queues its jobs, in one
// transaction, and returns the previous answer ("" for none) and the
// occurrence's 'hadir' count after it. The same answer again writes no answer
// (nor raises the attendance version), only its jobs, which may re-arm
// reminders skipped before.
func (db *DB) AnswerRSVP(ctx context.Context, a Answer) (kajian.RSVPStatus, int, error) {
	var (
		previous kajian.RSVPStatus
		hadir    int
	)
	o, userID, status := a.Occurrence, a.UserID, a.Status
	err := db.inTx(ctx, func(tx *Tx) error {
		now := db.ts(db.clock.Now())
		var (
			prev text
			err  error
		)
		if o.Type == kajian.Recurring {
			err = tx.queryRow(ctx, "SELECT status FROM rsvp WHERE recurring_kajian_id = ? AND occurrence_date = ? AND user_id = ?",
				o.SessionID, date(o.Date), userID).Scan(&prev)
		} else {
			err = tx.queryRow(ctx, "SELECT status FROM rsvp WHERE kajian_id = ? AND user_id = ?", o.SessionID, userID).Scan(&prev)
		}
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("previous rsvp: %w", err)
		}
		previous = kajian.RSVPStatus(prev)
		if previous != status {
			if o.Type == kajian.Recurring {
				_, err = tx.exec(ctx, `INSERT INTO rsvp (id, user_id, recurring_kajian_id, occurrence_date, status, created_at, updated_at)
					VALUES (?, ?, ?, ?, ?, ?, ?)
					ON CONFLICT (recurring_kajian_id, occurrence_date, user_id) WHERE recurring_kajian_id IS NOT NULL
					DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
					uuid.NewString(), userID, o.SessionID, date(o.Date), string(status), now, now)
			} else {
				_, err = tx.exec(ctx, `INSERT INTO rsvp (id, user_id, kajian_id, status, created_at, updated_at)
					VALUES (?, ?, ?, ?, ?, ?)
					ON CONFLICT (kajian_id, user_id) WHERE kajian_id IS NOT NULL
					DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
					uuid.NewString(), userID, o.SessionID, string(status), now, now)
			}
			if err != nil {
				return fmt.Errorf("answer rsvp: %w", err)
			}
		}
		if err := tx.enqueue(ctx, a.Jobs); err != nil {
			return err
		}
		if o.Type == kajian.Recurring {
			err = tx.queryRow(ctx, "SELECT COUNT(*) FROM rsvp WHERE recurring_kajian_id = ? AND occurrence_date = ? AND status = ?",
				o.SessionID, date(o.Date), string(kajian.Hadir)).Scan(&hadir)
		} else {
			err = tx.queryRow(ctx, "SELECT COUNT(*) FROM rsvp WHERE kajian_id = ? AND status = ?", o.SessionID, string(kajian.Hadir)).Scan(&hadir)
		}
		if err != nil {
			return fmt.Errorf("rsvp count: %w", err)
		}
		return nil
	})
	return previous, hadir, err
}
