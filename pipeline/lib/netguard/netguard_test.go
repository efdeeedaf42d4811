package netguard

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestBlockReason(t *testing.T) {
	t.Parallel()
	tests := []struct {
		ip      string
		blocked bool
	}{
		{"127.0.0.1", true},
		{"127.8.9.10", true},
		{"10.0.0.1", true},
		{"172.16.5.4", true},
		{"192.168.1.1", true},
		{"169.254.169.254", true},
		{"0.0.0.0", true},
		{"0.1.2.3", true},
		{"100.64.0.1", true},
		{"100.127.255.254", true},
		{"224.0.0.1", true},
		{"255.255.255.255", true},
		{"::1", true},
		{"::", true},
		{"fe80::1", true},
		{"fc00::1", true},
		{"fd12:3456::1", true},
		{"ff02::1", true},
		{"::ffff:127.0.0.1", true},
		{"::ffff:10.0.0.1", true},
		{"::ffff:169.254.169.254", true},
		{"64:ff9b::a9fe:a9fe", true}, // NAT64 of 169.254.169.254
		{"2002:0a00:0001::1", true},  // 6to4 of 10.0.0.1
		{"::127.0.0.1", true},        // IPv4-compatible
		{"::10.0.0.1", true},         // IPv4-compatible
		{"::8.8.8.8", true},          // IPv4-compatible: deprecated, refused whatever it embeds
		{"::ffff:0:127.0.0.1", true}, // IPv4-translated (SIIT)
		{"::ffff:0:a9fe:a9fe", true}, // IPv4-translated 169.254.169.254
		{"64:ff9b::127.0.0.1", true}, // NAT64 of loopback
		{"64:ff9b::192.168.1.1", true},
		{"64:ff9b:1::808:808", true},            // local-use NAT64
		{"2002:7f00:0001::", true},              // 6to4 of 127.0.0.1
		{"2002:c0a8:0101::1", true},             // 6to4 of 192.168.1.1
		{"2002:a9fe:a9fe::", true},              // 6to4 of 169.254.169.254
		{"2001:0:7f00:1::1", true},              // Teredo, server 127.0.0.1
		{"2001:0:808:808:0:0:f5ff:fffe", true},  // Teredo, client 10.0.0.1 (inverted)
		{"2001:0:808:808:0:0:f7f7:f7f7", false}, // Teredo, public server and client 8.8.8.8
		{"2002:0808:0808::1", false},            // 6to4 of 8.8.8.8
		{"::ffff:0:808:808", false},             // IPv4-translated 8.8.8.8
		{"fe80::1%eth0", true},
		{"8.8.8.8", false},
		{"93.184.216.34", false},
		{"100.128.0.1", false},
		{"2606:4700:4700::1111", false},
		{"::ffff:8.8.8.8", false},
		{"64:ff9b::808:808", false},
	}
	for _, tt := range tests {
		reason := BlockReason(netip.MustParseAddr(tt.ip))
		if (reason != "") != tt.blocked {
			t.Errorf("BlockReason(%s) = %q, want blocked=%v", tt.ip, reason, tt.blocked)
		}
	}
}

