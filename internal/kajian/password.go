package kajian

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Account rules and messages (spec §5 and §8).
const (
	MinPasswordLen = 8   // a 6- or 7-character password falls to guessing spread over many addresses
	MaxPasswordLen = 256 // bytes: what hashing takes
	MaxNameLen     = 100
	MaxPhoneLen    = 20

	MsgEmailInvalid     = "Format email tidak valid"
	MsgPasswordRequired = "Password harus diisi"
	MsgPasswordShort    = "Password minimal 8 karakter"
	MsgPasswordLong     = "Password terlalu panjang"
	MsgPhoneInvalid     = "Nomor WhatsApp tidak valid"
)

// CheckNewPassword says why a password being chosen must not be used, or ""
// when it may. email, when known, is the account's address, which the
// password must not be.
func CheckNewPassword(pw, email string) string {
	switch n := utf8.RuneCountInString(pw); {
	case n == 0:
		return MsgPasswordRequired
	case n < MinPasswordLen:
		return MsgPasswordShort
	case len(pw) > MaxPasswordLen:
		return MsgPasswordLong
	}
	return WeakPassword(pw, email)
}

// CheckPhone says why an optional WhatsApp number is not one, or "" when it
// is (or is empty): digits with the usual separators and at most one leading
// +, at least 8 digits.
func CheckPhone(phone string) string {
	phone = strings.TrimSpace(phone)
	if phone == "" {
		return ""
	}
	digits := 0
	for i, r := range phone {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == '+' && i == 0, r == ' ', r == '-', r == '.', r == '(', r == ')':
		default:
			return MsgPhoneInvalid
		}
	}
	if digits < 8 || len(phone) > MaxPhoneLen {
		return MsgPhoneInvalid
	}
	return ""
}

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
