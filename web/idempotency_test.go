package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"reflect"
	"sync"
	"testing"

	"github.com/gin-gonic/gin"

	"github.com/baton-dev/baton/store"
)

func (b *apiBundle) taskCount(t *testing.T) int {
	t.Helper()
	p, err := b.st.TaskList(context.Background(), store.TaskFilter{Limit: store.TaskListLimitMax})
	if err != nil {
		t.Fatal(err)
	}
	return len(p.Tasks)
}

func TestIdempotencyReplayAndReuse(t *testing.T) {
	t.Parallel()
	b := setupAPI(t)
	key := map[string]string{"Idempotency-Key": "order-1"}

	first := b.do(t, req{method: "POST", path: "/v1/test/noop", body: `{"n":2}`, header: key})
	wantStatus(t, first, 202, "")
	again := b.do(t, req{method: "POST", path: "/v1/test/noop", body: `{"n":2}`, header: key})
	wantStatus(t, again, 202, "")
	if again.Header().Get("Idempotent-Replayed") != "true" || first.Header().Get("Idempotent-Replayed") != "" {
		t.Error("Idempotent-Replayed not set on the replay only")
	}
	if !jsonEqual(t, first.Body.Bytes(), again.Body.Bytes()) {
		t.Fatalf("replay differs:\n%s\n%s", first.Body, again.Body)
	}
	if n := b.taskCount(t); n != 2 {
		t.Fatalf("%d tasks, want the first request's 2", n)
	}

	// Same key, different request: 409, nothing created.
	wantStatus(t, b.do(t, req{method: "POST", path: "/v1/test/noop", body: `{"n":3}`, header: key}), 409, CodeIdempotencyKeyReused)
	wantStatus(t, b.do(t, req{method: "POST", path: "/v1/tasks/" + b.submit(t, "") + "/cancel", header: key}), 409, CodeIdempotencyKeyReused)
	// Without a key, or with another, the work is new.
	wantStatus(t, b.do(t, req{method: "POST", path: "/v1/test/noop", body: `{"n":2}`}), 202, "")
	wantStatus(t, b.do(t, req{method: "POST", path: "/v1/test/noop", body: `{"n":2}`, header: map[string]string{"Idempotency-Key": "order-2"}}), 202, "")
	if n := b.taskCount(t); n != 7 {
		t.Fatalf("%d tasks, want 7", n)
	}
	// Bad keys.
	wantStatus(t, b.do(t, req{method: "POST", path: "/v1/test/noop", body: `{}`, header: map[string]string{"Idempotency-Key": string(make([]byte, 300))}}), 400, CodeInvalidIdempotency)
}

func TestIdempotencyKeysPerToken(t *testing.T) {
	t.Parallel()
	b := setupAPI(t)
	alice, _ := b.token(t, "alice", false)
	bob, _ := b.token(t, "bob", false)
	key := map[string]string{"Idempotency-Key": "k"}
	wantStatus(t, b.do(t, req{method: "POST", path: "/v1/test/noop", body: `{}`, header: key, token: alice}), 202, "")
	w := b.do(t, req{method: "POST", path: "/v1/test/noop", body: `{}`, header: key, token: bob})
	wantStatus(t, w, 202, "")
	if w.Header().Get("Idempotent-Replayed") != "" {
		t.Fatal("bob got alice's response")
	}
}

func TestIdempotencyFailuresAreNotKept(t *testing.T) {
	t.Parallel()
	b := setupAPI(t)
	key := map[string]string{"Idempotency-Key": "retry-me"}
	b.mu.Lock()
	b.noopStatus = http.StatusServiceUnavailable
	b.mu.Unlock()
	wantStatus(t, b.do(t, req{method: "POST", path: "/v1/test/noop", body: `{}`, header: key}), 503, "DISPATCH_FAILED")
	b.mu.Lock()
	b.noopStatus = 0
	b.mu.Unlock()
	w := b.do(t, req{method: "POST", path: "/v1/test/noop", body: `{}`, header: key})
	wantStatus(t, w, 202, "")
	if w.Header().Get("Idempotent-Replayed") != "" || b.taskCount(t) != 1 {
		t.Fatal("the retry after a 503 did not run")
	}
	// A client mistake isn't kept either: fixing the body with the same key works.
	key2 := map[string]string{"Idempotency-Key": "fix-me"}
	wantStatus(t, b.do(t, req{method: "POST", path: "/v1/test/noop", body: `{"n":"one"}`, header: key2}), 400, CodeInvalidType)
	wantStatus(t, b.do(t, req{method: "POST", path: "/v1/test/noop", body: `{"n":1}`, header: key2}), 202, "")
}

