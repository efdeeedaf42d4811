package pipeline

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/baton-dev/baton/store"
)

// handOffCall is one finished stage waiting for its handoff transaction.
type handOffCall struct {
	*attempt
	hp store.HandOffParams
}

// handOff hands a finished stage's output on, in a transaction shared with
// the other stages finishing now (see handOffTx): to the next stage's job,
// or, after the last stage, to the task's result.
func (e *Engine) handOff(ctx context.Context, a *attempt, output []byte) error {
	p, st, task := a.p, a.st, a.task
	final := a.idx == len(p.Stages)-1
	hp := store.HandOffParams{
		ID: task.ID, Stage: st.Name, Generation: task.Generation, WorkerID: e.cfg.WorkerID,
		Output: output, DurationMS: float64(a.dur.Microseconds()) / 1000, Final: final,
	}
	a.in.Outputs[st.Name] = output
	events := []EventData{{Step: st.Name, Status: "completed", Progress: p.progress(a.idx + 1), Attempt: task.Attempt}}
	kinds := []string{EventStageCompleted}
	if final {
		hp.Result = output
		if p.Result != nil {
			var err error
			if hp.Result, err = p.Result(task, a.in.Outputs); err != nil {
				return fmt.Errorf("pipeline: building result: %w", err)
			}
		}
		events = append(events, EventData{Step: "done", Status: "completed", Progress: 100, Attempt: task.Attempt, Result: hp.Result})
		kinds = append(kinds, EventTaskSucceeded)
	} else {
		next := &p.Stages[a.idx+1]
		hp.Next, hp.NextIndex, hp.NextMaxAttempts, hp.NextStaleAfter = next.Name, a.idx+1, next.MaxAttempts, next.StaleAfter
	}
	for i, d := range events {
		d.TaskID, d.BatchID, d.Pipeline = task.ID, task.BatchID, p.Name
		data, err := json.Marshal(d)
		if err != nil {
			return err
		}
		hp.Events = append(hp.Events, store.EventTemplate{Kind: kinds[i], Data: data})
	}
	e.trace(TraceHandOffStart, a.job)
	cur, err := e.handOffs.do(ctx, &handOffCall{attempt: a, hp: hp})
	switch {
	case err != nil:
		return err
	case cur == nil:
		// Cancelled, reaped or re-enqueued while we worked: nothing of ours
		// was written, and the job completed.
		e.metrics.StageFinished(p.Name, st.Name, "discarded", a.dur)
		return nil
	}
	e.metrics.StageFinished(p.Name, st.Name, "completed", a.dur)
	if final {
		e.metrics.TaskFinished(p.Name, store.StatusSuccess, "")
	}
	return nil
}

// handOffTx is the handoff for any number of stages, as one batch of
// statements: the outputs, events and task moves (one statement, fenced per
// task by stage, generation and worker), the next stages' jobs with River's
// insert notification (one statement; see riverAdapter.queueInsertStageJobs),
// and the completion of every finished job (one statement). It returns each
// stage's task after the handoff, parallel to hs, nil for a stage whose task
// is no longer its own: that one writes nothing, gets no next job, and its
// job still completes.
//
// Without hooks the batch is the whole handoff: one round trip, which
// PostgreSQL runs as one implicit transaction (see store.SendBatch). When a
// stage has a Commit hook, or a final stage's pipeline a Terminal hook, the
// batch begins a transaction instead, the hooks run in it, and it commits:
// two round trips plus the hooks'. If one stage's hook fails, that stage
// fails alone and the others commit without it (see settle).
func (e *Engine) handOffTx(ctx context.Context, hs []*handOffCall) ([]*store.Task, error) {
	// One order for every process's batches (batch, then task), so two
	// batches never take the same batch-level rows in opposite orders.
	order := make([]int, len(hs))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(i, j int) int {
		a, b := hs[i].task, hs[j].task
		return cmp.Or(cmp.Compare(deref(a.BatchID), deref(b.BatchID)), cmp.Compare(a.ID, b.ID))
	})
	ps := make([]store.HandOffParams, len(hs)) // in order
	var jobs []stageJob
	var jobOf []int // parallel to jobs: the position in order (and ps) of the handoff whose next job it is
	hooks := false
	for k, i := range order {
		h := hs[i]
		ps[k] = h.hp
		hooks = hooks || h.st.Commit != nil || (h.hp.Final && h.p.Terminal != nil)
		if h.hp.Final {
			continue
		}
		next := &h.p.Stages[h.idx+1]
		j := stageJob{
			Args:  StageArgs{TaskID: h.task.ID, Pipeline: h.p.Name, Stage: next.Name, Generation: h.task.Generation + 1},
			Queue: next.Queue, MaxAttempts: next.MaxAttempts,
		}
		if next.Held {
			// Due at 90 % of the stage's limit, so an unreleased job still
			// runs before the reaper would fail the task STALE_PROCESSING.
			j.ScheduledAt = time.Now().Add(next.StaleAfter * 9 / 10)
		}
		jobs, jobOf = append(jobs, j), append(jobOf, k)
	}
	ids, err := e.jobs.takeJobIDs(ctx, e.pool, len(jobs))
	if err != nil {
		return nil, err
	}
	for n, k := range jobOf {
		ps[k].NextJobID, jobs[n].ID = ids[n], ids[n]
	}
	// The next stages this process runs itself (see direct.go); their
	// slots are given back unless their runs start. The handoff statement
	// claims them itself (HandOffParams.NextClaim): one row version and
	// one statement fewer than a claim of its own.
	var directs []*directCall
	var directOf []int // parallel to directs: the index in hs of the handoff that starts it
	started := false
	defer func() {
		if !started {
			e.releaseDirect(directs)
		}
	}()
	for n, k := range jobOf {
		h := hs[order[k]]
		d, err := e.newDirect(h.p, h.idx+1, jobs[n].Args)
		if err != nil {
			return nil, err
		}
		if d == nil {
			continue
		}
		d.job.ID, jobs[n].Running = jobs[n].ID, true
		directs, directOf = append(directs, d), append(directOf, order[k])
		ev, err := d.startedEvent()
		if err != nil {
			return nil, err
		}
		hp := &ps[k]
		hp.NextClaim = e.cfg.WorkerID
		hp.Events = append(slices.Clip(hp.Events), ev)
	}
	jobIDs := make([]int64, len(hs))
	for i, h := range hs {
		jobIDs[i] = h.job.ID
	}

	b := &pgx.Batch{}
	if hooks {
		b.BeginTx(pgx.TxOptions{})
	}
	handed := store.TaskHandOffManyQueue(b, ps)
	if err := e.jobs.queueInsertStageJobs(b, jobs); err != nil {
		return nil, err
	}
	e.jobs.queueCompleteMany(b, jobIDs)
	e.jobs.queueRefillJobIDs(b, len(jobs))
	e.traceBatch(TraceHandOffTx, hs)
	var curs []*store.Task
	if hooks {
		curs, err = e.handOffWithHooks(ctx, hs, order, b, handed)
	} else {
		curs, err = e.handOffBatch(ctx, hs, order, b, handed)
	}
	if err != nil {
		return nil, err
	}
	e.eventsCommitted()
	if len(directs) > 0 {
		// What a claim would have read: the task as the statement left it
		// and its outputs, which the finished stage's input holds with the
		// output just written.
		got := make([]*store.Claimed, len(directs))
		for i, hi := range directOf {
			if cur := curs[hi]; cur != nil {
				got[i] = &store.Claimed{Task: cur, Outputs: maps.Clone(hs[hi].in.Outputs)}
			}
		}
		e.runDirects(directs, got)
		started = true
	}
	return curs, nil
}

