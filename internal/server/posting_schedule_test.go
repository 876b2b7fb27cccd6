package server

import (
	"context"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// TestPostingRhythmsAndEnds posts a session of each new rhythm and a dauroh: the answer, the
// detail page and the home list say when they are held in the same words, and the next
// occurrence follows the rhythm. (testNow is Ahad 22 November 2026, noon WIB.)
func TestPostingRhythmsAndEnds(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		admin, _ := e.signedIn("admin@example.id", kajian.RoleAdmin)
		cases := []struct {
			name     string
			body     map[string]any
			schedule string
			next     string
			when     string
		}{
			{"pekan ke-2 dan ke-4", withFields(weeklyBody(), map[string]any{"title": "Kajian Pekan Genap", "day_of_week": 6,
				"month_weeks": []int{4, 2}, "holidays": nil}), "Sabtu pekan ke-2 & ke-4", "2026-11-28", "Sabtu pekan ke-2 & ke-4 · 19.30 WIB"},
			{"pekan pertama", withFields(weeklyBody(), map[string]any{"title": "Kajian Ahad Awal Bulan", "day_of_week": 0,
				"month_weeks": []int{1}, "holidays": nil}), "Setiap Ahad pekan pertama", "2026-12-06", ""},
			{"pekan terakhir after a holiday", withFields(weeklyBody(), map[string]any{"title": "Kajian Akhir Bulan", "day_of_week": 1,
				"month_weeks": []int{-1}, "holidays": []map[string]any{{"date": "2026-11-30", "reason": "Safar"}}}),
				"Setiap Senin pekan terakhir", "2026-12-28", ""},
			{"dua pekan sekali", withFields(weeklyBody(), map[string]any{"title": "Kajian Rabu Berselang", "day_of_week": 3,
				"every_weeks": 2, "rhythm_from": "2026-11-18", "holidays": nil, "end_time": "21:00"}),
				"Dua pekan sekali, Rabu", "2026-12-02", "Dua pekan sekali, Rabu · 19.30–21.00 WIB"},
			{"dauroh", withFields(oneOffBody(), map[string]any{"title": "Dauroh Aqidah", "date": "2026-12-04", "end_date": "2026-12-06",
				"time": "08:00", "end_time": "16:00"}), "Jumat–Ahad, 4–6 Desember 2026", "", ""},
		}
		for _, c := range cases {
			saved := mustPost(t, admin, c.body)
			path := "/api/v1" + saved.Kajian.Path
			detail := e.newClient().do("GET", path, nil).json(t)
			if detail["schedule"] != c.schedule {
				t.Errorf("%s: schedule %q, want %q", c.name, detail["schedule"], c.schedule)
			}
			if c.next != "" && detail["next_occurrence"] != c.next {
				t.Errorf("%s: next occurrence %v, want %s", c.name, detail["next_occurrence"], c.next)
			}
			if c.when != "" && detail["when"] != c.when {
				t.Errorf("%s: card's when %q, want %q", c.name, detail["when"], c.when)
			}
		}
		dauroh := e.newClient().do("GET", "/api/v1/kajian?q=dauroh+aqidah", nil).json(t)
		items, _ := dauroh["items"].([]any)
		if len(items) != 1 {
			t.Fatalf("the home list finds %d dauroh, want 1", len(items))
		}
		it := items[0].(map[string]any)
		if it["end_date"] != "2026-12-06" || it["end_time"] != "16:00" || !strings.HasPrefix(it["when"].(string), "Jumat–Ahad, 4–6 Desember 2026") {
			t.Errorf("the dauroh's card: end %v %v, when %q", it["end_date"], it["end_time"], it["when"])
		}
	})
}

