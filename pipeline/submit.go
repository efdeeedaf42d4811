package pipeline

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/baton-dev/baton/store"
)

// NewID returns a new id for a task, a batch or a scan's picture: a
// time-ordered UUIDv7 (RFC 9562: 48 bits of Unix milliseconds, then a
// sub-millisecond counter and random bits), so ids taken one after another
// increase and every index keyed on a task id (tasks_pkey,
// task_stage_outputs_pkey, task_events_task) grows at its right edge, as the
// bigserial ones do, instead of taking inserts on random pages of an index
// larger than the buffer cache once history has piled up. An id tells its
// creation time to whoever sees it; it is never a secret (access goes by
// owner, see web.ownedTask).
func NewID() string { return uuid.Must(uuid.NewV7()).String() }

// ErrUnknownPipeline is returned by Submit for a pipeline not registered.
var ErrUnknownPipeline = errors.New("pipeline: unknown pipeline")

// ErrNotRetryable is returned by Retry for a task that is not FAILED.
var ErrNotRetryable = errors.New("pipeline: only a FAILED task can be retried")

// DispatchError means the first stage's jobs could not be enqueued. Since
// tasks and their first jobs commit together, nothing was stored: the
// client can retry (with the same Idempotency-Key).
type DispatchError struct{ Err error }

func (e *DispatchError) Error() string { return "pipeline: dispatch failed: " + e.Err.Error() }
func (e *DispatchError) Unwrap() error { return e.Err }

// Code is DISPATCH_FAILED.
func (e *DispatchError) Code() string { return CodeDispatchFailed }

// SubmitRequest asks for one task per input of one pipeline.
type SubmitRequest struct {
	Pipeline string
	Owner    string
	Inputs   []json.RawMessage
	// Batch groups the tasks under a new batch (always when len(Inputs) > 1).
	Batch      bool
	BatchInput json.RawMessage
	// With, when set, runs in the submit transaction before the tasks are
	// inserted: rows the tasks' inputs refer to (a scan's picture) commit
	// with them or not at all.
	With func(ctx context.Context, tx *Tx) error
}

// Submission is what Submit created.
type Submission struct {
	BatchID *string
	Tasks   []*store.Task
}

// Submit inserts the tasks (and their batch), their task.created events and
// their first stage jobs in one transaction, in one round of inserts however
// many tasks there are.
func (e *Engine) Submit(ctx context.Context, req SubmitRequest) (*Submission, error) {
	p, ok := e.pipelines[req.Pipeline]
	if !ok {
		return nil, fmt.Errorf("%w %q", ErrUnknownPipeline, req.Pipeline)
	}
	if len(req.Inputs) == 0 {
		return nil, errors.New("pipeline: nothing to submit")
	}
	first := &p.Stages[0]
	sub := &Submission{}
	if req.Batch || len(req.Inputs) > 1 {
		id := NewID()
		sub.BatchID = &id
	}
	news := make([]store.TaskNew, len(req.Inputs))
	sub.Tasks = make([]*store.Task, len(req.Inputs))
	params := make([]river.InsertManyParams, len(req.Inputs))
	for i, in := range req.Inputs {
		id := NewID()
		t := &store.Task{ID: id, Pipeline: p.Name, BatchID: sub.BatchID, Owner: req.Owner, Status: store.StatusPending,
			Stage: first.Name, Generation: 1, MaxAttempts: first.MaxAttempts, Input: in}
		created, err := json.Marshal(EventData{TaskID: id, BatchID: sub.BatchID, Pipeline: p.Name, Step: first.Name, Status: "queued"})
		if err != nil {
			return nil, err
		}
		news[i] = store.TaskNew{ID: id, Pipeline: p.Name, BatchID: sub.BatchID, Owner: req.Owner, Stage: first.Name,
			MaxAttempts: first.MaxAttempts, Input: in, Created: store.EventTemplate{Kind: EventTaskCreated, Data: created},
			PendingFor: e.cfg.PendingLimit}
		sub.Tasks[i] = t
		params[i] = river.InsertManyParams{
			Args:       StageArgs{TaskID: id, Pipeline: p.Name, Stage: first.Name, Generation: 1},
			InsertOpts: &river.InsertOpts{Queue: first.Queue, MaxAttempts: first.MaxAttempts},
		}
	}
	jobIDs, err := e.submits.do(ctx, &submitCall{req: &req, p: p, batchID: sub.BatchID, news: news, params: params})
	if err != nil {
		var de *DispatchError
		if errors.As(err, &de) {
			err = de
		}
		return nil, err
	}
	for i, t := range sub.Tasks {
		t.JobID = &jobIDs[i]
	}
	return sub, nil
}

// submitCall is one Submit waiting for its transaction.
type submitCall struct {
	req     *SubmitRequest
	p       *Pipeline
	batchID *string
	news    []store.TaskNew // JobID not yet known
	params  []river.InsertManyParams
}

