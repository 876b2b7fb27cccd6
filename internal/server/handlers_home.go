package server

import (
	"context"
	"net/http"
	"net/url"

	"github.com/kajiankita/kajian/internal/homelist"
	"github.com/kajiankita/kajian/internal/kajian"
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
//
// A visitor's page (no answers of their own in it) is kept encoded and answered from the cache
// while homelist judges it still the page (home_cache.go).
func handleHomeList(home *homelist.List, clock kajian.Clock, cache *homeCache) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		if !viewerOf(r.Context()).SignedIn() {
			params, now := r.URL.Query(), clock.Now()
			f, err := homelist.ParseFilter(params)
			if err != nil {
				return err
			}
			// Made at the moment the cache keys it by.
			return cache.serve(w, r, params.Encode(), now, f, func(ctx context.Context, at homelist.Read) (any, homelist.Stamp, error) {
				page, stamp, err := home.Stamped(ctx, now, f, at)
				if err != nil {
					return nil, homelist.Stamp{}, err
				}
				return homePageBody(page, viewerOf(r.Context())), stamp, nil
			})
		}
		body, _, err := homePage(r, home, clock, r.URL.Query())
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, body)
	})
}

// homePage is the page of the home list that the query parameters ask for,
// for the request's viewer, at the request's one moment, as sent and as read.
func homePage(r *http.Request, home *homelist.List, clock kajian.Clock, params url.Values) (homePageDTO, homelist.Page, error) {
	f, err := homelist.ParseFilter(params)
	if err != nil {
		return homePageDTO{}, homelist.Page{}, err
	}
	viewer := viewerOf(r.Context())
	f.Viewer = viewer.UserID // the page's attendance comes with it
	page, err := home.Page(r.Context(), clock.Now(), f)
	if err != nil {
		return homePageDTO{}, homelist.Page{}, err
	}
	return homePageBody(page, viewer), page, nil
}

// homePageBody is the page as sent to viewer.
func homePageBody(page homelist.Page, viewer kajian.Viewer) homePageDTO {
	att := page.Attendance
	dtos := func(items []homelist.Item) []kajianDTO {
		out := make([]kajianDTO, 0, len(items))
		for _, it := range items {
			o := it.Occurrence()
			out = append(out, toKajianDTO(it.Session, it.Listing.Timing, viewer,
				sessionExtras{RSVPCount: att.Counts[o], UserRSVP: att.Mine[o], DistanceKm: it.DistanceKm}))
		}
		return out
	}
	body := homePageDTO{Items: dtos(page.Items), Past: dtos(page.Past), Total: page.Total}
	if page.NextCursor != "" {
		body.NextCursor = &page.NextCursor
	}
	return body
}

// mapPointDTO is a session on the map.
type mapPointDTO struct {
	Type  kajian.Type `json:"type"`
	ID    string      `json:"id"`
	Path  string      `json:"path"`
	Title string      `json:"title"`
	Lat   float64     `json:"lat"`
	Lng   float64     `json:"lng"`
}

// mapPointsDTO are the map's points and how many sessions the list counts.
type mapPointsDTO struct {
	Points []mapPointDTO `json:"points"`
	Total  int           `json:"total"`
}

// handleHomePoints serves the places of every upcoming session the home
// list's filters match, in one light answer, for the map.
func handleHomePoints(home *homelist.List, clock kajian.Clock) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		f, err := homelist.ParseFilter(r.URL.Query())
		if err != nil {
			return err
		}
		pts, err := home.Points(r.Context(), clock.Now(), f)
		if err != nil {
			return err
		}
		body := mapPointsDTO{Points: make([]mapPointDTO, 0, len(pts.Points)), Total: pts.Total}
		for _, p := range pts.Points {
			body.Points = append(body.Points, mapPointDTO{Type: p.Type, ID: p.ID, Path: kajian.PagePath(p.Type, p.Slug),
				Title: p.Title, Lat: p.Lat, Lng: p.Lng})
		}
		return encode(w, http.StatusOK, body)
	})
}

// rekapTextDTO is the 'Salin rekap' message and how many sessions it lists.
type rekapTextDTO struct {
	Text  string `json:"text"`
	Count int    `json:"count"`
}

// handleHomeRekap serves the 'Salin rekap' message of the home list under the list's own
// filters (cursor and limit do not apply): the same for every viewer.
func handleHomeRekap(home *homelist.List, clock kajian.Clock, l links) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		f, err := homelist.ParseFilter(r.URL.Query())
		if err != nil {
			return err
		}
		text, count, err := home.Rekap(r.Context(), clock.Now(), f, l.base)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, rekapTextDTO{Text: text, Count: count})
	})
}
