package media

import (
	"image"
	"image/color"
)

// boxShrink returns src shrunk k times on each side, each pixel the average
// of a k×k block (blocks at the right and bottom edges may be smaller, so no
// pixel is dropped). Camera JPEGs decode to YCbCr; averaging there and
// converting once per output pixel saves converting twelve million pixels.
func boxShrink(src image.Image, k int) *image.RGBA {
	if y, ok := src.(*image.YCbCr); ok {
		return boxShrinkYCbCr(y, k)
	}
	rgba, ok := src.(*image.RGBA)
	if !ok || rgba.Bounds().Min != (image.Point{}) {
		rgba = toRGBA(src)
	}
	return boxShrinkRGBA(rgba, k)
}

func boxShrinkRGBA(src *image.RGBA, k int) *image.RGBA {
	sw, sh := src.Bounds().Dx(), src.Bounds().Dy()
	dw, dh := (sw+k-1)/k, (sh+k-1)/k
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	sums := make([]uint32, dw*4)
	for dy := 0; dy < dh; dy++ {
		clear(sums)
		y0, y1 := dy*k, min(dy*k+k, sh)
		for y := y0; y < y1; y++ {
			row := src.Pix[y*src.Stride : y*src.Stride+sw*4]
			for x := 0; x < sw; x++ {
				s := sums[(x/k)*4 : (x/k)*4+4 : (x/k)*4+4]
				p := row[x*4 : x*4+4 : x*4+4]
				s[0] += uint32(p[0])
				s[1] += uint32(p[1])
				s[2] += uint32(p[2])
				s[3] += uint32(p[3])
			}
		}
		out := dst.Pix[dy*dst.Stride : dy*dst.Stride+dw*4]
		for dx := 0; dx < dw; dx++ {
			n := uint32((min(dx*k+k, sw) - dx*k) * (y1 - y0))
			for c := 0; c < 4; c++ {
				out[dx*4+c] = uint8((sums[dx*4+c] + n/2) / n)
			}
		}
	}
	return dst
}

func boxShrinkYCbCr(src *image.YCbCr, k int) *image.RGBA {
	r := src.Bounds()
	sw, sh := r.Dx(), r.Dy()
	dw, dh := (sw+k-1)/k, (sh+k-1)/k
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	sums := make([]uint32, dw*3)
	for dy := 0; dy < dh; dy++ {
		clear(sums)
		y0, y1 := dy*k, min(dy*k+k, sh)
		for y := y0; y < y1; y++ {
			yrow := src.Y[src.YOffset(r.Min.X, r.Min.Y+y):]
			for x := 0; x < sw; x++ {
				ci := src.COffset(r.Min.X+x, r.Min.Y+y)
				s := sums[(x/k)*3 : (x/k)*3+3 : (x/k)*3+3]
				s[0] += uint32(yrow[x])
				s[1] += uint32(src.Cb[ci])
				s[2] += uint32(src.Cr[ci])
			}
		}
		out := dst.Pix[dy*dst.Stride : dy*dst.Stride+dw*4]
		for dx := 0; dx < dw; dx++ {
			n := uint32((min(dx*k+k, sw) - dx*k) * (y1 - y0))
			// The YCbCr to RGB conversion is affine, so converting the
			// average equals averaging the converted pixels (up to clamping).
			cr, cg, cb := color.YCbCrToRGB(uint8((sums[dx*3]+n/2)/n), uint8((sums[dx*3+1]+n/2)/n), uint8((sums[dx*3+2]+n/2)/n))
			out[dx*4], out[dx*4+1], out[dx*4+2], out[dx*4+3] = cr, cg, cb, 255
		}
	}
	return dst
}
