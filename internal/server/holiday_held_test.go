package server

import (
	"context"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// TestHolidaysOnlyOnHeldDates posts holidays on dates a weekly session is not held: a Selasa
// for a Sabtu session, the first Sabtu of a 'pekan ke-2 & ke-4' one, the off week of a 'dua
// pekan sekali' one, a range holding none of its dates. Each is refused naming the holidays
// field, through the posting form, its edit and the holiday routes, and nothing is written.
// (testNow is Ahad 22 November 2026; the Sabtu of December are 5, 12, 19 and 26.)
func TestHolidaysOnlyOnHeldDates(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		c, _ := e.signedIn("fulan@example.id", kajian.RoleUser)
		even := withFields(weeklyBody(), map[string]any{"title": "Kajian Pekan Genap", "day_of_week": 6, "month_weeks": []int{2, 4}})
		holidays := func(body map[string]any, hs ...map[string]any) map[string]any {
			return withFields(body, map[string]any{"holidays": hs})
		}
		notHeld := func(short string) string { return kajian.MsgCancelDateHeld + " (" + short + ")" }
		cases := []struct {
			body    map[string]any
			message string
		}{
			{holidays(even, map[string]any{"date": "2026-12-01"}), notHeld("1 Des")},
			{holidays(even, map[string]any{"date": "2026-12-12"}, map[string]any{"date": "2026-12-05", "reason": "Safar"}), notHeld("5 Des")},
			{holidays(even, map[string]any{"date": "2026-12-13", "until": "2026-12-18"}), kajian.MsgHolidayRangeNotHeld + " (13 Des – 18 Des)"},
			{holidays(withFields(weeklyBody(), map[string]any{"day_of_week": 3, "every_weeks": 2, "rhythm_from": "2026-11-18"}),
				map[string]any{"date": "2026-11-25"}), notHeld("25 Nov")},
		}
		for i, tc := range cases {
			res := c.do("POST", "/api/v1/postings", tc.body)
			code, field, msg := apiErrorOf(t, res)
			if res.status != 400 || code != "validation_failed" || field != "holidays" || msg != tc.message {
				t.Errorf("case %d: %d %s %s %q, want 400 holidays %q", i, res.status, code, field, msg, tc.message)
			}
		}
		for _, table := range []string{"kajian", "recurring_kajian", "recurring_kajian_holidays"} {
			if n, _ := e.db.CountRows(context.Background(), table); n != 0 {
				t.Errorf("%d rows in %s after refused postings", n, table)
			}
		}

		// Held dates, and a range holding one (26 Des), are taken.
		body := holidays(even, map[string]any{"date": "2026-12-12"}, map[string]any{"date": "2026-12-19", "until": "2026-12-31"})
		saved := mustPost(t, c, body)
		editPath := "/api/v1/postings/recurring/" + saved.Kajian.Slug
		// An edit moving a holiday onto the first Sabtu is refused whole: the title stays.
		refused := withFields(holidays(body, map[string]any{"date": "2026-12-05"}), map[string]any{"title": "Kajian Pekan Genap Baru"})
		res := c.do("PUT", editPath, refused)
		if _, field, msg := apiErrorOf(t, res); res.status != 400 || field != "holidays" || msg != notHeld("5 Des") {
			t.Errorf("edit onto a day not held: %d %s %q", res.status, field, msg)
		}
		var ed postingEditDTO
		unmarshalBody(t, c.do("GET", editPath, nil), &ed)
		if ed.Kajian.Title != "Kajian Pekan Genap" || len(ed.Holidays) != 2 || ed.Holidays[0].Date != "2026-12-12" {
			t.Errorf("after the refused edit: %q %+v", ed.Kajian.Title, ed.Holidays)
		}

		// The holiday routes: one at a time, the same rule.
		path := editPath + "/holidays"
		wantAPIError(t, c.do("POST", path, map[string]any{"date": "2027-01-02"}), 400, notHeld("2 Jan"))
		wantAPIError(t, c.do("POST", path, map[string]any{"date": "2027-01-02", "until": "2027-01-07"}), 400,
			kajian.MsgHolidayRangeNotHeld+" (2 Jan – 7 Jan)")
		res = c.do("POST", path, map[string]any{"date": "2027-01-09", "reason": "Tabligh akbar"})
		var added holidaySavedDTO
		unmarshalBody(t, res, &added)
		if res.status != 201 {
			t.Fatalf("a holiday on the second Sabtu: %d %s", res.status, res.body)
		}
		wantAPIError(t, c.do("PUT", path+"/"+added.Holiday.ID, map[string]any{"date": "2027-01-16"}), 400, notHeld("16 Jan"))
		if n, _ := e.db.CountRows(context.Background(), "recurring_kajian_holidays"); n != 3 {
			t.Errorf("%d holidays stored, want 3", n)
		}
		unmarshalBody(t, c.do("GET", editPath, nil), &ed)
		if len(ed.Holidays) != 3 || ed.Holidays[2].Date != "2027-01-09" {
			t.Errorf("holidays after the refused change: %+v", ed.Holidays)
		}
	})
}
