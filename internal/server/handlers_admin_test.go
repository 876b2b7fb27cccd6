package server

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Every admin endpoint refuses a visitor (401) and a signed-in user (403) on
// the server, before it reads anything, and serves an admin.
func TestAdminEndpointsRefuseVisitorsAndUsers(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		fb := sendFeedback(t, f.visitor, map[string]any{"subject": "Jadwal", "message": "Mohon tambah filter kota"})
		note := writeNote(t, f.creatorC, noteBody(f, map[string]any{"visibility": "public"})).Note
		calls := []struct {
			method, path string
			body         any
			admin        int // the admin's answer
		}{
			{"GET", "/api/v1/admin/dashboard", nil, http.StatusOK},
			{"GET", "/api/v1/admin/sessions", nil, http.StatusOK},
			{"GET", "/api/v1/admin/feedback", nil, http.StatusOK},
			{"PUT", "/api/v1/admin/feedback/" + fb + "/status", map[string]any{"status": "reviewed"}, http.StatusOK},
			{"GET", "/api/v1/admin/approvals", nil, http.StatusOK},
			{"POST", "/api/v1/admin/approvals/regular/" + f.pending.ID + "/approve", nil, http.StatusOK},
			{"POST", "/api/v1/admin/approvals/recurring/" + f.inactive.ID + "/reject", map[string]any{"reason": "Jadwal bentrok"}, http.StatusOK},
			{"GET", "/api/v1/admin/journals", nil, http.StatusOK},
			{"DELETE", "/api/v1/admin/journals/" + note.ID, nil, http.StatusOK},
			{"DELETE", "/api/v1/admin/feedback/" + fb, nil, http.StatusOK},
		}
		for _, c := range calls {
			if res := f.visitor.do(c.method, c.path, c.body); res.status != http.StatusUnauthorized {
				t.Errorf("visitor %s %s: %d %s", c.method, c.path, res.status, res.body)
			}
			res := f.otherC.do(c.method, c.path, c.body)
			if res.status != http.StatusForbidden || apiError(t, res).Message != "Akses ditolak. Hanya admin yang dapat mengakses halaman ini." {
				t.Errorf("user %s %s: %d %s", c.method, c.path, res.status, res.body)
			}
		}
		// Nothing the others tried took effect: the admin's calls all work.
		for _, c := range calls {
			if res := f.admC.do(c.method, c.path, c.body); res.status != c.admin {
				t.Errorf("admin %s %s: %d %s", c.method, c.path, res.status, res.body)
			}
		}
	})
}

// sendFeedback sends a message through the form and returns its id, read
// back from the admin list (the form's answer does not name it).
func sendFeedback(t *testing.T, c *client, body map[string]any) string {
	t.Helper()
	res := c.do("POST", "/api/v1/feedback", body)
	if res.status != http.StatusCreated || res.json(t)["message"] != "Terima kasih! Saran dan masukan Anda telah terkirim." {
		t.Fatalf("send feedback: %d %s", res.status, res.body)
	}
	page, err := c.e.db.ListFeedback(context.Background(), storeFeedbackBySubject(body["subject"].(string)))
	if err != nil || len(page.Items) == 0 {
		t.Fatalf("the message was not stored: %v", err)
	}
	return page.Items[0].ID
}

