package server

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"hash/crc32"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"sync"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// oneOffBody is a valid one-off posting as the form sends it; tests break it.
func oneOffBody() map[string]any {
	return map[string]any{
		"kajian_type": "regular", "title": "  Kajian Tafsir Juz Amma  ", "timezone_region": "WIB",
		"speakers": []map[string]any{{"name": " Ust. Adi Hidayat ", "is_main_speaker": true, "speaker_order": 1}},
		"date":     "2026-11-24", "time": "19:30", "is_online": false,
		"location": "Masjid Istiqlal", "address": "Jl. Taman Wijaya Kusuma, Jakarta Pusat",
		"maps_url": "", "live_stream_url": "", "description": "", "contact_person": " ", "contact_phone": "081234567890",
	}
}

// weeklyBody is a valid weekly posting with two holidays.
func weeklyBody() map[string]any {
	b := oneOffBody()
	b["kajian_type"], b["title"], b["day_of_week"] = "recurring", "Kajian Kitab Tauhid", 4
	delete(b, "date")
	b["holidays"] = []map[string]any{{"date": "2026-11-26", "reason": "Ustadz safar"}, {"date": "2026-12-03", "reason": ""}}
	return b
}

// withFields returns a copy of body with the changes applied (nil deletes a key).
func withFields(body map[string]any, changes map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range body {
		out[k] = v
	}
	for k, v := range changes {
		if v == nil {
			delete(out, k)
		} else {
			out[k] = v
		}
	}
	return out
}

// apiErrorOf returns the code, field and message of an API error answer.
func apiErrorOf(t *testing.T, r response) (code, field, message string) {
	t.Helper()
	var body struct {
		Error struct{ Code, Field, Message string } `json:"error"`
	}
	if err := json.Unmarshal(r.body, &body); err != nil {
		t.Fatalf("not an error body: %s", r.body)
	}
	return body.Error.Code, body.Error.Field, body.Error.Message
}

// wantAPIError checks an answer's status and Indonesian message.
func wantAPIError(t *testing.T, r response, status int, message string) {
	t.Helper()
	_, _, msg := apiErrorOf(t, r)
	if r.status != status || msg != message {
		t.Fatalf("got %d %q, want %d %q\n%s", r.status, msg, status, message, r.body)
	}
}

// unmarshalBody decodes an answer's JSON body into v.
func unmarshalBody(t *testing.T, r response, v any) {
	t.Helper()
	if err := json.Unmarshal(r.body, v); err != nil {
		t.Fatalf("body: %v\n%s", err, r.body)
	}
}

// multipartBody builds a multipart form with one file part.
func multipartBody(t *testing.T, field, filename, contentType string, data []byte) ([]byte, string) {
	t.Helper()
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", `form-data; name="`+field+`"; filename="`+filename+`"`)
	h.Set("Content-Type", contentType)
	part, err := mw.CreatePart(h)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := part.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := mw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes(), mw.FormDataContentType()
}

// upload posts a file as the "poster" part of a multipart form.
func (c *client) upload(path, filename, contentType string, data []byte) response {
	c.e.t.Helper()
	body, ct := multipartBody(c.e.t, "poster", filename, contentType, data)
	return c.do("POST", path, body, "Content-Type", ct)
}

// gradientPicture is a small opaque picture in four colours.
func gradientPicture(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.SetRGBA(x, y, color.RGBA{uint8(x * 255 / w), uint8(y * 255 / h), 120, 255})
		}
	}
	return img
}

