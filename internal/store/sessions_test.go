package store_test

import (
	"context"
	"errors"
	"maps"
	"sync"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

func newUser(t *testing.T, db *store.DB, email string) kajian.User {
	t.Helper()
	u, _, err := db.CreateUser(context.Background(), store.NewUser{Email: email, PasswordHash: "x", FullName: "Hamba Allah"})
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func f64(v float64) *float64 { return &v }

func oneOff(owner string) *kajian.Session {
	return &kajian.Session{
		Type: kajian.Regular, Title: "Kajian Tafsir Al-Qur'an", Ustaz: "Ust. Adi Hidayat",
		Date: kajian.Date{Year: 2026, Month: time.November, Day: 24}, Time: 19*60 + 30, Zone: kajian.WITA,
		Location: "Masjid Raya", Address: "Jl. Merdeka 1", Latitude: f64(-5.14), Longitude: f64(119.42),
		Status: kajian.StatusApproved, CreatedBy: owner,
		Speakers: []kajian.Speaker{{Name: "Ust. Adi Hidayat", IsMain: true}, {Name: "Ust. Somad"}},
	}
}

func TestUsersAndProfiles(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		u, p, err := db.CreateUser(ctx, store.NewUser{Email: "  Aisyah@Example.ID ", PasswordHash: "h", FullName: " Aisyah ", Verified: true})
		if err != nil {
			t.Fatal(err)
		}
		if u.Email != "aisyah@example.id" || p.FullName != "Aisyah" || p.Role != kajian.RoleUser || !u.Verified() {
			t.Fatalf("created %+v %+v", u, p)
		}
		if _, _, err := db.CreateUser(ctx, store.NewUser{Email: "AISYAH@example.id", FullName: "X"}); !errors.Is(err, kajian.ErrEmailTaken) {
			t.Fatalf("duplicate e-mail: %v", err)
		}
		got, err := db.FindUserByEmail(ctx, "aisyah@EXAMPLE.id")
		if err != nil || got.ID != u.ID || !got.EmailVerifiedAt.Equal(testNow) {
			t.Fatalf("find by e-mail: %+v %v", got, err)
		}
		if _, err := db.FindUserByID(ctx, "not-a-uuid"); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("malformed id: %v", err)
		}
		if err := db.SetRole(ctx, u.ID, kajian.RoleAdmin); err != nil {
			t.Fatal(err)
		}
		if p, _ := db.FindProfile(ctx, u.ID); !p.IsAdmin() {
			t.Fatal("role not saved")
		}
		if err := db.SetRole(ctx, u.ID, "superuser"); err == nil {
			t.Fatal("CHECK constraint let an unknown role through")
		}
	})
}

func TestCreateAndFindSessions(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		s := oneOff(owner.ID)
		if err := db.CreateSession(ctx, s); err != nil {
			t.Fatal(err)
		}
		if s.Slug != "2026-11-24-kajian-tafsir-alquran" {
			t.Fatalf("slug = %q", s.Slug)
		}
		got, err := db.FindSessionBySlug(ctx, kajian.Regular, s.Slug)
		if err != nil {
			t.Fatal(err)
		}
		if got.Title != s.Title || got.Zone != kajian.WITA || got.Time != s.Time || got.Date != s.Date ||
			*got.Latitude != -5.14 || got.Description != "" || len(got.Speakers) != 2 || !got.Speakers[0].IsMain || got.Speakers[1].Order != 2 {
			t.Fatalf("round trip: %+v", got)
		}
		// A second session with the same date and title gets its id in the slug, and both stay findable.
		twin := oneOff(owner.ID)
		if err := db.CreateSession(ctx, twin); err != nil {
			t.Fatal(err)
		}
		if twin.Slug != s.Slug+"-"+twin.ID {
			t.Fatalf("twin slug = %q", twin.Slug)
		}
		if got, err := db.FindSessionBySlug(ctx, kajian.Regular, twin.Slug); err != nil || got.ID != twin.ID {
			t.Fatalf("twin lookup: %v %v", got, err)
		}
		// A changed title still finds the session by the id inside an old link.
		if got, err := db.FindSessionBySlug(ctx, kajian.Regular, "2026-11-24-judul-lama-"+s.ID); err != nil || got.ID != s.ID {
			t.Fatalf("lookup by uuid in slug: %v %v", got, err)
		}
		if _, err := db.FindSessionBySlug(ctx, kajian.Regular, "2026-11-24-tidak-ada"); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("unknown slug: %v", err)
		}

		weekly := &kajian.Session{Type: kajian.Recurring, Title: "Kajian Kitab Tauhid", Ustaz: "Ust. Firanda", DayOfWeek: 4,
			Time: 18*60 + 30, Zone: kajian.WIB, IsOnline: true, LiveStreamURL: "https://youtube.com/live/x",
			Status: kajian.StatusActive, CreatedBy: owner.ID,
			Holidays: []kajian.Holiday{{Date: kajian.Date{Year: 2026, Month: 12, Day: 3}, Reason: "Ustadz safar"}, {Date: kajian.Date{Year: 2026, Month: 11, Day: 26}}}}
		if err := db.CreateSession(ctx, weekly); err != nil {
			t.Fatal(err)
		}
		got, err = db.FindSessionBySlug(ctx, kajian.Recurring, "kamis-kajian-kitab-tauhid")
		if err != nil {
			t.Fatal(err)
		}
		if got.DayOfWeek != 4 || !got.IsOnline || len(got.Holidays) != 2 || got.Holidays[0].Date.String() != "2026-11-26" ||
			got.Holidays[1].Reason != "Ustadz safar" || got.Latitude != nil {
			t.Fatalf("weekly round trip: %+v", got)
		}
		if len(got.SpeakersOrDerived()) != 1 || got.SpeakersOrDerived()[0].Name != "Ust. Firanda" {
			t.Fatalf("derived speaker: %+v", got.SpeakersOrDerived())
		}
		// A weekly session cannot be "approved": the CHECK constraint holds the enumeration.
		bad := &kajian.Session{Type: kajian.Recurring, Title: "X", Ustaz: "Y", Time: 60, Status: kajian.StatusApproved, CreatedBy: owner.ID}
		if err := db.CreateSession(ctx, bad); err == nil {
			t.Fatal("recurring session stored with status approved")
		}
		// Nothing of the failed insert remains.
		if _, err := db.FindSessionBySlug(ctx, kajian.Recurring, "ahad-x"); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("half-written session: %v", err)
		}
	})
}

