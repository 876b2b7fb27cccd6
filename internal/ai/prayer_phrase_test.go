package ai

import (
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

func TestFindPrayerStart(t *testing.T) {
	for _, tc := range []struct {
		text   string
		prayer kajian.Prayer
		offset int
	}{
		{"Ba'da Maghrib", kajian.Maghrib, 0},
		{"⏰ bakda isya di masjid", kajian.Isya, 0},
		{"Waktu: setelah sholat Ashar", kajian.Ashar, 0},
		{"selepas Subuh s.d. 07.00", kajian.Subuh, 0},
		{"BA’DA MAGRIB", kajian.Maghrib, 0},
		{"badha isya'", kajian.Isya, 0},
		{"30 menit setelah Isya", kajian.Isya, 30},
		{"setengah jam sesudah maghrib", kajian.Maghrib, 30},
		{"1 jam setelah shalat dzuhur", kajian.Dzuhur, 60},
		{"ba'da Isya + 15 menit", kajian.Isya, 15},
		{"Ba'da Isya (+15 mnt)", kajian.Isya, 15},
		{"ba'dal Jum'at", kajian.Dzuhur, 0},
		{"usai sholat zhuhur", kajian.Dzuhur, 0},
	} {
		got, ok := findPrayerStart(tc.text)
		if !ok || got.Prayer != tc.prayer || got.Offset != tc.offset {
			t.Errorf("%q: %+v %v, want %s +%d", tc.text, got, ok, tc.prayer, tc.offset)
		}
	}
	for _, text := range []string{
		"sebelum Maghrib", "menjelang subuh", "Maghrib - Isya", "Kajian Isya", "Jumat, 4 Desember",
		"setelah isya + 240 menit", // past three hours: not believable
	} {
		if got, ok := findPrayerStart(text); ok {
			t.Errorf("%q read as %+v", text, got)
		}
	}
}
