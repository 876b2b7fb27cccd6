package kajian

import "strings"

// NormalizeEmail trims and lowercases an e-mail address: addresses are unique
// without regard to case.
func NormalizeEmail(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// Errors of e-mailed links. Both mean the link cannot be used any more; the
// code tells an expired link from one that never existed or was used.
var (
	ErrTokenExpired = Errorf(KindInvalid, "token_expired", "Link sudah kedaluwarsa. Silakan minta link baru.")
	ErrTokenInvalid = Errorf(KindInvalid, "token_invalid", "Link tidak valid atau sudah digunakan. Silakan minta link baru.")
)

// ErrOAuthStateInvalid is returned for a callback whose state is unknown,
// already used or expired.
var ErrOAuthStateInvalid = Errorf(KindInvalid, "oauth_state_invalid",
	"Sesi masuk dengan Google sudah kedaluwarsa. Silakan coba lagi.")

// ErrEmailTaken is returned when an account with the e-mail address exists.
var ErrEmailTaken = Errorf(KindConflict, "email_taken", "Email sudah terdaftar. Silakan masuk.")

// ErrProfileExists is returned when creating a profile for a user who has one.
var ErrProfileExists = Errorf(KindConflict, "profile_exists", "Profil sudah ada")
