package homelist

import (
	"slices"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Waktu is a time shortcut of the home list: only the sessions whose next
// occurrence falls within a window of days, each session's days counted in
// its own zone (a WIT session is 'Hari ini' by the date in Jayapura).
type Waktu string

// The home list's time shortcuts, as the URL and the API spell them.
const (
	AnyTime  Waktu = ""
	Today    Waktu = "hari-ini"
	Tomorrow Waktu = "besok"
	ThisWeek Waktu = "pekan-ini"   // today to Ahad; on Ahad, today alone
	Weekend  Waktu = "akhir-pekan" // the coming Sabtu and Ahad; on Sabtu or Ahad, what is left of this one
)

// msgBadWaktu answers a waktu the list does not know.
const msgBadWaktu = "Pilihan waktu tidak dikenal"

func (w Waktu) known() bool {
	return slices.Contains([]Waktu{AnyTime, Today, Tomorrow, ThisWeek, Weekend}, w)
}

// days returns the window of w on date today: the dates from, up to (not
// including) to.
func (w Waktu) days(today kajian.Date) (from, to kajian.Date) {
	const sabtu, ahad = int(time.Saturday), int(time.Sunday)
	wd := today.Weekday()
	switch w {
	case Today:
		return today, today.AddDays(1)
	case Tomorrow:
		return today.AddDays(1), today.AddDays(2)
	case ThisWeek:
		return today, today.AddDays((7-wd)%7 + 1)
	case Weekend:
		switch wd {
		case ahad:
			return today, today.AddDays(1)
		case sabtu:
			return today, today.AddDays(2)
		}
		from = today.AddDays(sabtu - wd)
		return from, from.AddDays(2)
	}
	return kajian.Date{}, kajian.Date{}
}

// window is a waktu's window as moments: by zone (index of kajian.Zones), the
// first second in it and the first after it, in Unix seconds; lo and hi bound
// every zone's.
type window struct {
	from, to []int64
	lo, hi   int64
}

// windowOf returns w's window at now; false for AnyTime.
func windowOf(w Waktu, now time.Time) (window, bool) {
	if w == AnyTime {
		return window{}, false
	}
	win := window{from: make([]int64, len(kajian.Zones)), to: make([]int64, len(kajian.Zones))}
	for i, z := range kajian.Zones {
		from, to := w.days(kajian.Today(now, z))
		win.from[i], win.to[i] = kajian.At(from, 0, z).Unix(), kajian.At(to, 0, z).Unix()
		if i == 0 || win.from[i] < win.lo {
			win.lo = win.from[i]
		}
		win.hi = max(win.hi, win.to[i])
	}
	return win, true
}

// inWindow reports whether e's next occurrence is within the query's waktu
// (always, without one). A one-off session's is its start; a weekly one's is
// the slot the list orders it by, not held when that day is one of its
// holidays: the one after is a week or more later, beyond any window.
func (q *query) inWindow(e *listed) bool {
	if !q.windowed {
		return true
	}
	at := q.sortTime(e).Unix()
	if at < q.win.from[e.zone] || at >= q.win.to[e.zone] {
		return false
	}
	return !e.weekly || e.holidays.n == 0 ||
		!slices.Contains(q.l.holidays(e), kajian.Today(time.Unix(at, 0), zoneOf(e.zone)))
}
