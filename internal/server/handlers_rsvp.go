package server

import (
	"net/http"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/sessions"
)

type rsvpRequest struct {
	Status kajian.RSVPStatus `json:"status"`
}

func (q rsvpRequest) Valid() map[string]string {
	if !q.Status.Valid() {
		return map[string]string{"status": "Status kehadiran tidak valid"}
	}
	return nil
}

// rsvpDTO is the answer to an attendance choice: what is recorded now, what
// it replaced (null for a first answer), the occurrence it belongs to
// (weekly) and the attendee count after it.
type rsvpDTO struct {
	Status         string  `json:"status"`
	PreviousStatus *string `json:"previous_status"`
	OccurrenceDate *string `json:"occurrence_date"`
	RSVPCount      int     `json:"rsvp_count"`
}

// handleRSVP serves PUT /api/v1/kajian/{slug}/rsvp and
// /api/v1/kajian-rutin/{slug}/rsvp: the signed-in user's answer for a
// session, or for a weekly session's next occurrence.
func handleRSVP(ss *sessions.Service, t kajian.Type) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		q, err := decode[rsvpRequest](r)
		if err != nil {
			return err
		}
		a, err := ss.Answer(r.Context(), viewer, t, r.PathValue("slug"), q.Status)
		if err != nil {
			return err
		}
		d := rsvpDTO{Status: string(q.Status), PreviousStatus: strPtr(string(a.Previous)), RSVPCount: a.RSVPCount}
		if t == kajian.Recurring {
			d.OccurrenceDate = strPtr(a.Occurrence.String())
		}
		return encode(w, http.StatusOK, d)
	})
}