// submitTx commits concurrent submissions in one transaction (group commit,
// as for handoffs): one River insert and one task insert for all of them.
// It returns each submission's job ids, parallel to its tasks. A
// submission whose With hook fails fails alone and the others commit
// without it (see settle).
func (e *Engine) submitTx(ctx context.Context, cs []*submitCall) ([][]int64, error) {
	jobIDs := make([][]int64, len(cs))
	err := e.store.InTx(ctx, func(tx pgx.Tx, q *store.Store) error {
		var params []river.InsertManyParams
		for i, c := range cs {
			if c.batchID != nil {
				if err := q.BatchInsert(ctx, *c.batchID, c.p.Name, c.req.Owner, len(c.news), c.req.BatchInput); err != nil {
					return err
				}
			}
			if c.req.With != nil {
				if err := blame(i, func() error { return c.req.With(ctx, &Tx{Tx: tx, Store: q, e: e}) }); err != nil {
					return err
				}
			}
			if e.testHookBeforeDispatch != nil {
				if err := e.testHookBeforeDispatch(); err != nil {
					return &DispatchError{Err: err}
				}
			}
			params = append(params, c.params...)
		}
		ids, err := e.jobs.insertMany(ctx, tx, params)
		if err != nil {
			return &DispatchError{Err: err}
		}
		news := make([]store.TaskNew, 0, len(params))
		for i, c := range cs {
			// params, and so ids, run through cs in order.
			jobIDs[i], ids = ids[:len(c.news)], ids[len(c.news):]
			for k, n := range c.news {
				n.JobID = jobIDs[i][k]
				news = append(news, n)
			}
		}
		return q.TaskInsertMany(ctx, news)
	})
	if err != nil {
		return nil, err
	}
	return jobIDs, nil
}

// Cancel makes an open task CANCELLED and cancels its job; a stage running
// right now sees it at handoff and discards its output. Cancelling a finished
// task returns it unchanged. Owner "" means any owner (admin).
func (e *Engine) Cancel(ctx context.Context, taskID, owner string) (*store.Task, error) {
	var jobID *int64
	err := e.store.InTx(ctx, func(tx pgx.Tx, q *store.Store) error {
		before, err := q.TaskCancel(ctx, taskID, owner)
		if err != nil || !before.Open() {
			return err
		}
		p, _, idx := e.stageOf(before)
		progress := 0
		if p != nil {
			progress = p.progress(idx)
		}
		// As TaskCancel left it, for the event and the Terminal hook.
		code, msg := CodeCancelled, "cancelled by the client"
		before.Status, before.ErrorCode, before.ErrorMessage = store.StatusCancelled, &code, &msg
		if err := q.EventAppend(ctx, newEvent(before, EventTaskCancelled, EventData{
			Step: before.Stage, Status: "cancelled", Progress: progress, Attempt: before.Attempt,
			Error: &ErrorInfo{Code: code, Message: msg},
		})); err != nil {
			return err
		}
		if before.JobID != nil {
			if _, err := e.river.JobCancelTx(ctx, tx, *before.JobID); err != nil && !isJobNotFound(err) {
				return fmt.Errorf("pipeline: unable to cancel job: %w", err)
			}
			jobID = before.JobID
		}
		if p != nil && p.Terminal != nil {
			if err := p.Terminal(ctx, &Tx{Tx: tx, Store: q, e: e}, before); err != nil {
				return fmt.Errorf("pipeline: terminal hook: %w", err)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if jobID != nil {
		// River stops the job of a run it fetched; a direct run of this
		// process is stopped here.
		e.direct.cancel(*jobID)
	}
	t, err := e.store.TaskGet(ctx, taskID, owner)
	if err == nil && t.Status == store.StatusCancelled {
		e.metrics.TaskFinished(t.Pipeline, store.StatusCancelled, CodeCancelled)
	}
	return t, err
}

// Retry re-runs a FAILED task from the stage that failed, reusing the outputs
// of the stages before it: PENDING again, with a new generation, its job
// inserted in the same transaction.
func (e *Engine) Retry(ctx context.Context, taskID, owner string) (*store.Task, error) {
	err := e.store.InTx(ctx, func(tx pgx.Tx, q *store.Store) error {
		cur, err := q.TaskGet(ctx, taskID, owner)
		if err != nil {
			return err
		}
		p, st, idx := e.stageOf(cur)
		if st == nil {
			return fmt.Errorf("pipeline: task %s is at unknown stage %s/%s", cur.ID, cur.Pipeline, cur.Stage)
		}
		before, gen, err := q.TaskReopen(ctx, taskID, owner, st.MaxAttempts, e.cfg.PendingLimit)
		if err != nil {
			return err
		}
		if before.Status != store.StatusFailed {
			return ErrNotRetryable
		}
		before.Status, before.Generation = store.StatusPending, gen
		if err := e.insertStageJobs(ctx, tx, q, []river.InsertManyParams{{
			Args:       StageArgs{TaskID: before.ID, Pipeline: p.Name, Stage: st.Name, Generation: gen},
			InsertOpts: &river.InsertOpts{Queue: st.Queue, MaxAttempts: st.MaxAttempts},
		}}); err != nil {
			return &DispatchError{Err: err}
		}
		return q.EventAppend(ctx, newEvent(before, EventTaskRetried, EventData{
			Step: st.Name, Status: "queued", Progress: p.progress(idx),
		}))
	})
	if err != nil {
		return nil, err
	}
	return e.store.TaskGet(ctx, taskID, owner)
}

func isJobNotFound(err error) bool { return errors.Is(err, rivertype.ErrNotFound) }
