package app

import (
	"net"
	"net/netip"
)

// pageURL is the address a person opens to reach the page served on addr:
// an unspecified host (0.0.0.0, ::) is reached on this machine's loopback.
func pageURL(addr net.Addr) string {
	ap, err := netip.ParseAddrPort(addr.String())
	if err != nil {
		return "http://" + addr.String()
	}
	ip := ap.Addr().Unmap()
	if ip.IsUnspecified() {
		ip = netip.MustParseAddr("127.0.0.1")
	}
	return "http://" + netip.AddrPortFrom(ip, ap.Port()).String()
}
