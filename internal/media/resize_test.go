package media

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"testing"

	"golang.org/x/image/draw"
)

func TestBoxShrinkAveragesBlocks(t *testing.T) {
	// 5x3 shrunk by 2: blocks of 2x2, 1x2 at the right edge, 2x1 at the
	// bottom and 1x1 in the corner, so no pixel is dropped.
	src := image.NewRGBA(image.Rect(0, 0, 5, 3))
	for i := range src.Pix {
		src.Pix[i] = uint8(i * 3)
	}
	got := boxShrink(src, 2)
	if b := got.Bounds(); b.Dx() != 3 || b.Dy() != 2 {
		t.Fatalf("size %v, want 3x2", b)
	}
	for dy := 0; dy < 2; dy++ {
		for dx := 0; dx < 3; dx++ {
			for c := 0; c < 4; c++ {
				sum, n := 0, 0
				for y := dy * 2; y < min(dy*2+2, 3); y++ {
					for x := dx * 2; x < min(dx*2+2, 5); x++ {
						sum += int(src.Pix[y*src.Stride+x*4+c])
						n++
					}
				}
				want := (sum + n/2) / n
				if v := int(got.Pix[dy*got.Stride+dx*4+c]); v != want {
					t.Errorf("pixel (%d,%d) channel %d = %d, want %d", dx, dy, c, v, want)
				}
			}
		}
	}
}

func TestBoxShrinkYCbCrMatchesRGBA(t *testing.T) {
	// Camera JPEGs take the YCbCr path; it must give what converting first
	// would, for every chroma subsampling.
	for _, ratio := range []image.YCbCrSubsampleRatio{image.YCbCrSubsampleRatio444, image.YCbCrSubsampleRatio422, image.YCbCrSubsampleRatio420, image.YCbCrSubsampleRatio440} {
		// A smooth picture, so every subsampled colour is a real one, as in
		// a photo (out-of-gamut values would clamp differently).
		rgb := func(x, y int) (uint8, uint8, uint8) { return uint8(40 + x*4), uint8(200 - y*5), uint8(60 + x*2 + y*2) }
		src := image.NewYCbCr(image.Rect(0, 0, 37, 29), ratio)
		for y := 0; y < 29; y++ {
			for x := 0; x < 37; x++ {
				yy, cb, cr := color.RGBToYCbCr(rgb(x, y))
				src.Y[src.YOffset(x, y)] = yy
				src.Cb[src.COffset(x, y)] = cb
				src.Cr[src.COffset(x, y)] = cr
			}
		}
		fast := boxShrink(src, 3)
		slow := boxShrinkRGBA(toRGBA(src), 3)
		if fast.Bounds() != slow.Bounds() {
			t.Fatalf("%v: %v vs %v", ratio, fast.Bounds(), slow.Bounds())
		}
		for i := range fast.Pix {
			if d := int(fast.Pix[i]) - int(slow.Pix[i]); d > 3 || d < -3 {
				t.Fatalf("%v: byte %d is %d, converting first gives %d", ratio, i, fast.Pix[i], slow.Pix[i])
			}
		}
	}
}

func TestResizeExactSize(t *testing.T) {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, quadrants(1001, 757), nil); err != nil {
		t.Fatal(err)
	}
	src, err := jpeg.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range [][2]int{{500, 378}, {333, 252}, {640, 484}, {1001, 757}, {100, 10}} {
		got := resize(src, s[0], s[1], draw.CatmullRom)
		if b := got.Bounds(); b.Dx() != s[0] || b.Dy() != s[1] {
			t.Errorf("resize to %v gave %v", s, b)
		}
		// The colours stay where they were.
		if c := got.At(s[0]/4, s[1]/4); !near(c, qA, 30) {
			t.Errorf("resize to %v: top-left quadrant %v, want about %v", s, c, qA)
		}
	}
	if c := resize(src, 500, 378, draw.CatmullRom).At(375, 283); !near(c, qD, 30) {
		t.Errorf("bottom-right quadrant %v, want about %v", c, color.RGBA(qD))
	}
}
