package server

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-ical"

	"github.com/kajiankita/kajian/internal/kajian"
)

// feed fetches a calendar feed and parses it with a real iCalendar parser.
func feed(t *testing.T, c *client, path string, headers ...string) (response, *ical.Calendar) {
	t.Helper()
	res := c.do("GET", path, nil, headers...)
	if res.status != 200 {
		return res, nil
	}
	if ct := res.header.Get("Content-Type"); ct != "text/calendar; charset=utf-8" {
		t.Fatalf("%s: Content-Type %q", path, ct)
	}
	cal, err := ical.NewDecoder(bytes.NewReader(res.body)).Decode()
	if err != nil {
		t.Fatalf("%s does not parse: %v\n%s", path, err, res.body)
	}
	return res, cal
}

// eventsByUID indexes a calendar's events by UID.
func eventsByUID(t *testing.T, cal *ical.Calendar) map[string]ical.Event {
	t.Helper()
	out := map[string]ical.Event{}
	for _, ev := range cal.Events() {
		uid, err := ev.Props.Text(ical.PropUID)
		if err != nil {
			t.Fatal(err)
		}
		if _, dup := out[uid]; dup {
			t.Errorf("UID %s twice", uid)
		}
		out[uid] = ev
	}
	return out
}

// occurrences expands an event over the 8 weeks from from, as a calendar app shows it.
func occurrences(t *testing.T, ev ical.Event, from time.Time) []time.Time {
	t.Helper()
	set, err := ev.RecurrenceSet(time.UTC)
	if err != nil {
		t.Fatal(err)
	}
	if set == nil {
		start, err := ev.DateTimeStart(time.UTC)
		if err != nil {
			t.Fatal(err)
		}
		return []time.Time{start}
	}
	// go-ical also adds each EXDATE as an RDATE; the exception still wins in the set.
	return set.Between(from, from.Add(8*7*24*time.Hour), true)
}

