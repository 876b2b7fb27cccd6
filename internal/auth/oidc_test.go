package auth_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"golang.org/x/oauth2"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/auth/oidctest"
	"github.com/kajiankita/kajian/internal/kajian"
)

const redirectURL = "http://kajian.test/api/v1/auth/google/callback"

func newOIDC(t *testing.T, p *oidctest.Provider) *auth.OIDC {
	t.Helper()
	o, err := auth.NewOIDC(context.Background(), p.Issuer(), p.ClientID(), p.ClientSecret(), redirectURL, nil)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// attempt is one sign-in in progress: what the caller keeps in a cookie.
type attempt struct{ state, nonce, verifier, code string }

// authorize starts a sign-in as a browser would: follow AuthCodeURL to the
// provider, which redirects straight back to redirectURL with a code.
func authorize(t *testing.T, o *auth.OIDC) attempt {
	t.Helper()
	a := attempt{state: auth.NewState(), nonce: auth.NewNonce(), verifier: auth.NewVerifier()}
	browser := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := browser.Get(o.AuthCodeURL(a.state, a.nonce, a.verifier))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusFound {
		t.Fatalf("authorize answered %s", resp.Status)
	}
	back, err := url.Parse(resp.Header.Get("Location"))
	if err != nil {
		t.Fatal(err)
	}
	q := back.Query()
	if !strings.HasPrefix(back.String(), redirectURL+"?") || q.Get("error") != "" {
		t.Fatalf("redirected to %s", back)
	}
	if q.Get("state") != a.state {
		t.Fatalf("state came back as %q, want %q", q.Get("state"), a.state)
	}
	a.code = q.Get("code")
	return a
}

func TestOIDCFlow(t *testing.T) {
	p := oidctest.New(t, oidctest.Options{RedirectURIs: []string{redirectURL}})
	o := newOIDC(t, p)
	a := authorize(t, o)

	reqs := p.Authorizations()
	if len(reqs) != 1 {
		t.Fatalf("%d authorization requests, want 1", len(reqs))
	}
	r := reqs[0]
	checks := map[string][2]string{
		"response_type":         {r.ResponseType, "code"},
		"client_id":             {r.ClientID, p.ClientID()},
		"redirect_uri":          {r.RedirectURI, redirectURL},
		"scope":                 {r.Scope, "openid email profile"},
		"nonce":                 {r.Nonce, a.nonce},
		"code_challenge_method": {r.CodeChallengeMethod, "S256"},
		"code_challenge":        {r.CodeChallenge, oauth2.S256ChallengeFromVerifier(a.verifier)},
		"access_type":           {r.AccessType, "offline"},
		"prompt":                {r.Prompt, "consent"},
	}
	for name, c := range checks {
		if c[0] != c[1] {
			t.Errorf("%s = %q, want %q", name, c[0], c[1])
		}
	}
	if r.Query.Has("code_verifier") {
		t.Errorf("the verifier itself went to the authorization endpoint")
	}

	id, err := o.Exchange(context.Background(), a.code, a.verifier, a.nonce)
	if err != nil {
		t.Fatal(err)
	}
	u := oidctest.DefaultUser
	want := auth.Identity{Subject: u.Subject, Email: u.Email, EmailVerified: true, Name: u.Name}
	if id != want {
		t.Errorf("identity = %+v, want %+v", id, want)
	}

	// A code is good for one exchange only.
	if _, err := o.Exchange(context.Background(), a.code, a.verifier, a.nonce); !errors.Is(err, auth.ErrGoogleSignIn) {
		t.Errorf("code reused: err = %v, want ErrGoogleSignIn", err)
	}
}

func TestOIDCUnverifiedEmail(t *testing.T) {
	p := oidctest.New(t, oidctest.Options{})
	p.SetUser(oidctest.User{Subject: "42", Email: "belum@contoh.id", EmailVerified: false, Name: "Belum Verifikasi"})
	o := newOIDC(t, p)
	a := authorize(t, o)
	id, err := o.Exchange(context.Background(), a.code, a.verifier, a.nonce)
	if err != nil {
		t.Fatal(err)
	}
	if id.EmailVerified || id.Email != "belum@contoh.id" || id.Subject != "42" {
		t.Errorf("identity = %+v, want the e-mail reported unverified", id)
	}
}

func TestOIDCEmailVerifiedAsString(t *testing.T) {
	p := oidctest.New(t, oidctest.Options{})
	p.EditClaims(func(c map[string]any) { c["email_verified"] = "true" })
	o := newOIDC(t, p)
	a := authorize(t, o)
	id, err := o.Exchange(context.Background(), a.code, a.verifier, a.nonce)
	if err != nil || !id.EmailVerified {
		t.Errorf("identity %+v, err %v; want email_verified \"true\" read as true", id, err)
	}
}

func TestOIDCRejections(t *testing.T) {
	tests := []struct {
		name     string
		opts     oidctest.Options
		edit     func(p *oidctest.Provider)
		exchange func(o *auth.OIDC, a attempt) (auth.Identity, error)
		want     *kajian.Error
		reason   string // in the error's text, so each case fails for its own reason
	}{
		{
			name:   "wrong nonce",
			reason: "nonce does not match",
			exchange: func(o *auth.OIDC, a attempt) (auth.Identity, error) {
				return o.Exchange(context.Background(), a.code, a.verifier, auth.NewNonce())
			},
			want: auth.ErrGoogleSignIn,
		},
		{
			name:   "wrong audience",
			reason: "expected audience",
			edit: func(p *oidctest.Provider) {
				p.EditClaims(func(c map[string]any) { c["aud"] = "another-app.apps.googleusercontent.com" })
			},
			want: auth.ErrGoogleSignIn,
		},
		{
			name:   "wrong issuer",
			reason: "different provider",
			edit: func(p *oidctest.Provider) {
				p.EditClaims(func(c map[string]any) { c["iss"] = "https://evil.example" })
			},
			want: auth.ErrGoogleSignIn,
		},
		{
			name:   "expired token",
			reason: "expired",
			opts:   oidctest.Options{Clock: kajian.NewFixedClock(time.Now().Add(-2 * time.Hour))},
			want:   auth.ErrGoogleSignIn,
		},
		{
			name:   "bad signature",
			reason: "signature",
			edit: func(p *oidctest.Provider) {
				p.EditIDToken(func(raw string) string {
					i := strings.LastIndexByte(raw, '.') + 5
					c := byte('A')
					if raw[i] == 'A' {
						c = 'B'
					}
					return raw[:i] + string(c) + raw[i+1:]
				})
			},
			want: auth.ErrGoogleSignIn,
		},
		{
			name:   "access token hash mismatch",
			reason: "access token hash",
			edit: func(p *oidctest.Provider) {
				p.EditClaims(func(c map[string]any) { c["at_hash"] = "AAAAAAAAAAAAAAAAAAAAAA" })
			},
			want: auth.ErrGoogleSignIn,
		},
		{
			name:   "bad verifier",
			reason: "code_verifier",
			exchange: func(o *auth.OIDC, a attempt) (auth.Identity, error) {
				return o.Exchange(context.Background(), a.code, auth.NewVerifier(), a.nonce)
			},
			want: auth.ErrGoogleSignIn,
		},
		{
			name:   "unknown code",
			reason: "unknown or used code",
			exchange: func(o *auth.OIDC, a attempt) (auth.Identity, error) {
				return o.Exchange(context.Background(), "forged-code", a.verifier, a.nonce)
			},
			want: auth.ErrGoogleSignIn,
		},
		{
			name:   "missing nonce",
			reason: "missing code, verifier or nonce",
			exchange: func(o *auth.OIDC, a attempt) (auth.Identity, error) {
				return o.Exchange(context.Background(), a.code, a.verifier, "")
			},
			want: auth.ErrGoogleSignIn,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := oidctest.New(t, tt.opts)
			if tt.edit != nil {
				tt.edit(p)
			}
			o := newOIDC(t, p)
			a := authorize(t, o)
			exchange := tt.exchange
			if exchange == nil {
				exchange = func(o *auth.OIDC, a attempt) (auth.Identity, error) {
					return o.Exchange(context.Background(), a.code, a.verifier, a.nonce)
				}
			}
			id, err := exchange(o, a)
			if !errors.Is(err, tt.want) {
				t.Fatalf("err = %v, want %v", err, tt.want)
			}
			if id != (auth.Identity{}) {
				t.Errorf("identity %+v returned with an error", id)
			}
			if !strings.Contains(err.Error(), tt.reason) {
				t.Errorf("err = %v, want it to be about %q", err, tt.reason)
			}
			var ke *kajian.Error
			if !errors.As(err, &ke) || ke.Message != "Gagal masuk dengan Google" {
				t.Errorf("err %v does not carry the spec's message", err)
			}
		})
	}
}

