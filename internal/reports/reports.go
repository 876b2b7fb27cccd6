// Package reports is 'Laporkan' and the admins' desk 'Laporan': anyone (a
// visitor too) reports a session that is wrong, and an admin handles the
// report by editing, cancelling or deleting the session or by dismissing the
// report; a masjid's editors read the open reports about their masjid's sessions. Every method checks who may do it; every handling is in the
// moderation log (written by the store in the same transaction) and the
// signed-in reporters are told by e-mail.
package reports

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// Store keeps the reports and handles them with their sessions.
type Store interface {
	FindSessionBySlug(ctx context.Context, t kajian.Type, slug string) (*kajian.Session, error)
	FindSession(ctx context.Context, t kajian.Type, id string) (*kajian.Session, error)
	CreateReport(ctx context.Context, r *kajian.Report) error
	ListReports(ctx context.Context, f kajian.ReportFilter) (kajian.ReportPage, error)
	FindReport(ctx context.Context, id string) (kajian.ReportItem, error)
	ResolveReport(ctx context.Context, res kajian.Resolution) (store.Acted, []string, error)
	FindMasjidBySlug(ctx context.Context, slug string) (*kajian.Masjid, error)
	IsMasjidEditor(ctx context.Context, masjidID, userID string) (bool, error)
}

// Limiter spends one event of a key under a limit, for every copy of the
// server together.
type Limiter interface {
	Allow(ctx context.Context, key string, l kajian.Limit) (bool, time.Duration, error)
}

// Notices tells reporters their report was handled, and a poster that an
// admin deleted their session.
type Notices interface {
	ReportHandled(ctx context.Context, reporterID string, t kajian.Type, s store.Acted, action kajian.ReportAction)
	SessionDeleted(ctx context.Context, t kajian.Type, s store.Acted)
}

// Posters deletes, once the deletion has committed, the poster of a deleted
// session (the store already handed it to the sweep).
type Posters interface {
	Release(ctx context.Context, key string)
}

// Waker sends at once the notices a write just queued for a session's
// attendees.
type Waker interface {
	Wake()
}

// Service runs 'Laporkan' and 'Laporan'.
type Service struct {
	store   Store
	limiter Limiter
	notices Notices
	posters Posters
	waker   Waker
	clock   kajian.Clock
}

// New returns the reports use-case.
func New(st Store, limiter Limiter, notices Notices, posters Posters, waker Waker, clock kajian.Clock) *Service {
	return &Service{store: st, limiter: limiter, notices: notices, posters: posters, waker: waker, clock: clock}
}

// Input is what the dialog sends. Website is the hidden honeypot field:
// people never see it, so a report that fills it is a bot's.
type Input struct {
	Reason, Note, Website string
}

// Check validates a report: a known reason and a note of at most
// kajian.MaxReportNote characters.
func Check(in Input) error {
	switch {
	case kajian.ReportReasonLabels[kajian.ReportReason(in.Reason)] == "":
		return kajian.ErrReportReason
	case utf8.RuneCountInString(strings.TrimSpace(in.Note)) > kajian.MaxReportNote:
		return kajian.ErrReportNote
	}
	return nil
}

// Report stores viewer's report of the session of type t at slug and
// returns the thanks to show. A session the viewer cannot see is 404. client
// is the sender's address, for the visitors' rate limit; only its hash is
// kept. A bot's report (honeypot filled) is thanked and dropped. A second
// report of one session from one account is kajian.ErrAlreadyReported.
func (s *Service) Report(ctx context.Context, viewer kajian.Viewer, t kajian.Type, slug string, in Input, client string) (string, error) {
	if err := Check(in); err != nil {
		return "", err
	}
	k, err := s.store.FindSessionBySlug(ctx, t, slug)
	if errors.Is(err, kajian.ErrNotFound) || (err == nil && !viewer.CanView(k)) {
		return "", notFound(t)
	}
	if err != nil {
		return "", err
	}
	if strings.TrimSpace(in.Website) != "" {
		return kajian.ReportThanks, nil
	}
	key, limit := "report:ip:"+client, kajian.ReportClientLimit
	if viewer.SignedIn() {
		key, limit = "report:user:"+viewer.UserID, kajian.ReportUserLimit
	}
	ok, wait, err := s.limiter.Allow(ctx, key, limit)
	if err != nil {
		return "", err
	}
	if !ok {
		return "", kajian.TooMany("laporan terkirim", wait)
	}
	r := kajian.Report{SessionType: t, SessionID: k.ID, Reason: kajian.ReportReason(in.Reason),
		Note: kajian.CleanText(in.Note), ReporterID: viewer.UserID}
	if !viewer.SignedIn() {
		sum := sha256.Sum256([]byte(client))
		r.ClientHash = hex.EncodeToString(sum[:])
	}
	if err := s.store.CreateReport(ctx, &r); err != nil {
		if errors.Is(err, kajian.ErrConflict) {
			return "", kajian.ErrAlreadyReported
		}
		return "", err
	}
	return kajian.ReportThanks, nil
}

