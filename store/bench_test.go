package store_test

import (
	"cmp"
	"context"
	"encoding/json"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

func TestTaskTimingsAndOpenCount(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st := store.New(storetest.NewPool(t))

	bench := insertTasks(t, st, "bench", "", nil, 3)
	insertTasks(t, st, "other", "", nil, 2)
	if n, err := st.TaskCountOpenOf(ctx, "bench"); err != nil || n != 3 {
		t.Fatalf("open bench tasks = %d, %v; want 3", n, err)
	}
	// One task finishes with an output of stage s1.
	if _, err := st.Pool().Exec(ctx, `UPDATE tasks SET status = 'SUCCESS', finished_at = created_at + interval '2 seconds' WHERE id = $1`, bench[0]); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Pool().Exec(ctx, `INSERT INTO task_stage_outputs (task_id, stage, generation, worker_id, output) VALUES ($1, 's1', 0, 'w', '{"start": 1, "end": 2}')`, bench[0]); err != nil {
		t.Fatal(err)
	}
	if n, err := st.TaskCountOpenOf(ctx, "bench"); err != nil || n != 2 {
		t.Fatalf("open bench tasks = %d, %v; want 2", n, err)
	}

	got, err := st.TaskTimings(ctx, append([]string{uuid.NewString()}, bench...))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("%d timings, want 3 (an unknown id is left out)", len(got))
	}
	i := slices.IndexFunc(got, func(tt store.TaskTiming) bool { return tt.ID == bench[0] })
	if i < 0 {
		t.Fatalf("no timing for %s", bench[0])
	}
	done := got[i]
	if done.Status != store.StatusSuccess || done.Finished.Sub(done.Created).Seconds() != 2 {
		t.Errorf("finished task: %+v", done)
	}
	var out struct{ Start, End int }
	if err := json.Unmarshal(done.Outputs["s1"], &out); err != nil || out.End != 2 {
		t.Errorf("output s1 = %s, %v", done.Outputs["s1"], err)
	}
	for _, tt := range got {
		if tt.ID != bench[0] && (!tt.Finished.Equal(tt.Created) || len(tt.Outputs) != 0) {
			t.Errorf("open task %s: finished %v created %v outputs %v", tt.ID, tt.Finished, tt.Created, tt.Outputs)
		}
	}
}

func TestBenchVectorTopK(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st := store.New(storetest.NewPool(t))
	// 3000 chunks in two corpora, enough that the planner picks the HNSW index.
	var chunks []store.Chunk
	for i := range 3000 {
		v := make([]float32, 8)
		for j := range v {
			v[j] = float32((i*7+j*13+i*j)%23) - 11
		}
		chunks = append(chunks, store.Chunk{Position: i, Text: "c", Embedding: v})
	}
	for _, c := range []string{"kb", "other"} {
		if _, err := st.ChunkReplaceDocument(ctx, c, "d", "h", chunks); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.ChunkAnalyze(ctx); err != nil {
		t.Fatal(err)
	}
	listed, err := st.ChunkList(ctx, "kb")
	if err != nil {
		t.Fatal(err)
	}
	q := []float32{3, -1, 4, 1, -5, 9, 2, -6}
	// The ground truth in Go: cosine distance, ties by id.
	type scored struct {
		id int64
		d  float64
	}
	var want []scored
	for _, c := range listed {
		want = append(want, scored{c.ID, 1 - cosine(q, chunks[c.Position].Embedding)})
	}
	slices.SortFunc(want, func(a, b scored) int {
		if a.d != b.d {
			return cmp.Compare(a.d, b.d)
		}
		return cmp.Compare(a.id, b.id)
	})
	exact, err := st.BenchVectorTopK(ctx, "kb", q, 10, 0, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(exact) != 10 {
		t.Fatalf("exact: %d ids, want 10", len(exact))
	}
	for i, n := range exact {
		// Equal distances may come in either order; compare distances.
		if got := 1 - cosine(q, chunks[posOf(listed, n.ID)].Embedding); math.Abs(got-want[i].d) > 1e-6 || math.Abs(n.Distance-want[i].d) > 1e-6 {
			t.Fatalf("exact rank %d: id %d at distance %g (reported %g), want distance %g", i+1, n.ID, got, n.Distance, want[i].d)
		}
	}
	approx, err := st.BenchVectorTopK(ctx, "kb", q, 10, 0, false)
	if err != nil || len(approx) != 10 {
		t.Fatalf("approximate: %v, %v", approx, err)
	}
	if _, err := st.BenchVectorTopK(ctx, "kb", q, store.SearchKDefault+1, 0, false); err == nil {
		t.Fatal("k above SearchKDefault was accepted")
	}

	plan, err := st.BenchVectorExplain(ctx, "kb", q, false)
	if err != nil || !strings.Contains(plan, "chunks_embedding_hnsw_8") {
		t.Fatalf("approximate plan does not use the HNSW index (%v):\n%s", err, plan)
	}
	plan, err = st.BenchVectorExplain(ctx, "kb", q, true)
	if err != nil || strings.Contains(plan, "hnsw") || !strings.Contains(plan, "Seq Scan") {
		t.Fatalf("exact plan should scan every row, not the index (%v):\n%s", err, plan)
	}

	if err := st.BenchCorpusDelete(ctx, "kb"); err != nil {
		t.Fatal(err)
	}
	if left, _ := st.ChunkList(ctx, "kb"); len(left) != 0 {
		t.Fatalf("%d chunks left after BenchCorpusDelete", len(left))
	}
	if other, _ := st.ChunkList(ctx, "other"); len(other) != 3000 {
		t.Fatalf("BenchCorpusDelete touched another corpus: %d chunks left of 3000", len(other))
	}
}

func posOf(cs []store.Chunk, id int64) int {
	for _, c := range cs {
		if c.ID == id {
			return c.Position
		}
	}
	return -1
}

func cosine(a, b []float32) float64 {
	var ab, aa, bb float64
	for i := range a {
		ab += float64(a[i]) * float64(b[i])
		aa += float64(a[i]) * float64(a[i])
		bb += float64(b[i]) * float64(b[i])
	}
	return ab / math.Sqrt(aa*bb)
}
