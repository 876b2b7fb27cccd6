package ai

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// How a weekly session repeats, as messages say it: in given weeks of the month ('Setiap Ahad
// pekan pertama', 'pekan ke-2 dan ke-4', 'Sabtu kedua & keempat tiap bulan', 'Ahad terakhir
// setiap bulan'), every N weeks ('dua pekan sekali', 'tiap 2 minggu', 'selang sepekan'), or
// monthly without saying which week ('sebulan sekali', 'bulanan'), which is asked, never read
// as every week. Phrases that only look alike are not read: 'pekan ini', 'pekan depan', 'Jilid
// kedua', 'pertemuan ke-2', 'juz ke-2', 'pekan pertama Desember' (one week, not a rhythm).

// rhythmSaid is what a text says of a session's rhythm.
type rhythmSaid struct {
	every int   // N of 'N pekan sekali' as written (the limits are checked by Cleanup), else 0
	weeks []int // weeks of the month, as written (1 to 5, kajian.LastWeek)
	// unknown: the text says it repeats but not every week, and not how ('sebulan sekali'), or
	// says two rhythms that disagree.
	unknown bool
	day     *int     // the weekday a '<hari> kedua & keempat' phrase names
	from    *dateHit // the date after 'mulai': an every-N-weeks rhythm's first date
	// masked is the text with the week words of its rhythm phrases written 'pekan', so that a
	// weekday finder does not read the 'minggu' of 'tiap 2 minggu' as Sunday.
	masked string
	// spans are where the text says its rhythm: schedule words, never a title's.
	spans [][]int
}

// said reports whether the text says the session repeats in a rhythm other than every week.
func (r rhythmSaid) said() bool { return r.every > 0 || len(r.weeks) > 0 || r.unknown }

// ordinalWords are the weeks of the month by word.
var ordinalWords = map[string]int{"pertama": 1, "kesatu": 1, "kedua": 2, "ketiga": 3, "keempat": 4, "kelima": 5, "terakhir": kajian.LastWeek}

// numberWords are the every-N-weeks intervals by word.
var numberWords = map[string]int{"dua": 2, "tiga": 3, "empat": 4, "lima": 5, "enam": 6}

const (
	ordAlt = `pertama|kesatu|kedua|ketiga|keempat|kelima|terakhir|ke\s?-?\s?[1-5]\b`
	// after the first, a week may be a bare number: 'pekan ke 2 & 4'
	ordList = `(?:` + ordAlt + `)(?:\s*(?:,|&|\+|dan|serta)\s*(?:(?:pekan|minggu)\s+)?(?:` + ordAlt + `|[1-5]\b))*`
	numAlt  = `dua|tiga|empat|lima|enam|[2-6]`
	// not 'minggu': before an ordinal it is the week ('Sabtu minggu ke-2 & ke-4'), not Sunday
	dayAlt = `ahad|akhad|senin|selasa|rabu|kamis|jum['’]?at|sabtu`
	// a week after a number, as typed in a hurry too: '2 mgg sekali', 'tiap 2 mggu'
	weekAlt = `(?:pekan|minggu|mggu?)`
)

