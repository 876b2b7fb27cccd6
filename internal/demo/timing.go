package demo

import (
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// When the demo's sessions are held and when they were posted and answered.

// fitTitle makes a session's schedule say what its title says: 'Malam Jumat' is Thursday
// evening (a weekly session moves to Kamis), 'Kajian Subuh' is at dawn.
func fitTitle(k *kajian.Session) {
	switch {
	case strings.Contains(k.Title, "Malam Jumat"):
		k.Time = 19*60 + 30
		if k.Type == kajian.Recurring {
			k.DayOfWeek = 4
			if !k.Rhythm.From.IsZero() { // an every-N-weeks rhythm counts from a date of its day
				k.Rhythm.From = kajian.Rhythm{}.FirstOn(k.Rhythm.From, 4)
			}
		}
	case strings.HasPrefix(k.Title, "Kajian Subuh"):
		k.Time = 5*60 + 30
	}
}

// historyWeeks is how many weeks back the demo's postings and answers go: the admin
// dashboard's chart (kajian.DashboardWeeks) then shows a history, not one full week.
const historyWeeks = kajian.DashboardWeeks

// postedWeeksAgo dates the next postings and answers the store writes w weeks before now (a
// minute earlier, so w = 0 is still this week).
func (s *seeder) postedWeeksAgo(w int) {
	s.hist.Set(s.now.Add(-time.Duration(w)*7*24*time.Hour - time.Minute))
}

// answeredAfter dates the next answer to a session posted w weeks ago: in that week or a later
// one, the answers taking turns over them.
func (s *seeder) answeredAfter(w int) {
	s.sum.RSVPs++ // counted here, so consecutive answers fall in different weeks
	s.postedWeeksAgo(s.sum.RSVPs % (w + 1))
}

// approve publishes k an hour after it was posted (the store's clock), never later than now.
func (s *seeder) approve(k *kajian.Session) {
	at := s.hist.Now().Add(time.Hour)
	if at.After(s.now) {
		at = s.now
	}
	k.Status, k.ApprovedBy, k.ApprovedAt = kajian.PublicStatus(k.Type), s.admin.ID, &at
}

// lastHeldBefore is the last date before end that the weekly session w was held on (by its
// rhythm, not a holiday). A rhythm's date lies in any ten weeks, so it looks that far back,
// and further only when holidays took them all.
func lastHeldBefore(w *kajian.Session, end kajian.Date) kajian.Date {
	for back := 70; ; back *= 2 {
		last := kajian.Date{}
		for d := w.HeldFrom(end.AddDays(-back)); d.Before(end); d = w.HeldFrom(d.AddDays(1)) {
			last = d
		}
		if !last.IsZero() {
			return last
		}
	}
}
