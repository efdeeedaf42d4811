package pipeline

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/baton-dev/baton/store"
)

// Direct runs: when a handoff moves a task to a stage whose queue this
// process works, or a submission inserts a task whose first stage's queue
// it works, the process runs that stage itself, at once, instead of
// leaving the job for River's next fetch (the insert notification, the
// fetch, the worker's call and the claim: about half of an idle handoff on
// a quiet machine; see docs/benchmarks.md). The handoff's batch (or the
// submission's) inserts the job already `running` for this process's
// River client, exactly as River's fetch would leave it, and claims the
// stage in the same batch, so the run starts when that commit is
// acknowledged.
//
// A direct run takes the path a River-run job takes after its claim
// (Engine.run: the stage, its handoff or its failure bookkeeping, traces
// and metrics). What River's executor does around a job, runDirect does
// for a direct run: the stage's timeout, recovery from a panic, and the
// job row's fate when the run does not hand off (handBack: retryable or
// available with the error recorded, cancelled, discarded, or interrupted
// by a shutdown, as River's executor sets it), after which River owns the
// job and its retries. A process that dies mid-run leaves what a River run
// leaves: a `running` job attempted by its client and a task claimed by
// its worker id, which the reaper requeues once the heartbeat expires.
//
// A direct run's context carries no River client (river.ClientFromContext
// fails there): no stage uses one; a follow-up job that needs River runs
// as a River job.
//
// River does not know of a direct run: it counts against its own budget
// (Config.DirectRunsPerQueue), not River's MaxWorkers, so a queue runs at
// most WorkersPerQueue + DirectRunsPerQueue stages at once in one process.
// River's running-job count is internal to its producer and can't be
// shared. A cancellation (JobCancelTx) reaches a direct run through
// Engine.Cancel in this process at once, and from any other process at the
// next heartbeat (see pollCancels).

// DirectRunsPerQueueDefault is Config.DirectRunsPerQueue's default.
const DirectRunsPerQueueDefault = 4

// riverSchedulerInterval is River's job scheduler interval (its
// maintenance.JobSchedulerIntervalDefault, internal to River): River's
// executor makes a job retried sooner than this `available` at once rather
// than `retryable` for its scheduler. Only when the retry is seen to run
// depends on it.
const riverSchedulerInterval = 5 * time.Second

// errDirectStopped is the cause with which Engine.Stop cancels the direct
// runs still going when its soft stop runs out of time.
var errDirectStopped = errors.New("pipeline: engine stopping")

// directRuns is the engine's accounting of its direct runs.
type directRuns struct {
	limit int
	// wg counts the slots taken: a direct run from its slot's acquire to
	// its end.
	wg sync.WaitGroup
	// base is every direct run's context; stop cancels it (hard stop).
	base context.Context
	stop context.CancelCauseFunc

	mu       sync.Mutex
	taken    map[string]int                    // slots taken per queue this process works; its keys fixed after New
	stopping bool                              // no slot is taken once set (see Engine.Stop)
	running  map[int64]context.CancelCauseFunc // by job id
}

func newDirectRuns(limit int, queues []string) *directRuns {
	base, stop := context.WithCancelCause(context.Background())
	d := &directRuns{limit: limit, taken: map[string]int{}, base: base, stop: stop, running: map[int64]context.CancelCauseFunc{}}
	for _, q := range queues {
		d.taken[q] = 0
	}
	return d
}

// acquire takes a slot of queue when this process works it, has a slot
// free and is not stopping.
func (d *directRuns) acquire(queue string) bool {
	if d == nil || d.limit <= 0 {
		return false
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	n, works := d.taken[queue]
	if !works || d.stopping || n >= d.limit {
		return false
	}
	d.taken[queue] = n + 1
	d.wg.Add(1)
	return true
}

func (d *directRuns) release(queue string) {
	d.mu.Lock()
	d.taken[queue]--
	d.mu.Unlock()
	d.wg.Done()
}

// stopTaking makes acquire refuse from now on. Once it has returned, no
// slot is taken, so waiting on wg is safe.
func (d *directRuns) stopTaking() {
	d.mu.Lock()
	d.stopping = true
	d.mu.Unlock()
}

// active returns the job ids of the direct runs going now.
func (d *directRuns) active() []int64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	ids := make([]int64, 0, len(d.running))
	for id := range d.running {
		ids = append(ids, id)
	}
	return ids
}

// cancel cancels the direct run of job id, if one is going.
func (d *directRuns) cancel(id int64) {
	if d == nil {
		return
	}
	d.mu.Lock()
	c := d.running[id]
	d.mu.Unlock()
	if c != nil {
		c(rivertype.ErrJobCancelledRemotely)
	}
}

// directCall is a stage this process runs itself: its job as inserted.
// The batch that inserts the job claims the stage too (in the task's
// insert for a submission, in the handoff statement for a handoff).
type directCall struct {
	job *river.Job[StageArgs]
	p   *Pipeline
	st  *Stage
	idx int
}

// newDirect prepares the direct run of stage idx of p for the job that
// will have args (the next stage of a handoff, or the first stage of a
// submission): nil when the stage is Held (released by a hook, not run at
// once) or this process has no slot of its queue free (it does not work
// the queue, or does not work at all: serve --no-workers). The caller
// owns the slot taken until it starts the run or gives it back
// (releaseDirect).
func (e *Engine) newDirect(p *Pipeline, idx int, args StageArgs) (*directCall, error) {
	st := &p.Stages[idx]
	if st.Held || !e.direct.acquire(st.Queue) {
		return nil, nil
	}
	encoded, err := json.Marshal(args)
	if err != nil {
		e.direct.release(st.Queue)
		return nil, err
	}
	now := time.Now()
	job := &river.Job[StageArgs]{Args: args, JobRow: &rivertype.JobRow{
		Attempt: 1, AttemptedAt: &now, AttemptedBy: []string{e.cfg.WorkerID}, EncodedArgs: encoded,
		Kind: StageJobKind, MaxAttempts: st.MaxAttempts, Priority: 1, Queue: st.Queue, State: rivertype.JobStateRunning,
	}}
	return &directCall{job: job, p: p, st: st, idx: idx}, nil
}

