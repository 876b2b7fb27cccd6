package ai

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// fixtureNow is "now" for every fixture: Friday 20 November 2026, 10:00 WIB.
var fixtureNow = time.Date(2026, 11, 20, 10, 0, 0, 0, kajian.WIB.Location())

// TestParseAnnouncementFixtures reads every testdata/announcements/NN-name.txt
// and compares each field with the hand-written NN-name.json beside it.
func TestParseAnnouncementFixtures(t *testing.T) {
	texts, err := filepath.Glob("testdata/announcements/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(texts) < 22 {
		t.Fatalf("found %d fixtures, want at least 22", len(texts))
	}
	for _, path := range texts {
		name := strings.TrimSuffix(filepath.Base(path), ".txt")
		t.Run(name, func(t *testing.T) {
			text, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			wantJSON, err := os.ReadFile(strings.TrimSuffix(path, ".txt") + ".json")
			if err != nil {
				t.Fatal(err)
			}
			var want Extraction
			dec := json.NewDecoder(strings.NewReader(string(wantJSON)))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&want); err != nil {
				t.Fatalf("expected file: %v", err)
			}
			got := ParseAnnouncement(string(text), fixtureNow)
			compareExtraction(t, got, want)
			checkInvariants(t, got)
		})
	}
}

// compareExtraction reports every field where got differs from want.
func compareExtraction(t *testing.T, got, want Extraction) {
	t.Helper()
	gv, wv := reflect.ValueOf(got), reflect.ValueOf(want)
	for i := 0; i < gv.NumField(); i++ {
		f := gv.Type().Field(i)
		g, w := gv.Field(i).Interface(), wv.Field(i).Interface()
		if !reflect.DeepEqual(g, w) {
			t.Errorf("%s:\n got %s\nwant %s", f.Tag.Get("json"), show(g), show(w))
		}
	}
}

