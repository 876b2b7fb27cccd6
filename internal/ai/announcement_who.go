package ai

import (
	"regexp"
	"strings"
)

// speakers reads the speakers: from speaker lines (label or 🎙️) first, else
// from titles such as "Ustadz" anywhere outside contact, moderator, title and
// address lines, so "CP: Ustadz Hasan" and "Jl. KH. Ahmad Dahlan" do not
// become speakers. Names keep their titles and degrees as written; Arabic
// blessings after them ("hafizhahullah") are dropped; duplicates are merged.
func (a *announcement) speakers() []string {
	var names []string
	for _, l := range a.pick(kindSpeaker) {
		names = append(names, splitSpeakerNames(l.value)...)
	}
	if len(names) == 0 {
		for _, l := range a.except(kindContact, kindModerator, kindTitle, kindAddress, kindLive, kindOther, kindDesc) {
			if l.kind == kindPlace && !honorificRe.MatchString(l.value) {
				continue
			}
			names = append(names, speakersIn(l.value)...)
		}
	}
	seen := map[string]bool{}
	var out []string
	for _, n := range names {
		n = titleCaseName(n)
		k := speakerKey(n)
		if k == "" || seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, n)
	}
	return out
}

// titleCaseName title-cases a shouted name up to its degrees, which keep
// their capitals ("USTADZ ADI HIDAYAT, LC., MA" → "Ustadz Adi Hidayat, LC., MA").
func titleCaseName(n string) string {
	name, degrees, found := strings.Cut(n, ",")
	if !shouting(name) {
		return n
	}
	name = titleCase(name)
	if found {
		return name + "," + degrees
	}
	return name
}

var (
	phoneRe         = regexp.MustCompile(`\+?\d[\d \-.()]{7,}\d`)
	waLinkRe        = regexp.MustCompile(`(?i)wa\.me/(\+?\d{9,15})`)
	contactInlineRe = regexp.MustCompile(`(?i)\b(?:cp|info|informasi|narahubung|hubungi|kontak|contact|konfirmasi|pendaftaran|whatsapp|wa|hp|telp)\b`)
	contactNoiseRe  = regexp.MustCompile(`(?i)\b(?:wa|whatsapp|hp|telp|tlp|telepon|via|hubungi|call|sms|chat|a\.?n|atas nama|no|nomor|cp|info|kontak|contact|person|pendaftaran|konfirmasi|narahubung)\b\.?`)
)

// contact reads the contact person and phone: from contact lines (label or
// 📞) first, then from any line where a contact word precedes a number, and
// wa.me links. The person is the name written next to the number.
func (a *announcement) contact() (person, phone string) {
	try := func(v string) bool {
		p, ph := contactIn(v)
		if ph == "" {
			return false
		}
		person, phone = p, ph
		return true
	}
	pending := "" // a name on its own line above the number
	for _, l := range a.pick(kindContact) {
		if try(l.value) {
			if person == "" && pending != "" {
				person = pending
			}
			return person, phone
		}
		if l.carried && !urlRe.MatchString(l.value) && len(strings.Fields(l.value)) <= 4 {
			pending = titleCase(trimQuotes(l.value))
		}
	}
	for _, l := range a.except(kindContact, kindOther, kindLive) {
		if loc := contactInlineRe.FindStringIndex(l.value); loc != nil && try(l.value[loc[0]:]) {
			return person, phone
		}
	}
	for _, l := range a.lines {
		if m := waLinkRe.FindStringSubmatch(l.value); m != nil {
			return "", m[1]
		}
	}
	return "", ""
}

// contactIn reads "Akh Hasan 0812-3456-7890" or "0812… (Akh Hasan)" from v.
func contactIn(v string) (person, phone string) {
	if m := waLinkRe.FindStringSubmatchIndex(v); m != nil {
		phone = v[m[2]:m[3]]
		before, after := v[:m[0]], v[m[1]:]
		return personNear(before, after), phone
	}
	v = urlRe.ReplaceAllString(v, " ")
	for _, m := range phoneRe.FindAllStringIndex(v, -1) {
		raw := v[m[0]:m[1]]
		if n := len(NormalizePhone(raw)); n < MinPhoneLength || n > 16 {
			continue
		}
		return personNear(v[:m[0]], v[m[1]:]), NormalizePhone(raw)
	}
	return "", ""
}

// personNear picks the name written before a number, else after it, within
// the same entry of a list separated by "/" or ",".
func personNear(before, after string) string {
	if i := strings.LastIndexAny(before, "/,;|"); i >= 0 {
		before = before[i+1:]
	}
	if i := strings.IndexAny(after, "/,;|"); i >= 0 {
		after = after[:i]
	}
	for _, s := range []string{before, after} {
		s = contactNoiseRe.ReplaceAllString(s, " ")
		s = strings.NewReplacer("(", " ", ")", " ", ":", " ", "&", " ", "=", " ").Replace(s)
		s = trimQuotes(collapseSpace(s))
		if s != "" && len(strings.Fields(s)) <= 5 && strings.IndexFunc(s, func(r rune) bool { return r >= '0' && r <= '9' }) < 0 {
			return titleCase(s)
		}
	}
	return ""
}
