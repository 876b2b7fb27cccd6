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

// The 'hadir' counts the answers' trigger keeps (rsvp_counts), as an answer reports them and as
// pages read them, are the answers made counted one by one, through random answers and changed
// answers (some at once), and after a session and its answers are deleted.
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
		occs := []kajian.Occurrence{{Type: kajian.Regular, SessionID: first.ID}, {Type: kajian.Regular, SessionID: second.ID},
			{Type: kajian.Recurring, SessionID: weekly.ID, Date: kajian.Date{Year: 2026, Month: 11, Day: 26}},
			{Type: kajian.Recurring, SessionID: weekly.ID, Date: kajian.Date{Year: 2026, Month: 12, Day: 3}}}
		// What was answered, kept here: the counts are these answers counted one by one.
		answers := map[kajian.Occurrence]map[string]kajian.RSVPStatus{}
		counted := func(o kajian.Occurrence) int {
			n := 0
			for _, status := range answers[o] {
				if status == kajian.Hadir {
					n++
				}
			}
			return n
		}
		record := func(o kajian.Occurrence, u kajian.User, status kajian.RSVPStatus) {
			if answers[o] == nil {
				answers[o] = map[string]kajian.RSVPStatus{}
			}
			answers[o][u.ID] = status
		}
		rng := rand.New(rand.NewPCG(5, 8))
		answer := func(occs []kajian.Occurrence) {
			t.Helper()
			o, u := occs[rng.IntN(len(occs))], users[rng.IntN(len(users))]
			status := []kajian.RSVPStatus{kajian.Hadir, kajian.TidakHadir}[rng.IntN(2)]
			_, n, err := db.AnswerRSVP(ctx, store.Answer{UserID: u.ID, Occurrence: o, Status: status})
			if err != nil {
				t.Fatal(err)
			}
			record(o, u, status)
			if want := counted(o); n != want {
				t.Fatalf("%s answers %s to %+v: count %d, counted %d", u.Email, status, o, n, want)
			}
		}
		// The counts pages read (AttendanceOf) are the same.
		checkAll := func(when string, occs []kajian.Occurrence) {
			t.Helper()
			a, err := db.AttendanceOf(ctx, "", occs)
			if err != nil {
				t.Fatal(err)
			}
			for _, o := range occs {
				if a.Counts[o] != counted(o) {
					t.Fatalf("%s: %+v counts %d, counted %d", when, o, a.Counts[o], counted(o))
				}
			}
		}
		for range 150 {
			answer(occs)
		}
		checkAll("after one answer at a time", occs)
		// Answers at once (PostgreSQL runs them side by side).
		var wg sync.WaitGroup
		for i := range 24 {
			o, u := occs[i%len(occs)], users[i%len(users)]
			record(o, u, kajian.Hadir)
			wg.Go(func() {
				if _, _, err := db.AnswerRSVP(ctx, store.Answer{UserID: u.ID, Occurrence: o, Status: kajian.Hadir}); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		checkAll("after answers at once", occs)
		for range 30 {
			answer(occs)
		}
		// The first session deleted takes its answers, and their count, along.
		if err := db.DeleteSession(ctx, kajian.Regular, first.ID); err != nil {
			t.Fatal(err)
		}
		delete(answers, occs[0])
		checkAll("after a session was deleted", occs)
		for range 50 {
			answer(occs[1:])
		}
		checkAll("at the end", occs)
	})
}
