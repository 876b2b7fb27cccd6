package server

import (
	"fmt"
	"math"
	"net/http"
	"time"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// rateRule limits one kind of request per e-mail address and per client
// address. The per-client limits are generous because Indonesian mobile
// networks put many subscribers behind one address (carrier-grade NAT); the
// per-address limits protect each account.
type rateRule struct {
	name      string
	perEmail  auth.Limit
	perClient auth.Limit
	// message is answered when the e-mail address's limit is hit; %d is
	// the seconds to wait. Empty: the generic one.
	message string
	// limitsLocal applies the per-client limit to this machine's clients too.
	limitsLocal bool
}

// The rate limits of requests that need no account.
var (
	// limitSignIn counts every attempt per client; wrong passwords are
	// counted by signInFailures.
	limitSignIn = rateRule{name: "signin", perClient: auth.Limit{Max: 100, Per: 15 * time.Minute}}
	limitSignUp = rateRule{name: "signup",
		perEmail: auth.Limit{Max: 3, Per: time.Hour}, perClient: auth.Limit{Max: 30, Per: time.Hour}}
	limitForgot = rateRule{name: "forgot",
		perEmail: auth.Limit{Max: 3, Per: 15 * time.Minute}, perClient: auth.Limit{Max: 30, Per: 15 * time.Minute}}
	// limitResend is the verification e-mail's 60 s cooldown (spec §9).
	limitResend = rateRule{name: "resend",
		perEmail: auth.Limit{Max: 1, Per: resendCooldown}, perClient: auth.Limit{Max: 20, Per: time.Hour},
		message: "Tunggu %d detik sebelum mengirim ulang email verifikasi."}
	limitLink = rateRule{name: "link",
		perClient: auth.Limit{Max: 30, Per: 15 * time.Minute}}
	limitGoogle = rateRule{name: "google",
		perClient: auth.Limit{Max: 60, Per: 15 * time.Minute}}
	// limitGeocode keeps one client from spending the provider's quota:
	// generous, because many phones share one address behind carrier NAT.
	limitGeocode = rateRule{name: "geocode",
		perClient: auth.Limit{Max: 120, Per: 10 * time.Minute}, limitsLocal: true}
)

// The limits on wrong passwords. A client that guesses wrong for an address
// 10 times in 15 minutes is refused for that address; once 50 wrong guesses
// from anywhere hit one address, every client that has guessed wrong for it
// is refused. A client that has not guessed wrong is never refused, so no
// one can lock the owner out of their account by guessing.
var (
	signInFailuresPerClient = auth.Limit{Max: 10, Per: 15 * time.Minute}
	signInFailuresPerEmail  = auth.Limit{Max: 50, Per: 15 * time.Minute}
)

func signInKeys(r *http.Request, email string) (pair, address string) {
	email = store.NormalizeEmail(email)
	return "signin-fail:" + email + "|" + limitKey(clientIP(r)), "signin-fail:" + email
}

// checkSignIn refuses a client that has guessed wrong too often for email.
func (l clientLimits) checkSignIn(r *http.Request, email string) error {
	pair, address := signInKeys(r, email)
	if blocked, wait := l.limiter.Blocked(pair, signInFailuresPerClient); blocked {
		return tooMany(wait, "")
	}
	if blocked, wait := l.limiter.Blocked(address, signInFailuresPerEmail); blocked && l.limiter.Active(pair) {
		return tooMany(wait, "")
	}
	return nil
}

// signInFailed counts a wrong password for email from the request's client.
func (l clientLimits) signInFailed(r *http.Request, email string) {
	pair, address := signInKeys(r, email)
	l.limiter.Allow(pair, signInFailuresPerClient)
	l.limiter.Allow(address, signInFailuresPerEmail)
}

// resendCooldown is the wait between two verification e-mails to one address.
const resendCooldown = 60 * time.Second

// clientLimits applies rate rules to requests.
type clientLimits struct{ limiter *auth.Limiter }

// allow records an attempt under rule from the request's client and, when
// email is not empty, for that address; it answers 429 with an Indonesian
// message and the wait when either limit is spent. The limit of an address
// applies whether or not an account has it, so the answer reveals nothing
// about which addresses are registered.
//
// A loopback client that names no forwarded address has no per-client limit:
// it is someone on this machine (a developer, the browser tests), and the
// address cannot be forged from outside. Anyone reaching the server through a
// proxy is limited by the address the proxy saw (clientIP). The per-address
// limits apply to everyone.
func (l clientLimits) allow(r *http.Request, rule rateRule, email string) error {
	if rule.perClient.Max > 0 && (rule.limitsLocal || !localClient(r)) {
		if ok, wait := l.limiter.Allow(rule.name+":ip:"+limitKey(clientIP(r)), rule.perClient); !ok {
			return tooMany(wait, "")
		}
	}
	if email = store.NormalizeEmail(email); email != "" && rule.perEmail.Max > 0 {
		if ok, wait := l.limiter.Allow(rule.name+":email:"+email, rule.perEmail); !ok {
			return tooMany(wait, rule.message)
		}
	}
	return nil
}

// startResendCooldown starts an address's verification e-mail cooldown, as a
// resend does: a sign-up sends the first verification e-mail. A cooldown
// already running is left as it is.
func (l clientLimits) startResendCooldown(email string) {
	if email = store.NormalizeEmail(email); email != "" {
		l.limiter.Allow(limitResend.name+":email:"+email, limitResend.perEmail)
	}
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
