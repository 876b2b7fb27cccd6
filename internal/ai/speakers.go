package ai

import (
	"regexp"
	"strings"
	"unicode"
)

// honorificRe finds the titles that introduce a speaker's name.
var honorificRe = regexp.MustCompile(`(?i)\b(?:al[- ]?)?(?:ustadzah|ustazah|ustadz|ustaz|ustad|ustdzh?|ustzh?)\b|\bust\b\.?|\b(?:asy[- ]?)?(?:syaikh|syeikh|syekh|syech|sheikh|shaykh)\b|\bdr\.|\bprof\.|\bbuya\b|\bk\.?h\.|\bkyai\b|\bkiai\b|\bhabib\b|\btuan guru\b|\bgus\b`)

// nameStops end a speaker's name in running text: "Ustadz Ahmad di Masjid …".
var nameStops = map[string]bool{
	"di": true, "pada": true, "hari": true, "tanggal": true, "pukul": true, "jam": true, "tema": true,
	"dengan": true, "yang": true, "akan": true, "insya": true, "insyaallah": true, "bertempat": true,
	"tentang": true, "membahas": true, "dalam": true, "untuk": true, "sebagai": true, "selaku": true,
	"dan": true, "and": true, "serta": true, "bersama": true, "live": true, "via": true, "ke": true,
	"mulai": true, "setiap": true, "tiap": true, "pekan": true, "ba'da": true, "bada": true,
	"&": true, "|": true, "-": true, "–": true, "—": true, "+": true, "x": true, "in": true,
	"sy": true, "mengisi": true, "menyampaikan": true, "kajian": true, "hadir": true, "from": true,
	"dari": true, "tgl": true, "tempat": true, "lokasi": true, "waktu": true, "pkl": true,
	"on": true, "at": true, "with": true, "ahad": true, "senin": true, "selasa": true, "rabu": true,
	"kamis": true, "jumat": true, "jum'at": true, "sabtu": true, "minggu": true, "malam": true,
}

// blessing reports whether a token is an Arabic honorific that follows a name
// ("hafizhahullah", "حفظه الله") and is not part of it.
func blessing(tok string) bool {
	t := strings.ToLower(strings.Trim(tok, "(),.'’"))
	// "hafizhahullah" is a prayer, "Hafizhah" and "Hafizh" are names: a blessing ends in Allah.
	god := strings.Contains(t, "llah") || strings.Contains(t, "lloh")
	for _, p := range []string{"hafi", "hafidz", "rahima", "rohima", "barakallah", "jazahullah", "waffaqahullah", "radhiyallah"} {
		if strings.HasPrefix(t, p) && god {
			return true
		}
	}
	for _, r := range tok {
		if unicode.Is(unicode.Arabic, r) {
			return true
		}
	}
	return false
}

// honorificWord reports whether tok is a title that may precede a name.
func honorificWord(tok string) bool {
	m := honorificRe.FindStringIndex(tok)
	return m != nil && m[0] == 0 && m[1] >= len(strings.TrimRight(tok, ".,"))
}