func show(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// checkRhythm fails when e's rhythm is not one kajian.Rhythm allows on its day: a one-off has
// none, an unknown one has no values, a first date falls on the day.
func checkRhythm(t *testing.T, e Extraction) {
	t.Helper()
	if e.KajianType != kajian.Recurring || e.RhythmUnknown {
		if e.EveryWeeks > 1 || e.MonthWeeks != nil || e.RhythmFrom != "" || (e.RhythmUnknown && e.KajianType != kajian.Recurring) {
			t.Errorf("a %s session (unknown %v) has a rhythm: %d %q %v", e.KajianType, e.RhythmUnknown, e.EveryWeeks, e.RhythmFrom, e.MonthWeeks)
		}
		return
	}
	r := kajian.Rhythm{EveryWeeks: e.EveryWeeks, MonthWeeks: e.MonthWeeks}
	r.From, _ = kajian.ParseDate(e.RhythmFrom)
	if e.EveryWeeks > 1 && e.RhythmFrom == "" {
		r.From = kajian.Date{Year: 2026, Month: 1, Day: 4} // asked: any date on the day checks the rest
		r.From = r.From.AddDays(derefDay(e.DayOfWeek))
	}
	if err := r.Validate(derefDay(e.DayOfWeek)); err != nil && e.DayOfWeek != nil {
		t.Errorf("rhythm %+v on day %d: %v", r, *e.DayOfWeek, err)
	}
}

func derefDay(d *int) int {
	if d == nil {
		return 0
	}
	return *d
}

// checkInvariants fails when e breaks a promise Cleanup makes.
func checkInvariants(t *testing.T, e Extraction) {
	t.Helper()
	if e.Time != "" {
		if _, err := kajian.ParseClock(e.Time); err != nil || len(e.Time) != 5 {
			t.Errorf("time %q is not HH:MM", e.Time)
		}
	}
	if e.Date != "" {
		if _, err := kajian.ParseDate(e.Date); err != nil {
			t.Errorf("date %q is not a valid YYYY-MM-DD", e.Date)
		}
	}
	if e.DayOfWeek != nil && (*e.DayOfWeek < 0 || *e.DayOfWeek > 6) {
		t.Errorf("day_of_week %d out of 0-6", *e.DayOfWeek)
	}
	if !e.TimezoneRegion.Valid() {
		t.Errorf("zone %q", e.TimezoneRegion)
	}
	if e.KajianType != kajian.Regular && e.KajianType != kajian.Recurring {
		t.Errorf("kajian_type %q", e.KajianType)
	}
	if e.DayOfWeek != nil && e.KajianType != kajian.Recurring {
		t.Errorf("day_of_week set on a %s session", e.KajianType)
	}
	if e.Confidence < 0 || e.Confidence > 100 {
		t.Errorf("confidence %d", e.Confidence)
	}
	checkRhythm(t, e)
	if e.ContactPhone != "" {
		if len(e.ContactPhone) < MinPhoneLength || strings.Trim(e.ContactPhone, "+0123456789") != "" || strings.LastIndex(e.ContactPhone, "+") > 0 {
			t.Errorf("phone %q", e.ContactPhone)
		}
	}
	if e.LiveStreamURL != "" && !strings.HasPrefix(lower(e.LiveStreamURL), "http") {
		t.Errorf("stream url %q", e.LiveStreamURL)
	}
	if e.Speakers == nil {
		t.Errorf("speakers is nil, want a list")
	}
	mains := 0
	for i, s := range e.Speakers {
		if s.Order != i+1 {
			t.Errorf("speaker %d has order %d", i, s.Order)
		}
		if strings.TrimSpace(s.Name) == "" {
			t.Errorf("speaker %d has no name", i)
		}
		if s.IsMain {
			mains++
		}
	}
	if len(e.Speakers) > 0 && (mains != 1 || e.Ustaz == "") {
		t.Errorf("%d main speakers, ustaz %q", mains, e.Ustaz)
	}
	if e.Ustaz != "" && len(e.Speakers) == 0 {
		t.Errorf("ustaz %q without speakers", e.Ustaz)
	}
}

// TestParseAnnouncementDetails pins single readings that the fixtures do not
// isolate.
func TestParseAnnouncementDetails(t *testing.T) {
	tests := []struct {
		name, text string
		check      func(t *testing.T, e Extraction)
	}{
		{"dash after a date is no end time", "Kajian Tauhid\n📅 Sabtu, 5 Des 2026 - 19.30 WIB", wantTime("19:30")},
		{"clock after a prayer range is the end", "Kajian Tauhid\n⏰ Ba'da Maghrib s.d. 19.30", wantTime("")},
		{"prayer with a clock in brackets", "⏰ Ba'da Isya (19.30 WIB)", wantTime("19:30")},
		{"verse numbers are no time", "Tema: Tafsir QS. Al-Baqarah 2:255\nSetiap Rabu", wantTime("")},
		{"price is no time", "Kajian Fiqih\nInfaq Rp 10.000\nAhad, 6 Desember 2026", wantTime("")},
		{"phone is no date", "Kajian Fiqih\nCP: 0812-11-12-2026", wantDate("")},
		{"missing year today counts", "Kajian\nJumat, 20 November", wantDate("2026-11-20")},
		{"missing year past goes to next year", "Kajian\n19 November", wantDate("2027-11-19")},
		{"weekday alone is the next one", "Kajian\nAhad pagi", wantDate("2026-11-22")},
		{"weekday today is today", "Kajian\nJumat sore", wantDate("2026-11-20")},
		{"weekly without a day", "Kajian rutin pekanan di Masjid Al-Falah", func(t *testing.T, e Extraction) {
			wantType(kajian.Recurring)(t, e)
			wantDay(nil)(t, e)
		}},
		{"malam Ahad is Saturday", "Kajian\nsetiap malam Ahad", wantDay(intp(6))},
		{"Ahad malam is Sunday", "Kajian\nsetiap Ahad malam", wantDay(intp(0))},
		{"zone stated beats city", "Kajian di Masjid Raya Makassar pukul 09.00 WIB", wantZone(kajian.WIB)},
		{"street named after a city is no city", "Masjid Al-Azhar\nJl. Ambon No. 3, Jakarta", wantZone(kajian.WIB)},
		{"street honorific is no speaker", "Kajian\nJl. KH. Ahmad Dahlan No. 5", wantSpeakers("")},
		{"contact's title is no speaker", "Kajian\nCP: Ustadz Hasan 0812-3456-7890", wantSpeakers("")},
		{"moderator is no speaker", "Pemateri: Ustadz A\nModerator: Ustadz B", wantSpeakers("Ustadz A", kajian.Speaker{Name: "Ustadz A", IsMain: true, Order: 1})},
		{"same speaker twice is one", "Pemateri: Ustadz Ahmad Fauzi, Lc.\n🎙 Ust. Ahmad Fauzi", wantSpeakers("Ustadz Ahmad Fauzi, Lc.", kajian.Speaker{Name: "Ustadz Ahmad Fauzi, Lc.", IsMain: true, Order: 1})},
		{"registration form is no stream", "Kajian\nDaftar: https://forms.gle/abc\nMasjid Al-Falah", wantStream("")},
		{"online without link", "Kajian Online via Zoom\nSabtu, 5 Desember 2026", wantOnline(true)},
		{"place beats a link", "Kajian\nMasjid Al-Falah, Bandung\nhttps://youtu.be/abc", func(t *testing.T, e Extraction) {
			wantOnline(false)(t, e)
			wantStream("https://youtu.be/abc")(t, e)
		}},
		{"zoom as place is online", "Tempat: Zoom Meeting\nhttps://zoom.us/j/123", func(t *testing.T, e Extraction) {
			wantOnline(true)(t, e)
			if e.Location != "" {
				t.Errorf("location %q", e.Location)
			}
		}},
		{"description from Keterangan", "Kajian\nKeterangan: Bawa mushaf masing-masing.", func(t *testing.T, e Extraction) {
			if e.Description != "Bawa mushaf masing-masing." {
				t.Errorf("description %q", e.Description)
			}
		}},
		{"nothing at all", "Assalamu'alaikum", func(t *testing.T, e Extraction) {
			if e.Confidence != 0 || e.Title != "" || e.Date != "" {
				t.Errorf("got %s", show(e))
			}
		}},
		{"only women", "Kajian Fiqih Wanita\n🧕 Khusus akhwat", func(t *testing.T, e Extraction) {
			if strings.Join(e.Audience, ",") != "akhwat" {
				t.Errorf("audience %v", e.Audience)
			}
		}},
		{"open to all, men and women", "Kajian Tauhid\n_Terbuka untuk umum, ikhwan & akhwat_", func(t *testing.T, e Extraction) {
			if strings.Join(e.Audience, ",") != "umum,ikhwan,akhwat" {
				t.Errorf("audience %v", e.Audience)
			}
		}},
		{"a topic about the family is not for families", "KAJIAN FIQIH KELUARGA\nBersama Ustadz A", func(t *testing.T, e Extraction) {
			if strings.Join(e.Audience, ",") != "umum" {
				t.Errorf("audience %v", e.Audience)
			}
		}},
		{"kitab and bab on one line", "Kajian Rutin\n📖 Kitab Bulughul Maram, Bab Thaharah\nBersama Ustadz A", func(t *testing.T, e Extraction) {
			if e.Kitab != "Bulughul Maram" || e.Bab != "Thaharah" {
				t.Errorf("kitab %q bab %q", e.Kitab, e.Bab)
			}
		}},
		{"kitab label and a bab line", "Kajian Rutin\nKitab: Riyadhus Shalihin\nBab: Ikhlas dan Niat", func(t *testing.T, e Extraction) {
			if e.Kitab != "Riyadhus Shalihin" || e.Bab != "Ikhlas dan Niat" {
				t.Errorf("kitab %q bab %q", e.Kitab, e.Bab)
			}
		}},
		{"bring your book is no book", "Kajian Tafsir\nBawa kitabnya ya!", func(t *testing.T, e Extraction) {
			if e.Kitab != "" {
				t.Errorf("kitab %q", e.Kitab)
			}
		}},
		{"empty text", "", func(t *testing.T, e Extraction) {
			want := Extraction{Speakers: []kajian.Speaker{}, Audience: []string{"umum"}, TimezoneRegion: kajian.WIB, KajianType: kajian.Regular}
			compareExtraction(t, e, want)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := ParseAnnouncement(tt.text, fixtureNow)
			tt.check(t, e)
			checkInvariants(t, e)
		})
	}
}

func BenchmarkParseAnnouncement(b *testing.B) {
	text, err := os.ReadFile("testdata/announcements/01-tabligh-akbar-emoji.txt")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		ParseAnnouncement(string(text), fixtureNow)
	}
}
