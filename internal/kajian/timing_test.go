package kajian

import (
	"testing"
	"time"
)

func TestTimingOneOff(t *testing.T) {
	// Ahad 22 November 2026, 12:00 WIB = 13:00 WITA = 14:00 WIT.
	now := mustTime(t, "2026-11-22T05:00:00Z")
	today := Date{2026, time.November, 22}
	tests := []struct {
		name    string
		zone    Zone
		date    Date
		at      string
		past    bool
		isToday bool
	}{
		{"started this morning in WIB", WIB, today, "09:00", true, true},
		{"this evening in WIB", WIB, today, "19:30", false, true},
		{"12:30 WITA has started", WITA, today, "12:30", true, true},
		{"13:30 WITA has not", WITA, today, "13:30", false, true},
		{"14:00 WIT starts exactly now: past", WIT, today, "14:00", true, true},
		{"tomorrow", WIB, today.AddDays(1), "05:30", false, false},
	}
	for _, tt := range tests {
		c, _ := ParseClock(tt.at)
		s := &Session{Type: Regular, Date: tt.date, Time: c, Zone: tt.zone, Status: StatusApproved}
		got := s.TimingAt(now)
		if got.Past != tt.past || got.IsToday != tt.isToday || !got.SortTime.Equal(At(tt.date, c, tt.zone)) || got.NextDate != tt.date {
			t.Errorf("%s: %+v", tt.name, got)
		}
		if s.CanAttend(now) == tt.past {
			t.Errorf("%s: CanAttend = %v", tt.name, !tt.past)
		}
	}
}

func TestTimingWeekly(t *testing.T) {
	now := mustTime(t, "2026-11-22T05:00:00Z") // Ahad 12:00 WIB
	today := Date{2026, time.November, 22}
	holidays := []Holiday{
		{Date: today.AddDays(-7), Reason: "lalu"},
		{Date: today, Reason: "Masjid dipakai walimah"},
	}
	for i := 1; i <= 6; i++ {
		holidays = append(holidays, Holiday{Date: today.AddDays(7 * i)})
	}
	s := &Session{Type: Recurring, DayOfWeek: 0, Time: 19 * 60, Zone: WIB, Status: StatusActive, Holidays: holidays}
	got := s.TimingAt(now)
	if !got.Past || got.HolidayToday == nil || got.HolidayToday.Reason != "Masjid dipakai walimah" {
		t.Fatalf("holiday today: %+v", got)
	}
	if len(got.Upcoming) != HolidayLookahead || got.Upcoming[0].Date != today || got.HolidaysMore != 2 {
		t.Fatalf("upcoming holidays: %d shown, %d more, first %v", len(got.Upcoming), got.HolidaysMore, got.Upcoming[0].Date)
	}
	// The list keeps its weekly slot, today; the next occurrence held skips
	// today's holiday and the six after it.
	if !got.SortTime.Equal(mustTime(t, "2026-11-22T19:00:00+07:00")) || got.IsToday || got.NextDate != today.AddDays(49) ||
		!got.Next.Equal(mustTime(t, "2027-01-10T19:00:00+07:00")) {
		t.Fatalf("next occurrence: %+v", got)
	}
	if s.CanAttend(now) {
		t.Fatal("attendance allowed on a holiday")
	}
	// Without today's holiday the same session is upcoming, strictly in the future.
	s.Holidays = nil
	if got := s.TimingAt(now); got.Past || !s.CanAttend(now) || got.NextDate != today || !got.IsToday {
		t.Fatalf("no holiday: %+v", got)
	}
	// A holiday next week, not today: attendance is for the week after.
	now = mustTime(t, "2026-11-22T13:00:00Z") // Ahad 20:00 WIB, this week's session has started
	s.Holidays = []Holiday{{Date: today.AddDays(7)}}
	if got := s.TimingAt(now); got.Past || !s.CanAttend(now) || got.NextDate != today.AddDays(14) ||
		!got.SortTime.Equal(mustTime(t, "2026-11-29T19:00:00+07:00")) {
		t.Fatalf("holiday next week: %+v", got)
	}
	now = mustTime(t, "2026-11-22T05:00:00Z")
	// In WIT at 14:00 a 09:00 session's next occurrence is next week.
	s = &Session{Type: Recurring, DayOfWeek: 0, Time: 9 * 60, Zone: WIT, Status: StatusActive}
	if got := s.TimingAt(now); got.NextDate != today.AddDays(7) || got.IsToday {
		t.Fatalf("WIT next occurrence: %+v", got)
	}
	// An inactive weekly session never takes attendance.
	s.Status = StatusPending
	if s.CanAttend(now) {
		t.Fatal("attendance allowed on a pending session")
	}
}
