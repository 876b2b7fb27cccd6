package posting

import (
	"context"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Mine is a page of 'Kajian Saya': the viewer's own sessions of both kinds,
// newest first. The filter's UserID and Now are the viewer's and the clock's.
func (s *Service) Mine(ctx context.Context, viewer kajian.Viewer, f kajian.MineFilter) (kajian.MinePage, error) {
	if !viewer.SignedIn() {
		return kajian.MinePage{}, kajian.ErrUnauthorized
	}
	f.UserID, f.Now = viewer.UserID, s.clock.Now()
	return s.store.ListMine(ctx, f)
}
