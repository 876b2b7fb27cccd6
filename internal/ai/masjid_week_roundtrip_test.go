package ai_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/ai"
	"github.com/kajiankita/kajian/internal/kajian"
)

// A masjid page's 'Salin jadwal pekan ini' (kajian.MasjidWeekText) pasted back into 'Tempel
// rekap' (ai.ReadRekap) gives every session of the week back with every field it shows, as
// the home's 'Salin rekap' does (TestRekapRoundTrip): the DKM's message must read back whole.

// weekFixture is a week of a masjid in Makassar (WITA): weekly sessions after a prayer and at a
// clock time (one with a holiday this week), one-offs at the masjid, an online one with its
// link, an akhwat-only one and one with two speakers.
func weekFixture() (*kajian.Masjid, []*kajian.Session) {
	m := &kajian.Masjid{Slug: "masjid-raya-makassar", Name: "Masjid Raya Makassar", Address: "Jl. Masjid Raya No. 1, Makassar",
		Zone: kajian.WITA}
	d := func(day int) kajian.Date { return kajian.Date{Year: 2026, Month: time.December, Day: day} }
	after := func(p kajian.Prayer, off int) kajian.AfterPrayer { return kajian.AfterPrayer{Prayer: p, Offset: off} }
	at := func(s *kajian.Session) *kajian.Session {
		s.Zone, s.MasjidID = kajian.WITA, "m1"
		if !s.IsOnline {
			s.Location, s.Address = m.Name, m.Address
		}
		return s
	}
	sessions := []*kajian.Session{
		at(&kajian.Session{Type: kajian.Recurring, DayOfWeek: 1, Title: "Kajian Kitab Tauhid",
			Ustaz: "Ustadz Dr. Muhammad Arifin Badri, Lc., M.A.", AfterPrayer: after(kajian.Maghrib, 0)}),
		at(&kajian.Session{Type: kajian.Recurring, DayOfWeek: 3, Title: "Tahsin Al-Qur'an Dewasa",
			Ustaz: "Ustadz H. Abdul Somad Ar-Rahman, S.Q.", AfterPrayer: after(kajian.Isya, 15)}),
		at(&kajian.Session{Type: kajian.Recurring, DayOfWeek: 5, Title: "Kajian Fiqih Wanita",
			Ustaz: "Ustadzah Ummu Hafizhah, S.Pd.I.", Time: 9 * 60, Audience: kajian.AudienceAkhwat}),
		at(&kajian.Session{Type: kajian.Recurring, DayOfWeek: 4, Title: "Syarah Arbain Nawawi",
			Ustaz: "Ustadz Firanda Andirja", Time: 16*60 + 30,
			Holidays: []kajian.Holiday{{Date: d(3), Reason: "Ustadz safar"}}}), // not held this week
		at(&kajian.Session{Type: kajian.Regular, Date: d(5), Title: "Tabligh Akbar: Meraih Keberkahan Waktu",
			Ustaz: "Ustadz Khalid Basalamah, Lc., M.A.", AfterPrayer: after(kajian.Subuh, 0)}),
		at(&kajian.Session{Type: kajian.Regular, Date: d(6), Title: "Kajian Online Sirah Nabawiyah", IsOnline: true,
			Ustaz: "Ustadz Abdullah Zaen, Lc., M.A.", Time: 20 * 60, LiveStreamURL: "https://www.youtube.com/watch?v=MrM123abc"}),
		at(&kajian.Session{Type: kajian.Regular, Date: d(6), Title: "Membangun Keluarga Sakinah",
			Ustaz: "Dr. Syamsul Arifin, M.A.", Speakers: []kajian.Speaker{
				{Name: "Dr. Syamsul Arifin, M.A.", IsMain: true, Order: 1}, {Name: "Ustadzah Aisyah Nur Hidayah", Order: 2}},
			Time: 13 * 60, LiveStreamURL: "https://www.youtube.com/live/rayamks01"}),
		at(&kajian.Session{Type: kajian.Regular, Date: d(2), Title: "Adab Berpakaian Muslimah", Audience: kajian.AudienceAkhwat | kajian.AudienceAnak,
			Ustaz: "Ustadzah Nurul Izzah", AfterPrayer: after(kajian.Ashar, 0)}),
	}
	for _, s := range sessions {
		s.Slug = kajian.WeeklySlug(s.DayOfWeek, s.Title)
		if s.Type == kajian.Regular {
			s.Slug = kajian.OneOffSlug(s.Date, s.Title)
		}
	}
	return m, sessions
}

func TestMasjidWeekTextRoundTrip(t *testing.T) {
	m, sessions := weekFixture()
	today := kajian.Date{Year: 2026, Month: time.November, Day: 30} // a Monday
	items := kajian.WeekItems(sessions, today)
	text := kajian.MasjidWeekText(m, items, today, roundTripBase)
	if len(items) != 7 { // Monday, Wednesday and Friday's weekly sessions (Thursday's is off), four one-offs
		t.Fatalf("%d sessions this week, want 7", len(items))
	}
	got := ai.ReadRekap(text, time.Date(2026, time.November, 30, 1, 0, 0, 0, time.UTC))
	if len(got) != len(items) {
		t.Fatalf("read %d sessions, want %d, from:\n%s", len(got), len(items), text)
	}
	for i, it := range items {
		s, g := it.Session, got[i]
		check := func(field string, got, want any) {
			t.Helper()
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("session %d (%s on %s) %s = %v, want %v", i, s.Slug, it.Date, field, got, want)
			}
		}
		check("title", g.Title, s.Title)
		check("speakers", names(g.Speakers), s.SpeakerNames())
		check("type", g.KajianType, s.Type)
		if s.Type == kajian.Recurring {
			day := -1
			if g.DayOfWeek != nil {
				day = *g.DayOfWeek
			}
			check("day", day, s.DayOfWeek)
		} else {
			check("date", g.Date, s.Date.String())
		}
		if s.AfterPrayer.Prayer != "" {
			check("after prayer", g.AfterPrayer, s.AfterPrayer.Prayer)
			check("prayer offset", g.PrayerOffset, s.AfterPrayer.Offset)
		} else {
			check("time", g.Time, s.Time.String())
		}
		check("zone", g.TimezoneRegion, s.Zone)
		check("online", g.IsOnline, s.IsOnline)
		check("live link", g.LiveStreamURL, s.LiveStreamURL)
		check("place", g.Location, s.Location)
		check("address", g.Address, s.Address)
		check("audience", strings.Join(g.Audience, ","), s.Audience.String())
	}
	if t.Failed() {
		t.Log("\n" + text)
	}
}
