package kajian

import (
	"fmt"
	"time"
)

// A calendar source is an iCal address (a masjid's Google Calendar, a website's feed) whose events
// become drafts for the person who added it, refreshed in the background.

// CalendarSource is one iCal address a user imports from, with what its last fetch found.
type CalendarSource struct {
	ID        string
	URL       string
	Name      string // the calendar's own name (X-WR-CALNAME), "" without
	OwnerID   string
	OwnerRole Role // read with the source, for the rules its background updates follow
	// MasjidID is the masjid the source belongs to ("" for the owner's own): added by an editor of
	// that masjid (or an admin), its imported sessions are attached to it. Masjid names it.
	MasjidID      string
	Masjid        *MasjidRef
	ETag          string
	LastModified  string
	LastFetchedAt *time.Time
	LastError     string // Indonesian, "" after a good fetch
	NextFetchAt   time.Time
	CreatedAt     time.Time
	// Counts of its events by what became of them, and the posted sessions the calendar changed.
	Events, Drafts, Posted, Updated int
	// Claim is when this copy's claim on it lapses (zero when it holds none): until then no
	// other copy fetches it, and only the claim's holder saves what it fetched.
	Claim time.Time
}

// CalendarFetch is what one fetch of a source found, saved at once with its claim released.
type CalendarFetch struct {
	At           time.Time
	ETag         string // the answer's validators (kept as they were on 'not modified')
	LastModified string
	Name         string // "" keeps the name it has
	Error        string // Indonesian, "" after a good fetch
	Updated      int    // posted sessions this fetch updated or cancelled
	Insert       []CalendarEvent
	Change       []CalendarEvent // by ID: state, draft, hash, sequence, modified
}

// CalendarEventState is what became of one imported event.
type CalendarEventState string

// The states of an imported event.
const (
	EventDraft     CalendarEventState = "draft"     // waiting for its owner to review and post it
	EventPosted    CalendarEventState = "posted"    // posted: the calendar's changes update its session
	EventCancelled CalendarEventState = "cancelled" // the calendar cancelled it (its session, if any, was cancelled)
)

// CalendarEvent is one event of a source: its draft, the session it became once posted, and what
// tells a change of it (the calendar's sequence and last-modified, and a hash of what was read).
type CalendarEvent struct {
	ID          string
	SourceID    string
	Key         string // the reader's stable key of the event or occurrence
	State       CalendarEventState
	Draft       string // the draft as JSON, as the use-case keeps it
	Hash        string
	Sequence    int
	Modified    *time.Time
	SessionType Type   // once posted
	SessionID   string // once posted
	UpdatedAt   time.Time
}

// CalendarRefresh is how often a source is fetched again.
const CalendarRefresh = 6 * time.Hour

// Bounds of calendar sources.
const (
	MaxCalendarSources  = 20 // per user
	MaxCalendarURLRunes = 2000
)

// CalendarSourceLimit bounds the sources one user adds or refreshes by hand: each is a fetch of
// a stranger's address from the server.
var CalendarSourceLimit = Limit{Max: 20, Per: time.Hour}

// Messages of calendar sources, shown as is.
const (
	MsgCalendarURLEmpty    = "Alamat kalender (iCal) harus diisi"
	MsgCalendarURLLong     = "Alamat kalender terlalu panjang"
	MsgCalendarTaken       = "Kalender ini sudah Anda tambahkan"
	MsgCalendarTooMany     = "Anda sudah menambahkan 20 kalender, jumlah maksimal"
	MsgCalendarNotFound    = "Sumber kalender tidak ditemukan"
	MsgCalendarBusy        = "Kalender ini sedang diperbarui. Coba lagi sebentar lagi."
	MsgCalendarOnlyTrusted = "Hanya kontributor tepercaya, pengurus masjid dan admin yang dapat mengimpor kalender"
	MsgCalendarRefreshed   = "Kalender berhasil diperbarui"
	MsgCalendarViaMasjid   = "Pengurus masjid menambahkan kalender dari halaman Kelola Masjid"
	MsgDraftNotFound       = "Draf tidak ditemukan"
	MsgDraftDone           = "Draf ini sudah diposting atau dibatalkan"
)

// Errors of calendar sources.
var (
	ErrCalendarNotFound = Errorf(KindNotFound, "calendar_source_not_found", MsgCalendarNotFound)
	ErrCalendarBusy     = Errorf(KindConflict, "calendar_source_busy", MsgCalendarBusy)
	ErrDraftNotFound    = Errorf(KindNotFound, "calendar_draft_not_found", MsgDraftNotFound)
	ErrDraftDone        = Errorf(KindConflict, "calendar_draft_done", MsgDraftDone)
)

// CanImportCalendars refuses visitors (401) and everyone but trusted contributors, admins and
// the editors of a masjid (editsMasjid) (403): importing makes the server fetch a stranger's
// address and turns a whole calendar into postings.
func CanImportCalendars(v Viewer, editsMasjid bool) error {
	switch {
	case !v.SignedIn():
		return ErrUnauthorized
	case v.Role != RoleAdmin && v.Role != RoleContributor && !editsMasjid:
		return Errorf(KindForbidden, "forbidden", MsgCalendarOnlyTrusted)
	}
	return nil
}

// CanAddCalendarSource says who may add a source: for a masjid (masjidID), its editors (keeps)
// and admins, anyone else 403 whatever their role; for themselves, trusted contributors and
// admins. A masjid editor's calendar goes through their masjid (editsMasjid: v edits some
// masjid), which their refusal says.
func CanAddCalendarSource(v Viewer, masjidID string, keeps, editsMasjid bool) error {
	switch {
	case !v.SignedIn():
		return ErrUnauthorized
	case masjidID != "":
		return RequireMasjidEditor(v, keeps)
	case editsMasjid && !v.IsAdmin() && !v.IsContributor():
		return Errorf(KindForbidden, "forbidden", MsgCalendarViaMasjid)
	}
	return CanImportCalendars(v, false)
}

// OwnsCalendarSource reports whether v may see and manage s: only the one who added it, so that
// another contributor's source is not found at all (404).
func (v Viewer) OwnsCalendarSource(s *CalendarSource) bool {
	return v.SignedIn() && s.OwnerID == v.UserID
}

// CalendarAddedMessage is the toast of a source just added: how many drafts it gave.
func CalendarAddedMessage(drafts int) string {
	if drafts == 0 {
		return "Kalender berhasil ditambahkan, tetapi belum ada kajian mendatang di dalamnya"
	}
	return fmt.Sprintf("Kalender berhasil ditambahkan: %d draf kajian siap diperiksa", drafts)
}
