package reports_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/reports"
	"github.com/kajiankita/kajian/internal/store"
)

// Each way of handling a report: the session as the action leaves it, the
// report's status and action, one line in the moderation log, and an e-mail
// to the signed-in reporter (none to the visitor who reported too).
func TestResolveActions(t *testing.T) {
	for _, tc := range []struct {
		action  kajian.ReportAction
		status  kajian.ReportStatus
		log     kajian.ModAction
		toast   string
		session func(t *testing.T, w *world, err error, s *kajian.Session)
	}{
		{kajian.ReportEdit, kajian.ReportResolved, kajian.ModReportEdit, "Laporan ditandai selesai", stillPublic},
		{kajian.ReportDismiss, kajian.ReportDismissed, kajian.ModReportDismiss, "Laporan diabaikan", stillPublic},
		{kajian.ReportCancel, kajian.ReportResolved, kajian.ModReportCancel, "Kajian dibatalkan dan laporan selesai",
			func(t *testing.T, w *world, err error, s *kajian.Session) {
				if err != nil || s.Status != kajian.StatusInactive {
					t.Fatalf("cancelled session: %v, %v; want inactive", s, err)
				}
				// The attendee's calendar feed says it is cancelled, as a deletion does.
				gone, err := w.db.ListCancelled(context.Background(), kajian.CancelledFilter{Attendee: w.owner.UserID})
				if err != nil || len(gone) != 1 || gone[0].SessionID != s.ID {
					t.Errorf("cancellations for the attendee: %+v, %v", gone, err)
				}
			}},
		{kajian.ReportDelete, kajian.ReportResolved, kajian.ModReportDelete, "Kajian dihapus dan laporan selesai",
			func(t *testing.T, w *world, err error, _ *kajian.Session) {
				if !errors.Is(err, kajian.ErrNotFound) {
					t.Fatalf("deleted session: %v, want not found", err)
				}
			}},
	} {
		t.Run(string(tc.action), func(t *testing.T) {
			forEachDialect(t, func(t *testing.T, dialect store.Dialect) {
				w := newWorld(t, dialect)
				ctx := context.Background()
				// The poster attends: a cancellation is theirs to hear of.
				if err := w.db.SetRSVP(ctx, w.owner.UserID, kajian.Regular, w.oneOff.ID, w.oneOff.Date, kajian.Hadir); err != nil {
					t.Fatal(err)
				}
				if _, err := w.report(w.reporter, w.oneOff, "10.0.0.1", reports.Input{Reason: "wrong_time_place"}); err != nil {
					t.Fatal(err)
				}
				if _, err := w.report(visitor, w.oneOff, "10.0.0.2", reports.Input{Reason: "duplicate"}); err != nil {
					t.Fatal(err)
				}
				open := w.reports(kajian.ReportFilter{Reason: kajian.ReportWrongTimePlace})
				if len(open) != 1 {
					t.Fatalf("%d reports for the reason, want 1", len(open))
				}
				msg, err := w.rs.Resolve(ctx, w.adm, open[0].ID, tc.action)
				if err != nil || msg != tc.toast {
					t.Fatalf("resolve: %q, %v", msg, err)
				}
				s, err := w.db.FindSession(ctx, kajian.Regular, w.oneOff.ID)
				tc.session(t, w, err, s)

				handled := w.reports(kajian.ReportFilter{Status: tc.status})
				wantHandled := 2 // every open report of the session
				if tc.action == kajian.ReportDismiss {
					wantHandled = 1 // only the one dismissed
				}
				if len(handled) != wantHandled {
					t.Fatalf("%d reports %s, want %d", len(handled), tc.status, wantHandled)
				}
				for _, r := range handled {
					if r.Action != tc.action || r.ResolvedBy != w.adm.UserID || r.ResolvedAt == nil || r.ResolverName != "Admin" {
						t.Errorf("handled report = %+v", r)
					}
				}
				log, err := w.db.ListModLog(ctx, 10)
				if err != nil || len(log) != 1 {
					t.Fatalf("moderation log: %+v, %v; want one line", log, err)
				}
				if l := log[0]; l.Action != tc.log || l.ActorID != w.adm.UserID || l.SubjectID != w.oneOff.ID ||
					l.SubjectTitle != "Tafsir Al-Kahfi" || l.Detail != "Laporan: Waktu/tempat salah" {
					t.Errorf("log line = %+v", l)
				}
				var toReporter int
				for _, m := range w.mails() {
					if strings.Contains(m.To, w.reporterEmail) {
						toReporter++
						if m.Subject != "Laporan Anda telah ditinjau: Tafsir Al-Kahfi" {
							t.Errorf("reporter's mail subject = %q", m.Subject)
						}
					}
				}
				if toReporter != 1 {
					t.Errorf("%d e-mails to the reporter, want 1", toReporter)
				}
				// Handled once: a second handling is refused and logs nothing.
				if _, err := w.rs.Resolve(ctx, w.adm, open[0].ID, kajian.ReportDismiss); !errors.Is(err, kajian.ErrReportHandled) {
					t.Errorf("second handling: %v, want report_handled", err)
				}
				if log, _ := w.db.ListModLog(ctx, 10); len(log) != 1 {
					t.Errorf("%d log lines after a refused handling, want 1", len(log))
				}
			})
		})
	}
}

