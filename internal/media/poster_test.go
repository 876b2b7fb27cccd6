package media

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

func TestProcessPosterRefusesNonImagesByContent(t *testing.T) {
	// Names and declared types never reach ProcessPoster; these are the bytes
	// of files someone renamed to poster.jpg.
	tests := []struct {
		name string
		data string
	}{
		{"text", "Kajian Ahad pagi bersama Ustadz Fulan"},
		{"pdf", "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF"},
		{"svg", `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`},
		{"html", "<html><body>poster</body></html>"},
		{"bmp", "BM" + strings.Repeat("\x00", 60)},
		{"empty", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ProcessPoster(context.Background(), strings.NewReader(tt.data))
			wantAppError(t, err, ErrNotAnImage)
		})
	}
}

// countingReader yields n bytes of a PDF-like stream and counts what was read.
type countingReader struct {
	n, read int64
}

func (r *countingReader) Read(p []byte) (int, error) {
	if r.read >= r.n {
		return 0, io.EOF
	}
	m := min(int64(len(p)), r.n-r.read)
	for i := range p[:m] {
		p[i] = '%'
	}
	r.read += m
	return int(m), nil
}

func TestProcessPosterSizeLimit(t *testing.T) {
	// One byte over the limit is refused, after reading no more than that.
	big := &countingReader{n: 100 << 20}
	_, err := ProcessPoster(context.Background(), big)
	wantAppError(t, err, ErrFileTooLarge)
	if big.read > MaxPosterBytes+1 {
		t.Errorf("read %d bytes of a 100MB stream; the limit is %d", big.read, MaxPosterBytes)
	}
	over := &countingReader{n: MaxPosterBytes + 1}
	_, err = ProcessPoster(context.Background(), over)
	wantAppError(t, err, ErrFileTooLarge)

	// Exactly at the limit, the size passes and the content is judged.
	_, err = ProcessPoster(context.Background(), &countingReader{n: MaxPosterBytes})
	wantAppError(t, err, ErrNotAnImage)
}

func TestProcessPosterReadError(t *testing.T) {
	boom := errors.New("koneksi terputus")
	_, err := ProcessPoster(context.Background(), io.MultiReader(strings.NewReader("\xFF\xD8\xFF"), errReader{boom}))
	if !errors.Is(err, boom) {
		t.Fatalf("error = %v, want the read error", err)
	}
}

type errReader struct{ err error }

func (r errReader) Read([]byte) (int, error) { return 0, r.err }

