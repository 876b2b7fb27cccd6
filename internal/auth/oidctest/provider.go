// Package oidctest is a fake OpenID Connect provider for tests and local
// development: it serves discovery, signing keys, an authorization endpoint
// that signs in a configured user at once, and a token endpoint that checks
// client credentials and PKCE and issues RS256 ID tokens. It is strict where
// a real provider is strict, so a client that passes here does the protocol
// right; it is never for production.
package oidctest

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// User is the account the fake provider signs in.
type User struct {
	Subject       string `json:"sub"`
	Email         string `json:"email"`
	EmailVerified bool   `json:"email_verified"`
	Name          string `json:"name"`
}

// DefaultUser is signed in when Options.User is empty.
var DefaultUser = User{Subject: "108234567890123456789", Email: "jamaah@example.com", EmailVerified: true, Name: "Jamaah Uji"}

// Default client credentials when Options leaves them empty.
const (
	DefaultClientID     = "kajian-test-client"
	DefaultClientSecret = "kajian-test-secret"
)

// Options configure a Provider; zero fields take defaults.
type Options struct {
	ClientID     string
	ClientSecret string
	User         User
	// RedirectURIs lists the accepted redirect URIs. Empty accepts any
	// absolute http or https URL, as tests rarely know their port in advance.
	RedirectURIs []string
	// Clock stamps codes and tokens (iat, exp); set it in the past to issue
	// expired tokens. Default: the system clock.
	Clock kajian.Clock
	// TokenTTL is the ID token's lifetime. Default: one hour, as Google's.
	TokenTTL time.Duration
}

// codeTTL is how long an authorization code can be redeemed.
const codeTTL = 10 * time.Minute

// Provider is the fake provider, an http.Handler.
type Provider struct {
	opts   Options
	issuer string
	key    *rsa.PrivateKey
	keyID  string
	mux    *http.ServeMux

	mu          sync.Mutex
	user        User
	codes       map[string]grant
	authorizes  []AuthRequest
	editClaims  func(map[string]any)
	editIDToken func(string) string
}

// AuthRequest is one request the authorization endpoint received.
type AuthRequest struct {
	ClientID            string
	RedirectURI         string
	ResponseType        string
	Scope               string
	State               string
	Nonce               string
	CodeChallenge       string
	CodeChallengeMethod string
	AccessType          string
	Prompt              string
	Query               url.Values // everything, for parameters not listed here
}

// New starts a provider on a local test server, stopped when the test ends.
func New(t testing.TB, opts Options) *Provider {
	t.Helper()
	p, err := newProvider(opts)
	if err != nil {
		t.Fatalf("oidctest: %v", err)
	}
	srv := httptest.NewServer(p)
	p.issuer = srv.URL // before any request arrives
	t.Cleanup(srv.Close)
	return p
}

// NewProvider returns a provider whose issuer (and base URL) is issuer, for
// serving on an address of the caller's choosing, as cmd/fake-oidc does.
func NewProvider(issuer string, opts Options) (*Provider, error) {
	u, err := url.Parse(issuer)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("oidctest: issuer %q must be an absolute http(s) URL", issuer)
	}
	p, err := newProvider(opts)
	if err != nil {
		return nil, err
	}
	p.issuer = strings.TrimSuffix(issuer, "/")
	return p, nil
}

func newProvider(opts Options) (*Provider, error) {
	if opts.ClientID == "" {
		opts.ClientID = DefaultClientID
	}
	if opts.ClientSecret == "" {
		opts.ClientSecret = DefaultClientSecret
	}
	if opts.User == (User{}) {
		opts.User = DefaultUser
	}
	if opts.Clock == nil {
		opts.Clock = kajian.SystemClock{}
	}
	if opts.TokenTTL == 0 {
		opts.TokenTTL = time.Hour
	}
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(key.N.Bytes())
	p := &Provider{
		opts:  opts,
		key:   key,
		keyID: hex.EncodeToString(sum[:8]),
		user:  opts.User,
		codes: map[string]grant{},
	}
	p.mux = http.NewServeMux()
	p.mux.HandleFunc("GET /.well-known/openid-configuration", p.handleDiscovery)
	p.mux.HandleFunc("GET /jwks", p.handleJWKS)
	p.mux.HandleFunc("GET /authorize", p.handleAuthorize)
	p.mux.HandleFunc("POST /token", p.handleToken)
	p.mux.HandleFunc("GET /_fake/user", p.handleGetUser)
	p.mux.HandleFunc("POST /_fake/user", p.handleSetUser)
	return p, nil
}

// ServeHTTP serves the provider's endpoints.
func (p *Provider) ServeHTTP(w http.ResponseWriter, r *http.Request) { p.mux.ServeHTTP(w, r) }

// Issuer returns the provider's issuer URL, which is also its base URL.
func (p *Provider) Issuer() string { return p.issuer }

// ClientID returns the client id the provider accepts.
func (p *Provider) ClientID() string { return p.opts.ClientID }

// ClientSecret returns the client secret the provider accepts.
func (p *Provider) ClientSecret() string { return p.opts.ClientSecret }

// SetUser changes the account signed in by the next authorization.
func (p *Provider) SetUser(u User) {
	p.mu.Lock()
	p.user = u
	p.mu.Unlock()
}

// User returns the account the next authorization signs in.
func (p *Provider) User() User {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.user
}

// Authorizations returns every request the authorization endpoint received,
// accepted or not, oldest first.
func (p *Provider) Authorizations() []AuthRequest {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]AuthRequest(nil), p.authorizes...)
}

// EditClaims makes the token endpoint pass each ID token's claims through fn
// before signing, so tests can issue tokens that are wrong in one way (another
// audience, issuer or nonce). nil stops editing.
func (p *Provider) EditClaims(fn func(claims map[string]any)) {
	p.mu.Lock()
	p.editClaims = fn
	p.mu.Unlock()
}

// EditIDToken makes the token endpoint pass each signed ID token through fn,
// so tests can break a signature. nil stops editing.
func (p *Provider) EditIDToken(fn func(raw string) string) {
	p.mu.Lock()
	p.editIDToken = fn
	p.mu.Unlock()
}
