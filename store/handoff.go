package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// The claim and the handoff are the engine's hot path. Each is one
// set-based statement (data-modifying CTEs over unnest'ed arrays) for any
// number of tasks, so the engine can claim every job of a River fetch, and
// hand off every stage that finished together, in one round trip.

// EventTemplate is an event whose task columns are filled from the task row
// the statement changes.
type EventTemplate struct {
	Kind string
	Data json.RawMessage
}

func eventArrays(evs []EventTemplate) ([]string, []string) {
	kinds, datas := make([]string, len(evs)), make([]string, len(evs))
	for i, e := range evs {
		kinds[i], datas[i] = e.Kind, string(e.Data)
	}
	return kinds, datas
}

// ClaimParams identifies the job claiming a task's stage.
type ClaimParams struct {
	ID          string
	Stage       string
	Generation  int
	WorkerID    string
	MaxAttempts int
	StaleAfter  time.Duration
	// Started is the stage.started event; {"attempt": n} is merged into
	// its data by the statement, which alone knows the new attempt.
	Started EventTemplate
}

// Claimed is one successful claim: the task as it now is and the outputs of
// its earlier stages.
type Claimed struct {
	Task    *Task
	Outputs map[string]json.RawMessage
}

const taskClaimManySQL = `
WITH c AS (
    SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::int[], $6::interval[], $7::text[], $8::jsonb[])
        WITH ORDINALITY AS c(c_id, c_stage, c_generation, c_worker, c_max, c_stale, c_kind, c_data, c_n)
), upd AS (
    UPDATE tasks t SET
        status = 'PROCESSING', worker_id = c.c_worker, attempt = t.attempt + 1, max_attempts = c.c_max,
        stage_started_at = clock_timestamp(), stale_at = now() + c.c_stale, updated_at = now()
    FROM c
    -- Primary-key lookups (id = ANY), whatever the statistics say: the
    -- status test is written so the planner can't match the partial index
    -- of open tasks, which it would otherwise scan whole when its stale
    -- statistics call it empty.
    WHERE t.id = ANY($1::uuid[]) AND t.id = c.c_id AND t.stage = c.c_stage AND t.generation = c.c_generation
        AND t.status NOT IN ('SUCCESS', 'FAILED', 'CANCELLED')
    RETURNING t.*, c.c_kind, c.c_data, c.c_n
), ev AS (
    INSERT INTO task_events (task_id, batch_id, owner, kind, data)
    SELECT id, batch_id, owner, c_kind, c_data || jsonb_build_object('attempt', attempt) FROM upd ORDER BY c_n
)
SELECT ` + taskColumns + `, c_n,
    (SELECT coalesce(jsonb_object_agg(o.stage, o.output), '{}') FROM task_stage_outputs o WHERE o.task_id = upd.id)
FROM upd`

// TaskClaimMany claims each task's stage for its job, in one statement:
// the task becomes PROCESSING on the job's worker (only while it is open
// and its stage and generation match the job's), its stage.started event is
// appended, and the outputs of its earlier stages are read. The result is
// parallel to ps; a nil entry is a job that must do nothing (the task moved
// on, finished, or another entry of ps claimed it).
func (s *Store) TaskClaimMany(ctx context.Context, ps []ClaimParams) ([]*Claimed, error) {
	rows, err := s.db.Query(ctx, taskClaimManySQL, claimArgs(ps)...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to claim tasks: %w", err)
	}
	return collectClaims(rows, len(ps))
}

// claimArgs are taskClaimManySQL's arguments for ps.
func claimArgs(ps []ClaimParams) []any {
	n := len(ps)
	ids, stages, gens, workers := make([]string, n), make([]string, n), make([]int32, n), make([]string, n)
	maxes, stale, kinds, datas := make([]int32, n), make([]time.Duration, n), make([]string, n), make([]string, n)
	for i, p := range ps {
		ids[i], stages[i], gens[i], workers[i] = p.ID, p.Stage, int32(p.Generation), p.WorkerID
		maxes[i], stale[i], kinds[i], datas[i] = int32(p.MaxAttempts), p.StaleAfter, p.Started.Kind, string(p.Started.Data)
	}
	return []any{ids, stages, gens, workers, maxes, stale, kinds, datas}
}

