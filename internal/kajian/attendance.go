package kajian

import "time"

// RSVPStatus is an attendance answer.
type RSVPStatus string

// Attendance answers; only Hadir counts as attending.
const (
	Hadir      RSVPStatus = "hadir"
	TidakHadir RSVPStatus = "tidak_hadir"
)

// Valid reports whether s is an attendance answer.
func (s RSVPStatus) Valid() bool { return s == Hadir || s == TidakHadir }

// Occurrence names what attendance answers belong to: a one-off session, or
// one date of a weekly session.
type Occurrence struct {
	Type      Type
	SessionID string
	Date      Date // weekly only
}

// OccurrenceAt is what answers for s belong to at now: the session, or
// (weekly) its next occurrence.
func (s *Session) OccurrenceAt(now time.Time) Occurrence {
	return s.OccurrenceFor(s.TimingAt(now))
}

// OccurrenceFor is OccurrenceAt for s's timing t already computed at the
// moment (the home list keeps it).
func (s *Session) OccurrenceFor(t Timing) Occurrence {
	o := Occurrence{Type: s.Type, SessionID: s.ID}
	if s.Type == Recurring {
		o.Date = t.NextDate
	}
	return o
}
