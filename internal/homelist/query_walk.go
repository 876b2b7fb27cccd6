package homelist

import (
	"cmp"
	"math"
	"slices"
	"sort"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Walking the listing for a page's sessions: within a radius (by the grid's cells), nearest first
// (a growing radius, then those without a place), or by date (one-off and weekly streams merged).

// within returns the first n upcoming sessions after the cursor that the
// filter matches and that are at most radiusKm from Near, in the list's
// order, and, when counting, how many sessions match in all (after the
// cursor or not). Sorting by distance, it looks at the nearest cells first
// and at no session of a cell too far to hold one of the first n; a cell
// wholly within the radius is counted without a look at its sessions when
// the filter allows (countCell).
func (q *query) within(radiusKm float64, n int, counting bool) ([]hit, int) {
	first, total := make([]hit, 0, n), 0
	byDistance := q.f.Sort == ByDistance
	for k, p := range q.l.parts() {
		cells := p.cellsNear(q.origin, radiusKm)
		if byDistance {
			slices.SortFunc(cells, func(a, b nearCell) int { return cmp.Compare(a.lo, b.lo) })
		}
		for _, c := range cells {
			// A cell gives no hit when sorting by distance if each of its sessions is farther than
			// the n-th so far, or nearer than the cursor.
			gives := !byDistance || ((len(first) < n || c.lo <= first[n-1].DistanceKm) &&
				(q.cursor == nil || c.hi >= q.cursor.DistanceKm))
			switch {
			case !gives && !counting:
				continue
			case !gives && c.hi <= radiusKm && q.countsCells():
				total += q.countCell(p, k, c.at, c.idx)
				continue
			}
			for _, i := range c.idx {
				e := &p.all[i]
				if !p.has(int(i)) || !q.upcoming(e) || !q.matches(e) {
					continue
				}
				h := q.hitAt(e)
				if h.DistanceKm > radiusKm {
					continue
				}
				total++
				if gives && q.after(h.ListEntry) {
					first = q.keepFirst(first, n, h)
				}
			}
		}
	}
	return first, total
}

// keepFirst adds h to first, the first n hits seen so far in the list's
// order, if it belongs there. A page needs only those: sorting every hit in
// a radius cost more than all else a page does.
func (q *query) keepFirst(first []hit, n int, h hit) []hit {
	if len(first) == n {
		if q.compareHits(h, first[n-1]) >= 0 {
			return first
		}
		first = first[:n-1]
	}
	i, _ := slices.BinarySearchFunc(first, h, q.compareHits)
	return slices.Insert(first, i, h)
}

// inRadius returns the page after the cursor (one entry more than the limit
// when there are more) and the number of sessions within the radius.
func (q *query) inRadius() ([]hit, int) {
	return q.within(q.f.RadiusKm, q.limit+1, true)
}

// The search box when sorting by distance without a radius starts at this
// many km beyond the cursor and doubles until it holds a page.
const firstBoxKm = 3.0

// nearest returns the page after the cursor sorted by distance: sessions with
// a place from a growing box, then sessions without one by date.
func (q *query) nearest() []hit {
	need := q.limit + 1
	var page []hit
	if q.cursor == nil || q.cursor.HasDistance() {
		from := 0.0
		if q.cursor != nil {
			from = q.cursor.DistanceKm
		}
		for extra := firstBoxKm; ; extra *= 2 {
			radius := from + extra
			if page, _ = q.within(radius, need, false); len(page) >= need || radius >= math.Pi*kajian.EarthRadiusKm {
				break
			}
		}
		if len(page) >= need {
			return page
		}
	}
	// Every session with a place is on this page or an earlier one: the rest
	// have none and follow by date.
	var after *kajian.ListEntry
	if q.cursor != nil && !q.cursor.HasDistance() {
		after = q.cursor
	}
	page = append(page, q.byDate(true, after)...)
	return page[:min(len(page), need)]
}

