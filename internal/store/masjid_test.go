package store_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

func newMasjid(t *testing.T, db *store.DB, name, region string, lat, lng float64) *kajian.Masjid {
	t.Helper()
	m := &kajian.Masjid{Name: name, Region: region, Address: "Jl. " + name, Point: kajian.NewGeoPoint(lat, lng),
		Zone: kajian.WIB, Facilities: []kajian.Facility{kajian.FacilityAC, kajian.FacilityAkhwatArea},
		Infaq: kajian.Infaq{Bank: "Bank Contoh", Account: "000-111 222", Holder: "DKM " + name}}
	if err := db.CreateMasjid(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestMasjidReads(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		m := newMasjid(t, db, "Masjid Al-Ikhlas", "Bandung", -6.9, 107.6)
		if m.Slug != "masjid-alikhlas-bandung" {
			t.Fatalf("slug = %q", m.Slug)
		}
		twin := newMasjid(t, db, "Masjid Al-Ikhlas", "Bandung", -6.95, 107.65)
		if twin.Slug == m.Slug {
			t.Fatal("a taken slug was given twice")
		}
		got, err := db.FindMasjidBySlug(ctx, m.Slug)
		if err != nil {
			t.Fatal(err)
		}
		if got.ID != m.ID || got.Name != m.Name || got.Point.Lat != -6.9 || len(got.Facilities) != 2 ||
			got.Facilities[0] != kajian.FacilityAC || got.Infaq.Account != "000-111 222" || got.Zone != kajian.WIB {
			t.Fatalf("by slug: %+v", got)
		}
		if byID, err := db.FindMasjid(ctx, m.ID); err != nil || byID.Slug != m.Slug {
			t.Fatalf("by id: %v %v", byID, err)
		}
		for _, miss := range []func() error{
			func() error { _, err := db.FindMasjidBySlug(ctx, "tidak-ada"); return err },
			func() error { _, err := db.FindMasjid(ctx, "bukan-id"); return err },
			func() error { _, err := db.FindMasjid(ctx, "7d9f0a38-5f4b-4f57-9a47-3d1c1d6c7e11"); return err },
		} {
			if err := miss(); !errors.Is(err, kajian.ErrMasjidNotFound) {
				t.Fatalf("unknown masjid: %v", err)
			}
		}

		// A session written with the masjid reads it back with its link, on both tables.
		owner := newUser(t, db, "owner@example.id")
		one, week := oneOff(owner.ID), weekly(owner.ID, kajian.StatusActive)
		one.MasjidID, week.MasjidID = m.ID, m.ID
		for _, s := range []*kajian.Session{one, week} {
			if err := db.CreateSession(ctx, s); err != nil {
				t.Fatal(err)
			}
			back, err := db.FindSession(ctx, s.Type, s.ID)
			if err != nil {
				t.Fatal(err)
			}
			if back.MasjidID != m.ID || back.Masjid == nil || back.Masjid.Slug != m.Slug || back.Masjid.Name != m.Name {
				t.Fatalf("%s: masjid %q %+v", s.Type, back.MasjidID, back.Masjid)
			}
			back.MasjidID = ""
			if err := db.UpdateSession(ctx, back, back.Holidays); err != nil {
				t.Fatal(err)
			}
			if again, _ := db.FindSession(ctx, s.Type, s.ID); again.MasjidID != "" || again.Masjid != nil {
				t.Fatalf("%s: masjid kept after unlinking: %+v", s.Type, again.Masjid)
			}
		}
		counts, err := db.MasjidUpcomingCounts(ctx, []string{m.ID, twin.ID}, testNow)
		if err != nil || counts[m.ID] != 0 {
			t.Fatalf("counts of unlinked sessions: %v %v", counts, err)
		}
	})
}

func TestMasjidDirectory(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		// A row of masjid going east from Jakarta, 1 km (about 0.009°) apart, named out of order.
		for i := 0; i < 30; i++ {
			name := fmt.Sprintf("Masjid Nur %02d", 29-i)
			if i%3 == 0 {
				name = fmt.Sprintf("Masjid Raya Baiturrahman %02d", 29-i)
			}
			newMasjid(t, db, name, "Jakarta", -6.2, 106.8+float64(i)*0.009)
		}
		newMasjid(t, db, "Masjid Agung Ikhlas", "Makassar", -5.14, 119.43)

		byName, err := db.ListMasjid(ctx, kajian.MasjidFilter{Limit: 5}, testNow)
		if err != nil {
			t.Fatal(err)
		}
		if byName.Total != 31 || !byName.HasMore || len(byName.Items) != 5 || byName.Items[0].Masjid.Name != "Masjid Agung Ikhlas" ||
			byName.Items[1].Masjid.Name != "Masjid Nur 00" || byName.Items[0].DistanceKm != nil {
			t.Fatalf("by name: total %d more %v first %q", byName.Total, byName.HasMore, byName.Items[0].Masjid.Name)
		}
		last, _ := db.ListMasjid(ctx, kajian.MasjidFilter{Limit: 5, Page: 7}, testNow)
		if len(last.Items) != 1 || last.HasMore || last.Items[0].Masjid.Name != "Masjid Raya Baiturrahman 29" {
			t.Fatalf("last page: %+v", last)
		}

		near := kajian.NewGeoPoint(-6.2, 106.8+10*0.009) // at the eleventh masjid
		page, err := db.ListMasjid(ctx, kajian.MasjidFilter{Near: &near, Limit: 3, Page: 2}, testNow)
		if err != nil {
			t.Fatal(err)
		}
		if len(page.Items) != 3 || !page.HasMore || page.Total != 31 {
			t.Fatalf("nearest page 2: %+v", page)
		}
		for _, it := range page.Items {
			if it.DistanceKm == nil || *it.DistanceKm < 1.5 || *it.DistanceKm > 3.5 {
				t.Fatalf("nearest page 2 holds %q at %v km", it.Masjid.Name, it.DistanceKm)
			}
		}
		far, _ := db.ListMasjid(ctx, kajian.MasjidFilter{Near: &near, Limit: 50}, testNow)
		if len(far.Items) != 31 || far.Items[30].Masjid.Name != "Masjid Agung Ikhlas" || far.Items[0].Masjid.Name != "Masjid Nur 19" {
			t.Fatalf("everything nearest first: %d items, first %q", len(far.Items), far.Items[0].Masjid.Name)
		}

		for q, want := range map[string]int{"raya baiturrahman": 10, "BAITUR": 10, "ikhlas makassar": 1, "nur 0": 7, "jakarta": 30,
			"tidakada": 0, "baiturrahman nur": 0} {
			got, err := db.ListMasjid(ctx, kajian.MasjidFilter{Query: q, Limit: 50}, testNow)
			if err != nil {
				t.Fatal(err)
			}
			if got.Total != want || len(got.Items) != want {
				t.Errorf("q %q: total %d items %d, want %d", q, got.Total, len(got.Items), want)
			}
		}
		nearQ, _ := db.ListMasjid(ctx, kajian.MasjidFilter{Query: "raya", Near: &near, Limit: 1}, testNow)
		if len(nearQ.Items) != 1 || nearQ.Items[0].Masjid.Name != "Masjid Raya Baiturrahman 20" {
			t.Fatalf("search nearest first: %+v", nearQ.Items)
		}
	})
}
