package store_test

import (
	"context"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// Migration 17 lets profiles be contributors and the log record their direct
// publications; going back below it turns contributors into users and keeps
// every line of the log (a direct publication reads as an approval, its kind
// kept in detail); up again works. Rows, the append-only triggers and the
// profile's foreign key to its user survive both ways.
func TestContributorMigrationKeepsData(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		u := newUser(t, db, "relawan@example.id")
		if err := db.ChangeRole(ctx, u.ID, kajian.RoleContributor, ""); err != nil {
			t.Fatal(err)
		}
		if err := db.ChangeRole(ctx, u.ID, "superuser", ""); err == nil {
			t.Fatal("the role CHECK let an unknown role through")
		}
		s := oneOff(u.ID)
		s.Status = kajian.StatusApproved
		if err := db.CreateDirect(ctx, s); err != nil {
			t.Fatal(err)
		}

		for {
			v, err := db.SchemaVersion(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if v < 17 {
				break
			}
			if _, err := db.MigrateDown(ctx); err != nil {
				t.Fatalf("down from %d: %v", v, err)
			}
		}
		if p, err := db.FindProfile(ctx, u.ID); err != nil || p.Role != kajian.RoleUser || p.FullName != "Hamba Allah" {
			t.Fatalf("after down: %+v %v", p, err)
		}
		log, err := db.ListModLog(ctx, 10)
		if err != nil || len(log) != 2 || log[0].Action != kajian.ModApprove || log[0].Detail != "publish_direct" ||
			log[0].SubjectID != s.ID || log[1].Action != kajian.ModRoleChange {
			t.Fatalf("log after down: %+v %v", log, err)
		}

		if _, err := db.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		for _, stmt := range []string{"UPDATE moderation_log SET reason = 'diubah'", "DELETE FROM moderation_log"} {
			if _, err := db.Exec(ctx, stmt); err == nil {
				t.Errorf("%s was allowed after the rebuild", stmt)
			}
		}
		if _, err := db.Exec(ctx, "UPDATE user_profiles SET role = 'kontributor'"); err != nil {
			t.Fatalf("kontributor refused after up again: %v", err)
		}
		if _, err := db.Exec(ctx, "UPDATE user_profiles SET role = 'superuser'"); err == nil {
			t.Fatal("the role CHECK is gone after up again")
		}
		if _, err := db.Exec(ctx, "DELETE FROM users"); err != nil {
			t.Fatal(err)
		}
		if _, err := db.FindProfile(ctx, u.ID); err == nil {
			t.Fatal("the profile outlived its user: the foreign key was lost")
		}
	})
}

// A contributor's direct publication is one log line with the contributor as
// actor; the admins' list shows it with the session's state now, and an undo
// sends it back to pending once (a second is refused), logged with the admin.
func TestDirectPublicationAndUnpublish(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		c, admin := newUser(t, db, "relawan@example.id"), newUser(t, db, "admin@example.id")
		s := oneOff(c.ID)
		s.Status = kajian.StatusApproved
		if err := db.CreateDirect(ctx, s); err != nil {
			t.Fatal(err)
		}
		plain := oneOff(c.ID)
		plain.Title = "Kajian Biasa"
		if err := db.CreateSession(ctx, plain); err != nil {
			t.Fatal(err)
		}
		list, err := db.ListDirectPublications(ctx, 10)
		if err != nil || len(list) != 1 {
			t.Fatalf("list: %+v %v", list, err)
		}
		p := list[0]
		if p.SessionID != s.ID || p.Type != kajian.Regular || p.ContributorID != c.ID || p.ContributorName != "Hamba Allah" ||
			p.Slug != s.Slug || p.Status != kajian.StatusApproved || !p.Undoable() || p.Title != s.Title {
			t.Fatalf("publication: %+v", p)
		}
		acted, err := db.UnpublishSession(ctx, kajian.Regular, s.ID, admin.ID)
		if err != nil || acted.Title != s.Title || acted.OwnerID != c.ID {
			t.Fatalf("unpublish: %+v %v", acted, err)
		}
		if _, err := db.UnpublishSession(ctx, kajian.Regular, s.ID, admin.ID); err != kajian.ErrNotPublic {
			t.Fatalf("second unpublish: %v", err)
		}
		if _, err := db.UnpublishSession(ctx, kajian.Regular, "00000000-0000-4000-8000-000000000000", admin.ID); err != kajian.ErrNotFound {
			t.Fatalf("missing: %v", err)
		}
		if got, _ := db.ListDirectPublications(ctx, 10); len(got) != 1 || got[0].Status != kajian.StatusPending || got[0].Undoable() {
			t.Fatalf("after undo: %+v", got)
		}
		log, _ := db.ListModLog(ctx, 10)
		if len(log) != 2 || log[0].Action != kajian.ModUnpublish || log[0].ActorID != admin.ID || log[1].Action != kajian.ModPublishDirect ||
			log[1].ActorID != c.ID {
			t.Fatalf("log: %+v", log)
		}
	})
}
