package server

import (
	"fmt"
	"math"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"time"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

// rateRule limits one kind of account request per e-mail address and per
// client address. The per-client limits are generous because Indonesian
// mobile networks put many subscribers behind one address (carrier-grade NAT);
// the per-address limits protect each account.
type rateRule struct {
	name      string
	perEmail  auth.Limit
	perClient auth.Limit
	// message is answered when the e-mail address's limit is hit; %d is
	// the seconds to wait. Empty: the generic one.
	message string
}

// The account rate limits.
var (
	limitSignIn = rateRule{name: "signin",
		perEmail: auth.Limit{Max: 10, Per: 15 * time.Minute}, perClient: auth.Limit{Max: 100, Per: 15 * time.Minute}}
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
)

// resendCooldown is the wait between two verification e-mails to one address.
const resendCooldown = 60 * time.Second

// allow records an attempt under rule from the request's client and, when
// email is not empty, for that address; it answers 429 with an Indonesian
// message and a Retry-After header when either limit is spent. The limit of an
// address applies whether or not an account has it, so the answer reveals
// nothing about which addresses are registered.
//
// A loopback client that names no forwarded address has no per-client limit:
// it is someone on this machine (a developer, the browser tests), and the
// address cannot be forged from outside. Anyone reaching the server through a
// proxy is limited by the address the proxy saw (clientIP). The per-address
// limits apply to everyone.
func (s *Server) allow(w http.ResponseWriter, r *http.Request, rule rateRule, email string) error {
	if !localClient(r) {
		ip := clientIP(r)
		if ok, wait := s.limiter.Allow(rule.name+":ip:"+ip, rule.perClient); !ok {
			return tooMany(w, wait, "")
		}
	}
	if email = store.NormalizeEmail(email); email != "" {
		if ok, wait := s.limiter.Allow(rule.name+":email:"+email, rule.perEmail); !ok {
			return tooMany(w, wait, rule.message)
		}
	}
	return nil
}

// startResendCooldown starts an address's verification e-mail cooldown, as a
// resend does: a sign-up sends the first verification e-mail. A cooldown
// already running is left as it is.
func (s *Server) startResendCooldown(email string) {
	if email = store.NormalizeEmail(email); email != "" {
		s.limiter.Allow(limitResend.name+":email:"+email, limitResend.perEmail)
	}
}

// localClient reports whether the request comes straight from this machine:
// a loopback peer without an X-Forwarded-For header.
func localClient(r *http.Request) bool {
	if len(r.Header.Values("X-Forwarded-For")) > 0 {
		return false
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	addr, err := netip.ParseAddr(host)
	return err == nil && addr.Unmap().IsLoopback()
}

func tooMany(w http.ResponseWriter, wait time.Duration, message string) error {
	secs := max(1, int(math.Ceil(wait.Seconds())))
	w.Header().Set("Retry-After", strconv.Itoa(secs))
	if message != "" {
		return kajian.Errorf(kajian.KindRateLimited, "rate_limited", fmt.Sprintf(message, secs))
	}
	if secs <= 90 {
		return kajian.Errorf(kajian.KindRateLimited, "rate_limited",
			fmt.Sprintf("Terlalu banyak percobaan. Silakan coba lagi dalam %d detik.", secs))
	}
	return kajian.Errorf(kajian.KindRateLimited, "rate_limited",
		fmt.Sprintf("Terlalu banyak percobaan. Silakan coba lagi dalam %d menit.", (secs+59)/60))
}
