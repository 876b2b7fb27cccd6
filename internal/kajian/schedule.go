package kajian

import "time"

// IsPast reports whether a one-off session on date d at time c in zone z has
// started: its start is not after now.
func IsPast(d Date, c ClockTime, z Zone, now time.Time) bool {
	return !At(d, c, z).After(now)
}

// NextOccurrence returns the start of the next strictly future occurrence of a
// weekly session held on weekday day (0 Ahad … 6 Sabtu) at time c in zone z.
func NextOccurrence(day int, c ClockTime, z Zone, now time.Time) time.Time {
	today := Today(now, z)
	ahead := (day - today.Weekday() + 7) % 7
	next := At(today.AddDays(ahead), c, z)
	if !next.After(now) {
		next = At(today.AddDays(ahead+7), c, z)
	}
	return next
}

// WeekMinuteUTC returns the minute of the UTC week (0 = Sunday 00:00 UTC) at
// which a weekly session on weekday day at time c in zone z starts. Indonesian
// zones have no daylight saving, so the value is fixed; the database indexes it
// to order weekly sessions by their next occurrence without scanning them all.
func WeekMinuteUTC(day int, c ClockTime, z Zone) int {
	// 2023-01-01 was a Sunday; any fixed week works since offsets never change.
	ref := At(Date{2023, time.January, 1 + day}, c, z).UTC()
	return WeekMinute(ref)
}

// WeekMinute returns the minute of the UTC week of instant t.
func WeekMinute(t time.Time) int {
	t = t.UTC()
	return int(t.Weekday())*24*60 + t.Hour()*60 + t.Minute()
}
