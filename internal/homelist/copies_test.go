package homelist_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/homelist"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// twoCopies opens one fresh, migrated database twice, as two copies of the
// server would: each with its own handle (connections, statement cache).
func twoCopies(t *testing.T, d store.Dialect, clock kajian.Clock) (*store.DB, *store.DB) {
	t.Helper()
	url := storetest.URL(t, d)
	return storetest.OpenURL(t, url, clock), storetest.OpenURL(t, url, clock)
}

// Two copies of the server each keep a listing of the home list's sessions;
// a write through one shows on the other's next request (DESIGN.md §8).
func TestHomeListSeesWritesThroughAnotherCopy(t *testing.T) {
	// Senin 23 November 2026, 09:00 WIB.
	now := time.Date(2026, 11, 23, 2, 0, 0, 0, time.UTC)
	clock := kajian.NewFixedClock(now)
	for _, d := range storetest.Dialects {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			a, b := twoCopies(t, d, clock)
			owner := newUser(t, b, "pemilik@example.id")
			senin := kajian.Date{Year: 2026, Month: time.November, Day: 23}
			titlesOf := func(items []homelist.Item) []string {
				var out []string
				for _, it := range items {
					out = append(out, it.Session.Title)
				}
				return out
			}
			onA := homelist.New(a) // copy A's list, with its own listing
			list := func() homelist.Page {
				t.Helper()
				p, err := onA.Page(ctx, clock.Now(), homelist.Filter{Limit: 10})
				if err != nil {
					t.Fatal(err)
				}
				return p
			}
			if p := list(); len(p.Items) != 0 || p.Total != 0 {
				t.Fatalf("empty database: %v", titlesOf(p.Items))
			}
			weekly := &kajian.Session{Type: kajian.Recurring, Title: "Kajian Rutin Senin", Ustaz: "Ustadz Hakim", CreatedBy: owner.ID,
				Status: kajian.StatusActive, DayOfWeek: 1, Time: 19 * 60, Zone: kajian.WIB}
			if err := b.CreateSession(ctx, weekly); err != nil {
				t.Fatal(err)
			}
			if p := list(); !slices.Equal(titlesOf(p.Items), []string{"Kajian Rutin Senin"}) || p.Total != 1 {
				t.Fatalf("after a posting on the other copy: %v, total %d", titlesOf(p.Items), p.Total)
			}
			weekly.Title = "Kajian Rutin Senin Malam"
			if err := b.UpdateSession(ctx, weekly, []kajian.Holiday{{Date: senin, Reason: "Libur"}}); err != nil {
				t.Fatal(err)
			}
			if p := list(); len(p.Items) != 0 || !slices.Equal(titlesOf(p.Past), []string{"Kajian Rutin Senin Malam"}) {
				t.Fatalf("after a holiday today on the other copy: items %v, past %v", titlesOf(p.Items), titlesOf(p.Past))
			}
			if err := b.DeleteSession(ctx, kajian.Recurring, weekly.ID); err != nil {
				t.Fatal(err)
			}
			if p := list(); len(p.Items) != 0 || len(p.Past) != 0 {
				t.Fatalf("after a removal on the other copy: items %v, past %v", titlesOf(p.Items), titlesOf(p.Past))
			}
		})
	}
}

