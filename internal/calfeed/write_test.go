package calfeed

import (
	"bytes"
	"math/rand"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-ical"

	"github.com/kajiankita/kajian/internal/kajian"
)

// written writes one event of k from from and reads it back with a real iCalendar parser.
func written(t *testing.T, k *kajian.Session, from time.Time, cancelled bool) []ical.Event {
	t.Helper()
	out := Write(Calendar{Name: "Uji", Host: "kajian.test", Events: []Event{{Session: k, Link: "http://kajian.test/x",
		From: from, Cancelled: cancelled, Changed: time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)}}})
	cal, err := ical.NewDecoder(bytes.NewReader(out)).Decode()
	if err != nil {
		t.Fatalf("does not parse: %v\n%s", err, out)
	}
	return cal.Events()
}

// randomWeekly draws a weekly session of a random rhythm, day, time and zone, with holidays on
// some of its rhythm dates, on its day off the rhythm, and before its start.
func randomWeekly(rng *rand.Rand, i int) *kajian.Session {
	day := rng.Intn(7)
	k := &kajian.Session{ID: "k" + string(rune('a'+i%26)), Type: kajian.Recurring, Title: "Kajian", DayOfWeek: day,
		Zone: kajian.Zones[rng.Intn(len(kajian.Zones))], Time: kajian.ClockTime(rng.Intn(24*60-1) + 1)}
	switch rng.Intn(3) {
	case 1:
		from := kajian.Rhythm{}.FirstOn(kajian.Date{Year: 2025, Month: 6, Day: 1}.AddDays(rng.Intn(700)), day)
		k.Rhythm = kajian.Rhythm{EveryWeeks: 2 + rng.Intn(3), From: from}
	case 2:
		for len(k.Rhythm.MonthWeeks) == 0 {
			for _, w := range []int{1, 2, 3, 4, kajian.LastWeek} {
				if rng.Intn(2) == 0 {
					k.Rhythm.MonthWeeks = append(k.Rhythm.MonthWeeks, w)
				}
			}
		}
	}
	if rng.Intn(3) == 0 {
		k.EndTime = k.Time + kajian.ClockTime(rng.Intn(24*60-int(k.Time)))
	}
	seen := map[kajian.Date]bool{}
	for range rng.Intn(12) {
		d := kajian.Rhythm{}.FirstOn(kajian.Date{Year: 2025, Month: 12, Day: 1}.AddDays(rng.Intn(5*365)), day)
		if rng.Intn(2) == 0 {
			d = k.Rhythm.FirstOn(d, day)
		}
		if !seen[d] {
			seen[d] = true
			k.Holidays = append(k.Holidays, kajian.Holiday{Date: d})
		}
	}
	return k
}

// TestWrittenRuleAgreesWithTheHeldDates: for a few hundred random weekly sessions, the .ics
// calfeed writes, read by go-ical and expanded by rrule-go over 2026–2030 (RRULE, DTSTART and
// every EXDATE), gives exactly the dates the session is held on (HeldFrom from its next
// occurrence), each lasting as EndAfter says.
func TestWrittenRuleAgreesWithTheHeldDates(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	until := time.Date(2030, 12, 31, 23, 59, 59, 0, time.UTC)
	for i := range 300 {
		k := randomWeekly(rng, i)
		from := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(rng.Int63n(int64(365 * 24 * time.Hour))))
		events := written(t, k, from, false)
		if len(events) != 1 {
			t.Fatalf("#%d: %d events", i, len(events))
		}
		ev := events[0]
		start, err := ev.DateTimeStart(time.UTC)
		if err != nil {
			t.Fatal(err)
		}
		end, err := ev.DateTimeEnd(time.UTC)
		if err != nil || !end.Equal(k.EndAfter(start)) {
			t.Errorf("#%d: DTEND %s, want %s (%v)", i, end, k.EndAfter(start), err)
		}
		// go-ical adds each EXDATE as an RDATE too, so one off the rule would not show below.
		for _, p := range ev.Props.Values(ical.PropExceptionDates) {
			ex, err := p.DateTime(time.UTC)
			if d := kajian.DateOf(ex.In(k.Zone.Location())); err != nil || k.Rhythm.FirstOn(d, k.DayOfWeek) != d || ex.Before(start) {
				t.Errorf("#%d %+v: EXDATE %s is no date of the rule from %s (%v)", i, k.Rhythm, p.Value, start, err)
			}
		}
		set, err := ev.RecurrenceSet(time.UTC)
		if err != nil {
			t.Fatal(err)
		}
		theirs := set.Between(start, until, true)
		var ours []time.Time
		for d := k.TimingAt(from).NextDate; !kajian.At(d, k.Time, k.Zone).After(until); d = k.HeldFrom(d.AddDays(1)) {
			ours = append(ours, kajian.At(d, k.Time, k.Zone))
		}
		rule := ev.Props.Get(ical.PropRecurrenceRule).Value
		if len(theirs) != len(ours) {
			t.Fatalf("#%d %+v on day %d (%s from %s): the .ics gives %d dates, the session is held on %d",
				i, k.Rhythm, k.DayOfWeek, rule, start, len(theirs), len(ours))
		}
		for j := range ours {
			if !ours[j].Equal(theirs[j]) {
				t.Fatalf("#%d %+v on day %d (%s from %s): date %d: held %s, the .ics %s", i, k.Rhythm, k.DayOfWeek, rule, start, j, ours[j], theirs[j])
			}
		}
	}
}

