package kajian

import "time"

// NoticeKind is a kind of notice sent to a user's browsers (Web Push) or by e-mail.
type NoticeKind string

// The notices.
const (
	NoticeEvening NoticeKind = "evening" // 20.00 in the session's zone the evening before
	NoticeHour    NoticeKind = "hour"    // one hour before the start
	NoticeChange  NoticeKind = "change"  // a session one attends moved (date, time or place)
	NoticeCancel  NoticeKind = "cancel"  // a session one attends was deleted or rejected
	NoticeFollow  NoticeKind = "follow"  // a new session of a followed ustadz or place
	NoticeDigest  NoticeKind = "digest"  // the weekly e-mail of new followed sessions, without push
)

// EveningReminderAt is the clock time of the evening-before reminder, in the session's zone.
const EveningReminderAt ClockTime = 20 * 60

// HourReminderBefore is how long before the start the second reminder goes.
const HourReminderBefore = time.Hour

// CancelledKept is how long a deleted or rejected session stays in calendar feeds as cancelled.
const CancelledKept = 30 * 24 * time.Hour

// NotifySettings are a user's choices about notices. The secrets of their personal feed and of
// the weekly digest's opt-out links are kept apart, as hashes.
type NotifySettings struct {
	RemindEvening bool
	RemindHour    bool
	ChangeNotices bool
	FollowNotices bool // push notices of followed ustadz and places
	WeeklyDigest  bool // the weekly e-mail of them, for users without push
}

// Wants reports whether the settings let a notice of kind k through.
func (s NotifySettings) Wants(k NoticeKind) bool {
	switch k {
	case NoticeEvening:
		return s.RemindEvening
	case NoticeHour:
		return s.RemindHour
	case NoticeChange, NoticeCancel:
		return s.ChangeNotices
	case NoticeFollow:
		return s.FollowNotices
	case NoticeDigest:
		return s.WeeklyDigest
	}
	return false
}

// ReminderDue is when a reminder of kind k for an occurrence starting at start (in zone z) is
// due: 20.00 the evening before, or one hour before.
func ReminderDue(k NoticeKind, start time.Time, z Zone) time.Time {
	if k == NoticeEvening {
		day := DateOf(start.In(z.Location())).AddDays(-1)
		return At(day, EveningReminderAt, z)
	}
	return start.Add(-HourReminderBefore)
}

// ScheduleChanged reports whether an edit moved a session: its date or day (a dauroh's last day,
// a weekly session's rhythm), its start, or its place. Attendees are told of these, not of a
// corrected title or description.
func ScheduleChanged(before, after *Session) bool {
	clockMoved := before.AfterPrayer.Prayer == "" && before.Time != after.Time
	return before.Date != after.Date || before.DayOfWeek != after.DayOfWeek || clockMoved ||
		before.EndDate != after.EndDate || !sameRhythm(before.Rhythm, after.Rhythm) ||
		before.AfterPrayer != after.AfterPrayer || before.Zone != after.Zone || before.IsOnline != after.IsOnline ||
		before.Location != after.Location || before.Address != after.Address
}

// SessionSnapshot is what calendar feeds keep of a cancelled session to say it is cancelled:
// the event as it was published.
type SessionSnapshot struct {
	ID          string      `json:"id"`
	Type        Type        `json:"type"`
	Slug        string      `json:"slug"`
	Title       string      `json:"title"`
	Ustaz       string      `json:"ustaz"`
	Date        string      `json:"date,omitempty"`
	DayOfWeek   int         `json:"day_of_week"`
	EveryWeeks  int         `json:"every_weeks,omitempty"`
	RhythmFrom  string      `json:"rhythm_from,omitempty"`
	MonthWeeks  []int       `json:"month_weeks,omitempty"`
	EndDate     string      `json:"end_date,omitempty"`
	EndTime     ClockTime   `json:"end_time,omitempty"`
	Time        ClockTime   `json:"time"`
	AfterPrayer AfterPrayer `json:"after_prayer"`
	Zone        Zone        `json:"zone"`
	IsOnline    bool        `json:"is_online"`
	Location    string      `json:"location,omitempty"`
	Address     string      `json:"address,omitempty"`
	Latitude    *float64    `json:"latitude,omitempty"`
	Longitude   *float64    `json:"longitude,omitempty"`
	Speakers    []Speaker   `json:"speakers,omitempty"`
}

// SnapshotOf keeps s's event.
func SnapshotOf(s *Session) SessionSnapshot {
	snap := SessionSnapshot{ID: s.ID, Type: s.Type, Slug: s.Slug, Title: s.Title, Ustaz: s.Ustaz, DayOfWeek: s.DayOfWeek,
		Time: s.Time, AfterPrayer: s.AfterPrayer, Zone: s.Zone, IsOnline: s.IsOnline, Location: s.Location,
		Address: s.Address, Latitude: s.Latitude, Longitude: s.Longitude, Speakers: s.Speakers}
	if s.Type != Recurring {
		snap.Date = s.Date.String()
	}
	// Its rhythm and end, so that a feed withdraws the dates and hours it published.
	snap.EveryWeeks, snap.MonthWeeks, snap.EndTime = s.Rhythm.EveryWeeks, s.Rhythm.MonthWeeks, s.EndTime
	if !s.Rhythm.From.IsZero() {
		snap.RhythmFrom = s.Rhythm.From.String()
	}
	if !s.EndDate.IsZero() {
		snap.EndDate = s.EndDate.String()
	}
	return snap
}

// Session is the kept event as a session (without its description, contact or holidays).
func (snap SessionSnapshot) Session() *Session {
	s := &Session{ID: snap.ID, Type: snap.Type, Slug: snap.Slug, Title: snap.Title, Ustaz: snap.Ustaz,
		DayOfWeek: snap.DayOfWeek, Time: snap.Time, AfterPrayer: snap.AfterPrayer, Zone: snap.Zone, IsOnline: snap.IsOnline,
		Location: snap.Location, Address: snap.Address, Latitude: snap.Latitude, Longitude: snap.Longitude, Speakers: snap.Speakers}
	if d, err := ParseDate(snap.Date); err == nil {
		s.Date = d
	}
	s.Rhythm, s.EndTime = Rhythm{EveryWeeks: snap.EveryWeeks, MonthWeeks: snap.MonthWeeks}, snap.EndTime
	if d, err := ParseDate(snap.RhythmFrom); err == nil {
		s.Rhythm.From = d
	}
	if d, err := ParseDate(snap.EndDate); err == nil {
		s.EndDate = d
	}
	return s
}

// MaxPushSubscriptions is how many browsers of one user receive pushes; a new one past it
// replaces the oldest (a phone whose browser renewed its subscription keeps working).
const MaxPushSubscriptions = 10
