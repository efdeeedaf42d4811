package pipeline

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

func TestReaper_StalePending(t *testing.T) {
	t.Parallel()
	// No workers: the task stays PENDING until the reaper fails it.
	e, b := setup(t, false, nil, func(c *Config) { c.PendingLimit = time.Millisecond })
	task := submitOne(t, e, `{}`)
	storetest.WaitFor(t, 5*time.Second, "reaper to fail the pending task", func() bool {
		res, err := e.Reap(context.Background())
		return err == nil && res.StalePending == 1
	})
	got, _ := b.store.TaskGet(context.Background(), task.ID, "")
	if got.Status != store.StatusFailed || *got.ErrorCode != CodeStalePending {
		t.Fatalf("task = %s %v, want FAILED STALE_PENDING", got.Status, got.ErrorCode)
	}
	if want := "no worker picked this task up within 1 second; is `baton serve` or `baton work` running?"; got.ErrorMessage == nil || *got.ErrorMessage != want {
		t.Errorf("message %v, want %q", got.ErrorMessage, want)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE id = $1 AND state = 'cancelled'`, *got.JobID); n != 1 {
		t.Fatal("the stale task's job was not cancelled")
	}
	if k := eventKinds(t, b.store, task.ID); k[len(k)-1] != EventTaskFailed {
		t.Fatalf("events = %v", k)
	}
}

// A stage stuck past its limit on a live worker is failed
// STALE_PROCESSING and stopped: its River job is cancelled in the reaper's
// transaction (riverAdapter.cancelMany), so River tells the worker running
// it, which cancels the stage's context, and the job ends cancelled.
func TestReaper_StaleProcessing(t *testing.T) {
	t.Parallel()
	started := make(chan struct{}, 1)
	stopped := make(chan struct{}, 1)
	e, b := setup(t, true, map[string]StageFunc{
		"a": func(ctx context.Context, in *StageInput) (any, error) {
			started <- struct{}{}
			<-ctx.Done() // hangs until the job is cancelled or the engine stops
			stopped <- struct{}{}
			return nil, ctx.Err()
		},
	}, func(c *Config) { c.ProcessingLimit = 50 * time.Millisecond })
	task := submitOne(t, e, `{}`)
	<-started
	// The working engine sweeps too: whichever sweep fails the task, it
	// ends FAILED once.
	storetest.WaitFor(t, 10*time.Second, "reaper to fail the stuck stage", func() bool {
		if _, err := e.Reap(context.Background()); err != nil {
			return false
		}
		got, err := b.store.TaskGet(context.Background(), task.ID, "")
		return err == nil && got.Status == store.StatusFailed
	})
	got, _ := b.store.TaskGet(context.Background(), task.ID, "")
	if got.Status != store.StatusFailed || *got.ErrorCode != CodeStaleProcessing || got.Stage != "a" {
		t.Fatalf("task = %s %v at %s, want FAILED STALE_PROCESSING at a", got.Status, got.ErrorCode, got.Stage)
	}
	if got.ErrorMessage == nil || !strings.HasPrefix(*got.ErrorMessage, "the a stage did not finish in time") {
		t.Errorf("message %v, want it in words", got.ErrorMessage)
	}
	// River's clients also poll for cancelled jobs, once a minute: within
	// 10 s, it was the notification.
	select {
	case <-stopped:
	case <-time.After(10 * time.Second):
		t.Fatal("the stuck stage's context was not cancelled")
	}
	storetest.WaitFor(t, 10*time.Second, "the stuck stage's job to end cancelled", func() bool {
		return countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE id = $1 AND state = 'cancelled'`, *got.JobID) == 1
	})
	if k := eventKinds(t, b.store, task.ID); k[len(k)-1] != EventTaskFailed {
		t.Fatalf("events = %v", k)
	}
}

