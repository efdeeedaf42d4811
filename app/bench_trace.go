package app

import (
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/baton-dev/baton/pipeline"
)

// traceNotifyRecv marks a River insert notification received by the
// bench's own listener (in the trace's points beside the engine's).
const traceNotifyRecv = "notify.recv"

// benchTrace collects the engine's trace points (pipeline.Config.Trace) and
// the River insert notifications the bench receives, and turns them into
// the handoff's timeline: how long each step between stage k's end and
// stage k+1's start took.
type benchTrace struct {
	mu     sync.Mutex
	points []pipeline.TracePoint
}

func (t *benchTrace) add(p pipeline.TracePoint) {
	t.mu.Lock()
	t.points = append(t.points, p)
	t.mu.Unlock()
}

// notified records River's insert notification payload received at at.
func (t *benchTrace) notified(at time.Time, payload string) {
	var p struct {
		Queue string `json:"queue"`
	}
	if json.Unmarshal([]byte(payload), &p) == nil {
		t.add(pipeline.TracePoint{At: at, What: traceNotifyRecv, Queue: p.Queue})
	}
}

// TraceSegment is one step of the handoff's timeline over the traced
// handoffs: its name says from which point to which (see
// docs/benchmarks.md), N how many handoffs had both.
type TraceSegment struct {
	Step string             `json:"step"`
	N    int                `json:"n"`
	MS   map[string]float64 `json:"ms"`
}

// traceSteps are the handoff's steps, in order; each is the time from its
// from point to its to point (see timeline).
var traceSteps = []struct{ step, from, to string }{
	{"stage end → handoff tx begins (group)", pipeline.TraceRunEnd, pipeline.TraceHandOffTx},
	{"handoff statements before COMMIT (none when the handoff is one batch)", pipeline.TraceHandOffTx, pipeline.TraceHandOffCommit},
	{"handoff COMMIT (WAL flush; the whole batch when the handoff is one)", pipeline.TraceHandOffCommit, pipeline.TraceHandOffCommitted},
	{"commit acknowledged → insert notification received (bench's listener)", pipeline.TraceHandOffCommitted, traceNotifyRecv},
	{"commit acknowledged → direct run starts (no fetch)", pipeline.TraceHandOffCommitted, pipeline.TraceDirect},
	{"commit acknowledged → River fetch starts", pipeline.TraceHandOffCommitted, pipeline.TraceFetchStart},
	{"River fetch", pipeline.TraceFetchStart, pipeline.TraceFetchEnd},
	{"fetch end → worker called", pipeline.TraceFetchEnd, pipeline.TraceWork},
	{"claim (statement and its commit)", pipeline.TraceClaimStart, pipeline.TraceClaimEnd},
	{"claim end → stage starts", pipeline.TraceClaimEnd, pipeline.TraceRunStart},
	{"total: stage end → next stage starts", pipeline.TraceRunEnd, pipeline.TraceRunStart},
}

// timeline measures traceSteps over the handoffs of the tasks ids, whose
// stage sk runs on queue queueOf(k). A handoff's points of stage k
// (run.end, handoff.*) and stage k+1 (work, claim.*, run.start) are the
// task's own; a fetch is the last fetch of stage k+1's queue that started
// before its worker was called (none for a direct run, which no fetch
// precedes), a notification the first on that queue after the handoff's
// transaction began.
func (t *benchTrace) timeline(ids []string, stages int, queueOf func(k int) string) []TraceSegment {
	t.mu.Lock()
	points := slices.Clone(t.points)
	t.mu.Unlock()
	type key struct{ task, stage, what string }
	own := map[key]time.Time{}
	byQueue := map[string][]pipeline.TracePoint{} // fetches and notifications
	for _, p := range points {
		if p.TaskID == "" {
			byQueue[p.Queue] = append(byQueue[p.Queue], p)
			continue
		}
		k := key{p.TaskID, p.Stage, p.What}
		if _, seen := own[k]; !seen {
			own[k] = p.At
		}
	}
	for _, ps := range byQueue {
		slices.SortFunc(ps, func(a, b pipeline.TracePoint) int { return a.At.Compare(b.At) })
	}
	samples := make([][]float64, len(traceSteps))
	for _, id := range ids {
		for k := 1; k < stages; k++ {
			from, to := fmt.Sprintf("s%d", k), fmt.Sprintf("s%d", k+1)
			at := map[string]time.Time{}
			for _, w := range []string{pipeline.TraceRunEnd, pipeline.TraceHandOffTx, pipeline.TraceHandOffCommit, pipeline.TraceHandOffCommitted} {
				if v, ok := own[key{id, from, w}]; ok {
					at[w] = v
				}
			}
			for _, w := range []string{pipeline.TraceDirect, pipeline.TraceWork, pipeline.TraceClaimStart, pipeline.TraceClaimEnd, pipeline.TraceRunStart} {
				if v, ok := own[key{id, to, w}]; ok {
					at[w] = v
				}
			}
			q := byQueue[queueOf(k+1)]
			_, direct := at[pipeline.TraceDirect]
			if work, ok := at[pipeline.TraceWork]; ok && !direct {
				for i := len(q) - 1; i >= 0; i-- {
					if q[i].What == pipeline.TraceFetchStart && !q[i].At.After(work) {
						at[pipeline.TraceFetchStart] = q[i].At
						for _, e := range q[i:] {
							if e.What == pipeline.TraceFetchEnd {
								at[pipeline.TraceFetchEnd] = e.At
								break
							}
						}
						break
					}
				}
			}
			if begun, ok := at[pipeline.TraceHandOffTx]; ok {
				for _, e := range q {
					if e.What == traceNotifyRecv && !e.At.Before(begun) {
						at[traceNotifyRecv] = e.At
						break
					}
				}
			}
			for i, s := range traceSteps {
				a, okA := at[s.from]
				b, okB := at[s.to]
				if okA && okB {
					samples[i] = append(samples[i], float64(b.Sub(a).Microseconds())/1000)
				}
			}
		}
	}
	out := make([]TraceSegment, len(traceSteps))
	for i, s := range traceSteps {
		out[i] = TraceSegment{Step: s.step, N: len(samples[i]), MS: percentiles(samples[i], 50, 90, 99)}
	}
	return out
}