func pngBytesOf(t *testing.T, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// gpsLatitudeBytes is a distinctive latitude (6° 12' 34.56") as big-endian
// EXIF RATIONALs; a stored poster must not contain it.
var gpsLatitudeBytes = func() []byte {
	var b []byte
	for _, v := range []uint32{6, 1, 12, 1, 3456, 100} {
		b = binary.BigEndian.AppendUint32(b, v)
	}
	return b
}()

// pngWithGPS returns a PNG carrying an eXIf chunk with a GPS position, as
// phones write into photos of posters.
func pngWithGPS(t *testing.T) []byte {
	t.Helper()
	be := binary.BigEndian
	tiff := []byte("MM")
	tiff = be.AppendUint16(tiff, 42)
	tiff = be.AppendUint32(tiff, 8)
	entry := func(b []byte, tag, typ uint16, count uint32, value []byte) []byte {
		b = be.AppendUint16(b, tag)
		b = be.AppendUint16(b, typ)
		b = be.AppendUint32(b, count)
		return append(b, value...)
	}
	const ifd0, gpsIFD = 8, 8 + 2 + 12 + 4
	const latData = gpsIFD + 2 + 12*2 + 4
	tiff = be.AppendUint16(tiff, 1)
	tiff = entry(tiff, 0x8825, 4, 1, be.AppendUint32(nil, gpsIFD)) // GPS IFD pointer
	tiff = be.AppendUint32(tiff, 0)
	tiff = be.AppendUint16(tiff, 2)
	tiff = entry(tiff, 0x0001, 2, 2, []byte{'S', 0, 0, 0})          // GPSLatitudeRef
	tiff = entry(tiff, 0x0002, 5, 3, be.AppendUint32(nil, latData)) // GPSLatitude
	tiff = be.AppendUint32(tiff, 0)
	tiff = append(tiff, gpsLatitudeBytes...)
	_ = ifd0

	p := pngBytesOf(t, gradientPicture(320, 480))
	const afterIHDR = 8 + 4 + 4 + 13 + 4
	chunk := be.AppendUint32(nil, uint32(len(tiff)))
	chunk = append(chunk, "eXIf"...)
	chunk = append(chunk, tiff...)
	chunk = be.AppendUint32(chunk, crc32.ChecksumIEEE(chunk[4:]))
	out := append([]byte{}, p[:afterIHDR]...)
	out = append(out, chunk...)
	return append(out, p[afterIHDR:]...)
}

// drawnPoster renders lines of black text on white in Go Bold, large enough
// for OCR, the way a plain kajian poster looks.
func drawnPoster(t *testing.T, lines ...string) []byte {
	t.Helper()
	f, err := opentype.Parse(gobold.TTF)
	if err != nil {
		t.Fatal(err)
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: 56, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		t.Fatal(err)
	}
	defer face.Close()
	const width, lineHeight, margin = 1200, 110, 80
	img := image.NewRGBA(image.Rect(0, 0, width, margin*2+lineHeight*len(lines)))
	draw.Draw(img, img.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	d := &font.Drawer{Dst: img, Src: image.NewUniform(color.Black), Face: face}
	for i, l := range lines {
		d.Dot = fixed.P(margin, margin+lineHeight*(i+1)-30)
		d.DrawString(l)
	}
	return pngBytesOf(t, img)
}

// fakeOpenAI is a local server speaking the chat-completions protocol: it
// records each request and answers with the status and body it is given.
type fakeOpenAI struct {
	*httptest.Server
	mu       sync.Mutex
	requests []map[string]any
	auths    []string
	status   int
	body     string
}

func newFakeOpenAI(t *testing.T) *fakeOpenAI {
	t.Helper()
	f := &fakeOpenAI{status: http.StatusOK}
	f.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, _ := io.ReadAll(r.Body)
		var body map[string]any
		_ = json.Unmarshal(raw, &body)
		f.mu.Lock()
		f.requests = append(f.requests, body)
		f.auths = append(f.auths, r.Method+" "+r.URL.Path+" "+r.Header.Get("Authorization"))
		status, answer := f.status, f.body
		f.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = io.WriteString(w, answer)
	}))
	t.Cleanup(f.Close)
	return f
}

// answer makes the next completions answer content in the first choice.
func (f *fakeOpenAI) answer(content string) {
	b, _ := json.Marshal(map[string]any{
		"id": "chatcmpl-1", "object": "chat.completion", "model": "gpt-4o",
		"choices": []any{map[string]any{"index": 0, "finish_reason": "stop",
			"message": map[string]any{"role": "assistant", "content": content}}},
	})
	f.reply(http.StatusOK, string(b))
}

func (f *fakeOpenAI) reply(status int, body string) {
	f.mu.Lock()
	f.status, f.body = status, body
	f.mu.Unlock()
}

// last returns the last request's JSON body and its method, path and
// Authorization header.
func (f *fakeOpenAI) last(t *testing.T) (map[string]any, string) {
	t.Helper()
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.requests) == 0 {
		t.Fatal("the fake OpenAI server got no request")
	}
	return f.requests[len(f.requests)-1], f.auths[len(f.auths)-1]
}

func (f *fakeOpenAI) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.requests)
}
