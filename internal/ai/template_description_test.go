package ai

import (
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The template keeps the shape the model is asked for (80-120 words, three
// benefits, a call to action) and says only what the fields say.
func TestTemplateDescription(t *testing.T) {
	kamis := 4
	cases := []struct {
		name string
		in   DescriptionInput
		want []string
	}{
		{"one-off offline", DescriptionInput{Title: "Tafsir Surat Al-Kahfi", Ustaz: "Ustadz Ahmad", Speakers: []string{"Ustadz Ahmad", "Ustadz Budi"},
			Location: "Masjid Raya Makassar", Address: "Jl. Masjid Raya No. 1", Date: "2026-11-26", Time: "19:30", Zone: kajian.WITA},
			[]string{`"Tafsir Surat Al-Kahfi" bersama Ustadz Ahmad dan Ustadz Budi.`, "Kamis, 26 November 2026, pukul 19:30 WITA",
				"di Masjid Raya Makassar, Jl. Masjid Raya No. 1."}},
		{"weekly online", DescriptionInput{Title: "Kajian Tahsin", Ustaz: "Ustadzah Aisyah", DayOfWeek: &kamis, Time: "20:00", IsOnline: true},
			[]string{"bersama Ustadzah Aisyah.", "setiap Kamis, pukul 20:00 WIB", "secara online melalui siaran langsung"}},
	}
	for _, tc := range cases {
		got := TemplateDescription(tc.in)
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: %q lacks %q", tc.name, got, w)
			}
		}
		if n := len(strings.Fields(got)); n < 80 || n > 120 {
			t.Errorf("%s: %d words, want 80-120:\n%s", tc.name, n, got)
		}
		if n := strings.Count(got, "\n• "); n != 3 {
			t.Errorf("%s: %d benefits, want 3", tc.name, n)
		}
		if !strings.Contains(got, "Jangan lewatkan") {
			t.Errorf("%s: no call to action", tc.name)
		}
	}
}
