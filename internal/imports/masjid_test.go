package imports_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// A masjid's editor adds their masjid's calendar: the source belongs to the masjid, its drafts
// post attached to it and published at once as the editor's postings are (logged), and the
// calendar's later changes keep them public. Nobody attaches a source to a masjid they do not
// edit (403, nothing stored), whatever their role; an admin may, to a masjid that exists.
func TestAMasjidEditorImportsTheirMasjidCalendar(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(importNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		w := newWorld(t, db, db.Clock().(*kajian.FixedClock))
		w.host.put("/google.ics", testdata(t, "google.ics"))
		newMasjid := func(slug, name string) *kajian.Masjid {
			m := &kajian.Masjid{Slug: slug, Name: name, Point: kajian.NewGeoPoint(-6.2, 106.85), Region: "Jakarta Selatan"}
			if err := db.CreateMasjid(ctx, m); err != nil {
				t.Fatal(err)
			}
			return m
		}
		a, b := newMasjid("masjid-al-ikhlas-tebet", "Masjid Al-Ikhlas"), newMasjid("masjid-nurul-iman", "Masjid Nurul Iman")
		editor := w.user(t, "dkm@example.id", kajian.RoleUser)
		contributor := w.user(t, "relawan@example.id", kajian.RoleContributor)
		user := w.user(t, "jamaah@example.id", kajian.RoleUser)
		admin := w.user(t, "admin@example.id", kajian.RoleAdmin)
		if err := db.InsertMasjidEditor(ctx, a.ID, editor.UserID, admin.UserID); err != nil {
			t.Fatal(err)
		}

		for _, c := range []struct {
			name   string
			v      kajian.Viewer
			masjid string
		}{
			{"editor of A for B", editor, b.ID},
			{"editor of A for none", editor, ""},
			{"contributor for A", contributor, a.ID},
			{"user for A", user, a.ID},
		} {
			if _, err := w.uc.Imports.Add(ctx, c.v, base+"/google.ics", c.masjid); kindOf(err) != kajian.KindForbidden {
				t.Errorf("%s: %v, want 403", c.name, err)
			}
		}
		if _, err := w.uc.Imports.Add(ctx, admin, base+"/google.ics", uuid.NewString()); kindOf(err) != kajian.KindInvalid {
			t.Errorf("admin for a missing masjid: %v", err)
		}
		if _, err := w.uc.Imports.List(ctx, user); kindOf(err) != kajian.KindForbidden {
			t.Errorf("a user who keeps no masjid lists sources: %v", err)
		}
		if gets, _ := w.host.counts(); gets != 0 {
			t.Fatalf("refused additions fetched %d times", gets)
		}

		src, err := w.uc.Imports.Add(ctx, editor, base+"/google.ics", a.ID)
		if err != nil {
			t.Fatal(err)
		}
		if src.MasjidID != a.ID || src.Masjid == nil || src.Masjid.Name != "Masjid Al-Ikhlas" || src.OwnerID != editor.UserID {
			t.Fatalf("source %+v", src)
		}
		list, err := w.uc.Imports.List(ctx, editor)
		if err != nil || len(list) != 1 || list[0].Masjid == nil || list[0].Masjid.Slug != a.Slug {
			t.Fatalf("the editor's sources: %v %v", list, err)
		}
		d, err := w.uc.Imports.Source(ctx, editor, src.ID)
		if err != nil {
			t.Fatal(err)
		}
		ev := byKey(t, d, tablighKey)
		x := ev.Draft.Extraction
		p := kajian.Posting{Type: kajian.Regular, Title: x.Title, Date: x.Date, Time: x.Time, Zone: string(x.TimezoneRegion),
			Location: x.Location, Address: x.Address, Speakers: []kajian.Speaker{{Name: "Ustadz Firanda Andirja", IsMain: true}}}
		res, err := w.uc.Imports.PostDraft(ctx, editor, src.ID, ev.ID, given(p))
		if err != nil {
			t.Fatal(err)
		}
		ks := res.Session
		if ks.Status != kajian.StatusApproved || ks.MasjidID != a.ID {
			t.Fatalf("posted from the masjid's calendar: status %s masjid %q", ks.Status, ks.MasjidID)
		}
		pubs, err := db.ListDirectPublications(ctx, 10)
		if err != nil || len(pubs) != 1 || pubs[0].SessionID != ks.ID {
			t.Fatalf("the editor's imported posting is not logged: %+v %v", pubs, err)
		}

		// The calendar moves the session: it stays public, as the editor's own edit would.
		w.replace(t, "/google.ics", "google.ics", "DTSTART:20261205T013000Z", "DTSTART:20261205T020000Z", "SEQUENCE:1\r\n", "SEQUENCE:2\r\n")
		w.clock.Advance(6 * time.Hour)
		if n, err := w.uc.Imports.FetchDue(ctx); err != nil || n != 1 {
			t.Fatalf("fetched %d (%v)", n, err)
		}
		after, err := db.FindSession(ctx, kajian.Regular, ks.ID)
		if err != nil {
			t.Fatal(err)
		}
		if after.Time != 9*60 || after.Status != kajian.StatusApproved || after.MasjidID != a.ID {
			t.Errorf("after the calendar's change: time %s status %s masjid %q", after.Time, after.Status, after.MasjidID)
		}
	})
}
