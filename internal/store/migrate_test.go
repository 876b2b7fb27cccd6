package store_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

var testNow = time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC) // Ahad 12:00 WIB

func TestMigrateUpDownUp(t *testing.T) {
	for _, d := range storetest.Dialects {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			db, err := store.Open(ctx, storetest.URL(t, d), kajian.NewFixedClock(testNow))
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			n, err := db.Migrate(ctx)
			if err != nil || n == 0 {
				t.Fatalf("first migrate: %d, %v", n, err)
			}
			if n, err := db.Migrate(ctx); err != nil || n != 0 {
				t.Fatalf("second migrate applied %d, %v; want 0", n, err)
			}
			for {
				reverted, err := db.MigrateDown(ctx)
				if err != nil {
					t.Fatalf("down: %v", err)
				}
				if !reverted {
					break
				}
			}
			if again, err := db.Migrate(ctx); err != nil || again != n {
				t.Fatalf("migrate after down applied %d, %v; want %d", again, err, n)
			}
		})
	}
}

func TestOpenRejectsUnknownScheme(t *testing.T) {
	_, err := store.Open(context.Background(), "mysql://x", kajian.SystemClock{})
	var ce *store.ConfigError
	if err == nil || !asConfigError(err, &ce) || ce.Variable != "KAJIAN_DATABASE_URL" {
		t.Fatalf("got %v, want a ConfigError naming KAJIAN_DATABASE_URL", err)
	}
}

func TestOpenUnreachablePostgres(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	_, err := store.Open(ctx, "postgres://nobody:secret@127.0.0.1:1/x?sslmode=disable&connect_timeout=2", kajian.SystemClock{})
	var ce *store.ConfigError
	if err == nil || !asConfigError(err, &ce) || ce.Variable != "KAJIAN_DATABASE_URL" {
		t.Fatalf("got %v, want a ConfigError naming KAJIAN_DATABASE_URL", err)
	}
	if contains(err.Error(), "secret") {
		t.Fatalf("error leaks the password: %v", err)
	}
}

// Copies that start together on one database take turns migrating: none
// fails (on PostgreSQL two at once used to collide creating the same types),
// and every migration is applied exactly once.
func TestCopiesMigratingAtOnce(t *testing.T) {
	for _, d := range storetest.Dialects {
		t.Run(string(d), func(t *testing.T) {
			url := storetest.URL(t, d)
			const copies = 4
			applied := make([]int, copies)
			errs := make([]error, copies)
			var wg sync.WaitGroup
			for i := range copies {
				db, err := store.Open(context.Background(), url, kajian.NewFixedClock(testNow))
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { db.Close() })
				wg.Add(1)
				go func() {
					defer wg.Done()
					applied[i], errs[i] = db.Migrate(context.Background())
				}()
			}
			wg.Wait()
			total := 0
			for i := range copies {
				if errs[i] != nil {
					t.Errorf("copy %d: %v", i, errs[i])
				}
				total += applied[i]
			}
			// As many as one copy alone applies to a fresh database.
			fresh, err := store.Open(context.Background(), storetest.URL(t, d), kajian.NewFixedClock(testNow))
			if err != nil {
				t.Fatal(err)
			}
			defer fresh.Close()
			want, err := fresh.Migrate(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if total != want || want < 7 {
				t.Fatalf("%d migrations applied in all, want %d once each (%v)", total, want, applied)
			}
		})
	}
}
