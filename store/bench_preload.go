package store

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgerrcode"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// BenchPreload defaults.
const (
	// PreloadChunkDefault is how many tasks one preload transaction writes
	// (a multiple of preloadBlock, so no batch straddles two).
	PreloadChunkDefault = 20000
	// PreloadJobRetentionDefault is River's CompletedJobRetentionPeriod
	// (and CancelledJobRetentionPeriod): River's cleaner deletes finalized
	// jobs older than that, so only the last day's tasks still have theirs.
	PreloadJobRetentionDefault = 24 * time.Hour
	// preloadBlock is the period of the preloaded mix: in every block of 20
	// tasks, 15 are submitted alone and the last 5 as one batch.
	preloadBlock = 20
)

// PreloadParams describes the finished history BenchPreload writes.
type PreloadParams struct {
	// Tasks is how many finished tasks to write (at least 1).
	Tasks int
	// Pipeline, Queue and Stages name the no-op pipeline the history
	// belongs to: stage k is "s<k>" on River queue "<Queue>_s<k>", as
	// pipeline.NoopPipeline builds it.
	Pipeline string
	Queue    string
	Stages   int
	Owner    string
	// MaxAttempts is the stages' max_attempts (the engine's default is 3).
	MaxAttempts int
	// Span spreads the tasks' submissions evenly over the Span before now,
	// oldest first.
	Span time.Duration
	// EventRetention and JobRetention: a task finished longer ago than
	// these has no events left (the reaper deleted them) and no River jobs
	// left (River's cleaner deleted them). Zero keeps them all.
	EventRetention time.Duration
	JobRetention   time.Duration
	// Chunk is how many tasks one transaction writes
	// (PreloadChunkDefault when 0; rounded up to a multiple of 20).
	Chunk int
	// Progress, when set, is called after each committed chunk with the
	// tasks written so far.
	Progress func(done int)
}

// PreloadResult counts the rows BenchPreload wrote, per table.
type PreloadResult struct {
	Tasks   int64 `json:"tasks"`
	Batches int64 `json:"batches"`
	Outputs int64 `json:"outputs"`
	Events  int64 `json:"events"`
	Jobs    int64 `json:"jobs"`
}

// The preload writes, with set-based statements over generate_series, what
// the engine leaves behind for a finished no-op task (read off a real run):
//
//   - SUCCESS (48 of 50): every stage ran once; one output per stage; the
//     task at its last stage (generation = stage count, attempt 1, result =
//     the last output); events task.created, stage.started and
//     stage.completed per stage, task.succeeded; no River job (each
//     handoff deleted the job it finished).
//   - FAILED (1 of 50): stage s1 failed permanently (input "x", error
//     ANALYSIS_FAILED); events task.created, stage.started, task.failed; its
//     one River job cancelled with the error recorded.
//   - CANCELLED (1 of 50): cancelled while s2 was queued; s1's output;
//     events task.created, stage.started, stage.completed, task.cancelled;
//     s2's job cancelled (s1's deleted by its handoff).
//   - In every 20 tasks, the last 5 are one batch (submitted together, DONE,
//     counters matching its tasks, a batch.completed event).
//
// Times follow a task's life at ~8 ms per stage; events exist only for
// tasks finished within EventRetention and jobs only within JobRetention,
// as the reaper and River's cleaner would have left them.

// preloadUUIDv7 is the SQL for a UUIDv7 (RFC 9562) made as the engine's
// ids are (pipeline.NewID): the 48-bit Unix milliseconds of the timestamp
// ts, version 7, then 74 bits taken from the 32 hex digits h (md5 of a
// seed, so a preload is repeatable) with the variant bits set to 10. The
// preloaded history's ids are thereby ordered by their creation time, as the
// engine would have left them, and its uuid-keyed indexes laid out alike.
func preloadUUIDv7(ts, h string) string {
	return `(lpad(to_hex(floor(extract(epoch FROM ` + ts + `) * 1000)::bigint), 12, '0') || '7' || substr(` + h + `, 14, 3)
        || substr('89ab', get_byte(decode(substr(` + h + `, 17, 2), 'hex'), 0) % 4 + 1, 1) || substr(` + h + `, 18, 15))::uuid`
}

