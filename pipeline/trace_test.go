package pipeline

import (
	"context"
	"encoding/json"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// traceLog is a Config.Trace that keeps every point.
type traceLog struct {
	mu     sync.Mutex
	points []TracePoint
}

func (l *traceLog) add(p TracePoint) {
	l.mu.Lock()
	l.points = append(l.points, p)
	l.mu.Unlock()
}

func (l *traceLog) all() []TracePoint {
	l.mu.Lock()
	defer l.mu.Unlock()
	return slices.Clone(l.points)
}

// Every stage job's points come in order, on its queue: a direct run's
// (every stage, idle, the first one's after its submission's points) and,
// with direct runs off, a fetched job's, after River's fetch of its queue.
func TestEngine_TraceFollowsEachStageJob(t *testing.T) {
	t.Parallel()
	for name, direct := range map[string]bool{"direct": true, "fetched": false} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			log := &traceLog{}
			e, b := setup(t, true, nil, func(c *Config) {
				c.Trace = log.add
				if !direct {
					c.DirectRunsPerQueue = -1
				}
			})
			task := submitOne(t, e, `{}`)
			waitStatus(t, b.store, task.ID, store.StatusSuccess)
			// The last stage's commit is acknowledged, and traced, just after the
			// task turns SUCCESS for other connections.
			storetest.WaitFor(t, 20*time.Second, "the last handoff's commit to be traced", func() bool {
				return slices.ContainsFunc(log.all(), func(p TracePoint) bool {
					return p.TaskID == task.ID && p.Stage == "c" && p.What == TraceHandOffCommitted
				})
			})

			points := log.all()
			order := []string{TraceWork, TraceClaimStart, TraceClaimEnd, TraceRunStart, TraceRunEnd,
				TraceHandOffStart, TraceHandOffTx, TraceHandOffCommit, TraceHandOffCommitted}
			if direct {
				order = append([]string{TraceDirect}, order...)
			}
			for _, stage := range []string{"a", "b", "c"} {
				var got []string
				var last, runStarted time.Time
				for _, p := range points {
					if p.TaskID != task.ID || p.Stage != stage {
						continue
					}
					if p.Queue != "test_"+stage {
						t.Fatalf("stage %s point %s on queue %q", stage, p.What, p.Queue)
					}
					if p.At.Before(last) {
						t.Fatalf("stage %s: %s at %s, before the point ahead of it", stage, p.What, p.At)
					}
					last = p.At
					got = append(got, p.What)
					if p.What == TraceRunStart {
						runStarted = p.At
					}
				}
				want := order
				if stage == "a" {
					want = append([]string{TraceSubmit, TraceSubmitCommit, TraceSubmitCommitted}, order...)
					if !direct {
						// A fetched job may start before the submitter, back
						// from its commit, traces submit.committed: that
						// point comes once, after submit.commit, anywhere in
						// the worker's points.
						i := slices.Index(got, TraceSubmitCommitted)
						if i < 2 || got[i-1] == TraceSubmit || slices.Index(got[i+1:], TraceSubmitCommitted) >= 0 {
							t.Fatalf("stage a points = %v: want one submit.committed after submit.commit", got)
						}
						got = slices.Delete(slices.Clone(got), i, i+1)
						want = slices.Delete(slices.Clone(want), 2, 3)
					}
				}
				if !slices.Equal(got, want) {
					t.Fatalf("stage %s points = %v, want %v", stage, got, want)
				}
				if direct {
					continue
				}
				// River fetched the stage's job from its queue before
				// running it: the tracer recognises River's fetch
				// statement and its queue.
				fetched := slices.ContainsFunc(points, func(p TracePoint) bool {
					return p.What == TraceFetchEnd && p.Queue == "test_"+stage && p.TaskID == "" && p.At.Before(runStarted)
				})
				if !fetched {
					t.Fatalf("no fetch of queue test_%s traced before its stage ran", stage)
				}
			}
		})
	}
}

// A submission notifies River's producers on River's insert channel, with
// the queue of the job it left available (a process that does not work the
// queue submits here, so the job is not run directly).
func TestRiverInsertChannel_CarriesTheQueue(t *testing.T) {
	t.Parallel()
	e, b := setup(t, false, nil, nil)
	ctx := context.Background()
	conn := listenConn(t, b.pool)
	if err := store.BenchListen(ctx, conn, RiverInsertChannel); err != nil {
		t.Fatal(err)
	}
	submitOne(t, e, `{}`)
	wctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	for {
		n, err := conn.WaitForNotification(wctx)
		if err != nil {
			t.Fatalf("no River insert notification on %s: %v", RiverInsertChannel, err)
		}
		if n.Channel != RiverInsertChannel {
			continue
		}
		var p struct {
			Queue string `json:"queue"`
		}
		if err := json.Unmarshal([]byte(n.Payload), &p); err != nil || p.Queue != "test_a" {
			t.Fatalf("insert notification %q (%v), want queue test_a", n.Payload, err)
		}
		return
	}
}