// List is a page of 'Laporan', newest first.
func (s *Service) List(ctx context.Context, admin kajian.Viewer, f kajian.ReportFilter, page int) (kajian.ReportPage, error) {
	if err := kajian.RequireAdmin(admin); err != nil {
		return kajian.ReportPage{}, err
	}
	f.Limit, f.Offset = kajian.ReportPageSize, (max(page, 1)-1)*kajian.ReportPageSize
	return s.store.ListReports(ctx, f)
}

// ForMasjid lists the open reports about the sessions of the masjid at slug, newest first
// (at most kajian.MasjidReportLimit), for its editors and admins: 401 for a visitor, 403 for
// anyone else, 404 for a masjid that does not exist. Editors see them to correct their sessions
// (edit, cancel); handling a report stays with admins.
func (s *Service) ForMasjid(ctx context.Context, viewer kajian.Viewer, slug string) ([]kajian.ReportItem, error) {
	if !viewer.SignedIn() {
		return nil, kajian.ErrUnauthorized
	}
	m, err := s.store.FindMasjidBySlug(ctx, slug)
	if err != nil {
		return nil, err
	}
	keeps, err := s.store.IsMasjidEditor(ctx, m.ID, viewer.UserID)
	if err != nil {
		return nil, err
	}
	if err := kajian.RequireMasjidEditor(viewer, keeps); err != nil {
		return nil, err
	}
	p, err := s.store.ListReports(ctx, kajian.ReportFilter{Status: kajian.ReportOpen, MasjidID: m.ID, Limit: kajian.MasjidReportLimit})
	return p.Items, err
}

// resolvedMessages are the toasts after each way of handling a report.
var resolvedMessages = map[kajian.ReportAction]string{
	kajian.ReportEdit:    "Laporan ditandai selesai",
	kajian.ReportCancel:  "Kajian dibatalkan dan laporan selesai",
	kajian.ReportDelete:  "Kajian dihapus dan laporan selesai",
	kajian.ReportDismiss: "Laporan diabaikan",
}

// Resolve handles the report id with action and returns the toast to show.
// Cancelling or deleting tells the session's attendees and calendar feeds, as
// a deletion does, and closes every open report of the session; the
// signed-in reporters of the closed reports are told by e-mail, and the
// poster of a deleted session too.
func (s *Service) Resolve(ctx context.Context, admin kajian.Viewer, id string, action kajian.ReportAction) (string, error) {
	if err := kajian.RequireAdmin(admin); err != nil {
		return "", err
	}
	if resolvedMessages[action] == "" {
		return "", kajian.ErrReportAction
	}
	r, err := s.store.FindReport(ctx, id)
	if err != nil {
		return "", found(err)
	}
	res := kajian.Resolution{ReportID: r.ID, AdminID: admin.UserID, Action: action}
	var poster string
	if action == kajian.ReportCancel || action == kajian.ReportDelete {
		k, err := s.store.FindSession(ctx, r.SessionType, r.SessionID)
		if errors.Is(err, kajian.ErrNotFound) {
			return "", kajian.ErrReportedGone
		}
		if err != nil {
			return "", err
		}
		res.News, poster = kajian.Cancelled(k, s.clock.Now()), k.PosterKey
	}
	acted, reporters, err := s.store.ResolveReport(ctx, res)
	if err != nil {
		return "", found(err)
	}
	for _, reporter := range reporters {
		s.notices.ReportHandled(ctx, reporter, r.SessionType, acted, action)
	}
	if action == kajian.ReportDelete {
		if acted.OwnerID != admin.UserID {
			s.notices.SessionDeleted(ctx, r.SessionType, acted)
		}
		s.posters.Release(ctx, poster)
	}
	s.waker.Wake()
	return resolvedMessages[action], nil
}

func notFound(t kajian.Type) error {
	return kajian.Errorf(kajian.KindNotFound, "not_found", kajian.TypeLabel(t)+" tidak ditemukan")
}

func found(err error) error {
	if errors.Is(err, kajian.ErrNotFound) {
		return kajian.ErrReportNotFound
	}
	return err
}
