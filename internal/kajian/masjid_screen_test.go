package kajian

import (
	"strings"
	"testing"
	"time"
)

func TestNextSessions(t *testing.T) {
	now := mustTime(t, "2026-11-26T12:00:00Z") // Kamis 19:00 WIB
	today := Date{2026, time.November, 26}
	started := &Session{Type: Regular, Title: "started", Date: today, Time: 18 * 60, Zone: WIB}
	tonight := &Session{Type: Regular, Title: "tonight", Date: today, Time: 20 * 60, Zone: WITA, Ustaz: "Ustadz A"}
	weeklyOff := &Session{Type: Recurring, Title: "weekly", DayOfWeek: 5, Time: 9 * 60, Zone: WIB,
		Holidays: []Holiday{{Date: today.AddDays(1)}}, Speakers: []Speaker{{Name: "B", Order: 1}, {Name: "C", IsMain: true, Order: 2}}}
	maghrib := &Session{Type: Recurring, Title: "maghrib", DayOfWeek: 6, Zone: WIB, Time: 18 * 60,
		AfterPrayer: AfterPrayer{Prayer: Maghrib}}
	got := NextSessions([]*Session{weeklyOff, started, maghrib, tonight}, now, 10)
	var titles []string
	for _, it := range got {
		titles = append(titles, it.Session.Title)
	}
	// 20:00 WITA is 19:00 WIB: it starts now, so it is left out with the one that started.
	if len(got) != 2 || got[0].Session != maghrib || got[1].Session != weeklyOff {
		t.Fatalf("order: %v", titles)
	}
	if got[1].Day != "Jumat, 4 Des" || got[1].Time != "09.00 WIB" || got[1].Speaker != "C" || !got[1].Weekly {
		t.Fatalf("weekly after its holiday: %+v", got[1])
	}
	if got[0].Day != "Sabtu, 28 Nov" || !strings.HasPrefix(got[0].Time, "Ba'da Maghrib · adzan ± ") {
		t.Fatalf("after a prayer: %+v", got[0])
	}
	if n := len(NextSessions([]*Session{weeklyOff, maghrib}, now, 1)); n != 1 {
		t.Fatalf("n=1 gave %d", n)
	}
	tonight.Time = 21 * 60
	if got := NextSessions([]*Session{tonight}, now, 5); len(got) != 1 || got[0].Speaker != "Ustadz A" || got[0].Time != "21.00 WITA" {
		t.Fatalf("one-off tonight: %+v", got)
	}
}

func TestMasjidEmbedSize(t *testing.T) {
	for in, want := range map[string]int{"": MasjidEmbedDefaultSize, "3": 3, "0": MasjidEmbedDefaultSize,
		"-2": MasjidEmbedDefaultSize, "x": MasjidEmbedDefaultSize, "999": MasjidEmbedMaxSize, "20": 20, "1": 1} {
		if got := MasjidEmbedSize(in); got != want {
			t.Errorf("%q: %d, want %d", in, got, want)
		}
	}
}
