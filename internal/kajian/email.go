package kajian

import (
	"net/mail"
	"strings"
)

// MaxEmailLen is the longest address accepted anywhere (RFC 5321's path limit).
const MaxEmailLen = 254

// MsgEmailRequired answers a form sent without an address.
const MsgEmailRequired = "Email harus diisi"

// ValidEmail reports whether s is one plain e-mail address (no display
// name) whose domain has a dot, at most MaxEmailLen bytes long.
func ValidEmail(s string) bool {
	if len(s) > MaxEmailLen {
		return false // before parsing: a megabyte-long "address" costs nothing
	}
	a, err := mail.ParseAddress(s)
	return err == nil && a.Address == s && strings.Contains(s[strings.LastIndexByte(s, '@'):], ".")
}

// CheckEmail says why an address typed into a form (surrounding spaces
// allowed) is not one, or "" when it is: the rule of sign-up and sign-in
// alike, checked before the address is counted, looked up or logged.
func CheckEmail(s string) string {
	switch s = strings.TrimSpace(s); {
	case s == "":
		return MsgEmailRequired
	case !ValidEmail(s):
		return MsgEmailInvalid
	}
	return ""
}
