package server

import (
	"net/http"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Home-list cards name their meeting in their series on the date they show ('Pertemuan ke-N'),
// as the session's page does. Cancelling an earlier meeting renumbers the later ones on every
// visitor's page at once, kept pages too: also a page the cancelled session is not on (a search
// for the weekly one alone), since a write to one session of a series notes every other. Other
// lists of cards (a profile's) name them too.
func TestCardsNameTheirMeetingInTheSeries(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		author, _ := e.signedIn("penulis@example.id", kajian.RoleUser)
		visitor := e.newClient()
		var created struct{ Series seriesDTO }
		unmarshalBody(t, author.do("POST", "/api/v1/seri", map[string]any{"title": "Syarah Kitab Tauhid", "ustaz": "Ust. Firanda",
			"starts_on": "2026-11-01"}), &created)
		sr := created.Series
		// An admin puts into it Saturdays (the 28th a holiday) and a one-off on Wednesday the
		// 25th; today is Ahad the 22nd.
		admin, adminUser := e.signedIn("admin@example.id", kajian.RoleAdmin)
		post := func(body map[string]any) postingSavedDTO {
			t.Helper()
			r := admin.do("POST", "/api/v1/postings", body)
			if r.status != http.StatusCreated {
				t.Fatalf("posting: %d %s", r.status, r.body)
			}
			var saved postingSavedDTO
			unmarshalBody(t, r, &saved)
			return saved
		}
		weekly := post(withFields(weeklyBody(), map[string]any{"title": "Syarah Kitab Tauhid Pekanan", "day_of_week": 6, "series_id": sr.ID,
			"holidays": []map[string]any{{"date": "2026-11-28", "reason": "Libur"}}}))
		oneOff := post(withFields(oneOffBody(), map[string]any{"title": "Dauroh Kitab Tauhid", "date": "2026-11-25", "series_id": sr.ID}))
		labels := func(query string) map[string]any {
			t.Helper()
			out := map[string]any{}
			for _, it := range visitor.do("GET", "/api/v1/kajian?"+query, nil).json(t)["items"].([]any) {
				card := it.(map[string]any)
				out[card["title"].(string)] = card["meeting_label"]
			}
			return out
		}
		// Saturdays 7, 14, 21 are meetings 1–3; the 25th is 4; 5 December is 5.
		for query, want := range map[string]map[string]any{
			"limit=50":         {"Dauroh Kitab Tauhid": "Pertemuan ke-4", "Syarah Kitab Tauhid Pekanan": "Pertemuan ke-5"},
			"q=tauhid+pekanan": {"Syarah Kitab Tauhid Pekanan": "Pertemuan ke-5"},
		} {
			if got := labels(query); len(got) != len(want) || got["Dauroh Kitab Tauhid"] != want["Dauroh Kitab Tauhid"] ||
				got["Syarah Kitab Tauhid Pekanan"] != want["Syarah Kitab Tauhid Pekanan"] {
				t.Fatalf("%s: cards %v, want %v", query, got, want)
			}
		}
		if r := admin.do("POST", "/api/v1/postings/regular/"+oneOff.Kajian.Slug+"/cancel", map[string]string{"reason": "Ustadz sakit"}); r.status != http.StatusOK {
			t.Fatalf("cancel: %d %s", r.status, r.body)
		}
		// The cancelled session is no meeting; 5 December is now the fourth, on both pages.
		for query, want := range map[string]map[string]any{
			"limit=50":         {"Dauroh Kitab Tauhid": "", "Syarah Kitab Tauhid Pekanan": "Pertemuan ke-4"},
			"q=tauhid+pekanan": {"Syarah Kitab Tauhid Pekanan": "Pertemuan ke-4"},
		} {
			if got := labels(query); len(got) != len(want) || got["Dauroh Kitab Tauhid"] != want["Dauroh Kitab Tauhid"] ||
				got["Syarah Kitab Tauhid Pekanan"] != want["Syarah Kitab Tauhid Pekanan"] {
				t.Fatalf("%s after the cancellation: cards %v, want %v", query, got, want)
			}
		}
		if got := visitor.do("GET", "/api/v1"+weekly.Kajian.Path, nil).json(t)["meeting_label"]; got != "Pertemuan ke-4" {
			t.Fatalf("the weekly session's page: %v", got)
		}
		// Cards elsewhere (here the poster's profile) number them the same way.
		profile := map[any]any{}
		for _, it := range visitor.do("GET", "/api/v1/profiles/"+adminUser.ID+"/kajian", nil).json(t)["items"].([]any) {
			profile[it.(map[string]any)["title"]] = it.(map[string]any)["meeting_label"]
		}
		if profile["Syarah Kitab Tauhid Pekanan"] != "Pertemuan ke-4" {
			t.Fatalf("the profile's cards: %v", profile)
		}
	})
}
