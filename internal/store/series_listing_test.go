package store_test

import (
	"context"
	"maps"
	"slices"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// A card names its meeting in its series, counted over every session of the series: a write
// that moves the count notes every session of the series as changed (migration 0029), so the
// home list reads their cards anew; a write that leaves the count as it was notes the session
// alone. NumberMeetings gives each session its numbers over the days asked, and a one-off
// session on its own date.
func TestSeriesWritesNoteEverySessionOfTheSeries(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		u := newUser(t, db, "ustadz@example.id")
		sr := &kajian.Series{Title: "Syarah Kitab Tauhid", Ustaz: "Ust. Firanda", StartsOn: kajian.Date{Year: 2026, Month: 11, Day: 1}, CreatedBy: u.ID}
		if err := db.CreateSeries(ctx, sr); err != nil {
			t.Fatal(err)
		}
		// Thursdays (not the 26th, a holiday), a one-off on the 24th and one on the 25th.
		w, a, b, other := weekly(u.ID, kajian.StatusActive), oneOff(u.ID), oneOff(u.ID), oneOff(u.ID)
		b.Title, b.Date = "Kajian Tafsir Lanjutan", kajian.Date{Year: 2026, Month: 11, Day: 25}
		other.Title = "Bukan dari seri"
		w.SeriesID, a.SeriesID, b.SeriesID = sr.ID, sr.ID, sr.ID
		for _, s := range []*kajian.Session{w, a, b, other} {
			if err := db.CreateSession(ctx, s); err != nil {
				t.Fatal(err)
			}
		}
		q := store.ListingQuery{MaxChanges: 500, From: testNow.Add(-24 * time.Hour), HolidaysFrom: kajian.Today(testNow, kajian.WIB)}
		// noted writes and returns the ids of the sessions the listing re-reads for it.
		noted := func(what string, write func() error) []string {
			t.Helper()
			before, err := db.ReadListing(ctx, store.ListingQuery{Since: -1, From: q.From, HolidaysFrom: q.HolidaysFrom})
			if err != nil {
				t.Fatal(err)
			}
			if err := write(); err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			q.Since = before.Version
			after, err := db.ReadListing(ctx, q)
			if err != nil || after.Changed == nil {
				t.Fatalf("%s: changes not known: %v", what, err)
			}
			ids := slices.Collect(maps.Keys(after.Changed[kajian.Regular]))
			ids = append(ids, slices.Collect(maps.Keys(after.Changed[kajian.Recurring]))...)
			slices.Sort(ids)
			return ids
		}
		all := []string{w.ID, a.ID, b.ID}
		slices.Sort(all)
		numbers := func(want map[string][]kajian.MeetingNo) {
			t.Helper()
			list := make([]*kajian.Session, 0, 3)
			for _, s := range []*kajian.Session{w, a, b, other} {
				read, err := db.FindSession(ctx, s.Type, s.ID)
				if err != nil {
					t.Fatal(err)
				}
				list = append(list, read)
			}
			if err := db.NumberMeetings(ctx, list, kajian.Date{Year: 2026, Month: 11, Day: 22}, kajian.Date{Year: 2026, Month: 12, Day: 10}); err != nil {
				t.Fatal(err)
			}
			for _, s := range list {
				var got []kajian.MeetingNo
				if s.Series != nil {
					got = s.Series.Meetings
				}
				if !slices.Equal(got, want[s.ID]) {
					t.Errorf("%s: numbers %+v, want %+v", s.Title, got, want[s.ID])
				}
			}
		}
		day := func(m, d int) kajian.Date { return kajian.Date{Year: 2026, Month: time.Month(m), Day: d} }
		// Thursdays 5, 12 and 19 November are meetings 1–3.
		numbers(map[string][]kajian.MeetingNo{a.ID: {{Date: day(11, 24), N: 4}}, b.ID: {{Date: day(11, 25), N: 5}}, w.ID: {{Date: day(12, 3), N: 6}, {Date: day(12, 10), N: 7}}})

		a.Description = "Membahas bab ikhlas"
		if got := noted("a description", func() error { return db.UpdateSession(ctx, a, nil) }); !slices.Equal(got, []string{a.ID}) {
			t.Errorf("a description edit noted %v, want the session alone", got)
		}
		if got := noted("cancel", func() error { return db.CancelSession(ctx, a.ID, "Ustadz sakit", nil) }); !slices.Equal(got, all) {
			t.Errorf("a cancellation noted %v, want every session of the series %v", got, all)
		}
		numbers(map[string][]kajian.MeetingNo{b.ID: {{Date: day(11, 25), N: 4}}, w.ID: {{Date: day(12, 3), N: 5}, {Date: day(12, 10), N: 6}}})
		holiday := &kajian.Holiday{Date: day(12, 3), Reason: "Banjir"}
		if got := noted("holiday", func() error { return db.AddHoliday(ctx, w.ID, holiday, kajian.StatusActive) }); !slices.Equal(got, all) {
			t.Errorf("a holiday noted %v, want every session of the series %v", got, all)
		}
		numbers(map[string][]kajian.MeetingNo{b.ID: {{Date: day(11, 25), N: 4}}, w.ID: {{Date: day(12, 10), N: 5}}})
		other.Description = "Lain"
		if got := noted("another session", func() error { return db.UpdateSession(ctx, other, nil) }); !slices.Equal(got, []string{other.ID}) {
			t.Errorf("a session outside the series noted %v", got)
		}
		if got := noted("delete", func() error { return db.DeleteSession(ctx, kajian.Regular, b.ID) }); !slices.Equal(got, all) {
			t.Errorf("a deletion noted %v, want every session of the series %v", got, all)
		}
	})
}
