package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// The reaper's statements are set-based, one per rule: the stale rules
// find their rows through the partial index of open tasks, tasks_open (see
// 001_engine.up.sql; the redundant `status IN ('PENDING', 'PROCESSING')` lets
// the planner match its predicate), the dead-worker rule through the
// partial index of claimed tasks, tasks_claimed (009_tasks_claimed.up.sql);
// each locks its rows with SKIP LOCKED so it never waits on a worker
// mid-handoff, and changes up to `limit` at once (the engine's batch: it
// holds those rows until its transaction commits).

func collectTasks(rows pgx.Rows, err error) ([]*Task, error) {
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (*Task, error) { return scanTask(row) })
}

// spokenSQL says an interval expression the way a person does: "5 minutes",
// "30 seconds".
func spokenSQL(interval string) string {
	secs := `round(extract(epoch FROM ` + interval + `))::bigint`
	return `(CASE WHEN ` + secs + ` >= 90 THEN round(` + secs + ` / 60.0)::bigint || ' minutes'
    WHEN ` + secs + ` <= 1 THEN '1 second' ELSE ` + secs + ` || ' seconds' END)`
}

// The reaper's error messages are read by people (the API, the CLI, the
// page): they say what happened and what to look at, in words.
var (
	stalePendingMessageSQL = `'no worker picked this task up within ' || ` + spokenSQL(`stale_at - coalesce(stage_queued_at, created_at)`) + ` ||
        '; is ` + "`baton serve` or `baton work`" + ` running?'`
	staleProcessingMessageSQL = `'the ' || stage || ' stage did not finish in time and was stopped; retry it, or check that its workers are running and their model answers'`
)

// reapStaleSQL is both stale rules in one statement: it reads tasks_open
// in deadline order, and every row it visits is one it acts on (the index
// holds exactly the open tasks, and the condition is the index's own key
// range), where a statement per status read past the other status's rows.
// The SET expressions see the row as it was, so status tells the rules
// apart.
var reapStaleSQL = `
UPDATE tasks SET status = 'FAILED',
    error_code = CASE WHEN status = 'PENDING' THEN 'STALE_PENDING' ELSE 'STALE_PROCESSING' END,
    error_message = CASE WHEN status = 'PENDING' THEN ` + stalePendingMessageSQL + `
        ELSE ` + staleProcessingMessageSQL + ` END,
    worker_id = NULL, stale_at = NULL, finished_at = now(), updated_at = now()
WHERE id IN (
    SELECT id FROM tasks WHERE status IN ('PENDING', 'PROCESSING') AND stale_at < now()
    ORDER BY stale_at LIMIT $1 FOR UPDATE SKIP LOCKED)
RETURNING ` + taskColumns

// ReapStale fails up to limit open tasks past their deadline (stale_at),
// earliest deadline first, and returns them: a PENDING one STALE_PENDING
// (no worker picked it up within the pending limit), a PROCESSING one
// STALE_PROCESSING (its stage ran, or waited, past its limit). The error
// code of each returned task says which.
func (s *Store) ReapStale(ctx context.Context, limit int) ([]*Task, error) {
	ts, err := collectTasks(s.db.Query(ctx, reapStaleSQL, limit))
	if err != nil {
		return nil, fmt.Errorf("store: unable to reap stale tasks: %w", err)
	}
	return ts, nil
}

