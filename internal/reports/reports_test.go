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

var visitor kajian.Viewer

// A visitor reports a session: thanked, one open report kept with the hash
// of their address (never the address) and no account.
func TestVisitorReport(t *testing.T) {
	forEachDialect(t, func(t *testing.T, dialect store.Dialect) {
		w := newWorld(t, dialect)
		msg, err := w.report(visitor, w.weekly, "10.0.0.1", reports.Input{Reason: "cancelled", Note: "  Sudah pindah jadwal  "})
		if err != nil || msg != "Terima kasih, laporan Anda akan ditinjau admin." {
			t.Fatalf("report: %q, %v", msg, err)
		}
		got := w.reports(kajian.ReportFilter{})
		if len(got) != 1 {
			t.Fatalf("%d reports, want 1", len(got))
		}
		r := got[0]
		if r.SessionType != kajian.Recurring || r.SessionID != w.weekly.ID || r.Reason != kajian.ReportCancelled ||
			r.Note != "Sudah pindah jadwal" || r.Status != kajian.ReportOpen || r.ReporterID != "" || r.SessionTitle != "Kitab Tauhid" {
			t.Errorf("report = %+v", r)
		}
		if len(r.ClientHash) != 64 || strings.Contains(r.ClientHash, "10.0.0.1") {
			t.Errorf("client hash = %q, want a SHA-256 of the address", r.ClientHash)
		}
	})
}

// A filled honeypot is thanked like a person and stores nothing.
func TestHoneypot(t *testing.T) {
	forEachDialect(t, func(t *testing.T, dialect store.Dialect) {
		w := newWorld(t, dialect)
		msg, err := w.report(visitor, w.oneOff, "10.0.0.1", reports.Input{Reason: "duplicate", Website: "http://spam.example"})
		if err != nil || msg != kajian.ReportThanks {
			t.Fatalf("report: %q, %v", msg, err)
		}
		if got := w.reports(kajian.ReportFilter{}); len(got) != 0 {
			t.Errorf("%d reports kept from a bot, want 0", len(got))
		}
	})
}

// One client address may send kajian.ReportClientLimit.Max reports; the
// next is refused with the wait, and another address is not.
func TestVisitorRateLimit(t *testing.T) {
	forEachDialect(t, func(t *testing.T, dialect store.Dialect) {
		w := newWorld(t, dialect)
		in := reports.Input{Reason: "other"}
		for i := range kajian.ReportClientLimit.Max {
			if _, err := w.report(visitor, w.oneOff, "10.0.0.1", in); err != nil {
				t.Fatalf("report %d: %v", i+1, err)
			}
		}
		_, err := w.report(visitor, w.oneOff, "10.0.0.1", in)
		if kajian.ErrorKind(err) != kajian.KindRateLimited || !strings.HasPrefix(err.(*kajian.Error).Message, "Terlalu banyak laporan terkirim") {
			t.Fatalf("report past the limit: %v, want rate_limited", err)
		}
		if _, err := w.report(visitor, w.oneOff, "10.0.0.2", in); err != nil {
			t.Errorf("another client: %v", err)
		}
		if got := len(w.reports(kajian.ReportFilter{})); got != kajian.ReportClientLimit.Max+1 {
			t.Errorf("%d reports kept, want %d", got, kajian.ReportClientLimit.Max+1)
		}
	})
}

// One account reports a session once: the second answers already reported
// and one row stays; another session is still theirs to report.
func TestOneReportPerAccount(t *testing.T) {
	forEachDialect(t, func(t *testing.T, dialect store.Dialect) {
		w := newWorld(t, dialect)
		if _, err := w.report(w.reporter, w.oneOff, "10.0.0.1", reports.Input{Reason: "wrong_time_place"}); err != nil {
			t.Fatal(err)
		}
		_, err := w.report(w.reporter, w.oneOff, "10.0.0.9", reports.Input{Reason: "duplicate"})
		if !errors.Is(err, kajian.ErrAlreadyReported) || kajian.ErrorKind(err) != kajian.KindConflict {
			t.Fatalf("second report: %v, want already_reported", err)
		}
		if got := w.reports(kajian.ReportFilter{}); len(got) != 1 || got[0].ReporterID != w.reporter.UserID || got[0].ClientHash != "" {
			t.Fatalf("reports = %+v, want the first only, linked to the account", got)
		}
		if _, err := w.report(w.reporter, w.weekly, "10.0.0.1", reports.Input{Reason: "duplicate"}); err != nil {
			t.Errorf("another session: %v", err)
		}
	})
}

// A session that does not exist, or that the reporter cannot see, is 404;
// nothing is kept.
func TestReportMissingSession(t *testing.T) {
	forEachDialect(t, func(t *testing.T, dialect store.Dialect) {
		w := newWorld(t, dialect)
		ctx := context.Background()
		_, err := w.rs.Report(ctx, visitor, kajian.Regular, "tidak-ada", reports.Input{Reason: "other"}, "10.0.0.1")
		if kajian.ErrorKind(err) != kajian.KindNotFound || err.(*kajian.Error).Message != "Kajian tidak ditemukan" {
			t.Errorf("missing one-off: %v, want 404", err)
		}
		_, err = w.rs.Report(ctx, visitor, kajian.Recurring, w.oneOff.Slug, reports.Input{Reason: "other"}, "10.0.0.1")
		if kajian.ErrorKind(err) != kajian.KindNotFound || err.(*kajian.Error).Message != "Kajian rutin tidak ditemukan" {
			t.Errorf("a one-off's slug as weekly: %v, want 404", err)
		}
		if _, err := w.report(w.reporter, w.draft, "10.0.0.1", reports.Input{Reason: "other"}); kajian.ErrorKind(err) != kajian.KindNotFound {
			t.Errorf("a pending session: %v, want 404", err)
		}
		if got := w.reports(kajian.ReportFilter{}); len(got) != 0 {
			t.Errorf("%d reports kept, want 0", len(got))
		}
	})
}

// The reason must be one of the six; the note at most 1,000 characters.
func TestReportValidation(t *testing.T) {
	forEachDialect(t, func(t *testing.T, dialect store.Dialect) {
		w := newWorld(t, dialect)
		for _, tc := range []struct {
			in   reports.Input
			want error
		}{
			{reports.Input{}, kajian.ErrReportReason},
			{reports.Input{Reason: "spam"}, kajian.ErrReportReason},
			{reports.Input{Reason: "other", Note: strings.Repeat("é", 1001)}, kajian.ErrReportNote},
		} {
			_, err := w.report(visitor, w.oneOff, "10.0.0.1", tc.in)
			var e *kajian.Error
			if !errors.As(err, &e) || e.Message != tc.want.(*kajian.Error).Message || e.Kind != kajian.KindInvalid {
				t.Errorf("%+.20v: %v, want %v", tc.in, err, tc.want)
			}
		}
		if e := kajian.ErrReportNote; e.Message != "Catatan maksimal 1000 karakter" || e.Field != "note" {
			t.Errorf("note error = %+v", e)
		}
		if _, err := w.report(visitor, w.oneOff, "10.0.0.1", reports.Input{Reason: "other", Note: strings.Repeat("é", 1000)}); err != nil {
			t.Errorf("a note of 1,000 characters: %v", err)
		}
	})
}
