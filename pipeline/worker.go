package pipeline

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"runtime/debug"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"

	"github.com/baton-dev/baton/store"
)

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

// attempt is one run of one stage job, from its claim to its handoff or
// failure: what River's jobExecutor is to a job, for the engine's part of it.
type attempt struct {
	job  *river.Job[StageArgs]
	p    *Pipeline
	st   *Stage
	idx  int         // st's index in p.Stages
	task *store.Task // as claimed
	in   *StageInput
	log  *slog.Logger
	dur  time.Duration // how long the stage ran
}

func (w *stageWorker) Work(ctx context.Context, job *river.Job[StageArgs]) error {
	e := w.e
	e.trace(TraceWork, job)
	// 1. Claim, in one statement shared with the other jobs claiming now.
	e.trace(TraceClaimStart, job)
	a, err := e.claim(ctx, job)
	e.trace(TraceClaimEnd, job)
	if err != nil || a == nil {
		return err
	}
	return e.run(ctx, a)
}

// run does a claimed attempt's work and hands it off, or records its
// failure; its error is the job's, for River's executor (or, for a direct
// run, runDirect) to act on.
func (e *Engine) run(ctx context.Context, a *attempt) error {
	job := a.job
	// 2. Work, outside any transaction.
	started := time.Now()
	e.trace(TraceRunStart, job)
	out, runErr := runStage(ctx, a.st, a.in)
	e.trace(TraceRunEnd, job)
	var encoded []byte
	if runErr == nil {
		if encoded, runErr = json.Marshal(out); runErr != nil {
			runErr = Permanent(fmt.Errorf("stage output is not JSON: %w", runErr))
		}
	}
	a.dur = time.Since(started)
	if runErr != nil {
		return e.stageFailed(ctx, a, runErr)
	}

	// 3. Hand off, in one batch shared with the other stages finishing
	// now.
	if err := e.handOff(ctx, a, encoded); err != nil {
		a.log.Warn("handoff failed; the stage will run again", slog.Any("error", err))
		e.metrics.StageFinished(a.p.Name, a.st.Name, "retrying", a.dur)
		return err
	}
	return nil
}

// claim makes the job's task PROCESSING by this worker, appends
// stage.started and reads the earlier stages' outputs. It returns nil when
// the job is stale (its generation is no longer the task's).
func (e *Engine) claim(ctx context.Context, job *river.Job[StageArgs]) (*attempt, error) {
	args := job.Args
	p, ok := e.pipelines[args.Pipeline]
	if !ok {
		return nil, river.JobCancel(fmt.Errorf("pipeline %q is not registered in this process", args.Pipeline))
	}
	st, idx, ok := p.Stage(args.Stage)
	if !ok {
		return nil, river.JobCancel(fmt.Errorf("pipeline %s has no stage %q", args.Pipeline, args.Stage))
	}
	cp, err := e.claimParams(p, st, idx, args)
	if err != nil {
		return nil, err
	}
	got, err := e.claims.do(ctx, cp)
	if err != nil {
		return nil, err
	}
	if got == nil {
		e.log.Debug("stale stage job ignored", slog.String("task_id", args.TaskID), slog.String("stage", args.Stage),
			slog.Int("generation", args.Generation))
		return nil, nil
	}
	e.eventsCommitted() // stage.started
	return e.attemptOf(job, p, st, idx, got), nil
}

// claimParams is the claim of stage st (index idx of p) for a job with args.
func (e *Engine) claimParams(p *Pipeline, st *Stage, idx int, args StageArgs) (store.ClaimParams, error) {
	started, err := stageStartedEvent(p, idx, args.TaskID, 0)
	if err != nil {
		return store.ClaimParams{}, err
	}
	return store.ClaimParams{
		ID: args.TaskID, Stage: args.Stage, Generation: args.Generation, WorkerID: e.cfg.WorkerID,
		MaxAttempts: st.MaxAttempts, StaleAfter: st.StaleAfter, Started: started,
	}, nil
}

// stageStartedEvent is the stage.started event of stage idx of p for
// taskID. attempt 0 leaves the attempt out, for a claim statement that
// merges in the attempt it counts (TaskClaimMany); a claim made in a
// submission's or a handoff's own statement is attempt 1.
func stageStartedEvent(p *Pipeline, idx int, taskID string, attempt int) (store.EventTemplate, error) {
	data, err := json.Marshal(EventData{Pipeline: p.Name, TaskID: taskID, Step: p.Stages[idx].Name, Status: "started",
		Progress: p.progress(idx), Attempt: attempt})
	if err != nil {
		return store.EventTemplate{}, fmt.Errorf("pipeline: unable to encode event: %w", err)
	}
	return store.EventTemplate{Kind: EventStageStarted, Data: data}, nil
}

// attemptOf is the attempt of job that got claimed.
func (e *Engine) attemptOf(job *river.Job[StageArgs], p *Pipeline, st *Stage, idx int, got *store.Claimed) *attempt {
	task := got.Task
	e.metrics.HandOff(p.Name, st.Name, time.Since(task.StageQueuedAt))
	log := e.log.With(slog.String("task_id", job.Args.TaskID), slog.String("stage", job.Args.Stage), slog.String("worker_id", e.cfg.WorkerID))
	return &attempt{
		job: job, p: p, st: st, idx: idx, task: task, log: log,
		in: &StageInput{Task: task, Input: task.Input, Outputs: got.Outputs, Attempt: task.Attempt},
	}
}

func runStage(ctx context.Context, st *Stage, in *StageInput) (out any, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("stage %s panicked: %v\n%s", st.Name, r, debug.Stack())
		}
	}()
	return st.Run(ctx, in)
}

// stageFailed records a failed attempt. While attempts remain (and the error
// isn't permanent) it appends stage.retrying and returns the error so River
// retries; otherwise it fails the task with the stage's code, in one
// transaction with its event.
func (e *Engine) stageFailed(ctx context.Context, a *attempt, runErr error) error {
	p, st, idx, task, log, dur := a.p, a.st, a.idx, a.task, a.log, a.dur
	permanent := IsPermanent(runErr)
	last := a.job.Attempt >= a.job.MaxAttempts || task.Attempt >= task.MaxAttempts
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
		} else {
			e.eventsCommitted()
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
		// Open, not only PROCESSING: a claim lost in a database crash (claims
		// commit asynchronously) leaves the task PENDING at this generation.
		if !cur.Open() || cur.Generation != task.Generation {
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
	if failed {
		e.eventsCommitted()
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
