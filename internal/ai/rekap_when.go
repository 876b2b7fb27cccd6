package ai

import (
	"regexp"

	"github.com/kajiankita/kajian/internal/kajian"
)

// When a rekap's session takes place: the date its own lines or its day heading give (never the
// next such weekday when a date is written), weekly when the message says 'rutin' or 'setiap',
// and left for the user to fill when the day and the date disagree or nothing says.

// rekapWhen is a session's schedule; date and day are empty when not known.
type rekapWhen struct {
	date string
	day  *int
	typ  kajian.Type
	from string // a weekly session's date the message writes: an every-N-weeks rhythm's first
}

// dayOf is the weekday and date one line names; a date's weekday must match the weekday
// written beside it (resolveDate).
type dayOf struct {
	day  *int
	date *dateHit
}

func readDayOf(t string) (dayOf, bool) {
	w, hasDay, d, hasDate := dayParts(t)
	if !hasDay && !hasDate {
		return dayOf{}, false
	}
	var out dayOf
	if hasDay {
		out.day = &w.day
	}
	if hasDate {
		out.date = &d
	}
	return out, true
}

// blockWhen reads a block's schedule: its own day lines first, then its heading, then the
// message's header ('INFO KAJIAN AHAD 6 DESEMBER 2026'). weekly says whether the session
// repeats ('rutin', 'setiap'); thisWeek says it is this or next week's ('pekan ini').
func blockWhen(b block, header []rline, weekly repeats, thisWeek bool, today kajian.Date) rekapWhen {
	var found dayOf
	ok := false
	for i, src := range [][]rline{dayLinesOf(b), b.heading, header} {
		for _, l := range src {
			if i == 2 && dateRangeRe.MatchString(l.text) {
				continue // "JADWAL KAJIAN 7 - 13 DESEMBER" names the week, not a session's day
			}
			// 'tiap 2 minggu': the week, not Sunday
			if found, ok = readDayOf(readRhythm(urlRe.ReplaceAllString(l.text, " ")).masked); ok {
				break
			}
		}
		if ok {
			break
		}
	}
	if !ok {
		return rekapWhen{typ: kajian.Regular} // no day: the draft asks
	}
	if found.date != nil {
		d, known := resolveDate(*found.date, found.day, today)
		if !known {
			return rekapWhen{typ: kajian.Regular}
		}
		if weekly.dated {
			wd := d.Weekday()
			return rekapWhen{day: &wd, typ: kajian.Recurring, from: d.String()}
		}
		return rekapWhen{date: d.String(), typ: kajian.Regular}
	}
	if weekly.undated || !thisWeek {
		return rekapWhen{day: found.day, typ: kajian.Recurring, from: headingDate(b, *found.day, today)}
	}
	d := today
	for d.Weekday() != *found.day {
		d = d.AddDays(1)
	}
	return rekapWhen{date: d.String(), typ: kajian.Regular}
}

// headingDate is the date of the block's heading when it is on weekday day ('*Selasa, 8 Desember
// 2026*' above 'Kajian rutin tiga pekan sekali, Selasa'): a date the weekly session is held on,
// so the first date of an every-N-weeks rhythm. "" when the heading has none, or another day's.
func headingDate(b block, day int, today kajian.Date) string {
	for _, l := range b.heading {
		if found, ok := readDayOf(readRhythm(urlRe.ReplaceAllString(l.text, " ")).masked); ok && found.date != nil {
			if d, known := resolveDate(*found.date, found.day, today); known && d.Weekday() == day {
				return d.String()
			}
			return ""
		}
	}
	return ""
}

// repeats says whether a session repeats weekly when it is dated ('Sabtu 5/12') and when only
// its weekday is written ('Tiap Senin'); they differ under a header naming both this week's
// sessions and the weekly ones.
type repeats struct{ dated, undated bool }

// mixedWeekRe is a header naming this week's sessions and the weekly ones: 'INFO KAJIAN PEKAN
// INI & RUTIN', 'jadwal rutin dan pekan depan'.
var mixedWeekRe = regexp.MustCompile(`(?i)\b(?:pekan|minggu)\s+(?:ini|depan)\s*(?:&|\+|/|,|dan|serta)\s*(?:(?:kajian|jadwal)\s+)?rutin\b|\brutin\s*(?:&|\+|/|,|dan|serta)\s*(?:(?:kajian|jadwal)\s+)?(?:pekan|minggu)\s+(?:ini|depan)\b`)

// dateRangeRe is a span of days: "7 - 13 Desember", "7 s.d. 13/12".
var dateRangeRe = regexp.MustCompile(`(?i)\b\d{1,2}(?:/\d{1,2})?\s*(?:[-–—]|s\.?\s?d\.?|s/d|sampai|hingga)\s*\d{1,2}\b`)

// resolveDate gives a written date its year (the next such date on or after today) and checks
// it against the weekday written beside it; a clash is not guessed away.
func resolveDate(h dateHit, day *int, today kajian.Date) (kajian.Date, bool) {
	var d kajian.Date
	if h.year != 0 {
		d = kajian.Date{Year: h.year, Month: h.month, Day: h.day}
	} else if recentlyPast(h, today) {
		return kajian.Date{}, false // last week's rekap, not next year's
	} else {
		next, ok := nextDate(h, today)
		if !ok {
			return kajian.Date{}, false
		}
		d = next
	}
	if day != nil && d.Weekday() != *day {
		return kajian.Date{}, false
	}
	return d, true
}

// startsWithWhen reports whether a line begins with its day, date or start: "Rabu, 9 Desember
// 2026 - Kajian Remaja", not "Kajian Jum'at Pagi".
func startsWithWhen(t string) bool {
	for _, loc := range whenSpans(t) {
		if loc[0] == 0 {
			return true
		}
	}
	return false
}

// recentlyPast reports whether a date written without a year fell in the last 60 days: "Senin
// (23/11)" pasted on 28 November is last week's, not a session a year ahead.
func recentlyPast(h dateHit, today kajian.Date) bool {
	for _, y := range []int{today.Year, today.Year - 1} {
		if !validDay(y, h.month, h.day) {
			continue
		}
		d := kajian.Date{Year: y, Month: h.month, Day: h.day}
		if d.Before(today) && !d.AddDays(60).Before(today) {
			return true
		}
	}
	return false
}

// dayLinesOf are the lines of a block that may name its day: day lines, one-line sessions and
// labelled or marked date lines, list items that begin with their day, a rhythm with its day
// ('*SABTU PEKAN KE-2 & KE-4*'); not a title ('Kajian Jum'at Pagi').
func dayLinesOf(b block) []rline {
	var out []rline
	for _, l := range b.lines {
		_, k := splitLabelKind(l.text)
		if l.day || l.oneLiner || k == kindDate || k == kindTime || markerOf(l.raw) == kindDate || rhythmPart(l.text) ||
			(numberedRe.MatchString(l.raw) && (hasWhen(l.text) || startsWithWhen(l.text))) {
			out = append(out, l)
		}
	}
	return out
}
