package kajian

import (
	"encoding/json"
	"time"
)

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

// NoticeText is a notice as a browser shows it: the JSON payload of a Web Push message
// (push.Message has the same shape).
type NoticeText struct {
	Title string `json:"title"`
	Body  string `json:"body"`
	URL   string `json:"url"`
	Tag   string `json:"tag,omitempty"` // a newer notice with the same tag replaces the older
}

// Payload is m as the queue keeps it.
func (m NoticeText) Payload() string {
	b, err := json.Marshal(m)
	if err != nil {
		panic(err) // strings only: cannot fail
	}
	return string(b)
}

// ChangeNotice is what the attendees of after are told after an edit moved it (nil when it
// did not): held, while it waits for approval again, until it is approved.
func ChangeNotice(before, after *Session, now time.Time) *SessionNotice {
	if !ScheduleChanged(before, after) {
		return nil
	}
	m := NoticeText{Title: "Jadwal berubah: " + after.Title, Body: "Sekarang " + after.WhenWhere(now),
		URL: PagePath(after.Type, after.Slug), Tag: "kajian-" + after.ID}
	return &SessionNotice{Kind: NoticeChange, Key: now.UTC().Format(time.RFC3339Nano), Payload: m.Payload(),
		Held: !after.IsPublic()}
}

// Cancelled is what k's attendees and calendar feeds are told when k leaves public view for
// good (deleted, or rejected after an edit).
func Cancelled(k *Session, now time.Time) SessionNews {
	m := NoticeText{Title: "Kajian dibatalkan: " + k.Title, Body: k.WhenWhere(now) + " tidak jadi diadakan.",
		URL: "/", Tag: "kajian-" + k.ID}
	snap, err := json.Marshal(SnapshotOf(k))
	if err != nil {
		panic(err) // plain fields: cannot fail
	}
	return SessionNews{
		Notice:    &SessionNotice{Kind: NoticeCancel, Key: "cancel", Payload: m.Payload()},
		Cancelled: &Cancellation{Snapshot: string(snap), Speakers: k.SpeakerKeys(), Point: k.Point()},
	}
}

// WhenWhere says when s is next held and where: 'Ahad, 6 Desember 2026 pukul 19.30 WIB di
// Masjid Istiqlal', for a weekly session after its rhythm: 'setiap Ahad, mulai …', 'Sabtu pekan
// ke-2 & ke-4, mulai …'.
func (s *Session) WhenWhere(now time.Time) string {
	next := s.TimingAt(now).NextDate
	out := next.LongIndonesian() + " " + s.TimePhrase(next)
	if s.Type == Recurring {
		out = s.Rhythm.phrase(s.DayOfWeek) + ", mulai " + out
	}
	if place := s.PlaceText(); place != "" {
		out += " di " + place
	}
	return out
}
