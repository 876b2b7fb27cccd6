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

// Holiday is a date on which a weekly session does not take place.
type Holiday struct {
	ID     string `json:"id"`
	Date   Date   `json:"-"`
	Reason string `json:"reason,omitempty"`
}

// Session is a kajian: one-off (Type Regular, with Date) or weekly (Type
// Recurring, with DayOfWeek). Optional text fields are "" when absent.
type Session struct {
	ID              string
	Type            Type
	Slug            string
	Title           string
	Ustaz           string
	Date            Date      // one-off only
	DayOfWeek       int       // weekly only: 0 Ahad … 6 Sabtu
	Time            ClockTime // local to Zone
	Zone            Zone
	IsOnline        bool
	LiveStreamURL   string
	Location        string
	Address         string
	MapsURL         string
	Latitude        *float64
	Longitude       *float64
	Description     string
	PosterKey       string // blob key of the stored poster, "" without one
	ContactPerson   string
	ContactPhone    string
	Status          Status
	RejectionReason string
	CreatedBy       string
	CreatedAt       time.Time
	UpdatedAt       time.Time
	ApprovedBy      string
	ApprovedAt      *time.Time
	Speakers        []Speaker
	Holidays        []Holiday // weekly only, ascending by date
}

// IsPublic reports whether everyone may see s.
func (s *Session) IsPublic() bool { return s.Status == PublicStatus(s.Type) }

// Start returns the instant a one-off session starts.
func (s *Session) Start() time.Time { return At(s.Date, s.Time, s.Zone) }

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

// HolidayOn returns the holiday falling on d, if any.
func (s *Session) HolidayOn(d Date) (Holiday, bool) {
	for _, h := range s.Holidays {
		if h.Date == d {
			return h, true
		}
	}
	return Holiday{}, false
}

// PagePath is the path of a session's page: /kajian/{slug} or
// /kajian-rutin/{slug}.
func PagePath(t Type, slug string) string {
	if t == Recurring {
		return "/kajian-rutin/" + slug
	}
	return "/kajian/" + slug
}
