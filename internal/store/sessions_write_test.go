package store_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

func weekly(owner string, st kajian.Status) *kajian.Session {
	return &kajian.Session{Type: kajian.Recurring, Title: "Kajian Kitab Tauhid", Ustaz: "Ust. Firanda", DayOfWeek: 4,
		Time: 18*60 + 30, Zone: kajian.WIB, Location: "Masjid Al-Falah", Address: "Jl. Kenanga 2", Status: st, CreatedBy: owner,
		Speakers: []kajian.Speaker{{Name: "Ust. Firanda", IsMain: true}},
		Holidays: []kajian.Holiday{{Date: kajian.Date{Year: 2026, Month: 11, Day: 26}, Reason: "Safar"}}}
}

func TestUpdateSession(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		s := oneOff(owner.ID)
		if err := db.CreateSession(ctx, s); err != nil {
			t.Fatal(err)
		}
		created := s.CreatedAt

		// The description changes: the slug stays.
		s.Description = "Kajian rutin bulanan"
		if err := db.UpdateSession(ctx, s, nil); err != nil {
			t.Fatal(err)
		}
		if s.Slug != "2026-11-24-kajian-tafsir-alquran" {
			t.Fatalf("slug changed without a new title: %q", s.Slug)
		}

		// A new title and date: new slug, start instant and search text.
		s.Title, s.Date, s.Time, s.Zone = "Tabligh Akbar Ramadhan", kajian.Date{Year: 2026, Month: 12, Day: 1}, 9*60, kajian.WIT
		s.Location, s.Address, s.Latitude, s.Longitude = "", "", nil, nil
		s.IsOnline, s.LiveStreamURL = true, "https://youtube.com/live/abc"
		s.Speakers = []kajian.Speaker{{Name: "Ust. Khalid Basalamah", IsMain: true}}
		s.Ustaz = "Ust. Khalid Basalamah"
		if err := db.UpdateSession(ctx, s, nil); err != nil {
			t.Fatal(err)
		}
		if s.Slug != "2026-12-01-tabligh-akbar-ramadhan" {
			t.Fatalf("slug = %q", s.Slug)
		}
		got, err := db.FindSessionBySlug(ctx, kajian.Regular, s.Slug)
		if err != nil {
			t.Fatal(err)
		}
		if got.Title != s.Title || got.Zone != kajian.WIT || got.Location != "" || got.Latitude != nil || !got.IsOnline ||
			len(got.Speakers) != 1 || got.Speakers[0].Name != "Ust. Khalid Basalamah" || !got.CreatedAt.Equal(created) ||
			got.Description != "Kajian rutin bulanan" || got.CreatedBy != owner.ID {
			t.Fatalf("after update: %+v", got)
		}
		// The home search and ordering columns follow: the new speaker is
		// found, the old one no longer, and starts_at is 09:00 WIT.
		page, err := db.ListMine(ctx, kajian.MineFilter{UserID: owner.ID, Search: "khalid", Now: testNow})
		if err != nil || page.Total != 1 {
			t.Fatalf("search by new ustaz: %+v %v", page, err)
		}
		if page, _ := db.ListMine(ctx, kajian.MineFilter{UserID: owner.ID, Search: "adi hidayat", Now: testNow}); page.Total != 0 {
			t.Fatal("old ustaz still matches")
		}
		start := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC) // 09:00 WIT
		if page, _ := db.ListMine(ctx, kajian.MineFilter{UserID: owner.ID, Time: kajian.TimeUpcoming, Now: start.Add(-time.Minute)}); page.Total != 1 {
			t.Fatal("not upcoming a minute before its new start")
		}
		if page, _ := db.ListMine(ctx, kajian.MineFilter{UserID: owner.ID, Time: kajian.TimePast, Now: start}); page.Total != 1 {
			t.Fatal("not past at its new start")
		}

		// A title another session holds: the id keeps the slug unique.
		other := oneOff(owner.ID)
		other.Title = "Kajian Fiqih"
		if err := db.CreateSession(ctx, other); err != nil {
			t.Fatal(err)
		}
		other.Title, other.Date = s.Title, s.Date
		if err := db.UpdateSession(ctx, other, nil); err != nil {
			t.Fatal(err)
		}
		if other.Slug != s.Slug+"-"+other.ID {
			t.Fatalf("colliding slug = %q", other.Slug)
		}

		missing := oneOff(owner.ID)
		missing.ID = "8f14e45f-ceea-467a-9575-6e1c2d3b4a5f"
		if err := db.UpdateSession(ctx, missing, nil); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("update of a missing session: %v", err)
		}
	})
}

