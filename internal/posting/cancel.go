package posting

import (
	"context"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Cancelled is a cancellation just made or taken back: the session as it is now and the toast.
type Cancelled struct {
	Session *kajian.Session
	Message string
}

// cancellable finds the session of type t its author or an admin may cancel (as they may
// delete it: masjid editors edit, but do not take a session off).
func (s *Service) cancellable(ctx context.Context, viewer kajian.Viewer, t kajian.Type, slug string) (*kajian.Session, error) {
	if !viewer.SignedIn() {
		return nil, kajian.ErrUnauthorized
	}
	ks, err := s.find(ctx, t, slug)
	if err != nil {
		return nil, err
	}
	if !viewer.CanEdit(ks) {
		return nil, kajian.Errorf(kajian.KindForbidden, "forbidden", "Anda tidak memiliki izin untuk membatalkan kajian ini")
	}
	return ks, nil
}

// Cancel cancels a public one-off session, or one date of a weekly session, with a reason: it
// stays listed until its time with its badge, its attendance answers are kept, and those who
// said 'hadir' to it are told in the same transaction. A weekly session's date must be one it
// is held on, from today on.
func (s *Service) Cancel(ctx context.Context, viewer kajian.Viewer, t kajian.Type, slug, reason, date string) (Cancelled, error) {
	ks, err := s.cancellable(ctx, viewer, t, slug)
	if err != nil {
		return Cancelled{}, err
	}
	now := s.clock.Now()
	plan, err := ks.PlanCancel(reason, date, now)
	if err != nil {
		return Cancelled{}, err
	}
	if err := s.allow(ctx, viewer, "posting-edit", EditLimit, "perubahan kajian"); err != nil {
		return Cancelled{}, err
	}
	notice := ks.CancelNotice(plan, now)
	if t == kajian.Recurring {
		h := kajian.Holiday{Date: plan.Date, Reason: plan.Reason}
		if err := s.store.CancelOccurrence(ctx, ks.ID, &h, notice); err != nil {
			return Cancelled{}, err
		}
	} else if err := s.store.CancelSession(ctx, ks.ID, plan.Reason, notice); err != nil {
		return Cancelled{}, err
	}
	s.reminders.Wake()
	return s.reread(ctx, t, ks, "Kajian berhasil dibatalkan")
}

// Uncancel takes a cancellation back (made by mistake): a one-off session's, or a weekly
// session's on date. Those told of it are not told again.
func (s *Service) Uncancel(ctx context.Context, viewer kajian.Viewer, t kajian.Type, slug, date string) (Cancelled, error) {
	ks, err := s.cancellable(ctx, viewer, t, slug)
	if err != nil {
		return Cancelled{}, err
	}
	if t == kajian.Recurring {
		d, perr := kajian.ParseDate(date)
		if perr != nil {
			return Cancelled{}, kajian.Invalid("date", kajian.MsgCancelDateBad)
		}
		err = s.store.UncancelOccurrence(ctx, ks.ID, d)
	} else {
		err = s.store.UncancelSession(ctx, ks.ID)
	}
	if err != nil {
		return Cancelled{}, err
	}
	return s.reread(ctx, t, ks, "Pembatalan berhasil dicabut")
}

// reread returns the session as stored after a cancellation, with message.
func (s *Service) reread(ctx context.Context, t kajian.Type, ks *kajian.Session, message string) (Cancelled, error) {
	after, err := s.store.FindSession(ctx, t, ks.ID)
	if err != nil {
		return Cancelled{}, err
	}
	return Cancelled{Session: after, Message: message}, nil
}
