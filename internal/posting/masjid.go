package posting

import (
	"context"
	"errors"

	"github.com/kajiankita/kajian/internal/kajian"
)

// The masjid a posting names, and whether its author keeps it.

// checkOtherMasjid refuses a masjid editor naming a masjid they do not keep (issue 30: an
// editor of A posting for B gets 403): a team speaks for its own masjid only. Admins and
// users who keep no masjid may name any masjid; their postings wait for approval.
func (s *Service) checkOtherMasjid(ctx context.Context, viewer kajian.Viewer, masjidID string, keeps bool) error {
	if masjidID == "" || keeps || viewer.IsAdmin() || !viewer.SignedIn() {
		return nil
	}
	editor, err := s.store.EditsAnyMasjid(ctx, viewer.UserID)
	if err != nil {
		return err
	}
	if editor {
		return kajian.ErrNotMasjidEditor
	}
	return nil
}

// keeps reports whether the viewer is an editor of the masjid masjidID ("" is none).
func (s *Service) keeps(ctx context.Context, viewer kajian.Viewer, masjidID string) (bool, error) {
	if masjidID == "" || !viewer.SignedIn() {
		return false, nil
	}
	return s.store.IsMasjidEditor(ctx, masjidID, viewer.UserID)
}

// masjid returns the masjid a posting names (nil for none; a posting naming none keeps current,
// the session's), or the posting's field error when it does not exist.
func (s *Service) masjid(ctx context.Context, named *string, current string) (*kajian.Masjid, error) {
	id := chosenMasjid(named, current)
	if id == "" {
		return nil, nil
	}
	m, err := s.store.FindMasjid(ctx, id)
	if errors.Is(err, kajian.ErrMasjidNotFound) {
		return nil, kajian.ErrPostingMasjid
	}
	return m, err
}

// chosenMasjid is the masjid a session will be at: the one the form names ("" for none), or
// its current one when the form leaves masjid_id out.
func chosenMasjid(named *string, current string) string {
	if named != nil {
		return *named
	}
	return current
}
