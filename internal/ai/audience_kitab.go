package ai

import (
	"regexp"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Who a session is for and which book it studies, as announcements say them: 'Khusus akhwat 🧕',
// 'Terbuka untuk umum, ikhwan & akhwat', 'KAJIAN MUSLIMAH', 'Kitab: Al-Ushul Ats-Tsalatsah',
// 'Kitab Bulughul Maram, Bab Thaharah', 'Pembahasan: Adab menuntut ilmu'.

// audienceCueRe marks a line that says who may come.
var audienceCueRe = regexp.MustCompile(`(?i)\b(?:khusus|untuk|terbuka|peserta|hanya|for|only)\b|\bkajian\b.*\b(?:muslimah|akhwat|ikhwan)\b`)

// audienceWords are the words of each group.
var audienceWords = []struct {
	group string
	re    *regexp.Regexp
}{
	{"umum", regexp.MustCompile(`(?i)\bumum\b|\bpublic\b`)},
	{"ikhwan", regexp.MustCompile(`(?i)\bikhwan\b|\blaki-laki\b|\bpria\b|\bbapak-bapak\b`)},
	{"akhwat", regexp.MustCompile(`(?i)\bakh(?:a)?wat\b|\bmuslimah\b|\bwanita\b|\bperempuan\b|\bibu-ibu\b`)},
	{"anak-anak", regexp.MustCompile(`(?i)\banak-anak\b|\bremaja\b`)},
	{"keluarga", regexp.MustCompile(`(?i)\bkeluarga\b`)},
}

// findAudience reads the groups a text says a session is for, from its first line with a cue
// ('khusus', 'terbuka untuk', 'kajian muslimah') that names any; nil when none says.
func findAudience(text string) []string {
	for _, l := range strings.Split(text, "\n") {
		if !audienceCueRe.MatchString(l) {
			continue
		}
		var groups []string
		for _, w := range audienceWords {
			if w.re.MatchString(l) {
				groups = append(groups, w.group)
			}
		}
		if len(groups) > 0 {
			return groups
		}
	}
	return nil
}

// cleanAudience keeps the known groups of a model's or parser's answer ("akhwat", "Ikhwan &
// Akhwat", ["umum"]); none is umum.
func cleanAudience(raw []string) []string {
	var a kajian.Audience
	for _, r := range raw {
		for _, w := range audienceWords {
			if w.re.MatchString(r) || strings.EqualFold(strings.TrimSpace(r), w.group) {
				g, _ := kajian.ParseAudienceGroup(w.group)
				a |= g
			}
		}
	}
	return a.Keys()
}

// kitabRe finds a book ('Kitab: X', 'Kitab X') and what follows it on the line.
var kitabRe = regexp.MustCompile(`(?i)\bkitab(?:nya)?\b\s*[:：]?\s*(.+)$`)

// babRe finds a chapter: 'Bab Thaharah', 'Bab: Ikhlas' ('Pembahasan', 'Materi' and 'Tema' name
// the title).
var babRe = regexp.MustCompile(`(?i)\bbab\b\s*[:：]?\s*(.+)$`)

// kitabEnd cuts a book's name where the line goes on to something else.
var kitabEnd = regexp.MustCompile(`(?i)\s*(?:[,;|•–—(]|\s-\s|\bbab\b|\bpembahasan\b|\bbersama\b|\boleh\b|\bkarya\b|\bkarangan\b|\bya\b|!).*$`)

// kitab reads the book and the chapter an announcement names: a 'Kitab:' line first, else
// 'Kitab X' in any line; 'Bab Y' anywhere, also after the book on its line.
func (a *announcement) kitab() (kitab, bab string) {
	for _, l := range a.pick(kindBook) {
		if kitab = tidyName(kitabEnd.ReplaceAllString(l.value, "")); kitab != "" {
			break
		}
	}
	for _, l := range a.except(kindContact, kindLive, kindOther) {
		v := strings.TrimSpace(l.value)
		if kitab == "" && l.kind != kindBook {
			if m := kitabRe.FindStringSubmatch(v); m != nil {
				kitab = tidyName(kitabEnd.ReplaceAllString(m[1], ""))
			}
		}
		if bab == "" {
			if m := babRe.FindStringSubmatch(v); m != nil {
				bab = tidyName(kitabEnd.ReplaceAllString(m[1], ""))
			}
		}
	}
	return kitab, bab
}

// tidyName trims a name found in a line of its emoji, markup and trailing punctuation, and
// refuses one that is too long to be a name.
func tidyName(s string) string {
	s = strings.TrimFunc(s, func(r rune) bool {
		return !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 0x7f && r < 0x2000 || r == '\'' || r == '’')
	})
	s = collapseSpace(s)
	if len([]rune(s)) < 3 || len([]rune(s)) > 120 {
		return ""
	}
	return s
}
