package kajian

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// Saturday 28 November 2026, 12:00 WIB.
var cancelNow = time.Date(2026, time.November, 28, 5, 0, 0, 0, time.UTC)

func weeklySaturday() *Session {
	return &Session{ID: "w1", Type: Recurring, Slug: "sabtu-kajian", Title: "Kajian Sabtu", DayOfWeek: 6, Time: 19 * 60,
		Zone: WIB, Status: StatusActive}
}

func TestCancelledOccurrenceStaysListedUntilItsTime(t *testing.T) {
	s := weeklySaturday()
	today := Date{2026, time.November, 28}
	s.Holidays = []Holiday{{Date: today, Reason: "Ustadz sakit", Cancelled: true}, {Date: today.AddDays(14), Reason: "Libur"}}
	tm := s.TimingAt(cancelNow)
	// Unlike a holiday today it is not in the past group, and sorts at tonight's slot.
	if tm.Past || tm.HolidayToday != nil || !tm.SortTime.Equal(At(today, 19*60, WIB)) {
		t.Fatalf("timing with today cancelled: %+v", tm)
	}
	if tm.Cancelled == nil || tm.NextDate != today.AddDays(7) {
		t.Fatalf("the cancelled slot and the next held date: %+v", tm)
	}
	if len(tm.Upcoming) != 1 || tm.Upcoming[0].Date != today.AddDays(14) {
		t.Fatalf("a cancellation is not a 'Libur mendatang': %+v", tm.Upcoming)
	}
	c := s.CardTextAt(tm)
	if c.Cancelled != "Dibatalkan 28 Nov: Ustadz sakit" || c.Next != "Selanjutnya: 5 Des" || c.HolidayToday != "" ||
		c.Holidays != "Libur mendatang: 12 Des" {
		t.Fatalf("card: %+v", c)
	}
	if s.HeldOn(today) || s.HeldFrom(today) != today.AddDays(7) {
		t.Fatal("a cancelled date is not held")
	}
	// After its time the list moves the session to its next slot, without the badge.
	after := s.TimingAt(At(today, 19*60+1, WIB))
	if after.Cancelled != nil || after.Past || !after.SortTime.Equal(At(today.AddDays(7), 19*60, WIB)) ||
		s.CardTextAt(after).Cancelled != "" {
		t.Fatalf("after its time: %+v", after)
	}
}

func TestCancelledOneOff(t *testing.T) {
	at := cancelNow.Add(-time.Hour)
	s := &Session{Type: Regular, Title: "Tabligh Akbar", Date: Date{2026, time.November, 30}, Time: 8 * 60, Zone: WIB,
		Status: StatusApproved}
	if !s.CanAttend(cancelNow) {
		t.Fatal("an upcoming one-off takes answers")
	}
	s.CancelledAt, s.CancelReason = &at, "Hujan deras"
	tm := s.TimingAt(cancelNow)
	if tm.Past || !s.ListingAt(cancelNow).Listed || s.CanAttend(cancelNow) {
		t.Fatal("a cancelled one-off stays listed and takes no answers")
	}
	if got := s.CardTextAt(tm).Cancelled; got != "Dibatalkan: Hujan deras" {
		t.Fatalf("card: %q", got)
	}
}

func TestPlanCancel(t *testing.T) {
	s := weeklySaturday()
	s.Holidays = []Holiday{{Date: Date{2026, time.December, 5}, Reason: "Libur"},
		{Date: Date{2026, time.December, 12}, Reason: "Safar", Cancelled: true}}
	long := strings.Repeat("a", MaxCancelReason+1)
	tests := []struct {
		name, reason, date, field string
		err                       error
	}{
		{"no reason", "  ", "2026-11-28", "reason", nil},
		{"reason too long", long, "2026-11-28", "reason", nil},
		{"no date", "Sakit", "", "date", nil},
		{"bad date", "Sakit", "28-11-2026", "date", nil},
		{"before today", "Sakit", "2026-11-21", "date", nil},
		{"not its day", "Sakit", "2026-11-29", "date", nil},
		{"a holiday", "Sakit", "2026-12-05", "date", nil},
		{"cancelled already", "Sakit", "2026-12-12", "", ErrCancelledAlready},
	}
	for _, tt := range tests {
		_, err := s.PlanCancel(tt.reason, tt.date, cancelNow)
		var e *Error
		if !errors.As(err, &e) {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if tt.err != nil && !errors.Is(err, tt.err) || tt.field != "" && e.Field != tt.field {
			t.Errorf("%s: %v (field %q)", tt.name, err, e.Field)
		}
	}
	p, err := s.PlanCancel(" Ustadz sakit ", "2026-11-28", cancelNow)
	if err != nil || p.Reason != "Ustadz sakit" || p.Date != (Date{2026, time.November, 28}) {
		t.Fatalf("tonight: %+v %v", p, err)
	}
	if _, err := s.PlanCancel("Sakit", "2026-11-28", At(p.Date, 19*60, WIB)); !errors.Is(err, ErrCancelStarted) {
		t.Fatalf("started: %v", err)
	}
	n := s.CancelNotice(p, cancelNow)
	if n.Kind != NoticeChange || !strings.Contains(n.Payload, `"title":"Dibatalkan: Kajian Sabtu"`) ||
		!strings.Contains(n.Payload, "Sabtu, 28 November 2026 pukul 19.00 WIB. Alasan: Ustadz sakit") {
		t.Fatalf("notice: %+v", n)
	}
	s.Status = StatusPending
	if _, err := s.PlanCancel("Sakit", "2026-11-28", cancelNow); !errors.Is(err, ErrCancelNotPublic) {
		t.Fatalf("pending: %v", err)
	}
}
