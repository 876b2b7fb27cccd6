package store

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The nearest-first directory reads the masjid inside a box around the point, growing it until
// the circle the box holds has the page's masjid (anything outside the circle may be nearer
// than a masjid in the box's corner, never than one inside the circle).
const (
	firstMasjidRadiusKm = 5
	lastMasjidRadiusKm  = 20100 // half the Earth's circumference: the box holds every masjid
)

// ListMasjid returns one page of the masjid directory (kajian.MasjidFilter): every word of the
// query is a prefix range of the word index, the point a growing box on (latitude, longitude),
// so that no page reads every masjid. Without a point the page is by name.
func (db *DB) ListMasjid(ctx context.Context, f kajian.MasjidFilter, now time.Time) (kajian.MasjidPage, error) {
	f.Normalize()
	page := kajian.MasjidPage{Page: f.Page, Items: []kajian.MasjidListed{}}
	offset := (f.Page - 1) * f.Limit
	if offset >= kajian.MaxMasjidTotal {
		return page, nil
	}
	cond, args := masjidWordsCond(kajian.QueryWords(f.Query))
	var n int
	err := db.queryRow(ctx, masjidCountSQL(cond), append(args, kajian.MaxMasjidTotal)...).Scan(&n)
	if err != nil {
		return page, fmt.Errorf("count masjid: %w", err)
	}
	page.Total = n
	var ids []string
	var dist map[string]float64
	if f.Near == nil {
		ids, err = db.masjidByName(ctx, cond, args, f.Limit+1, offset)
	} else {
		ids, dist, err = db.masjidNearest(ctx, cond, args, *f.Near, f.Limit+1, offset, n)
	}
	if err != nil {
		return page, err
	}
	if len(ids) > f.Limit {
		ids, page.HasMore = ids[:f.Limit], true
	}
	byID, err := db.MasjidByIDs(ctx, ids)
	if err != nil {
		return page, err
	}
	counts, err := db.MasjidUpcomingCounts(ctx, ids, now)
	if err != nil {
		return page, err
	}
	for _, id := range ids {
		item := kajian.MasjidListed{Masjid: byID[id], UpcomingCount: counts[id]}
		if d, ok := dist[id]; ok {
			item.DistanceKm = &d
		}
		if item.Masjid != nil {
			page.Items = append(page.Items, item)
		}
	}
	return page, nil
}

// masjidCountSQL counts the masjid cond selects, up to a limit (its one argument after cond's).
// Without a search it walks the name index, so that even the count reads no more than the limit.
func masjidCountSQL(cond string) string {
	order := ""
	if cond == "" {
		order = " ORDER BY name, id"
	}
	return "SELECT COUNT(*) FROM (SELECT 1 FROM masjid WHERE 1 = 1" + cond + order + " LIMIT ?) t"
}

// masjidByNameSQL selects the ids of a page (limit, offset) of the masjid cond selects, by name.
func masjidByNameSQL(cond string) string {
	return "SELECT id FROM masjid WHERE 1 = 1" + cond + " ORDER BY name, id LIMIT ? OFFSET ?"
}

// masjidNearSQL selects the points of the masjid cond selects, inside a box (four arguments after
// cond's: latitudes then longitudes) when boxed.
func masjidNearSQL(cond string, boxed bool) string {
	q := "SELECT id, name, latitude, longitude FROM masjid WHERE 1 = 1" + cond
	if boxed {
		q += " AND latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?"
	}
	return q
}

// masjidWordsCond narrows the masjid to those having, for every word, a word of the index that
// starts with it: each a range of the index's primary key.
func masjidWordsCond(words []string) (string, []any) {
	var cond string
	var args []any
	for _, w := range words {
		if end := kajian.PrefixEnd(w); end != "" {
			cond += " AND id IN (SELECT masjid_id FROM masjid_words WHERE word >= ? AND word < ?)"
			args = append(args, w, end)
		} else {
			cond += " AND id IN (SELECT masjid_id FROM masjid_words WHERE word >= ?)"
			args = append(args, w)
		}
	}
	return cond, args
}

// masjidByName returns the ids of one page of the matching masjid by name.
func (db *DB) masjidByName(ctx context.Context, cond string, args []any, limit, offset int) ([]string, error) {
	rows, err := db.query(ctx, masjidByNameSQL(cond), append(args, limit, offset)...)
	if err != nil {
		return nil, fmt.Errorf("masjid by name: %w", err)
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id text
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, string(id))
	}
	return ids, rows.Err()
}

type masjidPoint struct {
	id, name string
	km       float64
}

// masjidNearest returns the ids of one page of the matching masjid nearest p first, with their
// distances. total is how many match (up to kajian.MaxMasjidTotal): when the page needs them
// all, one read without a box is enough.
func (db *DB) masjidNearest(ctx context.Context, cond string, args []any, p kajian.GeoPoint, limit, offset, total int) ([]string, map[string]float64, error) {
	need := offset + limit
	p = kajian.NewGeoPoint(p.Lat, p.Lng)
	var within []masjidPoint
	for r := float64(firstMasjidRadiusKm); ; r *= 2 {
		last := total < kajian.MaxMasjidTotal && total <= need || r >= lastMasjidRadiusKm
		q, qargs := masjidNearSQL(cond, !last), args
		if !last {
			minLat, maxLat, minLng, maxLng := kajian.BoundingBox(p.Lat, p.Lng, r)
			qargs = append(append([]any{}, args...), minLat, maxLat, minLng, maxLng)
		}
		points, err := db.masjidPoints(ctx, q, qargs, p)
		if err != nil {
			return nil, nil, err
		}
		within = within[:0]
		for _, mp := range points {
			if last || mp.km <= r {
				within = append(within, mp)
			}
		}
		if last || len(within) >= need {
			break
		}
	}
	slices.SortFunc(within, func(a, b masjidPoint) int {
		return cmp.Or(cmp.Compare(a.km, b.km), cmp.Compare(a.name, b.name), cmp.Compare(a.id, b.id))
	})
	ids, dist := []string{}, map[string]float64{}
	for _, mp := range within[min(offset, len(within)):min(need, len(within))] {
		ids = append(ids, mp.id)
		dist[mp.id] = mp.km
	}
	return ids, dist, nil
}

// masjidPoints reads the id, name and distance from p of the masjid a query selects.
func (db *DB) masjidPoints(ctx context.Context, q string, args []any, p kajian.GeoPoint) ([]masjidPoint, error) {
	rows, err := db.query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("masjid near: %w", err)
	}
	defer rows.Close()
	var out []masjidPoint
	for rows.Next() {
		var id text
		var name string
		var lat, lng float64
		if err := rows.Scan(&id, &name, &lat, &lng); err != nil {
			return nil, err
		}
		out = append(out, masjidPoint{id: string(id), name: name, km: p.DistanceKm(kajian.NewGeoPoint(lat, lng))})
	}
	return out, rows.Err()
}
