package store

import (
	"context"
	"database/sql"
	"encoding/base64"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The home list is assembled here, in the database, so that its cost grows
// with the page asked for and not with the number of sessions:
//
//   - Sorted by date, one-off sessions come from the (status, starts_at) index
//     in order and weekly ones from the (status, week_minute_utc) index in the
//     order of their next occurrence (from the current minute of the UTC week,
//     wrapping around); the two ordered streams are merged and cut at the page.
//   - Sorted by distance, candidates come from a bounding box on the
//     (status, latitude, longitude) indexes. Without a radius the box grows
//     until it holds a full page of sessions closer than its inscribed circle;
//     sessions without a place follow, by date.
//   - With a radius, one box of that radius holds every candidate.
//
// The order itself is the domain's (kajian.CompareByDate and
// kajian.CompareByDistance); pages continue from an opaque cursor naming the
// last entry shown, so later pages never recount earlier ones.

// HomeSort orders the home list.
type HomeSort string

// The two orders of the home list.
const (
	SortByDate     HomeSort = "date"
	SortByDistance HomeSort = "distance"
)

// Limits of the home list.
const (
	DefaultHomeLimit = 6  // the first page (spec: initial page size 6)
	MaxHomeLimit     = 50 // the most one page may hold
	MaxPastGroup     = 50 // the most 'Kajian Sebelumnya' entries returned
	maxSearchWords   = 6
)

// Point is a place on Earth in decimal degrees.
type Point struct {
	Lat, Lng float64
}

// HomeFilter says which sessions the home list shows and how.
type HomeFilter struct {
	// Query matches, case-insensitively, the title, ustaz, speakers,
	// location and address; every word must appear.
	Query string
	// Type keeps only one-off (Regular) or weekly (Recurring) sessions; ""
	// keeps both.
	Type kajian.Type
	// Online keeps only online (true) or offline (false) sessions; nil keeps
	// both.
	Online *bool
	// Near is the viewer's point: distances are measured from it. Sorting by
	// distance and a radius need it.
	Near *Point
	// RadiusKm, when above zero, keeps only sessions with a place at most
	// that far from Near.
	RadiusKm float64
	Sort     HomeSort
	// Limit is the page size: DefaultHomeLimit when zero, at most MaxHomeLimit.
	Limit int
	// Cursor continues after the page that returned it; "" is the first page.
	Cursor string
	// SkipTotal leaves HomePage.Total at -1 unless it comes for free (with
	// a radius): counting every upcoming session is the dearest part of a
	// page, and callers may know it already.
	SkipTotal bool
	// Viewer is the user whose own attendance answers HomePage.Attendance
	// holds; "" for visitors.
	Viewer string
}

// HomeItem is one session on the home list.
type HomeItem struct {
	Session    *kajian.Session
	Listing    kajian.Listing
	DistanceKm *float64 // nil without Near or without a place
}

// Occurrence names what the item's attendance answers belong to: the
// session, and for a weekly one its next occurrence.
func (it HomeItem) Occurrence() Occurrence {
	o := Occurrence{Type: it.Session.Type, SessionID: it.Session.ID}
	if it.Session.Type == kajian.Recurring {
		o.Date = it.Listing.Timing.NextDate
	}
	return o
}

// HomePage is one page of the home list.
type HomePage struct {
	Items []HomeItem
	// Past is the 'Kajian Sebelumnya' group: one-off sessions that started
	// earlier today and weekly sessions with a holiday today, filtered and
	// ordered like the list. Only the first page carries it.
	Past []HomeItem
	// Total counts the upcoming sessions the filter matches, on every page
	// (the 'Kajian Sebelumnya' group not included); -1 when skipped.
	Total int
	// NextCursor continues the list; "" when this page is the last.
	NextCursor string
	// Attendance holds the answers to every item's Occurrence (Items and
	// Past), as AttendanceOf would return them for the viewer: read with the
	// sessions' details, it costs no statement of its own.
	Attendance Attendance
}

// ErrBadCursor answers a cursor that this list did not hand out.
var ErrBadCursor = kajian.Invalid("cursor", "Halaman daftar tidak valid. Muat ulang daftar kajian.")

// ListHome returns one page of the home list at the store clock's now.
func (db *DB) ListHome(ctx context.Context, f HomeFilter) (HomePage, error) {
	q, err := db.newHomeQuery(f)
	if err != nil {
		return HomePage{}, err
	}
	var (
		entries []kajian.ListEntry
		total   int
		page    HomePage
	)
	// Each way reads the past group's candidates (q.past) with its first
	// candidates, or just before them.
	switch {
	case q.bounded():
		entries, total, err = q.inRadius(ctx)
	case q.f.Sort == SortByDistance:
		entries, err = q.nearest(ctx)
	default:
		entries, err = q.byDate(ctx, "", q.cursor)
	}
	past := q.past
	if err == nil && !q.bounded() {
		total = -1
		if !f.SkipTotal {
			total, err = q.count(ctx, past)
		}
	}
	if err != nil {
		return page, err
	}
	if len(entries) > q.limit {
		entries = entries[:q.limit]
		page.NextCursor = encodeCursor(entries[len(entries)-1], q.f.Sort == SortByDistance)
	}
	page.Total = total
	if q.cursor != nil {
		past = nil // only the first page carries the past group
	} else {
		slices.SortFunc(past, q.compare)
		past = past[:min(len(past), MaxPastGroup)]
	}
	sessions, answers, err := q.load(ctx, append(slices.Clone(entries), past...))
	if err != nil {
		return page, err
	}
	page.Items = q.items(entries, sessions)
	if q.cursor == nil {
		page.Past = q.items(past, sessions)
	}
	var occs []Occurrence
	for _, it := range slices.Concat(page.Items, page.Past) {
		occs = append(occs, it.Occurrence())
	}
	page.Attendance = newAttendance(occs, answers)
	return page, nil
}

// homeQuery is one ListHome call: the filter and the moment it is read at.
type homeQuery struct {
	db      *DB
	f       HomeFilter
	limit   int
	words   []string
	cursor  *kajian.ListEntry
	compare func(a, b kajian.ListEntry) int
	now     time.Time
	minute  time.Time // now, truncated to the minute
	weekMin int       // the minute of the UTC week of now
	today   map[kajian.Zone]kajian.Date
	dayFrom time.Time // the earliest midnight that is "today" in some zone
	// past holds the candidates of the 'Kajian Sebelumnya' group, and
	// offToday the weekly sessions among them (they have a holiday today:
	// never in the list). They are read once per call, with the first
	// candidates or before them (pastRead); see addPast.
	past     []kajian.ListEntry
	offToday map[string]bool
	pastRead bool
}

func (db *DB) newHomeQuery(f HomeFilter) (*homeQuery, error) {
	now := db.clock.Now().UTC()
	q := &homeQuery{db: db, f: f, now: now, minute: now.Truncate(time.Minute), weekMin: kajian.WeekMinute(now),
		today: map[kajian.Zone]kajian.Date{}, compare: kajian.CompareByDate}
	for _, z := range kajian.Zones {
		q.today[z] = kajian.Today(now, z)
		if m := kajian.At(q.today[z], 0, z); q.dayFrom.IsZero() || m.Before(q.dayFrom) {
			q.dayFrom = m
		}
	}
	switch {
	case f.Limit <= 0:
		q.limit = DefaultHomeLimit
	default:
		q.limit = min(f.Limit, MaxHomeLimit)
	}
	if f.Sort == "" {
		q.f.Sort = SortByDate
	}
	if q.f.Sort == SortByDistance {
		if f.Near == nil {
			return nil, kajian.Invalid("sort", "Urutan jarak memerlukan lokasi")
		}
		q.compare = kajian.CompareByDistance
	} else if q.f.Sort != SortByDate {
		return nil, kajian.Invalid("sort", "Urutan tidak dikenal")
	}
	if f.RadiusKm < 0 || math.IsNaN(f.RadiusKm) || (f.RadiusKm > 0 && f.Near == nil) {
		return nil, kajian.Invalid("radius_km", "Radius memerlukan lokasi")
	}
	for _, w := range strings.Fields(strings.ToLower(f.Query)) {
		if len(q.words) == maxSearchWords {
			break
		}
		q.words = append(q.words, w)
	}
	if f.Cursor != "" {
		c, err := decodeCursor(f.Cursor)
		if err != nil || (c.HasDistance() && q.f.Sort != SortByDistance) || (q.bounded() && q.f.Sort == SortByDistance && !c.HasDistance()) {
			return nil, ErrBadCursor
		}
		q.cursor = &c
	}
	return q, nil
}

func (q *homeQuery) bounded() bool { return q.f.RadiusKm > 0 && q.f.Near != nil }

func (q *homeQuery) wants(t kajian.Type) bool { return q.f.Type == "" || q.f.Type == t }

// after reports whether e comes after the cursor.
func (q *homeQuery) after(e kajian.ListEntry) bool {
	return q.cursor == nil || q.compare(e, *q.cursor) > 0
}

// where returns the conditions every query of table t shares: public status,
// search words and online/offline, on columns of the table aliased as a.
func (q *homeQuery) where(t kajian.Type, a string) (string, []any) {
	conds := []string{a + "status = ?"}
	args := []any{string(kajian.PublicStatus(t))}
	for _, w := range q.words {
		conds = append(conds, a+`search_text LIKE ? ESCAPE '\'`)
		args = append(args, "%"+escapeLike(w)+"%")
	}
	if q.f.Online != nil {
		conds = append(conds, a+"is_online = ?")
		args = append(args, *q.f.Online)
	}
	return strings.Join(conds, " AND "), args
}

// escapeLike makes a search word match literally inside LIKE … ESCAPE '\'.
func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// todayIn is an SQL expression for today's date in the zone of the row of
// recurring_kajian or kajian aliased as a, with its arguments.
func (q *homeQuery) todayIn(a string) (string, []any) {
	return "CASE " + a + "timezone_region WHEN 'WITA' THEN ? WHEN 'WIT' THEN ? ELSE ? END",
		[]any{date(q.today[kajian.WITA]), date(q.today[kajian.WIT]), date(q.today[kajian.WIB])}
}

// weeklySortTime is the next occurrence of a weekly session that starts at
// minute wm of the UTC week: strictly after now, at most a week later.
func (q *homeQuery) weeklySortTime(wm int) time.Time {
	return q.minute.Add(time.Duration(q.weeklyKey(wm)+1) * time.Minute)
}

// weeklyKey orders weekly sessions by next occurrence: 0 is the minute after
// now, 10079 the current minute a week later.
func (q *homeQuery) weeklyKey(wm int) int {
	return ((wm-q.weekMin-1)%minutesPerWeek + minutesPerWeek) % minutesPerWeek
}

const minutesPerWeek = 7 * 24 * 60

// entry makes a list entry, measuring the distance from Near when the
// session has a place.
func (q *homeQuery) entry(t kajian.Type, id string, sortTime time.Time, lat, lng sql.NullFloat64) kajian.ListEntry {
	e := kajian.ListEntry{Type: t, ID: id, SortTime: sortTime, DistanceKm: math.NaN()}
	if q.f.Near != nil && lat.Valid && lng.Valid {
		e.DistanceKm = kajian.DistanceKm(q.f.Near.Lat, q.f.Near.Lng, lat.Float64, lng.Float64)
	}
	return e
}

// candidates is one statement reading list entries of both tables: parts
// joined by UNION ALL, each selecting oneOffEntry or weeklyEntry, so that a
// page costs one round trip where it would cost one per table.
type candidates struct {
	parts    []string
	args     []any
	withPast bool // the parts include the past group's (addPast)
}

// The columns of a list entry: its type rank, id, start (one-off) or minute
// of the UTC week (weekly), and place. The NULLs are typed so that
// PostgreSQL can match the columns of the parts.
const oneOffEntry = "0 AS kind, id, starts_at, CAST(NULL AS INTEGER) AS week_minute, latitude, longitude"

// weeklyEntry is oneOffEntry's counterpart for recurring_kajian aliased as a.
func weeklyEntry(a string) string {
	return "1 AS kind, " + a + "id, CAST(NULL AS TIMESTAMPTZ) AS starts_at, " + a + "week_minute_utc AS week_minute, " +
		a + "latitude, " + a + "longitude"
}

// oneOffPlace and weeklyPlace are list entries without their sort time, for
// candidates that are only ever compared by distance: reading and parsing
// the times of every session in a box was a good part of its cost.
const (
	oneOffPlace = "0 AS kind, id, CAST(NULL AS TIMESTAMPTZ) AS starts_at, CAST(NULL AS INTEGER) AS week_minute, latitude, longitude"
	weeklyPlace = "1 AS kind, id, CAST(NULL AS TIMESTAMPTZ) AS starts_at, CAST(NULL AS INTEGER) AS week_minute, latitude, longitude"
)

func (c *candidates) add(part string, args ...any) {
	c.parts = append(c.parts, part)
	c.args = append(c.args, args...)
}

// read runs the statement, returning the list's candidates and, when the
// statement had the past group's parts (addPast), keeping those in q; with
// no parts it reads nothing.
func (c *candidates) read(ctx context.Context, q *homeQuery) ([]kajian.ListEntry, error) {
	if len(c.parts) == 0 {
		if c.withPast {
			q.keepPast(nil) // the filter has no past group
		}
		return nil, nil
	}
	rows, err := q.db.queryPrepared(ctx, strings.Join(c.parts, " UNION ALL "), c.args...)
	if err != nil {
		return nil, fmt.Errorf("home list: %w", err)
	}
	defer rows.Close()
	// Integers are scanned as int64, which database/sql assigns directly
	// rather than through text: these loops run for every box candidate.
	var (
		out      []kajian.ListEntry
		kind     int64
		id       text
		at       instant
		wm       sql.NullInt64
		lat, lng sql.NullFloat64
	)
	dest := []any{&kind, &id, &at, &wm, &lat, &lng}
	var past []kajian.ListEntry
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return nil, err
		}
		t, sortTime := kajian.Regular, at.Time
		if kind%2 == 1 {
			t = kajian.Recurring
			if wm.Valid {
				sortTime = q.weeklySortTime(int(wm.Int64))
			}
		}
		if kind >= pastKind {
			past = append(past, q.entry(t, string(id), sortTime, lat, lng))
		} else {
			out = append(out, q.entry(t, string(id), sortTime, lat, lng))
		}
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if c.withPast {
		q.keepPast(past)
	}
	return q.notOff(out), nil
}

