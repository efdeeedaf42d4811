package pipeline

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// undoClaim makes stage a find its claim undone as it runs: lost (the task
// back to PENDING with no worker, as a database crash can leave it, claims
// being committed asynchronously) or, with other set, taken by another
// worker. With fail, the stage then fails for good.
func undoClaim(b *testBundle, other string, fail bool) StageFunc {
	return func(ctx context.Context, in *StageInput) (any, error) {
		if _, err := b.pool.Exec(ctx, `UPDATE tasks SET status = CASE WHEN $2 = '' THEN 'PENDING' ELSE 'PROCESSING' END,
    worker_id = nullif($2, '') WHERE id = $1`, in.Task.ID, other); err != nil {
			return nil, err
		}
		if fail {
			return nil, Permanent(errors.New("bad input"))
		}
		return map[string]string{"stage": "a"}, nil
	}
}

func TestEngine_HandOffLandsAfterALostClaim(t *testing.T) {
	t.Parallel()
	var b0 *testBundle
	e, b := setup(t, true, map[string]StageFunc{
		"a": func(ctx context.Context, in *StageInput) (any, error) { return undoClaim(b0, "", false)(ctx, in) },
	}, nil)
	b0 = b
	task := submitOne(t, e, `{}`)
	waitStatus(t, b.store, task.ID, store.StatusSuccess)
	if n := countRows(t, b.pool, `SELECT count(*) FROM task_stage_outputs WHERE task_id = $1`, task.ID); n != 3 {
		t.Fatalf("outputs = %d, want 3", n)
	}
}

func TestEngine_HandOffRefusedWhenAnotherWorkerClaimed(t *testing.T) {
	t.Parallel()
	var b0 *testBundle
	e, b := setup(t, true, map[string]StageFunc{
		"a": func(ctx context.Context, in *StageInput) (any, error) {
			return undoClaim(b0, "someone-else", false)(ctx, in)
		},
	}, nil)
	b0 = b
	task := submitOne(t, e, `{}`)
	ctx := context.Background()
	storetest.WaitFor(t, 20*time.Second, "stage a's job to finish", func() bool {
		cur, err := b.store.TaskGet(ctx, task.ID, "")
		if err != nil || cur.JobID == nil {
			return false
		}
		j, err := e.River().JobGet(ctx, *cur.JobID)
		return errors.Is(err, river.ErrNotFound) || err == nil && j.State == "completed"
	})
	cur, err := b.store.TaskGet(ctx, task.ID, "")
	if err != nil {
		t.Fatal(err)
	}
	if cur.Stage != "a" || cur.WorkerID == nil || *cur.WorkerID != "someone-else" {
		t.Fatalf("task at stage %s worker %v, want still at a, held by someone-else", cur.Stage, cur.WorkerID)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM task_stage_outputs WHERE task_id = $1`, task.ID); n != 0 {
		t.Fatalf("outputs = %d, want 0: the handoff of a stage another worker claimed must write nothing", n)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE args->>'task_id' = $1 AND args->>'stage' = 'b'`, task.ID); n != 0 {
		t.Fatalf("stage b jobs = %d, want 0", n)
	}
}

func TestEngine_StageFailsAfterALostClaim(t *testing.T) {
	t.Parallel()
	var b0 *testBundle
	e, b := setup(t, true, map[string]StageFunc{
		"a": func(ctx context.Context, in *StageInput) (any, error) { return undoClaim(b0, "", true)(ctx, in) },
	}, nil)
	b0 = b
	task := submitOne(t, e, `{}`)
	failed := waitStatus(t, b.store, task.ID, store.StatusFailed)
	if failed.ErrorCode == nil || *failed.ErrorCode != codeFailed("a") {
		t.Fatalf("error code = %v, want %s", failed.ErrorCode, codeFailed("a"))
	}
}
