package ai

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"strings"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/kajiankita/kajian/internal/kajian"
)

// requireTesseract fails, never skips: poster reading without a key depends
// on tesseract, so a machine without it cannot vouch for that path.
func requireTesseract(t *testing.T) {
	t.Helper()
	if !TesseractAvailable() {
		t.Fatal("tesseract with Indonesian language data is not installed; install it with " +
			"`sudo apt-get install tesseract-ocr tesseract-ocr-ind` (make test does this when missing)")
	}
}

// drawPoster renders lines of black text on a white background in Go Bold,
// large enough for OCR, the way a simple kajian poster looks.
func drawPoster(t *testing.T, lines ...string) []byte {
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
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestPosterThroughTesseract draws a poster, reads it with tesseract and
// parses the text: the path a server without an AI key takes.
func TestPosterThroughTesseract(t *testing.T) {
	requireTesseract(t)
	poster := drawPoster(t,
		"KAJIAN RUTIN",
		"Ustadz Ahmad Fauzi",
		"Ahad, 24 November 2026",
		"09.00 WIB",
		"Masjid Al-Falah",
	)
	text, err := OCR(context.Background(), poster)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("OCR text:\n%s", text)

	r := Reader{Tesseract: true, Clock: kajian.NewFixedClock(fixtureNow)}
	got, err := r.ReadPoster(context.Background(), poster)
	if err != nil {
		t.Fatal(err)
	}
	checkInvariants(t, got)
	if got.Title != "Kajian Rutin" {
		t.Errorf("title %q", got.Title)
	}
	if got.Ustaz != "Ustadz Ahmad Fauzi" || len(got.Speakers) != 1 {
		t.Errorf("ustaz %q speakers %s", got.Ustaz, show(got.Speakers))
	}
	// the poster names a date, so it announces that meeting even though it says "rutin"
	if got.Date != "2026-11-24" || got.KajianType != kajian.Regular {
		t.Errorf("date %q type %q", got.Date, got.KajianType)
	}
	if got.Time != "09:00" || got.TimezoneRegion != kajian.WIB {
		t.Errorf("time %q zone %q", got.Time, got.TimezoneRegion)
	}
	if got.Location != "Masjid Al-Falah" || got.IsOnline {
		t.Errorf("location %q online %v", got.Location, got.IsOnline)
	}
	if got.Confidence != 90 {
		t.Errorf("confidence %d", got.Confidence)
	}
}

func TestOCRFailures(t *testing.T) {
	requireTesseract(t)
	if _, err := OCR(context.Background(), []byte("not an image at all")); err == nil {
		t.Error("OCR of garbage: want an error")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := OCR(ctx, drawPoster(t, "KAJIAN")); !errors.Is(err, context.Canceled) {
		t.Errorf("OCR with a cancelled context: %v", err)
	}
}

func TestHasLanguage(t *testing.T) {
	listing := "List of available languages in \"/usr/share/tesseract-ocr/5/tessdata/\" (3):\neng\nind\nosd\n"
	if !hasLanguage(listing, "ind") {
		t.Error("ind is listed")
	}
	if hasLanguage(strings.ReplaceAll(listing, "ind\n", ""), "ind") || hasLanguage("List of available languages in \"/x/ind\" (1):\neng\n", "ind") {
		t.Error("ind is not listed")
	}
}

func TestTesseractMissing(t *testing.T) {
	old := tesseractCommand
	tesseractCommand = "tesseract-that-does-not-exist"
	defer func() { tesseractCommand = old }()
	if TesseractAvailable() {
		t.Error("a missing command is not available")
	}
	r := Reader{Tesseract: true}
	_, err := r.ReadPoster(context.Background(), tinyPNG(t))
	assertAIError(t, err, ErrPosterFailed)
}
