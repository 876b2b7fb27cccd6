package kajian

import "time"

// Visibility says who may read a journal note.
type Visibility string

// Note visibilities; private is the default.
const (
	Private Visibility = "private"
	Public  Visibility = "public"
)

// Valid reports whether v is a visibility.
func (v Visibility) Valid() bool { return v == Private || v == Public }

// JournalEntry is a user's study note about a session they attended.
type JournalEntry struct {
	ID                string
	UserID            string
	KajianID          string // exactly one of KajianID and RecurringKajianID is set at creation
	RecurringKajianID string
	AttendanceDate    Date
	Notes             string // sanitised HTML
	IsFavorite        bool
	Tags              []string
	Visibility        Visibility
	CreatedAt         time.Time
	UpdatedAt         time.Time
}
