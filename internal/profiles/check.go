package profiles

import (
	"strings"
	"unicode/utf8"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Check is what is wrong with a user's own name and phone, by field, with the
// spec's messages; empty when nothing is. The form checks it first, and Create
// and Update refuse what it finds.
func Check(u kajian.ProfileUpdate) map[string]string {
	problems := map[string]string{}
	switch name := strings.TrimSpace(u.FullName); {
	case name == "":
		problems["full_name"] = "Nama lengkap harus diisi"
	case utf8.RuneCountInString(name) > kajian.MaxNameLen:
		problems["full_name"] = "Nama lengkap maksimal 100 karakter"
	}
	if msg := kajian.CheckPhone(u.Phone); msg != "" {
		problems["phone"] = msg
	}
	return problems
}
