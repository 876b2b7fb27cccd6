package store_test

import (
	"context"
	"errors"
	"strings"
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
			"update":     db.UpdateJournalEntry(ctx, &kajian.JournalEntry{ID: n.ID, UserID: other.ID, Notes: "<p>b</p>", Visibility: kajian.Private}, kajian.NoteQuota{}),
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

// An author's notes stay within a quota of how many and how many bytes,
// counted in the transaction that writes; an edit counts only bytes, and a
// save sent again under its client key is still answered with its note.
func TestNoteQuota(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner, other := newUser(t, db, "penulis@example.id"), newUser(t, db, "lain@example.id")
		quota := kajian.NoteQuota{MaxNotes: 2, MaxBytes: 100}
		note := func(userID, notes string) *kajian.JournalEntry {
			return &kajian.JournalEntry{UserID: userID, AttendanceDate: kajian.Date{Year: 2026, Month: 11, Day: 20}, Notes: notes}
		}
		first := note(owner.ID, "<p>"+strings.Repeat("a", 40)+"</p>") // 47 bytes
		if _, err := db.CreateJournalEntryWithin(ctx, first, "k1", quota); err != nil {
			t.Fatal(err)
		}
		if _, err := db.CreateJournalEntryWithin(ctx, note(owner.ID, "<p>"+strings.Repeat("a", 50)+"</p>"), "", quota); !errors.Is(err, kajian.ErrNoteBytesQuota) {
			t.Fatalf("past 100 bytes: %v", err)
		}
		if _, err := db.CreateJournalEntryWithin(ctx, note(owner.ID, "<p>b</p>"), "", quota); err != nil {
			t.Fatal(err)
		}
		if _, err := db.CreateJournalEntryWithin(ctx, note(owner.ID, "<p>c</p>"), "", quota); !errors.Is(err, kajian.ErrNoteQuota) {
			t.Fatalf("a third note: %v", err)
		}
		again := note(owner.ID, first.Notes)
		if created, err := db.CreateJournalEntryWithin(ctx, again, "k1", quota); err != nil || created || again.ID != first.ID {
			t.Fatalf("the first save sent again: %v %v %s", created, err, again.ID)
		}
		if _, err := db.CreateJournalEntryWithin(ctx, note(other.ID, "<p>c</p>"), "", quota); err != nil {
			t.Fatalf("another author: %v", err)
		}
		first.Notes = "<p>" + strings.Repeat("a", 85) + "</p>" // 92 + 8 bytes: exactly full
		if err := db.UpdateJournalEntry(ctx, first, quota); err != nil {
			t.Fatalf("an edit to the limit: %v", err)
		}
		first.Notes += "."
		if err := db.UpdateJournalEntry(ctx, first, quota); !errors.Is(err, kajian.ErrNoteBytesQuota) {
			t.Fatalf("an edit past it: %v", err)
		}
	})
}