// The form's rules: checked in order with the specification's messages,
// limits, the honeypot, the sender's account, the rate limit.
func TestFeedbackForm(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		visitor := e.newClient()
		long := func(n int) string { return strings.Repeat("a", n) }
		for _, c := range []struct {
			body  map[string]any
			field string
			msg   string
		}{
			{map[string]any{"subject": "  ", "message": "isi"}, "message", "Subjek dan pesan harus diisi"},
			{map[string]any{"subject": "Judul", "message": ""}, "message", "Subjek dan pesan harus diisi"},
			{map[string]any{"subject": long(201), "message": "isi"}, "subject", "Subjek maksimal 200 karakter"},
			{map[string]any{"subject": "Judul", "message": long(5001)}, "message", "Pesan maksimal 5000 karakter"},
			{map[string]any{"subject": "Judul", "message": "isi", "name": long(101)}, "name", "Nama maksimal 100 karakter"},
			{map[string]any{"subject": "Judul", "message": "isi", "email": "bukan-email"}, "email", "Format email tidak valid"},
			{map[string]any{"subject": "Judul", "message": "isi", "category": "spam"}, "category", "Kategori tidak valid"},
		} {
			res := visitor.do("POST", "/api/v1/feedback", c.body)
			if _, field, msg := apiErrorOf(t, res); res.status != http.StatusBadRequest || field != c.field || msg != c.msg {
				t.Errorf("%v: %d %s", c.body, res.status, res.body)
			}
		}
		if res := visitor.do("POST", "/api/v1/feedback", `{"subject":`); res.status != http.StatusBadRequest {
			t.Errorf("malformed JSON: %d %s", res.status, res.body)
		}
		// A bot fills the hidden field: answered like anyone, stored nowhere.
		if res := visitor.do("POST", "/api/v1/feedback", map[string]any{"subject": "Promo", "message": "murah", "website": "http://spam.example"}); res.status != http.StatusCreated {
			t.Fatalf("honeypot: %d %s", res.status, res.body)
		}
		if p, _ := e.db.ListFeedback(context.Background(), storeFeedbackBySubject("")); p.Total != 0 {
			t.Fatalf("a bot's message was stored: %d", p.Total)
		}
		// A visitor's message: category defaults to Saran, no account.
		sendFeedback(t, visitor, map[string]any{"subject": "Tanpa akun", "message": "Aplikasinya bermanfaat", "email": "tamu@example.id"})
		e.clock.Advance(time.Minute)
		// A signed-in sender is linked to their account.
		user, u := e.signedIn("jamaah@example.id", kajian.RoleUser)
		sendFeedback(t, user, map[string]any{"subject": "Dengan akun", "message": "Ada bug di peta", "category": "bug_report"})
		admin, _ := e.signedIn("admin@example.id", kajian.RoleAdmin)
		var page struct {
			Items []map[string]any `json:"items"`
			Total int              `json:"total"`
		}
		decodeInto(t, admin.do("GET", "/api/v1/admin/feedback", nil), &page)
		if page.Total != 2 {
			t.Fatalf("total %d", page.Total)
		}
		linked, anon := page.Items[0], page.Items[1]
		if linked["user_id"] != u.ID || linked["sender_name"] != "Pengguna jamaah@example.id" || linked["category_label"] != "Laporan Bug" ||
			linked["status"] != "new" || linked["status_label"] != "Baru" {
			t.Errorf("signed-in sender: %v", linked)
		}
		if anon["user_id"] != nil || anon["sender_name"] != nil || anon["email"] != "tamu@example.id" || anon["category"] != "suggestion" {
			t.Errorf("visitor: %v", anon)
		}
		// Five an hour per client address; the sixth is refused in Indonesian.
		peer := "203.0.113.9:4000"
		for i := range 5 {
			if res := e.fromPeer(peer, "POST", "/api/v1/feedback", map[string]any{"subject": fmt.Sprint("Pesan ", i), "message": "isi"}); res.status != http.StatusCreated {
				t.Fatalf("message %d: %d %s", i, res.status, res.body)
			}
		}
		res := e.fromPeer(peer, "POST", "/api/v1/feedback", map[string]any{"subject": "Keenam", "message": "isi"})
		if res.status != http.StatusTooManyRequests || !strings.HasPrefix(apiError(t, res).Message, "Terlalu banyak pesan terkirim. Silakan coba lagi dalam") ||
			res.header.Get("Retry-After") == "" {
			t.Fatalf("sixth message: %d %s", res.status, res.body)
		}
		if res := e.fromPeer("203.0.113.10:4000", "POST", "/api/v1/feedback", map[string]any{"subject": "Lain", "message": "isi"}); res.status != http.StatusCreated {
			t.Fatalf("another address is not limited: %d", res.status)
		}
	})
}

