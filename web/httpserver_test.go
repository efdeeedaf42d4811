package web

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/baton-dev/baton/store/storetest"
)

// startServer serves h on loopback through NewHTTPServer with t's limits.
func startServer(tb testing.TB, h http.Handler, t HTTPTimeouts) *httptest.Server {
	tb.Helper()
	ts := httptest.NewUnstartedServer(h)
	ts.Config = NewHTTPServer(h, t, nil)
	ts.Start()
	tb.Cleanup(ts.Close)
	return ts
}

func dial(t *testing.T, ts *httptest.Server) net.Conn {
	t.Helper()
	conn, err := net.Dial("tcp", ts.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return conn
}

// waitClosed reads conn until the server closes it and returns how long that
// took; it fails the test after limit.
func waitClosed(t *testing.T, conn net.Conn, r io.Reader, limit time.Duration) time.Duration {
	t.Helper()
	start := time.Now()
	_ = conn.SetReadDeadline(start.Add(limit))
	_, err := io.Copy(io.Discard, r)
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		t.Fatalf("the server kept the connection open for %s", limit)
	}
	return time.Since(start)
}

func TestIdleKeepAliveClosed(t *testing.T) {
	t.Parallel()
	const idle = 200 * time.Millisecond
	ts := startServer(t, (&Server{}).Handler(), HTTPTimeouts{Idle: idle})
	conn := dial(t, ts)
	if _, err := io.WriteString(conn, "GET /healthz HTTP/1.1\r\nHost: baton\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReader(conn)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body) //nolint:errcheck // the status is what matters
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || resp.Close {
		t.Fatalf("status %d, close %v: want a kept-alive 200", resp.StatusCode, resp.Close)
	}
	if d := waitClosed(t, conn, br, 10*time.Second); d < idle/2 {
		t.Fatalf("closed after %s, before the idle timeout %s", d, idle)
	}
}

func TestSlowBodyCut(t *testing.T) {
	t.Parallel()
	const read = 300 * time.Millisecond
	var readErr atomic.Value
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, err := io.ReadAll(r.Body); err != nil {
			readErr.Store(err)
			http.Error(w, "slow", http.StatusBadRequest)
			return
		}
		w.WriteHeader(http.StatusOK)
	})
	ts := startServer(t, h, HTTPTimeouts{Read: read})
	conn := dial(t, ts)
	if _, err := io.WriteString(conn, "POST /upload HTTP/1.1\r\nHost: baton\r\nContent-Length: 1000\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	// One byte every 50 ms: the 1,000 bytes would take 50 s.
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		tick := time.NewTicker(50 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				if _, err := conn.Write([]byte("x")); err != nil {
					return
				}
			}
		}
	}()
	d := waitClosed(t, conn, conn, 10*time.Second)
	if d < read/2 {
		t.Fatalf("cut after %s, before the read timeout %s", d, read)
	}
	if err, _ := readErr.Load().(error); err == nil || !strings.Contains(err.Error(), "timeout") {
		t.Fatalf("the handler's body read ended with %v, want a timeout", err)
	}
}

// TestSSEOutlivesServerTimeouts holds an event stream open for many times
// the server's read, write and idle timeouts and still gets a new event.
func TestSSEOutlivesServerTimeouts(t *testing.T) {
	t.Parallel()
	const limit = 150 * time.Millisecond
	env := newSSEEnv(t, false, func(h *Hub) { h.Ping = 40 * time.Millisecond })
	ts := startServer(t, env.api.Handler(), HTTPTimeouts{ReadHeader: limit, Read: limit, Write: limit, Idle: limit})
	batch := env.batch(t)
	c := openSSE(t, ts.URL+"/v1/batches/"+batch+"/events", nil)
	start := time.Now()
	storetest.WaitFor(t, sseWait, "the stream to outlive 8 timeouts", func() bool {
		return time.Since(start) > 8*limit && c.pings.Load() >= 10
	})
	id := insertEvent(t, env.pool, batch, "stage.started")
	if ev := c.next(t); ev.ID != id {
		t.Fatalf("got %+v, want event %d", ev, id)
	}
}
