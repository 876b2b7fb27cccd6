package homelist

import (
	"math"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Sort orders the home list.
type Sort string

// The two orders of the home list.
const (
	ByDate     Sort = "date"
	ByDistance Sort = "distance"
)

// Limits of the home list.
const (
	DefaultLimit   = 6  // the first page (spec: initial page size 6)
	MaxLimit       = 50 // the most one page may hold
	MaxPastGroup   = 50 // the most 'Kajian Sebelumnya' entries returned
	maxSearchWords = 6
	maxQueryChars  = 200
	maxRadiusKm    = 1000
)

// Point is a place on Earth in decimal degrees.
type Point struct {
	Lat, Lng float64
}

// Filter says which sessions the home list shows and how.
type Filter struct {
	// Query matches, case-insensitively, the title, ustaz, speakers,
	// location and address; every word must appear.
	Query string
	// Type keeps only one-off (Regular) or weekly (Recurring) sessions; ""
	// keeps both.
	Type kajian.Type
	// Online keeps only online (true) or offline (false) sessions; nil keeps
	// both.
	Online *bool
	// Audience, when set, keeps only sessions meant for that group ('Khusus
	// Akhwat': those that name akhwat and are not open to everyone).
	Audience kajian.Audience
	// Speaker, when set, keeps only sessions one of whose speakers has this key
	// (kajian.SpeakerKey): an ustadz's calendar feed.
	Speaker string
	// Near is the viewer's point: distances are measured from it. Sorting by
	// distance and a radius need it.
	Near *Point
	// RadiusKm, when above zero, keeps only sessions with a place at most
	// that far from Near.
	RadiusKm float64
	Sort     Sort // ByDate when ""
	// Waktu, when set, keeps only the sessions whose next occurrence falls
	// within its days, in their own zone (waktu.go).
	Waktu Waktu
	// Limit is the page size: DefaultLimit when zero.
	Limit int
	// Cursor continues after the page that returned it; "" is the first page.
	Cursor string
	// Viewer is the user whose own attendance answers Page.Attendance holds;
	// "" for visitors.
	Viewer string
}

// ErrBadCursor answers a cursor that this list did not hand out.
var ErrBadCursor = kajian.Invalid("cursor", "Halaman daftar tidak valid. Muat ulang daftar kajian.")

// check validates the filter: the one place the list's rules about its
// filter are stated.
func (f Filter) check() error {
	switch {
	case utf8.RuneCountInString(f.Query) > maxQueryChars:
		return kajian.Invalid("q", "Kata pencarian terlalu panjang")
	case f.Type != "" && f.Type != kajian.Regular && f.Type != kajian.Recurring:
		return kajian.Invalid("type", "Jenis kajian tidak dikenal")
	case f.Near != nil && !(f.Near.Lat >= -90 && f.Near.Lat <= 90 && f.Near.Lng >= -180 && f.Near.Lng <= 180):
		return kajian.Invalid("lat", "Koordinat lokasi tidak valid")
	case f.RadiusKm != 0 && !(f.RadiusKm > 0 && f.RadiusKm <= maxRadiusKm):
		return kajian.Invalid("radius_km", "Radius harus antara 1 dan 1000 km")
	case f.RadiusKm > 0 && f.Near == nil:
		return kajian.Invalid("radius_km", "Radius memerlukan lokasi")
	case f.Sort != "" && f.Sort != ByDate && f.Sort != ByDistance:
		return kajian.Invalid("sort", "Urutan tidak dikenal")
	case f.Sort == ByDistance && f.Near == nil:
		return kajian.Invalid("sort", "Urutan jarak memerlukan lokasi")
	case !f.Waktu.known():
		return kajian.Invalid("waktu", msgBadWaktu)
	case f.Limit < 0 || f.Limit > MaxLimit:
		return kajian.Invalid("limit", "Jumlah per halaman harus 1 sampai 50")
	}
	return nil
}

// ParseFilter reads the home list's query parameters: q, type (regular |
// recurring), mode (online | offline), lat and lng, radius_km, sort (date |
// distance), waktu (hari-ini | besok | pekan-ini | akhir-pekan), limit and cursor. Values that are not numbers where numbers
// belong are refused here; the list's rules are checked when a page is read.
func ParseFilter(v url.Values) (Filter, error) {
	f := Filter{Query: strings.TrimSpace(v.Get("q")), Cursor: v.Get("cursor"), Type: kajian.Type(v.Get("type")),
		Sort: Sort(v.Get("sort")), Waktu: Waktu(v.Get("waktu"))}
	if !f.Waktu.known() {
		return f, kajian.Invalid("waktu", msgBadWaktu)
	}
	switch v.Get("mode") {
	case "":
	case "online":
		f.Online = new(true)
	case "offline":
		f.Online = new(false)
	default:
		return f, kajian.Invalid("mode", "Pilihan online atau offline tidak dikenal")
	}
	if raw := v.Get("audience"); raw != "" {
		a, ok := kajian.ParseAudienceGroup(raw)
		if !ok {
			return f, kajian.Invalid("audience", kajian.MsgBadAudience)
		}
		f.Audience = a
	}
	if lat, lng := v.Get("lat"), v.Get("lng"); lat != "" || lng != "" {
		la, err1 := strconv.ParseFloat(lat, 64)
		ln, err2 := strconv.ParseFloat(lng, 64)
		if err1 != nil || err2 != nil || math.IsNaN(la) || math.IsNaN(ln) {
			return f, kajian.Invalid("lat", "Koordinat lokasi tidak valid")
		}
		f.Near = &Point{Lat: la, Lng: ln}
	}
	if raw := v.Get("radius_km"); raw != "" {
		radius, err := strconv.ParseFloat(raw, 64)
		if err != nil || math.IsNaN(radius) || radius <= 0 {
			return f, kajian.Invalid("radius_km", "Radius harus antara 1 dan 1000 km")
		}
		f.RadiusKm = radius
	}
	if raw := v.Get("limit"); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil || n < 1 {
			return f, kajian.Invalid("limit", "Jumlah per halaman harus 1 sampai 50")
		}
		f.Limit = n
	}
	return f, nil
}
