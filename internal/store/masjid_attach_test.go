package store_test

import (
	"context"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// metresEast is a point m metres east of (lat, lng), near the equator's scale of Indonesia.
func metresEast(lat, lng, m float64) (float64, float64) {
	return lat, lng + m/1000/kajian.DistanceKm(lat, 0, lat, 1)
}

// TestAttachMasjid: migration 20's data step makes masjid of the places named as one and
// attaches every session without a masjid (same name within 300 m, else nearest within 100 m),
// online ones never; a second run changes nothing.
func TestAttachMasjid(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		falah := newMasjid(t, db, "Masjid Al-Falah", "Surabaya", -7.2849, 112.7380)
		session := func(typ kajian.Type, place string, metres float64, online bool) *kajian.Session {
			s := oneOff(owner.ID)
			if typ == kajian.Recurring {
				s = weekly(owner.ID, kajian.StatusActive)
			}
			s.Location, s.Latitude, s.Longitude = place, nil, nil
			if metres >= 0 {
				lat, lng := metresEast(-7.2849, 112.7380, metres)
				s.Latitude, s.Longitude = &lat, &lng
			}
			if online {
				s.IsOnline, s.LiveStreamURL, s.Location, s.Address = true, "https://youtube.com/live/x", "", ""
			}
			if err := db.CreateSession(ctx, s); err != nil {
				t.Fatal(err)
			}
			return s
		}
		byName := session(kajian.Regular, "MASJID AL FALAH", 250, false)     // same name, 250 m
		near := session(kajian.Recurring, "Aula Yayasan", 80, false)         // another name, 80 m
		farName := session(kajian.Regular, "Masjid Al-Falah", 700, false)    // same name but 700 m: a masjid of its own
		alone := session(kajian.Regular, "Gedung Serbaguna", 150, false)     // nothing within 100 m
		noPoint := session(kajian.Recurring, "Masjid Nurul Huda", -1, false) // no point to compare
		online := session(kajian.Regular, "", -1, true)
		newPlace := session(kajian.Recurring, "Musholla Nurul Iman", 2000, false)
		twin := session(kajian.Regular, "Mushola Nurul Iman", 2100, false) // the same place a little off

		if err := db.RunDataStep(ctx, 20); err != nil {
			t.Fatal(err)
		}
		masjidOf := func(s *kajian.Session) *kajian.MasjidRef {
			got, err := db.FindSession(ctx, s.Type, s.ID)
			if err != nil {
				t.Fatal(err)
			}
			return got.Masjid
		}
		for _, s := range []*kajian.Session{byName, near} {
			if m := masjidOf(s); m == nil || m.Slug != falah.Slug {
				t.Errorf("%q: attached to %+v, want %s", s.Location, m, falah.Slug)
			}
		}
		for _, s := range []*kajian.Session{alone, noPoint, online} {
			if m := masjidOf(s); m != nil {
				t.Errorf("%q attached to %+v", s.Location, m)
			}
		}
		other, iman, iman2 := masjidOf(farName), masjidOf(newPlace), masjidOf(twin)
		if other == nil || other.Slug == falah.Slug || other.Name != "Masjid Al-Falah" {
			t.Errorf("the far Al-Falah: %+v", other)
		}
		// Sessions written at one instant are read in id order: either spelling names the masjid.
		if iman == nil || iman2 == nil || iman.Slug != iman2.Slug || kajian.MasjidNameKey(iman.Name) != "nurul iman" {
			t.Errorf("one masjid for one place: %+v %+v", iman, iman2)
		}
		if n, _ := db.CountRows(ctx, "masjid"); n != 3 {
			t.Errorf("%d masjid, want the first and two made from places", n)
		}

		// Run again: nothing is left that fits, nothing more is made.
		counts, err := db.AttachSessionsToMasjid(ctx, true)
		if err != nil {
			t.Fatal(err)
		}
		if counts != (store.MasjidAttach{Unattached: 2, Online: 1}) {
			t.Errorf("second run: %+v", counts)
		}
	})
}

// TestAttachMasjidCounts counts each way a session ends, without making masjid.
func TestAttachMasjidCounts(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		newMasjid(t, db, "Masjid Raya", "Makassar", -5.14, 119.42) // oneOff's place and point
		a, b, c := oneOff(owner.ID), oneOff(owner.ID), weekly(owner.ID, kajian.StatusActive)
		b.Location = "Gedung Dakwah"
		c.IsOnline, c.LiveStreamURL, c.Location, c.Address = true, "https://youtube.com/live/x", "", ""
		for _, s := range []*kajian.Session{a, b, c} {
			if err := db.CreateSession(ctx, s); err != nil {
				t.Fatal(err)
			}
		}
		counts, err := db.AttachSessionsToMasjid(ctx, false)
		if err != nil {
			t.Fatal(err)
		}
		if counts != (store.MasjidAttach{ByName: 1, ByNearness: 1, Online: 1}) {
			t.Errorf("counts %+v", counts)
		}
	})
}
