package pipeline

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river/rivertype"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// directTrace records which stages started as direct runs.
type directTrace struct {
	mu     sync.Mutex
	direct map[string]int // stage → direct runs
}

func (d *directTrace) add(p TracePoint) {
	if p.What != TraceDirect {
		return
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.direct == nil {
		d.direct = map[string]int{}
	}
	d.direct[p.Stage]++
}

func (d *directTrace) runs(stage string) int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.direct[stage]
}

// jobOfStage is the River job row of the task's stage (the only one there
// is).
func jobOfStage(t *testing.T, b *testBundle, taskID, stage string) *rivertype.JobRow {
	t.Helper()
	j, err := queryJobOfStage(context.Background(), b.pool, taskID, stage)
	if err != nil {
		t.Fatalf("job of %s/%s: %v", taskID, stage, err)
	}
	return j
}

func queryJobOfStage(ctx context.Context, pool *pgxpool.Pool, taskID, stage string) (*rivertype.JobRow, error) {
	var j rivertype.JobRow
	var errs []rivertype.AttemptError
	var state string
	err := pool.QueryRow(ctx, `SELECT id, state::text, attempt, coalesce(attempted_by, '{}'), finalized_at,
		coalesce((SELECT jsonb_agg(e) FROM unnest(errors) e), '[]'), created_at, attempted_at
		FROM river_job WHERE args->>'task_id' = $1 AND args->>'stage' = $2`, taskID, stage).
		Scan(&j.ID, &state, &j.Attempt, &j.AttemptedBy, &j.FinalizedAt, &errs, &j.CreatedAt, &j.AttemptedAt)
	if err != nil {
		return nil, err
	}
	j.State, j.Errors = rivertype.JobState(state), errs
	return &j, nil
}

// jobWatch records each stage's River job row as it is while the stage
// runs: the handoff that commits a stage's result deletes a job that never
// failed.
type jobWatch struct {
	mu   sync.Mutex
	pool *pgxpool.Pool
	jobs map[string]*rivertype.JobRow // "task id/stage" → its job while it ran
	err  error
}

// fns are the test pipeline's stages, each recording its job and
// returning what the default stages return.
func (w *jobWatch) fns() map[string]StageFunc {
	fns := map[string]StageFunc{}
	for _, stage := range []string{"a", "b", "c"} {
		fns[stage] = func(ctx context.Context, in *StageInput) (any, error) {
			w.mu.Lock()
			defer w.mu.Unlock()
			j, err := queryJobOfStage(ctx, w.pool, in.Task.ID, stage)
			if err != nil {
				w.err = errors.Join(w.err, fmt.Errorf("job of %s/%s: %w", in.Task.ID, stage, err))
			} else {
				w.jobs[in.Task.ID+"/"+stage] = j
			}
			return map[string]any{"stage": stage, "saw": len(in.Outputs)}, nil
		}
	}
	return fns
}

func (w *jobWatch) setPool(p *pgxpool.Pool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.pool, w.jobs = p, map[string]*rivertype.JobRow{}
}

// seen returns the stage's job as it was while the stage ran.
func (w *jobWatch) seen(t *testing.T, taskID, stage string) *rivertype.JobRow {
	t.Helper()
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.err != nil {
		t.Fatal(w.err)
	}
	j := w.jobs[taskID+"/"+stage]
	if j == nil {
		t.Fatalf("stage %s of %s never ran", stage, taskID)
	}
	return j
}

