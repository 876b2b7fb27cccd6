package kajian

import (
	"fmt"
	"net/url"
	"strings"
	"time"
)

// EventDuration is how long a session without an end time lasts: the specification's two
// hours (EndAfter).
const EventDuration = 2 * time.Hour

// OnlinePlatform is what pages, previews and share text say in place of a
// venue for an online session.
const OnlinePlatform = "Kajian Online - Live Stream"

// WhenText says when s takes place: its long date ("Selasa, 24 November 2026"), a dauroh's days
// (DaurohText), or a recurring session's rhythm ("Setiap Kamis", "Sabtu pekan ke-2 & ke-4").
func (s *Session) WhenText() string {
	if s.Type == Recurring {
		return s.Rhythm.Text(s.DayOfWeek)
	}
	if s.IsDauroh() {
		return DaurohText(s.Date, s.EndDate)
	}
	return s.Date.LongIndonesian()
}

// TimeText is s's start as it holds for every date: its time with its zone label, "19.30 WIB",
// or its prayer, "Ba'da Maghrib" (whose time varies by date). With an end time it is the span,
// "08.00–11.30 WIB", or "Ba'da Maghrib – 20.00 WIB": when it ends is worth saying, and the
// spaced dash keeps a prayer's name apart from the clock. A dauroh ending earlier in the day
// than it starts (on its last day) shows its start alone: "13.00–11.00" would read backwards.
func (s *Session) TimeText() string {
	zone := " " + string(s.zoneOrDefault())
	switch {
	case s.AfterPrayer.Prayer != "" && s.EndTime != 0:
		return s.AfterPrayer.Label() + " – " + s.EndTime.Text() + zone
	case s.AfterPrayer.Prayer != "":
		return s.AfterPrayer.Label()
	case s.EndTime > s.Time:
		return s.Time.Text() + "–" + s.EndTime.Text() + zone
	}
	return s.Time.Text() + zone
}

// TimeTextOn is s's start on date d: "19.30 WIB", or after a prayer that prayer (and its end)
// and the time of its adzan on d, "Ba'da Maghrib · adzan ± 17.58 WIB" (the adzan, not the
// start, as people know it; ± as the local mosque's adzan may differ a little).
func (s *Session) TimeTextOn(d Date) string {
	c, ok := s.AdzanOn(d)
	if !ok {
		return s.TimeText()
	}
	return s.TimeText() + " · adzan ± " + c.Text() + " " + string(s.zoneOrDefault())
}

// TimePhrase is s's start on date d inside a sentence: "pukul 19.30 WIB", or after a prayer
// TimeTextOn's "Ba'da Maghrib · adzan ± 17.58 WIB" ("pukul Ba'da …" reads wrong).
func (s *Session) TimePhrase(d Date) string {
	if s.AfterPrayer.Prayer != "" {
		return s.TimeTextOn(d)
	}
	return "pukul " + s.TimeText()
}

func (s *Session) zoneOrDefault() Zone {
	if s.Zone == "" {
		return DefaultZone
	}
	return s.Zone
}

// PlaceText is where s happens: the venue and its address, or the online
// platform for an online session without a venue.
func (s *Session) PlaceText() string {
	var parts []string
	for _, p := range []string{strings.TrimSpace(s.Location), strings.TrimSpace(s.Address)} {
		if p != "" && (len(parts) == 0 || !strings.Contains(parts[0], p)) {
			parts = append(parts, p)
		}
	}
	if len(parts) == 0 && s.IsOnline {
		return OnlinePlatform
	}
	return strings.Join(parts, ", ")
}

// SpeakerNames lists s's speakers, main speaker first as ordered, or the ustaz
// field when it has none.
func (s *Session) SpeakerNames() string {
	var names []string
	for _, sp := range s.SpeakersOrDerived() {
		names = append(names, sp.Name)
	}
	return strings.Join(names, ", ")
}

// HasContact reports whether s names a contact person with a phone number:
// pages and share text show the contact only then.
func (s *Session) HasContact() bool {
	return strings.TrimSpace(s.ContactPerson) != "" && strings.TrimSpace(s.ContactPhone) != ""
}