func sequenceOf(t *testing.T, ev ical.Event) int {
	t.Helper()
	n, err := strconv.Atoi(ev.Props.Get(ical.PropSequence).Value)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func eventStatus(ev ical.Event) string {
	if p := ev.Props.Get(ical.PropStatus); p != nil {
		return p.Value
	}
	return ""
}

// TestCalendarFeeds: the personal feed of what one attends, with its secret address renewed;
// the feeds near a place and of an ustadz; recurrences skipping holidays over 8 weeks; an edit
// raising SEQUENCE and moving every occurrence; a deletion kept as cancelled; ETag and 304.
func TestCalendarFeeds(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		for _, k := range []*kajian.Session{f.oneOff, f.weekly} {
			if res := f.otherC.do("PUT", apiPath(k)+"/rsvp", map[string]string{"status": "hadir"}); res.status != 200 {
				t.Fatalf("rsvp: %d %s", res.status, res.body)
			}
		}
		// The feed's secret is kept as a hash: the settings never show it again (issue 32); a new
		// address is shown once, in the answer that made it.
		var shown, settings remindersDTO
		decodeInto(t, f.otherC.do("GET", "/api/v1/reminders", nil), &shown)
		if shown.FeedURL != nil || shown.WebcalURL != nil {
			t.Fatalf("the settings show a kept secret: %+v", shown)
		}
		decodeInto(t, f.otherC.do("POST", "/api/v1/reminders/feed", nil), &settings)
		if settings.FeedURL == nil || !strings.HasPrefix(*settings.FeedURL, "http://kajian.test/feeds/saya/") ||
			settings.WebcalURL == nil || *settings.WebcalURL != "webcal://"+strings.TrimPrefix(*settings.FeedURL, "http://") {
			t.Fatalf("feed addresses: %+v", settings)
		}
		personal := strings.TrimPrefix(*settings.FeedURL, "http://kajian.test")

		res, cal := feed(t, f.visitor, personal)
		if cal == nil {
			t.Fatalf("personal feed: %d %s", res.status, res.body)
		}
		if p := cal.Props.Get("REFRESH-INTERVAL"); p == nil || p.Value != "PT6H" || cal.Props.Get("X-PUBLISHED-TTL") == nil {
			t.Error("a feed asks to be fetched again every 6 hours")
		}
		var zones []string
		for _, c := range cal.Children {
			if c.Name == ical.CompTimezone {
				zones = append(zones, c.Props.Get(ical.PropTimezoneID).Value)
			}
		}
		if strings.Join(zones, ",") != "Asia/Jakarta,Asia/Makassar" {
			t.Errorf("VTIMEZONE: %v", zones)
		}
		events := eventsByUID(t, cal)
		oneOff, weekly := events[f.oneOff.ID+"@kajian.test"], events[f.weekly.ID+"@kajian.test"]
		if len(events) != 2 || oneOff.Component == nil || weekly.Component == nil {
			t.Fatalf("events: %v", events)
		}
		wib := kajian.WIB.Location()
		from := testNow
		got := occurrences(t, weekly, from)
		var days []string
		for _, o := range got {
			days = append(days, o.In(wib).Format("2006-01-02 15:04"))
		}
		// Eight Thursdays from 26 November, without the holidays of 3 and 17 December.
		want := "2026-11-26 19:30,2026-12-10 19:30,2026-12-24 19:30,2026-12-31 19:30,2027-01-07 19:30,2027-01-14 19:30"
		if strings.Join(days, ",") != want {
			t.Errorf("weekly occurrences:\n got %s\nwant %s", strings.Join(days, ","), want)
		}
		if o := occurrences(t, oneOff, from); len(o) != 1 || !o[0].Equal(f.oneOff.Start()) {
			t.Errorf("one-off: %v", o)
		}

		// Unchanged: 304 for the ETag, so calendars polling it cost almost nothing.
		etag := res.header.Get("ETag")
		if etag == "" || res.header.Get("Last-Modified") == "" {
			t.Fatalf("validators: %v", res.header)
		}
		if again := f.visitor.do("GET", personal, nil, "If-None-Match", etag); again.status != 304 || len(again.body) != 0 {
			t.Errorf("If-None-Match: %d", again.status)
		}

		// An edit of the weekly session's time: SEQUENCE rises and every occurrence moves.
		e.clock.Advance(time.Minute)
		edited := withFields(weeklyBody(), map[string]any{"title": f.weekly.Title, "time": "20:00", "holidays": nil,
			"location": f.weekly.Location, "address": f.weekly.Address})
		if res := f.admC.do("PUT", "/api/v1/postings/recurring/"+f.weekly.Slug, edited); res.status != 200 {
			t.Fatalf("edit: %d %s", res.status, res.body)
		}
		res2, cal2 := feed(t, f.visitor, personal, "If-None-Match", etag)
		if cal2 == nil {
			t.Fatalf("after an edit the feed must change: %d", res2.status)
		}
		weekly2 := eventsByUID(t, cal2)[f.weekly.ID+"@kajian.test"]
		if sequenceOf(t, weekly2) <= sequenceOf(t, weekly) {
			t.Errorf("SEQUENCE %d after the edit, %d before", sequenceOf(t, weekly2), sequenceOf(t, weekly))
		}
		for _, o := range occurrences(t, weekly2, from) {
			if o.In(wib).Format("15:04") != "20:00" {
				t.Errorf("an occurrence at %s after the edit", o.In(wib))
			}
		}

		// Public feeds: near the place (a gazetteer name) and of the ustadz, titles ignored.
		_, near := feed(t, f.visitor, "/feeds/dekat.ics?tempat=Jakarta%20Pusat&radius_km=10")
		if near == nil || len(eventsByUID(t, near)) != 1 || eventsByUID(t, near)[f.weekly.ID+"@kajian.test"].Component == nil {
			t.Errorf("near Jakarta Pusat: %v", near)
		}
		_, ustadz := feed(t, f.visitor, "/feeds/ustadz.ics?nama=Ust.%20Abdurrahman%20Hakim")
		if ustadz == nil || len(eventsByUID(t, ustadz)) != 1 || eventsByUID(t, ustadz)[f.oneOff.ID+"@kajian.test"].Component == nil {
			t.Errorf("ustadz feed: %v", ustadz)
		}
		for path, want := range map[string]int{
			"/feeds/dekat.ics?tempat=Atlantis":                  400,
			"/feeds/dekat.ics":                                  400,
			"/feeds/dekat.ics?lat=-6.2&lng=106.8&radius_km=500": 400,
			"/feeds/ustadz.ics?nama=Ustadz":                     400, // nothing but a title
		} {
			if res := f.visitor.do("GET", path, nil); res.status != want {
				t.Errorf("%s: %d, want %d", path, res.status, want)
			}
		}

		// Deleted by an admin: still in each feed, cancelled, for 30 days.
		e.clock.Advance(time.Minute)
		if res := f.admC.do("DELETE", "/api/v1/postings/regular/"+f.oneOff.Slug, nil); res.status != 200 {
			t.Fatalf("delete: %d %s", res.status, res.body)
		}
		for _, path := range []string{personal, "/feeds/ustadz.ics?nama=Abdurrahman%20Hakim", "/feeds/dekat.ics?tempat=Makassar"} {
			_, c := feed(t, f.visitor, path)
			ev := eventsByUID(t, c)[f.oneOff.ID+"@kajian.test"]
			if ev.Component == nil || eventStatus(ev) != "CANCELLED" || sequenceOf(t, ev) <= sequenceOf(t, oneOff) {
				t.Errorf("%s: the deleted session is not cancelled: %v", path, ev.Component)
				continue
			}
			if o := occurrences(t, ev, from); len(o) != 1 || !o[0].Equal(f.oneOff.Start()) {
				t.Errorf("%s: the cancelled event is not at the session's time: %v", path, o)
			}
		}
		// A new address: the old one stops working at once.
		var renewed remindersDTO
		decodeInto(t, f.otherC.do("POST", "/api/v1/reminders/feed", nil), &renewed)
		if renewed.FeedURL == nil || *renewed.FeedURL == *settings.FeedURL {
			t.Fatal("the address did not change")
		}
		if res := f.visitor.do("GET", personal, nil); res.status != 404 || apiError(t, res).Message != "Tautan kalender tidak valid atau sudah diganti" {
			t.Errorf("old address: %d %s", res.status, res.body)
		}
		renewedPath := strings.TrimPrefix(*renewed.FeedURL, "http://kajian.test")
		if _, c := feed(t, f.visitor, renewedPath); c == nil {
			t.Error("the new address does not work")
		}

		e.clock.Advance(kajian.CancelledKept + time.Hour)
		if err := e.db.PurgeNotices(context.Background()); err != nil {
			t.Fatal(err)
		}
		_, later := feed(t, f.visitor, renewedPath)
		if ev := eventsByUID(t, later)[f.oneOff.ID+"@kajian.test"]; later == nil || ev.Component != nil {
			t.Error("a cancellation stays 30 days, not longer")
		}
	})
}
