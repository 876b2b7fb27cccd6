package kajian

import "time"

// MinePageSize is how many sessions a page of My Kajian shows (spec §9).
const MinePageSize = 10

// The status filter values of My Kajian; "" is all. StatusFilterApproved
// matches approved one-off and active weekly sessions.
const (
	StatusFilterApproved = "approved"
)

// The time filter values of My Kajian; "" is all.
const (
	TimeUpcoming = "upcoming"
	TimePast     = "past"
)

// MineFilter narrows a user's own sessions. Zero fields do not filter.
type MineFilter struct {
	UserID string
	// Everyone lists every user's sessions (the admin dashboard) instead of
	// UserID's; without it and a UserID nothing matches.
	Everyone bool
	Search   string // in title, ustaz and location, ignoring case
	Type     Type   // regular or recurring
	Status   string // approved (with active), pending, rejected, draft, inactive
	// Time is upcoming or past. A one-off session is past once it has
	// started; a weekly session always has a next meeting, so it is upcoming
	// and never past.
	Time   string
	Now    time.Time
	Limit  int // MinePageSize when 0
	Offset int
}

// MinePage is one page of a user's sessions, newest first, and how many match.
type MinePage struct {
	Sessions []*Session
	Total    int
}
