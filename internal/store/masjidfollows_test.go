package store_test

import (
	"context"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// Migration 23 turns a place follow within 200 m of a masjid into a follow of the nearest one,
// labelled with its name; a user already following that masjid keeps one follow; a place with no
// masjid near stays a place. FollowersOf then matches a session's masjid by id.
func TestPlaceFollowsBecomeMasjidFollows(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		for {
			v, err := db.SchemaVersion(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if v < 23 {
				break
			}
			if _, err := db.MigrateDown(ctx); err != nil {
				t.Fatalf("down from %d: %v", v, err)
			}
		}
		near := teamMasjid(t, db, "masjid-al-ikhlas-bandung", "Masjid Al-Ikhlas", -6.9000, 107.6000)
		nearer := teamMasjid(t, db, "masjid-nurul-huda-bandung", "Masjid Nurul Huda", -6.9010, 107.6000)
		u, both := newUser(t, db, "jamaah@example.id"), newUser(t, db, "dua@example.id")
		follow := func(user string, kind kajian.FollowKind, key, label string, at *kajian.GeoPoint) {
			t.Helper()
			if err := db.AddFollow(ctx, &kajian.Follow{UserID: user, Kind: kind, Key: key, Label: label, Place: at}); err != nil {
				t.Fatal(err)
			}
		}
		p := func(lat, lng float64) *kajian.GeoPoint { g := kajian.NewGeoPoint(lat, lng); return &g }
		follow(u.ID, kajian.FollowPlace, "a", "Masjid dekat rumah", p(-6.9009, 107.6001)) // 11 m from nearer, 100 m from near
		follow(u.ID, kajian.FollowPlace, "b", "Lapangan", p(-6.95, 107.6))                // no masjid within 200 m
		follow(u.ID, kajian.FollowUstadz, "abdul somad", "Ustadz Abdul Somad", nil)
		follow(both.ID, kajian.FollowMasjid, near.ID, "Masjid Al-Ikhlas", nil)
		follow(both.ID, kajian.FollowPlace, "c", "Al-Ikhlas", p(-6.9001, 107.6))

		if _, err := db.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		got, err := db.ListFollows(ctx, u.ID)
		if err != nil || len(got) != 3 {
			t.Fatalf("follows %+v %v", got, err)
		}
		kinds := map[kajian.FollowKind]kajian.Follow{}
		for _, f := range got {
			kinds[f.Kind] = f
		}
		if m := kinds[kajian.FollowMasjid]; m.Key != nearer.ID || m.Label != "Masjid Nurul Huda" || m.Place != nil {
			t.Fatalf("masjid follow %+v", m)
		}
		if pl := kinds[kajian.FollowPlace]; pl.Label != "Lapangan" || pl.Place == nil {
			t.Fatalf("the far place %+v", pl)
		}
		if got, _ := db.ListFollows(ctx, both.ID); len(got) != 1 || got[0].Kind != kajian.FollowMasjid || got[0].Key != near.ID {
			t.Fatalf("one follow of the masjid already followed: %+v", got)
		}

		// A session at nearer (by id) reaches u; one at another masjid does not; both's masjid
		// follow is matched by its own id.
		fs, err := db.FollowersOf(ctx, nil, nil, nearer.ID)
		if err != nil || len(fs) != 1 || fs[0].UserID != u.ID {
			t.Fatalf("followers of nearer %+v %v", fs, err)
		}
		fs, err = db.FollowersOf(ctx, []string{"abdul somad"}, nil, near.ID)
		if err != nil || len(fs) != 2 {
			t.Fatalf("followers of near or the speaker %+v %v", fs, err)
		}
		if fs, err := db.FollowersOf(ctx, nil, nil, ""); err != nil || len(fs) != 0 {
			t.Fatalf("no masjid, no speakers: %+v %v", fs, err)
		}
	})
}
