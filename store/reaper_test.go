package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// One sweep at a time: while a session holds the reaper's lock, another
// skips its turn without running; once released, the next one runs.
func TestTryAdvisoryXactLock(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := store.New(storetest.NewPool(t))
	ran := 0
	got, err := s.TryAdvisoryXactLock(ctx, 42, func() error {
		ran++
		inner, err := s.TryAdvisoryXactLock(ctx, 42, func() error { ran += 10; return nil })
		if err != nil || inner {
			t.Errorf("second holder: got %v, %v; want skipped", inner, err)
		}
		return nil
	})
	if err != nil || !got || ran != 1 {
		t.Fatalf("first holder: got %v, ran %d, %v", got, ran, err)
	}
	got, err = s.TryAdvisoryXactLock(ctx, 42, func() error { ran++; return nil })
	if err != nil || !got || ran != 2 {
		t.Fatalf("after release: got %v, ran %d, %v", got, ran, err)
	}
}

// The lock's idle transaction holds no snapshot while fn runs, so it does
// not hold back vacuum's horizon for the length of a sweep.
func TestTryAdvisoryXactLockHoldsNoSnapshot(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := storetest.NewPool(t)
	s := store.New(pool)
	got, err := s.TryAdvisoryXactLock(ctx, 43, func() error {
		var holders, withXmin int
		err := pool.QueryRow(ctx, `
SELECT count(*), count(a.backend_xmin) FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
WHERE l.locktype = 'advisory' AND l.granted AND l.objid = 43
    AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`).Scan(&holders, &withXmin)
		if err != nil {
			return err
		}
		if holders != 1 || withXmin != 0 {
			t.Errorf("%d sessions hold the lock, %d of them with an xmin; want 1 without", holders, withXmin)
		}
		return nil
	})
	if err != nil || !got {
		t.Fatalf("got %v, %v", got, err)
	}
}

func TestSpokenSQL(t *testing.T) {
	t.Parallel()
	pool := storetest.NewPool(t)
	for in, want := range map[string]string{
		"5 minutes": "5 minutes", "299.9 seconds": "5 minutes", "1 hour": "60 minutes",
		"30 seconds": "30 seconds", "89 seconds": "89 seconds", "0.001 seconds": "1 second",
	} {
		var got string
		if err := pool.QueryRow(t.Context(), `SELECT `+store.SpokenSQL(`$1::interval`), in).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("%s is said %q, want %q", in, got, want)
		}
	}
}

// reapFixture writes open tasks straight into a test database.
type reapFixture struct {
	t    *testing.T
	pool *pgxpool.Pool
}

func newReapFixture(t *testing.T) (*reapFixture, *store.Store) {
	t.Helper()
	pool := storetest.NewPool(t)
	return &reapFixture{t: t, pool: pool}, store.New(pool)
}

// task inserts an open task with status, claimed by worker (nil: not
// claimed), at attempt of 3, whose deadline is staleIn from now
// (negative: past). It returns the task's id.
func (f *reapFixture) task(status string, worker *string, attempt int, staleIn time.Duration) string {
	f.t.Helper()
	id := uuid.NewString()
	if _, err := f.pool.Exec(context.Background(), `
INSERT INTO tasks (id, pipeline, status, stage, attempt, max_attempts, worker_id, input,
                   stage_queued_at, stage_started_at, stale_at)
VALUES ($1, 'p', $2, 'a', $3, 3, $4, '{}', now() - interval '1 hour',
        CASE WHEN $2 = 'PROCESSING' THEN now() - interval '30 minutes' END, now() + $5::interval)`,
		id, status, attempt, worker, staleIn); err != nil {
		f.t.Fatal(err)
	}
	return id
}

func (f *reapFixture) worker(id string, heartbeatAgo time.Duration) *string {
	f.t.Helper()
	if _, err := f.pool.Exec(context.Background(), `INSERT INTO workers (id, host, pid, heartbeat_at) VALUES ($1, 'h', 1, now() - $2::interval)`,
		id, heartbeatAgo); err != nil {
		f.t.Fatal(err)
	}
	return &id
}

func (f *reapFixture) get(s *store.Store, id string) *store.Task {
	f.t.Helper()
	task, err := s.TaskGet(context.Background(), id, "")
	if err != nil {
		f.t.Fatal(err)
	}
	return task
}

