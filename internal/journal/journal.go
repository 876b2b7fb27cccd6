// Package journal is the use-case of study notes ('Catatan Saya'): a
// signed-in user writes notes about the sessions they attended, keeps them
// private or makes them public, marks favourites, and finds them again;
// anyone reads the public ones. A note belongs to its author: every verb on
// someone else's note answers as if it did not exist.
package journal

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Store keeps notes and reads the sessions they are about.
type Store interface {
	CreateJournalEntryWithin(ctx context.Context, e *kajian.JournalEntry, clientKey string, quota kajian.NoteQuota) (bool, error)
	UpdateJournalEntry(ctx context.Context, e *kajian.JournalEntry, quota kajian.NoteQuota) error
	SetNoteVisibility(ctx context.Context, id, userID string, v kajian.Visibility) error
	SetNoteFavorite(ctx context.Context, id, userID string, favorite bool) error
	DeleteOwnNote(ctx context.Context, id, userID string) error
	FindNote(ctx context.Context, id string) (kajian.Note, error)
	ListNotes(ctx context.Context, f kajian.NoteFilter) (kajian.NotePage, error)
	FindSession(ctx context.Context, t kajian.Type, id string) (*kajian.Session, error)
	ListAttendedSessions(ctx context.Context, userID string) ([]*kajian.Session, error)
	ListPublicSessions(ctx context.Context) ([]*kajian.Session, error)
}

// Limiter spends one event of a key under a limit, shared by every copy of
// the server.
type Limiter interface {
	Allow(ctx context.Context, key string, l kajian.Limit) (bool, time.Duration, error)
}

// Page sizes (content-side §9).
const (
	OwnPageSize    = 9
	PublicPageSize = 12
)

// maxClientKey bounds the key a client names its save with.
const maxClientKey = 100

// Errors of the journal.
var (
	// ErrNoteNotFound answers a note that does not exist or is not the
	// viewer's: the same answer for both, so nobody learns of another's note.
	ErrNoteNotFound  = kajian.Errorf(kajian.KindNotFound, "note_not_found", "Catatan tidak ditemukan")
	errLogin         = kajian.Errorf(kajian.KindUnauthorized, "unauthorized", kajian.MsgLoginFirst)
	errSessionHidden = kajian.Invalid("kajian_id", "Kajian tidak ditemukan atau belum disetujui")
	errBadVisibility = kajian.Invalid("visibility", "Visibilitas catatan tidak valid")
	errBadClientKey  = kajian.Invalid("client_key", "Kunci penyimpanan tidak valid")
)

// Service writes and reads notes.
type Service struct {
	store    Store
	limiter  Limiter
	sanitize func(html string) string
	clock    kajian.Clock
}

// New returns the journal use-case; sanitize cleans note HTML (htmlsafe.Notes).
func New(st Store, limiter Limiter, sanitize func(string) string, clock kajian.Clock) *Service {
	return &Service{store: st, limiter: limiter, sanitize: sanitize, clock: clock}
}

// prepare sanitises and checks a note's input and returns its entry fields.
func (s *Service) prepare(in kajian.NoteInput, creating bool) (kajian.JournalEntry, error) {
	// Cleaned after sanitising, which turns character references such as
	// &#x202E; into the characters themselves.
	in.Notes = kajian.CleanText(s.sanitize(in.Notes))
	text := kajian.CleanText(kajian.NoteText(in.Notes))
	if err := kajian.ValidateNote(in, text, creating, s.clock.Now()); err != nil {
		return kajian.JournalEntry{}, err
	}
	d, _ := kajian.ParseDate(strings.TrimSpace(in.AttendanceDate))
	v := in.Visibility
	if v == "" {
		v = kajian.Private
	}
	return kajian.JournalEntry{KajianID: strings.TrimSpace(in.KajianID), RecurringKajianID: strings.TrimSpace(in.RecurringKajianID),
		AttendanceDate: d, Notes: in.Notes, NotesText: text, IsFavorite: in.IsFavorite, Tags: kajian.CleanTags(in.Tags), Visibility: v}, nil
}

