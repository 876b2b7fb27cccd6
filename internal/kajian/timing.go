package kajian

import "time"

// HolidayLookahead is how many upcoming holidays lists and pages show.
const HolidayLookahead = 5

// Timing is what lists and pages derive from a session's schedule at a moment.
type Timing struct {
	// SortTime orders lists: a one-off session's start, or a recurring
	// session's next date of its rhythm (held or not).
	SortTime time.Time
	// Next is when the session is next held: a one-off session's start, or
	// a weekly session's next occurrence that is not a holiday. Pages,
	// calendars, share text and structured data show it.
	Next time.Time
	// NextDate is the calendar date of Next in the session's zone; for a
	// weekly session it is the occurrence attendance answers belong to.
	NextDate Date
	// Past is true when a one-off session has started, or a weekly session
	// has a holiday today: both go to the 'Kajian Sebelumnya' group.
	Past bool
	// HolidayToday is today's holiday of a weekly session, if any.
	HolidayToday *Holiday
	// Cancelled is the cancellation of a weekly session's slot at SortTime, if
	// any: unlike a holiday it stays listed until its time, with its badge.
	Cancelled *Holiday
	// Upcoming holds a weekly session's holidays from today on (not its
	// cancelled dates), at most HolidayLookahead of them; HolidaysMore counts the rest.
	Upcoming     []Holiday
	HolidaysMore int
	// IsToday is true when the session (or its next occurrence) falls on
	// today's date in its zone, e.g. to offer 'Gabung Live Stream'.
	IsToday bool
}

// TimingAt derives s's timing at now, in the session's own zone. Holidays
// must be loaded (ascending) for weekly sessions.
func (s *Session) TimingAt(now time.Time) Timing {
	today := Today(now, s.Zone)
	if s.Type != Recurring {
		start := s.Start()
		return Timing{SortTime: start, Next: start, NextDate: s.Date, Past: !start.After(now), IsToday: s.Date == today}
	}
	slot := s.nextSlot(now)
	t := Timing{SortTime: slot, Next: slot, NextDate: DateOf(slot.In(s.Zone.Location()))}
	// A holiday is not an occurrence: the next one held comes after it.
	if _, off := s.HolidayOn(t.NextDate); off {
		t.NextDate = s.HeldFrom(t.NextDate)
		t.Next = At(t.NextDate, s.TimeOn(t.NextDate), s.Zone)
	}
	if h, ok := s.CancelledOn(DateOf(slot.In(s.Zone.Location()))); ok {
		t.Cancelled = &h
	}
	t.IsToday = t.NextDate == today
	if h, off := s.OffOn(today); off {
		t.HolidayToday, t.Past = &h, true
	}
	for _, h := range s.Holidays {
		if h.Last().Before(today) || h.Cancelled {
			continue
		}
		if len(t.Upcoming) < HolidayLookahead {
			t.Upcoming = append(t.Upcoming, h)
		} else {
			t.HolidaysMore++
		}
	}
	return t
}

// nextSlot is a recurring session's next start after now on a date of its rhythm, held or not:
// today's if it has not started yet, else the rhythm's next date. A session after a prayer starts
// at that prayer's time of each date.
func (s *Session) nextSlot(now time.Time) time.Time {
	d := s.WeeklyDateFrom(Today(now, s.Zone))
	next := At(d, s.TimeOn(d), s.Zone)
	if !next.After(now) {
		d = s.WeeklyDateFrom(d.AddDays(1))
		next = At(d, s.TimeOn(d), s.Zone)
	}
	return next
}

// CanAttend reports whether attendance may be recorded for s at now: it is
// public and upcoming (a one-off that has not started and is not cancelled; a
// weekly session without a holiday today: its answers go to its next date held).
func (s *Session) CanAttend(now time.Time) bool {
	return s.IsPublic() && !s.IsCancelled() && !s.TimingAt(now).Past
}
