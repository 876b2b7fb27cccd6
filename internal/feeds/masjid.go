package feeds

import (
	"context"

	"github.com/kajiankita/kajian/internal/calfeed"
	"github.com/kajiankita/kajian/internal/kajian"
)

// masjidCancelRadiusKm is how near a masjid a cancelled session was for its feed to keep it
// cancelled: a cancellation's snapshot has the session's point, not its masjid.
const masjidCancelRadiusKm = 0.3

// Masjid is the feed of the public sessions a masjid holds, or kajian.ErrMasjidNotFound.
func (s *Service) Masjid(ctx context.Context, slug string) (calfeed.Calendar, error) {
	m, err := s.store.FindMasjidBySlug(ctx, slug)
	if err != nil {
		return calfeed.Calendar{}, err
	}
	now := s.clock.Now()
	sessions, err := s.store.MasjidSessions(ctx, m.ID, kajian.Today(now, m.Zone).AddDays(-1))
	if err != nil {
		return calfeed.Calendar{}, err
	}
	if len(sessions) > MaxEvents {
		sessions = sessions[:MaxEvents]
	}
	minLat, maxLat, minLng, maxLng := kajian.BoundingBox(m.Point.Lat, m.Point.Lng, masjidCancelRadiusKm)
	return s.calendar(ctx, "Kajian "+m.Name+" · Kajian Kita", sessions, kajian.CancelledFilter{Box: &[4]float64{minLat, maxLat, minLng, maxLng}})
}
