package homelist

import (
	"cmp"
	"context"
	"math"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// The list is assembled in memory from a listing: an index of every session
// it can show (approved one-off sessions from today on, active weekly ones),
// holding what the list filters and orders by, ordered and indexed the ways
// the list reads them. The sessions a page shows are kept in full for the
// next pages (bodies.go), at most maxBodies of them. A request whose
// sessions are kept then costs one statement, for the page's attendance,
// whatever the number of sessions.
//
// A listing is tied to the number in listing_version, which triggers on the
// session, speaker and holiday tables raise in every transaction that writes
// them. Each request reads that number in the statement that reads its
// attendance, and a page's sessions not kept are read with it in one read
// transaction; when it is not the listing's, the listing is brought up to
// date and the page assembled anew. So a change committed through any copy
// of the server shows on every copy's next request, and nothing but this
// cache is kept between requests.

// listed is one session of a listing: what the list filters and orders it
// by, and no more. A page reads its sessions in full when it shows them
// (bodies.go), so a copy's memory grows by this much, not by whole sessions,
// with the number of sessions. It holds no pointer, its text being in the
// listing's arena: the collector never looks through the listing, and
// bringing it up to date copies it as plain memory (make scale).
type listed struct {
	start    int64 // one-off: the start, in Unix seconds
	at       kajian.GeoPoint
	id       text
	search   text  // the search_text column: lowercased title, ustaz, speakers, place
	speakers text  // the speakers' names as follows and feeds match them (kajian.SpeakerKey), each between newlines
	holidays text  // weekly: the dates of its holidays from the listing's first day (packDates)
	weekMin  int32 // weekly: the minute of the UTC week it starts at
	bucket   uint16
	zone     uint8 // in kajian.Zones
	audience kajian.Audience
	weekly   bool
	placed   bool
	online   bool
}

// text is a string in a listing's arena.
type text struct{ off, n uint32 }

func (e *listed) typ() kajian.Type {
	if e.weekly {
		return kajian.Recurring
	}
	return kajian.Regular
}

// read is a session as read for a listing, before its text is put in the
// listing's arena.
type read struct {
	listed
	id, search, speakers string
	holidays             []kajian.Date
}

// listing is a snapshot of the listable sessions at one version.
type listing struct {
	version int64
	// from and holidaysFrom bound what it holds: one-off sessions starting
	// at from or later, holidays on holidaysFrom or later. A request from an
	// earlier "today" needs a listing read for it (see covers).
	from         time.Time
	holidaysFrom kajian.Date
	// all holds the one-off sessions (all[:nOneOff]) ordered by start and
	// id, then the weekly ones ordered by minute of the UTC week and id.
	all     []listed
	nOneOff int
	// arena holds the text of the sessions (listed.id, …), shared with the
	// listings that follow.
	arena []byte
	// onlineBefore[i] counts the online sessions among all[:i] of the same
	// type, so that counting by mode needs no scan.
	onlineBefore []int32
	// grid holds the sessions with a place by cell (see cellOf); cells lists
	// the non-empty cells.
	grid  map[cell][]int32
	cells []cell
	// offOn holds, by date, the weekly sessions with a holiday that day.
	offOn map[kajian.Date][]int32
	// counted keeps the counts of filters that look at every session
	// (countKey to int), at most maxCounted of them.
	counted  sync.Map
	nCounted atomic.Int64
}

func (l *listing) oneOff() []listed { return l.all[:l.nOneOff] }
func (l *listing) weekly() []listed { return l.all[l.nOneOff:] }

// str returns the text t of the arena. The arena's bytes are never changed
// once written (a listing that follows appends after them), so the string
// may share them.
func (l *listing) str(t text) string {
	if t.n == 0 {
		return ""
	}
	return unsafe.String(&l.arena[t.off], int(t.n))
}

func (l *listing) id(e *listed) string { return l.str(e.id) }

func (l *listing) key(e *listed) bodyKey { return bodyKey{e.weekly, l.id(e)} }

// holidays returns e's holidays' dates.
func (l *listing) holidays(e *listed) []kajian.Date { return unpackDates(l.str(e.holidays)) }

// put appends s to the arena.
func (l *listing) put(s string) text {
	t := text{off: uint32(len(l.arena)), n: uint32(len(s))}
	l.arena = append(l.arena, s...)
	return t
}

// packDates writes dates four bytes each; unpackDates reads them back.
func packDates(dates []kajian.Date) string {
	b := make([]byte, 0, 4*len(dates))
	for _, d := range dates {
		b = append(b, byte(d.Year>>8), byte(d.Year), byte(d.Month), byte(d.Day))
	}
	return string(b)
}

func unpackDates(s string) []kajian.Date {
	var out []kajian.Date
	for i := 0; i+4 <= len(s); i += 4 {
		out = append(out, kajian.Date{Year: int(s[i])<<8 | int(s[i+1]), Month: time.Month(s[i+2]), Day: int(s[i+3])})
	}
	return out
}

// zoneOf returns the zone at index i of kajian.Zones; zoneIndex the index.
func zoneOf(i uint8) kajian.Zone { return kajian.Zones[i] }

func zoneIndex(z kajian.Zone) uint8 { return uint8(max(slices.Index(kajian.Zones, z), 0)) }

// covers reports whether the listing holds everything a request at this
// moment can show: a clock set back before it was read (in tests) or a new
// day (old sessions to drop) needs a new one.
func (l *listing) covers(q *query) bool {
	return !q.dayFrom.Before(l.from) && q.dayFrom.Sub(l.from) < 48*time.Hour &&
		!q.today[kajian.WIB].Before(l.holidaysFrom)
}

// cellDeg is the side of a grid cell in degrees: about 22 km, so a 50 km
// radius looks at some thirty cells.
const cellDeg = 0.2

type cell struct{ lat, lng int32 }

func cellOf(lat, lng float64) cell {
	return cell{int32(math.Floor(lat / cellDeg)), int32(math.Floor(lng / cellDeg))}
}

// maxListingChanges is the most changed sessions a listing is brought up to
// date with; past it, reading it anew is as cheap.
const maxListingChanges = 500

// listingFor returns a listing that covers q: the current one, or a new one
// when the current one does not cover q or is older than version (-1: any
// version will do). A listing a few versions old is brought up to date by
// re-reading the sessions those versions changed; any other is read anew.
func (h *List) listingFor(ctx context.Context, q *query, version int64) (*listing, error) {
	fresh := func(l *listing) bool { return l != nil && l.covers(q) && (version < 0 || l.version >= version) }
	if l := h.current.Load(); fresh(l) {
		return l, nil
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	current := h.current.Load()
	if fresh(current) { // read meanwhile by another request
		return current, nil
	}
	if current == nil || !current.covers(q) {
		current = &listing{from: q.dayFrom, holidaysFrom: q.today[kajian.WIB], version: -1}
	}
	l, err := h.readListing(ctx, current)
	if err != nil {
		return nil, err
	}
	h.current.Store(l)
	return l, nil
}

// readListing reads the listing that follows old (version -1: none): old's
// sessions with those changed since its version re-read, or, when old is too
// far behind (or none), every listable session. The kept bodies follow it.
func (h *List) readListing(ctx context.Context, old *listing) (*listing, error) {
	rows, err := h.store.ReadListing(ctx, store.ListingQuery{Since: old.version, MaxChanges: maxListingChanges,
		From: old.from, HolidaysFrom: old.holidaysFrom})
	if err != nil {
		return nil, err
	}
	got := make([]read, 0, len(rows.Sessions))
	for _, r := range rows.Sessions {
		got = append(got, newListed(r, old.from))
	}
	l := old.next(rows.Version, rows.Changed, got)
	h.bodies.follow(old.version, l.version, rows.Changed)
	return l, nil
}

// next returns the listing at version that follows old: old's sessions
// without those changed, and those read (when changed is nil: only those
// read, every listable session).
func (old *listing) next(version int64, changed map[kajian.Type]map[string]bool, got []read) *listing {
	l := &listing{version: version, from: old.from, holidaysFrom: old.holidaysFrom,
		grid: map[cell][]int32{}, offOn: map[kajian.Date][]int32{}}
	if changed != nil {
		l.arena = old.arena // appended to: old's text stays as it is
	} else {
		n := 0
		for _, r := range got {
			n += len(r.id) + len(r.search) + len(r.speakers) + 4*len(r.holidays)
		}
		l.arena = make([]byte, 0, n)
	}
	read := make([]listed, len(got))
	for i, r := range got {
		e := r.listed
		e.id, e.bucket = l.put(r.id), idBucket(r.id)
		e.search, e.speakers, e.holidays = l.put(r.search), l.put(r.speakers), l.put(packDates(r.holidays))
		read[i] = e
	}
	slices.SortFunc(read, l.compare)
	if changed == nil {
		l.all = read
		l.index()
		return l
	}
	// Old's sessions are in order and indexed already: the few changed are taken out, those
	// read merged in, and old's index moved along, not everything sorted and indexed again (a
	// posting at a million sessions).
	m := l.merge(old, changed, read)
	l.all = m.all
	l.countOnline()
	for c, is := range old.grid {
		moved := make([]int32, 0, len(is))
		for _, i := range is {
			if n := m.moved(i); n >= 0 {
				moved = append(moved, n)
			}
		}
		if len(moved) > 0 {
			l.grid[c] = moved
			l.cells = append(l.cells, c)
		}
	}
	for d, is := range old.offOn {
		for _, i := range is {
			if n := m.moved(i); n >= 0 {
				l.offOn[d] = append(l.offOn[d], n)
			}
		}
	}
	for _, n := range m.added {
		l.indexOne(n)
	}
	l.followCounts(old, m)
	return l
}

// followCounts carries old's kept counts over to l, less the sessions taken
// out and plus those put in that each counts: a search's count looked at
// every session, made anew after each posting (make scale).
func (l *listing) followCounts(old *listing, m merge) {
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
		for _, i := range m.out {
			if q.counts(&old.all[i]) {
				n--
			}
		}
		q.l = l
		for _, i := range m.added {
			if q.counts(&l.all[i]) {
				n++
			}
		}
		l.nCounted.Add(1)
		l.counted.Store(k, n)
		return true
	})
}