// Idle, every stage runs in the process that submitted the task or handed
// off to it, without River's fetch: its job is inserted running for this
// process and completed by its handoff, one job per stage. The first
// stage's job was attempted in the submission's own transaction (its
// attempted_at is its created_at, which no fetch, a later transaction, can
// give it), and its stage claimed there too (stage.started carries
// task.created's time).
func TestDirect_EveryStageRunsInProcess(t *testing.T) {
	t.Parallel()
	tr, w := &directTrace{}, &jobWatch{}
	e, b := setup(t, true, w.fns(), func(c *Config) { c.Trace = tr.add })
	w.setPool(b.pool)
	task := submitOne(t, e, `{}`)
	waitStatus(t, b.store, task.ID, store.StatusSuccess)
	if tr.runs("a") != 1 || tr.runs("b") != 1 || tr.runs("c") != 1 {
		t.Fatalf("direct runs a/b/c = %d/%d/%d, want 1/1/1", tr.runs("a"), tr.runs("b"), tr.runs("c"))
	}
	for _, stage := range []string{"a", "b", "c"} {
		j := w.seen(t, task.ID, stage)
		if j.State != rivertype.JobStateRunning || j.Attempt != 1 || len(j.AttemptedBy) != 1 || j.AttemptedBy[0] != e.WorkerID() {
			t.Fatalf("stage %s job while it ran: %s, attempt %d by %v; want running, attempt 1 by %s",
				stage, j.State, j.Attempt, j.AttemptedBy, e.WorkerID())
		}
		if j.AttemptedAt == nil || !j.AttemptedAt.Equal(j.CreatedAt) {
			t.Fatalf("stage %s job created %s, attempted %v: want attempted in the transaction that inserted it", stage, j.CreatedAt, j.AttemptedAt)
		}
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE args->>'task_id' = $1`, task.ID); n != 0 {
		t.Fatalf("%d jobs of the task left, want none: each handoff deletes the job it finished", n)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM task_stage_outputs WHERE task_id = $1`, task.ID); n != 3 {
		t.Fatalf("outputs = %d, want 3", n)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM task_events WHERE task_id = $1 AND kind = 'stage.started'`, task.ID); n != 3 {
		t.Fatalf("stage.started events = %d, want 3", n)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM task_events s JOIN task_events c ON c.task_id = s.task_id AND c.kind = 'task.created'
		WHERE s.task_id = $1 AND s.kind = 'stage.started' AND s.data->>'step' = 'a' AND s.created_at = c.created_at`, task.ID); n != 1 {
		t.Fatal("stage a was not claimed in the submission's transaction")
	}
	// Stages b and c were claimed by the handoff statement itself
	// (HandOffParams.NextClaim): attempt 1 in their stage.started, and
	// each saw the outputs of the stages before it, which no claim of its
	// own read from the database.
	for stage, saw := range map[string]string{"a": "0", "b": "1", "c": "2"} {
		if n := countRows(t, b.pool, `SELECT count(*) FROM task_stage_outputs WHERE task_id = $1 AND stage = $2 AND output->>'saw' = $3`, task.ID, stage, saw); n != 1 {
			t.Fatalf("stage %s did not see the %s outputs before it", stage, saw)
		}
		if n := countRows(t, b.pool, `SELECT count(*) FROM task_events WHERE task_id = $1 AND kind = 'stage.started'
			AND data->>'step' = $2 AND (data->>'attempt')::int = 1 AND data->>'status' = 'started'`, task.ID, stage); n != 1 {
			t.Fatalf("stage %s: no stage.started of attempt 1", stage)
		}
	}
}

