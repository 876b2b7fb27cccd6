package server

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// A weekly session posted as 'Ba'da Maghrib' shows that prayer's time at its place on its next
// occurrence everywhere: the API, the home list, the page's description, the .ics and the
// server's first cards; a prayer that does not exist is refused with the form's message.
func TestSessionAfterMaghribEverywhere(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		admin, _ := e.signedIn("admin@example.id", kajian.RoleAdmin)
		body := withFields(weeklyBody(), map[string]any{"title": "Tafsir Ba'da Maghrib", "time": "", "after_prayer": "maghrib",
			"prayer_offset": 0, "holidays": []map[string]any{}})
		res := admin.do("POST", "/api/v1/postings", body)
		if res.status != 201 {
			t.Fatalf("posting: %d %s", res.status, res.body)
		}
		k := res.json(t)["kajian"].(map[string]any)
		lat, lng := k["latitude"].(float64), k["longitude"].(float64)
		next := kajian.Date{Year: 2026, Month: 11, Day: 26} // the Thursday after testNow
		maghrib, err := kajian.PrayerTime(next, kajian.GeoPoint{Lat: lat, Lng: lng}, kajian.WIB, kajian.Maghrib)
		if err != nil {
			t.Fatal(err)
		}
		if k["after_prayer"] != "maghrib" || k["time"] != maghrib.String() || k["next_occurrence"] != next.String() {
			t.Fatalf("answer: after %v, time %v (want %s), next %v", k["after_prayer"], k["time"], maghrib, k["next_occurrence"])
		}
		// Pages name the adzan; calendars start the session kajian.AdzanToStart minutes after it.
		shown := fmt.Sprintf("Ba'da Maghrib · adzan ± %02d.%02d WIB", int(maghrib)/60, int(maghrib)%60)
		start := maghrib + kajian.AdzanToStart

		list := e.newClient().do("GET", "/api/v1/kajian?type=recurring&q=maghrib", nil).json(t)
		items := list["items"].([]any)
		if len(items) != 1 || items[0].(map[string]any)["time"] != maghrib.String() {
			t.Errorf("home list: %v", items)
		}
		page := string(e.newClient().do("GET", k["path"].(string), nil).body)
		if !strings.Contains(page, "Setiap Kamis, "+shown) {
			t.Errorf("the page's description lacks %q", shown)
		}
		ics := string(e.newClient().do("GET", k["path"].(string)+"/kalender.ics", nil).body)
		if want := fmt.Sprintf("DTSTART;TZID=Asia/Jakarta:20261126T%02d%02d00", int(start)/60, int(start)%60); !strings.Contains(ics, want) {
			t.Errorf("the .ics lacks %s:\n%s", want, ics)
		}
		// A weekly rule cannot follow Maghrib through the year: an event per occurrence, each at
		// its own date's Maghrib (three months on it is later than in November).
		later := next.AddDays(13 * 7)
		lateMaghrib, _ := kajian.PrayerTime(later, kajian.GeoPoint{Lat: lat, Lng: lng}, kajian.WIB, kajian.Maghrib)
		lateStart := lateMaghrib + kajian.AdzanToStart
		want := fmt.Sprintf("DTSTART;TZID=Asia/Jakarta:%sT%02d%02d00", strings.ReplaceAll(later.String(), "-", ""), int(lateStart)/60, int(lateStart)%60)
		if n := strings.Count(ics, "BEGIN:VEVENT"); n != 26 || strings.Contains(ics, "RRULE") || !strings.Contains(ics, want) || lateMaghrib == maghrib {
			t.Errorf("the .ics has %d events, RRULE %v, %s %v", n, strings.Contains(ics, "RRULE"), want, strings.Contains(ics, want))
		}
		if home := string(e.newClient().do("GET", "/", nil).body); !strings.Contains(home, "Setiap Kamis · "+strings.ReplaceAll(shown, "'", "&#39;")) {
			t.Errorf("the first cards lack %q", shown)
		}

		res = admin.do("POST", "/api/v1/postings", withFields(body, map[string]any{"title": "Tahajud", "after_prayer": "tahajud"}))
		wantAPIError(t, res, 400, "Pilih waktu sholat: Subuh, Dzuhur, Ashar, Maghrib atau Isya")
		res = admin.do("POST", "/api/v1/postings", withFields(body, map[string]any{"title": "Lama", "prayer_offset": 240}))
		wantAPIError(t, res, 400, "Selisih waktu setelah sholat harus 0 sampai 180 menit")
	})
}