// notOff drops the weekly sessions with a holiday today: they are in the past
// group, never in the list. The past group must have been read.
func (q *homeQuery) notOff(es []kajian.ListEntry) []kajian.ListEntry {
	return slices.DeleteFunc(es, func(e kajian.ListEntry) bool { return e.Type == kajian.Recurring && q.offToday[e.ID] })
}

// box returns the bounding-box condition for radiusKm around Near, or "" when
// the box would cover the whole Earth.
func (q *homeQuery) box(radiusKm float64, a string) (string, []any) {
	if radiusKm >= math.Pi*kajian.EarthRadiusKm {
		return a + "latitude IS NOT NULL", nil
	}
	minLat, maxLat, minLng, maxLng := kajian.BoundingBox(q.f.Near.Lat, q.f.Near.Lng, radiusKm)
	return a + "latitude BETWEEN ? AND ? AND " + a + "longitude BETWEEN ? AND ?", []any{minLat, maxLat, minLng, maxLng}
}

// inBox returns the upcoming sessions inside the box of radiusKm whose
// distance is at most radiusKm.
func (q *homeQuery) inBox(ctx context.Context, radiusKm float64) ([]kajian.ListEntry, error) {
	var c candidates
	if !q.pastRead {
		q.addPast(&c) // one round trip fewer
	}
	b, bargs := q.box(radiusKm, "")
	// Sorted by distance, sessions in the box all have one, so they never
	// compare by date (kajian.CompareByDistance).
	oneOff, weekly := oneOffEntry, weeklyEntry("")
	if q.f.Sort == SortByDistance {
		oneOff, weekly = oneOffPlace, weeklyPlace
	}
	if q.wants(kajian.Regular) {
		w, args := q.where(kajian.Regular, "")
		c.add("SELECT "+oneOff+" FROM kajian WHERE "+w+" AND starts_at > ? AND "+b, append(append(args, q.db.ts(q.now)), bargs...)...)
	}
	if q.wants(kajian.Recurring) {
		w, args := q.where(kajian.Recurring, "")
		c.add("SELECT "+weekly+" FROM recurring_kajian WHERE "+w+" AND "+b, append(args, bargs...)...)
	}
	out, err := c.read(ctx, q)
	if err != nil {
		return nil, err
	}
	return slices.DeleteFunc(out, func(e kajian.ListEntry) bool { return !e.HasDistance() || e.DistanceKm > radiusKm }), nil
}

