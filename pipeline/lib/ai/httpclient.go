package ai

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"golang.org/x/time/rate"
)

// Defaults applied to a zero HTTPConfig field.
const (
	// HTTPTimeoutDefault bounds one attempt of one request, body included.
	HTTPTimeoutDefault = 60 * time.Second
	// HTTPMaxRetriesDefault is how many times a retryable failure is retried
	// (so at most 3 attempts).
	HTTPMaxRetriesDefault = 2
	// HTTPMaxConcurrentDefault is how many requests one provider may have in
	// flight at once.
	HTTPMaxConcurrentDefault = 4
	// RetryAfterMax caps any wait between attempts, including a provider's
	// Retry-After.
	RetryAfterMax = 30 * time.Second
)

const (
	// retryBaseDelay is the first backoff; it doubles on each retry.
	retryBaseDelay = 500 * time.Millisecond
	// replyMaxBytes bounds a reply body; a 64-text batch of 4096-dim floats
	// as JSON is about 6 MiB.
	replyMaxBytes = 64 << 20
)

// HTTPConfig configures an HTTP model provider. Zero fields take the
// defaults named below.
type HTTPConfig struct {
	// BaseURL is the API root the routes hang off, e.g.
	// "https://api.openai.com/v1" or "http://localhost:11434/v1". Required.
	BaseURL string
	// APIKey, when set, is sent as "Authorization: Bearer <key>". It never
	// appears in logs or error messages.
	APIKey string
	// Model is the model name sent with each request.
	Model string
	// Timeout bounds one attempt (connect, send, read the whole reply).
	// Default HTTPTimeoutDefault (60s).
	Timeout time.Duration
	// MaxRetries is how many times a retryable failure is retried, with
	// exponential backoff and jitter, honouring Retry-After up to
	// RetryAfterMax. Default HTTPMaxRetriesDefault (2); negative disables
	// retries.
	MaxRetries int
	// RatePerSecond caps requests per second, retries included; 0 means
	// unlimited.
	RatePerSecond float64
	// MaxConcurrent caps requests in flight. Default
	// HTTPMaxConcurrentDefault (4).
	MaxConcurrent int
}

// httpClient is the request loop shared by every HTTP provider.
type httpClient struct {
	provider string
	baseURL  string
	apiKey   string
	timeout  time.Duration
	retries  int
	limiter  *rate.Limiter // nil: unlimited
	sem      chan struct{}
	hc       *http.Client
	// sleep waits between attempts; tests replace it to record the waits.
	sleep func(ctx context.Context, d time.Duration) error
}

// newHTTPClient applies the defaults to c and validates it.
func newHTTPClient(provider string, c HTTPConfig) (*httpClient, error) {
	u, err := url.Parse(c.BaseURL)
	switch {
	case c.BaseURL == "":
		return nil, fmt.Errorf("ai: %s: BaseURL is required", provider)
	case err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "":
		return nil, fmt.Errorf("ai: %s: BaseURL must be an http or https URL such as http://localhost:11434/v1", provider)
	case c.Timeout < 0:
		return nil, fmt.Errorf("ai: %s: Timeout must be at least 0, got %s", provider, c.Timeout)
	case c.RatePerSecond < 0:
		return nil, fmt.Errorf("ai: %s: RatePerSecond must be at least 0, got %g", provider, c.RatePerSecond)
	case c.MaxConcurrent < 0:
		return nil, fmt.Errorf("ai: %s: MaxConcurrent must be at least 0, got %d", provider, c.MaxConcurrent)
	}
	cl := &httpClient{
		provider: provider,
		baseURL:  strings.TrimRight(c.BaseURL, "/"),
		apiKey:   c.APIKey,
		timeout:  cmp.Or(c.Timeout, HTTPTimeoutDefault),
		retries:  max(cmp.Or(c.MaxRetries, HTTPMaxRetriesDefault), 0),
		sem:      make(chan struct{}, cmp.Or(c.MaxConcurrent, HTTPMaxConcurrentDefault)),
		// Each attempt carries its own deadline; no client-wide timeout.
		hc:    &http.Client{},
		sleep: sleepCtx,
	}
	if c.RatePerSecond > 0 {
		cl.limiter = rate.NewLimiter(rate.Limit(c.RatePerSecond), max(1, int(c.RatePerSecond)))
	}
	return cl, nil
}

