package demo

import (
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The demo's sessions of every rhythm (issue 31): weekly ones held every two or three weeks or in
// given weeks of the month, one with the coming Ramadhan off as a range, and a dauroh. (Weekly
// sessions 0 and 2 hold the demo's series, every week.)

// demoRhythm gives the i-th weekly session its rhythm, if it has one other than every week, and
// the session with the Ramadhan range its holiday.
func demoRhythm(k *kajian.Session, i int, today kajian.Date) {
	from := func(weeksAgo int) kajian.Date {
		d := today.AddDays(-7 * weeksAgo)
		return d.AddDays((k.DayOfWeek - d.Weekday() + 7) % 7)
	}
	switch i {
	case 4:
		k.Rhythm = kajian.Rhythm{EveryWeeks: 2, From: from(3)} // 'Dua pekan sekali, …'
	case 5:
		k.Rhythm = kajian.Rhythm{MonthWeeks: []int{2, 4}} // '… pekan ke-2 & ke-4'
	case 7:
		k.Rhythm = kajian.Rhythm{MonthWeeks: []int{kajian.LastWeek}} // '… pekan terakhir'
	case 8:
		k.Rhythm = kajian.Rhythm{MonthWeeks: []int{1}} // 'Setiap … pekan pertama'
	case 10:
		k.Rhythm = kajian.Rhythm{EveryWeeks: 3, From: from(1)}
	case 11: // every week, with a month off for Ramadhan about ten weeks from now
		start := today.AddDays(70)
		k.Holidays = append(k.Holidays, kajian.Holiday{Date: start, Until: start.AddDays(29), Reason: "Ramadhan"})
	}
	if !k.Rhythm.Weekly() { // 'Pekanan' says every week: not the title of one held otherwise
		k.Title = strings.Replace(k.Title, " Pekanan", "", 1)
	}
}

// makeDauroh turns a one-off session into a dauroh over three days, 08.00–16.00 each day.
func makeDauroh(k *kajian.Session) {
	k.Title = "Dauroh Aqidah Ahlus Sunnah"
	k.EndDate, k.Time, k.EndTime = k.Date.AddDays(2), 8*60, 16*60
}
