package server

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// masjidFixture is the session fixture with its places made masjid and the sessions attached.
type masjidFixture struct {
	*sessionFixture
	makassar, meutia *kajian.Masjid
}

func newMasjidFixture(t *testing.T, e *testEnv) *masjidFixture {
	t.Helper()
	ctx := context.Background()
	f := &masjidFixture{sessionFixture: newSessionFixture(t, e)}
	f.makassar = &kajian.Masjid{Name: "Masjid Raya Makassar", Region: "Makassar", Address: "Jl. Masjid Raya No. 57",
		Point: kajian.NewGeoPoint(-5.1365, 119.4185), Zone: kajian.WITA, WhatsApp: "0812-3456-7890",
		Facilities: []kajian.Facility{kajian.FacilityAC, kajian.FacilityAkhwatArea},
		Infaq:      kajian.Infaq{Bank: "Bank Contoh", Account: "0000-1234-5678", Holder: "DKM Masjid Raya"}}
	f.meutia = &kajian.Masjid{Name: "Masjid Cut Meutia", Region: "Jakarta Pusat", Point: kajian.NewGeoPoint(-6.1866, 106.8335), Zone: kajian.WIB}
	for _, m := range []*kajian.Masjid{f.makassar, f.meutia} {
		if err := e.db.CreateMasjid(ctx, m); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := e.db.AttachSessionsToMasjid(ctx, false); err != nil {
		t.Fatal(err)
	}
	return f
}

var dottedTime = regexp.MustCompile(`^\d\d\.\d\d$`)

func TestMasjidAPI(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newMasjidFixture(t, e)
		res := f.visitor.do("GET", "/api/v1/masjid/"+f.makassar.Slug, nil)
		var page struct {
			Masjid struct {
				Slug, Zone, Name string
				WhatsAppURL      *string `json:"whatsapp_url"`
				FeedURL          string  `json:"feed_url"`
				PageURL          string  `json:"page_url"`
				Infaq            *struct{ Account string }
				FacilityLabels   []struct{ Key, Label string } `json:"facility_labels"`
				UpcomingCount    int                           `json:"upcoming_count"`
			}
			Upcoming []struct {
				Slug   string
				Masjid *struct{ Slug string }
			}
			Weekly      []struct{ Day int }
			PrayerTimes map[string]string `json:"prayer_times"`
			WeekText    string            `json:"week_text"`
			CanEdit     bool              `json:"can_edit"`
		}
		unmarshalBody(t, res, &page)
		m := page.Masjid
		if res.status != 200 || m.Zone != "WITA" || m.WhatsAppURL == nil || *m.WhatsAppURL != "https://wa.me/6281234567890" ||
			m.FeedURL != "/feeds/masjid/"+f.makassar.Slug+".ics" || m.PageURL != "http://kajian.test/masjid/"+f.makassar.Slug ||
			m.Infaq == nil || m.Infaq.Account != "0000-1234-5678" || len(m.FacilityLabels) != 2 || m.FacilityLabels[0].Label != "AC" ||
			m.UpcomingCount != 1 {
			t.Fatalf("masjid: %d %s", res.status, res.body)
		}
		if len(page.Upcoming) != 1 || page.Upcoming[0].Slug != f.oneOff.Slug || page.Upcoming[0].Masjid == nil ||
			page.Upcoming[0].Masjid.Slug != f.makassar.Slug || len(page.Weekly) != 0 || page.CanEdit {
			t.Errorf("sessions: %s", res.body)
		}
		if !dottedTime.MatchString(page.PrayerTimes["subuh"]) || !dottedTime.MatchString(page.PrayerTimes["isya"]) ||
			page.PrayerTimes["zone"] != "WITA" || page.PrayerTimes["date"] != "2026-11-22" {
			t.Errorf("prayer times: %v", page.PrayerTimes)
		}
		if !strings.Contains(page.WeekText, "📌 *"+f.oneOff.Title+"*") || !strings.Contains(page.WeekText, "*Selasa, 24 November 2026*") {
			t.Errorf("week text:\n%s", page.WeekText)
		}

		// The weekly schedule by day, with its day's name.
		weekly := f.visitor.do("GET", "/api/v1/masjid/"+f.meutia.Slug, nil).json(t)["weekly"].([]any)
		if len(weekly) != 1 || weekly[0].(map[string]any)["day_name"] != "Kamis" {
			t.Errorf("weekly: %v", weekly)
		}

		// Who may keep it: its editors and admins, nobody else, and no editor of another masjid.
		editorC, editor := e.signedIn("dkm@example.id", kajian.RoleUser)
		if err := e.db.InsertMasjidEditor(context.Background(), f.makassar.ID, editor.ID, f.admin.ID); err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			who  *client
			slug string
			want bool
		}{{editorC, f.makassar.Slug, true}, {editorC, f.meutia.Slug, false}, {f.otherC, f.makassar.Slug, false}, {f.admC, f.meutia.Slug, true}} {
			if got := c.who.do("GET", "/api/v1/masjid/"+c.slug, nil).json(t)["can_edit"]; got != c.want {
				t.Errorf("can_edit on %s: %v, want %v", c.slug, got, c.want)
			}
		}

		// The home list's cards link the masjid the attach step gave their sessions.
		linked := map[string]any{}
		for _, it := range f.visitor.do("GET", "/api/v1/kajian?sort=date", nil).json(t)["items"].([]any) {
			k := it.(map[string]any)
			linked[k["slug"].(string)] = k["masjid"]
		}
		if m, _ := linked[f.oneOff.Slug].(map[string]any); m == nil || m["slug"] != f.makassar.Slug || m["name"] != f.makassar.Name {
			t.Errorf("home card of %s: masjid %v", f.oneOff.Slug, linked[f.oneOff.Slug])
		}
		if m, _ := linked[f.weekly.Slug].(map[string]any); m == nil || m["slug"] != f.meutia.Slug {
			t.Errorf("home card of %s: masjid %v", f.weekly.Slug, linked[f.weekly.Slug])
		}

		wantAPIError(t, f.visitor.do("GET", "/api/v1/masjid/tidak-ada", nil), 404, "Masjid tidak ditemukan")
		wantAPIError(t, f.visitor.do("GET", "/api/v1/ustadz/tidak-ada", nil), 404, "Ustadz tidak ditemukan")
	})
}

