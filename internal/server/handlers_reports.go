package server

import (
	"net/http"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/reports"
)

// reportRequest is the 'Laporkan' dialog. Website is the honeypot: hidden
// from people, filled by bots.
type reportRequest struct {
	Reason  string `json:"reason"`
	Note    string `json:"note"`
	Website string `json:"website"`
}

// handleReportSend stores a report of the session of type t from anyone.
func handleReportSend(rs *reports.Service, t kajian.Type) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		req, err := decode[reportRequest](r)
		if err != nil {
			return err
		}
		msg, err := rs.Report(r.Context(), viewerOf(r.Context()), t, r.PathValue("slug"), reports.Input(req), limitKey(clientIP(r)))
		if err != nil {
			return err
		}
		return encode(w, http.StatusCreated, postingActionDTO{OK: true, Message: msg})
	})
}

// reportDTO is a report as 'Laporan' shows it. The session's title, slug and
// path are null once it is deleted.
type reportDTO struct {
	ID           string     `json:"id"`
	SessionType  string     `json:"session_type"`
	SessionID    string     `json:"session_id"`
	SessionTitle *string    `json:"session_title"`
	SessionSlug  *string    `json:"session_slug"`
	SessionPath  *string    `json:"session_path"`
	Reason       string     `json:"reason"`
	ReasonLabel  string     `json:"reason_label"`
	Note         *string    `json:"note"`
	ReporterName *string    `json:"reporter_name"` // null: a visitor, or an account without a name
	SignedIn     bool       `json:"signed_in"`     // whether a signed-in account sent it
	Status       string     `json:"status"`
	StatusLabel  string     `json:"status_label"`
	Action       *string    `json:"action"`
	ActionLabel  *string    `json:"action_label"`
	ResolverName *string    `json:"resolver_name"`
	ResolvedAt   *time.Time `json:"resolved_at"`
	CreatedAt    time.Time  `json:"created_at"`
}

func toReportDTO(it kajian.ReportItem) reportDTO {
	d := reportDTO{ID: it.ID, SessionType: string(it.SessionType), SessionID: it.SessionID,
		SessionTitle: strPtr(it.SessionTitle), SessionSlug: strPtr(it.SessionSlug), Reason: string(it.Reason),
		ReasonLabel: kajian.ReportReasonLabels[it.Reason], Note: strPtr(it.Note), ReporterName: strPtr(it.ReporterName),
		SignedIn: it.ReporterID != "", Status: string(it.Status), StatusLabel: kajian.ReportStatusLabels[it.Status],
		Action: strPtr(string(it.Action)), ActionLabel: strPtr(kajian.ReportActionLabels[it.Action]),
		ResolverName: strPtr(it.ResolverName), ResolvedAt: it.ResolvedAt, CreatedAt: it.CreatedAt}
	if it.SessionSlug != "" {
		d.SessionPath = strPtr(kajian.PagePath(it.SessionType, it.SessionSlug))
	}
	return d
}

// reportPageDTO is a page of 'Laporan'.
type reportPageDTO struct {
	Items      []reportDTO `json:"items"`
	Total      int         `json:"total"`
	Page       int         `json:"page"`
	PageSize   int         `json:"page_size"`
	TotalPages int         `json:"total_pages"`
}

// reportFilter reads status, reason and page.
func reportFilter(r *http.Request) (kajian.ReportFilter, int, error) {
	q := r.URL.Query()
	var f kajian.ReportFilter
	if s := q.Get("status"); s != "" && s != "all" {
		if kajian.ReportStatusLabels[kajian.ReportStatus(s)] == "" {
			return f, 0, kajian.Invalid("status", "Status tidak valid")
		}
		f.Status = kajian.ReportStatus(s)
	}
	if s := q.Get("reason"); s != "" && s != "all" {
		if kajian.ReportReasonLabels[kajian.ReportReason(s)] == "" {
			return f, 0, kajian.Invalid("reason", "Alasan tidak valid")
		}
		f.Reason = kajian.ReportReason(s)
	}
	page, err := pageParam(q)
	return f, page, err
}

// handleAdminReports serves 'Laporan' (admins), newest first.
func handleAdminReports(rs *reports.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer := viewerOf(r.Context())
		if err := kajian.RequireAdmin(viewer); err != nil {
			return err
		}
		f, page, err := reportFilter(r)
		if err != nil {
			return err
		}
		p, err := rs.List(r.Context(), viewer, f, page)
		if err != nil {
			return err
		}
		body := reportPageDTO{Items: make([]reportDTO, len(p.Items)), Total: p.Total, Page: page,
			PageSize: kajian.ReportPageSize, TotalPages: (p.Total + kajian.ReportPageSize - 1) / kajian.ReportPageSize}
		for i, it := range p.Items {
			body.Items[i] = toReportDTO(it)
		}
		return encode(w, http.StatusOK, body)
	})
}

type reportResolveRequest struct {
	Action string `json:"action"`
}

// handleAdminReportResolve handles a report with an action (admins).
func handleAdminReportResolve(rs *reports.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer := viewerOf(r.Context())
		if err := kajian.RequireAdmin(viewer); err != nil {
			return err // before the body: a non-admin learns nothing from it
		}
		req, err := decode[reportResolveRequest](r)
		if err != nil {
			return err
		}
		msg, err := rs.Resolve(r.Context(), viewer, r.PathValue("id"), kajian.ReportAction(req.Action))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, postingActionDTO{OK: true, Message: msg})
	})
}
