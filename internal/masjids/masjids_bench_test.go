package masjids_test

import (
	"context"
	"testing"

	"github.com/kajiankita/kajian/internal/demo"
	"github.com/kajiankita/kajian/internal/homelist"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/masjids"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// BenchmarkMasjidPageMade measures making a masjid page (its reads and schedule, not its cards'
// answers nor JSON) on the demo data: what a visitor's request costs when its kept page is no
// longer fresh, and every signed-in one.
//
//	./scripts/with-postgres.sh go test -run '^$' -bench MasjidPageMade -benchmem ./internal/masjids/
func BenchmarkMasjidPageMade(b *testing.B) {
	for _, d := range storetest.Dialects {
		b.Run(string(d), func(b *testing.B) {
			ctx := context.Background()
			clock := kajian.NewFixedClock(now)
			db := storetest.Open(b, d, clock)
			if _, _, err := demo.Seed(ctx, db); err != nil {
				b.Fatal(err)
			}
			page, err := db.ListMasjid(ctx, kajian.MasjidFilter{Query: demo.EditedMasjid}, now)
			if err != nil || len(page.Items) == 0 {
				b.Fatalf("no demo masjid: %v", err)
			}
			svc := masjids.New(db, speakers{homelist.New(db)}, clock, "https://kajian.test")
			slug := page.Items[0].Masjid.Slug
			b.ResetTimer()
			for range b.N {
				if _, err := svc.Masjid(ctx, kajian.Viewer{}, slug); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
