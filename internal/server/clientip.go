package server

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// addrSet is a set of addresses given as addresses or CIDR prefixes: the
// proxies whose X-Forwarded-For is believed (KAJIAN_TRUSTED_PROXIES) and the
// clients no per-client limit applies to (KAJIAN_UNLIMITED_CLIENTS); both
// empty by default.
type addrSet []netip.Prefix

// parseAddrSet reads the configuration variable name: addresses or CIDR
// prefixes, separated by commas or spaces.
func parseAddrSet(name, list string) (addrSet, error) {
	var out addrSet
	for _, f := range strings.FieldsFunc(list, func(r rune) bool { return r == ',' || r == ' ' }) {
		if p, err := netip.ParsePrefix(f); err == nil {
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(f)
		if err != nil {
			return nil, fmt.Errorf("%s: %q is not an address or a prefix like 10.0.0.0/8", name, f)
		}
		out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
	}
	return out, nil
}

// contains reports whether a is in the set.
func (ps addrSet) contains(a netip.Addr) bool {
	a = a.Unmap()
	for _, p := range ps {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// client finds the client's address: the direct peer, unless it is one of
// the trusted proxies; then the right-most X-Forwarded-For entry that is not
// itself one. Entries further left were written by the client (or by
// proxies it chose) and could name any address, so they never pick it. An
// untrusted peer may send any X-Forwarded-For it likes: it is ignored.
func (ps addrSet) client(r *http.Request) string {
	peer := r.RemoteAddr
	if host, _, err := net.SplitHostPort(peer); err == nil {
		peer = host
	}
	addr, err := netip.ParseAddr(peer)
	if err != nil || !ps.contains(addr) {
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
		if !ps.contains(hop) {
			break
		}
	}
	return ip
}

type clientKey struct{}

// withClient records the request's client address (see addrSet.client) for
// the handlers.
func withClient(ps addrSet, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), clientKey{}, ps.client(r))))
	})
}

// clientIP is the address session records and rate limits use.
func clientIP(r *http.Request) string {
	if ip, ok := r.Context().Value(clientKey{}).(string); ok {
		return ip
	}
	return addrSet(nil).client(r)
}

// limitKey is the part of a client address a rate limit counts: the whole
// IPv4 address, and an IPv6 address's /64, the block one subscriber holds
// (counting per /128 would give each of them 2^64 fresh keys).
func limitKey(ip string) string {
	a, err := netip.ParseAddr(ip)
	if err != nil || !a.Unmap().Is6() {
		return ip
	}
	p, _ := a.Prefix(64)
	return p.String()
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

// holds reports whether the request's client (clientIP) is in the set.
func (ps addrSet) holds(r *http.Request) bool {
	a, err := netip.ParseAddr(clientIP(r))
	return err == nil && ps.contains(a)
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
