package main

import (
	"context"
	"crypto/rand"
	"fmt"
	"net"
	"net/netip"
	"strings"
	"syscall"

	"github.com/kajiankita/kajian/internal/config"
	"github.com/kajiankita/kajian/internal/safefetch"
)

// testCalendarFetcher is the calendar importer's client when KAJIAN_IMPORT_TEST_CALENDAR is set
// (browser tests only): exactly as guarded as the production one, except that the one .test
// name it names resolves to a stand-in address, and a dial to that address reaches the local
// test server. The stand-in is a random public IPv6 address drawn at start, so no other name
// can be made (by its DNS) to point at it; loopback and private addresses stay refused for
// every name but that one.
func testCalendarFetcher(spec string) (*safefetch.Client, error) {
	name, target, err := config.ParseImportTestCalendar(spec)
	if err != nil {
		return nil, err
	}
	standIn, err := randomPublicAddr()
	if err != nil {
		return nil, err
	}
	guarded := &net.Dialer{Timeout: safefetch.Timeout, Control: func(_, address string, _ syscall.RawConn) error {
		ap, err := netip.ParseAddrPort(address)
		if err != nil || !safefetch.Public(ap.Addr()) {
			return safefetch.ErrPrivate.Wrap(fmt.Errorf("dial %s", address))
		}
		return nil
	}}
	return safefetch.New(safefetch.Config{
		Resolve: func(ctx context.Context, host string) ([]netip.Addr, error) {
			if strings.EqualFold(host, name) {
				return []netip.Addr{standIn}, nil
			}
			return net.DefaultResolver.LookupNetIP(ctx, "ip", host)
		},
		Dial: func(ctx context.Context, network, addr string) (net.Conn, error) {
			if ap, err := netip.ParseAddrPort(addr); err == nil && ap.Addr() == standIn {
				return (&net.Dialer{Timeout: safefetch.Timeout}).DialContext(ctx, "tcp", target.String())
			}
			return guarded.DialContext(ctx, network, addr)
		},
	}), nil
}

// randomPublicAddr draws a global unicast IPv6 address in 2a00::/12 that safefetch.Public accepts.
func randomPublicAddr() (netip.Addr, error) {
	for range 100 {
		var b [16]byte
		if _, err := rand.Read(b[:]); err != nil {
			return netip.Addr{}, err
		}
		b[0], b[1] = 0x2a, 0x00|b[1]&0x0f
		if a := netip.AddrFrom16(b); safefetch.Public(a) {
			return a, nil
		}
	}
	return netip.Addr{}, fmt.Errorf("no public stand-in address drawn")
}
