package homelist

import (
	"context"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// Reading a listing: a request asks for one that covers its day at the database's version or
// later; the current one is read anew, or caught up with the sessions changed since its version
// when they are few (listing_catchup.go).

// covers reports whether the listing holds everything a request at this
// moment can show: a clock set back before it was read (in tests) or a new
// day (old sessions to drop) needs a new one.
func (l *listing) covers(q *query) bool {
	return !q.dayFrom.Before(l.from) && q.dayFrom.Sub(l.from) < 48*time.Hour &&
		!q.today[kajian.WIB].Before(l.holidaysFrom)
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
		first := s.WeeklyDateFrom(kajian.Today(from, s.Zone))
		e.weekMin = int32(kajian.WeekMinuteUTC(s.DayOfWeek, s.TimeOn(first), s.Zone))
		if !s.Rhythm.Weekly() {
			e.start, e.gap = rhythmSlots(s, first, s.TimeOn(first), from)
		}
		// A cancelled date is not packed: unlike a holiday it stays upcoming, listed at its
		// slot with its badge until its time (kajian.Session.TimingAt).
		e.holidays = s.OffDates()
	} else {
		e.start = s.Start().Unix()
	}
	if p := s.Point(); p != nil {
		e.at, e.placed = *p, true
	}
	return e
}
