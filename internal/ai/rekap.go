package ai

import (
	"regexp"
	"strings"
	"time"
	"unicode/utf8"
)

// Masjid admins post the week's kajian as one 'rekap' message: day headings ('AHAD, 6
// DESEMBER') with sessions under them, numbered lists, one line per session ('Senin | Tafsir |
// Ustadz … | 18.30'), or emoji blocks between separator lines. SplitRekap cuts such a message
// into one announcement per session, each read by ParseAnnouncement with what the message says
// for all of them (the masjid and its address in its first or last lines, the day heading above
// it).

// MaxRekapSessions bounds the sessions read from one message.
const MaxRekapSessions = 30

var (
	// numberedRe starts an item of a numbered or bulleted list: "1.", "2)", "3️⃣", "- ", "• ".
	numberedRe = regexp.MustCompile(`^\s*(?:\d{1,2}\s*[.)]|\d\x{FE0F}?\x{20E3}|[-•*▪►➤]\s)`)
	// separatorRe is a line of separators between blocks: "━━━━", "-----", "=====", "~~~".
	separatorRe = regexp.MustCompile(`^\s*[━─\-=~_*•·]{3,}\s*$`)
	// pipeRe splits one-line sessions: "Ahad | Kajian | Ustadz | ba'da Subuh".
	pipeRe = regexp.MustCompile(`\s*\|\s*`)
)

// segment is one session's lines and the heading above it.
type segment struct {
	heading string
	lines   []string
}

// SplitRekap reads every session of a rekap message; a message with one session gives one.
func SplitRekap(text string, now time.Time) []Extraction {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	var (
		segs    []segment
		heading string
		current *segment
		context []string // lines outside any session: the masjid, its address
	)
	flush := func() {
		if current != nil && len(current.lines) > 0 {
			segs = append(segs, *current)
		}
		current = nil
	}
	for _, raw := range lines {
		l := strings.TrimSpace(raw)
		switch {
		case l == "" || separatorRe.MatchString(l):
			// A blank line or a separator ends a block that says when, or sits under a day
			// heading (its time may be missing: the draft then says so).
			if current != nil && (current.heading != "" || blockHasWhen(current.lines)) {
				flush()
			}
		case (current == nil || len(current.lines) == 0) && isDayHeading(l):
			// A heading starts a day; a date line inside a block is the block's own.
			flush()
			heading = l
		case numberedRe.MatchString(l) || strings.Count(l, "|") >= 2:
			flush()
			current = &segment{heading: heading, lines: []string{numberedRe.ReplaceAllString(l, "")}}
			flush() // an item is one line
		case current == nil && !hasWhen(l) && heading == "" && len(segs) == 0:
			context = append(context, l) // the message's own header
		default:
			if current == nil {
				current = &segment{heading: heading}
			}
			current.lines = append(current.lines, l)
		}
	}
	flush()
	// Trailing lines that say nothing of when are the message's footer ('Tempat: …').
	if n := len(segs); n > 1 && !blockHasWhen(segs[n-1].lines) {
		context = append(context, segs[n-1].lines...)
		segs = segs[:n-1]
	}

	// 'JADWAL KAJIAN RUTIN': every session of the message is weekly.
	weekly := len(context) > 0 && recurringRe.MatchString(context[0])
	var out []Extraction
	for _, s := range segs {
		if len(out) == MaxRekapSessions {
			break
		}
		body := s.lines
		if len(body) == 1 && strings.Contains(body[0], "|") {
			body = orderParts(pipeRe.Split(body[0], -1))
		} else if len(body) == 1 {
			body = splitItem(body[0])
		}
		var b strings.Builder
		for _, l := range body {
			b.WriteString(l + "\n")
		}
		if s.heading != "" {
			b.WriteString("Hari/Tanggal: " + s.heading + "\n")
		}
		for _, l := range context {
			if l = messageContext(l); l != "" {
				b.WriteString(l + "\n")
			}
		}
		if weekly {
			b.WriteString("Setiap pekan\n") // the header said so of them all
		}
		e := ParseAnnouncement(b.String(), now)
		if e.Title == "" || (e.Date == "" && e.DayOfWeek == nil && e.Time == "" && e.AfterPrayer == "") {
			continue
		}
		out = append(out, e)
	}
	return out
}

