package web

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/clause"
	"github.com/baton-dev/baton/pipeline/scan"
	"github.com/baton-dev/baton/store"
)

// Problem is an RFC 9457 problem document with a stable machine Code and,
// where one field is at fault, its name.
type Problem struct {
	Type   string `json:"type"`
	Title  string `json:"title"`
	Status int    `json:"status"`
	Detail string `json:"detail,omitempty"`
	Code   string `json:"code"`
	Field  string `json:"field,omitempty"`
}

// Problem codes. A code is API: never rename one.
const (
	CodeBadRequest     = "BAD_REQUEST"
	CodeInvalidID      = "INVALID_ID"
	CodeNotFound       = "NOT_FOUND"
	CodeConflict       = "CONFLICT"
	CodeNotRetryable   = "NOT_RETRYABLE"
	CodeTooLarge       = "PAYLOAD_TOO_LARGE"
	CodeUnauthorized   = "UNAUTHORIZED"
	CodeForbidden      = "FORBIDDEN"
	CodeInternal       = "INTERNAL"
	CodeNotReady       = "NOT_READY"
	CodeUnsupportedMed = "UNSUPPORTED_MEDIA_TYPE"
	// CodeDatabaseUnavailable is a 503 while PostgreSQL can't be reached;
	// Retry-After says when to try again.
	CodeDatabaseUnavailable = "DATABASE_UNAVAILABLE"
)

// RetryAfterUnavailable is the Retry-After of a 503 DATABASE_UNAVAILABLE,
// in seconds.
const RetryAfterUnavailable = 5

// Problem codes of request validation, auth and idempotency (web/bind.go,
// web/auth.go, web/idempotency.go). A code is API: never rename one.
const (
	CodeInvalidJSON          = "INVALID_JSON"
	CodeUnknownField         = "UNKNOWN_FIELD"
	CodeInvalidType          = "INVALID_TYPE"
	CodeInvalidQuery         = "INVALID_QUERY"
	CodeInvalidCursor        = "INVALID_CURSOR"
	CodeIdempotencyKeyReused = "IDEMPOTENCY_KEY_REUSED"
	CodeIdempotencyInFlight  = "IDEMPOTENCY_KEY_IN_FLIGHT"
	CodeInvalidIdempotency   = "INVALID_IDEMPOTENCY_KEY"
)

// Problem codes of the scan API (web/scan.go). A code is API: never rename one.
const (
	CodeURLBlocked       = "URL_BLOCKED"
	CodeImageFetchFailed = "IMAGE_FETCH_FAILED"
	CodeWebhooksDisabled = "WEBHOOKS_DISABLED"
)

// Problem codes of the clause and knowledge API (web/clause.go). A code is
// API: never rename one.
const (
	CodeInvalidField   = "INVALID_FIELD"
	CodeNoClauses      = "NO_CLAUSES"
	CodeTooManyClauses = "TOO_MANY_CLAUSES"
	CodeClauseTooLong  = "CLAUSE_TOO_LONG"
	CodeProviderFailed = "PROVIDER_FAILED"
)

// problem writes a problem+json response and aborts the request.
func problem(c *gin.Context, status int, code, detail, field string) {
	c.Header("Content-Type", "application/problem+json")
	c.AbortWithStatusJSON(status, Problem{
		Type: "about:blank", Title: http.StatusText(status), Status: status, Detail: detail, Code: code, Field: field,
	})
}

// fail maps an error from the engine or the store to a response: the one
// place that decides statuses. A 500's internal text is logged, never sent.
func (s *Server) fail(c *gin.Context, err error) {
	var de *pipeline.DispatchError
	var mbe *http.MaxBytesError
	var sie *scan.InputError
	var cie *clause.InputError
	switch {
	case errors.As(err, &sie):
		scanInputProblem(c, sie)
	case errors.As(err, &cie):
		clauseInputProblem(c, cie)
	case errors.As(err, &mbe):
		problem(c, http.StatusRequestEntityTooLarge, CodeTooLarge, fmt.Sprintf("the body must be at most %d bytes", mbe.Limit), "")
	case errors.Is(err, store.ErrNotFound):
		problem(c, http.StatusNotFound, CodeNotFound, "no such resource", "")
	case errors.Is(err, pipeline.ErrNotRetryable):
		problem(c, http.StatusConflict, CodeNotRetryable, "only a FAILED task can be retried", "")
	case store.IsUnavailable(err):
		// Logged at warn: store.OutageLogHandler collapses these to one
		// line per interval while the database is away.
		s.Log.Warn("request failed: database unavailable", slog.String("path", c.FullPath()), slog.Any("error", err))
		c.Header("Retry-After", strconv.Itoa(RetryAfterUnavailable))
		problem(c, http.StatusServiceUnavailable, CodeDatabaseUnavailable, "the database can't be reached; retry later", "")
	case errors.As(err, &de):
		s.Log.Error("dispatch failed", slog.Any("error", err))
		problem(c, http.StatusServiceUnavailable, pipeline.CodeDispatchFailed,
			"the work could not be queued and nothing was stored; retry with the same Idempotency-Key", "")
	default:
		s.Log.Error("request failed", slog.String("path", c.FullPath()), slog.Any("error", err))
		problem(c, http.StatusInternalServerError, CodeInternal, "internal error", "")
	}
}
