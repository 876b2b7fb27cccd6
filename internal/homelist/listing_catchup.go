package homelist

import (
	"math"
	"slices"
	"sort"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Catching up: a listing follows its predecessor by the sessions changed since (base, gone,
// recent), remembers the steps that led to it (what kept pages are judged by, fresh.go), carries
// its kept counts over, and merges recent into base once it has grown (compaction).

// next returns the listing at version that follows old: old's sessions
// without those changed, and those read (when changed is nil: only those
// read, every listable session).
func (old *listing) next(version int64, changed map[kajian.Type]map[string]bool, got []read) *listing {
	l := &listing{version: version, from: old.from, holidaysFrom: old.holidaysFrom}
	if changed == nil {
		n := 0
		for _, r := range got {
			n += len(r.id) + len(r.search) + len(r.speakers) + 4*len(r.holidays)
		}
		l.arena = make([]byte, 0, n)
		l.base, l.recent = l.sort(l.putAll(got)), l.sort(nil)
		l.gone = part{sorted: l.base}
		return l
	}
	l.arena, l.base = old.arena, old.base // appended to: old's text stays as it is
	entering := l.putAll(got)
	// The changed sessions old holds leave it: those of its base are marked gone, those of its
	// recent ones not kept.
	l.gone = part{sorted: l.base, gone: slices.Clone(old.gone.gone), goneAt: slices.Clone(old.gone.goneAt)}
	if l.gone.gone == nil {
		l.gone.gone = make([]uint64, (len(l.base.all)+63)/64)
	}
	var leaving []*listed
	for t, ids := range changed {
		for id := range ids {
			if i, ok := l.base.find(l, t, id); ok && l.gone.has(i) {
				l.gone.gone[i>>6] |= 1 << (i & 63)
				l.gone.goneAt = append(l.gone.goneAt, int32(i))
				leaving = append(leaving, &l.base.all[i])
			}
		}
	}
	slices.Sort(l.gone.goneAt)
	kept := make([]listed, 0, len(old.recent.all)+len(entering))
	for i := range old.recent.all {
		if e := &old.recent.all[i]; changed[e.typ()][l.id(e)] {
			leaving = append(leaving, e)
		} else {
			kept = append(kept, *e)
		}
	}
	l.recent = l.sort(append(kept, entering...))
	l.followCounts(old, leaving, entering)
	moved := slices.Clone(entering)
	for _, e := range leaving {
		moved = append(moved, *e)
	}
	l.steps = append(slices.Clone(old.steps[max(0, len(old.steps)-maxSteps+1):]), step{old.version, version, moved})
	if len(l.gone.goneAt)+len(l.recent.all) > compactAt(len(l.base.all)) {
		l.compact()
	}
	return l
}

// unchangedSince reports whether the sessions changed since version from
// leave q's page as it was: none of them, as listed before or after, is one
// q matches (within its radius), so the same sessions match, in the same
// order, with the same total. false when the listing does not remember every
// step since from.
func (l *listing) unchangedSince(q *query, from int64) bool {
	q.l = l
	steps, known := l.stepsSince(from)
	if !known {
		return false
	}
	for _, s := range steps {
		for k := range s.changed {
			if e := &s.changed[k]; q.matches(e) && (!q.bounded() || e.placed && q.origin.DistanceKm(e.at) <= q.f.RadiusKm) {
				return false
			}
		}
	}
	return true
}

// stepsSince returns the steps that led from version from to the listing's, newest first; false
// when the listing does not remember every one.
func (l *listing) stepsSince(from int64) ([]*step, bool) {
	var steps []*step
	at := l.version
	for i := len(l.steps) - 1; i >= 0 && at > from; i-- {
		s := &l.steps[i]
		if s.to != at {
			return nil, false
		}
		steps = append(steps, s)
		at = s.from
	}
	return steps, at == from
}

// changedSince returns the sessions changed since version from, as listed before or after, by
// sessionKey; false when the listing does not remember every step since from.
func (l *listing) changedSince(from int64) (map[string]bool, bool) {
	steps, known := l.stepsSince(from)
	if !known {
		return nil, false
	}
	changed := map[string]bool{}
	for _, s := range steps {
		for k := range s.changed {
			e := &s.changed[k]
			changed[sessionKey(e.typ(), l.id(e))] = true
		}
	}
	return changed, true
}

// totalSince returns q's total when that is all of q's page that may differ from the page of
// shape shown at version from: none of the sessions changed since, before or after, is one it
// showed, and at l it shows the same sessions in the same order with the same next cursor. A
// session posted far away changes a nearest-first page's total, not its sessions. false when it
// cannot tell (l does not remember every step since from) or more changed.
func (l *listing) totalSince(q *query, from int64, shown pageShape) (int, bool) {
	changed, known := l.changedSince(from)
	if !known {
		return 0, false
	}
	for _, k := range shown.sessions {
		if changed[k] {
			return 0, false
		}
	}
	d := q.assemble(l)
	if got := d.shape(); got.nextCursor != shown.nextCursor || !slices.Equal(got.sessions, shown.sessions) {
		return 0, false
	}
	return d.total, true
}

// compactAt is how many sessions, changed since a base of n was read, a
// listing holds apart before it merges them into its base: few enough that
// reading them apart costs little, many enough that the merge, a copy of
// the base, is rare (at a million sessions, one posting in some 1,300).
func compactAt(n int) int { return max(64, n/256) }

// putAll puts the sessions read in the listing's arena.
func (l *listing) putAll(got []read) []listed {
	out := make([]listed, len(got))
	for i, r := range got {
		e := r.listed
		e.id = l.put(r.id)
		e.search, e.speakers, e.holidays = l.put(r.search), l.put(r.speakers), l.put(packDates(r.holidays))
		out[i] = e
	}
	return out
}

// followCounts carries old's kept counts over to l, less the sessions that
// left and plus those that entered that each counts: a search's count looked
// at every session, made anew after each posting (make scale).
func (l *listing) followCounts(old *listing, leaving []*listed, entering []listed) {
	latest := int64(math.MinInt64) // counts of earlier minutes are asked no more
	old.counted.Range(func(key, _ any) bool {
		latest = max(latest, key.(countKey).minute)
		return true
	})
	old.counted.Range(func(key, value any) bool {
		k, n := key.(countKey), value.(int)
		if k.minute != latest {
			return true
		}
		q, err := k.query()
		if err != nil {
			return true // not a filter a request made: not kept
		}
		q.l = old
		for _, e := range leaving {
			if q.counts(e) {
				n--
			}
		}
		q.l = l
		for i := range entering {
			if q.counts(&entering[i]) {
				n++
			}
		}
		l.nCounted.Add(1)
		l.counted.Store(k, n)
		return true
	})
}

// compact merges the recent sessions into the base, less those gone: the
// same sessions, in one part again. The base's index is moved along, not
// built again.
func (l *listing) compact() {
	old := l.gone
	m := l.merge(old, l.recent.all)
	s := &sorted{all: m.all, grid: map[cell][]int32{}, offOn: map[kajian.Date][]int32{}}
	s.countOnline()
	for c, is := range old.grid {
		moved := make([]int32, 0, len(is))
		for _, i := range is {
			if n := m.moved(i); n >= 0 {
				moved = append(moved, n)
			}
		}
		if len(moved) > 0 {
			s.grid[c] = moved
			s.cells = append(s.cells, c)
		}
	}
	for d, is := range old.offOn {
		for _, i := range is {
			if n := m.moved(i); n >= 0 {
				s.offOn[d] = append(s.offOn[d], n)
			}
		}
	}
	s.byID = make([]uint64, 0, len(s.all))
	for _, h := range old.byID {
		if n := m.moved(int32(uint32(h))); n >= 0 {
			s.byID = append(s.byID, h&^math.MaxUint32|uint64(uint32(n)))
		}
	}
	touched := map[cell]bool{}
	for _, n := range m.added {
		s.indexOne(l, n)
		s.byID = append(s.byID, idHash(l.id(&s.all[n]))<<32|uint64(uint32(n)))
		if e := &s.all[n]; e.placed {
			touched[cellOf(e.at.Lat, e.at.Lng)] = true
		}
	}
	for c := range touched {
		slices.Sort(s.grid[c]) // ascending again (see sorted.grid)
	}
	slices.Sort(s.byID)
	l.base, l.gone, l.recent = s, part{sorted: s}, l.sort(nil)
}

// merge is the base's sessions with some taken out and others put in, in order.
type merge struct {
	all   []listed
	out   []int32 // the base's indexes taken out, ascending
	in    []int32 // for each session put in, the base index it went before, ascending
	added []int32 // the new indexes of those put in
}

// merge takes the gone sessions out of the base's and merges the ordered
// sessions read in, copying the base's between them a run at a time.
func (l *listing) merge(base part, read []listed) merge {
	m := merge{out: base.goneAt}
	for _, r := range read {
		m.in = append(m.in, int32(sort.Search(len(base.all), func(j int) bool { return l.compare(r, base.all[j]) < 0 })))
	}
	m.all = make([]listed, 0, len(base.all)-len(m.out)+len(read)) // the one array of the listing: no room to spare
	from, o, k := 0, 0, 0
	for {
		// The next event: a session put in before the base's at m.in[k] (first), or the base's
		// at m.out[o] taken out.
		at := len(base.all)
		if k < len(m.in) {
			at = int(m.in[k])
		}
		if o < len(m.out) && int(m.out[o]) < at {
			at = int(m.out[o])
		}
		m.all = append(m.all, base.all[from:at]...)
		from = at
		switch {
		case k < len(m.in) && int(m.in[k]) == at:
			m.added = append(m.added, int32(len(m.all)))
			m.all = append(m.all, read[k])
			k++
		case o < len(m.out) && int(m.out[o]) == at:
			from = at + 1
			o++
		default:
			return m
		}
	}
}

// moved returns the new index of the base's session at i, or -1 when it was
// taken out.
func (m merge) moved(i int32) int32 {
	out, found := slices.BinarySearch(m.out, i)
	if found {
		return -1
	}
	// Put in before the base's at i: those going before an index up to i.
	in := sort.Search(len(m.in), func(k int) bool { return m.in[k] > i })
	return i - int32(out) + int32(in)
}
