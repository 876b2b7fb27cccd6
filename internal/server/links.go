package server

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// links makes absolute links from the public origin (KAJIAN_BASE_URL).
type links struct{ base string }

func newLinks(baseURL string) links { return links{base: strings.TrimRight(baseURL, "/")} }

// session is the absolute link to k's page.
func (l links) session(k *kajian.Session) string { return l.base + sessionPath(k) }

// ustadzFeed is the calendar feed of an ustadz's sessions.
func (l links) ustadzFeed(name string) string {
	return l.base + "/feeds/ustadz.ics?nama=" + url.QueryEscape(name)
}

// placeFeed is the calendar feed of the sessions within radiusKm of a point.
func (l links) placeFeed(lat, lng, radiusKm float64) string {
	return l.base + "/feeds/dekat.ics?lat=" + strconv.FormatFloat(lat, 'f', 5, 64) + "&lng=" +
		strconv.FormatFloat(lng, 'f', 5, 64) + "&radius_km=" + strconv.FormatFloat(radiusKm, 'f', -1, 64)
}
