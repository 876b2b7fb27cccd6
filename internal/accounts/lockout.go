package accounts

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Limiter counts events per key under a kajian.Limit, for every copy of the
// server together (the store).
type Limiter interface {
	Allow(ctx context.Context, key string, limit kajian.Limit) (bool, time.Duration, error)
	Blocked(ctx context.Context, key string, limit kajian.Limit) (bool, time.Duration, error)
	Active(ctx context.Context, key string) (bool, error)
}

// The limits on wrong passwords. A client that guesses wrong for an address
// 10 times in 15 minutes is refused for that address. The address itself
// takes at most 50 wrong guesses in 15 minutes and 200 a day from all
// clients together: past that every client is refused for it, however fresh
// its address (a new IPv6 /64 each guess gets no budget of its own), except
// a browser that proves it belongs to the account's owner with its device
// cookie (DeviceToken): one that signed in to the account with its current
// password, or reset that password. So the owner signs in during an attack
// from a browser they used before, or from any browser after 'Lupa
// password?'.
var (
	SignInFailuresPerClient   = kajian.Limit{Max: 10, Per: 15 * time.Minute}
	SignInFailuresPerEmail    = kajian.Limit{Max: 50, Per: 15 * time.Minute}
	SignInFailuresPerEmailDay = kajian.Limit{Max: 200, Per: 24 * time.Hour}
)

// errAddressLocked refuses a sign-in for an address under attack, pointing
// its owner to the way in.
func errAddressLocked(wait time.Duration) error {
	e := kajian.TooMany("percobaan", wait)
	e.Message = strings.TrimSuffix(e.Message, ".") + ", atau gunakan 'Lupa password?' untuk masuk sekarang."
	return e
}

// signInKeys are the counters of wrong passwords for email (normalized):
// from client, from anywhere in 15 minutes, from anywhere in a day.
func signInKeys(email, client string) (pair, address, day string) {
	return "signin-fail:" + email + "|" + client, "signin-fail:" + email, "signin-fail-day:" + email
}

// lockedOut refuses a client that has guessed wrong too often for email,
// and every client without the owner's device cookie (device) once the
// address has had too many wrong guesses.
func (s *Service) lockedOut(ctx context.Context, email, client, device string) error {
	pair, address, day := signInKeys(email, client)
	blocked, wait, err := s.limiter.Blocked(ctx, pair, SignInFailuresPerClient)
	if err != nil || blocked {
		return refusal(wait, err)
	}
	blocked, wait, err = s.limiter.Blocked(ctx, address, SignInFailuresPerEmail)
	if err != nil {
		return err
	}
	if !blocked {
		if blocked, wait, err = s.limiter.Blocked(ctx, day, SignInFailuresPerEmailDay); err != nil || !blocked {
			return err
		}
	}
	if device != "" {
		if u, err := s.store.FindUserByEmail(ctx, email); err == nil && validDevice(device, u.PasswordHash) {
			return nil
		}
	}
	return errAddressLocked(wait)
}

// guessedWrong counts a wrong password for email from client.
func (s *Service) guessedWrong(ctx context.Context, email, client string) error {
	pair, address, day := signInKeys(email, client)
	for _, k := range []struct {
		key   string
		limit kajian.Limit
	}{{pair, SignInFailuresPerClient}, {address, SignInFailuresPerEmail}, {day, SignInFailuresPerEmailDay}} {
		if _, _, err := s.limiter.Allow(ctx, k.key, k.limit); err != nil {
			return err
		}
	}
	return nil
}

// refusal is err when counting failed, else 'Terlalu banyak percobaan…'.
func refusal(wait time.Duration, err error) error {
	if err != nil {
		return err
	}
	return kajian.TooMany("percobaan", wait)
}

// DeviceToken is what a browser keeps (in a cookie) to prove it signed in
// to, or reset the password of, the account whose password hash is
// passwordHash: a random nonce and its HMAC keyed by that hash. Nothing is
// stored; it stops proving anything when the password changes. "" for an
// account without a password.
func DeviceToken(passwordHash string) string {
	if passwordHash == "" {
		return ""
	}
	nonce := base64.RawURLEncoding.EncodeToString([]byte(rand.Text()))
	return nonce + "." + deviceMAC(passwordHash, nonce)
}

// validDevice reports whether token is a DeviceToken of passwordHash.
func validDevice(token, passwordHash string) bool {
	nonce, mac, ok := strings.Cut(token, ".")
	return ok && passwordHash != "" && len(token) <= 200 && hmac.Equal([]byte(mac), []byte(deviceMAC(passwordHash, nonce)))
}

func deviceMAC(passwordHash, nonce string) string {
	h := hmac.New(sha256.New, []byte("kajian-signin-device\x00"+passwordHash))
	h.Write([]byte(nonce))
	return base64.RawURLEncoding.EncodeToString(h.Sum(nil))
}
