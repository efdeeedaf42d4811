package web

import (
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"runtime/debug"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
)

// redactedURI is the request path and query with the access_token's value
// replaced by "REDACTED".
func redactedURI(u *url.URL) string {
	if u.RawQuery == "" {
		return u.Path
	}
	q, err := url.ParseQuery(u.RawQuery)
	if err != nil {
		return u.Path + "?(unparsable query)"
	}
	if _, ok := q["access_token"]; ok {
		q["access_token"] = []string{"REDACTED"}
	}
	return u.Path + "?" + q.Encode()
}

// requestLog logs one JSON line per request once it has been answered:
// method, path (query redacted of access_token), route, status, duration,
// bytes, the peer's address and the token id that made it. Headers are never logged,
// so neither is Authorization. Health probes, metrics scrapes and what the
// page loads on opening (/, /static/*, /v1/scan/config) log at debug level.
func (s *Server) requestLog() gin.HandlerFunc {
	return func(c *gin.Context) {
		start := time.Now()
		c.Next()
		status := c.Writer.Status()
		level := slog.LevelInfo
		switch {
		case status >= 500 && status != http.StatusServiceUnavailable:
			// A 503 (not ready, the database away, busy) is an outage,
			// not our bug: it logs at warn with the 4xx below.
			level = slog.LevelError
		case status >= 400:
			level = slog.LevelWarn
		case quietPath(c.Request.URL.Path):
			level = slog.LevelDebug
		}
		attrs := []slog.Attr{
			slog.String("method", c.Request.Method),
			slog.String("path", redactedURI(c.Request.URL)),
			slog.String("route", c.FullPath()),
			slog.Int("status", status),
			slog.Float64("duration_ms", float64(time.Since(start).Microseconds())/1000),
			slog.Int("bytes", max(c.Writer.Size(), 0)),
			slog.String("remote_ip", c.RemoteIP()),
		}
		if id := c.GetString(ctxTokenID); id != "" {
			attrs = append(attrs, slog.String("owner", id))
		}
		if id := c.Param("id"); id != "" {
			attrs = append(attrs, slog.String("id", id))
		}
		s.Log.LogAttrs(c.Request.Context(), level, "request", attrs...)
		if s.Metrics != nil {
			s.Metrics.observeRequest(c, status, time.Since(start))
		}
	}
}

// quietPath is a request path logged at debug level when answered well:
// probes, scrapes, and what the page loads each time it opens (its files
// and GET /v1/scan/config).
func quietPath(p string) bool {
	switch p {
	case "/", "/healthz", "/readyz", "/metrics", "/favicon.ico", "/v1/scan/config":
		return true
	}
	return strings.HasPrefix(p, "/static/")
}

// recoverProblem turns a handler panic into a 500 problem, logging the
// panic and stack (not the request's headers or query).
func (s *Server) recoverProblem() gin.HandlerFunc {
	return func(c *gin.Context) {
		defer func() {
			r := recover()
			if r == nil {
				return
			}
			if r == http.ErrAbortHandler {
				panic(r)
			}
			s.Log.Error("handler panicked", slog.String("path", c.Request.URL.Path),
				slog.String("panic", fmt.Sprint(r)), slog.String("stack", string(debug.Stack())))
			if !c.Writer.Written() {
				problem(c, http.StatusInternalServerError, CodeInternal, "internal error", "")
			} else {
				c.Abort()
			}
		}()
		c.Next()
	}
}
