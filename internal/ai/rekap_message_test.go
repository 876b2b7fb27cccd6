package ai

import (
	"strings"
	"testing"
)

// What a whole message says of its sessions, as the held-out rekaps taught: a greeting paragraph
// before the intro leaves the intro's place for every session; a closing line saying who may
// come is every session's audience, a line about the room is not; a message saying there is no
// kajian gives no draft.
func TestRekapMessageRules(t *testing.T) {
	intro := "Assalamu'alaikum warahmatullahi wabarakatuh\n\nBerikut jadwal pekan depan di Masjid Al-Muhajirin Bekasi:\n\n" +
		"1. Senin, 7 Desember 2026\n   Kajian Tafsir\n   Ust. Ahmad Sabiq\n   Pukul 18.30 WIB\n\n" +
		"2. Rabu, 9 Desember 2026\n   Kajian Hadits\n   Ust. Abu Ihsan\n   Pukul 19.00 WIB\n"
	for _, c := range []struct {
		name, closing, audience string
	}{
		{"open to all", "Terbuka untuk umum, ikhwan & akhwat.", "umum,ikhwan,akhwat"},
		{"a room for women", "Tersedia tempat khusus akhwat.", "umum"},
	} {
		got := ReadRekap(intro+"\n"+c.closing+"\n", rekapNow)
		if len(got) != 2 {
			t.Fatalf("%s: %d drafts", c.name, len(got))
		}
		for i, g := range got {
			if g.Location != "Masjid Al-Muhajirin Bekasi" || strings.Join(g.Audience, ",") != c.audience {
				t.Errorf("%s #%d: place %q audience %v", c.name, i+1, g.Location, g.Audience)
			}
		}
	}
	none := "*Jadwal Kajian Pekan Ini — Masjid Al-Ikhlas*\nAhad, 6 Desember 2026 s.d. Sabtu, 12 Desember 2026\n\n" +
		"Belum ada jadwal kajian pekan ini.\n\nJadwal lengkap: https://kajiankita.id/masjid/masjid-al-ikhlas\n"
	if got := ReadRekap(none, rekapNow); len(got) != 0 {
		t.Errorf("a week without kajian gave %d drafts: %+v", len(got), got)
	}
}
