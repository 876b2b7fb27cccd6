package ai

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
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

// The first rekaps of testdata/rekap (day headings, a numbered list, one line per session, emoji
// blocks between separators, 'MINGGU 6/12' headings with dashes) split exactly into the sessions
// their .json lists, each with its own day, time or prayer, speaker and the message's place. The
// whole corpus is measured by TestRekapCorpus.
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

// The reader asks rather than guesses: a date that is not the weekday written beside it, a
// name without a title and a place nobody stated stay empty, for the draft to list them.
func TestReadRekapLeavesWhatItDoubts(t *testing.T) {
	text := "Jadwal Kajian Pekan Ini\n\n" +
		"Senin (8/12) ba'da Maghrib\nKajian Tafsir\nUstadz Abdullah Zaen\n\n" +
		"Rabu 9/12 | Kajian Hadits | Abu Rusydan | 19.30 WIB\n"
	got := ReadRekap(text, rekapNow)
	if len(got) != 2 {
		t.Fatalf("%d sessions: %+v", len(got), got)
	}
	first, second := got[0], got[1]
	if first.Date != "" || first.DayOfWeek != nil || first.KajianType != kajian.Regular || first.AfterPrayer != "maghrib" {
		t.Errorf("8/12 is a Tuesday, not a Monday: %+v", first.Extraction)
	}
	if first.Location != "" || second.Location != "" {
		t.Errorf("no place was stated: %q %q", first.Location, second.Location)
	}
	if second.Ustaz != "" || second.Title != "Kajian Hadits" || second.Date != "2026-12-09" || second.Time != "19:30" {
		t.Errorf("a name without a title is no sure speaker: %+v", second.Extraction)
	}
	// Last week's rekap, pasted again: 23/11 is five days ago, not a session next November.
	stale := ReadRekap("SENIN 23/11\nKajian Tafsir - Ust. Aris - 19.30 WIB\n\nSELASA 24/11\nKajian Fiqih - Ust. Hanif - 19.30 WIB", rekapNow)
	if len(stale) != 2 || stale[0].Date != "" || stale[1].Date != "" || stale[0].Time != "19:30" {
		t.Errorf("last week's dates: %+v", stale)
	}
	// A header naming the week gives no session its first day.
	week := ReadRekap("JADWAL KAJIAN 7 - 13 DESEMBER\nMasjid Al-Ikhlas\n\nKajian Tafsir\nUst. Aris\n19.30 WIB\n\nKajian Fiqih\nUst. Abu Yahya\nba'da Maghrib", rekapNow)
	if len(week) != 2 || week[0].Date != "" || week[1].Date != "" || week[1].AfterPrayer != "maghrib" {
		t.Errorf("the week's sessions: %+v", week)
	}
}

// Each session carries the lines it came from: its day heading and its own lines, not the
// greeting, the header or the closing.
func TestReadRekapKeepsItsLines(t *testing.T) {
	text := "Bismillah\n*Kajian Masjid Al-Ikhlas*\n\n*AHAD, 6 DESEMBER*\n📚 Tafsir Juz Amma\n👤 Ustadz Aris\n⏰ Ba'da Subuh\n\n" +
		"📚 Fiqih Haid\n👤 Ustadzah Ummu Salamah\n⏰ 09.00 WIB\n\nJazakumullahu khairan\n#kajian"
	got := ReadRekap(text, rekapNow)
	if len(got) != 2 {
		t.Fatalf("%d sessions", len(got))
	}
	if want := []int{4, 5, 6, 7}; !reflect.DeepEqual(got[0].Lines, want) {
		t.Errorf("first session's lines %v, want %v", got[0].Lines, want)
	}
	if want := []int{4, 9, 10, 11}; !reflect.DeepEqual(got[1].Lines, want) {
		t.Errorf("second session's lines %v, want %v", got[1].Lines, want)
	}
	for _, s := range got {
		if s.Date != "2026-12-06" || s.Location != "Masjid Al-Ikhlas" {
			t.Errorf("%+v", s.Extraction)
		}
	}
}

// The rekap: dated day lines with their start, a greeting above and a closing below,
// a speaker whose name looks like a blessing.
func TestReadRekapOfTheReportedWeek(t *testing.T) {
	text := "Assalamu'alaikum warahmatullahi wabarakatuh\nBismillah\n\nSenin (7/12) ba'da Maghrib\nKajian Tafsir\nUstadz Abdullah Zaen\n\n" +
		"Selasa (8/12) ba'da Maghrib\nKajian Hadits\nUstadzah Ummu Hafizhah\n\nJazakumullahu khairan"
	got := ReadRekap(text, rekapNow)
	if len(got) != 2 {
		t.Fatalf("%d sessions", len(got))
	}
	if got[0].Date != "2026-12-07" || got[0].KajianType != kajian.Regular || got[1].Ustaz != "Ustadzah Ummu Hafizhah" {
		t.Errorf("%+v / %+v", got[0].Extraction, got[1].Extraction)
	}
	for _, s := range got {
		if s.Location != "" || strings.Contains(s.Title, "Assalam") {
			t.Errorf("a greeting read as a field: %+v", s.Extraction)
		}
	}
}
