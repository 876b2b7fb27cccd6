package server

import (
	"context"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// postingForm is what GET /api/v1/postings/{type}/{slug} answers.
type postingForm struct {
	Kajian struct {
		ID              string   `json:"id"`
		Slug            string   `json:"slug"`
		Status          string   `json:"status"`
		RejectionReason *string  `json:"rejection_reason"`
		Latitude        *float64 `json:"latitude"`
	} `json:"kajian"`
	Holidays         []holidayDTO `json:"holidays"`
	PosterKey        *string      `json:"poster_key"`
	ReturnsToPending bool         `json:"returns_to_pending"`
	CanDelete        bool         `json:"can_delete"`
}

func TestPostingEdit(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		owner, _ := e.signedIn("owner@example.id", kajian.RoleUser)
		other, _ := e.signedIn("other@example.id", kajian.RoleUser)
		admin, adminUser := e.signedIn("admin@example.id", kajian.RoleAdmin)
		one := mustPost(t, owner, oneOffBody()).Kajian
		w := mustPost(t, owner, weeklyBody()).Kajian
		onePath, weeklyPath := "/api/v1/postings/regular/"+one.Slug, "/api/v1/postings/recurring/"+w.Slug

		// Someone else's session: refused with the spec's messages, nothing changes.
		wantAPIError(t, other.do("GET", onePath, nil), 403, "Anda tidak memiliki izin untuk mengedit kajian ini")
		wantAPIError(t, other.do("PUT", onePath, oneOffBody()), 403, "Anda tidak memiliki izin untuk mengedit kajian ini")
		wantAPIError(t, other.do("GET", weeklyPath, nil), 403, "Anda tidak memiliki izin untuk mengedit kajian rutin ini")
		wantAPIError(t, other.do("PUT", weeklyPath, weeklyBody()), 403, "Anda tidak memiliki izin untuk mengedit kajian rutin ini")
		wantAPIError(t, other.do("POST", weeklyPath+"/holidays", map[string]any{"date": "2026-12-10"}), 403, "Anda tidak memiliki izin untuk mengedit kajian rutin ini")
		wantAPIError(t, owner.do("GET", "/api/v1/postings/regular/2026-01-01-tidak-ada", nil), 404, "Kajian tidak ditemukan")
		wantAPIError(t, owner.do("GET", "/api/v1/postings/recurring/senin-tidak-ada", nil), 404, "Kajian rutin tidak ditemukan")
		wantAPIError(t, e.newClient().do("GET", onePath, nil), 401, "Silakan masuk terlebih dahulu")

		// Approved by the admin, then edited by its owner: back to pending,
		// and the edit form warns about it beforehand.
		if res := admin.do("POST", "/api/v1/admin/approvals/regular/"+one.ID+"/approve", nil); res.status != 200 {
			t.Fatalf("approve: %d %s", res.status, res.body)
		}
		var ed postingForm
		unmarshalBody(t, owner.do("GET", onePath, nil), &ed)
		if ed.Kajian.Status != "approved" || !ed.ReturnsToPending || ed.CanDelete {
			t.Fatalf("owner's edit form of an approved session: %+v", ed)
		}
		unmarshalBody(t, admin.do("GET", onePath, nil), &ed)
		if ed.ReturnsToPending || !ed.CanDelete {
			t.Fatalf("admin's edit form: %+v", ed)
		}
		res := owner.do("PUT", onePath, withFields(oneOffBody(), map[string]any{"title": "Kajian Tafsir Juz Amma Pekan 2", "description": "Materi lanjutan"}))
		var saved postingAnswer
		unmarshalBody(t, res, &saved)
		if res.status != 200 || saved.Kajian.Status != "pending" || saved.Message != "Kajian berhasil diperbarui dan menunggu persetujuan admin!" ||
			saved.Kajian.Slug != "2026-11-24-kajian-tafsir-juz-amma-pekan-2" || saved.Geocode != "skipped" {
			t.Fatalf("owner edit of an approved session: %d %+v", res.status, saved)
		}
		onePath = "/api/v1/postings/regular/" + saved.Kajian.Slug
		// The admin's edit keeps it published.
		admin.do("POST", "/api/v1/admin/approvals/regular/"+one.ID+"/approve", nil)
		unmarshalBody(t, admin.do("PUT", onePath, withFields(oneOffBody(), map[string]any{"title": "Kajian Tafsir Juz Amma Pekan 2"})), &saved)
		if saved.Kajian.Status != "approved" || saved.Message != "Kajian berhasil diperbarui!" {
			t.Fatalf("admin edit: %+v", saved)
		}
		if got, _ := e.db.FindSession(context.Background(), kajian.Regular, one.ID); got.ApprovedBy != adminUser.ID {
			t.Fatalf("approved_by %q", got.ApprovedBy)
		}

		// Edit validation (content-side §5 Edit), in its order.
		for _, c := range []struct {
			path    string
			body    map[string]any
			message string
		}{
			{onePath, withFields(oneOffBody(), map[string]any{"title": "", "date": ""}), "Judul harus diisi"},
			{onePath, withFields(oneOffBody(), map[string]any{"date": "", "time": ""}), "Tanggal harus diisi"},
			{onePath, withFields(oneOffBody(), map[string]any{"time": "", "timezone_region": ""}), "Waktu harus diisi"},
			{onePath, withFields(oneOffBody(), map[string]any{"timezone_region": "", "location": ""}), "Zona Waktu harus diisi"},
			{onePath, withFields(oneOffBody(), map[string]any{"address": "", "speakers": []any{}}), "Alamat harus diisi untuk kajian offline"},
			{onePath, withFields(oneOffBody(), map[string]any{"speakers": []any{}}), "Minimal harus ada satu pemateri"},
			{onePath, withFields(oneOffBody(), map[string]any{"speakers": []map[string]any{{"name": "Ust. A"}}}), "Harus ada satu pemateri utama"},
			{onePath, withFields(oneOffBody(), map[string]any{"maps_url": "maps"}), "URL Google Maps tidak valid"},
			{weeklyPath, withFields(weeklyBody(), map[string]any{"is_online": true}), "URL Live Stream harus diisi untuk kajian online"},
			{weeklyPath, withFields(weeklyBody(), map[string]any{"is_online": true, "live_stream_url": "youtube"}), "URL Live Stream tidak valid"},
		} {
			wantAPIError(t, owner.do("PUT", c.path, c.body), 400, c.message)
		}
		// A one-off edit does not ask for the stream link when online.
		res = owner.do("PUT", onePath, withFields(oneOffBody(), map[string]any{"title": "Kajian Tafsir Juz Amma Pekan 2", "is_online": true}))
		if res.status != 200 {
			t.Fatalf("one-off online without stream: %d %s", res.status, res.body)
		}

		// Weekly: a new place is geocoded again, holidays updated and added in
		// the same save, a removed one goes at once.
		unmarshalBody(t, owner.do("GET", weeklyPath, nil), &ed)
		if len(ed.Holidays) != 2 || ed.Kajian.Latitude == nil {
			t.Fatalf("weekly edit form: %+v", ed)
		}
		first, second := ed.Holidays[0], ed.Holidays[1]
		body := withFields(weeklyBody(), map[string]any{
			"location": "Masjid Raya Bandung", "address": "Jl. Dalem Kaum, Bandung",
			"maps_url": kajian.MapsSearchURL("Masjid Istiqlal", "Jl. Taman Wijaya Kusuma, Jakarta Pusat"),
			"holidays": []map[string]any{{"id": first.ID, "date": "2026-11-26", "reason": "Ustadz sakit"}, {"date": "2026-12-17", "reason": "Libur"}},
		})
		res = owner.do("PUT", weeklyPath, body)
		unmarshalBody(t, res, &saved)
		if res.status != 200 || saved.Geocode != "verified" || *saved.Kajian.Latitude > -6.8 || saved.Message != "Kajian rutin berhasil diperbarui!" ||
			*saved.Kajian.MapsURL != kajian.MapsSearchURL("Masjid Raya Bandung", "Jl. Dalem Kaum, Bandung") {
			t.Fatalf("weekly edit: %d %s", res.status, res.body)
		}
		res = owner.do("DELETE", weeklyPath+"/holidays/"+second.ID, nil)
		if res.status != 200 || !strings.Contains(string(res.body), "Jadwal libur berhasil dihapus") {
			t.Fatalf("remove holiday: %d %s", res.status, res.body)
		}
		wantAPIError(t, owner.do("DELETE", weeklyPath+"/holidays/"+second.ID, nil), 404, "Jadwal libur tidak ditemukan")
		unmarshalBody(t, owner.do("GET", weeklyPath, nil), &ed)
		if len(ed.Holidays) != 2 || ed.Holidays[0].ID != first.ID || *ed.Holidays[0].Reason != "Ustadz sakit" || ed.Holidays[1].Date != "2026-12-17" {
			t.Fatalf("holidays after edit: %+v", ed.Holidays)
		}
		// One at a time through the holiday routes.
		res = owner.do("POST", weeklyPath+"/holidays", map[string]any{"date": " 2026-12-24 ", "reason": " Tabligh akbar "})
		var added struct {
			Holiday struct {
				ID, Date string
				Reason   *string
			}
			Message string
		}
		unmarshalBody(t, res, &added)
		h := added.Holiday
		if res.status != 201 || h.Date != "2026-12-24" || *h.Reason != "Tabligh akbar" || added.Message != "Kajian rutin berhasil diperbarui!" {
			t.Fatalf("add holiday: %d %s", res.status, res.body)
		}
		wantAPIError(t, owner.do("POST", weeklyPath+"/holidays", map[string]any{"date": "2026-12-24"}), 409, "Tanggal libur tersebut sudah ada")
		wantAPIError(t, owner.do("POST", weeklyPath+"/holidays", map[string]any{"date": "24-12-2026"}), 400, "Tanggal libur tidak valid")
		res = owner.do("PUT", weeklyPath+"/holidays/"+h.ID, map[string]any{"date": "2026-12-31", "reason": ""})
		if res.status != 200 {
			t.Fatalf("update holiday: %d %s", res.status, res.body)
		}
		wantAPIError(t, owner.do("PUT", weeklyPath+"/holidays/"+one.ID, map[string]any{"date": "2027-01-07"}), 404, "Jadwal libur tidak ditemukan")

		// A rejected session shows its reason to its owner; an edit by the
		// owner leaves the status as it is (content-side §4).
		rej := mustPost(t, owner, withFields(oneOffBody(), map[string]any{"title": "Kajian Ditolak"})).Kajian
		if res := admin.do("POST", "/api/v1/admin/approvals/regular/"+rej.ID+"/reject", map[string]any{"reason": "Alamat kurang lengkap"}); res.status != 200 {
			t.Fatalf("reject: %d %s", res.status, res.body)
		}
		unmarshalBody(t, owner.do("GET", "/api/v1/postings/regular/"+rej.Slug, nil), &ed)
		if ed.Kajian.RejectionReason == nil || *ed.Kajian.RejectionReason != "Alamat kurang lengkap" || ed.ReturnsToPending || !ed.CanDelete {
			t.Fatalf("rejected edit form: %+v", ed)
		}
		unmarshalBody(t, owner.do("PUT", "/api/v1/postings/regular/"+rej.Slug, withFields(oneOffBody(), map[string]any{"title": "Kajian Ditolak"})), &saved)
		if saved.Kajian.Status != "rejected" {
			t.Fatalf("rejected after owner edit: %s", saved.Kajian.Status)
		}
	})
}

