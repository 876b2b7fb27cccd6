package homelist_test

import (
	"context"
	"errors"
	"fmt"
	"math"
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

// Places the generated sessions cluster around, with the zone of each.
var homeCities = []struct {
	name     string
	lat, lng float64
	zone     kajian.Zone
}{
	{"Bandung", -6.9175, 107.6191, kajian.WIB},
	{"Makassar", -5.1477, 119.4327, kajian.WITA},
	{"Jayapura", -2.5337, 140.7181, kajian.WIT},
}

var homeWords = []string{"Tafsir", "Fiqih", "Sirah", "Tahsin", "Aqidah", "Adab", "Hadits"}

// homeFixture creates a varied set of sessions around now: one-off ones from
// two days ago to nine days ahead (some at the very minute of now, some at
// the same instant as a weekly session), weekly ones on every day (some with
// a holiday today in their zone), online ones without a place, several at
// exactly the same spot, and sessions that are not public.
func homeFixture(t *testing.T, db *store.DB, now time.Time, seed uint64) []*kajian.Session {
	t.Helper()
	ctx := context.Background()
	owner := newUser(t, db, "pemilik@example.id")
	rng := rand.New(rand.NewPCG(seed, 7))
	var all []*kajian.Session
	place := func(s *kajian.Session, i int) {
		c := homeCities[i%len(homeCities)]
		s.Zone = c.zone
		if rng.IntN(4) == 0 {
			s.IsOnline, s.LiveStreamURL = true, "https://youtube.com/live/x"
			return
		}
		lat, lng := c.lat, c.lng
		if rng.IntN(5) != 0 { // a fifth share one spot: equal distances
			lat += (rng.Float64() - 0.5) * 0.8
			lng += (rng.Float64() - 0.5) * 0.8
		}
		s.Latitude, s.Longitude = &lat, &lng
		s.Location = "Masjid Raya " + c.name
		s.Address = fmt.Sprintf("Jl. Merdeka No.%d, %s", i, c.name)
	}
	for i := 0; i < 120; i++ {
		s := &kajian.Session{Type: kajian.Regular, Status: kajian.StatusApproved, CreatedBy: owner.ID,
			Title: fmt.Sprintf("Kajian %s %d", homeWords[i%len(homeWords)], i), Ustaz: "Ustadz Abdullah"}
		place(s, i)
		local := now.In(s.Zone.Location())
		today := kajian.Today(now, s.Zone)
		switch i % 6 {
		case 0: // earlier today or exactly now
			s.Date, s.Time = today, kajian.ClockTime(max(0, local.Hour()*60+local.Minute()-rng.IntN(3)*60))
		case 1: // later today, when there is still time
			s.Date, s.Time = today, kajian.ClockTime(min(23*60+59, local.Hour()*60+local.Minute()+1+rng.IntN(120)))
		case 2: // the last days
			s.Date, s.Time = today.AddDays(-1-rng.IntN(2)), kajian.ClockTime(rng.IntN(24*60))
		default:
			s.Date, s.Time = today.AddDays(1+rng.IntN(9)), kajian.ClockTime(rng.IntN(24)*60+[]int{0, 30}[rng.IntN(2)])
		}
		if i%9 == 4 {
			s.Status = kajian.StatusPending
		}
		if i%5 == 3 {
			s.Speakers = []kajian.Speaker{{Name: "Syaikh Sulaiman Ar-Ruhaily", IsMain: true}, {Name: "Ustadz Abdullah"}}
		}
		all = append(all, s)
	}
	for i := 0; i < 40; i++ {
		s := &kajian.Session{Type: kajian.Recurring, Status: kajian.StatusActive, CreatedBy: owner.ID,
			Title: fmt.Sprintf("Kajian Rutin %s %d", homeWords[(i+3)%len(homeWords)], i), Ustaz: "Ustadz Firanda",
			DayOfWeek: i % 7, Time: kajian.ClockTime(rng.IntN(24)*60 + []int{0, 30}[rng.IntN(2)])}
		place(s, i+1)
		today := kajian.Today(now, s.Zone)
		switch i % 5 {
		case 0: // a holiday today in its zone
			s.Holidays = []kajian.Holiday{{Date: today, Reason: "Masjid dipakai"}, {Date: today.AddDays(7)}}
		case 1: // holidays ahead only, more than the card shows
			for w := 1; w <= 7; w++ {
				s.Holidays = append(s.Holidays, kajian.Holiday{Date: today.AddDays(w)})
			}
		case 2: // this very minute, next week
			local := now.In(s.Zone.Location())
			s.DayOfWeek, s.Time = today.Weekday(), kajian.ClockTime(local.Hour()*60+local.Minute())
		case 3: // today's date cancelled: listed at today's slot until its time, unlike a holiday
			s.DayOfWeek, s.Holidays = today.Weekday(), []kajian.Holiday{{Date: today, Reason: "Ustadz sakit", Cancelled: true}}
		}
		if i%11 == 6 {
			s.Status = kajian.StatusInactive
		}
		all = append(all, s)
	}
	all = append(all, rhythmFixture(rng, owner.ID, now, place)...)
	// A one-off session at the same instant as a weekly one's next occurrence.
	w := all[len(all)-1]
	next := w.TimingAt(now).SortTime.In(w.Zone.Location())
	all = append(all, &kajian.Session{Type: kajian.Regular, Status: kajian.StatusApproved, CreatedBy: owner.ID,
		Title: "Kajian Tafsir Bersamaan", Ustaz: "Ustadz Abdullah", Zone: w.Zone, Date: kajian.DateOf(next),
		Time: kajian.ClockTime(next.Hour()*60 + next.Minute()), Latitude: w.Latitude, Longitude: w.Longitude})
	for _, s := range all {
		if err := db.CreateSession(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	return all
}

// expectedHome assembles the home list the slow, obvious way from the domain
// rules: every session, placed and ordered by the kajian package.
func expectedHome(all []*kajian.Session, f homelist.Filter, now time.Time) (items, past []kajian.ListEntry) {
	for _, s := range all {
		l := s.ListingAt(now)
		if !l.Listed || (f.Type != "" && s.Type != f.Type) || (f.Online != nil && s.IsOnline != *f.Online) {
			continue
		}
		hay := strings.ToLower(strings.Join([]string{s.Title, s.Ustaz, s.Location, s.Address}, " "))
		for _, sp := range s.Speakers {
			hay += " " + strings.ToLower(sp.Name)
		}
		matches := true
		for _, w := range strings.Fields(strings.ToLower(f.Query)) {
			matches = matches && strings.Contains(hay, w)
		}
		if !matches {
			continue
		}
		e := kajian.ListEntry{Type: s.Type, ID: s.ID, SortTime: l.Timing.SortTime, DistanceKm: math.NaN()}
		if f.Near != nil && s.Latitude != nil {
			e.DistanceKm = kajian.DistanceKm(f.Near.Lat, f.Near.Lng, *s.Latitude, *s.Longitude)
		}
		if f.RadiusKm > 0 && (!e.HasDistance() || e.DistanceKm > f.RadiusKm) {
			continue
		}
		if l.Past {
			past = append(past, e)
		} else {
			items = append(items, e)
		}
	}
	cmp := kajian.CompareByDate
	if f.Sort == homelist.ByDistance {
		cmp = kajian.CompareByDistance
	}
	slices.SortFunc(items, cmp)
	slices.SortFunc(past, cmp)
	return items, past
}

func ids[T any](xs []T, id func(T) string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = id(x)
	}
	return out
}

func itemID(i homelist.Item) string     { return i.Session.ID }
func entryID(e kajian.ListEntry) string { return e.ID }
func titles(all []*kajian.Session) map[string]string {
	m := map[string]string{}
	for _, s := range all {
		m[s.ID] = s.Title
	}
	return m
}

// walkHome reads every page of the list.
func walkHome(t *testing.T, l *homelist.List, now time.Time, f homelist.Filter) (items, past []homelist.Item, total int) {
	t.Helper()
	for page := 0; ; page++ {
		if page > 200 {
			t.Fatal("the list does not end")
		}
		p, err := l.Page(context.Background(), now, f)
		if err != nil {
			t.Fatalf("page %d of %+v: %v", page, f, err)
		}
		if page == 0 {
			total = p.Total
		} else if p.Total != total {
			t.Fatalf("page %d total %d, first page said %d", page, p.Total, total)
		}
		if p.NextCursor != "" && len(p.Past) != 0 {
			t.Fatalf("page %d carries the past group but is not the last", page)
		}
		limit := f.Limit
		if limit == 0 {
			limit = homelist.DefaultLimit
		}
		if len(p.Items) > limit || (p.NextCursor != "" && len(p.Items) != limit) {
			t.Fatalf("page %d has %d items (limit %d, cursor %q)", page, len(p.Items), limit, p.NextCursor)
		}
		items = append(items, p.Items...)
		if p.NextCursor == "" {
			return items, p.Past, total
		}
		f.Cursor = p.NextCursor
	}
}

func TestHomeListMatchesTheDomainRules(t *testing.T) {
	f64p := func(v bool) *bool { return &v }
	bandung, makassar, jayapura := &homelist.Point{Lat: -6.9175, Lng: 107.6191}, &homelist.Point{Lat: -5.1477, Lng: 119.4327},
		&homelist.Point{Lat: -2.5337, Lng: 140.7181}
	filters := []homelist.Filter{
		{},
		{Limit: 1},
		{Limit: 4, Near: bandung},
		{Sort: homelist.ByDistance, Near: bandung, Limit: 5},
		{Sort: homelist.ByDistance, Near: jayapura, Limit: 50},
		{Sort: homelist.ByDistance, Near: makassar, Limit: 3, Online: f64p(true)},
		{Sort: homelist.ByDistance, Near: bandung, RadiusKm: 20, Limit: 4},
		{Sort: homelist.ByDistance, Near: makassar, RadiusKm: 50},
		{Sort: homelist.ByDistance, Near: bandung, RadiusKm: 45, Limit: 2},
		{Type: kajian.Recurring, Sort: homelist.ByDistance, Near: makassar, RadiusKm: 40, Limit: 1},
		{Type: kajian.Regular, Sort: homelist.ByDistance, Near: jayapura, RadiusKm: 35, Limit: 2},
		{Near: makassar, RadiusKm: 50, Limit: 4},
		{Query: "TAFSIR", Limit: 4},
		{Query: "masjid  raya makassar"},
		{Query: "ruhaily", Sort: homelist.ByDistance, Near: jayapura},
		{Query: "jl. merdeka no.1"},
		{Type: kajian.Recurring, Limit: 3},
		{Type: kajian.Regular, Online: f64p(false), Sort: homelist.ByDistance, Near: jayapura, Limit: 7},
		{Query: "%"},
		{Query: "_"},
	}
	// Ahad noon in WIB; Sabtu 23:59:30 UTC, the last minute of the UTC week
	// (next occurrences wrap around); Ahad 23:30 WIB, already Senin in WITA and WIT.
	clocks := []time.Time{
		time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC),
		time.Date(2026, 11, 28, 23, 59, 30, 0, time.UTC),
		time.Date(2026, 11, 22, 16, 30, 0, 0, time.UTC),
	}
	for ci, now := range clocks {
		t.Run(now.Format(time.RFC3339), func(t *testing.T) {
			clock := kajian.NewFixedClock(now)
			storetest.Each(t, clock, func(t *testing.T, db *store.DB) {
				all := homeFixture(t, db, now, uint64(ci+1))
				names := titles(all)
				list := homelist.New(db)
				for _, f := range filters {
					items, past, total := walkHome(t, list, now, f)
					wantItems, wantPast := expectedHome(all, f, now)
					got, want := ids(items, itemID), ids(wantItems, entryID)
					if !slices.Equal(got, want) {
						t.Errorf("%+v: list differs\n got %d: %v\nwant %d: %v", f, len(got), name(got, names), len(want), name(want, names))
					}
					if total != len(wantItems) {
						t.Errorf("%+v: total %d, want %d", f, total, len(wantItems))
					}
					if got, want := ids(past, itemID), ids(wantPast, entryID); !slices.Equal(got, want) {
						t.Errorf("%+v: past group differs\n got %v\nwant %v", f, name(got, names), name(want, names))
					}
					for i, it := range items {
						if !it.Listing.Listed || it.Listing.Past || !it.Listing.Timing.SortTime.After(now) {
							t.Errorf("%+v: item %s is not upcoming: %+v", f, it.Session.Title, it.Listing)
						}
						w := wantItems[min(i, len(wantItems)-1)]
						if (it.DistanceKm != nil) != w.HasDistance() || (it.DistanceKm != nil && *it.DistanceKm != w.DistanceKm) {
							t.Errorf("%+v: distance of %s = %v, want %v", f, it.Session.Title, it.DistanceKm, w.DistanceKm)
						}
					}
					for _, it := range past {
						if !it.Listing.Past {
							t.Errorf("%+v: %s in the past group is not past", f, it.Session.Title)
						}
					}
				}
			})
		})
	}
}

func name(ids []string, titles map[string]string) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = titles[id]
	}
	return out
}