// Searching and filtering 'Kelola Feedback', and the status moves with their
// times: every move sets updated_at, resolved sets resolved_at and the
// resolver, another status clears them; each move and the delete are logged.
func TestFeedbackDesk(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		visitor := e.newClient()
		id := sendFeedback(t, visitor, map[string]any{"subject": "Peta tidak muncul", "message": "Di HP Android peta kosong", "category": "bug_report", "name": "Budi"})
		e.clock.Advance(time.Minute)
		sendFeedback(t, visitor, map[string]any{"subject": "Terima kasih", "message": "Sangat membantu", "category": "compliment"})
		admin, adm := e.signedIn("admin@example.id", kajian.RoleAdmin)
		total := func(query string) int {
			var p struct {
				Total int `json:"total"`
			}
			decodeInto(t, admin.do("GET", "/api/v1/admin/feedback?"+query, nil), &p)
			return p.Total
		}
		for query, want := range map[string]int{"": 2, "q=ANDROID": 1, "q=budi": 1, "q=tidak+ada": 0, "category=compliment": 1,
			"status=new": 2, "status=resolved": 0, "category=bug_report&q=peta": 1} {
			if got := total(query); got != want {
				t.Errorf("%q: %d, want %d", query, got, want)
			}
		}
		if res := admin.do("GET", "/api/v1/admin/feedback?status=done", nil); res.status != http.StatusBadRequest {
			t.Errorf("unknown status filter: %d", res.status)
		}
		created := e.clock.Now()
		e.clock.Advance(time.Hour)
		move := func(status string) map[string]any {
			t.Helper()
			res := admin.do("PUT", "/api/v1/admin/feedback/"+id+"/status", map[string]any{"status": status})
			if res.status != http.StatusOK || res.json(t)["message"] != "Status feedback berhasil diperbarui" {
				t.Fatalf("to %s: %d %s", status, res.status, res.body)
			}
			return res.json(t)["feedback"].(map[string]any)
		}
		got := move("resolved")
		resolvedAt := e.clock.Now().UTC().Format(time.RFC3339)
		if got["status_label"] != "Selesai" || got["resolved_by"] != adm.ID || got["resolver_name"] != "Pengguna admin@example.id" ||
			!strings.HasPrefix(fmt.Sprint(got["resolved_at"]), resolvedAt[:19]) || !strings.HasPrefix(fmt.Sprint(got["updated_at"]), resolvedAt[:19]) ||
			strings.HasPrefix(fmt.Sprint(got["created_at"]), resolvedAt[:19]) {
			t.Fatalf("resolved (created %v): %v", created, got)
		}
		e.clock.Advance(time.Hour)
		got = move("in_progress")
		if got["status"] != "in_progress" || got["resolved_at"] != nil || got["resolved_by"] != nil {
			t.Fatalf("reopened: %v", got)
		}
		if total("status=in_progress") != 1 {
			t.Error("status filter after the move")
		}
		if res := admin.do("PUT", "/api/v1/admin/feedback/"+id+"/status", map[string]any{"status": "selesai"}); res.status != http.StatusBadRequest {
			t.Errorf("unknown status: %d %s", res.status, res.body)
		}
		res := admin.do("DELETE", "/api/v1/admin/feedback/"+id, nil)
		if res.status != http.StatusOK || res.json(t)["message"] != "Feedback berhasil dihapus" {
			t.Fatalf("delete: %d %s", res.status, res.body)
		}
		if res := admin.do("DELETE", "/api/v1/admin/feedback/"+id, nil); res.status != http.StatusNotFound || apiError(t, res).Message != "Feedback tidak ditemukan" {
			t.Fatalf("delete again: %d %s", res.status, res.body)
		}
		log, err := e.db.ListModLog(context.Background(), 10)
		if err != nil {
			t.Fatal(err)
		}
		var lines []string
		for _, l := range log {
			lines = append(lines, string(l.Action)+" "+l.SubjectTitle+" "+l.Detail+" "+l.ActorName)
		}
		want := []string{"delete_feedback Peta tidak muncul  Pengguna admin@example.id",
			"feedback_status Peta tidak muncul resolved → in_progress Pengguna admin@example.id",
			"feedback_status Peta tidak muncul new → resolved Pengguna admin@example.id"}
		if strings.Join(lines, "\n") != strings.Join(want, "\n") {
			t.Fatalf("log:\n%s", strings.Join(lines, "\n"))
		}
	})
}