var (
	// 'pekan ke-2 dan ke-4', 'minggu pertama', 'pekan ke-1, ke-3 & terakhir'
	weekOrdRe = regexp.MustCompile(`(?i)\b(pekan|minggu)\s+(` + ordList + `)`)
	// 'Sabtu kedua & keempat', 'Ahad terakhir', 'Sabtu ke-2 dan ke-4'
	dayOrdRe = regexp.MustCompile(`(?i)\b(` + dayAlt + `)\s+(` + ordList + `)`)
	// what makes a '<hari> kedua' a week of the month: 'tiap bulan', 'setiap bulannya', 'dalam sebulan'
	eachMonthRe = regexp.MustCompile(`(?i)^\s*,?\s*(?:di\s+)?(?:(?:tiap|setiap|per|saban)\s+bulan(?:nya)?|dalam\s+(?:se|satu\s+)bulan)\b`)
	// a named month after a week: 'pekan pertama Desember', 'pekan kedua bulan Ramadhan', 'bulan ini'
	namedMonthRe = regexp.MustCompile(`(?i)^\s*,?\s*(?:(?:bulan\s+)?(?:` + monthAlt + `|muharr?am|safar|rabi'?ul|jumadil|rajab|sya'?ban|ramadh?an|syawal|dzulqa'?dah|dzulhijj?ah)\b|bulan\s+(?:ini|depan|lalu)\b)`)
	ordItemRe    = regexp.MustCompile(`(?i)` + ordAlt + `|\b[1-5]\b`)
	everyNRe     = regexp.MustCompile(`(?i)\b(?:(` + numAlt + `)\s*` + weekAlt + `\s*sekali|(?:tiap|setiap|per|saban)\s+(` + numAlt + `)\s*` + weekAlt + `|sekali\s+(?:dalam|tiap|setiap)\s+(` + numAlt + `)\s*` + weekAlt + `|(dua|2)\s*(?:pekanan|mingguan))\b`)
	selangRe     = regexp.MustCompile(`(?i)\bselang\s+(?:se|satu\s+|1\s+)(?:pekan|minggu)\b`)
	monthlyRe    = regexp.MustCompile(`(?i)\b(?:(?:se|satu\s+|1\s+)bulan\s+(?:sekali|(?:dua|2)\s+kali)|bulanan|(?:tiap|setiap|per|saban)\s+bulan(?:nya)?|sekali\s+(?:se|dalam\s+se|tiap\s+)bulan)\b`)
	// a week by number ('ke-2'), and 'setiap' before a day: what makes '<hari> ke-2' sure
	numberedRe1   = regexp.MustCompile(`(?i)^ke\s?-?\s?[1-5]`)
	everyBeforeRe = regexp.MustCompile(`(?i)\b(?:setiap|tiap|saban)\s+(?:hari\s+)?$`)
	mulaiRe       = regexp.MustCompile(`(?i)\b(?:mulai|dimulai|start)\b`)
	weekWordRe    = regexp.MustCompile(`(?i)\bminggu\b`)
)

// readRhythm reads the rhythm a text says.
func readRhythm(text string) rhythmSaid {
	r := rhythmSaid{masked: text}
	var spans [][]int
	addWeeks := func(list string) {
		for _, w := range ordItemRe.FindAllString(list, -1) {
			r.weeks = append(r.weeks, ordinalOf(w))
		}
	}
	for _, m := range weekOrdRe.FindAllStringSubmatchIndex(text, -1) {
		if namedMonthRe.MatchString(text[m[1]:]) {
			continue // 'pekan pertama Desember': a week, not a rhythm
		}
		addWeeks(text[m[4]:m[5]])
		spans = append(spans, m[:2])
	}
	for _, m := range dayOrdRe.FindAllStringSubmatchIndex(text, -1) {
		list := text[m[4]:m[5]]
		// 'Sabtu ke-2 dan ke-4', 'Sabtu ke-2', 'setiap Sabtu kedua' say weeks by themselves;
		// 'Sabtu kedua' alone needs 'tiap bulan'
		sure := len(ordItemRe.FindAllString(list, -1)) >= 2 || numberedRe1.MatchString(list) ||
			everyBeforeRe.MatchString(text[:m[0]]) || eachMonthRe.MatchString(text[m[1]:])
		if namedMonthRe.MatchString(text[m[1]:]) || !sure {
			continue
		}
		if w, ok := findWeekday(text[m[2]:m[3]] + " "); ok {
			if r.day != nil && *r.day != w.day {
				r.unknown = true // 'Sabtu kedua & Ahad keempat': two days, one session cannot say both
			}
			r.day = &w.day
		}
		addWeeks(list)
		spans = append(spans, []int{m[3], m[1]})
	}
	for _, m := range everyNRe.FindAllStringSubmatchIndex(text, -1) {
		n := 0
		for g := 2; g < len(m); g += 2 {
			if m[g] >= 0 {
				n = numberOf(text[m[g]:m[g+1]])
			}
		}
		r.setEvery(n)
		spans = append(spans, m[:2])
	}
	for _, m := range selangRe.FindAllStringIndex(text, -1) {
		r.setEvery(kajian.MinEveryWeeks) // 'selang sepekan': a week on, a week off
		spans = append(spans, m)
	}
	for _, m := range monthlyRe.FindAllStringIndex(text, -1) {
		if namedMonthRe.MatchString(text[m[1]:]) {
			continue // 'setiap bulan Ramadhan' is not monthly
		}
		// 'Ahad pekan ke-2 tiap bulan' says which weeks; 'sebulan sekali' alone does not
		r.unknown = r.unknown || (len(r.weeks) == 0 && r.every == 0)
		spans = append(spans, m)
	}
	if len(r.weeks) > 0 && r.every > 0 {
		r.unknown = true // two rhythms: the reader does not choose
	}
	r.weeks = kajian.Rhythm{MonthWeeks: r.weeks}.Normalized().MonthWeeks // in order, the last after the fourth
	if loc := mulaiRe.FindStringIndex(text); loc != nil {
		if h, ok := findDate(text[loc[1]:], true); ok && h.start <= 30 {
			r.from = &h
		}
	}
	r.spans = slices.Clone(spans)
	r.masked = maskWeekWords(text, spans)
	return r
}

