package oidctest

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"net/http"
	"net/url"
)

// handleToken redeems an authorization code as RFC 6749 §4.1.3 and RFC 7636
// describe: the client authenticates (HTTP Basic or form fields), the code is
// used once, within its lifetime, with the same redirect_uri, and the
// code_verifier must hash to the stored challenge.
func (p *Provider) handleToken(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		tokenError(w, http.StatusBadRequest, "invalid_request", "malformed form body")
		return
	}
	id, secret, basic := r.BasicAuth()
	if basic {
		// RFC 6749 §2.3.1: Basic credentials are form-urlencoded first.
		id, _ = url.QueryUnescape(id)
		secret, _ = url.QueryUnescape(secret)
	} else {
		id, secret = r.PostForm.Get("client_id"), r.PostForm.Get("client_secret")
	}
	if !equal(id, p.opts.ClientID) || !equal(secret, p.opts.ClientSecret) {
		w.Header().Set("WWW-Authenticate", `Basic realm="oidctest"`)
		tokenError(w, http.StatusUnauthorized, "invalid_client", "client authentication failed")
		return
	}
	if r.PostForm.Get("grant_type") != "authorization_code" {
		tokenError(w, http.StatusBadRequest, "unsupported_grant_type", "only authorization_code is supported")
		return
	}

	code := r.PostForm.Get("code")
	p.mu.Lock()
	g, ok := p.codes[code]
	delete(p.codes, code) // one use only, even when the attempt fails
	p.mu.Unlock()
	now := p.opts.Clock.Now()
	switch {
	case !ok:
		tokenError(w, http.StatusBadRequest, "invalid_grant", "unknown or used code")
		return
	case now.After(g.expires):
		tokenError(w, http.StatusBadRequest, "invalid_grant", "code expired")
		return
	case g.clientID != id:
		tokenError(w, http.StatusBadRequest, "invalid_grant", "code issued to another client")
		return
	case r.PostForm.Get("redirect_uri") != g.redirectURI:
		tokenError(w, http.StatusBadRequest, "invalid_grant", "redirect_uri differs from the authorization request")
		return
	}
	verifier := r.PostForm.Get("code_verifier")
	sum := sha256.Sum256([]byte(verifier))
	if len(verifier) < 43 || len(verifier) > 128 || !equal(base64.RawURLEncoding.EncodeToString(sum[:]), g.challenge) {
		tokenError(w, http.StatusBadRequest, "invalid_grant", "code_verifier does not match the code_challenge")
		return
	}

	access := randomString()
	claims := map[string]any{
		"iss":            p.issuer,
		"aud":            g.clientID,
		"azp":            g.clientID,
		"sub":            g.user.Subject,
		"email":          g.user.Email,
		"email_verified": g.user.EmailVerified,
		"name":           g.user.Name,
		"nonce":          g.nonce,
		"iat":            now.Unix(),
		"auth_time":      now.Unix(),
		"exp":            now.Add(p.opts.TokenTTL).Unix(),
		"at_hash":        halfHash(access),
	}
	p.mu.Lock()
	editClaims, editToken := p.editClaims, p.editIDToken
	p.mu.Unlock()
	if editClaims != nil {
		editClaims(claims)
	}
	idToken, err := p.sign(claims)
	if err != nil {
		tokenError(w, http.StatusInternalServerError, "server_error", err.Error())
		return
	}
	if editToken != nil {
		idToken = editToken(idToken)
	}
	resp := map[string]any{
		"access_token": access,
		"token_type":   "Bearer",
		"expires_in":   int(p.opts.TokenTTL.Seconds()),
		"scope":        g.scope,
		"id_token":     idToken,
	}
	if g.offline {
		resp["refresh_token"] = randomString()
	}
	writeJSON(w, http.StatusOK, resp)
}

func tokenError(w http.ResponseWriter, status int, code, description string) {
	writeJSON(w, status, map[string]string{"error": code, "error_description": description})
}

func equal(a, b string) bool { return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1 }

// halfHash is the at_hash of an access token (OpenID Connect Core §3.1.3.6).
func halfHash(s string) string {
	sum := sha256.Sum256([]byte(s))
	return base64.RawURLEncoding.EncodeToString(sum[:16])
}

func randomString() string {
	b := make([]byte, 32)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}
