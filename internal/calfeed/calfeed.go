// Package calfeed writes iCalendar (RFC 5545) for calendar apps: one session's file to add,
// and the feeds they subscribe to (webcal). Every event keeps one UID for the life of its
// session, SEQUENCE rises with each edit, a cancelled session says STATUS:CANCELLED, and times
// carry their Indonesian zone with its VTIMEZONE. It also reads the calendars others publish
// (Read), so their events can be imported as drafts.
package calfeed

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/kajiankita/kajian/internal/kajian"
)

const localLayout = "20060102T150405"

// Refresh is how often subscribed calendars are asked to fetch a feed again.
const Refresh = 6 * time.Hour

// PrayerEvents is how many coming occurrences a weekly session after a prayer is written as:
// half a year, by when a subscribed calendar has long fetched it again.
const PrayerEvents = 26

// Event is one session in a calendar.
type Event struct {
	Session *kajian.Session
	Link    string    // its page
	From    time.Time // a weekly session repeats from its first occurrence after this
	// Cancelled marks a session deleted or rejected at Changed.
	Cancelled bool
	// Changed is the last edit (or the cancellation): LAST-MODIFIED, DTSTAMP and SEQUENCE.
	Changed time.Time
}

// Calendar is a whole iCalendar object.
type Calendar struct {
	Name string // X-WR-CALNAME
	Host string // UIDs are <session id>@<host>
	// Feed marks a subscription: it asks to be fetched every Refresh.
	Feed   bool
	Events []Event
}

// Sequence is an event's SEQUENCE: the seconds from 2026 to its last change, so that it rises
// with every edit (two edits within one second share it) and stays within 32 bits until 2094.
func Sequence(changed time.Time) int64 {
	return max(0, int64(changed.Sub(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))/time.Second))
}

// Write renders c. Its bytes depend only on c, so equal calendars give equal ETags.
func Write(c Calendar) []byte {
	var w writer
	w.line("BEGIN", "VCALENDAR")
	w.line("VERSION", "2.0")
	w.line("PRODID", "-//Kajian Kita//Kajian Kita//ID")
	w.line("CALSCALE", "GREGORIAN")
	w.line("METHOD", "PUBLISH")
	w.line("X-WR-CALNAME", Text(c.Name))
	zones := usedZones(c.Events)
	if len(zones) == 1 {
		w.line("X-WR-TIMEZONE", zones[0].Location().String())
	}
	if c.Feed {
		dur := fmt.Sprintf("PT%dH", int(Refresh/time.Hour))
		w.line("REFRESH-INTERVAL;VALUE=DURATION", dur) // RFC 7986
		w.line("X-PUBLISHED-TTL", dur)                 // what Outlook and Apple Calendar read
	}
	for _, z := range zones {
		writeZone(&w, z)
	}
	for _, e := range c.Events {
		writeSession(&w, e, c.Host)
	}
	w.line("END", "VCALENDAR")
	return []byte(w.b.String())
}

func zoneOf(k *kajian.Session) kajian.Zone {
	if k.Zone.Valid() {
		return k.Zone
	}
	return kajian.DefaultZone
}

// usedZones are the zones of the events, west to east.
func usedZones(events []Event) []kajian.Zone {
	var out []kajian.Zone
	for _, z := range kajian.Zones {
		for _, e := range events {
			if zoneOf(e.Session) == z {
				out = append(out, z)
				break
			}
		}
	}
	return out
}

// writeZone writes z's VTIMEZONE: Indonesian zones have had one offset since 1964, so one
// STANDARD part says all.
func writeZone(w *writer, z kajian.Zone) {
	loc := z.Location()
	w.line("BEGIN", "VTIMEZONE")
	w.line("TZID", loc.String())
	w.line("BEGIN", "STANDARD")
	w.line("DTSTART", "19700101T000000")
	w.line("TZOFFSETFROM", zoneOffset(loc))
	w.line("TZOFFSETTO", zoneOffset(loc))
	w.line("TZNAME", string(z))
	w.line("END", "STANDARD")
	w.line("END", "VTIMEZONE")
}

// zoneOffset formats a fixed UTC offset as +HHMM.
func zoneOffset(loc *time.Location) string {
	_, off := time.Date(2026, 1, 1, 0, 0, 0, 0, loc).Zone()
	sign := "+"
	if off < 0 {
		sign, off = "-", -off
	}
	return fmt.Sprintf("%s%02d%02d", sign, off/3600, off%3600/60)
}