// setEvery keeps N of 'N pekan sekali'; two different Ns make the rhythm unknown.
func (r *rhythmSaid) setEvery(n int) {
	if r.every != 0 && r.every != n {
		r.unknown = true
	}
	r.every = n
}

// maskWeekWords writes 'minggu' as 'pekan' inside the spans.
func maskWeekWords(text string, spans [][]int) string {
	if len(spans) == 0 {
		return text
	}
	slices.SortFunc(spans, func(a, b []int) int { return b[0] - a[0] })
	for _, s := range spans {
		text = text[:s[0]] + weekWordRe.ReplaceAllString(text[s[0]:s[1]], "pekan") + text[s[1]:]
	}
	return text
}

// ordinalOf is one week of the month as written: 'kedua', 'ke-2', 'ke 2', 'terakhir'.
func ordinalOf(w string) int {
	w = lower(w)
	if n, ok := ordinalWords[w]; ok {
		return n
	}
	n, _ := strconv.Atoi(strings.TrimLeft(w, "ke- "))
	return n
}

// numberOf is an interval as written: 'dua', '2'.
func numberOf(w string) int {
	if n, ok := numberWords[lower(w)]; ok {
		return n
	}
	n, _ := strconv.Atoi(w)
	return n
}

// drafted puts the rhythm said into a draft's rhythm fields; from is the first date to use
// (YYYY-MM-DD) or "".
func (r rhythmSaid) drafted(d *Draft, from string) {
	d.RhythmUnknown = r.unknown
	if r.unknown {
		return
	}
	if r.every > 0 {
		n := r.every
		d.EveryWeeks = &n
		d.RhythmFrom = from
	}
	d.MonthWeeks = r.weeks
}

// withRhythm sets e's rhythm fields from a rhythm said, by Cleanup's rules, once e's day and
// type are known: a weekly session takes it, a one-off none. from is a date the text writes
// for the session (the first date of an every-N-weeks rhythm unless 'mulai' names another).
func (e *Extraction) withRhythm(r rhythmSaid, from string, today kajian.Date) {
	e.EveryWeeks, e.RhythmFrom, e.MonthWeeks, e.RhythmUnknown = 0, "", nil, false
	if r.from != nil {
		if w := oneOff(*r.from, today); w.date != "" {
			from = w.date
		}
	}
	var d Draft
	r.drafted(&d, from)
	cleanRhythm(d, e)
}

// rhythmPart reports whether a part of a one-line session is its schedule: a short rhythm
// with its weekday ('Ahad pekan pertama', 'Sebulan sekali hari Kamis') or a rhythm alone
// ('selang sepekan', 'dua pekan sekali'), not a title that says a rhythm ('Kajian Bulanan
// Remaja').
func rhythmPart(p string) bool {
	r := readRhythm(p)
	n := len(strings.Fields(p))
	if !r.said() || n > 8 {
		return false
	}
	if _, ok := findWeekday(r.masked); ok {
		return true
	}
	return !r.unknown && n <= 4
}

// fromPart reports whether a part of a one-line session is a first date: 'mulai 1 Desember 2026'.
func fromPart(p string) bool {
	loc := mulaiRe.FindStringIndex(p)
	if loc == nil || strings.TrimSpace(p[:loc[0]]) != "" {
		return false
	}
	h, ok := findDate(p[loc[1]:], true)
	return ok && strings.TrimSpace(p[loc[1]:][h.end:]) == ""
}
