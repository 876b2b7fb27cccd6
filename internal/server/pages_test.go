package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"github.com/kajiankita/kajian/internal/kajian"
)

// headTags is what a crawler reads from a page's head without running JavaScript.
type headTags struct {
	titles    []string
	meta      map[string][]string // by name or property
	canonical string
	jsonLD    []string
	hasRoot   bool
}

func parseHead(t *testing.T, body []byte) headTags {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	h := headTags{meta: map[string][]string{}}
	attr := func(n *html.Node, key string) string {
		for _, a := range n.Attr {
			if a.Key == key {
				return a.Val
			}
		}
		return ""
	}
	var walk func(n *html.Node, inHead bool)
	walk = func(n *html.Node, inHead bool) {
		if n.Type == html.ElementNode {
			switch {
			case n.Data == "head":
				inHead = true
			case n.Data == "title" && inHead && n.FirstChild != nil:
				h.titles = append(h.titles, n.FirstChild.Data)
			case n.Data == "meta" && inHead:
				key := attr(n, "property")
				if key == "" {
					key = attr(n, "name")
				}
				if key != "" {
					h.meta[key] = append(h.meta[key], attr(n, "content"))
				}
			case n.Data == "link" && attr(n, "rel") == "canonical":
				h.canonical = attr(n, "href")
			case n.Data == "script" && attr(n, "type") == "application/ld+json" && n.FirstChild != nil:
				h.jsonLD = append(h.jsonLD, n.FirstChild.Data)
			case n.Data == "div" && attr(n, "id") == "root":
				h.hasRoot = true
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, inHead)
		}
	}
	walk(doc, false)
	return h
}

// one returns the single value of a meta tag, failing when it is missing or repeated.
func (h headTags) one(t *testing.T, key string) string {
	t.Helper()
	if len(h.meta[key]) != 1 {
		t.Fatalf("meta %s: %q, want exactly one", key, h.meta[key])
	}
	return h.meta[key][0]
}

// fetchPage gets a page as a crawler does: no cookies, no JavaScript, gzip accepted.
func fetchPage(t *testing.T, e *testEnv, c *client, path string) (int, headTags, []byte) {
	t.Helper()
	res := c.do("GET", path, nil, "Accept", "text/html", "User-Agent", "WhatsApp/2.23.20.0")
	if !strings.HasPrefix(res.header.Get("Content-Type"), "text/html") {
		t.Fatalf("GET %s: content type %q", path, res.header.Get("Content-Type"))
	}
	return res.status, parseHead(t, res.body), res.body
}

func decodeLD(t *testing.T, h headTags) map[string]any {
	t.Helper()
	if len(h.jsonLD) != 1 {
		t.Fatalf("JSON-LD blocks: %d", len(h.jsonLD))
	}
	var ld map[string]any
	if err := json.Unmarshal([]byte(h.jsonLD[0]), &ld); err != nil {
		t.Fatalf("JSON-LD is not valid JSON: %v\n%s", err, h.jsonLD[0])
	}
	return ld
}

