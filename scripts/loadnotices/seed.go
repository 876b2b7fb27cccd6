package main

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/push/pushtest"
	"github.com/kajiankita/kajian/internal/reminders"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// adminEmail and adminPassword are the account that edits the tabligh akbar (the change notice).
const (
	adminEmail    = "admin@loadnotices.test"
	adminPassword = "loadnotices-12345"
)

// tabligh is the seeded session: a one-off tabligh akbar whose 'Besok' reminder is due at due.
type tabligh struct {
	session *kajian.Session
	due     time.Time // 20.00 WIB the evening before (kajian.ReminderDue)
	subs    []*pushtest.Subscriber
}

// seed fills the empty database at url: the home list's sessions (oneOff, weekly), an admin, and
// the tabligh akbar three days after today with users accounts answering 'hadir', each with one
// browser subscribed on svc and the two reminders the product plans for an answer.
func seed(ctx context.Context, url string, svc *pushtest.Service, users, oneOff, weekly int) (*tabligh, error) {
	day := kajian.Today(time.Now(), kajian.WIB).AddDays(3)
	start := kajian.At(day, 9*60, kajian.WIB)
	due := kajian.ReminderDue(kajian.NoticeEvening, start, kajian.WIB)
	// The answers were given the day before the reminder falls due.
	clock := kajian.NewFixedClock(due.Add(-24 * time.Hour))
	db, err := store.Open(ctx, url, clock)
	if err != nil {
		return nil, err
	}
	defer db.Close()
	if _, err := db.Migrate(ctx); err != nil {
		return nil, err
	}
	if n, _ := db.CountRows(ctx, "kajian"); n > 0 {
		return nil, fmt.Errorf("the database already holds %d sessions; use an empty one", n)
	}
	t0 := time.Now()
	if err := storetest.SeedHome(ctx, db, oneOff, weekly); err != nil {
		return nil, err
	}
	fmt.Printf("seeded the home list's %d one-off and %d weekly sessions in %v\n", oneOff, weekly, time.Since(t0).Round(time.Second))

	hash, err := auth.HashPassword(adminPassword)
	if err != nil {
		return nil, err
	}
	admin, _, err := db.CreateUser(ctx, store.NewUser{Email: adminEmail, PasswordHash: hash, FullName: "Admin Beban",
		Role: kajian.RoleAdmin, Verified: true})
	if err != nil {
		return nil, err
	}
	lat, lng := -6.1702, 106.8314
	k := &kajian.Session{Type: kajian.Regular, Status: kajian.PublicStatus(kajian.Regular), CreatedBy: admin.ID,
		Zone: kajian.WIB, Title: "Tabligh Akbar Istiqlal", Ustaz: "Ustadz Abdurrahman Hakim", Date: day, Time: 9 * 60,
		Location: "Masjid Istiqlal", Address: "Jl. Taman Wijaya Kusuma, Jakarta Pusat", Latitude: &lat, Longitude: &lng,
		Description: "Tabligh akbar terbuka untuk umum."}
	if err := db.CreateSession(ctx, k); err != nil {
		return nil, err
	}

	t0 = time.Now()
	tb := &tabligh{session: k, due: due}
	ids := make([]uuid.UUID, users)
	for i := range ids {
		ids[i] = uuid.New()
		tb.subs = append(tb.subs, svc.NewSubscriber())
	}
	if err := copyAll(ctx, url, ids, k, tb.subs, clock.Now()); err != nil {
		return nil, err
	}
	// The reminders as the product plans them for each answer (reminders.Service.Attending).
	planner := reminders.New(db, nil, nil, clock, "")
	var jobs []store.Job
	for _, id := range ids {
		jobs = append(jobs, planner.Attending(id.String(), k, kajian.Date{})...)
		if len(jobs) >= 10_000 {
			if err := db.EnqueueJobs(ctx, jobs); err != nil {
				return nil, err
			}
			jobs = jobs[:0]
		}
	}
	if err := db.EnqueueJobs(ctx, jobs); err != nil {
		return nil, err
	}
	if err := db.Analyze(ctx); err != nil {
		return nil, err
	}
	fmt.Printf("seeded %d users answering 'hadir' to %q (%s 09.00 WIB), their notice settings, a browser and two reminders each, in %v\n",
		users, k.Title, day, time.Since(t0).Round(time.Second))
	return tb, nil
}

// secret is a stand-in for a hashed secret: 64 hex digits no other row has.
func secret() string {
	sum := sha256.Sum256([]byte(rand.Text()))
	return hex.EncodeToString(sum[:])
}

// copyAll loads the users, their profiles, answers, notice settings and browsers with COPY.
func copyAll(ctx context.Context, url string, ids []uuid.UUID, k *kajian.Session, subs []*pushtest.Subscriber, now time.Time) error {
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	tables := []struct {
		name string
		cols []string
		row  func(i int) []any
	}{
		{"users", []string{"id", "email", "password_hash", "email_verified_at", "created_at", "updated_at"},
			func(i int) []any {
				return []any{ids[i], fmt.Sprintf("jamaah%d@loadnotices.test", i), "x", now, now, now}
			}},
		{"user_profiles", []string{"id", "full_name", "role", "created_at", "updated_at"},
			func(i int) []any { return []any{ids[i], fmt.Sprintf("Jamaah %d", i), "user", now, now} }},
		{"rsvp", []string{"id", "user_id", "kajian_id", "status", "created_at", "updated_at"},
			func(i int) []any { return []any{uuid.New(), ids[i], uuid.MustParse(k.ID), "hadir", now, now} }},
		// The settings row the app makes when its reminders screen opens, before the browser
		// subscribes (GET /api/v1/reminders gives the push key); its secrets only need be unique.
		{"notify_settings", []string{"user_id", "feed_hash", "digest_hash", "updated_at"},
			func(i int) []any { return []any{ids[i], secret(), secret(), now} }},
		{"push_subscriptions", []string{"id", "user_id", "endpoint", "p256dh", "auth", "created_at"},
			func(i int) []any {
				s := subs[i].Subscription
				return []any{uuid.New(), ids[i], s.Endpoint, s.P256dh, s.Auth, now}
			}},
	}
	for _, t := range tables {
		i := 0
		_, err := conn.CopyFrom(ctx, pgx.Identifier{t.name}, t.cols, pgx.CopyFromFunc(func() ([]any, error) {
			if i == len(ids) {
				return nil, nil
			}
			i++
			return t.row(i - 1), nil
		}))
		if err != nil {
			return fmt.Errorf("copy %s: %w", t.name, err)
		}
	}
	return nil
}