// handOffBatch sends b, the whole handoff, as one implicit transaction.
func (e *Engine) handOffBatch(ctx context.Context, hs []*handOffCall, order []int, b *pgx.Batch, handed *store.Queued[[]*store.Task]) ([]*store.Task, error) {
	if e.testHookBeforeHandOffCommit != nil {
		if hookErr := e.testHookBeforeHandOffCommit(hs); hookErr != nil {
			// Fail the batch in the database, after its other statements
			// ran: what must not survive is everything they did.
			b.Queue(`SELECT 1/0`)
			if err := e.store.SendBatch(ctx, b); err != nil {
				return nil, errors.Join(hookErr, err)
			}
			return nil, fmt.Errorf("pipeline: a failing statement did not fail its batch (%w)", hookErr)
		}
	}
	e.traceBatch(TraceHandOffCommit, hs)
	if err := e.store.SendBatch(ctx, b); err != nil {
		return nil, err
	}
	e.traceBatch(TraceHandOffCommitted, hs)
	return e.handedOff(hs, order, handed)
}

// handOffWithHooks sends b, which begins a transaction, runs the stages'
// Commit hooks and the final stages' Terminal hooks in it, and commits.
func (e *Engine) handOffWithHooks(ctx context.Context, hs []*handOffCall, order []int, b *pgx.Batch, handed *store.Queued[[]*store.Task]) ([]*store.Task, error) {
	br := e.pool.SendBatch(ctx, b)
	tx := br.Tx()
	defer tx.Rollback(context.WithoutCancel(ctx)) //nolint:errcheck // no-op after Commit
	if err := br.Close(); err != nil {
		return nil, fmt.Errorf("pipeline: unable to hand off: %w", err)
	}
	curs, err := e.handedOff(hs, order, handed)
	if err != nil {
		return nil, err
	}
	q := e.store.WithTx(tx)
	htx := &Tx{Tx: tx, Store: q, e: e}
	for _, i := range order {
		h, cur := hs[i], curs[i]
		if cur == nil {
			continue
		}
		err := blame(i, func() error {
			if h.st.Commit != nil {
				if err := h.st.Commit(ctx, &HandOff{Tx: htx, Task: cur, Input: h.in, Output: h.hp.Output, IsFinal: h.hp.Final}); err != nil {
					return fmt.Errorf("pipeline: stage %s commit hook: %w", h.st.Name, err)
				}
			}
			if h.hp.Final && h.p.Terminal != nil {
				if err := h.p.Terminal(ctx, htx, cur); err != nil {
					return fmt.Errorf("pipeline: terminal hook: %w", err)
				}
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	if e.testHookBeforeHandOffCommit != nil {
		if err := e.testHookBeforeHandOffCommit(hs); err != nil {
			return nil, err
		}
	}
	e.traceBatch(TraceHandOffCommit, hs)
	if err := tx.Commit(ctx); err != nil {
		return nil, fmt.Errorf("pipeline: unable to commit handoff: %w", err)
	}
	e.traceBatch(TraceHandOffCommitted, hs)
	return curs, nil
}

// handedOff returns the handoff statement's tasks, parallel to hs (the
// statement's are in order's).
func (e *Engine) handedOff(hs []*handOffCall, order []int, handed *store.Queued[[]*store.Task]) ([]*store.Task, error) {
	got, err := handed.Result()
	if err != nil {
		return nil, err
	}
	curs := make([]*store.Task, len(hs))
	for k, i := range order {
		curs[i] = got[k]
	}
	return curs, nil
}
