package kajian

import "time"

// Type says whether a session is one-off (regular, "insidental") or weekly
// (recurring, "rutin").
type Type string

// The two session types.
const (
	Regular   Type = "regular"
	Recurring Type = "recurring"
)

// Status is a session's moderation state. One-off sessions are public when
// approved, weekly ones when active.
type Status string

// Session statuses.
const (
	StatusPending  Status = "pending"
	StatusApproved Status = "approved" // one-off only
	StatusActive   Status = "active"   // weekly only
	StatusRejected Status = "rejected"
	StatusDraft    Status = "draft"
	StatusInactive Status = "inactive"
)

// PublicStatus returns the status that makes a session of type t public.
func PublicStatus(t Type) Status {
	if t == Recurring {
		return StatusActive
	}
	return StatusApproved
}

// ValidStatus reports whether s is a status a session of type t may have.
func ValidStatus(t Type, s Status) bool {
	switch s {
	case StatusPending, StatusRejected, StatusDraft, StatusInactive:
		return true
	case StatusApproved:
		return t == Regular
	case StatusActive:
		return t == Recurring
	}
	return false
}

// Speaker is one speaker of a session, in order from 1.
type Speaker struct {
	Name   string `json:"name"`
	IsMain bool   `json:"is_main_speaker"`
	Order  int    `json:"speaker_order"`
}

// Holiday is a date, or a range of dates (holidays.go), on which a weekly session does not take
// place: a holiday, or a cancelled occurrence (Cancelled, with its reason), which lists keep
// until its time (see cancel.go).
type Holiday struct {
	ID        string `json:"id"`
	Date      Date   `json:"-"`
	Until     Date   `json:"-"` // the range's last day; zero for one date
	Reason    string `json:"reason,omitempty"`
	Cancelled bool   `json:"cancelled,omitempty"`
}

// Session is a kajian: one-off (Type Regular, with Date) or weekly (Type
// Recurring, with DayOfWeek). Optional text fields are "" when absent.
type Session struct {
	ID              string
	Type            Type
	Slug            string
	Title           string
	Ustaz           string
	Date            Date        // one-off only
	DayOfWeek       int         // weekly only: 0 Ahad … 6 Sabtu
	Rhythm          Rhythm      // weekly only: every week (zero), every N weeks, or weeks of the month
	EndDate         Date        // one-off only: the last day of a dauroh over several days; zero for one day
	EndTime         ClockTime   // when it ends (on EndDate for a dauroh); 0 when not said: EventDuration after the start
	Time            ClockTime   // local to Zone; after a prayer, its time on Date or the next occurrence when written
	AfterPrayer     AfterPrayer // set (Prayer != "") when the session starts after a prayer instead
	Zone            Zone
	IsOnline        bool
	LiveStreamURL   string
	Location        string
	Address         string
	MapsURL         string
	Latitude        *float64
	Longitude       *float64
	Description     string
	Audience        Audience // who it is for; zero: everyone (umum)
	Kitab           string   // the book studied, "" when not said
	Bab             string   // its chapter or topic ('Bab/Pembahasan')
	PosterKey       string   // blob key of the stored poster, "" without one
	ContactPerson   string
	ContactPhone    string
	Status          Status
	RejectionReason string
	CreatedBy       string
	CreatedAt       time.Time
	UpdatedAt       time.Time
	ApprovedBy      string
	ApprovedAt      *time.Time
	CancelledAt     *time.Time // one-off only: when its author or an admin cancelled it; nil when it is on
	CancelReason    string     // why, with CancelledAt
	Speakers        []Speaker
	Holidays        []Holiday  // weekly only, ascending by date
	MasjidID        string     // the masjid holding it, "" when none is linked
	Masjid          *MasjidRef // the linked masjid's page, read with the session; nil without one
	SeriesID        string     // the series it is part of, "" when none
	Series          *SeriesRef // that series' page, read with the session; nil without one
}

// MasjidRef names a session's masjid as cards link it.
type MasjidRef struct {
	Slug string
	Name string
}

// IsPublic reports whether everyone may see s.
func (s *Session) IsPublic() bool { return s.Status == PublicStatus(s.Type) }

// Start returns the instant a one-off session starts.
func (s *Session) Start() time.Time { return At(s.Date, s.TimeOn(s.Date), s.Zone) }

