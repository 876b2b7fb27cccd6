package media

import (
	"image"
	"image/color"

	"golang.org/x/image/draw"
)

// composeOG makes the 1200x630 social preview: the whole poster, fitted and
// centred, on a blurred and darkened copy of itself that fills the frame.
// Posters are mostly portrait and full of text, so cropping them to a wide
// frame would cut off the title; the blurred fill keeps the poster's colours
// instead of a bare band on each side.
func composeOG(src *image.RGBA) *image.RGBA {
	sw, sh := src.Bounds().Dx(), src.Bounds().Dy()
	dst := image.NewRGBA(image.Rect(0, 0, ogWidth, ogHeight))

	// Background: the centre of the poster cut to the frame's shape, shrunk
	// to a few dozen pixels, blurred there (cheap at that size) and stretched
	// back: a strong blur for a fraction of the cost of one at full size.
	cw, ch := fitInside(ogWidth, ogHeight, sw, sh)
	crop := image.Rect((sw-cw)/2, (sh-ch)/2, (sw-cw)/2+cw, (sh-ch)/2+ch)
	tiny := image.NewRGBA(image.Rect(0, 0, 40, 21))
	draw.BiLinear.Scale(tiny, tiny.Bounds(), src, crop, draw.Src, nil)
	for range 3 { // three box blurs approach a Gaussian
		boxBlur(tiny, 3)
	}
	draw.BiLinear.Scale(dst, dst.Bounds(), tiny, tiny.Bounds(), draw.Src, nil)
	// Darken so the poster stands out, keeping the poster's own hue.
	draw.Draw(dst, dst.Bounds(), image.NewUniform(color.RGBA{A: 120}), image.Point{}, draw.Over)

	// Foreground: the poster whole, as large as fits.
	fw, fh := fitInside(sw, sh, ogWidth, ogHeight)
	at := image.Rect((ogWidth-fw)/2, (ogHeight-fh)/2, (ogWidth-fw)/2+fw, (ogHeight-fh)/2+fh)
	draw.CatmullRom.Scale(dst, at, src, src.Bounds(), draw.Src, nil)
	return dst
}

// boxBlur blurs img in place with a (2r+1)-pixel box, horizontally then
// vertically, repeating edge pixels beyond the border.
func boxBlur(img *image.RGBA, r int) {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	tmp := make([]uint8, len(img.Pix))
	pass := func(src, dst []uint8, n, lines int, at func(line, i int) int) {
		for l := 0; l < lines; l++ {
			for i := 0; i < n; i++ {
				var sum [4]int
				for k := -r; k <= r; k++ {
					o := at(l, min(n-1, max(0, i+k)))
					for c := range sum {
						sum[c] += int(src[o+c])
					}
				}
				o := at(l, i)
				for c := range sum {
					dst[o+c] = uint8(sum[c] / (2*r + 1))
				}
			}
		}
	}
	stride := img.Stride
	pass(img.Pix, tmp, w, h, func(y, x int) int { return y*stride + x*4 })
	pass(tmp, img.Pix, h, w, func(x, y int) int { return y*stride + x*4 })
}