func TestIdempotencyConcurrentDuplicatesCreateOnce(t *testing.T) {
	t.Parallel()
	b := setupAPI(t)
	const n = 12
	bodies := make([][]byte, n)
	codes := make([]int, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			<-start
			hr := httptest.NewRequest("POST", "/v1/test/noop", bytes.NewReader([]byte(`{"n":3}`)))
			hr.RemoteAddr = "127.0.0.1:1"
			hr.Header.Set("Idempotency-Key", "burst")
			w := httptest.NewRecorder()
			b.h.ServeHTTP(w, hr)
			codes[i], bodies[i] = w.Code, w.Body.Bytes()
		})
	}
	close(start)
	wg.Wait()
	for i := range n {
		if codes[i] != 202 {
			t.Fatalf("request %d: %d %s", i, codes[i], bodies[i])
		}
		if !jsonEqual(t, bodies[0], bodies[i]) {
			t.Fatalf("request %d got another answer:\n%s\n%s", i, bodies[0], bodies[i])
		}
	}
	if c := b.taskCount(t); c != 3 {
		t.Fatalf("%d tasks, want 3 (one request's worth)", c)
	}
}

func TestIdempotencyMultipartBoundaryIgnored(t *testing.T) {
	t.Parallel()
	b := setupAPI(t)
	r := b.h.(*gin.Engine)
	calls := 0
	r.POST("/v1/test/upload", b.srv.requireToken(false), b.srv.idempotent(func(c *gin.Context) {
		calls++
		f, err := c.FormFile("photo")
		if err != nil {
			b.srv.fail(c, err)
			return
		}
		c.JSON(http.StatusCreated, gin.H{"size": f.Size, "call": calls})
	}))
	form := func(boundary string) (*bytes.Buffer, string) {
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		if err := mw.SetBoundary(boundary); err != nil {
			t.Fatal(err)
		}
		fw, _ := mw.CreateFormFile("photo", "can.jpg")
		fw.Write([]byte("not really a jpeg"))
		mw.WriteField("description", "a can")
		mw.Close()
		return &buf, mw.FormDataContentType()
	}
	send := func(boundary string) *httptest.ResponseRecorder {
		body, ct := form(boundary)
		hr := httptest.NewRequest("POST", "/v1/test/upload", body)
		hr.RemoteAddr = "127.0.0.1:1"
		hr.Header.Set("Content-Type", ct)
		hr.Header.Set("Idempotency-Key", "photo-1")
		w := httptest.NewRecorder()
		b.h.ServeHTTP(w, hr)
		return w
	}
	first, second := send("boundaryAAAA"), send("boundaryBBBB")
	wantStatus(t, first, 201, "")
	wantStatus(t, second, 201, "")
	if second.Header().Get("Idempotent-Replayed") != "true" || calls != 1 {
		t.Fatalf("the same form with a new boundary ran again (calls %d)", calls)
	}
}

func jsonEqual(t *testing.T, a, b []byte) bool {
	t.Helper()
	var x, y any
	if err := json.Unmarshal(a, &x); err != nil {
		t.Fatalf("%v: %s", err, a)
	}
	if err := json.Unmarshal(b, &y); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	return reflect.DeepEqual(x, y)
}

// A path that decodes to NUL or invalid UTF-8 is stored escaped with its key
// (PostgreSQL's text holds neither): the route answers, not a 500. Found by
// `make fuzz-http` (POST /v1/tasks/%00/cancel with an Idempotency-Key).
func TestIdempotencyPathNotText(t *testing.T) {
	t.Parallel()
	b := setupAPI(t)
	for i, path := range []string{"/v1/tasks/%00/cancel", "/v1/tasks/%FF%FE/retry", "/v1/tasks/%C3%28/cancel"} {
		w := b.do(t, req{method: "POST", path: path, header: map[string]string{"Idempotency-Key": fmt.Sprint("k", i)}})
		wantStatus(t, w, 400, CodeInvalidID)
	}
	// A valid id under a key is kept with its path, escaped as it came.
	id := b.submit(t, "")
	key := map[string]string{"Idempotency-Key": "cancel-once"}
	wantStatus(t, b.do(t, req{method: "POST", path: "/v1/tasks/" + id + "/cancel", header: key}), 200, "")
	k, err := b.st.IdempotencyKeyGet(context.Background(), "", "cancel-once")
	if err != nil || k.Path != "/v1/tasks/"+id+"/cancel" {
		t.Fatalf("stored key %+v, %v", k, err)
	}
}
