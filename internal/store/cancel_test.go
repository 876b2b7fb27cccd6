package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

func TestCancelOneOffKeepsItsRowAndAnswers(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		attendee := newUser(t, db, "hadir@example.id")
		s := oneOff(owner.ID)
		if err := db.CreateSession(ctx, s); err != nil {
			t.Fatal(err)
		}
		occ := kajian.Occurrence{Type: kajian.Regular, SessionID: s.ID}
		if _, _, err := db.AnswerRSVP(ctx, store.Answer{UserID: attendee.ID, Occurrence: occ, Status: kajian.Hadir}); err != nil {
			t.Fatal(err)
		}
		before, _, err := db.ReadChanges(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		notice := &kajian.SessionNotice{Kind: kajian.NoticeChange, Key: "cancel-2026-11-24", Payload: `{"title":"Dibatalkan"}`}
		if err := db.CancelSession(ctx, s.ID, "Hujan deras", notice); err != nil {
			t.Fatal(err)
		}
		got, err := db.FindSessionBySlug(ctx, kajian.Regular, s.Slug)
		if err != nil || got.CancelledAt == nil || !got.CancelledAt.Equal(testNow) || got.CancelReason != "Hujan deras" ||
			got.Status != kajian.StatusApproved {
			t.Fatalf("cancelled: %+v (%v)", got, err)
		}
		// The home list hears of it (a write of the session's row raises the listing version).
		if after, _, err := db.ReadChanges(ctx, nil); err != nil || after.Listing == before.Listing {
			t.Fatalf("listing version: %+v, was %+v (%v)", after, before, err)
		}
		jobs, err := db.ClaimJobs(ctx, 10, time.Minute)
		if err != nil || len(jobs) != 1 || jobs[0].UserID != attendee.ID || jobs[0].Kind != kajian.NoticeChange ||
			jobs[0].Payload != notice.Payload {
			t.Fatalf("notice: %+v (%v)", jobs, err)
		}
		if n, err := db.CountRows(ctx, "rsvp"); err != nil || n != 1 {
			t.Fatalf("answers kept: %d (%v)", n, err)
		}
		if err := db.CancelSession(ctx, s.ID, "Lagi", notice); !errors.Is(err, kajian.ErrCancelledAlready) {
			t.Fatalf("twice: %v", err)
		}
		// Taken back, it is on again; a second undo finds nothing.
		if err := db.UncancelSession(ctx, s.ID); err != nil {
			t.Fatal(err)
		}
		if got, err := db.FindSession(ctx, kajian.Regular, s.ID); err != nil || got.CancelledAt != nil || got.CancelReason != "" {
			t.Fatalf("uncancelled: %+v (%v)", got, err)
		}
		if err := db.UncancelSession(ctx, s.ID); !errors.Is(err, kajian.ErrCancelNotFound) {
			t.Fatalf("undo twice: %v", err)
		}
		pending := oneOff(owner.ID)
		pending.Title, pending.Status = "Menunggu", kajian.StatusPending
		if err := db.CreateSession(ctx, pending); err != nil {
			t.Fatal(err)
		}
		if err := db.CancelSession(ctx, pending.ID, "x", notice); !errors.Is(err, kajian.ErrCancelNotPublic) {
			t.Fatalf("pending: %v", err)
		}
	})
}

func TestCancelOccurrenceTellsThatDatesAttendees(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		that := newUser(t, db, "that@example.id")
		later := newUser(t, db, "later@example.id")
		s := weekly(owner.ID, kajian.StatusActive) // Kamis, a holiday on 26 Nov
		if err := db.CreateSession(ctx, s); err != nil {
			t.Fatal(err)
		}
		day := kajian.Date{Year: 2026, Month: 12, Day: 3}
		for u, d := range map[string]kajian.Date{that.ID: day, later.ID: day.AddDays(7)} {
			o := kajian.Occurrence{Type: kajian.Recurring, SessionID: s.ID, Date: d}
			if _, _, err := db.AnswerRSVP(ctx, store.Answer{UserID: u, Occurrence: o, Status: kajian.Hadir}); err != nil {
				t.Fatal(err)
			}
		}
		notice := &kajian.SessionNotice{Kind: kajian.NoticeChange, Key: "cancel-" + day.String(), Payload: `{"title":"Dibatalkan"}`}
		h := kajian.Holiday{Date: day, Reason: "Ustadz safar"}
		if err := db.CancelOccurrence(ctx, s.ID, &h, notice); err != nil {
			t.Fatal(err)
		}
		got, err := db.FindSessionBySlug(ctx, kajian.Recurring, s.Slug)
		if err != nil || len(got.Holidays) != 2 || got.Holidays[0].Cancelled || !got.Holidays[1].Cancelled ||
			got.Holidays[1].Reason != "Ustadz safar" || got.Holidays[1].Date != day || got.Status != kajian.StatusActive {
			t.Fatalf("read back: %+v (%v)", got, err)
		}
		// The listing reads the cancellation as well.
		_, read, err := db.ReadListed(ctx, store.ListingQuery{From: testNow, HolidaysFrom: kajian.DateOf(testNow)},
			map[kajian.Type][]string{kajian.Recurring: {s.ID}})
		if err != nil {
			t.Fatal(err)
		}
		var listed *kajian.Session
		for _, r := range read {
			if r.ID == s.ID {
				listed = r
			}
		}
		if listed == nil || len(listed.Holidays) != 2 || !listed.Holidays[1].Cancelled {
			t.Fatalf("listed: %+v", listed)
		}
		jobs, err := db.ClaimJobs(ctx, 10, time.Minute)
		if err != nil || len(jobs) != 1 || jobs[0].UserID != that.ID || jobs[0].Occurrence != day {
			t.Fatalf("only that date's attendee is told: %+v (%v)", jobs, err)
		}
		if err := db.CancelOccurrence(ctx, s.ID, &kajian.Holiday{Date: day, Reason: "lagi"}, notice); !errors.Is(err, kajian.ErrHolidayTaken) {
			t.Fatalf("twice: %v", err)
		}
		// A holiday is not taken back as a cancellation; the cancellation is.
		if err := db.UncancelOccurrence(ctx, s.ID, kajian.Date{Year: 2026, Month: 11, Day: 26}); !errors.Is(err, kajian.ErrCancelNotFound) {
			t.Fatalf("a holiday undone: %v", err)
		}
		if err := db.UncancelOccurrence(ctx, s.ID, day); err != nil {
			t.Fatal(err)
		}
		if got, err := db.FindSession(ctx, kajian.Recurring, s.ID); err != nil || len(got.Holidays) != 1 {
			t.Fatalf("after undo: %+v (%v)", got, err)
		}
	})
}
