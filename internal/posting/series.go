package posting

import (
	"context"
	"errors"

	"github.com/kajiankita/kajian/internal/kajian"
)

// series is the series a session will be part of: the one the form names ("" for none), or its
// current one when the form leaves series_id out. A named series must exist and be the viewer's
// own (an admin may name any); keeping the current one is never refused, so an author edits a
// session an admin put in another's series. Checked before anything is written.
// ref is the named series' link, for the answer of a new session (an edit reads its session again).
func (s *Service) series(ctx context.Context, viewer kajian.Viewer, named *string, current string) (id string, ref *kajian.SeriesRef, err error) {
	if named == nil {
		return current, nil, nil
	}
	if *named == "" || *named == current {
		return *named, nil, nil
	}
	sr, err := s.store.FindSeries(ctx, *named)
	if errors.Is(err, kajian.ErrSeriesNotFound) {
		return "", nil, kajian.ErrPostingSeriesUnknown
	}
	if err != nil {
		return "", nil, err
	}
	if sr.CreatedBy != viewer.UserID && !viewer.IsAdmin() {
		return "", nil, kajian.ErrPostingSeriesNotYours
	}
	return sr.ID, &kajian.SeriesRef{Slug: sr.Slug, Title: sr.Title}, nil
}
