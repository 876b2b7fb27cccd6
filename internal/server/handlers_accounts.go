package server

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"net/mail"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
	kmail "github.com/kajiankita/kajian/internal/mail"
	"github.com/kajiankita/kajian/internal/store"
)

// Account rules and messages (spec §5 and §8).
const (
	minPasswordLen = 6
	maxPasswordLen = 256
	maxNameLen     = 100
	maxPhoneLen    = 20

	msgNameRequired     = "Nama harus diisi"
	msgEmailRequired    = "Email harus diisi"
	msgEmailFirst       = "Masukkan email Anda terlebih dahulu"
	msgEmailInvalid     = "Format email tidak valid"
	msgPasswordRequired = "Password harus diisi"
	msgPasswordShort    = "Password minimal 6 karakter"
	msgPasswordLong     = "Password terlalu panjang"
	msgPasswordMismatch = "Password dan konfirmasi password tidak sama"
	msgPhoneInvalid     = "Nomor WhatsApp tidak valid"
)

// Errors of the e-mail flows. Resending a verification link sends while the
// user waits, and a transport failure is answered with the specification's
// message; sign-up and password reset send in the background (sendLater).
var (
	errResendFailed = kajian.Errorf(kajian.KindUnavailable, "mail_failed", "Gagal mengirim ulang email verifikasi")
	errTokenMissing = kajian.Errorf(kajian.KindInvalid, "token_invalid", "Link tidak valid atau sudah digunakan. Silakan minta link baru.")
)

// mailTimeout bounds sending one e-mail in the background.
const mailTimeout = 30 * time.Second

// sendLater sends m in the background, with its own deadline rather than the
// request's, and logs a failure. A request whose answer must not tell whether
// an account has the address uses it: the e-mail goes only to registered
// addresses, so sending it while the client waits would make their answers
// slower, and a failed send would answer differently. Whatever the e-mail
// needs (its token) is written before.
func (s *Server) sendLater(r *http.Request, kind string, m kmail.Message) {
	ctx := context.WithoutCancel(r.Context())
	id := requestID(r.Context())
	s.goBackground(func() {
		ctx, cancel := context.WithTimeout(ctx, mailTimeout)
		defer cancel()
		if err := s.mailer.Send(ctx, m); err != nil {
			slog.ErrorContext(ctx, "sending e-mail failed", "mail", kind, "request_id", id, "err", err)
		}
	})
}

// checkEmail validates an e-mail address field: required, and one plain address.
func checkEmail(problems map[string]string, email, required string) {
	email = strings.TrimSpace(email)
	if email == "" {
		problems["email"] = required
		return
	}
	a, err := mail.ParseAddress(email)
	if err != nil || a.Address != email || len(email) > 254 || !strings.Contains(email[strings.LastIndexByte(email, '@'):], ".") {
		problems["email"] = msgEmailInvalid
	}
}

// checkNewPassword validates a password being chosen.
func checkNewPassword(problems map[string]string, field, pw string) {
	switch n := utf8.RuneCountInString(pw); {
	case n == 0:
		problems[field] = msgPasswordRequired
	case n < minPasswordLen:
		problems[field] = msgPasswordShort
	case len(pw) > maxPasswordLen:
		problems[field] = msgPasswordLong
	}
}

// checkPhone validates an optional WhatsApp number: digits with the usual
// separators and at most one leading +.
func checkPhone(problems map[string]string, phone string) {
	phone = strings.TrimSpace(phone)
	if phone == "" {
		return
	}
	digits := 0
	for i, r := range phone {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == '+' && i == 0, r == ' ', r == '-', r == '.', r == '(', r == ')':
		default:
			problems["phone"] = msgPhoneInvalid
			return
		}
	}
	if digits < 8 || len(phone) > maxPhoneLen {
		problems["phone"] = msgPhoneInvalid
	}
}

type signUpRequest struct {
	FullName string `json:"full_name"`
	Email    string `json:"email"`
	Password string `json:"password"`
	Phone    string `json:"phone"`
}

func (q signUpRequest) Valid() map[string]string {
	problems := map[string]string{}
	switch name := strings.TrimSpace(q.FullName); {
	case name == "":
		problems["full_name"] = msgNameRequired
	case utf8.RuneCountInString(name) > maxNameLen:
		problems["full_name"] = "Nama maksimal 100 karakter"
	}
	checkEmail(problems, q.Email, msgEmailRequired)
	checkNewPassword(problems, "password", q.Password)
	checkPhone(problems, q.Phone)
	return problems
}

// emailSent is the answer of every request that may send an e-mail: the same
// whether or not an account has the address.
type emailSent struct {
	OK    bool   `json:"ok"`
	Email string `json:"email"`
}