func stillPublic(t *testing.T, _ *world, err error, s *kajian.Session) {
	t.Helper()
	if err != nil || !s.IsPublic() {
		t.Fatalf("session: %v, %v; want still public", s, err)
	}
}

// Only admins list and handle reports; a bad action or a missing report is
// refused before anything changes.
func TestResolvePermissions(t *testing.T) {
	forEachDialect(t, func(t *testing.T, dialect store.Dialect) {
		w := newWorld(t, dialect)
		ctx := context.Background()
		if _, err := w.report(w.reporter, w.weekly, "10.0.0.1", reports.Input{Reason: "not_kajian"}); err != nil {
			t.Fatal(err)
		}
		id := w.reports(kajian.ReportFilter{})[0].ID
		for _, who := range []struct {
			name   string
			viewer kajian.Viewer
			want   kajian.Kind
		}{{"visitor", visitor, kajian.KindUnauthorized}, {"user", w.reporter, kajian.KindForbidden}, {"owner", w.owner, kajian.KindForbidden}} {
			if _, err := w.rs.List(ctx, who.viewer, kajian.ReportFilter{}, 1); kajian.ErrorKind(err) != who.want {
				t.Errorf("list as %s: %v", who.name, err)
			}
			if _, err := w.rs.Resolve(ctx, who.viewer, id, kajian.ReportDelete); kajian.ErrorKind(err) != who.want {
				t.Errorf("resolve as %s: %v", who.name, err)
			}
		}
		if _, err := w.rs.Resolve(ctx, w.adm, id, "hapus"); !errors.Is(err, kajian.ErrReportAction) {
			t.Errorf("bad action: %v", err)
		}
		if _, err := w.rs.Resolve(ctx, w.adm, "00000000-0000-4000-8000-000000000000", kajian.ReportDismiss); !errors.Is(err, kajian.ErrReportNotFound) {
			t.Errorf("missing report: %v", err)
		}
		if s, err := w.db.FindSession(ctx, kajian.Recurring, w.weekly.ID); err != nil || !s.IsPublic() {
			t.Errorf("weekly session after refusals: %v, %v", s, err)
		}
		if got := w.reports(kajian.ReportFilter{Status: kajian.ReportOpen}); len(got) != 1 {
			t.Errorf("%d open reports, want 1", len(got))
		}
		if figures, err := w.db.Dashboard(ctx, testNow); err != nil || figures.OpenReports != 1 {
			t.Errorf("dashboard open reports: %d, %v; want 1", figures.OpenReports, err)
		}
	})
}