// ReapStale fails both kinds of stale task in one statement, each with its
// own code and message, earliest deadline first up to the limit; it leaves
// tasks within their deadline alone, and skips (without waiting for) a
// task another transaction holds.
func TestReapStale(t *testing.T) {
	t.Parallel()
	f, s := newReapFixture(t)
	ctx := context.Background()
	live := f.worker("live", 0)
	pending := f.task(store.StatusPending, nil, 0, -3*time.Minute)
	stuck := f.task(store.StatusProcessing, live, 1, -2*time.Minute)
	later := f.task(store.StatusPending, nil, 0, -time.Minute)
	held := f.task(store.StatusPending, nil, 0, -4*time.Minute)
	fresh := f.task(store.StatusProcessing, live, 1, time.Hour)

	tx, err := f.pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = tx.Rollback(ctx) }()
	if _, err := tx.Exec(ctx, `SELECT 1 FROM tasks WHERE id = $1 FOR UPDATE`, held); err != nil {
		t.Fatal(err)
	}

	got, err := s.ReapStale(ctx, 2)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, task := range got {
		ids[task.ID] = true
	}
	if len(got) != 2 || !ids[pending] || !ids[stuck] {
		t.Fatalf("first batch = %v; want the two earliest unlocked deadlines (%s, %s)", ids, pending, stuck)
	}
	for _, c := range []struct{ id, code, message string }{
		{pending, "STALE_PENDING", "no worker picked this task up within 57 minutes; is `baton serve` or `baton work` running?"},
		{stuck, "STALE_PROCESSING", "the a stage did not finish in time and was stopped; retry it, or check that its workers are running and their model answers"},
	} {
		task := f.get(s, c.id)
		if task.Status != store.StatusFailed || deref(task.ErrorCode) != c.code || deref(task.ErrorMessage) != c.message ||
			task.WorkerID != nil || task.StaleAt != nil || task.FinishedAt == nil {
			t.Fatalf("task %s = %s %s %q worker %v stale_at %v finished_at %v; want FAILED %s %q, unclaimed, finished",
				c.id, task.Status, deref(task.ErrorCode), deref(task.ErrorMessage), task.WorkerID, task.StaleAt, task.FinishedAt, c.code, c.message)
		}
	}
	got, err = s.ReapStale(ctx, 2)
	if err != nil || len(got) != 1 || got[0].ID != later {
		t.Fatalf("second batch = %v, %v; want only %s (%s is locked)", got, err, later, held)
	}
	if err := tx.Rollback(ctx); err != nil {
		t.Fatal(err)
	}
	got, err = s.ReapStale(ctx, 2)
	if err != nil || len(got) != 1 || got[0].ID != held {
		t.Fatalf("after the lock = %v, %v; want %s", got, err, held)
	}
	if task := f.get(s, fresh); task.Status != store.StatusProcessing {
		t.Fatalf("a task within its deadline was reaped: %s", task.Status)
	}
}

// ReapDeadWorkers requeues (new generation, fresh deadline) the dead
// worker's tasks with attempts left and fails the others, in one
// statement, up to the limit, and never touches a live worker's tasks,
// even past their deadline.
func TestReapDeadWorkers(t *testing.T) {
	t.Parallel()
	f, s := newReapFixture(t)
	ctx := context.Background()
	dead, live := f.worker("dead", time.Hour), f.worker("live", 0)
	again := []string{f.task(store.StatusProcessing, dead, 1, -time.Minute), f.task(store.StatusProcessing, dead, 2, time.Hour)}
	spent := f.task(store.StatusProcessing, dead, 3, time.Hour)
	alive := f.task(store.StatusProcessing, live, 1, -time.Minute)

	requeued, failed, err := s.ReapDeadWorkers(ctx, 30*time.Second, 2)
	if err != nil {
		t.Fatal(err)
	}
	first := len(requeued) + len(failed)
	r2, f2, err := s.ReapDeadWorkers(ctx, 30*time.Second, 2)
	if err != nil {
		t.Fatal(err)
	}
	requeued, failed = append(requeued, r2...), append(failed, f2...)
	if first != 2 || len(requeued) != 2 || len(failed) != 1 || failed[0].ID != spent {
		t.Fatalf("batches of %d then %d: requeued %d, failed %v; want 2 then 1, both with attempts left requeued, %s failed",
			first, len(r2)+len(f2), len(requeued), failed, spent)
	}
	for _, id := range again {
		task := f.get(s, id)
		if task.Status != store.StatusProcessing || task.Generation != 2 || task.WorkerID != nil ||
			task.StaleAt == nil || !task.StaleAt.After(time.Now().Add(28*time.Minute)) ||
			deref(task.ErrorMessage) != "the worker running the a stage (dead) stopped responding; running it again" {
			t.Fatalf("requeued %s = %s gen %d worker %v stale_at %v %q", id, task.Status, task.Generation, task.WorkerID, task.StaleAt, deref(task.ErrorMessage))
		}
	}
	task := f.get(s, spent)
	if task.Status != store.StatusFailed || deref(task.ErrorCode) != "WORKER_DEAD" || task.Generation != 1 || task.FinishedAt == nil ||
		deref(task.ErrorMessage) != "the worker running the a stage (dead) stopped responding, and no attempts remain" {
		t.Fatalf("spent %s = %s %s gen %d %q", spent, task.Status, deref(task.ErrorCode), task.Generation, deref(task.ErrorMessage))
	}
	if r3, f3, err := s.ReapDeadWorkers(ctx, 30*time.Second, 2); err != nil || len(r3)+len(f3) != 0 {
		t.Fatalf("third batch = %d requeued, %d failed, %v; want nothing left", len(r3), len(f3), err)
	}
	if task := f.get(s, alive); task.Status != store.StatusProcessing || deref(task.WorkerID) != "live" || task.Generation != 1 {
		t.Fatalf("a live worker's task was touched: %s worker %v gen %d", task.Status, task.WorkerID, task.Generation)
	}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
