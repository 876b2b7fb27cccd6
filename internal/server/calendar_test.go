package server

import (
	"bytes"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/emersion/go-ical"

	"github.com/kajiankita/kajian/internal/kajian"
)

// parseICS reads an .ics answer with a real iCalendar parser and returns its one event.
func parseICS(t *testing.T, res response) (*ical.Calendar, ical.Event) {
	t.Helper()
	if res.status != 200 || res.header.Get("Content-Type") != "text/calendar; charset=utf-8" {
		t.Fatalf("ics: %d %v\n%s", res.status, res.header, res.body)
	}
	for i, line := range strings.Split(string(res.body), "\r\n") {
		if len(line) > 75 {
			t.Errorf("line %d is %d octets, longer than 75: %q", i+1, len(line), line)
		}
		if !utf8.ValidString(line) {
			t.Errorf("line %d splits a character: %q", i+1, line)
		}
	}
	if !bytes.HasSuffix(res.body, []byte("END:VCALENDAR\r\n")) || bytes.Contains(bytes.ReplaceAll(res.body, []byte("\r\n"), nil), []byte("\n")) {
		t.Error("lines must end in CRLF")
	}
	cal, err := ical.NewDecoder(bytes.NewReader(res.body)).Decode()
	if err != nil {
		t.Fatalf("parse ics: %v\n%s", err, res.body)
	}
	events := cal.Events()
	if len(events) != 1 {
		t.Fatalf("events: %d", len(events))
	}
	return cal, events[0]
}