func TestRSVPUniqueUnderConcurrency(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		s := oneOff(owner.ID)
		if err := db.CreateSession(ctx, s); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		errs := make(chan error, 16)
		for i := 0; i < 16; i++ {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				st := kajian.Hadir
				if i%2 == 1 {
					st = kajian.TidakHadir
				}
				errs <- db.SetRSVP(ctx, owner.ID, kajian.Regular, s.ID, kajian.Date{}, st)
			}(i)
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatalf("concurrent rsvp: %v", err)
			}
		}
		n, err := db.CountRows(ctx, "rsvp")
		if err != nil || n != 1 {
			t.Fatalf("rsvp rows = %d, %v; want 1", n, err)
		}
		if err := db.SetRSVP(ctx, owner.ID, kajian.Regular, "8f14e45f-ceea-467a-9575-6e1c2d3b4a5f", kajian.Date{}, kajian.Hadir); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("rsvp for a missing session: %v", err)
		}
	})
}

func TestAttendanceOf(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		a, b, c := newUser(t, db, "a@example.id"), newUser(t, db, "b@example.id"), newUser(t, db, "c@example.id")
		one := oneOff(owner.ID)
		if err := db.CreateSession(ctx, one); err != nil {
			t.Fatal(err)
		}
		weekly := &kajian.Session{Type: kajian.Recurring, Title: "Tahsin", Ustaz: "Ust. Hanif", DayOfWeek: 0, Time: 19 * 60,
			Status: kajian.StatusActive, CreatedBy: owner.ID}
		if err := db.CreateSession(ctx, weekly); err != nil {
			t.Fatal(err)
		}
		next, later := kajian.Date{Year: 2026, Month: 11, Day: 22}, kajian.Date{Year: 2026, Month: 11, Day: 29}
		must := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}
		must(db.SetRSVP(ctx, a.ID, kajian.Regular, one.ID, kajian.Date{}, kajian.Hadir))
		must(db.SetRSVP(ctx, b.ID, kajian.Regular, one.ID, kajian.Date{}, kajian.Hadir))
		must(db.SetRSVP(ctx, c.ID, kajian.Regular, one.ID, kajian.Date{}, kajian.TidakHadir))
		must(db.SetRSVP(ctx, a.ID, kajian.Recurring, weekly.ID, next, kajian.Hadir))
		must(db.SetRSVP(ctx, b.ID, kajian.Recurring, weekly.ID, later, kajian.Hadir)) // another occurrence
		must(db.SetRSVP(ctx, c.ID, kajian.Recurring, weekly.ID, next, kajian.TidakHadir))

		oneOcc := kajian.Occurrence{Type: kajian.Regular, SessionID: one.ID}
		weekOcc := kajian.Occurrence{Type: kajian.Recurring, SessionID: weekly.ID, Date: next}
		got, err := db.AttendanceOf(ctx, c.ID, []kajian.Occurrence{oneOcc, weekOcc})
		if err != nil {
			t.Fatal(err)
		}
		if got.Counts[oneOcc] != 2 || got.Counts[weekOcc] != 1 {
			t.Fatalf("counts: %v", got.Counts)
		}
		if got.Mine[oneOcc] != kajian.TidakHadir || got.Mine[weekOcc] != kajian.TidakHadir {
			t.Fatalf("own answers: %v", got.Mine)
		}
		// b answered another date of the weekly session: not the one asked.
		if other, err := db.AttendanceOf(ctx, b.ID, []kajian.Occurrence{weekOcc}); err != nil || len(other.Mine) != 0 || other.Counts[weekOcc] != 1 {
			t.Fatalf("b's answers to %v: %+v %v", next, other, err)
		}
		visitor, err := db.AttendanceOf(ctx, "", []kajian.Occurrence{oneOcc, weekOcc})
		if err != nil || len(visitor.Mine) != 0 || visitor.Counts[oneOcc] != 2 {
			t.Fatalf("visitor: %+v %v", visitor, err)
		}
		// The home list's statement reads the same answers, with the
		// versions, which the writes above raised: the same ReadChanges reads.
		versions, _, err := db.ReadChanges(ctx, nil)
		if err != nil || versions.Listing < 2 || versions.Attendance < 3 {
			t.Fatalf("versions: %+v %v", versions, err)
		}
		for _, viewer := range []string{c.ID, ""} {
			att, v, err := db.AttendanceAndVersion(ctx, viewer, []kajian.Occurrence{oneOcc, weekOcc})
			want, _ := db.AttendanceOf(ctx, viewer, []kajian.Occurrence{oneOcc, weekOcc})
			if err != nil || v != versions || !maps.Equal(att.Counts, want.Counts) || !maps.Equal(att.Mine, want.Mine) {
				t.Fatalf("attendance and versions for %q: %+v %+v %v, want %+v at %+v", viewer, att, v, err, want, versions)
			}
		}
	})
}
