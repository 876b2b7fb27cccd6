package homelist

import (
	"cmp"
	"context"
	"hash/maphash"
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
// merging changed sessions into it copies it as plain memory (make scale).
type listed struct {
	start    int64 // one-off: the start, in Unix seconds
	at       kajian.GeoPoint
	id       text
	search   text  // the search_text column: lowercased title, ustaz, speakers, place
	speakers text  // the speakers' names as follows and feeds match them (kajian.SpeakerKey), each between newlines
	holidays text  // weekly: the dates of its holidays from the listing's first day (packDates)
	weekMin  int32 // weekly: the minute of the UTC week it starts at
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

// listing is a snapshot of the listable sessions at one version: the
// sessions as last read in full or compacted (base), less those changed
// since (gone), plus those changed since as read anew (recent). A posting at
// a million sessions so costs the few sessions it changed, not a copy of
// them all; recent is merged into base when it has grown (compactAt).
type listing struct {
	version int64
	// from and holidaysFrom bound what it holds: one-off sessions starting
	// at from or later, holidays on holidaysFrom or later. A request from an
	// earlier "today" needs a listing read for it (see covers).
	from         time.Time
	holidaysFrom kajian.Date
	// arena holds the text of the sessions (listed.id, …), shared with the
	// listings that follow.
	arena  []byte
	base   *sorted
	gone   part // base with the sessions changed since marked
	recent *sorted
	// steps are the last bringings up to date that led to version, oldest
	// first (none since the listing was read anew): see unchangedSince.
	steps []step
	// counted keeps the counts of filters that look at every session
	// (countKey to int), at most maxCounted of them.
	counted  sync.Map
	nCounted atomic.Int64
}

// step is what bringing a listing up to date from one version to another
// changed: the sessions that left it and those that entered it, as listed.
type step struct {
	from, to int64
	changed  []listed
}

// maxSteps bounds the steps a listing remembers.
const maxSteps = 64

// sorted is sessions in the list's order, indexed the ways it reads them;
// never changed once built.
type sorted struct {
	// all holds the one-off sessions (all[:nOneOff]) ordered by start and
	// id, then the weekly ones ordered by minute of the UTC week and id.
	all     []listed
	nOneOff int
	// onlineBefore[i] counts the online sessions among all[:i] of the same
	// type, so that counting by mode needs no scan.
	onlineBefore []int32
	// grid holds the sessions with a place by cell (see cellOf), each cell's
	// ascending (so its one-off sessions by start); cells lists the non-empty
	// cells.
	grid  map[cell][]int32
	cells []cell
	// offOn holds, by date, the weekly sessions with a holiday that day.
	offOn map[kajian.Date][]int32
	// byID holds each session's idHash (high 32 bits) and index, ascending:
	// finding a changed session needs no look at every id.
	byID []uint64
}

func (s *sorted) oneOff() []listed { return s.all[:s.nOneOff] }
func (s *sorted) weekly() []listed { return s.all[s.nOneOff:] }

// part is a sorted run of a listing and which of its sessions the listing
// no longer holds (none for recent).
type part struct {
	*sorted
	gone   []uint64 // a bit per index of all
	goneAt []int32  // the same indexes, ascending
}

// has reports whether the listing holds the part's session at i.
func (p part) has(i int) bool { return p.gone == nil || p.gone[i>>6]&(1<<(i&63)) == 0 }

// parts are what the listing holds: its base, less what changed since, and
// its recent sessions.
func (l *listing) parts() [2]part { return [2]part{l.gone, {sorted: l.recent}} }

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

// cellDeg is the side of a grid cell in degrees: about 5.5 km, so the
// nearest sessions in a city are found among a few hundred, and a 50 km
// radius looks at some 360 cells, those wholly inside it counted without a
// look at their sessions (query.within). At a million sessions, a nearest-
// first page so costs a fifth of what it did with cells of 22 km.
const cellDeg = 0.05

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

// idSeed seeds idHash for the life of the process.
var idSeed = maphash.MakeSeed()

// idHash is the hash sorted.byID orders ids by, in its low 32 bits.
func idHash(id string) uint64 { return maphash.String(idSeed, id) & math.MaxUint32 }

// find returns the index of the session of type t and id, if s holds it.
func (s *sorted) find(l *listing, t kajian.Type, id string) (int, bool) {
	h := idHash(id) << 32
	k, _ := slices.BinarySearch(s.byID, h)
	for ; k < len(s.byID) && s.byID[k]&^math.MaxUint32 == h; k++ {
		i := int(uint32(s.byID[k]))
		if e := &s.all[i]; e.typ() == t && l.id(e) == id {
			return i, true
		}
	}
	return 0, false
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

// sort orders the sessions, their text in l's arena, and indexes them.
func (l *listing) sort(all []listed) *sorted {
	slices.SortFunc(all, l.compare)
	s := &sorted{all: all, grid: map[cell][]int32{}, offOn: map[kajian.Date][]int32{}, byID: make([]uint64, len(all))}
	s.countOnline()
	for i := range s.all {
		s.indexOne(l, int32(i))
		s.byID[i] = idHash(l.id(&s.all[i]))<<32 | uint64(i)
	}
	slices.Sort(s.byID)
	return s
}

// countOnline finds where the weekly sessions start and counts the online
// sessions before each.
func (s *sorted) countOnline() {
	s.nOneOff = sort.Search(len(s.all), func(i int) bool { return s.all[i].weekly })
	s.onlineBefore = make([]int32, len(s.all)+1)
	for i := range s.all {
		n := s.onlineBefore[i]
		if i == s.nOneOff {
			n = 0 // counts restart with the weekly sessions
		}
		if s.all[i].online {
			n++
		}
		s.onlineBefore[i+1] = n
	}
}

// indexOne puts the session at i in the grid and under its holidays.
func (s *sorted) indexOne(l *listing, i int32) {
	e := &s.all[i]
	if e.placed {
		c := cellOf(e.at.Lat, e.at.Lng)
		if s.grid[c] == nil {
			s.cells = append(s.cells, c)
		}
		s.grid[c] = append(s.grid[c], i)
	}
	for _, d := range l.holidays(e) {
		s.offOn[d] = append(s.offOn[d], i)
	}
}

// onlineIn counts the online sessions among all[i:j], which must not span
// both types, gone ones too.
func (s *sorted) onlineIn(i, j int) int {
	if i == j { // onlineBefore[nOneOff] counts one-off sessions: none of no weekly ones
		return 0
	}
	before := s.onlineBefore[i]
	if i == s.nOneOff {
		before = 0
	}
	return int(s.onlineBefore[j] - before)
}

// goneIn returns the gone indexes among all[i:j].
func (p part) goneIn(i, j int) []int32 {
	lo, _ := slices.BinarySearch(p.goneAt, int32(i))
	hi, _ := slices.BinarySearch(p.goneAt, int32(j))
	return p.goneAt[lo:hi]
}

// nearCell is a cell of a part's grid as seen from a point: every session in it is at least lo
// and at most hi km from the point.
type nearCell struct {
	at     cell
	idx    []int32 // its sessions, ascending: the one-off ones by start, then the weekly ones
	lo, hi float64
}

// cellsNear returns the cells that may hold sessions within radiusKm of o, with bounds on their
// distances from o: by the triangle inequality, a session is within the distance from o to its
// cell's centre, plus or minus the distance from that centre to the cell's farthest corner.
func (s *sorted) cellsNear(o kajian.GeoPoint, radiusKm float64) []nearCell {
	minLat, maxLat, minLng, maxLng := kajian.BoundingBox(o.Lat, o.Lng, radiusKm)
	lo, hi := cellOf(minLat, minLng), cellOf(maxLat, maxLng)
	boxCells := (int64(hi.lat-lo.lat) + 1) * (int64(hi.lng-lo.lng) + 1)
	var out []nearCell
	add := func(c cell, reach float64) {
		idx := s.grid[c]
		if len(idx) == 0 {
			return
		}
		d := o.DistanceKm(cellCentre(c))
		if d-reach <= radiusKm {
			out = append(out, nearCell{at: c, idx: idx, lo: d - reach, hi: d + reach})
		}
	}
	if radiusKm >= math.Pi*kajian.EarthRadiusKm/2 || minLng < -180 || maxLng > 180 || boxCells > int64(len(s.cells)) {
		// Past the antimeridian, near a pole or with more cells in the box
		// than held: go through the held ones.
		for _, c := range s.cells {
			add(c, cellReach(c.lat))
		}
		return out
	}
	for la := lo.lat; la <= hi.lat; la++ {
		reach := cellReach(la) // the same along a row
		for ln := lo.lng; ln <= hi.lng; ln++ {
			add(cell{la, ln}, reach)
		}
	}
	return out
}

// cellCentre is the centre of cell c.
func cellCentre(c cell) kajian.GeoPoint {
	return kajian.NewGeoPoint((float64(c.lat)+0.5)*cellDeg, (float64(c.lng)+0.5)*cellDeg)
}

// cellReach is the distance from the centre of a cell of row lat to its farthest corner (the
// one nearer the equator), and a metre more for rounding.
func cellReach(lat int32) float64 {
	centre := cellCentre(cell{lat, 0})
	return max(centre.DistanceKm(kajian.NewGeoPoint(float64(lat)*cellDeg, 0)),
		centre.DistanceKm(kajian.NewGeoPoint(float64(lat+1)*cellDeg, 0))) + 0.001
}
