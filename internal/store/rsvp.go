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

// AttendanceOf counts the 'hadir' answers of many occurrences, and reads
// userID's own answers when userID is not "", in one query for both session
// types.
func (db *DB) AttendanceOf(ctx context.Context, userID string, occs []Occurrence) (Attendance, error) {
	a, _, err := db.AttendanceAndVersion(ctx, userID, occs)
	return a, err
}

// AttendanceAndVersion is AttendanceOf that also reads the versions of the
// home list's listing (listing.go) and of the answers, in the same statement.
func (db *DB) AttendanceAndVersion(ctx context.Context, userID string, occs []Occurrence) (Attendance, Versions, error) {
	ids := map[kajian.Type][]any{}
	for _, o := range occs {
		t := o.Type
		if t != kajian.Recurring {
			t = kajian.Regular
		}
		ids[t] = append(ids[t], o.SessionID)
	}
	parts, args := attendanceParts(userID, ids)
	parts = append(parts, "SELECT 2, NULL, NULL, version, NULL FROM listing_version",
		"SELECT 3, NULL, NULL, CAST(SUM(version) AS BIGINT), NULL FROM attendance_version")
	rows, err := db.queryPrepared(ctx, strings.Join(parts, " UNION ALL "), args...)
	if err != nil {
		return Attendance{}, Versions{}, fmt.Errorf("attendance: %w", err)
	}
	defer rows.Close()
	var (
		answers []answerCount
		v       = Versions{Listing: -1, Attendance: -1}
	)
	for rows.Next() {
		var (
			a       answerCount
			kind, n int64
			id      text
			d       date
		)
		if err := rows.Scan(&kind, &id, &d, &n, &a.mine); err != nil {
			return Attendance{}, Versions{}, err
		}
		switch kind {
		case 2:
			v.Listing = n
			continue
		case 3:
			v.Attendance = n
			continue
		}
		a.occ = Occurrence{Type: kindType(kind), SessionID: string(id), Date: kajian.Date(d)}
		a.hadir = int(n)
		answers = append(answers, a)
	}
	if err := rows.Err(); err != nil {
		return Attendance{}, Versions{}, fmt.Errorf("attendance: %w", err)
	}
	if v.Listing < 0 || v.Attendance < 0 {
		return Attendance{}, Versions{}, fmt.Errorf("attendance: listing_version or attendance_version has no row")
	}
	return newAttendance(occs, answers), v, nil
}

// attendanceParts returns one statement per session type counting the
// 'hadir' answers and reading userID's own answer per occurrence of the
// sessions in ids, in one pass over each type's answers: rows of (kind,
// session, occurrence date, count, own answer), kind 1 for weekly sessions.
// The parts go together with UNION ALL.
func attendanceParts(userID string, ids map[kajian.Type][]any) ([]string, []any) {
	var (
		parts []string
		args  []any
	)
	for _, t := range []kajian.Type{kajian.Regular, kajian.Recurring} {
		list := ids[t]
		if len(list) == 0 {
			continue
		}
		kind, col, occCol, group := "0", "kajian_id", "CAST(NULL AS TEXT)", "kajian_id"
		if t == kajian.Recurring {
			kind, col, occCol, group = "1", "recurring_kajian_id", "occurrence_date", "recurring_kajian_id, occurrence_date"
		}
		in, inArgs := inList(list)
		parts = append(parts, "SELECT "+kind+" AS kind, "+col+" AS session_id, "+occCol+" AS occurrence, "+
			"SUM(CASE WHEN status = 'hadir' THEN 1 ELSE 0 END) AS hadir, "+
			"MAX(CASE WHEN user_id = ? THEN status ELSE NULL END) AS mine FROM rsvp WHERE "+col+" IN ("+in+")"+
			" GROUP BY "+group)
		args = append(append(args, userIDOrNone(userID)), inArgs...)
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

// answerCount is one row of attendanceParts.
type answerCount struct {
	occ   Occurrence
	hadir int
	mine  text
}

// newAttendance keeps the answers to the occurrences asked for: the rows
// hold every occurrence of a weekly session.
func newAttendance(occs []Occurrence, answers []answerCount) Attendance {
	a := Attendance{Counts: map[Occurrence]int{}, Mine: map[Occurrence]kajian.RSVPStatus{}}
	wanted := map[Occurrence]bool{}
	for _, o := range occs {
		if o.Type != kajian.Recurring {
			o.Type, o.Date = kajian.Regular, kajian.Date{}
		}
		wanted[o] = true
	}
	for _, ans := range answers {
		if !wanted[ans.occ] {
			continue // another occurrence of a weekly session
		}
		a.Counts[ans.occ] = ans.hadir
		if ans.mine != "" {
			a.Mine[ans.occ] = kajian.RSVPStatus(ans.mine)
		}
	}
	return a
}

// userIDOrNone stands in for "no viewer" with an id no user has, so the same
// query serves visitors. PostgreSQL compares it as a uuid, so it must be one.
func userIDOrNone(userID string) string {
	if userID == "" {
		return "00000000-0000-0000-0000-000000000000"
	}
	return userID
}
