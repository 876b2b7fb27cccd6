// Package imports is the use-case of importing sessions from calendars a trusted contributor, a
// masjid's editor or an admin already keeps (a masjid's Google Calendar, a website's iCal feed).
// A source may belong to a masjid its adder edits: its sessions are attached to that masjid and
// publish as the editor's postings do. A source is fetched
// at once when added (refused, with nothing stored, when its address is not public or its answer
// is not a calendar), each event becomes a draft its owner reviews and posts through the posting
// path, and a background worker fetches every source again every 6 hours, updating the sessions
// posted from it and adding new drafts.
package imports

import (
	"context"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/kajiankita/kajian/internal/calfeed"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/safefetch"
)

// Store keeps sources, their events and the sessions they became.
type Store interface {
	CreateCalendarSource(ctx context.Context, s *kajian.CalendarSource, events []kajian.CalendarEvent) error
	CalendarSources(ctx context.Context, ownerID string) ([]*kajian.CalendarSource, error)
	CalendarSource(ctx context.Context, id string) (*kajian.CalendarSource, error)
	CalendarEvents(ctx context.Context, sourceID string) ([]kajian.CalendarEvent, error)
	CalendarEvent(ctx context.Context, sourceID, id string) (kajian.CalendarEvent, error)
	ClaimCalendarSources(ctx context.Context, limit int, lease time.Duration) ([]*kajian.CalendarSource, error)
	ClaimCalendarSource(ctx context.Context, id string, lease time.Duration) (*kajian.CalendarSource, error)
	FinishCalendarFetch(ctx context.Context, s *kajian.CalendarSource, f kajian.CalendarFetch) error
	BeginPostingDraft(ctx context.Context, sourceID, id string) error
	AbandonPostingDraft(ctx context.Context, sourceID, id string) error
	FinishPostingDraft(ctx context.Context, sourceID, id string, t kajian.Type, sessionID string) error

	FindSession(ctx context.Context, t kajian.Type, id string) (*kajian.Session, error)
	UpdateSession(ctx context.Context, s *kajian.Session, holidays []kajian.Holiday, news ...kajian.SessionNews) error
	DeleteSession(ctx context.Context, t kajian.Type, id string, news ...kajian.SessionNews) error
	SessionsOn(ctx context.Context, t kajian.Type, d kajian.Date, day int) ([]*kajian.Session, error)
	UpdateDirect(ctx context.Context, s *kajian.Session, holidays []kajian.Holiday, news kajian.SessionNews, actorID string) error

	FindMasjid(ctx context.Context, id string) (*kajian.Masjid, error)
	IsMasjidEditor(ctx context.Context, masjidID, userID string) (bool, error)
	EditsAnyMasjid(ctx context.Context, userID string) (bool, error)
}

// Fetcher fetches a user-given address with the guards of safefetch.
type Fetcher interface {
	Get(ctx context.Context, raw string, prev safefetch.Validators) (safefetch.Result, error)
}

// Poster posts a reviewed draft as the posting form does (checked, pending for users, published
// per the role rules), returning the session and its toast.
type Poster interface {
	Create(ctx context.Context, viewer kajian.Viewer, p kajian.Posting) (*kajian.Session, string, error)
}

// Waker sends at once the notices a write just queued for attendees.
type Waker interface{ Wake() }

// Limiter spends one event of a key under a limit.
type Limiter interface {
	Allow(ctx context.Context, key string, l kajian.Limit) (bool, time.Duration, error)
}

// Service adds, lists and refreshes calendar sources and posts their drafts.
type Service struct {
	store   Store
	fetch   Fetcher
	poster  Poster
	waker   Waker
	limiter Limiter
	clock   kajian.Clock
}

// New returns the import use-case.
func New(st Store, fetch Fetcher, poster Poster, waker Waker, limiter Limiter, clock kajian.Clock) *Service {
	return &Service{store: st, fetch: fetch, poster: poster, waker: waker, limiter: limiter, clock: clock}
}

