package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// The claim and the handoff are the engine's hot path: each is one
// statement (data-modifying CTEs), so a stage costs two round trips of ours
// plus River's insert and completion, whatever the task's size.

// EventTemplate is an event whose task columns are filled from the task row
// the statement changes; Data is merged with {"attempt": …} where the
// attempt is only known to the database.
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
	// Started is the stage.started event; its attempt is set here.
	Started EventTemplate
}

const taskClaimOneSQL = `
WITH upd AS (
    UPDATE tasks SET
        status = 'PROCESSING', worker_id = $4, attempt = attempt + 1, max_attempts = $5,
        stage_started_at = clock_timestamp(), stale_at = now() + $6::interval, updated_at = now()
    WHERE id = $1 AND stage = $2 AND generation = $3 AND status IN ('PENDING', 'PROCESSING')
    RETURNING *
), ev AS (
    INSERT INTO task_events (task_id, batch_id, owner, kind, data)
    SELECT id, batch_id, owner, $7, $8::jsonb || jsonb_build_object('attempt', attempt) FROM upd
)
SELECT ` + taskColumns + `,
    (SELECT coalesce(jsonb_object_agg(o.stage, o.output), '{}') FROM task_stage_outputs o WHERE o.task_id = $1)
FROM upd`

// TaskClaimWithOutputs marks the task PROCESSING on this worker (only while
// it is open and its stage and generation match, else ErrNotClaimable),
// appends the stage.started event and returns the task with the outputs of
// its earlier stages, in one statement.
func (s *Store) TaskClaimWithOutputs(ctx context.Context, p ClaimParams) (*Task, map[string]json.RawMessage, error) {
	var t Task
	var outs map[string]json.RawMessage
	err := s.db.QueryRow(ctx, taskClaimOneSQL, p.ID, p.Stage, p.Generation, p.WorkerID, p.MaxAttempts, p.StaleAfter,
		p.Started.Kind, string(p.Started.Data)).Scan(
		&t.ID, &t.Pipeline, &t.BatchID, &t.Owner, &t.Status, &t.Stage, &t.StageIndex,
		&t.Generation, &t.Attempt, &t.MaxAttempts, &t.WorkerID, &t.JobID, &t.ErrorCode, &t.ErrorMessage,
		&t.Input, &t.Result, &t.CreatedAt, &t.UpdatedAt, &t.StageQueuedAt, &t.StageStartedAt, &t.StaleAt, &t.FinishedAt, &outs)
	if err != nil {
		if errors.Is(notFound(err), ErrNotFound) {
			return nil, nil, ErrNotClaimable
		}
		return nil, nil, fmt.Errorf("store: unable to claim task: %w", err)
	}
	return &t, outs, nil
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

	// Final: set SUCCESS with Result. Otherwise advance to Next.
	Final  bool
	Result json.RawMessage

	Next            string
	NextIndex       int
	NextMaxAttempts int
	NextStaleAfter  time.Duration
	NextJobID       int64
}

const handOffTail = `
), out AS (
    INSERT INTO task_stage_outputs (task_id, stage, generation, worker_id, output, duration_ms)
    SELECT id, $2, $3, $4, $5, $6 FROM upd
    ON CONFLICT (task_id, stage) DO UPDATE SET generation = EXCLUDED.generation,
        worker_id = EXCLUDED.worker_id, output = EXCLUDED.output,
        duration_ms = EXCLUDED.duration_ms, created_at = now()
), ev AS (
    INSERT INTO task_events (task_id, batch_id, owner, kind, data)
    SELECT upd.id, upd.batch_id, upd.owner, e.kind, e.data
    FROM upd, unnest($7::text[], $8::jsonb[]) WITH ORDINALITY AS e(kind, data, n)
    ORDER BY e.n
)
SELECT ` + taskColumns + ` FROM upd`

const ownedWhere = `WHERE id = $1 AND stage = $2 AND generation = $3 AND status = 'PROCESSING' AND worker_id = $4`

const taskHandOffAdvanceSQL = `
WITH upd AS (
    UPDATE tasks SET stage = $9, stage_index = $10, generation = generation + 1, attempt = 0,
        max_attempts = $11, worker_id = NULL, stage_started_at = NULL, stage_queued_at = clock_timestamp(),
        stale_at = now() + $12::interval, job_id = $13, updated_at = now()
    ` + ownedWhere + `
    RETURNING *` + handOffTail

const taskHandOffSucceedSQL = `
WITH upd AS (
    UPDATE tasks SET status = 'SUCCESS', result = $9, worker_id = NULL, stale_at = NULL,
        error_code = NULL, error_message = NULL, finished_at = clock_timestamp(), updated_at = now()
    ` + ownedWhere + `
    RETURNING *` + handOffTail

// TaskHandOff writes a stage's output and its events and either advances the
// task to the next stage (whose job the caller inserted in the same
// transaction) or sets it SUCCESS, in one statement, only while this worker
// still owns the task at this generation; otherwise ErrNotClaimable.
func (s *Store) TaskHandOff(ctx context.Context, p HandOffParams) (*Task, error) {
	kinds, datas := eventArrays(p.Events)
	args := []any{p.ID, p.Stage, p.Generation, p.WorkerID, p.Output, p.DurationMS, kinds, datas}
	sql := taskHandOffSucceedSQL
	if p.Final {
		args = append(args, p.Result)
	} else {
		sql = taskHandOffAdvanceSQL
		args = append(args, p.Next, p.NextIndex, p.NextMaxAttempts, p.NextStaleAfter, p.NextJobID)
	}
	t, err := scanTask(s.db.QueryRow(ctx, sql, args...))
	if errors.Is(err, ErrNotFound) {
		return nil, ErrNotClaimable
	}
	if err != nil {
		return nil, fmt.Errorf("store: unable to hand off task: %w", err)
	}
	return t, nil
}
