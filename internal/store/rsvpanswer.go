package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// AnswerRSVP records a user's attendance answer for an occurrence (a one-off
// session, or one date of a weekly one) and returns the answer it replaced,
// "" when this is the user's first. The write is the same upsert as SetRSVP,
// so the unique indexes keep one record per user per occurrence even when
// answers race; the previous answer then only chooses the message shown.
func (db *DB) AnswerRSVP(ctx context.Context, userID string, o Occurrence, status kajian.RSVPStatus) (kajian.RSVPStatus, error) {
	var previous kajian.RSVPStatus
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
		return nil
	})
	return previous, err
}
