package server

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/ai"
	"github.com/kajiankita/kajian/internal/kajian"
)

const fakeKey = "sk-test-RAHASIA-0123456789"

// withOpenAI points the server's AI at a fake OpenAI server.
func withOpenAI(f *fakeOpenAI) func(*envDeps) {
	return func(d *envDeps) {
		d.AI = ai.Reader{OpenAI: &ai.Client{BaseURL: f.URL + "/v1", APIKey: fakeKey, Clock: d.Clock}, Clock: d.Clock}
	}
}

// withTesseract reads posters with tesseract, as a server without a key does.
func withTesseract(d *envDeps) { d.AI = ai.Reader{Tesseract: true, Clock: d.Clock} }

// withParserOnly is a server with neither a key nor tesseract.
func withParserOnly(d *envDeps) { d.AI = ai.Reader{Clock: d.Clock} }

// extraction is what the AI endpoints answer, as the form reads it.
type extraction struct {
	ai.Extraction
	Source string `json:"source"`
}

func readAnswer(t *testing.T, r response) extraction {
	t.Helper()
	if r.status != 200 {
		t.Fatalf("AI answer: %d %s", r.status, r.body)
	}
	var x extraction
	unmarshalBody(t, r, &x)
	return x
}

func TestAIWithoutConfiguration(t *testing.T) {
	e := newEnv(t, onSQLite, withParserOnly)
	c, _ := e.signedIn("fulan@example.id", kajian.RoleUser)
	poster := pngBytesOf(t, gradientPicture(200, 300))
	res := c.upload("/api/v1/ai/poster", "poster.png", "image/png", poster)
	wantAPIError(t, res, 503, "Pembacaan poster otomatis belum dikonfigurasi di server ini. Gunakan 'Tempel teks pengumuman' untuk mengisi formulir dari teks pengumuman.")
	if code, _, _ := apiErrorOf(t, res); code != "ai_not_configured" {
		t.Errorf("code %q", code)
	}
	// The description needs its fields first; without a model the template writes it, and says so.
	wantAPIError(t, c.do("POST", "/api/v1/ai/description", map[string]any{"title": "Kajian", "ustaz": "Ust. A"}), 400,
		"Isi judul, ustaz, dan lokasi terlebih dahulu untuk generate deskripsi")
	res = c.do("POST", "/api/v1/ai/description", map[string]any{"title": "Kajian Tauhid", "ustaz": "Ust. A", "location": "Masjid Al-Ikhlas"})
	var d aiDescriptionDTO
	unmarshalBody(t, res, &d)
	if res.status != 200 || d.Source != "template" || !strings.Contains(d.Description, `"Kajian Tauhid" bersama Ust. A`) ||
		!strings.Contains(d.Description, "di Masjid Al-Ikhlas.") {
		t.Errorf("template description: %d %s", res.status, res.body)
	}
	var status aiStatusDTO
	unmarshalBody(t, e.newClient().do("GET", "/api/v1/ai/status", nil), &status)
	if status.Description != "template" {
		t.Errorf("status without a model: %+v", status)
	}
	wantAPIError(t, e.newClient().do("POST", "/api/v1/ai/text", map[string]any{"text": "Kajian"}), 401, "Silakan masuk terlebih dahulu")
	wantAPIError(t, c.do("POST", "/api/v1/ai/text", map[string]any{"text": "   "}), 400, "Tempel teks pengumuman terlebih dahulu")
	wantAPIError(t, c.do("POST", "/api/v1/ai/text", map[string]any{"text": strings.Repeat("kajian ", 3000)}), 413,
		"Teks pengumuman terlalu panjang (maksimal 20.000 karakter)")
}

// TestAnnouncementFixturesThroughTheEndpoint sends every announcement the
// parser is tested on through 'Tempel teks pengumuman' and expects the same
// fields the parser's own fixtures hold.
func TestAnnouncementFixturesThroughTheEndpoint(t *testing.T) {
	e := newEnv(t, onSQLite, withParserOnly)
	e.clock.Set(time.Date(2026, 11, 20, 10, 0, 0, 0, kajian.WIB.Location())) // the fixtures' "now"
	c, _ := e.signedIn("fulan@example.id", kajian.RoleUser)
	texts, err := filepath.Glob("../ai/testdata/announcements/*.txt")
	if err != nil || len(texts) < 20 {
		t.Fatalf("fixtures: %d, %v", len(texts), err)
	}
	for _, name := range texts {
		t.Run(filepath.Base(name), func(t *testing.T) {
			text, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			wantRaw, err := os.ReadFile(strings.TrimSuffix(name, ".txt") + ".json")
			if err != nil {
				t.Fatal(err)
			}
			res := c.do("POST", "/api/v1/ai/text", map[string]any{"text": string(text)})
			var got, want map[string]any
			unmarshalBody(t, res, &got)
			if err := json.Unmarshal(wantRaw, &want); err != nil {
				t.Fatal(err)
			}
			if got["source"] != "text" {
				t.Errorf("source %v", got["source"])
			}
			delete(got, "source")
			// The required fields not read, as the fixture's extraction lacks them.
			var x ai.Extraction
			if err := json.Unmarshal(wantRaw, &x); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(got["missing"]) != fmt.Sprint(x.Missing()) {
				t.Errorf("missing %v, want %v", got["missing"], x.Missing())
			}
			delete(got, "missing")
			if !reflect.DeepEqual(got, want) {
				t.Errorf("endpoint answered\n%s\nwant\n%s", res.body, wantRaw)
			}
		})
	}
}

