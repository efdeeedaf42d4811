package pipeline

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"runtime/debug"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/rivertype"

	"github.com/baton-dev/baton/store"
)

// StageArgs is the River job of one stage of one task. Generation fences it:
// see the package doc.
type StageArgs struct {
	TaskID     string `json:"task_id"`
	Pipeline   string `json:"pipeline"`
	Stage      string `json:"stage"`
	Generation int    `json:"generation"`
}

// StageJobKind is the River kind of every stage job; the queue says which stage.
const StageJobKind = "baton.stage"

// Kind implements river.JobArgs.
func (StageArgs) Kind() string { return StageJobKind }

type stageWorker struct {
	river.WorkerDefaults[StageArgs]
	e *Engine
}

func (w *stageWorker) Timeout(job *river.Job[StageArgs]) time.Duration {
	if p, ok := w.e.pipelines[job.Args.Pipeline]; ok {
		if s, _, ok := p.Stage(job.Args.Stage); ok {
			return s.Timeout
		}
	}
	return StageTimeoutDefault
}

func (w *stageWorker) NextRetry(job *river.Job[StageArgs]) time.Time {
	d := w.e.cfg.RetryBackoff << min(job.Attempt-1, 20)
	if d > w.e.cfg.RetryBackoffMax || d <= 0 {
		d = w.e.cfg.RetryBackoffMax
	}
	jitter := 0.8 + 0.4*rand.Float64()
	return time.Now().Add(time.Duration(float64(d) * jitter))
}

func (w *stageWorker) Work(ctx context.Context, job *river.Job[StageArgs]) error {
	e := w.e
	a := job.Args
	p, ok := e.pipelines[a.Pipeline]
	if !ok {
		return river.JobCancel(fmt.Errorf("pipeline %q is not registered in this process", a.Pipeline))
	}
	st, idx, ok := p.Stage(a.Stage)
	if !ok {
		return river.JobCancel(fmt.Errorf("pipeline %s has no stage %q", a.Pipeline, a.Stage))
	}
	log := e.log.With(slog.String("task_id", a.TaskID), slog.String("stage", a.Stage), slog.String("worker_id", e.cfg.WorkerID))

	// 1. Claim, in one statement shared with the other jobs claiming now:
	// PROCESSING, the stage.started event, the earlier stages' outputs.
	startedData, err := json.Marshal(EventData{Pipeline: p.Name, TaskID: a.TaskID, Step: st.Name, Status: "started", Progress: p.progress(idx)})
	if err != nil {
		return err
	}
	c := &claimCall{p: store.ClaimParams{
		ID: a.TaskID, Stage: a.Stage, Generation: a.Generation, WorkerID: e.cfg.WorkerID,
		MaxAttempts: st.MaxAttempts, StaleAfter: st.StaleAfter,
		Started: store.EventTemplate{Kind: EventStageStarted, Data: startedData},
	}}
	e.claims.do(ctx, c)
	if c.err != nil {
		return c.err
	}
	if c.got == nil {
		log.Debug("stale stage job ignored", slog.Int("generation", a.Generation))
		return nil
	}
	task, outs := c.got.Task, c.got.Outputs
	e.metrics.HandOff(p.Name, st.Name, time.Since(task.StageQueuedAt))

	// 2. Work, outside any transaction.
	in := &StageInput{Task: task, Input: task.Input, Outputs: outs, Attempt: task.Attempt}
	started := time.Now()
	out, runErr := runStage(ctx, st, in)
	var encoded []byte
	if runErr == nil {
		if encoded, runErr = json.Marshal(out); runErr != nil {
			runErr = Permanent(fmt.Errorf("stage output is not JSON: %w", runErr))
		}
	}
	dur := time.Since(started)
	if runErr != nil {
		return e.stageFailed(ctx, log, job, p, st, idx, task, runErr, dur)
	}

	// 3. Hand off, in one transaction.
	err = e.handOff(ctx, job, p, st, idx, task, in, encoded, dur)
	if err != nil {
		log.Warn("handoff failed; the stage will run again", slog.Any("error", err))
		e.metrics.StageFinished(p.Name, st.Name, "retrying", dur)
		return err
	}
	return nil
}

