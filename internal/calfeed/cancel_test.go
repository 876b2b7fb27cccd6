package calfeed

import (
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-ical"

	"github.com/kajiankita/kajian/internal/kajian"
)

func status(ev ical.Event) string { return ev.Props.Get(ical.PropStatus).Value }

// A cancelled one-off session stays in its file and the feeds, STATUS:CANCELLED with the reason.
func TestCancelledOneOffSaysCancelled(t *testing.T) {
	at := time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC)
	k := &kajian.Session{ID: "k1", Type: kajian.Regular, Title: "Tabligh Akbar", Date: kajian.Date{Year: 2026, Month: 11, Day: 30},
		Time: 8 * 60, Zone: kajian.WIB, Status: kajian.StatusApproved, CancelledAt: &at, CancelReason: "Hujan deras"}
	events := written(t, k, at, false)
	if len(events) != 1 || status(events[0]) != "CANCELLED" {
		t.Fatalf("events: %+v", events)
	}
	if d, _ := events[0].Props.Text(ical.PropDescription); !strings.HasPrefix(d, "Dibatalkan: Hujan deras\n") {
		t.Fatalf("description: %q", d)
	}
}

// A cancelled date of a weekly session: the rule keeps it (no EXDATE) and an override of that
// occurrence, same UID, RECURRENCE-ID at its start, says STATUS:CANCELLED; a holiday stays an
// EXDATE. When the next slot is the one cancelled, the rule starts there.
func TestCancelledOccurrenceIsAnOverride(t *testing.T) {
	cancelled := kajian.Date{Year: 2026, Month: 12, Day: 3}
	for _, c := range []struct {
		name string
		from time.Time
	}{
		{"ahead", time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)}, // next slot 26 Nov
		{"next", time.Date(2026, 11, 27, 5, 0, 0, 0, time.UTC)},  // next slot 3 Dec, cancelled
		{"gone", time.Date(2026, 12, 3, 12, 31, 0, 0, time.UTC)}, // 19.31 WIB, after it
	} {
		k := &kajian.Session{ID: "w1", Type: kajian.Recurring, Title: "Kajian Kamis", DayOfWeek: 4, Time: 19*60 + 30,
			Zone: kajian.WIB, Status: kajian.StatusActive, Holidays: []kajian.Holiday{
				{Date: cancelled, Reason: "Ustadz sakit", Cancelled: true}, {Date: cancelled.AddDays(7), Reason: "Libur"}}}
		events := written(t, k, c.from, false)
		master := events[0]
		start, err := master.DateTimeStart(time.UTC)
		if err != nil {
			t.Fatal(err)
		}
		var exdates []string
		for _, p := range master.Props.Values(ical.PropExceptionDates) {
			exdates = append(exdates, p.Value)
		}
		want := "20261210T193000"
		if c.name == "gone" { // from 17 December on: the holiday is behind it too
			want = ""
		}
		if strings.Join(exdates, ",") != want || status(master) != "CONFIRMED" {
			t.Errorf("%s: EXDATE %v, status %s", c.name, exdates, status(master))
		}
		if c.name == "gone" {
			if len(events) != 1 {
				t.Errorf("%s: an override of a date before the rule's start: %d events", c.name, len(events))
			}
			continue
		}
		if want := kajian.At(cancelled, k.Time, k.Zone); c.name == "next" && !start.Equal(want) {
			t.Errorf("%s: the rule starts %s, want the cancelled slot %s", c.name, start, want)
		}
		if len(events) != 2 {
			t.Fatalf("%s: %d events", c.name, len(events))
		}
		o := events[1]
		rid, err := o.Props.Get(ical.PropRecurrenceID).DateTime(time.UTC)
		if err != nil || !rid.Equal(kajian.At(cancelled, k.Time, k.Zone)) || status(o) != "CANCELLED" ||
			o.Props.Get(ical.PropUID).Value != master.Props.Get(ical.PropUID).Value {
			t.Errorf("%s: override %+v (%v)", c.name, o.Props, err)
		}
		// The override names an instance the rule gives.
		set, err := master.RecurrenceSet(time.UTC)
		if err != nil {
			t.Fatal(err)
		}
		if got := set.Between(rid, rid, true); len(got) != 1 {
			t.Errorf("%s: the rule has no instance at %s", c.name, rid)
		}
	}
}

// A weekly session after a prayer is one event per date: its cancelled date is written,
// cancelled; its holiday is not.
func TestCancelledPrayerOccurrence(t *testing.T) {
	cancelled := kajian.Date{Year: 2026, Month: 12, Day: 4}
	k := &kajian.Session{ID: "p1", Type: kajian.Recurring, Title: "Ba'da Maghrib", DayOfWeek: 5, Zone: kajian.WIB,
		AfterPrayer: kajian.AfterPrayer{Prayer: kajian.Maghrib}, Status: kajian.StatusActive, Holidays: []kajian.Holiday{
			{Date: cancelled, Reason: "Ustadz sakit", Cancelled: true}, {Date: cancelled.AddDays(7), Reason: "Libur"}}}
	events := written(t, k, time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC), false)
	got := map[string]string{}
	for _, ev := range events {
		got[strings.TrimSuffix(strings.TrimPrefix(ev.Props.Get(ical.PropUID).Value, "p1-"), "@kajian.test")] = status(ev)
	}
	if len(events) != PrayerEvents || got["2026-11-27"] != "CONFIRMED" || got["2026-12-04"] != "CANCELLED" || got["2026-12-11"] != "" {
		t.Fatalf("events: %d %v", len(events), got)
	}
}
