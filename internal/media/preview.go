package media

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// PreviewText is what a link preview card shows for a session without a poster.
type PreviewText struct {
	Title string // wrapped to at most three lines
	When  string // "Ahad, 24 November 2026" or "Setiap Kamis"
	Time  string // "19:30 WIB"
	Place string // venue, or the online platform
	Brand string // "Kajian Kita"
}

// PreviewContentType is the type of the bytes DrawPreview returns.
const PreviewContentType = "image/png"

// Brand colours: Tailwind's emerald 800 and 950 for the background, amber for
// the accents, as in the app.
var (
	bgTop      = [3]float64{6, 95, 70}   // #065f46
	bgBottom   = [3]float64{2, 44, 34}   // #022c22
	bgGlow     = [3]float64{5, 150, 105} // #059669
	colorTitle = color.RGBA{255, 255, 255, 255}
	colorGold  = color.RGBA{252, 211, 77, 255}  // #fcd34d
	colorLight = color.RGBA{236, 253, 245, 255} // #ecfdf5
	colorMuted = color.NRGBA{252, 211, 77, 90}
)

// Layout of the 1200x630 card, in pixels.
const (
	marginX     = 88
	contentTop  = 56  // the text block is centred between these two lines
	contentBot  = 500 //
	ruleY       = 524 // the line above the brand
	brandBase   = 584 // baseline of the brand
	detailSize  = 32
	detailLineH = 54
	iconSize    = 34
)

// DrawPreview draws a 1200x630 PNG link preview card: the title on the
// brand's green, then the day or date, time and place, and the brand at the
// bottom. The same text always gives the same bytes, so the result can be
// cached and compared. Characters the embedded fonts lack (emoji, Arabic
// script) are left out rather than drawn as boxes.
func DrawPreview(t PreviewText) ([]byte, error) {
	img := image.NewRGBA(image.Rect(0, 0, ogWidth, ogHeight))
	drawBackground(img)

	textWidth := fixed.I(ogWidth - 2*marginX)
	title := cleanText(t.Title)
	size, lines := fitTitle(title, textWidth)

	type detail struct {
		icon func(*image.RGBA, int, int, int, color.Color)
		text string
		col  color.Color
	}
	var details []detail
	for _, d := range []detail{
		{iconCalendar, cleanText(t.When), colorGold},
		{iconClock, cleanText(t.Time), colorLight},
		{iconPin, cleanText(t.Place), colorLight},
	} {
		if d.text != "" {
			details = append(details, d)
		}
	}

	// Centre the block (accent rule, title, details) in the space above the
	// brand, so short and long titles both sit balanced.
	titleLineH := int(math.Round(size * 1.16))
	height := 6 + 30 + len(lines)*titleLineH
	if len(details) > 0 {
		height += 22 + len(details)*detailLineH
	}
	y := max(contentTop, contentTop+(contentBot-contentTop-height)/2)

	paint(img, image.Rect(marginX, y, marginX+72, y+6), colorGold, func(z *vector.Rasterizer) {
		roundRect(z, 0, 0, 72, 6, 3, false)
	})
	y += 6 + 30

	bold := newFace(fontBold(), size)
	for _, line := range lines {
		drawText(img, bold, colorTitle, marginX, y+int(math.Round(size*0.86)), line)
		y += titleLineH
	}

	y += 22
	regular := newFace(fontRegular(), detailSize)
	textX := marginX + iconSize + 20
	for _, d := range details {
		text := fitWithEllipsis(regular, d.text, fixed.I(ogWidth-marginX-textX))
		baseline := y + 38
		d.icon(img, marginX, baseline-detailSize*36/100-iconSize/2, iconSize, colorGold)
		drawText(img, regular, d.col, textX, baseline, text)
		y += detailLineH
	}

	drawBrand(img, cleanText(t.Brand))

	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.DefaultCompression}).Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("encode preview: %w", err)
	}
	return buf.Bytes(), nil
}

