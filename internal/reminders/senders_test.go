package reminders

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/push"
	"github.com/kajiankita/kajian/internal/push/pushtest"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// A burst of notices (a change to a session many attend) is sent by both copies at once, many at
// a time each, every notice once; those the push service answered 500 go again 15 seconds later,
// and after a second 500 a minute after that, not before.
func TestCopiesSendABurstOnceEachManyAtATimeAndRetry(t *testing.T) {
	for _, dialect := range storetest.Dialects {
		t.Run(string(dialect), func(t *testing.T) {
			ctx := context.Background()
			now := time.Date(2026, 11, 27, 13, 0, 0, 0, time.UTC)
			clock := kajian.NewFixedClock(now)
			url := storetest.URL(t, dialect)
			svc := pushtest.New()
			defer svc.Close()
			svc.Delay = 20 * time.Millisecond
			keys, err := push.GenerateKeys()
			if err != nil {
				t.Fatal(err)
			}
			svc.VAPIDKey = keys.Public
			mailer, err := mail.Open("log:", "Kajian Kita <no-reply@localhost>")
			if err != nil {
				t.Fatal(err)
			}
			// Two copies: each its own database handle and sender, as two machines.
			var copies []*Service
			var db *store.DB
			for range 2 {
				db = storetest.OpenURL(t, url, clock)
				copies = append(copies, New(db, push.NewSender(keys, "mailto:admin@kajian.test", nil), mailer, clock, "http://127.0.0.1"))
			}

			const n = 120
			var (
				jobs []store.Job
				subs []*pushtest.Subscriber
			)
			for i := range n {
				u, _, err := db.CreateUser(ctx, store.NewUser{Email: fmt.Sprintf("jamaah%d@example.id", i), PasswordHash: "x", FullName: "Jamaah"})
				if err != nil {
					t.Fatal(err)
				}
				b := svc.NewSubscriber()
				subs = append(subs, b)
				if err := db.SavePushSubscription(ctx, store.PushSubscription{UserID: u.ID, Endpoint: b.Subscription.Endpoint,
					P256dh: b.Subscription.P256dh, Auth: b.Subscription.Auth}); err != nil {
					t.Fatal(err)
				}
				jobs = append(jobs, store.Job{DedupeKey: fmt.Sprintf("change:burst:%d", i), Kind: kajian.NoticeChange, UserID: u.ID,
					Payload: `{"title":"Jadwal berubah: Tabligh Akbar","body":"","url":"/"}`, DueAt: &now})
			}
			if err := db.EnqueueJobs(ctx, jobs); err != nil {
				t.Fatal(err)
			}
			onceFailing, twiceFailing := subs[:4], subs[4]
			for _, b := range onceFailing {
				svc.FailNext(b, 1)
			}
			svc.FailNext(twiceFailing, 2)

			sendAll := func() {
				t.Helper()
				var wg sync.WaitGroup
				for _, c := range copies {
					wg.Go(func() {
						if _, err := c.SendDue(ctx); err != nil {
							t.Error(err)
						}
					})
				}
				wg.Wait()
			}
			got := func() map[*pushtest.Subscriber]int {
				out := map[*pushtest.Subscriber]int{}
				for _, d := range svc.Deliveries() {
					if d.Err != nil {
						t.Errorf("a message the push service could not read: %v", d.Err)
					}
					out[d.Subscriber]++
				}
				return out
			}
			expect := func(when string, waiting ...*pushtest.Subscriber) {
				t.Helper()
				delivered := got()
				for _, b := range subs {
					want := 1
					for _, w := range waiting {
						if w == b {
							want = 0
						}
					}
					if delivered[b] != want {
						t.Errorf("%s: a browser got the notice %d times, want %d", when, delivered[b], want)
					}
				}
			}

			sendAll()
			expect("at once", subs[:5]...)
			// Many at a time: more requests at the push service at once than there are copies.
			if m := svc.MaxInFlight(); m <= len(copies) {
				t.Errorf("at most %d requests at once at the push service: the copies send one at a time", m)
			}
			clock.Set(now.Add(15*time.Second - time.Millisecond))
			sendAll()
			expect("just before 15 s", subs[:5]...)
			clock.Set(now.Add(15 * time.Second))
			sendAll()
			expect("after 15 s", twiceFailing)
			clock.Set(now.Add(15*time.Second + time.Minute - time.Millisecond))
			sendAll()
			expect("just before the second retry", twiceFailing)
			clock.Set(now.Add(15*time.Second + time.Minute))
			sendAll()
			expect("after the second retry")

			stats, err := db.JobStats(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if stats[store.OutcomeSent] != n || stats[""] != 0 {
				t.Errorf("queue: %v", stats)
			}
		})
	}
}