// rekapTitleRe is what a message's header says of itself ('JADWAL KAJIAN PEKAN INI', 'Rekap
// Kajian … pekan depan:', 'AGENDA KAJIAN DESEMBER'), which is no session's title.
var rekapTitleRe = regexp.MustCompile(`(?i)\b(?:rekap|jadwal|info|agenda|daftar)\s+kajian(?:\s+rutin)?\b|\b(?:pekan|minggu|bulan)\s+(?:ini|depan)\b|\b(?:januari|februari|maret|april|mei|juni|juli|agustus|september|oktober|november|desember)\b`)

// messageContext is what a line of the message's header or footer tells every session: a
// place ('Tempat: Masjid Jogokariyan') or an address, without the header's own words; "" when
// nothing is left.
func messageContext(l string) string {
	l = tidyName(rekapTitleRe.ReplaceAllString(l, " "))
	switch {
	case l == "":
		return ""
	case placeWordRe.MatchString(l) && !addressWordRe.MatchString(l) && !strings.Contains(l, ":"):
		return "Tempat: " + l
	}
	return l
}

// itemPartRe splits a one-line item at its dashes and at 'bersama' and a bracketed speaker.
var itemPartRe = regexp.MustCompile(`\s+[-–—]\s+|\s+(?:bersama|oleh)\s+|\s*\(\s*|\s*\)\s*`)

// splitItem turns "Senin, 7 Desember 2026 - Kajian Tauhid bersama Ustadz A - ba'da Maghrib" into
// lines the announcement parser reads as a date, a title, a speaker and a time.
func splitItem(item string) []string {
	return orderParts(itemPartRe.Split(item, -1))
}

// orderParts labels the speaker among a one-line session's parts and puts its title first, as
// a poster does: the first part that is neither a day, a date, a time nor a speaker.
func orderParts(parts []string) []string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p == "" {
			continue
		}
		if speakerTitleRe.MatchString(p) {
			p = "Pemateri: " + p
		}
		out = append(out, p)
	}
	for i, p := range out {
		if !hasWhen(p) && !isDayHeading(p) && !strings.HasPrefix(p, "Pemateri:") {
			out[0], out[i] = out[i], out[0]
			break
		}
	}
	return out
}

// speakerTitleRe marks a speaker's name by its title.
var speakerTitleRe = regexp.MustCompile(`(?i)^(?:ustadz|ustaz|ust\.?|ustadzah|syaikh|syekh|kh\.?|dr\.?|buya|habib)\b`)

// isDayHeading reports whether a line is a day heading: a weekday, maybe a date, and little else
// ('AHAD, 6 DESEMBER', '*SENIN 7/12*', '📅 MINGGU 6/12').
func isDayHeading(l string) bool {
	w, ok := findWeekday(l)
	if !ok {
		return false
	}
	rest := strings.TrimSpace(l[:w.start] + l[w.end:])
	if h, ok := findDate(rest, true); ok {
		rest = strings.TrimSpace(rest[:h.start] + rest[h.end:])
	}
	rest = strings.Trim(rest, " ,.*_~:-–📅🗓️")
	return utf8.RuneCountInString(rest) <= 2 && !hasWhen(l[w.end:])
}

// hasWhen reports whether a line says when: a clock time or a start after a prayer.
func hasWhen(l string) bool {
	if prayerStartRe.MatchString(l) {
		return true
	}
	_, ok := findClock(urlRe.ReplaceAllString(l, " "))
	return ok
}

func blockHasWhen(lines []string) bool {
	for _, l := range lines {
		if hasWhen(l) {
			return true
		}
	}
	return false
}
