package kajian

import (
	"slices"
	"strconv"
	"strings"
	"time"
)

// Rhythm is how a recurring session repeats on its day of the week: every week (the zero value),
// every N weeks from a first date ('Dua pekan sekali, Rabu'), or in given weeks of each month
// ('Setiap Ahad pekan pertama', 'Sabtu pekan ke-2 & ke-4'). It is the one rule that says on which
// dates a recurring session is held; holidays then take dates out (Session.HeldOn).
type Rhythm struct {
	// EveryWeeks is 0 (or 1) for every week, else MinEveryWeeks to MaxEveryWeeks.
	EveryWeeks int
	// From is an every-N-weeks rhythm's first date, on the session's day; the count of weeks
	// starts there.
	From Date
	// MonthWeeks are the weeks of the month it is held in, ascending: 1 to 4 (the first to the
	// fourth such weekday of the month) and LastWeek. None: not monthly.
	MonthWeeks []int
}

// LastWeek in MonthWeeks is the month's last such weekday ('pekan terakhir').
const LastWeek = -1

// The every-N-weeks bounds.
const (
	MinEveryWeeks = 2
	MaxEveryWeeks = 4
)

// Messages refusing a rhythm, each naming its field.
const (
	MsgBadEveryWeeks  = "Interval pekan harus 2 sampai 4"
	MsgNeedRhythmFrom = "Tanggal mulai harus diisi untuk kajian beberapa pekan sekali"
	MsgRhythmFromDay  = "Tanggal mulai harus jatuh pada hari kajian"
	MsgBadMonthWeek   = "Pekan ke- harus 1 sampai 4 atau 'terakhir'"
	MsgRhythmBoth     = "Pilih salah satu: beberapa pekan sekali atau pekan tertentu tiap bulan"
)

// The posting form's labels of a rhythm, as a draft names what it still needs ('Belum terbaca').
const (
	LabelRhythm     = "Pengulangan"
	LabelRhythmFrom = "Mulai tanggal"
)

// Weekly reports whether r is every week.
func (r Rhythm) Weekly() bool { return r.EveryWeeks <= 1 && len(r.MonthWeeks) == 0 }

// Monthly reports whether r is held in given weeks of each month.
func (r Rhythm) Monthly() bool { return len(r.MonthWeeks) > 0 }

// Normalized returns r in its one form: the zero value every week, EveryWeeks 0 and no From for
// a monthly rhythm, MonthWeeks ascending without repeats.
func (r Rhythm) Normalized() Rhythm {
	weeks := slices.Clone(r.MonthWeeks)
	slices.SortFunc(weeks, func(a, b int) int { return monthWeekRank(a) - monthWeekRank(b) })
	weeks = slices.Compact(weeks)
	if len(weeks) == 0 {
		weeks = nil
	}
	if r.EveryWeeks <= 1 || len(weeks) > 0 {
		return Rhythm{MonthWeeks: weeks}
	}
	return Rhythm{EveryWeeks: r.EveryWeeks, From: r.From}
}

// sameRhythm reports whether a and b give the same dates: equal in their one form.
func sameRhythm(a, b Rhythm) bool {
	a, b = a.Normalized(), b.Normalized()
	return a.EveryWeeks == b.EveryWeeks && a.From == b.From && slices.Equal(a.MonthWeeks, b.MonthWeeks)
}

// monthWeekRank orders month weeks with LastWeek after the fourth.
func monthWeekRank(w int) int {
	if w == LastWeek {
		return 5
	}
	return w
}

// Validate checks r for a session held on weekday day: the field and message of the first
// problem, nil when none.
func (r Rhythm) Validate(day int) error {
	switch {
	case r.EveryWeeks > 1 && len(r.MonthWeeks) > 0:
		return Invalid("month_weeks", MsgRhythmBoth)
	case r.EveryWeeks < 0 || r.EveryWeeks > MaxEveryWeeks:
		return Invalid("every_weeks", MsgBadEveryWeeks)
	case r.EveryWeeks > 1 && r.From.IsZero():
		return Invalid("rhythm_from", MsgNeedRhythmFrom)
	case r.EveryWeeks > 1 && r.From.Weekday() != day:
		return Invalid("rhythm_from", MsgRhythmFromDay)
	}
	for _, w := range r.MonthWeeks {
		if w != LastWeek && (w < 1 || w > 4) {
			return Invalid("month_weeks", MsgBadMonthWeek)
		}
	}
	return nil
}

// holds reports whether a date on the rhythm's weekday is one of its dates.
func (r Rhythm) holds(d Date) bool {
	switch {
	case len(r.MonthWeeks) > 0:
		nth := (d.Day-1)/7 + 1
		last := d.AddDays(7).Month != d.Month
		for _, w := range r.MonthWeeks {
			if w == nth || (w == LastWeek && last) {
				return true
			}
		}
		return false
	case r.EveryWeeks > 1:
		return !d.Before(r.From) && (daysBetween(r.From, d)/7)%r.EveryWeeks == 0
	}
	return true
}