func TestMasjidDirectoryAPI(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newMasjidFixture(t, e)
		names := func(path string) []string {
			res := f.visitor.do("GET", path, nil)
			if res.status != 200 {
				t.Fatalf("%s: %d %s", path, res.status, res.body)
			}
			var out []string
			for _, it := range res.json(t)["items"].([]any) {
				out = append(out, it.(map[string]any)["name"].(string))
			}
			return out
		}
		if got := strings.Join(names("/api/v1/masjid"), ", "); got != "Masjid Cut Meutia, Masjid Raya Makassar" {
			t.Errorf("by name: %s", got)
		}
		if got := strings.Join(names("/api/v1/masjid?lat=-5.14&lng=119.42"), ", "); got != "Masjid Raya Makassar, Masjid Cut Meutia" {
			t.Errorf("nearest first: %s", got)
		}
		if got := strings.Join(names("/api/v1/masjid?q=meut"), ", "); got != "Masjid Cut Meutia" {
			t.Errorf("search: %s", got)
		}
		one := f.visitor.do("GET", "/api/v1/masjid?limit=1&page=2", nil).json(t)
		if one["total"] != 2.0 || one["has_more"] != false || one["page"] != 2.0 || len(one["items"].([]any)) != 1 {
			t.Errorf("second page of one: %v", one)
		}
		for _, bad := range []string{"limit=51", "limit=0", "lat=abc&lng=1", "lat=95&lng=10", "page=0"} {
			if res := f.visitor.do("GET", "/api/v1/masjid?"+bad, nil); res.status != 400 {
				t.Errorf("%s: %d", bad, res.status)
			}
		}
	})
}

