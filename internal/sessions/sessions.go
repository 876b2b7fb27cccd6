// Package sessions is the use-case of reading sessions as a viewer may see
// them: one session's page (visibility, attendance, who posted it), its
// public notes, cards of sessions with their attendance, and answering
// attendance ('hadir' / 'tidak hadir').
package sessions

import (
	"context"
	"errors"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// Store reads sessions, profiles, attendance and public notes, and records
// attendance.
type Store interface {
	FindSessionBySlug(ctx context.Context, t kajian.Type, slug string) (*kajian.Session, error)
	FindScheduleBySlug(ctx context.Context, t kajian.Type, slug string) (*kajian.Session, error)
	FindProfile(ctx context.Context, userID string) (kajian.Profile, error)
	AttendanceOf(ctx context.Context, userID string, occs []kajian.Occurrence) (store.Attendance, error)
	AnswerRSVP(ctx context.Context, a store.Answer) (kajian.RSVPStatus, int, error)
	ListNotes(ctx context.Context, f kajian.NoteFilter) (kajian.NotePage, error)
	NumberMeetings(ctx context.Context, list []*kajian.Session, from, to kajian.Date) error
}

// Reminders plans the reminders of an occurrence a user attends, queued with
// the answer, and wakes the copy's worker when one is due before it looks.
type Reminders interface {
	Attending(userID string, k *kajian.Session, occ kajian.Date) []store.Job
	Queued(jobs []store.Job)
}

// Service reads sessions for viewers and records their attendance.
type Service struct {
	store     Store
	reminders Reminders
	clock     kajian.Clock
}

// New returns the sessions use-case.
func New(st Store, reminders Reminders, clock kajian.Clock) *Service {
	return &Service{store: st, reminders: reminders, clock: clock}
}

// Errors of a session's page (spec §5 Session visibility, §8). A session that
// exists but is not visible to the viewer gets its own message, as the spec
// asks.
var (
	ErrKajianNotFound     = kajian.Errorf(kajian.KindNotFound, "kajian_not_found", "Kajian tidak ditemukan")
	ErrKajianNotApproved  = kajian.Errorf(kajian.KindNotFound, "kajian_not_approved", "Kajian tidak ditemukan atau belum disetujui")
	ErrRecurringNotFound  = kajian.Errorf(kajian.KindNotFound, "recurring_kajian_not_found", "Kajian rutin tidak ditemukan")
	ErrRecurringNotActive = kajian.Errorf(kajian.KindNotFound, "recurring_kajian_not_active", "Kajian rutin tidak ditemukan atau belum aktif")
)

// DefaultAuthorName stands in for a missing profile's name (spec §7).
const DefaultAuthorName = "Pengguna"

// notFound returns the error for a session of type t that does not exist
// (hidden false) or that the viewer may not see (hidden true).
func notFound(t kajian.Type, hidden bool) error {
	switch {
	case t == kajian.Recurring && hidden:
		return ErrRecurringNotActive
	case t == kajian.Recurring:
		return ErrRecurringNotFound
	case hidden:
		return ErrKajianNotApproved
	}
	return ErrKajianNotFound
}

// Find returns the session of type t by its slug (or a UUID inside it) when
// viewer may see it.
func (s *Service) Find(ctx context.Context, viewer kajian.Viewer, t kajian.Type, slug string) (*kajian.Session, error) {
	return s.find(ctx, viewer, t, slug, s.store.FindSessionBySlug)
}

// find is Find with the store's lookup: the session in full, or its schedule alone.
func (s *Service) find(ctx context.Context, viewer kajian.Viewer, t kajian.Type, slug string,
	lookup func(ctx context.Context, t kajian.Type, slug string) (*kajian.Session, error)) (*kajian.Session, error) {
	k, err := lookup(ctx, t, slug)
	if errors.Is(err, kajian.ErrNotFound) {
		return nil, notFound(t, false)
	}
	if err != nil {
		return nil, err
	}
	if !viewer.CanView(k) {
		return nil, notFound(t, true)
	}
	return k, nil
}

// Now is the clock's moment; a request reads it once and passes it on.
func (s *Service) Now() time.Time { return s.clock.Now() }

// CreatorName is the full name of whoever posted k, or DefaultAuthorName.
func (s *Service) CreatorName(ctx context.Context, k *kajian.Session) (string, error) {
	p, err := s.store.FindProfile(ctx, k.CreatedBy)
	if errors.Is(err, kajian.ErrNotFound) || (err == nil && p.FullName == "") {
		return DefaultAuthorName, nil
	}
	return p.FullName, err
}

// Card is a session with its attendance as the viewer sees it: the 'hadir'
// count (a weekly session's for its next occurrence) and the viewer's own
// answer.
type Card struct {
	Session   *kajian.Session
	RSVPCount int
	Mine      kajian.RSVPStatus
}

// Cards adds attendance to sessions at now, in one query, and numbers the meetings of those in a
// series ('Pertemuan ke-14' on the date a card shows).
func (s *Service) Cards(ctx context.Context, viewer kajian.Viewer, now time.Time, list []*kajian.Session) ([]Card, error) {
	today := kajian.Today(now, kajian.DefaultZone)
	if err := s.store.NumberMeetings(ctx, list, today.AddDays(-1), today.AddDays(kajian.NumberedDays)); err != nil {
		return nil, err
	}
	occs := make([]kajian.Occurrence, len(list))
	for i, k := range list {
		occs[i] = k.OccurrenceAt(now)
	}
	att, err := s.store.AttendanceOf(ctx, viewer.UserID, occs)
	if err != nil {
		return nil, err
	}
	out := make([]Card, len(list))
	for i, k := range list {
		out[i] = Card{Session: k, RSVPCount: att.Counts[occs[i]], Mine: att.Mine[occs[i]]}
	}
	return out, nil
}

// Page is a session as its page shows it at Now.
type Page struct {
	Card
	Now         time.Time
	CreatorName string
}

// Page returns the session of type t and slug as viewer sees it now.
func (s *Service) Page(ctx context.Context, viewer kajian.Viewer, t kajian.Type, slug string) (Page, error) {
	k, err := s.Find(ctx, viewer, t, slug)
	if err != nil {
		return Page{}, err
	}
	now := s.clock.Now()
	cards, err := s.Cards(ctx, viewer, now, []*kajian.Session{k})
	if err != nil {
		return Page{}, err
	}
	name, err := s.CreatorName(ctx, k)
	if err != nil {
		return Page{}, err
	}
	return Page{Card: cards[0], Now: now, CreatorName: name}, nil
}
