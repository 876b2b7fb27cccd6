package demo

import (
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// TestLastHeldBefore: the demo's note on a weekly session is dated the last date it was held
// before a day: by its rhythm, past its holidays, however many holidays there are.
func TestLastHeldBefore(t *testing.T) {
	date := func(m time.Month, d int) kajian.Date { return kajian.Date{Year: 2026, Month: m, Day: d} }
	end := date(11, 16) // the Monday before Ahad 22 November 2026
	if got := lastHeldBefore(&kajian.Session{Type: kajian.Recurring, DayOfWeek: 4}, end); got != date(11, 12) {
		t.Errorf("every Kamis: %s, want 2026-11-12", got)
	}
	// 'Sabtu pekan ke-2 & ke-4' was held 12 and 26 September, 10 and 24 October, 14 November.
	k := &kajian.Session{Type: kajian.Recurring, DayOfWeek: 6, Rhythm: kajian.Rhythm{MonthWeeks: []int{2, 4}}}
	if got := lastHeldBefore(k, end); got != date(11, 14) {
		t.Errorf("pekan ke-2 & ke-4: %s, want 2026-11-14", got)
	}
	k.Holidays = []kajian.Holiday{{Date: date(11, 14)}}
	if got := lastHeldBefore(k, end); got != date(10, 24) {
		t.Errorf("past a holiday: %s, want 2026-10-24", got)
	}
	for _, d := range []kajian.Date{date(9, 12), date(9, 26), date(10, 10), date(10, 24)} {
		k.Holidays = append(k.Holidays, kajian.Holiday{Date: d})
	}
	if got := lastHeldBefore(k, end); got != date(8, 22) {
		t.Errorf("past ten weeks of holidays: %s, want 2026-08-22", got)
	}
}

// TestFitTitleKeepsTheRhythmOnItsDay: a weekly 'Malam Jumat' moved to Kamis counts its every
// N weeks from a Kamis.
func TestFitTitleKeepsTheRhythmOnItsDay(t *testing.T) {
	k := &kajian.Session{Type: kajian.Recurring, Title: "Kajian Malam Jumat", DayOfWeek: 6,
		Rhythm: kajian.Rhythm{EveryWeeks: 2, From: kajian.Date{Year: 2026, Month: 11, Day: 7}}}
	fitTitle(k)
	if k.DayOfWeek != 4 || k.Rhythm.From != (kajian.Date{Year: 2026, Month: 11, Day: 12}) || k.Rhythm.Validate(4) != nil {
		t.Errorf("moved to %d from %s: %v", k.DayOfWeek, k.Rhythm.From, k.Rhythm.Validate(4))
	}
}
