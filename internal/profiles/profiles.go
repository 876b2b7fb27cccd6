// Package profiles is the use-case of a user's profile: their own (name,
// phone, saved location) and the public face others see (name, role, public
// notes and published sessions — never e-mail, phone or location).
package profiles

import (
	"context"
	"errors"

	"github.com/google/uuid"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Store reads and writes profiles and reads a user's public content.
type Store interface {
	FindProfile(ctx context.Context, userID string) (kajian.Profile, error)
	CreateProfile(ctx context.Context, userID string, u kajian.ProfileUpdate) (kajian.Profile, error)
	UpdateProfile(ctx context.Context, userID string, u kajian.ProfileUpdate) (kajian.Profile, error)
	SetManualLocation(ctx context.Context, userID string, loc kajian.ManualLocation) (kajian.Profile, error)
	ClearManualLocation(ctx context.Context, userID string) (kajian.Profile, error)
	ListNotes(ctx context.Context, f kajian.NoteFilter) (kajian.NotePage, error)
	ListPublicSessionsByCreator(ctx context.Context, userID string, from kajian.Date) ([]*kajian.Session, error)
}

// Profile errors (spec §5, §8; content-side §2).
var (
	ErrNoProfile       = kajian.Errorf(kajian.KindNotFound, "profile_missing", "Profil belum dibuat")
	ErrProfileNotFound = kajian.Errorf(kajian.KindNotFound, "profile_not_found", "Profil tidak ditemukan")
)

// NotesPageSize is the public profile's notes page (content-side §9).
const NotesPageSize = 9

// Service reads and edits profiles.
type Service struct {
	store Store
	clock kajian.Clock
}

// New returns the profiles use-case.
func New(st Store, clock kajian.Clock) *Service { return &Service{store: st, clock: clock} }

func own(p kajian.Profile, err error) (kajian.Profile, error) {
	if errors.Is(err, kajian.ErrNotFound) {
		return p, ErrNoProfile
	}
	return p, err
}

// Own returns the viewer's own profile, or ErrNoProfile when they have none
// and the page offers to create it.
func (s *Service) Own(ctx context.Context, v kajian.Viewer) (kajian.Profile, error) {
	if !v.SignedIn() {
		return kajian.Profile{}, kajian.ErrUnauthorized
	}
	p, err := s.store.FindProfile(ctx, v.UserID)
	return own(p, err)
}

// Create gives the viewer a profile, with the role user, when they have none.
func (s *Service) Create(ctx context.Context, v kajian.Viewer, u kajian.ProfileUpdate) (kajian.Profile, error) {
	if !v.SignedIn() {
		return kajian.Profile{}, kajian.ErrUnauthorized
	}
	if problems := Check(u); len(problems) > 0 {
		return kajian.Profile{}, kajian.InvalidFields(problems)
	}
	u.FullName, u.Phone = kajian.CleanText(u.FullName), kajian.CleanText(u.Phone)
	return s.store.CreateProfile(ctx, v.UserID, u)
}

// Update changes the viewer's name and phone. The role is not theirs to change.
func (s *Service) Update(ctx context.Context, v kajian.Viewer, u kajian.ProfileUpdate) (kajian.Profile, error) {
	if !v.SignedIn() {
		return kajian.Profile{}, kajian.ErrUnauthorized
	}
	if problems := Check(u); len(problems) > 0 {
		return kajian.Profile{}, kajian.InvalidFields(problems)
	}
	u.FullName, u.Phone = kajian.CleanText(u.FullName), kajian.CleanText(u.Phone)
	p, err := s.store.UpdateProfile(ctx, v.UserID, u)
	return own(p, err)
}

// SetLocation saves a confirmed manual location on the viewer's profile.
func (s *Service) SetLocation(ctx context.Context, v kajian.Viewer, loc kajian.ManualLocation) (kajian.Profile, error) {
	if !v.SignedIn() {
		return kajian.Profile{}, kajian.ErrUnauthorized
	}
	p, err := s.store.SetManualLocation(ctx, v.UserID, loc)
	return own(p, err)
}

// ClearLocation removes the saved manual location from the viewer's profile.
func (s *Service) ClearLocation(ctx context.Context, v kajian.Viewer) (kajian.Profile, error) {
	if !v.SignedIn() {
		return kajian.Profile{}, kajian.ErrUnauthorized
	}
	p, err := s.store.ClearManualLocation(ctx, v.UserID)
	return own(p, err)
}

// Public returns the profile of user id as anyone may see it, or
// ErrProfileNotFound.
func (s *Service) Public(ctx context.Context, id string) (kajian.Profile, error) {
	if uuid.Validate(id) != nil {
		return kajian.Profile{}, ErrProfileNotFound
	}
	p, err := s.store.FindProfile(ctx, id)
	if errors.Is(err, kajian.ErrNotFound) {
		return kajian.Profile{}, ErrProfileNotFound
	}
	return p, err
}

// PublicNotes returns a page of user id's public notes for the 'Catatan' tab;
// the filter's author and page size are set here.
func (s *Service) PublicNotes(ctx context.Context, id string, f kajian.NoteFilter) (kajian.NotePage, error) {
	p, err := s.Public(ctx, id)
	if err != nil {
		return kajian.NotePage{}, err
	}
	f.UserID, f.Visibility, f.Limit = p.ID, kajian.Public, NotesPageSize
	f.Favorites, f.SessionID, f.ByCreated = false, "", false
	return s.store.ListNotes(ctx, f)
}

// PublicSessions returns the 'Kajian' tab at now: user id's approved one-off
// sessions (newest date first) and active weekly ones.
func (s *Service) PublicSessions(ctx context.Context, id string) ([]*kajian.Session, error) {
	p, err := s.Public(ctx, id)
	if err != nil {
		return nil, err
	}
	// From yesterday in UTC: every zone's today is on or after it.
	return s.store.ListPublicSessionsByCreator(ctx, p.ID, kajian.DateOf(s.clock.Now()).AddDays(-1))
}
