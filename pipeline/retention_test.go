package pipeline

import (
	"context"
	"testing"
	"time"

	"github.com/baton-dev/baton/store"
)

// The sweep prunes a task finished longer than TaskRetention ago, with its
// outputs and River job, and keeps one finished since. Its events go with
// their partition of task_events (TestReaper_KeepsEventPartitions).
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
	// The working engine sweeps too, so the old task may go in its sweep
	// rather than ours; a sweep of ours that stops on its budget leaves
	// the pruning to the one that finishes the rules. The rows below say
	// what was pruned.
	res := reapUntilDone(t, e)
	if res.TasksDeleted > 1 {
		t.Fatalf("reap = %+v, want at most the 1 old task deleted", res)
	}
	for sql, want := range map[string]int{
		`SELECT count(*) FROM tasks WHERE id = $1`:                   0,
		`SELECT count(*) FROM task_stage_outputs WHERE task_id = $1`: 0,
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

// The sweep keeps task_events' partitions made ahead of the present, and
// removes events past retention (here TaskRetention, shorter than
// EventRetention) of finished tasks, an open task's never: an event dated
// where no range is (here ten minutes back) is in the default partition,
// which the sweep prunes row by row; ranges go whole
// (store.TestEventPartitionDropExpired).
func TestReaper_KeepsEventPartitions(t *testing.T) {
	t.Parallel()
	e, b := setup(t, true, nil, func(c *Config) { c.TaskRetention = time.Minute })
	ctx := context.Background()
	// The legacy partition (migration 013) ends at the minute the test
	// template was migrated, which on a fresh cluster is less than ten
	// minutes ago: the events dated ten minutes back below would land in
	// it, beside the open task's, and stay. End it an hour back, as on any
	// database migrated more than an hour ago (it is empty here), so that
	// ten minutes back is in no range. The engine's own sweep may have
	// dropped it already (empty, past retention); its partition work runs
	// under store's advisory lock ("batp"), taken here too.
	if _, err := b.pool.Exec(ctx, `
DO $$
BEGIN
    PERFORM pg_advisory_xact_lock(x'62617470'::int);
    IF to_regclass('task_events_legacy') IS NOT NULL THEN
        ALTER TABLE task_events DETACH PARTITION task_events_legacy;
        EXECUTE format('ALTER TABLE task_events ATTACH PARTITION task_events_legacy FOR VALUES FROM (MINVALUE) TO (%L)', now() - interval '1 hour');
    END IF;
END
$$`); err != nil {
		t.Fatal(err)
	}
	done := submitOne(t, e, `{"x":1}`)
	waitStatus(t, b.store, done.ID, store.StatusSuccess)
	reapUntilDone(t, e)
	parts, err := b.store.EventPartitions(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var now time.Time
	if err := b.pool.QueryRow(ctx, `SELECT now()`).Scan(&now); err != nil {
		t.Fatal(err)
	}
	covered := false
	for _, p := range parts {
		if p.To != nil && !p.To.Before(now.Truncate(time.Minute).Add(3*time.Minute)) {
			covered = true
		}
	}
	if !covered {
		t.Errorf("after a sweep the partitions are %+v: none reaches %d minutes past %s", parts, 3, now)
	}

	// A task open again (as a retry leaves it), kept from the reaper's
	// stale rules by a deadline an hour on.
	open := submitOne(t, e, `{"x":2}`)
	waitStatus(t, b.store, open.ID, store.StatusSuccess)
	if _, err := b.pool.Exec(ctx, `UPDATE tasks SET status = 'PENDING', finished_at = NULL, stale_at = now() + interval '1 hour' WHERE id = $1`, open.ID); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{done.ID, open.ID} {
		if _, err := b.pool.Exec(ctx, `UPDATE task_events SET created_at = now() - interval '10 minutes' WHERE task_id = $1`, id); err != nil {
			t.Fatal(err)
		}
	}
	reapUntilDone(t, e)
	if n := countRows(t, b.pool, `SELECT count(*) FROM task_events WHERE task_id = $1`, done.ID); n != 0 {
		t.Errorf("%d events of the finished task past retention are left", n)
	}
	if n := countRows(t, b.pool, `SELECT count(*) FROM task_events WHERE task_id = $1`, open.ID); n == 0 {
		t.Error("the open task lost its events")
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

// A sweep prunes for up to two-thirds of its interval, not a fixed number
// of statements: a backlog of more than ten statements' worth of finished
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

// Pruning is spread out, not run in a burst: after each round of
// statements that leaves more to delete, the sweep pauses as long as the
// round took. And it deletes only finished history: an open task of any
// age keeps its row, its outputs, its events and its River job, and so
// does a task finished within retention.
func TestReaper_PrunePausesBetweenRoundsAndKeepsOpenTasks(t *testing.T) {
	t.Parallel()
	var pauses []time.Duration
	e, b := setup(t, false, nil, func(c *Config) { c.TaskRetention = time.Minute },
		func(e *Engine) { e.testHookPrunePause = func(d time.Duration) { pauses = append(pauses, d) } })
	ctx := context.Background()
	loaded, err := b.store.BenchPreload(ctx, store.PreloadParams{
		Tasks: 3 * PruneBatch, Pipeline: "test", Queue: "test", Stages: 2, Owner: "o1", MaxAttempts: 3, Span: time.Hour,
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"tasks", "batches"} {
		if _, err := b.pool.Exec(ctx, `UPDATE `+table+` SET finished_at = now() - interval '2 minutes' WHERE finished_at > now() - interval '2 minutes'`); err != nil {
			t.Fatal(err)
		}
	}
	// An open task submitted long ago (nothing works it), and one
	// finished within retention.
	open := submitOne(t, e, `{"open":true}`)
	if _, err := b.pool.Exec(ctx, `UPDATE tasks SET created_at = now() - interval '1 day', updated_at = now() - interval '1 day' WHERE id = $1`, open.ID); err != nil {
		t.Fatal(err)
	}
	recent := submitOne(t, e, `{"recent":true}`)
	if _, err := b.pool.Exec(ctx, `UPDATE tasks SET status = 'SUCCESS', finished_at = now(), stale_at = NULL WHERE id = $1`, recent.ID); err != nil {
		t.Fatal(err)
	}
	before := map[string]int{}
	for _, id := range []string{open.ID, recent.ID} {
		before[id] = countRows(t, b.pool, `SELECT count(*) FROM task_events WHERE task_id = $1`, id)
	}

	res, err := e.Reap(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if res.TasksDeleted != loaded.Tasks {
		t.Fatalf("deleted %d of %d expired tasks", res.TasksDeleted, loaded.Tasks)
	}
	// 750 tasks, a quarter of them in batches: at least two full rounds
	// of tasks with no batch, each followed by a pause; none after the
	// last, which found fewer than a statement's worth.
	if len(pauses) < 2 {
		t.Fatalf("%d pauses in a sweep of %d statements' worth, want one after each round but the last", len(pauses), 3)
	}
	for i, d := range pauses {
		if d <= 0 {
			t.Fatalf("pause %d = %s, want as long as its round", i, d)
		}
	}
	for _, id := range []string{open.ID, recent.ID} {
		got, err := b.store.TaskGet(ctx, id, "")
		if err != nil {
			t.Fatalf("task %s was pruned: %v", id, err)
		}
		if n := countRows(t, b.pool, `SELECT count(*) FROM task_events WHERE task_id = $1`, id); n != before[id] || n == 0 {
			t.Errorf("task %s has %d events after the sweep, had %d", id, n, before[id])
		}
		if n := countRows(t, b.pool, `SELECT count(*) FROM river_job WHERE id = $1`, *got.JobID); n != 1 {
			t.Errorf("task %s lost its River job", id)
		}
	}
	if left := countRows(t, b.pool, `SELECT count(*) FROM tasks`); left != 2 {
		t.Errorf("%d tasks left, want the open one and the recent one", left)
	}
}

// reapUntilDone sweeps as the sweep loop does, until a sweep finishes its
// rules, and returns what the sweeps deleted and that last sweep.
func reapUntilDone(t *testing.T, e *Engine) ReapResult {
	t.Helper()
	var deleted ReapResult
	for range 100 {
		res, err := e.Reap(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		deleted.TasksDeleted += res.TasksDeleted
		deleted.BatchesDeleted += res.BatchesDeleted
		if !res.More {
			res.TasksDeleted, res.BatchesDeleted = deleted.TasksDeleted, deleted.BatchesDeleted
			return res
		}
	}
	t.Fatal("100 sweeps and still more")
	return ReapResult{}
}
