package homelist

import (
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
	// win is the waktu's window, when windowed (inWindow).
	win      window
	windowed bool

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
	q.win, q.windowed = windowOf(f.Waktu, now)
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
// audience, speaker, waktu and search words.
func (q *query) matches(e *listed) bool {
	if !q.wants(e.typ()) || !q.inWindow(e) || (q.f.Online != nil && e.online != *q.f.Online) ||
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
	h := hit{ListEntry: kajian.ListEntry{Type: e.typ(), ID: q.l.id(e), SortTime: q.sortTime(e), DistanceKm: math.NaN()}, e: e}
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
