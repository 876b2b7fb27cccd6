package accounts

import (
	"strings"
	"unicode/utf8"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Messages of the sign-up form (spec §5 and §8).
const (
	msgNameRequired = "Nama harus diisi"
	msgNameLong     = "Nama maksimal 100 karakter"
)

// CheckSignUp is what is wrong with a sign-up, by field, with the spec's
// messages; empty when nothing is. The form checks it before anything is
// counted, and SignUp refuses what it finds.
func CheckSignUp(in SignUp) map[string]string {
	problems := map[string]string{}
	switch name := strings.TrimSpace(in.FullName); {
	case name == "":
		problems["full_name"] = msgNameRequired
	case utf8.RuneCountInString(name) > kajian.MaxNameLen:
		problems["full_name"] = msgNameLong
	}
	if msg := kajian.CheckEmail(in.Email); msg != "" {
		problems["email"] = msg
	}
	if msg := kajian.CheckNewPassword(in.Password, in.Email); msg != "" {
		problems["password"] = msg
	}
	if msg := kajian.CheckPhone(in.Phone); msg != "" {
		problems["phone"] = msg
	}
	return problems
}
