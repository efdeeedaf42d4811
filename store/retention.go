package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// Retention of finished tasks (--task-retention). Tasks and what hangs off
// them by key are removed by bounded, set-based deletes that the reaper's
// sweep repeats; their events are not: task_events is partitioned by time
// and its partitions are dropped whole (partitions.go, docs/design.md).
// Each statement:
//
//   - finds its rows through a partial index of finished rows (tasks_finished,
//     batches_done: migrations/008_retention.up.sql), oldest first, so its
//     cost depends on how many it deletes, not on how many are kept;
//   - locks them FOR UPDATE SKIP LOCKED and re-checks that they are finished
//     on the locked version, so it never waits on a claim, a handoff or a
//     retry, and never deletes a task a retry has just reopened;
//   - deletes the task with everything that hangs off it: stage outputs,
//     clause analyses and batch verdicts, webhook deliveries (by their
//     foreign keys' ON DELETE CASCADE), the scan picture (unless an
//     open task still names it) and the task's last River job once River
//     finalised it. River's other jobs of the task go by River's own
//     retention, which the engine keeps no longer than ours. River's job
//     cleaner deletes finalised jobs past that same retention at the same
//     time, so the task's job is skipped when the cleaner has it locked
//     (the cleaner deletes it): waiting for it deadlocked with the
//     cleaner, which locks its rows in another order (four times in a
//     30-minute soak, a second of both statements' time each).
//
// A task of a batch goes only with its whole batch, once the batch is DONE
// and finished before the cutoff: a batch's counters and its page stay true
// to its tasks, and a batch with an open task (one retried, say) keeps all of
// them. What a user owns beyond the task (user_characters,
// user_collections) is kept: a granted character outlives the scan that
// granted it.

// taskDeleteExpiredSQL deletes up to $2 tasks with no batch that finished
// before $1.
const taskDeleteExpiredSQL = `
WITH doomed AS (
    SELECT id FROM tasks
    WHERE batch_id IS NULL AND status IN ('SUCCESS', 'FAILED', 'CANCELLED') AND finished_at < $1
    ORDER BY finished_at LIMIT $2
    FOR UPDATE SKIP LOCKED
), gone AS (
    DELETE FROM tasks t USING doomed d WHERE t.id = d.id
    RETURNING t.id, t.job_id, ` + imageIDSQL + ` AS image_id
)` + taskDependentsDeleteSQL + `
SELECT count(*) FROM gone`

// imageIDSQL is the scan picture a task's input names, as a uuid (NULL when
// it names none, or something that is not a uuid).
const imageIDSQL = `(CASE WHEN t.input->>'image_id' ~ '^[0-9a-fA-F-]{36}$' THEN (t.input->>'image_id')::uuid END)`

// taskDependentsDeleteSQL deletes, in the statement that deletes the tasks
// of CTE gone(id, job_id, image_id), what has no foreign key to them.
const taskDependentsDeleteSQL = `, img AS (
    DELETE FROM scan_images i USING gone g WHERE i.id = g.image_id
      AND NOT EXISTS (SELECT 1 FROM tasks o
          WHERE o.status IN ('PENDING', 'PROCESSING') AND o.input->>'image_id' = g.image_id::text)
), job AS (
    DELETE FROM river_job WHERE id IN (
        SELECT j.id FROM river_job j JOIN gone g ON j.id = g.job_id
        WHERE j.state IN ('cancelled', 'completed', 'discarded')
        FOR UPDATE OF j SKIP LOCKED)
)`

// TaskDeleteExpired deletes up to limit tasks with no batch that finished
// (SUCCESS, FAILED or CANCELLED) before `before`, with their outputs,
// scan picture and last River job, and returns how many it
// deleted. Open tasks and tasks locked by another transaction are never
// touched.
func (s *Store) TaskDeleteExpired(ctx context.Context, before time.Time, limit int) (int64, error) {
	var n int64
	err := s.pruneTx(ctx, func(db DBTX) error { return db.QueryRow(ctx, taskDeleteExpiredSQL, before, limit).Scan(&n) })
	if err != nil {
		return 0, fmt.Errorf("store: unable to delete expired tasks: %w", err)
	}
	return n, nil
}

