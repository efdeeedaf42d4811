package netguard

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"sync"
	"syscall"
	"time"
)

// Defaults for Fetch and the Guard's client.
const (
	// FetchMaxBytesDefault caps a Fetch body when maxBytes <= 0 (10 MiB).
	FetchMaxBytesDefault = 10 << 20
	// FetchTimeoutDefault bounds a whole Fetch when timeout <= 0.
	FetchTimeoutDefault = 30 * time.Second
	// RedirectsMax is how many redirects a Guard client follows.
	RedirectsMax = 5
	// dialTimeout bounds one TCP connect.
	dialTimeout = 10 * time.Second
)

// ErrTooLarge is wrapped by Fetch when a body exceeds its byte cap.
var ErrTooLarge = errors.New("netguard: response body too large")

// Guard opens user-supplied URLs without reaching loopback, private,
// link-local or other internal addresses (see BlockReason). The zero value
// is ready to use. Set AllowHosts before first use and do not copy a Guard
// after it: its clients share one connection pool.
type Guard struct {
	// AllowHosts are host names or IP literals, compared to the URL's host
	// as written (case-insensitive), that skip the address check. Use it for
	// a known internal service or, in tests, "127.0.0.1". A name listed
	// here does not allow other names that resolve to the same address.
	AllowHosts []string

	once      sync.Once
	transport *http.Transport
}

// StatusError is a Fetch whose final response was not 2xx.
type StatusError struct {
	// Host is the host that answered.
	Host string
	// Status is the HTTP status code.
	Status int
}

// Error reads as `netguard: "host" answered status 404`.
func (e *StatusError) Error() string {
	return fmt.Sprintf("netguard: %q answered status %d", e.Host, e.Status)
}

// Client returns an HTTP client that refuses blocked addresses at connect
// time, ignores proxy settings from the environment (a proxy would connect
// on our behalf, past the check), follows at most RedirectsMax redirects and
// checks every redirect target with CheckURL. timeout bounds each request,
// body included (0: none). Clients share the Guard's connection pool.
func (g *Guard) Client(timeout time.Duration) *http.Client {
	g.once.Do(g.init)
	return &http.Client{
		Transport: g.transport,
		Timeout:   timeout,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) > RedirectsMax {
				return &BlockedError{Host: req.URL.Hostname(), Reason: fmt.Sprintf("more than %d redirects", RedirectsMax)}
			}
			return g.CheckURL(req.URL.String())
		},
	}
}

func (g *Guard) init() {
	guarded := &net.Dialer{Timeout: dialTimeout, Control: controlDial}
	open := &net.Dialer{Timeout: dialTimeout}
	g.transport = &http.Transport{
		Proxy: nil,
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			host, _, err := net.SplitHostPort(addr)
			if err == nil && g.allowed(host) {
				return open.DialContext(ctx, network, addr)
			}
			return guarded.DialContext(ctx, network, addr)
		},
		ForceAttemptHTTP2:     true,
		MaxIdleConns:          32,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   10 * time.Second,
		ResponseHeaderTimeout: 30 * time.Second,
	}
}

// controlDial runs after name resolution, just before connect, on the exact
// address being dialled; refusing here is what defeats DNS rebinding.
func controlDial(network, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return &BlockedError{IP: address, Reason: "unparseable address"}
	}
	if network != "tcp4" && network != "tcp6" {
		return &BlockedError{IP: ap.Addr().String(), Reason: fmt.Sprintf("network %q is not allowed", network)}
	}
	if reason := BlockReason(ap.Addr()); reason != "" {
		return &BlockedError{IP: ap.Addr().String(), Reason: reason}
	}
	return nil
}

// Fetch GETs a user URL through a Guard client and returns the body and its
// Content-Type (sniffed when the server sends none). maxBytes caps the body
// (FetchMaxBytesDefault when <= 0; a larger body fails with ErrTooLarge);
// timeout bounds the whole fetch (FetchTimeoutDefault when <= 0). Refusals
// are *BlockedError, non-2xx answers *StatusError.
func (g *Guard) Fetch(ctx context.Context, rawURL string, maxBytes int64, timeout time.Duration) ([]byte, string, error) {
	if maxBytes <= 0 {
		maxBytes = FetchMaxBytesDefault
	}
	if timeout <= 0 {
		timeout = FetchTimeoutDefault
	}
	if err := g.CheckURL(rawURL); err != nil {
		return nil, "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, rawURL, nil)
	if err != nil {
		return nil, "", fmt.Errorf("netguard: unable to build request: %w", err)
	}
	resp, err := g.Client(timeout).Do(req)
	if err != nil {
		if be, ok := errors.AsType[*BlockedError](err); ok {
			if be.Host == "" {
				be.Host = hostOf(err, req)
			}
			return nil, "", be
		}
		return nil, "", fmt.Errorf("netguard: fetch from %q failed: %w", req.URL.Hostname(), err)
	}
	defer resp.Body.Close()
	host := resp.Request.URL.Hostname()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return nil, "", &StatusError{Host: host, Status: resp.StatusCode}
	}
	if resp.ContentLength > maxBytes {
		return nil, "", fmt.Errorf("netguard: %q sent %d bytes, limit %d: %w", host, resp.ContentLength, maxBytes, ErrTooLarge)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxBytes+1))
	if err != nil {
		return nil, "", fmt.Errorf("netguard: reading from %q failed: %w", host, err)
	}
	if int64(len(body)) > maxBytes {
		return nil, "", fmt.Errorf("netguard: %q sent more than %d bytes: %w", host, maxBytes, ErrTooLarge)
	}
	ctype := resp.Header.Get("Content-Type")
	if ctype == "" {
		ctype = http.DetectContentType(body)
	}
	return body, ctype, nil
}

// hostOf names the host a failed request was talking to: the redirect
// target when a redirect was refused at connect time, else the original.
func hostOf(err error, req *http.Request) string {
	if ue, ok := errors.AsType[*url.Error](err); ok {
		if u, perr := url.Parse(ue.URL); perr == nil && u.Hostname() != "" {
			return u.Hostname()
		}
	}
	return req.URL.Hostname()
}
