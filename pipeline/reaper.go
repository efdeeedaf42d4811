package pipeline

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"

	"github.com/baton-dev/baton/store"
)

// reaperLockKey is the advisory lock that lets one process sweep at a
// time ("baton.re" in ASCII).
const reaperLockKey int64 = 0x6261746f6e2e7265

// sweepLoop runs the reaper every SweepInterval (and once at start) in every
// working process; an advisory lock lets one sweep run at a time, and a
// process that finds it taken skips its turn.
//
// The reaper used to be a River periodic job, which River inserts on its
// elected leader only. River's leader lease is 15 s (ElectInterval 5 s +
// 10 s padding, not configurable), and followers bid every 5-6 s, so when
// the leader itself is killed a new one is elected up to ~21 s later and
// only then sweeps: a requeue took 31 s in the chaos run. With a sweep in
// every process there is nobody to elect: the next process to tick after a
// worker's heartbeat expires requeues its tasks, so a requeue takes at most
// HeartbeatTTL + SweepInterval (plus the sweep itself) whoever was killed.
func (e *Engine) sweepLoop(stop <-chan struct{}, done chan<- struct{}) {
	defer close(done)
	base, stopSweep := context.WithCancel(context.Background())
	defer stopSweep()
	go func() {
		select {
		case <-stop: // a sweep in progress is abandoned (its transactions roll back)
			stopSweep()
		case <-base.Done():
		}
	}()
	t := time.NewTicker(e.cfg.SweepInterval)
	defer t.Stop()
	for {
		more := false
		ctx, cancel := context.WithTimeout(base, max(e.cfg.SweepInterval, 30*time.Second))
		ran, err := e.store.TryAdvisoryXactLock(ctx, reaperLockKey, func() error {
			res, err := e.Reap(ctx)
			more = err == nil && res.More
			if err == nil && (res.Total()+res.JobsFinished > 0 || res.TasksDeleted+res.BatchesDeleted > 0) {
				e.log.Info("reaper sweep", slog.Int("requeued", res.Requeued), slog.Int("worker_dead", res.WorkerDead),
					slog.Int("stale_processing", res.StaleProcessing), slog.Int("stale_pending", res.StalePending),
					slog.Int("jobs_finished", res.JobsFinished), slog.Bool("more", res.More),
					slog.Int("transactions", res.Transactions), slog.Duration("longest_transaction", res.LongestTransaction),
					slog.Int64("tasks_deleted", res.TasksDeleted),
					slog.Int64("batches_deleted", res.BatchesDeleted), slog.Int64("events_deleted", res.EventsDeleted))
			}
			return err
		})
		cancel()
		if err != nil && base.Err() == nil {
			e.log.Warn("reaper sweep failed", slog.Bool("ran", ran), slog.Any("error", err))
		}
		if more {
			// The budget ran out with tasks left: the next sweep starts
			// now, in new transactions, rather than a SweepInterval later.
			select {
			case <-stop:
				return
			default:
				continue
			}
		}
		select {
		case <-stop:
			return
		case <-t.C:
		}
	}
}

// ReapResult counts what one sweep did.
type ReapResult struct {
	Requeued        int // WORKER_DEAD with attempts left: stage enqueued again
	WorkerDead      int // FAILED WORKER_DEAD
	StaleProcessing int // FAILED STALE_PROCESSING
	StalePending    int // FAILED STALE_PENDING
	// JobsFinished counts River jobs a dead worker left running, finalised
	// (see riverAdapter.finishDead).
	JobsFinished int
	// DeadSkipped: the dead-worker rules did not run (see mayJudgeDead).
	DeadSkipped bool
	// More: the sweep stopped on its budget (ReapBudgetDefault) after a
	// full batch, so there may be tasks left to act on; the sweep loop
	// starts the next sweep at once.
	More bool
	// Transactions counts the rules' transactions (one batch each), and
	// LongestTransaction is the longest of them, commit included: the
	// longest any task row stayed locked by this sweep.
	Transactions       int
	LongestTransaction time.Duration
	// EventsDeleted counts events of finished tasks past EventRetention.
	EventsDeleted int64
	// TasksDeleted and BatchesDeleted count finished tasks and DONE
	// batches past TaskRetention, deleted with what hangs off them.
	TasksDeleted   int64
	BatchesDeleted int64
}

// Total is the number of tasks acted on.
func (r ReapResult) Total() int {
	return r.Requeued + r.WorkerDead + r.StaleProcessing + r.StalePending
}

// add counts one batch of the rules into r.
func (r *ReapResult) add(b ReapResult, took time.Duration) {
	r.Requeued += b.Requeued
	r.WorkerDead += b.WorkerDead
	r.StaleProcessing += b.StaleProcessing
	r.StalePending += b.StalePending
	r.JobsFinished += b.JobsFinished
	r.Transactions++
	r.LongestTransaction = max(r.LongestTransaction, took)
}

