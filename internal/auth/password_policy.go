package auth

import (
	_ "embed"
	"strings"
	"unicode"
)

//go:embed common-passwords.txt
var commonPasswordsFile string

// commonPasswords are the passwords refused for being the first ones an
// attacker tries.
var commonPasswords = func() map[string]bool {
	m := map[string]bool{}
	for _, line := range strings.Split(commonPasswordsFile, "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			m[line] = true
		}
	}
	return m
}()

// The refusals of WeakPassword.
const (
	MsgPasswordBlank   = "Password tidak boleh hanya berisi spasi"
	MsgPasswordControl = "Password mengandung karakter yang tidak diizinkan"
	MsgPasswordIsEmail = "Password tidak boleh sama dengan email"
	MsgPasswordTooEasy = "Password terlalu mudah ditebak. Gunakan kombinasi lain."
)

// WeakPassword says why a new password (of an allowed length) must not be
// used, or "" when it may: nothing but spaces, control characters, the
// account's own e-mail address (or its name part), or one of the most common
// passwords.
func WeakPassword(pw, email string) string {
	switch {
	case strings.TrimSpace(pw) == "":
		return MsgPasswordBlank
	case strings.IndexFunc(pw, unicode.IsControl) >= 0:
		return MsgPasswordControl
	}
	lower := strings.ToLower(strings.TrimSpace(pw))
	email = strings.ToLower(strings.TrimSpace(email))
	if local, _, ok := strings.Cut(email, "@"); email != "" && (lower == email || (ok && lower == local)) {
		return MsgPasswordIsEmail
	}
	if commonPasswords[lower] {
		return MsgPasswordTooEasy
	}
	return ""
}