func TestUpdateWeeklyAndHolidays(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		w := weekly(owner.ID, kajian.StatusActive)
		if err := db.CreateSession(ctx, w); err != nil {
			t.Fatal(err)
		}
		existing := w.Holidays[0]
		// Move to Friday, update the holiday and add one, in one save.
		w.DayOfWeek = 5
		moved := existing
		moved.Date, moved.Reason = kajian.Date{Year: 2026, Month: 11, Day: 27}, "Ustadz safar"
		if err := db.UpdateSession(ctx, w, []kajian.Holiday{moved, {Date: kajian.Date{Year: 2026, Month: 12, Day: 4}}}); err != nil {
			t.Fatal(err)
		}
		if w.Slug != "jumat-kajian-kitab-tauhid" {
			t.Fatalf("weekly slug = %q", w.Slug)
		}
		got, err := db.FindSession(ctx, kajian.Recurring, w.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.DayOfWeek != 5 || len(got.Holidays) != 2 || got.Holidays[0].ID != existing.ID ||
			got.Holidays[0].Date.String() != "2026-11-27" || got.Holidays[0].Reason != "Ustadz safar" || got.Holidays[1].Reason != "" {
			t.Fatalf("weekly after update: %+v", got)
		}

		// Holidays one at a time.
		h := kajian.Holiday{Date: kajian.Date{Year: 2026, Month: 12, Day: 11}, Reason: "Libur semester"}
		if err := db.AddHoliday(ctx, w.ID, &h, w.Status); err != nil || h.ID == "" {
			t.Fatalf("add holiday: %v %+v", err, h)
		}
		dup := kajian.Holiday{Date: h.Date}
		if err := db.AddHoliday(ctx, w.ID, &dup, w.Status); !errors.Is(err, kajian.ErrHolidayTaken) {
			t.Fatalf("second holiday on one date: %v", err)
		}
		h.Reason = "Libur akhir semester"
		if err := db.UpdateHoliday(ctx, w.ID, h, w.Status); err != nil {
			t.Fatal(err)
		}
		if err := db.DeleteHoliday(ctx, w.ID, existing.ID); err != nil {
			t.Fatal(err)
		}
		if err := db.DeleteHoliday(ctx, w.ID, existing.ID); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("second delete: %v", err)
		}
		got, _ = db.FindSession(ctx, kajian.Recurring, w.ID)
		if len(got.Holidays) != 2 || got.Holidays[1].Reason != "Libur akhir semester" {
			t.Fatalf("holidays now: %+v", got.Holidays)
		}
		// Another session's holiday cannot be changed or removed through this one.
		w2 := weekly(owner.ID, kajian.StatusActive)
		w2.Title = "Tahsin"
		if err := db.CreateSession(ctx, w2); err != nil {
			t.Fatal(err)
		}
		if err := db.DeleteHoliday(ctx, w2.ID, h.ID); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("delete through another session: %v", err)
		}
		if err := db.UpdateHoliday(ctx, w2.ID, h, w2.Status); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("update through another session: %v", err)
		}
		if err := db.UpdateSession(ctx, w2, []kajian.Holiday{h}); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("save another session's holiday: %v", err)
		}
	})
}