// inRadius returns the page after the cursor (one entry more than the limit
// when there are more) and the number of sessions within the radius.
func (q *homeQuery) inRadius(ctx context.Context) ([]kajian.ListEntry, int, error) {
	all, err := q.inBox(ctx, q.f.RadiusKm)
	if err != nil {
		return nil, 0, err
	}
	slices.SortFunc(all, q.compare)
	page := make([]kajian.ListEntry, 0, q.limit+1)
	for _, e := range all {
		if len(page) > q.limit {
			break
		}
		if q.after(e) {
			page = append(page, e)
		}
	}
	return page, len(all), nil
}

// Growth of the search box when sorting by distance without a radius.
const (
	firstBoxKm   = 3.0
	maxBoxGrowth = 4.0
)

// nearest returns the page after the cursor sorted by distance: sessions with
// a place from a growing box, then sessions without one by date.
func (q *homeQuery) nearest(ctx context.Context) ([]kajian.ListEntry, error) {
	need := q.limit + 1
	var page []kajian.ListEntry
	if q.cursor == nil || q.cursor.HasDistance() {
		from := 0.0
		if q.cursor != nil {
			from = q.cursor.DistanceKm
		}
		for extra := firstBoxKm; ; {
			radius := from + extra
			all, err := q.inBox(ctx, radius)
			if err != nil {
				return nil, err
			}
			page = slices.DeleteFunc(all, func(e kajian.ListEntry) bool { return !q.after(e) })
			whole := radius >= math.Pi*kajian.EarthRadiusKm
			if len(page) >= need || whole {
				break
			}
			// Grow by the area a full page seems to need, within limits.
			growth := maxBoxGrowth
			if len(page) > 0 {
				growth = min(maxBoxGrowth, max(1.5, 1.25*math.Sqrt(float64(need)/float64(len(page)))))
			}
			extra *= growth
		}
		slices.SortFunc(page, q.compare)
		if len(page) >= need {
			return page[:need], nil
		}
	}
	// Every session with a place is on this page or an earlier one: the rest
	// have none and follow by date.
	var after *kajian.ListEntry
	if q.cursor != nil && !q.cursor.HasDistance() {
		after = q.cursor
	}
	tail, err := q.byDate(ctx, "latitude IS NULL", after)
	if err != nil {
		return nil, err
	}
	page = append(page, tail...)
	return page[:min(len(page), need)], nil
}

