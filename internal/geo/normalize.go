package geo

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Normalize prepares a place name or query for matching as the gazetteer's
// README recommends: lowercase, every character that is not a letter or digit
// becomes a space, and runs of spaces collapse to one with none at the ends.
// "Kab. Bandung-Barat " becomes "kab bandung barat".
func Normalize(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false // a separator is pending; written only before the next word
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		r = unicode.ToLower(r)
		// A few letters lower to a non-letter or change again when lowered
		// twice; keeping the output a fixed point makes Normalize idempotent,
		// which the indexes rely on (keys and queries pass through it alike).
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) || unicode.ToLower(r) != r {
			space = b.Len() > 0
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// prefixes are the leading words the README says to try removing, longest
// first so that "kota administrasi" wins over "kota". Each maps to the place
// type it names, which is preferred among the matches of the remainder.
var prefixes = []struct{ words, typ string }{
	{"kota administrasi", TypeKota},
	{"kabupaten administrasi", TypeKabupaten},
	{"kota", TypeKota},
	{"kabupaten", TypeKabupaten},
	{"kab", TypeKabupaten},
	{"provinsi", TypeProvinsi},
	{"prov", TypeProvinsi},
}

// stripPrefix removes one leading administrative prefix from a normalised
// string and reports the type it named. It removes whole words only, so
// "kotabaru" (a kabupaten) and "kabila" keep their first letters, and it never
// leaves an empty remainder: a lone "kota" is a query for places named so.
func stripPrefix(n string) (rest, typ string, ok bool) {
	for _, p := range prefixes {
		if len(n) > len(p.words)+1 && strings.HasPrefix(n, p.words) && n[len(p.words)] == ' ' {
			return n[len(p.words)+1:], p.typ, true
		}
	}
	return n, "", false
}

// runeCount is the length the specification's character limits count.
func runeCount(s string) int { return utf8.RuneCountInString(s) }