// A direct run's task is claimed as a claim of its own would leave it:
// PROCESSING on this worker, attempt 1, its stage start recorded, with the
// stage's limit and attempts; the first stage's by the submission's task
// insert, a later one's by the handoff statement.
func TestDirect_InsertAndHandOffClaimTheStage(t *testing.T) {
	t.Parallel()
	seen := make(chan *store.Task, 2)
	see := func(_ context.Context, in *StageInput) (any, error) {
		seen <- in.Task
		return map[string]any{"saw": len(in.Outputs)}, nil
	}
	tr := &directTrace{}
	e, b := setup(t, true, map[string]StageFunc{"a": see, "b": see}, func(c *Config) { c.Trace = tr.add })
	task := submitOne(t, e, `{}`)
	waitStatus(t, b.store, task.ID, store.StatusSuccess)
	if tr.runs("a") != 1 || tr.runs("b") != 1 {
		t.Fatalf("direct runs a/b = %d/%d, want 1/1", tr.runs("a"), tr.runs("b"))
	}
	for i, stage := range []string{"a", "b"} {
		got := <-seen
		if got.Status != store.StatusProcessing || got.Stage != stage || got.Generation != i+1 || got.Attempt != 1 || got.MaxAttempts != 2 ||
			got.WorkerID == nil || *got.WorkerID != e.WorkerID() || got.StageStartedAt == nil || got.StaleAt == nil ||
			got.StaleAt.Sub(*got.StageStartedAt) < ProcessingLimitDefault-time.Minute {
			t.Fatalf("stage %s ran on task %+v; want PROCESSING at %s, generation %d, attempt 1 of 2 on %s, started, stale after the stage's limit",
				stage, got, stage, i+1, e.WorkerID())
		}
	}
}

// A submission of more tasks than there are direct-run slots runs as many
// first stages directly as there are slots; River runs the others.
func TestDirect_SubmissionTakesOnlyFreeSlots(t *testing.T) {
	t.Parallel()
	tr, w := &directTrace{}, &jobWatch{}
	e, b := setup(t, true, w.fns(), func(c *Config) { c.Trace, c.DirectRunsPerQueue = tr.add, 2 })
	w.setPool(b.pool)
	sub, err := e.Submit(context.Background(), SubmitRequest{Pipeline: "test", Owner: "o1",
		Inputs: []json.RawMessage{json.RawMessage(`{}`), json.RawMessage(`{}`), json.RawMessage(`{}`)}})
	if err != nil {
		t.Fatal(err)
	}
	for _, task := range sub.Tasks {
		waitStatus(t, b.store, task.ID, store.StatusSuccess)
	}
	if tr.runs("a") != 2 {
		t.Fatalf("%d direct runs of stage a, want 2 (the slots)", tr.runs("a"))
	}
	n := 0
	for _, task := range sub.Tasks {
		if j := w.seen(t, task.ID, "a"); j.AttemptedAt != nil && j.AttemptedAt.Equal(j.CreatedAt) {
			n++
		}
	}
	if n != 2 {
		t.Fatalf("%d stage a jobs attempted in their submission, want 2", n)
	}
}

// A process that does not work the first stage's queue (serve
// --no-workers, or one whose --queues leave it out) never runs it
// directly: the job is left available for River, the task PENDING.
func TestDirect_FirstStageLeftToRiverWhenNotWorked(t *testing.T) {
	t.Parallel()
	for name, mod := range map[string]func(*Config){
		"no workers":    func(c *Config) {},
		"another queue": func(c *Config) { c.Work, c.Queues = true, []string{"test_b"} },
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			tr := &directTrace{}
			e, b := setup(t, false, nil, func(c *Config) { c.Trace = tr.add; mod(c) })
			task := submitOne(t, e, `{}`)
			j := jobOfStage(t, b, task.ID, "a")
			if j.State != rivertype.JobStateAvailable || j.Attempt != 0 || len(j.AttemptedBy) != 0 {
				t.Fatalf("stage a job: %s, attempt %d by %v; want available, never attempted", j.State, j.Attempt, j.AttemptedBy)
			}
			if got, _ := b.store.TaskGet(context.Background(), task.ID, ""); got.Status != store.StatusPending {
				t.Fatalf("task %s, want PENDING", got.Status)
			}
			if tr.runs("a") != 0 {
				t.Fatal("stage a ran directly")
			}
		})
	}
}

