package app

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
	"github.com/baton-dev/baton/web"
)

func TestFollowTaskPrintsEveryEventUntilTerminal(t *testing.T) {
	t.Parallel()
	pool := storetest.NewPool(t)
	st := store.New(pool)
	eng := startEngine(t, pool)
	hub := web.NewHub(pool, slog.New(slog.DiscardHandler))
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	hub.Start(ctx)
	defer hub.Stop()

	sub, err := eng.Submit(ctx, pipeline.SubmitRequest{Pipeline: pipeline.NoopPipelineName, Inputs: []json.RawMessage{json.RawMessage(`{}`)}})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := followTask(ctx, hub, st, sub.Tasks[0].ID, &out, "text"); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	// created + (started, completed) per stage + succeeded, each once.
	if want := 2 + 2*NoopStages; len(lines) != want {
		t.Fatalf("got %d lines, want %d:\n%s", len(lines), want, out.String())
	}
	if !strings.Contains(lines[len(lines)-1], pipeline.EventTaskSucceeded) {
		t.Fatalf("last line %q, want the terminal event", lines[len(lines)-1])
	}
}