func TestReaper_WorkerDeadRequeuesThenSucceeds(t *testing.T) {
	t.Parallel()
	e, b := setup(t, false, nil, nil)
	ctx := context.Background()
	task := claimAsGhost(t, e, b, 3)
	res, err := e.Reap(ctx)
	if err != nil || res.Requeued != 1 {
		t.Fatalf("reap = %+v, %v; want 1 requeued", res, err)
	}
	startWorker(t, b)
	done := waitStatus(t, b.store, task.ID, store.StatusSuccess)
	if done.Generation < 2 {
		t.Fatalf("generation = %d, want bumped", done.Generation)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM task_stage_outputs WHERE task_id = $1`, task.ID); n != 3 {
		t.Fatalf("outputs = %d, want exactly one per stage", n)
	}
	if !contains(eventKinds(t, b.store, task.ID), EventStageRetrying) {
		t.Fatal("no stage.retrying event for the requeue")
	}
}

func TestReaper_WorkerDeadWithoutAttemptsFails(t *testing.T) {
	t.Parallel()
	e, b := setup(t, false, nil, nil)
	task := claimAsGhost(t, e, b, 1)
	res, err := e.Reap(context.Background())
	if err != nil || res.WorkerDead != 1 {
		t.Fatalf("reap = %+v, %v; want 1 worker dead", res, err)
	}
	got, _ := b.store.TaskGet(context.Background(), task.ID, "")
	if got.Status != store.StatusFailed || *got.ErrorCode != CodeWorkerDead {
		t.Fatalf("task = %s %v, want FAILED WORKER_DEAD", got.Status, got.ErrorCode)
	}
}

// claimAsGhost submits a task (on an engine that doesn't work) and claims
// stage a as worker "ghost", which has no heartbeat row: a dead process
// holding the task and its running job.
func claimAsGhost(t *testing.T, e *Engine, b *testBundle, maxAttempts int) *store.Task {
	t.Helper()
	ctx := context.Background()
	task := submitOne(t, e, `{}`)
	if _, err := b.pool.Exec(ctx, `UPDATE river_job SET state = 'running', attempted_by = '{ghost}', attempt = 1, attempted_at = now() WHERE args->>'task_id' = $1`, task.ID); err != nil {
		t.Fatal(err)
	}
	claimed, err := b.store.TaskClaimMany(ctx, []store.ClaimParams{{ID: task.ID, Stage: "a", Generation: 1, WorkerID: "ghost", MaxAttempts: maxAttempts, StaleAfter: time.Hour,
		Started: store.EventTemplate{Kind: EventStageStarted, Data: []byte(`{}`)}}})
	if err != nil {
		t.Fatal(err)
	}
	if claimed[0] == nil {
		t.Fatal("ghost claim found nothing to claim")
	}
	return claimed[0].Task
}

// startWorker starts a working engine on the bundle's database.
func startWorker(t *testing.T, b *testBundle) *Engine {
	t.Helper()
	w, err := New(b.pool, Config{Work: true, HeartbeatInterval: 50 * time.Millisecond, HeartbeatTTL: 2 * time.Second,
		SweepInterval: time.Hour, RetryBackoff: 10 * time.Millisecond, FetchCooldown: time.Millisecond, FetchPollInterval: 20 * time.Millisecond},
		testPipeline(b, nil))
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = w.Stop(ctx)
	})
	return w
}

// fetchAsDeadWorker makes the task's current job look fetched by River for a
// worker that then died before its claim committed: the job `running`,
// attempted by a worker whose heartbeat expired an hour ago, the task
// untouched (PENDING, worker_id NULL, attempt 0).
func fetchAsDeadWorker(t *testing.T, b *testBundle, task *store.Task, worker string, heartbeat time.Duration) {
	t.Helper()
	ctx := context.Background()
	if _, err := b.pool.Exec(ctx, `INSERT INTO workers (id, host, pid, queues, heartbeat_at) VALUES ($1, 'h', 1, '{test_a}', now() - $2::interval)`, worker, heartbeat); err != nil {
		t.Fatal(err)
	}
	tag, err := b.pool.Exec(ctx, `UPDATE river_job SET state = 'running', attempted_by = ARRAY[$2], attempt = 1, attempted_at = now() WHERE id = $1`, *task.JobID, worker)
	if err != nil || tag.RowsAffected() != 1 {
		t.Fatalf("unable to fetch job %d as %s: %v", *task.JobID, worker, err)
	}
}

// The issue-10 loss: River fetched the task's job for a worker that was
// killed before its claim committed, so worker_id stayed NULL. The reaper
// finds the job by River's attempted_by, requeues the task at once (not
// STALE_PENDING minutes later), cancels the dead job, and the task then
// succeeds with one output per stage.
func TestReaper_FetchedByDeadWorkerBeforeClaimIsRequeued(t *testing.T) {
	t.Parallel()
	e, b := setup(t, false, nil, nil)
	ctx := context.Background()
	task := submitOne(t, e, `{}`)
	fetchAsDeadWorker(t, b, task, "killed-before-claim", time.Hour)

	res, err := e.Reap(ctx)
	if err != nil || res.Requeued != 1 || res.JobsFinished != 1 || res.StalePending != 0 {
		t.Fatalf("reap = %+v, %v; want 1 requeued, its dead job finished", res, err)
	}
	got, _ := b.store.TaskGet(ctx, task.ID, "")
	if got.Status != store.StatusPending || got.Generation != task.Generation+1 || got.Attempt != 0 || *got.JobID == *task.JobID {
		t.Fatalf("task = %s gen %d attempt %d job %d; want PENDING at gen %d, attempt 0, a new job",
			got.Status, got.Generation, got.Attempt, *got.JobID, task.Generation+1)
	}
	if !strings.Contains(deref(got.ErrorMessage), "killed-before-claim") {
		t.Fatalf("error message %q does not name the dead worker", deref(got.ErrorMessage))
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE id = $1 AND state = 'cancelled' AND finalized_at IS NOT NULL`, *task.JobID); n != 1 {
		t.Fatal("the dead worker's job is still running")
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE id = $1 AND state = 'available' AND args->>'generation' = $2`, *got.JobID, fmt.Sprint(got.Generation)); n != 1 {
		t.Fatal("no available job at the new generation")
	}
	if again, err := e.Reap(ctx); err != nil || again.Total()+again.JobsFinished != 0 {
		t.Fatalf("second reap = %+v, %v; want nothing left to do", again, err)
	}
	startWorker(t, b)
	done := waitStatus(t, b.store, task.ID, store.StatusSuccess)
	if n := countRows(t, b.pool, `SELECT count(*) FROM task_stage_outputs WHERE task_id = $1`, done.ID); n != 3 {
		t.Fatalf("outputs = %d, want exactly one per stage", n)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM task_events WHERE task_id = $1 AND kind = 'stage.retrying' AND data->'error'->>'code' = 'WORKER_DEAD'`, task.ID); n != 1 {
		t.Fatalf("WORKER_DEAD retry events = %d, want 1", n)
	}
}