// Add validates address, fetches and reads it at once and stores the source with every event
// as a draft for the viewer, belonging to masjidID when it is not "" (its editors and admins
// only: 403 for anyone else). An address that is not public, an answer that is not a calendar or
// any failed fetch is refused with its Indonesian message on the field, and nothing is stored.
func (s *Service) Add(ctx context.Context, viewer kajian.Viewer, address, masjidID string) (*kajian.CalendarSource, error) {
	if err := s.mayAdd(ctx, viewer, masjidID); err != nil {
		return nil, err
	}
	address = strings.TrimSpace(address)
	switch {
	case address == "":
		return nil, kajian.Invalid("url", kajian.MsgCalendarURLEmpty)
	case utf8.RuneCountInString(address) > kajian.MaxCalendarURLRunes:
		return nil, kajian.Invalid("url", kajian.MsgCalendarURLLong)
	}
	u, err := safefetch.ParseURL(address)
	if err != nil {
		return nil, onField(err)
	}
	// Said before fetching, so a repeated or one-too-many source costs no fetch; the store's
	// transaction keeps both rules under concurrent additions.
	mine, err := s.store.CalendarSources(ctx, viewer.UserID)
	if err != nil {
		return nil, err
	}
	for _, m := range mine {
		if m.URL == u.String() {
			return nil, kajian.Invalid("url", kajian.MsgCalendarTaken)
		}
	}
	if len(mine) >= kajian.MaxCalendarSources {
		return nil, kajian.Invalid("url", kajian.MsgCalendarTooMany)
	}
	if err := s.allow(ctx, viewer); err != nil {
		return nil, err
	}
	now := s.clock.Now()
	res, err := s.fetch.Get(ctx, u.String(), safefetch.Validators{})
	if err != nil {
		return nil, onField(err)
	}
	imp, err := calfeed.Read(res.Body, calfeed.ReadOptions{Now: now})
	if err != nil {
		return nil, onField(err)
	}
	src := &kajian.CalendarSource{URL: u.String(), Name: kajian.CleanText(imp.Name), OwnerID: viewer.UserID, MasjidID: masjidID,
		ETag: res.Validators.ETag, LastModified: res.Validators.LastModified, LastFetchedAt: &now,
		NextFetchAt: now.Add(kajian.CalendarRefresh)}
	var events []kajian.CalendarEvent
	for _, e := range imp.Events {
		if !e.Cancelled {
			events = append(events, newEvent(e))
		}
	}
	if err := s.store.CreateCalendarSource(ctx, src, events); err != nil {
		return nil, err
	}
	return s.store.CalendarSource(ctx, src.ID)
}

// onField makes a refusal of the address (not public, not a calendar, not answering) an invalid
// address field with its Indonesian message and code; a failure of ours stays what it is.
func onField(err error) error {
	var e *kajian.Error
	if !errors.As(err, &e) || e.Kind == kajian.KindInternal {
		return err
	}
	c := *e
	c.Kind, c.Field, c.Err = kajian.KindInvalid, "url", err
	return &c
}

// mayAdd refuses a source the viewer may not add (kajian.CanAddCalendarSource); a masjid that
// does not exist is the field's error for an admin (for anyone else it is one they do not keep).
func (s *Service) mayAdd(ctx context.Context, viewer kajian.Viewer, masjidID string) error {
	keeps, edits := false, false
	var err error
	switch {
	case !viewer.SignedIn():
	case masjidID != "":
		keeps, err = s.store.IsMasjidEditor(ctx, masjidID, viewer.UserID)
	case !viewer.IsAdmin() && !viewer.IsContributor():
		edits, err = s.store.EditsAnyMasjid(ctx, viewer.UserID)
	}
	if err != nil {
		return err
	}
	if err := kajian.CanAddCalendarSource(viewer, masjidID, keeps, edits); err != nil {
		return err
	}
	if masjidID == "" {
		return nil
	}
	_, err = s.store.FindMasjid(ctx, masjidID)
	if errors.Is(err, kajian.ErrMasjidNotFound) || errors.Is(err, kajian.ErrNotFound) {
		return kajian.Invalid("masjid_id", kajian.ErrPostingMasjid.Message)
	}
	return err
}

// MayImport refuses a viewer who may not use calendar imports at all (kajian.CanImportCalendars):
// said before a request's body is read, so a visitor learns nothing of its shape.
func (s *Service) MayImport(ctx context.Context, viewer kajian.Viewer) error {
	if !viewer.SignedIn() || viewer.IsAdmin() || viewer.IsContributor() {
		return kajian.CanImportCalendars(viewer, false)
	}
	edits, err := s.store.EditsAnyMasjid(ctx, viewer.UserID)
	if err != nil {
		return err
	}
	return kajian.CanImportCalendars(viewer, edits)
}

// List returns the viewer's sources, newest first.
func (s *Service) List(ctx context.Context, viewer kajian.Viewer) ([]*kajian.CalendarSource, error) {
	if err := s.MayImport(ctx, viewer); err != nil {
		return nil, err
	}
	return s.store.CalendarSources(ctx, viewer.UserID)
}

