package kajian

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// EarthRadiusKm is the mean Earth radius the specification uses for distances.
const EarthRadiusKm = 6371.0

// DistanceKm returns the great-circle (haversine) distance in kilometres
// between two points given in decimal degrees.
func DistanceKm(lat1, lng1, lat2, lng2 float64) float64 {
	return NewGeoPoint(lat1, lng1).DistanceKm(NewGeoPoint(lat2, lng2))
}

// GeoPoint is a point in decimal degrees with the cosine of its latitude,
// which measuring many distances from or to it then computes once.
type GeoPoint struct {
	Lat, Lng float64
	cosLat   float64
}

const rad = math.Pi / 180

// NewGeoPoint returns the point at lat, lng.
func NewGeoPoint(lat, lng float64) GeoPoint {
	return GeoPoint{Lat: lat, Lng: lng, cosLat: math.Cos(lat * rad)}
}

// DistanceKm returns the great-circle (haversine) distance in kilometres
// from p to o.
func (p GeoPoint) DistanceKm(o GeoPoint) float64 {
	sLat := math.Sin((o.Lat - p.Lat) * rad / 2)
	sLng := math.Sin((o.Lng - p.Lng) * rad / 2)
	a := sLat*sLat + p.cosLat*o.cosLat*sLng*sLng
	return 2 * EarthRadiusKm * math.Atan2(math.Sqrt(a), math.Sqrt(1-a))
}

// FormatDistance shows a distance the way the specification asks: metres under
// 1 km, one decimal under 10 km, whole kilometres above. Indonesian uses a
// decimal comma.
func FormatDistance(km float64) string {
	switch {
	case km < 1:
		return fmt.Sprintf("%d m", int(math.Round(km*1000)))
	case km < 10:
		return strings.Replace(strconv.FormatFloat(km, 'f', 1, 64), ".", ",", 1) + " km"
	default:
		return fmt.Sprintf("%d km", int(math.Round(km)))
	}
}

// Indonesia's bounding box from the specification: a geocoded point outside it
// is refused.
const (
	MinLatitude  = -11.0
	MaxLatitude  = 6.0
	MinLongitude = 95.0
	MaxLongitude = 141.0
)

// InIndonesia reports whether a point lies inside the specification's bounds.
func InIndonesia(lat, lng float64) bool {
	return lat >= MinLatitude && lat <= MaxLatitude && lng >= MinLongitude && lng <= MaxLongitude
}

// BoundingBox returns the latitude and longitude ranges that contain every
// point within radiusKm of (lat, lng). It lets the database narrow a distance
// query on indexed columns before exact distances are computed.
func BoundingBox(lat, lng, radiusKm float64) (minLat, maxLat, minLng, maxLng float64) {
	dLat := radiusKm / EarthRadiusKm * 180 / math.Pi
	cos := math.Cos(lat * math.Pi / 180)
	if cos < 0.01 {
		cos = 0.01
	}
	dLng := dLat / cos
	return lat - dLat, lat + dLat, lng - dLng, lng + dLng
}
