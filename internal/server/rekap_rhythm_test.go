package server

import (
	"fmt"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// A rhythm read from a rekap comes back in the draft's extraction; 'Sudah ada' compares it (the
// 'pekan ketiga' session takes turns with the stored 'pekan pertama' one, it does not repeat
// it); a monthly session whose week is not said is asked ('Pengulangan'), never every week; the
// draft then posts with its rhythm.
func TestRekapReadsRhythms(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		user, _ := e.signedIn("takmir@example.id", kajian.RoleUser)
		mustPost(t, user, withFields(weeklyBody(), map[string]any{"title": "Kajian Tafsir Ibnu Katsir", "day_of_week": 0,
			"month_weeks": []int{1}, "holidays": nil, "location": "Masjid Al-Hikmah", "address": "Jl. Anggrek No. 5, Depok"}))
		rekap := "*JADWAL KAJIAN MASJID AL-HIKMAH*\nJl. Anggrek No. 5, Depok\n\n" +
			"1. Ahad pekan pertama — Kajian Tafsir Ibnu Katsir (Ust. Adi Hidayat) — 19.30 WIB\n" +
			"2. Ahad pekan ketiga — Kajian Tafsir Ibnu Katsir (Ust. Adi Hidayat) — 19.30 WIB\n" +
			"3. Setiap Sabtu pekan ke-2 & ke-4 — Kajian Bulughul Maram (Ust. Abu Haidar) — ba'da Maghrib\n" +
			"4. Sebulan sekali hari Kamis — Kajian Sirah (Ust. Aris Munandar) — ba'da Maghrib\n"
		res := user.do("POST", "/api/v1/postings/rekap", map[string]any{"text": rekap})
		if res.status != 200 {
			t.Fatalf("rekap: %d %s", res.status, res.body)
		}
		drafts := res.json(t)["drafts"].([]any)
		if len(drafts) != 4 {
			t.Fatalf("%d drafts: %s", len(drafts), res.body)
		}
		d := func(i int) (map[string]any, map[string]any) {
			dr := drafts[i].(map[string]any)
			return dr, dr["extraction"].(map[string]any)
		}
		first, x1 := d(0)
		if first["existing"] == nil || fmt.Sprint(x1["month_weeks"]) != "[1]" {
			t.Errorf("the first draft repeats the stored 'pekan pertama': %v %v", first["existing"], x1["month_weeks"])
		}
		third, x3 := d(1)
		if third["existing"] != nil || fmt.Sprint(x3["month_weeks"]) != "[3]" {
			t.Errorf("'pekan ketiga' is another session: %v %v", third["existing"], x3["month_weeks"])
		}
		_, x := d(2)
		if x["kajian_type"] != "recurring" || x["day_of_week"] != float64(6) || fmt.Sprint(x["month_weeks"]) != "[2 4]" || x["every_weeks"] != float64(1) {
			t.Errorf("Sabtu pekan ke-2 & ke-4: %v", x)
		}
		monthly, xm := d(3)
		if xm["rhythm_unknown"] != true || monthly["missing"].([]any)[0] != "Pengulangan" || xm["month_weeks"] != nil {
			t.Errorf("'sebulan sekali' is asked: %v missing %v", xm, monthly["missing"])
		}

		// The draft posts with its rhythm, as the form sends it.
		batch := user.do("POST", "/api/v1/postings/batch", map[string]any{"postings": []any{
			withFields(weeklyBody(), map[string]any{"title": "Kajian Bulughul Maram", "day_of_week": x["day_of_week"],
				"month_weeks": x["month_weeks"], "every_weeks": x["every_weeks"], "holidays": nil}),
		}})
		if batch.status != 200 {
			t.Fatalf("batch: %d %s", batch.status, batch.body)
		}
		saved := batch.json(t)["results"].([]any)[0].(map[string]any)["kajian"].(map[string]any)
		if saved["schedule"] != "Sabtu pekan ke-2 & ke-4" {
			t.Errorf("posted as %v", saved["schedule"])
		}
	})
}

// The announcement reader ('Tempel teks pengumuman') gives every N weeks with its first date,
// and asks for the date when the text gives none; the answer names the required fields it could
// not read ('missing', the form's 'Belum terbaca').
func TestAnnouncementReadsRhythms(t *testing.T) {
	eachEnv(t, func(t *testing.T, e *testEnv) {
		c, _ := e.signedIn("penulis@example.id", kajian.RoleUser)
		body := "\nPemateri: Ustadz Abdullah Roy\nPukul 19.30 WIB\nTempat: Masjid Al-Falah, Jl. Merdeka 5, Bandung"
		res := c.do("POST", "/api/v1/ai/text", map[string]any{"text": "Kajian Hadits Arbain\nDua pekan sekali, hari Rabu, mulai 9 Desember 2026" + body})
		if res.status != 200 {
			t.Fatalf("text: %d %s", res.status, res.body)
		}
		x := res.json(t)
		if x["kajian_type"] != "recurring" || x["day_of_week"] != float64(3) || x["every_weeks"] != float64(2) || x["rhythm_from"] != "2026-12-09" {
			t.Errorf("dua pekan sekali from 9 Desember: %v", x)
		}
		x = c.do("POST", "/api/v1/ai/text", map[string]any{"text": "Kajian Tafsir\nSetiap Ahad pekan pertama" + body}).json(t)
		if x["day_of_week"] != float64(0) || fmt.Sprint(x["month_weeks"]) != "[1]" {
			t.Errorf("Setiap Ahad pekan pertama: %v", x)
		}
		x = c.do("POST", "/api/v1/ai/text", map[string]any{"text": "Kajian Tafsir\nKajian bulanan, hari Sabtu" + body}).json(t)
		if x["kajian_type"] != "recurring" || x["rhythm_unknown"] != true || x["every_weeks"] != float64(1) {
			t.Errorf("kajian bulanan: %v", x)
		}
		// The form is told what was not read: the rhythm asked, and none else here.
		if fmt.Sprint(x["missing"]) != "["+kajian.LabelRhythm+"]" {
			t.Errorf("kajian bulanan: missing %v", x["missing"])
		}
		x = c.do("POST", "/api/v1/ai/text", map[string]any{"text": "Kajian Tafsir\nDua pekan sekali, hari Rabu\nPemateri: Ustadz Abdullah Roy\nPukul 19.30 WIB"}).json(t)
		if fmt.Sprint(x["missing"]) != "["+kajian.LabelRhythmFrom+" Lokasi Alamat]" {
			t.Errorf("dua pekan sekali without a first date or a place: missing %v", x["missing"])
		}
	})
}