// startedEvent is the stage.started event of a direct run's claim, its
// attempt 1 filled in (a claim of its own, TaskClaimMany, merges the
// attempt into claimParams' event).
func (d *directCall) startedEvent() (store.EventTemplate, error) {
	return stageStartedEvent(d.p, d.idx, d.job.Args.TaskID, 1)
}

// releaseDirect gives back the slots of direct runs that will not start.
func (e *Engine) releaseDirect(ds []*directCall) {
	for _, d := range ds {
		if d != nil {
			e.direct.release(d.st.Queue)
		}
	}
}

// startDirect starts the direct runs ds of a submission once the batch
// that inserted their tasks claimed (claimed: those tasks by id) has
// committed. It reports whether it took the slots over. If the claimed
// tasks cannot be read (not expected: the batch that committed read every
// result), the jobs are running for this live process and nobody runs
// them, so the reaper fails their tasks at the stage's limit, and the
// caller gives the slots back; what names the batch in the log.
func (e *Engine) startDirect(what string, ds []*directCall, claimed *store.Queued[map[string]*store.Task]) bool {
	byID, err := claimed.Result()
	if err != nil {
		e.log.Error(what+" committed but its claims are unreadable", slog.Any("error", err))
		return false
	}
	got := make([]*store.Claimed, len(ds))
	for i, d := range ds {
		if t := byID[d.job.Args.TaskID]; t != nil {
			// A first stage has no earlier outputs.
			got[i] = &store.Claimed{Task: t, Outputs: map[string]json.RawMessage{}}
		}
	}
	e.runDirects(ds, got)
	return true
}

// runDirects starts the direct runs ds whose claims landed (got, parallel
// to ds; nil: not claimed) and gives the others' slots back.
func (e *Engine) runDirects(ds []*directCall, got []*store.Claimed) {
	for i, d := range ds {
		if got[i] == nil {
			e.direct.release(d.st.Queue)
			continue
		}
		a := e.attemptOf(d.job, d.p, d.st, d.idx, got[i])
		ctx, cancel := context.WithCancelCause(e.direct.base)
		e.direct.mu.Lock()
		e.direct.running[d.job.ID] = cancel
		e.direct.mu.Unlock()
		go e.runDirect(ctx, cancel, a)
	}
}

// runDirect runs a's stage in this process, as River's executor runs a
// job it fetched: under the stage's timeout, a panic recovered as the
// job's error, and the job handed back to River when the run does not hand
// off (see handBack).
func (e *Engine) runDirect(ctx context.Context, cancel context.CancelCauseFunc, a *attempt) {
	job := a.job
	defer func() {
		e.direct.mu.Lock()
		delete(e.direct.running, job.ID)
		e.direct.mu.Unlock()
		cancel(nil)
		e.direct.release(job.Queue)
	}()
	started := time.Now()
	e.trace(TraceDirect, job)
	e.trace(TraceWork, job)
	e.trace(TraceClaimStart, job)
	e.trace(TraceClaimEnd, job)
	wctx, stop := context.WithTimeout(ctx, a.st.Timeout)
	var err error
	var panicTrace string
	func() {
		defer func() {
			if r := recover(); r != nil {
				err, panicTrace = fmt.Errorf("%v", r), string(debug.Stack())
			}
		}()
		err = e.run(wctx, a)
	}()
	stop()
	if err == nil {
		return // handed off: the handoff completed the job
	}
	stopped := errors.Is(context.Cause(ctx), errDirectStopped) && errors.Is(err, context.Canceled)
	// Like River's completer, keep trying while the database is away.
	for try := 0; ; try++ {
		bctx, done := context.WithTimeout(context.Background(), 30*time.Second)
		herr := e.store.InTx(bctx, func(tx pgx.Tx, _ *store.Store) error {
			return e.jobs.handBack(bctx, tx, job.JobRow, directOutcome{
				started: started, err: err, panicTrace: panicTrace, stopped: stopped,
				nextRetry: (&stageWorker{e: e}).NextRetry(job),
			})
		})
		done()
		if herr == nil {
			return
		}
		if try == 4 {
			// Left running for this live process: River's rescuer (after
			// its RescueStuckJobsAfter) or the reaper, when the task's
			// stage limit passes, takes it over.
			e.log.Error("unable to hand a direct run's job back to River", slog.Int64("job_id", job.ID), slog.Any("error", herr))
			return
		}
		time.Sleep(time.Duration(try+1) * time.Second)
	}
}

// waitDirect waits for the direct runs to end, or for ctx.
func (e *Engine) waitDirect(ctx context.Context) error {
	done := make(chan struct{})
	go func() {
		e.direct.wg.Wait()
		close(done)
	}()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// pollCancels interrupts the direct runs whose jobs were cancelled
// (JobCancelTx) by another process: River delivers that to the producer
// running a job, which knows nothing of direct runs. Called at each
// heartbeat while direct runs are going.
func (e *Engine) pollCancels(ctx context.Context) {
	ids := e.direct.active()
	if len(ids) == 0 {
		return
	}
	cancelled, err := e.jobs.cancelRequested(ctx, ids)
	if err != nil {
		e.log.Warn("unable to check direct runs for cancellation", slog.Any("error", err))
		return
	}
	for _, id := range cancelled {
		e.direct.cancel(id)
	}
}
