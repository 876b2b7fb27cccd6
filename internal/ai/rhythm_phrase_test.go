package ai

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

func TestReadRhythm(t *testing.T) {
	last := kajian.LastWeek
	for _, c := range []struct {
		text    string
		every   int
		weeks   []int
		unknown bool
		day     int // -1: none named by the phrase
	}{
		// weeks of the month
		{"Setiap Ahad pekan pertama", 0, []int{1}, false, -1},
		{"Kajian rutin Sabtu pekan ke-2 dan ke-4", 0, []int{2, 4}, false, -1},
		{"Sabtu kedua & keempat tiap bulan", 0, []int{2, 4}, false, 6},
		{"Ahad terakhir setiap bulan", 0, []int{last}, false, 0},
		{"Ahad terakhir setiap bulannya", 0, []int{last}, false, 0},
		{"pekan ke-1, ke-3 & terakhir", 0, []int{1, 3, last}, false, -1},
		{"Sabtu ke-2 dan ke-4", 0, []int{2, 4}, false, 6},
		{"Jum'at pertama dan ketiga", 0, []int{1, 3}, false, 5},
		{"Setiap Ahad minggu kedua", 0, []int{2}, false, -1},
		{"Sabtu pekan ke 2 dan pekan ke 4", 0, []int{2, 4}, false, -1},
		{"SABTU PEKAN KE-2 & KE-4", 0, []int{2, 4}, false, -1},
		{"pekan kelima", 0, []int{5}, false, -1},
		{"Setiap hari Sabtu minggu ke 2 & 4", 0, []int{2, 4}, false, -1},
		{"Minggu kedua & keempat tiap bulan", 0, []int{2, 4}, false, -1}, // the weeks; which day is asked
		{"pekan ke-1, 3 dan terakhir", 0, []int{1, 3, last}, false, -1},
		{"Sabtu pekan ke-2, 12 Desember 2026", 0, []int{2}, false, -1}, // said: Cleanup then asks, out of bounds
		// every N weeks
		{"dua pekan sekali", 2, nil, false, -1},
		{"2 minggu sekali", 2, nil, false, -1},
		{"tiap dua pekan", 2, nil, false, -1},
		{"setiap 3 minggu, hari Rabu", 3, nil, false, -1},
		{"Empat pekan sekali", 4, nil, false, -1},
		{"selang sepekan", 2, nil, false, -1},
		{"selang seminggu", 2, nil, false, -1},
		{"sekali dalam dua pekan", 2, nil, false, -1},
		{"kajian dua pekanan", 2, nil, false, -1},
		{"lima pekan sekali", 5, nil, false, -1},
		// monthly, week not said: asked
		{"sebulan sekali", 0, nil, true, -1},
		{"Kajian bulanan", 0, nil, true, -1},
		{"setiap bulan hari Sabtu", 0, nil, true, -1},
		{"sebulan dua kali", 0, nil, true, -1},
		// two rhythms at once: asked
		{"dua pekan sekali, pekan ke-2", 2, []int{2}, true, -1},
		{"Sabtu kedua tiap bulan & Ahad keempat tiap bulan", 0, []int{2, 4}, true, 0},
		// false friends: not a rhythm
		{"Jadwal kajian pekan ini", 0, nil, false, -1},
		{"Insya Allah pekan depan", 0, nil, false, -1},
		{"minggu ini libur", 0, nil, false, -1},
		{"Setiap Minggu pagi", 0, nil, false, -1},
		{"Kitab Tauhid jilid kedua", 0, nil, false, -1},
		{"Syarah Kitab Tauhid, pertemuan ke-2", 0, nil, false, -1},
		{"Tafsir juz ke-2", 0, nil, false, -1},
		{"Pekan kedua Desember", 0, nil, false, -1},
		{"Pekan pertama Desember 2026", 0, nil, false, -1},
		{"Ahad pekan pertama bulan Ramadhan", 0, nil, false, -1},
		{"Sabtu kedua", 0, nil, false, -1},
		{"Setiap Sabtu ke-2", 0, []int{2}, false, 6},
		{"Sabtu ke-2", 0, []int{2}, false, 6},
		{"Setiap hari Sabtu kedua", 0, []int{2}, false, 6},
		{"Ahad ke-2 Ramadhan", 0, nil, false, -1},
		{"setiap bulan Ramadhan", 0, nil, false, -1},
		{"setiap pekan", 0, nil, false, -1},
		{"seminggu sekali", 0, nil, false, -1},
		{"dua minggu lagi", 0, nil, false, -1},
		{"Sabtu, 12 Desember 2026", 0, nil, false, -1},
	} {
		r := readRhythm(c.text)
		day := -1
		if r.day != nil {
			day = *r.day
		}
		if r.every != c.every || !slices.Equal(r.weeks, c.weeks) || r.unknown != c.unknown || day != c.day {
			t.Errorf("%q: every %d weeks %v unknown %v day %d; want %d %v %v %d", c.text, r.every, r.weeks, r.unknown, day,
				c.every, c.weeks, c.unknown, c.day)
		}
	}
}