// preloadFillSQL fills the chunk's plan: one row per task i of [$1, $2].
// $3 seed, $4 the preload's now, $5 span, $6 stages, $7 the job id before the
// chunk's first, $8 the preload's task count.
var preloadFillSQL = `
INSERT INTO baton_preload (i, id, batch_id, j, status, t0, started, completed, events, jobs, job0)
SELECT i, ` + preloadUUIDv7("t0", "md5($3 || ':' || i)") + `,
    CASE WHEN b THEN ` + preloadUUIDv7("t0", "md5($3 || ':b:' || blk)") + ` END,
    CASE WHEN b THEN pos - 15 ELSE 0 END,
    st, t0,
    CASE st WHEN 'SUCCESS' THEN $6 ELSE 1 END,
    CASE st WHEN 'SUCCESS' THEN $6 WHEN 'CANCELLED' THEN 1 ELSE 0 END,
    false, false, $7 + (i - $1) * $6
FROM (
    SELECT i, (i - 1) / 20 AS blk, (i - 1) % 20 AS pos, (i - 1) % 20 >= 15 AS b,
        CASE i % 50 WHEN 7 THEN 'FAILED' WHEN 23 THEN 'CANCELLED' ELSE 'SUCCESS' END AS st,
        -- A batch's tasks are submitted together, at its first task's turn.
        $4::timestamptz - $5::interval - interval '1 second'
            + $5::interval * ((CASE WHEN (i - 1) % 20 >= 15 THEN (i - 1) / 20 * 20 + 16 ELSE i END) - 1)::float8 / $8::float8 AS t0
    FROM generate_series($1::bigint, $2::bigint) i
) s`

// preloadFinishSQL sets each task's finish time and whether its events and
// jobs survive.
const preloadFinishSQL = `
UPDATE baton_preload SET
    fin = t0 + (CASE status WHEN 'SUCCESS' THEN 8 * $1 + j WHEN 'FAILED' THEN 4 + j ELSE 10 + j END) * interval '1 millisecond'`

const preloadKeepSQL = `UPDATE baton_preload SET events = fin >= $1, jobs = fin >= $2`

// The timeline of stage k of a task (ms after t0): queued 8(k-1)+j, started
// +3, ended +0.02, handed off (output, next job) at 8k+j.
const (
	preloadQueued  = `(p.t0 + (8 * (k - 1) + p.j) * interval '1 millisecond')`
	preloadStarted = `(p.t0 + (8 * (k - 1) + p.j + 3) * interval '1 millisecond')`
	preloadDone    = `(p.t0 + (8 * k + p.j) * interval '1 millisecond')`
	preloadOutput  = `jsonb_build_object('start', (extract(epoch FROM ` + preloadStarted + `) * 1e9)::bigint,
        'end', (extract(epoch FROM ` + preloadStarted + `) * 1e9)::bigint + 20000)`
)

// preloadBatchesSQL: $1 pipeline, $2 owner, $3 event cutoff.
const preloadBatchesSQL = `
WITH b AS (
    INSERT INTO batches (id, pipeline, owner, total, succeeded, failed, cancelled, status, created_at, finished_at)
    SELECT batch_id, $1, $2, count(*), count(*) FILTER (WHERE status = 'SUCCESS'),
        count(*) FILTER (WHERE status = 'FAILED'), count(*) FILTER (WHERE status = 'CANCELLED'),
        'DONE', min(t0), max(fin)
    FROM baton_preload WHERE batch_id IS NOT NULL GROUP BY batch_id
    RETURNING *
), ev AS (
    INSERT INTO task_events (batch_id, owner, kind, data, created_at)
    SELECT id, owner, 'batch.completed', jsonb_build_object('batch_id', id, 'step', 'done', 'status', 'completed',
        'progress', 100, 'total', total, 'succeeded', succeeded, 'failed', failed, 'cancelled', cancelled), finished_at
    FROM b WHERE finished_at >= $3 ORDER BY finished_at
    RETURNING 1
)
SELECT (SELECT count(*) FROM b), (SELECT count(*) FROM ev)`

