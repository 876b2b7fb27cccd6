package ai

import (
	"fmt"
	"regexp"
	"strconv"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// monthWords maps the month names and abbreviations posters and models use,
// Indonesian and English, to months.
var monthWords = map[string]time.Month{
	"januari": 1, "january": 1, "jan": 1,
	"februari": 2, "pebruari": 2, "february": 2, "feb": 2, "peb": 2,
	"maret": 3, "march": 3, "mar": 3,
	"april": 4, "apr": 4,
	"mei": 5, "may": 5,
	"juni": 6, "june": 6, "jun": 6,
	"juli": 7, "july": 7, "jul": 7,
	"agustus": 8, "august": 8, "agust": 8, "agst": 8, "agt": 8, "ags": 8, "agu": 8, "aug": 8,
	"september": 9, "sept": 9, "sep": 9,
	"oktober": 10, "october": 10, "okt": 10, "oct": 10,
	"november": 11, "nopember": 11, "nov": 11, "nop": 11,
	"desember": 12, "december": 12, "des": 12, "dec": 12,
}

// monthAlt lists longer names first: Go's regexp prefers the first
// alternative, and "jan" must not win over "januari".
const monthAlt = `januari|january|februari|pebruari|february|maret|march|april|mei|may|juni|june|juli|july|agustus|august|agust|agst|agt|ags|agu|aug|september|sept|sep|oktober|october|okt|oct|november|nopember|desember|december|jan|feb|peb|mar|apr|jun|jul|nov|nop|des|dec`

var (
	// 24 November 2026, 24 Nov '26, 7 Des, 24-Nov-2026; of "26-27 Desember" the first day
	dayMonthRe = regexp.MustCompile(`(?i)\b(\d{1,2})(?:st|nd|rd|th)?(?:\s*[-–]\s*\d{1,2})?\s*[-/.,]?\s*(` + monthAlt + `)\b\.?(?:\s*[-/.,]?\s*'?(\d{4}|\d{2})\b)?`)
	// November 24, 2026 (English order; only with a year, as models write it)
	monthDayRe = regexp.MustCompile(`(?i)\b(` + monthAlt + `)\b\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b,?\s*(\d{4})\b`)
	// 2026-11-24, 2026/11/24, also the date part of an ISO timestamp
	isoDateRe = regexp.MustCompile(`\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})`)
	// 24/11/2026, 24-11-26, 24.11.2026: Indonesian day-first order
	dmyRe = regexp.MustCompile(`\b(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})\b`)
	// 24/11 without a year: only read on lines that announce a date
	dmRe = regexp.MustCompile(`\b(\d{1,2})/(\d{1,2})\b`)
)

// dateHit is a date found in text; year is 0 when the text gave none.
type dateHit struct {
	year       int
	month      time.Month
	day        int
	start, end int
}

// findDate returns the earliest valid date in s. Day-month without a year is
// found only when withShort is set, because "12/3" in a line of prose is as
// likely a score or a verse as a date.
func findDate(s string, withShort bool) (dateHit, bool) {
	var best dateHit
	found := false
	consider := func(h dateHit) {
		if !validDay(h.year, h.month, h.day) {
			return
		}
		if !found || h.start < best.start || (h.start == best.start && h.end > best.end) {
			best, found = h, true
		}
	}
	for _, m := range dayMonthRe.FindAllStringSubmatchIndex(s, -1) {
		if digitBefore(s, m[0]) {
			continue
		}
		h := dateHit{day: atoi(s[m[2]:m[3]]), month: monthWords[lower(s[m[4]:m[5]])], start: m[0], end: m[1]}
		if m[6] >= 0 {
			y := s[m[6]:m[7]]
			if len(y) == 2 && clockAfter(s, m[7]) {
				// "7 Des 19.30": the "19" is an hour, not a year
				h.end = m[5]
			} else {
				h.year = fullYear(y)
			}
		}
		consider(h)
	}
	for _, m := range monthDayRe.FindAllStringSubmatchIndex(s, -1) {
		consider(dateHit{year: atoi(s[m[6]:m[7]]), month: monthWords[lower(s[m[2]:m[3]])], day: atoi(s[m[4]:m[5]]), start: m[0], end: m[1]})
	}
	for _, m := range isoDateRe.FindAllStringSubmatchIndex(s, -1) {
		if numberBefore(s, m[0]) || digitAfterSep(s, m[1]) {
			continue
		}
		consider(dateHit{year: atoi(s[m[2]:m[3]]), month: time.Month(atoi(s[m[4]:m[5]])), day: atoi(s[m[6]:m[7]]), start: m[0], end: m[1]})
	}
	for _, m := range dmyRe.FindAllStringSubmatchIndex(s, -1) {
		if numberBefore(s, m[0]) || digitAfterSep(s, m[1]) {
			continue
		}
		d, mo := atoi(s[m[2]:m[3]]), atoi(s[m[4]:m[5]])
		if mo > 12 && d <= 12 {
			d, mo = mo, d // a model writing US order: 11/24/2026
		}
		consider(dateHit{year: fullYear(s[m[6]:m[7]]), month: time.Month(mo), day: d, start: m[0], end: m[1]})
	}
	if withShort {
		for _, m := range dmRe.FindAllStringSubmatchIndex(s, -1) {
			if numberBefore(s, m[0]) || digitAfterSep(s, m[1]) {
				continue
			}
			consider(dateHit{month: time.Month(atoi(s[m[4]:m[5]])), day: atoi(s[m[2]:m[3]]), start: m[0], end: m[1]})
		}
	}
	return best, found
}

// NormalizeDate returns the first complete date in s as YYYY-MM-DD, or "" when
// s holds none. It accepts what models and posters write: 2026-11-24 (also
// inside a timestamp), 24/11/2026, 24-11-26, 24.11.2026, "Ahad, 24 November
// 2026", "24 Nov 2026" and "November 24, 2026". A date without a year is not
// complete: only the announcement parser, which knows "now", resolves those.
func NormalizeDate(s string) string {
	h, ok := findDate(s, false)
	if !ok || h.year == 0 {
		return ""
	}
	return kajian.Date{Year: h.year, Month: h.month, Day: h.day}.String()
}

// nextDate returns the first date on or after today with h's month and day,
// for dates written without a year.
func nextDate(h dateHit, today kajian.Date) (kajian.Date, bool) {
	for y := today.Year; y <= today.Year+8; y++ { // 8 years always reach a 29 February
		if !validDay(y, h.month, h.day) {
			continue
		}
		d := kajian.Date{Year: y, Month: h.month, Day: h.day}
		if !d.Before(today) {
			return d, true
		}
	}
	return kajian.Date{}, false
}

// validDay reports whether day exists in month of year; year 0 means "some
// year", where 29 February is allowed.
func validDay(year int, month time.Month, day int) bool {
	if month < 1 || month > 12 || day < 1 {
		return false
	}
	if year == 0 {
		year = 2024
	}
	if year < 1900 || year > 2200 {
		return false
	}
	return day <= time.Date(year, month+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

func fullYear(s string) int {
	y := atoi(s)
	if len(s) == 2 {
		y += 2000
	}
	return y
}

func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		panic(fmt.Sprintf("ai: atoi(%q) on a digits-only match", s))
	}
	return n
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// digitBefore reports whether s[i-1] is a digit.
func digitBefore(s string, i int) bool { return i > 0 && isDigit(s[i-1]) }

// numberBefore reports whether the text before i continues a number, as in
// the "12-34" of "0812-3456-7890".
func numberBefore(s string, i int) bool {
	if digitBefore(s, i) {
		return true
	}
	return i > 1 && isSep(s[i-1]) && isDigit(s[i-2])
}

// digitAfterSep reports whether s continues at i with a digit or with a
// separator and a digit.
func digitAfterSep(s string, i int) bool {
	if i < len(s) && isDigit(s[i]) {
		return true
	}
	return i+1 < len(s) && isSep(s[i]) && isDigit(s[i+1])
}

// clockAfter reports whether s continues at i like the minutes of a time.
func clockAfter(s string, i int) bool {
	return i+1 < len(s) && (s[i] == '.' || s[i] == ':') && isDigit(s[i+1])
}

func isSep(c byte) bool { return c == '.' || c == '-' || c == '/' || c == ':' }
