package demo

import (
	"context"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// The demo has two series well along: at least five past meetings each, meetings to come, and
// public notes about their sessions.
func TestSeedSeries(t *testing.T) {
	now := time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)
	storetest.Each(t, kajian.NewFixedClock(now), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		if _, _, err := Seed(ctx, db); err != nil {
			t.Fatal(err)
		}
		emails := []string{AdminEmail, UserEmail}
		for _, c := range crowdNames {
			emails = append(emails, c.email)
		}
		var all []kajian.Series
		for _, e := range emails {
			u, err := db.FindUserByEmail(ctx, e)
			if err != nil {
				t.Fatal(err)
			}
			list, err := db.SeriesBy(ctx, u.ID)
			if err != nil {
				t.Fatal(err)
			}
			all = append(all, list...)
		}
		if len(all) != 2 {
			t.Fatalf("%d demo series", len(all))
		}
		for _, sr := range all {
			sessions, err := db.SeriesSessions(ctx, &sr)
			if err != nil {
				t.Fatal(err)
			}
			tl := sr.Timeline(sessions, kajian.Today(now, kajian.WIB))
			notes, err := db.ListNotes(ctx, kajian.NoteFilter{Visibility: kajian.Public, SeriesID: sr.ID, Limit: 10})
			if err != nil {
				t.Fatal(err)
			}
			if len(tl.Past) < 5 || len(tl.Coming) == 0 || len(notes.Notes) == 0 {
				t.Errorf("%s: %d past, %d coming, %d notes", sr.Title, len(tl.Past), len(tl.Coming), len(notes.Notes))
			}
		}
	})
}
