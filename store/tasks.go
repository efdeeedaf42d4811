package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// Task statuses. The writer of each transition is fixed (see pipeline's doc).
const (
	StatusPending    = "PENDING"
	StatusProcessing = "PROCESSING"
	StatusSuccess    = "SUCCESS"
	StatusFailed     = "FAILED"
	StatusCancelled  = "CANCELLED"
)

// ErrNotClaimable means the task is finished, or its
// generation or stage no longer match the job's: the job is stale and must do
// nothing.
var ErrNotClaimable = errors.New("store: task not claimable by this job")

// Task is one unit of pipeline work and where it stands.
type Task struct {
	ID             string          `json:"id"`
	Pipeline       string          `json:"pipeline"`
	BatchID        *string         `json:"batch_id"`
	Owner          string          `json:"-"`
	Status         string          `json:"status"`
	Stage          string          `json:"stage"`
	StageIndex     int             `json:"stage_index"`
	Generation     int             `json:"generation"`
	Attempt        int             `json:"attempt"`
	MaxAttempts    int             `json:"max_attempts"`
	WorkerID       *string         `json:"worker_id"`
	JobID          *int64          `json:"job_id"`
	ErrorCode      *string         `json:"error_code"`
	ErrorMessage   *string         `json:"error_message"`
	Input          json.RawMessage `json:"input"`
	Result         json.RawMessage `json:"result"`
	CreatedAt      time.Time       `json:"created_at"`
	UpdatedAt      time.Time       `json:"updated_at"`
	StageQueuedAt  time.Time       `json:"stage_queued_at"`
	StageStartedAt *time.Time      `json:"stage_started_at"`
	StaleAt        *time.Time      `json:"-"`
	FinishedAt     *time.Time      `json:"finished_at"`
}

// Open reports whether the task can still change (not SUCCESS, FAILED or CANCELLED).
func (t *Task) Open() bool { return t.Status == StatusPending || t.Status == StatusProcessing }

const taskColumns = `id::text, pipeline, batch_id::text, owner, status, stage, stage_index,
	generation, attempt, max_attempts, worker_id, job_id, error_code, error_message,
	input, result, created_at, updated_at, stage_queued_at, stage_started_at, stale_at, finished_at`

// taskDest is where a row of taskColumns scans to, followed by extra.
func taskDest(t *Task, extra ...any) []any {
	return append([]any{&t.ID, &t.Pipeline, &t.BatchID, &t.Owner, &t.Status, &t.Stage, &t.StageIndex,
		&t.Generation, &t.Attempt, &t.MaxAttempts, &t.WorkerID, &t.JobID, &t.ErrorCode, &t.ErrorMessage,
		&t.Input, &t.Result, &t.CreatedAt, &t.UpdatedAt, &t.StageQueuedAt, &t.StageStartedAt, &t.StaleAt, &t.FinishedAt},
		extra...)
}

func scanTask(row pgx.Row) (*Task, error) {
	var t Task
	err := row.Scan(taskDest(&t)...)
	if err != nil {
		return nil, notFound(err)
	}
	return &t, nil
}

// TaskNew is a task to insert: PENDING at its first stage, carried by JobID,
// with its task.created event.
type TaskNew struct {
	ID          string
	Pipeline    string
	BatchID     *string
	Owner       string
	Stage       string
	MaxAttempts int
	Input       json.RawMessage
	JobID       int64
	Created     EventTemplate
	// PendingFor is how long the task may stay PENDING before the reaper
	// fails it STALE_PENDING (its stale_at); for a claimed task, how long
	// its first stage may run.
	PendingFor time.Duration
	// Claim, when not empty, is the worker that claims the first stage in
	// the insert itself (a direct run): the task is inserted PROCESSING on
	// it at attempt 1, stage_started_at set, as a claim (TaskClaimMany)
	// right after the insert would leave it, without a second row version.
	// Started is then its stage.started event (attempt 1 filled in by the
	// caller), appended after Created.
	Claim   string
	Started EventTemplate
}