// byDate returns up to limit+1 upcoming sessions the filter matches after
// the entry (nil: from the start) in date order, only those without a place
// when unplaced. Each part's one-off sessions are read in order of start and
// its weekly ones in order of next occurrence; the streams are merged.
func (q *query) byDate(unplaced bool, after *kajian.ListEntry) []hit {
	take := func(e *listed) (hit, bool) {
		if (unplaced && e.placed) || !q.upcoming(e) || !q.matches(e) {
			return hit{}, false
		}
		h := q.hitAt(e)
		return h, after == nil || kajian.CompareByDate(h.ListEntry, *after) > 0
	}
	var streams []func() (hit, bool)
	for _, p := range q.l.parts() {
		if q.wants(kajian.Regular) {
			i := q.oneOffFrom(p, after)
			end := p.nOneOff
			if q.windowed { // none starts within a window before its earliest or after its latest
				i, end = max(i, p.startingAt(q.win.lo)), max(i, p.startingAt(q.win.hi))
			}
			streams = append(streams, func() (hit, bool) {
				for ; i < end; i++ {
					if !p.has(i) {
						continue
					}
					if h, ok := take(&p.all[i]); ok {
						i++
						return h, true
					}
				}
				return hit{}, false
			})
		}
		if q.wants(kajian.Recurring) {
			w, n := q.weeklyFrom(p, after), len(p.weekly())
			var beyond []hit // the sessions whose slot is beyond a week, once this week's are given
			streams = append(streams, func() (hit, bool) {
				for ; w.k < n; w.k++ {
					i := p.nOneOff + (w.start+w.k)%n
					if q.windowed && q.weeklySortTime(int(p.all[i].weekMin)).Unix() >= q.win.hi {
						w.k = n // the rest come later still, and no window reaches beyond a week
						w.beyond = true
						break
					}
					if !p.has(i) || q.beyondWeek(&p.all[i]) {
						continue
					}
					if h, ok := take(&p.all[i]); ok {
						w.k++
						return h, true
					}
				}
				if !w.beyond {
					beyond, w.beyond = q.rhythmAfter(p, take), true
				}
				if len(beyond) == 0 {
					return hit{}, false
				}
				h := beyond[0]
				beyond = beyond[1:]
				return h, true
			})
		}
	}
	heads := make([]hit, len(streams))
	ok := make([]bool, len(streams))
	for k, next := range streams {
		heads[k], ok[k] = next()
	}
	var out []hit
	for len(out) < q.limit+1 {
		first := -1
		for k := range streams {
			if ok[k] && (first < 0 || kajian.CompareByDate(heads[k].ListEntry, heads[first].ListEntry) < 0) {
				first = k
			}
		}
		if first < 0 {
			break
		}
		out = append(out, heads[first])
		heads[first], ok[first] = streams[first]()
	}
	return out
}

// oneOffFrom returns the index of the part's first one-off session that may
// come after the entry in date order, or after now.
func (q *query) oneOffFrom(p part, after *kajian.ListEntry) int {
	i := q.firstUpcoming(p)
	if after != nil {
		oneOff := p.oneOff()
		from := after.SortTime.Unix() // starts are whole seconds: the first at or after SortTime
		if after.SortTime.Nanosecond() > 0 {
			from++
		}
		i = max(i, sort.Search(len(oneOff), func(i int) bool { return oneOff[i].start >= from }))
	}
	return i
}

// weeklyCursor walks the weekly sessions in order of next occurrence: the
// k-th is weekly()[(start+k) % len].
type weeklyCursor struct {
	start, k int
	beyond   bool // the sessions beyond a week are taken (rhythmAfter)
}

// weeklyFrom returns where the walk through the part's weekly sessions in
// order of next occurrence starts: at the minute after now (key 0), or at
// the key of the entry's sort time.
func (q *query) weeklyFrom(p part, after *kajian.ListEntry) weeklyCursor {
	weekly := p.weekly()
	n := len(weekly)
	// The sessions are ordered by week minute; the one with key 0 or the
	// next comes first.
	start := sort.Search(n, func(i int) bool { return int(weekly[i].weekMin) > q.weekMin })
	c := weeklyCursor{start: start % max(n, 1)}
	if after == nil || !after.SortTime.After(q.minute) {
		return c
	}
	key := int(after.SortTime.Sub(q.minute)/time.Minute) - 1
	if key >= minutesPerWeek {
		return weeklyCursor{k: n} // the entry is beyond every next occurrence
	}
	c.k = sort.Search(n, func(k int) bool { return q.weeklyKey(int(weekly[(c.start+k)%n].weekMin)) >= key })
	return c
}
