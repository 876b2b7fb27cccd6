package store_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// BenchmarkListHome reads the first page of the home list from 10,000
// one-off and 1,000 weekly sessions in twenty cities, on each database.
// Its cost should follow the page size, not the table size.
//
//	./scripts/with-postgres.sh go test -run '^$' -bench ListHome -benchmem ./internal/store/
func BenchmarkListHome(b *testing.B) {
	jakarta := &store.Point{Lat: -6.2, Lng: 106.82}
	cases := []struct {
		name string
		f    store.HomeFilter
	}{
		{"distance", store.HomeFilter{Sort: store.SortByDistance, Near: jakarta}},
		{"distance_radius50", store.HomeFilter{Sort: store.SortByDistance, Near: jakarta, RadiusKm: 50}},
		{"distance_radius5", store.HomeFilter{Sort: store.SortByDistance, Near: jakarta, RadiusKm: 5}},
		{"date", store.HomeFilter{}},
		{"date_page3", store.HomeFilter{}},
		{"search", store.HomeFilter{Query: "tafsir bandung"}},
	}
	for _, d := range storetest.Dialects {
		b.Run(string(d), func(b *testing.B) {
			db := storetest.Open(b, d, kajian.NewFixedClock(time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)))
			ctx := context.Background()
			start := time.Now()
			if err := storetest.SeedHome(ctx, db, 10_000, 1_000); err != nil {
				b.Fatal(err)
			}
			b.Logf("%s: seeded 10,000 one-off and 1,000 weekly sessions in %v", d, time.Since(start).Round(time.Millisecond))
			for _, c := range cases {
				f := c.f
				if c.name == "date_page3" { // the third page, through two cursors
					for range 2 {
						p, err := db.ListHome(ctx, f)
						if err != nil {
							b.Fatal(err)
						}
						f.Cursor = p.NextCursor
					}
				}
				b.Run(c.name, func(b *testing.B) {
					for b.Loop() {
						p, err := db.ListHome(ctx, f)
						if err != nil || len(p.Items) != store.DefaultHomeLimit {
							b.Fatal(fmt.Sprint(len(p.Items)), err)
						}
					}
				})
			}
			// A write makes the next page read the listing of every
			// listable session again (listing.go): what one posting,
			// approval or edit costs the list.
			owner, _, err := db.CreateUser(ctx, store.NewUser{Email: "penulis@kajiankita.id", PasswordHash: "x", FullName: "Penulis"})
			if err != nil {
				b.Fatal(err)
			}
			b.Run("after_a_write", func(b *testing.B) {
				for b.Loop() {
					s := &kajian.Session{Type: kajian.Regular, Status: kajian.StatusPending, CreatedBy: owner.ID, Title: "Kajian Baru",
						Ustaz: "Ustadz Hakim", Date: kajian.Date{Year: 2026, Month: time.December, Day: 1}, Time: 19 * 60}
					if err := db.CreateSession(ctx, s); err != nil {
						b.Fatal(err)
					}
					if p, err := db.ListHome(ctx, cases[0].f); err != nil || len(p.Items) != store.DefaultHomeLimit {
						b.Fatal(err)
					}
				}
			})
		})
	}
}