const taskInsertManySQL = `
WITH t AS (
    INSERT INTO tasks (id, pipeline, batch_id, owner, status, stage, stage_index, max_attempts, input, job_id, stale_at,
        worker_id, attempt, stage_started_at)
    SELECT t.id, t.pipeline, t.batch_id, t.owner, CASE WHEN t.claim = '' THEN 'PENDING' ELSE 'PROCESSING' END,
        t.stage, 0, t.max_attempts, t.input, t.job_id, now() + t.pending,
        nullif(t.claim, ''), CASE WHEN t.claim = '' THEN 0 ELSE 1 END, CASE WHEN t.claim <> '' THEN clock_timestamp() END
    FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::text[], $6::int[], $7::jsonb[], $8::bigint[], $11::interval[], $13::text[])
        AS t(id, pipeline, batch_id, owner, stage, max_attempts, input, job_id, pending, claim)
    RETURNING *
), ev AS (
    INSERT INTO task_events (task_id, batch_id, owner, kind, data)
    SELECT t.id, t.batch_id, t.owner, e.kind, e.data
    FROM unnest($12::uuid[], $9::text[], $10::jsonb[]) WITH ORDINALITY AS e(id, kind, data, n)
    JOIN t ON t.id = e.id
    ORDER BY e.n
)
SELECT ` + taskColumns + ` FROM t WHERE worker_id IS NOT NULL`

// TaskInsertMany inserts tasks and their task.created events in one statement.
func (s *Store) TaskInsertMany(ctx context.Context, tasks []TaskNew) error {
	if _, err := s.db.Exec(ctx, taskInsertManySQL, taskInsertArgs(tasks)...); err != nil {
		return fmt.Errorf("store: unable to insert tasks: %w", err)
	}
	return nil
}

// TaskInsertManyQueue queues TaskInsertMany's statement on b (see
// TaskHandOffManyQueue): a submission sends it with its jobs' insert in
// one round trip. Its result is the tasks inserted claimed (TaskNew.Claim),
// by id.
func TaskInsertManyQueue(b *pgx.Batch, tasks []TaskNew) *Queued[map[string]*Task] {
	return queueRows(b, taskInsertManySQL, taskInsertArgs(tasks), func(rows pgx.Rows) (map[string]*Task, error) {
		got, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (*Task, error) {
			t := &Task{}
			return t, row.Scan(taskDest(t)...)
		})
		if err != nil {
			return nil, fmt.Errorf("store: unable to insert tasks: %w", err)
		}
		out := make(map[string]*Task, len(got))
		for _, t := range got {
			out[t.ID] = t
		}
		return out, nil
	})
}

// taskInsertArgs are taskInsertManySQL's arguments for tasks.
func taskInsertArgs(tasks []TaskNew) []any {
	n := len(tasks)
	ids, pipes, batches, owners, stages := make([]string, n), make([]string, n), make([]*string, n), make([]string, n), make([]string, n)
	maxes, inputs, jobs, pending := make([]int32, n), make([]string, n), make([]int64, n), make([]time.Duration, n)
	claims := make([]string, n)
	evs, evIDs := make([]EventTemplate, 0, n), make([]string, 0, n)
	for i, t := range tasks {
		ids[i], pipes[i], batches[i], owners[i], stages[i] = t.ID, t.Pipeline, t.BatchID, t.Owner, t.Stage
		maxes[i], inputs[i], jobs[i], pending[i], claims[i] = int32(t.MaxAttempts), string(t.Input), t.JobID, t.PendingFor, t.Claim
		evs, evIDs = append(evs, t.Created), append(evIDs, t.ID)
		if t.Claim != "" {
			evs, evIDs = append(evs, t.Started), append(evIDs, t.ID)
		}
	}
	kinds, datas := eventArrays(evs)
	return []any{ids, pipes, batches, owners, stages, maxes, inputs, jobs, kinds, datas, pending, evIDs, claims}
}

// TaskSetJobIDs records the River job currently carrying each task.
func (s *Store) TaskSetJobIDs(ctx context.Context, taskIDs []string, jobIDs []int64) error {
	_, err := s.db.Exec(ctx, `
UPDATE tasks SET job_id = j.job_id
FROM unnest($1::uuid[], $2::bigint[]) AS j(id, job_id)
WHERE tasks.id = j.id`, taskIDs, jobIDs)
	if err != nil {
		return fmt.Errorf("store: unable to record job ids: %w", err)
	}
	return nil
}

// TaskGet returns one task by id. When owner is not empty, a task of another
// owner is ErrNotFound.
func (s *Store) TaskGet(ctx context.Context, id, owner string) (*Task, error) {
	t, err := scanTask(s.db.QueryRow(ctx, `SELECT `+taskColumns+` FROM tasks WHERE id = $1 AND ($2 = '' OR owner = $2)`, id, owner))
	if err != nil {
		return nil, fmt.Errorf("store: unable to get task: %w", err)
	}
	return t, nil
}

// TaskLock reads a task and locks its row until the transaction ends.
func (s *Store) TaskLock(ctx context.Context, id string) (*Task, error) {
	t, err := scanTask(s.db.QueryRow(ctx, `SELECT `+taskColumns+` FROM tasks WHERE id = $1 FOR UPDATE`, id))
	if err != nil {
		return nil, fmt.Errorf("store: unable to lock task: %w", err)
	}
	return t, nil
}

