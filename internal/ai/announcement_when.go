package ai

import (
	"regexp"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// recurringRe finds the words that make a session weekly: "setiap Kamis",
// "tiap malam Jumat", "rutin", "pekanan".
var recurringRe = regexp.MustCompile(`(?i)\b(?:setiap|tiap|saban|every)\s+(?:(?:hari|malam)\s+)?(?:ahad|akhad|minggu|senin|selasa|rabu|kamis|jum['’]?at|sabtu|sunday|monday|tuesday|wednesday|thursday|friday|saturday|pekan|week)\b|\b(?:rutin|pekanan|mingguan|weekly)\b|\b(?:sepekan|seminggu)\s+sekali\b`)

// when is the schedule an announcement states.
type when struct {
	date   string
	day    *int
	typ    kajian.Type
	rhythm rhythmSaid // how a weekly session repeats, when the text says
	from   string     // an every-N-weeks rhythm's first date, YYYY-MM-DD or ""
}

// when reads the date or the weekly day and its rhythm.
//
// An explicit date makes a one-off session even when the text says "rutin":
// the poster announces that one meeting. Not so when the text says the session
// repeats every N weeks (the date is its first, or one of its dates) or names
// its start ("mulai 6 Desember"). A weekday without a date makes a weekly
// session when the text says it repeats ("setiap Kamis", "rutin", "pekanan",
// "pekan ke-2 dan ke-4", "dua pekan sekali"); otherwise "Sabtu ini" means the
// next such day on or after today. A text that says "rutin" but names no day
// is weekly without a day.
func (a *announcement) when(today kajian.Date) when {
	all := a.except(kindContact, kindLive, kindOther)
	rh := readRhythm(strings.Join(values(all), "\n"))
	dated, found := a.dated(today)
	from := ""
	switch {
	case rh.from != nil && rh.said():
		if d := oneOff(*rh.from, today); d.date != "" {
			from = d.date
		}
	case found && rh.every > 0 && !rh.unknown:
		from = dated.date
	case found:
		return dated
	}

	text := rh.masked
	recurring := recurringRe.MatchString(text) || rh.said() || from != ""
	day := rh.day
	// "setiap Kamis" names the day most reliably; then date lines; then any
	if loc := recurringRe.FindStringIndex(text); loc != nil && day == nil {
		if w, ok := findWeekday(text[loc[0]:]); ok && w.start < loc[1]-loc[0] {
			day = &w.day
		}
	}
	for _, ls := range [][]line{a.pick(kindDate, kindTime), all} {
		for _, l := range ls {
			if day != nil {
				break
			}
			if w, ok := findWeekday(readRhythm(l.value).masked); ok {
				day = &w.day
			}
		}
	}
	switch {
	case recurring:
		if from != "" && day != nil {
			if f, err := kajian.ParseDate(from); err == nil && f.Weekday() != *day {
				from = "" // the date is not on the session's day: asked, not guessed
			}
		}
		return when{day: day, typ: kajian.Recurring, rhythm: rh, from: from}
	case day != nil:
		d := today
		for d.Weekday() != *day {
			d = d.AddDays(1)
		}
		return when{date: d.String(), typ: kajian.Regular}
	}
	return when{typ: kajian.Regular}
}

// dated is the one-off schedule of the first date the announcement writes: from date and time
// lines (where a day-month without a year counts), then the other lines but contacts and links.
func (a *announcement) dated(today kajian.Date) (when, bool) {
	for _, l := range a.pick(kindDate, kindTime) {
		if h, ok := findDate(l.value, true); ok {
			return oneOff(h, today), true
		}
	}
	for _, l := range a.except(kindDate, kindTime, kindContact, kindLive, kindOther) {
		if h, ok := findDate(l.value, false); ok {
			return oneOff(h, today), true
		}
	}
	return when{}, false
}

// oneOff turns a found date into a one-off schedule, resolving a missing year.
func oneOff(h dateHit, today kajian.Date) when {
	if h.year == 0 {
		d, ok := nextDate(h, today)
		if !ok {
			return when{typ: kajian.Regular}
		}
		return when{date: d.String(), typ: kajian.Regular}
	}
	return when{date: kajian.Date{Year: h.year, Month: h.month, Day: h.day}.String(), typ: kajian.Regular}
}

// clockCueRe marks lines likely to carry the time.
var clockCueRe = regexp.MustCompile(`(?i)\b(?:pukul|pkl|jam|wib|wita|wit|waktu|time)\b`)

// clock reads the start time: from time and date lines first, then lines
// that mention a clock, then any line that is not a title, contact or link
// (where verse numbers, meeting ids and phone numbers live).
func (a *announcement) clock() string {
	first := a.pick(kindTime, kindDate)
	var cued, rest []line
	for _, l := range a.except(kindTime, kindDate, kindContact, kindLive, kindOther, kindTitle, kindBook, kindDesc) {
		if clockCueRe.MatchString(l.value) {
			cued = append(cued, l)
		} else {
			rest = append(rest, l)
		}
	}
	for _, ls := range [][]line{first, cued, rest} {
		for _, l := range ls {
			v := urlRe.ReplaceAllString(l.value, " ")
			if h, ok := findClock(v); ok {
				if endTimeRe.MatchString(v[:h.start]) {
					return "" // "Ba'da Subuh – 07.00": the start is a prayer, 07.00 its end
				}
				return h.String()
			}
		}
	}
	return ""
}

// prayerStart is the first phrase of a start after a prayer, from time and date lines first,
// then the rest but contacts and links.
func (a *announcement) prayerStart() string {
	for _, ls := range [][]line{a.pick(kindTime, kindDate), a.except(kindTime, kindDate, kindContact, kindLive, kindOther)} {
		for _, l := range ls {
			if loc := prayerStartRe.FindStringIndex(l.value); loc != nil {
				return l.value[loc[0]:loc[1]]
			}
		}
	}
	return ""
}

// endTimeRe matches a prayer followed by "until": the clock after it ends a
// session that starts at the prayer. A dash after a date ("Sabtu, 5 Des -
// 19.30") is not one.
var endTimeRe = regexp.MustCompile(`(?i)\b(?:subuh|shubuh|fajar|dzuhur|zuhur|zhuhur|dhuhur|ashar|asar|maghrib|magrib|isya|isyak|jum'?at)\s*(?:[-–—]|s\.?\s?d\.?|s/d|sampai|hingga|until)\s*$`)