func TestSessionPageMetadata(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		status, h, _ := fetchPage(t, e, f.visitor, "/kajian/"+f.oneOff.Slug)
		link := "http://kajian.test/kajian/" + f.oneOff.Slug
		if status != 200 || !h.hasRoot {
			t.Fatalf("status %d, app root %v", status, h.hasRoot)
		}
		if len(h.titles) != 1 || h.titles[0] != "Tafsir Surat Al-Kahfi: Empat Fitnah · Kajian Kita" {
			t.Errorf("titles: %q", h.titles)
		}
		if h.canonical != link || h.one(t, "og:url") != link {
			t.Errorf("canonical %q og:url %q", h.canonical, h.meta["og:url"])
		}
		desc := h.one(t, "description")
		if !strings.HasPrefix(desc, "Selasa, 24 November 2026 pukul 19.30 WITA di Masjid Raya Makassar") || h.one(t, "og:description") != desc {
			t.Errorf("description: %q", desc)
		}
		if h.one(t, "og:title") != "Tafsir Surat Al-Kahfi: Empat Fitnah" || h.one(t, "og:type") != "website" ||
			h.one(t, "og:site_name") != "Kajian Kita" || h.one(t, "og:locale") != "id_ID" {
			t.Errorf("og: %v", h.meta)
		}
		img := h.one(t, "og:image")
		if !strings.HasPrefix(img, link+"/og-image?v=") || h.one(t, "og:image:width") != "1200" || h.one(t, "og:image:height") != "630" ||
			h.one(t, "og:image:type") != "image/png" {
			t.Errorf("og:image %q %v", img, h.meta)
		}
		if h.one(t, "twitter:card") != "summary_large_image" || h.one(t, "twitter:image") != img || h.one(t, "twitter:title") == "" {
			t.Errorf("twitter: %v", h.meta)
		}
		if _, ok := h.meta["robots"]; ok {
			t.Error("a public page must be indexable")
		}
		ld := decodeLD(t, h)
		if ld["@context"] != "https://schema.org" || ld["@type"] != "Event" || ld["name"] != f.oneOff.Title ||
			ld["startDate"] != "2026-11-24T19:30:00+08:00" || ld["endDate"] != "2026-11-24T21:30:00+08:00" ||
			ld["eventAttendanceMode"] != "https://schema.org/OfflineEventAttendanceMode" || ld["url"] != link {
			t.Errorf("event: %v", ld)
		}
		place, _ := ld["location"].(map[string]any)
		geo, _ := place["geo"].(map[string]any)
		if place["@type"] != "Place" || place["name"] != "Masjid Raya Makassar" || geo["latitude"] != -5.1365 {
			t.Errorf("location: %v", ld["location"])
		}
		if performers, _ := ld["performer"].([]any); len(performers) != 2 {
			t.Errorf("performers: %v", ld["performer"])
		}

		// The image it names is there, and 1200x630 (TestPreviewImage checks the pixels).
		if res := f.visitor.do("GET", strings.TrimPrefix(img, "http://kajian.test"), nil); res.status != 200 {
			t.Errorf("og:image answers %d", res.status)
		}

		// Weekly: a repeating event from its next occurrence, without holidays.
		status, h, _ = fetchPage(t, e, f.visitor, "/kajian-rutin/"+f.weekly.Slug)
		ld = decodeLD(t, h)
		sched, _ := ld["eventSchedule"].(map[string]any)
		if status != 200 || ld["@type"] != "Event" || ld["startDate"] != "2026-11-26T19:30:00+07:00" || sched["@type"] != "Schedule" ||
			sched["repeatFrequency"] != "P1W" || sched["byDay"] != "https://schema.org/Thursday" || sched["startTime"] != "19:30:00" ||
			sched["scheduleTimezone"] != "Asia/Jakarta" || ld["eventAttendanceMode"] != "https://schema.org/MixedEventAttendanceMode" {
			t.Errorf("weekly event: %v", ld)
		}
		if ex, _ := sched["exceptDate"].([]any); len(ex) != 2 || ex[0] != "2026-12-03" || ex[1] != "2026-12-17" {
			t.Errorf("exceptDate: %v", sched["exceptDate"])
		}
		// The speaker's degree ends the sentence once ("M.A. Syarah", never "M.A.. Syarah").
		if d := h.one(t, "description"); !strings.HasPrefix(d, "Setiap Kamis pukul 19.30 WIB di Masjid Cut Meutia") ||
			!strings.Contains(d, "Taufiq Hamzah, M.A. Syarah") {
			t.Errorf("weekly description: %q", h.meta["description"])
		}
		// The week before a holiday, the event starts after it: never on a
		// date of its own exceptDate.
		e.clock.Set(testNow.AddDate(0, 0, 5)) // Jumat 27 November; 3 December is a holiday
		_, h, _ = fetchPage(t, e, f.visitor, "/kajian-rutin/"+f.weekly.Slug)
		ld = decodeLD(t, h)
		sched, _ = ld["eventSchedule"].(map[string]any)
		if ld["startDate"] != "2026-12-10T19:30:00+07:00" || sched["startDate"] != "2026-12-10" {
			t.Errorf("weekly event the week before a holiday: %v", ld)
		}
		if ex, _ := sched["exceptDate"].([]any); len(ex) != 1 || ex[0] != "2026-12-17" {
			t.Errorf("exceptDate the week before a holiday: %v", sched["exceptDate"])
		}
		e.clock.Set(testNow)

		// Online: a VirtualLocation.
		_, h, _ = fetchPage(t, e, f.visitor, "/kajian-rutin/"+f.holidayToday.Slug)
		ld = decodeLD(t, h)
		virtual, _ := ld["location"].(map[string]any)
		if ld["eventAttendanceMode"] != "https://schema.org/OnlineEventAttendanceMode" || virtual["@type"] != "VirtualLocation" ||
			virtual["url"] != "https://www.youtube.com/live/tahsin" {
			t.Errorf("online event: %v", ld)
		}

		// Missing and hidden sessions: 404 with the app, which shows its message.
		for _, tc := range []struct{ path, title string }{
			{"/kajian/2026-01-01-tidak-ada", "Kajian tidak ditemukan · Kajian Kita"},
			{"/kajian-rutin/senin-tidak-ada", "Kajian rutin tidak ditemukan · Kajian Kita"},
			{"/kajian/" + f.pending.Slug, "Kajian tidak ditemukan atau belum disetujui · Kajian Kita"},
			{"/kajian-rutin/" + f.inactive.Slug, "Kajian rutin tidak ditemukan atau belum aktif · Kajian Kita"},
		} {
			status, h, _ := fetchPage(t, e, f.visitor, tc.path)
			if status != 404 || !h.hasRoot || len(h.titles) != 1 || h.titles[0] != tc.title || h.one(t, "robots") != "noindex" || len(h.jsonLD) != 0 {
				t.Errorf("GET %s: %d %q %v", tc.path, status, h.titles, h.meta)
			}
		}
		// Its creator sees their pending session's page, kept out of search engines.
		status, h, _ = fetchPage(t, e, f.creatorC, "/kajian/"+f.pending.Slug)
		if status != 200 || h.one(t, "og:title") != f.pending.Title || h.one(t, "robots") != "noindex" {
			t.Errorf("creator's pending page: %d %v", status, h.meta)
		}
		// /kajian/new is the posting form, not a session.
		if status, h, _ := fetchPage(t, e, f.visitor, "/kajian/new"); status != 200 || h.titles[0] != "Kajian Kita" {
			t.Errorf("/kajian/new: %d %q", status, h.titles)
		}
	})
}

