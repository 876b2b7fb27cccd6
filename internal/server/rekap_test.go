package server

import (
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// A pasted rekap comes back as drafts: what each says, what it lacks, and 'Sudah ada' for a
// session the viewer can see already; 'Posting semua' then creates the chosen ones, each with
// its own result.
func TestRekapAndPostingAll(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		user, _ := e.signedIn("pengurus@example.id", kajian.RoleUser)
		present := mustPost(t, user, withFields(oneOffBody(), map[string]any{"title": "Kajian Tauhid", "date": "2026-12-07",
			"speakers": []map[string]any{{"name": "Ustadz Yusran Anshar", "is_main_speaker": true, "speaker_order": 1}}}))
		rekap := "Rekap Kajian Masjid Istiqlal pekan depan:\n\n" +
			"1. Senin, 7 Desember 2026 - Kajian Tauhid bersama Ustadz Yusran Anshar - ba'da Maghrib\n" +
			"2. Selasa, 8 Desember 2026 - Fiqih Muamalah bersama Ustadz Harman Tajang - pukul 16.00 WIB\n" +
			"3. Rabu, 9 Desember 2026 - Kajian Remaja\n\n" +
			"Tempat: Masjid Istiqlal, Jl. Taman Wijaya Kusuma, Jakarta Pusat"
		res := user.do("POST", "/api/v1/postings/rekap", map[string]any{"text": rekap})
		if res.status != 200 {
			t.Fatalf("rekap: %d %s", res.status, res.body)
		}
		drafts := res.json(t)["drafts"].([]any)
		if len(drafts) != 3 {
			t.Fatalf("%d drafts: %s", len(drafts), res.body)
		}
		first, second, third := drafts[0].(map[string]any), drafts[1].(map[string]any), drafts[2].(map[string]any)
		existing, _ := first["existing"].(map[string]any)
		if existing == nil || existing["path"] != "/kajian/"+present.Kajian.Slug || existing["status"] != "pending" {
			t.Errorf("the first draft repeats the posted session: %v", first["existing"])
		}
		x := second["extraction"].(map[string]any)
		if second["existing"] != nil || x["title"] != "Fiqih Muamalah" || x["time"] != "16:00" || x["location"] != "Masjid Istiqlal" ||
			len(second["missing"].([]any)) != 0 {
			t.Errorf("the second draft: %v", second)
		}
		if missing := third["missing"].([]any); len(missing) != 2 || missing[0] != "Pemateri" || missing[1] != "Waktu" {
			t.Errorf("the third draft lacks %v", missing)
		}
		for i, d := range drafts {
			if lines := d.(map[string]any)["source_lines"].([]any); len(lines) != 1 || lines[0] != float64(3+i) {
				t.Errorf("draft %d came from lines %v, want [%d]", i+1, lines, 3+i)
			}
		}
		// Another user cannot see the pending session: no 'Sudah ada' for them.
		other, _ := e.signedIn("lain@example.id", kajian.RoleUser)
		for _, d := range other.do("POST", "/api/v1/postings/rekap", map[string]any{"text": rekap}).json(t)["drafts"].([]any) {
			if d.(map[string]any)["existing"] != nil {
				t.Errorf("another user is shown a pending session: %v", d)
			}
		}
		wantAPIError(t, user.do("POST", "/api/v1/postings/rekap", map[string]any{"text": "  "}), 400, "Tempel teks rekap kajian terlebih dahulu")
		wantAPIError(t, user.do("POST", "/api/v1/postings/rekap", map[string]any{"text": "Assalamu'alaikum"}), 400,
			"Tidak ada kajian yang terbaca dari teks ini. Pastikan tiap kajian menyebut judul dan hari, tanggal atau waktunya.")
		wantAPIError(t, user.do("POST", "/api/v1/postings/rekap", map[string]any{"text": strings.Repeat("a", 20001)}), 400, "Teks rekap maksimal 20.000 karakter")

		// 'Posting semua': one valid, one without its place.
		batch := user.do("POST", "/api/v1/postings/batch", map[string]any{"postings": []any{
			withFields(oneOffBody(), map[string]any{"title": "Fiqih Muamalah", "date": "2026-12-08", "time": "16:00"}),
			withFields(oneOffBody(), map[string]any{"title": "Kajian Remaja", "date": "2026-12-09", "location": ""}),
		}})
		if batch.status != 200 {
			t.Fatalf("batch: %d %s", batch.status, batch.body)
		}
		results := batch.json(t)["results"].([]any)
		ok, refused := results[0].(map[string]any), results[1].(map[string]any)
		if ok["message"] != "Kajian berhasil dibuat dan menunggu persetujuan admin!" || ok["kajian"].(map[string]any)["status"] != "pending" || ok["error"] != nil {
			t.Errorf("the first posting: %v", ok)
		}
		if refused["kajian"] != nil || refused["error"].(map[string]any)["message"] != "Lokasi harus diisi untuk kajian offline" {
			t.Errorf("the second posting: %v", refused)
		}
		if n, _ := e.db.CountRows(t.Context(), "kajian"); n != 2 {
			t.Errorf("%d sessions stored, want 2 (one before, one from the batch)", n)
		}
		wantAPIError(t, user.do("POST", "/api/v1/postings/batch", map[string]any{"postings": []any{}}), 400, "Pilih 1 sampai 30 kajian untuk diposting")
		wantAPIError(t, e.newClient().do("POST", "/api/v1/postings/batch", map[string]any{"postings": []any{oneOffBody()}}), 401, kajian.MsgLoginFirst)
	})
}

// What the reader doubts comes back empty and listed in missing ('Belum terbaca'), never guessed:
// 10 December 2026 is a Thursday, not the Friday written beside it.
func TestRekapAsksForWhatItDoubts(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		user, _ := e.signedIn("takmir@example.id", kajian.RoleUser)
		rekap := "Bismillah\n*JADWAL KAJIAN MASJID AL-FURQON*\n📍 Masjid Al-Furqon, Jl. Kenanga No. 5, Depok\n\n" +
			"📆 *Senin (7/12) ba'da Maghrib*\n📚 Kajian Tauhid\n🎙 Ustadz Abu Haidar As-Sundawy\n\n" +
			"📆 *Jumat (10/12) 08.00 WIB*\n📚 Fiqih Thaharah\n🎙 Ustadz Dr. Erwandi Tarmizi, M.A.\n\nBarakallahu fiikum"
		res := user.do("POST", "/api/v1/postings/rekap", map[string]any{"text": rekap})
		if res.status != 200 {
			t.Fatalf("rekap: %d %s", res.status, res.body)
		}
		drafts := res.json(t)["drafts"].([]any)
		if len(drafts) != 2 {
			t.Fatalf("%d drafts: %s", len(drafts), res.body)
		}
		sure, doubted := drafts[0].(map[string]any), drafts[1].(map[string]any)
		if x := sure["extraction"].(map[string]any); x["date"] != "2026-12-07" || x["location"] != "Masjid Al-Furqon" ||
			len(sure["missing"].([]any)) != 0 {
			t.Errorf("the first draft: %v", sure)
		}
		x := doubted["extraction"].(map[string]any)
		missing := doubted["missing"].([]any)
		if x["date"] != "" || x["kajian_type"] != "regular" || len(missing) != 1 || missing[0] != "Tanggal" {
			t.Errorf("the doubted day: date %v, missing %v", x["date"], missing)
		}
		if lines := doubted["source_lines"].([]any); len(lines) != 3 || lines[0] != float64(9) {
			t.Errorf("the doubted draft's lines: %v", lines)
		}
	})
}
