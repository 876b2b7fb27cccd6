package kajian

import "time"

// CancelledFilter says whose cancellations a feed wants: one attendee's, one speaker's, or those
// in a box of coordinates.
type CancelledFilter struct {
	Attendee string
	Speaker  string
	Box      *[4]float64 // minLat, maxLat, minLng, maxLng
}

// Cancellation is a published session leaving public view (deleted, or rejected after an
// edit), kept for calendar feeds: Snapshot is its event, as the feeds read it back.
type Cancellation struct {
	Snapshot string
	Speakers []string
	Point    *GeoPoint
}

// CancelledSession is a kept cancellation.
type CancelledSession struct {
	SessionID   string
	Snapshot    string
	CancelledAt time.Time
}

// SessionNotice is a notice for everyone attending a session's coming occurrences, enqueued in
// the transaction of the write that causes it (an edit, a rejection, a deletion).
type SessionNotice struct {
	Kind    NoticeKind // change or cancel
	Key     string     // what makes it one notice: the edit's moment
	Payload string
	Held    bool // kept until the session is approved again
}

// SessionNews is what a write tells a session's attendees and calendar feeds, in the write's
// transaction.
type SessionNews struct {
	Notice    *SessionNotice // for each attendee of its coming occurrences
	Cancelled *Cancellation  // the session leaves public view: feeds say so for 30 days
}