func TestOIDCWrongClientSecret(t *testing.T) {
	p := oidctest.New(t, oidctest.Options{})
	o, err := auth.NewOIDC(context.Background(), p.Issuer(), p.ClientID(), "salah", redirectURL, nil)
	if err != nil {
		t.Fatal(err)
	}
	a := authorize(t, o)
	_, err = o.Exchange(context.Background(), a.code, a.verifier, a.nonce)
	// Our configuration is wrong, not the user's attempt: a server-side failure.
	if !errors.Is(err, auth.ErrGoogleUnavailable) || kajian.ErrorKind(err) != kajian.KindUnavailable {
		t.Errorf("err = %v, want ErrGoogleUnavailable", err)
	}
}

func TestOIDCProviderDown(t *testing.T) {
	srv := httptest.NewUnstartedServer(nil)
	p, err := oidctest.NewProvider("http://"+srv.Listener.Addr().String(), oidctest.Options{})
	if err != nil {
		t.Fatal(err)
	}
	srv.Config.Handler = p
	srv.Start()
	o := newOIDC(t, p)
	a := authorize(t, o)
	srv.Close()
	_, err = o.Exchange(context.Background(), a.code, a.verifier, a.nonce)
	if !errors.Is(err, auth.ErrGoogleUnavailable) {
		t.Errorf("err = %v, want ErrGoogleUnavailable", err)
	}
}

func TestNewOIDCErrors(t *testing.T) {
	p := oidctest.New(t, oidctest.Options{})
	ctx := context.Background()
	if _, err := auth.NewOIDC(ctx, p.Issuer()+"/other", "id", "secret", redirectURL, nil); err == nil ||
		!strings.Contains(err.Error(), "KAJIAN_GOOGLE_ISSUER") {
		t.Errorf("wrong issuer path: err = %v", err)
	}
	srv := httptest.NewServer(http.NotFoundHandler())
	srv.Close()
	if _, err := auth.NewOIDC(ctx, srv.URL, "id", "secret", redirectURL, nil); err == nil {
		t.Errorf("unreachable issuer accepted")
	}
	if _, err := auth.NewOIDC(ctx, p.Issuer(), "", "secret", redirectURL, nil); err == nil {
		t.Errorf("missing client id accepted")
	}
}
