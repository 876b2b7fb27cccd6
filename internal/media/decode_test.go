package media

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"testing"
	"time"
)

// The decode budget is one for the whole process: while other decodes hold
// it, an image waits (here until its deadline) instead of adding its pixels
// to theirs; once they are done it goes through.
func TestDecodeBudgetIsSharedAndWaits(t *testing.T) {
	data := pngBytes(t, quadrants(800, 600))
	if err := decodeBudget.Acquire(context.Background(), DecodeBudget); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	if _, err := ForReading(ctx, data); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("with the budget taken: %v", err)
	}
	decodeBudget.Release(DecodeBudget)
	img, err := ForReading(context.Background(), data)
	if err != nil || img.ContentType != "image/jpeg" || img.Width != 800 || img.Height != 600 {
		t.Fatalf("after: %+v %v", img, err)
	}
}

// An image is refused before decoding when its pixels, at what its decoder
// allocates for them, would not fit the budget: 16-bit images count eight
// bytes a pixel.
func TestDecodeBudgetCountsBytesPerPixel(t *testing.T) {
	ok := pngBytes(t, image.NewNRGBA64(image.Rect(0, 0, 1000, 1000)))
	if _, err := ForReading(context.Background(), ok); err != nil {
		t.Fatalf("a 1-megapixel 16-bit image: %v", err)
	}
	for name, model := range map[string]int64{"gray": bytesPerPixel(image.NewGray(image.Rect(0, 0, 1, 1)).ColorModel()),
		"rgba":   bytesPerPixel(image.NewRGBA(image.Rect(0, 0, 1, 1)).ColorModel()),
		"rgba64": bytesPerPixel(image.NewNRGBA64(image.Rect(0, 0, 1, 1)).ColorModel())} {
		want := map[string]int64{"gray": 1, "rgba": 4, "rgba64": 8}[name]
		if model != want {
			t.Errorf("%s: %d bytes a pixel, want %d", name, model, want)
		}
	}
	// 16 megapixels of 16-bit RGBA fit; 17 do not.
	if need := 4000*4000*int64(8) + workingBytes; need > DecodeBudget {
		t.Fatalf("16 MP 16-bit needs %d", need)
	}
	if need := 4000*4250*int64(8) + workingBytes; need <= DecodeBudget {
		t.Fatalf("17 MP 16-bit fits: %d", need)
	}
}

// A progressive JPEG is counted at what image/jpeg holds while decoding it,
// its coefficients included: the 234 KB, 40-megapixel one that took a server
// from 211 to 638 MB is refused before decoding, with the resolution message,
// while a progressive photo of common size still goes through.
func TestProgressiveJPEGsCountTheirCoefficients(t *testing.T) {
	bomb := progressiveJPEG(8000, 5000, 0x11)
	if len(bomb) > 240<<10 {
		t.Fatalf("the bomb is %d KB", len(bomb)>>10)
	}
	if _, err := ForReading(context.Background(), bomb); !errors.Is(err, ErrImageTooBig) {
		t.Fatalf("reading a progressive 40 MP JPEG: %v", err)
	}
	if _, err := ProcessPoster(context.Background(), bytes.NewReader(bomb)); !errors.Is(err, ErrImageTooBig) {
		t.Fatalf("storing a progressive 40 MP JPEG: %v", err)
	}
	img, err := ForReading(context.Background(), progressiveJPEG(4000, 3000, 0x22))
	if err != nil || img.Width != ReadMaxSide || img.Height != 1500 {
		t.Fatalf("a progressive 12 MP 4:2:0 photo: %+v %v", img, err)
	}
}

// What a JPEG costs follows its frame header: the blocks of every component
// at its sampling, four times more while a progressive one's scans arrive.
func TestJPEGDecodeBytes(t *testing.T) {
	baseline := jpegBytes(t, quadrants(8000, 5000)) // image/jpeg writes 4:2:0
	for name, c := range map[string]struct {
		data []byte
		want int64
	}{
		"baseline 40 MP 4:2:0":    {baseline, 60_096_000}, // 313 rows of 16-pixel MCUs,
		"progressive 40 MP 4:2:0": {progressiveJPEG(8000, 5000, 0x22), 300_480_000},
		"progressive 40 MP 4:4:4": {progressiveJPEG(8000, 5000, 0x11), 600_000_000},
		"progressive 17 MP 4:2:0": {progressiveJPEG(4800, 3600, 0x22), 129_600_000},
	} {
		f, err := readJPEGFrame(c.data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := f.decodeBytes(color.YCbCrModel); got != c.want {
			t.Errorf("%s: %d bytes, want %d", name, got, c.want)
		}
	}
}

// Lossless, hierarchical and arithmetic-coded JPEGs, which image/jpeg does
// not decode, are refused as unreadable, whatever their size.
func TestUnsupportedJPEGFramesAreRefused(t *testing.T) {
	for _, sof := range []byte{0xC3, 0xC5, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF} {
		data := progressiveJPEG(64, 64, 0x11)
		data[bytes.Index(data, []byte{0xFF, 0xC2})+1] = sof
		if _, err := ForReading(context.Background(), data); !errors.Is(err, ErrImageCorrupted) {
			t.Errorf("SOF %X: %v", sof, err)
		}
	}
}