// The dashboard's figures are counted in the database and match the data;
// the weekly chart counts postings and 'hadir' answers in their weeks.
func TestDashboardFigures(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		writeNote(t, f.creatorC, noteBody(f, map[string]any{"visibility": "public"}))
		writeNote(t, f.otherC, noteBody(f, nil)) // private: not counted
		for _, c := range []*client{f.creatorC, f.otherC} {
			if res := c.do("PUT", apiPath(f.oneOff)+"/rsvp", map[string]any{"status": "hadir"}); res.status != http.StatusOK {
				t.Fatalf("rsvp: %d %s", res.status, res.body)
			}
		}
		if res := f.admC.do("PUT", apiPath(f.weekly)+"/rsvp", map[string]any{"status": "tidak_hadir"}); res.status != http.StatusOK {
			t.Fatalf("rsvp: %d %s", res.status, res.body)
		}
		// Three weeks later a session is posted: it lands in the last week.
		e.clock.Advance(21 * 24 * time.Hour)
		if res := f.creatorC.do("POST", "/api/v1/postings", weeklyBody()); res.status != http.StatusCreated {
			t.Fatalf("posting: %d %s", res.status, res.body)
		}
		var d dashboardDTO
		decodeInto(t, f.admC.do("GET", "/api/v1/admin/dashboard", nil), &d)
		want := dashboardStatsDTO{TotalRegular: 3, TotalRecurring: 4, UpcomingRegular: 0, ActiveRecurring: 2, Pending: 3,
			Attending: 2, PublicNotes: 1}
		if d.Stats != want {
			t.Errorf("figures %+v, want %+v", d.Stats, want)
		}
		if len(d.Weeks) != 12 || d.Weeks[11].Start != "2026-12-07" || d.Weeks[0].Start != "2026-09-21" {
			t.Fatalf("weeks: %+v", d.Weeks)
		}
		for i, w := range d.Weeks {
			wantPost, wantHadir := 0, 0
			switch i {
			case 8: // the week of 16 Nov: the fixture's six sessions and two 'hadir'
				wantPost, wantHadir = 6, 2
			case 11:
				wantPost = 1
			}
			if w.Postings != wantPost || w.Attending != wantHadir {
				t.Errorf("week %d (%s): %d postings, %d hadir", i, w.Start, w.Postings, w.Attending)
			}
		}
		// The oneOff started on 24 Nov: before the clock moved it was upcoming.
		e.clock.Set(testNow)
		decodeInto(t, f.admC.do("GET", "/api/v1/admin/dashboard", nil), &d)
		if d.Stats.UpcomingRegular != 1 {
			t.Errorf("upcoming on 22 Nov: %d", d.Stats.UpcomingRegular)
		}
	})
}

