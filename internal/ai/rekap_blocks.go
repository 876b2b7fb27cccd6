package ai

import (
	"regexp"
	"strings"
)

// A rekap's layout: its header (the masjid, the week, the intro) and footer (the place, the
// contacts), and between them one block of lines per session, maybe under a day heading.

// rline is one line of the message, numbered from 1 as the user sees it, and what it is; each
// line is classified once, for a long message is read line by line many times.
type rline struct {
	n    int
	raw  string
	text string // cleaned: emoji, markup and list marks removed

	blank, noise bool
	day          bool // a day line: a weekday or a date and maybe its start, nothing else
	when         bool // it says a start
	oneLiner     bool // a whole session on one line
	item         bool // it starts a list item or is a one-line session
}

func newLine(n int, raw string) rline {
	raw = keycapRe.ReplaceAllString(raw, "$1. ") // "1️⃣" numbers an item as "1." does
	l := rline{n: n, raw: raw, text: cleanLine(raw)}
	if l.blank = isBlank(raw); l.blank {
		return l
	}
	l.noise = isNoise(raw)
	l.day = isDayLine(raw)
	l.when = hasWhen(l.text)
	l.oneLiner = isOneLiner(raw)
	l.item = (numberedRe.MatchString(raw) && !l.day) || l.oneLiner
	return l
}

// heading reports whether a day line says no start: the sessions below it share its day.
func (l rline) heading() bool { return l.day && !l.when }

// block is one session's lines and the day heading above them.
type block struct {
	heading []rline
	lines   []rline
	item    bool // it began as a list item or a one-line session
	when    bool // one of its lines says when it starts
	day     bool // one of its own lines names its day or date
	speaker bool // one of its lines names someone by a title
	dated   bool // one of its lines names a weekday or a date, maybe in a title
}

func (b *block) add(l rline) {
	b.lines = append(b.lines, l)
	b.when = b.when || l.when
	b.day = b.day || l.day || l.oneLiner
	b.speaker = b.speaker || len(speakersIn(l.text)) > 0
	if !b.dated && len(l.raw) <= maxSessionLine {
		_, hasDay, _, hasDate := dayParts(l.text)
		b.dated = hasDay || hasDate
	}
}

// layout is a rekap cut into its parts.
type layout struct {
	header, footer []rline
	blocks         []block
	// said are the closing-style lines that say who may come ('Terbuka untuk umum, ikhwan &
	// akhwat'): noise for every other field, they still say every session's audience.
	said []rline
}

// cutRekap cuts a message into header, session blocks and footer.
func cutRekap(text string) layout {
	raws := strings.Split(strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(text), "\n")
	lines := make([]rline, len(raws))
	for i, r := range raws {
		lines[i] = newLine(i+1, r)
	}
	var out layout
	start := headerEnd(lines)
	for _, l := range lines {
		if l.noise && findAudience(l.text) != nil {
			out.said = append(out.said, l)
		}
	}
	for _, l := range lines[:start] {
		if !l.blank && !l.noise {
			out.header = append(out.header, l)
		}
	}
	var (
		heading []rline
		cur     *block
	)
	flush := func() {
		if cur != nil && len(cur.lines) > 0 {
			out.blocks = append(out.blocks, *cur)
		}
		cur = nil
	}
	open := func(item bool) {
		flush()
		cur = &block{heading: heading, item: item}
	}
	for _, l := range lines[start:] {
		switch {
		case l.blank:
			if cur != nil && (len(cur.heading) > 0 || cur.item || cur.when) {
				flush()
			}
		case l.noise:
			// greetings, closings, hashtags and contacts belong to no session
		case l.heading() && (cur == nil || len(cur.lines) == 0 || len(cur.heading) > 0 || cur.day || cur.item):
			flush()
			heading = []rline{l}
		case l.day && cur != nil && (cur.when || cur.day):
			open(false) // 'Rabu (9/12) ba'da Isya' starts the next session
			cur.add(l)
		case l.item:
			open(true)
			cur.add(l)
		case cur != nil && cur.item && cur.when && !continuesItem(l, cur):
			open(false) // a line after a list: the footer, or a block of its own
			cur.add(l)
		default:
			if cur == nil {
				open(false)
			}
			cur.add(l)
		}
	}
	flush()
	// Trailing blocks that say neither when, nor which day, nor who are the footer ('Tempat: …').
	for n := len(out.blocks); n > 1 && !out.blocks[n-1].when && !out.blocks[n-1].dated && !out.blocks[n-1].speaker; n-- {
		out.footer = append(out.blocks[n-1].lines, out.footer...)
		out.blocks = out.blocks[:n-1]
	}
	return out
}

// keycapRe is an emoji number starting a line: "2️⃣ Kajian Dhuha".
var keycapRe = regexp.MustCompile(`^\s*(\d)\x{FE0F}?\x{20E3}\s*`)

// continuesItem reports whether a line after a whole one-line session still belongs to it:
// indented under it, its audience, or its own place under a day heading.
func continuesItem(l rline, cur *block) bool {
	if strings.HasPrefix(l.raw, " ") || strings.HasPrefix(l.raw, "\t") {
		return true
	}
	if findAudience(l.text) != nil && len(strings.Fields(l.text)) <= 3 {
		return true
	}
	_, k := splitLabelKind(l.text)
	return len(cur.heading) > 0 && len(cur.lines) == 1 && (k == kindPlace || k == kindAddress)
}

// headerEnd is the index of the first line after the message's header: the lines before the
// first day heading, list item or one-line session; or the first paragraph (after any of
// greetings only) when it says no start (a paragraph that does is already a session, unless sessions follow within it:
// "JADWAL KULTUM BA'DA SUBUH" above "1 Des - …").
func headerEnd(lines []rline) int {
	i := 0
	for i < len(lines) && lines[i].blank {
		i++
	}
	para := i
	sawWhen, sawText := false, false
	for j := para; j < len(lines); j++ {
		l := lines[j]
		switch {
		case l.blank:
			if !sawText {
				para = j + 1 // a paragraph of greetings only is no header: the intro may follow
				continue
			}
			if sawWhen {
				return para
			}
			return j
		case l.noise:
		case l.day || l.item:
			return j
		case l.when:
			sawWhen, sawText = true, true
		default:
			sawText = true
		}
	}
	return para
}