// byDate returns up to limit+1 upcoming sessions after the entry (nil: from
// the start) in date order; extra is one more condition on both tables (""
// for none). Each table is read in order from its index and cut at the
// page, all in one statement; the streams are merged here.
func (q *homeQuery) byDate(ctx context.Context, extra string, after *kajian.ListEntry) ([]kajian.ListEntry, error) {
	// The weekly reads' limits depend on today's holidays: read them first.
	if !q.pastRead {
		var c candidates
		q.addPast(&c)
		if _, err := c.read(ctx, q); err != nil {
			return nil, err
		}
	}
	need := q.limit + 1
	var c candidates
	if q.wants(kajian.Regular) {
		q.oneOffByDate(&c, extra, after, need)
	}
	if q.wants(kajian.Recurring) {
		q.weeklyByDate(&c, extra, after, need)
	}
	out, err := c.read(ctx, q)
	if err != nil {
		return nil, err
	}
	slices.SortFunc(out, kajian.CompareByDate)
	return out[:min(len(out), need)], nil
}

// ordered wraps a part with its own ORDER BY and LIMIT, which a part of a
// UNION ALL may only have inside a subquery.
func ordered(part string, n int) string {
	return "SELECT * FROM (" + part + ") AS p" + strconv.Itoa(n)
}

