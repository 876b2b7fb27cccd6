package server

import (
	"math"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// Limits of the home list's query parameters.
const (
	maxHomeQueryChars = 200
	maxRadiusKm       = 1000
)

// homePageDTO is one page of the home list.
type homePageDTO struct {
	Items []kajianDTO `json:"items"`
	// Past is the 'Kajian Sebelumnya' group, on the last page only.
	Past       []kajianDTO `json:"past"`
	Total      int         `json:"total"`
	NextCursor *string     `json:"next_cursor"`
}

// handleHomeList serves the home list: upcoming sessions filtered, sorted by
// date or distance and paged, the 'Kajian Sebelumnya' group and the total,
// each session with its attendance and the viewer's own answer.
func handleHomeList(home HomeLister, clock kajian.Clock) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		body, err := homePage(r, home, clock, r.URL.Query())
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, body)
	})
}

// homePage is the page of the home list that the query parameters ask for,
// for the request's viewer.
func homePage(r *http.Request, home HomeLister, clock kajian.Clock, params url.Values) (homePageDTO, error) {
	f, err := homeFilterFrom(params)
	if err != nil {
		return homePageDTO{}, err
	}
	viewer := viewerOf(r.Context())
	f.Viewer = viewer.UserID // the page's attendance comes with it
	page, err := home.ListHome(r.Context(), f)
	if err != nil {
		return homePageDTO{}, err
	}
	att, now := page.Attendance, clock.Now()
	dtos := func(items []store.HomeItem) []kajianDTO {
		out := make([]kajianDTO, 0, len(items))
		for _, it := range items {
			o := it.Occurrence()
			out = append(out, toKajianDTO(it.Session, now, viewer,
				sessionExtras{RSVPCount: att.Counts[o], UserRSVP: att.Mine[o], DistanceKm: it.DistanceKm}))
		}
		return out
	}
	body := homePageDTO{Items: dtos(page.Items), Past: dtos(page.Past), Total: page.Total}
	if page.NextCursor != "" {
		body.NextCursor = &page.NextCursor
	}
	return body, nil
}

// homeFilterFrom reads the home list's query parameters: q, type (regular |
// recurring), mode (online | offline), lat and lng, radius_km, sort (date |
// distance), limit and cursor.
func homeFilterFrom(v url.Values) (store.HomeFilter, error) {
	f := store.HomeFilter{Query: strings.TrimSpace(v.Get("q")), Cursor: v.Get("cursor")}
	if utf8.RuneCountInString(f.Query) > maxHomeQueryChars {
		return f, kajian.Invalid("q", "Kata pencarian terlalu panjang")
	}
	switch t := kajian.Type(v.Get("type")); t {
	case "", kajian.Regular, kajian.Recurring:
		f.Type = t
	default:
		return f, kajian.Invalid("type", "Jenis kajian tidak dikenal")
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
	lat, lng := v.Get("lat"), v.Get("lng")
	if lat != "" || lng != "" {
		la, err1 := strconv.ParseFloat(lat, 64)
		ln, err2 := strconv.ParseFloat(lng, 64)
		if err1 != nil || err2 != nil || math.IsNaN(la) || math.IsNaN(ln) || la < -90 || la > 90 || ln < -180 || ln > 180 {
			return f, kajian.Invalid("lat", "Koordinat lokasi tidak valid")
		}
		f.Near = &store.Point{Lat: la, Lng: ln}
	}
	if raw := v.Get("radius_km"); raw != "" {
		radius, err := strconv.ParseFloat(raw, 64)
		if err != nil || !(radius > 0 && radius <= maxRadiusKm) {
			return f, kajian.Invalid("radius_km", "Radius harus antara 1 dan 1000 km")
		}
		if f.Near == nil {
			return f, kajian.Invalid("radius_km", "Radius memerlukan lokasi")
		}
		f.RadiusKm = radius
	}
	switch sort := store.HomeSort(v.Get("sort")); sort {
	case "", store.SortByDate:
		f.Sort = store.SortByDate
	case store.SortByDistance:
		if f.Near == nil {
			return f, kajian.Invalid("sort", "Urutan jarak memerlukan lokasi")
		}
		f.Sort = sort
	default:
		return f, kajian.Invalid("sort", "Urutan tidak dikenal")
	}
	if raw := v.Get("limit"); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil || n < 1 || n > store.MaxHomeLimit {
			return f, kajian.Invalid("limit", "Jumlah per halaman harus 1 sampai 50")
		}
		f.Limit = n
	}
	return f, nil
}
