// Package notices tells authors what an admin did with their work: an e-mail
// when a session they posted is approved, rejected (with the reason) or
// deleted, and when their public note is deleted; and reporters when their
// report of a session is handled. Mail goes out in the
// background, so the admin's action never waits on it, and a notice that
// cannot be sent is logged, never an error of the action.
package notices

import (
	"context"
	"log/slog"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/store"
)

// Users finds a notice's recipient.
type Users interface {
	FindUserByID(ctx context.Context, id string) (kajian.User, error)
	FindProfile(ctx context.Context, userID string) (kajian.Profile, error)
}

// Notifier sends the notices.
type Notifier struct {
	users   Users
	mail    *mail.Background
	baseURL string
}

// New returns a Notifier that links to baseURL.
func New(users Users, m *mail.Background, baseURL string) *Notifier {
	return &Notifier{users: users, mail: m, baseURL: baseURL}
}

// Approved tells the poster that their session of type t is published.
func (n *Notifier) Approved(ctx context.Context, t kajian.Type, s store.Acted) {
	n.send(ctx, s.OwnerID, "session-approved", func(name string) mail.Message {
		return mail.SessionApproved(name, kajian.TypeLabel(t), s.Title, n.baseURL+kajian.PagePath(t, s.Slug))
	})
}

// Rejected tells the poster that their session was rejected, and why.
func (n *Notifier) Rejected(ctx context.Context, t kajian.Type, s store.Acted, reason string) {
	n.send(ctx, s.OwnerID, "session-rejected", func(name string) mail.Message {
		return mail.SessionRejected(name, kajian.TypeLabel(t), s.Title, reason, n.baseURL+"/my-kajian")
	})
}

// SessionDeleted tells the poster that an admin deleted their session.
func (n *Notifier) SessionDeleted(ctx context.Context, t kajian.Type, s store.Acted) {
	n.send(ctx, s.OwnerID, "session-deleted", func(name string) mail.Message {
		return mail.SessionDeleted(name, kajian.TypeLabel(t), s.Title, n.baseURL+"/my-kajian")
	})
}

// NoteDeleted tells the author that an admin deleted their public note.
func (n *Notifier) NoteDeleted(ctx context.Context, note store.Acted) {
	n.send(ctx, note.OwnerID, "note-deleted", func(name string) mail.Message {
		return mail.NoteDeleted(name, note.Title, n.baseURL+"/journal")
	})
}

// ReportHandled tells a signed-in reporter what an admin did about their
// report of the session s (of type t): its page while it is public, else home.
func (n *Notifier) ReportHandled(ctx context.Context, reporterID string, t kajian.Type, s store.Acted, action kajian.ReportAction) {
	link := n.baseURL + "/"
	if action == kajian.ReportEdit || action == kajian.ReportDismiss {
		link = n.baseURL + kajian.PagePath(t, s.Slug)
	}
	n.send(ctx, reporterID, "report-handled", func(name string) mail.Message {
		return mail.ReportHandled(name, s.Title, kajian.ReportOutcomes[action], link)
	})
}

// send looks the recipient up and hands the message to the background
// sender. A session or note without an owner account is nobody's to tell.
func (n *Notifier) send(ctx context.Context, userID, kind string, message func(name string) mail.Message) {
	if userID == "" {
		return
	}
	u, err := n.users.FindUserByID(ctx, userID)
	if err != nil {
		slog.WarnContext(ctx, "notice recipient not found", "mail", kind, "err", err)
		return
	}
	var name string
	if p, err := n.users.FindProfile(ctx, userID); err == nil {
		name = p.FullName
	}
	m := message(name)
	m.To = u.Email
	n.mail.Send(ctx, kind, m)
}