// TestPostingRefusesBadRhythmsAndEnds sends each bad rhythm and end: each is refused naming its
// field in Indonesian, and nothing is stored.
func TestPostingRefusesBadRhythmsAndEnds(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		c, _ := e.signedIn("fulan@example.id", kajian.RoleUser)
		weekly := withFields(weeklyBody(), map[string]any{"holidays": nil})
		cases := []struct {
			body           map[string]any
			field, message string
		}{
			{withFields(weekly, map[string]any{"every_weeks": 5, "rhythm_from": "2026-11-26"}), "every_weeks", kajian.MsgBadEveryWeeks},
			{withFields(weekly, map[string]any{"every_weeks": -2}), "every_weeks", kajian.MsgBadEveryWeeks},
			{withFields(weekly, map[string]any{"every_weeks": 2}), "rhythm_from", kajian.MsgNeedRhythmFrom},
			{withFields(weekly, map[string]any{"every_weeks": 2, "rhythm_from": "2026-11-25"}), "rhythm_from", kajian.MsgRhythmFromDay},
			{withFields(weekly, map[string]any{"every_weeks": 2, "rhythm_from": "2026-13-01"}), "rhythm_from", "Tanggal mulai tidak valid"},
			{withFields(weekly, map[string]any{"month_weeks": []int{0}}), "month_weeks", kajian.MsgBadMonthWeek},
			{withFields(weekly, map[string]any{"month_weeks": []int{2, 5}}), "month_weeks", kajian.MsgBadMonthWeek},
			{withFields(weekly, map[string]any{"month_weeks": []int{-2}}), "month_weeks", kajian.MsgBadMonthWeek},
			{withFields(weekly, map[string]any{"month_weeks": []int{1}, "every_weeks": 2, "rhythm_from": "2026-11-26"}), "month_weeks", kajian.MsgRhythmBoth},
			{withFields(weekly, map[string]any{"end_time": "19:00"}), "end_time", kajian.MsgEndTimeBeforeStart},
			{withFields(weekly, map[string]any{"end_time": "25:00"}), "end_time", "Jam selesai tidak valid"},
			{withFields(weekly, map[string]any{"end_date": "2026-12-01"}), "end_date", kajian.MsgEndDateOneOffOnly},
			{withFields(oneOffBody(), map[string]any{"end_date": "2026-11-23"}), "end_date", kajian.MsgEndDateBefore},
			{withFields(oneOffBody(), map[string]any{"end_date": "2026-12-09"}), "end_date", kajian.MsgEndDateTooFar},
			{withFields(oneOffBody(), map[string]any{"end_date": "besok"}), "end_date", "Tanggal selesai tidak valid"},
			{withFields(oneOffBody(), map[string]any{"month_weeks": []int{2}}), "every_weeks", "Pola pengulangan hanya untuk kajian rutin"},
		}
		for i, tc := range cases {
			res := c.do("POST", "/api/v1/postings", tc.body)
			code, field, msg := apiErrorOf(t, res)
			if res.status != 400 || code != "validation_failed" || field != tc.field || msg != tc.message {
				t.Errorf("case %d: %d %s %s %q, want 400 %s %q", i, res.status, code, field, msg, tc.field, tc.message)
			}
		}
		for _, table := range []string{"kajian", "recurring_kajian", "recurring_kajian_holidays", "kajian_speakers"} {
			if n, _ := e.db.CountRows(context.Background(), table); n != 0 {
				t.Errorf("%d rows in %s after refused postings", n, table)
			}
		}
		// The end date may be the fourteenth day after the first.
		if res := c.do("POST", "/api/v1/postings", withFields(oneOffBody(), map[string]any{"end_date": "2026-12-08"})); res.status != 201 {
			t.Errorf("a dauroh of 15 days: %d %s", res.status, res.body)
		}
	})
}

// TestHolidayRanges posts a weekly session with a range of holidays: the page lists it as one
// entry with its last day, the next occurrence comes after it, and an overlapping holiday is
// refused through the posting and through the holiday form, nothing stored.
func TestHolidayRanges(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		admin, _ := e.signedIn("admin@example.id", kajian.RoleAdmin)
		saved := mustPost(t, admin, withFields(weeklyBody(), map[string]any{"holidays": []map[string]any{
			{"date": "2026-11-23", "until": "2026-12-09", "reason": "Renovasi masjid"}, {"date": "2026-12-17"}}}))
		detail := e.newClient().do("GET", "/api/v1"+saved.Kajian.Path, nil).json(t)
		holidays, _ := detail["holidays"].([]any)
		if len(holidays) != 2 || holidays[0].(map[string]any)["until"] != "2026-12-09" || holidays[1].(map[string]any)["until"] != nil {
			t.Fatalf("holidays: %v", detail["holidays"])
		}
		if detail["next_occurrence"] != "2026-12-10" || detail["holidays_label"] != "Libur mendatang: 23 Nov – 9 Des, 17 Des" {
			t.Errorf("next %v, label %q", detail["next_occurrence"], detail["holidays_label"])
		}
		overlap := withFields(weeklyBody(), map[string]any{"title": "Kajian Lain", "holidays": []map[string]any{
			{"date": "2026-11-23", "until": "2026-12-09"}, {"date": "2026-12-03"}}})
		wantAPIError(t, admin.do("POST", "/api/v1/postings", overlap), 400, "Tanggal libur bertumpuk: 23 Nov – 9 Des dan 3 Des")
		path := "/api/v1/postings/recurring/" + saved.Kajian.Slug + "/holidays"
		wantAPIError(t, admin.do("POST", path, map[string]any{"date": "2026-12-01", "until": "2026-12-20"}), 400,
			"Tanggal libur bertumpuk: 1 Des – 20 Des dan 23 Nov – 9 Des")
		wantAPIError(t, admin.do("POST", path, map[string]any{"date": "2026-12-24", "until": "2026-12-20"}), 400, kajian.MsgHolidayUntilBefore)
		if n, _ := e.db.CountRows(context.Background(), "recurring_kajian_holidays"); n != 2 {
			t.Errorf("%d holidays stored, want 2", n)
		}
		if res := admin.do("POST", path, map[string]any{"date": "2026-12-24", "until": "2027-01-07", "reason": "Libur akhir tahun"}); res.status != 201 {
			t.Errorf("a range after the others: %d %s", res.status, res.body)
		}
	})
}
