package store_test

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

func preloadParams(n int) store.PreloadParams {
	return store.PreloadParams{Tasks: n, Pipeline: "bench", Queue: "bench", Stages: 4, Owner: "bench", MaxAttempts: 3,
		Span: 10 * 24 * time.Hour, EventRetention: 7 * 24 * time.Hour, JobRetention: 24 * time.Hour, Chunk: 40}
}

func TestBenchPreload(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st := store.New(storetest.NewPool(t))
	pool := st.Pool()
	open := insertTasks(t, st, "bench", "bench", nil, 3)
	var openBefore string
	openRows := `SELECT string_agg(row_to_json(t)::text, ',' ORDER BY id) FROM tasks t WHERE status IN ('PENDING', 'PROCESSING')`
	if err := pool.QueryRow(ctx, openRows).Scan(&openBefore); err != nil {
		t.Fatal(err)
	}
	var chunks []int
	p := preloadParams(1000)
	p.Chunk = 390 // rounded up to 400: three transactions, the last one short
	p.Progress = func(done int) { chunks = append(chunks, done) }
	res, err := st.BenchPreload(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	if len(chunks) != 3 || chunks[0] != 400 || chunks[2] != 1000 {
		t.Errorf("progress %v, want 400, 800, 1000", chunks)
	}
	count := func(sql string, args ...any) int64 {
		t.Helper()
		var n int64
		if err := pool.QueryRow(ctx, sql, args...).Scan(&n); err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
		return n
	}

	// Ids are UUIDv7 carrying their task's (batch's) creation time, so
	// ordered by id the history is ordered by created_at, as the engine
	// (pipeline.NewID) would have left it.
	for _, table := range []string{"tasks", "batches"} {
		if got := count(`SELECT count(*) FROM ` + table + ` WHERE finished_at IS NOT NULL AND NOT (
		    substr(id::text, 15, 1) = '7' AND substr(id::text, 20, 1) IN ('8', '9', 'a', 'b')
		    AND ('x' || lpad(replace(substr(id::text, 1, 13), '-', ''), 16, '0'))::bit(64)::bigint
		        = floor(extract(epoch FROM created_at) * 1000)::bigint)`); got != 0 {
			t.Errorf("%d preloaded %s whose id is not a UUIDv7 of their created_at", got, table)
		}
		if got := count(`SELECT count(*) FROM (SELECT id, lag(id) OVER (ORDER BY created_at, id) AS prev
		    FROM ` + table + ` WHERE finished_at IS NOT NULL) s WHERE prev > id`); got != 0 {
			t.Errorf("%d preloaded %s whose id is below an earlier one's", got, table)
		}
	}
	if got := count(`SELECT count(DISTINCT created_at) FROM tasks WHERE finished_at IS NOT NULL`); got < 200 {
		t.Errorf("%d distinct creation times, want the 200 submissions (ordering checked on too few)", got)
	}

	// 1 in 50 FAILED, 1 in 50 CANCELLED, the rest SUCCESS; 5 in 20 in batches of 5.
	want := map[string]int64{"SUCCESS": 960, "FAILED": 20, "CANCELLED": 20}
	for status, n := range want {
		if got := count(`SELECT count(*) FROM tasks WHERE pipeline = 'bench' AND status = $1 AND finished_at IS NOT NULL AND finished_at <= now() AND stale_at IS NULL AND worker_id IS NULL`, status); got != n {
			t.Errorf("%d %s tasks, want %d", got, status, n)
		}
	}
	if res.Tasks != 1000 || res.Batches != 50 || res.Outputs != 960*4+20 {
		t.Errorf("result %+v", res)
	}
	if got := count(`SELECT count(*) FROM batches WHERE total = 5 AND status = 'DONE'`); got != 50 {
		t.Errorf("%d DONE batches of 5, want 50", got)
	}
	// Each batch's counters and finish time agree with its tasks, as the
	// accounting trigger would have left them.
	if got := count(`SELECT count(*) FROM batches b JOIN LATERAL (
        SELECT count(*) n, count(*) FILTER (WHERE status = 'SUCCESS') s, count(*) FILTER (WHERE status = 'FAILED') f,
            count(*) FILTER (WHERE status = 'CANCELLED') c, max(finished_at) fin, min(created_at) cr, max(created_at) cr2
        FROM tasks WHERE batch_id = b.id) t ON true
        WHERE t.n = b.total AND t.s = b.succeeded AND t.f = b.failed AND t.c = b.cancelled AND t.fin = b.finished_at
            AND t.cr = b.created_at AND t.cr2 = b.created_at`); got != 50 {
		t.Errorf("%d batches agree with their tasks, want 50", got)
	}
	if got := count(`SELECT count(*) FROM tasks WHERE pipeline = 'bench' AND status <> 'PENDING' AND batch_id IS NOT NULL`); got != 250 {
		t.Errorf("%d batch tasks, want 250", got)
	}
	if got := count(`SELECT count(*) FROM task_stage_outputs`); got != res.Outputs {
		t.Errorf("%d outputs, result says %d", got, res.Outputs)
	}
	// Per finished task: outputs, events and jobs by status, and only
	// within the retention windows.
	shape := `SELECT count(*) FROM tasks t WHERE t.status = $1
        AND (SELECT count(*) FROM task_stage_outputs o WHERE o.task_id = t.id AND (o.output->>'end')::bigint > (o.output->>'start')::bigint) = $2
        AND (SELECT count(*) FROM task_events e WHERE e.task_id = t.id AND e.data->>'task_id' = t.id::text) =
            CASE WHEN t.finished_at >= now() - interval '7 days' THEN $3 ELSE 0 END
        AND (SELECT string_agg(kind, ',' ORDER BY id) FROM task_events e WHERE e.task_id = t.id) IS NOT DISTINCT FROM
            CASE WHEN t.finished_at >= now() - interval '7 days' THEN $4 END
        AND (SELECT string_agg(j.state::text, ',' ORDER BY j.id) FROM river_job j WHERE j.args->>'task_id' = t.id::text) IS NOT DISTINCT FROM
            CASE WHEN t.finished_at >= now() - interval '1 day' THEN nullif($5, '') END`
	for _, c := range []struct {
		status         string
		outputs, evs   int
		kinds, jobs    string
		stage, attempt int
	}{
		{"SUCCESS", 4, 10, "task.created,stage.started,stage.completed,stage.started,stage.completed,stage.started,stage.completed,stage.started,stage.completed,task.succeeded", "", 4, 1},
		{"FAILED", 0, 3, "task.created,stage.started,task.failed", "cancelled", 1, 1},
		{"CANCELLED", 1, 4, "task.created,stage.started,stage.completed,task.cancelled", "cancelled", 2, 0},
	} {
		if got := count(shape, c.status, c.outputs, c.evs, c.kinds, c.jobs); got != want[c.status] {
			t.Errorf("%d %s tasks have the engine's outputs, events and jobs, want %d", got, c.status, want[c.status])
		}
		if got := count(`SELECT count(*) FROM tasks t WHERE status = $1 AND stage = 's' || $2::int AND generation = $2 AND attempt = $3
            AND created_at < finished_at AND (job_id IS NULL) = false`, c.status, c.stage, c.attempt); got != want[c.status] {
			t.Errorf("%d %s tasks at stage s%d, attempt %d", got, c.status, c.stage, c.attempt)
		}
	}
	// The 10-day span keeps events for ~7 days of it, and jobs for ~1 day:
	// only the FAILED and CANCELLED tasks' (1 in 25, so ~4), since a
	// handoff deletes the jobs it finishes.
	withEvents := count(`SELECT count(DISTINCT task_id) FROM task_events WHERE task_id IS NOT NULL`)
	withJobs := count(`SELECT count(DISTINCT args->>'task_id') FROM river_job`)
	if withEvents < 650 || withEvents > 750 || withJobs < 2 || withJobs > 8 {
		t.Errorf("%d tasks with events (want ~700), %d with jobs (want ~4)", withEvents, withJobs)
	}
	if got := count(`SELECT count(*) FROM task_events WHERE kind = 'batch.completed' AND task_id IS NULL`); got < 30 || got > 40 {
		t.Errorf("%d batch.completed events, want ~35", got)
	}
	if got := count(`SELECT count(*) FROM task_events`) - 3; got != res.Events { // 3: the open tasks' task.created
		t.Errorf("%d events, result says %d", got, res.Events)
	}
	if got := count(`SELECT count(*) FROM river_job`); got != res.Jobs {
		t.Errorf("%d jobs, result says %d", got, res.Jobs)
	}
	// Where jobs survive, the task's job_id is its last stage's job.
	if got := count(`SELECT count(*) FROM tasks t JOIN river_job j ON j.id = t.job_id
        WHERE j.args->>'task_id' = t.id::text AND j.args->>'stage' = t.stage`); got != withJobs {
		t.Errorf("%d tasks' job_id is their last job, want %d", got, withJobs)
	}
	// The next job River inserts gets an id above the preload's.
	if got := count(`SELECT nextval('river_job_id_seq') - max(id) FROM river_job`); got < 1 {
		t.Errorf("river_job_id_seq behind the preloaded jobs by %d", -got)
	}
	// The open tasks are untouched.
	var openAfter string
	if err := pool.QueryRow(ctx, openRows).Scan(&openAfter); err != nil {
		t.Fatal(err)
	}
	if openAfter != openBefore || len(open) != 3 {
		t.Errorf("open tasks changed:\n%s\n%s", openBefore, openAfter)
	}
	if err := st.BenchTablesVacuum(ctx); err != nil {
		t.Fatal(err)
	}
	// A second preload adds to the history without colliding.
	if _, err := st.BenchPreload(ctx, preloadParams(20)); err != nil {
		t.Fatal(err)
	}
	if got := count(`SELECT count(*) FROM tasks WHERE status <> 'PENDING'`); got != 1020 {
		t.Errorf("%d finished tasks after a second preload, want 1020", got)
	}
}

// TestBenchPreloadSpeed measures the preload of BATON_PRELOAD_N tasks
// (skipped unless set): go test -run TestBenchPreloadSpeed -v ./store/.
func TestBenchPreloadSpeed(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("BATON_PRELOAD_N"))
	if n == 0 {
		t.Skip("BATON_PRELOAD_N not set")
	}
	st := store.New(storetest.NewPool(t))
	p := preloadParams(n)
	p.Chunk = 0
	p.Span = 7 * 24 * time.Hour
	start := time.Now()
	res, err := st.BenchPreload(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	load := time.Since(start)
	if err := st.BenchTablesVacuum(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v: preload %s, vacuum %s", res, load, time.Since(start)-load)
}

// TestBenchCheckpoint: a preload ends with a checkpoint the server counts,
// and a role that may not checkpoint skips it instead of failing the bench.
func TestBenchCheckpoint(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st := store.New(storetest.NewPool(t))
	// The control file's checkpoint location, written before CHECKPOINT
	// returns (a forced checkpoint always writes a new record);
	// pg_stat_bgwriter's counters are flushed later and may not show it yet.
	var before string
	if err := st.Pool().QueryRow(ctx, `SELECT checkpoint_lsn::text FROM pg_control_checkpoint()`).Scan(&before); err != nil {
		t.Fatal(err)
	}
	skipped, err := st.BenchCheckpoint(ctx)
	if err != nil || skipped {
		t.Fatalf("BenchCheckpoint = skipped %v, %v; want a checkpoint", skipped, err)
	}
	var after string
	var moved bool
	if err := st.Pool().QueryRow(ctx, `SELECT checkpoint_lsn::text, checkpoint_lsn > $1::pg_lsn FROM pg_control_checkpoint()`, before).Scan(&after, &moved); err != nil {
		t.Fatal(err)
	}
	if !moved {
		t.Errorf("checkpoint location %s → %s: no checkpoint ran", before, after)
	}

	// CREATE ROLE is transactional: the role goes with the rollback.
	tx, err := st.Pool().Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx) //nolint:errcheck // the role must not outlive the test
	role := "bench_ckpt_" + strconv.FormatInt(time.Now().UnixNano(), 36)
	if _, err := tx.Exec(ctx, `CREATE ROLE `+role+` NOLOGIN`); err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(ctx, `SET LOCAL ROLE `+role); err != nil {
		t.Fatal(err)
	}
	skipped, err = st.WithTx(tx).BenchCheckpoint(ctx)
	if err != nil || !skipped {
		t.Fatalf("BenchCheckpoint without the privilege = skipped %v, %v; want skipped", skipped, err)
	}
}