func TestApproveRejectDelete(t *testing.T) {
	clock := kajian.NewFixedClock(testNow)
	storetest.Each(t, clock, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		admin := newUser(t, db, "admin@example.id")
		one := oneOff(owner.ID)
		one.Status = kajian.StatusPending
		w := weekly(owner.ID, kajian.StatusPending)
		for _, s := range []*kajian.Session{one, w} {
			if err := db.CreateSession(ctx, s); err != nil {
				t.Fatal(err)
			}
		}
		clock.Set(testNow.Add(time.Hour))
		if _, err := db.ApproveSession(ctx, kajian.Regular, one.ID, admin.ID); err != nil {
			t.Fatal(err)
		}
		got, _ := db.FindSession(ctx, kajian.Regular, one.ID)
		if got.Status != kajian.StatusApproved || got.ApprovedBy != admin.ID || got.ApprovedAt == nil ||
			!got.ApprovedAt.Equal(testNow.Add(time.Hour)) {
			t.Fatalf("approved: %+v", got)
		}
		if _, err := db.ApproveSession(ctx, kajian.Regular, one.ID, admin.ID); !errors.Is(err, kajian.ErrNotPending) {
			t.Fatalf("approve twice: %v", err)
		}
		if _, err := db.RejectSession(ctx, kajian.Regular, one.ID, admin.ID, "x"); !errors.Is(err, kajian.ErrNotPending) {
			t.Fatalf("reject an approved one: %v", err)
		}
		if _, err := db.RejectSession(ctx, kajian.Recurring, w.ID, admin.ID, "Jadwal bentrok"); err != nil {
			t.Fatal(err)
		}
		got, _ = db.FindSession(ctx, kajian.Recurring, w.ID)
		if got.Status != kajian.StatusRejected || got.RejectionReason != "Jadwal bentrok" || got.ApprovedBy != admin.ID || got.ApprovedAt == nil {
			t.Fatalf("rejected: %+v", got)
		}
		if _, err := db.ApproveSession(ctx, kajian.Recurring, "8f14e45f-ceea-467a-9575-6e1c2d3b4a5f", admin.ID); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("approve a missing session: %v", err)
		}
		if _, err := db.ApproveSession(ctx, kajian.Recurring, "nope", admin.ID); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("approve a malformed id: %v", err)
		}
		// A weekly session approved becomes active.
		w2 := weekly(owner.ID, kajian.StatusPending)
		w2.Title = "Tahsin"
		if err := db.CreateSession(ctx, w2); err != nil {
			t.Fatal(err)
		}
		if _, err := db.ApproveSession(ctx, kajian.Recurring, w2.ID, admin.ID); err != nil {
			t.Fatal(err)
		}
		if got, _ := db.FindSession(ctx, kajian.Recurring, w2.ID); got.Status != kajian.StatusActive {
			t.Fatalf("weekly approved: %s", got.Status)
		}

		// Deleting takes speakers, holidays and attendance along.
		if err := db.SetRSVP(ctx, owner.ID, kajian.Recurring, w.ID, kajian.Date{Year: 2026, Month: 11, Day: 26}, kajian.Hadir); err != nil {
			t.Fatal(err)
		}
		if err := db.DeleteSession(ctx, kajian.Recurring, w.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := db.FindSession(ctx, kajian.Recurring, w.ID); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("deleted session found: %v", err)
		}
		for table, want := range map[string]int{"recurring_kajian_holidays": 1, "rsvp": 0} {
			if n, _ := db.CountRows(ctx, table); n != want {
				t.Errorf("%s rows after delete: %d, want %d", table, n, want)
			}
		}
		if err := db.DeleteSession(ctx, kajian.Recurring, w.ID); !errors.Is(err, kajian.ErrNotFound) {
			t.Fatalf("delete twice: %v", err)
		}
	})
}

