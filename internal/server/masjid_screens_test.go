package server

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// masjidWithSessions makes a masjid and n published one-off sessions there, one a day at 06:00
// from Monday 23 November, and a weekly one on Thursdays at 19:30, posted by an admin.
func masjidWithSessions(t *testing.T, e *testEnv, n int) *kajian.Masjid {
	t.Helper()
	m := &kajian.Masjid{Name: "Masjid Al-Ikhlas", Region: "Bandung", Address: "Jl. Cibeunying",
		Point: kajian.NewGeoPoint(-6.9, 107.62), Zone: kajian.WIB}
	if err := e.db.CreateMasjid(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	var adm *client
	for i := range n {
		if i%15 == 0 { // posting is rate limited per user
			adm, _ = e.signedIn(fmt.Sprintf("admin-masjid-%d@example.id", i), kajian.RoleAdmin)
		}
		body := withFields(oneOffBody(), map[string]any{"masjid_id": m.ID, "title": fmt.Sprintf("Kajian Ke-%02d", i+1),
			"date": kajian.Date{Year: 2026, Month: 11, Day: 23}.AddDays(i).String(), "time": "06:00"})
		if res := adm.do("POST", "/api/v1/postings", body); res.status != 201 {
			t.Fatalf("posting %d: %d %s", i, res.status, res.body)
		}
	}
	weekly := withFields(weeklyBody(), map[string]any{"masjid_id": m.ID, "title": "Kitab Tauhid <Rutin>", "holidays": nil})
	if res := adm.do("POST", "/api/v1/postings", weekly); res.status != 201 {
		t.Fatalf("weekly posting: %d %s", res.status, res.body)
	}
	return m
}

var embedListItem = regexp.MustCompile(`<li>`)

// The widget: the masjid's next sessions (one-off and weekly together), ?jumlah and ?tema,
// frameable by any site, no cookie, cacheable, small; an unknown masjid is a 404 widget.
func TestMasjidEmbed(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		m := masjidWithSessions(t, e, 30)
		path := "/masjid/" + m.Slug + "/embed"
		// A signed-in browser (a cookie that could be renewed) gets the same page, and no cookie.
		c, _ := e.signedIn("jamaah@example.id", kajian.RoleUser)
		res := c.do("GET", path, nil)
		page := string(res.body)
		if res.status != 200 || !strings.Contains(page, "<h1>Masjid Al-Ikhlas</h1>") || len(embedListItem.FindAllString(page, -1)) != kajian.MasjidEmbedDefaultSize {
			t.Fatalf("default widget: %d %s", res.status, page)
		}
		// Thursday's weekly session (26 November, 19:30) comes fifth, after that morning's one-off.
		if !strings.Contains(page, "Kitab Tauhid &lt;Rutin&gt;") || !strings.Contains(page, "Kamis, 26 Nov · 19.30 WIB") ||
			strings.Index(page, "Kajian Ke-04") > strings.Index(page, "Kitab Tauhid") {
			t.Errorf("weekly session missing or out of order: %s", page)
		}
		if !strings.Contains(page, `href="http://kajian.test/masjid/`+m.Slug+`" target="_blank" rel="noopener">Jadwal lengkap di Kajian Kita`) {
			t.Errorf("no link to the masjid's page: %s", page)
		}
		h := res.header
		if h.Get("Set-Cookie") != "" || h.Get("X-Frame-Options") != "" || !strings.Contains(h.Get("Content-Security-Policy"), "frame-ancestors *") ||
			h.Get("Cache-Control") != "public, max-age=300" || !strings.HasPrefix(h.Get("Content-Type"), "text/html") {
			t.Errorf("headers: %v", h)
		}
		for query, want := range map[string]int{"?jumlah=3": 3, "?jumlah=0": kajian.MasjidEmbedDefaultSize, "?jumlah=abc": kajian.MasjidEmbedDefaultSize,
			"?jumlah=500": kajian.MasjidEmbedMaxSize, "?jumlah=25&tema=gelap": kajian.MasjidEmbedMaxSize} {
			res := e.newClient().do("GET", path+query, nil)
			if got := len(embedListItem.FindAllString(string(res.body), -1)); res.status != 200 || got != want {
				t.Errorf("%s: %d items, want %d", query, got, want)
			}
			if dark := strings.Contains(string(res.body), `<html lang="id" class="gelap">`); dark != strings.Contains(query, "tema=gelap") {
				t.Errorf("%s: dark theme %v", query, dark)
			}
		}
		// The whole widget at its largest, compressed: the page and everything it loads.
		res = e.newClient().do("GET", path+"?jumlah=20&tema=gelap", nil, "Accept-Encoding", "gzip")
		if res.header.Get("Content-Encoding") != "gzip" {
			t.Fatalf("not compressed: %v", res.header)
		}
		zr, err := gzip.NewReader(bytes.NewReader(res.body))
		if err != nil {
			t.Fatal(err)
		}
		plain, _ := io.ReadAll(zr)
		if loads := regexp.MustCompile(`<(script|img|link|iframe|video|audio|object)\b|@import|url\(`).FindAllString(string(plain), -1); len(loads) > 0 {
			t.Errorf("the widget loads more than itself: %v", loads)
		}
		if len(res.body) > 25*1024 {
			t.Errorf("the widget is %d bytes compressed, over 25 KB", len(res.body))
		}
		t.Logf("the widget of %d sessions: %d bytes, %d compressed", kajian.MasjidEmbedMaxSize, len(plain), len(res.body))
		// Other pages keep refusing frames.
		if res := e.newClient().do("GET", "/masjid/"+m.Slug, nil); res.header.Get("X-Frame-Options") != "DENY" ||
			!strings.Contains(res.header.Get("Content-Security-Policy"), "frame-ancestors 'none'") {
			t.Errorf("the masjid's page may be framed: %v", res.header)
		}
		// An unknown masjid: the widget says so, 404.
		res = e.newClient().do("GET", "/masjid/tidak-ada/embed", nil)
		if res.status != 404 || !strings.Contains(string(res.body), "<h1>Masjid tidak ditemukan</h1>") || res.header.Get("Set-Cookie") != "" {
			t.Errorf("unknown masjid: %d %s", res.status, res.body)
		}
	})
}

// The lobby screen is the app's page, never indexed; its QR code leads to the masjid's page.
func TestMasjidTVAndQR(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		m := masjidWithSessions(t, e, 1)
		c := e.newClient()
		res := c.do("GET", "/masjid/"+m.Slug+"/tv", nil)
		if res.status != 200 || !strings.Contains(string(res.body), `<div id="root"`) || !strings.Contains(string(res.body), `content="noindex"`) ||
			res.header.Get("X-Frame-Options") != "DENY" {
			t.Fatalf("tv page: %d %v %s", res.status, res.header, res.body)
		}
		if res := c.do("GET", "/masjid/tidak-ada/tv", nil); res.status != 404 || !strings.Contains(string(res.body), `<div id="root"`) {
			t.Errorf("unknown masjid's screen: %d", res.status)
		}
		res = c.do("GET", "/masjid/"+m.Slug+"/qr.svg", nil)
		want, _ := qrSVG("http://kajian.test/masjid/" + m.Slug)
		if res.status != 200 || res.header.Get("Content-Type") != "image/svg+xml" || !bytes.Equal(res.body, want) ||
			res.header.Get("Cache-Control") != "public, max-age=86400" {
			t.Errorf("qr: %d %v", res.status, res.header)
		}
		if res := c.do("GET", "/masjid/tidak-ada/qr.svg", nil); res.status != 404 {
			t.Errorf("unknown masjid's QR: %d", res.status)
		}
	})
}
