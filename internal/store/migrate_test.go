package store_test

import (
	"context"
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
