package app

import (
	"testing"
	"time"

	"github.com/baton-dev/baton/pipeline"
)

// The task's own steps: a submission whose first stage River fetched, and
// one whose first stage ran directly (an earlier fetch of the queue is
// not taken for its own), each ending with its last stage's handoff.
func TestBenchTaskTimeline(t *testing.T) {
	t.Parallel()
	t0 := time.Unix(1000, 0)
	at := func(ms float64) time.Time { return t0.Add(time.Duration(ms * float64(time.Millisecond))) }
	tr := &benchTrace{}
	own := func(task, stage, what string, ms float64) {
		tr.add(pipeline.TracePoint{At: at(ms), What: what, TaskID: task, Stage: stage, Queue: "q_" + stage})
	}
	queue := func(what string, ms float64) { tr.add(pipeline.TracePoint{At: at(ms), What: what, Queue: "q_s1"}) }
	// fetched: River's fetch runs the first stage.
	own("fetched", "s1", pipeline.TraceSubmit, 0)
	own("fetched", "s1", pipeline.TraceSubmitCommit, 0.1)
	own("fetched", "s1", pipeline.TraceSubmitCommitted, 2.1)
	queue(pipeline.TraceFetchStart, 2.5)
	queue(pipeline.TraceFetchEnd, 3.5)
	own("fetched", "s1", pipeline.TraceWork, 3.7)
	own("fetched", "s1", pipeline.TraceClaimStart, 3.7)
	own("fetched", "s1", pipeline.TraceClaimEnd, 4.7)
	own("fetched", "s1", pipeline.TraceRunStart, 4.8)
	own("fetched", "s2", pipeline.TraceRunEnd, 10)
	own("fetched", "s2", pipeline.TraceHandOffCommitted, 11.5)
	// direct: the submission claims it, a later fetch of the queue is
	// not its own.
	own("direct", "s1", pipeline.TraceSubmit, 100)
	own("direct", "s1", pipeline.TraceSubmitCommit, 100.1)
	own("direct", "s1", pipeline.TraceSubmitCommitted, 101.1)
	for _, w := range []string{pipeline.TraceDirect, pipeline.TraceWork, pipeline.TraceClaimStart, pipeline.TraceClaimEnd} {
		own("direct", "s1", w, 101.2)
	}
	own("direct", "s1", pipeline.TraceRunStart, 101.3)
	own("direct", "s2", pipeline.TraceRunEnd, 105)
	own("direct", "s2", pipeline.TraceHandOffCommitted, 106)

	got := map[string]TraceSegment{}
	for _, s := range tr.taskTimeline([]string{"fetched", "direct"}, 2, func(k int) string { return "q_s" + string(rune('0'+k)) }) {
		got[s.Step] = s
	}
	want := map[string][]float64{ // the samples, sorted
		"Submit called → submission sent (group wait, job ids)":             {0.1, 0.1},
		"submission COMMIT (one batch: its statements and WAL flush)":       {1, 2},
		"submission committed → first stage's direct run starts (no fetch)": {0.1},
		"submission committed → River fetch of the first queue starts":      {0.4},
		"River fetch (first stage)":                                         {1},
		"fetch end → worker called (first stage)":                           {0.2},
		"claim (first stage; statement and its commit)":                     {0, 1},
		"total: Submit called → first stage starts":                         {1.3, 4.8},
		"last stage end → its handoff committed (SUCCESS)":                  {1, 1.5},
		"total: Submit called → SUCCESS committed":                          {6, 11.5},
	}
	for step, xs := range want {
		s, ok := got[step]
		if !ok || s.N != len(xs) || s.MS["p50"] != xs[0] || s.MS["p99"] != xs[len(xs)-1] {
			t.Errorf("%s = %+v, want %d samples from %v to %v", step, s, len(xs), xs[0], xs[len(xs)-1])
		}
	}
}
