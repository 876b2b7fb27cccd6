package media

import (
	"image"
	"image/color"

	"golang.org/x/image/draw"
)

// Size limits of the stored images, in pixels.
const (
	originalMaxSide = 2000 // long side of the stored original
	cardWidth       = 640
	detailWidth     = 1200
	ogWidth         = 1200
	ogHeight        = 630
)

// scale draws src into a new w×h RGBA image with interpolator q.
func scale(src image.Image, w, h int, q draw.Interpolator) *image.RGBA {
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	q.Scale(dst, dst.Bounds(), src, src.Bounds(), draw.Src, nil)
	return dst
}

// toRGBA copies src into an RGBA image at the origin.
func toRGBA(src image.Image) *image.RGBA {
	b := src.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(dst, dst.Bounds(), src, b.Min, draw.Src)
	return dst
}

// shrinkLongSide returns src as RGBA with its long side at most max pixels.
// The stored original is a source for variants more than a picture to look
// at, so it takes the fast route: box averaging and then ApproxBiLinear for
// the last step, which is less than halving (see BenchmarkShrink: about a
// seventh of the time of CatmullRom from a 12-megapixel photo).
func shrinkLongSide(src image.Image, max int) *image.RGBA {
	b := src.Bounds()
	if b.Dx() <= max && b.Dy() <= max {
		return toRGBA(src)
	}
	w, h := fitInside(b.Dx(), b.Dy(), max, max)
	return resize(src, w, h, draw.ApproxBiLinear)
}

// toWidth returns src scaled to width w (never wider than it is), keeping its
// aspect ratio, with CatmullRom for sharp text.
func toWidth(src *image.RGBA, w int) *image.RGBA {
	sw, sh := src.Bounds().Dx(), src.Bounds().Dy()
	if sw <= w {
		return src
	}
	return resize(src, w, max(1, (sh*w+sw/2)/sw), draw.CatmullRom)
}

// resize scales src down to w×h. A kernel filter's cost grows with the
// shrink factor, so whole factors are first taken out by box averaging,
// which is cheap and, for whole factors, a proper anti-aliasing filter;
// finish then scales by less than two.
func resize(src image.Image, w, h int, finish draw.Interpolator) *image.RGBA {
	b := src.Bounds()
	var img *image.RGBA
	if k := min(b.Dx()/w, b.Dy()/h); k >= 2 {
		img = boxShrink(src, k)
	} else if rgba, ok := src.(*image.RGBA); ok && b.Min == (image.Point{}) {
		img = rgba
	}
	if img != nil && img.Bounds().Dx() == w && img.Bounds().Dy() == h {
		return img
	}
	if img == nil {
		return scale(src, w, h, finish)
	}
	return scale(img, w, h, finish)
}

// fitInside returns the largest size with w:h's aspect ratio that fits in
// maxW×maxH, at least 1×1.
func fitInside(w, h, maxW, maxH int) (int, int) {
	if w*maxH > h*maxW { // wider than the box: width decides
		return maxW, max(1, (h*maxW+w/2)/w)
	}
	return max(1, (w*maxH+h/2)/h), maxH
}

// flatten puts a transparent image on white, for JPEG variants.
func flatten(src *image.RGBA) *image.RGBA {
	dst := image.NewRGBA(src.Bounds())
	draw.Draw(dst, dst.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	draw.Draw(dst, dst.Bounds(), src, src.Bounds().Min, draw.Over)
	return dst
}
