package ai

import (
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Masjid admins post the week's kajian as one 'rekap' message: day headings ('AHAD, 6
// DESEMBER', 'Senin (7/12) ba'da Maghrib') with sessions under them, numbered lists, one line
// per session ('Senin | Tafsir | Ustadz … | 18.30'), or emoji blocks between separator lines,
// wrapped in greetings, hashtags and contacts. ReadRekap cuts such a message into its sessions
// (rekap_blocks.go), reads each one's day (rekap_when.go) and what the header says of all of
// them (rekap_place.go), and reads the rest of each session with ParseAnnouncement. What it is
// not sure of it leaves empty, for the draft to ask.

// MaxRekapSessions bounds the sessions read from one message.
const MaxRekapSessions = 30

// RekapSession is one session read from a rekap and the message lines it came from.
type RekapSession struct {
	Extraction
	// Lines are the numbers (from 1) of the message lines the session was read from: its day
	// heading and its own lines, in order. The header and footer lines every session shares
	// are not among them.
	Lines []int
}

// SplitRekap reads every session of a rekap message; a message with one session gives one.
func SplitRekap(text string, now time.Time) []Extraction {
	var out []Extraction
	for _, s := range ReadRekap(text, now) {
		out = append(out, s.Extraction)
	}
	return out
}

// ReadRekap reads every session of a rekap message with the lines each came from.
func ReadRekap(text string, now time.Time) []RekapSession {
	lay := cutRekap(text)
	context := append(append([]rline{}, lay.header...), lay.footer...)
	contextText := joinText(context)
	msg := rekapContext{
		place:    messagePlace(context),
		speaker:  messageSpeaker(lay.header),
		audience: messageAudience(append(context, lay.said...)),
		weekly:   recurringRe.MatchString(contextText),
		rhythm:   readRhythm(joinText(lay.header)),
		thisWeek: thisWeekRe.MatchString(contextText),
		mixed:    mixedWeekRe.MatchString(contextText),
		start:    messageStart(lay.header),
		header:   lay.header,
	}
	// "Belum ada jadwal kajian pekan ini": a block that says there is none, and no start, day
	// or speaker, is no session (what follows it is the footer).
	lay.blocks = slices.DeleteFunc(lay.blocks, func(b block) bool {
		return noSessionRe.MatchString(b.lines[0].text) && !b.when && !b.dated && !b.speaker
	})
	if len(lay.blocks) == 1 && !titled(lay.blocks[0]) {
		// One session: the message is a single announcement, its first lines its title. A block
		// with a title line of its own ('📌 *Aqidah: …*') keeps it: the header then only names
		// the week ("Jadwal Kajian Pekan Ini — Masjid …").
		lay.blocks[0].lines = append(append([]rline{}, lay.header...), lay.blocks[0].lines...)
	}
	var out []RekapSession
	for _, b := range lay.blocks {
		if len(out) == MaxRekapSessions {
			break
		}
		if s, ok := readBlock(b, msg, now); ok {
			out = append(out, s)
		}
	}
	return out
}

// rekapContext is what the message says of all its sessions.
type rekapContext struct {
	place, speaker, audience string
	start                    string // "JADWAL KULTUM BA'DA SUBUH": every session's start
	weekly, thisWeek         bool
	// mixed: the header names this week's sessions and the weekly ones ('PEKAN INI & RUTIN'),
	// so its 'rutin' makes no dated session weekly.
	mixed  bool
	rhythm rhythmSaid // 'Kajian rutin pekan ke-2 & ke-4' above every session
	header []rline
}

// readBlock reads one session; ok is false when the block names neither a title nor a start
// (a stray line, not a session).
func readBlock(b block, msg rekapContext, now time.Time) (RekapSession, bool) {
	body := blockBody(b)
	text := strings.Join(body, "\n")
	own := text
	e := ParseAnnouncement(text, now)
	if e.Location == "" && msg.place != "" && !e.IsOnline {
		text += "\n" + msg.place
	}
	if e.Ustaz == "" && msg.speaker != "" {
		text += "\nPemateri: " + msg.speaker
	}
	if findAudience(text) == nil && msg.audience != "" {
		text += "\n" + msg.audience
	}
	if !b.when && msg.start != "" {
		text += "\nWaktu: " + msg.start
	}
	if text != own {
		e = ParseAnnouncement(text, now)
	}
	e.Title = audienceAsideRe.ReplaceAllString(e.Title, "")
	if e.Title != "" && !titleFits(e.Title) {
		e.Title = ""
	}
	if e.Title == "" && !blockSaysWhen(b) {
		return RekapSession{}, false
	}
	// A rhythm makes a dated session weekly, as 'rutin' does; 'bulanan' alone does not: a dated
	// session of a 'Jadwal Kajian Bulanan' is that day's, and an undated one is weekly anyway.
	rh := readRhythm(joinText(append(append([]rline{}, b.heading...), b.lines...)))
	repeated := recurringRe.MatchString(rh.masked) || (rh.said() && !rh.unknown)
	weekly := msg.weekly || repeated
	if !rh.said() {
		rh = msg.rhythm // the header's rhythm, when the block says none of its own
	}
	weekly = weekly || (rh.said() && !rh.unknown)
	today := kajian.Today(now, e.TimezoneRegion)
	w := blockWhen(b, msg.header, repeats{dated: repeated || (weekly && !msg.mixed), undated: weekly}, msg.thisWeek, today)
	e.Date, e.DayOfWeek, e.KajianType = w.date, w.day, w.typ
	e.withRhythm(rh, w.from, today)
	e.Confidence = score(e)
	return RekapSession{Extraction: e, Lines: linesOf(b)}, true
}

// titled reports whether a block opens with a title line of its own: a whole bold line
// ("*Kajian Kitab Tauhid*") that is not a day, a start or a labelled field.
func titled(b block) bool {
	if len(b.lines) == 0 {
		return false
	}
	l := b.lines[0]
	t := strings.TrimSpace(strings.TrimLeftFunc(l.raw, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '*' }))
	if len(t) < 3 || !strings.HasPrefix(t, "*") || !strings.HasSuffix(t, "*") || l.day || l.when {
		return false
	}
	_, k := splitLabelKind(l.text)
	return k == kindNone && titleFits(l.text)
}

