package server

import (
	"errors"
	"net/http"
	"strings"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
)

// Sign-in errors. The same message answers an unknown address and a wrong
// password, so the form does not reveal which accounts exist.
var (
	errBadCredentials = kajian.Errorf(kajian.KindUnauthorized, "invalid_credentials", "Email atau password salah")
	errNotVerified    = kajian.Errorf(kajian.KindForbidden, "email_not_verified", "Email Anda belum diverifikasi. Silakan cek kotak masuk email Anda atau kirim ulang email verifikasi.")
)

// handleSession answers the session the app restores at start.
func (s *Server) handleSession() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		return encode(w, http.StatusOK, s.sessionOf(r))
	})
}

// sessionOf is the session of the request's cookie, as GET
// /api/v1/auth/session answers it; the app's pages carry it too (pages.go).
func (s *Server) sessionOf(r *http.Request) sessionDTO {
	p, ok := principalOf(r.Context())
	if !ok {
		return s.sessionBody(nil, nil)
	}
	var profile *kajian.Profile
	if p.Profile.ID != "" {
		profile = &p.Profile
	}
	return s.sessionBody(&p.User, profile)
}

type signInRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

func (q signInRequest) Valid() map[string]string {
	problems := map[string]string{}
	if strings.TrimSpace(q.Email) == "" {
		problems["email"] = "Email harus diisi"
	}
	if q.Password == "" {
		problems["password"] = "Password harus diisi"
	}
	return problems
}

// handleSignIn checks an e-mail address and password and starts a session.
func (s *Server) handleSignIn() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		q, err := decode[signInRequest](r)
		if err != nil {
			return err
		}
		if err := s.allow(w, r, limitSignIn, q.Email); err != nil {
			return err
		}
		u, err := s.store.FindUserByEmail(r.Context(), q.Email)
		if errors.Is(err, kajian.ErrNotFound) {
			// Spend the same time as a real check so timing does not reveal accounts.
			_, _ = auth.VerifyPassword(dummyHash, q.Password)
			return errBadCredentials
		}
		if err != nil {
			return err
		}
		if u.PasswordHash == "" {
			_, _ = auth.VerifyPassword(dummyHash, q.Password)
			return errBadCredentials
		}
		match, err := auth.VerifyPassword(u.PasswordHash, q.Password)
		if err != nil {
			return err
		}
		if !match {
			return errBadCredentials
		}
		if !u.Verified() {
			return errNotVerified
		}
		if err := s.startSession(w, r, u.ID); err != nil {
			return err
		}
		return s.encodeSession(w, r, u)
	})
}

// encodeSession answers the session of a user who was just signed in, with
// their profile if they have one.
func (s *Server) encodeSession(w http.ResponseWriter, r *http.Request, u kajian.User) error {
	p, err := s.store.FindProfile(r.Context(), u.ID)
	if errors.Is(err, kajian.ErrNotFound) {
		return encode(w, http.StatusOK, s.sessionBody(&u, nil))
	}
	if err != nil {
		return err
	}
	return encode(w, http.StatusOK, s.sessionBody(&u, &p))
}

// sessionBody is the session as the API shows it; nil user for a visitor,
// nil profile for an account without one.
func (s *Server) sessionBody(u *kajian.User, p *kajian.Profile) sessionDTO {
	d := sessionDTO{GoogleEnabled: s.google != nil}
	if u != nil {
		ud := toUserDTO(*u)
		d.User = &ud
	}
	if u != nil && p != nil {
		pd := toProfileDTO(*p)
		d.Profile = &pd
	}
	return d
}

// dummyHash is checked against when no account matches, so a sign-in costs
// the same time whether or not the address is registered.
var dummyHash = func() string {
	h, err := auth.HashPassword("kajian-kita-no-such-account")
	if err != nil {
		panic(err)
	}
	return h
}()

// handleSignOut ends the browser's session. Signing out without a session is
// not an error.
func (s *Server) handleSignOut() http.Handler {
	return apiFunc(func(w http.ResponseWriter, r *http.Request) error {
		if err := s.endSession(w, r); err != nil {
			return err
		}
		return encode(w, http.StatusOK, ok{true})
	})
}
