package kajian

import "strings"

// WhatsAppNumber normalises an Indonesian phone number for wa.me links: strip
// every non-digit; a leading 08 becomes 628, a leading 628 is kept and a
// leading 8 gets 62 in front. Other numbers are returned as digits only.
func WhatsAppNumber(phone string) string {
	var b strings.Builder
	for _, r := range phone {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	d := b.String()
	switch {
	case strings.HasPrefix(d, "08"):
		return "62" + d[1:]
	case strings.HasPrefix(d, "628"):
		return d
	case strings.HasPrefix(d, "8"):
		return "62" + d
	}
	return d
}
