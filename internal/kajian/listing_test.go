package kajian

import (
	"math"
	"slices"
	"testing"
	"time"
)

func TestListingAtInEachZone(t *testing.T) {
	// Ahad 22 November 2026, 12:00 WIB = 13:00 WITA = 14:00 WIT.
	noon := mustTime(t, "2026-11-22T05:00:00Z")
	// The same Ahad at 23:30 WIB, which is already Senin 23 November in WITA
	// (00:30) and WIT (01:30).
	lateNight := mustTime(t, "2026-11-22T16:30:00Z")
	ahad, senin := Date{2026, time.November, 22}, Date{2026, time.November, 23}
	sabtu := ahad.AddDays(-1)

	type want struct{ listed, past bool }
	oneOff := func(d Date, at string, z Zone) *Session {
		c, err := ParseClock(at)
		if err != nil {
			t.Fatal(err)
		}
		return &Session{Type: Regular, Date: d, Time: c, Zone: z, Status: StatusApproved}
	}
	tests := []struct {
		name string
		now  time.Time
		s    *Session
		want want
	}{
		{"WIB: started this morning goes to Kajian Sebelumnya", noon, oneOff(ahad, "09:00", WIB), want{true, true}},
		{"WIB: this evening is upcoming", noon, oneOff(ahad, "19:30", WIB), want{true, false}},
		{"WIB: yesterday is not listed", noon, oneOff(sabtu, "20:00", WIB), want{false, false}},
		{"WITA: 12:30 has started", noon, oneOff(ahad, "12:30", WITA), want{true, true}},
		{"WITA: 13:30 has not", noon, oneOff(ahad, "13:30", WITA), want{true, false}},
		{"WIT: starting exactly now is past", noon, oneOff(ahad, "14:00", WIT), want{true, true}},
		{"WIT: 14:01 is upcoming", noon, oneOff(ahad, "14:01", WIT), want{true, false}},
		{"WIB late at night: tonight's session is still today's", lateNight, oneOff(ahad, "20:00", WIB), want{true, true}},
		{"WITA after midnight: Ahad's session is yesterday's", lateNight, oneOff(ahad, "20:00", WITA), want{false, false}},
		{"WITA after midnight: Senin 00:15 has started", lateNight, oneOff(senin, "00:15", WITA), want{true, true}},
		{"WIT after midnight: Senin 02:00 is upcoming", lateNight, oneOff(senin, "02:00", WIT), want{true, false}},
		{"a pending session is never listed", noon, func() *Session {
			s := oneOff(senin, "09:00", WIB)
			s.Status = StatusPending
			return s
		}(), want{false, false}},
	}
	for _, tt := range tests {
		got := tt.s.ListingAt(tt.now)
		if got.Listed != tt.want.listed || got.Past != tt.want.past {
			t.Errorf("%s: listed=%v past=%v, want %+v", tt.name, got.Listed, got.Past, tt.want)
		}
	}
}

