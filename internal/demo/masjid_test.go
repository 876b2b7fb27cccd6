package demo

import (
	"context"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// TestSeedMasjid: the demo has masjid in every zone with facilities and plainly fake infaq
// accounts, the demo user keeps one, and nine in ten sessions with a place are attached.
func TestSeedMasjid(t *testing.T) {
	now := time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)
	storetest.Each(t, kajian.NewFixedClock(now), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		sum, _, err := Seed(ctx, db)
		if err != nil {
			t.Fatal(err)
		}
		page, err := db.ListMasjid(ctx, kajian.MasjidFilter{Limit: kajian.MaxMasjidPageSize}, now)
		if err != nil {
			t.Fatal(err)
		}
		if sum.Masjid < 12 || len(page.Items) != sum.Masjid {
			t.Fatalf("%d masjid made, %d listed", sum.Masjid, len(page.Items))
		}
		zones := map[kajian.Zone]bool{}
		var edited *kajian.Masjid
		for _, it := range page.Items {
			m := it.Masjid
			zones[m.Zone] = true
			if len(m.Facilities) == 0 || kajian.CheckInfaqAccount(m.Infaq.Account) != nil || m.Infaq.Account[:4] != "0000" || m.Infaq.Bank == "" {
				t.Errorf("%s: facilities %v, infaq %+v", m.Name, m.Facilities, m.Infaq)
			}
			if m.Name == EditedMasjid {
				edited = m
			}
		}
		if len(zones) != 3 {
			t.Errorf("zones %v, want WIB, WITA and WIT", zones)
		}
		user, _ := db.FindUserByEmail(ctx, UserEmail)
		if ok, err := db.IsMasjidEditor(ctx, edited.ID, user.ID); err != nil || !ok {
			t.Errorf("the demo user does not keep %s (%v)", EditedMasjid, err)
		}
		a := sum.Attached
		if placed := a.ByName + a.ByNearness + a.Unattached; placed == 0 || (a.ByName+a.ByNearness)*10 < placed*9 {
			t.Errorf("attached %+v: under nine in ten of the sessions with a place", a)
		}
		if a.Online == 0 {
			t.Errorf("no online session counted: %+v", a)
		}
	})
}
