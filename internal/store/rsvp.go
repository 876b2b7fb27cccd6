package store

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// SetRSVP records a user's attendance answer for a one-off session, or for one
// occurrence of a weekly session. The first answer inserts the record and
// later answers update it; the database's unique indexes keep one record per
// user per session (per occurrence), even under concurrent requests.
func (db *DB) SetRSVP(ctx context.Context, userID string, t kajian.Type, sessionID string, occurrence kajian.Date, status kajian.RSVPStatus) error {
	now := db.ts(db.clock.Now())
	var err error
	if t == kajian.Recurring {
		_, err = db.exec(ctx, `INSERT INTO rsvp (id, user_id, recurring_kajian_id, occurrence_date, status, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (recurring_kajian_id, occurrence_date, user_id) WHERE recurring_kajian_id IS NOT NULL
			DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
			uuid.NewString(), userID, sessionID, date(occurrence), string(status), now, now)
	} else {
		_, err = db.exec(ctx, `INSERT INTO rsvp (id, user_id, kajian_id, status, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT (kajian_id, user_id) WHERE kajian_id IS NOT NULL
			DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
			uuid.NewString(), userID, sessionID, string(status), now, now)
	}
	if err != nil {
		return fmt.Errorf("set rsvp: %w", err)
	}
	return nil
}
