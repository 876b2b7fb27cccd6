package ai

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"image"
	"image/color"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

const testKey = "sk-test-SECRET-0123456789"

// fakeOpenAI is a local server speaking the chat-completions protocol. It
// records each request and answers with the status and body it is given.
type fakeOpenAI struct {
	*httptest.Server
	mu       sync.Mutex
	requests []recorded
	status   int
	body     string
	delay    time.Duration
}

type recorded struct {
	Path, Auth, ContentType string
	Body                    map[string]any
}

func newFakeOpenAI(t *testing.T) *fakeOpenAI {
	f := &fakeOpenAI{status: http.StatusOK}
	f.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, _ := io.ReadAll(r.Body)
		var body map[string]any
		if err := json.Unmarshal(raw, &body); err != nil {
			t.Errorf("request body is not JSON: %v", err)
		}
		f.mu.Lock()
		f.requests = append(f.requests, recorded{r.URL.Path, r.Header.Get("Authorization"), r.Header.Get("Content-Type"), body})
		status, answer, delay := f.status, f.body, f.delay
		f.mu.Unlock()
		if delay > 0 {
			select {
			case <-time.After(delay):
			case <-r.Context().Done():
				return
			}
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		io.WriteString(w, answer)
	}))
	t.Cleanup(f.Close)
	return f
}

// answer sets a successful completion whose first choice says content.
func (f *fakeOpenAI) answer(content string) {
	b, _ := json.Marshal(map[string]any{
		"id": "chatcmpl-1", "object": "chat.completion", "model": "gpt-4o",
		"choices": []any{map[string]any{
			"index": 0, "finish_reason": "stop",
			"message": map[string]any{"role": "assistant", "content": content},
		}},
		"usage": map[string]any{"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
	})
	f.reply(http.StatusOK, string(b))
}

func (f *fakeOpenAI) reply(status int, body string) {
	f.mu.Lock()
	f.status, f.body = status, body
	f.mu.Unlock()
}

func (f *fakeOpenAI) last(t *testing.T) recorded {
	t.Helper()
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.requests) == 0 {
		t.Fatal("no request reached the fake provider")
	}
	return f.requests[len(f.requests)-1]
}

func (f *fakeOpenAI) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.requests)
}

func (f *fakeOpenAI) client() *Client {
	return &Client{
		BaseURL: f.URL + "/v1/",
		APIKey:  testKey,
		HTTP:    &http.Client{Timeout: 2 * time.Second},
		Clock:   kajian.NewFixedClock(fixtureNow),
	}
}