// deadTasksCTE lists the open tasks whose current stage is held by a worker
// with no heartbeat within $1, by either of two routes:
//
//   - claimed: the task is PROCESSING with worker_id set (the claim
//     committed) and that worker is dead;
//   - fetched: the claim never committed (worker_id is NULL: the task is
//     PENDING, or PROCESSING between two stages), but the task's current
//     River job (tasks.job_id) is `running` and River recorded a dead worker
//     as its last attempt (river_job.attempted_by). A worker killed between
//     River's fetch and our claim leaves exactly this, and River itself
//     rescues the job only after RescueStuckJobsAfter (an hour).
//
// The second route reads River's table river_job directly: River's public
// API has no query for "running jobs of a given client", and this must be
// one statement with the task lock. It relies on what River documents of a
// job row (state, kind, args, attempted_by: the client ids of its attempts,
// the last one current), in the connection's search_path as River's own
// statements are when Config.Schema is empty (the engine leaves it so). Its
// lookup starts from river_job's running rows (River's fetch index leads on
// state), so a backlog of PENDING tasks costs it nothing, keeps those
// whose last attempt is a dead worker's (fetched_dead, materialised), and
// only then reads each one's task by primary key (OFFSET 0 keeps the
// lateral subquery a per-row probe: pulled up into a join, the planner
// hash-joined every running job with every open task, 19,500 rows of
// tasks_open, when a live worker held thousands of running jobs). The
// statement reads this route only when the first falls short of its
// limit, by which time the dead workers' claimed tasks are requeued and
// their jobs finalised, so its probes are few.
//
// The first route starts from the workers that hold claims, found by a skip
// scan of tasks_claimed (claimers: the first worker id, then the next one
// above it, and so on: one index probe per worker, however many tasks they
// hold), keeps the dead ones (materialised, so the planner cannot join
// every claimed task first) and reads only their tasks, through the same
// index; the redundant predicates let the planner match the index's.
const deadTasksCTE = `
WITH RECURSIVE claimers AS (
    (SELECT worker_id FROM tasks WHERE status = 'PROCESSING' AND worker_id IS NOT NULL ORDER BY worker_id LIMIT 1)
    UNION ALL
    SELECT (SELECT t.worker_id FROM tasks t WHERE t.status = 'PROCESSING' AND t.worker_id IS NOT NULL AND t.worker_id > c.worker_id
            ORDER BY t.worker_id LIMIT 1)
    FROM claimers c WHERE c.worker_id IS NOT NULL
), dead_claimers AS MATERIALIZED (
    SELECT c.worker_id FROM claimers c
    WHERE c.worker_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM workers w WHERE w.id = c.worker_id AND w.heartbeat_at > now() - $1::interval)
), fetched_dead AS MATERIALIZED (
    SELECT j.id AS job_id, (j.args->>'task_id')::uuid AS task_id, j.attempted_by[cardinality(j.attempted_by)] AS worker
    FROM river_job j
    WHERE j.state = 'running' AND j.kind = 'baton.stage' AND cardinality(j.attempted_by) > 0
      AND NOT EXISTS (SELECT 1 FROM workers w WHERE w.id = j.attempted_by[cardinality(j.attempted_by)] AND w.heartbeat_at > now() - $1::interval)
), dead AS (
    SELECT t.id, t.generation, t.worker_id AS claimed_by, t.worker_id AS worker
    FROM dead_claimers c CROSS JOIN LATERAL (
        SELECT t.id, t.generation, t.worker_id FROM tasks t
        WHERE t.worker_id = c.worker_id AND t.status = 'PROCESSING' AND t.worker_id IS NOT NULL) t
    UNION ALL
    SELECT t.id, t.generation, NULL, f.worker FROM fetched_dead f CROSS JOIN LATERAL (
        SELECT t.id, t.generation FROM tasks t
        WHERE t.id = f.task_id AND t.job_id = f.job_id AND t.status IN ('PENDING', 'PROCESSING') AND t.worker_id IS NULL
        OFFSET 0) t
)`