// Create stores a new note of the viewer about a public session. clientKey
// (optional) names the save: saving again with the same key, after a lost
// answer or from the offline queue, returns the note the first save made,
// and created is false.
func (s *Service) Create(ctx context.Context, viewer kajian.Viewer, in kajian.NoteInput, clientKey string) (kajian.Note, bool, error) {
	if !viewer.SignedIn() {
		return kajian.Note{}, false, errLogin
	}
	clientKey = kajian.CleanText(clientKey)
	if len(clientKey) > maxClientKey {
		return kajian.Note{}, false, errBadClientKey
	}
	e, err := s.prepare(in, true)
	if err != nil {
		return kajian.Note{}, false, err
	}
	t, id := kajian.Regular, e.KajianID
	if e.RecurringKajianID != "" {
		t, id = kajian.Recurring, e.RecurringKajianID
	}
	k, err := s.store.FindSession(ctx, t, id)
	if errors.Is(err, kajian.ErrNotFound) || (err == nil && !k.IsPublic()) {
		return kajian.Note{}, false, errSessionHidden
	}
	if err != nil {
		return kajian.Note{}, false, err
	}
	// Spent once the note is known to be valid, so a mistake costs nothing.
	ok, wait, err := s.limiter.Allow(ctx, "note-create:user:"+viewer.UserID, kajian.NoteWriteLimit)
	if err != nil {
		return kajian.Note{}, false, err
	}
	if !ok {
		return kajian.Note{}, false, kajian.TooMany(kajian.MsgNoteWrites, wait)
	}
	e.UserID = viewer.UserID
	created, err := s.store.CreateJournalEntryWithin(ctx, &e, clientKey, kajian.NoteQuotaPerUser)
	if err != nil {
		return kajian.Note{}, false, err
	}
	n, err := s.store.FindNote(ctx, e.ID)
	return n, created, err
}

// own returns the viewer's note with the id, or ErrNoteNotFound.
func (s *Service) own(ctx context.Context, viewer kajian.Viewer, id string) (kajian.Note, error) {
	if !viewer.SignedIn() {
		return kajian.Note{}, kajian.ErrUnauthorized
	}
	n, err := s.store.FindNote(ctx, id)
	if errors.Is(err, kajian.ErrNotFound) || (err == nil && n.UserID != viewer.UserID) {
		return kajian.Note{}, ErrNoteNotFound
	}
	return n, err
}

// Get returns one of the viewer's notes.
func (s *Service) Get(ctx context.Context, viewer kajian.Viewer, id string) (kajian.Note, error) {
	return s.own(ctx, viewer, id)
}

// Update saves an edit of the viewer's note: date, text, tags, visibility
// and favourite; its session stays.
func (s *Service) Update(ctx context.Context, viewer kajian.Viewer, id string, in kajian.NoteInput) (kajian.Note, error) {
	n, err := s.own(ctx, viewer, id)
	if err != nil {
		return kajian.Note{}, err
	}
	e, err := s.prepare(in, false)
	if err != nil {
		return kajian.Note{}, err
	}
	e.ID, e.UserID, e.KajianID, e.RecurringKajianID = n.ID, n.UserID, n.KajianID, n.RecurringKajianID
	if err := s.store.UpdateJournalEntry(ctx, &e, kajian.NoteQuotaPerUser); err != nil {
		return kajian.Note{}, notFound(err)
	}
	return s.store.FindNote(ctx, id)
}

// SetVisibility makes the viewer's note private or public; it returns the
// toast to show.
func (s *Service) SetVisibility(ctx context.Context, viewer kajian.Viewer, id string, v kajian.Visibility) (string, error) {
	if !v.Valid() {
		return "", errBadVisibility
	}
	if !viewer.SignedIn() {
		return "", kajian.ErrUnauthorized
	}
	if err := s.store.SetNoteVisibility(ctx, id, viewer.UserID, v); err != nil {
		return "", notFound(err)
	}
	if v == kajian.Public {
		return "Catatan diubah menjadi publik", nil
	}
	return "Catatan diubah menjadi privat", nil
}

