package kajian

import (
	"strconv"
	"strings"
)

// holidaysOnCard is how many upcoming holidays a card names before '+N lainnya'.
const holidaysOnCard = 2

// CardText is what a session's card on the home list says, in the card's own words, worked
// out once here: the server's first cards and the app's cards both show these strings as
// they are. Each is "" when the card has no such line.
//
// The attendance line ("3 orang akan hadir") is not here: the home list's page cache rewrites
// counts inside kept pages as answers arrive, so any text made from a count would go stale
// in them (see AttendeesText).
type CardText struct {
	Speaker      string // the main speaker, else the first, else the ustaz field
	When         string // "Setiap Kamis · 19.30 WITA", "Selasa, 24 November 2026 · Ba'da Maghrib · adzan ± 17.58 WIB"
	Next         string // weekly: "Selanjutnya: 10 Des"
	Where        string // "Live Stream" online, else the venue, else the address, else "-"
	HolidayToday string // weekly with a holiday today: "Libur Hari Ini: Banjir"
	Holidays     string // weekly: "Libur mendatang: 3 Des, 17 Des +3 lainnya"
	Kitab        string // "Riyadhus Shalihin · Ikhlas dan Niat" (either alone)
	Meeting      string // in a series, its meeting on the date shown: "Pertemuan ke-14" (SeriesRef.MeetingLabel)
	Cancelled    string // "Dibatalkan: Ustadz sakit", weekly "Dibatalkan 28 Nov: Ustadz sakit" (CancelledText)
}

// CardTextAt is s's card text with its timing t (s.TimingAt the moment shown).
func (s *Session) CardTextAt(t Timing) CardText {
	c := CardText{Speaker: s.mainSpeaker(), Where: "-"}
	next := s.Date
	if s.Type == Recurring {
		next = t.NextDate
	}
	c.When = s.WhenText() + " · " + s.TimeTextOn(next)
	c.Meeting = s.Series.MeetingLabel(next)
	switch {
	case s.IsOnline:
		c.Where = "Live Stream"
	case s.Location != "":
		c.Where = s.Location
	case s.Address != "":
		c.Where = s.Address
	}
	var book []string
	for _, v := range []string{s.Kitab, s.Bab} {
		if v != "" {
			book = append(book, v)
		}
	}
	c.Kitab = strings.Join(book, " · ")
	c.Cancelled = s.CancelledText(t)
	if s.Type != Recurring {
		return c
	}
	if !t.NextDate.IsZero() {
		c.Next = "Selanjutnya: " + shortDate(t.NextDate)
	}
	ahead := t.Upcoming
	if t.HolidayToday != nil {
		c.HolidayToday = "Libur Hari Ini"
		if t.HolidayToday.Reason != "" {
			c.HolidayToday += ": " + t.HolidayToday.Reason
		}
		if len(ahead) > 0 {
			ahead = ahead[1:] // today's holiday has its own banner
		}
	}
	if len(ahead) > 0 {
		var dates []string
		for _, h := range ahead[:min(holidaysOnCard, len(ahead))] {
			dates = append(dates, h.ShortText())
		}
		c.Holidays = "Libur mendatang: " + strings.Join(dates, ", ")
		if more := max(0, len(ahead)-holidaysOnCard) + t.HolidaysMore; more > 0 {
			c.Holidays += " +" + strconv.Itoa(more) + " lainnya"
		}
	}
	return c
}

// mainSpeaker is the speaker a card names: the main one, else the first, else the ustaz field.
func (s *Session) mainSpeaker() string {
	speakers := s.SpeakersOrDerived()
	for _, sp := range speakers {
		if sp.IsMain {
			return sp.Name
		}
	}
	if len(speakers) > 0 {
		return speakers[0].Name
	}
	return s.Ustaz
}

// shortDate: 2026-11-24 → "24 Nov".
func shortDate(d Date) string {
	return strconv.Itoa(d.Day) + " " + MonthNames[d.Month-1][:3]
}

// AttendeesText is a card's attendance line: 3 → "3 orang akan hadir". Unlike CardText it is
// made from the count where the card is shown (the server's first cards, the app's cards),
// because the home list's page cache rewrites the counts inside kept pages.
func AttendeesText(count int) string {
	return strconv.Itoa(count) + " orang akan hadir"
}
