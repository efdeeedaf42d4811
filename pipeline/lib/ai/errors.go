package ai

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strings"
	"unicode/utf8"
)

// excerptMax is the most bytes of a provider's reply quoted in an error.
const excerptMax = 200

// ProviderError is a failed call to a model provider: an HTTP status other
// than 2xx, a network failure or timeout (Status 0), or a reply the caller
// cannot use whatever it retries (for example a dimension mismatch).
type ProviderError struct {
	// Provider is the provider kind, e.g. "openai".
	Provider string
	// Status is the HTTP status code, or 0 when no response was received.
	Status int
	// Retryable reports whether the same call may succeed later: network
	// errors, timeouts, 408, 429 and 5xx are; other 4xx are not.
	Retryable bool
	// Msg says what went wrong; for a status it is an excerpt of at most
	// 200 bytes of the response body. It never contains the API key.
	Msg string
}

// Error reads as "ai: openai: status 429: <body excerpt>".
func (e *ProviderError) Error() string {
	if e.Status != 0 {
		return fmt.Sprintf("ai: %s: status %d: %s", e.Provider, e.Status, e.Msg)
	}
	return fmt.Sprintf("ai: %s: %s", e.Provider, e.Msg)
}

// ReplyError is a 2xx reply the provider got wrong: not JSON, no choices,
// the wrong number of vectors, no JSON object in a chat answer. Models and
// servers do this now and then, so it is always retryable.
type ReplyError struct {
	// Provider is the provider kind, e.g. "openai".
	Provider string
	// Msg says what was wrong, with an excerpt of at most 200 bytes.
	Msg string
}

// Error reads as "ai: openai: malformed reply: <what was wrong>".
func (e *ReplyError) Error() string {
	return fmt.Sprintf("ai: %s: malformed reply: %s", e.Provider, e.Msg)
}

// IsRetryable reports whether err is worth retrying: a retryable
// *ProviderError, any *ReplyError, a timeout or network error. A cancelled
// context is not retryable.
func IsRetryable(err error) bool {
	if err == nil || errors.Is(err, context.Canceled) {
		return false
	}
	if pe, ok := errors.AsType[*ProviderError](err); ok {
		return pe.Retryable
	}
	if _, ok := errors.AsType[*ReplyError](err); ok {
		return true
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return true
	}
	_, ok := errors.AsType[net.Error](err)
	return ok
}

// excerpt returns at most excerptMax bytes of b on one line, cut on a rune
// boundary, with "..." when cut.
func excerpt(b []byte) string {
	s := strings.Join(strings.Fields(string(b)), " ")
	if len(s) <= excerptMax {
		return s
	}
	cut := excerptMax - 3
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "..."
}
