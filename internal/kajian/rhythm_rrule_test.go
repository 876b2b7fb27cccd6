package kajian

import (
	"math/rand"
	"testing"
	"time"

	"github.com/teambition/rrule-go"
)

// randomRhythm draws a rhythm the product offers for a session on weekday day: weekly, every 2
// to 4 weeks from a date around 2026, or monthly in a non-empty set of {1, 2, 3, 4, terakhir}.
func randomRhythm(rng *rand.Rand, day int) Rhythm {
	switch rng.Intn(3) {
	case 0:
		return Rhythm{}
	case 1:
		from := Rhythm{}.FirstOn(Date{2025, time.June, 1}.AddDays(rng.Intn(700)), day)
		return Rhythm{EveryWeeks: MinEveryWeeks + rng.Intn(MaxEveryWeeks-MinEveryWeeks+1), From: from}
	}
	var weeks []int
	for len(weeks) == 0 {
		for _, w := range []int{1, 2, 3, 4, LastWeek} {
			if rng.Intn(2) == 0 {
				weeks = append(weeks, w)
			}
		}
	}
	return Rhythm{MonthWeeks: weeks}
}

// TestRhythmAgreesWithRRuleExpansion: for a few hundred random rhythms, days, times and zones,
// rrule-go's expansion of DTSTART (the first rhythm date on or after a random date of 2026) and
// RRule over 2026–2030 gives exactly the dates FirstOn gives, stepping from DTSTART.
func TestRhythmAgreesWithRRuleExpansion(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	until := time.Date(2030, 12, 31, 23, 59, 59, 0, time.UTC)
	for i := range 300 {
		day := rng.Intn(7)
		r := randomRhythm(rng, day)
		if err := r.Validate(day); err != nil {
			t.Fatalf("drew an invalid rhythm %+v: %v", r, err)
		}
		zone := Zones[rng.Intn(len(Zones))]
		clock := ClockTime(rng.Intn(24*60-1) + 1)
		first := r.FirstOn(Date{2026, time.January, 1}.AddDays(rng.Intn(365)), day)
		dtstart := At(first, clock, zone)

		opt, err := rrule.StrToROptionInLocation(r.RRule(day), zone.Location())
		if err != nil {
			t.Fatalf("%s: %v", r.RRule(day), err)
		}
		opt.Dtstart = dtstart
		rule, err := rrule.NewRRule(*opt)
		if err != nil {
			t.Fatal(err)
		}
		theirs := rule.Between(dtstart, until, true)

		var ours []time.Time
		for d := first; !At(d, clock, zone).After(until); d = r.FirstOn(d.AddDays(1), day) {
			ours = append(ours, At(d, clock, zone))
		}
		if len(theirs) != len(ours) {
			t.Fatalf("#%d %+v on %s (%s from %s): rrule-go gives %d dates, FirstOn %d", i, r, DayName(day), r.RRule(day), dtstart, len(theirs), len(ours))
		}
		for j := range ours {
			if !ours[j].Equal(theirs[j]) {
				t.Fatalf("#%d %+v on %s (%s from %s): date %d: FirstOn %s, rrule-go %s", i, r, DayName(day), r.RRule(day), dtstart, j, ours[j], theirs[j])
			}
		}
	}
}
