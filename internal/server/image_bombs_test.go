package server

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

// pngHeader is a PNG that is nothing but a header claiming w×h pixels of the
// given bit depth and colour type: a few dozen bytes that promise gigabytes.
func pngHeader(w, h uint32, depth, colorType byte) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(kind string, data []byte) {
		_ = binary.Write(&b, binary.BigEndian, uint32(len(data)))
		b.WriteString(kind)
		b.Write(data)
		_ = binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(append([]byte(kind), data...)))
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = depth, colorType
	chunk("IHDR", ihdr)
	chunk("IDAT", []byte{0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01})
	chunk("IEND", nil)
	return b.Bytes()
}

// fakeTesseract puts a tesseract on PATH that records each run in a file and
// answers an announcement, and returns a function that says how many runs
// there were.
func fakeTesseract(t *testing.T) func() int {
	t.Helper()
	dir := t.TempDir()
	runs := filepath.Join(dir, "runs")
	script := "#!/bin/sh\ncat > /dev/null\necho run >> " + runs + "\necho 'Kajian Tafsir Ahad 29 November 2026 pukul 19.30 WIB Masjid Raya'\n"
	if err := os.WriteFile(filepath.Join(dir, "tesseract"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	return func() int {
		b, _ := os.ReadFile(runs)
		return bytes.Count(b, []byte("run"))
	}
}

// Every image takes the posters' one path before anything decodes it or OCR
// runs: a canvas beyond the pixel limit, a 16-bit image beyond the decode
// budget and a TIFF labelled PNG are refused in Indonesian, and tesseract
// never sees them.
func TestImageBombsNeverReachTheDecoderOrOCR(t *testing.T) {
	ocrRuns := fakeTesseract(t)
	e := newEnv(t, onSQLite, withTesseract)
	c, _ := e.signedIn("fulan@example.id", kajian.RoleUser)
	tiff := append([]byte("II*\x00\x08\x00\x00\x00"), make([]byte, 64)...)
	bombs := []struct {
		name, code string
		data       []byte
		poster     string // the code /api/v1/posters answers
	}{
		{"20000x20000 PNG", "image_dimensions_too_large", pngHeader(20000, 20000, 8, 0), "image_dimensions_too_large"},
		{"16-bit 6000x5000 RGBA PNG", "image_dimensions_too_large", pngHeader(6000, 5000, 16, 6), "image_dimensions_too_large"},
		{"TIFF labelled PNG", "ai_not_image", tiff, "not_an_image"},
	}
	for _, b := range bombs {
		res := c.upload("/api/v1/ai/poster", "poster.png", "image/png", b.data)
		if code, _, msg := apiErrorOf(t, res); res.status != http.StatusBadRequest || code != b.code || msg == "" {
			t.Errorf("AI %s: %d %s", b.name, res.status, res.body)
		}
		res = c.upload("/api/v1/posters", "poster.png", "image/png", b.data)
		if code, _, _ := apiErrorOf(t, res); res.status != http.StatusBadRequest || code != b.poster {
			t.Errorf("poster %s: %d %s", b.name, res.status, res.body)
		}
	}
	if n := ocrRuns(); n != 0 {
		t.Fatalf("tesseract ran %d times on refused images", n)
	}
	// A real poster still reaches OCR, as the bounded JPEG.
	res := c.upload("/api/v1/ai/poster", "poster.png", "image/png", pngBytesOf(t, gradientPicture(300, 400)))
	if res.status != http.StatusOK || ocrRuns() != 1 {
		t.Fatalf("a real poster: %d %s, %d runs", res.status, res.body, ocrRuns())
	}
}
