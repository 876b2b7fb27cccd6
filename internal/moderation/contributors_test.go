package moderation_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/ai"
	"github.com/kajiankita/kajian/internal/app"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/media"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// contributorEnv is the use-cases on a real database with an admin, a user
// and an account about to become a contributor.
type contributorEnv struct {
	uc                   app.UseCases
	db                   *store.DB
	admin, user, relawan kajian.Viewer
}

func newContributorEnv(t *testing.T, db *store.DB) *contributorEnv {
	t.Helper()
	ctx := context.Background()
	bucket, err := media.OpenBucket("file://" + t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	mailer, err := mail.Open("file://"+t.TempDir(), "Kajian Kita <no-reply@kajian.test>")
	if err != nil {
		t.Fatal(err)
	}
	uc := app.Build(app.Adapters{BaseURL: "http://kajian.test", Store: db, Clock: db.Clock(), Mailer: mailer, Bucket: bucket,
		AI: ai.Reader{Tesseract: true}})
	t.Cleanup(func() { uc.Mail.Wait(5 * time.Second) })
	account := func(email, name string, role kajian.Role) kajian.Viewer {
		u, _, err := db.CreateUser(ctx, store.NewUser{Email: email, PasswordHash: "x", FullName: name, Role: role})
		if err != nil {
			t.Fatal(err)
		}
		return kajian.Viewer{UserID: u.ID, Role: role}
	}
	return &contributorEnv{uc: uc, db: db, admin: account("admin@example.id", "Admin Masjid", kajian.RoleAdmin),
		user:    account("jamaah@example.id", "Jamaah Baru", kajian.RoleUser),
		relawan: account("relawan@example.id", "Relawan Masjid", kajian.RoleUser)}
}

func onlinePosting(title string) kajian.Posting {
	return kajian.Posting{Type: kajian.Regular, Title: title, Zone: "WIB", Date: "2026-11-25", Time: "19:30",
		Speakers: []kajian.Speaker{{Name: "Ustadz Hakim", IsMain: true, Order: 1}}, IsOnline: true, LiveStreamURL: "https://youtube.com/live/x"}
}

// An admin makes an account a trusted contributor and back by its e-mail
// address, each change logged with the admin as actor; a missing account, an
// unknown role and an admin's own role are refused and change nothing; nobody
// but an admin may change roles, a contributor included.
func TestRolesAreGrantedByAnAdminAndLogged(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newContributorEnv(t, db)
		mod := e.uc.Moderation

		got, err := mod.SetRole(ctx, e.admin, " Relawan@Example.id ", kajian.RoleContributor)
		if err != nil || got.From != kajian.RoleUser || got.To != kajian.RoleContributor || got.UserID != e.relawan.UserID ||
			got.Message() != "Peran relawan@example.id diubah menjadi Kontributor" {
			t.Fatalf("grant: %+v %v", got, err)
		}
		if p, _ := db.FindProfile(ctx, e.relawan.UserID); p.Role != kajian.RoleContributor {
			t.Fatalf("role after grant: %s", p.Role)
		}
		if again, err := mod.SetRole(ctx, e.admin, "relawan@example.id", kajian.RoleContributor); err != nil ||
			again.Message() != "relawan@example.id sudah berperan Kontributor" {
			t.Fatalf("grant again: %+v %v", again, err)
		}
		if _, err := mod.SetRole(ctx, e.admin, "relawan@example.id", kajian.RoleUser); err != nil {
			t.Fatal(err)
		}
		log, _ := db.ListModLog(ctx, 10)
		if len(log) != 2 || log[0].Detail != "kontributor → user" || log[1].Detail != "user → kontributor" ||
			log[1].Action != kajian.ModRoleChange || log[1].ActorID != e.admin.UserID || log[1].ActorName != "Admin Masjid" ||
			log[1].SubjectTitle != "relawan@example.id" {
			t.Fatalf("log: %+v", log)
		}

		refusals := []struct {
			name  string
			who   kajian.Viewer
			email string
			role  kajian.Role
			want  string
		}{
			{"a missing account", e.admin, "tidak-ada@example.id", kajian.RoleContributor, kajian.MsgRoleNoUser},
			{"no address", e.admin, "  ", kajian.RoleContributor, kajian.MsgRoleEmailRequired},
			{"admin from the dashboard", e.admin, "jamaah@example.id", kajian.RoleAdmin, kajian.MsgRoleInvalid},
			{"an admin's own role", e.admin, "admin@example.id", kajian.RoleContributor, kajian.MsgRoleAdminTarget},
			{"a user", e.user, "jamaah@example.id", kajian.RoleContributor, kajian.ErrAdminOnly.Message},
			{"a visitor", kajian.Viewer{}, "jamaah@example.id", kajian.RoleContributor, kajian.ErrUnauthorized.Message},
		}
		for _, r := range refusals {
			_, err := mod.SetRole(ctx, r.who, r.email, r.role)
			var ke *kajian.Error
			if !errors.As(err, &ke) || ke.Message != r.want {
				t.Errorf("%s: %v, want %q", r.name, err, r.want)
			}
		}
		if _, err := mod.SetRole(ctx, e.admin, "relawan@example.id", kajian.RoleContributor); err != nil {
			t.Fatal(err)
		}
		contributor := kajian.Viewer{UserID: e.relawan.UserID, Role: kajian.RoleContributor}
		if _, err := mod.SetRole(ctx, contributor, "jamaah@example.id", kajian.RoleContributor); kajian.ErrorKind(err) != kajian.KindForbidden {
			t.Errorf("a contributor granted a role: %v", err)
		}
		if log, _ := db.ListModLog(ctx, 10); len(log) != 3 {
			t.Fatalf("refusals wrote to the log: %+v", log)
		}
		if p, _ := db.FindProfile(ctx, e.user.UserID); p.Role != kajian.RoleUser {
			t.Fatalf("a refusal changed a role: %s", p.Role)
		}
	})
}

