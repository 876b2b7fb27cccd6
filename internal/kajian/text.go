package kajian

import (
	"strings"
	"unicode"
)

// CleanText trims s and removes what no one types on purpose but can
// disguise text: control characters (C0 and C1) other than line breaks and
// tabs, and the bidirectional overrides, embeddings and isolates that can
// make text display in another order than it is stored.
func CleanText(s string) string {
	clean := strings.Map(func(r rune) rune {
		switch {
		case r == '\n' || r == '\t':
			return r
		case unicode.IsControl(r): // '\r' too: line breaks are kept as '\n' alone
			return -1
		case r >= '\u202A' && r <= '\u202E', r >= '\u2066' && r <= '\u2069', r == '\u200E', r == '\u200F', r == '\u061C':
			return -1
		}
		return r
	}, s)
	return strings.TrimSpace(clean)
}
