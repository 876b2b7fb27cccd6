package media

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"strings"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

var samplePreview = PreviewText{
	Title: "Kajian Tafsir Al-Qur'an Surat Al-Kahfi",
	When:  "Ahad, 24 November 2026",
	Time:  "19:30 WIB",
	Place: "Masjid Raya Al-Ikhlas, Bandung",
	Brand: "Kajian Kita",
}

func drawPreviewImage(t *testing.T, p PreviewText) ([]byte, image.Image) {
	t.Helper()
	b, err := DrawPreview(p)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	return b, img
}

func TestDrawPreviewSizeAndColours(t *testing.T) {
	_, img := drawPreviewImage(t, samplePreview)
	if b := img.Bounds(); b.Dx() != 1200 || b.Dy() != 630 {
		t.Fatalf("preview is %dx%d, want 1200x630", b.Dx(), b.Dy())
	}
	if c := img.At(4, 4); !near(c, color.RGBA{6, 95, 70, 255}, 12) {
		t.Errorf("top-left pixel %v, want the brand's deep green", c)
	}
	if PreviewContentType != "image/png" {
		t.Errorf("PreviewContentType = %q", PreviewContentType)
	}
}

func TestDrawPreviewIsDeterministic(t *testing.T) {
	a, _ := drawPreviewImage(t, samplePreview)
	b, _ := drawPreviewImage(t, samplePreview)
	if !bytes.Equal(a, b) {
		t.Error("the same text gave different bytes")
	}
}

func TestDrawPreviewShowsEachField(t *testing.T) {
	base, _ := drawPreviewImage(t, samplePreview)
	for name, change := range map[string]func(*PreviewText){
		"title": func(p *PreviewText) { p.Title = "Kajian Fiqih Shalat" },
		"when":  func(p *PreviewText) { p.When = "Setiap Kamis" },
		"time":  func(p *PreviewText) { p.Time = "05:30 WITA" },
		"place": func(p *PreviewText) { p.Place = "Online via Zoom" },
		"brand": func(p *PreviewText) { p.Brand = "Kajian Kami" },
	} {
		p := samplePreview
		change(&p)
		if got, _ := drawPreviewImage(t, p); bytes.Equal(got, base) {
			t.Errorf("changing the %s changed nothing", name)
		}
	}
}

// lightPixels counts white pixels in r: title and brand text, since the
// background and the (mint white) detail lines have none.
func lightPixels(img image.Image, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if near(img.At(x, y), color.RGBA{255, 255, 255, 255}, 10) {
				n++
			}
		}
	}
	return n
}

func TestDrawPreviewDrawsTitleText(t *testing.T) {
	_, with := drawPreviewImage(t, samplePreview)
	empty := samplePreview
	empty.Title = ""
	_, without := drawPreviewImage(t, empty)
	area := image.Rect(0, 0, 1200, 500)
	if a, b := lightPixels(with, area), lightPixels(without, area); a < 5000 || b != 0 {
		t.Errorf("white pixels above the brand: %d with a title, %d without; want thousands with one and none without", a, b)
	}
}

func TestDrawPreviewLongTextStaysInside(t *testing.T) {
	long := PreviewText{
		Title: strings.Repeat("Meraih Keberkahan Hidup dengan Ilmu dan Amal ", 8),
		When:  "Setiap Kamis pekan pertama dan ketiga setiap bulan Hijriah sepanjang tahun",
		Time:  "Ba'da Maghrib sampai Isya (18:15 – 19:30 WITA)",
		Place: strings.Repeat("Jl. Panjang Sekali No. 1, ", 10),
		Brand: "Kajian Kita",
	}
	_, img := drawPreviewImage(t, long)
	// Nothing but background in the right margin.
	if n := lightPixels(img, image.Rect(1200-marginX+4, 0, 1200, 630)); n != 0 {
		t.Errorf("%d text pixels in the right margin", n)
	}
}

func TestWrap(t *testing.T) {
	face := newFace(fontBold(), 54)
	width := fixed.I(1024)
	lines, truncated := wrap(face, "Kajian Tafsir", width, 3)
	if len(lines) != 1 || lines[0] != "Kajian Tafsir" || truncated {
		t.Errorf("short title: %q %v", lines, truncated)
	}
	long := strings.Repeat("Meraih keberkahan hidup dengan ilmu ", 10)
	lines, truncated = wrap(face, long, width, 3)
	if len(lines) != 3 || !truncated || !strings.HasSuffix(lines[2], ellipsis) {
		t.Errorf("long title: %q %v, want 3 lines ending in an ellipsis", lines, truncated)
	}
	for _, l := range lines {
		if font.MeasureString(face, l) > width {
			t.Errorf("line %q is wider than %v", l, width)
		}
	}
	joined := strings.Join(lines, " ")
	if !strings.HasPrefix(long, strings.TrimSuffix(joined, ellipsis)) {
		t.Errorf("lines %q do not follow the text in order", lines)
	}
	word := strings.Repeat("Subhanallah", 20)
	lines, _ = wrap(face, word, width, 3)
	for _, l := range lines {
		if font.MeasureString(face, l) > width {
			t.Errorf("a long word was not split: %q", l)
		}
	}
}

func TestIndonesianTextHasGlyphs(t *testing.T) {
	// Everything a title, date, time or place in Indonesian may contain.
	sample := "ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 " +
		".,:;!?'\"()[]{}-/\\&@#%+=*_<>|~^$ – — ‘’ “” … • · © é è ê ë á à â ä í ï ó ö ú ü ñ ç É Ā ā ī ū"
	if got := cleanText(sample); got != sample {
		t.Errorf("characters dropped:\n got %q\nwant %q", got, sample)
	}
	if got := cleanText("  Kajian\n\tAhad 🌙 سورة  pagi  "); got != "Kajian Ahad pagi" {
		t.Errorf("cleanText = %q, want the unsupported characters gone and spaces collapsed", got)
	}
}
