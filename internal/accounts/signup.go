package accounts

import (
	"context"
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
	ErrResendFailed = kajian.Errorf(kajian.KindUnavailable, "mail_failed", "Gagal mengirim ulang email verifikasi")
	ErrTokenMissing = kajian.Errorf(kajian.KindInvalid, "token_invalid", "Link tidak valid atau sudah digunakan. Silakan minta link baru.")
)

// SignUp is what the sign-up form sends, already checked for its shape.
type SignUp struct {
	FullName, Email, Password, Phone string
}

// SignUp registers an account and sends the verification e-mail. An address
// that is taken gets no second account and the same outcome, so the form
// reveals nothing about who is registered. A verified address is left alone;
// an unverified one takes the new sign-up's password, name and phone, with a
// fresh link that ends the earlier ones: whoever signed up first never proved
// the address is theirs, and must not keep a password on the account its
// owner confirms. The e-mail is sent in the background, so neither the answer
// nor its timing depends on the address.
func (s *Service) SignUp(ctx context.Context, in SignUp) error {
	email := store.NormalizeEmail(in.Email)
	// Hash in every case, so a taken address answers in the same time.
	hash, err := auth.HashPassword(in.Password)
	if err != nil {
		return err
	}
	name := strings.TrimSpace(in.FullName)
	nu := store.NewUser{Email: email, PasswordHash: hash, FullName: in.FullName, Phone: in.Phone}
	u, _, err := s.store.CreateUser(ctx, nu)
	if err == nil {
		token, tokenHash := auth.NewToken()
		if err := s.store.CreateEmailToken(ctx, u.ID, store.PurposeVerifyEmail, tokenHash, s.clock.Now().Add(auth.VerifyEmailTTL)); err != nil {
			return err
		}
		s.mail.Send(ctx, "verify_email", s.verificationMail(u.Email, name, token))
		return nil
	}
	if !errors.Is(err, store.ErrEmailTaken) {
		return err
	}
	u, err = s.store.FindUserByEmail(ctx, email)
	if err != nil {
		return err
	}
	if u.Verified() {
		slog.InfoContext(ctx, "sign-up with a registered address")
		return nil
	}
	token, tokenHash := auth.NewToken()
	err = s.store.RenewSignUp(ctx, u.ID, nu, tokenHash, s.clock.Now().Add(auth.VerifyEmailTTL))
	if errors.Is(err, kajian.ErrNotFound) { // confirmed in the meantime
		return nil
	}
	if err != nil {
		return err
	}
	s.mail.Send(ctx, "verify_email", s.verificationMail(u.Email, name, token))
	return nil
}

// verificationMail is the e-mail with the verification link of token.
func (s *Service) verificationMail(email, name, token string) mail.Message {
	m := mail.VerifyEmail(name, s.link("/verify-email", url.Values{"email": {email}, "token": {token}}))
	m.To = email
	return m
}

// Verified is an account whose address was just confirmed, and when.
type Verified struct {
	SignedIn
	ConfirmedAt time.Time
}

// VerifyEmail uses a verification link: it marks the address confirmed. The
// caller then signs the user in. An expired link is token_expired, an unknown
// or used one token_invalid.
func (s *Service) VerifyEmail(ctx context.Context, token string) (Verified, error) {
	token = strings.TrimSpace(token)
	if token == "" {
		return Verified{}, ErrTokenMissing
	}
	userID, err := s.store.ConsumeEmailToken(ctx, store.PurposeVerifyEmail, auth.HashToken(token))
	if err != nil {
		return Verified{}, err
	}
	if err := s.store.MarkEmailVerified(ctx, userID, s.clock.Now()); err != nil {
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

// ResendVerification sends a new verification link, which ends the earlier
// ones, to an unverified account. Unknown and verified addresses get the same
// outcome and no e-mail. The send is awaited so that a failure can be
// answered ('Gagal mengirim ulang email verifikasi').
func (s *Service) ResendVerification(ctx context.Context, email string) error {
	u, err := s.store.FindUserByEmail(ctx, store.NormalizeEmail(email))
	switch {
	case errors.Is(err, kajian.ErrNotFound):
		return nil
	case err != nil:
		return err
	case u.Verified():
		return nil
	}
	token, hash := auth.NewToken()
	if err := s.store.CreateEmailToken(ctx, u.ID, store.PurposeVerifyEmail, hash, s.clock.Now().Add(auth.VerifyEmailTTL)); err != nil {
		return err
	}
	if err := s.mail.SendNow(ctx, s.verificationMail(u.Email, s.nameOf(ctx, u.ID), token)); err != nil {
		return ErrResendFailed.Wrap(err)
	}
	return nil
}
