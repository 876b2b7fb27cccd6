package store

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"math"

	"github.com/kajiankita/kajian/internal/kajian"
)

// MasjidAttach counts what attaching sessions to masjid did.
type MasjidAttach struct {
	Created    int // masjid made from the places of sessions named as a masjid is (the migration only)
	ByName     int // attached to a masjid of the same name within 300 m
	ByNearness int // attached to the nearest masjid within 100 m
	Unattached int // offline sessions no masjid fits, or without a point
	Online     int // online sessions, which need none
}

// LogValue lets slog show the counts as fields.
func (a MasjidAttach) LogValue() slog.Value {
	return slog.GroupValue(slog.Int("created", a.Created), slog.Int("by_name", a.ByName),
		slog.Int("by_nearness", a.ByNearness), slog.Int("unattached", a.Unattached), slog.Int("online", a.Online))
}

// attachMasjid is migration 20's data step: the masjid table starts empty, so the places of
// existing sessions named as a masjid is ('Masjid Al-Falah') become masjid (one per name within
// 300 m), then every session without a masjid is attached (kajian.ChooseMasjid). The counts
// are logged: an operator sees what the migration made.
func attachMasjid(ctx context.Context, tx *Tx) error {
	counts, err := tx.attachSessions(ctx, true)
	if err != nil {
		return err
	}
	slog.InfoContext(ctx, "migration 20: sessions attached to masjid", "counts", counts)
	return nil
}

// AttachSessionsToMasjid attaches every session without a masjid to the one kajian.ChooseMasjid
// picks, in one transaction, and counts what it did; fromPlaces also makes masjid of the
// places named as one that no masjid of that name is near.
func (db *DB) AttachSessionsToMasjid(ctx context.Context, fromPlaces bool) (MasjidAttach, error) {
	var counts MasjidAttach
	err := db.inTx(ctx, func(tx *Tx) error {
		var err error
		counts, err = tx.attachSessions(ctx, fromPlaces)
		return err
	})
	return counts, err
}

// unlinkedSession is a session without a masjid as attaching reads it.
type unlinkedSession struct {
	t               kajian.Type
	id, place, addr string
	zone            kajian.Zone
	online          bool
	lat, lng        sql.NullFloat64
}

func (tx *Tx) attachSessions(ctx context.Context, fromPlaces bool) (MasjidAttach, error) {
	var counts MasjidAttach
	grid, err := tx.masjidGrid(ctx)
	if err != nil {
		return counts, err
	}
	var sessions []unlinkedSession
	for _, t := range []kajian.Type{kajian.Regular, kajian.Recurring} {
		rows, err := tx.query(ctx, "SELECT id, location, address, timezone_region, is_online, latitude, longitude FROM "+table(t)+
			" WHERE masjid_id IS NULL ORDER BY created_at, id")
		if err != nil {
			return counts, fmt.Errorf("sessions to attach: %w", err)
		}
		for rows.Next() {
			s := unlinkedSession{t: t}
			var id, place, addr text
			var zone string
			if err := rows.Scan(&id, &place, &addr, &zone, &s.online, &s.lat, &s.lng); err != nil {
				rows.Close()
				return counts, err
			}
			s.id, s.place, s.addr, s.zone = string(id), string(place), string(addr), kajian.Zone(zone)
			sessions = append(sessions, s)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return counts, err
		}
	}
	for _, s := range sessions {
		if s.online || !s.lat.Valid || !s.lng.Valid {
			continue
		}
		at := kajian.NewGeoPoint(s.lat.Float64, s.lng.Float64)
		if _, how := kajian.ChooseMasjid(s.place, at, grid.near(at)); !fromPlaces || how == kajian.AttachedByName || !kajian.NamesMasjid(s.place) {
			continue
		}
		m := &kajian.Masjid{Name: s.place, Address: s.addr, Point: at, Zone: s.zone}
		if err := tx.createMasjid(ctx, m); err != nil {
			return counts, err
		}
		grid.add(kajian.MasjidNearby{ID: m.ID, NameKey: kajian.MasjidNameKey(m.Name), Point: at})
		counts.Created++
	}
	for _, s := range sessions {
		switch {
		case s.online:
			counts.Online++
			continue
		case !s.lat.Valid || !s.lng.Valid:
			counts.Unattached++
			continue
		}
		at := kajian.NewGeoPoint(s.lat.Float64, s.lng.Float64)
		id, how := kajian.ChooseMasjid(s.place, at, grid.near(at))
		switch how {
		case kajian.AttachedByName:
			counts.ByName++
		case kajian.AttachedByNearness:
			counts.ByNearness++
		default:
			counts.Unattached++
			continue
		}
		// The listing's triggers note the change: the home list reads the session again.
		if _, err := tx.exec(ctx, "UPDATE "+table(s.t)+" SET masjid_id = ? WHERE id = ?", id, s.id); err != nil {
			return counts, fmt.Errorf("attach session: %w", err)
		}
	}
	return counts, nil
}

// masjidCell is the side of the grid's cells in degrees: about 1.1 km, more than the 300 m a
// session looks around, so a cell and its eight neighbours hold every candidate.
const masjidCell = 0.01

// masjidGrid holds every masjid by cell, so that attaching many sessions reads the masjid once.
type masjidGrid map[[2]int][]kajian.MasjidNearby

func cellOf(p kajian.GeoPoint) [2]int {
	return [2]int{int(math.Floor(p.Lat / masjidCell)), int(math.Floor(p.Lng / masjidCell))}
}

func (tx *Tx) masjidGrid(ctx context.Context) (masjidGrid, error) {
	rows, err := tx.query(ctx, "SELECT id, name_key, latitude, longitude FROM masjid")
	if err != nil {
		return nil, fmt.Errorf("masjid to attach to: %w", err)
	}
	defer rows.Close()
	g := masjidGrid{}
	for rows.Next() {
		var id text
		var m kajian.MasjidNearby
		var lat, lng float64
		if err := rows.Scan(&id, &m.NameKey, &lat, &lng); err != nil {
			return nil, err
		}
		m.ID, m.Point = string(id), kajian.NewGeoPoint(lat, lng)
		g.add(m)
	}
	return g, rows.Err()
}

func (g masjidGrid) add(m kajian.MasjidNearby) {
	c := cellOf(m.Point)
	g[c] = append(g[c], m)
}

// near returns the masjid in p's cell and its eight neighbours.
func (g masjidGrid) near(p kajian.GeoPoint) []kajian.MasjidNearby {
	c := cellOf(p)
	var out []kajian.MasjidNearby
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			out = append(out, g[[2]int{c[0] + dy, c[1] + dx}]...)
		}
	}
	return out
}