// tinyPNG is a real 4x4 PNG image.
func tinyPNG(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	img.Set(1, 1, color.Black)
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

const posterAnswer = "Berikut hasilnya:\n```json\n" + `{
  "title": "Kajian Tauhid",
  "ustaz": "Ustadz Ahmad Fauzi",
  "speakers": [{"name": "Ustadz Ahmad Fauzi", "is_main_speaker": true, "speaker_order": 1}],
  "date": "Ahad, 6 Desember 2026",
  "time": "09.00 WIB",
  "location": "Masjid Al-Falah",
  "address": "Jl. Merdeka No. 10, Bandung",
  "description": "Kajian umum.",
  "contact_person": "Akh Fadli",
  "contact_phone": "0812-8765-4321",
  "day_of_week": null,
  "live_stream_url": "youtube.com/@alfalah",
  "timezone_region": "wib",
  "kajian_type": "regular",
  "is_online": false
}` + "\n```"

func TestReadPosterRequestAndAnswer(t *testing.T) {
	f := newFakeOpenAI(t)
	f.answer(posterAnswer)
	img := tinyPNG(t)
	got, err := f.client().ReadPoster(context.Background(), img)
	if err != nil {
		t.Fatal(err)
	}

	req := f.last(t)
	if req.Path != "/v1/chat/completions" {
		t.Errorf("path %q", req.Path)
	}
	if req.Auth != "Bearer "+testKey {
		t.Errorf("authorization %q", req.Auth)
	}
	if req.ContentType != "application/json" {
		t.Errorf("content type %q", req.ContentType)
	}
	if req.Body["model"] != "gpt-4o" || req.Body["max_tokens"] != 1000.0 || req.Body["temperature"] != 0.1 {
		t.Errorf("model %v max_tokens %v temperature %v", req.Body["model"], req.Body["max_tokens"], req.Body["temperature"])
	}
	msgs, _ := req.Body["messages"].([]any)
	if len(msgs) != 1 {
		t.Fatalf("want one message, got %d", len(msgs))
	}
	msg := msgs[0].(map[string]any)
	parts, _ := msg["content"].([]any)
	if msg["role"] != "user" || len(parts) != 2 {
		t.Fatalf("message %v", msg)
	}
	text := parts[0].(map[string]any)
	if text["type"] != "text" || !strings.Contains(text["text"].(string), "JSON") ||
		!strings.Contains(text["text"].(string), "2026-11-20") || !strings.Contains(text["text"].(string), "day_of_week") ||
		!strings.Contains(text["text"].(string), `"month_weeks"`) || !strings.Contains(text["text"].(string), `"every_weeks"`) ||
		!strings.Contains(text["text"].(string), `"rhythm_from"`) {
		t.Errorf("text part %v", text)
	}
	imgPart := parts[1].(map[string]any)
	iu, _ := imgPart["image_url"].(map[string]any)
	wantURL := "data:image/png;base64," + base64.StdEncoding.EncodeToString(img)
	if imgPart["type"] != "image_url" || iu["url"] != wantURL || iu["detail"] != "high" {
		t.Errorf("image part type %v detail %v url prefix %.40v", imgPart["type"], iu["detail"], iu["url"])
	}

	want := Extraction{
		Title: "Kajian Tauhid", Ustaz: "Ustadz Ahmad Fauzi",
		Speakers: []kajian.Speaker{{Name: "Ustadz Ahmad Fauzi", IsMain: true, Order: 1}},
		Date:     "2026-12-06", Time: "09:00", Location: "Masjid Al-Falah", Address: "Jl. Merdeka No. 10, Bandung",
		Description: "Kajian umum.", ContactPerson: "Akh Fadli", ContactPhone: "081287654321",
		LiveStreamURL: "", TimezoneRegion: kajian.WIB, KajianType: kajian.Regular, IsOnline: false,
		Confidence: DefaultConfidence, Audience: []string{"umum"},
	}
	compareExtraction(t, got, want)
}

func TestClientModelsAndDefaults(t *testing.T) {
	f := newFakeOpenAI(t)
	f.answer(`{"title":"X"}`)
	c := f.client()
	c.VisionModel, c.TextModel = "llava-13b", "llama-3"
	if _, err := c.ReadPoster(context.Background(), tinyPNG(t)); err != nil {
		t.Fatal(err)
	}
	if m := f.last(t).Body["model"]; m != "llava-13b" {
		t.Errorf("vision model %v", m)
	}
	f.answer("Deskripsi.")
	if _, err := c.WriteDescription(context.Background(), DescriptionInput{Title: "T", Ustaz: "U", Location: "L"}); err != nil {
		t.Fatal(err)
	}
	if m := f.last(t).Body["model"]; m != "llama-3" {
		t.Errorf("text model %v", m)
	}
}

// TestProviderErrors maps each provider failure to the spec's message and
// checks that neither the key nor the provider's own text leaks into it.
func TestProviderErrors(t *testing.T) {
	tests := []struct {
		name   string
		status int
		body   string
		want   *kajian.Error
	}{
		{"invalid key", 401, `{"error":{"message":"Incorrect API key provided: sk-test-SECRET-0123456789.","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}`, ErrInvalidAPIKey},
		{"401 without code", 401, `{"error":{"message":"unauthorized"}}`, ErrInvalidAPIKey},
		{"insufficient quota", 429, `{"error":{"message":"You exceeded your current quota, please check your plan and billing details.","type":"insufficient_quota","param":null,"code":"insufficient_quota"}}`, ErrQuotaExceeded},
		{"rate limit", 429, `{"error":{"message":"Rate limit reached for gpt-4o in organization org-x on requests per min (RPM): Limit 3.","type":"requests","param":null,"code":"rate_limit_exceeded"}}`, ErrRateLimited},
		{"429 without code", 429, `slow down`, ErrRateLimited},
		{"empty content", 200, `{"choices":[{"index":0,"message":{"role":"assistant","content":""}}]}`, ErrNoResponse},
		{"null content", 200, `{"choices":[{"index":0,"message":{"role":"assistant","content":null}}]}`, ErrNoResponse},
		{"no choices", 200, `{"choices":[]}`, ErrNoResponse},
		{"content not JSON", 200, `{"choices":[{"message":{"content":"Maaf, saya tidak dapat membaca poster ini."}}]}`, ErrBadResponse},
		{"content JSON array", 200, `{"choices":[{"message":{"content":"[1,2,3]"}}]}`, ErrBadResponse},
		{"content broken JSON", 200, "{\"choices\":[{\"message\":{\"content\":\"```json\\n{\\\"title\\\": \\\"Kajian\\\"\\n```\"}}]}", ErrBadResponse},
		{"server error", 500, `{"error":{"message":"The server had an error while processing your request.","type":"server_error","code":null}}`, ErrPosterFailed},
		{"bad gateway HTML", 502, `<html><body>502 Bad Gateway</body></html>`, ErrPosterFailed},
		{"200 with HTML", 200, `<html>captive portal</html>`, ErrPosterFailed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFakeOpenAI(t)
			f.reply(tt.status, tt.body)
			_, err := f.client().ReadPoster(context.Background(), tinyPNG(t))
			assertAIError(t, err, tt.want)
		})
	}
}