func (q *homeQuery) oneOffByDate(c *candidates, extra string, after *kajian.ListEntry, need int) {
	w, args := q.where(kajian.Regular, "")
	s := "SELECT " + oneOffEntry + " FROM kajian WHERE " + w + " AND starts_at > ?"
	args = append(args, q.db.ts(q.now))
	if extra != "" {
		s += " AND " + extra
	}
	if after != nil {
		at := q.db.ts(after.SortTime)
		if kajian.TypeRank(after.Type) == kajian.TypeRank(kajian.Regular) {
			s += " AND (starts_at > ? OR (starts_at = ? AND id > ?))"
			args = append(args, at, at, after.ID)
		} else {
			s += " AND starts_at > ?"
			args = append(args, at)
		}
	}
	c.add(ordered(s+" ORDER BY starts_at, id LIMIT ?", len(c.parts)), append(args, need)...)
}

// weeklyByDate reads weekly sessions in the order of their next occurrence.
// The order starts at the minute after now and wraps around the end of the
// UTC week, so it is read from the week_minute_utc index in up to two ranges.
// Sessions with a holiday today are dropped afterwards rather than in SQL, so
// the index order serves the ORDER BY; as many more rows are read.
func (q *homeQuery) weeklyByDate(c *candidates, extra string, after *kajian.ListEntry, need int) {
	firstKey, tieID := 0, ""
	if after != nil && after.SortTime.After(q.minute) {
		key := int(after.SortTime.Sub(q.minute)/time.Minute) - 1
		switch {
		case key >= minutesPerWeek:
			return // the cursor is beyond every next occurrence
		case kajian.TypeRank(after.Type) == kajian.TypeRank(kajian.Recurring):
			firstKey, tieID = key, after.ID
		default:
			firstKey = key // weekly sessions at the same time follow one-off ones
		}
	}
	// Keys firstKey…10079 are week minutes start…weekMin, cyclically.
	start := (firstKey + q.weekMin + 1) % minutesPerWeek
	ranges := [][2]int{{start, q.weekMin}}
	if start > q.weekMin {
		ranges = [][2]int{{start, minutesPerWeek - 1}, {0, q.weekMin}}
	}
	w, wargs := q.where(kajian.Recurring, "")
	for i, r := range ranges {
		s := "SELECT " + weeklyEntry("") + " FROM recurring_kajian WHERE " + w + " AND week_minute_utc >= ? AND week_minute_utc <= ?"
		args := append(slices.Clone(wargs), r[0], r[1])
		if extra != "" {
			s += " AND " + extra
		}
		if i == 0 && tieID != "" {
			s += " AND (week_minute_utc > ? OR id > ?)"
			args = append(args, r[0], tieID)
		}
		c.add(ordered(s+" ORDER BY week_minute_utc, id LIMIT ?", len(c.parts)), append(args, need+len(q.offToday))...)
	}
}

