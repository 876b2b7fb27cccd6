package ai

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// FuzzReadRekap: the rekap reader never panics, reads at most MaxRekapSessions, keeps
// Cleanup's promises for every session (a weekly one has no date, a dated one no weekday), and
// names only lines the message has, in order.
func FuzzReadRekap(f *testing.F) {
	paths, _ := filepath.Glob("testdata/rekap/*.txt")
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b), int64(0))
	}
	f.Add("Senin (31/2) ba'da\n1️⃣\n| | |\n━━━\nSetiap (7/12) 99.99", int64(86400*40))
	f.Add("\r\n\r\n- - -\n1) \n📅\n⏰ ba'da Isya s.d.", int64(-1))
	f.Fuzz(func(t *testing.T, text string, shift int64) {
		now := rekapNow.Add(time.Duration(shift%(86400*3650)) * time.Second)
		got := ReadRekap(text, now)
		if len(got) > MaxRekapSessions {
			t.Errorf("%d sessions", len(got))
		}
		lines := strings.Count(strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(text), "\n") + 1
		for _, s := range got {
			checkInvariants(t, s.Extraction)
			if s.KajianType == kajian.Recurring && s.Date != "" {
				t.Errorf("a weekly session with a date: %+v", s.Extraction)
			}
			if len(s.Lines) == 0 {
				t.Errorf("a session from no line")
			}
			for i, n := range s.Lines {
				if n < 1 || n > lines || (i > 0 && n <= s.Lines[i-1]) {
					t.Errorf("lines %v of a %d-line message", s.Lines, lines)
					break
				}
			}
		}
	})
}