func TestReadRhythmMasksWeekWords(t *testing.T) {
	for text, want := range map[string]int{
		"Tiap 2 minggu, hari Rabu":        3,
		"2 minggu sekali, Rabu":           3,
		"Setiap Sabtu minggu ke-2 & ke-4": 6,
		"Setiap Minggu pagi":              0,
	} {
		w, ok := findWeekday(readRhythm(text).masked)
		if !ok || w.day != want {
			t.Errorf("%q: day %d (%v), want %d", text, w.day, ok, want)
		}
	}
}

func TestReadRhythmFrom(t *testing.T) {
	r := readRhythm("Dua pekan sekali, Rabu, mulai 9 Desember 2026")
	if r.from == nil || r.from.day != 9 || r.from.month != 12 || r.from.year != 2026 {
		t.Fatalf("from %+v, want 9 Desember 2026", r.from)
	}
	if r := readRhythm("Dua pekan sekali, Rabu"); r.from != nil {
		t.Errorf("from %+v without 'mulai'", r.from)
	}
}

// TestParseAnnouncementRhythms reads whole announcements: a rhythm makes a weekly session with
// its day; what is not sure is asked (Missing), never read as every week.
func TestParseAnnouncementRhythms(t *testing.T) {
	body := "\nPemateri: Ustadz Fulan\nPukul 19.30 WIB\nTempat: Masjid Al-Ikhlas, Jl. Melati 12\n"
	for _, c := range []struct {
		text, want string
		missing    []string
	}{
		{"Kajian Tafsir\nSetiap Ahad pekan pertama", "recurring day 0 every 1 weeks [1] from \"\"", nil},
		{"Kajian rutin Sabtu pekan ke-2 dan ke-4: Fiqih", "recurring day 6 every 1 weeks [2 4] from \"\"", nil},
		{"Kajian Fiqih\nSabtu kedua & keempat tiap bulan", "recurring day 6 every 1 weeks [2 4] from \"\"", nil},
		{"Kajian Fiqih\nSetiap hari Sabtu minggu ke 2 & 4", "recurring day 6 every 1 weeks [2 4] from \"\"", nil},
		{"Kajian Sirah\nAhad terakhir setiap bulan", "recurring day 0 every 1 weeks [-1] from \"\"", nil},
		{"Kajian Tahsin\nDua pekan sekali, hari Rabu", "recurring day 3 every 2 weeks [] from \"\"", []string{kajian.LabelRhythmFrom}},
		{"Kajian Tahsin\n2 minggu sekali, hari Rabu, mulai 9 Desember 2026", "recurring day 3 every 2 weeks [] from \"2026-12-09\"", nil},
		{"Kajian Tahsin\nTiap dua pekan\nRabu, 9 Desember 2026", "recurring day 3 every 2 weeks [] from \"2026-12-09\"", nil},
		{"Kajian Tahsin\nTiap 2 minggu, mulai 9 Desember 2026", "recurring day 3 every 2 weeks [] from \"2026-12-09\"", nil},
		{"Kajian Tahsin\nDua pekan sekali, hari Kamis, mulai 9 Desember 2026", "recurring day 4 every 2 weeks [] from \"\"", []string{kajian.LabelRhythmFrom}},
		{"Kajian Adab\nSebulan sekali, hari Sabtu", "recurring day 6 every 1 weeks [] from \"\" unknown", []string{kajian.LabelRhythm}},
		{"Kajian Adab\nPekan ke-5, hari Sabtu", "recurring day 6 every 1 weeks [] from \"\" unknown", []string{kajian.LabelRhythm}},
		// a date announces one meeting, as before rhythms
		{"Kajian rutin Sabtu pekan ke-2\nSabtu, 12 Desember 2026", "regular day -1 every 0 weeks [] from \"\"", nil},
		{"Kajian bulanan\nSabtu, 12 Desember 2026", "regular day -1 every 0 weeks [] from \"\"", nil},
		// every week, as before
		{"Kajian rutin setiap Kamis", "recurring day 4 every 1 weeks [] from \"\"", nil},
		{"Kajian Pekan Ini\nSabtu ba'da Maghrib", "regular day -1 every 0 weeks [] from \"\"", nil},
	} {
		e := ParseAnnouncement(c.text+body, fixtureNow)
		if got := rhythmOf(e); got != c.want {
			t.Errorf("%q:\n got %s\nwant %s", c.text, got, c.want)
		}
		if got := e.Missing(); !slices.Equal(got, c.missing) {
			t.Errorf("%q: missing %q, want %q", c.text, got, c.missing)
		}
	}
}