func TestAIPosterWithOpenAI(t *testing.T) {
	f := newFakeOpenAI(t)
	e := newEnv(t, onSQLite, withOpenAI(f))
	c, u := e.signedIn("fulan@example.id", kajian.RoleUser)
	other, _ := e.signedIn("other@example.id", kajian.RoleUser)
	poster := pngBytesOf(t, gradientPicture(300, 400))

	// A model's answer in a code fence, with every field needing cleanup.
	f.answer("```json\n" + `{"title":"Kajian Tafsir Surat Al-Kahfi","ustaz":"","speakers":[{"name":"Ust. Abdul Somad"},{"name":" "},{"name":"Ust. Hanan Attaki"}],
		"date":"24/11/2026","time":"Pukul 19.30 WIB","location":"Masjid Raya Al-Azhar","address":"Jl. Sisingamangaraja, Jakarta Selatan",
		"contact_person":"Akh Fulan","contact_phone":"0812-3456-7890","day_of_week":9,"live_stream_url":"youtube.com/live/x",
		"timezone_region":"wita","kajian_type":"","is_online":null}` + "\n```")
	x := readAnswer(t, c.upload("/api/v1/ai/poster", "poster.png", "image/png", poster))
	if x.Source != "ai" || x.Title != "Kajian Tafsir Surat Al-Kahfi" || x.Date != "2026-11-24" || x.Time != "19:30" ||
		x.ContactPhone != "081234567890" || x.DayOfWeek != nil || x.LiveStreamURL != "" || x.TimezoneRegion != kajian.WITA ||
		x.KajianType != kajian.Regular || x.IsOnline || x.Confidence != 75 || x.Ustaz != "Ust. Abdul Somad" ||
		len(x.Speakers) != 2 || !x.Speakers[0].IsMain || x.Speakers[1].Order != 2 {
		t.Fatalf("cleaned poster answer: %+v", x)
	}
	req, auth := f.last(t)
	if auth != "POST /v1/chat/completions Bearer "+fakeKey || req["model"] != "gpt-4o" || req["max_tokens"] != 1000.0 || req["temperature"] != 0.1 {
		t.Fatalf("request to the provider: %s %v", auth, req)
	}
	msg := req["messages"].([]any)[0].(map[string]any)["content"].([]any)
	img := msg[1].(map[string]any)["image_url"].(map[string]any)
	// The model reads the server's re-encoded JPEG, never the uploaded bytes.
	if !strings.HasPrefix(img["url"].(string), "data:image/jpeg;base64,") || img["detail"] != "high" {
		t.Fatalf("image part: %v", img["detail"])
	}

	// A poster uploaded once is read by its key, without a second upload;
	// someone else's key is refused.
	res := c.upload("/api/v1/posters", "poster.png", "image/png", poster)
	var up posterUploadDTO
	unmarshalBody(t, res, &up)
	f.answer(`{"title":"Kajian Rutin Tahsin","day_of_week":"Kamis","time":"ba'da maghrib 18.15","speakers":["Ust. Hanif"],"live_stream_url":"https://youtube.com/live/tahsin","confidence":0.92}`)
	x = readAnswer(t, c.do("POST", "/api/v1/ai/poster", map[string]any{"key": up.Key}))
	if x.KajianType != kajian.Recurring || x.DayOfWeek == nil || *x.DayOfWeek != 4 || x.Time != "18:15" || !x.IsOnline ||
		x.Confidence != 92 || x.Ustaz != "Ust. Hanif" || x.TimezoneRegion != kajian.WIB {
		t.Fatalf("weekly answer: %+v", x)
	}
	if req, _ := f.last(t); !strings.HasPrefix(req["messages"].([]any)[0].(map[string]any)["content"].([]any)[1].(map[string]any)["image_url"].(map[string]any)["url"].(string), "data:image/jpeg;base64,") {
		t.Error("the stored poster (re-encoded as JPEG) was not sent")
	}
	calls := f.count()
	wantAPIError(t, other.do("POST", "/api/v1/ai/poster", map[string]any{"key": up.Key}), 400, "Poster tidak ditemukan. Silakan upload ulang poster.")
	wantAPIError(t, c.do("POST", "/api/v1/ai/poster", map[string]any{"key": u.ID + "/regular/1-abcdef.jpg"}), 400, "Poster tidak ditemukan. Silakan upload ulang poster.")
	wantAPIError(t, c.upload("/api/v1/ai/poster", "poster.jpg", "image/jpeg", []byte("bukan gambar")), 400, "File harus berupa gambar (JPG, PNG, GIF, WebP)")
	if f.count() != calls {
		t.Error("refused posters reached the provider")
	}

	// Each provider error keeps the spec's message, and never the key.
	for _, c2 := range []struct {
		name    string
		status  int
		body    string
		code    int
		message string
	}{
		{"invalid key", 401, `{"error":{"message":"Incorrect API key provided: sk-test-RAHASIA","type":"invalid_request_error","code":"invalid_api_key"}}`,
			503, "API key OpenAI tidak valid. Silakan periksa konfigurasi."},
		{"quota", 429, `{"error":{"message":"You exceeded your current quota","type":"insufficient_quota","code":"insufficient_quota"}}`,
			503, "Kuota OpenAI habis. Silakan periksa billing account Anda."},
		{"rate limit", 429, `{"error":{"message":"Rate limit reached","type":"requests","code":"rate_limit_exceeded"}}`,
			429, "Terlalu banyak permintaan. Silakan coba lagi dalam beberapa menit."},
		{"no content", 200, `{"choices":[]}`, 503, "Tidak ada respons dari AI"},
		{"not JSON", 200, `{"choices":[{"message":{"content":"Maaf, saya tidak dapat membaca poster ini."}}]}`,
			503, "Gagal memproses respons AI. Format respons tidak valid."},
		{"server error", 500, `{"error":{"message":"internal","type":"server_error","code":null}}`,
			503, "Gagal menganalisis poster. Silakan coba lagi."},
	} {
		t.Run(c2.name, func(t *testing.T) {
			f.reply(c2.status, c2.body)
			res := c.upload("/api/v1/ai/poster", "poster.png", "image/png", poster)
			wantAPIError(t, res, c2.code, c2.message)
			if strings.Contains(string(res.body), "RAHASIA") {
				t.Error("the key leaked into the answer")
			}
		})
	}

	// The description: its fields first, then gpt-4o-mini with its settings.
	wantAPIError(t, c.do("POST", "/api/v1/ai/description", map[string]any{"title": "Kajian", "location": "Masjid"}), 400,
		"Isi judul, ustaz, dan lokasi terlebih dahulu untuk generate deskripsi")
	f.answer("\"Kajian Tafsir Surat Al-Kahfi bersama Ust. Abdul Somad mengajak jamaah...\"")
	res = c.do("POST", "/api/v1/ai/description", map[string]any{"title": "Kajian Tafsir Surat Al-Kahfi", "ustaz": "Ust. Abdul Somad",
		"location": "Masjid Raya Al-Azhar", "date": "2026-11-24", "time": "19:30", "timezone_region": "WIB"})
	var d aiDescriptionDTO
	unmarshalBody(t, res, &d)
	if res.status != 200 || d.Description != "Kajian Tafsir Surat Al-Kahfi bersama Ust. Abdul Somad mengajak jamaah..." || d.Source != "ai" {
		t.Fatalf("description: %d %s", res.status, res.body)
	}
	req, _ = f.last(t)
	if req["model"] != "gpt-4o-mini" || req["max_tokens"] != 400.0 || req["temperature"] != 0.7 {
		t.Fatalf("description request: %v", req)
	}
	f.answer("   ")
	wantAPIError(t, c.do("POST", "/api/v1/ai/description", map[string]any{"title": "K", "ustaz": "U", "is_online": true}), 503,
		"Tidak ada deskripsi yang dihasilkan")
}

// TestAIPosterThroughTesseract draws a poster and reads it through the
// endpoint on a server without a key: tesseract OCR into the parser.
func TestAIPosterThroughTesseract(t *testing.T) {
	if !ai.TesseractAvailable() {
		t.Fatal("tesseract with Indonesian data is not installed (make test installs tesseract-ocr and tesseract-ocr-ind)")
	}
	e := newEnv(t, onSQLite, withTesseract)
	c, _ := e.signedIn("fulan@example.id", kajian.RoleUser)
	poster := drawnPoster(t,
		"KAJIAN AKHIR PEKAN",
		"Ustadz Ahmad Fauzi",
		"Ahad, 29 November 2026",
		"09.00 WIB",
		"Masjid Al-Falah",
	)
	x := readAnswer(t, c.upload("/api/v1/ai/poster", "poster.png", "image/png", poster))
	if x.Source != "ocr" || x.Ustaz != "Ustadz Ahmad Fauzi" || x.Date != "2026-11-29" || x.Time != "09:00" ||
		x.Location != "Masjid Al-Falah" || x.KajianType != kajian.Regular || x.TimezoneRegion != kajian.WIB {
		t.Fatalf("poster read by tesseract: %+v", x)
	}
}