func TestCheckURL(t *testing.T) {
	t.Parallel()
	g := &Guard{}
	tests := []struct {
		url  string
		want string // substring of the BlockedError reason; "" = allowed
	}{
		{"https://example.com/cat.jpg", ""},
		{"http://8.8.8.8:8080/x", ""},
		{"http://localhost/", ""}, // names are judged at connect time
		{"file:///etc/passwd", `scheme "file"`},
		{"gopher://example.com:70/", `scheme "gopher"`},
		{"ftp://example.com/", `scheme "ftp"`},
		{"//example.com/x", `scheme ""`},
		{"http:///nohost", "no host"},
		{"http://user:pw@example.com/", "credentials"},
		{"http://127.0.0.1/", "loopback"},
		{"http://10.0.0.1/", "private"},
		{"http://169.254.169.254/latest/meta-data/", "link-local"},
		{"http://[::1]:8080/", "loopback"},
		{"http://[::ffff:127.0.0.1]/", "loopback"},
		{"http://[::127.0.0.1]/", "IPv4-compatible"},
		{"http://[::ffff:0:127.0.0.1]/", "loopback"},
		{"http://[64:ff9b::7f00:1]/", "loopback"},
		{"http://[2002:7f00:1::]/", "loopback"},
		{"http://[2001:0:7f00:1::1]/", "loopback"},
		{"http://100.64.1.1/", "CGNAT"},
		{"http://0.0.0.0/", "unspecified"},
	}
	for _, tt := range tests {
		err := g.CheckURL(tt.url)
		if tt.want == "" {
			if err != nil {
				t.Errorf("CheckURL(%q) = %v, want allowed", tt.url, err)
			}
			continue
		}
		be, ok := errors.AsType[*BlockedError](err)
		if !ok || !strings.Contains(be.Reason, tt.want) {
			t.Errorf("CheckURL(%q) = %v, want BlockedError about %q", tt.url, err, tt.want)
		}
	}
	allow := &Guard{AllowHosts: []string{"127.0.0.1", "[::1]", "Internal.Example."}}
	for _, u := range []string{"http://127.0.0.1:8080/", "http://[::1]/", "http://internal.example/"} {
		if err := allow.CheckURL(u); err != nil {
			t.Errorf("allow-listed CheckURL(%q) = %v", u, err)
		}
	}
}

// fetchRefused asserts that Fetch refuses u with a BlockedError whose reason
// contains want.
func fetchRefused(t *testing.T, g *Guard, u, want string) {
	t.Helper()
	_, _, err := g.Fetch(t.Context(), u, 0, 5*time.Second)
	be, ok := errors.AsType[*BlockedError](err)
	if !ok || !strings.Contains(be.Reason, want) {
		t.Fatalf("Fetch(%q) = %v, want BlockedError about %q", u, err, want)
	}
}

func TestFetchRefusesInternalAddresses(t *testing.T) {
	t.Parallel()
	g := &Guard{}
	// None of these are dialled: literals fail CheckURL, and "localhost"
	// fails in the dialer's Control before connect.
	fetchRefused(t, g, "http://127.0.0.1/", "loopback")
	fetchRefused(t, g, "http://10.0.0.1/", "private")
	fetchRefused(t, g, "http://169.254.169.254/latest/meta-data/", "link-local")
	fetchRefused(t, g, "http://[::1]/", "loopback")
	fetchRefused(t, g, "http://localhost:1/", "loopback")
	fetchRefused(t, g, "file:///etc/passwd", "scheme")
	fetchRefused(t, g, "gopher://example.com/", "scheme")
}

func TestFetchResolvedNameRefusedAtConnect(t *testing.T) {
	t.Parallel()
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { hits.Add(1) }))
	t.Cleanup(srv.Close)
	g := &Guard{}
	fetchRefused(t, g, "http://localhost:"+srv.URL[strings.LastIndexByte(srv.URL, ':')+1:]+"/", "loopback")
	if n := hits.Load(); n != 0 {
		t.Fatalf("server was reached %d times", n)
	}
}

