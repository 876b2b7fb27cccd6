package accounts

import (
	"context"
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
// 10 times in 15 minutes is refused for that address; once 50 wrong guesses
// from anywhere hit one address, every client that has guessed wrong for it
// is refused. A client that has not guessed wrong is never refused, so no
// one can lock the owner out of their account by guessing.
var (
	SignInFailuresPerClient = kajian.Limit{Max: 10, Per: 15 * time.Minute}
	SignInFailuresPerEmail  = kajian.Limit{Max: 50, Per: 15 * time.Minute}
)

// signInKeys are the counters of wrong passwords for email: from client, and
// from anywhere.
func signInKeys(email, client string) (pair, address string) {
	email = kajian.NormalizeEmail(email)
	return "signin-fail:" + email + "|" + client, "signin-fail:" + email
}

// lockedOut refuses a client that has guessed wrong too often for email.
func (s *Service) lockedOut(ctx context.Context, email, client string) error {
	pair, address := signInKeys(email, client)
	blocked, wait, err := s.limiter.Blocked(ctx, pair, SignInFailuresPerClient)
	if err != nil || blocked {
		return refusal(wait, err)
	}
	if blocked, wait, err = s.limiter.Blocked(ctx, address, SignInFailuresPerEmail); err != nil || !blocked {
		return err
	}
	failed, err := s.limiter.Active(ctx, pair)
	if err != nil || failed {
		return refusal(wait, err)
	}
	return nil
}

// guessedWrong counts a wrong password for email from client.
func (s *Service) guessedWrong(ctx context.Context, email, client string) error {
	pair, address := signInKeys(email, client)
	if _, _, err := s.limiter.Allow(ctx, pair, SignInFailuresPerClient); err != nil {
		return err
	}
	_, _, err := s.limiter.Allow(ctx, address, SignInFailuresPerEmail)
	return err
}

// refusal is err when counting failed, else 'Terlalu banyak percobaan…'.
func refusal(wait time.Duration, err error) error {
	if err != nil {
		return err
	}
	return kajian.TooMany("percobaan", wait)
}
