package store

import (
	"context"
	"database/sql"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The home list is assembled in memory from a listing: a snapshot of every
// session the list can show (approved one-off sessions from today on, active
// weekly ones) with their speakers and holidays, ordered and indexed the ways
// the list reads them. A request then costs one statement, for the page's
// attendance, whatever the number of sessions.
//
// A listing is tied to the number in listing_version, which triggers on the
// session, speaker and holiday tables raise in every transaction that writes
// them (migration 0003). Each list request reads that number in the statement
// that reads its attendance; when it is not the listing's, the listing is
// read again and the page assembled anew. So a change committed through any
// copy of the server shows on every copy's next request, and nothing but
// this cache is kept between requests.

// listed is one session of a listing with what the list filters and orders
// it by.
type listed struct {
	s       *kajian.Session // shared by every request: never modified
	start   time.Time       // one-off: the start
	weekMin int             // weekly: the minute of the UTC week it starts at
	at      kajian.GeoPoint // its place, when placed
	placed  bool
	online  bool
	search  string // the search_text column: lowercased title, ustaz, speakers, place
}

func (e *listed) typ() kajian.Type { return e.s.Type }

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
}

func (l *listing) oneOff() []listed { return l.all[:l.nOneOff] }
func (l *listing) weekly() []listed { return l.all[l.nOneOff:] }

// covers reports whether the listing holds everything a request at this
// moment can show: a clock set back before it was read (in tests) or a new
// day (old sessions to drop) needs a new one.
func (l *listing) covers(q *homeQuery) bool {
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

// listings holds the current listing of a DB and serialises its reading.
type listings struct {
	current atomic.Pointer[listing]
	mu      sync.Mutex
}

// listingFor returns a listing that covers q: the current one, or a new one
// when the current one does not cover q or is older than version (-1: any
// version will do). A listing a few versions old is brought up to date by
// re-reading the sessions those versions changed (listing_changes); any other
// is read anew.
func (db *DB) listingFor(ctx context.Context, q *homeQuery, version int64) (*listing, error) {
	fresh := func(l *listing) bool { return l != nil && l.covers(q) && (version < 0 || l.version >= version) }
	if l := db.listings.current.Load(); fresh(l) {
		return l, nil
	}
	db.listings.mu.Lock()
	defer db.listings.mu.Unlock()
	current := db.listings.current.Load()
	if fresh(current) { // read meanwhile by another request
		return current, nil
	}
	if current == nil || !current.covers(q) {
		current = &listing{from: q.dayFrom, holidaysFrom: q.today[kajian.WIB], version: -1}
	}
	l, err := db.readListing(ctx, current)
	if err != nil {
		return nil, err
	}
	db.listings.current.Store(l)
	return l, nil
}

// maxListingChanges is the most changed sessions a listing is brought up to
// date with; past it, reading it anew is as cheap.
const maxListingChanges = 500

// readListing reads the listing that follows old (version -1: none) in one
// read transaction, so that the version and the rows agree: old's sessions
// with those changed since its version re-read, or, when old is too far
// behind (or none), every listable session.
func (db *DB) readListing(ctx context.Context, old *listing) (*listing, error) {
	var opts *sql.TxOptions
	if db.dialect == Postgres {
		opts = &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true}
	}
	tx, err := db.read.BeginTx(ctx, opts)
	if err != nil {
		return nil, fmt.Errorf("listing: %w", err)
	}
	defer tx.Rollback() //nolint:errcheck // read only
	r := listingRead{ctx: ctx, db: db, tx: tx, from: old.from, holidaysFrom: old.holidaysFrom}
	l := &listing{from: old.from, holidaysFrom: old.holidaysFrom, grid: map[cell][]int32{}, offOn: map[kajian.Date][]int32{}}
	if err := tx.QueryRowContext(ctx, "SELECT version FROM listing_version").Scan(&l.version); err != nil {
		return nil, fmt.Errorf("listing version: %w", err)
	}
	changed, ok, err := r.changesSince(old.version, l.version)
	if err != nil {
		return nil, err
	}
	if !ok {
		if l.all, err = r.sessions(nil); err != nil {
			return nil, err
		}
		l.index()
		return l, nil
	}
	for _, e := range old.all {
		if !changed[e.typ()][e.s.ID] {
			l.all = append(l.all, e)
		}
	}
	ids := map[kajian.Type][]any{}
	for t, set := range changed {
		for id := range set {
			ids[t] = append(ids[t], id)
		}
	}
	fresh, err := r.sessions(ids)
	if err != nil {
		return nil, err
	}
	l.all = append(l.all, fresh...)
	l.index()
	return l, nil
}

