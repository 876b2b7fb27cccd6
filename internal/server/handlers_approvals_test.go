package server

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

type approvalsPage struct {
	Counts struct {
		Regular   int `json:"regular"`
		Recurring int `json:"recurring"`
		Total     int `json:"total"`
	} `json:"counts"`
	Regular []struct {
		ID            string  `json:"id"`
		Title         string  `json:"title"`
		Ustaz         string  `json:"ustaz"`
		Date          *string `json:"date"`
		Time          string  `json:"time"`
		Location      *string `json:"location"`
		ContactPerson *string `json:"contact_person"`
		ContactPhone  *string `json:"contact_phone"`
		Creator       struct {
			ID       string  `json:"id"`
			FullName *string `json:"full_name"`
			Phone    *string `json:"phone"`
		} `json:"creator"`
	} `json:"regular"`
	Recurring []struct {
		ID        string `json:"id"`
		DayOfWeek *int   `json:"day_of_week"`
		DayName   string `json:"day_name"`
	} `json:"recurring"`
}

func TestApprovals(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		ctx := context.Background()
		user, u := e.signedIn("fulan@example.id", kajian.RoleUser)
		admin, a := e.signedIn("admin@example.id", kajian.RoleAdmin)
		one := mustPost(t, user, withFields(oneOffBody(), map[string]any{"contact_person": "Akh Fulan"})).Kajian
		e.clock.Advance(time.Minute)
		two := mustPost(t, user, withFields(oneOffBody(), map[string]any{"title": "Kajian Kedua"})).Kajian
		w := mustPost(t, user, weeklyBody()).Kajian
		mustPost(t, admin, withFields(oneOffBody(), map[string]any{"title": "Langsung Tayang"}))

		// Only admins.
		wantAPIError(t, e.newClient().do("GET", "/api/v1/admin/approvals", nil), 401, "Silakan masuk terlebih dahulu")
		for _, req := range []struct{ method, path string }{
			{"GET", "/api/v1/admin/approvals"},
			{"POST", "/api/v1/admin/approvals/regular/" + one.ID + "/approve"},
			{"POST", "/api/v1/admin/approvals/regular/" + one.ID + "/reject"},
		} {
			wantAPIError(t, user.do(req.method, req.path, map[string]any{"reason": "x"}), 403,
				"Akses ditolak. Hanya admin yang dapat mengakses halaman ini.")
		}

		var p approvalsPage
		unmarshalBody(t, admin.do("GET", "/api/v1/admin/approvals", nil), &p)
		if p.Counts.Regular != 2 || p.Counts.Recurring != 1 || p.Counts.Total != 3 || len(p.Regular) != 2 || len(p.Recurring) != 1 {
			t.Fatalf("queue: %+v", p)
		}
		r := p.Regular[1]
		if p.Regular[0].ID != two.ID || r.ID != one.ID || r.Ustaz != "Ust. Adi Hidayat" || *r.Date != "2026-11-24" || r.Time != "19:30" ||
			*r.Location != "Masjid Istiqlal" || *r.ContactPerson != "Akh Fulan" || *r.ContactPhone != "081234567890" ||
			r.Creator.ID != u.ID || *r.Creator.FullName != "Pengguna fulan@example.id" {
			t.Fatalf("pending one-off: %+v", r)
		}
		if *p.Recurring[0].DayOfWeek != 4 || p.Recurring[0].DayName != "Kamis" {
			t.Fatalf("pending weekly: %+v", p.Recurring[0])
		}

		// Approve: pending becomes approved / active with who and when.
		e.clock.Advance(time.Hour)
		res := admin.do("POST", "/api/v1/admin/approvals/regular/"+one.ID+"/approve", nil)
		if res.status != 200 || !strings.Contains(string(res.body), "Kajian berhasil disetujui!") {
			t.Fatalf("approve: %d %s", res.status, res.body)
		}
		res = admin.do("POST", "/api/v1/admin/approvals/recurring/"+w.ID+"/approve", nil)
		if res.status != 200 || !strings.Contains(string(res.body), "Kajian rutin berhasil disetujui!") {
			t.Fatalf("approve weekly: %d %s", res.status, res.body)
		}
		got, _ := e.db.FindSession(ctx, kajian.Regular, one.ID)
		if got.Status != kajian.StatusApproved || got.ApprovedBy != a.ID || got.ApprovedAt == nil || !got.ApprovedAt.Equal(e.clock.Now()) {
			t.Fatalf("approved: %+v", got)
		}
		if got, _ := e.db.FindSession(ctx, kajian.Recurring, w.ID); got.Status != kajian.StatusActive {
			t.Fatalf("weekly approved: %s", got.Status)
		}
		wantAPIError(t, admin.do("POST", "/api/v1/admin/approvals/regular/"+one.ID+"/approve", nil), 409, "Kajian ini tidak lagi menunggu persetujuan")
		wantAPIError(t, admin.do("POST", "/api/v1/admin/approvals/regular/8f14e45f-ceea-467a-9575-6e1c2d3b4a5f/approve", nil), 404, "Kajian tidak ditemukan")
		wantAPIError(t, admin.do("POST", "/api/v1/admin/approvals/recurring/"+two.ID+"/approve", nil), 404, "Kajian rutin tidak ditemukan")

		// Reject: the reason is required once trimmed, and stored trimmed.
		for _, reason := range []any{"", "   \n ", nil} {
			wantAPIError(t, admin.do("POST", "/api/v1/admin/approvals/regular/"+two.ID+"/reject", map[string]any{"reason": reason}), 400,
				"Alasan penolakan harus diisi")
		}
		if got, _ := e.db.FindSession(ctx, kajian.Regular, two.ID); got.Status != kajian.StatusPending {
			t.Fatalf("a refused rejection changed the status: %s", got.Status)
		}
		res = admin.do("POST", "/api/v1/admin/approvals/regular/"+two.ID+"/reject", map[string]any{"reason": "  Alamat belum lengkap.  "})
		if res.status != 200 || !strings.Contains(string(res.body), "Kajian berhasil ditolak") {
			t.Fatalf("reject: %d %s", res.status, res.body)
		}
		got, _ = e.db.FindSession(ctx, kajian.Regular, two.ID)
		if got.Status != kajian.StatusRejected || got.RejectionReason != "Alamat belum lengkap." || got.ApprovedBy != a.ID || got.ApprovedAt == nil {
			t.Fatalf("rejected: %+v", got)
		}
		unmarshalBody(t, admin.do("GET", "/api/v1/admin/approvals", nil), &p)
		if p.Counts.Total != 0 || len(p.Regular) != 0 || len(p.Recurring) != 0 {
			t.Fatalf("queue after deciding: %+v", p)
		}
	})
}
