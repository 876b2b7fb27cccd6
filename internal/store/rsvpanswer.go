package store

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// Answer is a user's attendance answer for an occurrence, with the reminders a 'hadir' plans.
type Answer struct {
	UserID string
	kajian.Occurrence
	Status kajian.RSVPStatus
	Jobs   []Job // queued with the answer (reminders of a 'hadir')
}

// AnswerRSVP records a user's attendance answer for an occurrence (a one-off
// session, or one date of a weekly session) and queues its jobs, at once, and
// returns the previous answer ("" for none) and the occurrence's 'hadir'
// count after it. The same answer again writes no answer (nor raises the
// attendance version), only its jobs, which may re-arm reminders skipped
// before.
//
// On PostgreSQL it is one statement, the writes in WITH: an answer was the
// most round trips of any request under load (make scale), and a statement
// is its own transaction. SQLite runs the same parts in a transaction.
func (db *DB) AnswerRSVP(ctx context.Context, a Answer) (kajian.RSVPStatus, int, error) {
	o, now := a.Occurrence, db.ts(db.clock.Now())
	// The previous answer and the count before this one: the final SELECT of the statement sees
	// the rows as they were before its writes, as the first statement of the transaction does.
	var read, upsert string
	var readArgs, upsertArgs []any
	if o.Type == kajian.Recurring {
		read = `SELECT (SELECT status FROM rsvp WHERE recurring_kajian_id = ? AND occurrence_date = ? AND user_id = ?), ` + countRead
		readArgs = []any{o.SessionID, date(o.Date), a.UserID, countKey(o)}
		upsert = `INSERT INTO rsvp (id, user_id, recurring_kajian_id, occurrence_date, status, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (recurring_kajian_id, occurrence_date, user_id) WHERE recurring_kajian_id IS NOT NULL
			DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at WHERE rsvp.status <> excluded.status`
		upsertArgs = []any{uuid.NewString(), a.UserID, o.SessionID, date(o.Date), string(a.Status), now, now}
	} else {
		read = `SELECT (SELECT status FROM rsvp WHERE kajian_id = ? AND user_id = ?), ` + countRead
		readArgs = []any{o.SessionID, a.UserID, countKey(o)}
		upsert = `INSERT INTO rsvp (id, user_id, kajian_id, status, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT (kajian_id, user_id) WHERE kajian_id IS NOT NULL
			DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at WHERE rsvp.status <> excluded.status`
		upsertArgs = []any{uuid.NewString(), a.UserID, o.SessionID, string(a.Status), now, now}
	}
	enqueue, enqueueArgs := db.enqueueStatement(a.Jobs)
	var (
		prev   text
		before int
		err    error
	)
	if db.dialect == Postgres {
		q, args := "WITH answer AS ("+upsert+")", upsertArgs
		if enqueue != "" {
			q, args = q+", jobs AS ("+enqueue+")", append(args, enqueueArgs...)
		}
		err = translate(db.write.QueryRowContext(ctx, db.rebind(q+" "+read), append(args, readArgs...)...).Scan(&prev, &before))
	} else {
		err = db.inTx(ctx, func(tx *Tx) error {
			if err := tx.queryRow(ctx, read, readArgs...).Scan(&prev, &before); err != nil {
				return fmt.Errorf("previous rsvp: %w", err)
			}
			if _, err := tx.exec(ctx, upsert, upsertArgs...); err != nil {
				return fmt.Errorf("answer rsvp: %w", err)
			}
			if enqueue != "" {
				if _, err := tx.exec(ctx, enqueue, enqueueArgs...); err != nil {
					return fmt.Errorf("enqueue: %w", err)
				}
			}
			return nil
		})
	}
	if err != nil {
		return "", 0, fmt.Errorf("answer rsvp: %w", err)
	}
	previous, hadir := kajian.RSVPStatus(prev), before
	if previous != a.Status {
		if previous == kajian.Hadir {
			hadir--
		}
		if a.Status == kajian.Hadir {
			hadir++
		}
	}
	return previous, hadir, nil
}

// countRead reads an occurrence's 'hadir' count, kept in rsvp_counts by the answers' triggers
// (migration 0016), by its countKey.
const countRead = "COALESCE((SELECT hadir FROM rsvp_counts WHERE occurrence = ?), 0)"

// countKey is the occurrence's key in rsvp_counts: a one-off session's id, or a weekly session's
// id, a space and the date.
func countKey(o kajian.Occurrence) string {
	if o.Type == kajian.Recurring {
		return o.SessionID + " " + o.Date.String()
	}
	return o.SessionID
}
