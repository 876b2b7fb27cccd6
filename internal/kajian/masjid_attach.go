package kajian

import "strings"

// MasjidNearby is a masjid as attaching a session to one compares it: its name key
// (MasjidNameKey) and point.
type MasjidNearby struct {
	ID      string
	NameKey string
	Point   GeoPoint
}

// How a session found its masjid.
const (
	AttachedByName     = "name"     // the same name key within MasjidSameNameMeters
	AttachedByNearness = "nearness" // else the nearest within MasjidNearestMeters
)

// ChooseMasjid is the masjid a session at place (its location's name) and point belongs to
// among nearby: the nearest with the same name key within MasjidSameNameMeters, else the
// nearest of all within MasjidNearestMeters. It returns "" when none fits, and how it chose.
func ChooseMasjid(place string, at GeoPoint, nearby []MasjidNearby) (id, how string) {
	key := MasjidNameKey(place)
	at = NewGeoPoint(at.Lat, at.Lng)
	bestName, bestNear := -1.0, -1.0
	var nameID, nearID string
	for _, m := range nearby {
		meters := at.DistanceKm(NewGeoPoint(m.Point.Lat, m.Point.Lng)) * 1000
		if key != "" && m.NameKey == key && meters <= MasjidSameNameMeters && (bestName < 0 || meters < bestName) {
			bestName, nameID = meters, m.ID
		}
		if meters <= MasjidNearestMeters && (bestNear < 0 || meters < bestNear) {
			bestNear, nearID = meters, m.ID
		}
	}
	switch {
	case nameID != "":
		return nameID, AttachedByName
	case nearID != "":
		return nearID, AttachedByNearness
	}
	return "", ""
}

// NamesMasjid reports whether a session's place is named as a masjid is ('Masjid Al-Falah',
// 'Musholla Nurul Huda'): its first word is one of the words every masjid shares.
func NamesMasjid(place string) bool {
	words := strings.Fields(strings.ToLower(place))
	return len(words) > 1 && masjidWords[strings.Trim(words[0], ".,'")] && MasjidNameKey(place) != ""
}
