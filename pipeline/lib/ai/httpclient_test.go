package ai

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestHTTPClientRetryAfterThenSuccess(t *testing.T) {
	t.Parallel()
	b := setupServer(t, func(w http.ResponseWriter, r *http.Request, body []byte, call int) {
		if call == 1 {
			w.Header().Set("Retry-After", "7")
			writeJSON(w, http.StatusTooManyRequests, map[string]any{"error": map[string]string{"message": "slow down"}})
			return
		}
		writeJSON(w, 200, map[string]any{"data": []map[string]any{{"index": 0, "embedding": []float64{3, 4}}}})
	})
	e, err := NewOpenAIEmbedder(b.config(), 0)
	if err != nil {
		t.Fatal(err)
	}
	b.instrument(e.c)
	vecs, err := e.Embed(t.Context(), []string{"a"})
	if err != nil {
		t.Fatal(err)
	}
	if got := b.calls.Load(); got != 2 {
		t.Fatalf("calls = %d, want 2", got)
	}
	if len(b.waits) != 1 || b.waits[0] != 7*time.Second {
		t.Fatalf("waits = %v, want [7s] from Retry-After", b.waits)
	}
	if vecs[0][0] != 0.6 || vecs[0][1] != 0.8 {
		t.Fatalf("vector = %v, want [0.6 0.8]", vecs[0])
	}
}

func TestHTTPClientServerErrorExhaustsRetries(t *testing.T) {
	t.Parallel()
	b := setupServer(t, func(w http.ResponseWriter, r *http.Request, body []byte, call int) {
		http.Error(w, "upstream exploded "+strings.Repeat("x", 500), http.StatusInternalServerError)
	})
	e, err := NewOpenAIEmbedder(b.config(), 0)
	if err != nil {
		t.Fatal(err)
	}
	b.instrument(e.c)
	_, err = e.Embed(t.Context(), []string{"a"})
	pe, ok := errors.AsType[*ProviderError](err)
	if !ok {
		t.Fatalf("err = %v, want *ProviderError", err)
	}
	if pe.Status != 500 || !pe.Retryable || !IsRetryable(err) {
		t.Fatalf("err = %+v, want retryable status 500", pe)
	}
	if got := b.calls.Load(); got != 1+HTTPMaxRetriesDefault {
		t.Fatalf("calls = %d, want %d", got, 1+HTTPMaxRetriesDefault)
	}
	if len(pe.Msg) > excerptMax || !strings.Contains(err.Error(), "status 500: upstream exploded") {
		t.Fatalf("error %q: want status and a short excerpt", err)
	}
	for i, w := range b.waits {
		base := retryBaseDelay << i
		if w < base/2 || w > base {
			t.Fatalf("wait %d = %s, want within [%s, %s]", i, w, base/2, base)
		}
	}
}

func TestHTTPClientBadRequestNotRetried(t *testing.T) {
	t.Parallel()
	b := setupServer(t, func(w http.ResponseWriter, r *http.Request, body []byte, call int) {
		writeJSON(w, http.StatusBadRequest, map[string]any{"error": map[string]string{"message": "model not found"}})
	})
	e, err := NewOpenAIEmbedder(b.config(), 0)
	if err != nil {
		t.Fatal(err)
	}
	b.instrument(e.c)
	_, err = e.Embed(t.Context(), []string{"a"})
	if IsRetryable(err) || !strings.Contains(err.Error(), "status 400") || !strings.Contains(err.Error(), "model not found") {
		t.Fatalf("err = %v, want permanent status 400 with the body", err)
	}
	if got := b.calls.Load(); got != 1 {
		t.Fatalf("calls = %d, want 1", got)
	}
}

func TestHTTPClientAPIKey(t *testing.T) {
	t.Parallel()
	const key = "sk-test-secret-123"
	b := setupServer(t, func(w http.ResponseWriter, r *http.Request, body []byte, call int) {
		// Servers do echo keys: OpenAI's 401 quotes a prefix of it.
		http.Error(w, "Incorrect API key provided: "+r.Header.Get("Authorization"), http.StatusUnauthorized)
	})
	hc := b.config()
	hc.APIKey = key
	c, err := NewOpenAIChat(hc)
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.CompleteJSON(t.Context(), ChatRequest{User: "hi"})
	if err == nil || IsRetryable(err) {
		t.Fatalf("err = %v, want permanent error", err)
	}
	if got := b.header(0).Get("Authorization"); got != "Bearer "+key {
		t.Fatalf("Authorization = %q, want bearer key", got)
	}
	if strings.Contains(err.Error(), key) {
		t.Fatalf("error %q contains the API key", err)
	}
}

