package accounts

import (
	"context"
	"errors"
	"net/url"
	"strings"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/store"
)

// Sign-in errors. The same message answers an unknown address and a wrong
// password, so the form does not reveal which accounts exist.
var (
	ErrBadCredentials = kajian.Errorf(kajian.KindUnauthorized, "invalid_credentials", "Email atau password salah")
	ErrNotVerified    = kajian.Errorf(kajian.KindForbidden, "email_not_verified", "Email Anda belum diverifikasi. Silakan cek kotak masuk email Anda atau kirim ulang email verifikasi.")
)

// dummyHash is checked against when no account matches, so a sign-in costs
// the same time whether or not the address is registered.
var dummyHash = func() string {
	h, err := auth.HashPassword("kajian-kita-no-such-account")
	if err != nil {
		panic(err)
	}
	return h
}()

// SignIn checks an e-mail address and password from client (the address
// rate limits count it by); the caller then starts the session and keeps
// the answer's DeviceToken in the browser. device is the token the browser
// kept from before, if any. A client that has guessed wrong too often for
// the address, or any client without the owner's device token once the
// address has had too many wrong guesses, is refused before the password is
// checked, and every wrong password is counted. An address that is not one
// (kajian.CheckEmail) is refused before it is counted or looked up.
func (s *Service) SignIn(ctx context.Context, email, password, client, device string) (SignedIn, error) {
	if msg := kajian.CheckEmail(email); msg != "" {
		return SignedIn{}, kajian.Invalid("email", msg)
	}
	email = kajian.NormalizeEmail(email)
	if err := s.lockedOut(ctx, email, client, device); err != nil {
		return SignedIn{}, err
	}
	in, err := s.checkPassword(ctx, email, password)
	if errors.Is(err, ErrBadCredentials) {
		if err := s.guessedWrong(ctx, email, client); err != nil {
			return SignedIn{}, err
		}
	}
	if err == nil {
		in.DeviceToken = DeviceToken(in.User.PasswordHash)
	}
	return in, err
}

// checkPassword signs in with an e-mail address and password.
func (s *Service) checkPassword(ctx context.Context, email, password string) (SignedIn, error) {
	u, err := s.store.FindUserByEmail(ctx, email)
	if errors.Is(err, kajian.ErrNotFound) || (err == nil && u.PasswordHash == "") {
		// Spend the same time as a real check so timing does not reveal accounts.
		_, _ = auth.VerifyPassword(dummyHash, password)
		return SignedIn{}, ErrBadCredentials
	}
	if err != nil {
		return SignedIn{}, err
	}
	match, err := auth.VerifyPassword(u.PasswordHash, password)
	if err != nil {
		return SignedIn{}, err
	}
	if !match {
		return SignedIn{}, ErrBadCredentials
	}
	if !u.Verified() {
		return SignedIn{}, ErrNotVerified
	}
	return s.signedIn(ctx, u)
}

// ForgotPassword e-mails a password-reset link valid for an hour. The outcome
// is the same whether or not the address is registered, and as fast: the
// e-mail is sent in the background.
func (s *Service) ForgotPassword(ctx context.Context, email string) error {
	u, err := s.store.FindUserByEmail(ctx, kajian.NormalizeEmail(email))
	if errors.Is(err, kajian.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	token, hash := auth.NewToken()
	if err := s.store.CreateEmailToken(ctx, u.ID, store.PurposeResetPassword, hash, s.clock.Now().Add(auth.ResetPasswordTTL)); err != nil {
		return err
	}
	m := mail.ResetPassword(s.nameOf(ctx, u.ID), s.link("/reset-password", url.Values{"token": {token}}))
	m.To = u.Email
	s.mail.Send(ctx, "reset_password", m)
	return nil
}

// CheckResetToken tells the reset page whether its link still works, so an
// expired link shows as such before a new password is typed.
func (s *Service) CheckResetToken(ctx context.Context, token string) error {
	token = strings.TrimSpace(token)
	if token == "" {
		return ErrTokenMissing
	}
	return s.store.CheckEmailToken(ctx, store.PurposeResetPassword, auth.HashToken(token))
}

// ResetPassword sets a new password with a reset link and ends every session
// of the user. It returns the user's id and a DeviceToken for the browser
// that reset it: the owner proved the address, so that browser signs in even
// while the address is locked against guessing. A password that may not be
// chosen is refused (kajian.CheckNewPassword) and leaves the link usable.
func (s *Service) ResetPassword(ctx context.Context, token, password string) (userID, device string, err error) {
	token = strings.TrimSpace(token)
	if token == "" {
		return "", "", ErrTokenMissing
	}
	if msg := kajian.CheckNewPassword(password, ""); msg != "" {
		return "", "", kajian.InvalidFields(map[string]string{"password": msg})
	}
	// Hash before using up the link, so a failure here leaves it usable.
	hash, err := auth.HashPassword(password)
	if err != nil {
		return "", "", err
	}
	userID, err = s.store.ConsumeEmailToken(ctx, store.PurposeResetPassword, auth.HashToken(token))
	if err != nil {
		return "", "", err
	}
	if err := s.store.ResetPassword(ctx, userID, hash); err != nil {
		return "", "", err
	}
	return userID, DeviceToken(hash), nil
}
