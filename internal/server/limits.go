package server

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// rateRule limits one kind of request per e-mail address and per client
// address. The per-client limits are generous because Indonesian mobile
// networks put many subscribers behind one address (carrier-grade NAT); the
// per-address limits protect each account.
type rateRule struct {
	name      string
	perEmail  kajian.Limit
	perClient kajian.Limit
	// message is answered when the e-mail address's limit is hit; %d is
	// the seconds to wait. Empty: the generic one.
	message string
	// limitsUnlimited applies the per-client limit to the clients of
	// KAJIAN_UNLIMITED_CLIENTS too: it protects a paid provider's quota.
	limitsUnlimited bool
}

// The rate limits of requests that need no account.
var (
	// limitSignIn counts every attempt per client; wrong passwords are
	// counted by accounts.SignIn.
	limitSignIn = rateRule{name: "signin", perClient: kajian.Limit{Max: 100, Per: 15 * time.Minute}}
	limitSignUp = rateRule{name: "signup",
		perEmail: kajian.Limit{Max: 3, Per: time.Hour}, perClient: kajian.Limit{Max: 30, Per: time.Hour}}
	limitForgot = rateRule{name: "forgot",
		perEmail: kajian.Limit{Max: 3, Per: 15 * time.Minute}, perClient: kajian.Limit{Max: 30, Per: 15 * time.Minute}}
	// limitResend is the verification e-mail's 60 s cooldown (spec §9).
	limitResend = rateRule{name: "resend",
		perEmail: kajian.Limit{Max: 1, Per: resendCooldown}, perClient: kajian.Limit{Max: 20, Per: time.Hour},
		message: "Tunggu %d detik sebelum mengirim ulang email verifikasi."}
	limitLink = rateRule{name: "link",
		perClient: kajian.Limit{Max: 30, Per: 15 * time.Minute}}
	limitGoogle = rateRule{name: "google",
		perClient: kajian.Limit{Max: 60, Per: 15 * time.Minute}}
	// limitGeocode keeps one client from spending the provider's quota:
	// generous, because many phones share one address behind carrier NAT.
	limitGeocode = rateRule{name: "geocode",
		perClient: kajian.Limit{Max: 120, Per: 10 * time.Minute}, limitsUnlimited: true}
)

// resendCooldown is the wait between two verification e-mails to one address.
const resendCooldown = 60 * time.Second

// RateLimiter counts events per key under a kajian.Limit, for every copy of
// the server together (the store).
type RateLimiter interface {
	Allow(ctx context.Context, key string, limit kajian.Limit) (bool, time.Duration, error)
	Blocked(ctx context.Context, key string, limit kajian.Limit) (bool, time.Duration, error)
	Active(ctx context.Context, key string) (bool, error)
}

// clientLimits applies rate rules to requests.
type clientLimits struct {
	limiter RateLimiter
	// unlimited are the clients no per-client limit applies to
	// (KAJIAN_UNLIMITED_CLIENTS): a load or browser test's machine.
	unlimited addrSet
}

// allow records an attempt under rule from the request's client and, when
// email is not empty, for that address; it answers 429 with an Indonesian
// message and the wait when either limit is spent. The limit of an address
// applies whether or not an account has it, so the answer reveals nothing
// about which addresses are registered.
//
// The client is the address clientIP finds: the peer, or what a trusted
// proxy saw. Every client is limited, this machine's included, unless it is
// listed in KAJIAN_UNLIMITED_CLIENTS; the per-address limits apply to
// everyone.
func (l clientLimits) allow(r *http.Request, rule rateRule, email string) error {
	ctx := r.Context()
	if rule.perClient.Max > 0 && (rule.limitsUnlimited || !l.unlimited.holds(r)) {
		ok, wait, err := l.limiter.Allow(ctx, rule.name+":ip:"+limitKey(clientIP(r)), rule.perClient)
		if err != nil || !ok {
			return refusal(wait, "", err)
		}
	}
	if email = kajian.NormalizeEmail(email); email != "" && rule.perEmail.Max > 0 {
		ok, wait, err := l.limiter.Allow(ctx, rule.name+":email:"+email, rule.perEmail)
		if err != nil || !ok {
			return refusal(wait, rule.message, err)
		}
	}
	return nil
}

// startResendCooldown starts an address's verification e-mail cooldown, as a
// resend does: a sign-up sends the first verification e-mail. A cooldown
// already running is left as it is.
func (l clientLimits) startResendCooldown(ctx context.Context, email string) error {
	if email = kajian.NormalizeEmail(email); email != "" {
		_, _, err := l.limiter.Allow(ctx, limitResend.name+":email:"+email, limitResend.perEmail)
		return err
	}
	return nil
}

// refusal is err when counting failed, else tooMany(wait, message).
func refusal(wait time.Duration, message string, err error) error {
	if err != nil {
		return err
	}
	return tooMany(wait, message)
}

// tooMany is the refusal of a client limit: message (with the seconds to
// wait) or 'Terlalu banyak percobaan…'.
func tooMany(wait time.Duration, message string) error {
	if message == "" {
		return kajian.TooMany("percobaan", wait)
	}
	secs := max(1, int(math.Ceil(wait.Seconds())))
	e := kajian.Errorf(kajian.KindRateLimited, "rate_limited", fmt.Sprintf(message, secs))
	e.RetryAfter = time.Duration(secs) * time.Second
	return e
}