// listingRead is one read of listable sessions inside a read transaction.
type listingRead struct {
	ctx          context.Context
	db           *DB
	tx           *sql.Tx
	from         time.Time
	holidaysFrom kajian.Date
}

func (r listingRead) query(q string, args ...any) (*sql.Rows, error) {
	return r.tx.QueryContext(r.ctx, r.db.rebind(q), args...)
}

// changesSince returns the sessions written between version from (exclusive)
// and to, by type, and whether they are all known: every raise of the
// version left one row in listing_changes, unless it has been pruned.
func (r listingRead) changesSince(from, to int64) (map[kajian.Type]map[string]bool, bool, error) {
	if from < 0 || to-from > maxListingChanges {
		return nil, false, nil
	}
	changed := map[kajian.Type]map[string]bool{kajian.Regular: {}, kajian.Recurring: {}}
	if to == from {
		return changed, true, nil
	}
	rows, err := r.query("SELECT version, kind, CAST(session_id AS TEXT) FROM listing_changes WHERE version > ? AND version <= ?", from, to)
	if err != nil {
		return nil, false, fmt.Errorf("listing changes: %w", err)
	}
	defer rows.Close()
	n := int64(0)
	for rows.Next() {
		var (
			version, kind int64
			id            text
		)
		if err := rows.Scan(&version, &kind, &id); err != nil {
			return nil, false, err
		}
		changed[kindType(kind)][string(id)] = true
		n++
	}
	if err := rows.Err(); err != nil {
		return nil, false, fmt.Errorf("listing changes: %w", err)
	}
	return changed, n == to-from, nil
}

const (
	listedOneOff = "status = 'approved' AND starts_at >= ?"
	listedWeekly = "status = 'active'"
)

