package server

import (
	"net/http"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/reports"
)

// masjidReportDTO is an open report about one of a masjid's sessions as its team page lists it:
// what is said to be wrong and where to correct it; who reported it stays with the admins.
type masjidReportDTO struct {
	ID           string    `json:"id"`
	SessionType  string    `json:"session_type"`
	SessionTitle string    `json:"session_title"`
	SessionPath  string    `json:"session_path"`
	EditPath     string    `json:"edit_path"`
	Reason       string    `json:"reason"`
	ReasonLabel  string    `json:"reason_label"`
	Note         *string   `json:"note"`
	CreatedAt    time.Time `json:"created_at"`
}

type masjidReportsDTO struct {
	Items []masjidReportDTO `json:"items"`
}

// handleMasjidReports serves GET /api/v1/masjid/{slug}/reports: the open reports about the
// masjid's sessions, for its editors and admins.
func handleMasjidReports(rs *reports.Service) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		items, err := rs.ForMasjid(r.Context(), viewerOf(r.Context()), r.PathValue("slug"))
		if err != nil {
			return err
		}
		out := masjidReportsDTO{Items: make([]masjidReportDTO, 0, len(items))}
		for _, it := range items {
			path := kajian.PagePath(it.SessionType, it.SessionSlug)
			out.Items = append(out.Items, masjidReportDTO{ID: it.ID, SessionType: string(it.SessionType), SessionTitle: it.SessionTitle,
				SessionPath: path, EditPath: path + "/edit", Reason: string(it.Reason), ReasonLabel: kajian.ReportReasonLabels[it.Reason],
				Note: strPtr(it.Note), CreatedAt: it.CreatedAt})
		}
		return encode(w, http.StatusOK, out)
	})
}