// With DirectRunsPerQueue negative, every stage waits for River's fetch.
func TestDirect_Disabled(t *testing.T) {
	t.Parallel()
	tr := &directTrace{}
	e, b := setup(t, true, nil, func(c *Config) { c.Trace, c.DirectRunsPerQueue = tr.add, -1 })
	task := submitOne(t, e, `{}`)
	waitStatus(t, b.store, task.ID, store.StatusSuccess)
	if n := tr.runs("a") + tr.runs("b") + tr.runs("c"); n != 0 {
		t.Fatalf("%d direct runs with direct runs disabled", n)
	}
}

// A direct run that fails (an error, a panic in the stage), the first
// stage's or a later one's, is handed back to River as River's executor
// leaves a failed job: available again with the attempt's error recorded;
// River's fetch then runs the second attempt and completes the same job.
func TestDirect_FailureIsHandedBackToRiver(t *testing.T) {
	t.Parallel()
	for _, stage := range []string{"a", "b"} {
		for name, fail := range map[string]StageFunc{
			"error": func(context.Context, *StageInput) (any, error) { return nil, errors.New("injected failure") },
			"panic": func(context.Context, *StageInput) (any, error) { panic("injected panic") },
		} {
			t.Run(stage+" "+name, func(t *testing.T) {
				t.Parallel()
				tr := &directTrace{}
				e, b := setup(t, true, map[string]StageFunc{
					stage: func(ctx context.Context, in *StageInput) (any, error) {
						if in.Attempt == 1 {
							return fail(ctx, in)
						}
						return map[string]int{"attempt": in.Attempt}, nil
					},
				}, func(c *Config) { c.Trace = tr.add })
				task := submitOne(t, e, `{}`)
				waitStatus(t, b.store, task.ID, store.StatusSuccess)
				if b.count(stage) != 2 || tr.runs(stage) != 1 {
					t.Fatalf("stage %s ran %d times, %d of them direct; want 2, the first direct", stage, b.count(stage), tr.runs(stage))
				}
				j := jobOfStage(t, b, task.ID, stage)
				if j.State != rivertype.JobStateCompleted || j.Attempt != 2 || len(j.Errors) != 1 || j.Errors[0].Attempt != 1 {
					t.Fatalf("stage %s job: %s, attempt %d, errors %+v; want completed at attempt 2 with attempt 1's error", stage, j.State, j.Attempt, j.Errors)
				}
				if !contains(eventKinds(t, b.store, task.ID), EventStageRetrying) {
					t.Fatal("no stage.retrying event for the failed direct run")
				}
			})
		}
	}
}

// A direct first stage that fails for good fails its task, and its job
// ends cancelled with the error, as River leaves a job whose worker
// returned river.JobCancel.
func TestDirect_PermanentFailureOfTheFirstStage(t *testing.T) {
	t.Parallel()
	tr := &directTrace{}
	e, b := setup(t, true, map[string]StageFunc{
		"a": func(context.Context, *StageInput) (any, error) { return nil, Permanent(errors.New("bad input")) },
	}, func(c *Config) { c.Trace = tr.add })
	task := submitOne(t, e, `{}`)
	failed := waitStatus(t, b.store, task.ID, store.StatusFailed)
	if *failed.ErrorCode != codeFailed("a") || tr.runs("a") != 1 || b.count("a") != 1 {
		t.Fatalf("code %s after %d runs (%d direct), want A_FAILED after 1 direct run", *failed.ErrorCode, b.count("a"), tr.runs("a"))
	}
	var j *rivertype.JobRow
	storetest.WaitFor(t, 20*time.Second, "stage a's job to be finalised", func() bool {
		j = jobOfStage(t, b, task.ID, "a")
		return j.FinalizedAt != nil
	})
	if j.State != rivertype.JobStateCancelled || len(j.Errors) != 1 {
		t.Fatalf("stage a job: %s, errors %+v; want cancelled with the run's error", j.State, j.Errors)
	}
}

