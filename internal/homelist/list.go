// Package homelist is the home list's read model: the upcoming sessions a
// visitor browses, filtered, sorted by date or by distance, paged, with the
// 'Kajian Sebelumnya' group, each with its attendance. It keeps an index of
// the listable sessions in memory (listing.go), checked against the database
// on every request, so a page costs the same whatever the number of sessions.
// A visitor's page may be kept by its caller and judged by its stamp
// (fresh.go). docs/home-list.md describes the design.
package homelist

import (
	"context"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// Store gives the list its rows: the listable sessions, per request the
// page's attendance with the listing's current version in one statement, and
// the versions with the occurrences answered since, which kept pages are
// judged against (fresh.go).
type Store interface {
	ReadListing(ctx context.Context, q store.ListingQuery) (store.ListingRows, error)
	ReadListed(ctx context.Context, q store.ListingQuery, ids map[kajian.Type][]string) (int64, []*kajian.Session, error)
	NumberMeetings(ctx context.Context, list []*kajian.Session, from, to kajian.Date) error
	AttendanceAndVersion(ctx context.Context, userID string, occs []kajian.Occurrence) (store.Attendance, store.Versions, error)
	ReadChanges(ctx context.Context, since map[int64]int64) (store.Versions, store.AttendanceFeed, error)
}

// List serves the home list of one server copy.
type List struct {
	store   Store
	current atomic.Pointer[listing]
	mu      sync.Mutex    // serialises reading the listing
	bodies  *bodies       // sessions pages showed, in full
	reads   *versionReads // the versions reads kept pages are judged at (reads.go)
}

// New returns the home list read from st.
func New(st Store) *List {
	return &List{store: st, bodies: newBodies(), reads: &versionReads{source: st}}
}

// Item is one session on the home list.
type Item struct {
	Session    *kajian.Session // shared with other requests: read only
	Listing    kajian.Listing  // where it stands at the page's moment
	DistanceKm *float64        // nil without Near or without a place
}

// Occurrence names what the item's attendance answers belong to: the
// session, and for a weekly one its next occurrence.
func (it Item) Occurrence() kajian.Occurrence { return it.Session.OccurrenceFor(it.Listing.Timing) }

// Page is one page of the home list.
type Page struct {
	Items []Item
	// Past is the 'Kajian Sebelumnya' group: one-off sessions that started
	// earlier today and weekly sessions with a holiday today, filtered and
	// ordered like the list. Only the last page carries it: the list shows
	// it after the upcoming sessions.
	Past []Item
	// Total counts the upcoming sessions the filter matches, on every page
	// (the 'Kajian Sebelumnya' group not included).
	Total int
	// NextCursor continues the list; "" when this page is the last.
	NextCursor string
	// Attendance holds the answers to every item's Occurrence (Items and
	// Past), as AttendanceOf would return them for the viewer.
	Attendance store.Attendance
}

// Page returns one page of the list at now, as the request reads it once.
// It reads one statement, the page's attendance with the version of the
// listing, when the page's sessions are kept; else those sessions first, in
// one read transaction. The listing is brought up to date first when it is
// stale.
func (h *List) Page(ctx context.Context, now time.Time, f Filter) (Page, error) {
	q, err := newQuery(now, f)
	if err != nil {
		return Page{}, err
	}
	l, err := h.listingFor(ctx, q, -1)
	if err != nil {
		return Page{}, err
	}
	for tries := 1; ; tries++ {
		d := q.assemble(l)
		sessions, version, err := h.sessionsOf(ctx, l, d.hits())
		if err != nil {
			return Page{}, err
		}
		page := q.page(d, sessions)
		var attVersion int64
		if page.Attendance, attVersion, err = h.attendance(ctx, f.Viewer, page); err != nil {
			return Page{}, err
		}
		// Sessions were written since the listing was read: once, the page is
		// assembled anew from the listing brought up to date.
		version = max(version, attVersion)
		if version <= l.version || tries == 2 {
			return page, nil
		}
		if l, err = h.listingFor(ctx, q, version); err != nil {
			return Page{}, err
		}
	}
}

// sessionsOf returns the sessions of the hits on listing l, kept or read,
// and the listing version they are at: above l's when they had to be read
// and sessions were written since l was (those read are then not kept, and
// those no longer listable are missing).
func (h *List) sessionsOf(ctx context.Context, l *listing, hits []hit) (map[bodyKey]*kajian.Session, int64, error) {
	keys := make([]bodyKey, len(hits))
	for i, hh := range hits {
		keys[i] = l.key(hh.e)
	}
	found, missing := h.bodies.get(l.version, keys)
	if len(missing) == 0 {
		return found, l.version, nil
	}
	ids := map[kajian.Type][]string{}
	for _, k := range missing {
		t := kajian.Regular
		if k.weekly {
			t = kajian.Recurring
		}
		ids[t] = append(ids[t], k.id)
	}
	version, read, err := h.store.ReadListed(ctx, store.ListingQuery{From: l.from, HolidaysFrom: l.holidaysFrom}, ids)
	if err != nil {
		return nil, 0, err
	}
	// A card names its meeting in its series ('Pertemuan ke-14') on the date it shows. Kept
	// sessions follow the listing's versions, and a write to one session of a series notes
	// every other (migration 0029), so kept numbers are never behind.
	if err := h.store.NumberMeetings(ctx, read, l.holidaysFrom.AddDays(-1), l.holidaysFrom.AddDays(kajian.NumberedDays)); err != nil {
		return nil, 0, err
	}
	if version == l.version {
		h.bodies.put(version, read)
	}
	for _, s := range read {
		found[bodyKey{s.Type == kajian.Recurring, s.ID}] = s
	}
	return found, version, nil
}

// attendance reads the attendance of the page's items for viewer and the
// listing's current version, in one statement.
func (h *List) attendance(ctx context.Context, viewer string, page Page) (store.Attendance, int64, error) {
	att, v, err := h.store.AttendanceAndVersion(ctx, viewer, page.Occurrences())
	return att, v.Listing, err
}

// Occurrences are those of the page's items and 'Kajian Sebelumnya' group,
// in order: what its attendance answers belong to.
func (p Page) Occurrences() []kajian.Occurrence {
	occs := make([]kajian.Occurrence, 0, len(p.Items)+len(p.Past))
	for _, it := range slices.Concat(p.Items, p.Past) {
		occs = append(occs, it.Occurrence())
	}
	return occs
}

// Sessions returns the first max upcoming sessions the filter matches (its limit and cursor
// ignored), by date, from the listing brought up to the database's version: what a calendar
// feed publishes, after today's sessions that have started. It reads one statement, the
// version, and the sessions not kept.
func (h *List) Sessions(ctx context.Context, now time.Time, f Filter, max int) ([]*kajian.Session, error) {
	f.Limit, f.Cursor, f.Sort = 0, "", ByDate
	q, err := newQuery(now, f)
	if err != nil {
		return nil, err
	}
	_, v, err := h.store.AttendanceAndVersion(ctx, "", nil)
	if err != nil {
		return nil, err
	}
	version := v.Listing
	for tries := 1; ; tries++ {
		l, err := h.listingFor(ctx, q, version)
		if err != nil {
			return nil, err
		}
		q.l, q.limit = l, max-1
		q.readPast()
		var hits []hit
		if q.bounded() {
			hits, _ = q.within(q.f.RadiusKm, max, false)
		} else {
			hits = q.byDate(false, nil)
		}
		// Today's sessions that have started, and weekly ones off today, stay in a feed: a calendar
		// deletes what its feed stops listing.
		hits = append(q.past, hits...)
		hits = hits[:min(len(hits), max)]
		sessions, read, err := h.sessionsOf(ctx, l, hits)
		if err != nil {
			return nil, err
		}
		if read > l.version && tries == 1 {
			version = read
			continue
		}
		out := make([]*kajian.Session, 0, len(hits))
		for _, hh := range hits {
			if s := sessions[l.key(hh.e)]; s != nil {
				out = append(out, s)
			}
		}
		return out, nil
	}
}
