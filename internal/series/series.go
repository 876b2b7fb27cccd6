// Package series is the use-case of a series of sessions on one kitab (issue 31): an author
// creates one from the posting form and lists their own for its select; everyone reads a
// series' page (its meetings past and coming, numbered from its start, and the public notes of
// its sessions). Attaching a session to a series is part of posting it (internal/posting), which
// checks the series is the author's own.
package series

import (
	"context"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Store reads and writes series, their public sessions and their public notes.
type Store interface {
	CreateSeries(ctx context.Context, sr *kajian.Series) error
	FindSeriesBySlug(ctx context.Context, slug string) (*kajian.Series, error)
	SeriesBy(ctx context.Context, userID string) ([]kajian.Series, error)
	SeriesSessions(ctx context.Context, sr *kajian.Series) ([]*kajian.Session, error)
	ListNotes(ctx context.Context, f kajian.NoteFilter) (kajian.NotePage, error)
}

// Limiter spends one event of a key under a limit.
type Limiter interface {
	Allow(ctx context.Context, key string, l kajian.Limit) (bool, time.Duration, error)
}

// CreateLimit bounds the series one user creates: an organiser starts a few a year; this
// leaves room and stops a script filling the table.
var CreateLimit = kajian.Limit{Max: 20, Per: time.Hour}

// NotesOnPage is how many public notes a series page shows, newest first.
const NotesOnPage = 20

var errLogin = kajian.Errorf(kajian.KindUnauthorized, "unauthorized", kajian.MsgLoginFirst)

// Service creates series and reads their pages.
type Service struct {
	store   Store
	limiter Limiter
	clock   kajian.Clock
}

// New returns the series use-case.
func New(st Store, limiter Limiter, clock kajian.Clock) *Service {
	return &Service{store: st, limiter: limiter, clock: clock}
}

// Create makes a series of the signed-in viewer, who may then attach their sessions to it.
func (s *Service) Create(ctx context.Context, viewer kajian.Viewer, in kajian.SeriesInput) (*kajian.Series, error) {
	if !viewer.SignedIn() {
		return nil, errLogin
	}
	sr, err := in.Validate()
	if err != nil {
		return nil, err
	}
	ok, wait, err := s.limiter.Allow(ctx, "series:user:"+viewer.UserID, CreateLimit)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, kajian.TooMany("seri kajian dibuat", wait)
	}
	sr.CreatedBy = viewer.UserID
	if err := s.store.CreateSeries(ctx, &sr); err != nil {
		return nil, err
	}
	return &sr, nil
}

// Mine lists the series the signed-in viewer created, newest first, for the posting form.
func (s *Service) Mine(ctx context.Context, viewer kajian.Viewer) ([]kajian.Series, error) {
	if !viewer.SignedIn() {
		return nil, errLogin
	}
	return s.store.SeriesBy(ctx, viewer.UserID)
}

// Page is a series' page as everyone sees it at a moment.
type Page struct {
	Series *kajian.Series
	kajian.SeriesTimeline
	Notes []kajian.Note // public notes of its sessions, newest first
}

// Page reads the series at /seri/{slug}: its public sessions' meetings around today (in
// Jakarta's day: a series' sessions are in one city, and a day's difference at the edge of
// another zone only moves today's meeting between the lists) and their public notes.
func (s *Service) Page(ctx context.Context, slug string) (Page, error) {
	sr, err := s.store.FindSeriesBySlug(ctx, slug)
	if err != nil {
		return Page{}, err
	}
	sessions, err := s.store.SeriesSessions(ctx, sr)
	if err != nil {
		return Page{}, err
	}
	notes, err := s.store.ListNotes(ctx, kajian.NoteFilter{Visibility: kajian.Public, SeriesID: sr.ID, Limit: NotesOnPage})
	if err != nil {
		return Page{}, err
	}
	today := kajian.Today(s.clock.Now(), kajian.DefaultZone)
	return Page{Series: sr, SeriesTimeline: sr.Timeline(sessions, today), Notes: notes.Notes}, nil
}
