package masjidteam_test

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/ai"
	"github.com/kajiankita/kajian/internal/app"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/media"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

var testNow = time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)

// env is the use-cases on a real database with two masjid (A and B), an editor of each, a
// plain user, an admin and a visitor.
type env struct {
	uc                             app.UseCases
	db                             *store.DB
	mailDir                        string
	a, b                           *kajian.Masjid
	visitor, user, edA, edB, admin kajian.Viewer
	userEmail, edAEmail            string
}

func newEnv(t *testing.T, db *store.DB) *env {
	t.Helper()
	ctx := context.Background()
	bucket, err := media.OpenBucket("file://" + t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	e := &env{db: db, mailDir: t.TempDir()}
	mailer, err := mail.Open("file://"+e.mailDir, "Kajian Kita <no-reply@kajian.test>")
	if err != nil {
		t.Fatal(err)
	}
	e.uc = app.Build(app.Adapters{BaseURL: "http://kajian.test", Store: db, Clock: db.Clock(), Mailer: mailer, Bucket: bucket,
		AI: ai.Reader{Tesseract: true}})
	t.Cleanup(func() { e.uc.Mail.Wait(5 * time.Second) })
	account := func(email string, role kajian.Role) kajian.Viewer {
		u, _, err := db.CreateUser(ctx, store.NewUser{Email: email, PasswordHash: "x", FullName: "Hamba Allah", Role: role})
		if err != nil {
			t.Fatal(err)
		}
		return kajian.Viewer{UserID: u.ID, Role: role}
	}
	e.a = newMasjid(t, db, "masjid-al-ikhlas-bandung", "Masjid Al-Ikhlas", -6.90, 107.60)
	e.b = newMasjid(t, db, "masjid-nurul-iman-makassar", "Masjid Nurul Iman", -5.14, 119.42)
	e.user, e.userEmail = account("jamaah@example.id", kajian.RoleUser), "jamaah@example.id"
	e.edA, e.edAEmail = account("dkm-a@example.id", kajian.RoleUser), "dkm-a@example.id"
	e.edB = account("dkm-b@example.id", kajian.RoleUser)
	e.admin = account("admin@example.id", kajian.RoleAdmin)
	for _, x := range []struct {
		m *kajian.Masjid
		v kajian.Viewer
	}{{e.a, e.edA}, {e.b, e.edB}} {
		u, err := db.FindUserByID(ctx, x.v.UserID)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.AddMasjidEditor(ctx, x.m, u, e.admin.UserID); err != nil {
			t.Fatal(err)
		}
	}
	return e
}

// newMasjid stores a masjid at a point (placing masjid is not the team's job).
func newMasjid(t *testing.T, db *store.DB, slug, name string, lat, lng float64) *kajian.Masjid {
	t.Helper()
	m := &kajian.Masjid{Slug: slug, Name: name, Point: kajian.NewGeoPoint(lat, lng), Region: "Kota"}
	if err := db.CreateMasjid(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	return m
}

// The permission grid of every team action, called straight on the use-case (no HTTP): a
// visitor must sign in; only the masjid's editors and admins edit it; only admins manage teams
// and claims.
func TestTeamPermissions(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newEnv(t, db)
		const ok, login, forbidden = kajian.Kind(-1), kajian.KindUnauthorized, kajian.KindForbidden
		good := kajian.MasjidInput{Name: "Masjid Al-Ikhlas", Facilities: []string{"ac"}}
		actions := []struct {
			name string
			call func(v kajian.Viewer) error
			want [5]kajian.Kind // visitor, user, editor of A, editor of B, admin
		}{
			{"load A's form", func(v kajian.Viewer) error { _, err := e.uc.MasjidTeam.Load(ctx, v, e.a.Slug); return err },
				[5]kajian.Kind{login, forbidden, ok, forbidden, ok}},
			{"edit A", func(v kajian.Viewer) error { _, err := e.uc.MasjidTeam.Update(ctx, v, e.a.Slug, good); return err },
				[5]kajian.Kind{login, forbidden, ok, forbidden, ok}},
			{"list A's editors", func(v kajian.Viewer) error { _, err := e.uc.MasjidTeam.Editors(ctx, v, e.a.Slug); return err },
				[5]kajian.Kind{login, forbidden, ok, forbidden, ok}},
			{"add an editor to A", func(v kajian.Viewer) error {
				_, err := e.uc.MasjidTeam.AddEditor(ctx, v, e.a.Slug, e.userEmail)
				return err
			}, [5]kajian.Kind{login, forbidden, forbidden, forbidden, ok}},
			{"remove an editor of A", func(v kajian.Viewer) error {
				return e.uc.MasjidTeam.RemoveEditor(ctx, v, e.a.Slug, e.user.UserID)
			}, [5]kajian.Kind{login, forbidden, forbidden, forbidden, ok}},
			{"verify A", func(v kajian.Viewer) error { _, err := e.uc.MasjidTeam.SetVerified(ctx, v, e.a.Slug, true); return err },
				[5]kajian.Kind{login, forbidden, forbidden, forbidden, ok}},
			{"list claims", func(v kajian.Viewer) error { _, err := e.uc.MasjidTeam.Claims(ctx, v, ""); return err },
				[5]kajian.Kind{login, forbidden, forbidden, forbidden, ok}},
			{"decide a claim", func(v kajian.Viewer) error {
				_, err := e.uc.MasjidTeam.Decide(ctx, v, uuid.NewString(), true)
				if v.IsAdmin() && errors.Is(err, kajian.ErrMasjidClaimGone) {
					return nil // let through to the claim, which does not exist
				}
				return err
			}, [5]kajian.Kind{login, forbidden, forbidden, forbidden, ok}},
			{"claim B", func(v kajian.Viewer) error {
				_, err := e.uc.MasjidTeam.Claim(ctx, v, e.b.Slug, "Saya pengurus")
				if errors.Is(err, kajian.ErrMasjidClaimEditor) {
					return nil // B's editor already keeps it: let through, refused as a conflict
				}
				return err
			}, [5]kajian.Kind{login, ok, ok, ok, ok}},
		}
		viewers := [5]kajian.Viewer{e.visitor, e.user, e.edA, e.edB, e.admin}
		names := [5]string{"visitor", "user", "editor of A", "editor of B", "admin"}
		for _, a := range actions {
			for i, v := range viewers {
				err := a.call(v)
				switch {
				case a.want[i] == ok && err != nil:
					t.Errorf("%s as %s: %v", a.name, names[i], err)
				case a.want[i] != ok && kajian.ErrorKind(err) != a.want[i]:
					t.Errorf("%s as %s: %v, want kind %v", a.name, names[i], err, a.want[i])
				}
			}
		}
	})
}

