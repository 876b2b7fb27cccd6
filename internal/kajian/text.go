package kajian

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// CleanText trims s and removes what no one types on purpose but can
// disguise text: control characters (C0 and C1) other than line breaks and
// tabs, the bidirectional overrides, embeddings and isolates that can make
// text display in another order than it is stored, and the Unicode line and
// paragraph separators (U+2028, U+2029), which break a line where a title
// has none and end a line of script in older JavaScript. It is the one
// cleaning of every text a user writes: session fields, names, notes, tags,
// follows, keys.
func CleanText(s string) string {
	clean := strings.Map(func(r rune) rune {
		switch {
		case r == '\n' || r == '\t':
			return r
		case unicode.IsControl(r): // '\r' too: line breaks are kept as '\n' alone
			return -1
		case r >= '\u202A' && r <= '\u202E', r >= '\u2066' && r <= '\u2069', r == '\u200E', r == '\u200F', r == '\u061C':
			return -1
		case r == '\u2028', r == '\u2029':
			return -1
		}
		return r
	}, s)
	return strings.TrimSpace(clean)
}

// ValidText reports whether s can be stored and compared as text at all:
// valid UTF-8 without NUL, which PostgreSQL refuses in any text value.
// Requests are checked with it where they come in, so both databases answer
// alike (ErrInvalidText) instead of one of them failing.
func ValidText(s string) bool { return utf8.ValidString(s) && !strings.ContainsRune(s, 0) }

// ErrInvalidText refuses a request whose address, parameters or data are not
// valid text (ValidText).
var ErrInvalidText = Errorf(KindInvalid, "invalid_text", "Permintaan berisi karakter yang tidak valid")