// A cancel stops a direct run, whether it comes from the process running
// it or from another (through River's job row, at the next heartbeat),
// and the job ends cancelled, as River leaves a cancelled job.
func TestDirect_CancelStopsTheRun(t *testing.T) {
	t.Parallel()
	for _, stage := range []string{"a", "b"} {
		for _, from := range []string{"same process", "another process"} {
			t.Run(stage+" "+from, func(t *testing.T) {
				t.Parallel()
				in := make(chan struct{}, 1)
				tr := &directTrace{}
				e, b := setup(t, true, map[string]StageFunc{
					stage: func(ctx context.Context, _ *StageInput) (any, error) {
						in <- struct{}{}
						<-ctx.Done()
						return nil, ctx.Err()
					},
				}, func(c *Config) { c.Trace = tr.add })
				task := submitOne(t, e, `{}`)
				select {
				case <-in:
				case <-time.After(20 * time.Second):
					t.Fatalf("stage %s never ran", stage)
				}
				if tr.runs(stage) != 1 {
					t.Fatalf("stage %s is not a direct run", stage)
				}
				canceller := e
				if from == "another process" {
					other, err := New(b.pool, Config{}, testPipeline(b, nil))
					if err != nil {
						t.Fatal(err)
					}
					canceller = other
				}
				if _, err := canceller.Cancel(context.Background(), task.ID, ""); err != nil {
					t.Fatal(err)
				}
				var j *rivertype.JobRow
				storetest.WaitFor(t, 20*time.Second, "stage "+stage+"'s job to be cancelled", func() bool {
					j = jobOfStage(t, b, task.ID, stage)
					return j.State == rivertype.JobStateCancelled
				})
				if j.FinalizedAt == nil || len(j.Errors) != 1 {
					t.Fatalf("cancelled job: finalized %v, errors %+v; want finalized with the run's error", j.FinalizedAt, j.Errors)
				}
				if got, _ := b.store.TaskGet(context.Background(), task.ID, ""); got.Status != store.StatusCancelled {
					t.Fatalf("task %s, want CANCELLED", got.Status)
				}
				if b.count(stage) != 1 {
					t.Fatalf("stage %s ran %d times, want once", stage, b.count(stage))
				}
			})
		}
	}
}

