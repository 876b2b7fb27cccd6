package media

import (
	"image"
	"image/color"
	"math"

	"golang.org/x/image/draw"
	"golang.org/x/image/vector"
)

// The vector rasterizer fills by the absolute winding number, so a shape drawn
// clockwise with a hole drawn anticlockwise inside it comes out as a ring.
// All shapes here are built that way from polygons, arcs and rounded rectangles.

// kappa places cubic Bézier control points to approximate a quarter circle.
const kappa = 0.5522847

// arc adds a circular arc around (cx, cy) from angle a0 to a1 (radians, y down,
// so increasing angles turn clockwise on screen), in steps of at most 90°.
// The pen must already be at the arc's start.
func arc(z *vector.Rasterizer, cx, cy, r, a0, a1 float64) {
	steps := int(math.Ceil(math.Abs(a1-a0) / (math.Pi / 2)))
	step := (a1 - a0) / float64(steps)
	k := kappa * r * step / (math.Pi / 2) // control arm length for this step
	for i := 0; i < steps; i++ {
		t0, t1 := a0+float64(i)*step, a0+float64(i+1)*step
		x0, y0 := cx+r*math.Cos(t0), cy+r*math.Sin(t0)
		x1, y1 := cx+r*math.Cos(t1), cy+r*math.Sin(t1)
		z.CubeTo(
			float32(x0-k*math.Sin(t0)), float32(y0+k*math.Cos(t0)),
			float32(x1+k*math.Sin(t1)), float32(y1-k*math.Cos(t1)),
			float32(x1), float32(y1))
	}
}

// circle adds a circle, clockwise unless hole is set.
func circle(z *vector.Rasterizer, cx, cy, r float64, hole bool) {
	z.MoveTo(float32(cx+r), float32(cy))
	if hole {
		arc(z, cx, cy, r, 0, -2*math.Pi)
	} else {
		arc(z, cx, cy, r, 0, 2*math.Pi)
	}
	z.ClosePath()
}

// roundRect adds a rectangle with corners of radius r, clockwise unless hole.
func roundRect(z *vector.Rasterizer, x0, y0, x1, y1, r float64, hole bool) {
	const q = math.Pi / 2
	z.MoveTo(float32(x0+r), float32(y0))
	if !hole {
		z.LineTo(float32(x1-r), float32(y0))
		arc(z, x1-r, y0+r, r, -q, 0)
		z.LineTo(float32(x1), float32(y1-r))
		arc(z, x1-r, y1-r, r, 0, q)
		z.LineTo(float32(x0+r), float32(y1))
		arc(z, x0+r, y1-r, r, q, 2*q)
		z.LineTo(float32(x0), float32(y0+r))
		arc(z, x0+r, y0+r, r, 2*q, 3*q)
	} else {
		arc(z, x0+r, y0+r, r, 3*q, 2*q)
		z.LineTo(float32(x0), float32(y1-r))
		arc(z, x0+r, y1-r, r, 2*q, q)
		z.LineTo(float32(x1-r), float32(y1))
		arc(z, x1-r, y1-r, r, q, 0)
		z.LineTo(float32(x1), float32(y0+r))
		arc(z, x1-r, y0+r, r, 0, -q)
	}
	z.ClosePath()
}

// polygon adds a closed polygon through pts, reversed when hole is set.
func polygon(z *vector.Rasterizer, pts [][2]float64, hole bool) {
	n := len(pts)
	at := func(i int) [2]float64 {
		if hole {
			return pts[n-1-i]
		}
		return pts[i]
	}
	z.MoveTo(float32(at(0)[0]), float32(at(0)[1]))
	for i := 1; i < n; i++ {
		z.LineTo(float32(at(i)[0]), float32(at(i)[1]))
	}
	z.ClosePath()
}

// star8 returns the outline of an eight-pointed star (two squares turned 45°
// against each other, the rub el hizb of Islamic ornament) of outer radius r.
func star8(cx, cy, r float64) [][2]float64 {
	inner := r * math.Cos(math.Pi/4) / math.Cos(math.Pi/8)
	pts := make([][2]float64, 16)
	for i := range pts {
		rad := r
		if i%2 == 1 {
			rad = inner
		}
		a := float64(i)*math.Pi/8 - math.Pi/2
		pts[i] = [2]float64{cx + rad*math.Cos(a), cy + rad*math.Sin(a)}
	}
	return pts
}