// reapLimits bound the rules' work: Batch tasks per transaction, and no
// new transaction once a sweep has run its rules for Budget (see Reap).
type reapLimits struct {
	Batch  int
	Budget time.Duration
}

// Reap runs one sweep: the reaper's rules, then the housekeeping (expired
// workers and events, and the history past TaskRetention: see prune).
//
// The rules act in short transactions of up to ReapBatchDefault tasks
// each, with their events and River jobs: the dead-worker rule (requeue or
// fail the tasks of dead workers, finalise the River jobs they left
// running) until it finds less than a full batch, then the stale rules
// (fail open tasks past their deadline) likewise. Dead workers first:
// re-running a stage beats failing it stale, and a dead worker's task is
// usually past its deadline too. A sweep starts no transaction that would
// take its rules past ReapBudgetDefault, were it as long as the longest so
// far, and then reports More: the rest waits for the next sweep, which the
// sweep loop starts at once. The first transaction of each rule a sweep
// reaches always runs, so every sweep makes progress however slow the
// database.
//
// So no transaction holds its rows long (a claim or handoff that meets
// one waits for it: they don't skip locked rows), and no sweep holds the
// reaper's lock long, whatever the backlog. Each task is acted on once:
// its row is locked (SKIP LOCKED), re-checked and changed in one
// statement, in the transaction that appends its events and changes its
// River jobs, and a later batch no longer finds it.
func (e *Engine) Reap(ctx context.Context) (ReapResult, error) {
	res := ReapResult{DeadSkipped: !e.mayJudgeDead()}
	type rule struct {
		name string
		run  func(context.Context) (ReapResult, bool, error)
	}
	rules := []rule{{"dead workers", e.reapDead}, {"stale tasks", e.reapStale}}
	if res.DeadSkipped {
		rules = rules[1:]
	}
	start := time.Now()
sweep:
	for _, r := range rules {
		for first := true; ; first = false {
			// Past the budget, or would be by the end of a transaction as
			// long as the longest so far.
			if !first && time.Since(start)+res.LongestTransaction > e.reap.Budget {
				res.More = true
				break sweep
			}
			txStart := time.Now()
			b, full, err := r.run(ctx)
			if err != nil {
				return res, fmt.Errorf("pipeline: reaping %s: %w", r.name, err)
			}
			res.add(b, time.Since(txStart))
			if !full {
				break
			}
		}
	}
	if _, err := e.store.WorkerDeleteExpired(ctx, time.Now().Add(-10*e.cfg.HeartbeatTTL)); err != nil {
		return res, err
	}
	n, err := e.store.EventDeleteExpired(ctx, time.Now().Add(-e.cfg.EventRetention), 10000)
	if err != nil {
		return res, err
	}
	res.EventsDeleted = n
	if err := e.prune(ctx, time.Now(), &res); err != nil {
		return res, fmt.Errorf("pipeline: pruning finished tasks: %w", err)
	}
	e.metrics.ReaperAction("requeued", res.Requeued)
	e.metrics.ReaperAction(CodeWorkerDead, res.WorkerDead)
	e.metrics.ReaperAction(CodeStaleProcessing, res.StaleProcessing)
	e.metrics.ReaperAction(CodeStalePending, res.StalePending)
	return res, nil
}

// reapDead runs one batch of the dead-worker rule in one transaction:
// requeue or fail up to a batch of the tasks of dead workers (one
// statement), enqueue the requeued stages (one River insert) and append
// the events (one insert), then finalise their former River jobs (one
// statement), and in the rule's last batch up to a batch of any other
// River jobs dead workers left running. full reports a full batch: there
// may be more.
func (e *Engine) reapDead(ctx context.Context) (res ReapResult, full bool, err error) {
	err = e.store.InTx(ctx, func(tx pgx.Tx, q *store.Store) error {
		requeued, failed, err := q.ReapDeadWorkers(ctx, e.cfg.HeartbeatTTL, e.reap.Batch)
		if err != nil {
			return err
		}
		// Their River jobs are among the dead jobs finalised below.
		if err := e.reapFailed(ctx, tx, q, failed, false); err != nil {
			return err
		}
		if len(requeued) > 0 {
			params := make([]river.InsertManyParams, 0, len(requeued))
			events := make([]store.EventNew, 0, len(requeued))
			for _, t := range requeued {
				p, st, idx := e.stageOf(t)
				if st == nil {
					continue
				}
				params = append(params, river.InsertManyParams{
					Args:       StageArgs{TaskID: t.ID, Pipeline: t.Pipeline, Stage: t.Stage, Generation: t.Generation},
					InsertOpts: &river.InsertOpts{Queue: st.Queue, MaxAttempts: max(1, t.MaxAttempts-t.Attempt)},
				})
				events = append(events, newEvent(t, EventStageRetrying, EventData{
					Step: t.Stage, Status: "retrying", Progress: p.progress(idx), Attempt: t.Attempt,
					Error: &ErrorInfo{Code: CodeWorkerDead, Message: deref(t.ErrorMessage)},
				}))
			}
			if err := e.insertStageJobs(ctx, tx, q, params); err != nil {
				return err
			}
			if err := q.EventAppendMany(ctx, events); err != nil {
				return err
			}
		}
		// Then the River jobs dead workers left running: first the former
		// jobs of the tasks just requeued or failed (by id), then, once the
		// tasks are done, any other (jobs that were already stale,
		// follow-ups), which takes a walk of River's running jobs.
		var former []int64
		for _, t := range slices.Concat(requeued, failed) {
			if t.JobID != nil {
				former = append(former, *t.JobID)
			}
		}
		jobs, err := q.DeadJobsOf(ctx, e.cfg.HeartbeatTTL, former)
		if err != nil {
			return err
		}
		if err := e.jobs.finishDead(ctx, tx, jobs); err != nil {
			return err
		}
		full = len(requeued)+len(failed) >= e.reap.Batch
		if !full {
			others, err := q.DeadJobs(ctx, e.cfg.HeartbeatTTL, e.reap.Batch)
			if err != nil {
				return err
			}
			if err := e.jobs.finishDead(ctx, tx, others); err != nil {
				return err
			}
			jobs, full = append(jobs, others...), len(others) >= e.reap.Batch
		}
		res = ReapResult{Requeued: len(requeued), WorkerDead: len(failed), JobsFinished: len(jobs)}
		return nil
	})
	if err != nil {
		return ReapResult{}, false, err
	}
	return res, full, nil
}