func TestProcessPosterAcceptsEachFormat(t *testing.T) {
	opaqueGIF := func() []byte {
		img := image.NewPaletted(image.Rect(0, 0, 40, 30), color.Palette{qA, qB, qC, qD})
		for i := range img.Pix {
			img.Pix[i] = uint8(i % 4)
		}
		var buf bytes.Buffer
		if err := gif.Encode(&buf, img, nil); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	transparentGIF := func() []byte {
		img := image.NewPaletted(image.Rect(0, 0, 40, 30), color.Palette{color.RGBA{}, qA})
		for i := range img.Pix {
			img.Pix[i] = uint8(i % 2)
		}
		var buf bytes.Buffer
		if err := gif.Encode(&buf, img, nil); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	transparentPNG := func() []byte {
		img := image.NewNRGBA(image.Rect(0, 0, 40, 30))
		for i := 0; i < len(img.Pix); i += 4 {
			copy(img.Pix[i:], []uint8{200, 30, 30, uint8(i % 256)})
		}
		return pngBytes(t, img)
	}
	read := func(name string) []byte {
		b, err := os.ReadFile("testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	tests := []struct {
		name         string
		data         []byte
		source       Format
		originalType string
		w, h         int
	}{
		{"jpeg", jpegBytes(t, quadrants(40, 30)), FormatJPEG, "image/jpeg", 40, 30},
		{"png", pngBytes(t, quadrants(40, 30)), FormatPNG, "image/jpeg", 40, 30},
		{"png with transparency", transparentPNG(), FormatPNG, "image/png", 40, 30},
		{"gif", opaqueGIF(), FormatGIF, "image/jpeg", 40, 30},
		{"gif with transparency", transparentGIF(), FormatGIF, "image/png", 40, 30},
		{"webp lossless", read("quadrants-lossless.webp"), FormatWebP, "image/jpeg", 48, 32},
		{"webp with alpha", read("alpha-lossy.webp"), FormatWebP, "image/png", 48, 32},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := ProcessPoster(context.Background(), bytes.NewReader(tt.data))
			if err != nil {
				t.Fatal(err)
			}
			if p.Source != tt.source {
				t.Errorf("source %q, want %q", p.Source, tt.source)
			}
			if p.Original.ContentType != tt.originalType {
				t.Errorf("original type %q, want %q", p.Original.ContentType, tt.originalType)
			}
			orig := decodeImage(t, p.Original)
			if b := orig.Bounds(); b.Dx() != tt.w || b.Dy() != tt.h {
				t.Errorf("original %v, want %dx%d", b, tt.w, tt.h)
			}
			for name, v := range map[string]Image{"card": p.Card, "detail": p.Detail, "og": p.OG} {
				if v.ContentType != "image/jpeg" {
					t.Errorf("%s type %q, want image/jpeg", name, v.ContentType)
				}
				decodeImage(t, v)
			}
		})
	}
}

func TestProcessPosterWebPPixels(t *testing.T) {
	data, err := os.ReadFile("testdata/quadrants-lossless.webp")
	if err != nil {
		t.Fatal(err)
	}
	p, err := ProcessPoster(context.Background(), bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	img := decodeImage(t, p.Original)
	for _, c := range []struct {
		x, y int
		want color.RGBA
	}{{12, 8, qA}, {36, 8, qB}, {12, 24, qC}, {36, 24, qD}} {
		if got := img.At(c.x, c.y); !near(got, c.want, 24) {
			t.Errorf("pixel (%d,%d) = %v, want about %v", c.x, c.y, got, c.want)
		}
	}
}

func TestProcessPosterTransparentBecomesWhiteInVariants(t *testing.T) {
	img := image.NewNRGBA(image.Rect(0, 0, 40, 30)) // all transparent but one red column
	for y := 0; y < 30; y++ {
		img.SetNRGBA(39, y, color.NRGBA{200, 30, 30, 255})
	}
	p, err := ProcessPoster(context.Background(), bytes.NewReader(pngBytes(t, img)))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, _, a := decodeImage(t, p.Original).At(0, 0).RGBA(); a != 0 {
		t.Errorf("original lost its transparency: alpha %d", a)
	}
	if got := decodeImage(t, p.Card).At(5, 5); !near(got, color.RGBA{255, 255, 255, 255}, 6) {
		t.Errorf("card pixel %v, want white", got)
	}
}

func TestProcessPosterStripsJPEGMetadata(t *testing.T) {
	src := jpegBytes(t, quadrants(64, 48))
	xmp := []byte(`http://ns.adobe.com/xap/1.0/` + "\x00" + `<x:xmpmeta><exif:GPSLatitude>6,12.576S</exif:GPSLatitude></x:xmpmeta>`)
	data := withJPEGSegment(src, 0xE1, exifSegment(binary.BigEndian, 1))
	data = withJPEGSegment(data, 0xE1, xmp)
	data = withJPEGSegment(data, 0xFE, []byte("komentar-rahasia")) // COM segment
	if !bytes.Contains(data, gpsBytes()) {
		t.Fatal("test input lacks its GPS bytes")
	}
	p, err := ProcessPoster(context.Background(), bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	for name, v := range map[string]Image{"original": p.Original, "card": p.Card, "detail": p.Detail, "og": p.OG} {
		for _, secret := range [][]byte{[]byte("Exif\x00\x00"), gpsBytes(), []byte("MM\x00\x2a"), []byte("xmpmeta"), []byte("GPSLatitude"), []byte("komentar-rahasia"), {0xFF, 0xE1}} {
			if bytes.Contains(v.Data, secret) {
				t.Errorf("%s still contains %q", name, secret)
			}
		}
	}
}

func TestProcessPosterStripsPNGMetadata(t *testing.T) {
	img := image.NewNRGBA(image.Rect(0, 0, 40, 30)) // translucent, so the original stays PNG
	for i := 0; i < len(img.Pix); i += 4 {
		copy(img.Pix[i:], []uint8{30, 60, 200, 128})
	}
	data := pngBytes(t, img)
	data = withPNGChunk(data, "eXIf", exifTIFF(binary.BigEndian, 1))
	data = withPNGChunk(data, "tEXt", []byte("Comment\x00lokasi-rumah-rahasia"))
	data = withPNGChunk(data, "iTXt", []byte("XML:com.adobe.xmp\x00\x00\x00\x00\x00<x:xmpmeta>rahasia</x:xmpmeta>"))
	p, err := ProcessPoster(context.Background(), bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if p.Original.ContentType != "image/png" {
		t.Fatalf("original is %s, want image/png", p.Original.ContentType)
	}
	for name, v := range map[string]Image{"original": p.Original, "card": p.Card, "detail": p.Detail, "og": p.OG} {
		for _, secret := range []string{"eXIf", "tEXt", "iTXt", "zTXt", "lokasi-rumah-rahasia", "xmpmeta", string(gpsBytes())} {
			if bytes.Contains(v.Data, []byte(secret)) {
				t.Errorf("%s still contains %q", name, secret)
			}
		}
	}
}

func TestProcessPosterAppliesOrientation(t *testing.T) {
	// The stored picture is A B over C D; each orientation says how to turn it
	// to show it upright, and this is what an upright viewer sees.
	tests := []struct {
		orientation    int
		tl, tr, bl, br color.RGBA
		swapped        bool
	}{
		{1, qA, qB, qC, qD, false},
		{2, qB, qA, qD, qC, false},
		{3, qD, qC, qB, qA, false},
		{4, qC, qD, qA, qB, false},
		{5, qA, qC, qB, qD, true},
		{6, qC, qA, qD, qB, true},
		{7, qD, qB, qC, qA, true},
		{8, qB, qD, qA, qC, true},
	}
	src := jpegBytes(t, quadrants(64, 32))
	for _, tt := range tests {
		for _, bo := range []byteOrder{binary.BigEndian, binary.LittleEndian} {
			p, err := ProcessPoster(context.Background(), bytes.NewReader(withJPEGSegment(src, 0xE1, exifSegment(bo, tt.orientation))))
			if err != nil {
				t.Fatal(err)
			}
			img := decodeImage(t, p.Original)
			w, h := 64, 32
			if tt.swapped {
				w, h = 32, 64
			}
			if b := img.Bounds(); b.Dx() != w || b.Dy() != h {
				t.Fatalf("orientation %d: %dx%d, want %dx%d", tt.orientation, b.Dx(), b.Dy(), w, h)
			}
			for _, c := range []struct {
				x, y int
				want color.RGBA
			}{{w / 4, h / 4, tt.tl}, {3 * w / 4, h / 4, tt.tr}, {w / 4, 3 * h / 4, tt.bl}, {3 * w / 4, 3 * h / 4, tt.br}} {
				if got := img.At(c.x, c.y); !near(got, c.want, 30) {
					t.Errorf("orientation %d (%v): pixel (%d,%d) = %v, want about %v", tt.orientation, bo, c.x, c.y, got, c.want)
				}
			}
		}
	}
}

func TestProcessPosterVariantSizes(t *testing.T) {
	type size struct{ w, h int }
	tests := []struct {
		name                       string
		w, h                       int
		original, card, detail, og size
	}{
		{"big landscape photo", 3000, 2000, size{2000, 1333}, size{640, 427}, size{1200, 800}, size{1200, 630}},
		{"tall poster", 1500, 4000, size{750, 2000}, size{640, 1707}, size{750, 2000}, size{1200, 630}},
		{"square poster", 1080, 1080, size{1080, 1080}, size{640, 640}, size{1080, 1080}, size{1200, 630}},
		{"small image is not enlarged", 300, 200, size{300, 200}, size{300, 200}, size{300, 200}, size{1200, 630}},
		{"exactly 1200x630", 1200, 630, size{1200, 630}, size{640, 336}, size{1200, 630}, size{1200, 630}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := ProcessPoster(context.Background(), bytes.NewReader(jpegBytes(t, quadrants(tt.w, tt.h))))
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range []struct {
				name string
				img  Image
				want size
			}{{"original", p.Original, tt.original}, {"card", p.Card, tt.card}, {"detail", p.Detail, tt.detail}, {"og", p.OG, tt.og}} {
				b := decodeImage(t, v.img).Bounds()
				if b.Dx() != v.want.w || b.Dy() != v.want.h {
					t.Errorf("%s is %dx%d, want %dx%d", v.name, b.Dx(), b.Dy(), v.want.w, v.want.h)
				}
			}
		})
	}
}

func TestProcessPosterOGFitsWholePoster(t *testing.T) {
	// A tall poster: the og image shows it whole, centred and as tall as the
	// frame, on a darker fill made from it.
	p, err := ProcessPoster(context.Background(), bytes.NewReader(jpegBytes(t, quadrants(600, 900))))
	if err != nil {
		t.Fatal(err)
	}
	og := decodeImage(t, p.OG)
	// Fitted: 420x630 at x=390. Its four quadrants are all visible.
	for _, c := range []struct {
		x, y int
		want color.RGBA
	}{{390 + 105, 157, qA}, {390 + 315, 157, qB}, {390 + 105, 472, qC}, {390 + 315, 472, qD}} {
		if got := og.At(c.x, c.y); !near(got, c.want, 30) {
			t.Errorf("og pixel (%d,%d) = %v, want the poster's %v", c.x, c.y, got, c.want)
		}
	}
	// The sides are filled, darker than the poster.
	lum := func(c color.Color) int { r, g, b, _ := c.RGBA(); return int(r>>8 + g>>8 + b>>8) }
	for _, x := range []int{20, 1180} {
		side := og.At(x, 315)
		if lum(side) == 0 || lum(side) >= lum(og.At(600, 315)) {
			t.Errorf("side pixel (%d,315) = %v: want a dark fill, not black and darker than the poster", x, side)
		}
	}
}

// pngHeader returns the start of a PNG that claims w×h: enough for
// DecodeConfig, and nothing a decoder could fill.
func pngHeader(w, h uint32) []byte {
	ihdr := binary.BigEndian.AppendUint32(nil, w)
	ihdr = binary.BigEndian.AppendUint32(ihdr, h)
	ihdr = append(ihdr, 8, 6, 0, 0, 0) // 8-bit RGBA
	chunk := append([]byte("IHDR"), ihdr...)
	out := append([]byte("\x89PNG\r\n\x1a\n"), binary.BigEndian.AppendUint32(nil, 13)...)
	out = append(out, chunk...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(chunk))
}

func TestProcessPosterRefusesDecompressionBombs(t *testing.T) {
	gifHeader := func(w, h uint16) []byte {
		b := []byte("GIF89a")
		b = binary.LittleEndian.AppendUint16(b, w)
		b = binary.LittleEndian.AppendUint16(b, h)
		return append(b, 0, 0, 0)
	}
	for name, data := range map[string][]byte{
		"png 100000x100000": pngHeader(100000, 100000),
		"png 6400x6400":     pngHeader(6400, 6400), // 40.96 megapixels
		"gif 65535x65535":   gifHeader(65535, 65535),
	} {
		t.Run(name, func(t *testing.T) {
			_, err := ProcessPoster(context.Background(), bytes.NewReader(data))
			wantAppError(t, err, ErrImageTooBig)
		})
	}
}

func TestProcessPosterRefusesCorruptImages(t *testing.T) {
	jpg := jpegBytes(t, quadrants(64, 64))
	for name, data := range map[string][]byte{
		"jpeg magic then junk": []byte("\xFF\xD8\xFFjunk junk junk"),
		"truncated jpeg":       jpg[:len(jpg)/2],
		"png without pixels":   pngHeader(10, 10),
		"png of zero width":    pngHeader(0, 10),
		"webp magic only":      []byte("RIFF\x04\x00\x00\x00WEBP"),
		"gif magic only":       []byte("GIF89a"),
	} {
		t.Run(name, func(t *testing.T) {
			_, err := ProcessPoster(context.Background(), bytes.NewReader(data))
			wantAppError(t, err, ErrImageCorrupted)
		})
	}
}

// FuzzProcessPoster checks that no upload makes ProcessPoster panic, and that
// every refusal is a *kajian.Error a user can be shown.
func FuzzProcessPoster(f *testing.F) {
	f.Add(jpegBytes(f, quadrants(8, 8)))
	f.Add(pngBytes(f, quadrants(8, 8)))
	f.Add(withJPEGSegment(jpegBytes(f, quadrants(8, 8)), 0xE1, exifSegment(binary.LittleEndian, 6)))
	if b, err := os.ReadFile("testdata/quadrants-lossless.webp"); err == nil {
		f.Add(b)
	}
	f.Add([]byte("GIF89a\x01\x00\x01\x00\x00\x00\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := ProcessPoster(context.Background(), bytes.NewReader(data))
		if err != nil {
			var appErr *kajian.Error
			if !errors.As(err, &appErr) || appErr.Message == "" {
				t.Fatalf("refusal is not a *kajian.Error: %v", err)
			}
			return
		}
		if p.OG.Width != ogWidth || p.OG.Height != ogHeight {
			t.Fatalf("og %dx%d", p.OG.Width, p.OG.Height)
		}
	})
}
