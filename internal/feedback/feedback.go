// Package feedback is 'Saran & Masukan': anyone sends a message (a signed-in
// sender is linked to their account), and admins read, move through the five
// statuses and delete them in 'Kelola Feedback'. Every method checks who may
// do it.
package feedback

import (
	"context"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Store keeps the messages; its admin writes record the moderation log.
type Store interface {
	CreateFeedback(ctx context.Context, f *kajian.Feedback) error
	ListFeedback(ctx context.Context, f kajian.FeedbackFilter) (kajian.FeedbackPage, error)
	FindFeedback(ctx context.Context, id string) (kajian.FeedbackItem, error)
	SetFeedbackStatus(ctx context.Context, id string, status kajian.FeedbackStatus, adminID string) error
	DeleteFeedback(ctx context.Context, id, adminID string) (string, error)
}

// Limiter spends one event of a key under a limit.
type Limiter interface {
	Allow(ctx context.Context, key string, l kajian.Limit) (bool, time.Duration, error)
}

// SendLimit is how many messages one sender (an account, or else a client
// address) may send: enough for anyone with something to say, not for a
// script.
var SendLimit = kajian.Limit{Max: 5, Per: time.Hour}

// The limits of a message's fields, in characters.
const (
	MaxSubject = 200
	MaxMessage = 5000
	MaxName    = 100
)

// Service runs the feedback form and desk.
type Service struct {
	store   Store
	limiter Limiter
}

// New returns the feedback use-case.
func New(st Store, limiter Limiter) *Service {
	return &Service{store: st, limiter: limiter}
}

// Input is what the form sends. Website is the hidden honeypot field: people
// never see it, so a message that fills it is a bot's.
type Input struct {
	Name, Email, Subject, Message, Category, Website string
}

// ErrSubjectMessage answers a message without a subject or text.
var ErrSubjectMessage = kajian.Invalid("message", "Subjek dan pesan harus diisi")

// Check validates a message in order: subject and message, their lengths,
// the name's, the e-mail when given, the category (empty is Saran).
func Check(in Input) error {
	subject, message := strings.TrimSpace(in.Subject), strings.TrimSpace(in.Message)
	email := strings.TrimSpace(in.Email)
	switch {
	case subject == "" || message == "":
		return ErrSubjectMessage
	case utf8.RuneCountInString(subject) > MaxSubject:
		return kajian.Invalid("subject", "Subjek maksimal 200 karakter")
	case utf8.RuneCountInString(message) > MaxMessage:
		return kajian.Invalid("message", "Pesan maksimal 5000 karakter")
	case utf8.RuneCountInString(strings.TrimSpace(in.Name)) > MaxName:
		return kajian.Invalid("name", "Nama maksimal 100 karakter")
	case email != "" && !kajian.ValidEmail(email):
		return kajian.Invalid("email", "Format email tidak valid")
	case in.Category != "" && kajian.FeedbackCategoryLabels[kajian.FeedbackCategory(in.Category)] == "":
		return kajian.Invalid("category", "Kategori tidak valid")
	}
	return nil
}

// Thanks is the toast after a message is sent.
const Thanks = "Terima kasih! Saran dan masukan Anda telah terkirim."

// Send stores a message from viewer (a visitor or a signed-in user, who is
// linked to it). client names the sender's address for the rate limit of a
// visitor. A bot's message (honeypot filled) is answered like any other and
// dropped. It returns the toast to show.
func (s *Service) Send(ctx context.Context, viewer kajian.Viewer, in Input, client string) (string, error) {
	if err := Check(in); err != nil {
		return "", err
	}
	if strings.TrimSpace(in.Website) != "" {
		return Thanks, nil
	}
	key := "feedback:ip:" + client
	if viewer.SignedIn() {
		key = "feedback:user:" + viewer.UserID
	}
	ok, wait, err := s.limiter.Allow(ctx, key, SendLimit)
	if err != nil {
		return "", err
	}
	if !ok {
		return "", kajian.TooMany("pesan terkirim", wait)
	}
	category := kajian.FeedbackCategory(in.Category)
	if category == "" {
		category = kajian.FeedbackSuggestion
	}
	f := kajian.Feedback{Name: kajian.CleanText(in.Name), Email: strings.TrimSpace(in.Email),
		Subject: kajian.CleanText(in.Subject), Message: kajian.CleanText(in.Message), Category: category, UserID: viewer.UserID}
	if err := s.store.CreateFeedback(ctx, &f); err != nil {
		return "", err
	}
	return Thanks, nil
}

var errNotFound = kajian.Errorf(kajian.KindNotFound, "feedback_not_found", "Feedback tidak ditemukan")

// List is a page of 'Kelola Feedback', newest first.
func (s *Service) List(ctx context.Context, admin kajian.Viewer, f kajian.FeedbackFilter, page int) (kajian.FeedbackPage, error) {
	if err := kajian.RequireAdmin(admin); err != nil {
		return kajian.FeedbackPage{}, err
	}
	f.Limit, f.Offset = kajian.FeedbackPageSize, (max(page, 1)-1)*kajian.FeedbackPageSize
	return s.store.ListFeedback(ctx, f)
}

// SetStatus moves a message to status and returns it as it now is, with the
// toast to show.
func (s *Service) SetStatus(ctx context.Context, admin kajian.Viewer, id string, status kajian.FeedbackStatus) (kajian.FeedbackItem, string, error) {
	if err := kajian.RequireAdmin(admin); err != nil {
		return kajian.FeedbackItem{}, "", err
	}
	if kajian.FeedbackStatusLabels[status] == "" {
		return kajian.FeedbackItem{}, "", kajian.Invalid("status", "Status tidak valid")
	}
	if err := s.store.SetFeedbackStatus(ctx, id, status, admin.UserID); err != nil {
		return kajian.FeedbackItem{}, "", found(err)
	}
	item, err := s.store.FindFeedback(ctx, id)
	if err != nil {
		return item, "", found(err)
	}
	return item, "Status feedback berhasil diperbarui", nil
}

// Delete deletes a message and returns the toast to show.
func (s *Service) Delete(ctx context.Context, admin kajian.Viewer, id string) (string, error) {
	if err := kajian.RequireAdmin(admin); err != nil {
		return "", err
	}
	if _, err := s.store.DeleteFeedback(ctx, id, admin.UserID); err != nil {
		return "", found(err)
	}
	return "Feedback berhasil dihapus", nil
}

func found(err error) error {
	if errors.Is(err, kajian.ErrNotFound) {
		return errNotFound
	}
	return err
}
