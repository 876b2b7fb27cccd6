package kajian

// Note is a journal note as lists and pages show it: the note with the
// session it is about and its author's name.
type Note struct {
	JournalEntry
	SessionType     Type // "" when the session was deleted
	SessionTitle    string
	SessionUstaz    string
	SessionSlug     string
	SessionLocation string
	AuthorName      string // "" when the author has no profile
}

// NoteFilter says which notes a list holds and in what order. Zero fields
// do not filter.
type NoteFilter struct {
	UserID     string     // only this author's notes
	Visibility Visibility // only notes of this visibility
	Favorites  bool       // only favourites
	// SessionType and SessionID keep the notes about one session.
	SessionType Type
	SessionID   string
	SeriesID    string // only notes about sessions of this series
	// Search matches, ignoring case, the note's text and its session's title
	// and ustaz, and with SearchLocation also the session's location.
	Search         string
	SearchLocation bool
	From           Date
	To             Date     // inclusive
	Tags           []string // every one of them (AND)
	// ByCreated orders by when notes were written instead of by attendance
	// date; Oldest turns either order around.
	ByCreated bool
	Oldest    bool
	Limit     int // at most 100
	Offset    int
}

// NotePage is one page of notes, how many match, and every tag on the notes
// in the filter's scope (author, visibility and session, before search and
// the other filters), for the filter chips.
type NotePage struct {
	Notes []Note
	Total int
	Tags  []string
}

// MaxPickerSessions bounds the sessions the journal's session picker lists
// of one kind (content-side §9: the fallback list holds 50).
const MaxPickerSessions = 50