// batchDeleteExpiredSQL deletes DONE batches that finished before $1, with
// all their tasks, oldest first, as long as the batches before each one
// hold fewer than $2 tasks. A batch is deleted only when every one of its
// tasks is finished and was locked here: one locked elsewhere (a retry
// reopening it) keeps the whole batch for a later sweep.
var batchDeleteExpiredSQL = `
WITH oldest AS (
    SELECT id, sum(total) OVER (ORDER BY finished_at, id) - total AS tasks_before
    FROM (SELECT id, total, finished_at FROM batches
          WHERE status = 'DONE' AND finished_at < $1
          ORDER BY finished_at, id LIMIT $2) o
), b AS (
    SELECT id FROM batches
    WHERE id = ANY(ARRAY(SELECT id FROM oldest WHERE tasks_before < $2)) AND status = 'DONE' AND finished_at < $1
    FOR UPDATE SKIP LOCKED
), bt AS (
    SELECT t.id, t.batch_id FROM tasks t
    WHERE t.batch_id = ANY(ARRAY(SELECT id FROM b)) AND t.status IN ('SUCCESS', 'FAILED', 'CANCELLED')
    FOR UPDATE SKIP LOCKED
), whole AS (
    SELECT l.batch_id AS id FROM (SELECT batch_id, count(*) AS n FROM bt GROUP BY batch_id) l
    WHERE l.n = (SELECT count(*) FROM tasks t WHERE t.batch_id = l.batch_id)
), gone AS (
    DELETE FROM tasks t USING bt WHERE t.id = bt.id AND bt.batch_id IN (SELECT id FROM whole)
    RETURNING t.id, t.job_id, ` + imageIDSQL + ` AS image_id
)` + taskDependentsDeleteSQL + `, gb AS (
    DELETE FROM batches WHERE id IN (SELECT id FROM whole) RETURNING id
)
SELECT (SELECT count(*) FROM gb), (SELECT count(*) FROM gone)`

// BatchDeleteExpired deletes DONE batches that finished before `before`,
// each with all its tasks and what hangs off them (as TaskDeleteExpired),
// oldest first, and returns how many batches and tasks it deleted. It
// deletes whole batches only, at most limit of them, adding batches while
// the ones before hold fewer than limit tasks: so at most limit-1 tasks
// plus one batch's. A batch with an open task, or a task locked elsewhere,
// is left for a later sweep.
func (s *Store) BatchDeleteExpired(ctx context.Context, before time.Time, limit int) (batches, tasks int64, err error) {
	err = s.pruneTx(ctx, func(db DBTX) error {
		return db.QueryRow(ctx, batchDeleteExpiredSQL, before, limit).Scan(&batches, &tasks)
	})
	if err != nil {
		return 0, 0, fmt.Errorf("store: unable to delete expired batches: %w", err)
	}
	return batches, tasks, nil
}

// IdempotencyKeyDeleteBefore deletes up to limit idempotency keys created
// before `before` and returns how many it deleted. The API forgets keys
// after a day as requests come (IdempotencyKeyDeleteExpired); this is the
// reaper's backstop for a database no request reaches.
func (s *Store) IdempotencyKeyDeleteBefore(ctx context.Context, before time.Time, limit int) (int64, error) {
	var n int64
	err := s.pruneTx(ctx, func(db DBTX) error {
		tag, err := db.Exec(ctx, `
DELETE FROM idempotency_keys WHERE (owner, key) IN (
    SELECT owner, key FROM idempotency_keys WHERE created_at < $1
    ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)`, before, limit)
		n = tag.RowsAffected()
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("store: unable to delete old idempotency keys: %w", err)
	}
	return n, nil
}

// pruneTx runs one retention statement, fn, in a transaction of its own
// that commits without waiting for its WAL to reach disk
// (synchronous_commit off, for this transaction only). A pruning
// statement writes a lot of WAL (a record per row it deletes, and a full
// image of each page it is first to change since the last checkpoint:
// docs/benchmarks.md, "What pruning costs the hot path"); committing it
// asynchronously leaves the flush to the WAL writer, so the sweep does not
// wait on an fsync of its own. It is safe because losing a prune costs
// nothing: a crash within the last moments (3 × wal_writer_delay) can only
// undo whole prune transactions, never half of one, the rows they deleted
// come back as they were, finished and past retention, and the next sweep
// deletes them again; no other transaction acts on a prune having
// happened (a later synchronous commit flushes all WAL before its own,
// the prune's included). On a Store made by InTx, fn runs in that
// transaction, whose commit is its caller's.
func (s *Store) pruneTx(ctx context.Context, fn func(db DBTX) error) error {
	if s.db != DBTX(s.pool) {
		return fn(s.db)
	}
	return s.InTx(ctx, func(tx pgx.Tx, _ *Store) error {
		if _, err := tx.Exec(ctx, `SET LOCAL synchronous_commit = off`); err != nil {
			return err
		}
		return fn(tx)
	})
}