// preloadTasksSQL: $1 pipeline, $2 owner, $3 stages, $4 max attempts.
const preloadTasksSQL = `
INSERT INTO tasks (id, pipeline, batch_id, owner, status, stage, stage_index, generation, attempt, max_attempts,
    worker_id, job_id, error_code, error_message, input, result, created_at, updated_at,
    stage_queued_at, stage_started_at, stale_at, finished_at)
SELECT p.id, $1, p.batch_id, $2, p.status, 's' || k, k - 1, k, CASE p.status WHEN 'CANCELLED' THEN 0 ELSE 1 END, $4,
    NULL, p.job0 + k,
    CASE p.status WHEN 'FAILED' THEN 'ANALYSIS_FAILED' WHEN 'CANCELLED' THEN 'CANCELLED' END,
    CASE p.status WHEN 'FAILED' THEN '` + preloadFailMessage + `' WHEN 'CANCELLED' THEN 'cancelled by the client' END,
    CASE p.status WHEN 'FAILED' THEN '"x"'::jsonb ELSE '{}'::jsonb END,
    CASE p.status WHEN 'SUCCESS' THEN ` + preloadOutput + ` END,
    p.t0, p.fin, ` + preloadQueued + `, CASE p.status WHEN 'CANCELLED' THEN NULL ELSE ` + preloadStarted + ` END, NULL, p.fin
FROM baton_preload p
CROSS JOIN LATERAL (SELECT CASE p.status WHEN 'SUCCESS' THEN $3 WHEN 'FAILED' THEN 1 ELSE 2 END AS k) s
ORDER BY p.i`

const preloadFailMessage = `noop input: json: cannot unmarshal string into Go value of type pipeline.NoopInput`

// preloadOutputsSQL: $1 worker id.
const preloadOutputsSQL = `
INSERT INTO task_stage_outputs (task_id, stage, generation, worker_id, output, duration_ms, created_at)
SELECT p.id, 's' || k, k, $1, ` + preloadOutput + `, 0.02, ` + preloadDone + `
FROM baton_preload p, generate_series(1, p.completed) k
ORDER BY p.i, k`

// preloadEventsSQL: $1 pipeline, $2 owner, $3 stages, $4 the event id
// before the chunk's first, $5 the chunk's first task. Each task has 2*stages+2
// ids reserved, in the order the engine appends its events. Event data as the
// engine writes it: stage.started carries no batch_id (the claim writes it
// from the task row's columns), the others do.
const preloadEventsSQL = `
INSERT INTO task_events (id, task_id, batch_id, owner, kind, data, created_at)
SELECT $4::bigint + (p.i - $5::bigint) * (2 * $3 + 2) + e.n + 1, p.id, p.batch_id, $2, e.kind,
    e.data || jsonb_build_object('task_id', p.id, 'pipeline', $1::text)
        || CASE WHEN p.batch_id IS NOT NULL AND e.kind <> 'stage.started' THEN jsonb_build_object('batch_id', p.batch_id) ELSE '{}' END,
    e.at
FROM baton_preload p
CROSS JOIN LATERAL (
    SELECT 0 AS n, 'task.created' AS kind,
        jsonb_build_object('step', 's1', 'status', 'queued', 'attempt', 0, 'progress', 0) AS data, p.t0 AS at
    UNION ALL
    SELECT 2 * k - 1, 'stage.started',
        jsonb_build_object('step', 's' || k, 'status', 'started', 'attempt', 1, 'progress', (k - 1) * 100 / $3), ` + preloadStarted + `
    FROM generate_series(1, p.started) k
    UNION ALL
    SELECT 2 * k, 'stage.completed',
        jsonb_build_object('step', 's' || k, 'status', 'completed', 'attempt', 1, 'progress', k * 100 / $3), ` + preloadDone + `
    FROM generate_series(1, p.completed) k
    UNION ALL
    SELECT 2 * $3 + 1, CASE p.status WHEN 'SUCCESS' THEN 'task.succeeded' WHEN 'FAILED' THEN 'task.failed' ELSE 'task.cancelled' END,
        CASE p.status
        WHEN 'SUCCESS' THEN jsonb_build_object('step', 'done', 'status', 'completed', 'attempt', 1, 'progress', 100,
            'result', (SELECT ` + preloadOutput + ` FROM (SELECT $3::int AS k) last))
        WHEN 'FAILED' THEN jsonb_build_object('step', 's1', 'status', 'failed', 'attempt', 1, 'progress', 0,
            'error', jsonb_build_object('code', 'ANALYSIS_FAILED', 'message', '` + preloadFailMessage + `'))
        ELSE jsonb_build_object('step', 's2', 'status', 'cancelled', 'attempt', 0, 'progress', 100 / $3,
            'error', jsonb_build_object('code', 'CANCELLED', 'message', 'cancelled by the client'))
        END, p.fin
) e
WHERE p.events
ORDER BY p.i, e.n`

