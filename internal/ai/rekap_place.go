package ai

import (
	"regexp"
	"strings"
	"unicode"
)

// What a rekap's header and footer say of every session: the place ('Masjid Al-Ikhlas' on a
// line of its own, 'Tempat: …', 'Lokasi: …', '… di Masjid …' in the intro), the speaker of a
// speaker's own rekap, the audience of a 'KAJIAN KHUSUS AKHWAT' message. A block's own place
// or speaker wins over them.

// facilityRe is a line about what the venue offers.
var facilityRe = regexp.MustCompile(`(?i)\b(?:tersedia|disediakan|tempat|area|ruang(?:an)?|hijab|parkir)\b`)

// rekapWordsRe is what a header says of itself ('JADWAL KAJIAN PEKAN INI', 'Rekap Kajian …
// pekan depan', 'AGENDA KAJIAN DESEMBER'), which is no place's name.
var rekapWordsRe = regexp.MustCompile(`(?i)\b(?:pekan|minggu|bulan)\s+(?:ini|depan|pertama|kedua|ketiga|keempat|terakhir)\b|\bsepekan\b`)

// messagePlace is the place line the header or footer states, as a "Tempat:" line for the
// announcement reader, or "".
func messagePlace(lines []rline) string {
	var marked, worded []string
	for _, l := range lines {
		v, k := splitLabelKind(l.text)
		switch {
		case k == kindPlace:
			marked = append(marked, v)
		case k != kindNone:
		case markerOf(l.raw) == kindPlace && placeWordRe.MatchString(v):
			if p := placePhrase(v); p != "" {
				marked = append(marked, p)
			}
		default:
			if p := placePhrase(v); p != "" {
				worded = append(worded, p)
			}
		}
	}
	for _, ps := range [][]string{marked, worded} {
		if len(ps) > 0 {
			return "Tempat: " + ps[0]
		}
	}
	return ""
}

// placePhrase is the venue a header line names from its place word on: "Rekap Kajian Masjid
// Al-Hidayah Pekan Ini" gives "Masjid Al-Hidayah", "Berikut jadwal kajian di Masjid Nurul
// Huda:" gives "Masjid Nurul Huda". A 'Majelis Taklim' is a group, not a place.
func placePhrase(v string) string {
	m := placeWordRe.FindStringIndex(v)
	if m == nil {
		return ""
	}
	p := v[m[0]:]
	p = rekapWordsRe.ReplaceAllString(p, " ")
	for _, sep := range []string{":", " - ", " – ", " | ", "(", "!"} {
		if i := strings.Index(p, sep); i > 0 {
			p = p[:i]
		}
	}
	p = strings.Trim(upToStop(collapseSpace(p)), " ,.*_") // "… Masjid Baitul Makmur insyaAllah:"
	if len(strings.Fields(p)) < 2 {
		return ""
	}
	if shouting(p) {
		p = keepAcronyms(p, titleCase(p))
	}
	return p
}

// keepAcronyms gives back the capitals of a shouted place's short words: "MASJID KAMPUS UGM" is
// "Masjid Kampus UGM".
func keepAcronyms(shouted, cased string) string {
	was, now := strings.Fields(shouted), strings.Fields(cased)
	if len(was) != len(now) {
		return cased
	}
	for i, w := range was {
		if l := strings.ToLower(w); len(w) <= 3 && hasOnlyLetters(w) && !smallWords[l] && !nameParticles[l] {
			now[i] = w
		}
	}
	return strings.Join(now, " ")
}

// nameParticles are the short words of masjid names that are not acronyms.
var nameParticles = map[string]bool{
	"al": true, "ar": true, "as": true, "at": true, "an": true, "ad": true, "az": true, "el": true,
	"asy": true, "ash": true, "nur": true, "jl": true, "ibn": true, "abu": true, "ali": true,
}

func hasOnlyLetters(w string) bool {
	return strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) < 0
}

// messageSpeaker is the speaker a header names ('Kajian Rutin Ustadz Abdul Hakim'), or "".
func messageSpeaker(lines []rline) string {
	for _, l := range lines {
		if _, k := splitLabelKind(l.text); k == kindContact {
			continue
		}
		if names := speakersIn(l.text); len(names) > 0 {
			return names[0]
		}
	}
	return ""
}

// messageAudience is a line saying who every session is for, as the header or footer says it
// ('KAJIAN KHUSUS AKHWAT', 'Terbuka untuk umum, ikhwan & akhwat'), or "". A line about the
// room ('Tersedia tempat khusus akhwat') says who is welcome, not who the sessions are for.
func messageAudience(lines []rline) string {
	for _, l := range lines {
		t := l.text
		if facilityRe.MatchString(t) {
			continue
		}
		if m := placeWordRe.FindStringIndex(t); m != nil {
			t = t[:m[0]] // "Masjid Al-Ikhwan" is for everyone
		}
		if groups := findAudience(t); groups != nil {
			return "Khusus " + strings.Join(groups, " & ") // the header's own words could be read as a title
		}
	}
	return ""
}
