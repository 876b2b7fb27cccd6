package homelist

import (
	"slices"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Weekly sessions held not every week (every N weeks, or in given weeks of the month: a
// kajian.Rhythm) stay in the weekly order by minute of the week, with their next slot: the list
// orders them by it, as it orders every weekly session by its next occurrence. Their slot is a
// whole number of weeks after the next weekly one (their lap), so the walk by date takes those
// of lap 0 in the weekly order and the few beyond a week after all others (rhythmAfter).
//
// A listing holds a rhythm session's first slot after the listing's from (listed.start) and
// the weeks to the slot after it (listed.gap). A listing is read anew within two days (covers),
// and slots are at least a week apart, so at any moment the listing answers the session's next
// slot is one of the two.

const week = 7 * 24 * time.Hour

// rhythmSlots returns s's first slot after from and the weeks to the next one, at clock time c
// (its time on its first date from then, as weekMin holds it).
func rhythmSlots(s *kajian.Session, first kajian.Date, c kajian.ClockTime, from time.Time) (int64, uint8) {
	slot := kajian.At(first, c, s.Zone)
	if !slot.After(from) {
		first = s.WeeklyDateFrom(first.AddDays(1))
		slot = kajian.At(first, c, s.Zone)
	}
	next := kajian.At(s.WeeklyDateFrom(first.AddDays(1)), c, s.Zone)
	return slot.Unix(), uint8(next.Sub(slot) / week)
}

// sortTime is when e is next on the list: a one-off session's start, a weekly one's next slot.
func (q *query) sortTime(e *listed) time.Time {
	switch {
	case !e.weekly:
		return time.Unix(e.start, 0).UTC()
	case e.gap == 0:
		return q.weeklySortTime(int(e.weekMin))
	case e.start > q.nowUnix:
		return time.Unix(e.start, 0).UTC()
	}
	return time.Unix(e.start, 0).UTC().Add(time.Duration(e.gap) * week)
}

// beyondWeek reports whether a weekly session's next slot is not its next weekly one.
func (q *query) beyondWeek(e *listed) bool {
	return e.gap > 0 && q.sortTime(e).After(q.weeklySortTime(int(e.weekMin)))
}

// rhythmAfter returns the part's weekly sessions whose next slot is beyond a week, upcoming and
// matching and after the entry (nil: all), in date order: what the walk by date gives once its
// weekly ones of this week are all given.
func (q *query) rhythmAfter(p part, take func(e *listed) (hit, bool)) []hit {
	var out []hit
	for _, i := range p.rhythm {
		e := &p.all[i]
		if !p.has(int(i)) || !q.beyondWeek(e) {
			continue
		}
		if h, ok := take(e); ok {
			out = append(out, h)
		}
	}
	slices.SortFunc(out, func(a, b hit) int { return kajian.CompareByDate(a.ListEntry, b.ListEntry) })
	return out
}