// TaskFail sets the task FAILED with an error code and message.
func (s *Store) TaskFail(ctx context.Context, id, code, message string) error {
	_, err := s.db.Exec(ctx, `
UPDATE tasks SET status = 'FAILED', error_code = $2, error_message = $3, worker_id = NULL,
    stale_at = NULL, finished_at = now(), updated_at = now()
WHERE id = $1`, id, code, message)
	if err != nil {
		return fmt.Errorf("store: unable to set task FAILED: %w", err)
	}
	return nil
}

// TaskNoteError records the last error of a stage attempt that will be
// retried, while this job still owns the task. It reports whether it did.
func (s *Store) TaskNoteError(ctx context.Context, id string, generation int, message string) (bool, error) {
	tag, err := s.db.Exec(ctx, `
UPDATE tasks SET error_message = $3, updated_at = now()
WHERE id = $1 AND generation = $2 AND status = 'PROCESSING'`, id, generation, message)
	if err != nil {
		return false, fmt.Errorf("store: unable to record task error: %w", err)
	}
	return tag.RowsAffected() == 1, nil
}

// TaskCancel sets an open task CANCELLED. It returns the task as it was
// before, or ErrNotFound when no open task of that owner has the id.
func (s *Store) TaskCancel(ctx context.Context, id, owner string) (*Task, error) {
	t, err := s.lockOwned(ctx, id, owner)
	if err != nil {
		return nil, err
	}
	if !t.Open() {
		return t, nil
	}
	_, err = s.db.Exec(ctx, `
UPDATE tasks SET status = 'CANCELLED', error_code = 'CANCELLED', error_message = 'cancelled by the client',
    worker_id = NULL, stale_at = NULL, finished_at = now(), updated_at = now()
WHERE id = $1`, id)
	if err != nil {
		return nil, fmt.Errorf("store: unable to cancel task: %w", err)
	}
	return t, nil
}

// TaskReopen puts a FAILED task back to PENDING at its failed stage with a new
// generation, allowed to stay PENDING for pendingFor, and returns the task as
// it was before and the new generation.
func (s *Store) TaskReopen(ctx context.Context, id, owner string, maxAttempts int, pendingFor time.Duration) (*Task, int, error) {
	t, err := s.lockOwned(ctx, id, owner)
	if err != nil {
		return nil, 0, err
	}
	if t.Status != StatusFailed {
		return t, 0, nil
	}
	var gen int
	err = s.db.QueryRow(ctx, `
UPDATE tasks SET status = 'PENDING', generation = generation + 1, attempt = 0, max_attempts = $2,
    worker_id = NULL, error_code = NULL, error_message = NULL, result = NULL,
    stage_started_at = NULL, stage_queued_at = clock_timestamp(), stale_at = now() + $3::interval, finished_at = NULL, updated_at = now()
WHERE id = $1
RETURNING generation`, id, maxAttempts, pendingFor).Scan(&gen)
	if err != nil {
		return nil, 0, fmt.Errorf("store: unable to reopen task: %w", err)
	}
	return t, gen, nil
}

func (s *Store) lockOwned(ctx context.Context, id, owner string) (*Task, error) {
	t, err := scanTask(s.db.QueryRow(ctx, `SELECT `+taskColumns+` FROM tasks WHERE id = $1 AND ($2 = '' OR owner = $2) FOR UPDATE`, id, owner))
	if err != nil {
		return nil, fmt.Errorf("store: unable to lock task: %w", err)
	}
	return t, nil
}

// StageOutput is what one stage of a task produced.
type StageOutput struct {
	Stage      string          `json:"stage"`
	Generation int             `json:"generation"`
	WorkerID   string          `json:"worker_id"`
	Output     json.RawMessage `json:"output"`
	DurationMS float64         `json:"duration_ms"`
	CreatedAt  time.Time       `json:"created_at"`
}

// StageOutputList returns a task's stage outputs, oldest first.
func (s *Store) StageOutputList(ctx context.Context, taskID string) ([]StageOutput, error) {
	rows, err := s.db.Query(ctx, `
SELECT stage, generation, worker_id, output, duration_ms, created_at
FROM task_stage_outputs WHERE task_id = $1 ORDER BY created_at, stage`, taskID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list stage outputs: %w", err)
	}
	outs, err := pgx.CollectRows(rows, pgx.RowToStructByPos[StageOutput])
	if err != nil {
		return nil, fmt.Errorf("store: unable to list stage outputs: %w", err)
	}
	return outs, nil
}
