package reminders

import (
	"context"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// TestReminderOnlyForHeldDates: a reminder for a Saturday its rhythm does not hold ('Sabtu pekan
// ke-2 & ke-4', the 3rd Saturday) is dropped, as for a holiday; the 2nd Saturday's goes.
func TestReminderOnlyForHeldDates(t *testing.T) {
	// Jumat 8 January 2027, 20.00 WIB: the evening reminders for Saturday are due.
	now := time.Date(2027, 1, 8, 13, 0, 0, 0, time.UTC)
	clock := kajian.NewFixedClock(now)
	storetest.Each(t, clock, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		u, _, err := db.CreateUser(ctx, store.NewUser{Email: "jamaah@example.id", PasswordHash: "x", FullName: "Hamba Allah"})
		if err != nil {
			t.Fatal(err)
		}
		k := &kajian.Session{Type: kajian.Recurring, Status: kajian.StatusActive, CreatedBy: u.ID, Title: "Tahsin",
			DayOfWeek: 6, Time: 19*60 + 30, Zone: kajian.WIB, Location: "Masjid Al-Ikhlas"}
		if err := db.CreateSession(ctx, k); err != nil {
			t.Fatal(err)
		}
		held, notHeld := kajian.Date{Year: 2027, Month: 1, Day: 9}, kajian.Date{Year: 2027, Month: 1, Day: 16}
		for _, d := range []kajian.Date{held, notHeld} {
			if err := db.SetRSVP(ctx, u.ID, kajian.Recurring, k.ID, d, kajian.Hadir); err != nil {
				t.Fatal(err)
			}
		}
		mailer, err := mail.Open("log:", "Kajian Kita <no-reply@localhost>")
		if err != nil {
			t.Fatal(err)
		}
		s := New(db, nil, mailer, clock, "http://127.0.0.1")
		// The session as read with its rhythm (kept in the batch's cache, as the worker reads it).
		withRhythm := *k
		withRhythm.Rhythm = kajian.Rhythm{MonthWeeks: []int{2, 4}}
		seen := sessionsSeen{string(kajian.Recurring) + ":" + k.ID: &withRhythm}
		job := func(d kajian.Date) store.Job {
			return store.Job{Kind: kajian.NoticeEvening, UserID: u.ID, SessionType: kajian.Recurring, SessionID: k.ID, Occurrence: d}
		}
		if _, ok, err := s.reminder(ctx, job(held), seen); !ok || err != nil {
			t.Errorf("the 2nd Saturday's reminder: %v %v", ok, err)
		}
		clock.Set(now.Add(7 * 24 * time.Hour)) // Jumat 15 January, 20.00 WIB
		if _, ok, err := s.reminder(ctx, job(notHeld), seen); ok || err != nil {
			t.Errorf("the 3rd Saturday's reminder is not dropped: %v %v", ok, err)
		}
		clock.Set(now)
	})
}
