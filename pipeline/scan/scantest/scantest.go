// Package scantest runs the scan pipeline for tests: a working engine on a
// fresh database with the rules corpus ingested, and httptest servers that
// speak the OpenAI chat and embeddings wire formats.
package scantest

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/ai"
	"github.com/baton-dev/baton/pipeline/netguard"
	"github.com/baton-dev/baton/pipeline/scan"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// WebhookSecret is the secret Setup configures.
const WebhookSecret = "test-webhook-secret"

// Options change what Setup builds.
type Options struct {
	// Scan changes the scan Config before the Service is made.
	Scan func(c *scan.Config)
	// NoIngest skips ingesting the rules corpus.
	NoIngest bool
	// AllowLoopback allow-lists 127.0.0.1 in the guard, for httptest
	// webhook receivers and image servers.
	AllowLoopback bool
}

// Bundle is a running scan pipeline.
type Bundle struct {
	Engine  *pipeline.Engine
	Store   *store.Store
	Service *scan.Service
	Intake  *scan.Intake
}

// Setup starts an engine working every scan queue on a fresh database,
// stopped when the test ends. Retries back off for milliseconds, not
// seconds.
func Setup(t testing.TB, o Options) *Bundle {
	t.Helper()
	pool := storetest.NewPool(t)
	st := store.New(pool)
	cfg := scan.Config{WebhookSecret: WebhookSecret, WebhookBackoff: 10 * time.Millisecond, WebhookBackoffMax: 50 * time.Millisecond,
		WebhookTimeout: 5 * time.Second, Guard: &netguard.Guard{}}
	if o.AllowLoopback {
		cfg.Guard.AllowHosts = []string{"127.0.0.1"}
	}
	var logger *slog.Logger
	if os.Getenv("BATON_TEST_LOG") != "" {
		logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
		cfg.Logger = logger
	}
	if o.Scan != nil {
		o.Scan(&cfg)
	}
	svc, err := scan.New(st, cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if !o.NoIngest {
		if _, err := scan.IngestRules(ctx, st, ai.NewHashEmbedder(0)); err != nil {
			t.Fatal(err)
		}
	}
	ecfg := pipeline.Config{
		Work: true, HeartbeatInterval: 50 * time.Millisecond, HeartbeatTTL: 2 * time.Second,
		SweepInterval: time.Hour, RetryBackoff: 10 * time.Millisecond, RetryBackoffMax: 50 * time.Millisecond,
		FetchCooldown: time.Millisecond, FetchPollInterval: 20 * time.Millisecond, Jobs: svc.Jobs(), Logger: logger,
	}
	eng, err := pipeline.New(pool, ecfg, svc.Pipeline())
	if err != nil {
		t.Fatal(err)
	}
	if err := eng.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = eng.Stop(ctx)
	})
	return &Bundle{Engine: eng, Store: st, Service: svc, Intake: svc.NewIntake(eng, 0, 5*time.Second)}
}

// Wait waits until task id is finished (SUCCESS, FAILED or CANCELLED) and
// returns it.
func (b *Bundle) Wait(t testing.TB, id string) *store.Task {
	t.Helper()
	var task *store.Task
	storetest.WaitFor(t, 30*time.Second, "task "+id+" to finish", func() bool {
		var err error
		task, err = b.Store.TaskGet(context.Background(), id, "")
		return err == nil && !task.Open()
	})
	return task
}

// Result reads a finished task's scan result.
func (b *Bundle) Result(t testing.TB, task *store.Task) scan.Result {
	t.Helper()
	outs, err := b.Store.StageOutputList(context.Background(), task.ID)
	if err != nil {
		t.Fatal(err)
	}
	r, err := scan.BuildResult(task, scan.OutputMap(outs))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// PNG returns a small valid PNG.
func PNG(t testing.TB) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	img.Set(1, 1, color.RGBA{R: 200, A: 255})
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// ChatRequest is the part of a /chat/completions request tests look at.
type ChatRequest struct {
	Model    string `json:"model"`
	Messages []struct {
		Role    string          `json:"role"`
		Content json.RawMessage `json:"content"`
	} `json:"messages"`
	ResponseFormat struct {
		Type       string `json:"type"`
		JSONSchema struct {
			Name   string          `json:"name"`
			Schema json.RawMessage `json:"schema"`
			Strict bool            `json:"strict"`
		} `json:"json_schema"`
	} `json:"response_format"`
}

// Fake is an httptest server speaking OpenAI's /chat/completions and
// /embeddings. Reply decides each chat answer: an HTTP status and, for
// 200, the assistant message's content.
type Fake struct {
	*httptest.Server
	mu       sync.Mutex
	requests []ChatRequest
}

// NewFake starts a fake whose chat route answers with reply; the
// embeddings route, when status is not 200, answers embedStatus.
func NewFake(t testing.TB, reply func(req ChatRequest) (int, string), embedStatus int) *Fake {
	t.Helper()
	f := &Fake{}
	f.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		switch r.URL.Path {
		case "/v1/chat/completions":
			var req ChatRequest
			if err := json.Unmarshal(body, &req); err != nil {
				http.Error(w, "bad json", http.StatusBadRequest)
				return
			}
			f.mu.Lock()
			f.requests = append(f.requests, req)
			f.mu.Unlock()
			status, content := reply(req)
			if status != http.StatusOK {
				http.Error(w, `{"error":{"message":"fake failure"}}`, status)
				return
			}
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode(map[string]any{"id": "chatcmpl-1", "object": "chat.completion",
				"choices": []map[string]any{{"index": 0, "message": map[string]any{"role": "assistant", "content": content}, "finish_reason": "stop"}}})
		case "/v1/embeddings":
			http.Error(w, `{"error":{"message":"fake failure"}}`, embedStatus)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(f.Close)
	return f
}

// Requests returns the chat requests received so far.
func (f *Fake) Requests() []ChatRequest {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]ChatRequest(nil), f.requests...)
}

// Config is an HTTPConfig for the fake, without client-side retries (the
// stage's own retries are what the tests watch).
func (f *Fake) Config() ai.HTTPConfig {
	return ai.HTTPConfig{BaseURL: f.URL + "/v1", Model: "fake-model", APIKey: "sk-test", MaxRetries: -1, Timeout: 5 * time.Second}
}

// Chat returns an OpenAI chat client for the fake.
func (f *Fake) Chat(t testing.TB) ai.Chat {
	t.Helper()
	c, err := ai.NewChat(ai.KindOpenAI, f.Config())
	if err != nil {
		t.Fatal(err)
	}
	return c
}
