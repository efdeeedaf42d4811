package store_test

import (
	"context"
	"fmt"
	"net/url"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// retentionFixture writes tasks straight into a test database: what the
// engine would have left behind, at the times a test chooses.
type retentionFixture struct {
	t    *testing.T
	pool *pgxpool.Pool
	now  time.Time
}

func newRetentionFixture(t *testing.T) (*retentionFixture, *store.Store) {
	t.Helper()
	pool := storetest.NewPool(t)
	return &retentionFixture{t: t, pool: pool, now: time.Now()}, store.New(pool)
}

func (f *retentionFixture) exec(sql string, args ...any) {
	f.t.Helper()
	if _, err := f.pool.Exec(context.Background(), sql, args...); err != nil {
		f.t.Fatalf("%s: %v", sql, err)
	}
}

func (f *retentionFixture) count(sql string, args ...any) int {
	f.t.Helper()
	var n int
	if err := f.pool.QueryRow(context.Background(), sql, args...).Scan(&n); err != nil {
		f.t.Fatalf("%s: %v", sql, err)
	}
	return n
}

// task inserts a task with status, finished (for a finished status) `age`
// ago, with a picture, a River job in jobState, two stage outputs, a clause
// analysis, a webhook delivery and two events. It returns the task's id.
func (f *retentionFixture) task(status string, age time.Duration, batchID *string) string {
	f.t.Helper()
	id, img := uuid.NewString(), uuid.NewString()
	at := f.now.Add(-age)
	var finished *time.Time
	jobState := "running"
	if status != store.StatusPending && status != store.StatusProcessing {
		finished, jobState = &at, "completed"
	}
	var jobID int64
	err := f.pool.QueryRow(context.Background(), `
INSERT INTO river_job (args, kind, max_attempts, queue, state, finalized_at)
VALUES (jsonb_build_object('task_id', $1::text), 'baton.stage', 3, 'q', $2::river_job_state,
        CASE WHEN $2 IN ('completed', 'cancelled', 'discarded') THEN $3::timestamptz END)
RETURNING id`, id, jobState, at).Scan(&jobID)
	if err != nil {
		f.t.Fatal(err)
	}
	f.exec(`INSERT INTO scan_images (id, mime, data, created_at) VALUES ($1, 'image/png', '\x00', $2)`, img, at)
	f.exec(`
INSERT INTO tasks (id, pipeline, batch_id, status, stage, max_attempts, job_id, input, created_at, updated_at, finished_at)
VALUES ($1, 'scan', $2, $3, 'b', 3, $4, jsonb_build_object('image_id', $5::text), $6, $6, $7)`,
		id, batchID, status, jobID, img, at.Add(-time.Second), finished)
	f.exec(`INSERT INTO task_stage_outputs (task_id, stage, generation, worker_id, output) VALUES ($1, 'a', 1, 'w', '{}'), ($1, 'b', 2, 'w', '{}')`, id)
	f.exec(`INSERT INTO clause_analyses (task_id, risk, analysis) VALUES ($1, 'low', '{}')`, id)
	f.exec(`INSERT INTO webhook_deliveries (task_id, url, event, attempt) VALUES ($1, 'http://x', 'task.succeeded', 1)`, id)
	f.exec(`INSERT INTO task_events (task_id, batch_id, kind, data, created_at) VALUES ($1, $2, 'task.created', '{}', $3), ($1, $2, 'task.finished', '{}', $3)`, id, batchID, at)
	return id
}

// batch inserts a batch of the given task statuses, DONE (finished `age`
// ago) when all of them are finished, with its own event and fan-in row.
func (f *retentionFixture) batch(age time.Duration, statuses ...string) (string, []string) {
	f.t.Helper()
	id := uuid.NewString()
	status, finished := "DONE", any(f.now.Add(-age))
	for _, s := range statuses {
		if s == store.StatusPending || s == store.StatusProcessing {
			status, finished = "PROCESSING", nil
		}
	}
	f.exec(`INSERT INTO batches (id, pipeline, total, status, created_at, finished_at) VALUES ($1, 'clause', $2, $3, $4, $5)`,
		id, len(statuses), status, f.now.Add(-age-time.Minute), finished)
	f.exec(`INSERT INTO clause_batch_judge (batch_id, total, searched) VALUES ($1, $2, $2)`, id, len(statuses))
	f.exec(`INSERT INTO task_events (batch_id, kind, data) VALUES ($1, 'batch.completed', '{}')`, id)
	tasks := make([]string, len(statuses))
	for i, s := range statuses {
		tasks[i] = f.task(s, age, &id)
	}
	return id, tasks
}

// remains counts every row that belongs to task id, by table.
func (f *retentionFixture) remains(id string) map[string]int {
	f.t.Helper()
	out := map[string]int{}
	for table, sql := range map[string]string{
		"tasks":              `SELECT count(*) FROM tasks WHERE id = $1`,
		"task_stage_outputs": `SELECT count(*) FROM task_stage_outputs WHERE task_id = $1`,
		"clause_analyses":    `SELECT count(*) FROM clause_analyses WHERE task_id = $1`,
		"webhook_deliveries": `SELECT count(*) FROM webhook_deliveries WHERE task_id = $1`,
		"task_events":        `SELECT count(*) FROM task_events WHERE task_id = $1`,
		"river_job":          `SELECT count(*) FROM river_job WHERE args->>'task_id' = $1::text`,
	} {
		out[table] = f.count(sql, id)
	}
	return out
}

// imageCount counts the scan pictures of the given tasks' inputs, gone or not.
func (f *retentionFixture) imageCount(images []string) int {
	f.t.Helper()
	return f.count(`SELECT count(*) FROM scan_images WHERE id = ANY($1::uuid[])`, images)
}

func (f *retentionFixture) imageOf(id string) string {
	f.t.Helper()
	var img string
	if err := f.pool.QueryRow(context.Background(), `SELECT input->>'image_id' FROM tasks WHERE id = $1`, id).Scan(&img); err != nil {
		f.t.Fatal(err)
	}
	return img
}

// assertGone checks that the task's rows are gone, its events aside: those
// go with their partition of task_events, dropped whole
// (EventPartitionDropExpired), never row by row with the task.
func (f *retentionFixture) assertGone(what, id string) {
	f.t.Helper()
	for table, n := range f.remains(id) {
		if table == "task_events" {
			if n != 2 {
				f.t.Errorf("%s: %d rows in task_events, want its 2 left for their partition", what, n)
			}
			continue
		}
		if n != 0 {
			f.t.Errorf("%s: %d rows left in %s", what, n, table)
		}
	}
}

func (f *retentionFixture) assertKept(what, id string) {
	f.t.Helper()
	want := map[string]int{"tasks": 1, "task_stage_outputs": 2, "clause_analyses": 1, "webhook_deliveries": 1, "task_events": 2, "river_job": 1}
	got := f.remains(id)
	for table, n := range want {
		if got[table] != n {
			f.t.Errorf("%s: %d rows in %s, want %d kept", what, got[table], table, n)
		}
	}
}

const (
	month     = 30 * 24 * time.Hour
	pastMonth = 40 * 24 * time.Hour
)

// A finished task past retention goes with everything hanging off it; a
// finished task within retention and open tasks of any age stay whole, and
// so does a picture an open task still names.
func TestTaskDeleteExpired(t *testing.T) {
	t.Parallel()
	f, s := newRetentionFixture(t)
	var old []string
	for _, st := range []string{store.StatusSuccess, store.StatusFailed, store.StatusCancelled} {
		old = append(old, f.task(st, pastMonth, nil))
	}
	recent := f.task(store.StatusSuccess, 29*24*time.Hour, nil)
	pending := f.task(store.StatusPending, pastMonth, nil)
	processing := f.task(store.StatusProcessing, pastMonth, nil)
	// An old finished task whose picture an open task also names (a
	// resubmitted scan, say): the picture stays for the open one.
	shared := f.task(store.StatusSuccess, pastMonth, nil)
	f.exec(`UPDATE tasks SET input = jsonb_build_object('image_id', $2::text) WHERE id = $1`, pending, f.imageOf(shared))
	sharedImage := f.imageOf(shared)
	oldImages := []string{f.imageOf(old[0]), f.imageOf(old[1]), f.imageOf(old[2])}

	n, err := s.TaskDeleteExpired(t.Context(), f.now.Add(-month), 1000)
	if err != nil {
		t.Fatal(err)
	}
	if n != 4 {
		t.Errorf("deleted %d tasks, want the 4 finished past retention", n)
	}
	for _, id := range append(old, shared) {
		f.assertGone("finished past retention "+id, id)
	}
	if got := f.imageCount(oldImages); got != 0 {
		t.Errorf("%d pictures of deleted tasks left", got)
	}
	if got := f.imageCount([]string{sharedImage}); got != 1 {
		t.Errorf("the picture an open task names was deleted")
	}
	f.assertKept("finished within retention", recent)
	f.assertKept("pending", pending)
	f.assertKept("processing", processing)
	if got := f.imageCount([]string{f.imageOf(recent), f.imageOf(processing)}); got != 2 {
		t.Errorf("%d of 2 pictures of kept tasks left", got)
	}
	if n, err := s.TaskDeleteExpired(t.Context(), f.now.Add(-month), 1000); err != nil || n != 0 {
		t.Errorf("second pass deleted %d, %v; want nothing left to delete", n, err)
	}
}

// A finished task past retention that another transaction holds (a retry
// reopening it) is skipped without waiting, and deleted once released.
func TestTaskDeleteExpiredSkipsLocked(t *testing.T) {
	t.Parallel()
	f, s := newRetentionFixture(t)
	held, free := f.task(store.StatusFailed, pastMonth, nil), f.task(store.StatusFailed, pastMonth, nil)
	tx, err := f.pool.Begin(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(context.Background()) //nolint:errcheck
	if _, err := tx.Exec(t.Context(), `SELECT 1 FROM tasks WHERE id = $1 FOR UPDATE`, held); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second) // a wait on the lock fails the test, not hangs it
	defer cancel()
	n, err := s.TaskDeleteExpired(ctx, f.now.Add(-month), 1000)
	if err != nil || n != 1 {
		t.Fatalf("deleted %d, %v; want the free task only", n, err)
	}
	f.assertGone("free", free)
	f.assertKept("held", held)
	if err := tx.Rollback(t.Context()); err != nil {
		t.Fatal(err)
	}
	if n, err := s.TaskDeleteExpired(t.Context(), f.now.Add(-month), 1000); err != nil || n != 1 {
		t.Fatalf("after release deleted %d, %v; want the held task", n, err)
	}
	f.assertGone("released", held)
}

// A finished task's River job that another transaction holds (River's job
// cleaner deleting it past the same retention) is left to that
// transaction: the task goes without waiting for it, so the two deletes
// never wait on each other.
func TestTaskDeleteExpiredSkipsLockedJob(t *testing.T) {
	t.Parallel()
	f, s := newRetentionFixture(t)
	held, free := f.task(store.StatusSuccess, pastMonth, nil), f.task(store.StatusSuccess, pastMonth, nil)
	tx, err := f.pool.Begin(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(context.Background()) //nolint:errcheck
	if _, err := tx.Exec(t.Context(), `SELECT 1 FROM river_job WHERE args->>'task_id' = $1::text FOR UPDATE`, held); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second) // a wait on the lock fails the test, not hangs it
	defer cancel()
	n, err := s.TaskDeleteExpired(ctx, f.now.Add(-month), 1000)
	if err != nil || n != 2 {
		t.Fatalf("deleted %d, %v; want both tasks", n, err)
	}
	f.assertGone("free", free)
	if got := f.remains(held); got["tasks"] != 0 || got["river_job"] != 1 {
		t.Errorf("held job's task: %v; want the task gone and its locked job left", got)
	}
	if err := tx.Rollback(t.Context()); err != nil {
		t.Fatal(err)
	}
}

// One statement deletes at most limit tasks, oldest first.
func TestTaskDeleteExpiredBound(t *testing.T) {
	t.Parallel()
	f, s := newRetentionFixture(t)
	ids := make([]string, 25)
	for i := range ids {
		ids[i] = f.task(store.StatusSuccess, pastMonth+time.Duration(25-i)*time.Hour, nil) // ids[0] oldest
	}
	for i, want := range []int64{10, 10, 5, 0} {
		n, err := s.TaskDeleteExpired(t.Context(), f.now.Add(-month), 10)
		if err != nil || n != want {
			t.Fatalf("pass %d: deleted %d, %v; want %d", i, n, err, want)
		}
		if i == 0 {
			for _, id := range ids[:10] {
				f.assertGone("among the 10 oldest", id)
			}
			for _, id := range ids[10:] {
				f.assertKept("newer than the 10 oldest", id)
			}
		}
	}
}

// A DONE batch past retention goes whole: its tasks, their rows, its events
// and its fan-in row. A batch with an open task keeps every task, finished
// ones included, and a batch done within retention stays.
func TestBatchDeleteExpired(t *testing.T) {
	t.Parallel()
	f, s := newRetentionFixture(t)
	done, doneTasks := f.batch(pastMonth, store.StatusSuccess, store.StatusFailed, store.StatusCancelled)
	open, openTasks := f.batch(pastMonth, store.StatusSuccess, store.StatusPending, store.StatusFailed)
	recent, recentTasks := f.batch(29*24*time.Hour, store.StatusSuccess, store.StatusSuccess)
	lone := f.task(store.StatusSuccess, pastMonth, nil)

	b, n, err := s.BatchDeleteExpired(t.Context(), f.now.Add(-month), 1000)
	if err != nil {
		t.Fatal(err)
	}
	if b != 1 || n != 3 {
		t.Errorf("deleted %d batches and %d tasks, want 1 and 3", b, n)
	}
	for _, id := range doneTasks {
		f.assertGone("task of the done batch", id)
	}
	for _, q := range []string{
		`SELECT count(*) FROM batches WHERE id = $1`, `SELECT count(*) FROM clause_batch_judge WHERE batch_id = $1`,
	} {
		if got := f.count(q, done); got != 0 {
			t.Errorf("%s: %d left of the done batch", q, got)
		}
		for _, kept := range []string{open, recent} {
			if got := f.count(q, kept); got == 0 {
				t.Errorf("%s: batch %s lost its rows", q, kept)
			}
		}
	}
	for _, id := range append(openTasks, recentTasks...) {
		f.assertKept("task of a kept batch", id)
	}
	f.assertKept("a lone task is TaskDeleteExpired's", lone)
}

// A batch one of whose tasks another transaction holds (a retry about to
// reopen it, whose batch update waits on the batch row) is left whole,
// without waiting, and deleted once released.
func TestBatchDeleteExpiredSkipsBatchWithLockedTask(t *testing.T) {
	t.Parallel()
	f, s := newRetentionFixture(t)
	_, tasks := f.batch(pastMonth, store.StatusSuccess, store.StatusFailed)
	tx, err := f.pool.Begin(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(context.Background()) //nolint:errcheck
	if _, err := tx.Exec(t.Context(), `SELECT 1 FROM tasks WHERE id = $1 FOR UPDATE`, tasks[1]); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	if b, n, err := s.BatchDeleteExpired(ctx, f.now.Add(-month), 1000); err != nil || b != 0 || n != 0 {
		t.Fatalf("deleted %d batches, %d tasks, %v; want none while a task is held", b, n, err)
	}
	for _, id := range tasks {
		f.assertKept("task of the held batch", id)
	}
	if err := tx.Rollback(t.Context()); err != nil {
		t.Fatal(err)
	}
	if b, n, err := s.BatchDeleteExpired(t.Context(), f.now.Add(-month), 1000); err != nil || b != 1 || n != 2 {
		t.Fatalf("after release deleted %d batches, %d tasks, %v; want 1 and 2", b, n, err)
	}
}

// Batches go whole and oldest first, added while the ones before hold
// fewer than limit tasks.
func TestBatchDeleteExpiredBound(t *testing.T) {
	t.Parallel()
	f, s := newRetentionFixture(t)
	var batches []string
	for i := range 3 {
		id, _ := f.batch(pastMonth+time.Duration(3-i)*time.Hour, store.StatusSuccess, store.StatusSuccess,
			store.StatusSuccess, store.StatusSuccess) // batches[0] oldest
		batches = append(batches, id)
	}
	for i, want := range []struct{ batches, tasks int64 }{{2, 8}, {1, 4}, {0, 0}} {
		b, n, err := s.BatchDeleteExpired(t.Context(), f.now.Add(-month), 6)
		if err != nil || b != want.batches || n != want.tasks {
			t.Fatalf("pass %d: deleted %d batches, %d tasks, %v; want %d and %d", i, b, n, err, want.batches, want.tasks)
		}
		if i == 0 {
			if got := f.count(`SELECT count(*) FROM batches WHERE id = $1`, batches[2]); got != 1 {
				t.Errorf("the newest batch went first")
			}
		}
	}
}

// Idempotency keys older than the cutoff go, at most limit at a time.
func TestIdempotencyKeyDeleteBefore(t *testing.T) {
	t.Parallel()
	f, s := newRetentionFixture(t)
	for i := range 5 {
		f.exec(`INSERT INTO idempotency_keys (owner, key, method, path, request_hash, created_at)
VALUES ('o', $1, 'POST', '/v1/x', '\x00', $2)`, fmt.Sprint("old", i), f.now.Add(-pastMonth))
	}
	f.exec(`INSERT INTO idempotency_keys (owner, key, method, path, request_hash) VALUES ('o', 'new', 'POST', '/v1/x', '\x00')`)
	for _, want := range []int64{3, 2, 0} {
		if n, err := s.IdempotencyKeyDeleteBefore(t.Context(), f.now.Add(-month), 3); err != nil || n != want {
			t.Fatalf("deleted %d, %v; want %d", n, err, want)
		}
	}
	if got := f.count(`SELECT count(*) FROM idempotency_keys WHERE key = 'new'`); got != 1 {
		t.Errorf("the recent key was deleted")
	}
}

// A page of open tasks reads the partial index of open tasks, not the
// created_at index past every finished task, even on a cached generic plan
// (what pgx's statement cache runs after a few executions): the access path
// stays the same however much history the table holds. The indexes a
// statement scanned are counted by pg_stat_get_xact_numscans, in the same
// transaction.
func TestTaskListOpenStatusesReadOpenIndex(t *testing.T) {
	t.Parallel()
	f, s := newRetentionFixture(t)
	f.exec(`
INSERT INTO tasks (id, pipeline, owner, status, stage, max_attempts, input, created_at, finished_at)
SELECT gen_random_uuid(), 'scan', 'alice', 'SUCCESS', 'b', 3, '{}', now() - g * interval '1 second', now() - g * interval '1 second'
FROM generate_series(1, 5000) g`)
	// The open tasks are older than every finished one (reopened retries):
	// a walk of created_at would pass all 5,000 before finding them.
	f.exec(`
INSERT INTO tasks (id, pipeline, owner, status, stage, max_attempts, input, created_at, stale_at)
SELECT gen_random_uuid(), 'scan', 'alice', 'PENDING', 'a', 3, '{}', now() - interval '20 days' - g * interval '1 second', now() + interval '5 minutes'
FROM generate_series(1, 3) g`)
	f.exec(`ANALYZE tasks`)
	for _, filter := range []store.TaskFilter{
		{Statuses: []string{store.StatusPending}},
		{Owner: "alice", Statuses: []string{store.StatusPending, store.StatusProcessing}},
	} {
		err := s.InTx(t.Context(), func(tx pgx.Tx, q *store.Store) error {
			if _, err := tx.Exec(t.Context(), `SET LOCAL plan_cache_mode = force_generic_plan`); err != nil {
				return err
			}
			page, err := q.TaskList(t.Context(), filter)
			if err != nil {
				return err
			}
			if len(page.Tasks) != 3 {
				t.Errorf("owner %q, statuses %v: %d tasks, want the 3 open", filter.Owner, filter.Statuses, len(page.Tasks))
			}
			var open, created int64
			err = tx.QueryRow(t.Context(), `
SELECT pg_stat_get_xact_numscans('tasks_open'::regclass),
       pg_stat_get_xact_numscans('tasks_created'::regclass) + pg_stat_get_xact_numscans('tasks_owner_created'::regclass)`).Scan(&open, &created)
			if err != nil {
				return err
			}
			if open == 0 || created != 0 {
				t.Errorf("owner %q, statuses %v: scanned tasks_open %d times and the created_at indexes %d times; want the open index only",
					filter.Owner, filter.Statuses, open, created)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// Every retention statement commits asynchronously (synchronous_commit off
// for its own transaction: a lost prune just repeats), and the setting does
// not leak to the pooled connection the hot path uses next; inside a
// caller's transaction the statement leaves its commit to the caller.
func TestPruneCommitsAsynchronously(t *testing.T) {
	t.Parallel()
	// One connection, whose session commits synchronously (whatever the
	// test server's default): a setting left on it would show in the
	// last check.
	url, err := withRuntimeParam(storetest.NewDatabase(t), "synchronous_commit", "on")
	if err != nil {
		t.Fatal(err)
	}
	pool := storetest.NewPoolAt(t, url, 1)
	f, s := &retentionFixture{t: t, pool: pool, now: time.Now()}, store.New(pool)
	f.exec(`CREATE TABLE prune_seen (tbl text, sync text)`)
	f.exec(`CREATE FUNCTION prune_seen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN INSERT INTO prune_seen VALUES (TG_TABLE_NAME, current_setting('synchronous_commit')); RETURN NULL; END $$`)
	for _, table := range []string{"tasks", "batches", "task_events_default", "idempotency_keys"} {
		f.exec(`CREATE TRIGGER prune_seen AFTER DELETE ON ` + table + ` FOR EACH STATEMENT EXECUTE FUNCTION prune_seen()`)
	}
	f.task(store.StatusSuccess, pastMonth, nil)
	f.batch(pastMonth, store.StatusSuccess, store.StatusFailed)
	// An event only the default partition holds (its time no longer has a
	// range): the one kind the sweep still deletes row by row.
	f.exec(`DROP TABLE task_events_legacy`)
	f.exec(`INSERT INTO task_events (kind, data, created_at) VALUES ('worker.note', '{}', now() - interval '40 days')`)
	f.exec(`INSERT INTO idempotency_keys (owner, key, method, path, request_hash, created_at)
		VALUES ('o', 'k', 'POST', '/v1/tasks', '\x00', now() - interval '40 days')`)
	ctx := t.Context()
	if n, err := s.TaskDeleteExpired(ctx, f.now.Add(-month), 10); err != nil || n != 1 {
		t.Fatalf("tasks: %d, %v", n, err)
	}
	if b, n, err := s.BatchDeleteExpired(ctx, f.now.Add(-month), 10); err != nil || b != 1 || n != 2 {
		t.Fatalf("batches: %d (%d tasks), %v", b, n, err)
	}
	if n, err := s.EventDeleteExpired(ctx, f.now.Add(-month), 10); err != nil || n != 1 {
		t.Fatalf("events: %d, %v", n, err)
	}
	if n, err := s.IdempotencyKeyDeleteBefore(ctx, f.now.Add(-month), 10); err != nil || n != 1 {
		t.Fatalf("keys: %d, %v", n, err)
	}
	if on := f.count(`SELECT count(*) FROM prune_seen WHERE sync <> 'off'`); on != 0 {
		t.Errorf("%d retention statements committed synchronously", on)
	}
	if seen := f.count(`SELECT count(DISTINCT tbl) FROM prune_seen`); seen != 4 {
		t.Errorf("deletes seen on %d tables, want 4", seen)
	}
	var sync string
	if err := pool.QueryRow(ctx, `SHOW synchronous_commit`).Scan(&sync); err != nil || sync != "on" {
		t.Fatalf("the pooled connection's synchronous_commit = %q (%v), want on", sync, err)
	}
	f.exec(`TRUNCATE prune_seen`)
	f.task(store.StatusSuccess, pastMonth, nil)
	err = s.InTx(ctx, func(_ pgx.Tx, q *store.Store) error {
		_, err := q.TaskDeleteExpired(ctx, f.now.Add(-month), 10)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if on := f.count(`SELECT count(*) FROM prune_seen WHERE sync = 'on'`); on != 1 {
		t.Errorf("in a caller's transaction, %d of the 1 delete (of tasks: events go by partition) ran with its synchronous_commit", on)
	}
}

// withRuntimeParam adds a run-time parameter to a PostgreSQL URL, which pgx
// sets on every connection it opens.
func withRuntimeParam(rawURL, name, value string) (string, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return "", err
	}
	q := u.Query()
	q.Set(name, value)
	u.RawQuery = q.Encode()
	return u.String(), nil
}
