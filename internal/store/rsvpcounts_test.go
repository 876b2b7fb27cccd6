package store_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// The 'hadir' count an answer reports, read from the counts its trigger keeps (rsvp_counts), is
// the answers counted one by one, through random answers and changed answers (some at once), and
// after a session and its answers are deleted.
func TestHadirCountsAreTheAnswersCounted(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		var users []kajian.User
		for i := range 6 {
			users = append(users, newUser(t, db, fmt.Sprintf("jamaah%d@example.id", i)))
		}
		first, second := oneOff(users[0].ID), oneOff(users[0].ID)
		weekly := &kajian.Session{Type: kajian.Recurring, Title: "Tahsin", Ustaz: "Ust. Hanif", DayOfWeek: 4, Time: 19 * 60,
			Status: kajian.StatusActive, CreatedBy: users[0].ID}
		for _, k := range []*kajian.Session{first, second, weekly} {
			if err := db.CreateSession(ctx, k); err != nil {
				t.Fatal(err)
			}
		}
		occs := []store.Occurrence{{Type: kajian.Regular, SessionID: first.ID}, {Type: kajian.Regular, SessionID: second.ID},
			{Type: kajian.Recurring, SessionID: weekly.ID, Date: kajian.Date{Year: 2026, Month: 11, Day: 26}},
			{Type: kajian.Recurring, SessionID: weekly.ID, Date: kajian.Date{Year: 2026, Month: 12, Day: 3}}}
		counted := func(o store.Occurrence) int {
			t.Helper()
			a, err := db.AttendanceOf(ctx, "", []store.Occurrence{o}) // counts the answers' rows
			if err != nil {
				t.Fatal(err)
			}
			return a.Counts[o]
		}
		rng := rand.New(rand.NewPCG(5, 8))
		answer := func(occs []store.Occurrence) {
			t.Helper()
			o, u := occs[rng.IntN(len(occs))], users[rng.IntN(len(users))]
			status := []kajian.RSVPStatus{kajian.Hadir, kajian.TidakHadir}[rng.IntN(2)]
			_, n, err := db.AnswerRSVP(ctx, store.Answer{UserID: u.ID, Occurrence: o, Status: status})
			if err != nil {
				t.Fatal(err)
			}
			if want := counted(o); n != want {
				t.Fatalf("%s answers %s to %+v: count %d, counted %d", u.Email, status, o, n, want)
			}
		}
		for range 150 {
			answer(occs)
		}
		// Answers at once (PostgreSQL runs them side by side), then each count checked.
		var wg sync.WaitGroup
		for i := range 24 {
			wg.Go(func() {
				o, u := occs[i%len(occs)], users[i%len(users)]
				if _, _, err := db.AnswerRSVP(ctx, store.Answer{UserID: u.ID, Occurrence: o, Status: kajian.Hadir}); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		for range 30 {
			answer(occs)
		}
		// The first session deleted takes its answers, and their count, along.
		if err := db.DeleteSession(ctx, kajian.Regular, first.ID); err != nil {
			t.Fatal(err)
		}
		for range 50 {
			answer(occs[1:])
		}
	})
}
