package server

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/kajiankita/kajian/internal/app"
	"github.com/kajiankita/kajian/internal/config"
	"github.com/kajiankita/kajian/internal/demo"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/media"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// BenchmarkMasjidPage measures GET /api/v1/masjid/{slug} on the demo data, through the whole
// handler (routing, middleware, the shared versions read, the kept page), on each database, as a
// visitor asks for it; making a page is masjids' BenchmarkMasjidPageMade:
//
//	./scripts/with-postgres.sh go test -run '^$' -bench MasjidPage -benchmem ./internal/server/
func BenchmarkMasjidPage(b *testing.B) {
	// Each request's log line would be most of what is measured.
	defer slog.SetDefault(slog.Default())
	slog.SetDefault(slog.New(slog.NewTextHandler(io.Discard, nil)))
	for _, d := range storetest.Dialects {
		b.Run(string(d), func(b *testing.B) {
			ctx := context.Background()
			clock := kajian.NewFixedClock(testNow)
			db := storetest.Open(b, d, clock)
			if _, _, err := demo.Seed(ctx, db); err != nil {
				b.Fatal(err)
			}
			bucket, err := media.OpenBucket("file://" + b.TempDir())
			if err != nil {
				b.Fatal(err)
			}
			cfg := config.Config{BaseURL: "http://kajian.test"}
			uc := app.Build(app.Adapters{BaseURL: cfg.BaseURL, Store: db, Clock: clock, Bucket: bucket})
			h, err := New(Deps{Config: cfg, Clock: clock, Web: testApp, UseCases: uc, Bucket: bucket, Database: db})
			if err != nil {
				b.Fatal(err)
			}
			page, err := db.ListMasjid(ctx, kajian.MasjidFilter{Query: demo.EditedMasjid}, testNow)
			if err != nil || len(page.Items) == 0 {
				b.Fatalf("no demo masjid: %v", err)
			}
			path := "/api/v1/masjid/" + page.Items[0].Masjid.Slug
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
				if rec.Code != http.StatusOK {
					b.Fatalf("%s: %d %s", path, rec.Code, rec.Body)
				}
			}
		})
	}
}
