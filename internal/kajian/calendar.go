package kajian

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// DayNames are the Indonesian weekday names by index, 0 = Ahad (Sunday).
var DayNames = [7]string{"Ahad", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"}

// MonthNames are the Indonesian month names, January first.
var MonthNames = [12]string{"Januari", "Februari", "Maret", "April", "Mei", "Juni",
	"Juli", "Agustus", "September", "Oktober", "November", "Desember"}

// DayName returns the Indonesian name of weekday d (0-6), or "" when out of range.
func DayName(d int) string {
	if d < 0 || d > 6 {
		return ""
	}
	return DayNames[d]
}

// Date is a calendar date without a time zone, as sessions and holidays carry it.
type Date struct {
	Year  int
	Month time.Month
	Day   int
}

// ParseDate reads a date in the form YYYY-MM-DD and rejects impossible dates.
func ParseDate(s string) (Date, error) {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return Date{}, fmt.Errorf("date %q: want YYYY-MM-DD", s)
	}
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		return Date{}, fmt.Errorf("date %q: %w", s, err)
	}
	return DateOf(t), nil
}

// DateOf returns the calendar date of t in t's own location.
func DateOf(t time.Time) Date {
	y, m, d := t.Date()
	return Date{y, m, d}
}

// String formats d as YYYY-MM-DD.
func (d Date) String() string { return fmt.Sprintf("%04d-%02d-%02d", d.Year, d.Month, d.Day) }

// IsZero reports whether d is the zero date.
func (d Date) IsZero() bool { return d == Date{} }

// In returns midnight of d in loc.
func (d Date) In(loc *time.Location) time.Time {
	return time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, loc)
}

// Weekday returns d's weekday as an index 0 (Ahad) to 6 (Sabtu).
func (d Date) Weekday() int { return int(d.In(time.UTC).Weekday()) }

// AddDays returns d moved by n days.
func (d Date) AddDays(n int) Date { return DateOf(d.In(time.UTC).AddDate(0, 0, n)) }

// Before reports whether d is earlier than e.
func (d Date) Before(e Date) bool { return d.String() < e.String() }

// LongIndonesian formats d as "Ahad, 24 November 2026".
func (d Date) LongIndonesian() string {
	return fmt.Sprintf("%s, %d %s %d", DayNames[d.Weekday()], d.Day, MonthNames[d.Month-1], d.Year)
}

// ClockTime is a wall-clock time of day in minutes after midnight.
type ClockTime int

// ParseClock reads "HH:MM" (a trailing ":SS" is accepted and ignored).
func ParseClock(s string) (ClockTime, error) {
	if len(s) == 8 && s[5] == ':' {
		s = s[:5]
	}
	h, m, ok := strings.Cut(s, ":")
	if !ok || len(h) != 2 || len(m) != 2 {
		return 0, fmt.Errorf("time %q: want HH:MM", s)
	}
	hh, err1 := strconv.Atoi(h)
	mm, err2 := strconv.Atoi(m)
	if err1 != nil || err2 != nil || hh < 0 || hh > 23 || mm < 0 || mm > 59 {
		return 0, fmt.Errorf("time %q: out of range", s)
	}
	return ClockTime(hh*60 + mm), nil
}

// String formats c as HH:MM, the API's and the database's form.
func (c ClockTime) String() string { return fmt.Sprintf("%02d:%02d", int(c)/60, int(c)%60) }

// Text formats c as people read it, with a dot: "16.00" (the one way every screen, message and
// calendar text writes a time; the app's formatClockText matches it).
func (c ClockTime) Text() string { return fmt.Sprintf("%02d.%02d", int(c)/60, int(c)%60) }

// At returns the instant of clock time c on date d in zone z.
func At(d Date, c ClockTime, z Zone) time.Time {
	return time.Date(d.Year, d.Month, d.Day, int(c)/60, int(c)%60, 0, 0, z.Location())
}

// Today returns the calendar date of now in zone z.
func Today(now time.Time, z Zone) Date { return DateOf(now.In(z.Location())) }
