package pipeline

import (
	"context"
	"testing"
	"time"

	"github.com/baton-dev/baton/store"
)

// The sweep prunes a task finished longer than TaskRetention ago, with its
// outputs, events and River job, and keeps one finished since.
func TestReaper_PrunesFinishedTasksPastRetention(t *testing.T) {
	t.Parallel()
	e, b := setup(t, true, nil, func(c *Config) { c.TaskRetention = time.Minute })
	ctx := context.Background()
	old, recent := submitOne(t, e, `{"x":1}`), submitOne(t, e, `{"x":2}`)
	oldDone := waitStatus(t, b.store, old.ID, store.StatusSuccess)
	waitStatus(t, b.store, recent.ID, store.StatusSuccess)
	if _, err := b.pool.Exec(ctx, `UPDATE tasks SET finished_at = now() - interval '2 minutes' WHERE id = $1`, old.ID); err != nil {
		t.Fatal(err)
	}
	res, err := e.Reap(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if res.TasksDeleted != 1 {
		t.Fatalf("reap = %+v, want 1 task deleted", res)
	}
	for sql, want := range map[string]int{
		`SELECT count(*) FROM tasks WHERE id = $1`:                   0,
		`SELECT count(*) FROM task_stage_outputs WHERE task_id = $1`: 0,
		`SELECT count(*) FROM task_events WHERE task_id = $1`:        0,
	} {
		if n := countRows(t, b.pool, sql, old.ID); n != want {
			t.Errorf("%s = %d for the pruned task, want %d", sql, n, want)
		}
		if n := countRows(t, b.pool, sql, recent.ID); n == 0 {
			t.Errorf("%s = 0 for the task finished within retention", sql)
		}
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE id = $1`, *oldDone.JobID); n != 0 {
		t.Errorf("the pruned task's last River job is still there")
	}
}

// River keeps its finalised jobs for its defaults, or TaskRetention when
// shorter: never longer than the task they ran for.
func TestConfig_RiverJobRetention(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		task                            time.Duration
		completed, cancelled, discarded time.Duration
	}{
		{TaskRetentionDefault, 24 * time.Hour, 24 * time.Hour, 7 * 24 * time.Hour},
		{3 * 24 * time.Hour, 24 * time.Hour, 24 * time.Hour, 3 * 24 * time.Hour},
		{10 * time.Minute, 10 * time.Minute, 10 * time.Minute, 10 * time.Minute},
	} {
		c := Config{TaskRetention: tt.task}.withDefaults()
		completed, cancelled, discarded := c.riverJobRetention()
		if completed != tt.completed || cancelled != tt.cancelled || discarded != tt.discarded {
			t.Errorf("TaskRetention %s: River keeps %s/%s/%s, want %s/%s/%s", tt.task,
				completed, cancelled, discarded, tt.completed, tt.cancelled, tt.discarded)
		}
	}
}

func TestConfig_TaskRetentionValidated(t *testing.T) {
	t.Parallel()
	c := Config{TaskRetention: time.Second}.withDefaults()
	if err := c.validate(); err == nil {
		t.Fatal("a one-second TaskRetention was accepted")
	}
	if c := (Config{}).withDefaults(); c.TaskRetention != TaskRetentionDefault || c.validate() != nil {
		t.Fatalf("default TaskRetention = %s (%v), want %s and valid", c.TaskRetention, c.validate(), TaskRetentionDefault)
	}
}

// A sweep prunes for a third of its interval, not a fixed number of
// statements: a backlog of more than ten statements' worth of finished
// tasks (five of each kind were once the most a sweep ran) goes in one
// sweep when the time allows it.
func TestReaper_PruneIsBoundedByTimeNotStatements(t *testing.T) {
	t.Parallel()
	e, b := setup(t, false, nil, func(c *Config) { c.TaskRetention = time.Minute })
	ctx := context.Background()
	const n = 12 * PruneBatch
	loaded, err := b.store.BenchPreload(ctx, store.PreloadParams{
		Tasks: n, Pipeline: "test", Queue: "test", Stages: 2, Owner: "o1", MaxAttempts: 3, Span: time.Hour,
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"tasks", "batches"} {
		if _, err := b.pool.Exec(ctx, `UPDATE `+table+` SET finished_at = now() - interval '2 minutes' WHERE finished_at > now() - interval '2 minutes'`); err != nil {
			t.Fatal(err)
		}
	}
	res, err := e.Reap(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if res.TasksDeleted != loaded.Tasks {
		t.Errorf("one sweep deleted %d of %d expired tasks (%d in batches)", res.TasksDeleted, loaded.Tasks, loaded.Batches)
	}
	if left := countRows(t, b.pool, `SELECT count(*) FROM tasks WHERE finished_at IS NOT NULL`); left != 0 {
		t.Errorf("%d expired tasks left after the sweep", left)
	}
}
