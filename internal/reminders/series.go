package reminders

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// planSeriesEvery is how often the worker plans the reminders of followed series: the 'Besok'
// reminder of a meeting is due the evening before, so an hour is timely, and planning again is
// harmless (a reminder's key is queued once).
const planSeriesEvery = time.Hour

// PlanSeries queues, for each follower of a series, the 'Besok' reminder attendees get of the
// series' next meeting whose reminder is still to come. Its key is an attendee's, so a follower
// who also attends gets one; whether it still goes is decided when it is due, as for attendees
// (the follower still follows, the meeting is still held).
//
// With seriesID, just followed, that series' reminder is queued however far ahead. Without, the
// hourly planning looks at every followed series but reads the followers only of those whose
// reminder is due before the next planning but one: each reminder is queued an hour or two
// ahead, once or twice, not every hour for each follower from the follow on.
func (s *Service) PlanSeries(ctx context.Context, seriesID string) error {
	now := s.clock.Now()
	ids, horizon := []string{seriesID}, time.Time{}
	if seriesID == "" {
		var err error
		if ids, err = s.store.FollowedSeries(ctx); err != nil {
			return err
		}
		horizon = now.Add(2 * planSeriesEvery)
	}
	for _, id := range ids {
		sr, err := s.store.FindSeries(ctx, id)
		if errors.Is(err, kajian.ErrSeriesNotFound) {
			continue
		}
		if err != nil {
			return err
		}
		sessions, err := s.store.SeriesSessions(ctx, sr)
		if err != nil {
			return err
		}
		m, due, ok := nextToRemind(sr, sessions, now)
		if !ok || (!horizon.IsZero() && due.After(horizon)) {
			continue
		}
		users, err := s.store.SeriesFollowers(ctx, id)
		if err != nil {
			return err
		}
		k, occ := m.Session, m.Date
		if k.Type != kajian.Recurring {
			occ = kajian.Date{}
		}
		start := occurrenceStart(k, occ)
		jobs := make([]store.Job, 0, len(users))
		for _, u := range users {
			jobs = append(jobs, store.Job{DedupeKey: reminderKey(kajian.NoticeEvening, u, k.ID, occ), Kind: kajian.NoticeEvening,
				UserID: u, SessionType: k.Type, SessionID: k.ID, Occurrence: occ, StartsAt: &start, DueAt: &due})
		}
		if err := s.store.EnqueueJobs(ctx, jobs); err != nil {
			return err
		}
		s.Queued(jobs)
	}
	return nil
}

// nextToRemind is the series' first meeting from today whose 'Besok' reminder is not yet due,
// with when it is due.
func nextToRemind(sr *kajian.Series, sessions []*kajian.Session, now time.Time) (kajian.Meeting, time.Time, bool) {
	today := kajian.Today(now, kajian.DefaultZone)
	for _, m := range sr.Meetings(sessions, today.AddDays(14)) {
		if m.Date.Before(today) {
			continue
		}
		occ := m.Date
		if m.Session.Type != kajian.Recurring {
			occ = kajian.Date{}
		}
		due := kajian.ReminderDue(kajian.NoticeEvening, occurrenceStart(m.Session, occ), m.Session.Zone)
		if due.After(now) {
			return m, due, true
		}
	}
	return kajian.Meeting{}, time.Time{}, false
}

// planSeriesNow plans a series' reminders for its followers just after one follows it; a
// failure is logged, the follow stands, and the hourly planning tries again.
func (s *Service) planSeriesNow(ctx context.Context, seriesID string) {
	if err := s.PlanSeries(ctx, seriesID); err != nil {
		slog.ErrorContext(ctx, "plan series reminders", "series", seriesID, "err", err)
	}
}
