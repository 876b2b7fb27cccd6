package server

import (
	"net/http"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// 'Laporkan' over HTTP: a visitor's report, the dialog's rules, a missing
// session, one report per account, the honeypot and the per-client limit.
func TestReportSend(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		path := apiPath(f.oneOff) + "/laporan"
		res := f.visitor.do("POST", path, map[string]any{"reason": "wrong_time_place", "note": "Jamnya 20:00"})
		if res.status != http.StatusCreated || res.json(t)["message"] != "Terima kasih, laporan Anda akan ditinjau admin." {
			t.Fatalf("visitor report: %d %s", res.status, res.body)
		}
		for _, c := range []struct {
			body         map[string]any
			field, msg   string
			status       int
			path, reason string
		}{
			{body: map[string]any{"reason": "spam"}, field: "reason", msg: "Pilih alasan laporan", status: 400},
			{body: map[string]any{"reason": "other", "note": strings.Repeat("a", 1001)}, field: "note", msg: "Catatan maksimal 1000 karakter", status: 400},
		} {
			res := f.visitor.do("POST", path, c.body)
			if _, field, msg := apiErrorOf(t, res); res.status != c.status || field != c.field || msg != c.msg {
				t.Errorf("%.40v: %d %s", c.body, res.status, res.body)
			}
		}
		for _, missing := range []string{"/api/v1/kajian/tidak-ada/laporan", "/api/v1/kajian-rutin/" + f.oneOff.Slug + "/laporan",
			apiPath(f.pending) + "/laporan"} {
			res := f.visitor.do("POST", missing, map[string]any{"reason": "other"})
			if code, _, _ := apiErrorOf(t, res); res.status != http.StatusNotFound || code != "not_found" {
				t.Errorf("%s: %d %s", missing, res.status, res.body)
			}
		}
		// One report per account per session.
		weekly := apiPath(f.weekly) + "/laporan"
		if res := f.otherC.do("POST", weekly, map[string]any{"reason": "duplicate"}); res.status != http.StatusCreated {
			t.Fatalf("signed-in report: %d %s", res.status, res.body)
		}
		res = f.otherC.do("POST", weekly, map[string]any{"reason": "other"})
		if code, _, msg := apiErrorOf(t, res); res.status != http.StatusConflict || code != "already_reported" || msg != "Anda sudah melaporkan kajian ini." {
			t.Errorf("second report: %d %s", res.status, res.body)
		}
		// A bot fills the hidden field: thanked, stored nowhere.
		if res := f.visitor.do("POST", weekly, map[string]any{"reason": "other", "website": "http://spam.example"}); res.status != http.StatusCreated {
			t.Errorf("honeypot: %d %s", res.status, res.body)
		}
		var page struct {
			Items []reportDTO `json:"items"`
			Total int         `json:"total"`
		}
		decodeInto(t, f.admC.do("GET", "/api/v1/admin/reports", nil), &page)
		if page.Total != 2 {
			t.Fatalf("%d reports, want 2: %+v", page.Total, page.Items)
		}
		if r := page.Items[1]; r.SessionPath == nil || *r.SessionPath != sessionPath(f.oneOff) || r.ReasonLabel != "Waktu/tempat salah" ||
			r.SignedIn || r.StatusLabel != "Terbuka" || r.Action != nil {
			t.Errorf("visitor's report: %+v", r)
		}
		// Ten an hour per client address; the eleventh is refused in Indonesian.
		peer := "203.0.113.9:4000"
		for i := range kajian.ReportClientLimit.Max {
			if res := e.fromPeer(peer, "POST", path, map[string]any{"reason": "other"}); res.status != http.StatusCreated {
				t.Fatalf("report %d: %d %s", i+1, res.status, res.body)
			}
		}
		res = e.fromPeer(peer, "POST", path, map[string]any{"reason": "other"})
		if res.status != http.StatusTooManyRequests || !strings.HasPrefix(apiError(t, res).Message, "Terlalu banyak laporan terkirim") ||
			res.header.Get("Retry-After") == "" {
			t.Errorf("past the limit: %d %s", res.status, res.body)
		}
	})
}

// 'Laporan' over HTTP: filters, handling by cancelling (the session leaves
// public view, the log says so, the signed-in reporter gets an e-mail) and
// the dashboard's figure.
func TestReportResolve(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		if res := f.otherC.do("POST", apiPath(f.oneOff)+"/laporan", map[string]any{"reason": "cancelled"}); res.status != http.StatusCreated {
			t.Fatalf("report: %d %s", res.status, res.body)
		}
		if res := f.visitor.do("POST", apiPath(f.weekly)+"/laporan", map[string]any{"reason": "duplicate"}); res.status != http.StatusCreated {
			t.Fatalf("report: %d %s", res.status, res.body)
		}
		var page struct {
			Items []reportDTO `json:"items"`
			Total int         `json:"total"`
		}
		decodeInto(t, f.admC.do("GET", "/api/v1/admin/reports?status=open&reason=cancelled", nil), &page)
		if page.Total != 1 || page.Items[0].SessionID != f.oneOff.ID || !page.Items[0].SignedIn {
			t.Fatalf("filtered: %+v", page)
		}
		if res := f.admC.do("GET", "/api/v1/admin/reports?reason=spam", nil); res.status != http.StatusBadRequest {
			t.Errorf("bad reason filter: %d", res.status)
		}
		var dash dashboardDTO
		decodeInto(t, f.admC.do("GET", "/api/v1/admin/dashboard", nil), &dash)
		if dash.Stats.OpenReports != 2 {
			t.Errorf("dashboard open reports = %d, want 2", dash.Stats.OpenReports)
		}
		resolve := "/api/v1/admin/reports/" + page.Items[0].ID + "/resolve"
		if res := f.otherC.do("POST", resolve, map[string]any{"action": "cancel"}); res.status != http.StatusForbidden {
			t.Errorf("a user resolving: %d", res.status)
		}
		if res := f.admC.do("POST", resolve, map[string]any{"action": "batal"}); res.status != http.StatusBadRequest {
			t.Errorf("bad action: %d %s", res.status, res.body)
		}
		res := f.admC.do("POST", resolve, map[string]any{"action": "cancel"})
		if res.status != http.StatusOK || res.json(t)["message"] != "Kajian dibatalkan dan laporan selesai" {
			t.Fatalf("cancel: %d %s", res.status, res.body)
		}
		if res := f.visitor.do("GET", apiPath(f.oneOff), nil); res.status != http.StatusNotFound {
			t.Errorf("the cancelled session for a visitor: %d, want 404", res.status)
		}
		if res := f.admC.do("POST", resolve, map[string]any{"action": "dismiss"}); res.status != http.StatusConflict {
			t.Errorf("handled twice: %d %s", res.status, res.body)
		}
		m := e.lastMail("lain@example.id")
		if m.Subject != "Laporan Anda telah ditinjau: "+f.oneOff.Title || !strings.Contains(m.Text, "telah dibatalkan") {
			t.Errorf("reporter's mail: %+v", m)
		}
		decodeInto(t, f.admC.do("GET", "/api/v1/admin/dashboard", nil), &dash)
		if dash.Stats.OpenReports != 1 || len(dash.Recent) == 0 || dash.Recent[0].Action != "report_cancel" {
			t.Errorf("dashboard after: %d open, recent %+v", dash.Stats.OpenReports, dash.Recent)
		}
	})
}