// preloadJobsSQL: $1 pipeline, $2 queue prefix, $3 worker id, $4 max
// attempts. A stage job is cancelled when it failed permanently (River's
// JobCancel) or its task was cancelled while it was queued; one whose
// stage ran is not written, since the handoff that committed the stage
// deleted it (pipeline's completeJobsSQL: none of the preload's stages
// failed first).
const preloadJobsSQL = `
INSERT INTO river_job (id, state, attempt, max_attempts, attempted_at, created_at, finalized_at, scheduled_at,
    priority, args, attempted_by, errors, kind, metadata, queue, tags)
SELECT p.job0 + k, x.state::river_job_state, x.attempt, $4,
    CASE WHEN x.attempt > 0 THEN ` + preloadStarted + ` - interval '1 millisecond' END,
    ` + preloadQueued + `, x.finalized, ` + preloadQueued + `, 1,
    jsonb_build_object('stage', 's' || k, 'task_id', p.id, 'pipeline', $1::text, 'generation', k),
    CASE WHEN x.attempt > 0 THEN ARRAY[$3] END,
    CASE WHEN p.status = 'FAILED' THEN ARRAY[jsonb_build_object('at', ` + preloadStarted + `, 'attempt', 1, 'trace', '',
        'error', 'JobCancelError: ` + preloadFailMessage + `')] END,
    'baton.stage', '{}', $2 || '_s' || k, '{}'
FROM baton_preload p
CROSS JOIN LATERAL generate_series(1, CASE p.status WHEN 'CANCELLED' THEN 2 ELSE p.started END) k
CROSS JOIN LATERAL (SELECT
    CASE WHEN p.status = 'FAILED' OR k > p.started THEN 'cancelled' ELSE 'completed' END AS state,
    CASE WHEN k > p.started THEN 0 ELSE 1 END AS attempt,
    CASE WHEN k > p.started OR p.status = 'FAILED' THEN p.fin ELSE ` + preloadDone + ` + interval '2 milliseconds' END AS finalized) x
WHERE p.jobs AND x.state <> 'completed'
ORDER BY p.job0 + k`

// BenchPreload writes p.Tasks finished tasks of a no-op pipeline and all
// that the engine leaves behind for them (see PreloadParams), in
// transactions of p.Chunk tasks, so a benchmark can run against a database
// with a long history. Open tasks and other pipelines are untouched.
//
// Run it while no engine works the database: it reserves River job ids and
// event ids by moving their sequences. As a superuser each transaction
// runs with session_replication_role = replica (no triggers, no
// foreign-key checks: the rows are consistent by construction).
func (s *Store) BenchPreload(ctx context.Context, p PreloadParams) (PreloadResult, error) {
	var res PreloadResult
	if p.Tasks < 1 || p.Stages < 2 || p.Pipeline == "" || p.Queue == "" || p.MaxAttempts < 1 || p.Span <= 0 {
		return res, fmt.Errorf("store: preload needs tasks, at least 2 stages, a pipeline, a queue, max attempts and a span: %+v", p)
	}
	chunk := p.Chunk
	if chunk <= 0 {
		chunk = PreloadChunkDefault
	}
	chunk = (chunk + preloadBlock - 1) / preloadBlock * preloadBlock
	seedBytes := make([]byte, 8)
	_, _ = rand.Read(seedBytes)
	seed := "preload-" + hex.EncodeToString(seedBytes)
	worker := "preload-" + hex.EncodeToString(seedBytes[:3])
	var now time.Time
	var superuser bool
	if err := s.db.QueryRow(ctx, `SELECT now(), rolsuper FROM pg_roles WHERE rolname = current_user`).Scan(&now, &superuser); err != nil {
		return res, fmt.Errorf("store: preload: %w", err)
	}
	cutoff := func(keep time.Duration) time.Time {
		if keep <= 0 {
			return time.Time{}
		}
		return now.Add(-keep)
	}
	eventCut, jobCut := cutoff(p.EventRetention), cutoff(p.JobRetention)
	for lo := 1; lo <= p.Tasks; lo += chunk {
		hi := min(lo+chunk-1, p.Tasks)
		err := s.InTx(ctx, func(tx pgx.Tx, _ *Store) error {
			return preloadChunk(ctx, tx, p, &res, seed, worker, superuser, now, eventCut, jobCut, lo, hi)
		})
		if err != nil {
			return res, err
		}
		if p.Progress != nil {
			p.Progress(hi)
		}
	}
	return res, nil
}

