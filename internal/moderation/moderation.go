// Package moderation is the admins' use-case: the approval queue of sessions
// users posted, approving and rejecting them, and the public notes they may
// remove. Every method refuses anyone but an admin.
package moderation

import (
	"context"
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// Store reads the approval queue and records decisions.
type Store interface {
	ListPending(ctx context.Context, from kajian.Date) (store.Pending, error)
	ApproveSession(ctx context.Context, t kajian.Type, id, adminID string) error
	RejectSession(ctx context.Context, t kajian.Type, id, adminID, reason string) error
}

// MaxReasonRunes bounds a rejection reason.
const MaxReasonRunes = 1000

// Service runs the admins' desk.
type Service struct {
	store Store
	notes NotesStore
	clock kajian.Clock
}

// New returns the moderation use-case.
func New(st Store, notes NotesStore, clock kajian.Clock) *Service {
	return &Service{store: st, notes: notes, clock: clock}
}

// RequireAdmin refuses visitors (401) and signed-in non-admins (403).
func RequireAdmin(v kajian.Viewer) error {
	switch {
	case !v.SignedIn():
		return kajian.ErrUnauthorized
	case !v.IsAdmin():
		return kajian.ErrAdminOnly
	}
	return nil
}

// Pending returns the sessions waiting for approval, of both kinds, with their
// creators' names and phones.
func (s *Service) Pending(ctx context.Context, admin kajian.Viewer) (store.Pending, error) {
	if err := RequireAdmin(admin); err != nil {
		return store.Pending{}, err
	}
	// From yesterday in UTC: every zone's today is on or after it.
	return s.store.ListPending(ctx, kajian.DateOf(s.clock.Now()).AddDays(-1))
}

// Approve publishes a pending session (one-off approved, weekly active),
// recording the admin and the moment; it returns the toast to show.
func (s *Service) Approve(ctx context.Context, admin kajian.Viewer, t kajian.Type, id string) (string, error) {
	if err := RequireAdmin(admin); err != nil {
		return "", err
	}
	if err := s.store.ApproveSession(ctx, t, id, admin.UserID); err != nil {
		return "", notFound(t, err)
	}
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
	if err := RequireAdmin(admin); err != nil {
		return "", err
	}
	if err := CheckReason(reason); err != nil {
		return "", err
	}
	if err := s.store.RejectSession(ctx, t, id, admin.UserID, strings.TrimSpace(reason)); err != nil {
		return "", notFound(t, err)
	}
	return kajian.TypeLabel(t) + " berhasil ditolak", nil
}

func notFound(t kajian.Type, err error) error {
	if errors.Is(err, kajian.ErrNotFound) {
		return kajian.Errorf(kajian.KindNotFound, "not_found", kajian.TypeLabel(t)+" tidak ditemukan")
	}
	return err
}