// SetFavorite marks or unmarks the viewer's note as a favourite; it returns
// the toast to show.
func (s *Service) SetFavorite(ctx context.Context, viewer kajian.Viewer, id string, favorite bool) (string, error) {
	if !viewer.SignedIn() {
		return "", kajian.ErrUnauthorized
	}
	if err := s.store.SetNoteFavorite(ctx, id, viewer.UserID, favorite); err != nil {
		return "", notFound(err)
	}
	if favorite {
		return "Ditambahkan ke favorit", nil
	}
	return "Dihapus dari favorit", nil
}

// Delete deletes the viewer's note; it returns the toast to show.
func (s *Service) Delete(ctx context.Context, viewer kajian.Viewer, id string) (string, error) {
	if !viewer.SignedIn() {
		return "", kajian.ErrUnauthorized
	}
	if err := s.store.DeleteOwnNote(ctx, id, viewer.UserID); err != nil {
		return "", notFound(err)
	}
	return "Catatan berhasil dihapus", nil
}

// notFound answers a write that found no note of the viewer's.
func notFound(err error) error {
	if errors.Is(err, kajian.ErrNotFound) {
		return ErrNoteNotFound
	}
	return err
}

// Mine is a page of the viewer's own notes; f's author, size and order of
// writing are set here.
func (s *Service) Mine(ctx context.Context, viewer kajian.Viewer, f kajian.NoteFilter, page int) (kajian.NotePage, error) {
	if !viewer.SignedIn() {
		return kajian.NotePage{}, kajian.ErrUnauthorized
	}
	f.UserID, f.SessionID, f.ByCreated = viewer.UserID, "", false
	f.Limit, f.Offset = OwnPageSize, (page-1)*OwnPageSize
	return s.store.ListNotes(ctx, f)
}

// Public is a page of everyone's public notes, newest written first (oldest
// with f.Oldest).
func (s *Service) Public(ctx context.Context, f kajian.NoteFilter, page int) (kajian.NotePage, error) {
	f.UserID, f.Visibility, f.Favorites, f.SessionID, f.ByCreated = "", kajian.Public, false, "", true
	f.Limit, f.Offset = PublicPageSize, (page-1)*PublicPageSize
	return s.store.ListNotes(ctx, f)
}

// AllMine returns every note of the viewer, newest attendance first, for
// 'Unduh catatan saya'.
func (s *Service) AllMine(ctx context.Context, viewer kajian.Viewer) ([]kajian.Note, error) {
	if !viewer.SignedIn() {
		return nil, kajian.ErrUnauthorized
	}
	var all []kajian.Note
	for offset := 0; ; offset += 100 {
		p, err := s.store.ListNotes(ctx, kajian.NoteFilter{UserID: viewer.UserID, Limit: 100, Offset: offset})
		if err != nil {
			return nil, err
		}
		all = append(all, p.Notes...)
		if len(p.Notes) < 100 {
			return all, nil
		}
	}
}

// Picker is what the note form offers to choose from: the sessions the
// viewer answered 'hadir' to, or, when there are none, every public session
// (Attended false).
type Picker struct {
	Sessions []*kajian.Session
	Attended bool
}

// Sessions returns the sessions the viewer may write a note about.
func (s *Service) Sessions(ctx context.Context, viewer kajian.Viewer) (Picker, error) {
	if !viewer.SignedIn() {
		return Picker{}, errLogin
	}
	list, err := s.store.ListAttendedSessions(ctx, viewer.UserID)
	if err != nil || len(list) > 0 {
		return Picker{Sessions: list, Attended: true}, err
	}
	list, err = s.store.ListPublicSessions(ctx)
	return Picker{Sessions: list}, err
}
