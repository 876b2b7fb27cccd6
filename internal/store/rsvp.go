package store

import (
	"context"
	"fmt"
	"strings"

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

// Attendance is what lists and pages show about answers to occurrences.
type Attendance struct {
	Counts map[kajian.Occurrence]int               // 'hadir' answers per occurrence
	Mine   map[kajian.Occurrence]kajian.RSVPStatus // the viewer's own answers
}

// AttendanceOf reads the 'hadir' counts of many occurrences, and userID's own
// answers when userID is not "", in one query for both session types.
func (db *DB) AttendanceOf(ctx context.Context, userID string, occs []kajian.Occurrence) (Attendance, error) {
	a, _, err := db.AttendanceAndVersion(ctx, userID, occs)
	return a, err
}

// AttendanceAndVersion is AttendanceOf that also reads the versions of the
// home list's listing (listing.go) and of the answers, in the same statement.
func (db *DB) AttendanceAndVersion(ctx context.Context, userID string, occs []kajian.Occurrence) (Attendance, Versions, error) {
	a := Attendance{Counts: map[kajian.Occurrence]int{}, Mine: map[kajian.Occurrence]kajian.RSVPStatus{}}
	byKey := map[string]kajian.Occurrence{} // the occurrences asked, by countKey
	for _, o := range occs {
		if o.Type != kajian.Recurring {
			o.Type, o.Date = kajian.Regular, kajian.Date{}
		}
		byKey[countKey(o)] = o
	}
	parts, args := attendanceParts(userID, byKey)
	parts = append(parts, "SELECT 2, NULL, NULL, version, NULL FROM listing_version",
		"SELECT 3, NULL, NULL, CAST(SUM(version) AS BIGINT), NULL FROM attendance_version")
	rows, err := db.queryPrepared(ctx, strings.Join(parts, " UNION ALL "), args...)
	if err != nil {
		return Attendance{}, Versions{}, fmt.Errorf("attendance: %w", err)
	}
	defer rows.Close()
	v := Versions{Listing: -1, Attendance: -1}
	for rows.Next() {
		var (
			kind, n int64
			id      text
			d       date
			mine    text
		)
		if err := rows.Scan(&kind, &id, &d, &n, &mine); err != nil {
			return Attendance{}, Versions{}, err
		}
		switch kind {
		case 2:
			v.Listing = n
		case 3:
			v.Attendance = n
		case 4:
			a.Counts[byKey[string(id)]] = int(n)
		default: // the viewer's own answer, to this occurrence or (weekly) another date
			o := kajian.Occurrence{Type: kindType(kind), SessionID: string(id), Date: kajian.Date(d)}
			if _, asked := byKey[countKey(o)]; asked {
				a.Mine[o] = kajian.RSVPStatus(mine)
			}
		}
	}
	if err := rows.Err(); err != nil {
		return Attendance{}, Versions{}, fmt.Errorf("attendance: %w", err)
	}
	if v.Listing < 0 || v.Attendance < 0 {
		return Attendance{}, Versions{}, fmt.Errorf("attendance: listing_version or attendance_version has no row")
	}
	return a, v, nil
}

// attendanceParts returns the statements, to go together with UNION ALL, that read the
// occurrences' 'hadir' counts kept in rsvp_counts (kind 4, by countKey) and, when userID is not
// "", userID's own answers to their sessions (kind 0 one-off, 1 weekly with its date): rows of
// (kind, key or session, occurrence date, count, own answer).
func attendanceParts(userID string, byKey map[string]kajian.Occurrence) ([]string, []any) {
	if len(byKey) == 0 {
		return nil, nil
	}
	keys := make([]any, 0, len(byKey))
	ids := map[kajian.Type][]any{}
	for k, o := range byKey {
		keys = append(keys, k)
		ids[o.Type] = append(ids[o.Type], o.SessionID)
	}
	in, args := inList(keys)
	parts := []string{"SELECT 4, occurrence, CAST(NULL AS TEXT), hadir, CAST(NULL AS TEXT) FROM rsvp_counts WHERE occurrence IN (" + in + ")"}
	if userID == "" {
		return parts, args
	}
	for _, t := range []kajian.Type{kajian.Regular, kajian.Recurring} {
		if len(ids[t]) == 0 {
			continue
		}
		kind, col, occCol := "0", "kajian_id", "CAST(NULL AS TEXT)"
		if t == kajian.Recurring {
			kind, col, occCol = "1", "recurring_kajian_id", "occurrence_date"
		}
		in, inArgs := inList(ids[t])
		parts = append(parts, "SELECT "+kind+", CAST("+col+" AS TEXT), "+occCol+", 0, status FROM rsvp WHERE user_id = ? AND "+col+" IN ("+in+")")
		args = append(append(args, userID), inArgs...)
	}
	return parts, args
}

// kindType is the session type of a row's kind column: 1 weekly, else one-off.
func kindType(kind int64) kajian.Type {
	if kind == 1 {
		return kajian.Recurring
	}
	return kajian.Regular
}