func runStage(ctx context.Context, st *Stage, in *StageInput) (out any, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("stage %s panicked: %v\n%s", st.Name, r, debug.Stack())
		}
	}()
	return st.Run(ctx, in)
}

type claimCall struct {
	p   store.ClaimParams
	got *store.Claimed // nil: the job is stale
	err error
}

// claimTx claims for a group of jobs in one statement.
func (e *Engine) claimTx(ctx context.Context, cs []*claimCall) error {
	ps := make([]store.ClaimParams, len(cs))
	for i, c := range cs {
		ps[i] = c.p
	}
	got, err := e.store.TaskClaimMany(ctx, ps)
	if err != nil {
		return err
	}
	for i, c := range cs {
		c.got, c.err = got[i], nil
	}
	return nil
}

func (c *claimCall) fail(err error) { c.got, c.err = nil, err }

// handOffCall is one finished stage waiting for its handoff transaction.
type handOffCall struct {
	job  *river.Job[StageArgs]
	p    *Pipeline
	st   *Stage
	idx  int
	task *store.Task
	in   *StageInput
	hp   store.HandOffParams

	cur       *store.Task // the task after the handoff; nil when discarded
	discarded bool
	err       error
}

func (e *Engine) handOff(ctx context.Context, job *river.Job[StageArgs], p *Pipeline, st *Stage, idx int,
	task *store.Task, in *StageInput, output []byte, dur time.Duration) error {
	final := idx == len(p.Stages)-1
	hp := store.HandOffParams{
		ID: task.ID, Stage: st.Name, Generation: task.Generation, WorkerID: e.cfg.WorkerID,
		Output: output, DurationMS: float64(dur.Microseconds()) / 1000, Final: final,
	}
	in.Outputs[st.Name] = output
	events := []EventData{{Step: st.Name, Status: "completed", Progress: p.progress(idx + 1), Attempt: task.Attempt}}
	kinds := []string{EventStageCompleted}
	if final {
		hp.Result = output
		if p.Result != nil {
			var err error
			if hp.Result, err = p.Result(task, in.Outputs); err != nil {
				return fmt.Errorf("pipeline: building result: %w", err)
			}
		}
		events = append(events, EventData{Step: "done", Status: "completed", Progress: 100, Attempt: task.Attempt, Result: hp.Result})
		kinds = append(kinds, EventTaskSucceeded)
	} else {
		next := &p.Stages[idx+1]
		hp.Next, hp.NextIndex, hp.NextMaxAttempts, hp.NextStaleAfter = next.Name, idx+1, next.MaxAttempts, next.StaleAfter
	}
	for i, d := range events {
		d.TaskID, d.BatchID, d.Pipeline = task.ID, task.BatchID, p.Name
		data, err := json.Marshal(d)
		if err != nil {
			return err
		}
		hp.Events = append(hp.Events, store.EventTemplate{Kind: kinds[i], Data: data})
	}
	h := &handOffCall{job: job, p: p, st: st, idx: idx, task: task, in: in, hp: hp}
	e.handOffs.do(ctx, h)
	switch {
	case h.err != nil:
		return h.err
	case h.discarded:
		// Cancelled, reaped or re-enqueued while we worked: nothing of ours
		// was written, and the job completed.
		e.metrics.StageFinished(p.Name, st.Name, "discarded", dur)
		return nil
	}
	e.metrics.StageFinished(p.Name, st.Name, "completed", dur)
	if final {
		e.metrics.TaskFinished(p.Name, store.StatusSuccess, "")
	}
	return nil
}

func (h *handOffCall) fail(err error) { h.err, h.cur, h.discarded = err, nil, false }

