package masjids_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/homelist"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/masjids"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// shown is everything a masjid page shows that depends on the moment it is made at: its sessions
// with their timing and card text, the schedule, the prayer times and the week's text.
func shown(p masjids.Page) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %v\n%s\n", p.UpcomingCount, p.Prayer, p.WeekText)
	line := func(k *kajian.Session) {
		t := k.TimingAt(p.Now)
		fmt.Fprintf(&b, "%s %v %v %v %v %v %+v\n", k.Title, t.Next, t.Past, t.IsToday, t.HolidayToday, t.Upcoming, k.CardTextAt(t))
	}
	for _, k := range p.Upcoming {
		line(k)
	}
	for _, d := range p.Weekly {
		fmt.Fprintf(&b, "day %d\n", d.Day)
		for _, k := range d.Sessions {
			line(k)
		}
	}
	return b.String()
}

// TestMasjidPageUntil: a page made at a moment is the same page at every moment up to its Until
// (only a write changes it before then), and Until comes at a session's start and at midnight in
// the zones the page uses, over several days of a masjid with one-offs in two zones, weekly
// sessions at a clock time and after a prayer, and a holiday.
func TestMasjidPageUntil(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(now), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		at := func(d kajian.Date, c kajian.ClockTime) time.Time { return kajian.At(d, c, kajian.WIB) }
		f.session(&kajian.Session{Type: kajian.Regular, Title: "Kajian Siang Ini", Date: day(0), Time: 15 * 60})
		f.session(&kajian.Session{Type: kajian.Regular, Title: "Tafsir Juz Amma", Date: day(1), Time: 19*60 + 30})
		f.session(&kajian.Session{Type: kajian.Regular, Title: "Kajian Tamu dari Makassar", Date: day(2), Time: 9 * 60, Zone: kajian.WITA})
		f.session(&kajian.Session{Type: kajian.Recurring, Title: "Kitab Tauhid", DayOfWeek: 1, Time: 18*60 + 30})
		f.session(&kajian.Session{Type: kajian.Recurring, Title: "Riyadhus Shalihin", DayOfWeek: 2, AfterPrayer: kajian.AfterPrayer{Prayer: kajian.Maghrib},
			Holidays: []kajian.Holiday{{Date: day(2), Reason: "Safar"}}})

		clock := kajian.NewFixedClock(now)
		svc := masjids.New(db, speakers{homelist.New(db)}, clock, "https://kajian.test")
		page := func(at time.Time) masjids.Page {
			t.Helper()
			clock.Set(at)
			p, err := svc.Masjid(ctx, kajian.Viewer{}, f.masjid.Slug)
			if err != nil {
				t.Fatal(err)
			}
			return p
		}
		var untils []time.Time
		for p := page(now); p.Now.Before(at(day(4), 0)); p = page(p.Until) {
			if !p.Until.After(p.Now) {
				t.Fatalf("made at %v, until %v", p.Now, p.Until)
			}
			want := shown(p)
			for _, m := range []time.Time{p.Now.Add(p.Until.Sub(p.Now) / 2), p.Until.Add(-time.Second)} {
				if got := shown(page(m)); got != want {
					t.Fatalf("made at %v (until %v), at %v it is another page:\n%s\nwas\n%s", p.Now, p.Until, m, got, want)
				}
			}
			untils = append(untils, p.Until)
		}
		for _, want := range []time.Time{
			at(day(0), 15*60),                // Kajian Siang Ini starts
			at(day(1), 0),                    // the day turns in WIB
			at(day(1), 18*60+30),             // Kitab Tauhid starts
			at(day(1), 19*60+30),             // Tafsir Juz Amma starts
			at(day(2), 0).Add(-time.Hour),    // the day turns in WITA (Kajian Tamu's zone)
			at(day(2), 9*60).Add(-time.Hour), // Kajian Tamu starts, 09.00 WITA
		} {
			found := false
			for _, u := range untils {
				found = found || u.Equal(want)
			}
			if !found {
				t.Errorf("no page ends at %v: %v", want, untils)
			}
		}
	})
}