// postJSON POSTs in as JSON to baseURL+path and returns the 2xx reply body,
// retrying retryable failures. A done ctx stops it at once, waits included.
func (c *httpClient) postJSON(ctx context.Context, path string, in any) ([]byte, error) {
	body, err := json.Marshal(in)
	if err != nil {
		return nil, fmt.Errorf("ai: %s: unable to encode request: %w", c.provider, err)
	}
	for attempt := 0; ; attempt++ {
		out, retryAfter, err := c.attempt(ctx, path, body)
		if err == nil {
			return out, nil
		}
		if ctx.Err() != nil {
			return nil, fmt.Errorf("ai: %s: %w", c.provider, ctx.Err())
		}
		if attempt >= c.retries || !IsRetryable(err) {
			return nil, err
		}
		if err := c.sleep(ctx, c.backoff(attempt, retryAfter)); err != nil {
			return nil, fmt.Errorf("ai: %s: %w", c.provider, err)
		}
	}
}

// attempt makes one request. retryAfter is the reply's Retry-After, or -1.
func (c *httpClient) attempt(ctx context.Context, path string, body []byte) (out []byte, retryAfter time.Duration, err error) {
	retryAfter = -1
	if c.limiter != nil {
		if err := c.limiter.Wait(ctx); err != nil {
			return nil, retryAfter, fmt.Errorf("ai: %s: rate limit: %w", c.provider, err)
		}
	}
	select {
	case c.sem <- struct{}{}:
		defer func() { <-c.sem }()
	case <-ctx.Done():
		return nil, retryAfter, ctx.Err()
	}

	actx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(actx, http.MethodPost, c.baseURL+path, bytes.NewReader(body))
	if err != nil {
		return nil, retryAfter, fmt.Errorf("ai: %s: unable to build request: %w", c.provider, err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	if c.apiKey != "" {
		req.Header.Set("Authorization", "Bearer "+c.apiKey)
	}

	resp, err := c.hc.Do(req)
	if err == nil {
		defer resp.Body.Close()
		out, err = io.ReadAll(io.LimitReader(resp.Body, replyMaxBytes+1))
	}
	if err != nil {
		if ctx.Err() != nil {
			return nil, retryAfter, ctx.Err()
		}
		msg := "request failed: " + c.redact(err.Error())
		if errors.Is(err, context.DeadlineExceeded) {
			msg = fmt.Sprintf("request timed out after %s", c.timeout)
		}
		return nil, retryAfter, &ProviderError{Provider: c.provider, Retryable: true, Msg: msg}
	}
	if len(out) > replyMaxBytes {
		return nil, retryAfter, &ProviderError{Provider: c.provider, Status: resp.StatusCode,
			Msg: fmt.Sprintf("reply larger than %d bytes", replyMaxBytes)}
	}
	if resp.StatusCode >= 200 && resp.StatusCode < 300 {
		return out, retryAfter, nil
	}
	retryable := resp.StatusCode == http.StatusRequestTimeout ||
		resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500
	if retryable {
		retryAfter = parseRetryAfter(resp.Header.Get("Retry-After"), time.Now())
	}
	return nil, retryAfter, &ProviderError{Provider: c.provider, Status: resp.StatusCode,
		Retryable: retryable, Msg: c.redact(excerpt(out))}
}

// backoff is the wait before retry number attempt+1: the provider's
// Retry-After when it sent one, otherwise retryBaseDelay doubled per
// attempt with jitter in [d/2, d]; never more than RetryAfterMax.
func (c *httpClient) backoff(attempt int, retryAfter time.Duration) time.Duration {
	if retryAfter >= 0 {
		return min(retryAfter, RetryAfterMax)
	}
	d := min(retryBaseDelay<<min(attempt, 16), RetryAfterMax)
	return d/2 + rand.N(d/2+1)
}

// redact removes the API key from s, in case a server or error echoes it.
func (c *httpClient) redact(s string) string {
	if c.apiKey == "" {
		return s
	}
	return strings.ReplaceAll(s, c.apiKey, "[redacted]")
}

// parseRetryAfter reads a Retry-After header: delay-seconds or an HTTP date.
// It returns -1 when the header is absent or unreadable.
func parseRetryAfter(v string, now time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return -1
	}
	if secs, err := strconv.ParseInt(v, 10, 64); err == nil {
		if secs < 0 {
			return -1
		}
		return time.Duration(min(secs, int64(RetryAfterMax/time.Second))) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(t.Sub(now), 0)
	}
	return -1
}

// sleepCtx waits d or until ctx is done, whichever is first.
func sleepCtx(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