// pastKind is added to the kind of the past group's rows, which share a
// statement with the list's candidates.
const pastKind = 2

// addPast adds the parts reading the candidates of the 'Kajian Sebelumnya'
// group: one-off sessions of today (in their zone) that have started, and
// weekly sessions with a holiday today. Both are small sets read through
// indexes (starts_at; holiday_date). They are read on every page: the weekly
// part also says which sessions the list leaves out today (offToday) and
// corrects the count of upcoming weekly sessions.
func (q *homeQuery) addPast(c *candidates) {
	asPast := func(part string) string {
		return "SELECT kind + " + strconv.Itoa(pastKind) + ", id, starts_at, week_minute, latitude, longitude FROM (" +
			part + ") AS past" + strconv.Itoa(len(c.parts))
	}
	if q.wants(kajian.Regular) && q.cursor == nil {
		w, args := q.where(kajian.Regular, "")
		today, targs := q.todayIn("")
		c.add(asPast("SELECT "+oneOffEntry+" FROM kajian WHERE "+w+" AND starts_at >= ? AND starts_at <= ? AND date >= "+today),
			append(append(args, q.db.ts(q.dayFrom), q.db.ts(q.now)), targs...)...)
	}
	if q.wants(kajian.Recurring) {
		// Today's holidays are few: read them first, by the holiday_date
		// index (CROSS JOIN keeps SQLite's planner from starting with every
		// active session), then their sessions by primary key.
		w, args := q.where(kajian.Recurring, "r.")
		today, targs := q.todayIn("r.")
		c.add(asPast("SELECT "+weeklyEntry("r.")+
			" FROM recurring_kajian_holidays h CROSS JOIN recurring_kajian r "+
			"WHERE h.holiday_date IN (?, ?, ?) AND r.id = h.recurring_kajian_id AND h.holiday_date = "+today+" AND "+w),
			append(append([]any{date(q.today[kajian.WIB]), date(q.today[kajian.WITA]), date(q.today[kajian.WIT])}, targs...), args...)...)
	}
	c.withPast = true
}

// keepPast keeps the past group's candidates read by a statement with
// addPast's parts, within the radius if there is one.
func (q *homeQuery) keepPast(past []kajian.ListEntry) {
	q.offToday = map[string]bool{}
	for _, e := range past {
		if e.Type == kajian.Recurring {
			q.offToday[e.ID] = true
		}
	}
	if q.bounded() {
		past = slices.DeleteFunc(past, func(e kajian.ListEntry) bool { return !e.HasDistance() || e.DistanceKm > q.f.RadiusKm })
	}
	q.past, q.pastRead = past, true
}

// count counts the upcoming sessions the filter matches without a radius,
// both tables in one statement. Weekly sessions with a holiday today are in
// the past group, not here.
func (q *homeQuery) count(ctx context.Context, past []kajian.ListEntry) (int, error) {
	var (
		parts []string
		args  []any
	)
	if q.wants(kajian.Regular) {
		w, wargs := q.where(kajian.Regular, "")
		parts = append(parts, "SELECT COUNT(*) FROM kajian WHERE "+w+" AND starts_at > ?")
		args = append(append(args, wargs...), q.db.ts(q.now))
	}
	if q.wants(kajian.Recurring) {
		w, wargs := q.where(kajian.Recurring, "")
		parts = append(parts, "SELECT COUNT(*) FROM recurring_kajian WHERE "+w)
		args = append(args, wargs...)
	}
	rows, err := q.db.queryPrepared(ctx, strings.Join(parts, " UNION ALL "), args...)
	if err != nil {
		return 0, fmt.Errorf("count home list: %w", err)
	}
	defer rows.Close()
	total := 0
	for rows.Next() {
		var n int
		if err := rows.Scan(&n); err != nil {
			return 0, fmt.Errorf("count home list: %w", err)
		}
		total += n
	}
	for _, e := range past {
		if e.Type == kajian.Recurring {
			total--
		}
	}
	return total, rows.Err()
}

