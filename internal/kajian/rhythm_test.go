package kajian

import (
	"errors"
	"testing"
	"time"
)

func rhythmDate(t testing.TB, s string) Date {
	t.Helper()
	d, err := ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestRhythmText(t *testing.T) {
	tests := []struct {
		r    Rhythm
		day  int
		want string
	}{
		{Rhythm{}, 4, "Setiap Kamis"},
		{Rhythm{EveryWeeks: 1}, 0, "Setiap Ahad"},
		{Rhythm{EveryWeeks: 2}, 3, "Dua pekan sekali, Rabu"},
		{Rhythm{EveryWeeks: 3}, 5, "Tiga pekan sekali, Jumat"},
		{Rhythm{EveryWeeks: 4}, 1, "Empat pekan sekali, Senin"},
		{Rhythm{MonthWeeks: []int{1}}, 0, "Setiap Ahad pekan pertama"},
		{Rhythm{MonthWeeks: []int{2}}, 2, "Setiap Selasa pekan kedua"},
		{Rhythm{MonthWeeks: []int{3}}, 6, "Setiap Sabtu pekan ketiga"},
		{Rhythm{MonthWeeks: []int{4}}, 6, "Setiap Sabtu pekan keempat"},
		{Rhythm{MonthWeeks: []int{LastWeek}}, 6, "Setiap Sabtu pekan terakhir"},
		{Rhythm{MonthWeeks: []int{2, 4}}, 6, "Sabtu pekan ke-2 & ke-4"},
		{Rhythm{MonthWeeks: []int{1, LastWeek}}, 6, "Sabtu pekan ke-1 & terakhir"},
		{Rhythm{MonthWeeks: []int{1, 3, LastWeek}}, 6, "Sabtu pekan ke-1, ke-3 & terakhir"},
		{Rhythm{MonthWeeks: []int{LastWeek, 1, 1}}, 6, "Sabtu pekan ke-1 & terakhir"},
		{Rhythm{MonthWeeks: []int{4, 2}}, 6, "Sabtu pekan ke-2 & ke-4"},
	}
	for _, tt := range tests {
		if got := tt.r.Text(tt.day); got != tt.want {
			t.Errorf("%+v.Text(%d) = %q, want %q", tt.r, tt.day, got, tt.want)
		}
	}
}

func TestRhythmRRule(t *testing.T) {
	tests := []struct {
		r    Rhythm
		want string
	}{
		{Rhythm{}, "FREQ=WEEKLY;BYDAY=SA"},
		{Rhythm{EveryWeeks: 3, From: Date{2026, 1, 3}}, "FREQ=WEEKLY;INTERVAL=3;BYDAY=SA"},
		{Rhythm{MonthWeeks: []int{2, 4}}, "FREQ=MONTHLY;BYDAY=2SA,4SA"},
		{Rhythm{MonthWeeks: []int{1, LastWeek}}, "FREQ=MONTHLY;BYDAY=1SA,-1SA"},
	}
	for _, tt := range tests {
		if got := tt.r.RRule(6); got != tt.want {
			t.Errorf("%+v.RRule(Sabtu) = %q, want %q", tt.r, got, tt.want)
		}
	}
}

// TestRhythmValidate: each refusal names its field with its message; the forms the product
// offers pass.
func TestRhythmValidate(t *testing.T) {
	wed := Date{2026, time.January, 7}
	tests := []struct {
		name       string
		r          Rhythm
		field, msg string
	}{
		{"weekly", Rhythm{}, "", ""},
		{"every week said as 1", Rhythm{EveryWeeks: 1}, "", ""},
		{"every 2 weeks", Rhythm{EveryWeeks: 2, From: wed}, "", ""},
		{"every 4 weeks", Rhythm{EveryWeeks: 4, From: wed}, "", ""},
		{"weeks 1 to 4 and the last", Rhythm{MonthWeeks: []int{1, 2, 3, 4, LastWeek}}, "", ""},
		{"every 5 weeks", Rhythm{EveryWeeks: 5, From: wed}, "every_weeks", MsgBadEveryWeeks},
		{"every -1 weeks", Rhythm{EveryWeeks: -1}, "every_weeks", MsgBadEveryWeeks},
		{"every 2 weeks from nowhere", Rhythm{EveryWeeks: 2}, "rhythm_from", MsgNeedRhythmFrom},
		{"every 2 weeks from a Thursday", Rhythm{EveryWeeks: 2, From: wed.AddDays(1)}, "rhythm_from", MsgRhythmFromDay},
		{"week 0", Rhythm{MonthWeeks: []int{0}}, "month_weeks", MsgBadMonthWeek},
		{"week 5", Rhythm{MonthWeeks: []int{2, 5}}, "month_weeks", MsgBadMonthWeek},
		{"week -2", Rhythm{MonthWeeks: []int{-2}}, "month_weeks", MsgBadMonthWeek},
		{"both", Rhythm{EveryWeeks: 2, From: wed, MonthWeeks: []int{1}}, "month_weeks", MsgRhythmBoth},
	}
	for _, tt := range tests {
		err := tt.r.Validate(3)
		if tt.field == "" {
			if err != nil {
				t.Errorf("%s: refused: %v", tt.name, err)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || e.Field != tt.field || e.Message != tt.msg || e.Kind != KindInvalid {
			t.Errorf("%s: %v, want %s: %q", tt.name, err, tt.field, tt.msg)
		}
	}
}

func TestRhythmNormalized(t *testing.T) {
	from := Date{2026, time.January, 7}
	got := Rhythm{EveryWeeks: 3, From: from, MonthWeeks: []int{LastWeek, 2, 2}}.Normalized()
	if got.EveryWeeks != 0 || !got.From.IsZero() || len(got.MonthWeeks) != 2 || got.MonthWeeks[0] != 2 || got.MonthWeeks[1] != LastWeek {
		t.Errorf("monthly normalized: %+v", got)
	}
	if got := (Rhythm{From: from}).Normalized(); got.EveryWeeks != 0 || !got.From.IsZero() || got.MonthWeeks != nil {
		t.Errorf("weekly normalized: %+v", got)
	}
	if got := (Rhythm{EveryWeeks: 2, From: from, MonthWeeks: []int{}}).Normalized(); got.EveryWeeks != 2 || got.From != from || got.MonthWeeks != nil {
		t.Errorf("every 2 weeks normalized: %+v", got)
	}
}

// TestRhythmFirstOn: months of four and of five such weekdays ('terakhir' is the 4th or the 5th),
// a month's and a year's end, and every N weeks before, on and after its first date.
func TestRhythmFirstOn(t *testing.T) {
	// January 2026 has five Saturdays (3 … 31), February four (7 … 28); 2026-12-05 is the first
	// Saturday of December, 2027-01-02 of January. 2026-01-07 and 2020-01-01 are Wednesdays.
	sat := func(weeks ...int) Rhythm { return Rhythm{MonthWeeks: weeks} }
	every := func(n int, from string) Rhythm { return Rhythm{EveryWeeks: n, From: rhythmDate(t, from)} }
	tests := []struct {
		name string
		r    Rhythm
		day  int
		from string
		want string
	}{
		{"weekly, on its day", Rhythm{}, 6, "2026-01-03", "2026-01-03"},
		{"weekly, the day after", Rhythm{}, 6, "2026-01-04", "2026-01-10"},
		{"last, a 5-Saturday month", sat(LastWeek), 6, "2026-01-25", "2026-01-31"},
		{"last, a 4-Saturday month", sat(LastWeek), 6, "2026-02-01", "2026-02-28"},
		{"4th is not the 5th", sat(4), 6, "2026-01-25", "2026-02-28"},
		{"4th and last in a 5-Saturday month", sat(4, LastWeek), 6, "2026-01-25", "2026-01-31"},
		{"1st, after it", sat(1), 6, "2026-01-04", "2026-02-07"},
		{"1st, across the year", sat(1), 6, "2026-12-06", "2027-01-02"},
		{"2nd & 4th, on the 2nd", sat(2, 4), 6, "2026-01-10", "2026-01-10"},
		{"2nd & 4th, after the 2nd", sat(2, 4), 6, "2026-01-11", "2026-01-24"},
		{"3rd, from a month's 31st", sat(3), 6, "2026-01-31", "2026-02-21"},
		{"every 2, long before From", every(2, "2026-01-07"), 3, "2025-12-01", "2026-01-07"},
		{"every 2, on From", every(2, "2026-01-07"), 3, "2026-01-07", "2026-01-07"},
		{"every 2, the day after From", every(2, "2026-01-07"), 3, "2026-01-08", "2026-01-21"},
		{"every 2, an off week", every(2, "2026-01-07"), 3, "2026-01-14", "2026-01-21"},
		{"every 3, mid-way", every(3, "2026-01-07"), 3, "2026-01-15", "2026-01-28"},
		{"every 4, across the year", every(4, "2026-12-02"), 3, "2026-12-03", "2026-12-30"},
		{"every 2, ten years on", every(2, "2020-01-01"), 3, "2030-06-01", "2030-06-05"},
	}
	for _, tt := range tests {
		if got := tt.r.FirstOn(rhythmDate(t, tt.from), tt.day); got.String() != tt.want {
			t.Errorf("%s: FirstOn(%s) = %s, want %s", tt.name, tt.from, got, tt.want)
		}
	}
}

// TestRhythmFirstOnAgreesWithWalking checks FirstOn, which counts instead of walking, against
// the plain definition (the first date of its weekday, week by week, that the rhythm holds)
// for every start date over two years.
func TestRhythmFirstOnAgreesWithWalking(t *testing.T) {
	rhythms := []Rhythm{{}, {EveryWeeks: 2, From: Date{2026, 3, 4}}, {EveryWeeks: 3, From: Date{2026, 3, 4}},
		{EveryWeeks: 4, From: Date{2026, 3, 4}}, {MonthWeeks: []int{LastWeek}}, {MonthWeeks: []int{1, 3}},
		{MonthWeeks: []int{4}}, {MonthWeeks: []int{2, 4, LastWeek}}}
	for _, r := range rhythms {
		for d := (Date{2026, 1, 1}); d.Before(Date{2028, 1, 1}); d = d.AddDays(1) {
			want := d
			for want.Weekday() != 3 || !r.holds(want) {
				want = want.AddDays(1)
			}
			if got := r.FirstOn(d, 3); got != want {
				t.Fatalf("%+v: FirstOn(%s) = %s, want %s", r, d, got, want)
			}
		}
	}
}

// TestHeldOnAndHeldFrom: a holiday on a rhythm date takes it out; one off the rhythm's dates
// changes nothing.
func TestHeldOnAndHeldFrom(t *testing.T) {
	s := &Session{Type: Recurring, DayOfWeek: 6, Rhythm: Rhythm{MonthWeeks: []int{2, 4}},
		Holidays: []Holiday{{Date: Date{2026, 1, 17}}, {Date: Date{2026, 1, 24}}}}
	for d, want := range map[Date]bool{{2026, 1, 10}: true, {2026, 1, 3}: false, {2026, 1, 24}: false,
		{2026, 1, 11}: false, {2026, 1, 17}: false, {2026, 2, 14}: true} {
		if got := s.HeldOn(d); got != want {
			t.Errorf("HeldOn(%s) = %v, want %v", d, got, want)
		}
	}
	if got := s.HeldFrom(Date{2026, 1, 11}); got != (Date{2026, 2, 14}) {
		t.Errorf("HeldFrom past a holiday on the 4th Saturday = %s, want 2026-02-14", got)
	}
}

// BenchmarkFirstOn shows that the date a rhythm gives costs the same however long ago it
// started: FirstOn counts, it does not walk the weeks since From.
func BenchmarkFirstOn(b *testing.B) {
	target := Date{2030, time.June, 1}
	for _, bc := range []struct {
		name string
		from Date
	}{{"from_2020", Date{2020, time.January, 1}}, {"from_last_week", Date{2030, time.May, 22}}} {
		r := Rhythm{EveryWeeks: 3, From: bc.from}
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				_ = r.FirstOn(target, 3)
			}
		})
	}
	b.Run("monthly_last", func(b *testing.B) {
		r := Rhythm{MonthWeeks: []int{LastWeek}}
		for b.Loop() {
			_ = r.FirstOn(target, 3)
		}
	})
}
