package oidctest

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"
)

// grant is an issued authorization code waiting to be redeemed.
type grant struct {
	clientID    string
	redirectURI string
	challenge   string
	nonce       string
	scope       string
	offline     bool
	user        User
	expires     time.Time
}

// handleAuthorize checks the request as a strict provider would and, with no
// login page to show, sends the browser straight back with a code. As OAuth
// requires, a bad client or redirect URI is answered here (never redirect to
// an unverified URI); other problems go back to the client as error=….
func (p *Provider) handleAuthorize(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	req := AuthRequest{
		ClientID:            q.Get("client_id"),
		RedirectURI:         q.Get("redirect_uri"),
		ResponseType:        q.Get("response_type"),
		Scope:               q.Get("scope"),
		State:               q.Get("state"),
		Nonce:               q.Get("nonce"),
		CodeChallenge:       q.Get("code_challenge"),
		CodeChallengeMethod: q.Get("code_challenge_method"),
		AccessType:          q.Get("access_type"),
		Prompt:              q.Get("prompt"),
		Query:               q,
	}
	p.mu.Lock()
	p.authorizes = append(p.authorizes, req)
	user := p.user
	p.mu.Unlock()

	if req.ClientID != p.opts.ClientID {
		http.Error(w, "oidctest: unknown client_id", http.StatusBadRequest)
		return
	}
	back, err := url.Parse(req.RedirectURI)
	if err != nil || (back.Scheme != "http" && back.Scheme != "https") || back.Host == "" || back.Fragment != "" ||
		(len(p.opts.RedirectURIs) > 0 && !slices.Contains(p.opts.RedirectURIs, req.RedirectURI)) {
		http.Error(w, "oidctest: redirect_uri missing or not registered", http.StatusBadRequest)
		return
	}
	fail := func(code, description string) {
		v := back.Query()
		v.Set("error", code)
		v.Set("error_description", description)
		if req.State != "" {
			v.Set("state", req.State)
		}
		back.RawQuery = v.Encode()
		http.Redirect(w, r, back.String(), http.StatusFound)
	}
	switch {
	case req.ResponseType != "code":
		fail("unsupported_response_type", "only response_type=code is supported")
	case !slices.Contains(strings.Fields(req.Scope), "openid"):
		fail("invalid_scope", "scope must include openid")
	case req.State == "":
		fail("invalid_request", "state is required")
	case req.Nonce == "":
		fail("invalid_request", "nonce is required")
	case req.CodeChallengeMethod != "S256" || len(req.CodeChallenge) != 43:
		fail("invalid_request", "PKCE with code_challenge_method=S256 is required")
	default:
		code := randomString()
		p.mu.Lock()
		p.codes[code] = grant{
			clientID:    req.ClientID,
			redirectURI: req.RedirectURI,
			challenge:   req.CodeChallenge,
			nonce:       req.Nonce,
			scope:       req.Scope,
			offline:     req.AccessType == "offline",
			user:        user,
			expires:     p.opts.Clock.Now().Add(codeTTL),
		}
		p.mu.Unlock()
		v := back.Query()
		v.Set("code", code)
		v.Set("state", req.State)
		back.RawQuery = v.Encode()
		http.Redirect(w, r, back.String(), http.StatusFound)
	}
}
