// Package netguard keeps URLs given by users (image URLs, webhook callback
// URLs) from reaching the machine Baton runs on or its private network: the
// classic server-side request forgery, where "http://169.254.169.254/" hands
// out cloud credentials.
//
// The check that matters runs at connect time, on the IP address actually
// being dialled, so DNS tricks (a public name resolving to 10.0.0.1, a name
// whose answer changes between check and use) do not get through. CheckURL
// adds early, clearer refusals for what can be judged from the URL alone.
package netguard

import (
	"fmt"
	"net/netip"
	"net/url"
	"strings"
)

// BlockedError is a URL or address the Guard refuses. Callers should answer
// the user with a 4xx and Error(), which names no internal detail beyond the
// user's own host.
type BlockedError struct {
	// Host is the URL's host name or IP literal, without port; may be empty.
	Host string
	// IP is the refused address, when the refusal is about one.
	IP string
	// Reason says why, e.g. "loopback address" or `scheme "file" is not allowed`.
	Reason string
}

// Error reads as `netguard: "host" (10.0.0.1) refused: private address`.
func (e *BlockedError) Error() string {
	switch {
	case e.IP != "" && e.IP != e.Host:
		return fmt.Sprintf("netguard: %q (%s) refused: %s", e.Host, e.IP, e.Reason)
	case e.Host != "":
		return fmt.Sprintf("netguard: %q refused: %s", e.Host, e.Reason)
	default:
		return "netguard: URL refused: " + e.Reason
	}
}

// blockedPrefixes are the ranges no user URL may reach, beyond those the
// netip.Addr predicates already name.
var blockedPrefixes = []struct {
	prefix netip.Prefix
	reason string
}{
	{netip.MustParsePrefix("0.0.0.0/8"), `"this network" address (0.0.0.0/8)`},
	{netip.MustParsePrefix("100.64.0.0/10"), "shared address space (CGNAT, 100.64.0.0/10)"},
	{netip.MustParsePrefix("192.0.0.0/24"), "IETF protocol assignment (192.0.0.0/24)"},
	{netip.MustParsePrefix("198.18.0.0/15"), "benchmarking address (198.18.0.0/15)"},
	{netip.MustParsePrefix("240.0.0.0/4"), "reserved address (240.0.0.0/4)"},
	{netip.MustParsePrefix("fec0::/10"), "site-local address (fec0::/10)"},
}

// BlockReason returns why ip may not be reached from a user URL, or "" when
// it may. Refused: loopback, private (RFC 1918, fc00::/7), link-local
// (169.254.0.0/16 including the 169.254.169.254 metadata service,
// fe80::/10), unspecified, multicast and broadcast, CGNAT 100.64.0.0/10,
// 0.0.0.0/8 and other reserved IPv4 ranges, and any of those hidden in an
// IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), NAT64
// (64:ff9b::/96), 6to4 (2002::/16) or Teredo (2001::/32) address. Every
// IPv4-compatible (::a.b.c.d) and local-use NAT64 (64:ff9b:1::/48) address
// is refused.
func BlockReason(ip netip.Addr) string {
	ip = ip.Unmap().WithZone("")
	switch {
	case !ip.IsValid():
		return "invalid address"
	case ip.IsLoopback():
		return "loopback address"
	case ip.IsPrivate():
		return "private address"
	case ip.IsLinkLocalUnicast():
		return "link-local address"
	case ip.IsUnspecified():
		return "unspecified address"
	case ip.IsMulticast(), ip == netip.AddrFrom4([4]byte{255, 255, 255, 255}):
		return "multicast or broadcast address"
	}
	for _, p := range blockedPrefixes {
		if p.prefix.Contains(ip) {
			return p.reason
		}
	}
	if ip.Is6() {
		b := ip.As16()
		switch {
		case ipv4CompatPrefix.Contains(ip):
			// ::a.b.c.d is deprecated (RFC 4291) and some stacks still
			// route it as IPv4: none is a real destination.
			return "IPv4-compatible address (::/96)"
		case nat64LocalPrefix.Contains(ip):
			return "local-use NAT64 address (64:ff9b:1::/48)"
		case nat64Prefix.Contains(ip), ipv4TranslatedPrefix.Contains(ip):
			return embeddedReason(b[12:16])
		case sixToFourPrefix.Contains(ip): // 2002:aabb:ccdd::
			return embeddedReason(b[2:6])
		case teredoPrefix.Contains(ip):
			// Teredo (RFC 4380): the server's IPv4 in bits 32-63, the
			// client's, inverted, in the last 32.
			if r := embeddedReason(b[4:8]); r != "" {
				return r
			}
			client := [4]byte{^b[12], ^b[13], ^b[14], ^b[15]}
			return embeddedReason(client[:])
		}
	}
	return ""
}

// IPv6 ranges that carry or stand for an IPv4 address, beyond IPv4-mapped
// (::ffff:0:0/96, unmapped first).
var (
	ipv4CompatPrefix     = netip.MustParsePrefix("::/96")
	ipv4TranslatedPrefix = netip.MustParsePrefix("::ffff:0:0:0/96") // SIIT (RFC 6052 §2.1, RFC 7915)
	nat64Prefix          = netip.MustParsePrefix("64:ff9b::/96")    // well-known NAT64: IPv4 in the last 32 bits
	nat64LocalPrefix     = netip.MustParsePrefix("64:ff9b:1::/48")  // RFC 8215
	sixToFourPrefix      = netip.MustParsePrefix("2002::/16")       // 6to4: IPv4 in bits 16-47
	teredoPrefix         = netip.MustParsePrefix("2001::/32")
)

// embeddedReason checks the IPv4 address carried inside an IPv6 one.
func embeddedReason(v4 []byte) string {
	r := BlockReason(netip.AddrFrom4([4]byte(v4)))
	if r == "" {
		return ""
	}
	return r + " inside an IPv6 address"
}

// CheckURL validates a user URL before any connection: scheme http or https,
// a host, no user:password@ part, and, when the host is an IP literal, an
// address BlockReason allows. Host names are judged at connect time, on the
// addresses they resolve to. Hosts in g.AllowHosts pass the address check.
func (g *Guard) CheckURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return &BlockedError{Reason: "not a valid URL"}
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return &BlockedError{Host: u.Hostname(), Reason: fmt.Sprintf("scheme %q is not allowed (use http or https)", u.Scheme)}
	}
	host := u.Hostname()
	if host == "" {
		return &BlockedError{Reason: "URL has no host"}
	}
	if u.User != nil {
		return &BlockedError{Host: host, Reason: "credentials in the URL are not allowed"}
	}
	if g.allowed(host) {
		return nil
	}
	if ip, err := netip.ParseAddr(host); err == nil {
		if reason := BlockReason(ip); reason != "" {
			return &BlockedError{Host: host, IP: ip.String(), Reason: reason}
		}
	}
	return nil
}

// allowed reports whether host (a name or IP literal, without port or
// brackets) is named in g.AllowHosts. The comparison is on the text of the
// URL's host, never on what it resolves to.
func (g *Guard) allowed(host string) bool {
	host = normalHost(host)
	for _, a := range g.AllowHosts {
		if normalHost(a) == host {
			return true
		}
	}
	return false
}

func normalHost(h string) string {
	h = strings.TrimSuffix(strings.Trim(strings.ToLower(strings.TrimSpace(h)), "[]"), ".")
	if ip, err := netip.ParseAddr(h); err == nil {
		return ip.String()
	}
	return h
}