// sessions reads the listable sessions among ids (nil: every one) with
// their speakers and their holidays from holidaysFrom on.
func (r listingRead) sessions(ids map[kajian.Type][]any) ([]listed, error) {
	oneOffWhere, weeklyWhere := listedOneOff, listedWeekly
	oneOffArgs, weeklyArgs := []any{r.db.ts(r.from)}, []any(nil)
	// The speakers' and holidays' sessions: those read, by the same conditions.
	speakerOf := "kajian_id IN (SELECT id FROM kajian WHERE " + listedOneOff + ") OR " +
		"recurring_kajian_id IN (SELECT id FROM recurring_kajian WHERE " + listedWeekly + ")"
	speakerArgs := []any{r.db.ts(r.from)}
	holidayOf := "recurring_kajian_id IN (SELECT id FROM recurring_kajian WHERE " + listedWeekly + ")"
	var holidayArgs []any
	if ids != nil {
		oneOffIn, oneOffIDs := idList(ids[kajian.Regular])
		weeklyIn, weeklyIDs := idList(ids[kajian.Recurring])
		oneOffWhere += " AND id IN (" + oneOffIn + ")"
		weeklyWhere += " AND id IN (" + weeklyIn + ")"
		oneOffArgs, weeklyArgs = append(oneOffArgs, oneOffIDs...), weeklyIDs
		speakerOf = "kajian_id IN (" + oneOffIn + ") OR recurring_kajian_id IN (" + weeklyIn + ")"
		speakerArgs = append(slices.Clone(oneOffIDs), weeklyIDs...)
		holidayOf = "recurring_kajian_id IN (" + weeklyIn + ")"
		holidayArgs = weeklyIDs
	}
	common := strings.Join(commonSessionColumns, ", ")
	rows, err := r.query("SELECT 0, "+common+", date, CAST(NULL AS INTEGER), search_text FROM kajian WHERE "+oneOffWhere+
		" UNION ALL SELECT 1, "+common+", CAST(NULL AS TEXT), day_of_week, search_text FROM recurring_kajian WHERE "+weeklyWhere,
		append(oneOffArgs, weeklyArgs...)...)
	if err != nil {
		return nil, fmt.Errorf("listing sessions: %w", err)
	}
	var (
		out    []listed
		v      sessionScan
		kind   int64
		search string
	)
	byID := map[string]*kajian.Session{}
	dest := append(append([]any{&kind}, v.common()...), &v.date, &v.day, &search)
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			rows.Close()
			return nil, err
		}
		s, err := v.session(kindType(kind))
		if err != nil {
			rows.Close()
			return nil, err
		}
		byID[s.ID] = s
		e := listed{s: s, online: s.IsOnline, search: search}
		if s.Type == kajian.Recurring {
			e.weekMin = kajian.WeekMinuteUTC(s.DayOfWeek, s.Time, s.Zone)
		} else {
			e.start = s.Start()
		}
		if s.Latitude != nil && s.Longitude != nil {
			e.at, e.placed = kajian.NewGeoPoint(*s.Latitude, *s.Longitude), true
		}
		out = append(out, e)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("listing sessions: %w", err)
	}
	if len(out) == 0 {
		return nil, nil
	}

	rows, err = r.query("SELECT COALESCE(kajian_id, recurring_kajian_id), name, is_main_speaker, speaker_order FROM kajian_speakers "+
		"WHERE "+speakerOf+" ORDER BY 1, speaker_order", speakerArgs...)
	if err != nil {
		return nil, fmt.Errorf("listing speakers: %w", err)
	}
	for rows.Next() {
		var (
			id text
			sp kajian.Speaker
		)
		if err := rows.Scan(&id, &sp.Name, &sp.IsMain, &sp.Order); err != nil {
			rows.Close()
			return nil, err
		}
		if s := byID[string(id)]; s != nil {
			s.Speakers = append(s.Speakers, sp)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("listing speakers: %w", err)
	}

	rows, err = r.query("SELECT recurring_kajian_id, CAST(id AS TEXT), holiday_date, reason FROM recurring_kajian_holidays "+
		"WHERE holiday_date >= ? AND ("+holidayOf+") ORDER BY holiday_date, id", append([]any{date(r.holidaysFrom)}, holidayArgs...)...)
	if err != nil {
		return nil, fmt.Errorf("listing holidays: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			sid, id, reason text
			day             date
		)
		if err := rows.Scan(&sid, &id, &day, &reason); err != nil {
			return nil, err
		}
		if s := byID[string(sid)]; s != nil {
			s.Holidays = append(s.Holidays, kajian.Holiday{ID: string(id), Date: kajian.Date(day), Reason: string(reason)})
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("listing holidays: %w", err)
	}
	return out, nil
}

// idList returns placeholders and arguments for "IN (…)" with ids, or a
// list matching nothing when there are none.
func idList(ids []any) (string, []any) {
	if len(ids) == 0 {
		return "NULL", nil
	}
	return placeholders(len(ids)), ids
}

// index orders the sessions and builds the counts, the grid and the
// holidays by date.
func (l *listing) index() {
	slices.SortFunc(l.all, func(a, b listed) int {
		if c := kajian.TypeRank(a.typ()) - kajian.TypeRank(b.typ()); c != 0 {
			return c
		}
		if a.typ() == kajian.Recurring {
			if a.weekMin != b.weekMin {
				return a.weekMin - b.weekMin
			}
		} else if c := a.start.Compare(b.start); c != 0 {
			return c
		}
		return strings.Compare(a.s.ID, b.s.ID)
	})
	l.nOneOff = 0
	for l.nOneOff < len(l.all) && l.all[l.nOneOff].typ() == kajian.Regular {
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
		if e.typ() == kajian.Recurring {
			for _, h := range e.s.Holidays {
				l.offOn[h.Date] = append(l.offOn[h.Date], int32(i))
			}
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
