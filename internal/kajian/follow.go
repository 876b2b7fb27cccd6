package kajian

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"
)

// FollowKind is what a user follows: a speaker, a place or a masjid.
type FollowKind string

// The kinds of follow.
const (
	FollowUstadz FollowKind = "ustadz"
	FollowPlace  FollowKind = "place"
	FollowMasjid FollowKind = "masjid" // Key: the masjid's id
	FollowSeries FollowKind = "series" // Key: the series' id
)

// SamePlaceMeters is how close two sessions' map points must be to be at the same place.
const SamePlaceMeters = 200

// MaxFollows bounds what one user follows.
const MaxFollows = 200

// Follow is a speaker, a place or a masjid a user follows. Key is what new sessions are matched
// by: the speaker's name without titles (SpeakerKey), the place's rounded point (PlaceKey), or
// the masjid's id.
type Follow struct {
	ID     string
	UserID string
	Kind   FollowKind
	Key    string
	Label  string // as the user saw it: 'Ustadz Abdul Somad, Lc.', 'Masjid Istiqlal'
	Place  *GeoPoint
	// MasjidSlug is the followed masjid's page (kind masjid only): its feed and 'Ikuti' find it.
	MasjidSlug string
	SeriesSlug string // the followed series' page (kind series only)
	CreatedAt  time.Time
}

// SpeakerKey is a speaker's name as follows match it: without case, punctuation or titles
// ('Ustadz', 'Ust.', 'Dr.', 'Lc.', …), so 'Ust. Dr. Ahmad Zainuddin, Lc.' is 'ahmad zainuddin'.
func SpeakerKey(name string) string { return plainName(CleanText(name)) }

// SpeakerSlug is the address of a speaker's page (/ustadz/{slug}): their key as a slug, so that
// every spelling with or without titles is one page.
func SpeakerSlug(name string) string { return TitleSlug(SpeakerKey(name)) }

// SpeakerKeys are the keys of s's speakers, without repeats.
func (s *Session) SpeakerKeys() []string {
	var keys []string
	for _, sp := range s.SpeakersOrDerived() {
		if k := SpeakerKey(sp.Name); k != "" && !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	return keys
}

// PlaceKey names a map point to about 11 m, so that following one place twice is one follow.
func PlaceKey(p GeoPoint) string { return fmt.Sprintf("%.4f,%.4f", p.Lat, p.Lng) }

// SamePlace reports whether two points are within SamePlaceMeters of each other.
func SamePlace(a, b GeoPoint) bool {
	return DistanceKm(a.Lat, a.Lng, b.Lat, b.Lng)*1000 <= SamePlaceMeters
}

// Point is s's map point, or nil when it has none.
func (s *Session) Point() *GeoPoint {
	if s.Latitude == nil || s.Longitude == nil || math.IsNaN(*s.Latitude) {
		return nil
	}
	p := NewGeoPoint(*s.Latitude, *s.Longitude)
	return &p
}

// FollowLabel is the cleaned label of a follow (CleanText, one line), at
// most 200 characters.
func FollowLabel(s string) string {
	s = strings.Join(strings.Fields(CleanText(s)), " ")
	if r := []rune(s); len(r) > 200 {
		s = string(r[:200])
	}
	return s
}

// ErrTooManyFollows refuses a follow beyond MaxFollows.
var ErrTooManyFollows = Errorf(KindConflict, "too_many_follows", "Maksimal 200 ustadz dan tempat yang diikuti")
