package homelist_test

import (
	"context"
	"net/url"
	"slices"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/homelist"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

var waktus = []homelist.Waktu{homelist.Today, homelist.Tomorrow, homelist.ThisWeek, homelist.Weekend}

// waktuDays is the window of w on date today the obvious way: day by day up to Ahad.
func waktuDays(w homelist.Waktu, today kajian.Date) []kajian.Date {
	switch w {
	case homelist.Today:
		return []kajian.Date{today}
	case homelist.Tomorrow:
		return []kajian.Date{today.AddDays(1)}
	}
	var out []kajian.Date
	for d := today; ; d = d.AddDays(1) {
		if wd := time.Weekday(d.Weekday()); w == homelist.ThisWeek || wd == time.Saturday || wd == time.Sunday {
			out = append(out, d)
		}
		if time.Weekday(d.Weekday()) == time.Sunday {
			return out
		}
	}
}

// inWaktu reports whether s's next occurrence (held: a holiday is none) is on a day of w in its
// zone; a cancelled date is, as the list keeps it at that slot with its badge until its time.
func inWaktu(s *kajian.Session, w homelist.Waktu, now time.Time) bool {
	t := s.ListingAt(now).Timing
	day := t.NextDate
	if t.Cancelled != nil {
		day = t.Cancelled.Date
	}
	return slices.Contains(waktuDays(w, kajian.Today(now, s.Zone)), day)
}

// onlyInWaktu keeps the entries whose session is in w.
func onlyInWaktu(entries []kajian.ListEntry, byID map[string]*kajian.Session, w homelist.Waktu, now time.Time) []kajian.ListEntry {
	return slices.DeleteFunc(entries, func(e kajian.ListEntry) bool { return !inWaktu(byID[e.ID], w, now) })
}

func TestWaktuMatchesTheDomainRules(t *testing.T) {
	bandung, jayapura := &homelist.Point{Lat: -6.9175, Lng: 107.6191}, &homelist.Point{Lat: -2.5337, Lng: 140.7181}
	filters := []homelist.Filter{
		{},
		{Limit: 2},
		{Query: "tafsir", Limit: 3},
		{Sort: homelist.ByDistance, Near: jayapura, Limit: 3},
		{Query: "masjid raya", Sort: homelist.ByDistance, Near: bandung, Limit: 2},
		{Sort: homelist.ByDistance, Near: bandung, RadiusKm: 50, Limit: 2},
		{Type: kajian.Recurring, Limit: 4},
		{Type: kajian.Regular, Online: new(false), Limit: 4},
		{Online: new(true), Sort: homelist.ByDistance, Near: bandung},
	}
	// Jumat 23:30 WIB, already Sabtu in WITA and WIT; Ahad everywhere (the UTC week's last
	// minute); Ahad 23:30 WIB, already Senin in WITA and WIT; a Rabu noon.
	clocks := []time.Time{
		time.Date(2026, 11, 27, 16, 30, 0, 0, time.UTC),
		time.Date(2026, 11, 28, 23, 59, 30, 0, time.UTC),
		time.Date(2026, 11, 22, 16, 30, 0, 0, time.UTC),
		time.Date(2026, 11, 25, 5, 0, 0, 0, time.UTC),
	}
	for ci, now := range clocks {
		t.Run(now.Format(time.RFC3339), func(t *testing.T) {
			storetest.Each(t, kajian.NewFixedClock(now), func(t *testing.T, db *store.DB) {
				all := homeFixture(t, db, now, uint64(ci+11))
				names, byID := titles(all), map[string]*kajian.Session{}
				for _, s := range all {
					byID[s.ID] = s
				}
				list := homelist.New(db)
				for _, w := range waktus {
					for _, f := range filters {
						f.Waktu = w
						items, past, total := walkHome(t, list, now, f)
						wantItems, wantPast := expectedHome(all, f, now)
						wantItems, wantPast = onlyInWaktu(wantItems, byID, w, now), onlyInWaktu(wantPast, byID, w, now)
						if got, want := ids(items, itemID), ids(wantItems, entryID); !slices.Equal(got, want) {
							t.Errorf("%+v: list differs\n got %d: %v\nwant %d: %v", f, len(got), name(got, names), len(want), name(want, names))
						}
						if total != len(items) {
							t.Errorf("%+v: total %d, %d walked", f, total, len(items))
						}
						if got, want := ids(past, itemID), ids(wantPast, entryID); !slices.Equal(got, want) {
							t.Errorf("%+v: past group differs\n got %v\nwant %v", f, name(got, names), name(want, names))
						}
						f.Limit = 0
						if pts, err := list.Points(context.Background(), now, f); err != nil || pts.Total != total {
							t.Errorf("%+v: the map counts %d (%v), the list %d", f, pts.Total, err, total)
						}
					}
				}
			})
		})
	}
}

func TestWaktuCountsDaysInEachSessionsZone(t *testing.T) {
	// Jumat 27 November 2026, 23:30 WIB: in Jayapura already Sabtu, 01:30.
	now := time.Date(2026, 11, 27, 16, 30, 0, 0, time.UTC)
	jumat := kajian.Date{Year: 2026, Month: time.November, Day: 27}
	storetest.Each(t, kajian.NewFixedClock(now), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		owner := newUser(t, db, "waktu@example.id")
		mk := func(s *kajian.Session) {
			s.CreatedBy, s.Ustaz, s.Status = owner.ID, "Ustadz Hakim", kajian.PublicStatus(s.Type)
			if err := db.CreateSession(ctx, s); err != nil {
				t.Fatal(err)
			}
		}
		mk(&kajian.Session{Type: kajian.Regular, Title: "Jayapura Sabtu", Date: jumat.AddDays(1), Time: 10 * 60, Zone: kajian.WIT})
		mk(&kajian.Session{Type: kajian.Regular, Title: "Jakarta Sabtu", Date: jumat.AddDays(1), Time: 10 * 60, Zone: kajian.WIB})
		mk(&kajian.Session{Type: kajian.Regular, Title: "Jakarta Jumat Malam", Date: jumat, Time: 23*60 + 45, Zone: kajian.WIB})
		mk(&kajian.Session{Type: kajian.Regular, Title: "Jakarta Jumat Sore", Date: jumat, Time: 16 * 60, Zone: kajian.WIB})
		mk(&kajian.Session{Type: kajian.Regular, Title: "Jayapura Ahad", Date: jumat.AddDays(2), Time: 9 * 60, Zone: kajian.WIT})
		mk(&kajian.Session{Type: kajian.Regular, Title: "Jakarta Senin", Date: jumat.AddDays(3), Time: 8 * 60, Zone: kajian.WIB})
		mk(&kajian.Session{Type: kajian.Recurring, Title: "Rutin Sabtu Libur", DayOfWeek: 6, Time: 8 * 60, Zone: kajian.WIB,
			Holidays: []kajian.Holiday{{Date: jumat.AddDays(1), Reason: "Masjid direnovasi"}}})
		mk(&kajian.Session{Type: kajian.Recurring, Title: "Rutin Ahad Jayapura", DayOfWeek: 0, Time: 7 * 60, Zone: kajian.WIT})
		mk(&kajian.Session{Type: kajian.Recurring, Title: "Rutin Jumat Isya", DayOfWeek: 5, Time: 20 * 60, Zone: kajian.WIB})
		list := homelist.New(db)
		for w, want := range map[homelist.Waktu][]string{
			homelist.Today:    {"Jakarta Jumat Malam", "Jayapura Sabtu"},
			homelist.Tomorrow: {"Jakarta Sabtu", "Rutin Ahad Jayapura", "Jayapura Ahad"},
			homelist.ThisWeek: {"Jakarta Jumat Malam", "Jayapura Sabtu", "Jakarta Sabtu", "Rutin Ahad Jayapura", "Jayapura Ahad"},
			homelist.Weekend:  {"Jayapura Sabtu", "Jakarta Sabtu", "Rutin Ahad Jayapura", "Jayapura Ahad"},
		} {
			items, past, total := walkHome(t, list, now, homelist.Filter{Waktu: w, Limit: 2})
			got := make([]string, len(items))
			for i, it := range items {
				got[i] = it.Session.Title
			}
			if !slices.Equal(got, want) || total != len(want) {
				t.Errorf("%s: %v (total %d), want %v", w, got, total, want)
			}
			// Jakarta's afternoon session has started: in the past group of today, and of no other day.
			if wantPast := w == homelist.Today || w == homelist.ThisWeek; (len(past) == 1 && past[0].Session.Title == "Jakarta Jumat Sore") != wantPast || len(past) > 1 {
				t.Errorf("%s: past group %v", w, ids(past, itemID))
			}
		}
	})
}

func TestWaktuRefusesUnknownValues(t *testing.T) {
	if _, err := homelist.ParseFilter(url.Values{"waktu": {"lusa"}}); kajian.ErrorKind(err) != kajian.KindInvalid {
		t.Errorf("waktu=lusa: %v", err)
	}
	if f, err := homelist.ParseFilter(url.Values{"waktu": {"akhir-pekan"}}); err != nil || f.Waktu != homelist.Weekend {
		t.Errorf("waktu=akhir-pekan: %+v, %v", f, err)
	}
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		if _, err := homelist.New(db).Page(context.Background(), testNow, homelist.Filter{Waktu: "Besok"}); kajian.ErrorKind(err) != kajian.KindInvalid {
			t.Errorf("waktu=Besok: %v", err)
		}
	})
}
