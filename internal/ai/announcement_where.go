package ai

import (
	"regexp"
	"strings"
	"unicode"
)

var (
	// placeWordRe starts the name of a venue.
	placeWordRe = regexp.MustCompile(`(?i)\b(?:masjid|mesjid|musholla|mushola|musholah|mushalla|mushala|musala|surau|langgar|gedung|aula|auditorium|pondok pesantren|ponpes|pesantren|islamic cent(?:er|re)|hotel|graha|balai|wisma|kampus|universitas|ballroom|convention|sekretariat|markaz|ma['’]had|madrasah|yayasan|kantor|rumah|lapangan|pendopo|pendapa)\b`)
	// addressWordRe starts an address: a street, a housing estate.
	addressWordRe = regexp.MustCompile(`\b(?:Jl|JL|Jln|JLN|Jalan|JALAN|Komplek|KOMPLEK|Kompleks|Komp|Perum|PERUM|Perumahan|Ruko)\b\.?`)
	// platformRe recognises a "place" that is a video platform.
	platformRe  = regexp.MustCompile(`(?i)\b(?:zoom|youtube|online|daring|google meet|gmeet|instagram|ig live|live ig|live streaming|streaming|virtual|webinar|tiktok|facebook|fb live)\b`)
	onlineCueRe = regexp.MustCompile(`(?i)\b(?:online|daring|via zoom|zoom meeting|webinar|live streaming|virtual|google meet|live ig|live instagram|ig live)\b`)
	cityLineRe  = regexp.MustCompile(`(?i)^(?:kota|kab\.?|kabupaten)\s+\p{L}`)
	leadDiRe    = regexp.MustCompile(`(?i)^(?:bertempat\s+)?(?:di|at)\s+`)
	// parenRe removes asides such as "(Pengajar di Masjid Nabawi)", which
	// name places that are not the venue.
	parenRe = regexp.MustCompile(`\([^)]*\)?`)
)

// placeStops end a venue name or an address in running text.
var placeStops = map[string]bool{
	"pada": true, "pukul": true, "jam": true, "bersama": true, "hari": true, "tanggal": true,
	"setiap": true, "tiap": true, "mulai": true, "ba'da": true, "bada": true, "insya": true,
	"insyaallah": true, "dengan": true, "yang": true, "untuk": true, "live": true, "oleh": true,
	"on": true, "pkl": true, "tgl": true, "|": true, "dan": true, "serta": true,
}

// addressAbbrev are the abbreviations of ranks, titles and areas street names carry ("Jl. Jend.
// Sudirman", "Komp. Perum. Griya"): their dot ends no sentence.
var addressAbbrev = map[string]bool{
	"jend": true, "letjen": true, "mayjen": true, "brigjen": true, "laksda": true, "marsda": true, "kapt": true,
	"komp": true, "perum": true, "prov": true, "kolonel": true,
}

// place reads the venue and its address.
//
// A place line ("🕌 Masjid Al-Falah, Jl. Merdeka 10, Bandung") splits into the
// venue before the first comma or street word and the address after it.
// Lines that follow a "Tempat:" label, and "Alamat:" lines, add to the
// address; without a place line the first capitalised venue word ("Masjid …")
// anywhere is the venue and the first "Jl." the address. A city line
// ("Kota Bogor") is appended to the address when the address lacks it.
func (a *announcement) place() (location, address string) {
	var addr []string
	remainder := ""
	for _, l := range a.pick(kindPlace) {
		v := leadDiRe.ReplaceAllString(l.value, "")
		if platformRe.MatchString(v) && !placeWordRe.MatchString(v) {
			continue // "Tempat: Zoom Meeting" is not a place
		}
		if loc := addressWordRe.FindStringIndex(v); loc != nil && loc[0] == 0 {
			addr = append(addr, addressAt(v))
			continue
		}
		if location == "" {
			location, remainder = splitPlace(v)
			continue
		}
		addr = append(addr, trimQuotes(v))
	}
	if labelled := values(a.pick(kindAddress)); len(labelled) > 0 {
		addr = labelled
	}
	prose := a.except(kindTitle, kindBook, kindSpeaker, kindModerator, kindContact, kindLive, kindDesc, kindOther, kindAddress, kindPlace)
	// a line that starts with the venue beats one that mentions a venue in
	// passing ("TABLIGH AKBAR & LAUNCHING RUMAH TAHFIDZ")
	for _, leading := range []bool{true, false} {
		if location != "" {
			break
		}
		for _, l := range prose {
			v := leadDiRe.ReplaceAllString(parenRe.ReplaceAllString(l.value, " "), "")
			if m := placeWordRe.FindStringIndex(v); leading && (m == nil || m[0] != 0) {
				continue
			}
			if loc, rest, ok := placeIn(v); ok {
				location, remainder = loc, rest
				break
			}
		}
	}
	if len(addr) == 0 {
		for _, l := range append(prose, a.pick(kindPlace)...) {
			if loc := addressWordRe.FindStringIndex(l.value); loc != nil {
				addr = append(addr, addressAt(l.value[loc[0]:]))
				break
			}
		}
	}
	if len(addr) == 0 && remainder != "" {
		addr = append(addr, remainder)
	}
	address = strings.Join(addr, ", ")
	for _, c := range a.cities() {
		if !strings.Contains(lower(address), lower(cityName(c))) && !strings.Contains(lower(location), lower(cityName(c))) {
			address = strings.TrimPrefix(address+", "+c, ", ")
		}
	}
	return titleCase(trimQuotes(location)), titleCase(trimQuotes(address))
}

