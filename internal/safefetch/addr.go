package safefetch

import "net/netip"

// refused are the ranges netip's methods do not name but that are no public host either.
var refused = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),          // "this network"
	netip.MustParsePrefix("100.64.0.0/10"),      // carrier-grade NAT
	netip.MustParsePrefix("192.0.0.0/24"),       // IETF protocol assignments
	netip.MustParsePrefix("192.0.2.0/24"),       // documentation (TEST-NET-1)
	netip.MustParsePrefix("192.88.99.0/24"),     // 6to4 relay anycast
	netip.MustParsePrefix("198.18.0.0/15"),      // benchmarking
	netip.MustParsePrefix("198.51.100.0/24"),    // documentation (TEST-NET-2)
	netip.MustParsePrefix("203.0.113.0/24"),     // documentation (TEST-NET-3)
	netip.MustParsePrefix("240.0.0.0/4"),        // reserved, and the broadcast address
	netip.MustParsePrefix("::/96"),              // IPv4-compatible (deprecated): hides an IPv4 address
	netip.MustParsePrefix("64:ff9b:1::/48"),     // local-use NAT64
	netip.MustParsePrefix("100::/64"),           // discard-only
	netip.MustParsePrefix("2001::/32"),          // Teredo: hides an IPv4 address
	netip.MustParsePrefix("2001:db8::/32"),      // documentation
	netip.MustParsePrefix("fec0::/10"),          // site-local (deprecated)
	netip.MustParsePrefix("2001:2::/48"),        // benchmarking
	netip.MustParsePrefix("2001:10::/28"),       // ORCHID
	netip.MustParsePrefix("3fff::/20"),          // documentation (RFC 9637)
	netip.MustParsePrefix("5f00::/16"),          // segment routing SIDs
	netip.MustParsePrefix("ff00::/8"),           // multicast (also checked by method)
	netip.MustParsePrefix("fc00::/7"),           // unique local (also IsPrivate)
	netip.MustParsePrefix("169.254.0.0/16"),     // link-local, the cloud metadata address among them
	netip.MustParsePrefix("fe80::/10"),          // link-local
	netip.MustParsePrefix("255.255.255.255/32"), // broadcast
}

// Embedded IPv4 addresses: a NAT64 or 6to4 address reaches the IPv4 address inside it, so that
// address must be public too.
var (
	nat64   = netip.MustParsePrefix("64:ff9b::/96")
	sixToV4 = netip.MustParsePrefix("2002::/16")
)

// Public reports whether a is an address a user's URL may reach: a global unicast address
// outside every private, shared, reserved and special-purpose range, in either IP version
// and in every form that embeds an IPv4 address.
func Public(a netip.Addr) bool {
	if !a.IsValid() || a.Zone() != "" {
		return false
	}
	a = a.Unmap() // ::ffff:127.0.0.1 is 127.0.0.1
	if a.IsLoopback() || a.IsPrivate() || a.IsLinkLocalUnicast() || a.IsLinkLocalMulticast() ||
		a.IsInterfaceLocalMulticast() || a.IsMulticast() || a.IsUnspecified() || !a.IsGlobalUnicast() {
		return false
	}
	for _, p := range refused {
		if p.Contains(a) {
			return false
		}
	}
	if a.Is6() {
		b := a.As16()
		switch {
		case nat64.Contains(a):
			return Public(netip.AddrFrom4([4]byte(b[12:16])))
		case sixToV4.Contains(a):
			return Public(netip.AddrFrom4([4]byte(b[2:6])))
		}
	}
	return true
}
