// Package moderation is the admins' use-case: the dashboard, the approval
// queue of sessions users posted, approving and rejecting them, the public
// notes they may remove, and trusted contributors (granting the role, and
// reviewing and undoing what contributors published directly). Every action is recorded in the moderation
// log (by the store, in the action's transaction) and its author is told by
// e-mail. Every method refuses anyone but an admin.
package moderation

import (
	"context"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// Store reads the approval queue and records decisions.
type Store interface {
	ListPending(ctx context.Context, from kajian.Date) (kajian.Pending, error)
	ApproveSession(ctx context.Context, t kajian.Type, id, adminID string) (store.Acted, error)
	RejectSession(ctx context.Context, t kajian.Type, id, adminID, reason string, news ...kajian.SessionNews) (store.Acted, error)
	FindSession(ctx context.Context, t kajian.Type, id string) (*kajian.Session, error)
	Dashboard(ctx context.Context, now time.Time) (kajian.Dashboard, error)
	ListModLog(ctx context.Context, limit int) ([]kajian.ModEntry, error)
	ListMine(ctx context.Context, f kajian.MineFilter) (kajian.MinePage, error)
	ContributorStore
}

// Notices tells authors what an admin did with their work.
type Notices interface {
	Approved(ctx context.Context, t kajian.Type, s store.Acted)
	Rejected(ctx context.Context, t kajian.Type, s store.Acted, reason string)
	NoteDeleted(ctx context.Context, note store.Acted)
}

// Reminders tells those who follow a session's speakers or place that it is newly public, and
// sends at once the notices a write just queued for its attendees.
type Reminders interface {
	Published(ctx context.Context, k *kajian.Session)
	Wake()
}

// MaxReasonRunes bounds a rejection reason.
const MaxReasonRunes = 1000

// Service runs the admins' desk.
type Service struct {
	store     Store
	notes     NotesStore
	notices   Notices
	reminders Reminders
	clock     kajian.Clock
}

// New returns the moderation use-case.
func New(st Store, notes NotesStore, notices Notices, reminders Reminders, clock kajian.Clock) *Service {
	return &Service{store: st, notes: notes, notices: notices, reminders: reminders, clock: clock}
}

// Pending returns the sessions waiting for approval, of both kinds, with their
// creators' names and phones.
func (s *Service) Pending(ctx context.Context, admin kajian.Viewer) (kajian.Pending, error) {
	if err := kajian.RequireAdmin(admin); err != nil {
		return kajian.Pending{}, err
	}
	// From yesterday in UTC: every zone's today is on or after it.
	return s.store.ListPending(ctx, kajian.DateOf(s.clock.Now()).AddDays(-1))
}

// Approve publishes a pending session (one-off approved, weekly active),
// recording the admin and the moment; it returns the toast to show.
func (s *Service) Approve(ctx context.Context, admin kajian.Viewer, t kajian.Type, id string) (string, error) {
	if err := kajian.RequireAdmin(admin); err != nil {
		return "", err
	}
	acted, err := s.store.ApproveSession(ctx, t, id, admin.UserID)
	if err != nil {
		return "", notFound(t, err)
	}
	s.notices.Approved(ctx, t, acted)
	if k, err := s.store.FindSession(ctx, t, id); err == nil {
		s.reminders.Published(ctx, k)
	}
	s.reminders.Wake() // notices held while it waited go now
	return kajian.TypeLabel(t) + " berhasil disetujui!", nil
}

// ErrReasonRequired answers a rejection without a reason.
var ErrReasonRequired = kajian.Invalid("reason", "Alasan penolakan harus diisi")

// CheckReason validates a rejection reason: not blank once trimmed, at most
// MaxReasonRunes characters.
func CheckReason(reason string) error {
	reason = strings.TrimSpace(reason)
	switch {
	case reason == "":
		return ErrReasonRequired
	case utf8.RuneCountInString(reason) > MaxReasonRunes:
		return kajian.Invalid("reason", "Alasan penolakan maksimal 1000 karakter")
	}
	return nil
}

// Reject rejects a pending session with a trimmed reason, recording the admin
// and the moment; it returns the toast to show.
func (s *Service) Reject(ctx context.Context, admin kajian.Viewer, t kajian.Type, id, reason string) (string, error) {
	if err := kajian.RequireAdmin(admin); err != nil {
		return "", err
	}
	if err := CheckReason(reason); err != nil {
		return "", err
	}
	reason = strings.TrimSpace(reason)
	k, err := s.store.FindSession(ctx, t, id)
	if err != nil {
		return "", notFound(t, err)
	}
	// A session public before an edit leaves its attendees' calendars and plans.
	acted, err := s.store.RejectSession(ctx, t, id, admin.UserID, reason, kajian.Cancelled(k, s.clock.Now()))
	if err != nil {
		return "", notFound(t, err)
	}
	s.notices.Rejected(ctx, t, acted, reason)
	s.reminders.Wake()
	return kajian.TypeLabel(t) + " berhasil ditolak", nil
}

func notFound(t kajian.Type, err error) error {
	if errors.Is(err, kajian.ErrNotFound) {
		return kajian.Errorf(kajian.KindNotFound, "not_found", kajian.TypeLabel(t)+" tidak ditemukan")
	}
	return err
}
