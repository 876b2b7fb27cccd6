package store_test

import (
	"context"
	"errors"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// A series is stored and found by id and slug; a second of the same title gets its own slug;
// sessions name it and read it back with its link; the series' public sessions come with their
// holidays; its public notes are listed by series; a series follow carries its slug.
func TestSeriesRoundTrip(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		u := newUser(t, db, "ustadz@example.id")
		sr := &kajian.Series{Title: "Syarah Kitab Tauhid", Ustaz: "Ust. Firanda", Kitab: "Kitab Tauhid",
			StartsOn: kajian.Date{Year: 2026, Month: 11, Day: 1}, CreatedBy: u.ID}
		if err := db.CreateSeries(ctx, sr); err != nil {
			t.Fatal(err)
		}
		again := &kajian.Series{Title: "Syarah Kitab Tauhid", Ustaz: "Ust. Lain", StartsOn: sr.StartsOn, CreatedBy: u.ID}
		if err := db.CreateSeries(ctx, again); err != nil {
			t.Fatal(err)
		}
		if sr.Slug != "syarah-kitab-tauhid" || again.Slug == sr.Slug {
			t.Fatalf("slugs %q %q", sr.Slug, again.Slug)
		}
		got, err := db.FindSeriesBySlug(ctx, sr.Slug)
		if err != nil || got.ID != sr.ID || got.Kitab != "Kitab Tauhid" || got.StartsOn != sr.StartsOn || got.CreatedBy != u.ID {
			t.Fatalf("by slug %+v %v", got, err)
		}
		if _, err := db.FindSeries(ctx, "nope"); !errors.Is(err, kajian.ErrSeriesNotFound) {
			t.Fatalf("unknown id: %v", err)
		}
		if mine, err := db.SeriesBy(ctx, u.ID); err != nil || len(mine) != 2 {
			t.Fatalf("mine %+v %v", mine, err)
		}

		w := weekly(u.ID, kajian.StatusActive)
		w.SeriesID = sr.ID
		one := oneOff(u.ID)
		one.SeriesID = sr.ID
		pending := oneOff(u.ID)
		pending.Title, pending.Status, pending.SeriesID = "Belum disetujui", kajian.StatusPending, sr.ID
		for _, s := range []*kajian.Session{w, one, pending} {
			if err := db.CreateSession(ctx, s); err != nil {
				t.Fatal(err)
			}
		}
		read, err := db.FindSession(ctx, kajian.Recurring, w.ID)
		if err != nil || read.SeriesID != sr.ID || read.Series == nil || read.Series.Slug != sr.Slug || read.Series.Title != sr.Title {
			t.Fatalf("session's series %+v %v", read, err)
		}
		list, err := db.SeriesSessions(ctx, sr)
		if err != nil || len(list) != 2 {
			t.Fatalf("series sessions %d %v", len(list), err)
		}
		for _, s := range list {
			if s.Type == kajian.Recurring && len(s.Holidays) != 1 {
				t.Fatalf("weekly holidays %+v", s.Holidays)
			}
		}

		note := &kajian.JournalEntry{UserID: u.ID, KajianID: one.ID, AttendanceDate: one.Date, Notes: "<p>Tauhid</p>",
			NotesText: "Tauhid", Visibility: kajian.Public}
		private := &kajian.JournalEntry{UserID: u.ID, RecurringKajianID: w.ID, AttendanceDate: kajian.Date{Year: 2026, Month: 11, Day: 19},
			Notes: "<p>x</p>", NotesText: "x", Visibility: kajian.Private}
		for _, n := range []*kajian.JournalEntry{note, private} {
			if _, err := db.CreateJournalEntry(ctx, n, ""); err != nil {
				t.Fatal(err)
			}
		}
		notes, err := db.ListNotes(ctx, kajian.NoteFilter{Visibility: kajian.Public, SeriesID: sr.ID, Limit: 10})
		if err != nil || len(notes.Notes) != 1 || notes.Notes[0].ID != note.ID {
			t.Fatalf("series notes %+v %v", notes, err)
		}
		if other, err := db.ListNotes(ctx, kajian.NoteFilter{Visibility: kajian.Public, SeriesID: again.ID, Limit: 10}); err != nil || len(other.Notes) != 0 {
			t.Fatalf("other series notes %+v %v", other, err)
		}

		f := &kajian.Follow{UserID: u.ID, Kind: kajian.FollowSeries, Key: sr.ID, Label: sr.Title}
		if err := db.AddFollow(ctx, f); err != nil {
			t.Fatal(err)
		}
		follows, err := db.ListFollows(ctx, u.ID)
		if err != nil || len(follows) != 1 || follows[0].SeriesSlug != sr.Slug || follows[0].MasjidSlug != "" {
			t.Fatalf("series follow %+v %v", follows, err)
		}
	})
}
