package server

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/sessions"
)

// icsDays are RFC 5545 weekday codes by day_of_week (0 = Ahad/Sunday).
var icsDays = [7]string{"SU", "MO", "TU", "WE", "TH", "FR", "SA"}

const icsLocalLayout = "20060102T150405"

// icsText escapes a TEXT value (RFC 5545 §3.3.11).
func icsText(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	r := strings.NewReplacer(`\`, `\\`, ";", `\;`, ",", `\,`, "\n", `\n`, "\r", `\n`)
	return r.Replace(s)
}

// icsWriter writes content lines ending in CRLF, folded at 75 octets without
// splitting a UTF-8 character (RFC 5545 §3.1).
type icsWriter struct{ b strings.Builder }

func (w *icsWriter) line(name, value string) {
	l := name + ":" + value
	first := true
	for len(l) > 0 {
		limit := 75
		if !first {
			limit = 74 // the leading space counts
			w.b.WriteString(" ")
		}
		n := min(limit, len(l))
		for n < len(l) && n > 0 && !utf8.RuneStart(l[n]) {
			n--
		}
		w.b.WriteString(l[:n])
		w.b.WriteString("\r\n")
		l = l[n:]
		first = false
	}
}

// icsZoneOffset formats a fixed UTC offset as +HHMM.
func icsZoneOffset(loc *time.Location) string {
	_, off := time.Date(2026, 1, 1, 0, 0, 0, 0, loc).Zone()
	sign := "+"
	if off < 0 {
		sign, off = "-", -off
	}
	return fmt.Sprintf("%s%02d%02d", sign, off/3600, off%3600/60)
}

// calendarICS is an iCalendar (RFC 5545) file with one event for k: a one-off
// session at its date, or a weekly one from its next occurrence repeating
// every week on its day, without its holidays; a weekly session after a
// prayer gets an event per coming occurrence instead, each at that date's
// time. Events last two hours and carry the session's own time zone.
func calendarICS(k *kajian.Session, now time.Time, link, host string) []byte {
	zone := k.Zone
	if !zone.Valid() {
		zone = kajian.DefaultZone
	}
	loc := zone.Location()
	tzid := loc.String()
	start := k.TimingAt(now).Next.In(loc)

	var w icsWriter
	w.line("BEGIN", "VCALENDAR")
	w.line("VERSION", "2.0")
	w.line("PRODID", "-//Kajian Kita//Kajian Kita//ID")
	w.line("CALSCALE", "GREGORIAN")
	w.line("METHOD", "PUBLISH")
	w.line("X-WR-CALNAME", icsText(k.Title))
	w.line("X-WR-TIMEZONE", tzid)
	// Indonesian zones have had one offset since 1964: one STANDARD part.
	w.line("BEGIN", "VTIMEZONE")
	w.line("TZID", tzid)
	w.line("BEGIN", "STANDARD")
	w.line("DTSTART", "19700101T000000")
	w.line("TZOFFSETFROM", icsZoneOffset(loc))
	w.line("TZOFFSETTO", icsZoneOffset(loc))
	w.line("TZNAME", string(zone))
	w.line("END", "STANDARD")
	w.line("END", "VTIMEZONE")

	if k.Type == kajian.Recurring && k.AfterPrayer.Prayer != "" {
		// A prayer's time moves through the year, which a weekly rule cannot follow: each of
		// the coming occurrences is its own event, at that date's time, holidays left out.
		d := kajian.DateOf(start)
		for n := 0; n < prayerEvents; d = d.AddDays(7) {
			if _, off := k.HolidayOn(d); off {
				continue
			}
			at := kajian.At(d, k.TimeOn(d), zone).In(loc)
			writeEvent(&w, k, now, link, host, tzid, k.ID+"-"+d.String(), at, false)
			n++
		}
	} else {
		writeEvent(&w, k, now, link, host, tzid, k.ID, start, k.Type == kajian.Recurring)
	}
	w.line("END", "VCALENDAR")
	return []byte(w.b.String())
}

// prayerEvents is how many coming occurrences the calendar file of a weekly session after a
// prayer holds: half a year, by when a subscribed calendar has long fetched it again.
const prayerEvents = 26

// writeEvent writes one VEVENT of k with its uid, starting at start; weekly, it repeats every
// week on k's day without its holidays.
func writeEvent(w *icsWriter, k *kajian.Session, now time.Time, link, host, tzid, uid string, start time.Time, weekly bool) {
	loc := start.Location()
	w.line("BEGIN", "VEVENT")
	w.line("UID", uid+"@"+host)
	w.line("DTSTAMP", now.UTC().Format(icsLocalLayout)+"Z")
	w.line("LAST-MODIFIED", k.UpdatedAt.UTC().Format(icsLocalLayout)+"Z")
	w.line("DTSTART;TZID="+tzid, start.Format(icsLocalLayout))
	w.line("DTEND;TZID="+tzid, start.Add(kajian.EventDuration).Format(icsLocalLayout))
	if weekly {
		w.line("RRULE", "FREQ=WEEKLY;BYDAY="+icsDays[k.DayOfWeek%7])
		// One EXDATE per holiday: every reader handles that form.
		first := kajian.DateOf(start)
		for _, h := range k.Holidays {
			if h.Date.Weekday() == k.DayOfWeek && !h.Date.Before(first) {
				w.line("EXDATE;TZID="+tzid, kajian.At(h.Date, k.TimeOn(h.Date), k.Zone).In(loc).Format(icsLocalLayout))
			}
		}
	}
	w.line("SUMMARY", icsText(k.Title))
	w.line("DESCRIPTION", icsText(kajian.EventDetails(k, link)))
	if place := k.PlaceText(); place != "" {
		w.line("LOCATION", icsText(place))
	}
	if k.Latitude != nil && k.Longitude != nil {
		w.line("GEO", strconv.FormatFloat(*k.Latitude, 'f', -1, 64)+";"+strconv.FormatFloat(*k.Longitude, 'f', -1, 64))
	}
	w.line("URL", link)
	w.line("STATUS", "CONFIRMED")
	w.line("TRANSP", "OPAQUE")
	w.line("END", "VEVENT")
}

// calendarFileName is the download's name: the title's slug, or "kajian".
func calendarFileName(k *kajian.Session) string {
	name := kajian.TitleSlug(k.Title)
	if name == "" {
		name = "kajian"
	}
	return name + ".ics"
}

// handleCalendar serves GET /kajian/{slug}/kalender.ics and
// /kajian-rutin/{slug}/kalender.ics: the session as an iCalendar file to add
// to any calendar app.
func handleCalendar(ss *sessions.Service, l links, t kajian.Type) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		k, err := ss.Find(r.Context(), viewerOf(r.Context()), t, r.PathValue("slug"))
		if err != nil {
			return err
		}
		host := "kajiankita"
		if u, err := url.Parse(l.base); err == nil && u.Hostname() != "" {
			host = u.Hostname()
		}
		body := calendarICS(k, ss.Now(), l.session(k), host)
		h := w.Header()
		h.Set("Content-Type", "text/calendar; charset=utf-8")
		h.Set("Content-Disposition", `attachment; filename="`+calendarFileName(k)+`"`)
		h.Set("Cache-Control", "no-cache")
		h.Set("Content-Length", strconv.Itoa(len(body)))
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			w.Write(body)
		}
		return nil
	})
}
