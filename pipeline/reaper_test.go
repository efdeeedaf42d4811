package pipeline

import (
	"context"
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

func TestReaper_StaleProcessing(t *testing.T) {
	t.Parallel()
	started := make(chan struct{}, 1)
	e, b := setup(t, true, map[string]StageFunc{
		"a": func(ctx context.Context, in *StageInput) (any, error) {
			started <- struct{}{}
			<-ctx.Done() // hangs until the job is cancelled or the engine stops
			return nil, ctx.Err()
		},
	}, func(c *Config) { c.ProcessingLimit = 50 * time.Millisecond })
	task := submitOne(t, e, `{}`)
	<-started
	storetest.WaitFor(t, 10*time.Second, "reaper to fail the stuck stage", func() bool {
		res, err := e.Reap(context.Background())
		return err == nil && res.StaleProcessing == 1
	})
	got, _ := b.store.TaskGet(context.Background(), task.ID, "")
	if got.Status != store.StatusFailed || *got.ErrorCode != CodeStaleProcessing || got.Stage != "a" {
		t.Fatalf("task = %s %v at %s, want FAILED STALE_PROCESSING at a", got.Status, got.ErrorCode, got.Stage)
	}
	if got.ErrorMessage == nil || !strings.HasPrefix(*got.ErrorMessage, "the a stage did not finish in time") {
		t.Errorf("message %v, want it in words", got.ErrorMessage)
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
