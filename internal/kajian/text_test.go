package kajian

import "testing"

func TestCleanText(t *testing.T) {
	for in, want := range map[string]string{
		"  Kajian Tafsir  ":                    "Kajian Tafsir",
		"Baris satu\r\nBaris dua\tdan tab":     "Baris satu\nBaris dua\tdan tab",
		"bel\x07 dan \x00nul":                  "bel dan nul",
		"C1\u0085 kontrol\u009b":               "C1 kontrol",
		"abc\u202Egnp.exe":                     "abcgnp.exe",
		"\u2066isolasi\u2069 \u200Fmark\u200E": "isolasi mark",
		"عربي وإندونيسيا":                      "عربي وإندونيسيا",
		"Ustadz Abdul Somad, Lc., M.A. ﷺ":      "Ustadz Abdul Somad, Lc., M.A. ﷺ",
		"Judul\u2028baris\u2029paragraf":       "Judulbarisparagraf",
		"\x1b[31mmerah\x1b[0m":                 "[31mmerah[0m",
	} {
		if got := CleanText(in); got != want {
			t.Errorf("CleanText(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestValidText(t *testing.T) {
	for in, ok := range map[string]bool{"Kajian ﷺ\n\t": true, "": true, "a\x00b": false, "\xff\xfe": false, "\xed\xa0\x80": false} {
		if ValidText(in) != ok {
			t.Errorf("ValidText(%q) = %v", in, !ok)
		}
	}
}

func TestPostingDatesAroundToday(t *testing.T) {
	today := Date{Year: 2026, Month: 11, Day: 26}
	for date, ok := range map[string]bool{
		"2026-11-26": true, "2025-11-26": true, "2025-11-25": false, "2028-11-25": true, "2028-11-26": false,
		"0001-01-01": false, "9999-12-31": false,
	} {
		p := Posting{Type: Regular, Date: date}
		if err := p.CheckDates(today); (err == nil) != ok {
			t.Errorf("one-off on %s: %v", date, err)
		}
		w := Posting{Type: Recurring, Holidays: []HolidayInput{{Date: date}}}
		if err := w.CheckDates(today); (err == nil) != ok {
			t.Errorf("holiday on %s: %v", date, err)
		}
	}
}

func TestValidMapsURL(t *testing.T) {
	for u, ok := range map[string]bool{
		"https://www.google.com/maps/search/?api=1&query=Masjid": true,
		"https://maps.app.goo.gl/raya":                           true,
		"https://goo.gl/maps/abc":                                true,
		"https://www.openstreetmap.org/#map=17/-6.17/106.83":     true,
		"https://maps.apple.com/?q=Masjid":                       true,
		"https://evil.example/maps":                              false,
		"https://google.com.evil.example/maps":                   false,
		"https://notgoogle.com/maps":                             false,
		"javascript:alert(1)":                                    false,
	} {
		if ValidMapsURL(u) != ok {
			t.Errorf("ValidMapsURL(%q) = %v", u, !ok)
		}
	}
}
