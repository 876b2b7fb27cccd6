package kajian

import (
	"cmp"
	"math"
	"time"
)

// Listing is where a session stands on the home list at a moment.
type Listing struct {
	// Listed is true when the session appears at all: an approved one-off
	// session whose date is today or later in its own zone, or an active
	// weekly session.
	Listed bool
	// Past is true for the 'Kajian Sebelumnya' group: a one-off session that
	// started earlier today, or a weekly session with a holiday today.
	Past bool
	// Timing is the session's timing at the moment (sort time, next date, …).
	Timing Timing
}

// ListingAt places s on the home list at now. Weekly holidays must be loaded.
func (s *Session) ListingAt(now time.Time) Listing {
	t := s.TimingAt(now)
	l := Listing{Timing: t}
	if !s.IsPublic() {
		return l
	}
	if s.Type == Recurring {
		l.Listed = true
	} else {
		l.Listed = !s.Date.Before(Today(now, s.Zone))
	}
	l.Past = l.Listed && t.Past
	return l
}

// TypeRank breaks ties between a one-off and a weekly session at the same
// sort time or distance: one-off sessions first.
func TypeRank(t Type) int {
	if t == Recurring {
		return 1
	}
	return 0
}

// ListEntry is a session on the home list with what orders it.
type ListEntry struct {
	Type     Type
	ID       string
	SortTime time.Time
	// DistanceKm is the distance from the viewer's point; NaN when the
	// session has no coordinates or no point was given.
	DistanceKm float64
}

// HasDistance reports whether the entry has a distance.
func (e ListEntry) HasDistance() bool { return !math.IsNaN(e.DistanceKm) }

// CompareByDate orders the home list by sort time ('sort_date': a one-off
// session's start, a weekly session's next occurrence), then one-off before
// weekly, then by id so that paging is stable.
func CompareByDate(a, b ListEntry) int {
	if c := a.SortTime.Compare(b.SortTime); c != 0 {
		return c
	}
	if c := cmp.Compare(TypeRank(a.Type), TypeRank(b.Type)); c != 0 {
		return c
	}
	return cmp.Compare(a.ID, b.ID)
}

// CompareByDistance orders the home list nearest first. Sessions without a
// distance (online ones without a place) follow all others, by date.
func CompareByDistance(a, b ListEntry) int {
	ha, hb := a.HasDistance(), b.HasDistance()
	switch {
	case ha && hb:
		if c := cmp.Compare(a.DistanceKm, b.DistanceKm); c != 0 {
			return c
		}
		if c := cmp.Compare(TypeRank(a.Type), TypeRank(b.Type)); c != 0 {
			return c
		}
		return cmp.Compare(a.ID, b.ID)
	case ha:
		return -1
	case hb:
		return 1
	}
	return CompareByDate(a, b)
}
