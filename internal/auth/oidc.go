package auth

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"github.com/kajiankita/kajian/internal/kajian"
)

// Errors of Google sign-in. Both carry the specification's message; the kind
// tells the HTTP layer whether the user's attempt was refused or Google (or
// the network) failed.
var (
	ErrGoogleSignIn      = kajian.Errorf(kajian.KindUnauthorized, "google_signin_failed", "Gagal masuk dengan Google")
	ErrGoogleUnavailable = kajian.Errorf(kajian.KindUnavailable, "google_unavailable", "Gagal masuk dengan Google")
	// ErrGoogleEmailUnverified is for callers refusing an Identity whose
	// EmailVerified is false; Exchange itself reports that in the Identity.
	ErrGoogleEmailUnverified = kajian.Errorf(kajian.KindForbidden, "google_email_unverified",
		"Email akun Google Anda belum terverifikasi")
)

// oidcTimeout bounds each call to the provider when the caller gives no
// client, matching the specification's 30 s backend request timeout.
const oidcTimeout = 30 * time.Second

// OIDC signs users in with an OpenID Connect provider (Google in production,
// oidctest's fake in tests) by the authorization-code flow with PKCE.
type OIDC struct {
	config   oauth2.Config
	verifier *oidc.IDTokenVerifier
	client   *http.Client
}

// Identity is who the provider says signed in. Subject is the stable account
// id to link users by. Email may belong to someone else unless EmailVerified
// is true, so a caller must not match existing accounts by an unverified one.
type Identity struct {
	Subject       string
	Email         string
	EmailVerified bool
	Name          string
}

// NewOIDC discovers the provider at issuer (its /.well-known/openid-configuration)
// and returns a client for it. redirectURL is where the provider sends the
// browser back with a code; client (nil for a default with a 30 s timeout)
// makes every request to the provider, including fetching its signing keys.
func NewOIDC(ctx context.Context, issuer, clientID, clientSecret, redirectURL string, client *http.Client) (*OIDC, error) {
	if issuer == "" || clientID == "" || clientSecret == "" || redirectURL == "" {
		return nil, errors.New("auth: google sign-in needs KAJIAN_GOOGLE_ISSUER, KAJIAN_GOOGLE_CLIENT_ID, KAJIAN_GOOGLE_CLIENT_SECRET and a redirect URL")
	}
	if client == nil {
		client = &http.Client{Timeout: oidcTimeout}
	}
	provider, err := oidc.NewProvider(oidc.ClientContext(ctx, client), issuer)
	if err != nil {
		return nil, fmt.Errorf("auth: discover OpenID provider %s (KAJIAN_GOOGLE_ISSUER): %w", issuer, err)
	}
	endpoint := provider.Endpoint()
	endpoint.AuthStyle = authStyle(provider)
	return &OIDC{
		config: oauth2.Config{
			ClientID:     clientID,
			ClientSecret: clientSecret,
			Endpoint:     endpoint,
			RedirectURL:  redirectURL,
			Scopes:       []string{oidc.ScopeOpenID, "email", "profile"},
		},
		verifier: provider.Verifier(&oidc.Config{ClientID: clientID}),
		client:   client,
	}, nil
}

// authStyle picks how to send the client secret from what the provider
// advertises. Left to guess, the oauth2 package sends a refused exchange again
// the other way, and the second try fails for a misleading reason: the first
// has already used up the code.
func authStyle(p *oidc.Provider) oauth2.AuthStyle {
	var meta struct {
		Methods []string `json:"token_endpoint_auth_methods_supported"`
	}
	if err := p.Claims(&meta); err == nil && len(meta.Methods) > 0 &&
		!slices.Contains(meta.Methods, "client_secret_basic") && slices.Contains(meta.Methods, "client_secret_post") {
		return oauth2.AuthStyleInParams
	}
	return oauth2.AuthStyleInHeader // the OpenID Connect default
}