// A contributor's posting, alone or in a rekap batch, is public at once and
// logged as published directly; a user's still waits for approval; an admin
// sees the contributor's in the review list and sends it back to the
// approval queue (logged), after which visitors no longer see it and it can
// be approved or rejected as any posting. Contributors cannot review or undo.
func TestContributorPostingsArePublishedAtOnceAndUndone(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		e := newContributorEnv(t, db)
		if _, err := e.uc.Moderation.SetRole(ctx, e.admin, "relawan@example.id", kajian.RoleContributor); err != nil {
			t.Fatal(err)
		}
		contributor := kajian.Viewer{UserID: e.relawan.UserID, Role: kajian.RoleContributor}

		saved, err := e.uc.Postings.Create(ctx, contributor, onlinePosting("Tafsir Juz Amma"))
		if err != nil || saved.Session.Status != kajian.StatusApproved || saved.Message != "Kajian berhasil dibuat dan langsung dipublikasikan!" {
			t.Fatalf("contributor posting: %+v %v", saved, err)
		}
		batch, err := e.uc.Postings.CreateAll(ctx, contributor, []kajian.Posting{onlinePosting("Fiqih Puasa"), onlinePosting("Sirah Nabawiyah")})
		if err != nil || len(batch) != 2 || batch[0].Err != nil || batch[1].Err != nil || batch[1].Saved.Session.Status != kajian.StatusApproved {
			t.Fatalf("contributor batch: %+v %v", batch, err)
		}
		pending, err := e.uc.Postings.Create(ctx, e.user, onlinePosting("Adab Menuntut Ilmu"))
		if err != nil || pending.Session.Status != kajian.StatusPending {
			t.Fatalf("user posting: %+v %v", pending, err)
		}
		if _, err := e.uc.Sessions.Find(ctx, kajian.Viewer{}, kajian.Regular, saved.Session.Slug); err != nil {
			t.Fatalf("a visitor cannot see the contributor's posting: %v", err)
		}
		if _, err := e.uc.Sessions.Find(ctx, kajian.Viewer{}, kajian.Regular, pending.Session.Slug); err == nil {
			t.Fatal("a visitor sees the user's pending posting")
		}

		list, err := e.uc.Moderation.DirectPublications(ctx, e.admin)
		if err != nil || len(list) != 3 || list[2].SessionID != saved.Session.ID || list[0].Title != "Sirah Nabawiyah" ||
			list[2].ContributorName != "Relawan Masjid" || !list[2].Undoable() {
			t.Fatalf("direct publications: %+v %v", list, err)
		}
		log, _ := db.ListModLog(ctx, 10)
		if len(log) != 4 || log[0].Action != kajian.ModPublishDirect || log[0].ActorID != e.relawan.UserID || log[0].SubjectTitle != "Sirah Nabawiyah" {
			t.Fatalf("log after postings: %+v", log)
		}

		for _, who := range []kajian.Viewer{contributor, e.user} {
			if _, err := e.uc.Moderation.DirectPublications(ctx, who); kajian.ErrorKind(err) != kajian.KindForbidden {
				t.Errorf("%s listed direct publications: %v", who.Role, err)
			}
			if _, err := e.uc.Moderation.Unpublish(ctx, who, kajian.Regular, saved.Session.ID); kajian.ErrorKind(err) != kajian.KindForbidden {
				t.Errorf("%s undid a publication: %v", who.Role, err)
			}
		}

		msg, err := e.uc.Moderation.Unpublish(ctx, e.admin, kajian.Regular, saved.Session.ID)
		if err != nil || msg != "Kajian dikembalikan ke antrean persetujuan" {
			t.Fatalf("undo: %q %v", msg, err)
		}
		if _, err := e.uc.Moderation.Unpublish(ctx, e.admin, kajian.Regular, saved.Session.ID); kajian.ErrorKind(err) != kajian.KindConflict {
			t.Fatalf("undo twice: %v", err)
		}
		if _, err := e.uc.Moderation.Unpublish(ctx, e.admin, kajian.Regular, "00000000-0000-4000-8000-000000000000"); kajian.ErrorKind(err) != kajian.KindNotFound {
			t.Fatalf("undo a missing session: %v", err)
		}
		if _, err := e.uc.Sessions.Find(ctx, kajian.Viewer{}, kajian.Regular, saved.Session.Slug); err == nil {
			t.Fatal("a visitor still sees the undone posting")
		}
		log, _ = db.ListModLog(ctx, 10)
		if log[0].Action != kajian.ModUnpublish || log[0].ActorID != e.admin.UserID || log[0].SubjectID != saved.Session.ID {
			t.Fatalf("undo not logged: %+v", log[0])
		}
		queue, err := e.uc.Moderation.Pending(ctx, e.admin)
		if err != nil || queue.RegularCount != 2 {
			t.Fatalf("approval queue after undo: %+v %v", queue, err)
		}
		if _, err := e.uc.Moderation.Reject(ctx, e.admin, kajian.Regular, saved.Session.ID, "Jadwal belum pasti"); err != nil {
			t.Fatalf("reject after undo: %v", err)
		}

		// Removing the role sends the next posting to the queue again.
		if _, err := e.uc.Moderation.SetRole(ctx, e.admin, "relawan@example.id", kajian.RoleUser); err != nil {
			t.Fatal(err)
		}
		after, err := e.uc.Postings.Create(ctx, kajian.Viewer{UserID: e.relawan.UserID, Role: kajian.RoleUser}, onlinePosting("Kajian Setelah Dicabut"))
		if err != nil || after.Session.Status != kajian.StatusPending {
			t.Fatalf("posting after the role was removed: %+v %v", after, err)
		}
	})
}
