package ai

import (
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// ParseAnnouncement reads an Indonesian kajian broadcast, as it circulates on
// WhatsApp or as OCR reads it off a poster, into form fields. It understands
// the marker emoji (📅 🕌 ⏰ 🎙️ 📍 📞 🔴 …), labels ("Tema:", "Pemateri:",
// "CP:"), *bold* markup, Indonesian and English dates and times, speaker
// titles, places, contacts and live links. A date without a year is the next
// such date on or after now, in the announcement's zone. The result has been
// through Cleanup; its Confidence is 18 points for each key field found
// (title, speaker, date or weekday, time, place or live link), at most 90
// because a rule-based reading is never certain.
func ParseAnnouncement(text string, now time.Time) Extraction {
	a := newAnnouncement(text)
	zone := a.zone()
	d := Draft{TimezoneRegion: string(zone)}
	d.Title = a.title()
	for _, name := range a.speakers() {
		d.Speakers = append(d.Speakers, DraftSpeaker{Name: name})
	}
	w := a.when(kajian.Today(now, zone))
	d.Date, d.DayOfWeek, d.KajianType = w.date, w.day, string(w.typ)
	if w.typ == kajian.Recurring {
		w.rhythm.drafted(&d, w.from)
	}
	d.Time = a.clock()
	d.AfterPrayer = a.prayerStart()
	body := values(a.except(kindContact, kindLive, kindOther))
	var said []string // the label is the cue: "Peserta: Akhwat & Anak-anak"
	for _, l := range a.audienceLabelled() {
		said = append(said, "Peserta: "+l.value)
	}
	d.Audience = findAudience(strings.Join(append(said, body...), "\n"))
	d.Kitab, d.Bab = a.kitab()
	d.Location, d.Address = a.place()
	d.LiveStreamURL = a.stream()
	online := d.Location == "" && d.Address == "" && (d.LiveStreamURL != "" || a.onlineCue())
	d.IsOnline = &online
	if online {
		d.Location, d.Address = "", ""
	}
	d.ContactPerson, d.ContactPhone = a.contact()
	d.Description = a.description()
	e := Cleanup(d)
	e.Confidence = score(e)
	return e
}

// score counts the key fields an extraction has, 18 points each.
func score(e Extraction) int {
	n := 0
	for _, ok := range []bool{
		e.Title != "",
		e.Ustaz != "",
		e.Date != "" || e.DayOfWeek != nil,
		e.Time != "",
		e.Location != "" || e.LiveStreamURL != "",
	} {
		if ok {
			n++
		}
	}
	return 18 * n
}

// announcement is a broadcast split into classified lines.
type announcement struct {
	lines []line
}

func newAnnouncement(text string) *announcement {
	return &announcement{lines: splitLines(text)}
}

// audienceLabelled returns the lines labelled with who may come ("Peserta: …"), in order.
func (a *announcement) audienceLabelled() []line {
	var out []line
	for _, l := range a.lines {
		if l.audience {
			out = append(out, l)
		}
	}
	return out
}

// pick returns the lines of the given kinds, in order.
func (a *announcement) pick(kinds ...kind) []line {
	var out []line
	for _, l := range a.lines {
		for _, k := range kinds {
			if l.kind == k {
				out = append(out, l)
				break
			}
		}
	}
	return out
}

// except returns the lines not of the given kinds, in order.
func (a *announcement) except(kinds ...kind) []line {
	var out []line
next:
	for _, l := range a.lines {
		for _, k := range kinds {
			if l.kind == k {
				continue next
			}
		}
		out = append(out, l)
	}
	return out
}

// values returns the values of lines.
func values(ls []line) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = l.value
	}
	return out
}

// zone reads the stated zone, or infers it from the place.
func (a *announcement) zone() kajian.Zone {
	places := values(a.pick(kindPlace, kindAddress, kindCity))
	return findZone(a.joined(kindContact, kindLive), append(places, a.joined(kindContact, kindLive, kindTitle))...)
}

// joined returns the text of every line except those of the given kinds.
func (a *announcement) joined(skip ...kind) string {
	return strings.Join(values(a.except(skip...)), "\n")
}

// description joins the lines labelled as notes.
func (a *announcement) description() string {
	return strings.Join(values(a.pick(kindDesc)), " ")
}