// load reads the sessions of entries of both types, with their speakers,
// holidays from today on and attendance answers, in two statements: one for
// the sessions, one for the rest. A session deleted since its entry was read
// is missing.
func (q *homeQuery) load(ctx context.Context, entries []kajian.ListEntry) (map[string]*kajian.Session, []answerCount, error) {
	ids := map[kajian.Type][]any{}
	for _, e := range entries {
		ids[e.Type] = append(ids[e.Type], e.ID)
	}
	sessions := map[string]*kajian.Session{}
	if len(entries) == 0 {
		return sessions, nil, nil
	}
	if err := q.readSessions(ctx, ids, sessions); err != nil {
		return nil, nil, err
	}
	answers, err := q.readDetails(ctx, ids, sessions)
	return sessions, answers, err
}

// readSessions reads the sessions named in ids into sessions. The last two
// columns are a one-off session's date and a weekly one's weekday.
func (q *homeQuery) readSessions(ctx context.Context, ids map[kajian.Type][]any, sessions map[string]*kajian.Session) error {
	var (
		parts []string
		args  []any
	)
	common := strings.Join(commonSessionColumns, ", ")
	if list := ids[kajian.Regular]; len(list) > 0 {
		in, inArgs := inList(list)
		parts = append(parts, "SELECT 0, "+common+", date, CAST(NULL AS INTEGER) FROM kajian WHERE id IN ("+in+")")
		args = append(args, inArgs...)
	}
	if list := ids[kajian.Recurring]; len(list) > 0 {
		in, inArgs := inList(list)
		parts = append(parts, "SELECT 1, "+common+", CAST(NULL AS TEXT), day_of_week FROM recurring_kajian WHERE id IN ("+in+")")
		args = append(args, inArgs...)
	}
	rows, err := q.db.queryPrepared(ctx, strings.Join(parts, " UNION ALL "), args...)
	if err != nil {
		return fmt.Errorf("home list sessions: %w", err)
	}
	defer rows.Close()
	// One set of destinations serves every row: each scan overwrites all of
	// them, and session copies the row out.
	var (
		v    sessionScan
		kind int64
	)
	dest := append(append([]any{&kind}, v.common()...), &v.date, &v.day)
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return err
		}
		s, err := v.session(kindType(kind))
		if err != nil {
			return err
		}
		sessions[s.ID] = s
	}
	return rows.Err()
}

// readDetails reads the speakers of the sessions, the holidays of the weekly
// ones from today on and the attendance answers of both (attendanceParts) in
// one statement, as rows of (kind, session, text, text, date, number,
// number):
//
//	kind 0, 1: a speaker of a one-off, weekly session: name, -, -, main speaker, order
//	kind 2:    a holiday: id, reason, date, -, -
//	kind 3, 4: answers to a one-off, weekly session: own answer, -, occurrence, 'hadir' count, -
func (q *homeQuery) readDetails(ctx context.Context, ids map[kajian.Type][]any, sessions map[string]*kajian.Session) ([]answerCount, error) {
	const noHoliday = "CAST(NULL AS TEXT), CAST(NULL AS TEXT)"
	var (
		parts []string
		args  []any
	)
	if list := ids[kajian.Regular]; len(list) > 0 {
		in, inArgs := inList(list)
		parts = append(parts, "SELECT 0, kajian_id, name, "+noHoliday+", CASE WHEN is_main_speaker THEN 1 ELSE 0 END, speaker_order "+
			"FROM kajian_speakers WHERE kajian_id IN ("+in+")")
		args = append(args, inArgs...)
	}
	if list := ids[kajian.Recurring]; len(list) > 0 {
		in, inArgs := inList(list)
		parts = append(parts, "SELECT 1, recurring_kajian_id, name, "+noHoliday+", CASE WHEN is_main_speaker THEN 1 ELSE 0 END, speaker_order "+
			"FROM kajian_speakers WHERE recurring_kajian_id IN ("+in+")",
			"SELECT 2, recurring_kajian_id, CAST(id AS TEXT), reason, holiday_date, 0, 0 "+
				"FROM recurring_kajian_holidays WHERE recurring_kajian_id IN ("+in+") AND holiday_date >= ?")
		args = append(append(append(args, inArgs...), inArgs...), date(q.today[kajian.WIB]))
	}
	answerParts, answerArgs := attendanceParts(q.f.Viewer, ids)
	for i, p := range answerParts {
		parts = append(parts, "SELECT kind + 3, session_id, mine, CAST(NULL AS TEXT), occurrence, hadir, 0 FROM ("+p+") AS a"+strconv.Itoa(i))
	}
	args = append(args, answerArgs...)
	rows, err := q.db.queryPrepared(ctx, strings.Join(parts, " UNION ALL ")+" ORDER BY 1, 2, 7, 5", args...)
	if err != nil {
		return nil, fmt.Errorf("home list details: %w", err)
	}
	defer rows.Close()
	var (
		answers             []answerCount
		kind, number, order int64
		sid, txt, reason    text
		day                 date
	)
	dest := []any{&kind, &sid, &txt, &reason, &day, &number, &order}
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return nil, err
		}
		s := sessions[string(sid)]
		switch {
		case kind >= 3:
			occ := Occurrence{Type: kindType(kind - 3), SessionID: string(sid), Date: kajian.Date(day)}
			answers = append(answers, answerCount{occ: occ, hadir: int(number), mine: txt})
		case s == nil:
		case kind == 2:
			s.Holidays = append(s.Holidays, kajian.Holiday{ID: string(txt), Date: kajian.Date(day), Reason: string(reason)})
		default:
			s.Speakers = append(s.Speakers, kajian.Speaker{Name: string(txt), IsMain: number == 1, Order: int(order)})
		}
	}
	return answers, rows.Err()
}