// daysBetween is the number of days from a to b (negative when b is earlier).
func daysBetween(a, b Date) int {
	return int(b.In(time.UTC).Sub(a.In(time.UTC)).Hours() / 24)
}

// FirstOn returns the first date on or after d that the rhythm holds for a session on weekday
// day, holidays aside. It looks at a handful of dates, never at every week since the rhythm's
// start: an every-N-weeks rhythm is counted by division, and a monthly one is held at least
// once in any five weeks.
func (r Rhythm) FirstOn(d Date, day int) Date {
	w := d.AddDays((day - d.Weekday() + 7) % 7)
	switch {
	case len(r.MonthWeeks) > 0:
		for !r.holds(w) {
			w = w.AddDays(7)
		}
	case r.EveryWeeks > 1:
		if w.Before(r.From) {
			return r.From
		}
		if k := (daysBetween(r.From, w) / 7) % r.EveryWeeks; k != 0 {
			w = w.AddDays(7 * (r.EveryWeeks - k))
		}
	}
	return w
}

// ordinalWeeks names the weeks of the month as one alone is said: 'pekan pertama'.
var ordinalWeeks = map[int]string{1: "pertama", 2: "kedua", 3: "ketiga", 4: "keempat", LastWeek: "terakhir"}

// everyWeeksWords names the every-N-weeks intervals: 'Dua pekan sekali'.
var everyWeeksWords = map[int]string{2: "Dua", 3: "Tiga", 4: "Empat"}

// Text says the rhythm of a session on weekday day as cards and pages show it: 'Setiap Kamis',
// 'Dua pekan sekali, Rabu', 'Setiap Ahad pekan pertama', 'Sabtu pekan ke-2 & ke-4' (weeks in
// order, however they were given).
func (r Rhythm) Text(day int) string {
	r = r.Normalized()
	name := DayName(day)
	switch {
	case len(r.MonthWeeks) == 1:
		return "Setiap " + name + " pekan " + ordinalWeeks[r.MonthWeeks[0]]
	case len(r.MonthWeeks) > 1:
		var parts []string
		for _, w := range r.MonthWeeks {
			if w == LastWeek {
				parts = append(parts, "terakhir")
			} else {
				parts = append(parts, "ke-"+strconv.Itoa(w))
			}
		}
		list := strings.Join(parts[:len(parts)-1], ", ") + " & " + parts[len(parts)-1]
		return name + " pekan " + list
	case r.EveryWeeks > 1:
		return everyWeeksWords[r.EveryWeeks] + " pekan sekali, " + name
	}
	return "Setiap " + name
}

// phrase is Text inside a sentence: 'setiap Kamis', 'dua pekan sekali, Rabu', 'Sabtu pekan
// ke-2 & ke-4' (a day's name keeps its capital).
func (r Rhythm) phrase(day int) string {
	t := r.Text(day)
	if strings.HasPrefix(t, DayName(day)) {
		return t
	}
	return strings.ToLower(t[:1]) + t[1:]
}

// icsDays are RFC 5545 weekday codes by day_of_week (0 = Ahad/Sunday).
var icsDays = [7]string{"SU", "MO", "TU", "WE", "TH", "FR", "SA"}

// RRule is the rhythm as an iCalendar (RFC 5545) RRULE value for a session on weekday day whose
// DTSTART is one of its dates: FREQ=WEEKLY;BYDAY=SA, FREQ=WEEKLY;INTERVAL=2;BYDAY=WE,
// FREQ=MONTHLY;BYDAY=2SA,4SA or FREQ=MONTHLY;BYDAY=-1SA.
func (r Rhythm) RRule(day int) string {
	code := icsDays[day%7]
	switch {
	case len(r.MonthWeeks) > 0:
		var days []string
		for _, w := range r.MonthWeeks {
			days = append(days, strconv.Itoa(w)+code)
		}
		return "FREQ=MONTHLY;BYDAY=" + strings.Join(days, ",")
	case r.EveryWeeks > 1:
		return "FREQ=WEEKLY;INTERVAL=" + strconv.Itoa(r.EveryWeeks) + ";BYDAY=" + code
	}
	return "FREQ=WEEKLY;BYDAY=" + code
}

// MonthWeeksText writes month weeks as the database keeps them: "2,4", "1,-1".
func MonthWeeksText(weeks []int) string {
	parts := make([]string, len(weeks))
	for i, w := range weeks {
		parts[i] = strconv.Itoa(w)
	}
	return strings.Join(parts, ",")
}

// ParseMonthWeeks reads MonthWeeksText's form back; what is not a number is dropped.
func ParseMonthWeeks(s string) []int {
	var weeks []int
	for _, p := range strings.Split(s, ",") {
		if w, err := strconv.Atoi(strings.TrimSpace(p)); err == nil {
			weeks = append(weeks, w)
		}
	}
	return weeks
}
