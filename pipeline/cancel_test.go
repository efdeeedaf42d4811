package pipeline

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/baton-dev/baton/store"
)

func TestCancel_PendingTask(t *testing.T) {
	t.Parallel()
	var terminal []store.Task
	e, b := setup(t, false, nil, nil, func(e *Engine) {
		e.pipelines["test"].Terminal = func(ctx context.Context, tx *Tx, t *store.Task) error {
			terminal = append(terminal, *t)
			return nil
		}
	})
	task := submitOne(t, e, `{}`)
	got, err := e.Cancel(context.Background(), task.ID, "o1")
	if err != nil || got.Status != store.StatusCancelled || *got.ErrorCode != CodeCancelled {
		t.Fatalf("cancel = %+v, %v", got, err)
	}
	// The pipeline's Terminal hook ran in the cancel, on the cancelled task
	// at the stage it was in.
	if len(terminal) != 1 || terminal[0].Status != store.StatusCancelled || terminal[0].Stage != "a" ||
		terminal[0].ErrorCode == nil || *terminal[0].ErrorCode != CodeCancelled {
		t.Fatalf("terminal hook saw %+v", terminal)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE id = $1 AND state = 'cancelled'`, *got.JobID); n != 1 {
		t.Fatal("job not cancelled")
	}
	if _, err := e.Cancel(context.Background(), task.ID, "someone-else"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("cancel by another owner = %v, want ErrNotFound", err)
	}
}

func TestCancel_RacesRunningStage(t *testing.T) {
	t.Parallel()
	running := make(chan struct{}, 1)
	release := make(chan struct{})
	e, b := setup(t, true, map[string]StageFunc{
		"b": func(ctx context.Context, in *StageInput) (any, error) {
			running <- struct{}{}
			<-release // finishes its work even though the task was cancelled meanwhile
			return map[string]string{"late": "yes"}, nil
		},
	}, nil)
	task := submitOne(t, e, `{}`)
	<-running
	got, err := e.Cancel(context.Background(), task.ID, "")
	if err != nil || got.Status != store.StatusCancelled {
		t.Fatalf("cancel = %v, %v", got, err)
	}
	close(release)
	// The stage's handoff sees CANCELLED and discards its output; its job completes.
	waitJobsFinalized(t, b, task.ID)
	final, _ := b.store.TaskGet(context.Background(), task.ID, "")
	if final.Status != store.StatusCancelled {
		t.Fatalf("status = %s after the racing stage finished", final.Status)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM task_stage_outputs WHERE task_id = $1 AND stage IN ('b', 'c')`, task.ID); n != 0 {
		t.Fatalf("%d outputs written after cancel", n)
	}
	if b.count("c") != 0 {
		t.Fatal("stage c ran after cancel")
	}
}

func TestRetry_FromFailedStageReusesEarlierOutputs(t *testing.T) {
	t.Parallel()
	var broken atomic.Bool
	broken.Store(true)
	e, b := setup(t, true, map[string]StageFunc{
		"b": func(ctx context.Context, in *StageInput) (any, error) {
			if broken.Load() {
				return nil, Permanent(errors.New("judge refused"))
			}
			return map[string]string{"ok": "b"}, nil
		},
	}, nil)
	task := submitOne(t, e, `{}`)
	failed := waitStatus(t, b.store, task.ID, store.StatusFailed)
	if failed.Stage != "b" || *failed.ErrorCode != codeFailed("b") {
		t.Fatalf("failed at %s with %v", failed.Stage, failed.ErrorCode)
	}
	if _, err := e.Retry(context.Background(), task.ID, "someone-else"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("retry by another owner = %v", err)
	}
	broken.Store(false)
	re, err := e.Retry(context.Background(), task.ID, "o1")
	if err != nil || re.Generation <= failed.Generation {
		t.Fatalf("retry = %+v, %v", re, err)
	}
	waitStatus(t, b.store, task.ID, store.StatusSuccess)
	if b.count("a") != 1 {
		t.Fatalf("stage a ran %d times; a retry from b must reuse its output", b.count("a"))
	}
	if _, err := e.Retry(context.Background(), task.ID, "o1"); !errors.Is(err, ErrNotRetryable) {
		t.Fatalf("retrying a SUCCESS task = %v, want ErrNotRetryable", err)
	}
}

func waitJobsFinalized(t *testing.T, b *testBundle, taskID string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE args->>'task_id' = $1 AND finalized_at IS NULL`, taskID) > 0 {
		if time.Now().After(deadline) {
			t.Fatal("jobs never finalized")
		}
		time.Sleep(10 * time.Millisecond)
	}
}