// TestPrayerEventsStepByHeldDates: a session after a prayer 'Sabtu pekan ke-2 & ke-4' is one
// event per date it is held, its holidays left out; cancelled, every rhythm date is withdrawn.
func TestPrayerEventsStepByHeldDates(t *testing.T) {
	k := &kajian.Session{ID: "m", Type: kajian.Recurring, Title: "Ba'da Maghrib", DayOfWeek: 6, Zone: kajian.WIB,
		Rhythm: kajian.Rhythm{MonthWeeks: []int{2, 4}}, AfterPrayer: kajian.AfterPrayer{Prayer: "maghrib"},
		Holidays: []kajian.Holiday{{Date: kajian.Date{Year: 2027, Month: 1, Day: 23}}, {Date: kajian.Date{Year: 2027, Month: 1, Day: 16}}}}
	from := time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)
	uids := func(events []ical.Event) []string {
		var out []string
		for _, ev := range events {
			out = append(out, strings.TrimSuffix(strings.TrimPrefix(ev.Props.Get(ical.PropUID).Value, "m-"), "@kajian.test"))
		}
		return out
	}
	held := uids(written(t, k, from, false))
	if len(held) != PrayerEvents || strings.Join(held[:4], ",") != "2027-01-09,2027-02-13,2027-02-27,2027-03-13" {
		t.Errorf("held: %d events from %v", len(held), held[:min(4, len(held))])
	}
	withdrawn := uids(written(t, k, from, true))
	if len(withdrawn) != PrayerEvents || strings.Join(withdrawn[:4], ",") != "2027-01-09,2027-01-23,2027-02-13,2027-02-27" {
		t.Errorf("cancelled: %d events from %v", len(withdrawn), withdrawn[:min(4, len(withdrawn))])
	}
}

// TestDaurohAndEndTimes: a dauroh's event ends on its last day at its end time; a one-off with
// an end time ends then; without one, two hours after the start.
func TestDaurohAndEndTimes(t *testing.T) {
	at := func(d kajian.Date, h, m int) time.Time { return kajian.At(d, kajian.ClockTime(h*60+m), kajian.WITA) }
	jan8, jan10 := kajian.Date{Year: 2027, Month: 1, Day: 8}, kajian.Date{Year: 2027, Month: 1, Day: 10}
	for _, tt := range []struct {
		name       string
		k          kajian.Session
		start, end time.Time
	}{
		{"dauroh", kajian.Session{Date: jan8, EndDate: jan10, Time: 8 * 60, EndTime: 12 * 60}, at(jan8, 8, 0), at(jan10, 12, 0)},
		{"end time", kajian.Session{Date: jan8, Time: 8 * 60, EndTime: 11*60 + 30}, at(jan8, 8, 0), at(jan8, 11, 30)},
		{"no end", kajian.Session{Date: jan8, Time: 8 * 60}, at(jan8, 8, 0), at(jan8, 10, 0)},
	} {
		k := tt.k
		k.ID, k.Type, k.Title, k.Zone = "d", kajian.Regular, "Dauroh", kajian.WITA
		ev := written(t, &k, time.Time{}, false)[0]
		start, err := ev.DateTimeStart(time.UTC)
		end, err2 := ev.DateTimeEnd(time.UTC)
		if err != nil || err2 != nil || !start.Equal(tt.start) || !end.Equal(tt.end) {
			t.Errorf("%s: %s – %s, want %s – %s (%v %v)", tt.name, start, end, tt.start, tt.end, err, err2)
		}
		if p := ev.Props.Get(ical.PropDateTimeEnd); p.Params.Get(ical.ParamTimezoneID) != "Asia/Makassar" {
			t.Errorf("%s: DTEND without its zone: %v", tt.name, p.Params)
		}
	}
}