// prayerPlace is where s takes its prayer times: its own place, or its zone's main city.
func (s *Session) prayerPlace() GeoPoint {
	if s.Latitude != nil && s.Longitude != nil {
		return GeoPoint{Lat: *s.Latitude, Lng: *s.Longitude}
	}
	return ReferencePlace(s.Zone)
}

// TimeOn is s's start time on date d: its clock time, or for a session after a prayer that
// prayer's adzan on d at its place plus AdzanToStart and the offset (its stored time if none can
// be computed). Lists, calendars and reminders start the session then.
func (s *Session) TimeOn(d Date) ClockTime {
	if s.AfterPrayer.Prayer == "" {
		return s.Time
	}
	c, err := s.afterPrayerOn(d)
	if err != nil {
		return s.Time
	}
	return c
}

// afterPrayerOn is the start of a session after a prayer on date d: the prayer's adzan at its
// place plus AdzanToStart and the offset, at most 23:59.
func (s *Session) afterPrayerOn(d Date) (ClockTime, error) {
	c, err := PrayerTime(d, s.prayerPlace(), s.Zone, s.AfterPrayer.Prayer)
	if err != nil {
		return 0, err
	}
	return min(c+ClockTime(AdzanToStart+s.AfterPrayer.Offset), 23*60+59), nil
}

// AdzanOn is the adzan of the prayer a session starts after on date d, at its place: what pages
// show ("adzan ± 18.04 WIB"). ok is false for a clock-time session or a time not computable.
func (s *Session) AdzanOn(d Date) (c ClockTime, ok bool) {
	if s.AfterPrayer.Prayer == "" || d.IsZero() {
		return 0, false
	}
	c, err := PrayerTime(d, s.prayerPlace(), s.Zone, s.AfterPrayer.Prayer)
	return c, err == nil
}

// MsgNoPrayerTime refuses a session after a prayer whose time cannot be computed.
const MsgNoPrayerTime = "Waktu sholat tidak dapat dihitung untuk tanggal dan lokasi ini"

// ResolveTime sets the time of a session after a prayer to that prayer's time on its date, or
// for a weekly session on its next occurrence from now: the time stored and indexed with it.
func (s *Session) ResolveTime(now time.Time) error {
	if s.AfterPrayer.Prayer == "" {
		return nil
	}
	d := s.Date
	if s.Type == Recurring {
		d = s.WeeklyDateFrom(Today(now, s.Zone))
	}
	c, err := s.afterPrayerOn(d)
	if err != nil {
		return Invalid("time", MsgNoPrayerTime)
	}
	s.Time = c
	return nil
}

// WeeklyDateFrom is the first date on or after d that s's rhythm holds, holidays aside.
func (s *Session) WeeklyDateFrom(d Date) Date {
	return s.Rhythm.FirstOn(d, s.DayOfWeek)
}

// HeldOn reports whether a recurring session is held on d: its day, its rhythm, and no holiday.
func (s *Session) HeldOn(d Date) bool {
	if d.Weekday() != s.DayOfWeek || !s.Rhythm.holds(d) {
		return false
	}
	_, off := s.HolidayOn(d)
	return !off
}

// HeldFrom returns the first date on or after d on which a recurring session is held. Each
// holiday is passed at most once, so it ends.
func (s *Session) HeldFrom(d Date) Date {
	for {
		d = s.WeeklyDateFrom(d)
		if _, off := s.HolidayOn(d); !off {
			return d
		}
		d = d.AddDays(1)
	}
}

// ComputeSlug returns the slug a session's date or day and title give it.
func (s *Session) ComputeSlug() string {
	if s.Type == Recurring {
		return WeeklySlug(s.DayOfWeek, s.Title)
	}
	return OneOffSlug(s.Date, s.Title)
}

// SpeakersOrDerived returns the session's speakers, or one main speaker made
// from the ustaz field when it has none.
func (s *Session) SpeakersOrDerived() []Speaker {
	if len(s.Speakers) > 0 || s.Ustaz == "" {
		return s.Speakers
	}
	return []Speaker{{Name: s.Ustaz, IsMain: true, Order: 1}}
}

// PagePath is the path of a session's page: /kajian/{slug} or
// /kajian-rutin/{slug}.
func PagePath(t Type, slug string) string {
	if t == Recurring {
		return "/kajian-rutin/" + slug
	}
	return "/kajian/" + slug
}

// SessionLink is what a sitemap needs of a public session.
type SessionLink struct {
	Type      Type
	Slug      string
	UpdatedAt time.Time
}
