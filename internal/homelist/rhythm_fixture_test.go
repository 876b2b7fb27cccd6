package homelist_test

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// rhythmFixture makes weekly sessions held not every week for homeFixture: every two to four
// weeks counted from dates before and after now, and in given weeks of the month; some on
// today's weekday at this very minute (their next slot is the one after), some with holidays
// (single dates and ranges).
func rhythmFixture(rng *rand.Rand, owner string, now time.Time, place func(*kajian.Session, int)) []*kajian.Session {
	rhythms := []kajian.Rhythm{{EveryWeeks: 2}, {EveryWeeks: 3}, {EveryWeeks: 4}, {MonthWeeks: []int{1}},
		{MonthWeeks: []int{2, 4}}, {MonthWeeks: []int{kajian.LastWeek}}, {MonthWeeks: []int{1, kajian.LastWeek}},
		{MonthWeeks: []int{3}}}
	var out []*kajian.Session
	for i := range 32 {
		s := &kajian.Session{Type: kajian.Recurring, Status: kajian.StatusActive, CreatedBy: owner,
			Title: fmt.Sprintf("Kajian Berkala %s %d", homeWords[(i+5)%len(homeWords)], i), Ustaz: "Ustadz Yazid",
			DayOfWeek: (i * 3) % 7, Time: kajian.ClockTime(rng.IntN(24)*60 + []int{0, 30}[rng.IntN(2)])}
		place(s, i+2)
		today := kajian.Today(now, s.Zone)
		if i%4 == 0 { // this very minute
			local := now.In(s.Zone.Location())
			s.DayOfWeek, s.Time = today.Weekday(), kajian.ClockTime(local.Hour()*60+local.Minute())
		}
		r := rhythms[i%len(rhythms)]
		if r.EveryWeeks > 1 {
			from := today.AddDays(7 * (rng.IntN(8) - 5))
			r.From = from.AddDays((s.DayOfWeek - from.Weekday() + 7) % 7)
		}
		s.Rhythm = r
		if i%5 == 2 {
			next := s.WeeklyDateFrom(today)
			s.Holidays = []kajian.Holiday{{Date: next, Reason: "Ustadz safar"}}
		}
		if i%6 == 5 { // a holiday today, in its zone
			s.Holidays = []kajian.Holiday{{Date: today}}
		}
		if i%7 == 3 { // a range over the coming weeks, begun before today
			s.Holidays = []kajian.Holiday{{Date: today.AddDays(-3), Until: today.AddDays(3 + 7*(i%3)), Reason: "Ramadhan"}}
		}
		out = append(out, s)
	}
	return out
}
