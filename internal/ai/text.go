package ai

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

func lower(s string) string { return strings.ToLower(s) }

// collapseSpace trims s and turns every run of white space into one space.
func collapseSpace(s string) string { return strings.Join(strings.Fields(s), " ") }

// shouting reports whether s is written in capitals: posters and broadcasts
// often are, and the form should not be.
func shouting(s string) bool {
	letters, upper := 0, 0
	for _, r := range s {
		if unicode.IsLetter(r) && r < unicode.MaxLatin1 {
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
	}
	return letters >= 4 && upper == letters
}

// smallWords stay lower case inside a title-cased phrase.
var smallWords = map[string]bool{
	"dan": true, "di": true, "ke": true, "dari": true, "yang": true, "untuk": true,
	"bersama": true, "dengan": true, "pada": true, "dalam": true, "of": true, "and": true,
	"the": true, "in": true, "bin": true, "binti": true,
}

// titleCase turns a shouted phrase into title case; a phrase that is not
// shouted is returned as written. Words that carry dots and no more than four
// letters (degrees such as "LC.," and "M.A") keep their capitals, as do
// roman numerals and the tokens after keepFrom commas when keepFrom > 0.
func titleCase(s string) string {
	if !shouting(s) {
		return s
	}
	words := strings.Fields(s)
	for i, w := range words {
		core := strings.ToLower(strings.Trim(w, ",.:;!?()\"'"))
		switch {
		case i > 0 && smallWords[core]:
			words[i] = strings.ToLower(w)
		case isRoman(core) && i > 0:
			// "JL. BANGKA II": the numeral stays
		case core == "jl" || core == "jln" || core == "gg":
			words[i] = capitalizeParts(strings.ToLower(w)) // street abbreviations read "Jl."
		case degreeLike(w) || acronym(core):
			// degrees and acronyms ("RW", "TPQ") stay as written
		default:
			words[i] = capitalizeParts(strings.ToLower(w))
		}
	}
	return strings.Join(words, " ")
}

// capitalizeParts upper-cases the first letter of w and of every part after a
// hyphen or apostrophe-free boundary, so "al-falah" becomes "Al-Falah".
func capitalizeParts(w string) string {
	rs := []rune(w)
	start := true
	for i, r := range rs {
		if unicode.IsLetter(r) {
			if start {
				rs[i] = unicode.ToUpper(r)
			}
			start = false
		} else if r == '-' || r == '(' || r == '/' {
			start = true
		}
	}
	return string(rs)
}

// acronym reports a short word without vowels, such as "RW" or "TPQ".
func acronym(s string) bool {
	return len(s) >= 2 && len(s) <= 4 && strings.IndexFunc(s, func(r rune) bool {
		return strings.ContainsRune("aiueo", r) || !unicode.IsLetter(r)
	}) < 0
}

func isRoman(s string) bool {
	if s == "" || len(s) > 4 {
		return false
	}
	return strings.Trim(s, "ivx") == ""
}

// degreeLike reports whether w looks like an academic degree: letters with
// dots ("S.Pd.I", "M.A.") or a short known abbreviation ("Lc", "MA").
func degreeLike(w string) bool {
	core := strings.ToLower(strings.Trim(w, ",;:()"))
	bare := strings.ReplaceAll(core, ".", "")
	if degrees[bare] {
		return true
	}
	return strings.Count(core, ".") >= 2 && len(bare) <= 5 && bare != "" && strings.IndexFunc(bare, func(r rune) bool { return !unicode.IsLetter(r) }) < 0
}

// degrees are the academic titles that follow a speaker's name after a comma.
var degrees = map[string]bool{
	"lc": true, "ma": true, "mm": true, "mh": true, "ba": true, "bsc": true, "msc": true,
	"phd": true, "msi": true, "mpd": true, "mpdi": true, "mag": true, "mhi": true, "sag": true,
	"spd": true, "spdi": true, "sh": true, "shi": true, "se": true, "st": true, "skom": true,
	"ssi": true, "sthi": true, "sq": true, "shum": true, "mhum": true, "mth": true, "mpsi": true,
	"spsi": true, "ked": true, "sked": true, "mkes": true, "dipl": true, "med": true, "lcma": true,
	"alhafizh": true, "al-hafizh": true, "mt": true, "sp": true,
}

// trimQuotes removes the quotes and stray punctuation a broadcast wraps a
// value in.
func trimQuotes(s string) string {
	const marks = "\"“”«»`:;,-–—|!"
	s = strings.TrimSpace(strings.Trim(strings.TrimSpace(s), marks))
	if strings.Trim(s, "'‘’") == "" {
		return ""
	}
	// An apostrophe is also the Arabic 'ain of a transliterated word at either end ('Umdatul,
	// An-Naba'): only a pair around the whole text is quoting.
	for {
		first, n := utf8.DecodeRuneInString(s)
		last, m := utf8.DecodeLastRuneInString(s)
		if n+m > len(s) || !strings.ContainsRune("'‘’", first) || !strings.ContainsRune("'‘’", last) {
			return s
		}
		s = strings.TrimSpace(strings.Trim(strings.TrimSpace(s[n:len(s)-m]), marks))
	}
}
