package app

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/baton-dev/baton/store"
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
	// The bench's queries are paraphrases of chunks: the hybrid search finds
	// most of their sources.
	if r.SourceAt10 < 0.8 || r.LexicalTerms <= 0 {
		t.Fatalf("source@10 = %v with %v terms a query, want at least 0.8", r.SourceAt10, r.LexicalTerms)
	}
	// The exact top 10 of a 1500-vector corpus is well within HNSW's reach.
	if r.RecallAt10 < 0.9 || r.RecallAt10 > 1 || r.RecallMin > r.RecallAt10 {
		t.Fatalf("recall@10 = %v (min %v), want at least 0.9", r.RecallAt10, r.RecallMin)
	}
	// 1500 vectors: the scaled ef_search is the per-leg K.
	if r.Settings["hnsw.ef_search"] != "50" {
		t.Fatalf("hnsw.ef_search %q, want 50", r.Settings["hnsw.ef_search"])
	}
	// A second run clears its corpus and writes every document again (the
	// bench fails on an unchanged-document no-op).
	if again := run(); again.Chunks != 1500 || again.ChunksPerS <= 0 {
		t.Fatalf("second run: %+v", again)
	}
}

func TestRecallAtCountsTies(t *testing.T) {
	t.Parallel()
	nb := func(id int64, d float64) store.BenchNeighbor { return store.BenchNeighbor{ID: id, Distance: d} }
	exact := []store.BenchNeighbor{nb(1, 0.1), nb(2, 0.2), nb(3, 0.3)}
	tests := []struct {
		name   string
		approx []store.BenchNeighbor
		want   float64
	}{
		{name: "same ids", approx: exact, want: 1},
		{name: "a tie with the last is a hit", approx: []store.BenchNeighbor{nb(1, 0.1), nb(2, 0.2), nb(9, 0.3)}, want: 1},
		{name: "all tied at one distance", approx: []store.BenchNeighbor{nb(7, 0.1), nb(8, 0.1), nb(9, 0.1)}, want: 1},
		{name: "a farther chunk is a miss", approx: []store.BenchNeighbor{nb(1, 0.1), nb(2, 0.2), nb(9, 0.31)}, want: 2.0 / 3},
		{name: "only the first len(exact) count", approx: []store.BenchNeighbor{nb(1, 0.1), nb(8, 0.4), nb(9, 0.5), nb(3, 0.3)}, want: 1.0 / 3},
		{name: "none", approx: nil, want: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := recallAt(tt.approx, exact); got != tt.want {
				t.Errorf("recallAt = %v, want %v", got, tt.want)
			}
		})
	}
}
