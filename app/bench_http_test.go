package app

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store/storetest"
)

func TestBenchHTTPCommand(t *testing.T) {
	t.Parallel()
	url := storetest.NewDatabase(t)
	var out, errOut bytes.Buffer
	root := NewRootCommand(&out, &errOut)
	root.SetArgs([]string{"bench", "http", "--database-url", url, "--requests", "15"})
	if err := root.ExecuteContext(context.Background()); err != nil {
		t.Fatalf("bench http: %v\n%s", err, errOut.String())
	}
	var r BenchHTTPResult
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatalf("output is not one JSON object: %v\n%s", err, out.String())
	}
	for name, l := range map[string]BenchLoop{"http": r.HTTP, "in_process": r.InProcess, "commit": r.Commit} {
		if l.PerS <= 0 || l.LatencyMS["p50"] <= 0 || l.LatencyMS["p50"] > l.LatencyMS["p99"] {
			t.Fatalf("%s loop: %+v", name, l)
		}
	}
	// A submission is one batch (its statements and the commit) or more
	// round trips; the count is the engine's alone, and never none.
	if r.Requests != 15 || r.RoundTripsPerSubmission < 1 || r.RoundTripsPerSubmission > 20 || r.RoundTripsInProcess < 1 {
		t.Fatalf("result: %+v", r)
	}
}

const directStep = "commit acknowledged → direct run starts (no fetch)"

func TestBenchTraceTimeline(t *testing.T) {
	t.Parallel()
	t0 := time.Unix(1000, 0)
	at := func(ms float64) time.Time { return t0.Add(time.Duration(ms * float64(time.Millisecond))) }
	tr := &benchTrace{}
	own := func(stage, what string, ms float64) {
		tr.add(pipeline.TracePoint{At: at(ms), What: what, TaskID: "t1", Stage: stage, Queue: "q_" + stage})
	}
	queue := func(q, what string, ms float64) { tr.add(pipeline.TracePoint{At: at(ms), What: what, Queue: q}) }
	own("s1", pipeline.TraceRunEnd, 0)
	own("s1", pipeline.TraceHandOffStart, 0.1)
	own("s1", pipeline.TraceHandOffTx, 0.2)
	own("s1", pipeline.TraceHandOffCommit, 1.2)
	own("s1", pipeline.TraceHandOffCommitted, 3.2)
	queue("q_s2", pipeline.TraceFetchStart, -5) // an earlier, idle fetch
	queue("q_s2", pipeline.TraceFetchEnd, -4)
	tr.notified(at(3.3), `{"queue": "q_s2"}`)
	queue("q_s2", pipeline.TraceFetchStart, 3.5)
	queue("q_s2", pipeline.TraceFetchEnd, 4.5)
	own("s2", pipeline.TraceWork, 4.6)
	own("s2", pipeline.TraceClaimStart, 4.6)
	own("s2", pipeline.TraceClaimEnd, 5.6)
	own("s2", pipeline.TraceRunStart, 5.7)
	got := map[string]float64{}
	for _, s := range tr.timeline([]string{"t1"}, 2, func(k int) string { return "q_s" + string(rune('0'+k)) }) {
		if s.Step == directStep {
			if s.N != 0 {
				t.Fatalf("step %q measured %d times for a fetched job", s.Step, s.N)
			}
			continue
		}
		if s.N != 1 {
			t.Fatalf("step %q measured %d times, want 1", s.Step, s.N)
		}
		got[s.Step] = s.MS["p50"]
	}
	want := map[string]float64{
		"stage end → handoff tx begins (group)":                                 0.2,
		"handoff statements before COMMIT (none when the handoff is one batch)": 1,
		"handoff COMMIT (WAL flush; the whole batch when the handoff is one)":   2,
		"commit acknowledged → insert notification received (bench's listener)": 0.1,
		"commit acknowledged → River fetch starts":                              0.3,
		"River fetch":                          1,
		"fetch end → worker called":            0.1,
		"claim (statement and its commit)":     1,
		"claim end → stage starts":             0.1,
		"total: stage end → next stage starts": 5.7,
	}
	for step, ms := range want {
		if g, ok := got[step]; !ok || g != ms {
			t.Errorf("%s = %v ms, want %v", step, g, ms)
		}
	}
}

// A direct run's handoff has no fetch: an earlier fetch of the queue is not
// taken for its own.
func TestBenchTraceTimelineDirectRun(t *testing.T) {
	t.Parallel()
	t0 := time.Unix(1000, 0)
	at := func(ms float64) time.Time { return t0.Add(time.Duration(ms * float64(time.Millisecond))) }
	tr := &benchTrace{}
	own := func(stage, what string, ms float64) {
		tr.add(pipeline.TracePoint{At: at(ms), What: what, TaskID: "t1", Stage: stage, Queue: "q_" + stage})
	}
	own("s1", pipeline.TraceRunEnd, 0)
	own("s1", pipeline.TraceHandOffTx, 0.2)
	own("s1", pipeline.TraceHandOffCommit, 0.2)
	own("s1", pipeline.TraceHandOffCommitted, 1.2)
	tr.add(pipeline.TracePoint{At: at(-5), What: pipeline.TraceFetchStart, Queue: "q_s2"}) // an earlier, idle fetch
	tr.add(pipeline.TracePoint{At: at(-4), What: pipeline.TraceFetchEnd, Queue: "q_s2"})
	for _, w := range []string{pipeline.TraceDirect, pipeline.TraceWork, pipeline.TraceClaimStart, pipeline.TraceClaimEnd} {
		own("s2", w, 1.3)
	}
	own("s2", pipeline.TraceRunStart, 1.4)
	got := map[string]TraceSegment{}
	for _, s := range tr.timeline([]string{"t1"}, 2, func(k int) string { return "q_s" + string(rune('0'+k)) }) {
		got[s.Step] = s
	}
	if s := got[directStep]; s.N != 1 || s.MS["p50"] != 0.1 {
		t.Fatalf("direct step = %+v, want one at 0.1 ms", s)
	}
	if s := got["River fetch"]; s.N != 0 {
		t.Fatalf("River fetch measured for a direct run: %+v", s)
	}
	if s := got["total: stage end → next stage starts"]; s.N != 1 || s.MS["p50"] != 1.4 {
		t.Fatalf("total = %+v, want 1.4 ms", s)
	}
}
