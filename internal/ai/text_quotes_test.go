package ai

import "testing"

func TestTrimQuotes(t *testing.T) {
	for in, want := range map[string]string{
		`"Tafsir Juz 30"`:         "Tafsir Juz 30",
		"'Tafsir Juz 30'":         "Tafsir Juz 30",
		"‘Tafsir Juz 30’":         "Tafsir Juz 30",
		"“Kajian Tauhid”:":        "Kajian Tauhid",
		"Tafsir Surat An-Naba'":   "Tafsir Surat An-Naba'",
		"Tafsir Surat An-Naba’ -": "Tafsir Surat An-Naba’",
		"'Umdatul Ahkam":          "'Umdatul Ahkam",
		`"Syarah 'Umdatul Ahkam"`: "Syarah 'Umdatul Ahkam",
		"' Syarah Kitab Tauhid '": "Syarah Kitab Tauhid",
		"'":                       "",
		"''":                      "",
		"":                        "",
	} {
		if got := trimQuotes(in); got != want {
			t.Errorf("trimQuotes(%q) = %q, want %q", in, got, want)
		}
	}
}
