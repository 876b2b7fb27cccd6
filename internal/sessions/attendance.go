package sessions

import (
	"context"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// Attendance errors (spec §4 Attendance). The server refuses what the page
// does not offer: answers for sessions that are not public, have started or
// (weekly) have a holiday today.
var (
	ErrRSVPNotPublic = kajian.Errorf(kajian.KindConflict, "rsvp_not_open", "Konfirmasi kehadiran belum dibuka untuk kajian ini")
	ErrRSVPPast      = kajian.Errorf(kajian.KindConflict, "rsvp_closed", "Kajian ini sudah berlalu")
	ErrRSVPHoliday   = kajian.Errorf(kajian.KindConflict, "rsvp_holiday", "Kajian rutin ini libur hari ini")
	ErrRSVPCancelled = kajian.Errorf(kajian.KindConflict, "rsvp_cancelled", kajian.MsgCancelled)
)

// Answered is an attendance answer just recorded: what it replaced ("" for a
// first answer), the occurrence it belongs to (weekly; zero otherwise) and
// the attendee count after it.
type Answered struct {
	Previous   kajian.RSVPStatus
	Occurrence kajian.Date
	RSVPCount  int
}

// Answer records the viewer's attendance for a public, upcoming session, or
// for a weekly session's next occurrence. The first answer inserts, later
// ones switch between hadir and tidak_hadir.
func (s *Service) Answer(ctx context.Context, viewer kajian.Viewer, t kajian.Type, slug string, status kajian.RSVPStatus) (Answered, error) {
	if !viewer.SignedIn() {
		return Answered{}, kajian.ErrUnauthorized
	}
	k, err := s.find(ctx, viewer, t, slug, s.store.FindScheduleBySlug) // its speakers are not needed
	if err != nil {
		return Answered{}, err
	}
	now := s.clock.Now()
	tm := k.TimingAt(now)
	switch {
	case !k.IsPublic():
		return Answered{}, ErrRSVPNotPublic
	case k.IsCancelled(): // a weekly session's answers go to its next date held, never a cancelled one
		return Answered{}, ErrRSVPCancelled
	case tm.HolidayToday != nil:
		return Answered{}, ErrRSVPHoliday
	case tm.Past:
		return Answered{}, ErrRSVPPast
	}
	occ := k.OccurrenceAt(now)
	a := store.Answer{UserID: viewer.UserID, Occurrence: occ, Status: status}
	if status == kajian.Hadir {
		a.Jobs = s.reminders.Attending(viewer.UserID, k, occ.Date)
	}
	prev, count, err := s.store.AnswerRSVP(ctx, a)
	if err != nil {
		return Answered{}, err
	}
	s.reminders.Queued(a.Jobs)
	return Answered{Previous: prev, Occurrence: occ.Date, RSVPCount: count}, nil
}
