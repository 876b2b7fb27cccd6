package masjids

import (
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// A masjid page depends on the moment it is made at only through its sessions' timing
// (Session.TimingAt: which one-offs have started, each weekly session's next held date, its
// holiday today and the holidays ahead, "today" on a card) and through the dates of the
// masjid's zone (today's prayer times, the week's text, the one-offs read from yesterday on).
// Each of those changes only when a session it shows starts or a day turns in a zone the page
// uses, so the page made at now is the page up to the earliest of those moments.

// until returns the earlier of limit and the first moment after now at which s's part of the
// page may change: its next start (t, its timing at now), or the next midnight of its zone.
func until(limit, now time.Time, s *kajian.Session, t kajian.Timing) time.Time {
	limit = earliest(limit, nextMidnight(now, s.Zone))
	if t.Next.After(now) {
		limit = earliest(limit, t.Next)
	}
	return limit
}

// nextMidnight is the start of the day after now's in zone z.
func nextMidnight(now time.Time, z kajian.Zone) time.Time {
	return kajian.At(kajian.Today(now, z).AddDays(1), 0, z)
}

func earliest(a, b time.Time) time.Time {
	if b.Before(a) {
		return b
	}
	return a
}
