package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// The reaper's statements are set-based: each one finds its rows through the
// partial index of open tasks, tasks_open (see 001_engine.up.sql; the
// redundant `status IN ('PENDING', 'PROCESSING')` lets the planner match its
// predicate), locks them with SKIP LOCKED so it never waits on a worker
// mid-handoff, and changes up to `limit` at once.

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
var reapStalePendingSQL = `
UPDATE tasks SET status = 'FAILED', error_code = 'STALE_PENDING',
    error_message = 'no worker picked this task up within ' || ` + spokenSQL(`stale_at - coalesce(stage_queued_at, created_at)`) + ` ||
        '; is ` + "`baton serve` or `baton work`" + ` running?',
    stale_at = NULL, finished_at = now(), updated_at = now()
WHERE id IN (
    SELECT id FROM tasks WHERE status IN ('PENDING', 'PROCESSING') AND status = 'PENDING' AND stale_at < now()
    ORDER BY stale_at LIMIT $1 FOR UPDATE SKIP LOCKED)
RETURNING ` + taskColumns

// ReapStalePending fails tasks still PENDING past their deadline
// (STALE_PENDING: stale_at, set at submit from the pending limit) and
// returns them.
func (s *Store) ReapStalePending(ctx context.Context, limit int) ([]*Task, error) {
	ts, err := collectTasks(s.db.Query(ctx, reapStalePendingSQL, limit))
	if err != nil {
		return nil, fmt.Errorf("store: unable to reap stale pending tasks: %w", err)
	}
	return ts, nil
}

const reapStaleProcessingSQL = `
UPDATE tasks SET status = 'FAILED', error_code = 'STALE_PROCESSING',
    error_message = 'the ' || stage || ' stage did not finish in time and was stopped; retry it, or check that its workers are running and their model answers',
    worker_id = NULL, stale_at = NULL, finished_at = now(), updated_at = now()
WHERE id IN (
    SELECT id FROM tasks WHERE status IN ('PENDING', 'PROCESSING') AND status = 'PROCESSING' AND stale_at < now()
    ORDER BY stale_at LIMIT $1 FOR UPDATE SKIP LOCKED)
RETURNING ` + taskColumns

// ReapStaleProcessing fails tasks whose current stage has run (or waited)
// past its limit (STALE_PROCESSING) and returns them.
func (s *Store) ReapStaleProcessing(ctx context.Context, limit int) ([]*Task, error) {
	ts, err := collectTasks(s.db.Query(ctx, reapStaleProcessingSQL, limit))
	if err != nil {
		return nil, fmt.Errorf("store: unable to reap stale processing tasks: %w", err)
	}
	return ts, nil
}

const reapDeadFailSQL = `
UPDATE tasks SET status = 'FAILED', error_code = 'WORKER_DEAD',
    error_message = 'the worker running the ' || stage || ' stage (' || worker_id || ') stopped responding, and no attempts remain',
    worker_id = NULL, stale_at = NULL, finished_at = now(), updated_at = now()
WHERE id IN (
    SELECT t.id FROM tasks t
    WHERE t.status IN ('PENDING', 'PROCESSING') AND t.status = 'PROCESSING' AND t.worker_id IS NOT NULL AND t.attempt >= t.max_attempts
      AND NOT EXISTS (SELECT 1 FROM workers w WHERE w.id = t.worker_id AND w.heartbeat_at > now() - $1::interval)
    LIMIT $2 FOR UPDATE SKIP LOCKED)
RETURNING ` + taskColumns

const reapDeadRequeueSQL = `
UPDATE tasks SET generation = generation + 1, worker_id = NULL,
    error_message = 'the worker running the ' || stage || ' stage (' || worker_id || ') stopped responding; running it again',
    stale_at = now() + coalesce(stale_at - stage_started_at, interval '10 minutes'),
    stage_started_at = NULL, stage_queued_at = clock_timestamp(), updated_at = now()
WHERE id IN (
    SELECT t.id FROM tasks t
    WHERE t.status IN ('PENDING', 'PROCESSING') AND t.status = 'PROCESSING' AND t.worker_id IS NOT NULL AND t.attempt < t.max_attempts
      AND NOT EXISTS (SELECT 1 FROM workers w WHERE w.id = t.worker_id AND w.heartbeat_at > now() - $1::interval)
    LIMIT $2 FOR UPDATE SKIP LOCKED)
RETURNING ` + taskColumns

// ReapDeadWorkers handles PROCESSING tasks held by a worker whose heartbeat
// is older than ttl: those with attempts left get a new generation (the
// caller enqueues their stage again, in the same transaction); the others
// turn FAILED WORKER_DEAD.
func (s *Store) ReapDeadWorkers(ctx context.Context, ttl time.Duration, limit int) (requeued, failed []*Task, err error) {
	failed, err = collectTasks(s.db.Query(ctx, reapDeadFailSQL, ttl, limit))
	if err != nil {
		return nil, nil, fmt.Errorf("store: unable to reap tasks of dead workers: %w", err)
	}
	requeued, err = collectTasks(s.db.Query(ctx, reapDeadRequeueSQL, ttl, limit))
	if err != nil {
		return nil, nil, fmt.Errorf("store: unable to requeue tasks of dead workers: %w", err)
	}
	return requeued, failed, nil
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