// paint fills the shapes that add draws, given in coordinates relative to the
// box, into dst at box with colour c.
func paint(dst *image.RGBA, box image.Rectangle, c color.Color, add func(z *vector.Rasterizer)) {
	z := vector.NewRasterizer(box.Dx(), box.Dy())
	add(z)
	z.Draw(dst, box, image.NewUniform(c), image.Point{})
}

// mask rasterizes the shapes that add draws into an alpha mask of size w×h.
func mask(w, h int, add func(z *vector.Rasterizer)) *image.Alpha {
	m := image.NewAlpha(image.Rect(0, 0, w, h))
	z := vector.NewRasterizer(w, h)
	add(z)
	z.DrawOp = draw.Src
	z.Draw(m, m.Bounds(), image.Opaque, image.Point{})
	return m
}

// Icons, drawn in a size×size box at (x, y).

func iconCalendar(dst *image.RGBA, x, y, size int, c color.Color) {
	s := float64(size) / 36 // designed on a 36 px grid
	paint(dst, image.Rect(x, y, x+size, y+size), c, func(z *vector.Rasterizer) {
		roundRect(z, 2*s, 5*s, 34*s, 34*s, 5*s, false)
		roundRect(z, 5.5*s, 14*s, 30.5*s, 30.5*s, 2*s, true)
		roundRect(z, 9*s, 1*s, 13*s, 9*s, 2*s, false)
		roundRect(z, 23*s, 1*s, 27*s, 9*s, 2*s, false)
		for _, cx := range []float64{10, 16.5, 23} {
			roundRect(z, cx*s, 18*s, (cx+4)*s, 22*s, 1*s, false)
			roundRect(z, cx*s, 24.5*s, (cx+4)*s, 28.5*s, 1*s, false)
		}
	})
}

func iconClock(dst *image.RGBA, x, y, size int, c color.Color) {
	s := float64(size) / 36
	paint(dst, image.Rect(x, y, x+size, y+size), c, func(z *vector.Rasterizer) {
		circle(z, 18*s, 18*s, 16.5*s, false)
		circle(z, 18*s, 18*s, 13*s, true)
		roundRect(z, 16.4*s, 8*s, 19.6*s, 19.6*s, 1.6*s, false)
		roundRect(z, 16.4*s, 16.4*s, 26*s, 19.6*s, 1.6*s, false)
	})
}

func iconPin(dst *image.RGBA, x, y, size int, c color.Color) {
	s := float64(size) / 36
	paint(dst, image.Rect(x, y, x+size, y+size), c, func(z *vector.Rasterizer) {
		cx, cy, r, tipY := 18*s, 14*s, 12*s, 35*s
		// The tip's sides touch the circle, so the outline is one smooth drop.
		a := math.Acos(r / (tipY - cy))
		t1 := [2]float64{cx + r*math.Cos(math.Pi/2+a), cy + r*math.Sin(math.Pi/2+a)}
		t2 := [2]float64{cx + r*math.Cos(math.Pi/2-a), cy + r*math.Sin(math.Pi/2-a)}
		circle(z, cx, cy, r, false)
		polygon(z, [][2]float64{t2, {cx, tipY}, t1}, false)
		circle(z, cx, cy, 4.8*s, true)
	})
}

// iconCrescent draws the brand's crescent: a disc with an offset disc taken
// out of it, which winding rules cannot express, so it is two masks.
func iconCrescent(dst *image.RGBA, x, y, size int, c color.Color) {
	s := float64(size) / 36
	outer := mask(size, size, func(z *vector.Rasterizer) { circle(z, 17*s, 18*s, 15*s, false) })
	inner := mask(size, size, func(z *vector.Rasterizer) { circle(z, 23*s, 14*s, 12.5*s, false) })
	for i := range outer.Pix {
		outer.Pix[i] = uint8(uint16(outer.Pix[i]) * uint16(255-inner.Pix[i]) / 255)
	}
	draw.DrawMask(dst, image.Rect(x, y, x+size, y+size), image.NewUniform(c), image.Point{}, outer, image.Point{}, draw.Over)
}
