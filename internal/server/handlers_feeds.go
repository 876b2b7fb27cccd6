package server

import (
	"crypto/sha256"
	"encoding/base64"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/calfeed"
	"github.com/kajiankita/kajian/internal/feeds"
	"github.com/kajiankita/kajian/internal/kajian"
)

// limitFeeds bounds how often one client fetches feeds: calendars fetch every few hours, so this
// only stops a script. Generous, as many phones share an address behind carrier NAT.
var limitFeeds = rateRule{name: "feeds", perClient: kajian.Limit{Max: 300, Per: 10 * time.Minute}}

// handlePersonalFeed serves GET /feeds/saya/{file}: the personal feed at its secret address
// (<token>.ics).
func handlePersonalFeed(fs *feeds.Service, limits clientLimits) http.Handler {
	return feedHandler(limits, true, func(r *http.Request) (calfeed.Calendar, error) {
		token, ok := strings.CutSuffix(r.PathValue("file"), ".ics")
		if !ok {
			return calfeed.Calendar{}, feeds.ErrFeedNotFound
		}
		return fs.Personal(r.Context(), token)
	})
}

// handlePlaceFeed serves GET /feeds/dekat.ics?tempat=…|lat=…&lng=…[&radius_km=…]: the sessions
// near a gazetteer place or a point.
func handlePlaceFeed(fs *feeds.Service, limits clientLimits) http.Handler {
	return feedHandler(limits, false, func(r *http.Request) (calfeed.Calendar, error) {
		q := r.URL.Query()
		p := feeds.Place{Name: q.Get("tempat")}
		if raw := q.Get("radius_km"); raw != "" {
			v, err := strconv.ParseFloat(raw, 64)
			if err != nil || math.IsNaN(v) {
				return calfeed.Calendar{}, feeds.ErrBadRadius
			}
			p.RadiusKm = v
		}
		if lat, lng := q.Get("lat"), q.Get("lng"); p.Name == "" && (lat != "" || lng != "") {
			la, err1 := strconv.ParseFloat(lat, 64)
			ln, err2 := strconv.ParseFloat(lng, 64)
			if err1 != nil || err2 != nil {
				return calfeed.Calendar{}, kajian.Invalid("lat", "Koordinat lokasi tidak valid")
			}
			p.Lat, p.Lng = &la, &ln
		}
		return fs.Near(r.Context(), p)
	})
}

// handleUstadzFeed serves GET /feeds/ustadz.ics?nama=…: one ustadz's sessions.
func handleUstadzFeed(fs *feeds.Service, limits clientLimits) http.Handler {
	return feedHandler(limits, false, func(r *http.Request) (calfeed.Calendar, error) {
		return fs.Ustadz(r.Context(), r.URL.Query().Get("nama"))
	})
}

// feedHandler answers a feed: rate-limited per client, with an ETag of its bytes and the last
// change as Last-Modified, so that a calendar fetching an unchanged feed gets 304 Not Modified.
func feedHandler(limits clientLimits, private bool, build func(r *http.Request) (calfeed.Calendar, error)) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		if err := limits.allow(r, limitFeeds, ""); err != nil {
			return err
		}
		c, err := build(r)
		if err != nil {
			return err
		}
		body := calfeed.Write(c)
		sum := sha256.Sum256(body)
		etag := `"` + base64.RawURLEncoding.EncodeToString(sum[:16]) + `"`
		h := w.Header()
		h.Set("Content-Type", "text/calendar; charset=utf-8")
		h.Set("ETag", etag)
		if last := lastChange(c); !last.IsZero() {
			h.Set("Last-Modified", last.UTC().Format(http.TimeFormat))
		}
		if private {
			h.Set("Cache-Control", "private, no-cache")
			h.Set("X-Robots-Tag", "noindex")
		} else {
			h.Set("Cache-Control", "public, max-age=300")
		}
		if etagMatches(r.Header.Get("If-None-Match"), etag) {
			w.WriteHeader(http.StatusNotModified)
			return nil
		}
		h.Set("Content-Length", strconv.Itoa(len(body)))
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			w.Write(body)
		}
		return nil
	})
}

// lastChange is the latest change of any event of c.
func lastChange(c calfeed.Calendar) time.Time {
	var last time.Time
	for _, e := range c.Events {
		if e.Changed.After(last) {
			last = e.Changed
		}
	}
	return last.Truncate(time.Second)
}

// etagMatches reports whether an If-None-Match header names etag (weakly, as RFC 9110 asks
// for GET), or is *.
func etagMatches(header, etag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == etag || t == "*" {
			return true
		}
	}
	return false
}