// nameAt reads a speaker's name from the start of s: its titles, the name and
// any degrees after commas ("Ustadz Firanda Andirja, Lc., MA"). It returns
// the name and how much of s it used; the name is "" when s does not start
// with a plausible one (a capitalised word after the titles).
func nameAt(s string, needTitle bool) (string, int) {
	var parts []string
	used := 0
	pos := 0
	named, titled := false, false
	toks := strings.Fields(s)
	for i := 0; i < len(toks) && i < 14; i++ {
		tok := toks[i]
		at := strings.Index(s[pos:], tok) + pos
		pos = at + len(tok)
		bare := strings.ToLower(strings.Trim(tok, ",.:;!?"))
		if strings.HasPrefix(tok, "(") || blessing(tok) || strings.HasPrefix(tok, "http") || strings.ContainsAny(tok, "0123456789") {
			break
		}
		if honorificWord(tok) && !named {
			parts = append(parts, strings.TrimRight(tok, ",:"))
			used, titled = pos, true
			continue
		}
		if nameStops[bare] || nameStops[tok] {
			break
		}
		if !named {
			r := []rune(tok)[0]
			if !unicode.IsUpper(r) {
				break
			}
		} else if !unicode.IsUpper([]rune(tok)[0]) && !degreeLike(tok) && !strings.HasPrefix(bare, "al-") && !strings.HasPrefix(bare, "as-") &&
			!strings.HasPrefix(bare, "an-") && !strings.HasPrefix(bare, "bin") {
			break
		}
		comma := strings.HasSuffix(tok, ",")
		word := strings.TrimRight(tok, ",:;!?")
		if named && len(parts) > 0 && strings.HasSuffix(parts[len(parts)-1], ",") && !degreeLike(word) {
			break
		}
		if !named && degreeLike(word) && len(strings.Trim(word, ".")) <= 2 && !strings.Contains(word, ".") {
			break
		}
		if strings.HasSuffix(word, ".") && !degreeLike(word) && !initialLike(word) && len([]rune(strings.TrimSuffix(word, "."))) > 3 {
			parts = append(parts, strings.TrimSuffix(word, "."))
			named, used = true, pos
			break // a sentence ends here
		}
		if comma {
			// a comma continues the name only into a degree
			if i+1 >= len(toks) || !degreeLike(strings.TrimRight(toks[i+1], ",;")) {
				parts = append(parts, word)
				named, used = true, pos
				break
			}
			word += ","
		}
		parts = append(parts, word)
		named, used = true, pos
	}
	if !named || (needTitle && !titled) {
		return "", 0
	}
	name := strings.TrimRight(strings.Join(parts, " "), ",")
	return name, used
}

// initialLike reports a single-letter initial such as "M." in "Dzulqarnain M. Sunusi".
func initialLike(w string) bool {
	rs := []rune(strings.TrimSuffix(w, "."))
	return len(rs) == 1 && unicode.IsUpper(rs[0])
}

// speakersIn returns the names introduced by honorifics in s, in order.
func speakersIn(s string) []string {
	var out []string
	for pos := 0; pos < len(s); {
		m := honorificRe.FindStringIndex(s[pos:])
		if m == nil {
			break
		}
		start := pos + m[0]
		if placeBefore(s[:start]) {
			pos = start + (m[1] - m[0])
			continue
		}
		name, used := nameAt(s[start:], true)
		if name == "" {
			pos = start + (m[1] - m[0])
			continue
		}
		out = append(out, name)
		pos = start + used
	}
	return out
}

// placeBefore reports whether a title belongs to a street or building name,
// as in "Jl. KH. Ahmad Dahlan" or "Masjid KH. Hasyim Asy'ari".
func placeBefore(before string) bool {
	f := strings.Fields(lower(before))
	if len(f) == 0 {
		return false
	}
	switch strings.Trim(f[len(f)-1], ".,") {
	case "jl", "jln", "jalan", "masjid", "musholla", "mushola", "gedung", "pondok", "yayasan", "ponpes", "universitas", "gg", "gang", "komplek", "perumahan":
		return true
	}
	return false
}

var speakerSplitRe = regexp.MustCompile(`(?i)\s+(?:&|dan|and|serta|bersama|\+)\s+|\s*[;|/]\s*`)

// splitSpeakerNames reads one or more names from a speaker field: those
// introduced by titles when there are any, else the parts between "&", "dan",
// ";" and "/".
func splitSpeakerNames(s string) []string {
	s = collapseSpace(s)
	if names := speakersIn(s); len(names) > 0 {
		return names
	}
	var out []string
	for _, part := range speakerSplitRe.Split(s, -1) {
		part = trimQuotes(part)
		if part == "" {
			continue
		}
		if name, _ := nameAt(part, false); name != "" {
			out = append(out, name)
		}
	}
	return out
}

// speakerKey is how two spellings of one speaker compare: lower case without
// titles, degrees and punctuation.
func speakerKey(name string) string {
	var kept []string
	for _, w := range strings.Fields(name) {
		if honorificWord(w) || degreeLike(w) {
			continue
		}
		kept = append(kept, strings.ToLower(strings.Trim(w, ".,")))
	}
	return strings.Join(kept, " ")
}