func TestFencedJSONIsRead(t *testing.T) {
	f := newFakeOpenAI(t)
	f.answer("```json\n{\"title\": \"Kajian Fiqih\", \"day_of_week\": 4, \"time\": \"19.30\", \"confidence\": 92}\n```")
	got, err := f.client().ReadPoster(context.Background(), tinyPNG(t))
	if err != nil {
		t.Fatal(err)
	}
	if got.Title != "Kajian Fiqih" || got.DayOfWeek == nil || *got.DayOfWeek != 4 || got.KajianType != kajian.Recurring || got.Time != "19:30" || got.Confidence != 92 {
		t.Errorf("got %s", show(got))
	}
}

// A model's rhythm goes through Cleanup like its other fields: 'Sabtu pekan ke-2 dan ke-4'.
func TestPosterRhythmIsRead(t *testing.T) {
	f := newFakeOpenAI(t)
	f.answer(`{"title": "Kajian Fiqih", "day_of_week": "Sabtu", "kajian_type": "recurring", "every_weeks": 1, "month_weeks": ["ke-4", 2]}`)
	got, err := f.client().ReadPoster(context.Background(), tinyPNG(t))
	if err != nil {
		t.Fatal(err)
	}
	if rhythmOf(got) != `recurring day 6 every 1 weeks [2 4] from ""` {
		t.Errorf("got %s", rhythmOf(got))
	}
}

func TestNetworkFailures(t *testing.T) {
	t.Run("closed server", func(t *testing.T) {
		f := newFakeOpenAI(t)
		c := f.client()
		f.Close()
		_, err := c.ReadPoster(context.Background(), tinyPNG(t))
		assertAIError(t, err, ErrPosterFailed)
	})
	t.Run("timeout", func(t *testing.T) {
		f := newFakeOpenAI(t)
		f.answer(`{"title":"late"}`)
		f.delay = time.Second
		c := f.client()
		c.HTTP = &http.Client{Timeout: 100 * time.Millisecond}
		_, err := c.ReadPoster(context.Background(), tinyPNG(t))
		assertAIError(t, err, ErrPosterFailed)
	})
	t.Run("cancelled", func(t *testing.T) {
		f := newFakeOpenAI(t)
		f.answer(`{"title":"late"}`)
		f.delay = time.Second
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		defer cancel()
		_, err := f.client().ReadPoster(ctx, tinyPNG(t))
		assertAIError(t, err, ErrPosterFailed)
	})
	t.Run("description on closed server", func(t *testing.T) {
		f := newFakeOpenAI(t)
		c := f.client()
		f.Close()
		_, err := c.WriteDescription(context.Background(), DescriptionInput{Title: "T", Ustaz: "U", Location: "L"})
		assertAIError(t, err, ErrDescriptionFailed)
	})
}

func TestPosterValidation(t *testing.T) {
	f := newFakeOpenAI(t)
	f.answer(`{}`)
	c := f.client()
	if _, err := c.ReadPoster(context.Background(), []byte("%PDF-1.4 not an image")); !errors.Is(err, ErrNotImage) {
		t.Errorf("pdf: %v", err)
	}
	if _, err := c.ReadPoster(context.Background(), nil); !errors.Is(err, ErrNotImage) {
		t.Errorf("empty: %v", err)
	}
	big := append(tinyPNG(t), make([]byte, MaxPosterBytes)...)
	if _, err := c.ReadPoster(context.Background(), big); !errors.Is(err, ErrPosterTooLarge) {
		t.Errorf("too large: %v", err)
	}
	if f.count() != 0 {
		t.Errorf("%d requests sent for invalid posters", f.count())
	}
}

