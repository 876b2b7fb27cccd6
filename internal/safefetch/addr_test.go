package safefetch

import (
	"net/netip"
	"testing"
)

func TestPublic(t *testing.T) {
	for _, tc := range []struct {
		addr string
		want bool
	}{
		{"93.184.216.34", true},
		{"8.8.8.8", true},
		{"2606:2800:220:1:248:1893:25c8:1946", true},
		{"::ffff:93.184.216.34", true},
		{"64:ff9b::808:808", true}, // NAT64 of 8.8.8.8
		{"2002:808:808::1", true},  // 6to4 of 8.8.8.8

		{"127.0.0.1", false},
		{"127.255.255.254", false},
		{"::1", false},
		{"10.0.0.1", false},
		{"10.255.255.255", false},
		{"172.16.0.1", false},
		{"172.31.255.254", false},
		{"192.168.1.1", false},
		{"169.254.169.254", false},
		{"169.254.0.1", false},
		{"fe80::1", false},
		{"fe80::1%eth0", false},
		{"fc00::1", false},
		{"fd12:3456::1", false},
		{"100.64.0.1", false},
		{"100.127.255.254", false},
		{"0.0.0.0", false},
		{"0.1.2.3", false},
		{"::", false},
		{"224.0.0.1", false},
		{"239.255.255.250", false},
		{"ff02::1", false},
		{"ff05::2", false},
		{"255.255.255.255", false},
		{"240.0.0.1", false},
		{"192.0.2.10", false},
		{"198.18.0.1", false},
		{"::ffff:127.0.0.1", false},
		{"::ffff:10.0.0.1", false},
		{"::ffff:169.254.169.254", false},
		{"::127.0.0.1", false},     // IPv4-compatible
		{"::10.0.0.1", false},      // IPv4-compatible
		{"64:ff9b::7f00:1", false}, // NAT64 of 127.0.0.1
		{"64:ff9b::a9fe:a9fe", false},
		{"2002:7f00:1::1", false}, // 6to4 of 127.0.0.1
		{"2002:a00:1::1", false},  // 6to4 of 10.0.0.1
		{"2001:0:4136:e378:8000:63bf:3fff:fdd2", false},
		{"2001:db8::1", false},
		{"fec0::1", false},
	} {
		if got := Public(netip.MustParseAddr(tc.addr)); got != tc.want {
			t.Errorf("Public(%s) = %v, want %v", tc.addr, got, tc.want)
		}
	}
	if Public(netip.Addr{}) {
		t.Error("the zero address is public")
	}
}

// FuzzPublic: every form of one IPv4 address (plain, IPv4-mapped, NAT64, 6to4) gets the same
// answer, so no spelling of an inside address slips through.
func FuzzPublic(f *testing.F) {
	for _, s := range []string{"127.0.0.1", "10.1.2.3", "169.254.169.254", "93.184.216.34", "100.64.0.1", "0.0.0.0", "8.8.8.8"} {
		f.Add(netip.MustParseAddr(s).AsSlice())
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) < 4 {
			return
		}
		v4 := netip.AddrFrom4([4]byte(b[:4]))
		want := Public(v4)
		var nat, six [16]byte
		copy(nat[:], netip.MustParseAddr("64:ff9b::").AsSlice())
		copy(nat[12:], b[:4])
		six[0], six[1] = 0x20, 0x02
		copy(six[2:6], b[:4])
		six[15] = 1
		for _, form := range []netip.Addr{netip.AddrFrom16(v4.As16()), netip.AddrFrom16(nat), netip.AddrFrom16(six)} {
			if Public(form) != want {
				t.Fatalf("Public(%s) = %v but Public(%s) = %v", form, Public(form), v4, want)
			}
		}
		if want && (v4.IsPrivate() || v4.IsLoopback() || v4.IsLinkLocalUnicast() || v4.IsMulticast() || v4.IsUnspecified()) {
			t.Fatalf("%s is public", v4)
		}
	})
}
