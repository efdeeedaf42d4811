package pipeline

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"

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

// handOffTx is the handoff for any number of stages, in one transaction:
// the next stages' jobs (one River insert), the outputs, events and task
// moves (one statement, fenced per task by stage, generation and worker),
// the stages' Commit and pipelines' Terminal hooks, and the completion of
// every finished job (one statement; see riverAdapter.completeMany). It
// returns each stage's task after the handoff, parallel to hs, nil for a
// stage whose task is no longer its own: that one writes nothing, and its
// job still completes. If one stage's hook fails, that stage fails alone
// and the others commit without it (see settle).
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
	var inserts []river.InsertManyParams
	var inserted []int // ps indexes of inserts
	for k, i := range order {
		h := hs[i]
		ps[k] = h.hp
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
		inserted = append(inserted, k)
	}
	curs := make([]*store.Task, len(hs))
	e.traceBatch(TraceHandOffTx, hs)
	err := e.store.InTx(ctx, func(tx pgx.Tx, q *store.Store) error {
		if len(inserts) > 0 {
			ids, err := e.jobs.insertMany(ctx, tx, inserts)
			if err != nil {
				return err
			}
			for n, k := range inserted {
				ps[k].NextJobID = ids[n]
			}
		}
		got, err := q.TaskHandOffMany(ctx, ps)
		if err != nil {
			return err
		}
		htx := &Tx{Tx: tx, Store: q, e: e}
		for k, i := range order {
			h, cur := hs[i], got[k]
			curs[i] = cur
			if cur == nil {
				if !h.hp.Final {
					if _, err := e.river.JobDeleteTx(ctx, tx, ps[k].NextJobID); err != nil {
						return fmt.Errorf("pipeline: unable to drop the next job of a discarded stage: %w", err)
					}
				}
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
				return err
			}
		}
		jobIDs := make([]int64, len(hs))
		for i, h := range hs {
			jobIDs[i] = h.job.ID
		}
		if err := e.jobs.completeMany(ctx, tx, jobIDs); err != nil {
			return err
		}
		if e.testHookBeforeHandOffCommit != nil {
			if err := e.testHookBeforeHandOffCommit(hs); err != nil {
				return err
			}
		}
		e.traceBatch(TraceHandOffCommit, hs)
		return nil
	})
	if err != nil {
		return nil, err
	}
	e.traceBatch(TraceHandOffCommitted, hs)
	return curs, nil
}
