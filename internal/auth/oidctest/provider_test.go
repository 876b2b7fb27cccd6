package oidctest_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/oauth2"

	"github.com/kajiankita/kajian/internal/auth/oidctest"
)

const back = "http://kajian.test/callback"

var noFollow = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

// validQuery is an authorization request the fake accepts.
func validQuery(p *oidctest.Provider, verifier string) url.Values {
	return url.Values{
		"client_id":             {p.ClientID()},
		"redirect_uri":          {back},
		"response_type":         {"code"},
		"scope":                 {"openid email"},
		"state":                 {"st"},
		"nonce":                 {"no"},
		"code_challenge":        {oauth2.S256ChallengeFromVerifier(verifier)},
		"code_challenge_method": {"S256"},
	}
}

func get(t *testing.T, u string) *http.Response {
	t.Helper()
	resp, err := noFollow.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp
}

func TestAuthorizeChecks(t *testing.T) {
	p := oidctest.New(t, oidctest.Options{RedirectURIs: []string{back}})
	verifier := oauth2.GenerateVerifier()
	tests := []struct {
		name      string
		edit      func(url.Values)
		status    int    // 400: answered by the provider; 302: sent back
		wantError string // error= in the redirect
	}{
		{"accepted", func(url.Values) {}, http.StatusFound, ""},
		{"unknown client", func(q url.Values) { q.Set("client_id", "x") }, http.StatusBadRequest, ""},
		{"unregistered redirect", func(q url.Values) { q.Set("redirect_uri", "http://evil.example/cb") }, http.StatusBadRequest, ""},
		{"no redirect", func(q url.Values) { q.Del("redirect_uri") }, http.StatusBadRequest, ""},
		{"implicit flow", func(q url.Values) { q.Set("response_type", "token") }, http.StatusFound, "unsupported_response_type"},
		{"no openid scope", func(q url.Values) { q.Set("scope", "email") }, http.StatusFound, "invalid_scope"},
		{"no state", func(q url.Values) { q.Del("state") }, http.StatusFound, "invalid_request"},
		{"no nonce", func(q url.Values) { q.Del("nonce") }, http.StatusFound, "invalid_request"},
		{"no PKCE", func(q url.Values) { q.Del("code_challenge"); q.Del("code_challenge_method") }, http.StatusFound, "invalid_request"},
		{"plain PKCE", func(q url.Values) { q.Set("code_challenge", verifier); q.Set("code_challenge_method", "plain") }, http.StatusFound, "invalid_request"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := validQuery(p, verifier)
			tt.edit(q)
			resp := get(t, p.Issuer()+"/authorize?"+q.Encode())
			if resp.StatusCode != tt.status {
				t.Fatalf("status %d, want %d", resp.StatusCode, tt.status)
			}
			if tt.status != http.StatusFound {
				return
			}
			loc, _ := url.Parse(resp.Header.Get("Location"))
			if !strings.HasPrefix(loc.String(), back+"?") {
				t.Fatalf("redirected to %s", loc)
			}
			lq := loc.Query()
			if lq.Get("error") != tt.wantError {
				t.Errorf("error = %q, want %q", lq.Get("error"), tt.wantError)
			}
			if (lq.Get("code") != "") != (tt.wantError == "") {
				t.Errorf("code %q with error %q", lq.Get("code"), lq.Get("error"))
			}
			if q.Get("state") != "" && lq.Get("state") != q.Get("state") {
				t.Errorf("state = %q", lq.Get("state"))
			}
		})
	}
	if n := len(p.Authorizations()); n != len(tests) {
		t.Errorf("%d requests recorded, want %d", n, len(tests))
	}
}

// code runs a valid authorization and returns its code.
func code(t *testing.T, p *oidctest.Provider, verifier string) string {
	t.Helper()
	resp := get(t, p.Issuer()+"/authorize?"+validQuery(p, verifier).Encode())
	loc, _ := url.Parse(resp.Header.Get("Location"))
	c := loc.Query().Get("code")
	if c == "" {
		t.Fatalf("no code in %s", loc)
	}
	return c
}

type tokenResponse struct {
	Status  int
	Error   string `json:"error"`
	IDToken string `json:"id_token"`
}