func TestHomeListGroupsAndDetails(t *testing.T) {
	// Senin 23 November 2026, 10:00 WITA = 09:00 WIB = 11:00 WIT.
	now := time.Date(2026, 11, 23, 2, 0, 0, 0, time.UTC)
	storetest.Each(t, kajian.NewFixedClock(now), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner := newUser(t, db, "owner@example.id")
		senin := kajian.Date{Year: 2026, Month: time.November, Day: 23}
		mk := func(s *kajian.Session) *kajian.Session {
			s.CreatedBy, s.Ustaz = owner.ID, "Ustadz Hakim"
			if s.Status == "" {
				s.Status = kajian.PublicStatus(s.Type)
			}
			if err := db.CreateSession(ctx, s); err != nil {
				t.Fatal(err)
			}
			return s
		}
		started := mk(&kajian.Session{Type: kajian.Regular, Title: "Kajian Subuh Makassar", Date: senin, Time: 5*60 + 30, Zone: kajian.WITA})
		later := mk(&kajian.Session{Type: kajian.Regular, Title: "Kajian Ba'da Isya", Date: senin, Time: 19 * 60, Zone: kajian.WIB,
			Speakers: []kajian.Speaker{{Name: "Ustadz Hakim", IsMain: true}, {Name: "Ustadz Somad"}}})
		mk(&kajian.Session{Type: kajian.Regular, Title: "Kajian Kemarin", Date: senin.AddDays(-1), Time: 20 * 60, Zone: kajian.WIT})
		mk(&kajian.Session{Type: kajian.Regular, Title: "Kajian Menunggu", Date: senin.AddDays(1), Time: 20 * 60, Status: kajian.StatusPending})
		libur := mk(&kajian.Session{Type: kajian.Recurring, Title: "Kajian Rutin Jayapura", DayOfWeek: 1, Time: 18 * 60, Zone: kajian.WIT,
			Holidays: []kajian.Holiday{{Date: senin, Reason: "Ustadz safar"}, {Date: senin.AddDays(7)}}})
		// Now (11:00 WIT) is past this session's time today: its next occurrence is next week.
		pagi := mk(&kajian.Session{Type: kajian.Recurring, Title: "Kajian Rutin Pagi", DayOfWeek: 1, Time: 11 * 60, Zone: kajian.WIT})

		list := homelist.New(db)
		page := func(f homelist.Filter) homelist.Page {
			t.Helper()
			p, err := list.Page(ctx, now, f)
			if err != nil {
				t.Fatalf("%+v: %v", f, err)
			}
			return p
		}
		p := page(homelist.Filter{Limit: 10})
		if got := ids(p.Items, itemID); !slices.Equal(got, []string{later.ID, pagi.ID}) || p.Total != 2 || p.NextCursor != "" {
			t.Fatalf("items %v total %d cursor %q", name(got, map[string]string{later.ID: "later", pagi.ID: "pagi"}), p.Total, p.NextCursor)
		}
		if got := ids(p.Past, itemID); len(got) != 2 || !slices.Contains(got, started.ID) || !slices.Contains(got, libur.ID) {
			t.Fatalf("past group %v", got)
		}
		if next := p.Items[1].Listing.Timing; next.NextDate != senin.AddDays(7) || next.IsToday {
			t.Fatalf("next occurrence of the session starting now: %+v", next)
		}
		if sp := p.Items[0].Session.Speakers; len(sp) != 2 || sp[1].Name != "Ustadz Somad" {
			t.Fatalf("speakers not loaded: %+v", sp)
		}
		for _, it := range p.Past {
			if it.Session.ID == libur.ID {
				if h := it.Listing.Timing.HolidayToday; h == nil || h.Reason != "Ustadz safar" || len(it.Listing.Timing.Upcoming) != 2 {
					t.Fatalf("holidays of the weekly session: %+v", it.Listing.Timing)
				}
			}
		}
		// Searching for a speaker finds the session whatever the case.
		if p := page(homelist.Filter{Query: "SOMAD"}); len(p.Items) != 1 || p.Items[0].Session.ID != later.ID {
			t.Fatalf("speaker search: %v", ids(p.Items, itemID))
		}
		// Only the last page carries the past group.
		if p := page(homelist.Filter{Limit: 1}); len(p.Items) != 1 || p.NextCursor == "" || len(p.Past) != 0 || p.Total != 2 {
			t.Fatalf("first of two pages: %d items, %d past, total %d", len(p.Items), len(p.Past), p.Total)
		}
		near := &homelist.Point{Lat: -6.2, Lng: 106.8}
		if p := page(homelist.Filter{Near: near, RadiusKm: 1000}); p.Total != 0 || len(p.Past) != 0 { // none of these has a place
			t.Fatalf("total within a radius: %d", p.Total)
		}
		// The past group follows the filter too.
		if p := page(homelist.Filter{Type: kajian.Recurring}); len(p.Past) != 1 || p.Past[0].Session.ID != libur.ID {
			t.Fatalf("past group of weekly sessions: %v", ids(p.Past, itemID))
		}
	})
}

