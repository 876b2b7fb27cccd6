package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
)

// CreateJournalEntry stores a note and its tags in one transaction and fills
// in its id and times (and its plain text, when not given). clientKey, when
// not "", names the client's save: a second save with the same key by the
// same user stores nothing and fills e with the note the first one made;
// created then reports false.
func (db *DB) CreateJournalEntry(ctx context.Context, e *kajian.JournalEntry, clientKey string) (created bool, err error) {
	return db.CreateJournalEntryWithin(ctx, e, clientKey, kajian.NoteQuota{})
}

// CreateJournalEntryWithin is CreateJournalEntry within the author's quota:
// kajian.ErrNoteQuota or ErrNoteBytesQuota when the note would go beyond it,
// counted in the transaction that stores it with the author's row locked, so
// saves at once (from any copy of the server) count each other. A second
// save of the same clientKey is answered as ever, full quota or not.
func (db *DB) CreateJournalEntryWithin(ctx context.Context, e *kajian.JournalEntry, clientKey string, quota kajian.NoteQuota) (created bool, err error) {
	now := db.clock.Now()
	e.ID, e.CreatedAt, e.UpdatedAt = uuid.NewString(), now, now
	if e.Visibility == "" {
		e.Visibility = kajian.Private
	}
	if e.NotesText == "" {
		e.NotesText = kajian.NoteText(e.Notes)
	}
	err = db.inTx(ctx, func(tx *Tx) error {
		if quota != (kajian.NoteQuota{}) {
			if err := tx.checkNoteQuota(ctx, e.UserID, "", clientKey, len(e.Notes), quota); err != nil {
				return err
			}
		}
		if _, err := tx.exec(ctx, `INSERT INTO kajian_journal (id, user_id, kajian_id, recurring_kajian_id, attendance_date, notes,
			notes_text, is_favorite, visibility, client_key, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			e.ID, e.UserID, nullString(e.KajianID), nullString(e.RecurringKajianID), date(e.AttendanceDate), e.Notes, e.NotesText,
			e.IsFavorite, string(e.Visibility), nullString(clientKey), db.ts(now), db.ts(now)); err != nil {
			return fmt.Errorf("insert journal: %w", translate(err))
		}
		return tx.replaceTags(ctx, e.ID, e.Tags)
	})
	if clientKey != "" && errors.Is(err, kajian.ErrConflict) {
		var id text
		if err := db.queryRow(ctx, "SELECT id FROM kajian_journal WHERE user_id = ? AND client_key = ?", e.UserID, clientKey).
			Scan(&id); err != nil {
			return false, fmt.Errorf("find saved note: %w", translate(err))
		}
		n, err := db.FindNote(ctx, string(id))
		if err != nil {
			return false, err
		}
		*e = n.JournalEntry
		return false, nil
	}
	return err == nil, err
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

// checkNoteQuota refuses a note of size bytes by userID that would take
// their notes beyond quota; except is a note being replaced (an edit), and a
// save whose clientKey is already stored is let through to be answered with
// its note.
func (tx *Tx) checkNoteQuota(ctx context.Context, userID, except, clientKey string, size int, quota kajian.NoteQuota) error {
	if err := tx.queryRow(ctx, "SELECT id FROM user_profiles WHERE id = ?"+tx.db.forUpdate(), userID).Scan(new(text)); err != nil {
		return fmt.Errorf("lock the author: %w", translate(err))
	}
	if clientKey != "" {
		var n int
		if err := tx.queryRow(ctx, "SELECT COUNT(*) FROM kajian_journal WHERE user_id = ? AND client_key = ?", userID, clientKey).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return nil
		}
	}
	var count int
	var bytes int64
	// octet_length reads the stored length, not the notes themselves (SQLite ≥ 3.43).
	query, args := `SELECT COUNT(*), COALESCE(SUM(octet_length(notes)), 0) FROM kajian_journal WHERE user_id = ?`, []any{userID}
	if except != "" {
		query, args = query+" AND id <> ?", append(args, except)
	}
	if err := tx.queryRow(ctx, query, args...).Scan(&count, &bytes); err != nil {
		return fmt.Errorf("count notes: %w", err)
	}
	if except != "" { // an edit adds no note: only the bytes count
		return quota.Check(0, bytes+int64(size))
	}
	return quota.Check(count+1, bytes+int64(size))
}

// UpdateJournalEntry saves an edit of e's date, notes, tags, visibility and
// favourite, only when e.UserID wrote it (kajian.ErrNotFound otherwise), and
// within the author's quota (kajian.ErrNoteBytesQuota; the zero quota
// bounds nothing).
func (db *DB) UpdateJournalEntry(ctx context.Context, e *kajian.JournalEntry, quota kajian.NoteQuota) error {
	e.UpdatedAt = db.clock.Now()
	if e.NotesText == "" {
		e.NotesText = kajian.NoteText(e.Notes)
	}
	return db.inTx(ctx, func(tx *Tx) error {
		if quota != (kajian.NoteQuota{}) {
			if err := tx.checkNoteQuota(ctx, e.UserID, e.ID, "", len(e.Notes), quota); err != nil {
				return err
			}
		}
		res, err := tx.exec(ctx, `UPDATE kajian_journal SET attendance_date = ?, notes = ?, notes_text = ?, is_favorite = ?,
			visibility = ?, updated_at = ? WHERE id = ? AND user_id = ?`,
			date(e.AttendanceDate), e.Notes, e.NotesText, e.IsFavorite, string(e.Visibility), db.ts(e.UpdatedAt), e.ID, e.UserID)
		if err := oneRow(res, err); err != nil {
			return err
		}
		return tx.replaceTags(ctx, e.ID, e.Tags)
	})
}

// SetNoteVisibility changes the visibility of a note userID wrote.
func (db *DB) SetNoteVisibility(ctx context.Context, id, userID string, v kajian.Visibility) error {
	res, err := db.exec(ctx, "UPDATE kajian_journal SET visibility = ?, updated_at = ? WHERE id = ? AND user_id = ?",
		string(v), db.ts(db.clock.Now()), id, userID)
	return oneRow(res, err)
}

// SetNoteFavorite marks or unmarks a note userID wrote as a favourite.
func (db *DB) SetNoteFavorite(ctx context.Context, id, userID string, favorite bool) error {
	res, err := db.exec(ctx, "UPDATE kajian_journal SET is_favorite = ?, updated_at = ? WHERE id = ? AND user_id = ?",
		favorite, db.ts(db.clock.Now()), id, userID)
	return oneRow(res, err)
}

// DeleteOwnNote deletes a note userID wrote.
func (db *DB) DeleteOwnNote(ctx context.Context, id, userID string) error {
	res, err := db.exec(ctx, "DELETE FROM kajian_journal WHERE id = ? AND user_id = ?", id, userID)
	return oneRow(res, err)
}

// DeletePublicNote deletes a note while it is public (moderation by
// adminID, recorded in the moderation log): a note its author made private
// meanwhile is not found. The log names the note by its session's title.
func (db *DB) DeletePublicNote(ctx context.Context, id, adminID string) (Acted, error) {
	var acted Acted
	if !validUUID(id) {
		return acted, kajian.ErrNotFound
	}
	err := db.inTx(ctx, func(tx *Tx) error {
		var title, owner text
		err := tx.queryRow(ctx, `SELECT COALESCE(k.title, r.title, ''), j.user_id FROM kajian_journal j
			LEFT JOIN kajian k ON k.id = j.kajian_id LEFT JOIN recurring_kajian r ON r.id = j.recurring_kajian_id
			WHERE j.id = ? AND j.visibility = ?`, id, string(kajian.Public)).Scan(&title, &owner)
		if errors.Is(err, sql.ErrNoRows) {
			return kajian.ErrNotFound
		}
		if err != nil {
			return err
		}
		// Still public when deleted: its author may have made it private meanwhile.
		res, err := tx.exec(ctx, "DELETE FROM kajian_journal WHERE id = ? AND visibility = ?", id, string(kajian.Public))
		if err := oneRow(res, err); err != nil {
			return err
		}
		acted = Acted{Title: string(title), OwnerID: string(owner)}
		return tx.appendLog(ctx, kajian.ModEntry{ActorID: adminID, Action: kajian.ModDeleteNote, SubjectType: kajian.SubjectNote,
			SubjectID: id, SubjectTitle: acted.Title})
	})
	return acted, err
}

// oneRow turns a write that touched no row into kajian.ErrNotFound.
func oneRow(res interface{ RowsAffected() (int64, error) }, err error) error {
	if err != nil {
		return translate(err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return kajian.ErrNotFound
	}
	return nil
}
