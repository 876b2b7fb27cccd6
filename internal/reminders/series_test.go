package reminders

import (
	"context"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/push"
	"github.com/kajiankita/kajian/internal/push/pushtest"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// Following a series plans the 'Besok' reminder of its next meeting (past a holiday) at 20.00
// the evening before; it goes to the follower, and the hourly planning queues it once: a week
// ahead it queues nothing for a follower it has not planned yet, within two hours of the reminder
// it does. Someone who stopped following by then is not reminded.
func TestSeriesFollowersGetTheNextMeetingsReminder(t *testing.T) {
	// Ahad 22 November 2026, 12:00 WIB.
	now := time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)
	clock := kajian.NewFixedClock(now)
	storetest.Each(t, clock, func(t *testing.T, db *store.DB) {
		clock.Set(now)
		ctx := context.Background()
		svc := pushtest.New()
		defer svc.Close()
		keys, err := push.GenerateKeys()
		if err != nil {
			t.Fatal(err)
		}
		svc.VAPIDKey = keys.Public
		mailer, err := mail.Open("log:", "Kajian Kita <no-reply@localhost>")
		if err != nil {
			t.Fatal(err)
		}
		s := New(db, push.NewSender(keys, "mailto:admin@kajian.test", nil), mailer, clock, "http://127.0.0.1")
		user := func(email string) (kajian.User, *pushtest.Subscriber) {
			u, _, err := db.CreateUser(ctx, store.NewUser{Email: email, PasswordHash: "x", FullName: "Jamaah"})
			if err != nil {
				t.Fatal(err)
			}
			b := svc.NewSubscriber()
			if err := db.SavePushSubscription(ctx, store.PushSubscription{UserID: u.ID, Endpoint: b.Subscription.Endpoint,
				P256dh: b.Subscription.P256dh, Auth: b.Subscription.Auth}); err != nil {
				t.Fatal(err)
			}
			return u, b
		}
		author, _ := user("ustadz@example.id")
		follower, followerPush := user("pengikut@example.id")
		leaver, leaverPush := user("berhenti@example.id")

		sr := &kajian.Series{Title: "Syarah Kitab Tauhid", Ustaz: "Ust. Firanda", StartsOn: kajian.Date{Year: 2026, Month: 11, Day: 1}, CreatedBy: author.ID}
		if err := db.CreateSeries(ctx, sr); err != nil {
			t.Fatal(err)
		}
		// Mondays 19.30 WIB; Monday the 23rd is a holiday, so the next meeting is the 30th.
		k := &kajian.Session{Type: kajian.Recurring, Title: "Kitab Tauhid Pekanan", Ustaz: "Ust. Firanda", DayOfWeek: 1,
			Time: 19*60 + 30, Zone: kajian.WIB, IsOnline: true, LiveStreamURL: "https://www.youtube.com/live/tauhid",
			Status: kajian.StatusActive, CreatedBy: author.ID, SeriesID: sr.ID,
			Holidays: []kajian.Holiday{{Date: kajian.Date{Year: 2026, Month: 11, Day: 23}, Reason: "Libur"}}}
		if err := db.CreateSession(ctx, k); err != nil {
			t.Fatal(err)
		}
		var leaverFollow kajian.Follow
		for _, u := range []kajian.User{follower, leaver} {
			f, err := s.Follow(ctx, kajian.Viewer{UserID: u.ID, Role: kajian.RoleUser}, FollowInput{Kind: kajian.FollowSeries, SeriesSlug: sr.Slug})
			if err != nil {
				t.Fatal(err)
			}
			leaverFollow = f
		}
		// Sunday 29th, 20.00 WIB.
		due := time.Date(2026, 11, 29, 13, 0, 0, 0, time.UTC)
		if next, err := db.NextDue(ctx); err != nil || next == nil || !next.Equal(due) {
			t.Fatalf("next due %v %v, want %v", next, err, due)
		}
		// A third follower whose follow was not planned (as if the planning after it failed).
		late, latePush := user("terlambat@example.id")
		if err := db.AddFollow(ctx, &kajian.Follow{UserID: late.ID, Kind: kajian.FollowSeries, Key: sr.ID, Label: sr.Title}); err != nil {
			t.Fatal(err)
		}
		hourly := func(at time.Time, want int) {
			t.Helper()
			clock.Set(at)
			if err := s.PlanSeries(ctx, ""); err != nil {
				t.Fatal(err)
			}
			if stats, err := db.JobStats(ctx); err != nil || stats[""] != want {
				t.Fatalf("queued at %v: %v %v, want %d", at, stats, err, want)
			}
		}
		hourly(now, 2)                      // a week ahead: nothing new
		hourly(due.Add(-90*time.Minute), 3) // within two hours: the third follower's too
		hourly(due.Add(-30*time.Minute), 3) // queued once
		if err := s.Unfollow(ctx, kajian.Viewer{UserID: leaver.ID, Role: kajian.RoleUser}, leaverFollow.ID); err != nil {
			t.Fatal(err)
		}
		clock.Set(due)
		if _, err := s.SendDue(ctx); err != nil {
			t.Fatal(err)
		}
		got := map[*pushtest.Subscriber][]string{}
		for _, d := range svc.Deliveries() {
			got[d.Subscriber] = append(got[d.Subscriber], d.Message.Title)
		}
		if len(got[followerPush]) != 1 || got[followerPush][0] != "Besok: Kitab Tauhid Pekanan" || len(got[leaverPush]) != 0 || len(got[latePush]) != 1 {
			t.Fatalf("deliveries %v", got)
		}
	})
}
