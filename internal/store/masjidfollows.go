package store

import (
	"context"
	"fmt"

	"github.com/kajiankita/kajian/internal/kajian"
)

// followsToMasjid is migration 23's data step: a place follow within kajian.SamePlaceMeters of
// a masjid becomes a follow of the nearest such masjid, labelled with its name. A user who
// already follows that masjid keeps that one follow. Places with no masjid near stay places.
func followsToMasjid(ctx context.Context, tx *Tx) error {
	rows, err := tx.query(ctx, "SELECT id, user_id, latitude, longitude FROM follows WHERE kind = 'place'")
	if err != nil {
		return fmt.Errorf("place follows: %w", err)
	}
	type place struct {
		id, user string
		at       kajian.GeoPoint
	}
	var places []place
	for rows.Next() {
		var (
			p        place
			id, user text
		)
		if err := rows.Scan(&id, &user, &p.at.Lat, &p.at.Lng); err != nil {
			rows.Close()
			return err
		}
		p.id, p.user = string(id), string(user)
		places = append(places, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, p := range places {
		id, name, err := tx.nearestMasjid(ctx, p.at, kajian.SamePlaceMeters)
		if err != nil {
			return err
		}
		if id == "" {
			continue
		}
		var n int
		if err := tx.queryRow(ctx, "SELECT COUNT(*) FROM follows WHERE user_id = ? AND kind = 'masjid' AND key = ?", p.user, id).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			_, err = tx.exec(ctx, "DELETE FROM follows WHERE id = ?", p.id)
		} else {
			_, err = tx.exec(ctx, "UPDATE follows SET kind = 'masjid', key = ?, label = ?, latitude = NULL, longitude = NULL WHERE id = ?",
				id, kajian.FollowLabel(name), p.id)
		}
		if err != nil {
			return fmt.Errorf("place follow to masjid: %w", err)
		}
	}
	return nil
}

// nearestMasjid returns the id and name of the masjid nearest to at within meters, or "" when
// there is none.
func (tx *Tx) nearestMasjid(ctx context.Context, at kajian.GeoPoint, meters float64) (id, name string, err error) {
	minLat, maxLat, minLng, maxLng := kajian.BoundingBox(at.Lat, at.Lng, meters/1000)
	rows, err := tx.query(ctx, "SELECT id, name, latitude, longitude FROM masjid WHERE latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?",
		minLat, maxLat, minLng, maxLng)
	if err != nil {
		return "", "", fmt.Errorf("masjid near: %w", err)
	}
	defer rows.Close()
	best := meters
	for rows.Next() {
		var (
			mid, mname text
			lat, lng   float64
		)
		if err := rows.Scan(&mid, &mname, &lat, &lng); err != nil {
			return "", "", err
		}
		if d := kajian.DistanceKm(at.Lat, at.Lng, lat, lng) * 1000; d <= best {
			best, id, name = d, string(mid), string(mname)
		}
	}
	return id, name, rows.Err()
}