func redeem(t *testing.T, p *oidctest.Provider, form url.Values, basic bool, id, secret string) tokenResponse {
	t.Helper()
	if !basic {
		form.Set("client_id", id)
		form.Set("client_secret", secret)
	}
	req, _ := http.NewRequest("POST", p.Issuer()+"/token", strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if basic {
		req.SetBasicAuth(url.QueryEscape(id), url.QueryEscape(secret))
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var tr tokenResponse
	json.NewDecoder(resp.Body).Decode(&tr)
	tr.Status = resp.StatusCode
	return tr
}

func TestTokenChecks(t *testing.T) {
	p := oidctest.New(t, oidctest.Options{})
	tests := []struct {
		name   string
		basic  bool
		edit   func(f url.Values, id, secret *string)
		status int
		err    string
	}{
		{"basic auth", true, func(url.Values, *string, *string) {}, 200, ""},
		{"form auth", false, func(url.Values, *string, *string) {}, 200, ""},
		{"wrong secret", true, func(_ url.Values, _, s *string) { *s = "salah" }, 401, "invalid_client"},
		{"wrong client", false, func(_ url.Values, id, _ *string) { *id = "lain" }, 401, "invalid_client"},
		{"wrong grant type", true, func(f url.Values, _, _ *string) { f.Set("grant_type", "password") }, 400, "unsupported_grant_type"},
		{"other redirect", true, func(f url.Values, _, _ *string) { f.Set("redirect_uri", "http://kajian.test/other") }, 400, "invalid_grant"},
		{"wrong verifier", true, func(f url.Values, _, _ *string) { f.Set("code_verifier", oauth2.GenerateVerifier()) }, 400, "invalid_grant"},
		{"no verifier", true, func(f url.Values, _, _ *string) { f.Del("code_verifier") }, 400, "invalid_grant"},
		{"unknown code", true, func(f url.Values, _, _ *string) { f.Set("code", "dibuat-buat") }, 400, "invalid_grant"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			verifier := oauth2.GenerateVerifier()
			form := url.Values{
				"grant_type":    {"authorization_code"},
				"code":          {code(t, p, verifier)},
				"redirect_uri":  {back},
				"code_verifier": {verifier},
			}
			id, secret := p.ClientID(), p.ClientSecret()
			tt.edit(form, &id, &secret)
			tr := redeem(t, p, form, tt.basic, id, secret)
			if tr.Status != tt.status || tr.Error != tt.err {
				t.Fatalf("got %d %q, want %d %q", tr.Status, tr.Error, tt.status, tt.err)
			}
			if (tr.IDToken != "") != (tt.status == 200) {
				t.Errorf("id_token %q with status %d", tr.IDToken, tr.Status)
			}
			if tt.status == 200 { // used codes are gone
				if again := redeem(t, p, form, tt.basic, id, secret); again.Error != "invalid_grant" {
					t.Errorf("second redemption: %d %q, want invalid_grant", again.Status, again.Error)
				}
			}
		})
	}
}

func TestDiscoveryAndUserEndpoint(t *testing.T) {
	p := oidctest.New(t, oidctest.Options{})
	resp, err := http.Get(p.Issuer() + "/.well-known/openid-configuration")
	if err != nil {
		t.Fatal(err)
	}
	var meta map[string]any
	json.NewDecoder(resp.Body).Decode(&meta)
	resp.Body.Close()
	if meta["issuer"] != p.Issuer() || meta["jwks_uri"] != p.Issuer()+"/jwks" {
		t.Errorf("discovery = %v", meta)
	}

	u := oidctest.User{Subject: "7", Email: "baru@contoh.id", Name: "Baru"}
	body, _ := json.Marshal(u)
	resp, err = http.Post(p.Issuer()+"/_fake/user", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 || p.User() != u {
		t.Errorf("POST /_fake/user: %s, user now %+v", resp.Status, p.User())
	}
	resp, _ = http.Post(p.Issuer()+"/_fake/user", "application/json", strings.NewReader(`{"email":"x"}`))
	resp.Body.Close()
	if resp.StatusCode != 400 {
		t.Errorf("user without sub: %s, want 400", resp.Status)
	}
}

func TestNewProviderIssuer(t *testing.T) {
	for _, bad := range []string{"", "localhost:9999", "ftp://x", "http://"} {
		if _, err := oidctest.NewProvider(bad, oidctest.Options{}); err == nil {
			t.Errorf("issuer %q accepted", bad)
		}
	}
	p, err := oidctest.NewProvider("http://localhost:9999/", oidctest.Options{})
	if err != nil || p.Issuer() != "http://localhost:9999" {
		t.Errorf("issuer = %q, %v", p.Issuer(), err)
	}
}
