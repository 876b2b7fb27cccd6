package homelist

import (
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The windows on each day of a week, from Senin 23 November 2026.
func TestWaktuDays(t *testing.T) {
	senin := kajian.Date{Year: 2026, Month: time.November, Day: 23}
	want := map[Waktu][7][2]int{ // days after senin: from, to (not included)
		Today:    {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 6}, {6, 7}},
		Tomorrow: {{1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 6}, {6, 7}, {7, 8}},
		ThisWeek: {{0, 7}, {1, 7}, {2, 7}, {3, 7}, {4, 7}, {5, 7}, {6, 7}},
		Weekend:  {{5, 7}, {5, 7}, {5, 7}, {5, 7}, {5, 7}, {5, 7}, {6, 7}},
	}
	for w, days := range want {
		for i, d := range days {
			from, to := w.days(senin.AddDays(i))
			if from != senin.AddDays(d[0]) || to != senin.AddDays(d[1]) {
				t.Errorf("%s on %s: %s to %s, want %s to %s", w, senin.AddDays(i), from, to, senin.AddDays(d[0]), senin.AddDays(d[1]))
			}
		}
	}
}
