package web

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/baton-dev/baton/store"
)

// Access control.
//
// A request is authenticated by `Authorization: Bearer <token>`; event
// streams (GET /v1/.../events) also take `?access_token=` because a
// browser's EventSource can't set headers; the admin pages (/metrics,
// /riverui/) also take HTTP Basic with the token as the password, so a
// browser can prompt for it. A normal token's id is the owner of what it
// creates and the only owner it sees (another owner's resource is 404); an
// admin token has owner "" and sees everything.
//
// Once any unrevoked token exists, every /v1 request needs one, on loopback
// too. With none, a client on loopback is let in as admin (one user on their
// own machine); anyone else only with InsecureNoAuth. A request that came
// through a proxy (X-Forwarded-For, Forwarded or X-Real-IP set) is not a
// loopback client even when the proxy connects from 127.0.0.1.
const (
	// TokenPrefix starts every API token, so a leaked one is easy to spot.
	TokenPrefix = "bt_"
	// TokenCacheTTLDefault is how long a looked-up token and the "any token
	// exists" answer are trusted before the database is asked again: a
	// token revoked by another process stops working within it.
	TokenCacheTTLDefault = 2 * time.Second
	// tokenTouchEvery bounds how often a token's last_used_at is written.
	tokenTouchEvery = time.Minute
	tokenCacheMax   = 4096
)

// Gin context keys set by the auth middleware.
const (
	ctxOwner   = "owner"    // string: owner filter, "" = sees all
	ctxTokenID = "token_id" // string: the token's id, "" without a token
	ctxAdmin   = "admin"    // bool
)

// NewToken returns a new random API token (TokenPrefix + 32 random bytes,
// base64url) and the sha256 under which it is stored.
func NewToken() (token string, hash []byte) {
	b := make([]byte, 32)
	_, _ = rand.Read(b) // never fails (crypto/rand)
	token = TokenPrefix + base64.RawURLEncoding.EncodeToString(b)
	return token, HashToken(token)
}

