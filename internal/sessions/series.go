package sessions

import (
	"context"
	"errors"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// meeting is the label of k's next meeting in its series ('Pertemuan ke-14'): a one-off
// session's own date, a weekly one's next held date from today. "" when k is in no series
// (or a deleted one) or has no meeting counted (not public yet, before the series' start).
func (s *Service) meeting(ctx context.Context, k *kajian.Session, now time.Time) (string, error) {
	if k.SeriesID == "" {
		return "", nil
	}
	sr, err := s.store.FindSeries(ctx, k.SeriesID)
	if errors.Is(err, kajian.ErrSeriesNotFound) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	list, err := s.store.SeriesSessions(ctx, sr)
	if err != nil {
		return "", err
	}
	from := k.Date
	if k.Type == kajian.Recurring {
		from = kajian.Today(now, k.Zone)
	}
	if m, ok := sr.NextMeeting(list, k.ID, from); ok {
		return m.Label(), nil
	}
	return "", nil
}
