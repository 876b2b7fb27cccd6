package masjids_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/homelist"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/masjids"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// now is Ahad 22 November 2026, 12:00 WIB.
var now = time.Date(2026, 11, 22, 5, 0, 0, 0, time.UTC)

// speakers is the home list's index in the words of the speaker's page, as the app wires it.
type speakers struct{ home *homelist.List }

func (s speakers) BySpeaker(ctx context.Context, at time.Time, key string, limit int) ([]*kajian.Session, error) {
	return s.home.Sessions(ctx, at, homelist.Filter{Speaker: key}, limit)
}

type fixture struct {
	db      *store.DB
	svc     *masjids.Service
	masjid  *kajian.Masjid
	other   *kajian.Masjid
	owner   kajian.User
	editor  kajian.User
	session func(k *kajian.Session) *kajian.Session
}

func newFixture(t *testing.T, db *store.DB) *fixture {
	ctx := context.Background()
	f := &fixture{db: db, svc: masjids.New(db, speakers{homelist.New(db)}, kajian.NewFixedClock(now), "https://kajian.test")}
	f.masjid = &kajian.Masjid{Name: "Masjid Al-Ikhlas", Region: "Jakarta Selatan", Point: kajian.NewGeoPoint(-6.26, 106.81), Zone: kajian.WIB}
	f.other = &kajian.Masjid{Name: "Masjid Nurul Huda", Region: "Bandung", Point: kajian.NewGeoPoint(-6.9, 107.6), Zone: kajian.WIB}
	for _, m := range []*kajian.Masjid{f.masjid, f.other} {
		if err := db.CreateMasjid(ctx, m); err != nil {
			t.Fatal(err)
		}
	}
	for i, email := range []string{"owner@example.id", "editor@example.id"} {
		u, _, err := db.CreateUser(ctx, store.NewUser{Email: email, PasswordHash: "x", FullName: "Hamba Allah"})
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			f.owner = u
		} else {
			f.editor = u
		}
	}
	if err := db.InsertMasjidEditor(ctx, f.masjid.ID, f.editor.ID, ""); err != nil {
		t.Fatal(err)
	}
	f.session = func(k *kajian.Session) *kajian.Session {
		if k.MasjidID == "" {
			k.MasjidID = f.masjid.ID
		}
		if k.Zone == "" {
			k.Zone = kajian.WIB
		}
		k.CreatedBy, k.Location, k.Address = f.owner.ID, "Masjid Al-Ikhlas", "Jl. Al-Ikhlas"
		lat, lng := -6.26, 106.81
		k.Latitude, k.Longitude = &lat, &lng
		if k.Status == "" {
			k.Status = kajian.PublicStatus(k.Type)
		}
		if k.Ustaz == "" {
			k.Ustaz = "Ustadz Fauzan Ramadhan"
		}
		if err := k.ResolveTime(now); err != nil {
			t.Fatal(err)
		}
		if err := db.CreateSession(ctx, k); err != nil {
			t.Fatal(err)
		}
		return k
	}
	return f
}

func day(n int) kajian.Date { return kajian.Date{Year: 2026, Month: 11, Day: 22}.AddDays(n) }

