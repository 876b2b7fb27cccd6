package kajian

import (
	"testing"
	"time"
)

func TestCardText(t *testing.T) {
	day := func(s string) Date {
		d, err := ParseDate(s)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	now := time.Date(2026, 11, 26, 3, 0, 0, 0, time.UTC) // Thursday 10:00 WIB, 11:00 WITA
	weekly := &Session{Type: Recurring, Ustaz: "Ustadz A", DayOfWeek: 4, Time: 19*60 + 30, Zone: WITA,
		Speakers: []Speaker{{Name: "Ustadz A"}, {Name: "Ustadz B", IsMain: true}}, Location: "Masjid Raya", Address: "Jl. 1",
		Kitab: "Riyadhus Shalihin", Bab: "Ikhlas dan Niat",
		Holidays: []Holiday{{Date: day("2026-11-26"), Reason: "Banjir"}, {Date: day("2026-12-03")}, {Date: day("2026-12-17")},
			{Date: day("2026-12-24")}, {Date: day("2026-12-31")}, {Date: day("2027-01-07")}, {Date: day("2027-01-14")}}}
	prayer := &Session{Type: Regular, Ustaz: "Ustadz C", Date: day("2026-11-24"), Time: 18 * 60, Zone: WIB,
		AfterPrayer: AfterPrayer{Prayer: Maghrib}, IsOnline: true, Location: "Masjid Online", Bab: "Bab Wudhu"}
	bare := &Session{Type: Regular, Ustaz: "Ustadz D", Date: day("2026-11-30"), Time: 5*60 + 30}
	addressOnly := &Session{Type: Regular, Date: day("2026-11-30"), Time: 8 * 60, Zone: WIT, Address: "Jl. Sentani",
		Speakers: []Speaker{{Name: "Ustadz E"}, {Name: "Ustadz F"}}}
	for _, c := range []struct {
		name string
		s    *Session
		want CardText
	}{
		{"weekly with a holiday today", weekly, CardText{Speaker: "Ustadz B", When: "Setiap Kamis · 19.30 WITA",
			Next: "Selanjutnya: 10 Des", Where: "Masjid Raya", HolidayToday: "Libur Hari Ini: Banjir",
			Holidays: "Libur mendatang: 3 Des, 17 Des +4 lainnya", Kitab: "Riyadhus Shalihin · Ikhlas dan Niat"}},
		// The time after a prayer is that prayer's adzan on the session's date, at its zone's
		// reference place: the session starts AdzanToStart minutes later.
		{"online after a prayer", prayer, CardText{Speaker: "Ustadz C",
			When:  "Selasa, 24 November 2026 · Ba'da Maghrib · adzan ± " + (prayer.TimeOn(prayer.Date) - AdzanToStart).Text() + " WIB",
			Where: "Live Stream", Kitab: "Bab Wudhu"}},
		{"no zone, no place", bare, CardText{Speaker: "Ustadz D", When: "Senin, 30 November 2026 · 05.30 WIB", Where: "-"}},
		{"an address, no main speaker", addressOnly, CardText{Speaker: "Ustadz E", When: "Senin, 30 November 2026 · 08.00 WIT",
			Where: "Jl. Sentani"}},
	} {
		if got := c.s.CardTextAt(c.s.TimingAt(now)); got != c.want {
			t.Errorf("%s:\n got %+v\nwant %+v", c.name, got, c.want)
		}
	}
	// A holiday today without a reason; holidays ahead only.
	weekly.Holidays = []Holiday{{Date: day("2026-11-26")}}
	if got := weekly.CardTextAt(weekly.TimingAt(now)); got.HolidayToday != "Libur Hari Ini" || got.Holidays != "" || got.Next != "Selanjutnya: 3 Des" {
		t.Errorf("holiday today without a reason: %+v", got)
	}
	weekly.Holidays = []Holiday{{Date: day("2026-12-03")}, {Date: day("2026-12-10")}}
	if got := weekly.CardTextAt(weekly.TimingAt(now)); got.HolidayToday != "" || got.Holidays != "Libur mendatang: 3 Des, 10 Des" {
		t.Errorf("holidays ahead: %+v", got)
	}
	if got := AttendeesText(3); got != "3 orang akan hadir" {
		t.Errorf("AttendeesText(3) = %q", got)
	}
}