func TestListingWeeklyHolidaysAndNextOccurrence(t *testing.T) {
	lateNight := mustTime(t, "2026-11-22T16:30:00Z") // Ahad 23:30 WIB, Senin 00:30 WITA, Senin 01:30 WIT
	ahad, senin := Date{2026, time.November, 22}, Date{2026, time.November, 23}
	weekly := func(day int, at string, z Zone, holidays ...Holiday) *Session {
		c, _ := ParseClock(at)
		return &Session{Type: Recurring, DayOfWeek: day, Time: c, Zone: z, Status: StatusActive, Holidays: holidays}
	}

	// A holiday on Senin 23 November is "today" for a WITA or WIT session but
	// tomorrow for a WIB one.
	for _, tt := range []struct {
		zone Zone
		past bool
	}{{WIB, false}, {WITA, true}, {WIT, true}} {
		s := weekly(1, "19:00", tt.zone, Holiday{Date: senin, Reason: "Ustadz safar"})
		l := s.ListingAt(lateNight)
		if !l.Listed || l.Past != tt.past {
			t.Errorf("%s weekly with a holiday on Senin: listed=%v past=%v, want past=%v", tt.zone, l.Listed, l.Past, tt.past)
		}
		if tt.past && (l.Timing.HolidayToday == nil || l.Timing.HolidayToday.Reason != "Ustadz safar") {
			t.Errorf("%s: holiday today = %+v", tt.zone, l.Timing.HolidayToday)
		}
	}
	// A holiday yesterday (Ahad in WITA) does not put the session in the past group.
	if l := weekly(0, "19:00", WITA, Holiday{Date: ahad}).ListingAt(lateNight); l.Past {
		t.Error("yesterday's holiday counted as today's")
	}

	// The next occurrence is strictly in the future, in each zone.
	for _, tt := range []struct {
		name string
		now  time.Time
		s    *Session
		next time.Time
	}{
		{"WITA session starting this very minute waits a week", lateNight, weekly(1, "00:30", WITA),
			mustTime(t, "2026-11-30T00:30:00+08:00")},
		{"WITA one minute later is today", lateNight, weekly(1, "00:31", WITA), mustTime(t, "2026-11-23T00:31:00+08:00")},
		{"WIB Ahad 23:00 has passed: next Ahad", lateNight, weekly(0, "23:00", WIB), mustTime(t, "2026-11-29T23:00:00+07:00")},
		{"WIB Ahad 23:45 is still tonight", lateNight, weekly(0, "23:45", WIB), mustTime(t, "2026-11-22T23:45:00+07:00")},
		{"WIT Senin 01:30 started 30 s ago: next week", lateNight.Add(30 * time.Second), weekly(1, "01:30", WIT),
			mustTime(t, "2026-11-30T01:30:00+09:00")},
		{"WIT Selasa 05:30 is tomorrow", lateNight, weekly(2, "05:30", WIT), mustTime(t, "2026-11-24T05:30:00+09:00")},
	} {
		l := tt.s.ListingAt(tt.now)
		if !l.Timing.SortTime.After(tt.now) || !l.Timing.SortTime.Equal(tt.next) || l.Past {
			t.Errorf("%s: next %v past=%v, want %v", tt.name, l.Timing.SortTime, l.Past, tt.next)
		}
	}

	inactive := weekly(1, "19:00", WIB)
	inactive.Status = StatusInactive
	if inactive.ListingAt(lateNight).Listed {
		t.Error("an inactive weekly session is listed")
	}
}

func TestListOrder(t *testing.T) {
	at := mustTime(t, "2026-11-22T12:00:00Z")
	nan := math.NaN()
	entries := []ListEntry{
		{Type: Recurring, ID: "b", SortTime: at, DistanceKm: 2},
		{Type: Regular, ID: "c", SortTime: at, DistanceKm: 2},
		{Type: Regular, ID: "a", SortTime: at, DistanceKm: 2},
		{Type: Regular, ID: "d", SortTime: at.Add(-time.Hour), DistanceKm: nan},
		{Type: Recurring, ID: "e", SortTime: at.Add(time.Hour), DistanceKm: 0.5},
		{Type: Regular, ID: "f", SortTime: at.Add(-2 * time.Hour), DistanceKm: nan},
	}
	ids := func(es []ListEntry) string {
		var s string
		for _, e := range es {
			s += e.ID
		}
		return s
	}
	byDate := slices.Clone(entries)
	slices.SortFunc(byDate, CompareByDate)
	if got := ids(byDate); got != "fdacbe" {
		t.Errorf("by date: %s", got)
	}
	byDistance := slices.Clone(entries)
	slices.SortFunc(byDistance, CompareByDistance)
	if got := ids(byDistance); got != "eacbfd" {
		t.Errorf("by distance: %s (sessions without a place must follow, by date)", got)
	}
}