// reapDeadSQL locks up to $2 of the dead tasks, re-checking (on the locked
// row) that nobody moved the task since, and in the same statement
// requeues those with attempts left (a new generation: the caller enqueues
// their stage again, in the same transaction) and fails the others
// WORKER_DEAD. One statement, not one per outcome: each would walk all of
// the dead workers' tasks to find its own, and the sweep runs the rule
// once per batch. Each dead task is locked by its own primary-key probe (a
// lateral subquery with its lock, which the planner can't turn into a
// join): joined instead, the planner hash-joined the dead tasks with all
// 20,000 open ones (171 ms of a 250-task batch) once its estimate of the
// fetched route grew; the LIMIT stops the probes at $2 rows.
//
// A requeued stage gets a fresh deadline as long as the one it had: its
// stage's limit when it was claimed (stale_at - stage_started_at), the
// time it was allowed to wait in its queue when it was not
// (stale_at - stage_queued_at). The SET expressions see the row as it was.
var reapDeadSQL = deadTasksCTE + `
UPDATE tasks SET
    status = CASE WHEN d.spent THEN 'FAILED' ELSE status END,
    error_code = CASE WHEN d.spent THEN 'WORKER_DEAD' ELSE error_code END,
    error_message = 'the worker running the ' || stage || ' stage (' || d.dead_worker || ') stopped responding' ||
        CASE WHEN d.spent THEN ', and no attempts remain' ELSE '; running it again' END,
    generation = CASE WHEN d.spent THEN generation ELSE generation + 1 END,
    worker_id = NULL,
    stale_at = CASE WHEN d.spent THEN NULL
        ELSE now() + coalesce(stale_at - coalesce(stage_started_at, stage_queued_at), interval '10 minutes') END,
    finished_at = CASE WHEN d.spent THEN now() ELSE finished_at END,
    stage_started_at = CASE WHEN d.spent THEN stage_started_at END,
    stage_queued_at = CASE WHEN d.spent THEN stage_queued_at ELSE clock_timestamp() END,
    updated_at = now()
FROM (
    SELECT t.id AS dead_id, d.worker AS dead_worker, t.spent
    FROM dead d CROSS JOIN LATERAL (
        SELECT t.id, t.attempt >= t.max_attempts AS spent FROM tasks t
        WHERE t.id = d.id AND t.status IN ('PENDING', 'PROCESSING') AND t.generation = d.generation
          AND t.worker_id IS NOT DISTINCT FROM d.claimed_by
        FOR UPDATE SKIP LOCKED) t
    LIMIT $2) d
WHERE tasks.id = d.dead_id
RETURNING ` + taskColumns

// ReapDeadWorkers handles up to limit open tasks whose stage is held by a
// worker whose heartbeat is older than ttl, whether its claim committed or
// only River's fetch did (see deadTasksCTE): those with attempts left get
// a new generation (the caller enqueues their stage again, in the same
// transaction); the others turn FAILED WORKER_DEAD.
func (s *Store) ReapDeadWorkers(ctx context.Context, ttl time.Duration, limit int) (requeued, failed []*Task, err error) {
	ts, err := collectTasks(s.db.Query(ctx, reapDeadSQL, ttl, limit))
	if err != nil {
		return nil, nil, fmt.Errorf("store: unable to reap tasks of dead workers: %w", err)
	}
	for _, t := range ts {
		if t.Status == StatusFailed {
			failed = append(failed, t)
		} else {
			requeued = append(requeued, t)
		}
	}
	return requeued, failed, nil
}

// DeadJob is a River job left `running` by a worker with no heartbeat.
type DeadJob struct {
	ID          int64
	Kind        string
	Attempt     int
	MaxAttempts int
	Worker      string // the dead worker: the job's last attempted_by
}

// deadJobsSQL reads river_job directly, for the reason deadTasksCTE does:
// River's public API can't list the running jobs of dead clients, and River
// rescues them only an hour later. A stage job that is still the current
// job of an open task is left out: its task goes through ReapDeadWorkers
// first (in the same transaction, which moves tasks.job_id to the new job),
// and one it skipped (locked, or past its limit) keeps its job for the next
// sweep to find. The job rows are locked, SKIP LOCKED, like the tasks. No
// ORDER BY: in id order the planner walked river_job's primary key, every
// job River keeps (completed ones for a day) to find the running ones;
// unordered, it starts from River's fetch index, which leads on state.
const deadJobsSQL = `
SELECT j.id, j.kind, j.attempt, j.max_attempts, j.attempted_by[cardinality(j.attempted_by)]
FROM river_job j
WHERE j.state = 'running' AND cardinality(j.attempted_by) > 0
  AND NOT EXISTS (SELECT 1 FROM workers w WHERE w.id = j.attempted_by[cardinality(j.attempted_by)] AND w.heartbeat_at > now() - $1::interval)
  AND NOT EXISTS (SELECT 1 FROM tasks t
      WHERE t.id = CASE WHEN j.kind = 'baton.stage' THEN (j.args->>'task_id')::uuid END
        AND t.job_id = j.id AND t.status IN ('PENDING', 'PROCESSING'))
LIMIT $2
FOR UPDATE OF j SKIP LOCKED`