func propText(t *testing.T, ev ical.Event, name string) string {
	t.Helper()
	p := ev.Props.Get(name)
	if p == nil {
		t.Fatalf("%s is missing", name)
	}
	s, err := p.Text()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestCalendarICS(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)

		// One-off: its own zone (WITA), two hours, escaped text that round-trips.
		res := f.visitor.do("GET", "/kajian/"+f.oneOff.Slug+"/kalender.ics", nil)
		if cd := res.header.Get("Content-Disposition"); cd != `attachment; filename="tafsir-surat-alkahfi-empat-fitnah.ics"` {
			t.Errorf("disposition: %q", cd)
		}
		cal, ev := parseICS(t, res)
		if v := cal.Props.Get("VERSION"); v == nil || v.Value != "2.0" || cal.Props.Get("PRODID") == nil {
			t.Error("VERSION and PRODID are required")
		}
		var tzids []string
		for _, c := range cal.Children {
			if c.Name == ical.CompTimezone {
				tzids = append(tzids, c.Props.Get(ical.PropTimezoneID).Value)
			}
		}
		if strings.Join(tzids, ",") != "Asia/Makassar" {
			t.Errorf("VTIMEZONE: %v", tzids)
		}
		if p := ev.Props.Get(ical.PropDateTimeStart); p.Params.Get(ical.ParamTimezoneID) != "Asia/Makassar" || p.Value != "20261124T193000" {
			t.Errorf("DTSTART: %v %q", p.Params, p.Value)
		}
		start, err := ev.DateTimeStart(nil)
		end, err2 := ev.DateTimeEnd(nil)
		if err != nil || err2 != nil || !start.Equal(time.Date(2026, 11, 24, 11, 30, 0, 0, time.UTC)) || end.Sub(start) != 2*time.Hour {
			t.Errorf("times: %v %v (%v %v)", start, end, err, err2)
		}
		if uid := ev.Props.Get(ical.PropUID); uid == nil || uid.Value != f.oneOff.ID+"@kajian.test" || ev.Props.Get(ical.PropDateTimeStamp) == nil {
			t.Error("UID and DTSTAMP are required")
		}
		if got := propText(t, ev, ical.PropSummary); got != "Tafsir Surat Al-Kahfi: Empat Fitnah" {
			t.Errorf("SUMMARY: %q", got)
		}
		if got := propText(t, ev, ical.PropLocation); got != "Masjid Raya Makassar, Jl. Masjid Raya No. 57, Makassar" {
			t.Errorf("LOCATION: %q", got)
		}
		desc := propText(t, ev, ical.PropDescription)
		for _, want := range []string{"Hari: Selasa", "Ustadz: Ustadz Abdurrahman Hakim, Lc., Ustadz Fikri Haikal",
			"Narahubung: Rizky (0812-3456-7801)", "Info lengkap: http://kajian.test/kajian/" + f.oneOff.Slug, "Musa dan Khidir, serta"} {
			if !strings.Contains(desc, want) {
				t.Errorf("DESCRIPTION lacks %q:\n%s", want, desc)
			}
		}
		if ev.Props.Get(ical.PropRecurrenceRule) != nil {
			t.Error("a one-off session must not repeat")
		}

		// Weekly: from the next occurrence, every Thursday, without its holidays.
		_, ev = parseICS(t, f.visitor.do("GET", "/kajian-rutin/"+f.weekly.Slug+"/kalender.ics", nil))
		if p := ev.Props.Get(ical.PropDateTimeStart); p.Params.Get(ical.ParamTimezoneID) != "Asia/Jakarta" || p.Value != "20261126T193000" {
			t.Errorf("weekly DTSTART: %v %q", p.Params, p.Value)
		}
		if rr := ev.Props.Get(ical.PropRecurrenceRule); rr == nil || rr.Value != "FREQ=WEEKLY;BYDAY=TH" {
			t.Errorf("RRULE: %v", rr)
		}
		var exdates []string
		for _, p := range ev.Props.Values(ical.PropExceptionDates) {
			if p.Params.Get(ical.ParamTimezoneID) != "Asia/Jakarta" {
				t.Errorf("EXDATE without the TZID: %v", p.Params)
			}
			exdates = append(exdates, p.Value)
		}
		if strings.Join(exdates, ",") != "20261203T193000,20261217T193000" {
			t.Errorf("EXDATE: %v", exdates)
		}
		set, err := ev.RecurrenceSet(nil)
		if err != nil {
			t.Fatal(err)
		}
		var dates []string
		for _, d := range set.Between(start, time.Date(2026, 12, 25, 0, 0, 0, 0, time.UTC), true) {
			dates = append(dates, d.In(kajian.WIB.Location()).Format("2006-01-02 15:04"))
		}
		if got := strings.Join(dates, ","); got != "2026-11-26 19:30,2026-12-10 19:30,2026-12-24 19:30" {
			t.Errorf("occurrences: %s", got)
		}
		if desc := propText(t, ev, ical.PropDescription); !strings.Contains(desc, "Hari: Setiap Kamis") ||
			!strings.Contains(desc, "Live streaming: https://www.youtube.com/live/tauhid") || !strings.Contains(desc, "bab demi bab, dengan") {
			t.Errorf("weekly DESCRIPTION:\n%s", desc)
		}

		// Hidden sessions have no calendar for others.
		if res := f.visitor.do("GET", "/kajian/"+f.pending.Slug+"/kalender.ics", nil); res.status != 404 {
			t.Errorf("pending ics for a visitor: %d", res.status)
		}
		if res := f.creatorC.do("GET", "/kajian/"+f.pending.Slug+"/kalender.ics", nil); res.status != 200 {
			t.Errorf("pending ics for its creator: %d", res.status)
		}
	})
}

func TestICSFoldsLongUnicodeLines(t *testing.T) {
	k := &kajian.Session{ID: "8f14e45f-ceea-467a-9575-6e1c2d3b4a5f", Type: kajian.Regular, Title: strings.Repeat("Kajian ﷺ Akbar; semua, hadir\\ ", 8),
		Date: kajian.Date{Year: 2026, Month: 12, Day: 1}, Time: 20 * 60, Zone: kajian.WIT}
	body := calendarICS(k, testNow, "http://kajian.test/kajian/x", "kajian.test")
	_, ev := parseICS(t, response{status: 200, header: map[string][]string{"Content-Type": {"text/calendar; charset=utf-8"}}, body: body})
	if got := propText(t, ev, ical.PropSummary); got != k.Title {
		t.Errorf("SUMMARY round trip:\n got %q\nwant %q", got, k.Title)
	}
	if p := ev.Props.Get(ical.PropDateTimeStart); p.Params.Get(ical.ParamTimezoneID) != "Asia/Jayapura" {
		t.Errorf("WIT zone: %v", p.Params)
	}
}
