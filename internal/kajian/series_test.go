package kajian

import (
	"errors"
	"testing"
	"time"
)

func d(y, m, day int) Date { return Date{Year: y, Month: time.Month(m), Day: day} }

// Meetings count from the series' start in date order: a weekly Saturday session skips its
// holidays (a cancelled occurrence is a holiday row too), a one-off session between takes its
// number, sessions before the start or after the end are not counted.
func TestSeriesMeetingsCountSkippingHolidays(t *testing.T) {
	sr := Series{StartsOn: d(2026, 11, 1)}
	sat := &Session{ID: "w", Type: Recurring, DayOfWeek: 6, Time: 8 * 60,
		Holidays: []Holiday{{Date: d(2026, 11, 14), Reason: "Libur"}, {Date: d(2026, 11, 28), Reason: "Dibatalkan"}}}
	one := &Session{ID: "o", Type: Regular, Date: d(2026, 11, 18), Time: 19 * 60}
	before := &Session{ID: "b", Type: Regular, Date: d(2026, 10, 30)}
	got := sr.Meetings([]*Session{sat, one, before}, d(2026, 12, 12))
	want := []struct {
		date Date
		id   string
	}{{d(2026, 11, 7), "w"}, {d(2026, 11, 18), "o"}, {d(2026, 11, 21), "w"}, {d(2026, 12, 5), "w"}, {d(2026, 12, 12), "w"}}
	if len(got) != len(want) {
		t.Fatalf("meetings %+v", got)
	}
	for i, w := range want {
		if got[i].Date != w.date || got[i].Session.ID != w.id || got[i].N != i+1 {
			t.Fatalf("meeting %d: %+v, want %v %s", i, got[i], w.date, w.id)
		}
	}
	if got[4].Label() != "Pertemuan ke-5" {
		t.Fatalf("label %q", got[4].Label())
	}
	// A second weekly session of the series on Wednesdays every two weeks interleaves.
	wed := &Session{ID: "x", Type: Recurring, DayOfWeek: 3, Time: 19 * 60, Rhythm: Rhythm{EveryWeeks: 2, From: d(2026, 11, 4)}}
	got = sr.Meetings([]*Session{sat, wed}, d(2026, 11, 21))
	var dates []string
	for _, m := range got {
		dates = append(dates, m.Date.String())
	}
	if len(got) != 4 || dates[0] != "2026-11-04" || dates[1] != "2026-11-07" || dates[2] != "2026-11-18" || dates[3] != "2026-11-21" {
		t.Fatalf("two sessions %v", dates)
	}
}

// The timeline splits at today (today is coming), past most recent first, each bounded; a
// session's numbers over some days are what its card and page name.
func TestSeriesTimelineAndNumbers(t *testing.T) {
	sr := Series{StartsOn: d(2026, 1, 3)}
	sat := &Session{ID: "w", Type: Recurring, DayOfWeek: 6, Holidays: []Holiday{{Date: d(2026, 11, 21)}}}
	tl := sr.Timeline([]*Session{sat}, d(2026, 11, 28))
	if len(tl.Coming) != SeriesComingMax || tl.Coming[0].Date != d(2026, 11, 28) {
		t.Fatalf("coming %+v", tl.Coming[0])
	}
	if len(tl.Past) != SeriesPastMax || tl.Past[0].Date != d(2026, 11, 14) || tl.Past[0].N != tl.Coming[0].N-1 {
		t.Fatalf("past %+v, coming %+v", tl.Past[0], tl.Coming[0])
	}
	// 2026-01-03 … 2026-11-28 is 48 Saturdays, one a holiday.
	numbers := sr.Numbers([]*Session{sat}, d(2026, 11, 22), d(2026, 12, 5))
	if len(numbers) != 1 || len(numbers["w"]) != 2 || numbers["w"][0] != (MeetingNo{d(2026, 11, 28), 47}) || numbers["w"][1].N != 48 {
		t.Fatalf("numbers %+v", numbers)
	}
	ref := &SeriesRef{Meetings: numbers["w"]}
	if got := ref.MeetingLabel(d(2026, 11, 28)); got != "Pertemuan ke-47" {
		t.Fatalf("label %q", got)
	}
	// No number where none was read (or none is held), and none without a series.
	if ref.MeetingLabel(d(2026, 12, 12)) != "" || ref.MeetingLabel(d(2026, 11, 29)) != "" || (*SeriesRef)(nil).MeetingLabel(d(2026, 11, 28)) != "" {
		t.Fatal("a label where no meeting was numbered")
	}
}

// A cancelled one-off session is no meeting: the next one takes its number.
func TestSeriesMeetingsSkipACancelledOneOff(t *testing.T) {
	sr := Series{StartsOn: d(2026, 11, 1)}
	at := time.Date(2026, 11, 20, 0, 0, 0, 0, time.UTC)
	first := &Session{ID: "a", Type: Regular, Date: d(2026, 11, 3)}
	cancelled := &Session{ID: "b", Type: Regular, Date: d(2026, 11, 10), CancelledAt: &at, CancelReason: "Ustadz sakit"}
	third := &Session{ID: "c", Type: Regular, Date: d(2026, 11, 17)}
	got := sr.Numbers([]*Session{first, cancelled, third}, d(2026, 11, 1), d(2026, 11, 30))
	if len(got["b"]) != 0 || got["c"][0].N != 2 {
		t.Fatalf("numbers %+v", got)
	}
}

func TestSeriesInputValidate(t *testing.T) {
	sr, err := SeriesInput{Title: "  Syarah   Kitab Tauhid ", Ustaz: "Ust. X", StartsOn: "2026-11-01"}.Validate()
	if err != nil || sr.Title != "Syarah Kitab Tauhid" || sr.StartsOn != d(2026, 11, 1) {
		t.Fatalf("%+v %v", sr, err)
	}
	_, err = SeriesInput{StartsOn: "kemarin"}.Validate()
	var e *Error
	if !errors.As(err, &e) || e.Fields["title"] != MsgSeriesTitle || e.Fields["ustaz"] != MsgSeriesUstaz || e.Fields["starts_on"] != MsgSeriesStart {
		t.Fatalf("%+v", err)
	}
}
