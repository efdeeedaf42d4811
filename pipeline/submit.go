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
// many tasks there are. When this process works the first stage's queue
// and has direct-run slots of it free, the first jobs (as many as there
// are slots) are inserted running for this process and their stages
// claimed in the same transaction, and run here once it commits, without
// River's fetch (see direct.go).
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
	jobs := make([]stageJob, len(req.Inputs))
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
		jobs[i] = stageJob{Args: StageArgs{TaskID: id, Pipeline: p.Name, Stage: first.Name, Generation: 1},
			Queue: first.Queue, MaxAttempts: first.MaxAttempts}
	}
	e.traceSubmit(TraceSubmit, jobs)
	jobIDs, err := e.submits.do(ctx, &submitCall{req: &req, p: p, batchID: sub.BatchID, news: news, jobs: jobs})
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
	jobs    []stageJob      // parallel to news; ID not yet known
}

// submitTx commits concurrent submissions in one transaction (group commit,
// as for handoffs): one insert of all their tasks and events, one insert
// of all their first jobs with River's insert notification
// (riverAdapter.queueInsertStageJobs, as a handoff inserts its next jobs),
// and one claim of the first stages this process runs itself (see
// direct.go), started once the transaction commits. It returns each
// submission's job ids, parallel to its tasks.
//
// Without With hooks the transaction is one batch of statements, sent in
// one round trip, which PostgreSQL runs as one implicit transaction (see
// store.SendBatch): batches, tasks, jobs and claims. With hooks it is
// BEGIN, each submission's batch row and hook, that same batch of
// statements, and COMMIT; a submission whose hook fails fails alone and
// the others commit without it (see settle).
func (e *Engine) submitTx(ctx context.Context, cs []*submitCall) ([][]int64, error) {
	n, hooks := 0, false
	for _, c := range cs {
		n += len(c.news)
		hooks = hooks || c.req.With != nil
	}
	ids, err := e.jobs.takeJobIDs(ctx, e.pool, n)
	if err != nil {
		return nil, &DispatchError{Err: err}
	}
	// The first stages this process runs itself; their slots are given
	// back unless their runs start.
	var directs []*directCall
	started := false
	defer func() {
		if !started {
			e.releaseDirect(directs)
		}
	}()
	jobIDs := make([][]int64, len(cs))
	news, jobs := make([]store.TaskNew, 0, n), make([]stageJob, 0, n)
	for i, c := range cs {
		jobIDs[i], ids = ids[:len(c.news)], ids[len(c.news):]
		for k, t := range c.news {
			j := c.jobs[k]
			t.JobID, j.ID = jobIDs[i][k], jobIDs[i][k]
			d, err := e.newDirect(c.p, 0, j.Args)
			if err != nil {
				return nil, err
			}
			if d != nil {
				// The task is inserted claimed (TaskNew.Claim): one row
				// version and one statement fewer than a claim of its own.
				d.job.ID, j.Running = j.ID, true
				directs = append(directs, d)
				ev, err := d.startedEvent()
				if err != nil {
					return nil, err
				}
				t.Claim, t.PendingFor, t.Started = e.cfg.WorkerID, d.st.StaleAfter, ev
			}
			news, jobs = append(news, t), append(jobs, j)
		}
	}

	b := &pgx.Batch{}
	if !hooks {
		for _, c := range cs {
			if c.batchID != nil {
				store.BatchInsertQueue(b, *c.batchID, c.p.Name, c.req.Owner, len(c.news), c.req.BatchInput)
			}
		}
	}
	claimed := store.TaskInsertManyQueue(b, news)
	if err := e.jobs.queueInsertStageJobs(b, jobs); err != nil {
		return nil, &DispatchError{Err: err}
	}
	e.jobs.queueRefillJobIDs(b, len(jobs))
	if hooks {
		err = e.submitWithHooks(ctx, cs, b, jobs)
	} else {
		err = e.submitBatch(ctx, b, jobs)
	}
	if err != nil {
		return nil, err
	}
	e.eventsCommitted()
	if len(directs) > 0 {
		started = e.startDirect("submission", directs, claimed)
	}
	return jobIDs, nil
}

// submitBatch sends b, the whole submission, as one implicit transaction.
func (e *Engine) submitBatch(ctx context.Context, b *pgx.Batch, jobs []stageJob) error {
	if e.testHookBeforeDispatch != nil {
		if err := e.testHookBeforeDispatch(); err != nil {
			return &DispatchError{Err: err}
		}
	}
	e.traceSubmit(TraceSubmitCommit, jobs)
	if err := e.store.SendBatch(ctx, b); err != nil {
		return &DispatchError{Err: err}
	}
	e.traceSubmit(TraceSubmitCommitted, jobs)
	return nil
}

// submitWithHooks inserts the submissions' batches and runs their With
// hooks in a transaction, then sends b in it and commits.
func (e *Engine) submitWithHooks(ctx context.Context, cs []*submitCall, b *pgx.Batch, jobs []stageJob) error {
	err := e.store.InTx(ctx, func(tx pgx.Tx, q *store.Store) error {
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
		}
		if e.testHookBeforeDispatch != nil {
			if err := e.testHookBeforeDispatch(); err != nil {
				return &DispatchError{Err: err}
			}
		}
		if err := q.SendBatch(ctx, b); err != nil {
			return &DispatchError{Err: err}
		}
		e.traceSubmit(TraceSubmitCommit, jobs)
		return nil
	})
	if err != nil {
		return err
	}
	e.traceSubmit(TraceSubmitCommitted, jobs)
	return nil
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
	e.eventsCommitted()
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
	e.eventsCommitted()
	return e.store.TaskGet(ctx, taskID, owner)
}

func isJobNotFound(err error) bool { return errors.Is(err, rivertype.ErrNotFound) }