// reapStale runs one batch of the stale rules in one transaction: fail up
// to a batch of open tasks past their deadline (one statement for both
// rules), cancel their River jobs (one statement) and append their events
// (one insert). full reports a full batch: there may be more.
func (e *Engine) reapStale(ctx context.Context) (res ReapResult, full bool, err error) {
	err = e.store.InTx(ctx, func(tx pgx.Tx, q *store.Store) error {
		ts, err := q.ReapStale(ctx, e.reap.Batch)
		if err != nil {
			return err
		}
		if err := e.reapFailed(ctx, tx, q, ts, true); err != nil {
			return err
		}
		res = ReapResult{}
		for _, t := range ts {
			if deref(t.ErrorCode) == CodeStalePending {
				res.StalePending++
			} else {
				res.StaleProcessing++
			}
		}
		full = len(ts) >= e.reap.Batch
		return nil
	})
	if err != nil {
		return ReapResult{}, false, err
	}
	return res, full, nil
}

// reapFailed appends task.failed events (with each task's error code) for
// tasks the reaper failed, cancels their River jobs when cancelJobs (one
// statement for all: see riverAdapter.cancelMany) and runs the pipelines'
// terminal hooks, in the reaper's transaction.
func (e *Engine) reapFailed(ctx context.Context, tx pgx.Tx, q *store.Store, ts []*store.Task, cancelJobs bool) error {
	if len(ts) == 0 {
		return nil
	}
	events := make([]store.EventNew, 0, len(ts))
	var jobIDs []int64
	for _, t := range ts {
		p, _, idx := e.stageOf(t)
		progress := 0
		if p != nil {
			progress = p.progress(idx)
		}
		code := deref(t.ErrorCode)
		events = append(events, newEvent(t, EventTaskFailed, EventData{
			Step: t.Stage, Status: "failed", Progress: progress, Attempt: t.Attempt,
			Error: &ErrorInfo{Code: code, Message: deref(t.ErrorMessage)},
		}))
		if t.JobID != nil && cancelJobs {
			jobIDs = append(jobIDs, *t.JobID)
		}
		if p != nil && p.Terminal != nil {
			if err := p.Terminal(ctx, &Tx{Tx: tx, Store: q, e: e}, t); err != nil {
				return err
			}
		}
		e.metrics.TaskFinished(t.Pipeline, store.StatusFailed, code)
	}
	if err := e.jobs.cancelMany(ctx, tx, jobIDs); err != nil {
		return err
	}
	return q.EventAppendMany(ctx, events)
}

// mayJudgeDead reports whether this process may call other workers dead:
// not within HeartbeatTTL of failing its own heartbeat. After PostgreSQL was
// unreachable (a restart, a failover) every worker's heartbeat is as old as
// the outage, so a sweep right after it would take live workers for dead
// and re-run all their stages (each re-run costing an attempt); every
// process failed its heartbeat during the outage, so none judges until its
// peers have had a full TTL to heartbeat again. A worker really killed
// meanwhile is requeued at most one TTL later.
func (e *Engine) mayJudgeDead() bool {
	failed := e.hbFailedAt.Load()
	return failed == 0 || time.Since(time.Unix(0, failed)) > e.cfg.HeartbeatTTL
}

func (e *Engine) stageOf(t *store.Task) (*Pipeline, *Stage, int) {
	p, ok := e.pipelines[t.Pipeline]
	if !ok {
		return nil, nil, 0
	}
	st, idx, ok := p.Stage(t.Stage)
	if !ok {
		return p, nil, 0
	}
	return p, st, idx
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
