package app

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

func progressEvent(t *testing.T, task, kind string, d pipeline.EventData) store.Event {
	t.Helper()
	raw, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	return store.Event{TaskID: &task, Kind: kind, Data: raw}
}

func TestProgressViewDraws(t *testing.T) {
	t.Parallel()
	events := func(t *testing.T) []store.Event {
		return []store.Event{
			progressEvent(t, "a", pipeline.EventTaskCreated, pipeline.EventData{Status: "queued"}),
			progressEvent(t, "a", pipeline.EventStageStarted, pipeline.EventData{Step: "search", Status: "started"}),
			progressEvent(t, "b", pipeline.EventStageRetrying, pipeline.EventData{Step: "search", Status: "retrying", Attempt: 1}),
			progressEvent(t, "a", pipeline.EventStageCompleted, pipeline.EventData{Step: "search", Status: "completed", Progress: 40}),
			progressEvent(t, "a", pipeline.EventStageCompleted, pipeline.EventData{Step: "done", Status: "completed", Progress: 100}),
			progressEvent(t, "a", pipeline.EventTaskSucceeded, pipeline.EventData{Step: "done", Status: "completed", Progress: 100}),
			progressEvent(t, "b", pipeline.EventTaskFailed, pipeline.EventData{Step: "search", Status: "failed",
				Error: &pipeline.ErrorInfo{Code: "ANALYSIS_FAILED"}}),
		}
	}
	names := map[string]string{"a": "clause 1", "b": "clause 2"}

	var plain bytes.Buffer
	v := newProgressView(&plain, false, names)
	for _, e := range events(t) {
		v.show(e)
	}
	v.end()
	want := "  0% clause 1: search started\n" +
		"  0% clause 2: search retrying (attempt 2)\n" +
		" 20% clause 1: search completed\n" +
		" 50% clause 1: done\n" +
		"100% clause 2: failed: ANALYSIS_FAILED\n"
	if plain.String() != want {
		t.Errorf("plain lines:\n%s\nwant:\n%s", plain.String(), want)
	}

	var tty bytes.Buffer
	v = newProgressView(&tty, true, names)
	for _, e := range events(t) {
		v.show(e)
	}
	v.end()
	out := tty.String()
	last := out[strings.LastIndex(out, "\r"):]
	if want := "\r\x1b[K[########################] 100% 2/2 clause 2: failed: ANALYSIS_FAILED\n"; last != want {
		t.Errorf("last redraw %q, want %q", last, want)
	}
	if strings.Count(out, "\n") != 1 || strings.Count(out, "\r") != 5 {
		t.Errorf("a terminal gets one line redrawn in place: %q", out)
	}
}

// TestProgressFollowsEvents runs a batch through a noop pipeline and checks
// the view saw every stage of every task from the events table.
func TestProgressFollowsEvents(t *testing.T) {
	t.Parallel()
	pool := storetest.NewPool(t)
	st := store.New(pool)
	eng, err := pipeline.New(pool, pipeline.Config{Work: true, FetchCooldown: time.Millisecond, FetchPollInterval: 20 * time.Millisecond},
		pipeline.NoopPipeline("noop", "noop", 3))
	if err != nil {
		t.Fatal(err)
	}
	if err := eng.Start(t.Context()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = eng.Stop(ctx)
	})
	sub, err := eng.Submit(t.Context(), pipeline.SubmitRequest{Pipeline: "noop", Batch: true,
		Inputs: []json.RawMessage{json.RawMessage(`{}`), json.RawMessage(`{}`)}})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	stop := startProgress(t.Context(), st, store.EventFilter{BatchID: *sub.BatchID}, &out, false, clauseNames(sub.Tasks))
	storetest.WaitFor(t, 30*time.Second, "the batch to finish", func() bool {
		b, err := st.BatchGet(context.Background(), *sub.BatchID, "")
		return err == nil && b.Status == "DONE"
	})
	stop()
	stop() // idempotent
	got := out.String()
	for _, want := range []string{"clause 1: s1 started", "clause 2: s3 completed", "clause 1: done", "clause 2: done"} {
		if !strings.Contains(got, want) {
			t.Errorf("progress lacks %q:\n%s", want, got)
		}
	}
	if lines := strings.Split(strings.TrimSpace(got), "\n"); !strings.HasPrefix(lines[len(lines)-1], "100% ") {
		t.Errorf("the last line is not at 100%%:\n%s", got)
	}

	var quiet bytes.Buffer
	startProgress(t.Context(), st, store.EventFilter{BatchID: *sub.BatchID}, &quiet, true, nil)()
	if quiet.Len() != 0 {
		t.Errorf("--output json on a non-terminal drew %q", quiet.String())
	}
}