// HashToken is the sha256 of a token, the only form in which it is stored.
func HashToken(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// authCache remembers looked-up tokens and whether any exist, for
// TokenCacheTTLDefault, so auth doesn't cost a query per request.
type authCache struct {
	mu       sync.Mutex
	anyKnown time.Time
	any      bool
	tokens   map[string]cachedToken // by hash
}

type cachedToken struct {
	tok *store.Token
	at  time.Time
}

// InvalidateTokens forgets cached token answers; call it after creating or
// revoking a token in this process.
func (s *Server) InvalidateTokens() {
	s.authCache.mu.Lock()
	defer s.authCache.mu.Unlock()
	s.authCache.anyKnown = time.Time{}
	s.authCache.tokens = nil
}

// tokensExist reports whether any unrevoked token exists.
func (s *Server) tokensExist(c *gin.Context) (bool, error) {
	a := &s.authCache
	a.mu.Lock()
	if time.Since(a.anyKnown) < TokenCacheTTLDefault {
		defer a.mu.Unlock()
		return a.any, nil
	}
	a.mu.Unlock()
	ok, err := s.Store.TokenActiveExists(c.Request.Context())
	if err != nil {
		return false, err
	}
	a.mu.Lock()
	a.any, a.anyKnown = ok, time.Now()
	a.mu.Unlock()
	return ok, nil
}

// lookupToken returns the active token, or store.ErrNotFound.
func (s *Server) lookupToken(c *gin.Context, token string) (*store.Token, error) {
	hash := HashToken(token)
	key := string(hash)
	a := &s.authCache
	a.mu.Lock()
	if e, ok := a.tokens[key]; ok && time.Since(e.at) < TokenCacheTTLDefault {
		a.mu.Unlock()
		return e.tok, nil
	}
	a.mu.Unlock()
	t, err := s.Store.TokenGetActive(c.Request.Context(), hash)
	if err != nil {
		return nil, err
	}
	if err := s.Store.TokenTouch(c.Request.Context(), t.ID, tokenTouchEvery); err != nil {
		s.Log.Warn("recording token use", "token_id", t.ID, "error", err)
	}
	a.mu.Lock()
	if a.tokens == nil || len(a.tokens) >= tokenCacheMax {
		a.tokens = map[string]cachedToken{}
	}
	a.tokens[key] = cachedToken{tok: t, at: time.Now()}
	a.mu.Unlock()
	return t, nil
}

// credential extracts the presented token and where it came from.
func credential(c *gin.Context, allowBasic bool) (token string, fromQuery bool) {
	h := c.GetHeader("Authorization")
	if scheme, rest, ok := strings.Cut(h, " "); ok {
		switch {
		case strings.EqualFold(scheme, "Bearer"):
			return strings.TrimSpace(rest), false
		case strings.EqualFold(scheme, "Basic") && allowBasic:
			if _, pw, ok := c.Request.BasicAuth(); ok {
				return pw, false
			}
		}
	}
	if q := c.Query("access_token"); q != "" {
		return q, true
	}
	return "", false
}

// isEventStream reports whether the route is an SSE stream, the only API
// routes that take ?access_token=.
func isEventStream(c *gin.Context) bool {
	p := c.FullPath()
	return c.Request.Method == http.MethodGet && strings.HasPrefix(p, "/v1/") && strings.HasSuffix(p, "/events")
}

// isLoopbackClient reports whether the request comes straight from this
// machine: a loopback peer address and no proxy headers.
func isLoopbackClient(r *http.Request) bool {
	if r.Header.Get("X-Forwarded-For") != "" || r.Header.Get("Forwarded") != "" || r.Header.Get("X-Real-IP") != "" {
		return false
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// requireToken is the auth middleware of the API (adminOnly false) and of the
// admin pages (adminOnly true). It sets the gin keys "owner", "token_id" and
// "admin", or answers 401 (no or bad credentials) or 403 (admin page, normal
// token).
func (s *Server) requireToken(adminOnly bool) gin.HandlerFunc {
	return func(c *gin.Context) {
		token, fromQuery := credential(c, adminOnly)
		if fromQuery && !isEventStream(c) {
			s.unauthorized(c, adminOnly, "access_token is accepted only on event streams; send Authorization: Bearer <token>")
			return
		}
		if token != "" {
			t, err := s.lookupToken(c, token)
			if errors.Is(err, store.ErrNotFound) {
				s.unauthorized(c, adminOnly, "the token is unknown or revoked")
				return
			}
			if err != nil {
				s.fail(c, err)
				return
			}
			if adminOnly && !t.Admin {
				problem(c, http.StatusForbidden, CodeForbidden, "this page needs an admin token", "")
				return
			}
			c.Set(ctxTokenID, t.ID)
			c.Set(ctxAdmin, t.Admin)
			if t.Admin {
				c.Set(ctxOwner, "")
			} else {
				c.Set(ctxOwner, t.ID)
			}
			c.Next()
			return
		}
		exist, err := s.tokensExist(c)
		if err != nil {
			s.fail(c, err)
			return
		}
		if !exist && (s.InsecureNoAuth || isLoopbackClient(c.Request)) {
			c.Set(ctxOwner, "")
			c.Set(ctxAdmin, true)
			c.Next()
			return
		}
		detail := "an API token is required: send Authorization: Bearer <token>"
		if !exist {
			detail = "no API tokens exist and this client is not on loopback: create one with `baton token create --name NAME`"
		}
		s.unauthorized(c, adminOnly, detail)
	}
}

func (s *Server) unauthorized(c *gin.Context, basic bool, detail string) {
	c.Header("WWW-Authenticate", `Bearer realm="baton"`)
	if basic {
		c.Writer.Header().Add("WWW-Authenticate", `Basic realm="baton admin", charset="UTF-8"`)
	}
	problem(c, http.StatusUnauthorized, CodeUnauthorized, detail, "")
}
