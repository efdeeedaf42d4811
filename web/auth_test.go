package web

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/gin-gonic/gin"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// apiBundle is a Server on its own database with a noop pipeline (no
// workers: tasks stay PENDING) and a small creating route of its own,
// POST /v1/test/noop, wrapped in s.idempotent.
type apiBundle struct {
	srv    *Server
	h      http.Handler
	st     *store.Store
	eng    *pipeline.Engine
	logBuf *syncBuffer
	// noopStatus, when set, makes the test route answer with this status
	// instead of submitting.
	mu         sync.Mutex
	noopStatus int
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func setupAPI(t *testing.T, mod ...func(*Server)) *apiBundle {
	t.Helper()
	pool := storetest.NewPool(t)
	eng, err := pipeline.New(pool, pipeline.Config{}, pipeline.NoopPipeline("noop", "noop", 2))
	if err != nil {
		t.Fatal(err)
	}
	b := &apiBundle{st: store.New(pool), eng: eng, logBuf: &syncBuffer{}}
	b.srv = &Server{Engine: eng, Store: b.st, Log: slog.New(slog.NewJSONHandler(b.logBuf, &slog.HandlerOptions{Level: slog.LevelDebug}))}
	for _, m := range mod {
		m(b.srv)
	}
	r := b.srv.Handler().(*gin.Engine)
	r.POST("/v1/test/noop", b.srv.requireToken(false), b.srv.idempotent(func(c *gin.Context) {
		var in struct {
			N int `json:"n"`
		}
		if !bindJSON(c, &in, 0) {
			return
		}
		b.mu.Lock()
		st := b.noopStatus
		b.mu.Unlock()
		if st != 0 {
			problem(c, st, pipeline.CodeDispatchFailed, "injected", "")
			return
		}
		inputs := make([]json.RawMessage, max(in.N, 1))
		for i := range inputs {
			inputs[i] = json.RawMessage(`{}`)
		}
		sub, err := eng.Submit(c.Request.Context(), pipeline.SubmitRequest{Pipeline: "noop", Owner: owner(c), Inputs: inputs})
		if err != nil {
			b.srv.fail(c, err)
			return
		}
		c.JSON(http.StatusAccepted, sub)
	}))
	// Twin routes of the event streams, to test where ?access_token= is
	// accepted without depending on the SSE handlers.
	r.GET("/v1/test/:id/events", b.srv.requireToken(false), func(c *gin.Context) { c.String(http.StatusOK, owner(c)) })
	r.GET("/v1/test/:id", b.srv.requireToken(false), func(c *gin.Context) { c.String(http.StatusOK, owner(c)) })
	b.h = r
	return b
}

// token creates a token and returns it with its id.
func (b *apiBundle) token(t *testing.T, name string, admin bool) (string, string) {
	t.Helper()
	tok, hash := NewToken()
	rec, err := b.st.TokenCreate(context.Background(), name, admin, hash)
	if err != nil {
		t.Fatal(err)
	}
	b.srv.InvalidateTokens()
	return tok, rec.ID
}

type req struct {
	method, path, body string
	token              string // Bearer
	remote             string // default loopback
	header             map[string]string
}

func (b *apiBundle) do(t *testing.T, r req) *httptest.ResponseRecorder {
	t.Helper()
	var body io.Reader
	if r.body != "" {
		body = strings.NewReader(r.body)
	}
	hr := httptest.NewRequest(r.method, r.path, body)
	hr.RemoteAddr = "127.0.0.1:40000"
	if r.remote != "" {
		hr.RemoteAddr = r.remote
	}
	if r.body != "" {
		hr.Header.Set("Content-Type", "application/json")
	}
	if r.token != "" {
		hr.Header.Set("Authorization", "Bearer "+r.token)
	}
	for k, v := range r.header {
		hr.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	b.h.ServeHTTP(w, hr)
	return w
}

func problemOf(t *testing.T, w *httptest.ResponseRecorder) Problem {
	t.Helper()
	if ct := w.Header().Get("Content-Type"); ct != "application/problem+json" {
		t.Fatalf("status %d content type %q, want a problem: %s", w.Code, ct, w.Body)
	}
	var p Problem
	if err := json.Unmarshal(w.Body.Bytes(), &p); err != nil {
		t.Fatal(err)
	}
	return p
}

func wantStatus(t *testing.T, w *httptest.ResponseRecorder, status int, code string) {
	t.Helper()
	if w.Code != status {
		t.Fatalf("status %d, want %d: %s", w.Code, status, w.Body)
	}
	if code != "" {
		if p := problemOf(t, w); p.Code != code {
			t.Fatalf("code %q, want %q (%s)", p.Code, code, p.Detail)
		}
	}
}

func (b *apiBundle) submit(t *testing.T, owner string) string {
	t.Helper()
	sub, err := b.eng.Submit(context.Background(), pipeline.SubmitRequest{Pipeline: "noop", Owner: owner, Inputs: []json.RawMessage{json.RawMessage(`{}`)}})
	if err != nil {
		t.Fatal(err)
	}
	return sub.Tasks[0].ID
}

func TestAuthWithoutTokens(t *testing.T) {
	t.Parallel()
	b := setupAPI(t)
	id := b.submit(t, "")

	wantStatus(t, b.do(t, req{method: "GET", path: "/v1/tasks/" + id}), 200, "")
	wantStatus(t, b.do(t, req{method: "GET", path: "/v1/tasks", remote: "[::1]:5000"}), 200, "")
	wantStatus(t, b.do(t, req{method: "GET", path: "/metrics"}), 200, "")
	// Not loopback, or loopback through a proxy: no.
	w := b.do(t, req{method: "GET", path: "/v1/tasks", remote: "192.0.2.7:5000"})
	wantStatus(t, w, 401, CodeUnauthorized)
	if !strings.Contains(problemOf(t, w).Detail, "baton token create") {
		t.Errorf("the 401 doesn't say how to get a token: %s", w.Body)
	}
	wantStatus(t, b.do(t, req{method: "GET", path: "/v1/tasks", header: map[string]string{"X-Forwarded-For": "203.0.113.9"}}), 401, CodeUnauthorized)
	wantStatus(t, b.do(t, req{method: "GET", path: "/metrics", remote: "192.0.2.7:5000"}), 401, CodeUnauthorized)
	// A token that doesn't exist is refused even where no token is needed.
	wantStatus(t, b.do(t, req{method: "GET", path: "/v1/tasks", token: "bt_nope"}), 401, CodeUnauthorized)
	// Health and the API description are always open.
	for _, p := range []string{"/healthz", "/openapi.json"} {
		wantStatus(t, b.do(t, req{method: "GET", path: p, remote: "192.0.2.7:5000"}), 200, "")
	}

	insecure := setupAPI(t, func(s *Server) { s.InsecureNoAuth = true })
	wantStatus(t, insecure.do(t, req{method: "GET", path: "/v1/tasks", remote: "192.0.2.7:5000"}), 200, "")
}

func TestAuthWithTokens(t *testing.T) {
	t.Parallel()
	b := setupAPI(t)
	alice, aliceID := b.token(t, "alice", false)
	bob, _ := b.token(t, "bob", false)
	admin, _ := b.token(t, "ops", true)
	mine := b.submit(t, aliceID)
	theirs := b.submit(t, "someone-else")

	// Once a token exists, loopback needs one too.
	w := b.do(t, req{method: "GET", path: "/v1/tasks/" + mine})
	wantStatus(t, w, 401, CodeUnauthorized)
	if !strings.HasPrefix(w.Header().Get("WWW-Authenticate"), "Bearer") {
		t.Errorf("WWW-Authenticate = %q", w.Header().Get("WWW-Authenticate"))
	}
	wantStatus(t, b.do(t, req{method: "GET", path: "/v1/tasks/" + mine, token: "bt_wrong"}), 401, CodeUnauthorized)

	// Owners see their own; others get 404, as for an id that doesn't exist.
	wantStatus(t, b.do(t, req{method: "GET", path: "/v1/tasks/" + mine, token: alice}), 200, "")
	wantStatus(t, b.do(t, req{method: "GET", path: "/v1/tasks/" + theirs, token: alice}), 404, CodeNotFound)
	wantStatus(t, b.do(t, req{method: "GET", path: "/v1/tasks/" + mine, token: bob}), 404, CodeNotFound)
	wantStatus(t, b.do(t, req{method: "POST", path: "/v1/tasks/" + mine + "/cancel", token: bob}), 404, CodeNotFound)
	wantStatus(t, b.do(t, req{method: "GET", path: "/v1/tasks/" + mine, token: admin}), 200, "")
	wantStatus(t, b.do(t, req{method: "GET", path: "/v1/tasks/" + theirs, token: admin}), 200, "")

	count := func(tok string) int {
		w := b.do(t, req{method: "GET", path: "/v1/tasks", token: tok})
		wantStatus(t, w, 200, "")
		var l TaskList
		if err := json.Unmarshal(w.Body.Bytes(), &l); err != nil {
			t.Fatal(err)
		}
		return len(l.Tasks)
	}
	if a, bb, ad := count(alice), count(bob), count(admin); a != 1 || bb != 0 || ad != 2 {
		t.Errorf("listing: alice %d, bob %d, admin %d; want 1, 0, 2", a, bb, ad)
	}
	// What a token creates is its own.
	w = b.do(t, req{method: "POST", path: "/v1/test/noop", body: `{}`, token: bob})
	wantStatus(t, w, 202, "")
	if count(bob) != 1 {
		t.Error("bob doesn't see the task he created")
	}

	// ?access_token= only on event streams.
	w = b.do(t, req{method: "GET", path: "/v1/test/" + mine + "/events?access_token=" + alice})
	wantStatus(t, w, 200, "")
	if w.Body.String() != aliceID {
		t.Errorf("owner on the stream = %q, want %q", w.Body, aliceID)
	}
	wantStatus(t, b.do(t, req{method: "GET", path: "/v1/test/" + mine + "?access_token=" + alice}), 401, CodeUnauthorized)
	wantStatus(t, b.do(t, req{method: "GET", path: "/v1/tasks?access_token=" + alice}), 401, CodeUnauthorized)

	// Admin pages: admin only; a browser may send the token as Basic auth.
	w = b.do(t, req{method: "GET", path: "/metrics"})
	wantStatus(t, w, 401, CodeUnauthorized)
	if !strings.Contains(strings.Join(w.Header().Values("WWW-Authenticate"), ","), "Basic") {
		t.Errorf("no Basic challenge on an admin page: %v", w.Header().Values("WWW-Authenticate"))
	}
	wantStatus(t, b.do(t, req{method: "GET", path: "/metrics", token: alice}), 403, CodeForbidden)
	wantStatus(t, b.do(t, req{method: "GET", path: "/metrics", token: admin}), 200, "")
	hr := httptest.NewRequest("GET", "/metrics", nil)
	hr.SetBasicAuth("anyone", admin)
	rec := httptest.NewRecorder()
	b.h.ServeHTTP(rec, hr)
	wantStatus(t, rec, 200, "")
	// Basic auth is not for the API.
	hr = httptest.NewRequest("GET", "/v1/tasks", nil)
	hr.SetBasicAuth("anyone", admin)
	rec = httptest.NewRecorder()
	b.h.ServeHTTP(rec, hr)
	wantStatus(t, rec, 401, CodeUnauthorized)

	// A revoked token stops working (at once in this process).
	if _, err := b.st.TokenRevoke(context.Background(), aliceID); err != nil {
		t.Fatal(err)
	}
	b.srv.InvalidateTokens()
	wantStatus(t, b.do(t, req{method: "GET", path: "/v1/tasks/" + mine, token: alice}), 401, CodeUnauthorized)

	// Secrets never reach the log.
	logs := b.logBuf.String()
	for _, secret := range []string{alice, bob, admin} {
		if strings.Contains(logs, secret) {
			t.Fatalf("a token was logged: %s", logs)
		}
	}
	if !strings.Contains(logs, "access_token=REDACTED") {
		t.Errorf("the request log doesn't show the redacted query")
	}
	if !strings.Contains(logs, `"owner":"`+aliceID+`"`) {
		t.Errorf("the request log doesn't name the token")
	}
}

func TestAuthTokenUseRecorded(t *testing.T) {
	t.Parallel()
	b := setupAPI(t)
	tok, id := b.token(t, "ci", false)
	wantStatus(t, b.do(t, req{method: "GET", path: "/v1/tasks", token: tok}), 200, "")
	ts, err := b.st.TokenList(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(ts) != 1 || ts[0].ID != id || ts[0].LastUsedAt == nil {
		t.Fatalf("last_used_at not recorded: %+v", ts[0])
	}
}

func TestNewToken(t *testing.T) {
	t.Parallel()
	a, ha := NewToken()
	b, _ := NewToken()
	if a == b || !strings.HasPrefix(a, TokenPrefix) || len(a) != len(TokenPrefix)+43 {
		t.Fatalf("tokens %q %q", a, b)
	}
	if !bytes.Equal(ha, HashToken(a)) || len(ha) != 32 {
		t.Fatal("hash is not the sha256 of the token")
	}
}

func TestProblemsForClientMistakes(t *testing.T) {
	t.Parallel()
	b := setupAPI(t)
	wantStatus(t, b.do(t, req{method: "GET", path: "/v1/tasks/not-a-uuid"}), 400, CodeInvalidID)
	wantStatus(t, b.do(t, req{method: "GET", path: "/v1/nope"}), 404, CodeNotFound)
	wantStatus(t, b.do(t, req{method: "POST", path: "/v1/test/noop", body: `{"n":"x"}`}), 400, CodeInvalidType)
	wantStatus(t, b.do(t, req{method: "POST", path: "/v1/test/noop", body: `{"m":1}`}), 400, CodeUnknownField)
	wantStatus(t, b.do(t, req{method: "POST", path: "/v1/test/noop", body: `{`}), 400, CodeInvalidJSON)
	big := `{"n":1,"pad":"` + strings.Repeat("x", BodyMaxDefault) + `"}`
	wantStatus(t, b.do(t, req{method: "POST", path: "/v1/test/noop", body: big}), 413, CodeTooLarge)
	wantStatus(t, b.do(t, req{method: "POST", path: "/v1/tasks/" + b.submit(t, "") + "/retry"}), 409, CodeNotRetryable)
}