func TestListMine(t *testing.T) {
	clock := kajian.NewFixedClock(testNow)
	storetest.Each(t, clock, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		me := newUser(t, db, "me@example.id")
		other := newUser(t, db, "other@example.id")
		// 12 of mine, one created per minute: weekly when i%3 == 2, one-off
		// otherwise; one-off with an even i were yesterday, the rest ahead.
		statuses := map[int]kajian.Status{
			0: kajian.StatusApproved, 1: kajian.StatusPending, 3: kajian.StatusApproved, 4: kajian.StatusRejected,
			6: kajian.StatusApproved, 7: kajian.StatusPending, 9: kajian.StatusRejected, 10: kajian.StatusApproved,
			2: kajian.StatusActive, 5: kajian.StatusPending, 8: kajian.StatusActive, 11: kajian.StatusPending,
		}
		var mine []*kajian.Session
		for i := 0; i < 12; i++ {
			clock.Set(testNow.Add(time.Duration(i) * time.Minute))
			var s *kajian.Session
			if i%3 == 2 {
				s = weekly(me.ID, statuses[i])
			} else {
				s = oneOff(me.ID)
				s.Status = statuses[i]
				if i%2 == 0 {
					s.Date = kajian.Date{Year: 2026, Month: 11, Day: 21}
				}
			}
			s.Title = s.Title + " " + string(rune('A'+i))
			if i == 7 {
				s.Location = "Masjid Istiqlal"
			}
			if err := db.CreateSession(ctx, s); err != nil {
				t.Fatal(err)
			}
			mine = append(mine, s)
		}
		theirs := oneOff(other.ID)
		if err := db.CreateSession(ctx, theirs); err != nil {
			t.Fatal(err)
		}
		now := testNow.Add(time.Hour)
		list := func(f kajian.MineFilter) kajian.MinePage {
			t.Helper()
			f.UserID, f.Now = me.ID, now
			p, err := db.ListMine(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			return p
		}
		p := list(kajian.MineFilter{})
		if p.Total != 12 || len(p.Sessions) != 10 || p.Sessions[0].ID != mine[11].ID || p.Sessions[9].ID != mine[2].ID {
			t.Fatalf("first page: total %d, %d items", p.Total, len(p.Sessions))
		}
		if p.Sessions[0].Type != kajian.Recurring || p.Sessions[1].Type != kajian.Regular || len(p.Sessions[0].Speakers) != 1 ||
			len(p.Sessions[1].Speakers) != 2 || len(p.Sessions[0].Holidays) != 1 {
			t.Fatalf("kinds mixed wrongly: %s %s", p.Sessions[0].Type, p.Sessions[1].Type)
		}
		p = list(kajian.MineFilter{Offset: 10})
		if len(p.Sessions) != 2 || p.Sessions[1].ID != mine[0].ID {
			t.Fatalf("second page: %d", len(p.Sessions))
		}
		count := func(f kajian.MineFilter) int { t.Helper(); return list(f).Total }
		cases := []struct {
			name string
			f    kajian.MineFilter
			want int
		}{
			{"weekly", kajian.MineFilter{Type: kajian.Recurring}, 4},
			{"one-off", kajian.MineFilter{Type: kajian.Regular}, 8},
			{"approved includes active", kajian.MineFilter{Status: kajian.StatusFilterApproved}, 6},
			{"pending", kajian.MineFilter{Status: "pending"}, 4},
			{"rejected", kajian.MineFilter{Status: "rejected"}, 2},
			{"draft", kajian.MineFilter{Status: "draft"}, 0},
			{"past", kajian.MineFilter{Time: kajian.TimePast}, 4},
			{"upcoming: one-off ahead and every weekly", kajian.MineFilter{Time: kajian.TimeUpcoming}, 8},
			{"past weekly", kajian.MineFilter{Time: kajian.TimePast, Type: kajian.Recurring}, 0},
			{"search title", kajian.MineFilter{Search: "tafsir al-qur'an d"}, 1},
			{"search title case", kajian.MineFilter{Search: "KITAB TAUHID"}, 4},
			{"search ustaz", kajian.MineFilter{Search: "adi hid"}, 8},
			{"search location", kajian.MineFilter{Search: "istiqlal"}, 1},
			{"search like chars", kajian.MineFilter{Search: "%"}, 0},
			{"combined", kajian.MineFilter{Type: kajian.Regular, Status: kajian.StatusFilterApproved, Time: kajian.TimeUpcoming}, 1},
		}
		for _, c := range cases {
			if got := count(c.f); got != c.want {
				t.Errorf("%s: %d, want %d", c.name, got, c.want)
			}
		}
		if p, _ := db.ListMine(ctx, kajian.MineFilter{UserID: other.ID, Now: now}); p.Total != 1 || p.Sessions[0].ID != theirs.ID {
			t.Fatal("another user's list")
		}
		for _, s := range list(kajian.MineFilter{Search: "Tauhid"}).Sessions {
			if !strings.Contains(s.Title, "Tauhid") {
				t.Errorf("search returned %q", s.Title)
			}
		}
	})
}