// A stop that runs out of time interrupts a direct run, which is handed
// back to River as River's stop leaves its own jobs (available, its
// attempt given back), and another process finishes the task.
func TestDirect_StopHandsTheRunBack(t *testing.T) {
	t.Parallel()
	inB := make(chan struct{}, 1)
	e, b := setup(t, true, map[string]StageFunc{
		"b": func(ctx context.Context, in *StageInput) (any, error) {
			inB <- struct{}{}
			<-ctx.Done()
			return nil, ctx.Err()
		},
	}, nil)
	task := submitOne(t, e, `{}`)
	select {
	case <-inB:
	case <-time.After(20 * time.Second):
		t.Fatal("stage b never ran")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	_ = e.Stop(ctx)
	j := jobOfStage(t, b, task.ID, "b")
	if j.State != rivertype.JobStateAvailable || j.Attempt != 0 {
		t.Fatalf("interrupted job: %s, attempt %d; want available, attempt 0", j.State, j.Attempt)
	}
	startWorker(t, b)
	waitStatus(t, b.store, task.ID, store.StatusSuccess)
	if n := countRows(t, b.pool, `SELECT count(*) FROM task_stage_outputs WHERE task_id = $1`, task.ID); n != 3 {
		t.Fatalf("outputs = %d, want 3", n)
	}
}

// A process that dies during a direct run (of the first stage of a task it
// submitted, or of a later one) leaves its job running for its client and
// the task claimed by it, like a River run: once its heartbeat has
// expired, the reaper requeues the task and cancels the dead run's job,
// and the task succeeds with one output per stage.
func TestDirect_DeadProcessIsReaped(t *testing.T) {
	t.Parallel()
	for _, stage := range []string{"a", "b"} {
		t.Run(stage, func(t *testing.T) {
			t.Parallel()
			testDeadDirectRun(t, stage)
		})
	}
}

func testDeadDirectRun(t *testing.T, stage string) {
	reaper, b := setup(t, false, nil, nil)
	ctx := context.Background()
	// The test is the reaper: "doomed" must not take a turn at it. Its
	// sweep at start runs late on a loaded machine (and again at once when
	// it reports more to do), and a sweep of its own after the heartbeat
	// below is backdated reaps its re-run of the requeued stage as a dead
	// worker's: the task failed and the wait for SUCCESS timed out. Holding
	// the sweep's advisory lock for the test's life makes every sweep of
	// doomed's skip its turn; Reap, called by hand, takes no lock.
	lock, err := b.pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = lock.Rollback(context.Background()) })
	if _, err := lock.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, reaperLockKey); err != nil {
		t.Fatal(err)
	}
	in, release := make(chan struct{}, 1), make(chan struct{})
	tr := &directTrace{}
	// Heartbeats an hour apart: once started, "doomed" never beats again,
	// as a killed process.
	doomed, err := New(b.pool, Config{Work: true, WorkerID: "doomed", HeartbeatInterval: time.Hour, HeartbeatTTL: 2 * time.Hour,
		SweepInterval: time.Hour, RetryBackoff: 10 * time.Millisecond, FetchCooldown: time.Millisecond, FetchPollInterval: 20 * time.Millisecond,
		Trace: tr.add},
		testPipeline(b, map[string]StageFunc{
			stage: func(ctx context.Context, si *StageInput) (any, error) {
				if si.Attempt == 1 {
					in <- struct{}{}
					<-release
				}
				return map[string]int{"attempt": si.Attempt}, nil
			},
		}))
	if err != nil {
		t.Fatal(err)
	}
	if err := doomed.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = doomed.Stop(ctx)
	})
	// Only the process that submits runs the first stage directly.
	submitter := reaper
	if stage == "a" {
		submitter = doomed
	}
	task := submitOne(t, submitter, `{}`)
	select {
	case <-in:
	case <-time.After(20 * time.Second):
		t.Fatalf("stage %s never ran", stage)
	}
	if tr.runs(stage) != 1 {
		t.Fatalf("stage %s is not a direct run", stage)
	}
	dead := jobOfStage(t, b, task.ID, stage)
	if dead.State != rivertype.JobStateRunning || len(dead.AttemptedBy) != 1 || dead.AttemptedBy[0] != "doomed" {
		t.Fatalf("direct run's job: %s by %v, want running by doomed", dead.State, dead.AttemptedBy)
	}
	if _, err := b.pool.Exec(ctx, `UPDATE workers SET heartbeat_at = now() - interval '1 hour' WHERE id = 'doomed'`); err != nil {
		t.Fatal(err)
	}
	res, err := reaper.Reap(ctx)
	if err != nil || res.Requeued != 1 || res.JobsFinished != 1 {
		t.Fatalf("reap = %+v, %v; want the task requeued and the dead run's job finished", res, err)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE id = $1 AND state = 'cancelled'`, dead.ID); n != 1 {
		t.Fatal("the dead run's job was not cancelled")
	}
	// The requeued stage runs (in whichever process fetches it), and the
	// dead run, let go, finds its task gone from under it.
	waitStatus(t, b.store, task.ID, store.StatusSuccess)
	close(release)
	stop, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := doomed.Stop(stop); err != nil { // waits for the dead run to end
		t.Fatal(err)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM task_stage_outputs WHERE task_id = $1`, task.ID); n != 3 {
		t.Fatalf("outputs = %d, want one per stage", n)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM task_events WHERE task_id = $1 AND kind = 'stage.completed' AND data->>'step' = $2`, task.ID, stage); n != 1 {
		t.Fatalf("stage %s completed %d times, want once", stage, n)
	}
}
