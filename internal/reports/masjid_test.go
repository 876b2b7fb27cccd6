package reports_test

import (
	"context"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/reports"
	"github.com/kajiankita/kajian/internal/store"
)

// A masjid's editors read the open reports about their masjid's sessions, and no other's: an
// editor of A sees A's reports only and is refused B's (403), a visitor must sign in, a plain
// user is refused, an admin sees them; a handled report leaves the list.
func TestEditorsSeeTheirMasjidReports(t *testing.T) {
	forEachDialect(t, func(t *testing.T, dialect store.Dialect) {
		w := newWorld(t, dialect)
		ctx := context.Background()
		masjid := func(slug, name string) *kajian.Masjid {
			m := &kajian.Masjid{Slug: slug, Name: name, Point: kajian.NewGeoPoint(-6.2, 106.8), Region: "Jakarta"}
			if err := w.db.CreateMasjid(ctx, m); err != nil {
				t.Fatal(err)
			}
			return m
		}
		a, b := masjid("masjid-al-ikhlas", "Masjid Al-Ikhlas"), masjid("masjid-nurul-iman", "Masjid Nurul Iman")
		session := func(title string, m *kajian.Masjid) *kajian.Session {
			s := &kajian.Session{Type: kajian.Regular, Title: title, Ustaz: "Ustadz Hakim", CreatedBy: w.owner.UserID,
				Date: kajian.Date{Year: 2026, Month: time.November, Day: 25}, Time: 19 * 60, Zone: kajian.WIB,
				Location: m.Name, Status: kajian.StatusApproved, MasjidID: m.ID}
			if err := w.db.CreateSession(ctx, s); err != nil {
				t.Fatal(err)
			}
			return s
		}
		atA, atB := session("Kajian di Al-Ikhlas", a), session("Kajian di Nurul Iman", b)
		editor := func(email string, m *kajian.Masjid) kajian.Viewer {
			u, _, err := w.db.CreateUser(ctx, store.NewUser{Email: email, PasswordHash: "x", FullName: "DKM", Role: kajian.RoleUser, Verified: true})
			if err != nil {
				t.Fatal(err)
			}
			if err := w.db.InsertMasjidEditor(ctx, m.ID, u.ID, w.adm.UserID); err != nil {
				t.Fatal(err)
			}
			return kajian.Viewer{UserID: u.ID, Role: kajian.RoleUser}
		}
		edA, edB := editor("dkm-a@example.id", a), editor("dkm-b@example.id", b)
		for i, s := range []*kajian.Session{atA, atB, w.oneOff} {
			if _, err := w.report(visitor, s, "10.0.0."+string(rune('1'+i)), reports.Input{Reason: "wrong_time_place", Note: "Jamnya salah"}); err != nil {
				t.Fatal(err)
			}
		}

		got, err := w.rs.ForMasjid(ctx, edA, a.Slug)
		if err != nil || len(got) != 1 || got[0].SessionID != atA.ID || got[0].Note != "Jamnya salah" || got[0].SessionSlug != atA.Slug {
			t.Fatalf("editor of A reads A's reports: %+v %v", got, err)
		}
		for _, c := range []struct {
			name string
			v    kajian.Viewer
			slug string
			kind kajian.Kind
		}{
			{"editor of A on B", edA, b.Slug, kajian.KindForbidden},
			{"editor of B on A", edB, a.Slug, kajian.KindForbidden},
			{"user", w.reporter, a.Slug, kajian.KindForbidden},
			{"visitor", visitor, a.Slug, kajian.KindUnauthorized},
			{"missing masjid", edA, "tidak-ada", kajian.KindNotFound},
		} {
			if items, err := w.rs.ForMasjid(ctx, c.v, c.slug); kajian.ErrorKind(err) != c.kind || len(items) != 0 {
				t.Errorf("%s: %d items, %v", c.name, len(items), err)
			}
		}
		onB, err := w.rs.ForMasjid(ctx, w.adm, b.Slug)
		if err != nil || len(onB) != 1 || onB[0].SessionID != atB.ID {
			t.Fatalf("admin on B: %+v %v", onB, err)
		}
		// Handled by an admin, the report leaves the team's list.
		if _, err := w.rs.Resolve(ctx, w.adm, onB[0].ID, kajian.ReportDismiss); err != nil {
			t.Fatal(err)
		}
		if got, err := w.rs.ForMasjid(ctx, edB, b.Slug); err != nil || len(got) != 0 {
			t.Errorf("after dismissal: %+v %v", got, err)
		}
	})
}