// A job fetched by a worker that is alive (its claim simply hasn't landed
// yet) is left alone.
func TestReaper_FetchedByLiveWorkerIsLeftAlone(t *testing.T) {
	t.Parallel()
	e, b := setup(t, false, nil, nil)
	ctx := context.Background()
	task := submitOne(t, e, `{}`)
	fetchAsDeadWorker(t, b, task, "alive", 0)
	if _, err := b.pool.Exec(ctx, `UPDATE workers SET heartbeat_at = now() + interval '1 hour' WHERE id = 'alive'`); err != nil {
		t.Fatal(err)
	}
	res, err := e.Reap(ctx)
	if err != nil || res.Total()+res.JobsFinished != 0 {
		t.Fatalf("reap = %+v, %v; want nothing done to a live worker's job", res, err)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE id = $1 AND state = 'running'`, *task.JobID); n != 1 {
		t.Fatal("a live worker's job was changed")
	}
}

// A dead worker's River jobs do not stay `running` for River's hour: the
// stage job of a task it had claimed is cancelled when the task is requeued
// (or failed), a stale stage job is cancelled, and a follow-up job runs
// again.
func TestReaper_DeadWorkersRunningJobsAreFinished(t *testing.T) {
	t.Parallel()
	e, b := setup(t, false, nil, nil)
	ctx := context.Background()
	requeued := claimAsGhost(t, e, b, 3)
	failed := claimAsGhost(t, e, b, 1)
	// A stale job: fetched by the ghost after its task had moved on.
	stale := submitOne(t, e, `{}`)
	if _, err := b.pool.Exec(ctx, `UPDATE tasks SET status = 'CANCELLED', finished_at = now(), stale_at = NULL WHERE id = $1`, stale.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := b.pool.Exec(ctx, `UPDATE river_job SET state = 'running', attempted_by = '{ghost}', attempt = 1, attempted_at = now() WHERE id = $1`, *stale.JobID); err != nil {
		t.Fatal(err)
	}
	var followUp int64
	if err := b.pool.QueryRow(ctx, `INSERT INTO river_job (args, kind, max_attempts, queue, state, attempt, attempted_at, attempted_by)
		VALUES ('{}', 'test.followup', 3, 'test_followup', 'running', 1, now(), '{ghost}') RETURNING id`).Scan(&followUp); err != nil {
		t.Fatal(err)
	}

	res, err := e.Reap(ctx)
	if err != nil || res.Requeued != 1 || res.WorkerDead != 1 || res.JobsFinished != 4 {
		t.Fatalf("reap = %+v, %v; want 1 requeued, 1 failed, 4 jobs finished", res, err)
	}
	for _, id := range []int64{*requeued.JobID, *failed.JobID, *stale.JobID} {
		if n := countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE id = $1 AND state = 'cancelled' AND finalized_at IS NOT NULL`, id); n != 1 {
			t.Fatalf("stage job %d of the dead worker is not cancelled", id)
		}
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE id = $1 AND state = 'available'`, followUp); n != 1 {
		t.Fatal("the dead worker's follow-up job was not made available again")
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE state = 'running'`); n != 0 {
		t.Fatalf("%d jobs still running", n)
	}
}