func TestPostingDeleteRules(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		owner, _ := e.signedIn("owner@example.id", kajian.RoleUser)
		other, _ := e.signedIn("other@example.id", kajian.RoleUser)
		admin, _ := e.signedIn("admin@example.id", kajian.RoleAdmin)
		ctx := context.Background()
		mk := func(body map[string]any, title string) postingAnswer {
			return mustPost(t, owner, withFields(body, map[string]any{"title": title}))
		}
		pending := mk(oneOffBody(), "Pending").Kajian
		approved := mk(oneOffBody(), "Disetujui").Kajian
		active := mk(weeklyBody(), "Aktif").Kajian
		rejected := mk(weeklyBody(), "Ditolak").Kajian
		admin.do("POST", "/api/v1/admin/approvals/regular/"+approved.ID+"/approve", nil)
		admin.do("POST", "/api/v1/admin/approvals/recurring/"+active.ID+"/approve", nil)
		admin.do("POST", "/api/v1/admin/approvals/recurring/"+rejected.ID+"/reject", map[string]any{"reason": "Duplikat"})

		wantAPIError(t, other.do("DELETE", "/api/v1/postings/regular/"+pending.Slug, nil), 403, "Anda tidak memiliki izin untuk menghapus kajian ini")
		wantAPIError(t, owner.do("DELETE", "/api/v1/postings/regular/"+approved.Slug, nil), 403, "Kajian yang sudah disetujui tidak dapat dihapus")
		wantAPIError(t, owner.do("DELETE", "/api/v1/postings/recurring/"+active.Slug, nil), 403, "Kajian rutin yang sudah aktif tidak dapat dihapus")
		for _, c := range []struct {
			c    *client
			typ  kajian.Type
			slug string
			msg  string
		}{
			{owner, kajian.Regular, pending.Slug, "Kajian berhasil dihapus"},
			{owner, kajian.Recurring, rejected.Slug, "Kajian rutin berhasil dihapus"},
			{admin, kajian.Regular, approved.Slug, "Kajian berhasil dihapus"},
			{admin, kajian.Recurring, active.Slug, "Kajian rutin berhasil dihapus"},
		} {
			res := c.c.do("DELETE", "/api/v1/postings/"+string(c.typ)+"/"+c.slug, nil)
			if res.status != 200 || !strings.Contains(string(res.body), c.msg) {
				t.Errorf("delete %s: %d %s", c.slug, res.status, res.body)
			}
		}
		for _, table := range []string{"kajian", "recurring_kajian", "kajian_speakers", "recurring_kajian_holidays"} {
			if n, _ := e.db.CountRows(ctx, table); n != 0 {
				t.Errorf("%s: %d rows left", table, n)
			}
		}
		wantAPIError(t, owner.do("DELETE", "/api/v1/postings/regular/"+pending.Slug, nil), 404, "Kajian tidak ditemukan")
		wantAPIError(t, e.newClient().do("DELETE", "/api/v1/postings/regular/x", nil), 401, "Silakan masuk terlebih dahulu")
	})
}
