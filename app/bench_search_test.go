package app

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/baton-dev/baton/store/storetest"
)

func TestBenchSearchCommand(t *testing.T) {
	t.Parallel()
	url := storetest.NewDatabase(t)
	run := func() BenchSearchResult {
		var out, errOut bytes.Buffer
		root := NewRootCommand(&out, &errOut)
		root.SetArgs([]string{"bench", "search", "--database-url", url, "--chunks", "1500", "--queries", "10", "--dim", "64"})
		if err := root.ExecuteContext(context.Background()); err != nil {
			t.Fatalf("bench search: %v\n%s", err, errOut.String())
		}
		var r BenchSearchResult
		if err := json.Unmarshal(out.Bytes(), &r); err != nil {
			t.Fatalf("output is not one JSON object: %v\n%s", err, out.String())
		}
		return r
	}
	r := run()
	if r.Chunks != 1500 || r.Documents != 2 || r.Queries != 10 || r.Dim != 64 {
		t.Fatalf("result shape: %+v", r)
	}
	if r.ChunksPerS <= 0 || r.SearchMS["p95"] <= 0 || r.SearchMS["p50"] > r.SearchMS["p99"] {
		t.Fatalf("timings: %+v", r)
	}
	// The exact top 10 of a 1500-vector corpus is well within HNSW's reach.
	if r.RecallAt10 < 0.9 || r.RecallAt10 > 1 || r.RecallMin > r.RecallAt10 {
		t.Fatalf("recall@10 = %v (min %v), want at least 0.9", r.RecallAt10, r.RecallMin)
	}
	// A second run clears its corpus and writes every document again (the
	// bench fails on an unchanged-document no-op).
	if again := run(); again.Chunks != 1500 || again.ChunksPerS <= 0 {
		t.Fatalf("second run: %+v", again)
	}
}