// collectClaims reads taskClaimManySQL's rows into a result parallel to its
// n entries.
func collectClaims(rows pgx.Rows, n int) ([]*Claimed, error) {
	type claimedRow struct {
		Claimed
		at int64 // 1-based index in ps
	}
	got, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (claimedRow, error) {
		r := claimedRow{Claimed: Claimed{Task: &Task{}}}
		return r, row.Scan(taskDest(r.Task, &r.at, &r.Outputs)...)
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to claim tasks: %w", err)
	}
	out := make([]*Claimed, n)
	for _, r := range got {
		if i := int(r.at) - 1; i >= 0 && i < n {
			out[i] = &r.Claimed
		}
	}
	return out, nil
}

// HandOffParams is what a finished stage commits.
type HandOffParams struct {
	ID         string
	Stage      string
	Generation int
	WorkerID   string
	Output     json.RawMessage
	DurationMS float64
	Events     []EventTemplate

	// Final: set SUCCESS with Result. Otherwise advance to Next, whose job
	// (NextJobID) the caller inserted in the same transaction.
	Final  bool
	Result json.RawMessage

	Next            string
	NextIndex       int
	NextMaxAttempts int
	NextStaleAfter  time.Duration
	NextJobID       int64
	// NextClaim, when not empty, is the worker that claims the next stage
	// in the same statement (a direct run): the task leaves it PROCESSING
	// on that worker at attempt 1, stage_started_at set, as a claim
	// (TaskClaimMany) right after the handoff would leave it, without a
	// second row version. Events then carries the stage.started event too,
	// its attempt (1) filled in by the caller.
	NextClaim string
}

const taskHandOffManySQL = `
WITH h AS (
    SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::jsonb[], $6::float8[], $7::bool[],
            $8::jsonb[], $9::text[], $10::int[], $11::int[], $12::interval[], $13::bigint[], $17::text[])
        WITH ORDINALITY AS h(h_id, h_stage, h_generation, h_worker, h_output, h_ms, h_final,
            h_result, h_next, h_next_index, h_next_max, h_next_stale, h_next_job, h_claim, h_n)
), upd AS (
    UPDATE tasks t SET
        status = CASE WHEN h.h_final THEN 'SUCCESS' ELSE 'PROCESSING' END,
        result = CASE WHEN h.h_final THEN h.h_result ELSE t.result END,
        error_code = CASE WHEN h.h_final THEN NULL ELSE t.error_code END,
        error_message = CASE WHEN h.h_final THEN NULL ELSE t.error_message END,
        finished_at = CASE WHEN h.h_final THEN clock_timestamp() ELSE t.finished_at END,
        stale_at = CASE WHEN h.h_final THEN NULL ELSE now() + h.h_next_stale END,
        stage = CASE WHEN h.h_final THEN t.stage ELSE h.h_next END,
        stage_index = CASE WHEN h.h_final THEN t.stage_index ELSE h.h_next_index END,
        generation = CASE WHEN h.h_final THEN t.generation ELSE t.generation + 1 END,
        attempt = CASE WHEN h.h_final THEN t.attempt WHEN h.h_claim <> '' THEN 1 ELSE 0 END,
        max_attempts = CASE WHEN h.h_final THEN t.max_attempts ELSE h.h_next_max END,
        stage_started_at = CASE WHEN h.h_final THEN t.stage_started_at WHEN h.h_claim <> '' THEN clock_timestamp() END,
        stage_queued_at = CASE WHEN h.h_final THEN t.stage_queued_at ELSE clock_timestamp() END,
        job_id = CASE WHEN h.h_final THEN t.job_id ELSE h.h_next_job END,
        worker_id = CASE WHEN h.h_final OR h.h_claim = '' THEN NULL ELSE h.h_claim END, updated_at = now()
    FROM h
    -- Primary-key lookups, as in the claim: "open" spelt so it doesn't
    -- match the open-tasks index. Owned: claimed by this worker, or not
    -- claimed at all (a claim lost in a database crash: see TaskHandOffMany).
    WHERE t.id = ANY($1::uuid[]) AND t.id = h.h_id AND t.stage = h.h_stage AND t.generation = h.h_generation
        AND t.status NOT IN ('SUCCESS', 'FAILED', 'CANCELLED')
        AND (t.worker_id = h.h_worker OR t.worker_id IS NULL)
    RETURNING t.*, h.h_stage, h.h_generation, h.h_worker, h.h_output, h.h_ms, h.h_n
), out AS (
    INSERT INTO task_stage_outputs (task_id, stage, generation, worker_id, output, duration_ms)
    SELECT id, h_stage, h_generation, h_worker, h_output, h_ms FROM upd
    ON CONFLICT (task_id, stage) DO UPDATE SET generation = EXCLUDED.generation,
        worker_id = EXCLUDED.worker_id, output = EXCLUDED.output,
        duration_ms = EXCLUDED.duration_ms, created_at = now()
), ev AS (
    INSERT INTO task_events (task_id, batch_id, owner, kind, data)
    SELECT upd.id, upd.batch_id, upd.owner, e.kind, e.data
    FROM unnest($14::int[], $15::text[], $16::jsonb[]) WITH ORDINALITY AS e(h_n, kind, data, n)
    JOIN upd ON upd.h_n = e.h_n
    ORDER BY e.n
)
SELECT ` + taskColumns + `, h_n FROM upd`

