package ai_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/ai"
	"github.com/kajiankita/kajian/internal/kajian"
)

// The 'Salin rekap' text (kajian.RekapText) pasted back into 'Tempel rekap' (ai.ReadRekap) must
// give every session back with every field it shows: the format is ours, so it is chosen to be
// read whole.

const roundTripBase = "https://kajiankita.id"

// roundTripSessions is a varied week: one-off and weekly, clock and after-prayer starts in the
// three zones, online with a live link, long names with titles and degrees, several speakers.
func roundTripSessions() []kajian.RekapItem {
	d := func(day int) kajian.Date { return kajian.Date{Year: 2026, Month: time.December, Day: day} }
	after := func(p kajian.Prayer, off int) kajian.AfterPrayer { return kajian.AfterPrayer{Prayer: p, Offset: off} }
	items := []kajian.RekapItem{
		{Date: d(6), Session: &kajian.Session{Type: kajian.Regular, Date: d(6),
			Title: "Tafsir Juz 'Amma: Surat An-Nazi'at dan An-Naba'", Ustaz: "Ustadz Dr. Firanda Andirja, Lc., M.A.",
			Time: 8*60 + 30, Zone: kajian.WIB, Location: "Masjid Al-Ikhlas", Address: "Jl. Kaliurang Km 5, Sleman"}},
		{Date: d(6), Session: &kajian.Session{Type: kajian.Recurring, DayOfWeek: 0,
			Title: "Kajian Kitab Tauhid", Ustaz: "Ustadz Abdullah Zaen, Lc., M.A.",
			AfterPrayer: after(kajian.Maghrib, 0), Zone: kajian.WIB, Location: "Masjid Nurul Iman"}},
		{Date: d(7), Session: &kajian.Session{Type: kajian.Regular, Date: d(7),
			Title: "Fiqih Muamalah Kontemporer", Ustaz: "Ustadzah Ummu Hafizhah, S.Pd.I.",
			Time: 16*60 + 15, Zone: kajian.WITA, Location: "Masjid Raya Makassar", Address: "Jl. Masjid Raya No. 1, Makassar"}},
		{Date: d(8), Session: &kajian.Session{Type: kajian.Regular, Date: d(8),
			Title: "Sirah Nabawiyah: Perang Badar", Ustaz: "Ustadz Khalid Basalamah, Lc., M.A.",
			Time: 20 * 60, Zone: kajian.WIB, IsOnline: true, LiveStreamURL: "https://www.youtube.com/watch?v=abc123XYZ"}},
		{Date: d(9), Session: &kajian.Session{Type: kajian.Recurring, DayOfWeek: 3,
			Title: "Tahsin Al-Qur'an", Ustaz: "Ustadz H. Muhammad Nuzul Dzikri, Lc.",
			AfterPrayer: after(kajian.Isya, 15), Zone: kajian.WIT, Location: "Masjid Agung Jayapura", Address: "Jl. Ahmad Yani, Jayapura"}},
		{Date: d(10), Session: &kajian.Session{Type: kajian.Regular, Date: d(10),
			Title: "Adab Menuntut Ilmu", Ustaz: "Prof. Dr. KH. Ahmad Zahro, M.A.",
			AfterPrayer: after(kajian.Subuh, 0), Zone: kajian.WITA, Location: "Masjid Islamic Center Samarinda"}},
		{Date: d(11), Session: &kajian.Session{Type: kajian.Recurring, DayOfWeek: 5,
			Title: "Syarah Riyadhus Shalihin", Ustaz: "Ustadz Yazid bin Abdul Qadir Jawas",
			Time: 19*60 + 30, Zone: kajian.WIB, IsOnline: true, LiveStreamURL: "https://zoom.us/j/1234567890"}},
		// Titles that name a prayer, a weekday, a number or the word 'rutin'; several speakers.
		{Date: d(11), Session: &kajian.Session{Type: kajian.Recurring, DayOfWeek: 5,
			Title: "Kajian Sirah Malam Jumat", Ustaz: "Buya Ismail Yunus",
			AfterPrayer: after(kajian.Maghrib, 0), Zone: kajian.WIB, Location: "Masjid Al-Furqon", Address: "Jl. Kenanga No. 5, Depok"}},
		{Date: d(12), Session: &kajian.Session{Type: kajian.Regular, Date: d(12),
			Title: "Kajian Subuh: Keutamaan Dzikir Pagi dan Petang", Ustaz: "Ustadz Hanif Maulana, S.Q.",
			Time: 5*60 + 15, Zone: kajian.WIB, Location: "Masjid Al-Azhar", Address: "Jl. Sisingamangaraja, Jakarta Selatan"}},
		{Date: d(12), Session: &kajian.Session{Type: kajian.Recurring, DayOfWeek: 6,
			Title: "Kajian Rutin Tafsir Ibnu Katsir Juz 30", Ustaz: "Ustadz Abdurrahman Hakim, Lc.",
			Time: 9 * 60, Zone: kajian.WIB, Location: "Masjid Al-Hikmah"}},
		{Date: d(13), Session: &kajian.Session{Type: kajian.Regular, Date: d(13),
			Title: "Membangun Keluarga Sakinah", Ustaz: "Dr. Syamsul Arifin, M.A.", Speakers: []kajian.Speaker{
				{Name: "Dr. Syamsul Arifin, M.A.", IsMain: true, Order: 1}, {Name: "Ustadzah Aisyah Nur Hidayah", Order: 2}},
			Time: 13 * 60, Zone: kajian.WITA, Location: "Masjid Raya Baiturrahman", Address: "Jl. Gajah Mada, Denpasar",
			LiveStreamURL: "https://www.youtube.com/live/kajiankita005"}}, // at the masjid, also streamed
		// Not every week: every three weeks (listed on a date it is held), weeks of the month.
		{Date: d(8), Session: &kajian.Session{Type: kajian.Recurring, DayOfWeek: 2,
			Title: "Tahsin dan Tahfizh", Ustaz: "Ustadz Adi Hidayat, Lc., M.A.", Rhythm: kajian.Rhythm{EveryWeeks: 3, From: d(8).AddDays(-21)},
			Time: 19*60 + 30, Zone: kajian.WIB, Location: "Masjid At-Taqwa", Address: "Jl. Cempaka No. 3, Bogor"}},
		{Date: d(12), Session: &kajian.Session{Type: kajian.Recurring, DayOfWeek: 6,
			Title: "Bahasa Arab Dasar", Ustaz: "Ustadz Abu Ihsan", Rhythm: kajian.Rhythm{MonthWeeks: []int{2, 4}},
			AfterPrayer: after(kajian.Ashar, 0), Zone: kajian.WIB, Location: "Masjid Al-Hikmah"}},
	}
	slices.SortStableFunc(items, func(a, b kajian.RekapItem) int { return strings.Compare(a.Date.String(), b.Date.String()) })
	// Slugs as sessions get them: a one-off's begins with its date ("2026-12-06-…"), which a
	// reader could take for a phone number.
	for _, it := range items {
		s := it.Session
		s.Slug = kajian.WeeklySlug(s.DayOfWeek, s.Title)
		if s.Type == kajian.Regular {
			s.Slug = kajian.OneOffSlug(s.Date, s.Title)
		}
	}
	return items
}