// handleSignUp registers an account and sends the verification e-mail. An
// address that is taken gets no second account and the same answer, so the
// form reveals nothing about who is registered. A verified address is left
// alone; an unverified one takes the new sign-up's password, name and phone,
// with a fresh link that ends the earlier ones: whoever signed up first never
// proved the address is theirs, and must not keep a password on the account
// its owner confirms. The e-mail is sent in the background, so neither the
// answer nor its timing depends on the address; it starts the address's
// resend cooldown as a resend would.
func (s *Server) handleSignUp() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[signUpRequest](r)
		if err != nil {
			return err
		}
		if err := s.allow(w, r, limitSignUp, q.Email); err != nil {
			return err
		}
		email := store.NormalizeEmail(q.Email)
		s.startResendCooldown(email)
		// Hash in every case, so a taken address answers in the same time.
		hash, err := auth.HashPassword(q.Password)
		if err != nil {
			return err
		}
		nu := store.NewUser{Email: email, PasswordHash: hash, FullName: q.FullName, Phone: q.Phone}
		u, _, err := s.store.CreateUser(r.Context(), nu)
		if errors.Is(err, store.ErrEmailTaken) {
			u, err = s.store.FindUserByEmail(r.Context(), email)
			if err != nil {
				return err
			}
			if u.Verified() {
				slog.InfoContext(r.Context(), "sign-up with a registered address", "request_id", requestID(r.Context()))
				return encode(w, http.StatusOK, emailSent{OK: true, Email: email})
			}
			token, tokenHash := auth.NewToken()
			err = s.store.RenewSignUp(r.Context(), u.ID, nu, tokenHash, s.clock.Now().Add(auth.VerifyEmailTTL))
			if errors.Is(err, kajian.ErrNotFound) { // confirmed in the meantime
				return encode(w, http.StatusOK, emailSent{OK: true, Email: email})
			}
			if err != nil {
				return err
			}
			s.sendLater(r, "verify_email", s.verificationMail(u.Email, strings.TrimSpace(q.FullName), token))
			return encode(w, http.StatusOK, emailSent{OK: true, Email: email})
		} else if err != nil {
			return err
		}
		token, tokenHash := auth.NewToken()
		if err := s.store.CreateEmailToken(r.Context(), u.ID, store.PurposeVerifyEmail, tokenHash, s.clock.Now().Add(auth.VerifyEmailTTL)); err != nil {
			return err
		}
		s.sendLater(r, "verify_email", s.verificationMail(u.Email, strings.TrimSpace(q.FullName), token))
		return encode(w, http.StatusOK, emailSent{OK: true, Email: email})
	})
}

// sendVerification e-mails a user a new verification link, which ends the
// earlier ones.
func (s *Server) sendVerification(r *http.Request, u kajian.User) error {
	token, hash := auth.NewToken()
	if err := s.store.CreateEmailToken(r.Context(), u.ID, store.PurposeVerifyEmail, hash, s.clock.Now().Add(auth.VerifyEmailTTL)); err != nil {
		return err
	}
	name := ""
	if p, err := s.store.FindProfile(r.Context(), u.ID); err == nil {
		name = p.FullName
	}
	return s.mailer.Send(r.Context(), s.verificationMail(u.Email, name, token))
}

// verificationMail is the e-mail with the verification link of token.
func (s *Server) verificationMail(email, name, token string) kmail.Message {
	link := s.cfg.BaseURL + "/verify-email?" + url.Values{"email": {email}, "token": {token}}.Encode()
	m := kmail.VerifyEmail(name, link)
	m.To = email
	return m
}

type verifyRequest struct {
	Email string `json:"email"`
	Token string `json:"token"`
}

// verifyResponse is the session of a user who just confirmed their address,
// with when they did so: the page shows success within 120 s of it and the
// welcome toast within 60 s (spec §4).
type verifyResponse struct {
	sessionDTO
	ConfirmedAt time.Time `json:"confirmed_at"`
}

// handleVerifyEmail uses a verification link: it marks the address confirmed
// and signs the user in. An expired link answers token_expired, an unknown or
// used one token_invalid.
func (s *Server) handleVerifyEmail() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[verifyRequest](r)
		if err != nil {
			return err
		}
		if err := s.allow(w, r, limitLink, ""); err != nil {
			return err
		}
		if strings.TrimSpace(q.Token) == "" {
			return errTokenMissing
		}
		userID, err := s.store.ConsumeEmailToken(r.Context(), store.PurposeVerifyEmail, auth.HashToken(strings.TrimSpace(q.Token)))
		if err != nil {
			return err
		}
		if err := s.store.MarkEmailVerified(r.Context(), userID, s.clock.Now()); err != nil {
			return err
		}
		u, err := s.store.FindUserByID(r.Context(), userID)
		if err != nil {
			return err
		}
		if err := s.startSession(w, r, u.ID); err != nil {
			return err
		}
		var body verifyResponse
		body.ConfirmedAt = *u.EmailVerifiedAt
		body.sessionDTO = s.sessionBody(&u, nil)
		if p, err := s.store.FindProfile(r.Context(), u.ID); err == nil {
			body.sessionDTO = s.sessionBody(&u, &p)
		} else if !errors.Is(err, kajian.ErrNotFound) {
			return err
		}
		return encode(w, http.StatusOK, body)
	})
}