// cities returns the city mentions: "Kota: Bogor" lines and lines that are
// only "Kota Bogor".
func (a *announcement) cities() []string {
	var out []string
	for _, l := range a.lines {
		switch {
		case l.kind == kindCity:
			out = append(out, trimQuotes(l.value))
		case l.kind == kindNone && cityLineRe.MatchString(l.value) && len(strings.Fields(l.value)) <= 4:
			out = append(out, trimQuotes(l.value))
		}
	}
	return out
}

// cityName drops "Kota"/"Kab." from a city mention.
func cityName(c string) string {
	f := strings.Fields(c)
	if len(f) > 1 && cityLineRe.MatchString(c) {
		return strings.Join(f[1:], " ")
	}
	return c
}

// splitPlace splits a place value into the venue and what follows it.
func splitPlace(v string) (venue, rest string) {
	cut := len(v)
	for _, sep := range []string{",", " | ", " - ", " – ", "(", " / "} {
		if i := strings.Index(v, sep); i >= 0 && i < cut {
			cut = i
		}
	}
	if loc := addressWordRe.FindStringIndex(v); loc != nil && loc[0] < cut {
		cut = loc[0]
	}
	venue = trimQuotes(v[:cut])
	rest = strings.NewReplacer("(", "", ")", "").Replace(v[cut:])
	return venue, trimQuotes(upToStop(trimQuotes(rest)))
}

// placeIn finds a capitalised venue in running text: "… di Masjid Al-Ikhlas,
// Jl. …" gives "Masjid Al-Ikhlas" and what follows it on the line.
func placeIn(s string) (venue, rest string, ok bool) {
	for _, m := range placeWordRe.FindAllStringIndex(s, -1) {
		if !unicode.IsUpper(rune(s[m[0]])) {
			continue // "masjid kita" in a sentence is no venue
		}
		venue, rest = splitPlace(s[m[0]:])
		venue = upToStop(venue)
		if len(strings.Fields(venue)) < 2 {
			continue
		}
		return venue, rest, true
	}
	return "", "", false
}

// addressAt reads an address from the start of s to its end or a stop word.
func addressAt(s string) string {
	cut := len(s)
	for _, sep := range []string{" | ", "(", " - "} {
		if i := strings.Index(s, sep); i >= 0 && i < cut {
			cut = i
		}
	}
	return trimQuotes(upToStop(s[:cut]))
}

// upToStop cuts running text at the first stop word or sentence end.
func upToStop(s string) string {
	toks := strings.Fields(s)
	var kept []string
	for _, t := range toks {
		if placeStops[lower(strings.Trim(t, ",."))] {
			break
		}
		kept = append(kept, t)
		word := strings.TrimSuffix(t, ".")
		if word != t && len([]rune(word)) > 3 && !strings.Contains(word, ".") && !addressAbbrev[lower(word)] {
			kept[len(kept)-1] = word
			break // "… Sleman. Terbuka untuk umum"
		}
	}
	return strings.Join(kept, " ")
}

// onlineCue reports whether the text says the session is online.
func (a *announcement) onlineCue() bool {
	return onlineCueRe.MatchString(a.joined())
}
