package kajian

import (
	"strings"
)

// Audience is who a session is for, as announcements say it ('Khusus Akhwat', 'terbuka untuk
// umum, ikhwan & akhwat'): one or more groups. The zero Audience is AudienceUmum.
type Audience uint8

const (
	AudienceUmum Audience = 1 << iota
	AudienceIkhwan
	AudienceAkhwat
	AudienceAnak
	AudienceKeluarga
)

// audienceGroups are the groups in their order, with their keys and labels.
var audienceGroups = [...]struct {
	a          Audience
	key, label string
}{
	{AudienceUmum, "umum", "Umum"},
	{AudienceIkhwan, "ikhwan", "Ikhwan"},
	{AudienceAkhwat, "akhwat", "Akhwat"},
	{AudienceAnak, "anak-anak", "Anak-anak"},
	{AudienceKeluarga, "keluarga", "Keluarga"},
}

// MsgBadAudience refuses an unknown audience group.
const MsgBadAudience = "Peserta tidak valid: pilih Umum, Ikhwan, Akhwat, Anak-anak atau Keluarga"

// ParseAudience reads group keys ("ikhwan", "akhwat"); none is AudienceUmum.
func ParseAudience(keys []string) (Audience, bool) {
	var a Audience
	for _, k := range keys {
		g, ok := ParseAudienceGroup(k)
		if !ok {
			return 0, false
		}
		a |= g
	}
	return a.orUmum(), true
}

// ParseAudienceGroup reads one group's key.
func ParseAudienceGroup(key string) (Audience, bool) {
	key = strings.ToLower(strings.TrimSpace(key))
	for _, g := range audienceGroups {
		if g.key == key {
			return g.a, true
		}
	}
	return 0, false
}

// ParseAudienceText reads the stored form, keys joined by commas; anything unknown is umum.
func ParseAudienceText(s string) Audience {
	a, ok := ParseAudience(strings.Split(s, ","))
	if !ok || s == "" {
		return AudienceUmum
	}
	return a
}

func (a Audience) orUmum() Audience {
	if a == 0 {
		return AudienceUmum
	}
	return a
}

// Keys are a's groups' keys in order.
func (a Audience) Keys() []string {
	a = a.orUmum()
	var keys []string
	for _, g := range audienceGroups {
		if a&g.a != 0 {
			keys = append(keys, g.key)
		}
	}
	return keys
}

// String is the stored form: keys joined by commas.
func (a Audience) String() string { return strings.Join(a.Keys(), ",") }

// For reports whether a session for a is meant for group g: for umum, whether it is open to
// everyone; for another group, whether it names g and is not open to everyone ('Khusus
// Akhwat' lists those for akhwat).
func (a Audience) For(g Audience) bool {
	a = a.orUmum()
	if g == AudienceUmum {
		return a&AudienceUmum != 0
	}
	return a&g != 0 && a&AudienceUmum == 0
}

// Label is what cards and pages say: "" for a session open to everyone (umum, whoever else it
// names), "Khusus Akhwat" for one group, "Ikhwan & Akhwat" for several.
func (a Audience) Label() string {
	a = a.orUmum()
	if a&AudienceUmum != 0 {
		return ""
	}
	var labels []string
	for _, g := range audienceGroups {
		if a&g.a != 0 {
			labels = append(labels, g.label)
		}
	}
	if len(labels) == 1 {
		return "Khusus " + labels[0]
	}
	return strings.Join(labels[:len(labels)-1], ", ") + " & " + labels[len(labels)-1]
}