// A claim goes to the admins' desk; approving it makes the claimer an editor who may then edit
// the masjid, and tells them by e-mail; an unknown e-mail is refused when adding an editor.
func TestClaimToEditor(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newEnv(t, db)
		team := e.uc.MasjidTeam
		if _, err := team.Claim(ctx, e.user, e.a.Slug, strings.Repeat("a", kajian.MaxMasjidClaimNote+1)); !errors.Is(err, kajian.ErrMasjidClaimNote) {
			t.Fatalf("long note: %v", err)
		}
		c, err := team.Claim(ctx, e.user, e.a.Slug, " Saya bendahara DKM ")
		if err != nil || c.Note != "Saya bendahara DKM" {
			t.Fatalf("claim %+v %v", c, err)
		}
		if _, err := team.Claim(ctx, e.user, e.a.Slug, ""); !errors.Is(err, kajian.ErrMasjidClaimPending) {
			t.Fatalf("second claim: %v", err)
		}
		if _, err := team.Claim(ctx, e.user, "tidak-ada", ""); !errors.Is(err, kajian.ErrMasjidNotFound) {
			t.Fatalf("unknown masjid: %v", err)
		}
		if _, err := team.Claims(ctx, e.admin, "semua"); kajian.ErrorKind(err) != kajian.KindInvalid {
			t.Fatalf("bad status: %v", err)
		}
		pending, err := team.Claims(ctx, e.admin, "pending")
		if err != nil || len(pending) != 1 || pending[0].ID != c.ID {
			t.Fatalf("desk %+v %v", pending, err)
		}
		if _, err := team.Update(ctx, e.user, e.a.Slug, kajian.MasjidInput{Name: "X"}); kajian.ErrorKind(err) != kajian.KindForbidden {
			t.Fatalf("edit before approval: %v", err)
		}
		if _, err := team.Decide(ctx, e.admin, c.ID, true); err != nil {
			t.Fatal(err)
		}
		if _, err := team.Update(ctx, e.user, e.a.Slug, kajian.MasjidInput{Name: "Masjid Al-Ikhlas Baru"}); err != nil {
			t.Fatalf("edit after approval: %v", err)
		}
		if !e.uc.Mail.Wait(5 * time.Second) {
			t.Fatal("mail still sending")
		}
		files, _ := os.ReadDir(e.mailDir)
		var sent string
		for _, f := range files {
			b, _ := os.ReadFile(e.mailDir + "/" + f.Name())
			sent += string(b)
		}
		if !strings.Contains(sent, "To: <jamaah@example.id>") || !strings.Contains(sent, "/masjid/masjid-al-ikhlas-bandung/kelola") {
			t.Fatalf("approval mail not sent: %q", sent)
		}

		if _, err := team.AddEditor(ctx, e.admin, e.a.Slug, "tidak.ada@example.id"); !errors.Is(err, kajian.ErrMasjidEditorMissing) ||
			kajian.ErrorKind(err) != kajian.KindInvalid {
			t.Fatalf("unknown e-mail: %v", err)
		}
		added, err := team.AddEditor(ctx, e.admin, e.b.Slug, " Jamaah@Example.ID ")
		if err != nil || added.UserID != e.user.UserID {
			t.Fatalf("add by e-mail %+v %v", added, err)
		}
		if eds, _ := team.Editors(ctx, e.admin, e.b.Slug); len(eds) != 2 {
			t.Fatalf("B's editors %+v", eds)
		}
		if err := team.RemoveEditor(ctx, e.admin, e.b.Slug, e.user.UserID); err != nil {
			t.Fatal(err)
		}
		if _, err := team.Load(ctx, e.user, e.b.Slug); kajian.ErrorKind(err) != kajian.KindForbidden {
			t.Fatalf("a removed editor still edits: %v", err)
		}
	})
}

// The form is validated, and a photo must be the editor's own upload.
func TestUpdateValidates(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newEnv(t, db)
		for _, in := range []kajian.MasjidInput{
			{Name: "Masjid", Facilities: []string{"kolam"}},
			{Name: "Masjid", InfaqAccount: "BCA 123"},
			{Name: ""},
			{Name: "Masjid", PhotoKey: e.edB.UserID + "/regular/x.jpg"},
		} {
			if _, err := e.uc.MasjidTeam.Update(ctx, e.edA, e.a.Slug, in); kajian.ErrorKind(err) != kajian.KindInvalid {
				t.Errorf("%+v: %v", in, err)
			}
		}
		got, err := e.uc.MasjidTeam.Update(ctx, e.edA, e.a.Slug, kajian.MasjidInput{Name: " Masjid Al-Ikhlas ", InfaqAccount: "0123-4567 89",
			Facilities: []string{"live-streaming", "area-akhwat"}, WhatsApp: "0812-3456-7890"})
		if err != nil || got.Name != "Masjid Al-Ikhlas" || len(got.Facilities) != 2 || got.Facilities[0] != kajian.FacilityAkhwatArea {
			t.Fatalf("%+v %v", got, err)
		}
	})
}