// TaskHandOffMany commits finished stages in one statement: for each entry
// it writes the stage output and events and either advances the task to its
// next stage (claimed by NextClaim when set) or sets it SUCCESS — only while the task is open at that
// stage and generation and no other worker has claimed it. The result is
// parallel to ps; a nil entry was not owned (cancelled, reaped, re-enqueued
// or claimed by another worker meanwhile) and nothing of it was written.
//
// A task at the entry's stage and generation that nobody has claimed is
// the entry's own: the engine commits claims asynchronously, so a database
// crash can lose a claim whose stage went on running; the generation is
// only ever the job's that the entry's worker runs, and a claim by another
// worker (River running the job again) takes the task from it.
func (s *Store) TaskHandOffMany(ctx context.Context, ps []HandOffParams) ([]*Task, error) {
	rows, err := s.db.Query(ctx, taskHandOffManySQL, handOffArgs(ps)...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to hand off tasks: %w", err)
	}
	return collectHandOff(rows, len(ps))
}

// TaskHandOffManyQueue queues TaskHandOffMany's statement on b, for the
// caller to send with other statements in one round trip (see
// Store.SendBatch). Its result, parallel to ps as TaskHandOffMany's, is
// the returned Queued's once b's results are closed.
func TaskHandOffManyQueue(b *pgx.Batch, ps []HandOffParams) *Queued[[]*Task] {
	return queueRows(b, taskHandOffManySQL, handOffArgs(ps), func(rows pgx.Rows) ([]*Task, error) { return collectHandOff(rows, len(ps)) })
}

// handOffArgs are taskHandOffManySQL's arguments for ps.
func handOffArgs(ps []HandOffParams) []any {
	n := len(ps)
	ids, stages, gens, workers := make([]string, n), make([]string, n), make([]int32, n), make([]string, n)
	outs, ms, finals, results := make([]string, n), make([]float64, n), make([]bool, n), make([]*string, n)
	nexts, nextIdx, nextMax, nextStale, nextJob := make([]string, n), make([]int32, n), make([]int32, n), make([]time.Duration, n), make([]int64, n)
	claims := make([]string, n)
	var evN []int32
	var evs []EventTemplate
	for i, p := range ps {
		ids[i], stages[i], gens[i], workers[i] = p.ID, p.Stage, int32(p.Generation), p.WorkerID
		outs[i], ms[i], finals[i] = string(p.Output), p.DurationMS, p.Final
		if p.Final && p.Result != nil {
			r := string(p.Result)
			results[i] = &r
		}
		nexts[i], nextIdx[i], nextMax[i], nextStale[i], nextJob[i] = p.Next, int32(p.NextIndex), int32(p.NextMaxAttempts), p.NextStaleAfter, p.NextJobID
		claims[i] = p.NextClaim
		for _, ev := range p.Events {
			evN = append(evN, int32(i+1))
			evs = append(evs, ev)
		}
	}
	kinds, datas := eventArrays(evs)
	return []any{ids, stages, gens, workers, outs, ms, finals, results, nexts, nextIdx, nextMax, nextStale, nextJob, evN, kinds, datas, claims}
}

// collectHandOff reads taskHandOffManySQL's rows into a result parallel to
// its n entries.
func collectHandOff(rows pgx.Rows, n int) ([]*Task, error) {
	type taskRow struct {
		*Task
		at int64 // 1-based index in ps
	}
	got, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (taskRow, error) {
		r := taskRow{Task: &Task{}}
		return r, row.Scan(taskDest(r.Task, &r.at)...)
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to hand off tasks: %w", err)
	}
	out := make([]*Task, n)
	for _, r := range got {
		if i := int(r.at) - 1; i >= 0 && i < n {
			out[i] = r.Task
		}
	}
	return out, nil
}