// rhythmOf says an extraction's schedule in one line.
func rhythmOf(e Extraction) string {
	day := -1
	if e.DayOfWeek != nil {
		day = *e.DayOfWeek
	}
	s := fmt.Sprintf("%s day %d every %d weeks %v from %q", e.KajianType, day, e.EveryWeeks, e.MonthWeeks, e.RhythmFrom)
	if e.MonthWeeks == nil {
		s = fmt.Sprintf("%s day %d every %d weeks [] from %q", e.KajianType, day, e.EveryWeeks, e.RhythmFrom)
	}
	if e.RhythmUnknown {
		s += " unknown"
	}
	return s
}

// TestDraftRhythmLoose reads a model's rhythm fields as leniently as its other fields.
func TestDraftRhythmLoose(t *testing.T) {
	for _, c := range []struct{ answer, want string }{
		{`{"day_of_week": 6, "kajian_type": "recurring", "month_weeks": [2, 4]}`, "recurring day 6 every 1 weeks [2 4] from \"\""},
		{`{"day_of_week": 6, "kajian_type": "recurring", "month_weeks": "2,4"}`, "recurring day 6 every 1 weeks [2 4] from \"\""},
		{`{"day_of_week": 6, "kajian_type": "recurring", "month_weeks": ["kedua", "terakhir"]}`, "recurring day 6 every 1 weeks [2 -1] from \"\""},
		{`{"day_of_week": 6, "kajian_type": "recurring", "month_weeks": "pekan ke-2 dan ke-4"}`, "recurring day 6 every 1 weeks [2 4] from \"\""},
		{`{"day_of_week": 6, "kajian_type": "recurring", "month_weeks": [4, 2, 2], "every_weeks": 1}`, "recurring day 6 every 1 weeks [2 4] from \"\""},
		{`{"day_of_week": 3, "kajian_type": "recurring", "every_weeks": "2", "rhythm_from": "2026-12-09"}`, "recurring day 3 every 2 weeks [] from \"2026-12-09\""},
		{`{"day_of_week": 3, "kajian_type": "recurring", "every_weeks": "dua pekan sekali", "rhythm_from": "9 Desember 2026"}`, "recurring day 3 every 2 weeks [] from \"2026-12-09\""},
		{`{"kajian_type": "recurring", "every_weeks": 2, "rhythm_from": "2026-12-09"}`, "recurring day 3 every 2 weeks [] from \"2026-12-09\""},
		{`{"day_of_week": 4, "kajian_type": "recurring", "every_weeks": 2, "rhythm_from": "2026-12-09"}`, "recurring day 4 every 2 weeks [] from \"\""},
		{`{"day_of_week": 3, "kajian_type": "recurring", "every_weeks": 2, "rhythm_from": "besok"}`, "recurring day 3 every 2 weeks [] from \"\""},
		{`{"day_of_week": 3, "kajian_type": "recurring", "every_weeks": 7}`, "recurring day 3 every 1 weeks [] from \"\" unknown"},
		{`{"day_of_week": 3, "kajian_type": "recurring", "every_weeks": 2, "month_weeks": [1]}`, "recurring day 3 every 1 weeks [] from \"\" unknown"},
		{`{"day_of_week": 3, "kajian_type": "recurring", "every_weeks": "bulanan"}`, "recurring day 3 every 1 weeks [] from \"\" unknown"},
		{`{"day_of_week": 3, "kajian_type": "recurring", "month_weeks": [0, 9]}`, "recurring day 3 every 1 weeks [] from \"\" unknown"},
		{`{"day_of_week": 3, "kajian_type": "recurring", "every_weeks": null, "month_weeks": null}`, "recurring day 3 every 1 weeks [] from \"\""},
		{`{"day_of_week": 3, "kajian_type": "recurring", "every_weeks": "setiap pekan", "month_weeks": "-"}`, "recurring day 3 every 1 weeks [] from \"\""},
		{`{"date": "2026-12-12", "kajian_type": "regular", "month_weeks": [2], "every_weeks": 2}`, "regular day -1 every 0 weeks [] from \"\""},
	} {
		var d Draft
		if err := json.Unmarshal([]byte(c.answer), &d); err != nil {
			t.Fatalf("%s: %v", c.answer, err)
		}
		if got := rhythmOf(Cleanup(d)); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.answer, got, c.want)
		}
	}
}