// noSessionRe is a line saying there is no kajian (this week, that day).
var noSessionRe = regexp.MustCompile(`(?i)^(?:belum|tidak) ada (?:jadwal )?kajian\b`)

// audienceAsideRe is a title's bracketed audience: "Kajian Tahsin (KHUSUS IKHWAN)".
var audienceAsideRe = regexp.MustCompile(`(?i)\s*\((?:khusus|untuk|hanya)\b[^)]*\)`)

// messageStart is the start a header gives every session, or "".
func messageStart(header []rline) string {
	for _, l := range header {
		if loc := prayerStartRe.FindStringIndex(l.text); loc != nil {
			return l.text[loc[0]:loc[1]]
		}
		if c, ok := findClock(urlRe.ReplaceAllString(l.text, " ")); ok {
			return c.String()
		}
	}
	return ""
}

// blockSaysWhen reports whether a block or its heading says when.
func blockSaysWhen(b block) bool {
	return b.when || len(b.heading) > 0 || b.day
}

// blockBody is a block as an announcement: day lines labelled as such (never a title), a
// one-line session split into labelled parts, the other lines as written.
func blockBody(b block) []string {
	var out []string
	for _, l := range b.lines {
		switch {
		case l.oneLiner || (numberedRe.MatchString(l.raw) && len(sessionParts(l.text)) >= 3):
			out = append(out, labelParts(sessionParts(l.text))...)
		case l.day:
			out = append(out, "Hari/Tanggal: "+l.text)
		default:
			out = append(out, l.raw)
		}
	}
	return out
}

// labelParts labels the parts of a one-line session as a poster would: its day and start, its
// speaker (by a title), its place (by a place word), its audience; the first other part is
// its title.
func labelParts(parts []string) []string {
	var out []string
	// 'tema "Meneladani Akhlak Rasulullah"' names the title, whatever part comes first
	titled := slices.ContainsFunc(parts, func(p string) bool { return themeRe.MatchString(p) })
	for _, p := range parts {
		_, hasDay, _, hasDate := dayParts(p)
		switch {
		case labelled(p):
			out = append(out, p) // "Tema: Istiqamah" says what it is
		case themeRe.MatchString(p):
			out = append(out, "Tema: "+themeRe.ReplaceAllString(p, ""))
		case rhythmPart(p) || fromPart(p):
			out = append(out, "Hari/Tanggal: "+p) // 'Setiap Sabtu pekan ke-2 & ke-4', 'mulai 1 Desember'
		case (hasDay || hasDate) && (len(restAfterWhen(p)) <= 2 || schedulePart(p)):
			out = append(out, "Hari/Tanggal: "+p) // not "Kajian Ahad Pagi", a title
		case hasWhen(p) && len(restAfterWhen(p)) <= 2:
			out = append(out, "Waktu: "+p)
		case honorificAtStart(p):
			out = append(out, "Pemateri: "+p)
		case findAudience(p) != nil && len(strings.Fields(p)) <= 3:
			out = append(out, p)
		case placeAtStart(p):
			out = append(out, "Tempat: "+p)
		case !titled:
			out = append(out, "Tema: "+p)
			titled = true
		default:
			out = append(out, p)
		}
	}
	return out
}

// themeRe starts a part naming its theme in running text: 'tema "Meneladani Akhlak Rasulullah"'.
var themeRe = regexp.MustCompile(`(?i)^(?:dengan\s+|ber)?(?:tema|judul|topik)\s*:?\s+\S`)

// schedulePart reports whether a part with a day says only that a kajian repeats on it:
// 'Kajian rutin tiap Selasa ba'da Isya' is the schedule, 'Kajian Ahad Pagi' a title.
func schedulePart(p string) bool {
	return recurringRe.MatchString(p) && genericEventRe.MatchString(restAfterWhen(p))
}

// genericEventRe is a word that names no kajian by itself.
var genericEventRe = regexp.MustCompile(`(?i)^(?:kajian|pengajian|ngaji|majelis|majlis)$`)

func labelled(p string) bool {
	_, k := splitLabelKind(p)
	return k != kindNone
}

func honorificAtStart(p string) bool {
	m := honorificRe.FindStringIndex(p)
	return m != nil && m[0] == 0
}

func placeAtStart(p string) bool {
	m := placeWordRe.FindStringIndex(p)
	return m != nil && m[0] == 0
}

// titleFits reports whether a title read from a block can be one: never a day line, a
// greeting, a hashtag or a contact.
func titleFits(t string) bool {
	return !isDayLine(t) && !isNoise(t) && hasLetters(t)
}

func joinText(ls []rline) string {
	var b strings.Builder
	for _, l := range ls {
		b.WriteString(l.text + "\n")
	}
	return b.String()
}

// linesOf are the numbers of a block's lines and its heading's, in the message's order.
func linesOf(b block) []int {
	var out []int
	for _, l := range append(append([]rline{}, b.heading...), b.lines...) {
		out = append(out, l.n)
	}
	slices.Sort(out)
	return slices.Compact(out)
}
