package kajian

import (
	"time"
	"unicode/utf8"
)

// A cancellation keeps a session visible: a one-off session cancelled by its author or an
// admin stays listed until its start with a 'Dibatalkan' badge and the reason, and one date of
// a weekly session is cancelled by a Holiday with Cancelled set, so every rule that skips a
// holiday (HeldOn, HeldFrom, reminders, calendar files) skips it, while lists keep the date
// until its time (TimingAt). Attendance answers are kept; attendees are told (CancelNotice).

// MaxCancelReason bounds a cancellation's reason, in characters.
const MaxCancelReason = 500

// What cancelling says and refuses.
const (
	MsgCancelReason     = "Alasan pembatalan harus diisi"
	MsgCancelReasonLong = "Alasan pembatalan maksimal 500 karakter"
	MsgCancelDate       = "Tanggal yang dibatalkan harus dipilih"
	MsgCancelDateBad    = "Tanggal tidak valid"
	MsgCancelDatePast   = "Tanggal yang dibatalkan tidak boleh sebelum hari ini"
	MsgCancelDateHeld   = "Kajian rutin ini tidak diadakan pada tanggal tersebut"
	MsgCancelled        = "Kajian ini dibatalkan"
)

// Cancellation refusals that are not one field's.
var (
	ErrCancelledAlready = Errorf(KindConflict, "cancelled_already", "Kajian ini sudah dibatalkan")
	ErrCancelStarted    = Errorf(KindConflict, "cancel_started", "Kajian ini sudah dimulai atau berlalu")
	ErrCancelNotPublic  = Errorf(KindConflict, "cancel_not_public", "Hanya kajian yang sudah tayang yang dapat dibatalkan")
	ErrCancelNotFound   = Errorf(KindNotFound, "cancel_not_found", "Pembatalan tidak ditemukan")
)

// CancelPlan is a cancellation checked against its session: the reason, and for a weekly
// session the date cancelled (zero for a one-off).
type CancelPlan struct {
	Reason string
	Date   Date
}

// IsCancelled reports whether a one-off session is cancelled.
func (s *Session) IsCancelled() bool { return s.Type != Recurring && s.CancelledAt != nil }

// PlanCancel checks a cancellation of s at now: a reason of at most MaxCancelReason
// characters, and for a weekly session date (YYYY-MM-DD), one of its held dates from today on
// whose start has not passed. A one-off session must be public, not cancelled, not started.
func (s *Session) PlanCancel(reason, date string, now time.Time) (CancelPlan, error) {
	reason = CleanText(reason)
	switch {
	case reason == "":
		return CancelPlan{}, Invalid("reason", MsgCancelReason)
	case utf8.RuneCountInString(reason) > MaxCancelReason:
		return CancelPlan{}, Invalid("reason", MsgCancelReasonLong)
	case !s.IsPublic():
		return CancelPlan{}, ErrCancelNotPublic
	}
	if s.Type != Recurring {
		switch {
		case s.IsCancelled():
			return CancelPlan{}, ErrCancelledAlready
		case !s.Start().After(now):
			return CancelPlan{}, ErrCancelStarted
		}
		return CancelPlan{Reason: reason}, nil
	}
	if date == "" {
		return CancelPlan{}, Invalid("date", MsgCancelDate)
	}
	d, err := ParseDate(date)
	if err != nil {
		return CancelPlan{}, Invalid("date", MsgCancelDateBad)
	}
	if d.Before(Today(now, s.Zone)) {
		return CancelPlan{}, Invalid("date", MsgCancelDatePast)
	}
	if h, ok := s.HolidayOn(d); ok && h.Cancelled {
		return CancelPlan{}, ErrCancelledAlready
	}
	if !s.HeldOn(d) {
		return CancelPlan{}, Invalid("date", MsgCancelDateHeld)
	}
	if !At(d, s.TimeOn(d), s.Zone).After(now) {
		return CancelPlan{}, ErrCancelStarted
	}
	return CancelPlan{Reason: reason, Date: d}, nil
}

// CancelledOn returns the cancellation of a weekly session's date d, if any.
func (s *Session) CancelledOn(d Date) (Holiday, bool) {
	h, ok := s.HolidayOn(d)
	return h, ok && h.Cancelled
}

// CancelNotice is what the attendees of the cancelled one-off session, or of the weekly
// session's cancelled date, are told: 'Dibatalkan: {title}' with the date and the reason, as
// the change notice every attendee already gets when a session moves.
func (s *Session) CancelNotice(p CancelPlan, now time.Time) *SessionNotice {
	d := s.Date
	if s.Type == Recurring {
		d = p.Date
	}
	m := NoticeText{Title: "Dibatalkan: " + s.Title, Body: d.LongIndonesian() + " " + s.TimePhrase(d) + ". Alasan: " + p.Reason,
		URL: PagePath(s.Type, s.Slug), Tag: "kajian-" + s.ID}
	return &SessionNotice{Kind: NoticeChange, Key: "cancel-" + d.String(), Payload: m.Payload()}
}

// CancelledText is a card's and a page's badge line for s at timing t: a cancelled one-off
// session's 'Dibatalkan: {reason}', a weekly session's 'Dibatalkan 28 Nov: {reason}' when the
// slot it is listed at is cancelled; "" otherwise.
func (s *Session) CancelledText(t Timing) string {
	switch {
	case s.IsCancelled():
		return "Dibatalkan: " + s.CancelReason
	case t.Cancelled != nil:
		return "Dibatalkan " + shortDate(t.Cancelled.Date) + ": " + t.Cancelled.Reason
	}
	return ""
}

// CancelChoices is how many coming dates a weekly session's cancel dialog offers.
const CancelChoices = 8

// CancellableDates are the next CancelChoices dates a weekly session is held on whose start is
// after now: those PlanCancel takes. Nil for a one-off session.
func (s *Session) CancellableDates(now time.Time) []Date {
	if s.Type != Recurring {
		return nil
	}
	var out []Date
	for d := s.HeldFrom(Today(now, s.Zone)); len(out) < CancelChoices; d = s.HeldFrom(d.AddDays(1)) {
		if At(d, s.TimeOn(d), s.Zone).After(now) {
			out = append(out, d)
		}
	}
	return out
}
