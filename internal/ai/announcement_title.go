package ai

import (
	"regexp"
	"strings"
	"unicode"
)

var (
	// headerRe starts the name of an event.
	headerRe = regexp.MustCompile(`(?i)^(?:kajian|tabligh|tabligh akbar|daurah|dauroh|dars|pengajian|majelis|majlis|kuliah|tausiyah|tausiah|seminar|talkshow|talk show|halaqah|halaqoh|ngaji|muhadharah|safari dakwah|bedah buku|tarhib|webinar|islamic talk|kelas|mabit|i'?tikaf|training|pelatihan|ta'?lim|taklim|muhasabah|dzikir|tahsin|festival|gebyar)\b`)
	// phraseRe finds an event's name inside a sentence: "Hadirilah Kajian Fiqih Muamalah bersama …".
	phraseRe = regexp.MustCompile(`\b(?:Kajian|KAJIAN|Tabligh Akbar|TABLIGH AKBAR|Daurah|Dauroh|Pengajian|Kuliah|Tausiyah|Seminar|Webinar|Majelis|Majlis)\b`)
	// chatterRe starts lines that are greetings or calls to share, not names.
	chatterRe      = regexp.MustCompile(`(?i)^(?:assalamu|asalamu|bismillah|alhamdulillah|ahlan|hadirilah|hadiri\b|yuk|ayo|mari|ikuti|jangan lewatkan|dapatkan|bagikan|sebarkan|share|forward|fwd|\[|info kajian|agenda kajian|jadwal kajian|pengumuman|undangan|free|gratis|terbuka|#|broadcast|bc\b|insya|in ?sya|semoga|barakallah|jazakumullah|untuk umum|ikhwan|akhwat|open|catat|save the date|\(|mohon|dipersilakan|silakan|segera|gratis|tanpa)`)
	greetingArabic = regexp.MustCompile(`^[\p{Arabic}\s\p{P}]+$`)
	quotedRe       = regexp.MustCompile(`^["“”'‘’«][^"“”«»]{3,}["“”'‘’»][!.]?$`)
)

// notNameWords after "Kajian" make a sentence about the event, not its name:
// "Kajian ini disiarkan …".
var notNameWords = map[string]bool{
	"ini": true, "itu": true, "akan": true, "terbuka": true, "gratis": true, "disiarkan": true,
	"dapat": true, "juga": true, "tersebut": true, "insya": true, "insyaallah": true, "dimulai": true,
}

// headerTitle cuts a line naming the event where its details begin: at a
// comma or dash, before "di", "pada", "setiap" and "oleh", before "bersama"
// when a speaker follows, and before "<day> ini".
func headerTitle(v string) string {
	for _, sep := range []string{", ", " | ", " - ", " – ", " — ", "!", ". "} {
		if i := strings.Index(v, sep); i > 0 {
			v = v[:i]
		}
	}
	toks := strings.Fields(v)
	if len(toks) > 1 && notNameWords[lower(toks[1])] {
		return ""
	}
	var kept []string
	for i, t := range toks {
		bare := lower(strings.Trim(t, ",.:;"))
		next := ""
		if i+1 < len(toks) {
			next = toks[i+1]
		}
		if i > 0 {
			switch bare {
			case "di":
				// "Kajian Muslimah di Masjid Raya" names its place; "… di Era Digital" is its theme.
				if rest := strings.Join(toks[i+1:], " "); placeWordRe.MatchString(rest) || addressWordRe.MatchString(rest) {
					return strings.Join(kept, " ")
				}
			case "pada", "setiap", "tiap", "oleh", "pukul", "mulai", "by":
				return strings.Join(kept, " ")
			case "bersama", "with":
				if next == "" || honorificWord(next) {
					return strings.Join(kept, " ")
				}
			}
			if _, ok := weekdayIndex[bare]; ok && lower(next) == "ini" {
				return strings.Join(kept, " ")
			}
		}
		kept = append(kept, t)
	}
	return strings.Join(kept, " ")
}

// title reads the session's title, in this order: a "Tema:"/"Judul:" line;
// a line wholly in quotes, which broadcasts use for the theme; a line marked
// 📖 or 📚; a line that names the event ("Kajian …", "Tabligh Akbar …") up to
// where its details start; such a name inside a sentence; a "Kitab:" line;
// the first line that is neither greeting nor detail. Shouted titles are
// title-cased; quotes are dropped.
func (a *announcement) title() string {
	for _, l := range a.pick(kindTitle) {
		if v := trimQuotes(l.value); v != "" && l.label {
			return cleanTitle(v)
		}
	}
	candidates := a.pick(kindNone)
	for _, l := range candidates {
		if quotedRe.MatchString(l.value) {
			return cleanTitle(l.value)
		}
	}
	for _, l := range a.pick(kindTitle) {
		if v := trimQuotes(l.value); v != "" && !chatterRe.MatchString(v) {
			return cleanTitle(v)
		}
	}
	for _, l := range candidates {
		if headerRe.MatchString(l.value) && !detailLine(l.value) {
			if t := headerTitle(l.value); t != "" {
				return cleanTitle(t)
			}
		}
	}
	for _, l := range candidates {
		if m := phraseRe.FindStringIndex(l.value); m != nil {
			if t := titlePhrase(l.value[m[0]:]); t != "" {
				return cleanTitle(t)
			}
		}
	}
	for _, l := range a.pick(kindBook) {
		if v := trimQuotes(l.value); v != "" {
			return cleanTitle(v)
		}
	}
	for _, l := range candidates {
		v := trimQuotes(l.value)
		if v == "" || chatterRe.MatchString(v) || greetingArabic.MatchString(v) || detailLine(v) || !hasLetters(v) {
			continue
		}
		return cleanTitle(v)
	}
	return ""
}

// detailLine reports whether a line is a detail (date, time, phone, link,
// venue, speaker, address) rather than a name.
func detailLine(v string) bool {
	if _, ok := findDate(v, false); ok {
		return true
	}
	if _, ok := findClock(v); ok {
		return true
	}
	if urlRe.MatchString(v) || phoneRe.MatchString(v) {
		return true
	}
	if m := placeWordRe.FindStringIndex(v); m != nil && m[0] == 0 {
		return true
	}
	if m := honorificRe.FindStringIndex(v); m != nil && m[0] == 0 {
		return true
	}
	if m := addressWordRe.FindStringIndex(v); m != nil && m[0] == 0 {
		return true
	}
	return false
}

// titlePhrase reads an event name from a sentence up to the word that starts
// its details ("bersama", "di", "pada", a comma).
func titlePhrase(s string) string {
	var kept []string
	for _, t := range strings.Fields(s) {
		bare := lower(strings.Trim(t, ",.!:;"))
		if nameStops[bare] && len(kept) > 0 || bare == "oleh" || bare == "by" {
			break
		}
		kept = append(kept, strings.TrimRight(t, ",.!:;"))
		if strings.ContainsAny(t[len(t)-1:], ",.!:;") || len(kept) >= 8 {
			break
		}
	}
	return strings.Join(kept, " ")
}

func cleanTitle(s string) string {
	s = trimQuotes(collapseSpace(s))
	if f := strings.Fields(s); len(f) > 1 && lower(f[len(f)-1]) == "bersama" {
		s = strings.Join(f[:len(f)-1], " ")
	}
	return titleCase(trimQuotes(s))
}

func hasLetters(s string) bool {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n >= 3
}
