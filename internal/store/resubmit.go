package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/kajiankita/kajian/internal/kajian"
)

// ResubmitSession sends a rejected session back to the approval queue for its author
// ('Ajukan ulang'): pending again, the decision (reason, admin, moment) cleared from the
// session, while the moderation log keeps it and gains a 'resubmit' line by the author with
// the reason it answers. A session that is not rejected is kajian.ErrNotRejected; a missing
// one kajian.ErrNotFound. It returns the session's title.
func (db *DB) ResubmitSession(ctx context.Context, t kajian.Type, id, authorID string) (string, error) {
	if !validUUID(id) {
		return "", kajian.ErrNotFound
	}
	var title string
	err := db.inTx(ctx, func(tx *Tx) error {
		var status string
		var name, reason text
		err := tx.queryRow(ctx, "SELECT title, status, rejection_reason FROM "+table(t)+" WHERE id = ?", id).Scan(&name, &status, &reason)
		if errors.Is(err, sql.ErrNoRows) {
			return kajian.ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("resubmit %s: %w", table(t), err)
		}
		if status != string(kajian.StatusRejected) {
			return kajian.ErrNotRejected
		}
		now := db.ts(db.clock.Now())
		res, err := tx.exec(ctx, "UPDATE "+table(t)+" SET status = ?, rejection_reason = NULL, approved_by = NULL, approved_at = NULL,"+
			" updated_at = ? WHERE id = ? AND status = ?", string(kajian.StatusPending), now, id, string(kajian.StatusRejected))
		if err != nil {
			return fmt.Errorf("resubmit %s: %w", table(t), err)
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return kajian.ErrNotRejected // decided by someone else in between
		}
		title = string(name)
		return tx.appendLog(ctx, kajian.ModEntry{ActorID: authorID, Action: kajian.ModResubmit, SubjectType: string(t),
			SubjectID: id, SubjectTitle: title, Reason: string(reason)})
	})
	return title, err
}
