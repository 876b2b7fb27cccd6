package server

import (
	"net/http"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// Attendance errors (spec §4 Attendance). The server refuses what the page
// does not offer: answers for sessions that are not public, have started or
// (weekly) have a holiday today.
var (
	errRSVPNotPublic = kajian.Errorf(kajian.KindConflict, "rsvp_not_open", "Konfirmasi kehadiran belum dibuka untuk kajian ini")
	errRSVPPast      = kajian.Errorf(kajian.KindConflict, "rsvp_closed", "Kajian ini sudah berlalu")
	errRSVPHoliday   = kajian.Errorf(kajian.KindConflict, "rsvp_holiday", "Kajian rutin ini libur hari ini")
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
// /api/v1/kajian-rutin/{slug}/rsvp: the signed-in user's answer for a public,
// upcoming session, or for a weekly session's next occurrence. The first
// answer inserts, later ones switch between hadir and tidak_hadir.
func (s *Server) handleRSVP(t kajian.Type) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		viewer, err := requireUser(r)
		if err != nil {
			return err
		}
		q, err := decode[rsvpRequest](r)
		if err != nil {
			return err
		}
		k, err := s.findVisibleSession(r.Context(), viewer, t, r.PathValue("slug"))
		if err != nil {
			return err
		}
		now := s.clock.Now()
		tm := k.TimingAt(now)
		switch {
		case !k.IsPublic():
			return errRSVPNotPublic
		case tm.HolidayToday != nil:
			return errRSVPHoliday
		case tm.Past:
			return errRSVPPast
		}
		occ := occurrenceOf(k, tm)
		prev, err := s.store.AnswerRSVP(r.Context(), viewer.UserID, occ, q.Status)
		if err != nil {
			return err
		}
		att, err := s.store.AttendanceOf(r.Context(), viewer.UserID, []store.Occurrence{occ})
		if err != nil {
			return err
		}
		d := rsvpDTO{Status: string(q.Status), PreviousStatus: strPtr(string(prev)), RSVPCount: att.Counts[occ]}
		if k.Type == kajian.Recurring {
			d.OccurrenceDate = strPtr(occ.Date.String())
		}
		return encode(w, http.StatusOK, d)
	})
}