// Every working process sweeps on its own from its start, with no River
// leader to wait for: a worker started after another died requeues the dead
// one's fetched task and runs it.
func TestReaper_WorkingProcessSweepsItself(t *testing.T) {
	t.Parallel()
	e, b := setup(t, false, nil, nil)
	task := submitOne(t, e, `{}`)
	fetchAsDeadWorker(t, b, task, "killed", time.Hour)
	startWorker(t, b)
	done := waitStatus(t, b.store, task.ID, store.StatusSuccess)
	if done.Generation < task.Generation+1 {
		t.Fatalf("generation = %d, want the requeue's", done.Generation)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE state = 'running'`); n != 0 {
		t.Fatalf("%d jobs still running", n)
	}
}

// reapLimitsHook sets an engine's reaper limits before it starts: every
// transaction of batch tasks (the least is the batch too).
func reapLimitsHook(batch int, budget time.Duration) func(*Engine) {
	return func(e *Engine) { e.reap = reapLimits{Batch: batch, Min: batch, Budget: budget} }
}

// A backlog is acted on in transactions of a batch each, dead workers'
// tasks first (re-running a stage beats failing it stale, even past its
// deadline), and a sweep out of budget says there is more and the next
// resumes with the rule it stopped in; sweep after sweep, every task is
// requeued or failed exactly once, with one event, and its job cancelled.
func TestReaper_DrainsBacklogInBatches(t *testing.T) {
	t.Parallel()
	// Budget 0: each sweep runs its first transaction, and no more.
	e, b := setup(t, false, nil, func(c *Config) { c.PendingLimit = time.Millisecond }, reapLimitsHook(2, 0))
	ctx := context.Background()
	var ghosts []*store.Task
	for range 3 {
		ghosts = append(ghosts, claimAsGhost(t, e, b, 3))
	}
	// The ghost's tasks are past their deadline too (a 10-minute limit,
	// which their requeue gives them again).
	if _, err := b.pool.Exec(ctx, `UPDATE tasks SET stale_at = now() - interval '1 minute', stage_started_at = now() - interval '11 minutes'
		WHERE worker_id = 'ghost'`); err != nil {
		t.Fatal(err)
	}
	var stale []*store.Task
	for range 5 {
		stale = append(stale, submitOne(t, e, `{}`))
	}
	if _, err := b.pool.Exec(ctx, `UPDATE tasks SET stale_at = now() - interval '1 minute' WHERE status = 'PENDING'`); err != nil {
		t.Fatal(err)
	}

	var sweeps []ReapResult
	for len(sweeps) < 20 {
		res, err := e.Reap(ctx)
		if err != nil {
			t.Fatal(err)
		}
		sweeps = append(sweeps, res)
		if !res.More {
			break
		}
	}
	// Sweep 1: dead 2 (full, out of budget). Sweep 2: dead 1 (the rule is
	// done; out of budget for the stale rule). Sweeps 3-5, resuming with
	// the stale rule: 2 (full), 2 (full), 1: done.
	type step struct{ requeued, stale, txs int }
	want := []step{{2, 0, 1}, {1, 0, 1}, {0, 2, 1}, {0, 2, 1}, {0, 1, 1}}
	if len(sweeps) != len(want) {
		t.Fatalf("%d sweeps (%+v), want %d", len(sweeps), sweeps, len(want))
	}
	for i, w := range want {
		r := sweeps[i]
		if r.Requeued != w.requeued || r.StalePending != w.stale || r.StaleProcessing+r.WorkerDead != 0 || r.Transactions != w.txs ||
			r.More != (i < len(want)-1) || r.LongestTransaction <= 0 {
			t.Fatalf("sweep %d = %+v; want %d requeued, %d stale pending in %d transactions", i+1, r, w.requeued, w.stale, w.txs)
		}
	}
	for _, g := range ghosts {
		got, _ := b.store.TaskGet(ctx, g.ID, "")
		if got.Status != store.StatusProcessing || got.Generation != g.Generation+1 {
			t.Fatalf("ghost's task %s = %s gen %d; want requeued once (gen %d)", g.ID, got.Status, got.Generation, g.Generation+1)
		}
		if n := countRows(t, b.pool, `SELECT count(*) FROM task_events WHERE task_id = $1 AND kind = 'stage.retrying'`, g.ID); n != 1 {
			t.Fatalf("ghost's task %s has %d retry events, want 1", g.ID, n)
		}
	}
	for _, s := range stale {
		got, _ := b.store.TaskGet(ctx, s.ID, "")
		if got.Status != store.StatusFailed || deref(got.ErrorCode) != CodeStalePending {
			t.Fatalf("stale task %s = %s %s", s.ID, got.Status, deref(got.ErrorCode))
		}
		if n := countRows(t, b.pool, `SELECT count(*) FROM task_events WHERE task_id = $1 AND kind = $2`, s.ID, EventTaskFailed); n != 1 {
			t.Fatalf("stale task %s has %d task.failed events, want 1", s.ID, n)
		}
		if n := countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE id = $1 AND state = 'cancelled' AND finalized_at IS NOT NULL`, *got.JobID); n != 1 {
			t.Fatalf("stale task %s's job %d is not cancelled", s.ID, *got.JobID)
		}
	}
}