// merge is old's sessions with some taken out and others put in, in order.
type merge struct {
	all   []listed
	out   []int32 // old's indexes taken out, ascending
	in    []int32 // for each session put in, the old index it went before, ascending
	added []int32 // the new indexes of those put in
}

// merge takes the changed sessions out of old's and merges those read
// (ordered, their text in l's arena, which old's shares) in, copying old's
// between them a run at a time.
func (l *listing) merge(old *listing, changed map[kajian.Type]map[string]bool, read []listed) merge {
	// Hashing every id to look it up among the few changed took most of the time, and reading
	// the id at all is a trip to memory: a table by each session's kept bucket passes over
	// nearly all of them first.
	var maybe [4096]bool
	for _, ids := range changed {
		for id := range ids {
			maybe[idBucket(id)] = true
		}
	}
	var m merge
	for i := range old.all {
		if e := &old.all[i]; maybe[e.bucket] && changed[e.typ()][l.id(e)] {
			m.out = append(m.out, int32(i))
		}
	}
	for _, r := range read {
		m.in = append(m.in, int32(sort.Search(len(old.all), func(j int) bool { return l.compare(r, old.all[j]) < 0 })))
	}
	m.all = make([]listed, 0, len(old.all)-len(m.out)+len(read)) // the one array of the listing: no room to spare
	from, o, k := 0, 0, 0
	for {
		// The next event: a session put in before old's at m.in[k] (first), or old's at
		// m.out[o] taken out.
		at := len(old.all)
		if k < len(m.in) {
			at = int(m.in[k])
		}
		if o < len(m.out) && int(m.out[o]) < at {
			at = int(m.out[o])
		}
		m.all = append(m.all, old.all[from:at]...)
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

// moved returns the new index of old's session at i, or -1 when it was taken
// out.
func (m merge) moved(i int32) int32 {
	out, found := slices.BinarySearch(m.out, i)
	if found {
		return -1
	}
	// Put in before old's at i: those going before an index up to i.
	in := sort.Search(len(m.in), func(k int) bool { return m.in[k] > i })
	return i - int32(out) + int32(in)
}

// idBucket spreads ids (random UUIDs) over 4096 buckets from their first characters.
func idBucket(id string) uint16 {
	h := 0
	for i := range min(len(id), 6) {
		h = h*31 + int(id[i])
	}
	return uint16(h & 4095)
}

// newListed derives what the list filters and orders a session by, for a
// listing of the sessions from the moment from on. A weekly session after a
// prayer is placed in the week at that prayer's time on its first date from
// then: a listing is read anew at least every two days (covers), within
// which a prayer time moves by a minute or two.
func newListed(r store.ListedSession, from time.Time) read {
	s := r.Session
	e := read{listed: listed{weekly: s.Type == kajian.Recurring, zone: zoneIndex(s.Zone), online: s.IsOnline, audience: s.Audience},
		id: s.ID, search: r.Search}
	if keys := s.SpeakerKeys(); len(keys) > 0 {
		e.speakers = "\n" + strings.Join(keys, "\n") + "\n"
	}
	if e.weekly {
		e.weekMin = int32(kajian.WeekMinuteUTC(s.DayOfWeek, s.TimeOn(s.WeeklyDateFrom(kajian.Today(from, s.Zone))), s.Zone))
		for _, h := range s.Holidays {
			e.holidays = append(e.holidays, h.Date)
		}
	} else {
		e.start = s.Start().Unix()
	}
	if p := s.Point(); p != nil {
		e.at, e.placed = *p, true
	}
	return e
}

// compare orders a listing: one-off sessions by start, then weekly ones by
// minute of the UTC week, each by id at the same time.
func (l *listing) compare(a, b listed) int {
	if c := kajian.TypeRank(a.typ()) - kajian.TypeRank(b.typ()); c != 0 {
		return c
	}
	if a.weekly {
		if a.weekMin != b.weekMin {
			return int(a.weekMin - b.weekMin)
		}
	} else if a.start != b.start {
		return cmp.Compare(a.start, b.start)
	}
	return strings.Compare(l.str(a.id), l.str(b.id))
}

// index builds the counts, the grid and the holidays by date of the ordered
// sessions.
func (l *listing) index() {
	l.countOnline()
	for i := range l.all {
		l.indexOne(int32(i))
	}
}

// countOnline finds where the weekly sessions start and counts the online
// sessions before each.
func (l *listing) countOnline() {
	l.nOneOff = sort.Search(len(l.all), func(i int) bool { return l.all[i].weekly })
	l.onlineBefore = make([]int32, len(l.all)+1)
	for i := range l.all {
		n := l.onlineBefore[i]
		if i == l.nOneOff {
			n = 0 // counts restart with the weekly sessions
		}
		if l.all[i].online {
			n++
		}
		l.onlineBefore[i+1] = n
	}
}

// indexOne puts the session at i in the grid and under its holidays.
func (l *listing) indexOne(i int32) {
	e := &l.all[i]
	if e.placed {
		c := cellOf(e.at.Lat, e.at.Lng)
		if l.grid[c] == nil {
			l.cells = append(l.cells, c)
		}
		l.grid[c] = append(l.grid[c], i)
	}
	for _, d := range l.holidays(e) {
		l.offOn[d] = append(l.offOn[d], i)
	}
}

// onlineIn counts the online sessions among all[i:j], which must not span
// both types.
func (l *listing) onlineIn(i, j int) int {
	before := l.onlineBefore[i]
	if i == l.nOneOff {
		before = 0
	}
	return int(l.onlineBefore[j] - before)
}

// near calls fn with the index of every session with a place inside the
// bounding box of radiusKm around p (and some just outside it).
func (l *listing) near(p Point, radiusKm float64, fn func(i int32)) {
	minLat, maxLat, minLng, maxLng := kajian.BoundingBox(p.Lat, p.Lng, radiusKm)
	lo, hi := cellOf(minLat, minLng), cellOf(maxLat, maxLng)
	boxCells := (int64(hi.lat-lo.lat) + 1) * (int64(hi.lng-lo.lng) + 1)
	if radiusKm >= math.Pi*kajian.EarthRadiusKm/2 || minLng < -180 || maxLng > 180 || boxCells > int64(len(l.cells)) {
		// Past the antimeridian, near a pole or with more cells in the box
		// than held: go through the held ones.
		for _, c := range l.cells {
			if radiusKm >= math.Pi*kajian.EarthRadiusKm/2 || minLng < -180 || maxLng > 180 ||
				(c.lat >= lo.lat && c.lat <= hi.lat && c.lng >= lo.lng && c.lng <= hi.lng) {
				for _, i := range l.grid[c] {
					fn(i)
				}
			}
		}
		return
	}
	for la := lo.lat; la <= hi.lat; la++ {
		for ln := lo.lng; ln <= hi.lng; ln++ {
			for _, i := range l.grid[cell{la, ln}] {
				fn(i)
			}
		}
	}
}
