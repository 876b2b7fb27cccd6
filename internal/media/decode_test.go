package media

import (
	"context"
	"errors"
	"image"
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
