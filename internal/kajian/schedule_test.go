package kajian

import (
	"testing"
	"time"
)

func mustTime(t *testing.T, s string) time.Time {
	t.Helper()
	tm, err := time.Parse(time.RFC3339, s)
	if err != nil {
		t.Fatal(err)
	}
	return tm
}

func TestZones(t *testing.T) {
	for z, offset := range map[Zone]int{WIB: 7, WITA: 8, WIT: 9} {
		_, off := time.Date(2026, 11, 22, 12, 0, 0, 0, z.Location()).Zone()
		if off != offset*3600 {
			t.Errorf("%s offset = %d, want %d h", z, off, offset)
		}
	}
	if Zone("CET").Valid() {
		t.Error("CET must not be valid")
	}
	if Zone("CET").Location() != WIB.Location() {
		t.Error("unknown zone must read as WIB")
	}
}

func TestIsPast(t *testing.T) {
	d := Date{2026, time.November, 22}
	at := ClockTime(19*60 + 30)
	tests := []struct {
		zone Zone
		now  string
		want bool
	}{
		{WIB, "2026-11-22T12:29:59Z", false}, // 19:29:59 WIB
		{WIB, "2026-11-22T12:30:00Z", true},  // exactly at the start: not after now, so past
		{WITA, "2026-11-22T11:29:00Z", false},
		{WITA, "2026-11-22T11:30:00Z", true},
		{WIT, "2026-11-22T10:30:00Z", true},
		{WIT, "2026-11-22T10:29:00Z", false},
	}
	for _, tt := range tests {
		if got := IsPast(d, at, tt.zone, mustTime(t, tt.now)); got != tt.want {
			t.Errorf("IsPast(19:30 %s, %s) = %v, want %v", tt.zone, tt.now, got, tt.want)
		}
	}
}

// TestNextWeeklyStart: a weekly session's next start (TimingAt's Next) is strictly after now,
// today's when it is still to come, counted in its own zone.
func TestNextWeeklyStart(t *testing.T) {
	// 2026-11-22 is a Sunday (Ahad).
	tests := []struct {
		name string
		day  int
		at   string
		zone Zone
		now  string
		want string
	}{
		{"later today", 0, "19:30", WIB, "2026-11-22T05:00:00Z", "2026-11-22T19:30:00+07:00"},
		{"exactly now is not future", 0, "12:00", WIB, "2026-11-22T05:00:00Z", "2026-11-29T12:00:00+07:00"},
		{"earlier today", 0, "06:00", WIB, "2026-11-22T05:00:00Z", "2026-11-29T06:00:00+07:00"},
		{"tomorrow", 1, "06:00", WIB, "2026-11-22T05:00:00Z", "2026-11-23T06:00:00+07:00"},
		{"saturday", 6, "20:00", WITA, "2026-11-22T05:00:00Z", "2026-11-28T20:00:00+08:00"},
		// 23:00 UTC Saturday is already Sunday 08:00 in WIT.
		{"zone crosses midnight", 0, "09:00", WIT, "2026-11-21T23:00:00Z", "2026-11-22T09:00:00+09:00"},
		{"zone crosses midnight, passed", 6, "09:00", WIT, "2026-11-21T23:00:00Z", "2026-11-28T09:00:00+09:00"},
	}
	for _, tt := range tests {
		c, err := ParseClock(tt.at)
		if err != nil {
			t.Fatal(err)
		}
		s := &Session{Type: Recurring, DayOfWeek: tt.day, Time: c, Zone: tt.zone}
		got := s.TimingAt(mustTime(t, tt.now)).Next
		if want := mustTime(t, tt.want); !got.Equal(want) {
			t.Errorf("%s: got %s, want %s", tt.name, got, want)
		}
	}
}

func TestWeekMinuteUTC(t *testing.T) {
	// Ahad 06:00 WIB is Saturday 23:00 UTC.
	if got, want := WeekMinuteUTC(0, 6*60, WIB), 6*1440+23*60; got != want {
		t.Errorf("WeekMinuteUTC = %d, want %d", got, want)
	}
	// Senin 09:00 WIT is Monday 00:00 UTC.
	if got, want := WeekMinuteUTC(1, 9*60, WIT), 1440; got != want {
		t.Errorf("WeekMinuteUTC = %d, want %d", got, want)
	}
	// The next occurrence always falls on the week minute.
	now := mustTime(t, "2026-11-22T05:00:00Z")
	for day := 0; day < 7; day++ {
		for _, z := range Zones {
			c := ClockTime(day * 97 % 1440)
			s := &Session{Type: Recurring, DayOfWeek: day, Time: c, Zone: z}
			if WeekMinute(s.TimingAt(now).Next) != WeekMinuteUTC(day, c, z) {
				t.Errorf("day %d %s: next occurrence off its week minute", day, z)
			}
		}
	}
}

func TestParseDateAndClock(t *testing.T) {
	for _, s := range []string{"2026-02-30", "2026-13-01", "26-11-24", "2026/11/24", ""} {
		if _, err := ParseDate(s); err == nil {
			t.Errorf("ParseDate(%q) accepted", s)
		}
	}
	d, err := ParseDate("2026-11-24")
	if err != nil || d.String() != "2026-11-24" || d.Weekday() != 2 {
		t.Errorf("ParseDate = %v %v (weekday %d)", d, err, d.Weekday())
	}
	if got := d.LongIndonesian(); got != "Selasa, 24 November 2026" {
		t.Errorf("LongIndonesian = %q", got)
	}
	for _, s := range []string{"24:00", "9:00", "09:60", "0900", "ab:cd"} {
		if _, err := ParseClock(s); err == nil {
			t.Errorf("ParseClock(%q) accepted", s)
		}
	}
	c, err := ParseClock("09:05:00")
	if err != nil || c.String() != "09:05" {
		t.Errorf("ParseClock = %v %v", c, err)
	}
}

func FuzzParseClock(f *testing.F) {
	for _, s := range []string{"09:00", "23:59", "24:00", "1:2", "09:00:00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseClock(s)
		if err != nil {
			return
		}
		if c < 0 || c >= 24*60 {
			t.Fatalf("%q parsed out of range: %d", s, c)
		}
		if again, err := ParseClock(c.String()); err != nil || again != c {
			t.Fatalf("round trip of %q failed", s)
		}
	})
}

func FuzzParseDate(f *testing.F) {
	for _, s := range []string{"2026-11-24", "2026-02-29", "0000-01-01", "9999-12-31"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDate(s)
		if err != nil {
			return
		}
		if d.String() != s {
			t.Fatalf("ParseDate(%q).String() = %q", s, d.String())
		}
	})
}