// handOffTx is the handoff (docs/design.md) for any number of stages, in one
// transaction: the next stages' jobs (one River insert), the outputs, events
// and task moves (one statement, fenced per task by stage, generation and
// worker), the stages' Commit and pipelines' Terminal hooks, and the
// completion of every finished job (the operation of river.JobCompleteTx, for
// all of them at once). A stage whose task is no longer its own writes
// nothing; its job still completes. If one stage's hook fails, that stage
// fails alone and the others commit without it (see settle).
func (e *Engine) handOffTx(ctx context.Context, hs []*handOffCall) error {
	// One order for every process's batches (batch, then task), so two
	// batches never take the same batch-level rows in opposite orders.
	slices.SortFunc(hs, func(a, b *handOffCall) int {
		return cmp.Or(cmp.Compare(deref(a.task.BatchID), deref(b.task.BatchID)), cmp.Compare(a.task.ID, b.task.ID))
	})
	return e.store.InTx(ctx, func(tx pgx.Tx, q *store.Store) error {
		var inserts []river.InsertManyParams
		var inserted []*handOffCall
		for _, h := range hs {
			if h.hp.Final {
				continue
			}
			next := &h.p.Stages[h.idx+1]
			opts := &river.InsertOpts{Queue: next.Queue, MaxAttempts: next.MaxAttempts}
			if next.Held {
				// Due at 90 % of the stage's limit, so an unreleased job still
				// runs before the reaper would fail the task STALE_PROCESSING.
				opts.ScheduledAt = time.Now().Add(next.StaleAfter * 9 / 10)
			}
			inserts = append(inserts, river.InsertManyParams{
				Args:       StageArgs{TaskID: h.task.ID, Pipeline: h.p.Name, Stage: next.Name, Generation: h.task.Generation + 1},
				InsertOpts: opts,
			})
			inserted = append(inserted, h)
		}
		if len(inserts) > 0 {
			ids, err := e.insertJobs(ctx, tx, inserts)
			if err != nil {
				return err
			}
			for i, id := range ids {
				inserted[i].hp.NextJobID = id
			}
		}
		ps := make([]store.HandOffParams, len(hs))
		for i, h := range hs {
			ps[i] = h.hp
		}
		curs, err := q.TaskHandOffMany(ctx, ps)
		if err != nil {
			return err
		}
		htx := &Tx{Tx: tx, Store: q, e: e}
		for i, h := range hs {
			h.cur, h.discarded = curs[i], curs[i] == nil
			if h.discarded {
				if !h.hp.Final {
					if _, err := e.river.JobDeleteTx(ctx, tx, h.hp.NextJobID); err != nil {
						return fmt.Errorf("pipeline: unable to drop the next job of a discarded stage: %w", err)
					}
				}
				continue
			}
			err := blame(i, func() error {
				if h.st.Commit != nil {
					if err := h.st.Commit(ctx, &HandOff{Tx: htx, Task: h.cur, Input: h.in, Output: h.hp.Output, IsFinal: h.hp.Final}); err != nil {
						return fmt.Errorf("pipeline: stage %s commit hook: %w", h.st.Name, err)
					}
				}
				if h.hp.Final && h.p.Terminal != nil {
					if err := h.p.Terminal(ctx, htx, h.cur); err != nil {
						return fmt.Errorf("pipeline: terminal hook: %w", err)
					}
				}
				return nil
			})
			if err != nil {
				return err
			}
		}
		if err := e.completeJobsTx(ctx, tx, hs); err != nil {
			return err
		}
		if e.testHookBeforeHandOffCommit != nil {
			return e.testHookBeforeHandOffCommit(hs)
		}
		return nil
	})
}