// AuthCodeURL returns the provider URL to send the browser to. state protects
// the callback against cross-site forgery, nonce binds the ID token to this
// attempt, and verifier is the PKCE secret whose S256 challenge is sent now;
// the caller keeps all three until Exchange (the server keeps them in the
// database), and ties state to the browser that started the sign-in (the
// server gives it a short-lived HttpOnly cookie holding state, which the
// callback must present).
// access_type=offline and prompt=consent are what the specification asks of
// Google sign-in.
func (o *OIDC) AuthCodeURL(state, nonce, verifier string) string {
	return o.config.AuthCodeURL(state,
		oidc.Nonce(nonce),
		oauth2.S256ChallengeOption(verifier),
		oauth2.AccessTypeOffline,
		oauth2.SetAuthURLParam("prompt", "consent"),
	)
}

// Exchange trades the callback's code for tokens, proving possession of
// verifier, and returns the identity in the ID token after checking its
// signature against the provider's keys, its issuer, audience and expiry, and
// that it carries nonce. The caller checks the callback's state before this.
func (o *OIDC) Exchange(ctx context.Context, code, verifier, nonce string) (Identity, error) {
	if code == "" || verifier == "" || nonce == "" {
		return Identity{}, ErrGoogleSignIn.Wrap(errors.New("oidc: missing code, verifier or nonce"))
	}
	ctx = oidc.ClientContext(ctx, o.client)
	tok, err := o.config.Exchange(ctx, code, oauth2.VerifierOption(verifier))
	if err != nil {
		// invalid_grant: this code or verifier was refused (forged, reused,
		// expired). Anything else (a bad client secret, a network failure,
		// Google down) is a server-side problem, not the user's.
		var refused *oauth2.RetrieveError
		if errors.As(err, &refused) && refused.ErrorCode == "invalid_grant" {
			return Identity{}, ErrGoogleSignIn.Wrap(fmt.Errorf("oidc: token exchange: %w", err))
		}
		return Identity{}, ErrGoogleUnavailable.Wrap(fmt.Errorf("oidc: token exchange: %w", err))
	}
	raw, _ := tok.Extra("id_token").(string)
	if raw == "" {
		return Identity{}, ErrGoogleSignIn.Wrap(errors.New("oidc: token response has no id_token"))
	}
	idt, err := o.verifier.Verify(ctx, raw)
	if err != nil {
		return Identity{}, ErrGoogleSignIn.Wrap(fmt.Errorf("oidc: id token: %w", err))
	}
	if subtle.ConstantTimeCompare([]byte(idt.Nonce), []byte(nonce)) != 1 {
		return Identity{}, ErrGoogleSignIn.Wrap(errors.New("oidc: id token nonce does not match"))
	}
	if idt.AccessTokenHash != "" {
		if err := idt.VerifyAccessToken(tok.AccessToken); err != nil {
			return Identity{}, ErrGoogleSignIn.Wrap(fmt.Errorf("oidc: %w", err))
		}
	}
	var claims struct {
		Email         string   `json:"email"`
		EmailVerified flexBool `json:"email_verified"`
		Name          string   `json:"name"`
	}
	if err := idt.Claims(&claims); err != nil {
		return Identity{}, ErrGoogleSignIn.Wrap(fmt.Errorf("oidc: claims: %w", err))
	}
	if idt.Subject == "" {
		return Identity{}, ErrGoogleSignIn.Wrap(errors.New("oidc: id token has no subject"))
	}
	return Identity{
		Subject:       idt.Subject,
		Email:         claims.Email,
		EmailVerified: bool(claims.EmailVerified),
		Name:          claims.Name,
	}, nil
}

// flexBool reads a JSON boolean or the strings "true" and "false": some
// providers (older Google tokens among them) send email_verified as a string.
type flexBool bool

func (b *flexBool) UnmarshalJSON(data []byte) error {
	switch string(data) {
	case "true", `"true"`:
		*b = true
	case "false", `"false"`, "null":
		*b = false
	default:
		return fmt.Errorf("email_verified: %s is not a boolean", data)
	}
	return nil
}

// NewState returns a random value for the state parameter of AuthCodeURL.
func NewState() string { t, _ := NewToken(); return t }

// NewNonce returns a random value for the nonce of AuthCodeURL and Exchange.
func NewNonce() string { t, _ := NewToken(); return t }

// NewVerifier returns a random PKCE code verifier (RFC 7636) for AuthCodeURL
// and Exchange.
func NewVerifier() string { return oauth2.GenerateVerifier() }
