package moderation

import (
	"context"
	"log/slog"

	"github.com/kajiankita/kajian/internal/kajian"
)

// RecentActivity is how many lines of the moderation log the dashboard
// shows as 'Aktivitas Terbaru'.
const RecentActivity = 10

// Dashboard is 'Dashboard Admin': the community's figures, the weekly chart
// and the latest admin actions.
type Dashboard struct {
	kajian.Dashboard
	Recent []kajian.ModEntry
}

// Dashboard returns the admin's dashboard.
func (s *Service) Dashboard(ctx context.Context, admin kajian.Viewer) (Dashboard, error) {
	if err := kajian.RequireAdmin(admin); err != nil {
		return Dashboard{}, err
	}
	figures, err := s.store.Dashboard(ctx, s.clock.Now())
	if err != nil {
		return Dashboard{}, err
	}
	lines, err := s.store.ListModLog(ctx, RecentActivity)
	if err != nil {
		return Dashboard{}, err
	}
	// A line this version cannot show is passed over, never the whole page:
	// the log is append-only, so it would stay there failing it.
	recent := lines[:0]
	for _, e := range lines {
		if e.Readable() {
			recent = append(recent, e)
			continue
		}
		slog.WarnContext(ctx, "moderation log line not shown", "id", e.ID, "action", e.Action, "subject_type", e.SubjectType)
	}
	return Dashboard{Dashboard: figures, Recent: recent}, nil
}

// AllSessions is a page (10, spec §9) of every session of both kinds and
// every status, newest posted first, for the dashboard's list; f's Search
// and Type narrow it. An admin deletes from it through the posting use-case.
func (s *Service) AllSessions(ctx context.Context, admin kajian.Viewer, f kajian.MineFilter, page int) (kajian.MinePage, error) {
	if err := kajian.RequireAdmin(admin); err != nil {
		return kajian.MinePage{}, err
	}
	f.UserID, f.Everyone, f.Now = "", true, s.clock.Now()
	f.Limit, f.Offset = kajian.MinePageSize, (max(page, 1)-1)*kajian.MinePageSize
	return s.store.ListMine(ctx, f)
}
