// Package scantest runs the scan pipeline for tests: a working engine on a
// fresh database with the rules corpus ingested, and httptest servers that
// speak the OpenAI chat and embeddings wire formats.
package scantest

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"log/slog"
	"os"
	"testing"
	"time"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/lib/ai/aitest"
	"github.com/baton-dev/baton/pipeline/lib/netguard"
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
type ChatRequest = aitest.ChatRequest

// Fake is an OpenAI-compatible server (aitest's): its chat route answers
// with the test's reply function.
type Fake = aitest.Server

// NewFake starts a fake whose chat route answers with reply; the
// embeddings route, when embedStatus is not 0, fails with it.
func NewFake(t testing.TB, reply func(req ChatRequest) (int, string), embedStatus int) *Fake {
	t.Helper()
	return aitest.New(t, aitest.Options{Chat: reply, EmbedStatus: embedStatus})
}
