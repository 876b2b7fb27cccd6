package server

import (
	"context"
	"net/http"
	"path"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/accounts"
	"github.com/kajiankita/kajian/internal/kajian"
)

const sessionCookie = "kajian_session"

type principalKey struct{}

// principalOf returns the signed-in account of the request, if any.
func principalOf(ctx context.Context) (accounts.SignedIn, bool) {
	p, ok := ctx.Value(principalKey{}).(accounts.SignedIn)
	return p, ok
}

// cookies writes the server's cookies: HttpOnly, SameSite=Lax, and Secure
// when the public origin is https.
type cookies struct{ secure bool }

func (c cookies) set(w http.ResponseWriter, name, value, path string, expires time.Time) {
	http.SetCookie(w, &http.Cookie{Name: name, Value: value, Path: path, Expires: expires,
		MaxAge: int(time.Until(expires).Seconds()), HttpOnly: true, Secure: c.secure, SameSite: http.SameSiteLaxMode})
}

// setFor writes a cookie that lasts ttl.
func (c cookies) setFor(w http.ResponseWriter, name, value, path string, ttl time.Duration) {
	http.SetCookie(w, &http.Cookie{Name: name, Value: value, Path: path, MaxAge: int(ttl.Seconds()),
		HttpOnly: true, Secure: c.secure, SameSite: http.SameSiteLaxMode})
}

func (c cookies) clear(w http.ResponseWriter, name, path string) {
	http.SetCookie(w, &http.Cookie{Name: name, Value: "", Path: path, MaxAge: -1, HttpOnly: true,
		Secure: c.secure, SameSite: http.SameSiteLaxMode})
}

// session is the session cookie's name: on https with the __Host- prefix,
// which browsers accept only from this exact origin, secure and for the whole
// site, so no subdomain or plain-http page can plant or overwrite it.
func (c cookies) session() string {
	if c.secure {
		return "__Host-" + sessionCookie
	}
	return sessionCookie
}

// sessionToken is the request's session cookie, or "".
func (c cookies) sessionToken(r *http.Request) string {
	if v, err := r.Cookie(c.session()); err == nil {
		return v.Value
	}
	return ""
}

// authenticate reads the session cookie and, when it names a live session,
// puts the account and its viewer into the request context. A bad or expired
// cookie is cleared and the request continues as a visitor's.
func authenticate(sessions *accounts.Service, ck cookies, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token := ck.sessionToken(r)
		if token == "" || !hasViewer(r.URL.Path) {
			next.ServeHTTP(w, r)
			return
		}
		p, renewed, err := sessions.Authenticate(r.Context(), token)
		if err != nil {
			ck.clear(w, ck.session(), "/")
			next.ServeHTTP(w, r)
			return
		}
		if !renewed.IsZero() {
			ck.set(w, ck.session(), token, "/", renewed)
		}
		ctx := context.WithValue(r.Context(), principalKey{}, p)
		v := kajian.Viewer{UserID: p.User.ID}
		if p.Profile != nil {
			v.Role = p.Profile.Role
		}
		ctx = withViewer(ctx, v)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// hasViewer reports whether what path answers depends on who asks: the API,
// a session's pages and calendar (its creator sees it unpublished), and the
// app's pages, which carry the session (servePage). Files (the built app's
// assets, icons and service worker; posters) never do, so they cost no
// session lookup, and neither does a masjid's widget, which sets no cookie on the sites
// that frame it.
func hasViewer(p string) bool {
	if embeddable(p) {
		return false
	}
	return strings.HasPrefix(p, "/api/") || strings.HasPrefix(p, "/kajian/") || strings.HasPrefix(p, "/kajian-rutin/") ||
		!strings.HasPrefix(p, "/assets/") && !strings.HasPrefix(p, "/media/") && path.Ext(p) == ""
}

// startSession signs the browser in as userID: a fresh session in a cookie,
// replacing the one it held.
func startSession(sessions *accounts.Service, ck cookies, w http.ResponseWriter, r *http.Request, userID string) error {
	token, expires, err := sessions.StartSession(r.Context(), userID, ck.sessionToken(r), r.UserAgent(), clientIP(r))
	if err != nil {
		return err
	}
	ck.set(w, ck.session(), token, "/", expires)
	return nil
}

// requireUser returns the signed-in viewer, or the error that asks to sign in.
func requireUser(r *http.Request) (kajian.Viewer, error) {
	v := viewerOf(r.Context())
	if !v.SignedIn() {
		return v, kajian.ErrUnauthorized
	}
	return v, nil
}
