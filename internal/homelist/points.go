package homelist

import (
	"cmp"
	"context"
	"slices"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// MaxPoints bounds one map answer: beyond it the nearest (or, without a
// point, the soonest) are sent, and Points.Total still counts them all.
const MaxPoints = 2000

// MapPoint is an upcoming session on the map.
type MapPoint struct {
	Type     kajian.Type
	ID, Slug string
	Title    string
	Lat, Lng float64
}

// Points are the places of the upcoming sessions a filter matches, for the
// map: the same sessions the list counts (Total), those with a place plotted.
type Points struct {
	Points []MapPoint
	// Total counts every match, as Page.Total does; Total - len(Points)
	// have no place (online) or lie beyond MaxPoints.
	Total int
}

// Points returns every upcoming session the filter matches, in one answer
// (the list's cursor and limit do not apply), so that the map shows what the
// list counts rather than the pages loaded so far.
func (h *List) Points(ctx context.Context, now time.Time, f Filter) (Points, error) {
	f.Cursor, f.Limit = "", 0
	q, err := newQuery(now, f)
	if err != nil {
		return Points{}, err
	}
	l, err := h.listingFor(ctx, q, -1)
	if err != nil {
		return Points{}, err
	}
	q.l = l
	q.readPast()
	type placed struct {
		p    MapPoint
		rank float64 // distance from Near, else minutes ahead
		e    *listed
	}
	var (
		out  Points
		seen []placed
	)
	visit := func(e *listed) {
		if !q.matches(e) || !q.upcoming(e) {
			return
		}
		dist := -1.0
		if q.f.Near != nil && e.placed {
			dist = q.origin.DistanceKm(e.at)
		}
		if q.bounded() && (dist < 0 || dist > q.f.RadiusKm) {
			return
		}
		out.Total++
		if !e.placed {
			return
		}
		rank := dist
		if rank < 0 {
			h := q.hitAt(e)
			rank = h.SortTime.Sub(q.now).Minutes()
		}
		seen = append(seen, placed{MapPoint{Type: e.typ(), ID: l.id(e), Lat: e.at.Lat, Lng: e.at.Lng}, rank, e})
	}
	for _, p := range l.parts() {
		from, to := q.firstUpcoming(p), len(p.all)
		if !q.wants(kajian.Recurring) {
			to = p.nOneOff
		}
		if !q.wants(kajian.Regular) {
			from = p.nOneOff
		}
		for i := from; i < to; i++ {
			if p.has(i) {
				visit(&p.all[i])
			}
		}
	}
	slices.SortStableFunc(seen, func(a, b placed) int { return cmp.Compare(a.rank, b.rank) })
	seen = seen[:min(len(seen), MaxPoints)]
	hits := make([]hit, len(seen))
	for k, s := range seen {
		hits[k].e = s.e
	}
	sessions, _, err := h.sessionsOf(ctx, l, hits) // for their slugs and titles
	if err != nil {
		return Points{}, err
	}
	for _, s := range seen {
		if body := sessions[l.key(s.e)]; body != nil {
			s.p.Slug, s.p.Title = body.Slug, body.Title
			out.Points = append(out.Points, s.p)
		}
	}
	return out, nil
}