// DeadJobs returns (and locks) up to limit River jobs still `running` on a
// worker whose heartbeat is older than ttl, other than the current stage
// jobs of open tasks (see deadJobsSQL). The caller finalises them in the
// same transaction.
func (s *Store) DeadJobs(ctx context.Context, ttl time.Duration, limit int) ([]DeadJob, error) {
	return s.deadJobs(ctx, deadJobsSQL, ttl, limit)
}

// deadJobsOfSQL is deadJobsSQL for the jobs $2 only, which the caller
// knows are no longer the current job of an open task.
const deadJobsOfSQL = `
SELECT j.id, j.kind, j.attempt, j.max_attempts, j.attempted_by[cardinality(j.attempted_by)]
FROM river_job j
WHERE j.id = ANY($2::bigint[]) AND j.state = 'running' AND cardinality(j.attempted_by) > 0
  AND NOT EXISTS (SELECT 1 FROM workers w WHERE w.id = j.attempted_by[cardinality(j.attempted_by)] AND w.heartbeat_at > now() - $1::interval)
FOR UPDATE OF j SKIP LOCKED`

// DeadJobsOf returns (and locks) those of the jobs ids still `running` on
// a worker whose heartbeat is older than ttl: the former jobs of the tasks
// ReapDeadWorkers just requeued or failed, found by primary key, so a
// batch of the dead-worker rule finalises its own jobs without DeadJobs'
// walk of every running job (and its probe of each one's task).
func (s *Store) DeadJobsOf(ctx context.Context, ttl time.Duration, ids []int64) ([]DeadJob, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	return s.deadJobs(ctx, deadJobsOfSQL, ttl, ids)
}

func (s *Store) deadJobs(ctx context.Context, sql string, args ...any) ([]DeadJob, error) {
	rows, err := s.db.Query(ctx, sql, args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to find jobs of dead workers: %w", err)
	}
	jobs, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (DeadJob, error) {
		var j DeadJob
		return j, row.Scan(&j.ID, &j.Kind, &j.Attempt, &j.MaxAttempts, &j.Worker)
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to find jobs of dead workers: %w", err)
	}
	return jobs, nil
}

// TryAdvisoryXactLock runs fn while this session holds the transaction
// advisory lock key, taken without waiting: it reports false, without
// running fn, when another session holds it. The lock lives in a
// transaction of its own, kept open while fn runs on other connections,
// so a process that dies, or a connection that breaks, releases it.
//
// The lock is taken with the simple protocol: through the extended one
// the statement's portal outlives it until the transaction ends, and with
// it the snapshot, so the idle transaction held back the xmin horizon of
// the whole database for as long as fn ran (a sweep: seconds, every
// SweepInterval). No vacuum could remove a row version that died
// meanwhile: 5,000–15,000 of tasks' were "dead but not yet removable"
// after each sweep at 250 tasks/s (docs/benchmarks.md, "Dead tuples under
// 20 % (session 12)").
func (s *Store) TryAdvisoryXactLock(ctx context.Context, key int64, fn func() error) (bool, error) {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return false, fmt.Errorf("store: unable to take lock %d: %w", key, err)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	var got bool
	if err := tx.QueryRow(ctx, `SELECT pg_try_advisory_xact_lock($1)`, pgx.QueryExecModeSimpleProtocol, key).Scan(&got); err != nil {
		return false, fmt.Errorf("store: unable to take lock %d: %w", key, err)
	}
	if !got {
		return false, nil
	}
	return true, fn()
}

// WorkerDeleteExpired removes registrations whose heartbeat is older than
// before; their tasks were already reaped by ReapDeadWorkers.
func (s *Store) WorkerDeleteExpired(ctx context.Context, before time.Time) (int64, error) {
	tag, err := s.db.Exec(ctx, `DELETE FROM workers WHERE heartbeat_at < $1`, before)
	if err != nil {
		return 0, fmt.Errorf("store: unable to delete expired workers: %w", err)
	}
	return tag.RowsAffected(), nil
}
