package kajian

import "time"

// IsPast reports whether a one-off session on date d at time c in zone z has
// started: its start is not after now.
func IsPast(d Date, c ClockTime, z Zone, now time.Time) bool {
	return !At(d, c, z).After(now)
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
