package accounts

import (
	"context"
	"crypto/subtle"
	"errors"
	"log/slog"
	"net/url"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/store"
)

// Errors of the e-mail flows.
var (
	ErrTokenMissing = kajian.Errorf(kajian.KindInvalid, "token_invalid", "Link tidak valid atau sudah digunakan. Silakan minta link baru.")
)

// SignUp is what the sign-up form sends (CheckSignUp says what is wrong with it).
type SignUp struct {
	FullName, Email, Password, Phone string
}

// SignUp registers an account and sends the verification e-mail; a sign-up
// CheckSignUp finds wrong is refused with its problems by field. An address
// that is taken gets no second account and the same outcome, so the form
// reveals nothing about who is registered. A verified address is left alone.
// An unverified one keeps its credentials: the new sign-up's password, name
// and phone wait with its own link, and the account takes them only when
// that link is used by someone who proves they chose them (VerifyEmail). So
// whoever signs up with someone else's address can never have their password
// on the account its owner confirms. The e-mail is sent in the background, so
// neither the answer nor its timing depends on the address.
//
// It returns the secret the signing-up browser keeps (in a cookie): with it,
// that browser verifies without typing the password again.
func (s *Service) SignUp(ctx context.Context, in SignUp) (browserSecret string, err error) {
	if problems := CheckSignUp(in); len(problems) > 0 {
		return "", kajian.InvalidFields(problems)
	}
	email := kajian.NormalizeEmail(in.Email)
	// Hash in every case, so a taken address answers in the same time.
	hash, err := auth.HashPassword(in.Password)
	if err != nil {
		return "", err
	}
	browserSecret, browserHash := auth.NewToken()
	in.FullName, in.Phone = kajian.CleanText(in.FullName), kajian.CleanText(in.Phone)
	pending := store.PendingSignUp{PasswordHash: hash, FullName: in.FullName, Phone: in.Phone, BrowserHash: browserHash}
	u, _, err := s.store.CreateUser(ctx, store.NewUser{Email: email, PasswordHash: hash, FullName: in.FullName, Phone: in.Phone})
	switch {
	case errors.Is(err, kajian.ErrEmailTaken):
		if u, err = s.store.FindUserByEmail(ctx, email); err != nil {
			return "", err
		}
		if u.Verified() {
			slog.InfoContext(ctx, "sign-up with a registered address")
			return browserSecret, nil
		}
	case err != nil:
		return "", err
	}
	token, tokenHash := auth.NewToken()
	err = s.store.CreateSignUpToken(ctx, u.ID, tokenHash, s.clock.Now().Add(auth.VerifyEmailTTL), pending)
	if errors.Is(err, kajian.ErrNotFound) { // confirmed in the meantime
		return browserSecret, nil
	}
	if err != nil {
		return "", err
	}
	s.mail.Send(ctx, "verify_email", s.verificationMail(u.Email, token))
	return browserSecret, nil
}

// verificationMail is the e-mail with the verification link of token. It
// names nobody: whoever signed up chose the name, and the address may not be
// theirs, so it must not carry their words to someone else's inbox.
func (s *Service) verificationMail(email, token string) mail.Message {
	m := mail.VerifyEmail("", s.link("/verify-email", url.Values{"email": {email}, "token": {token}}))
	m.To = email
	return m
}

// Verified is an account whose address was just confirmed, and when.
type Verified struct {
	SignedIn
	ConfirmedAt time.Time
}

// Errors of verifying with a password.
var (
	ErrPasswordNeeded = kajian.Errorf(kajian.KindInvalid, "password_required",
		"Masukkan password yang Anda buat saat mendaftar untuk mengaktifkan akun.")
	ErrPasswordMismatch = kajian.Errorf(kajian.KindInvalid, "password_mismatch",
		"Password tidak sesuai dengan pendaftaran ini. Gunakan password yang Anda buat saat mendaftar.")
)