func TestFetchAllowListedAndCaps(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/img":
			w.Header().Set("Content-Type", "image/png")
			_, _ = w.Write([]byte("\x89PNG\r\n\x1a\nrest"))
		case "/big":
			_, _ = w.Write([]byte(strings.Repeat("x", 2048)))
		case "/sniff":
			w.Header()["Content-Type"] = nil // suppress the server's sniffing
			_, _ = w.Write([]byte("<html><body>hi</body></html>"))
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	g := &Guard{AllowHosts: []string{"127.0.0.1"}}

	body, ctype, err := g.Fetch(t.Context(), srv.URL+"/img", 1024, time.Second*5)
	if err != nil || ctype != "image/png" || !strings.HasPrefix(string(body), "\x89PNG") {
		t.Fatalf("Fetch(/img) = %q, %q, %v", body, ctype, err)
	}
	if _, _, err := g.Fetch(t.Context(), srv.URL+"/big", 1024, 5*time.Second); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("Fetch(/big) err = %v, want ErrTooLarge", err)
	}
	if body, _, err := g.Fetch(t.Context(), srv.URL+"/big", 2048, 5*time.Second); err != nil || len(body) != 2048 {
		t.Fatalf("Fetch(/big) at exactly the cap = %d bytes, %v", len(body), err)
	}
	if _, ctype, err := g.Fetch(t.Context(), srv.URL+"/sniff", 0, 0); err != nil || !strings.HasPrefix(ctype, "text/html") {
		t.Fatalf("Fetch(/sniff) content type = %q, %v; want sniffed text/html", ctype, err)
	}
	_, _, err = g.Fetch(t.Context(), srv.URL+"/missing", 0, 0)
	if se, ok := errors.AsType[*StatusError](err); !ok || se.Status != 404 {
		t.Fatalf("Fetch(/missing) err = %v, want StatusError 404", err)
	}
}

func TestFetchRedirects(t *testing.T) {
	t.Parallel()
	var bHits atomic.Int32
	// Server B is loopback too but reached only by the name "localhost",
	// which the allow list does not name.
	srvB := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		bHits.Add(1)
		_, _ = w.Write([]byte("secret"))
	}))
	t.Cleanup(srvB.Close)
	bPort := srvB.URL[strings.LastIndexByte(srvB.URL, ':')+1:]

	var srvA *httptest.Server
	srvA = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/to-b":
			http.Redirect(w, r, "http://localhost:"+bPort+"/", http.StatusFound)
		case "/to-literal":
			http.Redirect(w, r, "http://127.0.0.1:1/", http.StatusFound)
		case "/to-file":
			http.Redirect(w, r, "file:///etc/passwd", http.StatusFound)
		case "/loop":
			http.Redirect(w, r, srvA.URL+"/loop", http.StatusFound)
		case "/hop":
			http.Redirect(w, r, srvA.URL+"/ok", http.StatusMovedPermanently)
		case "/ok":
			_, _ = w.Write([]byte("fine"))
		}
	}))
	t.Cleanup(srvA.Close)
	// Server A is named by IP, exactly as its URL spells it.
	g := &Guard{AllowHosts: []string{"127.0.0.1"}}

	if body, _, err := g.Fetch(t.Context(), srvA.URL+"/hop", 0, 5*time.Second); err != nil || string(body) != "fine" {
		t.Fatalf("allowed redirect = %q, %v", body, err)
	}
	_, _, err := g.Fetch(t.Context(), srvA.URL+"/to-b", 0, 5*time.Second)
	be, ok := errors.AsType[*BlockedError](err)
	if !ok || !strings.Contains(be.Reason, "loopback") || be.Host != "localhost" {
		t.Fatalf("redirect to localhost: err = %v (%#v), want BlockedError for host localhost", err, be)
	}
	if n := bHits.Load(); n != 0 {
		t.Fatalf("server B was reached %d times", n)
	}

	// The other way round: server A allow-listed as "localhost", and its
	// redirect to the loopback literal 127.0.0.1:1 refused.
	byName := &Guard{AllowHosts: []string{"localhost"}}
	aByName := "http://localhost:" + srvA.URL[strings.LastIndexByte(srvA.URL, ':')+1:]
	if body, _, err := byName.Fetch(t.Context(), aByName+"/ok", 0, 5*time.Second); err != nil || string(body) != "fine" {
		t.Fatalf("allow-listed localhost = %q, %v", body, err)
	}
	fetchRefused(t, byName, aByName+"/to-literal", "loopback")

	fetchRefused(t, g, srvA.URL+"/to-file", "scheme")
	fetchRefused(t, g, srvA.URL+"/loop", "redirects")
}

func TestClientHasNoProxy(t *testing.T) {
	t.Parallel()
	c := (&Guard{}).Client(time.Second)
	tr := c.Transport.(*http.Transport)
	if tr.Proxy != nil {
		t.Fatal("Transport.Proxy is set; a proxy would connect past the guard")
	}
}