type emailRequest struct {
	Email string `json:"email"`
}

func (q emailRequest) Valid() map[string]string {
	problems := map[string]string{}
	checkEmail(problems, q.Email, msgEmailFirst)
	return problems
}

// handleResendVerification sends a new verification link to an unverified
// account, at most once a minute per address. Unknown and verified addresses
// get the same answer and no e-mail.
func (s *Server) handleResendVerification() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[emailRequest](r)
		if err != nil {
			return err
		}
		if err := s.allow(w, r, limitResend, q.Email); err != nil {
			return err
		}
		email := store.NormalizeEmail(q.Email)
		u, err := s.store.FindUserByEmail(r.Context(), email)
		switch {
		case errors.Is(err, kajian.ErrNotFound):
		case err != nil:
			return err
		case !u.Verified():
			if err := s.sendVerification(r, u); err != nil {
				return errResendFailed.Wrap(err)
			}
		}
		return encode(w, http.StatusOK, emailSent{OK: true, Email: email})
	})
}

// handleForgotPassword e-mails a password-reset link valid for an hour. The
// answer is the same whether or not the address is registered, and as fast:
// the e-mail is sent in the background.
func (s *Server) handleForgotPassword() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[emailRequest](r)
		if err != nil {
			return err
		}
		if err := s.allow(w, r, limitForgot, q.Email); err != nil {
			return err
		}
		email := store.NormalizeEmail(q.Email)
		u, err := s.store.FindUserByEmail(r.Context(), email)
		if errors.Is(err, kajian.ErrNotFound) {
			return encode(w, http.StatusOK, emailSent{OK: true, Email: email})
		}
		if err != nil {
			return err
		}
		token, hash := auth.NewToken()
		if err := s.store.CreateEmailToken(r.Context(), u.ID, store.PurposeResetPassword, hash, s.clock.Now().Add(auth.ResetPasswordTTL)); err != nil {
			return err
		}
		name := ""
		if p, err := s.store.FindProfile(r.Context(), u.ID); err == nil {
			name = p.FullName
		}
		m := kmail.ResetPassword(name, s.cfg.BaseURL+"/reset-password?"+url.Values{"token": {token}}.Encode())
		m.To = u.Email
		s.sendLater(r, "reset_password", m)
		return encode(w, http.StatusOK, emailSent{OK: true, Email: email})
	})
}

type resetCheckRequest struct {
	Token string `json:"token"`
}

// handleResetPasswordCheck tells the reset page whether its link still works,
// so an expired link shows as such before a new password is typed.
func (s *Server) handleResetPasswordCheck() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[resetCheckRequest](r)
		if err != nil {
			return err
		}
		if err := s.allow(w, r, limitLink, ""); err != nil {
			return err
		}
		if strings.TrimSpace(q.Token) == "" {
			return errTokenMissing
		}
		if err := s.store.CheckEmailToken(r.Context(), store.PurposeResetPassword, auth.HashToken(strings.TrimSpace(q.Token))); err != nil {
			return err
		}
		return encode(w, http.StatusOK, ok{true})
	})
}

type resetPasswordRequest struct {
	Token                string `json:"token"`
	Password             string `json:"password"`
	PasswordConfirmation string `json:"password_confirmation"`
}

func (q resetPasswordRequest) Valid() map[string]string {
	problems := map[string]string{}
	checkNewPassword(problems, "password", q.Password)
	if problems["password"] == "" && q.PasswordConfirmation != q.Password {
		problems["password_confirmation"] = msgPasswordMismatch
	}
	return problems
}

// handleResetPassword sets a new password with a reset link. It ends every
// session of the user, this browser's included: the page then sends them to
// sign in with the new password (spec §4).
func (s *Server) handleResetPassword() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[resetPasswordRequest](r)
		if err != nil {
			return err
		}
		if err := s.allow(w, r, limitLink, ""); err != nil {
			return err
		}
		if strings.TrimSpace(q.Token) == "" {
			return errTokenMissing
		}
		// Hash before using up the link, so a failure here leaves it usable.
		hash, err := auth.HashPassword(q.Password)
		if err != nil {
			return err
		}
		userID, err := s.store.ConsumeEmailToken(r.Context(), store.PurposeResetPassword, auth.HashToken(strings.TrimSpace(q.Token)))
		if err != nil {
			return err
		}
		if err := s.store.ResetPassword(r.Context(), userID, hash); err != nil {
			return err
		}
		if p, ok := principalOf(r.Context()); ok && p.User.ID == userID {
			s.clearSessionCookie(w)
		}
		return encode(w, http.StatusOK, ok{true})
	})
}
