package ai

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// testBundle collects what a fake provider saw.
type testBundle struct {
	srv    *httptest.Server
	calls  atomic.Int32
	mu     sync.Mutex
	bodies [][]byte
	heads  []http.Header
	waits  []time.Duration
}

// setupServer starts a loopback server answering with handle; the request
// body and headers are recorded before handle runs.
func setupServer(t *testing.T, handle func(w http.ResponseWriter, r *http.Request, body []byte, call int)) *testBundle {
	t.Helper()
	b := &testBundle{}
	b.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		call := int(b.calls.Add(1))
		b.mu.Lock()
		b.bodies = append(b.bodies, body)
		b.heads = append(b.heads, r.Header.Clone())
		b.mu.Unlock()
		handle(w, r, body, call)
	}))
	t.Cleanup(b.srv.Close)
	return b
}

// config returns an HTTPConfig aimed at the bundle's server.
func (b *testBundle) config() HTTPConfig {
	return HTTPConfig{BaseURL: b.srv.URL + "/v1", Model: "test-model", Timeout: 5 * time.Second}
}

// instrument makes c record its waits instead of sleeping.
func (b *testBundle) instrument(c *httpClient) {
	c.sleep = func(ctx context.Context, d time.Duration) error {
		b.mu.Lock()
		b.waits = append(b.waits, d)
		b.mu.Unlock()
		return ctx.Err()
	}
}

func (b *testBundle) body(t *testing.T, i int) map[string]any {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	var m map[string]any
	if err := json.Unmarshal(b.bodies[i], &m); err != nil {
		t.Fatalf("request %d is not JSON: %v: %s", i, err, b.bodies[i])
	}
	return m
}

func (b *testBundle) header(i int) http.Header {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.heads[i]
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