// When a sweep stops on its budget, the sweep loop starts the next one at
// once rather than a SweepInterval (an hour here) later, until the
// backlog is gone.
func TestReaper_SweepLoopContinuesWhileMore(t *testing.T) {
	t.Parallel()
	e, b := setup(t, false, nil, func(c *Config) { c.PendingLimit = time.Millisecond })
	var tasks []*store.Task
	for range 5 {
		tasks = append(tasks, submitOne(t, e, `{}`))
	}
	// A working process that works no stage queue: only its sweep loop
	// touches the tasks, a batch of 2 per sweep.
	w, err := New(b.pool, Config{Work: true, Queues: []string{MaintenanceQueue}, HeartbeatInterval: 50 * time.Millisecond,
		HeartbeatTTL: 2 * time.Second, SweepInterval: time.Hour, FetchCooldown: time.Millisecond, FetchPollInterval: 20 * time.Millisecond},
		testPipeline(b, nil))
	if err != nil {
		t.Fatal(err)
	}
	reapLimitsHook(2, 0)(w)
	if err := w.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = w.Stop(ctx)
	})
	for _, task := range tasks {
		waitStatus(t, b.store, task.ID, store.StatusFailed)
	}
}

// A transaction is sized from its rule's measured cost per task to end
// within what is left of the sweep's budget, capped at a batch; none is
// started that is predicted to overrun, nor one smaller than the least,
// except a sweep's first (every sweep makes progress).
func TestReapLimits_Size(t *testing.T) {
	t.Parallel()
	ms := time.Millisecond
	l := reapLimits{Batch: 250, Min: 25, Budget: 100 * ms}
	for _, tt := range []struct {
		name    string
		cost    reapCost
		elapsed time.Duration
		first   bool
		want    int
	}{
		{"unmeasured, first", reapCost{}, 0, true, 187},
		{"unmeasured: a full batch assumed to take the budget", reapCost{}, 60 * ms, false, 37},
		{"cheap: capped at a batch", reapCost{perTask: ms / 5}, 10 * ms, false, 250},
		{"the rest of the aim", reapCost{perTask: ms / 5}, 50 * ms, false, 125},
		{"fixed part first", reapCost{perTask: ms, fixed: 40 * ms}, 10 * ms, false, 25},
		{"less than the least fits", reapCost{perTask: ms}, 80 * ms, false, 0},
		{"over budget", reapCost{perTask: ms / 5}, 120 * ms, false, 0},
		{"first runs the least", reapCost{perTask: 10 * ms}, 0, true, 25},
		{"first sized like any other", reapCost{perTask: ms}, 0, true, 75},
	} {
		if got := l.size(tt.cost, tt.elapsed, tt.first); got != tt.want {
			t.Errorf("%s: size(%+v, %s, first %v) = %d, want %d", tt.name, tt.cost, tt.elapsed, tt.first, got, tt.want)
		}
	}
	// Whatever the cost and the time spent, a transaction that is not a
	// sweep's first is predicted to end within the budget, or not started.
	for per := time.Duration(1); per <= 50*ms; per = per*3 + 7 {
		for fixed := time.Duration(0); fixed <= 120*ms; fixed += 15 * ms {
			for elapsed := time.Duration(0); elapsed <= 110*ms; elapsed += 9 * ms {
				c := reapCost{perTask: per, fixed: fixed}
				n := l.size(c, elapsed, false)
				if n != 0 && (n < l.Min || n > l.Batch || elapsed+fixed+time.Duration(n)*per > l.Budget*reapAimPercent/100) {
					t.Fatalf("size(%+v, %s) = %d: predicted to end at %s of a %s budget", c, elapsed, n,
						elapsed+fixed+time.Duration(n)*per, l.Budget)
				}
			}
		}
	}
	var c reapCost
	c.observe(250, 50*ms)
	c.observe(0, 7*ms)
	if c.perTask != ms/5 || c.fixed != 7*ms {
		t.Fatalf("observed %+v, want 200µs a task and 7ms fixed", c)
	}
}

