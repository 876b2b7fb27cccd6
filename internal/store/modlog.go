package store

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// Acted is what an admin action touched, for the log and for the notice to
// its owner: the subject's title and who owns it (empty when nobody does).
type Acted struct {
	Title   string
	OwnerID string
	Slug    string // a session's slug
}

// appendLog writes one line of the moderation log in the action's own
// transaction, so an action and its record stand or fall together. Its id is
// a UUIDv7 (time-ordered), so lines written in the same instant keep their
// order.
func (tx *Tx) appendLog(ctx context.Context, e kajian.ModEntry) error {
	_, err := tx.exec(ctx, `INSERT INTO moderation_log (id, actor_id, action, subject_type, subject_id, subject_title,
		detail, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		uuid.Must(uuid.NewV7()).String(), nullString(e.ActorID), string(e.Action), e.SubjectType, e.SubjectID, e.SubjectTitle,
		nullString(e.Detail), nullString(e.Reason), tx.db.ts(tx.db.clock.Now()))
	if err != nil {
		return fmt.Errorf("append to the moderation log: %w", err)
	}
	return nil
}

// ListModLog returns the newest limit lines of the moderation log with each
// actor's current name. A line it cannot read whole (a NULL or a time that
// does not parse, possible in SQLite's loose columns) comes back with those
// fields empty rather than failing the list; kajian.ModEntry.Readable tells.
func (db *DB) ListModLog(ctx context.Context, limit int) ([]kajian.ModEntry, error) {
	rows, err := db.query(ctx, `SELECT l.id, l.actor_id, p.full_name, l.action, l.subject_type, l.subject_id, l.subject_title,
		l.detail, l.reason, l.created_at FROM moderation_log l LEFT JOIN user_profiles p ON p.id = l.actor_id
		ORDER BY l.created_at DESC, l.id DESC LIMIT ?`, limit)
	if err != nil {
		return nil, fmt.Errorf("list the moderation log: %w", err)
	}
	defer rows.Close()
	var out []kajian.ModEntry
	for rows.Next() {
		var e kajian.ModEntry
		var id, actor, name, action, subjectType, subjectID, title, detail, reason, created text
		var at instant
		if err := rows.Scan(&id, &actor, &name, &action, &subjectType, &subjectID, &title, &detail, &reason, &at); err != nil {
			// Only created_at can fail (text scans anything): read the line without its time.
			if err := rows.Scan(&id, &actor, &name, &action, &subjectType, &subjectID, &title, &detail, &reason, &created); err != nil {
				return nil, err
			}
			at = instant{}
		}
		e.ID, e.ActorID, e.ActorName, e.Action = string(id), string(actor), string(name), kajian.ModAction(action)
		e.SubjectType, e.SubjectID, e.SubjectTitle = string(subjectType), string(subjectID), string(title)
		e.Detail, e.Reason, e.CreatedAt = string(detail), string(reason), at.Time
		out = append(out, e)
	}
	return out, rows.Err()
}