// VerifyEmail uses a verification link. The link proves the address; the
// credentials it activates must be proved too, so a link only ever activates
// credentials its user chose: opened in the browser that signed up
// (browserSecret from its cookie), the sign-up's own; otherwise the password
// typed must be that sign-up's (which it activates) or the account's current
// one (which it keeps). Without either it is ErrPasswordNeeded, with a wrong
// one ErrPasswordMismatch, and the link stays usable. Using it confirms the
// address and ends every other pending sign-up and session of the account.
// The caller then signs the user in. An expired link is token_expired, an
// unknown or used one token_invalid.
func (s *Service) VerifyEmail(ctx context.Context, token, password, browserSecret string) (Verified, error) {
	token = strings.TrimSpace(token)
	if token == "" {
		return Verified{}, ErrTokenMissing
	}
	tokenHash := auth.HashToken(token)
	userID, pending, err := s.store.SignUpToken(ctx, tokenHash)
	if err != nil {
		return Verified{}, err
	}
	activate, err := s.provenCredentials(ctx, userID, pending, password, browserSecret)
	if err != nil {
		return Verified{}, err
	}
	if err := s.store.CompleteSignUp(ctx, tokenHash, activate); err != nil {
		return Verified{}, err
	}
	u, err := s.store.FindUserByID(ctx, userID)
	if err != nil {
		return Verified{}, err
	}
	in, err := s.signedIn(ctx, u)
	if err != nil {
		return Verified{}, err
	}
	return Verified{SignedIn: in, ConfirmedAt: *u.EmailVerifiedAt}, nil
}

// How many pending sign-ups a resent link looks at: a browser's secret is
// compared with all of them (the sign-up limit of 3 an hour per address
// keeps them under 100 in a link's 24 hours), a typed password with the
// newest few only, because each check is a password hash.
const (
	pendingLookup    = 100
	resentCandidates = 5
)

// provenCredentials decides which credentials a verification activates: a
// pending sign-up (non-nil) or the account's own (nil). A sign-up's link
// activates its own sign-up; a resent link, which has none, any pending
// sign-up of the account that the browser's secret or the password proves
// (the newest few, for the password).
func (s *Service) provenCredentials(ctx context.Context, userID string, pending store.PendingSignUp, password, browserSecret string) (*store.PendingSignUp, error) {
	candidates := []store.PendingSignUp{pending}
	if pending.PasswordHash == "" {
		var err error
		if candidates, err = s.store.PendingSignUps(ctx, userID, pendingLookup); err != nil {
			return nil, err
		}
	}
	if browserSecret != "" {
		secret := []byte(auth.HashToken(browserSecret))
		for i, c := range candidates {
			if c.BrowserHash != "" && subtle.ConstantTimeCompare(secret, []byte(c.BrowserHash)) == 1 {
				return &candidates[i], nil
			}
		}
	}
	if password == "" {
		return nil, ErrPasswordNeeded
	}
	for i, c := range candidates[:min(len(candidates), resentCandidates)] {
		if c.PasswordHash == "" {
			continue
		}
		if ok, err := auth.VerifyPassword(c.PasswordHash, password); err != nil {
			return nil, err
		} else if ok {
			return &candidates[i], nil
		}
	}
	u, err := s.store.FindUserByID(ctx, userID)
	if err != nil {
		return nil, err
	}
	if u.PasswordHash != "" {
		if ok, err := auth.VerifyPassword(u.PasswordHash, password); err != nil {
			return nil, err
		} else if ok {
			return nil, nil
		}
	}
	return nil, ErrPasswordMismatch
}

// ResendVerification sends a new verification link to an unverified
// account; it ends only the earlier resent links, never a sign-up's own. Unknown and verified addresses get the same
// outcome and no e-mail; the e-mail goes in the background, so neither the
// answer nor its timing tells a pending sign-up from any other address.
func (s *Service) ResendVerification(ctx context.Context, email string) error {
	u, err := s.store.FindUserByEmail(ctx, kajian.NormalizeEmail(email))
	switch {
	case errors.Is(err, kajian.ErrNotFound):
		return nil
	case err != nil:
		return err
	case u.Verified():
		return nil
	}
	token, hash := auth.NewToken()
	err = s.store.CreateSignUpToken(ctx, u.ID, hash, s.clock.Now().Add(auth.VerifyEmailTTL), store.PendingSignUp{})
	if errors.Is(err, kajian.ErrNotFound) { // confirmed in the meantime
		return nil
	}
	if err != nil {
		return err
	}
	s.mail.Send(ctx, "verify_email", s.verificationMail(u.Email, token))
	return nil
}
