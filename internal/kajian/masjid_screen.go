package kajian

import (
	"cmp"
	"slices"
	"strconv"
	"time"
)

// ScreenItem is one session on a masjid's own website widget: when it is next held and the
// words its compact card shows, worked out here so the widget only prints them.
type ScreenItem struct {
	Session *Session
	Next    time.Time // when it is next held (a weekly session's holidays skipped)
	Day     string    // "Kamis, 3 Des", in the session's zone
	Time    string    // "19.30 WIB", or "Ba'da Maghrib · adzan ± 17.58 WIB" on that date
	Speaker string    // the main speaker, else the first, else the ustaz field
	Weekly  bool
}

// NextSessions are the next n sessions held from now among sessions (one-off and weekly
// together), soonest first: a one-off session that has started is left out, and a weekly
// session shows its next occurrence that is not a holiday. Weekly holidays must be loaded.
func NextSessions(sessions []*Session, now time.Time, n int) []ScreenItem {
	items := make([]ScreenItem, 0, len(sessions))
	for _, s := range sessions {
		t := s.TimingAt(now)
		if !t.Next.After(now) {
			continue
		}
		items = append(items, ScreenItem{
			Session: s, Next: t.Next, Weekly: s.Type == Recurring, Speaker: s.mainSpeaker(),
			Day:  DayNames[t.NextDate.Weekday()] + ", " + shortDate(t.NextDate),
			Time: s.TimeTextOn(t.NextDate),
		})
	}
	slices.SortStableFunc(items, func(a, b ScreenItem) int {
		if c := a.Next.Compare(b.Next); c != 0 {
			return c
		}
		return cmp.Compare(TypeRank(a.Session.Type), TypeRank(b.Session.Type))
	})
	return items[:min(n, len(items))]
}

// MasjidEmbedSize is how many sessions the widget shows for its ?jumlah= value: the default
// without one or for anything but a positive number, at most MasjidEmbedMaxSize.
func MasjidEmbedSize(jumlah string) int {
	n, err := strconv.Atoi(jumlah)
	if err != nil || n < 1 {
		return MasjidEmbedDefaultSize
	}
	return min(n, MasjidEmbedMaxSize)
}