func TestSessionPageEscapesEverything(t *testing.T) {
	e := newEnv(t, "sqlite")
	f := newSessionFixture(t, e)
	evil := `Kajian "Spesial" </script><script>alert(1)</script> & <b>Akbar</b>`
	s := &kajian.Session{Type: kajian.Regular, Title: evil, Ustaz: "Ustadz <img src=x onerror=alert(1)>\u2028</script>",
		Date: kajian.Date{Year: 2026, Month: 12, Day: 1}, Time: 20 * 60, Location: `Masjid "Al-Ikhlas" </title>`,
		Description: "Penjelasan </script><!-- ", Status: kajian.StatusApproved, CreatedBy: f.creator.ID}
	if err := e.db.CreateSession(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	status, h, body := fetchPage(t, e, f.visitor, "/kajian/"+s.Slug)
	if status != 200 {
		t.Fatal(status)
	}
	if bytes.Contains(body, []byte("<script>alert(1)")) || bytes.Contains(body, []byte("<img src=x")) || bytes.Contains(body, []byte("</title>\"")) {
		t.Fatalf("unescaped markup in the page:\n%s", body)
	}
	if len(h.titles) != 1 || h.titles[0] != evil+" · Kajian Kita" || h.one(t, "og:title") != evil {
		t.Errorf("title did not survive escaping: %q %q", h.titles, h.meta["og:title"])
	}
	ld := decodeLD(t, h)
	performers, _ := ld["performer"].([]any)
	if ld["name"] != evil || ld["description"] != "Penjelasan </script><!--" || len(performers) != 1 ||
		performers[0].(map[string]any)["name"] != "Ustadz <img src=x onerror=alert(1)>\u2028</script>" {
		t.Errorf("JSON-LD did not survive escaping: %v", ld)
	}
}

func TestSessionPageServesGzipAndHead(t *testing.T) {
	e := newEnv(t, "sqlite")
	f := newSessionFixture(t, e)
	req, _ := http.NewRequest("GET", e.http.URL+"/kajian/"+f.oneOff.Slug, nil)
	req.Header.Set("Accept-Encoding", "gzip")
	res, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.Header.Get("Content-Encoding") != "gzip" || res.Header.Get("Cache-Control") != "private, no-cache" || !strings.Contains(strings.Join(res.Header.Values("Vary"), ","), "Cookie") {
		t.Errorf("headers: %v", res.Header)
	}
	io.Copy(io.Discard, res.Body)
	head := f.visitor.do("HEAD", "/kajian/"+f.oneOff.Slug, nil)
	if head.status != 200 || len(head.body) != 0 {
		t.Errorf("HEAD: %d %d bytes", head.status, len(head.body))
	}
}

// TestSessionJSONLDFollowsRhythmAndEnd: the structured data of a session repeats by its rhythm
// (P1W, P3W, P1M with byMonthWeek, -1 for the last week), excepts only holidays its schedule
// would give, and ends as the session says (a dauroh on its last day).
func TestSessionJSONLDFollowsRhythmAndEnd(t *testing.T) {
	now := time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)
	l := newLinks("http://kajian.test")
	weekly := func(r kajian.Rhythm, holidays ...kajian.Date) *kajian.Session {
		k := &kajian.Session{ID: "w", Type: kajian.Recurring, Slug: "sabtu-tahsin", Title: "Tahsin", DayOfWeek: 6,
			Time: 8 * 60, EndTime: 11*60 + 30, Zone: kajian.WIB, Rhythm: r}
		for _, d := range holidays {
			k.Holidays = append(k.Holidays, kajian.Holiday{Date: d})
		}
		return k
	}
	jan := func(d int) kajian.Date { return kajian.Date{Year: 2027, Month: time.January, Day: d} }
	// January 2027's Saturdays: 2, 9, 16, 23, 30. The 9th is the 2nd, a holiday; the 16th is a
	// holiday off the rhythm; 13 February is the next 2nd Saturday, a holiday too.
	for _, tc := range []struct {
		name       string
		k          *kajian.Session
		start, end string
		sched      map[string]any
	}{
		{"every week", weekly(kajian.Rhythm{}), "2027-01-02T08:00:00+07:00", "2027-01-02T11:30:00+07:00",
			map[string]any{"repeatFrequency": "P1W", "startDate": "2027-01-02", "endTime": "11:30:00", "byMonthWeek": nil}},
		{"every 3 weeks", weekly(kajian.Rhythm{EveryWeeks: 3, From: jan(9)}), "2027-01-09T08:00:00+07:00", "2027-01-09T11:30:00+07:00",
			map[string]any{"repeatFrequency": "P3W", "startDate": "2027-01-09", "byMonthWeek": nil}},
		{"2nd & 4th", weekly(kajian.Rhythm{MonthWeeks: []int{2, 4}}, jan(9), jan(16), kajian.Date{Year: 2027, Month: 2, Day: 13}),
			"2027-01-23T08:00:00+07:00", "2027-01-23T11:30:00+07:00",
			map[string]any{"repeatFrequency": "P1M", "byMonthWeek": []any{2.0, 4.0}, "startDate": "2027-01-23", "exceptDate": []any{"2027-02-13"}}},
		{"last", weekly(kajian.Rhythm{MonthWeeks: []int{kajian.LastWeek}}), "2027-01-30T08:00:00+07:00", "2027-01-30T11:30:00+07:00",
			map[string]any{"repeatFrequency": "P1M", "byMonthWeek": []any{-1.0}, "byDay": "https://schema.org/Saturday"}},
		{"dauroh", &kajian.Session{ID: "d", Type: kajian.Regular, Slug: "dauroh", Title: "Dauroh", Date: jan(8), EndDate: jan(10),
			Time: 13 * 60, EndTime: 16 * 60, Zone: kajian.WITA}, "2027-01-08T13:00:00+08:00", "2027-01-10T16:00:00+08:00", nil},
	} {
		// Read back as a crawler does: through JSON.
		raw, err := json.Marshal(sessionJSONLD(tc.k, "Admin", now, l))
		if err != nil {
			t.Fatal(err)
		}
		var ld map[string]any
		if err := json.Unmarshal(raw, &ld); err != nil {
			t.Fatal(err)
		}
		if ld["startDate"] != tc.start || ld["endDate"] != tc.end {
			t.Errorf("%s: %v – %v, want %s – %s", tc.name, ld["startDate"], ld["endDate"], tc.start, tc.end)
		}
		sched, _ := ld["eventSchedule"].(map[string]any)
		if tc.sched == nil && sched != nil {
			t.Errorf("%s: a one-off has a schedule: %v", tc.name, sched)
		}
		for key, want := range tc.sched {
			if got, _ := json.Marshal(sched[key]); string(got) != mustJSON(t, want) {
				t.Errorf("%s: %s = %s, want %s", tc.name, key, got, mustJSON(t, want))
			}
		}
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
