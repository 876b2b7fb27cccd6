package posting

import (
	"context"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// Mine is a page of 'Kajian Saya': the viewer's own sessions of both kinds,
// newest first. The filter's UserID and Now are the viewer's and the clock's.
func (s *Service) Mine(ctx context.Context, viewer kajian.Viewer, f store.MineFilter) (store.MinePage, error) {
	if !viewer.SignedIn() {
		return store.MinePage{}, kajian.ErrUnauthorized
	}
	f.UserID, f.Now = viewer.UserID, s.clock.Now()
	return s.store.ListMine(ctx, f)
}
