package media

import (
	"strings"
	"sync"
	"unicode"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// The Go fonts are embedded in the binary, so previews look the same on every
// machine and need no font installed. They cover Latin with all the letters,
// digits and punctuation Indonesian uses.
var (
	fontBold    = sync.OnceValue(func() *opentype.Font { return mustParse(gobold.TTF) })
	fontRegular = sync.OnceValue(func() *opentype.Font { return mustParse(goregular.TTF) })
)

func mustParse(ttf []byte) *opentype.Font {
	f, err := opentype.Parse(ttf)
	if err != nil {
		panic("media: embedded font: " + err.Error())
	}
	return f
}

// newFace returns a face of f at size pixels. Faces are not safe for
// concurrent use, so each drawing makes its own.
func newFace(f *opentype.Font, size float64) font.Face {
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic("media: font face: " + err.Error())
	}
	return face
}

// ellipsis is in the Go fonts (they cover WGL4).
const ellipsis = "…"

// cleanText joins s onto one line with single spaces and drops characters
// neither font can draw (emoji, Arabic script), which would otherwise come
// out as empty boxes.
func cleanText(s string) string {
	var b strings.Builder
	var buf sfnt.Buffer
	space := false
	for _, r := range s {
		if unicode.IsSpace(r) || unicode.IsControl(r) {
			space = b.Len() > 0
			continue
		}
		if !hasGlyph(&buf, fontBold(), r) || !hasGlyph(&buf, fontRegular(), r) {
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

func hasGlyph(buf *sfnt.Buffer, f *opentype.Font, r rune) bool {
	i, err := f.GlyphIndex(buf, r)
	return err == nil && i != 0
}

// wrap breaks s into lines no wider than width, at spaces where it can and
// inside a word only when the word alone is too wide. When the text needs more
// than maxLines, the last line ends in an ellipsis; truncated reports that.
func wrap(face font.Face, s string, width fixed.Int26_6, maxLines int) (lines []string, truncated bool) {
	words := strings.Fields(s)
	line := ""
	for len(words) > 0 {
		candidate := words[0]
		if line != "" {
			candidate = line + " " + words[0]
		}
		if font.MeasureString(face, candidate) <= width {
			line, words = candidate, words[1:]
			continue
		}
		if line == "" {
			// One word wider than a line: cut it where it stops fitting.
			head, tail := splitToFit(face, words[0], width)
			line = head
			if tail == "" {
				words = words[1:]
			} else {
				words[0] = tail
			}
		}
		lines, line = append(lines, line), ""
		if len(lines) == maxLines {
			break
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	if len(words) > 0 {
		last := lines[len(lines)-1] + " " + strings.Join(words, " ")
		lines[len(lines)-1] = fitWithEllipsis(face, last, width)
		return lines, true
	}
	return lines, false
}

// splitToFit returns the longest prefix of w that fits in width (at least one
// character) and the rest.
func splitToFit(face font.Face, w string, width fixed.Int26_6) (string, string) {
	runes := []rune(w)
	n := 1
	for n < len(runes) && font.MeasureString(face, string(runes[:n+1])) <= width {
		n++
	}
	return string(runes[:n]), string(runes[n:])
}

// fitWithEllipsis returns s when it fits in width, or else the longest start
// of it, cut at a word when possible, followed by an ellipsis.
func fitWithEllipsis(face font.Face, s string, width fixed.Int26_6) string {
	if font.MeasureString(face, s) <= width {
		return s
	}
	runes := []rune(s)
	for n := len(runes) - 1; n > 0; n-- {
		cut := strings.TrimRight(string(runes[:n]), " ,.;:-–")
		if font.MeasureString(face, cut+ellipsis) > width {
			continue
		}
		// Prefer ending at a word if that keeps most of the line.
		if sp := strings.LastIndexByte(cut, ' '); sp > 0 && sp > len(cut)*2/3 {
			cut = strings.TrimRight(cut[:sp], " ,.;:-–")
		}
		return cut + ellipsis
	}
	return ellipsis
}
