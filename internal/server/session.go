package server

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"path"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/auth"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
)

const (
	sessionCookie   = "kajian_session"
	sessionLifetime = 30 * 24 * time.Hour
	sessionTouch    = time.Hour // extend a session's expiry at most this often
)

type principalKey struct{}

// principalOf returns the signed-in account of the request, if any.
func principalOf(ctx context.Context) (store.Principal, bool) {
	p, ok := ctx.Value(principalKey{}).(store.Principal)
	return p, ok
}

// authenticate reads the session cookie and, when it names a live session,
// puts the account and its viewer into the request context. A bad or expired
// cookie is cleared and the request continues as a visitor's.
func (s *Server) authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := r.Cookie(sessionCookie)
		if err != nil || c.Value == "" || !hasViewer(r.URL.Path) {
			next.ServeHTTP(w, r)
			return
		}
		now := s.clock.Now()
		p, err := s.store.FindAuthSession(r.Context(), auth.HashToken(c.Value), now)
		if err != nil {
			if !errors.Is(err, kajian.ErrNotFound) {
				slog.ErrorContext(r.Context(), "session lookup failed", "err", err)
			}
			s.clearSessionCookie(w)
			next.ServeHTTP(w, r)
			return
		}
		if now.Sub(p.Session.LastSeenAt) > sessionTouch {
			if err := s.store.TouchAuthSession(r.Context(), p.Session.TokenHash, now, now.Add(sessionLifetime)); err == nil {
				s.setSessionCookie(w, c.Value, now.Add(sessionLifetime))
			}
		}
		ctx := context.WithValue(r.Context(), principalKey{}, p)
		ctx = withViewer(ctx, kajian.Viewer{UserID: p.User.ID, Role: p.Profile.Role})
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// hasViewer reports whether what path answers depends on who asks: the API,
// a session's pages and calendar (its creator sees it unpublished), and the
// app's pages, which carry the session (servePage). Files (the built app's
// assets, icons and service worker; posters) never do, so they cost no
// session lookup.
func hasViewer(p string) bool {
	return strings.HasPrefix(p, "/api/") || strings.HasPrefix(p, "/kajian/") || strings.HasPrefix(p, "/kajian-rutin/") ||
		!strings.HasPrefix(p, "/assets/") && !strings.HasPrefix(p, "/media/") && path.Ext(p) == ""
}

// startSession signs a user in: a fresh random token in an HttpOnly cookie,
// its hash in the database. Any session the browser held before is ended, so a
// sign-in always rotates the session.
func (s *Server) startSession(w http.ResponseWriter, r *http.Request, userID string) error {
	if old, err := r.Cookie(sessionCookie); err == nil && old.Value != "" {
		_ = s.store.DeleteAuthSession(r.Context(), auth.HashToken(old.Value))
	}
	token, hash := auth.NewToken()
	now := s.clock.Now()
	sess := store.AuthSession{TokenHash: hash, UserID: userID, CreatedAt: now, ExpiresAt: now.Add(sessionLifetime), LastSeenAt: now}
	if err := s.store.CreateAuthSession(r.Context(), sess, r.UserAgent(), clientIP(r)); err != nil {
		return err
	}
	s.setSessionCookie(w, token, sess.ExpiresAt)
	return nil
}

// endSession signs the browser out.
func (s *Server) endSession(w http.ResponseWriter, r *http.Request) error {
	if c, err := r.Cookie(sessionCookie); err == nil && c.Value != "" {
		if err := s.store.DeleteAuthSession(r.Context(), auth.HashToken(c.Value)); err != nil {
			return err
		}
	}
	s.clearSessionCookie(w)
	return nil
}

func (s *Server) setSessionCookie(w http.ResponseWriter, token string, expires time.Time) {
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: token, Path: "/", Expires: expires,
		MaxAge: int(time.Until(expires).Seconds()), HttpOnly: true, Secure: s.cfg.Secure(), SameSite: http.SameSiteLaxMode})
}

func (s *Server) clearSessionCookie(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: "", Path: "/", MaxAge: -1, HttpOnly: true,
		Secure: s.cfg.Secure(), SameSite: http.SameSiteLaxMode})
}

// clientIP is the address rate limits and session records use. The direct
// peer is the client unless it is a proxy we trust (trustedProxy): then the
// client is the right-most X-Forwarded-For entry that is not itself such a
// proxy. Entries further left were written by the client (or by proxies it
// chose) and could name any address, so they never pick it. A peer we do not
// trust may send any X-Forwarded-For it likes: it is ignored.
func clientIP(r *http.Request) string {
	peer := r.RemoteAddr
	if host, _, err := net.SplitHostPort(peer); err == nil {
		peer = host
	}
	addr, err := netip.ParseAddr(peer)
	if err != nil || !trustedProxy(addr) {
		return peer
	}
	var hops []string
	for _, v := range r.Header.Values("X-Forwarded-For") {
		hops = append(hops, strings.Split(v, ",")...)
	}
	ip := peer
	for i := len(hops) - 1; i >= 0; i-- {
		hop, ok := parseHop(hops[i])
		if !ok {
			break // not an address: nothing further left can be believed
		}
		ip = hop.String()
		if !trustedProxy(hop) {
			break
		}
	}
	return ip
}

// trustedProxy reports whether a peer at addr is taken to be a proxy in front
// of the server, whose X-Forwarded-For is believed: this machine, or an
// address of a private network (RFC 1918, unique-local or link-local), which
// is how a load balancer reaches the copies behind it. A public address is a
// client talking to the server directly.
func trustedProxy(addr netip.Addr) bool {
	addr = addr.Unmap()
	return addr.IsLoopback() || addr.IsPrivate() || addr.IsLinkLocalUnicast()
}

// parseHop reads one X-Forwarded-For entry: an address, possibly with a port
// (and brackets, for IPv6).
func parseHop(s string) (netip.Addr, bool) {
	s = strings.TrimSpace(s)
	if a, err := netip.ParseAddr(s); err == nil {
		return a.Unmap(), true
	}
	if ap, err := netip.ParseAddrPort(s); err == nil {
		return ap.Addr().Unmap(), true
	}
	return netip.Addr{}, false
}

// requireUser returns the signed-in viewer, or the error that asks to sign in.
func requireUser(r *http.Request) (kajian.Viewer, error) {
	v := viewerOf(r.Context())
	if !v.SignedIn() {
		return v, kajian.ErrUnauthorized
	}
	return v, nil
}

// requireAdmin returns the viewer when it is an admin.
func requireAdmin(r *http.Request) (kajian.Viewer, error) {
	v, err := requireUser(r)
	if err != nil {
		return v, err
	}
	if !v.IsAdmin() {
		return v, kajian.ErrAdminOnly
	}
	return v, nil
}
