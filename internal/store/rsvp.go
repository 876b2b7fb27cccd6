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

// Occurrence names what attendance answers belong to: a one-off session, or
// one date of a weekly session.
type Occurrence struct {
	Type      kajian.Type
	SessionID string
	Date      kajian.Date // weekly only
}

// Attendance is what lists and pages show about answers to occurrences.
type Attendance struct {
	Counts map[Occurrence]int               // 'hadir' answers per occurrence
	Mine   map[Occurrence]kajian.RSVPStatus // the viewer's own answers
}

// AttendanceOf counts the 'hadir' answers of many occurrences in one query
// per session type, and reads userID's own answers when userID is not "".
func (db *DB) AttendanceOf(ctx context.Context, userID string, occs []Occurrence) (Attendance, error) {
	a := Attendance{Counts: map[Occurrence]int{}, Mine: map[Occurrence]kajian.RSVPStatus{}}
	var oneOff, weekly []any
	for _, o := range occs {
		if o.Type == kajian.Recurring {
			weekly = append(weekly, o.SessionID)
		} else {
			oneOff = append(oneOff, o.SessionID)
		}
	}
	wanted := map[Occurrence]bool{}
	for _, o := range occs {
		if o.Type != kajian.Recurring {
			o.Date = kajian.Date{}
		}
		wanted[o] = true
	}
	read := func(t kajian.Type, ids []any) error {
		if len(ids) == 0 {
			return nil
		}
		col, occCol, group := "kajian_id", "NULL", "kajian_id"
		if t == kajian.Recurring {
			col, occCol, group = "recurring_kajian_id", "occurrence_date", "recurring_kajian_id, occurrence_date"
		}
		// Counts of 'hadir' and the viewer's own answer per occurrence, in one pass.
		q := "SELECT " + col + ", " + occCol + ", SUM(CASE WHEN status = 'hadir' THEN 1 ELSE 0 END), " +
			"MAX(CASE WHEN user_id = ? THEN status ELSE NULL END) FROM rsvp WHERE " + col + " IN (" + placeholders(len(ids)) + ")" +
			" GROUP BY " + group
		args := append([]any{userIDOrNone(userID)}, ids...)
		rows, err := db.query(ctx, q, args...)
		if err != nil {
			return fmt.Errorf("attendance: %w", err)
		}
		defer rows.Close()
		for rows.Next() {
			var (
				id, mine text
				d        date
				n        int
			)
			if err := rows.Scan(&id, &d, &n, &mine); err != nil {
				return err
			}
			o := Occurrence{Type: t, SessionID: string(id), Date: kajian.Date(d)}
			if !wanted[o] {
				continue // another occurrence of a weekly session
			}
			a.Counts[o] = n
			if mine != "" {
				a.Mine[o] = kajian.RSVPStatus(mine)
			}
		}
		return rows.Err()
	}
	if err := read(kajian.Regular, oneOff); err != nil {
		return a, err
	}
	return a, read(kajian.Recurring, weekly)
}

// userIDOrNone stands in for "no viewer" with an id no user has, so the same
// query serves visitors. PostgreSQL compares it as a uuid, so it must be one.
func userIDOrNone(userID string) string {
	if userID == "" {
		return "00000000-0000-0000-0000-000000000000"
	}
	return userID
}
