package server

import (
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The server's first cards say what KajianCard says of the same session; the browser test
// "the server's first cards are the app's cards" compares the two on real pages.
func TestFirstCardTexts(t *testing.T) {
	str := func(s string) *string { return &s }
	day, km := 4, 1.25
	weekly := kajianDTO{
		Type: "recurring", Path: "/kajian-rutin/tafsir", Title: `Tafsir "Juz 'Amma" <1>`, Ustaz: "Ustadz A",
		Speakers:  []kajian.Speaker{{Name: "Ustadz A"}, {Name: "Ustadz B", IsMain: true}},
		DayOfWeek: &day, Time: "19:30", TimezoneRegion: "WITA", NextOccurrence: str("2026-12-10"),
		Location: str("Masjid Raya"), DistanceKm: &km, DistanceLabel: str("1,3 km"), RSVPCount: 7,
		IsHolidayToday: true, HolidayToday: &holidayDTO{Date: "2026-11-26", Reason: str("Banjir")},
		Holidays:     []holidayDTO{{Date: "2026-11-26"}, {Date: "2026-12-03"}, {Date: "2026-12-17"}, {Date: "2026-12-24"}},
		HolidaysMore: 2,
	}
	c := newFirstCard(weekly)
	for got, want := range map[string]string{
		c.Speaker: "Ustadz B", c.When: "Setiap Kamis", c.Time: "19:30 WITA", c.Next: "10 Des", c.Where: "Masjid Raya",
		c.Distance: "1,3 km", c.DistanceData: "1.25", c.Attendees: "7 orang akan hadir", c.HolidayToday: "Libur Hari Ini: Banjir",
		c.Holidays: "Libur mendatang: 3 Des, 17 Des +3 lainnya", c.WhereIcon: "map-pin",
	} {
		if got != want {
			t.Errorf("weekly card: got %q, want %q", got, want)
		}
	}
	online := kajianDTO{
		Type: "regular", Path: "/kajian/daring", Title: "Daring", Ustaz: "Ustadz C", Date: str("2026-11-24"), Time: "05:30",
		IsOnline: true, LiveStreamURL: str("https://youtube.com/live/x"), IsToday: true,
	}
	c = newFirstCard(online)
	for got, want := range map[string]string{
		c.Speaker: "Ustadz C", c.When: "Selasa, 24 November 2026", c.Time: "05:30 WIB", c.Where: "Live Stream",
		c.WhereIcon: "radio", c.LiveStream: "https://youtube.com/live/x", c.Holidays: "", c.Next: "",
	} {
		if got != want {
			t.Errorf("online card: got %q, want %q", got, want)
		}
	}
	past := online
	past.IsPast = true
	if c := newFirstCard(past); c.LiveStream != "" {
		t.Errorf("a past session offers its live stream")
	}

	html, err := firstCardsHTML([]kajianDTO{weekly, online})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`<a href="/kajian-rutin/tafsir" class="after:absolute after:inset-0 focus-visible:outline-none">Tafsir &#34;Juz &#39;Amma&#34; &lt;1&gt;</a>`,
		`Setiap Kamis · 19:30 WITA<span class="inline-block text-xs text-stone-500"> · Selanjutnya: 10 Des</span>`,
		`class="lucide lucide-radio size-4 shrink-0 text-stone-400"`,
		`<a href="https://youtube.com/live/x" target="_blank" rel="noopener noreferrer"`,
		`>ONLINE</span>`, `>OFFLINE</span>`, `> Kajian Rutin</span>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the cards lack %s:\n%s", want, html)
		}
	}
	if n := strings.Count(html, "<article "); n != 2 {
		t.Errorf("%d cards for 2 sessions", n)
	}
}

// With nothing to list, the prerendered page would show an empty list until the app loads:
// the plain app, which shows it loading, is served instead.
func TestEmptyHomeIsNotPrerendered(t *testing.T) {
	e := newEnv(t, onSQLite)
	body := string(e.newClient().do("GET", "/", nil).body)
	if strings.Contains(body, "data-prerendered") || !strings.Contains(body, `<div id="root"></div>`) {
		t.Errorf("an empty home page is prerendered: %s", body)
	}
}
