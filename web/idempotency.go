package web

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"mime"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/baton-dev/baton/store"
)

// Idempotency-Key handling.
//
// A POST under /v1 sent with `Idempotency-Key: <key>` (1 to 255 printable
// ASCII characters) runs at most once per key and token:
//
//   - the first request claims the key (a row inserted before the work, in
//     one statement, so of two concurrent duplicates only one claims it),
//     runs, and stores its response when the status is below 400;
//   - a later request with the same key, method, path and body gets the
//     stored status and body back, with `Idempotent-Replayed: true`;
//   - the same key with another method, path or body is 409
//     IDEMPOTENCY_KEY_REUSED;
//   - a duplicate arriving while the first still runs waits for it (up to
//     idempotencyWait), then replays; past that it is 409
//     IDEMPOTENCY_KEY_IN_FLIGHT with Retry-After;
//   - a response of 400 or above (503 DISPATCH_FAILED included) is not
//     stored: the key is released and the client may retry with it.
//
// Keys are kept IdempotencyKeyTTLDefault. The body is hashed as sent, except
// that a multipart boundary is ignored, so a client resending the same form
// with a fresh boundary is the same request.
const (
	// IdempotencyKeyTTLDefault is how long a key and its response are kept.
	IdempotencyKeyTTLDefault = 24 * time.Hour
	// idempotencyStuckAfter: a key still pending this long belongs to a
	// request whose process died; a new request may take it over.
	idempotencyStuckAfter = 10 * time.Minute
	idempotencyWait       = 10 * time.Second
	idempotencyPoll       = 50 * time.Millisecond
	idempotencyKeyMax     = 255
	idempotencyPurgeEvery = time.Hour
	// idempotencyStoreMax bounds a stored response; a bigger one is not
	// stored (the key is released).
	idempotencyStoreMax = 1 << 20
	ctxIdempotencyDone  = "baton.idempotency_done"
)

// idemState is the Server's idempotency bookkeeping.
type idemState struct {
	mu        sync.Mutex
	lastPurge time.Time
}

// idempotency is the middleware form, applied to every POST of a group.
func (s *Server) idempotency() gin.HandlerFunc {
	return func(c *gin.Context) {
		if c.Request.Method != http.MethodPost || c.GetBool(ctxIdempotencyDone) {
			c.Next()
			return
		}
		s.withIdempotency(c, c.Next)
	}
}

// idempotent wraps one POST handler with Idempotency-Key handling. Routes
// under /v1 already get it from the group's middleware; wrapping one of them
// again is harmless (the key is handled once).
func (s *Server) idempotent(h gin.HandlerFunc) gin.HandlerFunc {
	return func(c *gin.Context) {
		if c.GetBool(ctxIdempotencyDone) {
			h(c)
			return
		}
		s.withIdempotency(c, func() { h(c) })
	}
}

func validIdempotencyKey(k string) bool {
	if len(k) == 0 || len(k) > idempotencyKeyMax {
		return false
	}
	for i := 0; i < len(k); i++ {
		if k[i] < 0x20 || k[i] > 0x7e {
			return false
		}
	}
	return true
}

// requestHash identifies a request: method, path and query, media type and
// body (multipart boundary removed).
func requestHash(r *http.Request, body []byte) []byte {
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%s\n", r.Method, r.URL.RequestURI())
	mt, params, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err == nil {
		fmt.Fprintf(h, "%s\n", mt)
		if b := params["boundary"]; strings.HasPrefix(mt, "multipart/") && b != "" {
			body = bytes.ReplaceAll(body, []byte(b), nil)
		}
	}
	h.Write(body)
	return h.Sum(nil)
}

