package ai

import (
	"fmt"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// posterPrompt asks a vision model for the Extraction fields. It states
// today's date because a model otherwise guesses the year of a poster that
// omits it from its training data.
func posterPrompt(today kajian.Date) string {
	return fmt.Sprintf(`Kamu membaca poster kajian (pengajian Islam) di Indonesia. Hari ini %s (%s).
Read the poster and answer with ONE JSON object only — no prose, no markdown — with exactly these fields:
{
  "title": "judul atau tema kajian",
  "ustaz": "nama pemateri utama dengan gelarnya, mis. \"Ustadz Adi Hidayat, Lc., MA\"",
  "speakers": [{"name": "nama pemateri", "is_main_speaker": true, "speaker_order": 1}],
  "date": "YYYY-MM-DD untuk kajian sekali; jika tahun tidak tertulis, tanggal berikutnya sejak hari ini; \"\" jika tidak ada",
  "time": "HH:MM (24 jam) waktu mulai; \"\" jika hanya tertulis waktu sholat seperti ba'da Maghrib",
  "after_prayer": "jika kajian dimulai setelah sholat, frasanya persis seperti di poster, mis. \"Ba'da Maghrib\" atau \"setelah Isya + 15 menit\"; selain itu \"\"",
  "audience": ["peserta: satu atau lebih dari umum, ikhwan, akhwat, anak-anak, keluarga; [\"umum\"] jika tidak disebut"],
  "kitab": "nama kitab yang dikaji, mis. \"Riyadhus Shalihin\"; \"\" jika tidak disebut",
  "bab": "bab atau pembahasan dari kitab itu, mis. \"Ikhlas dan Niat\"; \"\" jika tidak disebut",
  "location": "nama tempat, mis. \"Masjid Al-Falah\"; \"\" untuk kajian online",
  "address": "alamat tempat",
  "description": "ringkasan singkat isi poster dalam bahasa Indonesia",
  "contact_person": "nama narahubung",
  "contact_phone": "nomor telepon/WhatsApp narahubung",
  "day_of_week": "0-6 (0 Ahad, 1 Senin, 2 Selasa, 3 Rabu, 4 Kamis, 5 Jumat, 6 Sabtu) HANYA untuk kajian rutin (\"setiap Kamis\", \"dua pekan sekali\", \"Sabtu pekan ke-2\"), selain itu null; \"malam Jumat\" berarti Kamis malam (4)",
  "every_weeks": "HANYA untuk kajian rutin: 1 jika setiap pekan; 2, 3 atau 4 jika \"dua/tiga/empat pekan sekali\" atau \"tiap 2 minggu\"; \"bulanan\" jika diadakan sebulan sekali tetapi pekan ke berapa tidak tertulis",
  "rhythm_from": "YYYY-MM-DD tanggal pertemuan pertama (atau tanggal yang tertulis) untuk kajian beberapa pekan sekali, selain itu \"\"",
  "month_weeks": "HANYA untuk kajian rutin pada pekan tertentu tiap bulan: daftar angka 1-4, -1 untuk pekan terakhir, mis. [2, 4] untuk \"Sabtu pekan ke-2 dan ke-4\", [1] untuk \"Ahad pekan pertama\"; selain itu []",
  "live_stream_url": "tautan live streaming (YouTube, Instagram, Zoom) diawali https://, atau \"\"",
  "timezone_region": "WIB, WITA atau WIT",
  "kajian_type": "recurring untuk kajian rutin (setiap pekan, beberapa pekan sekali, atau pekan tertentu tiap bulan), regular untuk kajian sekali",
  "is_online": "true jika kajian hanya online, selain itu false",
  "confidence": "0-100, seberapa yakin kamu dengan hasil bacaan ini"
}
Use "" or null for anything the poster does not show. Never invent details.`, today.LongIndonesian(), today)
}

// descriptionPrompt asks a text model for an Indonesian description of
// 80-120 words with three benefits and a call to action (content-side §7).
func descriptionPrompt(in DescriptionInput) string {
	var b strings.Builder
	b.WriteString("Tulis deskripsi kajian dalam bahasa Indonesia sepanjang 80-120 kata untuk aplikasi Kajian Kita.\n\nData kajian:\n")
	fmt.Fprintf(&b, "- Judul: %s\n", strings.TrimSpace(in.Title))
	fmt.Fprintf(&b, "- Pemateri: %s\n", strings.Join(in.speakerNames(), ", "))
	if in.IsOnline {
		b.WriteString("- Tempat: online (live streaming)\n")
	}
	if loc := strings.TrimSpace(strings.Join(nonEmpty(in.Location, in.Address), ", ")); loc != "" {
		fmt.Fprintf(&b, "- Lokasi: %s\n", loc)
	}
	if when := in.schedule(); when != "" {
		fmt.Fprintf(&b, "- Jadwal: %s\n", when)
	}
	b.WriteString(`
Susunan: satu paragraf pembuka yang hangat dan mengajak; lalu tepat 3 poin manfaat mengikuti kajian ini, masing-masing di baris sendiri diawali "• "; lalu satu kalimat ajakan untuk hadir.
Jangan menambahkan fakta di luar data di atas. Tulis teks biasa tanpa judul dan tanpa markdown.`)
	return b.String()
}

func nonEmpty(ss ...string) []string {
	var out []string
	for _, s := range ss {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// stripFences returns the text inside the first ``` fence of s, or s.
func stripFences(s string) string {
	s = strings.TrimSpace(s)
	start := strings.Index(s, "```")
	if start < 0 {
		return s
	}
	rest := s[start+3:]
	if nl := strings.IndexByte(rest, '\n'); nl >= 0 && !strings.Contains(rest[:nl], "{") {
		rest = rest[nl+1:] // the language tag line, e.g. ```json
	}
	if end := strings.Index(rest, "```"); end >= 0 {
		rest = rest[:end]
	}
	return strings.TrimSpace(rest)
}

// jsonObject cuts the outermost {...} from s, since models sometimes wrap
// the object in a sentence even when asked not to.
func jsonObject(s string) string {
	i, j := strings.IndexByte(s, '{'), strings.LastIndexByte(s, '}')
	if i < 0 || j < i {
		return s
	}
	return s[i : j+1]
}
