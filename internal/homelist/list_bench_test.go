package homelist_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/homelist"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// BenchmarkListHome reads the first page of the home list from 10,000
// one-off and 1,000 weekly sessions in twenty cities, on each database.
// Its cost should follow the page size, not the table size.
//
//	./scripts/with-postgres.sh go test -run '^$' -bench ListHome -benchmem ./internal/homelist/
func BenchmarkHomeList(b *testing.B) {
	jakarta := &homelist.Point{Lat: -6.2, Lng: 106.82}
	cases := []struct {
		name string
		f    homelist.Filter
	}{
		{"distance", homelist.Filter{Sort: homelist.ByDistance, Near: jakarta}},
		{"distance_radius50", homelist.Filter{Sort: homelist.ByDistance, Near: jakarta, RadiusKm: 50}},
		{"distance_radius5", homelist.Filter{Sort: homelist.ByDistance, Near: jakarta, RadiusKm: 5}},
		{"date", homelist.Filter{}},
		{"date_page3", homelist.Filter{}},
		{"search", homelist.Filter{Query: "tafsir bandung"}},
		{"waktu_besok", homelist.Filter{Waktu: homelist.Tomorrow}},
		{"waktu_pekan_ini_distance", homelist.Filter{Waktu: homelist.ThisWeek, Sort: homelist.ByDistance, Near: jakarta}},
	}
	for _, d := range storetest.Dialects {
		b.Run(string(d), func(b *testing.B) {
			now := time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)
			db := storetest.Open(b, d, kajian.NewFixedClock(now))
			list := homelist.New(db)
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
						p, err := list.Page(ctx, now, f)
						if err != nil {
							b.Fatal(err)
						}
						f.Cursor = p.NextCursor
					}
				}
				b.Run(c.name, func(b *testing.B) {
					for b.Loop() {
						p, err := list.Page(ctx, now, f)
						if err != nil || len(p.Items) != homelist.DefaultLimit {
							b.Fatal(fmt.Sprint(len(p.Items)), err)
						}
					}
				})
			}
			// A write makes the next page bring the listing up to date
			// (listing.go): what one posting, approval or edit costs the list.
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
					if p, err := list.Page(ctx, now, cases[0].f); err != nil || len(p.Items) != homelist.DefaultLimit {
						b.Fatal(err)
					}
				}
			})
		})
	}
}
