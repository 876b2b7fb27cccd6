package kajian

import (
	"strings"
	"testing"
	"time"
)

func TestRekapText(t *testing.T) {
	ahad := Date{Year: 2026, Month: time.November, Day: 29}
	senin := ahad.AddDays(1)
	oneOff := &Session{Type: Regular, Slug: "2026-11-29-tafsir", Date: ahad, Title: "Tafsir  Al-Qur'an\nJuz 30",
		Ustaz: "Ustadz Dr. Firanda Andirja, Lc., M.A.", Time: 8*60 + 30, Zone: WITA,
		Location: "Masjid Al-Ikhlas", Address: "Jl. Kaliurang Km 5"}
	weekly := &Session{Type: Recurring, Slug: "ahad-tauhid", DayOfWeek: 0, Title: "Kitab Tauhid",
		Ustaz: "Ustadz Abdullah Zaen", AfterPrayer: AfterPrayer{Prayer: Maghrib}, Zone: WIB, Location: "Masjid Nurul Iman",
		LiveStreamURL: "https://youtube.com/live/w"} // at the masjid, also streamed
	online := &Session{Type: Regular, Slug: "2026-11-30-sirah", Date: senin, Title: "Sirah", Ustaz: "Ustadz Khalid",
		AfterPrayer: AfterPrayer{Prayer: Isya, Offset: 15}, Zone: WIT, IsOnline: true,
		LiveStreamURL: "https://youtube.com/live/x"}
	onlineNoLink := &Session{Type: Regular, Slug: "2026-11-30-adab", Date: senin, Title: "Adab", Time: 20 * 60,
		IsOnline: true}
	tests := []struct {
		name  string
		items []RekapItem
		want  string
	}{
		{"empty", nil, "*Rekap Kajian — Kajian Kita*\n0 kajian pilihan\n\nJadwal kajian lainnya di https://kajiankita.id\n"},
		{"a day with a one-off and a weekly session, then an online day",
			[]RekapItem{{oneOff, ahad}, {weekly, ahad}, {online, senin}, {onlineNoLink, senin}},
			`*Rekap Kajian — Kajian Kita*
4 kajian pilihan

*Ahad, 29 November 2026*

📌 *Tafsir Al-Qur'an Juz 30*
👤 Pemateri: Ustadz Dr. Firanda Andirja, Lc., M.A.
🕐 Waktu: 08.30 WITA
📍 Tempat: Masjid Al-Ikhlas, Jl. Kaliurang Km 5
🔗 https://kajiankita.id/kajian/2026-11-29-tafsir

📌 *Kitab Tauhid*
🔁 Jadwal: Kajian rutin setiap Ahad
👤 Pemateri: Ustadz Abdullah Zaen
🕐 Waktu: Ba'da Maghrib WIB
📍 Tempat: Masjid Nurul Iman
🔴 Live streaming: https://youtube.com/live/w
🔗 https://kajiankita.id/kajian-rutin/ahad-tauhid

*Senin, 30 November 2026*

📌 *Sirah*
👤 Pemateri: Ustadz Khalid
🕐 Waktu: Ba'da Isya +15 menit WIT
💻 Tempat: Online
🔴 Live streaming: https://youtube.com/live/x
🔗 https://kajiankita.id/kajian/2026-11-30-sirah

📌 *Adab*
🕐 Waktu: 20.00 WIB
💻 Tempat: Online
🔗 https://kajiankita.id/kajian/2026-11-30-adab

Jadwal kajian lainnya di https://kajiankita.id
`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// The base URL's trailing slash is not doubled in links.
			if got := RekapText(tt.items, "https://kajiankita.id/"); got != tt.want {
				t.Errorf("RekapText =\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

func TestRekapTextDayHeadingOncePerDate(t *testing.T) {
	d := Date{Year: 2026, Month: time.December, Day: 4}
	s := &Session{Type: Regular, Slug: "x", Date: d, Title: "Kajian", Time: 9 * 60}
	got := RekapText([]RekapItem{{s, d}, {s, d}, {s, d.AddDays(7)}, {s, d}}, "https://k.id")
	if n := strings.Count(got, "*Jumat, 4 Desember 2026*"); n != 2 {
		t.Errorf("heading of 4 Desember %d times, want twice (the items come back to it)", n)
	}
	if n := strings.Count(got, "*Jumat, 11 Desember 2026*"); n != 1 {
		t.Errorf("heading of 11 Desember %d times, want once", n)
	}
}
