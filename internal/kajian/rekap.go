package kajian

import (
	"strconv"
	"strings"
)

// MaxRekapItems bounds the sessions one 'Salin rekap' text lists: a WhatsApp message people
// still read to the end.
const MaxRekapItems = 30

// RekapItem is one session of a rekap and the date it is listed on: a one-off session's own
// date, a weekly session's next occurrence.
type RekapItem struct {
	Session *Session
	Date    Date
}

// RekapText is the 'Salin rekap' message: the sessions in items, as a masjid admin would post
// them to a WhatsApp group, grouped under bold day headings in the order given, each with its
// start, title, speaker, who it is for (when not everyone), place ('Online' for an online
// session), live link and its page on baseURL, between a header and a
// footer naming the site. Every line is labelled as 'Tempel rekap' reads labels
// (internal/ai), so pasting the text back reads the same sessions (a test holds it to that).
func RekapText(items []RekapItem, baseURL string) string {
	base := strings.TrimRight(baseURL, "/")
	var b strings.Builder
	b.WriteString("*Rekap Kajian — Kajian Kita*\n")
	b.WriteString(strconv.Itoa(len(items)) + " kajian pilihan\n")
	var day Date
	for i, it := range items {
		if i == 0 || it.Date != day {
			day = it.Date
			b.WriteString("\n*" + it.Date.LongIndonesian() + "*\n")
		}
		b.WriteString("\n" + rekapBlock(it.Session, base))
	}
	b.WriteString("\nJadwal kajian lainnya di " + base + "\n")
	return b.String()
}

// rekapBlock is one session's lines; its day is the heading above it.
func rekapBlock(s *Session, base string) string {
	var b strings.Builder
	line := func(prefix, text string) {
		if text = oneLine(text); text != "" {
			b.WriteString(prefix + text + "\n")
		}
	}
	line("📌 *", strings.TrimSpace(s.Title)+"*")
	if s.Type == Recurring {
		line("🔁 Jadwal: ", "Kajian rutin "+s.Rhythm.phrase(s.DayOfWeek))
	}
	line("👤 Pemateri: ", s.SpeakerNames())
	line("👥 Peserta: ", s.Audience.Label()) // "" (no line) when open to everyone
	line("🕐 Waktu: ", rekapTime(s))
	if s.IsOnline {
		line("💻 Tempat: ", "Online")
	} else {
		line("📍 Tempat: ", s.PlaceText())
	}
	line("🔴 Live streaming: ", s.LiveStreamURL)
	line("🔗 ", base+PagePath(s.Type, s.Slug))
	return b.String()
}

// rekapTime is a session's start as its card says it, with its zone even after a prayer: the
// zone says where a reader of the message is expected (an end time brings it along).
func rekapTime(s *Session) string {
	if s.AfterPrayer.Prayer != "" && s.EndTime == 0 {
		return s.AfterPrayer.Label() + " " + string(s.zoneOrDefault())
	}
	return s.TimeText()
}

// oneLine keeps a field on its line: a line break inside it would start another field.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
