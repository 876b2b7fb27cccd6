package demo

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/geo"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

func TestVenuesLieInTheirCities(t *testing.T) {
	cities := map[string]bool{}
	for _, v := range venues {
		p, ok := geo.Lookup(v.city)
		if !ok {
			t.Errorf("%s: city %q is not in the gazetteer", v.name, v.city)
			continue
		}
		cities[p.ID] = true
		if d := kajian.DistanceKm(v.lat, v.lng, p.Lat, p.Lng); d > 25 {
			t.Errorf("%s is %.0f km from the centre of %s", v.name, d, p.Name)
		}
		if !kajian.Zone(v.zone).Valid() {
			t.Errorf("%s: bad zone %q", v.name, v.zone)
		}
	}
	if len(cities) < 12 {
		t.Errorf("venues span %d cities, want at least 12", len(cities))
	}
}

func TestSeed(t *testing.T) {
	// Ahad 22 November 2026, 12:00 WIB.
	now := time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)
	storetest.Each(t, kajian.NewFixedClock(now), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		sum, seeded, err := Seed(ctx, db)
		if err != nil || !seeded {
			t.Fatalf("seed: %v %v", seeded, err)
		}
		if sum.OneOff+sum.Weekly < 60 || sum.Weekly < 10 || sum.RSVPs == 0 || sum.Notes == 0 || sum.Feedback == 0 {
			t.Fatalf("too little demo data: %+v", sum)
		}
		again, seeded, err := Seed(ctx, db)
		if err != nil || seeded || again != (Summary{}) {
			t.Fatalf("second seed: %+v %v %v", again, seeded, err)
		}
		if n, _ := db.CountRows(ctx, "kajian"); n != sum.OneOff {
			t.Fatalf("second seed changed data: %d one-off sessions, want %d", n, sum.OneOff)
		}
		admin, err := db.FindUserByEmail(ctx, AdminEmail)
		if err != nil {
			t.Fatal(err)
		}
		if p, _ := db.FindProfile(ctx, admin.ID); !p.IsAdmin() || !admin.Verified() {
			t.Fatal("demo admin is not a verified admin")
		}
		user, err := db.FindUserByEmail(ctx, UserEmail)
		if err != nil {
			t.Fatal(err)
		}
		// Confirmed long before: signing in is not greeted as a fresh confirmation.
		if user.EmailVerifiedAt == nil || now.Sub(*user.EmailVerifiedAt) < 24*time.Hour {
			t.Errorf("the demo user was confirmed at %v, now is %v", user.EmailVerifiedAt, now)
		}
		// The admin's own postings are published at once: none of them waits or was refused,
		// while the approval queue has postings of others in it.
		for _, status := range []string{"pending", "rejected"} {
			mine, err := db.ListMine(ctx, kajian.MineFilter{UserID: admin.ID, Status: status, Now: now})
			if err != nil || mine.Total != 0 {
				t.Errorf("%d %s postings belong to the admin (%v)", mine.Total, status, err)
			}
		}
		if q, err := db.ListPending(ctx, kajian.DateOf(now)); err != nil || q.RegularCount == 0 || q.RecurringCount == 0 {
			t.Errorf("approval queue: %d one-off, %d weekly (%v)", q.RegularCount, q.RecurringCount, err)
		}
		// The dashboard's chart has a history: postings and answers in every one of its weeks.
		d, err := db.Dashboard(ctx, now)
		if err != nil {
			t.Fatal(err)
		}
		for i, w := range d.Weeks {
			if w.Postings == 0 || w.Attending == 0 {
				t.Errorf("week %d (%s): %d postings, %d answers", i, w.Start, w.Postings, w.Attending)
			}
		}
		titlesFitTheirDays(t, ctx, db, now)
	})
}

// Copies of the server started together with KAJIAN_DEMO=1 all come up: each
// opens the database, migrates and seeds at once, one of them fills it and
// the others find it filled (3 of 4 used to stop on a duplicate demo account).
func TestCopiesStartedTogetherSeedOnce(t *testing.T) {
	now := time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)
	for _, dialect := range storetest.Dialects {
		t.Run(string(dialect), func(t *testing.T) {
			url := storetest.URL(t, dialect)
			const copies = 4
			var (
				wg     sync.WaitGroup
				seeded atomic.Int32
				errs   = make(chan error, copies)
			)
			for range copies {
				wg.Go(func() {
					ctx := context.Background()
					db, err := store.Open(ctx, url, kajian.NewFixedClock(now))
					if err != nil {
						errs <- err
						return
					}
					defer db.Close()
					if _, err := db.Migrate(ctx); err != nil {
						errs <- err
						return
					}
					_, did, err := Seed(ctx, db)
					if did {
						seeded.Add(1)
					}
					errs <- err
				})
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				if err != nil {
					t.Errorf("a copy failed: %v", err)
				}
			}
			if seeded.Load() != 1 {
				t.Errorf("%d copies seeded, want 1", seeded.Load())
			}
			db := storetest.OpenURL(t, url, kajian.NewFixedClock(now))
			if n, err := db.CountRows(context.Background(), "users"); err != nil || n != 2+len(crowdNames) {
				t.Errorf("%d accounts (%v)", n, err)
			}
		})
	}
}

// titlesFitTheirDays: a title's day or time of day is the session's ('Malam Jumat' is Kamis
// evening, 'Kajian Subuh' is at dawn).
func titlesFitTheirDays(t *testing.T, ctx context.Context, db *store.DB, now time.Time) {
	t.Helper()
	seen := 0
	check := func(k *kajian.Session) {
		if strings.Contains(k.Title, "Malam Jumat") {
			seen++
			if k.Type == kajian.Recurring && k.DayOfWeek != 4 || k.Time < 18*60 {
				t.Errorf("%q is on day %d at %s", k.Title, k.DayOfWeek, k.Time)
			}
		}
		if strings.HasPrefix(k.Title, "Kajian Subuh") && k.Time > 7*60 {
			t.Errorf("%q is at %s", k.Title, k.Time)
		}
	}
	for day := 0; day < 7; day++ {
		list, err := db.SessionsOn(ctx, kajian.Recurring, kajian.Date{}, day)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range list {
			check(k)
		}
	}
	for d, i := kajian.DateOf(now).AddDays(-30), 0; i < 90; d, i = d.AddDays(1), i+1 {
		list, err := db.SessionsOn(ctx, kajian.Regular, d, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range list {
			check(k)
		}
	}
	if seen == 0 {
		t.Error("no 'Malam Jumat' session in the demo")
	}
}
