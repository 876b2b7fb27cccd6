package media

import (
	"bytes"
	"context"
	"image"
	"image/jpeg"
	"math"
	"math/rand/v2"
	"testing"

	"golang.org/x/image/draw"
)

// photoLike returns a w×h picture with what makes photos expensive to code:
// smooth gradients, hard edges and sensor noise. It is deterministic.
func photoLike(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	rng := rand.New(rand.NewPCG(1, 2))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			fx, fy := float64(x)/float64(w), float64(y)/float64(h)
			r := 120 + 100*math.Sin(fx*7+fy*3)
			g := 110 + 80*math.Cos(fy*5-fx*2)
			b := 90 + 60*math.Sin((fx+fy)*11)
			if (x/300+y/300)%2 == 0 { // hard-edged blocks, like text and objects
				r, g = g, r
			}
			n := rng.Float64()*24 - 12
			o := y*img.Stride + x*4
			img.Pix[o] = clamp8(r + n)
			img.Pix[o+1] = clamp8(g + n)
			img.Pix[o+2] = clamp8(b + n)
			img.Pix[o+3] = 255
		}
	}
	return img
}

func clamp8(v float64) uint8 { return uint8(math.Max(0, math.Min(255, v))) }

// photo12MP is a 4000x3000 JPEG as a phone camera makes it.
func photo12MP(b *testing.B) []byte {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, photoLike(4000, 3000), &jpeg.Options{Quality: 90}); err != nil {
		b.Fatal(err)
	}
	return buf.Bytes()
}

// BenchmarkProcessPoster measures the whole upload path on a 12-megapixel
// photo: sniff, decode, shrink, encode the original and three variants.
func BenchmarkProcessPoster(b *testing.B) {
	data := photo12MP(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ProcessPoster(context.Background(), bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkShrink compares ways to bring a decoded 12-megapixel photo down to
// the stored original's 2000 px, the most expensive step after decoding.
func BenchmarkShrink(b *testing.B) {
	src, err := jpeg.Decode(bytes.NewReader(photo12MP(b)))
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name string
		fn   func() *image.RGBA
	}{
		{"CatmullRom", func() *image.RGBA { return scale(src, 2000, 1500, draw.CatmullRom) }},
		{"ApproxBiLinear", func() *image.RGBA { return scale(src, 2000, 1500, draw.ApproxBiLinear) }},
		{"BiLinear", func() *image.RGBA { return scale(src, 2000, 1500, draw.BiLinear) }},
		{"used: box then ApproxBiLinear", func() *image.RGBA { return shrinkLongSide(src, 2000) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				c.fn()
			}
		})
	}
}

// BenchmarkDrawPreview measures drawing one link preview card.
func BenchmarkDrawPreview(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := DrawPreview(samplePreview); err != nil {
			b.Fatal(err)
		}
	}
}
