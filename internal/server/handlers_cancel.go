package server

import (
	"net/http"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/posting"
)

// cancelRequest is a cancellation as the dialog sends it: the reason, and for a weekly
// session the date cancelled (YYYY-MM-DD).
type cancelRequest struct {
	Reason string `json:"reason"`
	Date   string `json:"date"`
}

// cancelledDTO answers a cancellation or its undoing: the session as it is now and the toast.
type cancelledDTO struct {
	Kajian  kajianDTO `json:"kajian"`
	Message string    `json:"message"`
}

// handleCancel serves POST /api/v1/postings/{type}/{slug}/cancel (posting.Service.Cancel).
func handleCancel(postings *posting.Service, clock kajian.Clock) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		t, err := pathType(r)
		if err != nil {
			return err
		}
		req, err := decode[cancelRequest](r)
		if err != nil {
			return err
		}
		c, err := postings.Cancel(r.Context(), viewer, t, r.PathValue("slug"), req.Reason, req.Date)
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toCancelledDTO(c, viewer, clock))
	})
}

// handleUncancel serves DELETE /api/v1/postings/{type}/{slug}/cancel?date=YYYY-MM-DD (the date
// for a weekly session): a cancellation made by mistake taken back.
func handleUncancel(postings *posting.Service, clock kajian.Clock) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		t, err := pathType(r)
		if err != nil {
			return err
		}
		c, err := postings.Uncancel(r.Context(), viewer, t, r.PathValue("slug"), r.URL.Query().Get("date"))
		if err != nil {
			return err
		}
		return encode(w, http.StatusOK, toCancelledDTO(c, viewer, clock))
	})
}

func toCancelledDTO(c posting.Cancelled, viewer kajian.Viewer, clock kajian.Clock) cancelledDTO {
	return cancelledDTO{Kajian: toKajianDTO(c.Session, c.Session.TimingAt(clock.Now()), viewer, sessionExtras{}), Message: c.Message}
}