// ShareText is the ready-made Indonesian message for sharing s at timing t (TimingAt), with
// WhatsApp's *bold* markup, ending with link. A cancellation comes first, in the card's words
// (CancelledText): a cancelled one-off session's reason, or the cancelled date of a weekly
// session's listed slot, whose next date held (t.NextDate; zero leaves the line out) follows.
func ShareText(s *Session, t Timing, link string) string {
	next := t.NextDate
	var b strings.Builder
	b.WriteString("*" + strings.TrimSpace(s.Title) + "*\n")
	if s.Type == Recurring {
		b.WriteString("Kajian Rutin\n")
	}
	b.WriteString("\n")
	line := func(icon, text string) {
		if text = strings.TrimSpace(text); text != "" {
			b.WriteString(icon + " " + text + "\n")
		}
	}
	line("❌", s.CancelledText(t))
	line("👤", s.SpeakerNames())
	line("📅", s.WhenText())
	if s.Type == Recurring && !next.IsZero() {
		line("🗓️", "Selanjutnya: "+next.LongIndonesian())
	}
	if s.Type == Recurring {
		line("🕐", s.TimeTextOn(next))
	} else {
		line("🕐", s.TimeTextOn(s.Date))
	}
	if place := s.PlaceText(); place != "" {
		icon := "📍"
		if place == OnlinePlatform {
			icon = "💻"
		}
		line(icon, place)
	}
	if s.LiveStreamURL != "" {
		line("🔴", "Live streaming: "+s.LiveStreamURL)
	}
	if s.HasContact() {
		line("📞", "Narahubung: "+strings.TrimSpace(s.ContactPerson)+" ("+strings.TrimSpace(s.ContactPhone)+")")
	}
	b.WriteString("\nInfo lengkap dan konfirmasi kehadiran:\n" + link)
	return b.String()
}

// EventDetails is the text calendars show with an event of s: day, speakers,
// description, live stream, contact and link, one per paragraph.
func EventDetails(s *Session, link string) string {
	var parts []string
	add := func(label, text string) {
		if text = strings.TrimSpace(text); text != "" {
			parts = append(parts, label+text)
		}
	}
	if s.Type == Recurring || s.IsDauroh() {
		add("Hari: ", s.WhenText())
	} else {
		add("Hari: ", DayName(s.Date.Weekday()))
	}
	if s.AfterPrayer.Prayer != "" {
		add("Waktu: ", fmt.Sprintf("%s (mengikuti waktu sholat setempat; acara di kalender dimulai %d menit setelah adzan)",
			s.AfterPrayer.Label(), AdzanToStart+s.AfterPrayer.Offset))
	}
	add("Ustadz: ", s.SpeakerNames())
	add("", s.Description)
	add("Live streaming: ", s.LiveStreamURL)
	if s.HasContact() {
		add("Narahubung: ", strings.TrimSpace(s.ContactPerson)+" ("+strings.TrimSpace(s.ContactPhone)+")")
	}
	add("Info lengkap: ", link)
	return strings.Join(parts, "\n\n")
}

// GoogleCalendarURL is the 'Tambahkan ke Google Calendar' link of s: an event
// in the session's zone ending as EndAfter says, from its date, or for a weekly
// session from its next occurrence next and repeating by its rhythm; titled,
// placed (PlaceText) and described (EventDetails) as the session. It is "" without
// a date to start from.
func GoogleCalendarURL(s *Session, next Date, link string) string {
	start := s.Date
	if s.Type == Recurring {
		start = next
	}
	if start.IsZero() {
		return ""
	}
	zone := s.Zone
	if !zone.Valid() {
		zone = DefaultZone
	}
	const layout = "20060102T150405"
	// The wall-clock times of the event in its zone; ctz names the zone.
	begin := At(start, s.TimeOn(start), zone).In(zone.Location())
	end := s.EndAfter(begin).In(zone.Location())
	q := url.Values{
		"action":   {"TEMPLATE"},
		"text":     {strings.TrimSpace(s.Title)},
		"dates":    {begin.Format(layout) + "/" + end.Format(layout)},
		"ctz":      {zone.Location().String()},
		"details":  {EventDetails(s, link)},
		"location": {s.PlaceText()},
	}
	if s.Type == Recurring {
		q.Set("recur", "RRULE:"+s.Rhythm.RRule(s.DayOfWeek))
	}
	return "https://calendar.google.com/calendar/render?" + q.Encode()
}