func TestListPending(t *testing.T) {
	clock := kajian.NewFixedClock(testNow)
	storetest.Each(t, clock, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		u, _, err := db.CreateUser(ctx, store.NewUser{Email: "poster@example.id", PasswordHash: "x", FullName: "Abdullah", Phone: "081234567890"})
		if err != nil {
			t.Fatal(err)
		}
		a := oneOff(u.ID)
		a.Status = kajian.StatusPending
		b := oneOff(u.ID)
		b.Status, b.Title = kajian.StatusPending, "Kajian Kedua"
		approved := oneOff(u.ID)
		w := weekly(u.ID, kajian.StatusPending)
		active := weekly(u.ID, kajian.StatusActive)
		active.Title = "Aktif"
		for i, s := range []*kajian.Session{a, b, approved, w, active} {
			clock.Set(testNow.Add(time.Duration(i) * time.Minute))
			if err := db.CreateSession(ctx, s); err != nil {
				t.Fatal(err)
			}
		}
		p, err := db.ListPending(ctx, kajian.Date{Year: 2026, Month: 11, Day: 21})
		if err != nil {
			t.Fatal(err)
		}
		if p.RegularCount != 2 || p.RecurringCount != 1 || len(p.Regular) != 2 || len(p.Recurring) != 1 {
			t.Fatalf("queue: %+v", p)
		}
		if p.Regular[0].ID != b.ID || p.Regular[0].CreatorName != "Abdullah" || p.Regular[0].CreatorPhone != "081234567890" ||
			len(p.Regular[0].Speakers) != 2 {
			t.Fatalf("first pending: %+v", p.Regular[0])
		}
		if p.Recurring[0].ID != w.ID || len(p.Recurring[0].Holidays) != 1 {
			t.Fatalf("pending weekly: %+v", p.Recurring[0])
		}
	})
}

// A weekly session holds at most kajian.MaxHolidays holidays, checked in the
// transaction that adds one, so holidays added at the same moment cannot
// pass the cap together.
func TestHolidayCapHoldsUnderConcurrentAdds(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		w := weekly(owner.ID, kajian.StatusActive)
		w.Holidays = nil
		if err := db.CreateSession(ctx, w); err != nil {
			t.Fatal(err)
		}
		day := kajian.Date{Year: 2027, Month: 1, Day: 1}
		for i := range kajian.MaxHolidays - 5 {
			if err := db.AddHoliday(ctx, w.ID, &kajian.Holiday{Date: day.AddDays(i)}, w.Status); err != nil {
				t.Fatal(err)
			}
		}
		var wg sync.WaitGroup
		var added, refused atomic.Int32
		for i := range 20 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				err := db.AddHoliday(ctx, w.ID, &kajian.Holiday{Date: day.AddDays(200 + i)}, w.Status)
				switch {
				case err == nil:
					added.Add(1)
				case errors.Is(err, kajian.ErrTooManyHolidays):
					refused.Add(1)
				default:
					t.Errorf("add: %v", err)
				}
			}()
		}
		wg.Wait()
		if added.Load() != 5 || refused.Load() != 15 {
			t.Fatalf("%d added, %d refused; want 5 and 15", added.Load(), refused.Load())
		}
	})
}
