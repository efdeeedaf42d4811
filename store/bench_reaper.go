package store

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
)

// Worker ids the reaper bench registers: one long dead (its tasks are
// requeued or failed WORKER_DEAD), one alive (holding the fresh tasks).
const (
	BenchReaperDeadWorker = "bench-reaper-dead"
	BenchReaperLiveWorker = "bench-reaper-live"
)

// BenchReaperPreload is the shape of the reaper bench's table.
type BenchReaperPreload struct {
	// Pipeline and Stage name every preloaded task; the bench registers a
	// pipeline of that name so the sweep can tell their progress. Queue is
	// the River queue of their stage jobs.
	Pipeline string
	Stage    string
	Queue    string
	// Tasks is how many tasks to insert.
	Tasks int
	// StaleEvery makes every StaleEvery-th task stale (100: 1 %), split in
	// three equal parts: PENDING past its stale_at, PROCESSING past its
	// stale_at (its stage stuck on the live worker), and PROCESSING claimed
	// by the dead worker. The task after each stale one is open and fresh
	// (a live worker's or still pending); every other task is finished.
	// Every open task has its current stage job in river_job, as the engine
	// leaves it: available while PENDING, running on its worker once
	// claimed.
	StaleEvery int
}

// benchReaperInsertSQL writes the whole table in one set-based statement.
// $1 pipeline, $2 stage, $3 tasks, $4 stale_every, $5 dead worker,
// $6 live worker. An open task takes the id of its stage job from River's
// sequence (benchReaperJobsSQL inserts the job). Ids are random (v4) uuids, as Submit made them until it
// switched to time-ordered v7 ids: the primary key is more scattered than
// a production table's, the harder case for the sweep's key lookups.
const benchReaperInsertSQL = `
INSERT INTO tasks (id, pipeline, owner, status, stage, attempt, max_attempts, worker_id, job_id,
                   input, result, created_at, updated_at, stage_queued_at, stage_started_at, stale_at, finished_at)
SELECT gen_random_uuid(), $1, 'bench', k.status, $2, k.attempt, 3,
       CASE k.kind WHEN 'dead' THEN $5 WHEN 'live' THEN $6 WHEN 'processing' THEN $6 END,
       CASE WHEN k.status <> 'SUCCESS' THEN nextval('river_job_id_seq') END,
       '{}'::jsonb, CASE WHEN k.status = 'SUCCESS' THEN '{}'::jsonb END,
       k.at, k.at, k.at, CASE WHEN k.status = 'PROCESSING' THEN k.at END,
       CASE WHEN k.kind IN ('pending', 'processing', 'dead') THEN now() - interval '1 minute'
            WHEN k.kind IN ('live', 'fresh') THEN now() + interval '10 minutes' END,
       CASE WHEN k.status = 'SUCCESS' THEN k.at + interval '1 second' END
FROM generate_series(0, $3::int - 1) g(i)
CROSS JOIN LATERAL (
    SELECT kind,
           CASE kind WHEN 'pending' THEN 'PENDING' WHEN 'fresh' THEN 'PENDING'
                     WHEN 'done' THEN 'SUCCESS' ELSE 'PROCESSING' END AS status,
           CASE WHEN kind IN ('processing', 'dead', 'live') THEN 1 ELSE 0 END AS attempt,
           now() - interval '1 hour' - make_interval(secs => g.i % 86400) AS at
    FROM (SELECT CASE
        WHEN g.i % $4 = 0 THEN (ARRAY['pending', 'processing', 'dead'])[(g.i / $4) % 3 + 1]
        WHEN g.i % $4 = 1 THEN (ARRAY['fresh', 'live'])[(g.i / $4) % 2 + 1]
        ELSE 'done' END AS kind) s
) k`

// benchReaperJobsSQL inserts the current stage job of every open task of
// $1 on queue $2, as River's insert and fetch leave it (this bench's own
// rows, written directly as BenchPreload writes its history).
const benchReaperJobsSQL = `
INSERT INTO river_job (id, state, attempt, max_attempts, attempted_at, attempted_by, args, kind, queue,
                       priority, scheduled_at, created_at)
SELECT t.job_id, CASE WHEN t.worker_id IS NULL THEN 'available' ELSE 'running' END::river_job_state,
       t.attempt, t.max_attempts, t.stage_started_at, CASE WHEN t.worker_id IS NOT NULL THEN ARRAY[t.worker_id] END,
       jsonb_build_object('task_id', t.id, 'pipeline', t.pipeline, 'stage', t.stage, 'generation', t.generation),
       'baton.stage', $2, 1, t.stage_queued_at, t.stage_queued_at
FROM tasks t
WHERE t.pipeline = $1 AND t.status IN ('PENDING', 'PROCESSING') AND t.job_id IS NOT NULL`

