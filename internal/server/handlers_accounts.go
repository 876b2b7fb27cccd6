package server

import (
	"net/http"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/accounts"
	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
)

// Messages of the e-mail and password forms (spec §5 and §8).
const (
	msgEmailFirst       = "Masukkan email Anda terlebih dahulu"
	msgPasswordMismatch = "Password dan konfirmasi password tidak sama"
)

type signUpRequest struct {
	FullName string `json:"full_name"`
	Email    string `json:"email"`
	Password string `json:"password"`
	Phone    string `json:"phone"`
}

func (q signUpRequest) signUp() accounts.SignUp {
	return accounts.SignUp{FullName: q.FullName, Email: q.Email, Password: q.Password, Phone: q.Phone}
}

func (q signUpRequest) Valid() map[string]string { return accounts.CheckSignUp(q.signUp()) }

// emailSent is the answer of every request that may send an e-mail: the same
// whether or not an account has the address.
type emailSent struct {
	OK    bool   `json:"ok"`
	Email string `json:"email"`
}

// handleSignUp registers an account (accounts.Service.SignUp); the answer is
// the same whether or not the address is registered, and the sign-up starts
// the address's resend cooldown as a resend would.
// signUpCookie holds the signing-up browser's secret, so that the
// verification link opened in this browser needs no password.
const signUpCookie = "kajian_signup"

// signUpCookiePath sends the cookie only to the verification endpoint.
const signUpCookiePath = "/api/v1/auth/verify-email"

func handleSignUp(acc *accounts.Service, limits clientLimits, ck cookies) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[signUpRequest](r)
		if err != nil {
			return err
		}
		if err := limits.allow(r, limitSignUp, q.Email); err != nil {
			return err
		}
		if err := limits.startResendCooldown(r.Context(), q.Email); err != nil {
			return err
		}
		secret, err := acc.SignUp(r.Context(), q.signUp())
		if err != nil {
			return err
		}
		ck.setFor(w, signUpCookie, secret, signUpCookiePath, auth.VerifyEmailTTL)
		return encode(w, http.StatusOK, emailSent{OK: true, Email: kajian.NormalizeEmail(q.Email)})
	})
}

// verifyRequest uses a verification link; Password proves the credentials
// to activate when the link is opened away from the browser that signed up.
type verifyRequest struct {
	Email    string `json:"email"`
	Token    string `json:"token"`
	Password string `json:"password"`
}

// verifyResponse is the session of a user who just confirmed their address,
// with when they did so: the page shows success within 120 s of it and the
// welcome toast within 60 s (spec §4).
type verifyResponse struct {
	sessionDTO
	ConfirmedAt time.Time `json:"confirmed_at"`
}

// handleVerifyEmail uses a verification link and signs the user in.
func handleVerifyEmail(acc *accounts.Service, limits clientLimits, ck cookies) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[verifyRequest](r)
		if err != nil {
			return err
		}
		if err := limits.allow(r, limitLink, ""); err != nil {
			return err
		}
		var secret string
		if c, err := r.Cookie(signUpCookie); err == nil {
			secret = c.Value
		}
		v, err := acc.VerifyEmail(r.Context(), q.Token, q.Password, secret)
		if err != nil {
			return err
		}
		ck.clear(w, signUpCookie, signUpCookiePath)
		if err := startSession(acc, ck, w, r, v.User.ID); err != nil {
			return err
		}
		return encode(w, http.StatusOK, verifyResponse{sessionDTO: toSessionDTO(v.SignedIn, acc.GoogleEnabled()), ConfirmedAt: v.ConfirmedAt})
	})
}

type emailRequest struct {
	Email string `json:"email"`
}

func (q emailRequest) Valid() map[string]string {
	switch email := strings.TrimSpace(q.Email); {
	case email == "":
		return map[string]string{"email": msgEmailFirst}
	case !kajian.ValidEmail(email):
		return map[string]string{"email": kajian.MsgEmailInvalid}
	}
	return nil
}

// handleResendVerification sends a new verification link to an unverified
// account, at most once a minute per address.
func handleResendVerification(acc *accounts.Service, limits clientLimits) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[emailRequest](r)
		if err != nil {
			return err
		}
		if err := limits.allow(r, limitResend, q.Email); err != nil {
			return err
		}
		if err := acc.ResendVerification(r.Context(), q.Email); err != nil {
			return err
		}
		return encode(w, http.StatusOK, emailSent{OK: true, Email: kajian.NormalizeEmail(q.Email)})
	})
}

// handleForgotPassword e-mails a password-reset link; the answer is the same
// whether or not the address is registered.
func handleForgotPassword(acc *accounts.Service, limits clientLimits) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[emailRequest](r)
		if err != nil {
			return err
		}
		if err := limits.allow(r, limitForgot, q.Email); err != nil {
			return err
		}
		if err := acc.ForgotPassword(r.Context(), q.Email); err != nil {
			return err
		}
		return encode(w, http.StatusOK, emailSent{OK: true, Email: kajian.NormalizeEmail(q.Email)})
	})
}

type resetCheckRequest struct {
	Token string `json:"token"`
}

// handleResetPasswordCheck tells the reset page whether its link still works.
func handleResetPasswordCheck(acc *accounts.Service, limits clientLimits) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[resetCheckRequest](r)
		if err != nil {
			return err
		}
		if err := limits.allow(r, limitLink, ""); err != nil {
			return err
		}
		if err := acc.CheckResetToken(r.Context(), q.Token); err != nil {
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
	if msg := kajian.CheckNewPassword(q.Password, ""); msg != "" {
		problems["password"] = msg
	} else if q.PasswordConfirmation != q.Password {
		problems["password_confirmation"] = msgPasswordMismatch
	}
	return problems
}

// handleResetPassword sets a new password with a reset link. Every session of
// the user ends, this browser's included: the page then sends them to sign
// in with the new password (spec §4).
func handleResetPassword(acc *accounts.Service, limits clientLimits, ck cookies) http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[resetPasswordRequest](r)
		if err != nil {
			return err
		}
		if err := limits.allow(r, limitLink, ""); err != nil {
			return err
		}
		userID, device, err := acc.ResetPassword(r.Context(), q.Token, q.Password)
		if err != nil {
			return err
		}
		setDevice(ck, w, device)
		if p, ok := principalOf(r.Context()); ok && p.User.ID == userID {
			ck.clear(w, ck.session(), "/")
		}
		return encode(w, http.StatusOK, ok{true})
	})
}