// preloadChunk writes tasks lo..hi in tx.
func preloadChunk(ctx context.Context, tx pgx.Tx, p PreloadParams, res *PreloadResult, seed, worker string, superuser bool,
	now, eventCut, jobCut time.Time, lo, hi int) error {
	n := hi - lo + 1
	var job0, ev0 int64
	steps := []struct {
		what string
		run  func() error
	}{
		{"prepare", func() error {
			_, err := tx.Exec(ctx, `
CREATE TEMP TABLE baton_preload (i bigint, id uuid, batch_id uuid, j int, status text, t0 timestamptz, fin timestamptz,
    started int, completed int, events bool, jobs bool, job0 bigint) ON COMMIT DROP`)
			if err != nil {
				return err
			}
			if superuser {
				// Neither triggers nor foreign-key checks (the rows are
				// consistent by construction, and checking each output's
				// task costs more than writing it).
				_, err = tx.Exec(ctx, `SET LOCAL session_replication_role = replica`)
			}
			return err
		}},
		{"reserve ids", func() error {
			// nextval then setval: the ranges [job0, job0 + n*stages) and
			// [ev0, ev0 + n*(2*stages+2)) are ours while no one else inserts
			// jobs or events, which BenchPreload requires.
			const reserve = `SELECT setval($1::regclass, nextval($1::regclass) + $2::bigint - 1) - $2::bigint + 1`
			if err := tx.QueryRow(ctx, reserve, "river_job_id_seq", int64(n*p.Stages)).Scan(&job0); err != nil {
				return err
			}
			return tx.QueryRow(ctx, reserve, "task_events_id_seq", int64(n*(2*p.Stages+2))).Scan(&ev0)
		}},
		{"plan", func() error {
			_, err := tx.Exec(ctx, preloadFillSQL, lo, hi, seed, now, p.Span, p.Stages, job0-1, p.Tasks)
			return err
		}},
		{"finish times", func() error {
			if _, err := tx.Exec(ctx, preloadFinishSQL, p.Stages); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, preloadKeepSQL, eventCut, jobCut)
			return err
		}},
		{"batches", func() error {
			var b, ev int64
			err := tx.QueryRow(ctx, preloadBatchesSQL, p.Pipeline, p.Owner, eventCut).Scan(&b, &ev)
			res.Batches += b
			res.Events += ev
			return err
		}},
		{"tasks", func() error {
			tag, err := tx.Exec(ctx, preloadTasksSQL, p.Pipeline, p.Owner, p.Stages, p.MaxAttempts)
			res.Tasks += tag.RowsAffected()
			return err
		}},
		{"outputs", func() error {
			tag, err := tx.Exec(ctx, preloadOutputsSQL, worker)
			res.Outputs += tag.RowsAffected()
			return err
		}},
		{"events", func() error {
			tag, err := tx.Exec(ctx, preloadEventsSQL, p.Pipeline, p.Owner, p.Stages, ev0-1, lo)
			res.Events += tag.RowsAffected()
			return err
		}},
		{"jobs", func() error {
			tag, err := tx.Exec(ctx, preloadJobsSQL, p.Pipeline, p.Queue, worker, p.MaxAttempts)
			res.Jobs += tag.RowsAffected()
			return err
		}},
	}
	for _, st := range steps {
		if err := st.run(); err != nil {
			return fmt.Errorf("store: preload of tasks %d-%d: %s: %w", lo, hi, st.what, err)
		}
	}
	return nil
}

// BenchCheckpoint writes out the pages a preload dirtied (CHECKPOINT), as
// the checkpoints of the months a database took to grow would have, so
// the run that follows does not start by flushing gigabytes of history.
// A role that may not checkpoint (neither superuser nor pg_checkpoint)
// skips it: skipped reports that.
func (s *Store) BenchCheckpoint(ctx context.Context) (skipped bool, err error) {
	if _, err := s.db.Exec(ctx, `CHECKPOINT`); err != nil {
		if pgErr, ok := errors.AsType[*pgconn.PgError](err); ok && pgErr.Code == pgerrcode.InsufficientPrivilege {
			return true, nil
		}
		return false, fmt.Errorf("store: unable to checkpoint after the preload: %w", err)
	}
	return false, nil
}

// BenchTablesVacuum runs VACUUM (ANALYZE) on the engine's tables and
// River's jobs, as autovacuum would have on a database that grew slowly:
// visibility maps set and statistics current, so a bench after a preload
// measures history, not a table nobody has looked at yet.
func (s *Store) BenchTablesVacuum(ctx context.Context) error {
	if _, err := s.db.Exec(ctx, `VACUUM (ANALYZE) tasks, task_stage_outputs, task_events, batches, river_job`); err != nil {
		return fmt.Errorf("store: unable to vacuum the engine's tables: %w", err)
	}
	return nil
}