// items returns the entries as list items, in order, leaving out those whose
// session is missing.
func (q *homeQuery) items(entries []kajian.ListEntry, sessions map[string]*kajian.Session) []HomeItem {
	out := make([]HomeItem, 0, len(entries))
	for _, e := range entries {
		s := sessions[e.ID]
		if s == nil {
			continue // deleted between the two reads
		}
		item := HomeItem{Session: s, Listing: s.ListingAt(q.now)}
		if e.HasDistance() {
			d := e.DistanceKm
			item.DistanceKm = &d
		}
		out = append(out, item)
	}
	return out
}

// A cursor names the last entry of a page: "d" (by date, or a session
// without a place when sorting by distance) with its sort time, or "g" (by
// distance) with its distance; then its type rank and id, all base64url.
func encodeCursor(e kajian.ListEntry, byDistance bool) string {
	var raw string
	if byDistance && e.HasDistance() {
		raw = "g|" + strconv.FormatFloat(e.DistanceKm, 'g', -1, 64)
	} else {
		raw = "d|" + strconv.FormatInt(e.SortTime.UnixMilli(), 10)
	}
	raw += "|" + strconv.Itoa(kajian.TypeRank(e.Type)) + "|" + e.ID
	return base64.RawURLEncoding.EncodeToString([]byte(raw))
}

func decodeCursor(s string) (kajian.ListEntry, error) {
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return kajian.ListEntry{}, err
	}
	parts := strings.Split(string(raw), "|")
	if len(parts) != 4 || (parts[2] != "0" && parts[2] != "1") || len(parts[3]) > 64 {
		return kajian.ListEntry{}, fmt.Errorf("cursor: bad shape")
	}
	e := kajian.ListEntry{Type: kajian.Regular, ID: parts[3], DistanceKm: math.NaN()}
	if parts[2] == "1" {
		e.Type = kajian.Recurring
	}
	switch parts[0] {
	case "g":
		d, err := strconv.ParseFloat(parts[1], 64)
		if err != nil || math.IsNaN(d) || d < 0 {
			return e, fmt.Errorf("cursor: bad distance")
		}
		e.DistanceKm = d
	case "d":
		ms, err := strconv.ParseInt(parts[1], 10, 64)
		if err != nil {
			return e, err
		}
		e.SortTime = time.UnixMilli(ms).UTC()
	default:
		return e, fmt.Errorf("cursor: bad kind")
	}
	return e, nil
}

// Analyze refreshes the query planner's statistics after a bulk load (seeding
// demo, benchmark or load-test data), as autovacuum would in time on
// PostgreSQL; the home list's plans depend on them there. SQLite keeps its
// planner's defaults, which already choose the home list's indexes.
func (db *DB) Analyze(ctx context.Context) error {
	if db.dialect != Postgres {
		return nil
	}
	_, err := db.write.ExecContext(ctx, "VACUUM ANALYZE")
	return err
}
