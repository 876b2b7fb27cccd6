package server

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

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
