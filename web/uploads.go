package web

import (
	"cmp"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
)

// Upload limits. Decoding an upload costs a few times its size in memory
// (the body, the decoded field, the picture, the statement's copy), so the
// number in flight bounds the memory uploads can take.
const (
	// UploadsMaxDefault is how many large request bodies one process reads
	// at once (Server.UploadsMax).
	UploadsMaxDefault = 4
	// UploadWaitDefault is how long a large request waits for a slot before
	// it is answered 503 SERVER_BUSY (Server.UploadWait).
	UploadWaitDefault = 5 * time.Second
	// uploadLarge is the size from which a body counts as an upload; a body
	// of unknown length (chunked) counts too.
	uploadLarge = 1 << 20
)

// CodeServerBusy is a 503 when too many uploads are in flight; Retry-After
// says when to try again.
const CodeServerBusy = "SERVER_BUSY"

// uploadSlots bounds the large request bodies read at once: a request
// declaring more than 1 MiB (or no length) waits up to UploadWait for one
// of UploadsMax slots, else 503 SERVER_BUSY with Retry-After. It runs
// after auth, so only known clients hold slots, and before the idempotency
// middleware reads the body.
func (s *Server) uploadSlots() gin.HandlerFunc {
	slots := make(chan struct{}, cmp.Or(s.UploadsMax, UploadsMaxDefault))
	s.uploads = slots
	wait := cmp.Or(s.UploadWait, UploadWaitDefault)
	return func(c *gin.Context) {
		r := c.Request
		// A request without a body has ContentLength 0; only chunked
		// bodies have -1.
		if r.ContentLength >= 0 && r.ContentLength <= uploadLarge {
			c.Next()
			return
		}
		t := time.NewTimer(wait)
		defer t.Stop()
		select {
		case slots <- struct{}{}:
		case <-t.C:
			c.Header("Retry-After", strconv.Itoa(max(int(wait/time.Second), 1)))
			problem(c, http.StatusServiceUnavailable, CodeServerBusy, "too many uploads in flight; retry later", "")
			return
		case <-r.Context().Done():
			c.Abort()
			return
		}
		defer func() { <-slots }()
		c.Next()
	}
}
