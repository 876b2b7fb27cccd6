package homelist

import (
	"context"
	"slices"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// A visitor's page (no answers of their own in it) may be kept, as the bytes it was sent as, and
// answered again while it is still the page. Stamped makes it with a Stamp; Freshen judges a kept
// page's stamp against a later Read, in one of four outcomes:
//
//   - Same: nothing it shows moved (its versions are those it was stamped at, or the sessions and
//     answers written since are none of its own).
//   - Recounted: only some of its 'hadir' counts moved; Freshness.Counts holds them all.
//   - Retotalled: its total moved (a session posted far from a nearest-first page, or after a
//     page by date), perhaps its counts too; its sessions, order and cursor did not.
//   - Stale: it must be made anew.
//
// Starts are whole minutes, so a page is judged within the minute it was made in; a page of an
// earlier minute is Stale.

// Stamp records what a kept page was made at and shows: the shared read of the versions, the
// minute, the occurrences of its sessions with their 'hadir' counts, and its shape.
type Stamp struct {
	at          Read
	minute      int64
	occurrences []kajian.Occurrence
	counts      map[kajian.Occurrence]int
	shape       pageShape
}

// Shown is how many occurrences the page shows, items then 'Kajian Sebelumnya' group: each with
// its 'hadir' count, in that order.
func (s Stamp) Shown() int { return len(s.occurrences) }

// Fresh reports whether the page stamped s is still the page for a request that got at at now,
// with no look at what changed: stamped at at's versions, or at a later read (whose requests came
// after this one's), within the minute. It is Freshen's first step, free: a caller sharing the
// rest of Freshen among requests (singleflight) asks it first.
func (s Stamp) Fresh(at Read, now time.Time) bool {
	return s.at.Covers(at) && s.minute == now.Unix()/60
}

// Newer reports whether s was stamped at a later read than t, in t's minute or later: a page
// stamped at s stays kept in place of one stamped at t (requests that waited for an earlier read
// finish after those of a later one).
func (s Stamp) Newer(t Stamp) bool { return s.at.n > t.at.n && s.minute >= t.minute }

// Outcome is how a kept page stands at a later read (Freshen).
type Outcome int8

// The four outcomes; the zero Outcome is Stale.
const (
	Stale Outcome = iota
	Same
	Recounted
	Retotalled
)

func (o Outcome) String() string {
	return [...]string{"stale", "same", "recounted", "retotalled"}[o]
}

// Freshness is what Freshen found.
type Freshness struct {
	Outcome Outcome
	// Counts holds, when some of the page's 'hadir' counts moved (Recounted, and Retotalled when
	// they moved too), every occurrence's count in the order of the page; nil when none moved.
	Counts []int
	// Total is the page's total now (Retotalled).
	Total int
	// Asked says the counts were read with a statement of their own: the page was stamped longer
	// ago than the shared reads remember (RememberedReads).
	Asked bool
	// Stamp is the page's stamp at the read judged at, unless Stale.
	Stamp Stamp
}

// Stamped returns the visitors' page f asks for at now (f.Viewer ignored) with its stamp at the
// read at, which the request read before making it: the page shows every write that read saw.
func (h *List) Stamped(ctx context.Context, now time.Time, f Filter, at Read) (Page, Stamp, error) {
	f.Viewer = ""
	page, err := h.Page(ctx, now, f)
	if err != nil {
		return Page{}, Stamp{}, err
	}
	return page, Stamp{at: at, minute: now.Unix() / 60, occurrences: page.Occurrences(), counts: page.Attendance.Counts, shape: page.shape()}, nil
}

// Freshen judges the page f asks for at now, kept with stamp s, at the read at (Outcome).
//
// When sessions were written since s (the listing's version moved), the listing brought up to
// date tells whether any of them, before or after, is one f matches (listing.unchangedSince), and
// else whether the page's total alone may differ (listing.totalSince). When answers were written
// (the attendance's version moved), the occurrences answered since, which the shared reads
// remember, give the page's new counts; a page stamped before what they remember has its counts
// read in one statement, with the versions.
func (h *List) Freshen(ctx context.Context, now time.Time, f Filter, s Stamp, at Read) (Freshness, error) {
	if s.Fresh(at, now) {
		return Freshness{Outcome: Same, Stamp: s}, nil
	}
	if s.minute != now.Unix()/60 {
		return Freshness{}, nil
	}
	fr := Freshness{Outcome: Same}
	if s.at.v.Listing != at.v.Listing {
		f.Viewer = ""
		q, err := newQuery(now, f)
		if err != nil {
			return Freshness{}, err
		}
		l, err := h.listingFor(ctx, q, at.v.Listing)
		if err != nil {
			return Freshness{}, err
		}
		if !l.unchangedSince(q, s.at.v.Listing) {
			total, ok := l.totalSince(q, s.at.v.Listing, s.shape)
			if !ok {
				return Freshness{}, nil
			}
			fr.Outcome, fr.Total = Retotalled, total
		}
	}
	next := s
	next.at = at
	if s.at.v.Attendance != at.v.Attendance {
		counts, known := h.reads.changed(s.at.n, at.n)
		if !known {
			// Read after at: counts as fresh or fresher, which the next reads' changes still bring
			// up to date.
			cctx, cancel := context.WithTimeout(ctx, versionReadTimeout)
			var v store.Versions
			var err error
			counts, v, err = h.counts(cctx, s.occurrences)
			cancel()
			if err != nil {
				return Freshness{}, err
			}
			if v.Listing != at.v.Listing {
				return Freshness{}, nil
			}
			fr.Asked = true
		}
		own := make(map[kajian.Occurrence]int, len(s.occurrences))
		moved := false
		for _, o := range s.occurrences {
			n, ok := counts[o]
			if !ok && known { // not answered since
				n = s.counts[o]
			}
			own[o] = n
			moved = moved || n != s.counts[o]
		}
		next.counts = own
		if moved {
			fr.Counts = make([]int, len(s.occurrences))
			for i, o := range s.occurrences {
				fr.Counts[i] = own[o]
			}
			if fr.Outcome == Same {
				fr.Outcome = Recounted
			}
		}
	}
	fr.Stamp = next
	return fr, nil
}

// counts reads the 'hadir' answers of the occurrences and the versions, in one statement: what a
// kept page's counts are read again with when the shared reads no longer remember its own.
func (h *List) counts(ctx context.Context, occs []kajian.Occurrence) (map[kajian.Occurrence]int, store.Versions, error) {
	att, v, err := h.store.AttendanceAndVersion(ctx, "", occs)
	return att.Counts, v, err
}

// pageShape is what a page shows, less its sessions' own content: which sessions, in order, in its
// items then its 'Kajian Sebelumnya' group, by sessionKey, and its next cursor.
type pageShape struct {
	sessions   []string
	nextCursor string
}

// shape is the page's.
func (p Page) shape() pageShape {
	s := pageShape{sessions: make([]string, 0, len(p.Items)+len(p.Past)), nextCursor: p.NextCursor}
	for _, it := range slices.Concat(p.Items, p.Past) {
		s.sessions = append(s.sessions, sessionKey(it.Session.Type, it.Session.ID))
	}
	return s
}

// sessionKey names a session of either type.
func sessionKey(t kajian.Type, id string) string { return string(t) + "/" + id }