// TestMasjidPage: upcoming one-offs, the weekly schedule by weekday (prayer-relative times
// placed by that prayer's time), today's prayer times, the week's text and who may edit.
func TestMasjidPage(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(now), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		regular := func(title string, d kajian.Date, at kajian.ClockTime) *kajian.Session {
			return f.session(&kajian.Session{Type: kajian.Regular, Title: title, Date: d, Time: at})
		}
		weekly := func(title string, dow int, at kajian.ClockTime, prayer kajian.Prayer) *kajian.Session {
			return f.session(&kajian.Session{Type: kajian.Recurring, Title: title, DayOfWeek: dow, Time: at, AfterPrayer: kajian.AfterPrayer{Prayer: prayer}})
		}
		regular("Kajian Pagi Tadi", day(0), 10*60)               // started: not upcoming
		tomorrow := regular("Tafsir Juz Amma", day(1), 19*60+30) // this week
		later := regular("Tabligh Akbar Akhir Tahun", day(10), 9*60)
		f.session(&kajian.Session{Type: kajian.Regular, Title: "Masih Menunggu", Date: day(2), Time: 9 * 60, Status: kajian.StatusPending})
		kamis := weekly("Kitab Tauhid", 4, 18*60+30, "")
		maghrib := weekly("Riyadhus Shalihin", 4, 0, kajian.Maghrib)
		ahad := f.session(&kajian.Session{Type: kajian.Recurring, Title: "Kajian Subuh Ahad", DayOfWeek: 0, Time: 5*60 + 30,
			Holidays: []kajian.Holiday{{Date: day(0), Reason: "Walimah"}}})
		f.session(&kajian.Session{Type: kajian.Recurring, Title: "Sudah Berhenti", DayOfWeek: 6, Time: 9 * 60, Status: kajian.StatusInactive})
		f.session(&kajian.Session{Type: kajian.Recurring, Title: "Di Masjid Lain", DayOfWeek: 1, Time: 9 * 60, MasjidID: f.other.ID})

		p, err := f.svc.Masjid(ctx, kajian.Viewer{}, f.masjid.Slug)
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Upcoming) != 2 || p.Upcoming[0].ID != tomorrow.ID || p.Upcoming[1].ID != later.ID {
			t.Errorf("upcoming: %v", titles(p.Upcoming))
		}
		if len(p.Weekly) != 2 || p.Weekly[0].Day != 0 || p.Weekly[1].Day != 4 || titles(p.Weekly[0].Sessions) != ahad.Title ||
			titles(p.Weekly[1].Sessions) != maghrib.Title+", "+kamis.Title {
			t.Errorf("weekly: %+v", p.Weekly)
		}
		if p.UpcomingCount != 5 || p.CanEdit || p.EditorCount != 1 {
			t.Errorf("count %d, can edit %v, editors %d", p.UpcomingCount, p.CanEdit, p.EditorCount)
		}
		times := p.Prayer.Times
		if p.Prayer.Date != day(0) || p.Prayer.Zone != kajian.WIB || !(times[0] > 3*60 && times[0] < times[1] && times[1] < times[2] &&
			times[2] < times[3] && times[3] < times[4]) {
			t.Errorf("prayer times %+v", p.Prayer)
		}

		text := p.WeekText
		for _, want := range []string{"*Jadwal Kajian Pekan Ini — Masjid Al-Ikhlas*", "Ahad, 22 November 2026 s.d. Sabtu, 28 November 2026",
			"*Senin, 23 November 2026*", "*Kamis, 26 November 2026*", "📌 *Tafsir Juz Amma*", "📌 *Riyadhus Shalihin*",
			"🕐 Waktu: Ba'da Maghrib WIB", "https://kajian.test/masjid/" + f.masjid.Slug} {
			if !strings.Contains(text, want) {
				t.Errorf("week text lacks %q:\n%s", want, text)
			}
		}
		for _, not := range []string{"Kajian Subuh Ahad", "Tabligh Akbar", "Kajian Pagi Tadi", "Masih Menunggu", "Di Masjid Lain"} {
			if strings.Contains(text, not) {
				t.Errorf("week text has %q:\n%s", not, text)
			}
		}
		if strings.Index(text, "Riyadhus Shalihin") > strings.Index(text, "Kitab Tauhid") {
			t.Errorf("after Maghrib comes after 18:30 on Kamis:\n%s", text)
		}

		for _, c := range []struct {
			viewer kajian.Viewer
			want   bool
		}{
			{kajian.Viewer{UserID: f.owner.ID, Role: kajian.RoleUser}, false},
			{kajian.Viewer{UserID: f.editor.ID, Role: kajian.RoleUser}, true},
			{kajian.Viewer{UserID: f.owner.ID, Role: kajian.RoleAdmin}, true},
		} {
			if p, err := f.svc.Masjid(ctx, c.viewer, f.masjid.Slug); err != nil || p.CanEdit != c.want {
				t.Errorf("%+v: can edit %v (%v)", c.viewer, p.CanEdit, err)
			}
		}
		if p, err := f.svc.Masjid(ctx, kajian.Viewer{UserID: f.editor.ID}, f.other.Slug); err != nil || p.CanEdit || len(p.Weekly) != 1 {
			t.Errorf("the other masjid: can edit %v, weekly %+v (%v)", p.CanEdit, p.Weekly, err)
		}
		if _, err := f.svc.Masjid(ctx, kajian.Viewer{}, "tidak-ada"); !errors.Is(err, kajian.ErrMasjidNotFound) {
			t.Errorf("unknown masjid: %v", err)
		}
	})
}

// TestUstadzPage: the name written most often, sessions everywhere, the masjid they teach at.
func TestUstadzPage(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(now), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		f := newFixture(t, db)
		for i, name := range []string{"Ustadz Fauzan Ramadhan", "Ust. Fauzan Ramadhan", "Ust. Fauzan Ramadhan", "Ustadz Lain"} {
			k := &kajian.Session{Type: kajian.Regular, Title: "Fiqih Shalat", Date: day(1 + i), Time: 19 * 60, Ustaz: name}
			if i == 2 {
				k.MasjidID = f.other.ID
			}
			f.session(k)
		}
		u, err := f.svc.Ustadz(ctx, "fauzan-ramadhan")
		if err != nil {
			t.Fatal(err)
		}
		if u.Name != "Ust. Fauzan Ramadhan" || len(u.Upcoming) != 3 || len(u.Masjid) != 2 || u.Masjid[0].Masjid.ID != f.masjid.ID ||
			u.Masjid[0].UpcomingCount != 3 {
			t.Errorf("page: %q, %d sessions, masjid %+v", u.Name, len(u.Upcoming), u.Masjid)
		}
		for _, slug := range []string{"tidak-ada", "Fauzan-Ramadhan", "", "fauzan--ramadhan"} {
			if _, err := f.svc.Ustadz(ctx, slug); !errors.Is(err, masjids.ErrUstadzNotFound) {
				t.Errorf("%q: %v", slug, err)
			}
		}
	})
}

func titles(list []*kajian.Session) string {
	var out []string
	for _, k := range list {
		out = append(out, k.Title)
	}
	return strings.Join(out, ", ")
}