func (s *Server) withIdempotency(c *gin.Context, run func()) {
	c.Set(ctxIdempotencyDone, true)
	key := c.GetHeader("Idempotency-Key")
	if key == "" {
		run()
		return
	}
	if !validIdempotencyKey(key) {
		problem(c, http.StatusBadRequest, CodeInvalidIdempotency,
			fmt.Sprintf("Idempotency-Key must be 1 to %d printable ASCII characters", idempotencyKeyMax), "Idempotency-Key")
		return
	}
	body, err := readBody(c, BodyMaxDefault)
	if err != nil {
		bodyProblem(c, err, BodyMaxDefault)
		return
	}
	// Keys are per token (two admin tokens both see owner "" but are two
	// clients); without auth there is one client.
	// The path is kept escaped: decoded, it may hold NUL or invalid UTF-8
	// (/v1/tasks/%00/cancel), which PostgreSQL's text refuses.
	scope := c.GetString(ctxTokenID)
	k := store.IdempotencyKeyNew{Owner: scope, Key: key, Method: c.Request.Method, Path: c.Request.URL.EscapedPath(),
		RequestHash: requestHash(c.Request, body)}
	ctx := c.Request.Context()
	deadline := time.Now().Add(idempotencyWait)
	for {
		claimed, err := s.Store.IdempotencyKeyBegin(ctx, k, IdempotencyKeyTTLDefault, idempotencyStuckAfter)
		if err != nil {
			s.fail(c, err)
			return
		}
		if claimed {
			s.runAndStore(c, k, run)
			return
		}
		prev, err := s.Store.IdempotencyKeyGet(ctx, scope, key)
		if errors.Is(err, store.ErrNotFound) {
			continue // released between the two statements: claim again
		}
		if err != nil {
			s.fail(c, err)
			return
		}
		if !bytes.Equal(prev.RequestHash, k.RequestHash) {
			problem(c, http.StatusConflict, CodeIdempotencyKeyReused,
				"this Idempotency-Key was used for a different request; use a new key for new work", "Idempotency-Key")
			return
		}
		if prev.Status != nil {
			c.Header("Idempotent-Replayed", "true")
			if len(prev.Response) == 0 {
				c.AbortWithStatus(*prev.Status)
				return
			}
			c.Data(*prev.Status, "application/json; charset=utf-8", prev.Response)
			c.Abort()
			return
		}
		if time.Now().After(deadline) {
			c.Header("Retry-After", "1")
			problem(c, http.StatusConflict, CodeIdempotencyInFlight,
				"a request with this Idempotency-Key is still running; retry shortly", "Idempotency-Key")
			return
		}
		select {
		case <-ctx.Done():
			c.Abort()
			return
		case <-time.After(idempotencyPoll):
		}
	}
}

// capture tees what a handler writes so it can be stored.
type capture struct {
	gin.ResponseWriter
	buf      bytes.Buffer
	overflow bool
}

func (w *capture) Write(b []byte) (int, error) {
	w.keep(b)
	return w.ResponseWriter.Write(b)
}

func (w *capture) WriteString(s string) (int, error) {
	w.keep([]byte(s))
	return w.ResponseWriter.WriteString(s)
}

func (w *capture) keep(b []byte) {
	if w.overflow || w.buf.Len()+len(b) > idempotencyStoreMax {
		w.overflow = true
		return
	}
	w.buf.Write(b)
}

// runAndStore runs the request that claimed the key and stores its response
// (or releases the key), whatever happens to the request, panics included.
func (s *Server) runAndStore(c *gin.Context, k store.IdempotencyKeyNew, run func()) {
	w := &capture{ResponseWriter: c.Writer}
	c.Writer = w
	ctx, cancel := context.WithTimeout(context.WithoutCancel(c.Request.Context()), 5*time.Second)
	defer cancel()
	stored := false
	defer func() {
		if !stored {
			if err := s.Store.IdempotencyKeyRelease(ctx, k.Owner, k.Key); err != nil {
				s.Log.Error("releasing idempotency key", slog.Any("error", err))
			}
		}
	}()
	run()
	status := w.Status()
	body := w.buf.Bytes()
	if status < 400 && !w.overflow && (len(body) == 0 || json.Valid(body)) {
		if err := s.Store.IdempotencyKeyComplete(ctx, k.Owner, k.Key, status, body); err != nil {
			s.Log.Error("storing idempotent response", slog.Any("error", err))
		} else {
			stored = true
		}
	}
	s.purgeIdempotencyKeys(ctx)
}

// purgeIdempotencyKeys deletes expired keys, at most once per
// idempotencyPurgeEvery per process.
func (s *Server) purgeIdempotencyKeys(ctx context.Context) {
	s.idem.mu.Lock()
	due := time.Since(s.idem.lastPurge) >= idempotencyPurgeEvery
	if due {
		s.idem.lastPurge = time.Now()
	}
	s.idem.mu.Unlock()
	if !due {
		return
	}
	if n, err := s.Store.IdempotencyKeyDeleteExpired(ctx, IdempotencyKeyTTLDefault); err != nil {
		s.Log.Warn("deleting expired idempotency keys", slog.Any("error", err))
	} else if n > 0 {
		s.Log.Info("expired idempotency keys deleted", slog.Int64("count", n))
	}
}
