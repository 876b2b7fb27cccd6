package kajian

import (
	"errors"
	"testing"
	"time"
)

func TestEndAfter(t *testing.T) {
	clock := func(h, m int) ClockTime { return ClockTime(h*60 + m) }
	jan10 := Date{2027, time.January, 10}
	tests := []struct {
		name  string
		s     Session
		start time.Time
		want  time.Time
	}{
		{"no end: two hours", Session{Zone: WIB, Time: clock(8, 0)},
			At(jan10, clock(8, 0), WIB), At(jan10, clock(10, 0), WIB)},
		{"an end time that day", Session{Zone: WIB, Time: clock(8, 0), EndTime: clock(11, 30)},
			At(jan10, clock(8, 0), WIB), At(jan10, clock(11, 30), WIB)},
		{"the zone's day, not UTC's", Session{Zone: WITA, Time: clock(7, 30), EndTime: clock(10, 0)},
			time.Date(2027, 1, 9, 23, 30, 0, 0, time.UTC), At(jan10, clock(10, 0), WITA)},
		{"no zone: WIB", Session{Time: clock(19, 0), EndTime: clock(21, 0)},
			At(jan10, clock(19, 0), WIB), At(jan10, clock(21, 0), WIB)},
		{"after a prayer past its end: two hours", Session{Zone: WIB, AfterPrayer: AfterPrayer{Prayer: "maghrib"}, EndTime: clock(18, 0)},
			At(jan10, clock(18, 20), WIB), At(jan10, clock(20, 20), WIB)},
		{"a dauroh ends on its last day", Session{Type: Regular, Zone: WIB, Date: Date{2027, 1, 8}, EndDate: jan10, Time: clock(8, 0), EndTime: clock(16, 0)},
			At(Date{2027, 1, 8}, clock(8, 0), WIB), At(jan10, clock(16, 0), WIB)},
		{"a dauroh ending before its start hour", Session{Type: Regular, Zone: WIT, Date: Date{2027, 1, 8}, EndDate: jan10, Time: clock(13, 0), EndTime: clock(11, 0)},
			At(Date{2027, 1, 8}, clock(13, 0), WIT), At(jan10, clock(11, 0), WIT)},
	}
	for _, tt := range tests {
		if got := tt.s.EndAfter(tt.start); !got.Equal(tt.want) {
			t.Errorf("%s: EndAfter = %s, want %s", tt.name, got, tt.want)
		}
	}
}

func TestIsDauroh(t *testing.T) {
	d := Date{2027, time.January, 8}
	for _, tt := range []struct {
		s    Session
		want bool
	}{
		{Session{Type: Regular, Date: d}, false},
		{Session{Type: Regular, Date: d, EndDate: d}, false},
		{Session{Type: Regular, Date: d, EndDate: d.AddDays(2)}, true},
		{Session{Type: Recurring, DayOfWeek: 5, EndDate: d.AddDays(2)}, false},
	} {
		if got := tt.s.IsDauroh(); got != tt.want {
			t.Errorf("%+v: IsDauroh = %v", tt.s, got)
		}
	}
}

// TestValidateEnd: each refusal names its field with its message.
func TestValidateEnd(t *testing.T) {
	d := Date{2027, time.January, 8}
	eight, eleven := ClockTime(8*60), ClockTime(11*60)
	tests := []struct {
		name       string
		s          Session
		field, msg string
	}{
		{"no end", Session{Type: Regular, Date: d, Time: eight}, "", ""},
		{"an end time after the start", Session{Type: Regular, Date: d, Time: eight, EndTime: eleven}, "", ""},
		{"weekly with an end time", Session{Type: Recurring, DayOfWeek: 5, Time: eight, EndTime: eleven}, "", ""},
		{"a dauroh of 14 days", Session{Type: Regular, Date: d, EndDate: d.AddDays(MaxDaurohDays)}, "", ""},
		{"a dauroh ending earlier in the day than it starts", Session{Type: Regular, Date: d, EndDate: d.AddDays(2), Time: eleven, EndTime: eight}, "", ""},
		{"after a prayer with an end", Session{Type: Regular, Date: d, Time: eleven, EndTime: eight, AfterPrayer: AfterPrayer{Prayer: "maghrib"}}, "", ""},
		{"an end time before the start", Session{Type: Regular, Date: d, Time: eleven, EndTime: eight}, "end_time", MsgEndTimeBeforeStart},
		{"an end time at the start", Session{Type: Recurring, DayOfWeek: 5, Time: eight, EndTime: eight}, "end_time", MsgEndTimeBeforeStart},
		{"an end date the same day, ending before it starts", Session{Type: Regular, Date: d, EndDate: d, Time: eleven, EndTime: eight}, "end_time", MsgEndTimeBeforeStart},
		{"an end date before the start", Session{Type: Regular, Date: d, EndDate: d.AddDays(-1)}, "end_date", MsgEndDateBefore},
		{"a dauroh of 15 days", Session{Type: Regular, Date: d, EndDate: d.AddDays(MaxDaurohDays + 1)}, "end_date", MsgEndDateTooFar},
		{"a weekly session with an end date", Session{Type: Recurring, DayOfWeek: 5, EndDate: d}, "end_date", MsgEndDateOneOffOnly},
	}
	for _, tt := range tests {
		err := tt.s.ValidateEnd()
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

func TestDaurohText(t *testing.T) {
	tests := []struct {
		from, to Date
		want     string
	}{
		{Date{2027, 1, 8}, Date{2027, 1, 10}, "Jumat–Ahad, 8–10 Januari 2027"},
		{Date{2027, 1, 30}, Date{2027, 2, 1}, "Sabtu–Senin, 30 Januari – 1 Februari 2027"},
		{Date{2027, 12, 30}, Date{2028, 1, 1}, "Kamis–Sabtu, 30 Desember 2027 – 1 Januari 2028"},
	}
	for _, tt := range tests {
		if got := DaurohText(tt.from, tt.to); got != tt.want {
			t.Errorf("DaurohText(%s, %s) = %q, want %q", tt.from, tt.to, got, tt.want)
		}
	}
	s := Session{Type: Regular, Date: Date{2027, 1, 8}, EndDate: Date{2027, 1, 10}}
	if got := s.WhenText(); got != "Jumat–Ahad, 8–10 Januari 2027" {
		t.Errorf("a dauroh's WhenText = %q", got)
	}
}
