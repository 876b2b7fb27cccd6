package server

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/calfeed"
	"github.com/kajiankita/kajian/internal/feeds"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/masjids"
	"github.com/kajiankita/kajian/internal/sessions"
)

var errBadLimit = kajian.Invalid("limit", "Jumlah per halaman harus antara 1 dan 50")

// handleMasjidDirectory serves GET /api/v1/masjid?q=&lat=&lng=&page=&limit=: one page of the
// directory, nearest first with a point, else by name.
func handleMasjidDirectory(ms *masjids.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q := r.URL.Query()
		page, err := pageParam(q)
		if err != nil {
			return err
		}
		f := kajian.MasjidFilter{Query: q.Get("q"), Page: page}
		if raw := q.Get("limit"); raw != "" {
			if f.Limit, err = strconv.Atoi(raw); err != nil || f.Limit < 1 || f.Limit > kajian.MaxMasjidPageSize {
				return errBadLimit
			}
		}
		if lat, lng := q.Get("lat"), q.Get("lng"); lat != "" || lng != "" {
			la, err1 := strconv.ParseFloat(lat, 64)
			ln, err2 := strconv.ParseFloat(lng, 64)
			if err1 != nil || err2 != nil {
				return errBadPoint
			}
			p := kajian.NewGeoPoint(la, ln)
			f.Near = &p
		}
		p, err := ms.Directory(r.Context(), f)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toMasjidPageDTO(p))
	})
}

var errBadPoint = kajian.Invalid("lat", "Koordinat lokasi tidak valid")

// handleMasjidPage serves GET /api/v1/masjid/{slug}: the masjid, its sessions and schedule,
// today's prayer times, the week's text, and whether the viewer may keep it. A visitor's page
// (nothing of their own in it) is answered from the cache while it is the page.
func handleMasjidPage(ms *masjids.Service, ss *sessions.Service, l links, cache *masjidCache) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, slug := viewerOf(r.Context()), r.PathValue("slug")
		if !viewer.SignedIn() {
			return cache.serve(w, r, slug, ms.Now(), func(ctx context.Context) (any, time.Time, time.Time, error) {
				body, p, err := masjidPageBody(ctx, ms, ss, l, viewer, slug)
				return body, p.Now, p.Until, err
			})
		}
		body, _, err := masjidPageBody(r.Context(), ms, ss, l, viewer, slug)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, body)
	})
}

// masjidPageBody is the masjid page of slug as viewer sees it, with the page it was made from.
func masjidPageBody(ctx context.Context, ms *masjids.Service, ss *sessions.Service, l links, viewer kajian.Viewer, slug string) (masjidPageBodyDTO, masjids.Page, error) {
	p, err := ms.Masjid(ctx, viewer, slug)
	if err != nil {
		return masjidPageBodyDTO{}, p, err
	}
	all := append([]*kajian.Session{}, p.Upcoming...)
	for _, d := range p.Weekly {
		all = append(all, d.Sessions...)
	}
	cards, err := cardDTOs(ctx, ss, viewer, p.Now, all)
	if err != nil {
		return masjidPageBodyDTO{}, p, err
	}
	body := masjidPageBodyDTO{Masjid: toMasjidDetail(p, l), Upcoming: cards[:len(p.Upcoming)], Weekly: []scheduleDayDTO{},
		PrayerTimes: toPrayerTimesDTO(p.Prayer), WeekText: p.WeekText, CanEdit: p.CanEdit}
	rest := cards[len(p.Upcoming):]
	for _, d := range p.Weekly {
		body.Weekly = append(body.Weekly, scheduleDayDTO{Day: d.Day, DayName: kajian.DayName(d.Day), Sessions: rest[:len(d.Sessions)]})
		rest = rest[len(d.Sessions):]
	}
	return body, p, nil
}

// handleUstadzPage serves GET /api/v1/ustadz/{slug}: a speaker's upcoming sessions and the
// masjid where they teach.
func handleUstadzPage(ms *masjids.Service, ss *sessions.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		u, err := ms.Ustadz(r.Context(), r.PathValue("slug"))
		if err != nil {
			return err
		}
		cards, err := cardDTOs(r.Context(), ss, viewerOf(r.Context()), ss.Now(), u.Upcoming)
		if err != nil {
			return err
		}
		body := ustadzPageDTO{Name: u.Name, Slug: u.Slug, Upcoming: cards, Masjid: []masjidSummaryDTO{},
			FeedURL: "/feeds/ustadz.ics?nama=" + url.QueryEscape(u.Name)}
		for _, m := range u.Masjid {
			body.Masjid = append(body.Masjid, toMasjidSummary(m))
		}
		return encode(w, http.StatusOK, body)
	})
}

// handleMasjidFeed serves GET /feeds/masjid/{file}: a masjid's sessions as a calendar
// ({slug}.ics).
func handleMasjidFeed(fs *feeds.Service, limits clientLimits) http.Handler {
	return feedHandler(limits, false, func(r *http.Request) (calfeed.Calendar, error) {
		slug, ok := strings.CutSuffix(r.PathValue("file"), ".ics")
		if !ok {
			return calfeed.Calendar{}, kajian.ErrMasjidNotFound
		}
		return fs.Masjid(r.Context(), slug)
	})
}
