package store

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// CreateJournalEntry stores a note and its tags in one transaction and fills
// in its ID and times.
func (db *DB) CreateJournalEntry(ctx context.Context, e *kajian.JournalEntry) error {
	now := db.clock.Now()
	e.ID, e.CreatedAt, e.UpdatedAt = uuid.NewString(), now, now
	if e.Visibility == "" {
		e.Visibility = kajian.Private
	}
	return db.inTx(ctx, func(tx *Tx) error {
		if _, err := tx.exec(ctx, `INSERT INTO kajian_journal (id, user_id, kajian_id, recurring_kajian_id, attendance_date, notes,
			is_favorite, visibility, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			e.ID, e.UserID, nullString(e.KajianID), nullString(e.RecurringKajianID), date(e.AttendanceDate), e.Notes,
			e.IsFavorite, string(e.Visibility), db.ts(now), db.ts(now)); err != nil {
			return fmt.Errorf("insert journal: %w", err)
		}
		return tx.replaceTags(ctx, e.ID, e.Tags)
	})
}

func (tx *Tx) replaceTags(ctx context.Context, journalID string, tags []string) error {
	if _, err := tx.exec(ctx, "DELETE FROM kajian_journal_tags WHERE journal_id = ?", journalID); err != nil {
		return err
	}
	for i, tag := range tags {
		if _, err := tx.exec(ctx, "INSERT INTO kajian_journal_tags (journal_id, tag, position) VALUES (?, ?, ?)", journalID, tag, i); err != nil {
			return fmt.Errorf("insert tag: %w", err)
		}
	}
	return nil
}
