package ai

import (
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// A day line may carry its rhythm and what it says of its schedule ('tiap bulan', '(setiap
// pekan)', 'rutin', 'terdekat', '(ONLINE)'): it is still only a day, never a title, and the
// session's lines below it stay with it. A title that names a day stays a title.
func TestDayLineCarriesItsSchedule(t *testing.T) {
	for _, l := range []string{
		"🔸 Sabtu minggu ke-3 tiap bulan, ba'da Ashar",
		"*KAMIS* (setiap pekan)",
		"*Rutin* tiap Rabu bakda Isya",
		"Setiap Selasa, 19.30 WIB (ONLINE)",
		"2 pekan sekali, Jum'at malam 20.00 (terdekat Jum'at 4 Des)",
	} {
		if !isDayLine(l) {
			t.Errorf("%q is a day line", l)
		}
	}
	for _, l := range []string{"Kajian Rutin Senin", "Kajian Ahad Pagi", "Tafsir Juz ke-3 Ahad"} {
		if isDayLine(l) {
			t.Errorf("%q is a title, not a day line", l)
		}
	}
	text := "*Agenda Masjid Al-Furqan Depok*\n\n" +
		"🔸 Sabtu minggu ke-3 tiap bulan, ba'da Ashar\nKajian Keluarga\nPemateri: Ust. Abdullah Taslim\n\n" +
		"🔸 Setiap Selasa, 19.30 WIB (ONLINE)\nKajian Tafsir Ibnu Katsir\nPemateri: Ustadz Firanda\nLink: https://youtube.com/@alfurqan/live\n"
	got := ReadRekap(text, rekapNow)
	if len(got) != 2 {
		t.Fatalf("%d drafts, want 2: %+v", len(got), got)
	}
	first, second := got[0], got[1]
	if first.Title != "Kajian Keluarga" || first.Ustaz != "Ust. Abdullah Taslim" || first.DayOfWeek == nil || *first.DayOfWeek != 6 ||
		first.KajianType != kajian.Recurring || len(first.MonthWeeks) != 1 || first.MonthWeeks[0] != 3 {
		t.Errorf("the monthly session: %+v", first.Extraction)
	}
	if second.Title != "Kajian Tafsir Ibnu Katsir" || second.DayOfWeek == nil || *second.DayOfWeek != 2 || second.Time != "19:30" ||
		second.LiveStreamURL != "https://youtube.com/@alfurqan/live" {
		t.Errorf("the online session: %+v", second.Extraction)
	}
}

// 'mgg' is how a hurried admin writes 'minggu': '2 mgg sekali' is every two weeks, never every
// week.
func TestHurriedWeekWord(t *testing.T) {
	for _, text := range []string{"2 mgg sekali", "tiap 2 mggu", "dua mgg sekali"} {
		if r := readRhythm(text); r.every != 2 || r.unknown {
			t.Errorf("%q: every %d unknown %v", text, r.every, r.unknown)
		}
	}
	got := ReadRekap("Jadwal di Musholla Al-Amin\n\n*Kamis* pkl 19.30 | Kajian Fiqih | Ust. Ammi Nur Baits (2 mgg sekali)\n"+
		"*Sabtu* ba'da subuh | Tahsin | Ust. Hanif (tiap pekan)\n", rekapNow)
	if len(got) != 2 || got[0].EveryWeeks != 2 || got[0].KajianType != kajian.Recurring || got[1].EveryWeeks > 1 {
		t.Errorf("%+v", got)
	}
}

// A title is cut where a dash brings in its speaker, an em dash as a hyphen.
func TestTitleCutAtEmDash(t *testing.T) {
	for _, line := range []string{"Kajian Sirah — Ust. Fulan Hakim", "Kajian Sirah - Ust. Fulan Hakim", "Kajian Sirah – Ust. Fulan Hakim"} {
		e := ParseAnnouncement(line+"\nAhad, 6 Desember 2026 ba'da Maghrib", rekapNow)
		if e.Title != "Kajian Sirah" || e.Ustaz != "Ust. Fulan Hakim" {
			t.Errorf("%q: title %q speaker %q", line, e.Title, e.Ustaz)
		}
	}
}

// A header naming this week's sessions and the weekly ones ('PEKAN INI & RUTIN') makes no dated
// session weekly: 'Sabtu 5/12' is that Saturday's. Under a header saying only 'RUTIN' the same
// dated session is weekly, as docs/rekap-reading.md says; a session's own 'tiap' is weekly
// under both.
func TestMixedHeaderKeepsDatedSessionsOneOff(t *testing.T) {
	body := "\nMasjid Al-Ikhlas Kendari\n\n1. Sabtu 5/12, ba'da Maghrib\n   Kajian Tematik: Adab Bertetangga - Ust. Abu Qatadah\n" +
		"2. Tiap Rabu ba'da Isya\n   Kajian Kitab Tauhid - Ust. Hasan Bashri\n"
	for _, c := range []struct {
		header     string
		datedType  kajian.Type
		datedDate  string
		weeklyType kajian.Type
	}{
		{"INFO KAJIAN PEKAN INI & RUTIN", kajian.Regular, "2026-12-05", kajian.Recurring},
		{"Jadwal kajian rutin dan pekan depan", kajian.Regular, "2026-12-05", kajian.Recurring},
		{"JADWAL KAJIAN RUTIN", kajian.Recurring, "", kajian.Recurring},
	} {
		got := ReadRekap(c.header+body, rekapNow)
		if len(got) != 2 {
			t.Fatalf("%s: %d drafts", c.header, len(got))
		}
		if got[0].KajianType != c.datedType || got[0].Date != c.datedDate || got[1].KajianType != c.weeklyType ||
			got[1].DayOfWeek == nil || *got[1].DayOfWeek != 3 {
			t.Errorf("%s: %+v / %+v", c.header, got[0].Extraction, got[1].Extraction)
		}
	}
}

// 'Ustdz.' and 'Ustz.' are a speaker's title as 'Ust.' is: the part they start is the speaker,
// and the part before it the title.
func TestAbbreviatedUstadzah(t *testing.T) {
	got := ReadRekap("*JADWAL KAJIAN RUTIN*\n📍 Masjid Al-Amanah\n\n• Sabtu, ba'da Ashar – Kajian Muslimah – Ustdz. Halimah Alaydrus (khusus akhwat)\n"+
		"• Ahad, 08.00 WIB – Kajian Fiqih Wanita – Ustz. Aisyah Dahlan\n", rekapNow)
	if len(got) != 2 || got[0].Title != "Kajian Muslimah" || got[0].Ustaz != "Ustdz. Halimah Alaydrus" ||
		got[1].Title != "Kajian Fiqih Wanita" || got[1].Ustaz != "Ustz. Aisyah Dahlan" {
		for _, g := range got {
			t.Errorf("%q by %q", g.Title, g.Ustaz)
		}
	}
}

// A session written as a sentence: 'tema "…"' is its title wherever it stands, and 'Kajian
// rutin tiap Selasa ba'da Isya' is its schedule, not its title.
func TestSentenceSessionTitle(t *testing.T) {
	text := "Info kajian di Masjid Al-Falah Klaten:\n\n" +
		"Kajian rutin tiap Kamis ba'da Maghrib: \"Kitab Bulughul Maram\" bersama Ustadz Ahmad Sabiq.\n\n" +
		"Kajian akbar Sabtu, 12 Desember 2026 pkl 08.00 WIB, tema \"Indahnya Berbakti\" oleh Ustadz Khalid Basalamah, Lc.\n"
	got := ReadRekap(text, rekapNow)
	if len(got) != 2 {
		t.Fatalf("%d drafts: %+v", len(got), got)
	}
	if got[0].Title != "Kitab Bulughul Maram" || got[0].Ustaz != "Ustadz Ahmad Sabiq" || got[0].KajianType != kajian.Recurring {
		t.Errorf("the weekly sentence: %+v", got[0].Extraction)
	}
	if got[1].Title != "Indahnya Berbakti" || got[1].Ustaz != "Ustadz Khalid Basalamah, Lc." || got[1].Date != "2026-12-12" {
		t.Errorf("the dated sentence: %+v", got[1].Extraction)
	}
	// without a theme the event's own name stays its title
	if e := ReadRekap("Kajian akbar Sabtu, 12 Desember 2026 pkl 08.00 WIB, bersama Ustadz Khalid Basalamah", rekapNow); len(e) != 1 || e[0].Title == "" {
		t.Errorf("no theme: %+v", e)
	}
}