// A copy of the server brings its listing up to date with the sessions other
// copies changed (listing_changes) rather than reading it anew; after any mix
// of writes the list it gives must still follow the domain rules exactly.
func TestHomeListFollowsWritesOneByOne(t *testing.T) {
	now := time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)
	clock := kajian.NewFixedClock(now)
	bandung := &homelist.Point{Lat: -6.9175, Lng: 107.6191}
	filters := []homelist.Filter{
		{Limit: 7},
		{Sort: homelist.ByDistance, Near: bandung, Limit: 5},
		{Sort: homelist.ByDistance, Near: bandung, RadiusKm: 50},
		{Query: "ruhaily"},
	}
	for _, d := range storetest.Dialects {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			reader, writer := twoCopies(t, d, clock)
			all := homeFixture(t, writer, now, 9)
			admin := newUser(t, writer, "admin@example.id")
			list := homelist.New(reader)
			check := func(step string) {
				t.Helper()
				names := titles(all)
				for _, f := range filters {
					items, past, total := walkHome(t, list, now, f)
					wantItems, wantPast := expectedHome(all, f, now)
					if got, want := ids(items, itemID), ids(wantItems, entryID); !slices.Equal(got, want) || total != len(want) {
						t.Fatalf("after %s, %+v: list differs (total %d)\n got %v\nwant %v", step, f, total, name(got, names), name(want, names))
					}
					if got, want := ids(past, itemID), ids(wantPast, entryID); !slices.Equal(got, want) {
						t.Fatalf("after %s, %+v: past group differs\n got %v\nwant %v", step, f, name(got, names), name(want, names))
					}
					for _, it := range items {
						s := all[slices.IndexFunc(all, func(s *kajian.Session) bool { return s.ID == it.Session.ID })]
						if it.Session.Title != s.Title || len(it.Session.Speakers) != len(s.Speakers) || len(it.Session.Holidays) != len(holidaysFrom(s, now)) {
							t.Fatalf("after %s: %s is stale: %+v", step, s.Title, it.Session)
						}
					}
				}
			}
			check("the first read")
			rng := rand.New(rand.NewPCG(3, 5))
			for step := range 40 {
				s := all[rng.IntN(len(all))]
				var (
					what string
					err  error
				)
				switch op := rng.IntN(6); {
				case op == 0 && (s.Status == kajian.StatusPending):
					what, err = "approving "+s.Title, second(writer.ApproveSession(ctx, s.Type, s.ID, admin.ID))
					s.Status = kajian.PublicStatus(s.Type)
				case op == 1:
					s.Title = fmt.Sprintf("Kajian Ruhaily %d", step)
					s.Speakers = append(s.Speakers, kajian.Speaker{Name: fmt.Sprintf("Ustadz Tamu %d", step)})
					what, err = "renaming "+s.Title, writer.UpdateSession(ctx, s, nil)
				case op == 2 && s.Type == kajian.Recurring:
					h := kajian.Holiday{Date: kajian.Today(now, s.Zone).AddDays(rng.IntN(3) * 7), Reason: "Libur"}
					what, err = "a holiday for "+s.Title, writer.AddHoliday(ctx, s.ID, &h, s.Status)
					if err == nil {
						s.Holidays = append(s.Holidays, h)
						slices.SortFunc(s.Holidays, func(a, b kajian.Holiday) int { return strings.Compare(a.Date.String(), b.Date.String()) })
					} else if errors.Is(err, store.ErrHolidayTaken) {
						err = nil
					}
				case op == 3 && len(s.Holidays) > 0:
					h := s.Holidays[0]
					what, err = "removing a holiday of "+s.Title, writer.DeleteHoliday(ctx, s.ID, h.ID)
					s.Holidays = s.Holidays[1:]
				case op == 4:
					what, err = "removing "+s.Title, writer.DeleteSession(ctx, s.Type, s.ID)
					all = slices.DeleteFunc(all, func(x *kajian.Session) bool { return x.ID == s.ID })
				default:
					n := &kajian.Session{Type: kajian.Regular, Status: kajian.StatusApproved, CreatedBy: admin.ID, Title: fmt.Sprintf("Kajian Baru %d", step),
						Ustaz: "Ustadz Hakim", Zone: kajian.WIB, Date: kajian.Today(now, kajian.WIB).AddDays(1 + rng.IntN(5)), Time: 19 * 60,
						Latitude: &bandung.Lat, Longitude: &bandung.Lng}
					what, err = "posting "+n.Title, writer.CreateSession(ctx, n)
					all = append(all, n)
				}
				if err != nil {
					t.Fatalf("%s: %v", what, err)
				}
				if step%3 == 0 || step > 35 { // several writes between some reads
					check(what)
				}
			}
		})
	}
}

// second drops the first of two results, for a write whose error alone a
// test checks.
func second[T any](_ T, err error) error { return err }
