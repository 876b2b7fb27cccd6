package kajian

import (
	"errors"
	"testing"
	"time"
)

func TestHolidayRangesTakeOutTheSessionsDatesWithin(t *testing.T) {
	d := func(s string) Date {
		t.Helper()
		v, err := ParseDate(s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	// Kamis 19.30 WIB; Ramadhan 18 Februari – 19 Maret 2027 off; a single holiday on 25 Maret.
	s := &Session{Type: Recurring, DayOfWeek: 4, Time: 19*60 + 30, Zone: WIB, Status: StatusActive,
		Holidays: []Holiday{{Date: d("2027-02-18"), Until: d("2027-03-19"), Reason: "Ramadhan"}, {Date: d("2027-03-25")}}}
	at := func(day string, hour int) time.Time { return At(d(day), ClockTime(hour*60), WIB) }

	tm := s.TimingAt(at("2027-02-10", 12))
	if got := tm.NextDate; got != d("2027-02-11") {
		t.Errorf("before Ramadhan: next %v", got)
	}
	if c := s.CardTextAt(tm); c.Holidays != "Libur mendatang: 18 Feb – 19 Mar, 25 Mar" {
		t.Errorf("card before Ramadhan: %q", c.Holidays)
	}
	// On a Kamis within the range: 'Libur Hari Ini: Ramadhan', past group, next held 1 April.
	tm = s.TimingAt(at("2027-03-04", 12))
	if tm.HolidayToday == nil || tm.HolidayToday.Reason != "Ramadhan" || !tm.Past || tm.NextDate != d("2027-04-01") {
		t.Errorf("a Kamis in Ramadhan: today %+v past %v next %v", tm.HolidayToday, tm.Past, tm.NextDate)
	}
	if c := s.CardTextAt(tm); c.HolidayToday != "Libur Hari Ini: Ramadhan" || c.Holidays != "Libur mendatang: 25 Mar" {
		t.Errorf("card on a Kamis in Ramadhan: %q / %q", c.HolidayToday, c.Holidays)
	}
	// On a Senin within the range the session is not held anyway: no banner, not past.
	tm = s.TimingAt(at("2027-03-01", 12))
	if tm.HolidayToday != nil || tm.Past || tm.NextDate != d("2027-04-01") {
		t.Errorf("a Senin in Ramadhan: today %+v past %v next %v", tm.HolidayToday, tm.Past, tm.NextDate)
	}
	if got := s.HeldBack(d("2027-03-01")); len(got) != 4 || got[0] != d("2027-03-04") || got[2] != d("2027-03-18") || got[3] != d("2027-03-25") {
		t.Errorf("held back from 1 March: %v", got)
	}
	if got := s.OffDates(); len(got) != 6 || got[0] != d("2027-02-18") || got[4] != d("2027-03-18") {
		t.Errorf("off dates: %v", got)
	}
}

func TestHolidayRangesAreChecked(t *testing.T) {
	cases := []struct {
		in   []HolidayInput
		want string
	}{
		{[]HolidayInput{{Date: "2027-02-18", Until: "2027-02-10"}}, MsgHolidayUntilBefore},
		{[]HolidayInput{{Date: "2027-01-01", Until: "2028-01-02"}}, MsgHolidayTooLong},
		{[]HolidayInput{{Date: "2027-02-18", Until: "2027-03-19"}, {Date: "2027-03-19"}}, "Tanggal libur bertumpuk: 18 Feb – 19 Mar dan 19 Mar"},
		{[]HolidayInput{{Date: "2027-03-01", Until: "2027-03-10"}, {Date: "2027-02-20", Until: "2027-03-01"}}, "Tanggal libur bertumpuk: 1 Mar – 10 Mar dan 20 Feb – 1 Mar"},
		{[]HolidayInput{{Date: "2027-02-18", Until: "19-03-2027"}}, "Tanggal akhir libur tidak valid"},
	}
	for _, c := range cases {
		err := ValidateHolidays(c.in)
		var e *Error
		if !errors.As(err, &e) || e.Field != "holidays" || e.Message != c.want {
			t.Errorf("%v: %v, want %q", c.in, err, c.want)
		}
	}
	ok := []HolidayInput{{Date: "2027-02-18", Until: "2027-03-19", Reason: "Ramadhan"}, {Date: "2027-03-20"}, {Date: "2027-12-31", Until: "2028-12-30"}}
	if err := ValidateHolidays(ok); err != nil {
		t.Errorf("adjacent ranges and a year's range: %v", err)
	}
	hs := ParseHolidays(ok)
	if err := ValidateAmong(Holiday{ID: "x", Date: hs[1].Date}, hs); err == nil {
		t.Error("a new holiday on a date another covers is not refused")
	}
	hs[1].ID = "x"
	if err := ValidateAmong(Holiday{ID: "x", Date: hs[1].Date.AddDays(1)}, hs); err != nil {
		t.Errorf("moving a holiday by a day onto nothing: %v", err)
	}
}

// TestHolidaysMustTakeOutAHeldDate checks the rule every path that adds or edits a holiday uses:
// a single date the rhythm holds, a range holding at least one (holidays themselves aside).
func TestHolidaysMustTakeOutAHeldDate(t *testing.T) {
	d := func(s string) Date { v, _ := ParseDate(s); return v }
	even := Rhythm{MonthWeeks: []int{2, 4}}                // Sabtu pekan ke-2 & ke-4: 12 and 26 Dec 2026
	every2 := Rhythm{EveryWeeks: 2, From: d("2026-11-18")} // Rabu: 18 Nov, 2 Dec, 16 Dec
	cases := []struct {
		r    Rhythm
		day  int
		h    Holiday
		want string
	}{
		{Rhythm{}, 6, Holiday{Date: d("2026-12-01")}, MsgCancelDateHeld + " (1 Des)"},
		{Rhythm{}, 6, Holiday{Date: d("2026-12-05")}, ""},
		{even, 6, Holiday{Date: d("2026-12-05")}, MsgCancelDateHeld + " (5 Des)"},
		{even, 6, Holiday{Date: d("2026-12-26")}, ""},
		{even, 6, Holiday{Date: d("2026-12-13"), Until: d("2026-12-25")}, MsgHolidayRangeNotHeld + " (13 Des – 25 Des)"},
		{even, 6, Holiday{Date: d("2026-12-13"), Until: d("2026-12-26")}, ""},
		{every2, 3, Holiday{Date: d("2026-11-25")}, MsgCancelDateHeld + " (25 Nov)"},
		{every2, 3, Holiday{Date: d("2026-11-11")}, MsgCancelDateHeld + " (11 Nov)"}, // before its first date
		{every2, 3, Holiday{Date: d("2026-12-16"), Reason: "Safar"}, ""},
		{every2, 3, Holiday{Date: d("2026-12-03"), Until: d("2026-12-15")}, MsgHolidayRangeNotHeld + " (3 Des – 15 Des)"},
	}
	for i, c := range cases {
		err := c.r.CheckHolidays(c.day, []Holiday{c.h})
		var e *Error
		switch {
		case c.want == "" && err != nil:
			t.Errorf("case %d: %v, want none", i, err)
		case c.want != "" && (!errors.As(err, &e) || e.Field != "holidays" || e.Message != c.want):
			t.Errorf("case %d: %v, want %q", i, err, c.want)
		}
	}
	// The session's one check also refuses overlaps, after its dates.
	s := &Session{Type: Recurring, DayOfWeek: 6, Rhythm: even, Holidays: []Holiday{{ID: "a", Date: d("2026-12-12")}}}
	if err := s.CheckHoliday(Holiday{Date: d("2026-12-12")}); !errors.Is(err, ErrHolidayTaken) {
		t.Errorf("a held date taken: %v", err)
	}
	if err := s.CheckHoliday(Holiday{ID: "a", Date: d("2026-12-19")}); err == nil {
		t.Error("moving a holiday onto the third Sabtu is not refused")
	}
}
