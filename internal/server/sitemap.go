package server

import (
	"encoding/xml"
	"io"
	"net/http"
	"strconv"

	"github.com/kajiankita/kajian/internal/geo"
	"github.com/kajiankita/kajian/internal/kajian"
)

// sitemapLimit is the most URLs one sitemap file may list (sitemaps.org).
const sitemapLimit = 50000

type sitemapURL struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod,omitempty"`
}

type sitemapURLSet struct {
	XMLName xml.Name     `xml:"urlset"`
	XMLNS   string       `xml:"xmlns,attr"`
	URLs    []sitemapURL `xml:"url"`
}

// Of the sitemap's URLs, masjid pages, speakers' pages and series pages may take up to these
// many each; public sessions fill the rest.
const (
	sitemapMasjid   = 10000
	sitemapSpeakers = 5000
	sitemapSeries   = 5000
)

// handleSitemap serves GET /sitemap.xml: the home page, the masjid directory, every masjid's
// page, the pages of the speakers of public sessions, the pages of series with a public session,
// and every public session (approved one-off, active weekly), most recently changed first.
func handleSitemap(db Database, site links, clock kajian.Clock) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		ctx := r.Context()
		masjid, err := db.ListMasjidLinks(ctx, sitemapMasjid)
		if err != nil {
			return err
		}
		names, err := db.ListPublicSpeakerNames(ctx, kajian.DateOf(clock.Now()).AddDays(-1), sitemapSpeakers)
		if err != nil {
			return err
		}
		set := sitemapURLSet{XMLNS: "http://www.sitemaps.org/schemas/sitemap/0.9",
			URLs: []sitemapURL{{Loc: site.base + "/"}, {Loc: site.base + "/masjid"}}}
		for _, l := range masjid {
			set.URLs = append(set.URLs, sitemapURL{Loc: site.base + kajian.MasjidPath(l.Slug), LastMod: l.UpdatedAt.UTC().Format("2006-01-02")})
		}
		seen := map[string]bool{}
		for _, name := range names {
			if slug := kajian.SpeakerSlug(name); slug != "" && !seen[slug] {
				seen[slug] = true
				set.URLs = append(set.URLs, sitemapURL{Loc: site.base + kajian.UstadzPath(slug)})
			}
		}
		series, err := db.ListSeriesLinks(ctx, sitemapSeries)
		if err != nil {
			return err
		}
		for _, l := range series {
			set.URLs = append(set.URLs, sitemapURL{Loc: site.base + kajian.SeriesPath(l.Slug), LastMod: l.UpdatedAt.UTC().Format("2006-01-02")})
		}
		links, err := db.ListPublicSessionLinks(ctx, sitemapLimit-len(set.URLs))
		if err != nil {
			return err
		}
		for _, l := range links {
			k := kajian.Session{Type: l.Type, Slug: l.Slug}
			set.URLs = append(set.URLs, sitemapURL{Loc: site.base + sessionPath(&k), LastMod: l.UpdatedAt.UTC().Format("2006-01-02")})
		}
		body, err := xml.MarshalIndent(set, "", "  ")
		if err != nil {
			return err
		}
		body = append([]byte(xml.Header), append(body, '\n')...)
		h := w.Header()
		h.Set("Content-Type", "application/xml; charset=utf-8")
		h.Set("Cache-Control", "public, max-age=3600")
		h.Set("Content-Length", strconv.Itoa(len(body)))
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			w.Write(body)
		}
		return nil
	})
}

// handleRobots serves GET /robots.txt: everything public may be crawled, and
// the sitemap is named; the API and personal pages are left out.
func handleRobots(l links) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body := "User-agent: *\n" +
			"Allow: /\n" +
			"Disallow: /api/\n" +
			"Disallow: /admin/\n" +
			"Disallow: /auth\n" +
			"Disallow: /journal\n" +
			"Disallow: /my-kajian\n" +
			"\n" +
			"Sitemap: " + l.base + "/sitemap.xml\n"
		h := w.Header()
		h.Set("Content-Type", "text/plain; charset=utf-8")
		h.Set("Cache-Control", "public, max-age=86400")
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			w.Write([]byte(body))
		}
	})
}

// handleLicenses serves the notices of third-party data shipped in the binary
// (the gazetteer's MIT licence requires its notice to travel with it).
func handleLicenses() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Type", "text/plain; charset=utf-8")
		h.Set("Cache-Control", "public, max-age=86400")
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			io.WriteString(w, geo.PlacesNotice)
		}
	})
}
