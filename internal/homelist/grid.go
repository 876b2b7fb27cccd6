package homelist

import (
	"math"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The grid: sessions with a place by cell of cellDeg degrees, so that a radius or a nearest-first
// page looks at the cells near its point only.

// cellDeg is the side of a grid cell in degrees: about 5.5 km, so the
// nearest sessions in a city are found among a few hundred, and a 50 km
// radius looks at some 360 cells, those wholly inside it counted without a
// look at their sessions (query.within). At a million sessions, a nearest-
// first page so costs a fifth of what it did with cells of 22 km.
const cellDeg = 0.05

type cell struct{ lat, lng int32 }

func cellOf(lat, lng float64) cell {
	return cell{int32(math.Floor(lat / cellDeg)), int32(math.Floor(lng / cellDeg))}
}

// nearCell is a cell of a part's grid as seen from a point: every session in it is at least lo
// and at most hi km from the point.
type nearCell struct {
	at     cell
	idx    []int32 // its sessions, ascending: the one-off ones by start, then the weekly ones
	lo, hi float64
}

// cellsNear returns the cells that may hold sessions within radiusKm of o, with bounds on their
// distances from o: by the triangle inequality, a session is within the distance from o to its
// cell's centre, plus or minus the distance from that centre to the cell's farthest corner.
func (s *sorted) cellsNear(o kajian.GeoPoint, radiusKm float64) []nearCell {
	minLat, maxLat, minLng, maxLng := kajian.BoundingBox(o.Lat, o.Lng, radiusKm)
	lo, hi := cellOf(minLat, minLng), cellOf(maxLat, maxLng)
	boxCells := (int64(hi.lat-lo.lat) + 1) * (int64(hi.lng-lo.lng) + 1)
	var out []nearCell
	add := func(c cell, reach float64) {
		idx := s.grid[c]
		if len(idx) == 0 {
			return
		}
		d := o.DistanceKm(cellCentre(c))
		if d-reach <= radiusKm {
			out = append(out, nearCell{at: c, idx: idx, lo: d - reach, hi: d + reach})
		}
	}
	if radiusKm >= math.Pi*kajian.EarthRadiusKm/2 || minLng < -180 || maxLng > 180 || boxCells > int64(len(s.cells)) {
		// Past the antimeridian, near a pole or with more cells in the box
		// than held: go through the held ones.
		for _, c := range s.cells {
			add(c, cellReach(c.lat))
		}
		return out
	}
	for la := lo.lat; la <= hi.lat; la++ {
		reach := cellReach(la) // the same along a row
		for ln := lo.lng; ln <= hi.lng; ln++ {
			add(cell{la, ln}, reach)
		}
	}
	return out
}

// cellCentre is the centre of cell c.
func cellCentre(c cell) kajian.GeoPoint {
	return kajian.NewGeoPoint((float64(c.lat)+0.5)*cellDeg, (float64(c.lng)+0.5)*cellDeg)
}

// cellReach is the distance from the centre of a cell of row lat to its farthest corner (the
// one nearer the equator), and a metre more for rounding.
func cellReach(lat int32) float64 {
	centre := cellCentre(cell{lat, 0})
	return max(centre.DistanceKm(kajian.NewGeoPoint(float64(lat)*cellDeg, 0)),
		centre.DistanceKm(kajian.NewGeoPoint(float64(lat+1)*cellDeg, 0))) + 0.001
}