func TestUstadzAPIAndMasjidFeed(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newMasjidFixture(t, e)
		slug := kajian.SpeakerSlug("Ustadz Abdurrahman Hakim, Lc.")
		res := f.visitor.do("GET", "/api/v1/ustadz/"+slug, nil)
		u := res.json(t)
		masjid, _ := u["masjid"].([]any)
		if res.status != 200 || u["name"] != "Ustadz Abdurrahman Hakim, Lc." || len(u["upcoming"].([]any)) != 1 || len(masjid) != 1 ||
			masjid[0].(map[string]any)["slug"] != f.makassar.Slug || !strings.HasPrefix(u["feed_url"].(string), "/feeds/ustadz.ics?nama=") {
			t.Fatalf("ustadz: %d %s", res.status, res.body)
		}
		speakers := u["upcoming"].([]any)[0].(map[string]any)["speakers"].([]any)
		if speakers[0].(map[string]any)["slug"] != slug {
			t.Errorf("speaker slug: %v", speakers[0])
		}

		feed := f.visitor.do("GET", "/feeds/masjid/"+f.makassar.Slug+".ics", nil)
		if feed.status != 200 || feed.header.Get("Content-Type") != "text/calendar; charset=utf-8" ||
			!strings.Contains(string(feed.body), "SUMMARY:"+f.oneOff.Title) || !strings.Contains(string(feed.body), "X-WR-CALNAME:Kajian Masjid Raya Makassar") {
			t.Errorf("feed: %d %s", feed.status, feed.body)
		}
		if again := f.visitor.do("GET", "/feeds/masjid/"+f.makassar.Slug+".ics", nil, "If-None-Match", feed.header.Get("ETag")); again.status != 304 {
			t.Errorf("unchanged feed: %d", again.status)
		}
		for _, path := range []string{"/feeds/masjid/tidak-ada.ics", "/feeds/masjid/" + f.makassar.Slug} {
			if res := f.visitor.do("GET", path, nil); res.status != 404 {
				t.Errorf("%s: %d", path, res.status)
			}
		}
	})
}

func TestMasjidAndUstadzPages(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newMasjidFixture(t, e)
		status, h, _ := fetchPage(t, e, f.visitor, "/masjid/"+f.makassar.Slug)
		image := h.one(t, "og:image")
		if status != 200 || h.titles[0] != "Jadwal Kajian Masjid Raya Makassar · Kajian Kita" ||
			h.canonical != "http://kajian.test/masjid/"+f.makassar.Slug || !strings.HasPrefix(image, "http://kajian.test/masjid/"+f.makassar.Slug+"/og-image?v=") ||
			!strings.Contains(h.one(t, "description"), "1 kajian mendatang") || !strings.Contains(h.one(t, "description"), "Fasilitas: AC, Area akhwat") {
			t.Errorf("masjid page: %d %q %v", status, h.titles, h.meta)
		}
		img := f.visitor.do("GET", strings.TrimPrefix(image, "http://kajian.test"), nil)
		if img.status != 200 || img.header.Get("Content-Type") != "image/png" || len(img.body) < 1000 {
			t.Errorf("preview image: %d %s", img.status, img.header.Get("Content-Type"))
		}

		status, h, _ = fetchPage(t, e, f.visitor, "/ustadz/"+kajian.SpeakerSlug("Ustadz Fikri Haikal"))
		if status != 200 || h.one(t, "og:title") != "Jadwal Kajian Ustadz Fikri Haikal" || !strings.Contains(h.one(t, "og:image"), "/kajian/"+f.oneOff.Slug+"/og-image") {
			t.Errorf("ustadz page: %d %v", status, h.meta)
		}
		status, h, _ = fetchPage(t, e, f.visitor, "/masjid")
		if status != 200 || h.titles[0] != "Direktori Masjid · Kajian Kita" {
			t.Errorf("directory page: %d %q", status, h.titles)
		}
		for path, title := range map[string]string{"/masjid/tidak-ada": "Masjid tidak ditemukan", "/ustadz/tidak-ada": "Ustadz tidak ditemukan"} {
			status, h, _ := fetchPage(t, e, f.visitor, path)
			if status != 404 || h.one(t, "og:title") != title || h.one(t, "robots") != "noindex" {
				t.Errorf("%s: %d %v", path, status, h.meta)
			}
		}

		res := f.visitor.do("GET", "/sitemap.xml", nil)
		for _, want := range []string{"<loc>http://kajian.test/masjid</loc>", "<loc>http://kajian.test/masjid/" + f.makassar.Slug + "</loc>"} {
			if !strings.Contains(string(res.body), want) {
				t.Errorf("sitemap lacks %s", want)
			}
		}
	})
}
