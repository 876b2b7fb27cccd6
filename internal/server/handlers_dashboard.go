package server

import (
	"net/http"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/moderation"
	"github.com/kajiankita/kajian/internal/sessions"
)

// dashboardDTO is 'Dashboard Admin': eight figures, the weekly chart and the
// latest admin actions.
type dashboardDTO struct {
	Stats  dashboardStatsDTO `json:"stats"`
	Weeks  []dashboardWeek   `json:"weeks"`
	Recent []modEntryDTO     `json:"recent"`
}

type dashboardStatsDTO struct {
	TotalRegular    int `json:"total_regular"`
	TotalRecurring  int `json:"total_recurring"`
	UpcomingRegular int `json:"upcoming_regular"`
	ActiveRecurring int `json:"active_recurring"`
	Pending         int `json:"pending"`
	Attending       int `json:"attending"`
	PublicNotes     int `json:"public_notes"`
	OpenReports     int `json:"open_reports"`
}

// dashboardWeek is one week of the chart, Monday (WIB) first.
type dashboardWeek struct {
	Start     string `json:"start"` // YYYY-MM-DD, a Monday
	Postings  int    `json:"postings"`
	Attending int    `json:"attending"`
}

// modEntryDTO is one line of the moderation log.
type modEntryDTO struct {
	ID           string    `json:"id"`
	ActorID      *string   `json:"actor_id"` // null: the command line
	ActorName    *string   `json:"actor_name"`
	Action       string    `json:"action"`
	SubjectType  string    `json:"subject_type"`
	SubjectID    string    `json:"subject_id"`
	SubjectTitle string    `json:"subject_title"`
	Detail       *string   `json:"detail"`
	Reason       *string   `json:"reason"`
	CreatedAt    time.Time `json:"created_at"`
}

// handleDashboard serves the dashboard (admins) in one request.
func handleDashboard(mod *moderation.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		d, err := mod.Dashboard(r.Context(), viewerOf(r.Context()))
		if err != nil {
			return err
		}
		body := dashboardDTO{Stats: dashboardStatsDTO{TotalRegular: d.RegularTotal, TotalRecurring: d.RecurringTotal,
			UpcomingRegular: d.UpcomingRegular, ActiveRecurring: d.ActiveRecurring, Pending: d.Pending,
			Attending: d.Attending, PublicNotes: d.PublicNotes, OpenReports: d.OpenReports},
			Weeks: make([]dashboardWeek, len(d.Weeks)), Recent: make([]modEntryDTO, len(d.Recent))}
		for i, wk := range d.Weeks {
			body.Weeks[i] = dashboardWeek{Start: wk.Start.String(), Postings: wk.Postings, Attending: wk.Attending}
		}
		for i, e := range d.Recent {
			body.Recent[i] = modEntryDTO{ID: e.ID, ActorID: strPtr(e.ActorID), ActorName: strPtr(e.ActorName),
				Action: string(e.Action), SubjectType: e.SubjectType, SubjectID: e.SubjectID, SubjectTitle: e.SubjectTitle,
				Detail: strPtr(e.Detail), Reason: strPtr(e.Reason), CreatedAt: e.CreatedAt}
		}
		return encode(w, http.StatusOK, body)
	})
}

// handleAdminSessions lists every session of both kinds and every status
// (admins), newest posted first, 10 a page, with My Kajian's filters; an
// admin deletes one through DELETE /api/v1/postings/{type}/{slug}.
func handleAdminSessions(mod *moderation.Service, ss *sessions.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer := viewerOf(r.Context())
		if err := kajian.RequireAdmin(viewer); err != nil {
			return err
		}
		f, page, err := mineFilter(r)
		if err != nil {
			return err
		}
		res, err := mod.AllSessions(r.Context(), viewer, f, page)
		if err != nil {
			return err
		}
		dtos, err := cardDTOs(r.Context(), ss, viewer, ss.Now(), res.Sessions)
		if err != nil {
			return err
		}
		body := minePageDTO{Items: make([]mineItemDTO, len(dtos)), Total: res.Total, Page: page, PageSize: kajian.MinePageSize,
			TotalPages: (res.Total + kajian.MinePageSize - 1) / kajian.MinePageSize}
		for i, d := range dtos {
			body.Items[i] = mineItemDTO{kajianDTO: d, CanEdit: true, CanDelete: true}
		}
		return encode(w, http.StatusOK, body)
	})
}