// A sweep sizes its transactions from what its rule's last one cost per
// task: it starts none predicted to run past the budget, but stops with
// More, leaving the tasks as they are; the next sweep resumes with that
// rule (not the dead-worker rule again), its first transaction sized to
// the budget but no smaller than the least, and the ones after it from
// that transaction's own cost.
func TestReaper_SizesTransactionsToTheBudget(t *testing.T) {
	t.Parallel()
	e, b := setup(t, false, nil, func(c *Config) { c.PendingLimit = time.Millisecond }, func(e *Engine) {
		e.reap = reapLimits{Batch: 10, Min: 2, Budget: time.Hour}
		// Measured at 40 minutes a task: one fits the budget, fewer than
		// the least of two.
		e.reapPlan.cost[reapRuleStale] = reapCost{perTask: 40 * time.Minute}
	})
	ctx := context.Background()
	for range 25 {
		submitOne(t, e, `{}`)
	}
	if _, err := b.pool.Exec(ctx, `UPDATE tasks SET stale_at = now() - interval '1 minute' WHERE status = 'PENDING'`); err != nil {
		t.Fatal(err)
	}
	first, err := e.Reap(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if first.Transactions != 1 || first.Total() != 0 || !first.More {
		t.Fatalf("first sweep = %+v; want the dead-worker rule's transaction only, and more", first)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM tasks WHERE status = 'PENDING'`); n != 25 {
		t.Fatalf("%d tasks left pending, want all 25", n)
	}
	// The stale rule alone: 2 (the least; 40 minutes a task allowed one),
	// then, measured at far less, 10, 10 and the last 3.
	second, err := e.Reap(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if second.Transactions != 4 || second.StalePending != 25 || second.More {
		t.Fatalf("second sweep = %+v; want 25 stale in 4 transactions, and done", second)
	}
	if e.reapPlan.cost[reapRuleStale].perTask >= 40*time.Minute {
		t.Fatalf("the stale rule's cost was not measured again: %+v", e.reapPlan.cost[reapRuleStale])
	}
}
