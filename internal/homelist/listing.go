package homelist

import (
	"context"
	"math"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

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
// with the number of sessions.
type listed struct {
	id       string
	weekly   bool
	zone     kajian.Zone
	start    time.Time // one-off: the start
	weekMin  int32     // weekly: the minute of the UTC week it starts at
	at       kajian.GeoPoint
	placed   bool
	online   bool
	audience kajian.Audience
	search   string // the search_text column: lowercased title, ustaz, speakers, place
	// speakers are the speakers' names as follows and feeds match them
	// (kajian.SpeakerKey), each between newlines.
	speakers string
	holidays []kajian.Date // weekly: its holidays from the listing's first day
}

func (e *listed) typ() kajian.Type {
	if e.weekly {
		return kajian.Recurring
	}
	return kajian.Regular
}

func (e *listed) key() bodyKey { return bodyKey{e.weekly, e.id} }

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
	l := &listing{version: rows.Version, from: old.from, holidaysFrom: old.holidaysFrom,
		grid: map[cell][]int32{}, offOn: map[kajian.Date][]int32{}}
	read := make([]listed, 0, len(rows.Sessions))
	for _, r := range rows.Sessions {
		read = append(read, newListed(r, old.from))
	}
	slices.SortFunc(read, compareListed)
	if rows.Changed == nil {
		l.all = read
	} else {
		// Old's sessions are in order already: the few read are merged in, not everything sorted
		// again (a new posting at a million sessions).
		l.all = make([]listed, 0, len(old.all)+len(read)) // the one array of the listing: no room to spare
		changed, k := rows.Changed, 0
		for _, e := range old.all {
			if (len(changed[kajian.Regular]) > 0 || len(changed[kajian.Recurring]) > 0) && changed[e.typ()][e.id] {
				continue
			}
			for ; k < len(read) && compareListed(read[k], e) < 0; k++ {
				l.all = append(l.all, read[k])
			}
			l.all = append(l.all, e)
		}
		l.all = append(l.all, read[k:]...)
	}
	l.index()
	h.bodies.follow(old.version, l.version, rows.Changed)
	return l, nil
}

// newListed derives what the list filters and orders a session by, for a
// listing of the sessions from the moment from on. A weekly session after a
// prayer is placed in the week at that prayer's time on its first date from
// then: a listing is read anew at least every two days (covers), within
// which a prayer time moves by a minute or two.
func newListed(r store.ListedSession, from time.Time) listed {
	s := r.Session
	e := listed{id: s.ID, weekly: s.Type == kajian.Recurring, zone: s.Zone, online: s.IsOnline,
		audience: s.Audience, search: r.Search}
	if keys := s.SpeakerKeys(); len(keys) > 0 {
		e.speakers = "\n" + strings.Join(keys, "\n") + "\n"
	}
	if e.weekly {
		e.weekMin = int32(kajian.WeekMinuteUTC(s.DayOfWeek, s.TimeOn(s.WeeklyDateFrom(kajian.Today(from, s.Zone))), s.Zone))
		for _, h := range s.Holidays {
			e.holidays = append(e.holidays, h.Date)
		}
	} else {
		e.start = s.Start()
	}
	if p := s.Point(); p != nil {
		e.at, e.placed = *p, true
	}
	return e
}

// compareListed orders a listing: one-off sessions by start, then weekly ones
// by minute of the UTC week, each by id at the same time.
func compareListed(a, b listed) int {
	if c := kajian.TypeRank(a.typ()) - kajian.TypeRank(b.typ()); c != 0 {
		return c
	}
	if a.weekly {
		if a.weekMin != b.weekMin {
			return int(a.weekMin - b.weekMin)
		}
	} else if c := a.start.Compare(b.start); c != 0 {
		return c
	}
	return strings.Compare(a.id, b.id)
}

// index builds the counts, the grid and the holidays by date of the ordered
// sessions.
func (l *listing) index() {
	l.nOneOff = 0
	for l.nOneOff < len(l.all) && !l.all[l.nOneOff].weekly {
		l.nOneOff++
	}
	l.onlineBefore = make([]int32, len(l.all)+1)
	for i, e := range l.all {
		n := l.onlineBefore[i]
		if i == l.nOneOff {
			n = 0 // counts restart with the weekly sessions
		}
		if e.online {
			n++
		}
		l.onlineBefore[i+1] = n
	}
	for i, e := range l.all {
		if e.placed {
			c := cellOf(e.at.Lat, e.at.Lng)
			if l.grid[c] == nil {
				l.cells = append(l.cells, c)
			}
			l.grid[c] = append(l.grid[c], int32(i))
		}
		for _, d := range e.holidays {
			l.offOn[d] = append(l.offOn[d], int32(i))
		}
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