// completeJobsTx marks the jobs completed in tx, as river.JobCompleteTx does
// for one job (the same driver operation, for all of them in one statement;
// without JobCompleteTx's merge of work-context metadata, which no stage
// uses). A job that is not running is left as it is, as there; a job row
// that no longer exists fails the transaction.
func (e *Engine) completeJobsTx(ctx context.Context, tx pgx.Tx, hs []*handOffCall) error {
	n := len(hs)
	now := time.Now()
	p := &riverdriver.JobSetStateIfRunningManyParams{
		ID: make([]int64, n), Attempt: make([]*int, n), ErrData: make([][]byte, n), FinalizedAt: make([]*time.Time, n),
		MetadataDoMerge: make([]bool, n), MetadataUpdates: make([][]byte, n), ScheduledAt: make([]*time.Time, n),
		State: make([]rivertype.JobState, n),
	}
	for i, h := range hs {
		c := riverdriver.JobSetStateCompleted(h.job.ID, now, nil)
		p.ID[i], p.Attempt[i], p.ErrData[i], p.FinalizedAt[i] = c.ID, c.Attempt, c.ErrData, c.FinalizedAt
		p.ScheduledAt[i], p.State[i] = c.ScheduledAt, c.State
	}
	rows, err := e.river.Driver().UnwrapExecutor(tx).JobSetStateIfRunningMany(ctx, p)
	if err != nil {
		return fmt.Errorf("pipeline: unable to complete jobs: %w", err)
	}
	if len(rows) != n {
		return fmt.Errorf("pipeline: unable to complete jobs: %d of %d no longer exist", n-len(rows), n)
	}
	return nil
}

// stageFailed records a failed attempt. While attempts remain (and the error
// isn't permanent) it appends stage.retrying and returns the error so River
// retries; otherwise it fails the task with the stage's code, in one
// transaction with its event.
func (e *Engine) stageFailed(ctx context.Context, log *slog.Logger, job *river.Job[StageArgs], p *Pipeline, st *Stage, idx int,
	task *store.Task, runErr error, dur time.Duration) error {
	permanent := IsPermanent(runErr)
	last := job.Attempt >= job.MaxAttempts || task.Attempt >= task.MaxAttempts
	msg := truncate(runErr.Error(), 2000)
	// The work context may have timed out; the bookkeeping must still land.
	bctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	if !permanent && !last {
		log.Warn("stage attempt failed; retrying", slog.Int("attempt", task.Attempt), slog.Any("error", runErr))
		err := e.store.InTx(bctx, func(tx pgx.Tx, q *store.Store) error {
			owned, err := q.TaskNoteError(bctx, task.ID, task.Generation, msg)
			if err != nil || !owned {
				return err
			}
			return q.EventAppend(bctx, newEvent(task, EventStageRetrying, EventData{
				Step: st.Name, Status: "retrying", Progress: p.progress(idx), Attempt: task.Attempt,
				Error: &ErrorInfo{Code: st.ErrorCode, Message: msg},
			}))
		})
		if err != nil {
			log.Error("unable to record retry", slog.Any("error", err))
		}
		e.metrics.StageFinished(p.Name, st.Name, "retrying", dur)
		return runErr
	}
	log.Error("stage failed; task FAILED", slog.String("error_code", st.ErrorCode), slog.Any("error", runErr))
	failed := false
	err := e.store.InTx(bctx, func(tx pgx.Tx, q *store.Store) error {
		cur, err := q.TaskLock(bctx, task.ID)
		if err != nil {
			return err
		}
		if cur.Status != store.StatusProcessing || cur.Generation != task.Generation {
			return nil
		}
		if err := q.TaskFail(bctx, cur.ID, st.ErrorCode, msg); err != nil {
			return err
		}
		cur.Status, cur.ErrorCode, cur.ErrorMessage = store.StatusFailed, &st.ErrorCode, &msg
		if err := q.EventAppend(bctx, newEvent(cur, EventTaskFailed, EventData{
			Step: st.Name, Status: "failed", Progress: p.progress(idx), Attempt: cur.Attempt,
			Error: &ErrorInfo{Code: st.ErrorCode, Message: msg},
		})); err != nil {
			return err
		}
		if p.Terminal != nil {
			if err := p.Terminal(bctx, &Tx{Tx: tx, Store: q, e: e}, cur); err != nil {
				return err
			}
		}
		failed = true
		return nil
	})
	if err != nil {
		// Not recorded: let River retry the job, which re-runs the stage.
		return errors.Join(runErr, err)
	}
	e.metrics.StageFinished(p.Name, st.Name, "failed", dur)
	if failed {
		e.metrics.TaskFinished(p.Name, store.StatusFailed, st.ErrorCode)
	}
	return river.JobCancel(runErr)
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
