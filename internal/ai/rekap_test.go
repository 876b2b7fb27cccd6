package ai

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// rekapSession is what the rekap fixtures state of each session.
type rekapSession struct {
	Title       string   `json:"title"`
	Ustaz       string   `json:"ustaz"`
	Date        string   `json:"date"`
	DayOfWeek   *int     `json:"day_of_week"`
	Time        string   `json:"time"`
	AfterPrayer string   `json:"after_prayer"`
	Location    string   `json:"location"`
	Audience    []string `json:"audience"`
	Kitab       string   `json:"kitab"`
	Bab         string   `json:"bab"`
}

func rekapSessionsOf(es []Extraction) []rekapSession {
	out := []rekapSession{}
	for _, e := range es {
		out = append(out, rekapSession{Title: e.Title, Ustaz: e.Ustaz, Date: e.Date, DayOfWeek: e.DayOfWeek, Time: e.Time,
			AfterPrayer: e.AfterPrayer, Location: e.Location, Audience: e.Audience, Kitab: e.Kitab, Bab: e.Bab})
	}
	return out
}

// Each rekap in testdata/rekap (day headings, a numbered list, one line per session, emoji
// blocks between separators, 'MINGGU 6/12' headings with dashes) splits into the sessions its
// .json lists, each with its own day, time or prayer, speaker and the message's place.
func TestSplitRekapFixtures(t *testing.T) {
	texts, err := filepath.Glob("testdata/rekap/0[1-5]-*.txt")
	if err != nil || len(texts) < 5 {
		t.Fatalf("fixtures: %d %v", len(texts), err)
	}
	for _, name := range texts {
		t.Run(filepath.Base(name), func(t *testing.T) {
			text, _ := os.ReadFile(name)
			raw, err := os.ReadFile(strings.TrimSuffix(name, ".txt") + ".json")
			if err != nil {
				t.Fatal(err)
			}
			var want []rekapSession
			if err := json.Unmarshal(raw, &want); err != nil {
				t.Fatal(err)
			}
			got := rekapSessionsOf(SplitRekap(string(text), rekapNow))
			if !reflect.DeepEqual(got, want) {
				b, _ := json.MarshalIndent(got, "", "  ")
				t.Errorf("got\n%s", b)
			}
		})
	}
}

// A session under a day heading that gives no time is still a draft (its time is missing),
// and the message's last lines are still its footer.
func TestSplitRekapKeepsASessionWithoutTime(t *testing.T) {
	text := "*JADWAL KAJIAN PEKAN INI*\n*Masjid Al-Ikhlas*\n\n*SENIN, 7 DESEMBER*\n📚 Tafsir Juz Amma\n👤 Ustadz Aris\n⏰ Ba'da Maghrib\n\n" +
		"*RABU, 9 DESEMBER*\n📚 Kajian Muslimah: Fiqih Haid\n👤 Ustadzah Ummu Salamah\n_Khusus akhwat_\n\n" +
		"Semua kajian di Masjid Al-Ikhlas, Jl. Kaliurang Km 7, Sleman."
	got := SplitRekap(text, fixtureNow)
	if len(got) != 2 {
		t.Fatalf("%d sessions: %+v", len(got), rekapSessionsOf(got))
	}
	second := got[1]
	if second.Title != "Kajian Muslimah: Fiqih Haid" || second.Date != "2026-12-09" || second.Time != "" || second.AfterPrayer != "" ||
		strings.Join(second.Audience, ",") != "akhwat" || second.Location != "Masjid Al-Ikhlas" {
		t.Errorf("the session without a time: %+v", rekapSessionsOf(got[1:]))
	}
}

func TestSplitRekapOfOneOrNone(t *testing.T) {
	one, _ := os.ReadFile("testdata/announcements/02-setiap-kamis.txt")
	if got := SplitRekap(string(one), fixtureNow); len(got) != 1 || got[0].Title != ParseAnnouncement(string(one), fixtureNow).Title {
		t.Errorf("a single announcement: %d sessions", len(got))
	}
	if got := SplitRekap("Assalamu'alaikum, jazakumullah khairan.", fixtureNow); len(got) != 0 {
		t.Errorf("a message without sessions: %v", got)
	}
	var many strings.Builder
	for range MaxRekapSessions + 5 {
		many.WriteString("1. Senin - Kajian Tauhid bersama Ustadz A - 19.30 WIB\n")
	}
	if got := SplitRekap(many.String(), fixtureNow); len(got) != MaxRekapSessions {
		t.Errorf("%d sessions from one message", len(got))
	}
}