func TestHomeListRefusesBadRequests(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		near := &homelist.Point{Lat: -6.2, Lng: 106.8}
		for _, f := range []homelist.Filter{
			{Sort: homelist.ByDistance},
			{RadiusKm: 10},
			{Sort: "popular"},
			{Cursor: "bukan-kursor"},
			{Cursor: "Z3wxLjV8MHxhYmM"}, // a distance cursor ("g|1.5|0|abc") on a list by date
			{Sort: homelist.ByDistance, Near: near, RadiusKm: 10, Cursor: "ZHwxfDB8YWJj"}, // a date cursor inside a radius
			{Near: near, RadiusKm: 5000},
			{Limit: 51},
			{Type: "mingguan"},
			{Near: &homelist.Point{Lat: 91, Lng: 0}},
		} {
			if _, err := homelist.New(db).Page(ctx, testNow, f); kajian.ErrorKind(err) != kajian.KindInvalid {
				t.Errorf("%+v: %v", f, err)
			}
		}
		if _, err := homelist.New(db).Page(ctx, testNow, homelist.Filter{Cursor: "bukan-kursor"}); !errors.Is(err, homelist.ErrBadCursor) {
			t.Errorf("bad cursor: %v", err)
		}
	})
}

// holidaysFrom is s's holidays from the earliest today of any zone on, as a
// listing holds them.
func holidaysFrom(s *kajian.Session, now time.Time) []kajian.Holiday {
	from := kajian.Today(now, kajian.WIB)
	return slices.DeleteFunc(slices.Clone(s.Holidays), func(h kajian.Holiday) bool { return h.Last().Before(from) })
}

var testNow = time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC) // Ahad 12:00 WIB

func newUser(t *testing.T, db *store.DB, email string) kajian.User {
	t.Helper()
	u, _, err := db.CreateUser(context.Background(), store.NewUser{Email: email, PasswordHash: "x", FullName: "Hamba Allah"})
	if err != nil {
		t.Fatal(err)
	}
	return u
}