func TestRekapRoundTrip(t *testing.T) {
	if kajian.MaxRekapItems > ai.MaxRekapSessions {
		t.Fatalf("a rekap lists up to %d sessions but is read up to %d", kajian.MaxRekapItems, ai.MaxRekapSessions)
	}
	items := roundTripSessions()
	text := kajian.RekapText(items, roundTripBase)
	lines := strings.Split(text, "\n")
	now := time.Date(2026, time.December, 1, 9, 0, 0, 0, time.UTC)
	got := ai.ReadRekap(text, now)
	if len(got) != len(items) {
		t.Fatalf("read %d sessions, want %d, from:\n%s", len(got), len(items), text)
	}
	for i, it := range items {
		s, g := it.Session, got[i]
		check := func(field string, got, want any) {
			t.Helper()
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("session %d (%s) %s = %v, want %v", i, s.Slug, field, got, want)
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
			check("date", g.Date, "")
			// Its rhythm, and for every N weeks a first date: the date it is listed on, one it is held.
			want := s.Rhythm.Normalized()
			check("every weeks", max(g.EveryWeeks, 1), max(want.EveryWeeks, 1))
			check("month weeks", g.MonthWeeks, want.MonthWeeks)
			if want.EveryWeeks > 1 {
				check("first date", g.RhythmFrom, it.Date.String())
			}
			check("rhythm asked", slices.ContainsFunc(g.Missing(), func(m string) bool {
				return m == kajian.LabelRhythm || m == kajian.LabelRhythmFrom
			}), false)
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
		// The page link has no field of its own in a draft: it is among the lines the draft
		// shows it came from.
		link := roundTripBase + kajian.PagePath(s.Type, s.Slug)
		found := false
		for _, n := range g.Lines {
			found = found || strings.HasSuffix(lines[n-1], " "+link)
		}
		if !found {
			t.Errorf("session %d (%s): its link %s is not among its lines %v", i, s.Slug, link, g.Lines)
		}
	}
	if t.Failed() {
		t.Log("\n" + text)
	}
}

func names(sp []kajian.Speaker) string {
	var out []string
	for _, s := range sp {
		out = append(out, s.Name)
	}
	return strings.Join(out, ", ")
}