// BenchReaperLoad deletes the tasks of p.Pipeline and the jobs of p.Queue
// (a previous run's), then inserts p.Tasks tasks with one set-based
// INSERT … SELECT FROM generate_series and the stage jobs of the open ones
// with another, registers the dead and the live worker, and runs ANALYZE
// on tasks, river_job and workers, so the sweep that follows is planned on
// true statistics. It returns how many of the tasks are open and stale.
func (s *Store) BenchReaperLoad(ctx context.Context, p BenchReaperPreload) (int, error) {
	if p.Tasks < 1 || p.StaleEvery < 2 || p.Queue == "" {
		return 0, fmt.Errorf("store: reaper bench needs at least one task, a stale share below one half and a queue")
	}
	steps := []struct {
		what string
		sql  string
		args []any
	}{
		{"delete earlier tasks", `DELETE FROM tasks WHERE pipeline = $1`, []any{p.Pipeline}},
		{"delete earlier jobs", `DELETE FROM river_job WHERE queue = $1`, []any{p.Queue}},
		{"insert tasks", benchReaperInsertSQL, []any{p.Pipeline, p.Stage, p.Tasks, p.StaleEvery, BenchReaperDeadWorker, BenchReaperLiveWorker}},
		{"insert jobs", benchReaperJobsSQL, []any{p.Pipeline, p.Queue}},
		{"register workers", `
INSERT INTO workers (id, host, pid, heartbeat_at) VALUES ($1, 'bench', 0, now() - interval '1 hour'), ($2, 'bench', 0, now() + interval '1 day')
ON CONFLICT (id) DO UPDATE SET heartbeat_at = excluded.heartbeat_at`, []any{BenchReaperDeadWorker, BenchReaperLiveWorker}},
		{"analyze", `ANALYZE tasks, river_job, workers`, nil},
	}
	for _, st := range steps {
		if _, err := s.db.Exec(ctx, st.sql, st.args...); err != nil {
			return 0, fmt.Errorf("store: reaper bench: unable to %s: %w", st.what, err)
		}
	}
	return s.BenchReaperStaleCount(ctx)
}

// BenchReaperStaleCount counts the open tasks past their deadline or held
// by the reaper bench's dead worker: what a sweep has left to act on.
func (s *Store) BenchReaperStaleCount(ctx context.Context) (int, error) {
	var stale int
	if err := s.db.QueryRow(ctx, `SELECT count(*) FROM tasks WHERE status IN ('PENDING', 'PROCESSING') AND (stale_at < now() OR worker_id = $1)`,
		BenchReaperDeadWorker).Scan(&stale); err != nil {
		return 0, fmt.Errorf("store: reaper bench: unable to count stale tasks: %w", err)
	}
	return stale, nil
}

// BenchReaperExplain runs each of the sweep's task statements (one batch
// of each rule) under
// EXPLAIN (ANALYZE, BUFFERS) in one transaction that it rolls back, so the
// table is left as it found it, and returns each plan by rule name.
// The statements and their arguments are the sweep's own (see Reap in
// package pipeline): ttl is the heartbeat TTL, limit the batch.
func (s *Store) BenchReaperExplain(ctx context.Context, ttl time.Duration, limit int) (map[string]string, error) {
	stmts := []struct {
		name string
		sql  string
		args []any
	}{
		{"dead_workers", reapDeadSQL, []any{ttl, limit}},
		{"dead_jobs", deadJobsSQL, []any{ttl, limit}},
		{"stale", reapStaleSQL, []any{limit}},
	}
	plans := make(map[string]string, len(stmts))
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return nil, fmt.Errorf("store: reaper bench: unable to begin: %w", err)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	for _, st := range stmts {
		rows, err := tx.Query(ctx, "EXPLAIN (ANALYZE, BUFFERS) "+st.sql, st.args...)
		if err != nil {
			return nil, fmt.Errorf("store: reaper bench: unable to explain %s: %w", st.name, err)
		}
		lines, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			return nil, fmt.Errorf("store: reaper bench: unable to explain %s: %w", st.name, err)
		}
		plans[st.name] = strings.Join(lines, "\n")
	}
	return plans, nil
}