// Admins page through every session of both kinds and every status, and
// delete any: it leaves home, the log records it, its poster is told.
func TestAdminSessionsAndModerationLog(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		f := newSessionFixture(t, e)
		var page minePageDTO
		decodeInto(t, f.admC.do("GET", "/api/v1/admin/sessions", nil), &page)
		if page.Total != 6 || len(page.Items) != 6 || page.PageSize != 10 || !page.Items[0].CanDelete {
			t.Fatalf("all sessions: %d %d", page.Total, len(page.Items))
		}
		decodeInto(t, f.admC.do("GET", "/api/v1/admin/sessions?type=recurring&q=tauhid", nil), &page)
		if page.Total != 1 || page.Items[0].ID != f.weekly.ID {
			t.Fatalf("filtered: %+v", page)
		}
		// Approve and reject: the poster is told, the reason in the mail.
		if res := f.admC.do("POST", "/api/v1/admin/approvals/regular/"+f.pending.ID+"/approve", nil); res.status != http.StatusOK {
			t.Fatalf("approve: %d %s", res.status, res.body)
		}
		m := e.lastMail("pemilik@example.id")
		if m.Subject != "Kajian Anda telah disetujui: Fiqih Shalat Berjamaah" || m.Link == nil || m.Link.Path != "/kajian/"+f.pending.Slug {
			t.Errorf("approved mail: %+v", m)
		}
		if res := f.admC.do("POST", "/api/v1/admin/approvals/recurring/"+f.inactive.ID+"/reject", map[string]any{"reason": "  Jadwal bentrok dengan kajian lain  "}); res.status != http.StatusOK {
			t.Fatalf("reject: %d %s", res.status, res.body)
		}
		m = e.lastMail("pemilik@example.id")
		if m.Subject != "Kajian rutin Anda ditolak: Bahasa Arab Pekanan" || !strings.Contains(m.Text, "\n> Jadwal bentrok dengan kajian lain") {
			t.Errorf("rejected mail: %+v", m)
		}
		// Delete someone's published session from the dashboard.
		res := f.admC.do("DELETE", "/api/v1/postings/regular/"+f.oneOff.Slug, nil)
		if res.status != http.StatusOK {
			t.Fatalf("delete: %d %s", res.status, res.body)
		}
		m = e.lastMail("pemilik@example.id")
		if m.Subject != "Kajian Anda dihapus oleh admin: Tafsir Surat Al-Kahfi: Empat Fitnah" {
			t.Errorf("deleted mail: %+v", m)
		}
		if res := f.visitor.do("GET", apiPath(f.oneOff), nil); res.status != http.StatusNotFound {
			t.Errorf("deleted session still served: %d", res.status)
		}
		if body := string(f.visitor.do("GET", "/api/v1/kajian", nil).body); strings.Contains(body, f.oneOff.ID) {
			t.Error("deleted session still on home")
		}
		// A public note deleted by an admin: its author is told.
		note := writeNote(t, f.otherC, map[string]any{"recurring_kajian_id": f.weekly.ID, "attendance_date": "2026-11-19",
			"notes": "<p>Tauhid</p>", "visibility": "public"}).Note
		if res := f.admC.do("DELETE", "/api/v1/admin/journals/"+note.ID, nil); res.status != http.StatusOK {
			t.Fatalf("delete note: %d %s", res.status, res.body)
		}
		m = e.lastMail("lain@example.id")
		if m.Subject != "Catatan publik Anda dihapus oleh admin" || !strings.Contains(m.Text, "\u201cKajian Kitab Tauhid\u201d") {
			t.Errorf("note mail: %+v", m)
		}
		// An owner deleting their own unpublished session is not moderation.
		if res := f.creatorC.do("DELETE", "/api/v1/postings/regular/"+f.past.Slug, nil); res.status != http.StatusForbidden {
			t.Fatalf("owner deletes a published session: %d", res.status)
		}
		var d dashboardDTO
		decodeInto(t, f.admC.do("GET", "/api/v1/admin/dashboard", nil), &d)
		var lines []string
		for _, r := range d.Recent {
			lines = append(lines, r.Action+" "+r.SubjectType+" "+r.SubjectTitle+" "+deref(r.Reason)+" "+deref(r.ActorName))
		}
		want := []string{
			"delete_note note Kajian Kitab Tauhid  Pengguna admin@example.id",
			"delete_session regular Tafsir Surat Al-Kahfi: Empat Fitnah  Pengguna admin@example.id",
			"reject recurring Bahasa Arab Pekanan Jadwal bentrok dengan kajian lain Pengguna admin@example.id",
			"approve regular Fiqih Shalat Berjamaah  Pengguna admin@example.id",
		}
		if strings.Join(lines, "\n") != strings.Join(want, "\n") {
			t.Fatalf("recent activity:\n%s", strings.Join(lines, "\n"))
		}
	})
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// storeFeedbackBySubject searches the stored feedback by subject ("" is all).
func storeFeedbackBySubject(subject string) kajian.FeedbackFilter {
	return kajian.FeedbackFilter{Search: subject}
}
