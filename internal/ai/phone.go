package ai

import (
	"regexp"
	"strings"
)

// MinPhoneLength is the fewest characters a phone number from AI may have
// (content-side §9).
const MinPhoneLength = 10

var phoneSplitRe = regexp.MustCompile(`(?i)[/,;|\n]|\s(?:atau|or|dan|and)\s`)

// NormalizePhone strips a phone number to its digits and a leading "+", and
// keeps it only when at least MinPhoneLength characters remain. When s lists
// several numbers ("0812… / 0813…") the first one long enough is kept, because
// joining their digits would make a number nobody owns.
func NormalizePhone(s string) string {
	for _, part := range phoneSplitRe.Split(s, -1) {
		part = strings.TrimSpace(part)
		var b strings.Builder
		for i, r := range part {
			switch {
			case r >= '0' && r <= '9':
				b.WriteRune(r)
			case r == '+' && i == 0:
				b.WriteRune(r)
			}
		}
		if b.Len() >= MinPhoneLength {
			return b.String()
		}
	}
	return ""
}
