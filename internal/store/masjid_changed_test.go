package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// Every write to what a masjid page shows beyond its sessions raises the listing version, which
// the copies of the server read on each request, seen from another handle of the database; the
// changes stay known one by one (a listing catches up, not read anew), and a rename notes each
// of the masjid's sessions, whose cards show its name.
func TestMasjidWritesRaiseTheListingVersion(t *testing.T) {
	for _, d := range storetest.Dialects {
		t.Run(string(d), func(t *testing.T) { masjidWritesRaiseTheListingVersion(t, d) })
	}
}

func masjidWritesRaiseTheListingVersion(t *testing.T, d store.Dialect) {
	ctx := context.Background()
	url, clock := storetest.URL(t, d), kajian.NewFixedClock(testNow)
	db, other := storetest.OpenURL(t, url, clock), storetest.OpenURL(t, url, clock)
	m := teamMasjid(t, db, "masjid-al-ikhlas-bandung", "Masjid Al-Ikhlas", -6.9, 107.6)
	admin, u := newUser(t, db, "admin@example.id"), newUser(t, db, "dkm@example.id")
	one, week := oneOff(admin.ID), weekly(admin.ID, kajian.StatusActive)
	one.MasjidID, week.MasjidID = m.ID, m.ID
	for _, s := range []*kajian.Session{one, week} {
		if err := db.CreateSession(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	q := store.ListingQuery{MaxChanges: 500, From: testNow.Add(-24 * time.Hour), HolidaysFrom: kajian.Today(testNow, kajian.WIB)}
	// changed writes through db and returns what the listing re-reads for it, read through the
	// other handle: the sessions written again, and the masjid's own id (which no session has).
	changed := func(what string, write func() error) map[kajian.Type]map[string]bool {
		t.Helper()
		before, err := other.ReadListing(ctx, store.ListingQuery{Since: -1, From: q.From, HolidaysFrom: q.HolidaysFrom})
		if err != nil {
			t.Fatal(err)
		}
		if err := write(); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		q.Since = before.Version
		after, err := other.ReadListing(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		if after.Version <= before.Version || after.Changed == nil {
			t.Fatalf("%s: version %d → %d, changes known: %v", what, before.Version, after.Version, after.Changed != nil)
		}
		return after.Changed
	}
	edited := *m
	edited.Address = "Jl. Cikutra No. 12"
	if c := changed("details", func() error { return db.UpdateMasjid(ctx, &edited, m) }); !c[kajian.Regular][m.ID] || len(c[kajian.Regular]) != 1 || len(c[kajian.Recurring]) != 0 {
		t.Errorf("details: the sessions re-read: %v", c)
	}
	renamed := edited
	renamed.Name = "Masjid Besar Al-Ikhlas"
	if c := changed("rename", func() error { return db.UpdateMasjid(ctx, &renamed, &edited) }); !c[kajian.Regular][one.ID] || !c[kajian.Recurring][week.ID] {
		t.Errorf("rename: the sessions re-read: %v", c)
	}
	if back, err := other.FindSession(ctx, kajian.Regular, one.ID); err != nil || back.Masjid == nil || back.Masjid.Name != renamed.Name {
		t.Errorf("the session's masjid after the rename: %+v %v", back, err)
	}
	changed("verified", func() error { return db.SetMasjidVerified(ctx, &renamed, true, admin.ID) })
	changed("editor added", func() error { return db.AddMasjidEditor(ctx, &renamed, u, admin.ID) })
	changed("editor removed", func() error { return db.RemoveMasjidEditor(ctx, &renamed, u.ID, admin.ID) })
	var claim kajian.MasjidClaim
	changed("claim approved", func() error {
		claim = kajian.MasjidClaim{MasjidID: m.ID, UserID: u.ID, Note: "Saya bendahara DKM"}
		if err := db.CreateMasjidClaim(ctx, &claim); err != nil {
			return err
		}
		_, err := db.DecideMasjidClaim(ctx, claim.ID, true, admin.ID)
		return err
	})
	if ok, _ := other.IsMasjidEditor(ctx, m.ID, u.ID); !ok {
		t.Error("the approved claimer is no editor")
	}
}
