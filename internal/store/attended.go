package store

import (
	"context"
	"fmt"

	"github.com/kajiankita/kajian/internal/kajian"
)

// ListAttendedSessions returns the public sessions userID answered 'hadir'
// to: one-off ones newest date first, then weekly ones newest first, at most
// kajian.MaxPickerSessions of each, with their speakers.
func (db *DB) ListAttendedSessions(ctx context.Context, userID string) ([]*kajian.Session, error) {
	return db.pickerSessions(ctx, "id IN (SELECT %s FROM rsvp WHERE user_id = ? AND status = ?)", userID, string(kajian.Hadir))
}

// ListPublicSessions returns public sessions for the picker when the user
// has attended none: approved one-off sessions newest date first and active
// weekly ones newest first, at most kajian.MaxPickerSessions of each.
func (db *DB) ListPublicSessions(ctx context.Context) ([]*kajian.Session, error) {
	return db.pickerSessions(ctx, "")
}

func (db *DB) pickerSessions(ctx context.Context, cond string, args ...any) ([]*kajian.Session, error) {
	var out []*kajian.Session
	for _, t := range []kajian.Type{kajian.Regular, kajian.Recurring} {
		where, order := "status = ?", "date DESC, time DESC"
		if t == kajian.Recurring {
			order = "created_at DESC"
		}
		qargs := []any{string(kajian.PublicStatus(t))}
		if cond != "" {
			where += " AND " + fmt.Sprintf(cond, fkColumn(t))
			qargs = append(qargs, args...)
		}
		batch, err := db.readSessions(ctx, t, kajian.Date{}, "SELECT "+sessionColumns(t, "")+" FROM "+table(t)+" WHERE "+where+" ORDER BY "+order+" LIMIT ?",
			append(qargs, kajian.MaxPickerSessions)...)
		if err != nil {
			return nil, fmt.Errorf("picker sessions: %w", err)
		}
		out = append(out, batch...)
	}
	return out, nil
}

// readSessions runs a query of sessionColumns rows of type t and attaches their speakers and
// holidays (from the date given).
func (db *DB) readSessions(ctx context.Context, t kajian.Type, holidaysFrom kajian.Date, query string, args ...any) ([]*kajian.Session, error) {
	rows, err := db.query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	var batch []*kajian.Session
	for rows.Next() {
		s, err := scanSession(rows, t)
		if err != nil {
			rows.Close()
			return nil, err
		}
		batch = append(batch, s)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return batch, db.attachDetails(ctx, t, batch, holidaysFrom)
}