// writeSession writes a session's events: a one-off at its date (to its last day for a dauroh);
// a weekly one from its next occurrence repeating by its rhythm without its holidays, each of
// its cancelled dates from then an override of the occurrence (RECURRENCE-ID) saying
// STATUS:CANCELLED, as RFC 5545 cancels one instance (not an EXDATE as well: an override must
// name an instance of the set); a weekly one after a prayer, whose time moves through the year
// as a rule cannot, one event per coming occurrence held or cancelled.
func writeSession(w *writer, e Event, host string) {
	k := e.Session
	loc := zoneOf(k).Location()
	if k.Type != kajian.Recurring {
		var off *kajian.Holiday
		if k.IsCancelled() {
			off = &kajian.Holiday{Date: k.Date, Reason: k.CancelReason, Cancelled: true}
		}
		writeEvent(w, e, host, k.ID, k.Start().In(loc), vevent{off: off})
		return
	}
	tm := k.TimingAt(e.From)
	first := kajian.DateOf(tm.Next.In(loc))
	switch {
	case e.Cancelled:
		first = k.WeeklyDateFrom(kajian.Today(e.From, zoneOf(k)))
	case tm.Cancelled != nil: // from the slot it is listed at, cancelled
		first = tm.Cancelled.Date
	}
	if k.AfterPrayer.Prayer == "" {
		start := kajian.At(first, k.Time, zoneOf(k)).In(loc)
		writeEvent(w, e, host, k.ID, start, vevent{weekly: true})
		for _, h := range k.Holidays {
			if h.Cancelled && !h.Date.Before(first) && !e.Cancelled {
				writeEvent(w, e, host, k.ID, kajian.At(h.Date, k.Time, zoneOf(k)).In(loc), vevent{off: &h, override: true})
			}
		}
		return
	}
	// A cancelled session withdraws the events it had, holidays' included (they were written
	// before the holiday was, perhaps): every rhythm date, not only those held. A cancelled date
	// is written, cancelled.
	next := func(d kajian.Date) kajian.Date {
		for d = k.WeeklyDateFrom(d); ; d = k.WeeklyDateFrom(d.AddDays(1)) {
			if h, off := k.HolidayOn(d); !off || h.Cancelled {
				return d
			}
		}
	}
	if e.Cancelled {
		next = k.WeeklyDateFrom
	}
	for n, d := 0, next(first); n < PrayerEvents; n, d = n+1, next(d.AddDays(1)) {
		var off *kajian.Holiday
		if h, ok := k.CancelledOn(d); ok {
			off = &h
		}
		writeEvent(w, e, host, k.ID+"-"+d.String(), kajian.At(d, k.TimeOn(d), zoneOf(k)).In(loc), vevent{off: off})
	}
}

// vevent says what kind of VEVENT writeEvent writes: a weekly rule's, an override of one of its
// occurrences (RECURRENCE-ID), and the cancellation it stands for, if any.
type vevent struct {
	weekly, override bool
	off              *kajian.Holiday
}

// writeEvent writes one VEVENT with its uid starting at start and ending as the session says
// (EndAfter); weekly, it repeats by the session's rhythm without its holidays.
func writeEvent(w *writer, e Event, host, uid string, start time.Time, v vevent) {
	k := e.Session
	tzid := start.Location().String()
	changed := e.Changed.UTC()
	if changed.IsZero() {
		changed = k.UpdatedAt.UTC()
	}
	w.line("BEGIN", "VEVENT")
	w.line("UID", uid+"@"+host)
	w.line("DTSTAMP", changed.Format(localLayout)+"Z")
	w.line("LAST-MODIFIED", changed.Format(localLayout)+"Z")
	w.line("SEQUENCE", strconv.FormatInt(Sequence(changed), 10))
	if v.override {
		w.line("RECURRENCE-ID;TZID="+tzid, start.Format(localLayout))
	}
	w.line("DTSTART;TZID="+tzid, start.Format(localLayout))
	w.line("DTEND;TZID="+tzid, k.EndAfter(start).In(start.Location()).Format(localLayout))
	if v.weekly {
		w.line("RRULE", k.Rhythm.RRule(k.DayOfWeek))
		// One EXDATE per holiday the rule would give: every reader handles that form, and a
		// holiday off the rhythm's dates is no exception to it. A cancelled date is not one:
		// its override says so.
		first := kajian.DateOf(start)
		for _, d := range k.HeldBack(first) {
			if _, cancelled := k.CancelledOn(d); cancelled && !e.Cancelled {
				continue
			}
			w.line("EXDATE;TZID="+tzid, kajian.At(d, k.TimeOn(d), zoneOf(k)).In(start.Location()).Format(localLayout))
		}
	}
	w.line("SUMMARY", Text(k.Title))
	if !e.Cancelled {
		details := kajian.EventDetails(k, e.Link)
		if v.off != nil {
			details = "Dibatalkan: " + v.off.Reason + "\n\n" + details
		}
		w.line("DESCRIPTION", Text(details))
	}
	if place := k.PlaceText(); place != "" {
		w.line("LOCATION", Text(place))
	}
	if p := k.Point(); p != nil {
		w.line("GEO", strconv.FormatFloat(p.Lat, 'f', -1, 64)+";"+strconv.FormatFloat(p.Lng, 'f', -1, 64))
	}
	if !e.Cancelled {
		w.line("URL", e.Link)
	}
	status := "CONFIRMED"
	if e.Cancelled || v.off != nil {
		status = "CANCELLED"
	}
	w.line("STATUS", status)
	w.line("TRANSP", "OPAQUE")
	w.line("END", "VEVENT")
}

// SortEvents orders events by session id, so a feed's bytes do not depend on the order its
// sessions were read in.
func SortEvents(events []Event) {
	slices.SortFunc(events, func(a, b Event) int { return strings.Compare(a.Session.ID, b.Session.ID) })
}

// Text escapes a TEXT value (RFC 5545 §3.3.11).
func Text(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	r := strings.NewReplacer(`\`, `\\`, ";", `\;`, ",", `\,`, "\n", `\n`, "\r", `\n`)
	return r.Replace(s)
}

// writer writes content lines ending in CRLF, folded at 75 octets without splitting a UTF-8
// character (RFC 5545 §3.1).
type writer struct{ b strings.Builder }

func (w *writer) line(name, value string) {
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
