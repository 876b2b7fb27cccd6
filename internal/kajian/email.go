package kajian

import (
	"net/mail"
	"strings"
)

// ValidEmail reports whether s is one plain e-mail address (no display
// name) whose domain has a dot, at most 254 bytes long.
func ValidEmail(s string) bool {
	a, err := mail.ParseAddress(s)
	return err == nil && a.Address == s && len(s) <= 254 && strings.Contains(s[strings.LastIndexByte(s, '@'):], ".")
}