func TestHTTPClientNoKeyNoAuthHeader(t *testing.T) {
	t.Parallel()
	b := setupServer(t, func(w http.ResponseWriter, r *http.Request, body []byte, call int) {
		writeJSON(w, 200, []map[string]any{{"index": 0, "score": 0.5}})
	})
	r, err := NewHTTPReranker(b.config())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Rerank(t.Context(), "q", []string{"d"}); err != nil {
		t.Fatal(err)
	}
	if got := b.header(0).Get("Authorization"); got != "" {
		t.Fatalf("Authorization = %q, want none", got)
	}
}

func TestHTTPClientCancelStopsWaiting(t *testing.T) {
	t.Parallel()
	b := setupServer(t, func(w http.ResponseWriter, r *http.Request, body []byte, call int) {
		w.Header().Set("Retry-After", "30")
		w.WriteHeader(http.StatusServiceUnavailable)
	})
	e, err := NewOpenAIEmbedder(b.config(), 0)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	cancel() // the real sleepCtx must return at once on a done context
	_, err = e.Embed(ctx, []string{"a"})
	if !errors.Is(err, context.Canceled) || IsRetryable(err) {
		t.Fatalf("err = %v, want context.Canceled, not retryable", err)
	}
	if err := sleepCtx(ctx, time.Hour); !errors.Is(err, context.Canceled) {
		t.Fatalf("sleepCtx = %v, want context.Canceled", err)
	}
}

func TestHTTPClientNetworkErrorRetryable(t *testing.T) {
	t.Parallel()
	b := setupServer(t, func(w http.ResponseWriter, r *http.Request, body []byte, call int) {})
	hc := b.config()
	b.srv.Close() // nothing listens there any more
	hc.MaxRetries = -1
	e, err := NewOpenAIEmbedder(hc, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, err = e.Embed(t.Context(), []string{"a"})
	if pe, ok := errors.AsType[*ProviderError](err); !ok || pe.Status != 0 || !IsRetryable(err) {
		t.Fatalf("err = %v, want retryable network ProviderError", err)
	}
}

func TestParseRetryAfter(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	tests := []struct {
		in   string
		want time.Duration
	}{
		{"", -1},
		{"garbage", -1},
		{"0", 0},
		{"12", 12 * time.Second},
		{"3600", RetryAfterMax},
		{now.Add(9 * time.Second).Format(http.TimeFormat), 9 * time.Second},
		{now.Add(-time.Minute).Format(http.TimeFormat), 0},
	}
	for _, tt := range tests {
		if got := parseRetryAfter(tt.in, now); got != tt.want {
			t.Errorf("parseRetryAfter(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
	c := &httpClient{}
	if got := c.backoff(0, time.Hour); got != RetryAfterMax {
		t.Errorf("backoff with a long Retry-After = %s, want %s", got, RetryAfterMax)
	}
}

func TestHTTPConfigValidation(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		hc   HTTPConfig
		want string
	}{
		{"no base url", HTTPConfig{Model: "m"}, "BaseURL is required"},
		{"bad scheme", HTTPConfig{BaseURL: "ftp://x", Model: "m"}, "BaseURL must be"},
		{"negative timeout", HTTPConfig{BaseURL: "http://x", Model: "m", Timeout: -1}, "Timeout"},
		{"negative rate", HTTPConfig{BaseURL: "http://x", Model: "m", RatePerSecond: -1}, "RatePerSecond"},
		{"negative concurrency", HTTPConfig{BaseURL: "http://x", Model: "m", MaxConcurrent: -1}, "MaxConcurrent"},
		{"no model", HTTPConfig{BaseURL: "http://x"}, "Model is required"},
	}
	for _, tt := range tests {
		_, err := NewOpenAIEmbedder(tt.hc, 0)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want %q", tt.name, err, tt.want)
		}
	}
}