// taskSteps are a task's steps outside its handoffs, in order: from Submit
// to its first stage starting, and from its last stage's end to its
// handoff (the task's SUCCESS) committed. A point is the first stage's,
// or the last stage's when last is set; fetch points are the first
// queue's fetch before the first stage's worker (none for a direct run).
var taskSteps = []struct {
	step             string
	from, to         string
	fromLast, toLast bool
}{
	{step: "Submit called → submission sent (group wait, job ids)", from: pipeline.TraceSubmit, to: pipeline.TraceSubmitCommit},
	{step: "submission COMMIT (one batch: its statements and WAL flush)", from: pipeline.TraceSubmitCommit, to: pipeline.TraceSubmitCommitted},
	{step: "submission committed → first stage's direct run starts (no fetch)", from: pipeline.TraceSubmitCommitted, to: pipeline.TraceDirect},
	{step: "submission committed → River fetch of the first queue starts", from: pipeline.TraceSubmitCommitted, to: pipeline.TraceFetchStart},
	{step: "River fetch (first stage)", from: pipeline.TraceFetchStart, to: pipeline.TraceFetchEnd},
	{step: "fetch end → worker called (first stage)", from: pipeline.TraceFetchEnd, to: pipeline.TraceWork},
	{step: "claim (first stage; statement and its commit)", from: pipeline.TraceClaimStart, to: pipeline.TraceClaimEnd},
	{step: "total: Submit called → first stage starts", from: pipeline.TraceSubmit, to: pipeline.TraceRunStart},
	{step: "last stage end → its handoff committed (SUCCESS)", from: pipeline.TraceRunEnd, to: pipeline.TraceHandOffCommitted, fromLast: true, toLast: true},
	{step: "total: Submit called → SUCCESS committed", from: pipeline.TraceSubmit, to: pipeline.TraceHandOffCommitted, toLast: true},
}

// taskTimeline measures taskSteps over the tasks ids, whose stage sk runs
// on queue queueOf(k) (see timeline).
func (t *benchTrace) taskTimeline(ids []string, stages int, queueOf func(k int) string) []TraceSegment {
	t.mu.Lock()
	points := slices.Clone(t.points)
	t.mu.Unlock()
	type key struct{ task, stage, what string }
	own := map[key]time.Time{}
	var fetches []pipeline.TracePoint // of the first stage's queue
	for _, p := range points {
		if p.TaskID == "" {
			if p.Queue == queueOf(1) && (p.What == pipeline.TraceFetchStart || p.What == pipeline.TraceFetchEnd) {
				fetches = append(fetches, p)
			}
			continue
		}
		k := key{p.TaskID, p.Stage, p.What}
		if _, seen := own[k]; !seen {
			own[k] = p.At
		}
	}
	slices.SortFunc(fetches, func(a, b pipeline.TracePoint) int { return a.At.Compare(b.At) })
	first, last := "s1", fmt.Sprintf("s%d", stages)
	samples := make([][]float64, len(taskSteps))
	for _, id := range ids {
		firstAt := map[string]time.Time{}
		for _, w := range []string{pipeline.TraceSubmit, pipeline.TraceSubmitCommit, pipeline.TraceSubmitCommitted,
			pipeline.TraceDirect, pipeline.TraceWork, pipeline.TraceClaimStart, pipeline.TraceClaimEnd, pipeline.TraceRunStart} {
			if v, ok := own[key{id, first, w}]; ok {
				firstAt[w] = v
			}
		}
		_, direct := firstAt[pipeline.TraceDirect]
		if work, ok := firstAt[pipeline.TraceWork]; ok && !direct {
			for i := len(fetches) - 1; i >= 0; i-- {
				if fetches[i].What == pipeline.TraceFetchStart && !fetches[i].At.After(work) {
					firstAt[pipeline.TraceFetchStart] = fetches[i].At
					for _, e := range fetches[i:] {
						if e.What == pipeline.TraceFetchEnd {
							firstAt[pipeline.TraceFetchEnd] = e.At
							break
						}
					}
					break
				}
			}
		}
		at := func(what string, isLast bool) (time.Time, bool) {
			if isLast {
				v, ok := own[key{id, last, what}]
				return v, ok
			}
			v, ok := firstAt[what]
			return v, ok
		}
		for i, s := range taskSteps {
			a, okA := at(s.from, s.fromLast)
			b, okB := at(s.to, s.toLast)
			if okA && okB {
				samples[i] = append(samples[i], float64(b.Sub(a).Microseconds())/1000)
			}
		}
	}
	out := make([]TraceSegment, len(taskSteps))
	for i, s := range taskSteps {
		out[i] = TraceSegment{Step: s.step, N: len(samples[i]), MS: percentiles(samples[i], 50, 90, 99)}
	}
	return out
}
