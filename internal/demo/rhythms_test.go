package demo

import (
	"context"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/homelist"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// TestSeedShowsEveryRhythm finds on the demo's home list a session of each rhythm, a dauroh and
// a Ramadhan range, each said as the cards say it; no holiday falls on a date a session is not held.
func TestSeedShowsEveryRhythm(t *testing.T) {
	now := time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)
	storetest.Each(t, kajian.NewFixedClock(now), func(t *testing.T, db *store.DB) {
		if _, _, err := Seed(context.Background(), db); err != nil {
			t.Fatal(err)
		}
		list := homelist.New(db)
		var items []homelist.Item
		for _, f := range []homelist.Filter{{Type: kajian.Recurring, Limit: 50}, {Query: "dauroh", Limit: 50}} {
			page, err := list.Page(context.Background(), now, f)
			if err != nil {
				t.Fatal(err)
			}
			items = append(items, page.Items...)
		}
		seen := map[string]bool{}
		for _, it := range items {
			k := it.Session
			card := k.CardTextAt(it.Listing.Timing)
			switch r := k.Rhythm; {
			case r.EveryWeeks == 2:
				seen["every 2"] = card.When[:len("Dua pekan sekali, ")] == "Dua pekan sekali, "
			case r.EveryWeeks == 3:
				seen["every 3"] = true
			case len(r.MonthWeeks) == 1 && r.MonthWeeks[0] == 1:
				seen["first week"] = true
			case len(r.MonthWeeks) == 2:
				seen["2nd and 4th"] = true
			case len(r.MonthWeeks) == 1 && r.MonthWeeks[0] == kajian.LastWeek:
				seen["last week"] = true
			}
			if k.IsDauroh() && k.EndTime == 16*60 {
				seen["dauroh"] = true
			}
			// Each holiday and cancellation takes out one of its dates, as the forms require.
			if err := k.Rhythm.CheckHolidays(k.DayOfWeek, k.Holidays); k.Type == kajian.Recurring && err != nil {
				t.Errorf("%s: %v", k.Title, err)
			}
			for _, h := range k.Holidays {
				if h.IsRange() && h.Reason == "Ramadhan" {
					seen["ramadhan"] = true
				}
			}
		}
		for _, want := range []string{"every 2", "every 3", "first week", "2nd and 4th", "last week", "dauroh", "ramadhan"} {
			if !seen[want] {
				t.Errorf("the demo's home list has no %s session (of %d)", want, len(items))
			}
		}
	})
}