// Detail is a source with its events as drafts to review.
type Detail struct {
	Source *kajian.CalendarSource
	Events []Event
}

// Event is one imported event: its draft, what became of it, and for a draft the session the
// database has already that it repeats ('Sudah ada'), if any.
type Event struct {
	kajian.CalendarEvent
	Draft    Draft
	Existing *kajian.Session
}

// Source returns one of the viewer's sources with its events; another's is not found.
func (s *Service) Source(ctx context.Context, viewer kajian.Viewer, id string) (Detail, error) {
	src, err := s.owned(ctx, viewer, id)
	if err != nil {
		return Detail{}, err
	}
	stored, err := s.store.CalendarEvents(ctx, src.ID)
	if err != nil {
		return Detail{}, err
	}
	d := Detail{Source: src, Events: make([]Event, 0, len(stored))}
	dup := duplicates{store: s.store, viewer: viewer, onDay: map[day][]*kajian.Session{}}
	for _, e := range stored {
		ev := Event{CalendarEvent: e, Draft: readDraft(e.Draft)}
		if e.State == kajian.EventDraft {
			if ev.Existing, err = dup.of(ctx, ev.Draft); err != nil {
				return Detail{}, err
			}
		}
		d.Events = append(d.Events, ev)
	}
	return d, nil
}

// owned is the viewer's source by id: 401/403 for who may not import, 404 for another's.
func (s *Service) owned(ctx context.Context, viewer kajian.Viewer, id string) (*kajian.CalendarSource, error) {
	if err := s.MayImport(ctx, viewer); err != nil {
		return nil, err
	}
	src, err := s.store.CalendarSource(ctx, id)
	if err != nil {
		return nil, err
	}
	if !viewer.OwnsCalendarSource(src) {
		return nil, kajian.ErrCalendarNotFound
	}
	return src, nil
}

// Refresh fetches one of the viewer's sources now ('Perbarui sekarang') and returns it as the
// fetch left it; a fetch that fails is the source's last error, not this call's.
func (s *Service) Refresh(ctx context.Context, viewer kajian.Viewer, id string) (*kajian.CalendarSource, error) {
	if _, err := s.owned(ctx, viewer, id); err != nil {
		return nil, err
	}
	if err := s.allow(ctx, viewer); err != nil {
		return nil, err
	}
	src, err := s.store.ClaimCalendarSource(ctx, id, claimLease)
	if err != nil {
		return nil, err
	}
	if err := s.refresh(ctx, src); err != nil {
		return nil, err
	}
	return s.store.CalendarSource(ctx, id)
}

// Posted is a draft posted: the session and the posting form's toast.
type Posted struct {
	Session *kajian.Session
	Message string
}

// PostDraft posts one draft of the viewer's source as read gives it (the draft as the viewer corrected it)
// through the posting path, and records the session it became so that the calendar's changes
// follow it. A draft is posted once.
func (s *Service) PostDraft(ctx context.Context, viewer kajian.Viewer, sourceID, eventID string, read func() (kajian.Posting, error)) (Posted, error) {
	src, err := s.owned(ctx, viewer, sourceID)
	if err != nil {
		return Posted{}, err
	}
	p, err := read() // after the owner is known: another's source is not found, whatever the body
	if err != nil {
		return Posted{}, err
	}
	if _, err := s.store.CalendarEvent(ctx, src.ID, eventID); err != nil {
		return Posted{}, err
	}
	if src.MasjidID != "" { // a masjid's calendar holds that masjid's sessions, whatever the draft says
		masjidID := src.MasjidID
		p.MasjidID = &masjidID
	}
	if err := s.store.BeginPostingDraft(ctx, src.ID, eventID); err != nil {
		return Posted{}, err
	}
	ks, msg, err := s.poster.Create(ctx, viewer, p)
	if err != nil {
		// A refused posting leaves the draft to correct; the refusal is what the viewer sees.
		_ = s.store.AbandonPostingDraft(context.WithoutCancel(ctx), src.ID, eventID)
		return Posted{}, err
	}
	if err := s.store.FinishPostingDraft(ctx, src.ID, eventID, ks.Type, ks.ID); err != nil {
		return Posted{}, err
	}
	return Posted{Session: ks, Message: msg}, nil
}

func (s *Service) allow(ctx context.Context, viewer kajian.Viewer) error {
	ok, wait, err := s.limiter.Allow(ctx, "calendar:user:"+viewer.UserID, kajian.CalendarSourceLimit)
	if err != nil {
		return err
	}
	if !ok {
		return kajian.TooMany("kalender diambil", wait)
	}
	return nil
}