// A rekap's rhythms: a header's weeks are every session's; a header saying 'bulanan' keeps
// dated sessions on their dates and asks an undated one's rhythm.
func TestReadRekapRhythms(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"*KAJIAN RUTIN PEKAN KE-1 & KE-3*\nMasjid Al-Muttaqin Sidoarjo\n\nSenin | Kitab Riyadhus Shalihin | Ustadz Abdul Hakim | Ba'da Maghrib\n" +
			"Kamis | Fiqih Thaharah | Ustadz Mukhlis Biridha | 19.30 WIB",
			[]string{`recurring day 1 every 1 weeks [1 3] from ""`, `recurring day 4 every 1 weeks [1 3] from ""`}},
		{"*JADWAL KAJIAN BULANAN MASJID AL-FALAH*\n\n1. Sabtu, 12 Desember 2026 - Kajian Tauhid - Ustadz Abu Haidar - ba'da Maghrib\n" +
			"2. Kamis - Kajian Sirah - Ustadz Aris Munandar - 19.30 WIB",
			[]string{`regular day -1 every 0 weeks [] from ""`, `recurring day 4 every 1 weeks [] from "" unknown`}},
		{"*JADWAL KAJIAN MASJID AL-FALAH*\n\n1. Rabu, 2 Desember 2026 - Tahsin - Ustadz Hanif - dua pekan sekali - 19.30 WIB\n" +
			"2. Tiap 2 minggu, hari Selasa - Hadits Arbain - Ustadz Abdullah Roy - 19.30 WIB",
			[]string{`recurring day 3 every 2 weeks [] from "2026-12-02"`, `recurring day 2 every 2 weeks [] from ""`}},
		{"*JADWAL KAJIAN MASJID AL-IKHLAS*\n\n*SABTU PEKAN KE-2 & KE-4*\n📚 Bulughul Maram\n👤 Ustadz Abu Haidar\n⏰ Ba'da Maghrib\n\n" +
			"*AHAD PEKAN TERAKHIR*\n📚 Tafsir\n👤 Ustadz Firanda\n⏰ 08.00 WIB",
			[]string{`recurring day 6 every 1 weeks [2 4] from ""`, `recurring day 0 every 1 weeks [-1] from ""`}},
		{"*KAJIAN PEKANAN MASJID AL-IKHLAS*\n\n1. Sabtu kedua & keempat tiap bulan: Kajian Fiqih, Ustadz Erwandi, 09.00\n" +
			"2. Selasa, selang sepekan, mulai 1 Desember 2026: Hadits Arbain, Ustadz Abdullah Roy, ba'da Maghrib",
			[]string{`recurring day 6 every 1 weeks [2 4] from ""`, `recurring day 2 every 2 weeks [] from "2026-12-01"`}},
	} {
		got := ReadRekap(c.text, rekapNow)
		if len(got) != len(c.want) {
			t.Errorf("%q: %d sessions, want %d", c.text, len(got), len(c.want))
			continue
		}
		for i, s := range got {
			if s.Title == "" || readRhythm(s.Title).said() || fromPart(s.Title) {
				t.Errorf("%q #%d: title %q", c.text, i+1, s.Title) // the schedule is no title
			}
			if r := rhythmOf(s.Extraction); r != c.want[i] {
				t.Errorf("%q #%d:\n got %s\nwant %s", c.text, i+1, r, c.want[i])
			}
		}
	}
}