// fitTitle picks the largest title size at which title fits its line budget;
// the smallest size takes three lines and ends in an ellipsis if it must.
func fitTitle(title string, width fixed.Int26_6) (float64, []string) {
	if title == "" {
		return 64, nil
	}
	steps := []struct {
		size  float64
		lines int
	}{{72, 2}, {62, 3}, {54, 3}}
	for i, s := range steps {
		lines, truncated := wrap(newFace(fontBold(), s.size), title, width, s.lines)
		if !truncated || i == len(steps)-1 {
			return s.size, lines
		}
	}
	panic("unreachable")
}

func drawText(dst *image.RGBA, face font.Face, c color.Color, x, baseline int, s string) {
	d := font.Drawer{Dst: dst, Src: image.NewUniform(c), Face: face, Dot: fixed.P(x, baseline)}
	d.DrawString(s)
}

// drawBrand draws a thin gold rule and, under it, the crescent and the brand.
func drawBrand(img *image.RGBA, brand string) {
	paint(img, image.Rect(marginX, ruleY, ogWidth-marginX, ruleY+2), colorMuted, func(z *vector.Rasterizer) {
		z.MoveTo(0, 0)
		z.LineTo(float32(ogWidth-2*marginX), 0)
		z.LineTo(float32(ogWidth-2*marginX), 2)
		z.LineTo(0, 2)
		z.ClosePath()
	})
	if brand == "" {
		return
	}
	iconCrescent(img, marginX-2, brandBase-29, 36, colorGold)
	face := newFace(fontBold(), 30)
	drawText(img, face, colorTitle, marginX+46, brandBase, fitWithEllipsis(face, brand, fixed.I(ogWidth-2*marginX-46)))
}

// drawBackground fills img with a diagonal gradient of the brand's greens, a
// soft glow at the top right, and a faint lattice of eight-pointed stars that
// fades in towards the right so it never sits under the text's start.
func drawBackground(img *image.RGBA) {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	const spacing, radius = 150.0, 52.0
	stars := mask(w, h, func(z *vector.Rasterizer) {
		for row := -1; float64(row)*spacing*0.5 < float64(h)+spacing; row++ {
			for col := -1; float64(col)*spacing < float64(w)+spacing; col++ {
				cx := float64(col)*spacing + float64(row%2)*spacing/2
				cy := float64(row) * spacing * 0.5
				polygon(z, star8(cx, cy, radius), false)
				polygon(z, star8(cx, cy, radius-3), true)
			}
		}
	})
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			// Gradient along the diagonal from top left to bottom right.
			t := (float64(x)/float64(w)*0.45 + float64(y)/float64(h)*0.55)
			var c [3]float64
			for i := range c {
				c[i] = bgTop[i] + (bgBottom[i]-bgTop[i])*t
			}
			// Glow: a wide soft light around the top-right corner.
			dx, dy := float64(x-w), float64(y)
			g := math.Max(0, 1-math.Sqrt(dx*dx+dy*dy)/750)
			g = g * g * 0.55
			for i := range c {
				c[i] += (bgGlow[i] - c[i]) * g
			}
			// Ornament: light lines, faded from nothing at x=460 to 9% at the right.
			if m := stars.Pix[y*stars.Stride+x]; m != 0 {
				f := smoothstep(460, float64(w), float64(x)) * 0.09 * float64(m) / 255
				for i := range c {
					c[i] += (236 - c[i]) * f
				}
			}
			o := y*img.Stride + x*4
			img.Pix[o], img.Pix[o+1], img.Pix[o+2], img.Pix[o+3] = uint8(c[0]+0.5), uint8(c[1]+0.5), uint8(c[2]+0.5), 255
		}
	}
}

func smoothstep(a, b, x float64) float64 {
	t := math.Min(1, math.Max(0, (x-a)/(b-a)))
	return t * t * (3 - 2*t)
}