func TestWriteDescription(t *testing.T) {
	f := newFakeOpenAI(t)
	f.answer("  Mari hadiri kajian ini.\n• Manfaat satu\n• Manfaat dua\n• Manfaat tiga\nAyo datang!  ")
	in := DescriptionInput{
		Title: "Kajian Tauhid", Ustaz: "Ustadz Ahmad Fauzi", Speakers: []string{"Ustadz Budi"},
		Location: "Masjid Al-Falah", Address: "Jl. Merdeka 10", Date: "2026-12-06", Time: "09:00", Zone: kajian.WITA,
	}
	got, err := f.client().WriteDescription(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	if got != "Mari hadiri kajian ini.\n• Manfaat satu\n• Manfaat dua\n• Manfaat tiga\nAyo datang!" {
		t.Errorf("description %q", got)
	}
	req := f.last(t)
	if req.Path != "/v1/chat/completions" || req.Auth != "Bearer "+testKey {
		t.Errorf("path %q auth %q", req.Path, req.Auth)
	}
	if req.Body["model"] != "gpt-4o-mini" || req.Body["max_tokens"] != 400.0 || req.Body["temperature"] != 0.7 {
		t.Errorf("model %v max_tokens %v temperature %v", req.Body["model"], req.Body["max_tokens"], req.Body["temperature"])
	}
	msg := req.Body["messages"].([]any)[0].(map[string]any)
	prompt, _ := msg["content"].(string)
	for _, want := range []string{"80-120 kata", "3 poin", "ajakan", "Kajian Tauhid", "Ustadz Ahmad Fauzi, Ustadz Budi",
		"Masjid Al-Falah, Jl. Merdeka 10", "Ahad, 6 Desember 2026, pukul 09:00 WITA"} {
		if !strings.Contains(prompt, want) {
			t.Errorf("prompt lacks %q:\n%s", want, prompt)
		}
	}

	weekly := DescriptionInput{Title: "Kajian Rutin", Ustaz: "Ustadz A", Location: "Masjid B", DayOfWeek: intp(4), Time: "19:30"}
	if _, err := f.client().WriteDescription(context.Background(), weekly); err != nil {
		t.Fatal(err)
	}
	if p := f.last(t).Body["messages"].([]any)[0].(map[string]any)["content"].(string); !strings.Contains(p, "setiap Kamis, pukul 19:30 WIB") {
		t.Errorf("weekly prompt:\n%s", p)
	}

	online := DescriptionInput{Title: "Kajian Online", Ustaz: "Ustadz A", IsOnline: true}
	if _, err := f.client().WriteDescription(context.Background(), online); err != nil {
		t.Errorf("online session without location: %v", err)
	}
}

func TestWriteDescriptionErrors(t *testing.T) {
	f := newFakeOpenAI(t)
	c := f.client()
	for _, in := range []DescriptionInput{
		{Ustaz: "U", Location: "L"},
		{Title: "T", Location: "L"},
		{Title: "T", Ustaz: "U"},
		{Title: "  ", Ustaz: "U", Location: "L"},
	} {
		_, err := c.WriteDescription(context.Background(), in)
		assertAIError(t, err, ErrDescriptionInput)
	}
	if f.count() != 0 {
		t.Errorf("%d requests sent for incomplete input", f.count())
	}
	ok := DescriptionInput{Title: "T", Ustaz: "U", Location: "L"}
	for _, tt := range []struct {
		status int
		body   string
		want   *kajian.Error
	}{
		{200, `{"choices":[{"message":{"content":"   "}}]}`, ErrNoDescription},
		{200, `{"choices":[]}`, ErrNoDescription},
		{200, `{"choices":[{"message":{"content":"\"\""}}]}`, ErrNoDescription},
		{500, `{"error":{"type":"server_error"}}`, ErrDescriptionFailed},
		{401, `{"error":{"code":"invalid_api_key"}}`, ErrInvalidAPIKey},
		{429, `{"error":{"code":"insufficient_quota","type":"insufficient_quota"}}`, ErrQuotaExceeded},
		{429, `{"error":{"code":"rate_limit_exceeded"}}`, ErrRateLimited},
	} {
		f.reply(tt.status, tt.body)
		_, err := c.WriteDescription(context.Background(), ok)
		assertAIError(t, err, tt.want)
	}
}

// assertAIError checks that err is want, with want's exact message, and that
// nothing secret or foreign leaks through it.
func assertAIError(t *testing.T, err error, want *kajian.Error) {
	t.Helper()
	if err == nil {
		t.Fatalf("no error, want %s", want.Code)
	}
	var e *kajian.Error
	if !errors.As(err, &e) || !errors.Is(err, want) {
		t.Fatalf("error %v, want code %s", err, want.Code)
	}
	if e.Message != want.Message || e.Kind != want.Kind {
		t.Errorf("message %q kind %v, want %q kind %v", e.Message, e.Kind, want.Message, want.Kind)
	}
	for _, leak := range []string{testKey, "SECRET", "Incorrect API key", "exceeded your current quota", "captive", "127.0.0.1"} {
		if strings.Contains(err.Error(), leak) {
			t.Errorf("error text leaks %q: %s", leak, err.Error())
		}
	}
}
