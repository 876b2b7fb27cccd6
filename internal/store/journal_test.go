package store_test

import (
	"context"
	"errors"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// Migration 6 gives notes written before it their plain text (its Go step);
// reverted and applied again, it fills them again.
func TestMigrationFillsNotesText(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner := newUser(t, db, "penulis@example.id")
		n := &kajian.JournalEntry{UserID: owner.ID, AttendanceDate: kajian.Date{Year: 2026, Month: 11, Day: 20},
			Notes: "<p>Sabar &amp; syukur</p><ul><li><p>ikhlas</p></li></ul>"}
		if _, err := db.CreateJournalEntry(ctx, n, ""); err != nil {
			t.Fatal(err)
		}
		// Revert down to migration 5: every migration after it, newest first.
		for {
			v, err := db.SchemaVersion(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if v <= 5 {
				break
			}
			if _, err := db.MigrateDown(ctx); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := db.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		got, err := db.FindNote(ctx, n.ID)
		if err != nil || got.NotesText != "Sabar & syukur\nikhlas" {
			t.Fatalf("notes text %q, %v", got.NotesText, err)
		}
	})
}

// Writes that name an author touch only that author's notes; moderation
// removes only public ones.
func TestNoteWritesCheckTheAuthorInSQL(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner, other := newUser(t, db, "penulis@example.id"), newUser(t, db, "lain@example.id")
		n := &kajian.JournalEntry{UserID: owner.ID, AttendanceDate: kajian.Date{Year: 2026, Month: 11, Day: 20}, Notes: "<p>a</p>"}
		if _, err := db.CreateJournalEntry(ctx, n, "k1"); err != nil {
			t.Fatal(err)
		}
		for name, err := range map[string]error{
			"visibility": db.SetNoteVisibility(ctx, n.ID, other.ID, kajian.Public),
			"favourite":  db.SetNoteFavorite(ctx, n.ID, other.ID, true),
			"update":     db.UpdateJournalEntry(ctx, &kajian.JournalEntry{ID: n.ID, UserID: other.ID, Notes: "<p>b</p>", Visibility: kajian.Private}),
			"delete":     db.DeleteOwnNote(ctx, n.ID, other.ID),
			"moderation": second(db.DeletePublicNote(ctx, n.ID, other.ID)),
		} {
			if !errors.Is(err, kajian.ErrNotFound) {
				t.Errorf("%s by another: %v", name, err)
			}
		}
		got, _ := db.FindNote(ctx, n.ID)
		if got.Notes != "<p>a</p>" || got.Visibility != kajian.Private || got.IsFavorite {
			t.Fatalf("changed: %+v", got)
		}
		again := &kajian.JournalEntry{UserID: owner.ID, AttendanceDate: n.AttendanceDate, Notes: "<p>lagi</p>"}
		if created, err := db.CreateJournalEntry(ctx, again, "k1"); err != nil || created || again.ID != n.ID || again.Notes != "<p>a</p>" {
			t.Fatalf("the same key made another note: %v %v %+v", created, err, again)
		}
		if err := db.SetNoteVisibility(ctx, n.ID, owner.ID, kajian.Public); err != nil {
			t.Fatal(err)
		}
		if _, err := db.DeletePublicNote(ctx, n.ID, other.ID); err != nil {
			t.Fatalf("moderating a public note: %v", err)
		}
	})
}
