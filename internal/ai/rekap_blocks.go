package ai

import (
	"regexp"
	"strings"
)

// A rekap's layout: its header (the masjid, the week, the intro) and footer (the place, the
// contacts), and between them one block of lines per session, maybe under a day heading.

// rline is one line of the message, numbered from 1 as the user sees it.
type rline struct {
	n    int
	raw  string
	text string // cleaned: emoji, markup and list marks removed
}

// block is one session's lines and the day heading above them.
type block struct {
	heading []rline
	lines   []rline
	item    bool // it began as a list item or a one-line session
}

// hasWhen reports whether a block says when it starts.
func (b *block) hasWhen() bool {
	for _, l := range b.lines {
		if hasWhen(l.text) {
			return true
		}
	}
	return false
}

// hasDay reports whether one of the block's own lines names its day or date.
func (b *block) hasDay() bool {
	for _, l := range b.lines {
		if isDayLine(l.raw) || isOneLiner(l.raw) {
			return true
		}
	}
	return false
}

// hasSpeaker reports whether a block names someone by a title.
func (b *block) hasSpeaker() bool {
	for _, l := range b.lines {
		if len(speakersIn(l.text)) > 0 {
			return true
		}
	}
	return false
}

// layout is a rekap cut into its parts.
type layout struct {
	header, footer []rline
	blocks         []block
}

// cutRekap cuts a message into header, session blocks and footer.
func cutRekap(text string) layout {
	raws := strings.Split(strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(text), "\n")
	lines := make([]rline, len(raws))
	for i, r := range raws {
		r = keycapRe.ReplaceAllString(r, "$1. ") // "1️⃣" numbers an item as "1." does
		lines[i] = rline{n: i + 1, raw: r, text: cleanLine(r)}
	}
	var out layout
	start := headerEnd(lines)
	for _, l := range lines[:start] {
		if !isBlank(l.raw) && !isNoise(l.raw) {
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
		case isBlank(l.raw):
			if cur != nil && (len(cur.heading) > 0 || cur.item || cur.hasWhen()) {
				flush()
			}
		case isNoise(l.raw):
			// greetings, closings, hashtags and contacts belong to no session
		case isHeading(l.raw) && (cur == nil || len(cur.lines) == 0 || len(cur.heading) > 0 || cur.hasDay() || cur.item):
			flush()
			heading = []rline{l}
		case isDayLine(l.raw) && cur != nil && (cur.hasWhen() || cur.hasDay()):
			open(false) // 'Rabu (9/12) ba'da Isya' starts the next session
			cur.lines = append(cur.lines, l)
		case isItemStart(l):
			open(true)
			cur.lines = append(cur.lines, l)
		case cur != nil && cur.item && cur.hasWhen() && !continuesItem(l, cur):
			open(false) // a line after a list: the footer, or a block of its own
			cur.lines = append(cur.lines, l)
		default:
			if cur == nil {
				open(false)
			}
			cur.lines = append(cur.lines, l)
		}
	}
	flush()
	// Trailing blocks that say neither when nor who are the footer ('Tempat: …').
	for n := len(out.blocks); n > 1 && !out.blocks[n-1].hasWhen() && !out.blocks[n-1].hasSpeaker(); n-- {
		out.footer = append(out.blocks[n-1].lines, out.footer...)
		out.blocks = out.blocks[:n-1]
	}
	return out
}

// keycapRe is an emoji number starting a line: "2️⃣ Kajian Dhuha".
var keycapRe = regexp.MustCompile(`^\s*(\d)\x{FE0F}?\x{20E3}\s*`)

// isItemStart reports whether a line starts a list item or holds a one-line session.
func isItemStart(l rline) bool {
	return (numberedRe.MatchString(l.raw) && !isDayLine(l.raw)) || isOneLiner(l.raw)
}

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
// first day heading, list item or one-line session; or the first paragraph when it says no
// start (a paragraph that does is already a session, unless sessions follow within it:
// "JADWAL KULTUM BA'DA SUBUH" above "1 Des - …").
func headerEnd(lines []rline) int {
	i := 0
	for i < len(lines) && isBlank(lines[i].raw) {
		i++
	}
	para := i
	sawWhen := false
	for j := para; j < len(lines); j++ {
		l := lines[j]
		switch {
		case isBlank(l.raw):
			if sawWhen {
				return para
			}
			return j
		case isNoise(l.raw):
		case isDayLine(l.raw) || isItemStart(l):
			return j
		case hasWhen(l.text):
			sawWhen = true
		}
	}
	return para
}
