package homelist

import (
	"cmp"
	"math"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// query is one Page call: the filter and the moment it is read at.
type query struct {
	f       Filter
	limit   int
	words   []string
	cursor  *kajian.ListEntry
	compare func(a, b kajian.ListEntry) int
	now     time.Time
	nowUnix int64     // now in Unix seconds, to compare starts (whole seconds) with
	minute  time.Time // now, truncated to the minute
	weekMin int       // the minute of the UTC week of now
	today   map[kajian.Zone]kajian.Date
	dayFrom time.Time       // the earliest midnight that is "today" in some zone
	origin  kajian.GeoPoint // Near, when given
	speaker string          // Speaker between newlines, as listed.speakers holds it

	// Set by assemble: the listing read, its weekly sessions with a holiday
	// today (never in the list) and the 'Kajian Sebelumnya' group.
	l        *listing
	offToday map[*listed]bool
	offIn    [2]map[cell]int // by part of the listing, how many of offToday with a place each cell holds
	past     []hit
}

// hit is a session of the listing as an entry of this list.
type hit struct {
	kajian.ListEntry
	e *listed
}

// newQuery prepares a page at now: the filter is checked here, once.
func newQuery(now time.Time, f Filter) (*query, error) {
	if err := f.check(); err != nil {
		return nil, err
	}
	now = now.UTC()
	q := &query{f: f, now: now, nowUnix: now.Unix(), minute: now.Truncate(time.Minute), weekMin: kajian.WeekMinute(now),
		today: map[kajian.Zone]kajian.Date{}, compare: kajian.CompareByDate, limit: DefaultLimit}
	for _, z := range kajian.Zones {
		q.today[z] = kajian.Today(now, z)
		if m := kajian.At(q.today[z], 0, z); q.dayFrom.IsZero() || m.Before(q.dayFrom) {
			q.dayFrom = m
		}
	}
	if f.Limit > 0 {
		q.limit = f.Limit
	}
	if f.Sort == "" {
		q.f.Sort = ByDate
	}
	if q.f.Sort == ByDistance {
		q.compare = kajian.CompareByDistance
	}
	if f.Near != nil {
		q.origin = kajian.NewGeoPoint(f.Near.Lat, f.Near.Lng)
	}
	if f.Speaker != "" {
		q.speaker = "\n" + f.Speaker + "\n"
	}
	for _, w := range strings.Fields(strings.ToLower(f.Query)) {
		if len(q.words) == maxSearchWords {
			break
		}
		q.words = append(q.words, w)
	}
	if f.Cursor != "" {
		c, err := decodeCursor(f.Cursor)
		if err != nil || (c.HasDistance() && q.f.Sort != ByDistance) || (q.bounded() && q.f.Sort == ByDistance && !c.HasDistance()) {
			return nil, ErrBadCursor
		}
		q.cursor = &c
	}
	return q, nil
}

func (q *query) bounded() bool { return q.f.RadiusKm > 0 && q.f.Near != nil }

func (q *query) wants(t kajian.Type) bool { return q.f.Type == "" || q.f.Type == t }

// after reports whether e comes after the cursor.
func (q *query) after(e kajian.ListEntry) bool {
	return q.cursor == nil || q.compare(e, *q.cursor) > 0
}

// matches reports whether a session passes the filter's type, mode,
// audience and search words.
func (q *query) matches(e *listed) bool {
	if !q.wants(e.typ()) || (q.f.Online != nil && e.online != *q.f.Online) ||
		(q.f.Audience != 0 && !e.audience.For(q.f.Audience)) ||
		(q.speaker != "" && !strings.Contains(q.l.str(e.speakers), q.speaker)) {
		return false
	}
	search := q.l.str(e.search)
	for _, w := range q.words {
		if !strings.Contains(search, w) {
			return false
		}
	}
	return true
}

// upcoming reports whether the session belongs in the list (not in the
// past group): a one-off session that has not started, a weekly one without
// a holiday today.
func (q *query) upcoming(e *listed) bool {
	if e.weekly {
		return e.holidays.n == 0 || !q.offToday[e] // few have holidays: most need no look in the map
	}
	return e.start > q.nowUnix
}

// weeklySortTime is the next occurrence of a weekly session that starts at
// minute wm of the UTC week: strictly after now, at most a week later.
func (q *query) weeklySortTime(wm int) time.Time {
	return q.minute.Add(time.Duration(q.weeklyKey(wm)+1) * time.Minute)
}

// weeklyKey orders weekly sessions by next occurrence: 0 is the minute after
// now, 10079 the current minute a week later.
func (q *query) weeklyKey(wm int) int {
	return ((wm-q.weekMin-1)%minutesPerWeek + minutesPerWeek) % minutesPerWeek
}

const minutesPerWeek = 7 * 24 * 60

// hitAt makes the list entry of the session, measuring the distance from
// Near when the session has a place.
func (q *query) hitAt(e *listed) hit {
	h := hit{ListEntry: kajian.ListEntry{Type: e.typ(), ID: q.l.id(e), SortTime: time.Unix(e.start, 0).UTC(), DistanceKm: math.NaN()}, e: e}
	if e.weekly {
		h.SortTime = q.weeklySortTime(int(e.weekMin))
	}
	if q.f.Near != nil && e.placed {
		h.DistanceKm = q.origin.DistanceKm(e.at)
	}
	return h
}

// draft is a page before its sessions are read: the hits of its items and
// of its 'Kajian Sebelumnya' group.
type draft struct {
	items, past []hit
	total       int
	nextCursor  string
}

func (d draft) hits() []hit { return slices.Concat(d.items, d.past) }

// shape is the shape of the page the draft makes when all its sessions are read.
func (d draft) shape() pageShape {
	s := pageShape{sessions: make([]string, 0, len(d.items)+len(d.past)), nextCursor: d.nextCursor}
	for _, h := range d.hits() {
		s.sessions = append(s.sessions, sessionKey(h.Type, h.ID))
	}
	return s
}

// assemble returns the page the listing gives for the query, as hits.
func (q *query) assemble(l *listing) draft {
	q.l = l
	q.readPast()
	var d draft
	switch {
	case q.bounded():
		d.items, d.total = q.inRadius()
	case q.f.Sort == ByDistance:
		d.items, d.total = q.nearest(), q.count()
	default:
		d.items, d.total = q.byDate(false, q.cursor), q.count()
	}
	if len(d.items) > q.limit {
		d.items = d.items[:q.limit]
		d.nextCursor = encodeCursor(d.items[len(d.items)-1].ListEntry, q.f.Sort == ByDistance)
	}
	if d.nextCursor == "" {
		slices.SortFunc(q.past, q.compareHits)
		d.past = q.past[:min(len(q.past), MaxPastGroup)]
	}
	return d
}

// page returns the draft as a page of the sessions read for it, without its
// attendance.
func (q *query) page(d draft, sessions map[bodyKey]*kajian.Session) Page {
	return Page{Items: q.items(d.items, sessions), Past: q.items(d.past, sessions), Total: d.total, NextCursor: d.nextCursor}
}

func (q *query) compareHits(a, b hit) int { return q.compare(a.ListEntry, b.ListEntry) }

// readPast finds the weekly sessions with a holiday today and the 'Kajian
// Sebelumnya' group: one-off sessions of today (in their zone) that have
// started, and those weekly sessions, within the filter. Both are few.
func (q *query) readPast() {
	q.offToday, q.offIn, q.past = map[*listed]bool{}, [2]map[cell]int{{}, {}}, nil
	keep := func(e *listed) {
		if !q.matches(e) {
			return
		}
		h := q.hitAt(e)
		if q.bounded() && !(h.HasDistance() && h.DistanceKm <= q.f.RadiusKm) {
			return
		}
		q.past = append(q.past, h)
	}
	for k, p := range q.l.parts() {
		seen := map[kajian.Date]bool{}
		for _, z := range kajian.Zones {
			d := q.today[z]
			if seen[d] {
				continue
			}
			seen[d] = true
			for _, i := range p.offOn[d] {
				if e := &p.all[i]; p.has(int(i)) && q.today[zoneOf(e.zone)] == d {
					q.offToday[e] = true
					if e.placed {
						q.offIn[k][cellOf(e.at.Lat, e.at.Lng)]++
					}
					keep(e)
				}
			}
		}
		oneOff := p.oneOff()
		dayFrom := q.dayFrom.Unix()
		for i := sort.Search(len(oneOff), func(i int) bool { return oneOff[i].start >= dayFrom }); i < len(oneOff) && oneOff[i].start <= q.nowUnix; i++ {
			if e := &oneOff[i]; p.has(i) && kajian.Today(time.Unix(e.start, 0), zoneOf(e.zone)) == q.today[zoneOf(e.zone)] {
				keep(e)
			}
		}
	}
}

// firstUpcoming is the index of the part's first one-off session that starts
// after now.
func (q *query) firstUpcoming(p part) int {
	oneOff := p.oneOff()
	return sort.Search(len(oneOff), func(i int) bool { return oneOff[i].start > q.nowUnix })
}

// count counts the upcoming sessions the filter matches without a radius.
// Weekly sessions with a holiday today are in the past group, not here.
// Counts with search words, an audience or a speaker look at every session,
// so the listing keeps them for the minute (listing.counted), and the next
// minute's follows from it.
func (q *query) count() int {
	if len(q.words) == 0 && q.f.Audience == 0 && q.f.Speaker == "" {
		return q.countNow()
	}
	k := countKey{minute: q.minute.Unix(), words: strings.Join(q.words, " "), typ: q.f.Type, audience: q.f.Audience, speaker: q.f.Speaker, online: -1}
	if q.f.Online != nil {
		k.online = 0
		if *q.f.Online {
			k.online = 1
		}
	}
	if n, ok := q.l.counted.Load(k); ok {
		return n.(int)
	}
	// At the minute's turn, the count of the minute before less the sessions that started since:
	// no look at every session, as the pages of every search are made again at once.
	prev := k
	prev.minute -= 60
	if was, ok := q.l.counted.Load(prev); ok && q.sameDayAs(prev.minute) {
		n := was.(int) - q.startedSince(prev.minute)
		if _, loaded := q.l.counted.LoadOrStore(k, n); !loaded {
			q.l.counted.Delete(prev) // asked no more: k takes its room
		}
		return n
	}
	n := q.countNow()
	if q.l.nCounted.Add(1) <= maxCounted {
		q.l.counted.Store(k, n)
	}
	return n
}

// sameDayAs reports whether the moment (Unix seconds) is on q's day in every zone: the same
// weekly sessions have a holiday today.
func (q *query) sameDayAs(unix int64) bool {
	for _, z := range kajian.Zones {
		if kajian.Today(time.Unix(unix, 0), z) != q.today[z] {
			return false
		}
	}
	return true
}

// startedSince counts the one-off sessions the filter matches that started after the moment
// (Unix seconds) and by now: those a count at that moment has and one now has not.
func (q *query) startedSince(unix int64) int {
	if !q.wants(kajian.Regular) {
		return 0
	}
	n := 0
	for _, p := range q.l.parts() {
		oneOff := p.oneOff()
		for i := sort.Search(len(oneOff), func(i int) bool { return oneOff[i].start > unix }); i < len(oneOff) && oneOff[i].start <= q.nowUnix; i++ {
			if p.has(i) && q.matches(&oneOff[i]) {
				n++
			}
		}
	}
	return n
}

// query returns the query whose count k names, at the start of its minute (the same count as
// at any moment of the minute: starts are whole minutes).
func (k countKey) query() (*query, error) {
	f := Filter{Query: k.words, Type: k.typ, Audience: k.audience, Speaker: k.speaker}
	if k.online >= 0 {
		online := k.online == 1
		f.Online = &online
	}
	return newQuery(time.Unix(k.minute, 0), f)
}

// counts reports whether the session e of q's listing is one q's count counts: upcoming (a
// weekly one without a holiday today) and matching.
func (q *query) counts(e *listed) bool {
	if !q.matches(e) {
		return false
	}
	if e.weekly {
		return !slices.Contains(q.l.holidays(e), q.today[zoneOf(e.zone)])
	}
	return e.start > q.nowUnix
}

// countKey names a count a listing keeps: the filter's parts that count reads, at one minute.
type countKey struct {
	minute   int64
	words    string
	typ      kajian.Type
	audience kajian.Audience
	speaker  string
	online   int8 // -1: either
}

// maxCounted bounds the counts one listing keeps.
const maxCounted = 4096

// countNow counts looking at the listing, nothing kept.
func (q *query) countNow() int {
	n := 0
	for _, p := range q.l.parts() {
		if q.wants(kajian.Regular) {
			n += q.countIn(p, q.firstUpcoming(p), p.nOneOff)
		}
		if q.wants(kajian.Recurring) {
			n += q.countIn(p, p.nOneOff, len(p.all))
		}
	}
	for e := range q.offToday {
		if q.wants(kajian.Recurring) && q.matches(e) {
			n--
		}
	}
	return n
}

// countIn counts the sessions of the part's all[i:j] (of one type) the
// filter matches: by the online counts without search words, audience or
// speaker, less the gone ones; else one by one.
func (q *query) countIn(p part, i, j int) int {
	n := 0
	if len(q.words) > 0 || q.f.Audience != 0 || q.f.Speaker != "" {
		for k := i; k < j; k++ {
			if p.has(k) && q.matches(&p.all[k]) {
				n++
			}
		}
		return n
	}
	switch online := p.onlineIn(i, j); {
	case q.f.Online == nil:
		n = j - i
	case *q.f.Online:
		n = online
	default:
		n = j - i - online
	}
	for _, k := range p.goneIn(i, j) {
		if q.f.Online == nil || p.all[k].online == *q.f.Online {
			n--
		}
	}
	return n
}

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

// countsCells reports whether countCell counts what the filter matches: the type only.
func (q *query) countsCells() bool {
	return len(q.words) == 0 && q.f.Audience == 0 && q.f.Speaker == "" && q.f.Online == nil
}

// countCell counts the upcoming sessions of the filter's type among those at idx of part k (a
// cell's, c): of the one-off sessions, ordered by start, those after now; of the weekly ones, those
// without a holiday today. Only the gone ones are looked at one by one.
func (q *query) countCell(p part, k int, c cell, idx []int32) int {
	weekly := sort.Search(len(idx), func(j int) bool { return int(idx[j]) >= p.nOneOff })
	from := weekly
	if q.wants(kajian.Regular) {
		from = sort.Search(weekly, func(j int) bool { return p.all[idx[j]].start > q.nowUnix })
	}
	to := len(idx)
	if !q.wants(kajian.Recurring) {
		to = weekly
	}
	n := to - from
	if p.gone != nil {
		for _, i := range idx[from:to] {
			if !p.has(int(i)) {
				n--
			}
		}
	}
	if to > weekly {
		n -= q.offIn[k][c]
	}
	return n
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
			streams = append(streams, func() (hit, bool) {
				for ; i < p.nOneOff; i++ {
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
			streams = append(streams, func() (hit, bool) {
				for ; w.k < n; w.k++ {
					i := p.nOneOff + (w.start+w.k)%n
					if !p.has(i) {
						continue
					}
					if h, ok := take(&p.all[i]); ok {
						w.k++
						return h, true
					}
				}
				return hit{}, false
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
type weeklyCursor struct{ start, k int }

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

// items returns the hits as list items, in order, leaving out those whose
// session was not read: no longer listable when it was.
func (q *query) items(hits []hit, sessions map[bodyKey]*kajian.Session) []Item {
	out := make([]Item, 0, len(hits))
	for _, h := range hits {
		s := sessions[q.l.key(h.e)]
		if s == nil {
			continue
		}
		item := Item{Session: s, Listing: s.ListingAt(q.now)}
		if h.HasDistance() {
			d := h.DistanceKm
			item.DistanceKm = &d
		}
		out = append(out, item)
	}
	return out
}
