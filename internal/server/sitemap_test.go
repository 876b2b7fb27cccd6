package server

import (
	"encoding/xml"
	"slices"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

func TestSitemapAndRobots(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		res := f.visitor.do("GET", "/sitemap.xml", nil)
		if res.status != 200 || res.header.Get("Content-Type") != "application/xml; charset=utf-8" {
			t.Fatalf("sitemap: %d %v", res.status, res.header)
		}
		var set struct {
			XMLName xml.Name
			URLs    []struct {
				Loc     string `xml:"loc"`
				LastMod string `xml:"lastmod"`
			} `xml:"url"`
		}
		if err := xml.Unmarshal(res.body, &set); err != nil {
			t.Fatal(err)
		}
		if set.XMLName.Space != "http://www.sitemaps.org/schemas/sitemap/0.9" || set.XMLName.Local != "urlset" {
			t.Errorf("root: %v", set.XMLName)
		}
		got := map[string]bool{}
		var speakers []string
		for _, u := range set.URLs {
			if slug, ok := strings.CutPrefix(u.Loc, "http://kajian.test/ustadz/"); ok {
				speakers = append(speakers, slug)
				continue
			}
			got[u.Loc] = true
			if u.Loc != "http://kajian.test/" && u.Loc != "http://kajian.test/masjid" && u.LastMod != "2026-11-22" {
				t.Errorf("lastmod of %s: %q", u.Loc, u.LastMod)
			}
		}
		want := []string{"http://kajian.test/", "http://kajian.test/masjid", "http://kajian.test/kajian/" + f.oneOff.Slug, "http://kajian.test/kajian/" + f.past.Slug,
			"http://kajian.test/kajian-rutin/" + f.weekly.Slug, "http://kajian.test/kajian-rutin/" + f.holidayToday.Slug}
		for _, w := range want {
			if !got[w] {
				t.Errorf("sitemap lacks %s", w)
			}
		}
		// Every speaker's page listed exists, and the upcoming session's speaker has one.
		if !slices.Contains(speakers, kajian.SpeakerSlug(f.oneOff.SpeakersOrDerived()[0].Name)) {
			t.Errorf("sitemap lacks the page of %q: %v", f.oneOff.Ustaz, speakers)
		}
		for _, slug := range speakers {
			if res := f.visitor.do("GET", "/api/v1/ustadz/"+slug, nil); res.status != 200 {
				t.Errorf("sitemap lists /ustadz/%s, which answers %d", slug, res.status)
			}
		}
		if len(set.URLs)-len(speakers) != len(want) {
			t.Errorf("sitemap lists %d URLs, want %d (hidden sessions must not be listed): %v", len(set.URLs), len(want), got)
		}

		res = f.visitor.do("GET", "/robots.txt", nil)
		body := string(res.body)
		if res.status != 200 || !strings.Contains(body, "Sitemap: http://kajian.test/sitemap.xml\n") ||
			!strings.Contains(body, "Disallow: /api/\n") || !strings.HasPrefix(res.header.Get("Content-Type"), "text/plain") {
			t.Errorf("robots.txt: %d %q", res.status, body)
		}

		res = f.visitor.do("GET", "/licenses.txt", nil)
		if body := string(res.body); res.status != 200 || !strings.Contains(body, "Copyright (c) 2024 Cahya DSN") ||
			!strings.HasPrefix(res.header.Get("Content-Type"), "text/plain") {
			t.Errorf("licenses.txt: %d %q", res.status, body)
		}
	})
}
