package pipeline

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"sync"
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
			if err == nil && (res.Total()+res.JobsFinished > 0 || res.TasksDeleted+res.BatchesDeleted > 0 || res.EventPartitionsDropped > 0) {
				e.log.Info("reaper sweep", slog.Int("requeued", res.Requeued), slog.Int("worker_dead", res.WorkerDead),
					slog.Int("stale_processing", res.StaleProcessing), slog.Int("stale_pending", res.StalePending),
					slog.Int("jobs_finished", res.JobsFinished), slog.Bool("more", res.More),
					slog.Int("transactions", res.Transactions), slog.Duration("longest_transaction", res.LongestTransaction),
					slog.Int64("tasks_deleted", res.TasksDeleted),
					slog.Int64("batches_deleted", res.BatchesDeleted), slog.Int64("events_deleted", res.EventsDeleted),
					slog.Int("event_partitions_dropped", res.EventPartitionsDropped),
					slog.Duration("prune_time", res.PruneTime), slog.Duration("event_partitions_time", res.EventPartitionsTime))
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
	// More: the sweep stopped on its budget (ReapBudgetDefault) with a
	// rule unfinished, so there may be tasks left to act on; the sweep loop
	// starts the next sweep at once, and it resumes with that rule.
	More bool
	// Transactions counts the rules' transactions (one batch each), and
	// LongestTransaction is the longest of them, commit included: the
	// longest any task row stayed locked by this sweep.
	Transactions       int
	LongestTransaction time.Duration
	// EventPartitionsDropped counts partitions of task_events dropped
	// whole, past retention (see keepEventPartitions); EventsDeleted the
	// events of finished tasks past it deleted row by row from the default
	// partition.
	EventPartitionsDropped int
	EventsDeleted          int64
	// EventPartitionsTime is the time spent keeping task_events'
	// partitions (creating, dropping, pruning the default one), and
	// PruneTime the time spent in the statements that delete expired tasks
	// and batches, the pauses between them left out.
	EventPartitionsTime time.Duration
	PruneTime           time.Duration
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

// reapLimits bound the rules' work: at most Batch tasks per transaction,
// each sized to end within what is left of a sweep's Budget, and none
// smaller than Min (see reapLimits.size).
type reapLimits struct {
	Batch  int
	Min    int
	Budget time.Duration
}

// reapCost is what a rule's transactions were measured to cost: per task
// acted on, from the last one that acted on any (its fixed work included,
// spread over its tasks), and the last one that acted on none (its fixed
// work alone: the dead-worker rule's walk of River's running jobs, a
// commit). Zero perTask: not measured yet.
type reapCost struct {
	perTask time.Duration
	fixed   time.Duration
}

// observe records a transaction of the rule that acted on n tasks in took.
func (c *reapCost) observe(n int, took time.Duration) {
	if n == 0 {
		c.fixed = took
		return
	}
	c.perTask = max(took/time.Duration(n), time.Nanosecond)
}

// size is how many tasks the next transaction of a rule costing c may act
// on, elapsed into the sweep's rules: the most whose predicted time (c's
// fixed part plus its cost per task for each) fits what is left of the
// Budget's first reapAimPercent, at most Batch. A rule not measured yet is assumed to take the
// whole Budget for a full Batch. 0 means none: a transaction of Min tasks
// would overrun, so the sweep stops there and reports More. A sweep's
// first transaction always runs, with at least Min tasks, so every sweep
// makes progress however slow the database.
func (l reapLimits) size(c reapCost, elapsed time.Duration, first bool) int {
	least := max(1, min(l.Min, l.Batch))
	per := c.perTask
	if per <= 0 {
		per = l.Budget / time.Duration(max(1, l.Batch))
	}
	n := 0
	if left := l.Budget*reapAimPercent/100 - elapsed - c.fixed; per > 0 && left >= per {
		n = int(min(time.Duration(l.Batch), left/per))
	}
	if first {
		return max(n, least)
	}
	if n < least {
		return 0
	}
	return n
}

// reapAimPercent is the share of the budget a transaction is sized to end
// within: a prediction from the last transaction's cost errs, and the
// sweep has work outside its transactions. Sized to the whole budget,
// sweeps over a million tasks ran 0-34 % past it on a quiet machine.
const reapAimPercent = 75

// reapPlan is what one sweep leaves the next: the rule it stopped in, where
// the next starts (the one after a sweep that finished its rules starts
// from the first), what each rule's transactions cost, and when the
// housekeeping last ran.
type reapPlan struct {
	mu     sync.Mutex
	resume int
	cost   [2]reapCost // reapRuleDead, reapRuleStale
	// housekept is when a sweep last ran the housekeeping.
	housekept time.Time
}

// The reaper's rules, in the order a sweep runs them.
const (
	reapRuleDead = iota
	reapRuleStale
)

// reapRule is one rule: run acts on up to limit tasks in one transaction
// and reports what it did, how many tasks (and River jobs) it acted on,
// and whether it found a full limit's worth (there may be more).
type reapRule struct {
	name string
	run  func(ctx context.Context, limit int) (res ReapResult, acted int, full bool, err error)
}

// Reap runs one sweep: the reaper's rules, then, in a sweep that finishes
// them (or the first in a SweepInterval), the housekeeping (expired
// workers and events, and the history past TaskRetention: see prune).
//
// The rules act in short transactions of up to ReapBatchDefault tasks
// each, with their events and River jobs: the dead-worker rule (requeue or
// fail the tasks of dead workers, finalise the River jobs they left
// running) until it finds less than a full batch, then the stale rules
// (fail open tasks past their deadline) likewise. Dead workers first:
// re-running a stage beats failing it stale, and a dead worker's task is
// usually past its deadline too.
//
// ReapBudgetDefault bounds how long a sweep runs its rules: each
// transaction is sized from what the rule's last one cost per task so that
// it ends within what is left of the budget, and a sweep starts none it
// predicts to overrun (see reapLimits.size). It then reports More, leaves
// the housekeeping to a later sweep, and the next sweep, which the sweep
// loop starts at once, resumes with the rule this one stopped in (rather
// than walking River's running jobs for dead workers again each time). A
// sweep's first transaction always runs, so every sweep makes progress
// however slow the database.
//
// So no transaction holds its rows long (a claim or handoff that meets
// one waits for it: they don't skip locked rows), and no sweep holds the
// reaper's lock long, whatever the backlog. Each task is acted on once:
// its row is locked (SKIP LOCKED), re-checked and changed in one
// statement, in the transaction that appends its events and changes its
// River jobs, and a later batch no longer finds it.
func (e *Engine) Reap(ctx context.Context) (ReapResult, error) {
	res := ReapResult{DeadSkipped: !e.mayJudgeDead()}
	rules := [...]reapRule{reapRuleDead: {"dead workers", e.reapDead}, reapRuleStale: {"stale tasks", e.reapStale}}
	e.reapPlan.mu.Lock()
	from := e.reapPlan.resume
	e.reapPlan.mu.Unlock()
	if res.DeadSkipped {
		from = max(from, reapRuleStale)
	}
	start := time.Now()
	stopped := -1
	for i := from; i < len(rules) && stopped < 0; i++ {
		for {
			e.reapPlan.mu.Lock()
			n := e.reap.size(e.reapPlan.cost[i], time.Since(start), res.Transactions == 0)
			e.reapPlan.mu.Unlock()
			if n == 0 {
				stopped = i
				break
			}
			txStart := time.Now()
			b, acted, full, err := rules[i].run(ctx, n)
			if err != nil {
				return res, fmt.Errorf("pipeline: reaping %s: %w", rules[i].name, err)
			}
			took := time.Since(txStart)
			res.add(b, took)
			e.reapPlan.mu.Lock()
			e.reapPlan.cost[i].observe(acted, took)
			e.reapPlan.mu.Unlock()
			if !full {
				break
			}
		}
	}
	e.metrics.ReaperAction("requeued", res.Requeued)
	e.metrics.ReaperAction(CodeWorkerDead, res.WorkerDead)
	e.metrics.ReaperAction(CodeStaleProcessing, res.StaleProcessing)
	e.metrics.ReaperAction(CodeStalePending, res.StalePending)
	res.More = stopped >= 0
	e.reapPlan.mu.Lock()
	e.reapPlan.resume = max(stopped, 0)
	// A sweep that stops on its budget leaves the housekeeping to the one
	// that finishes the rules, unless it has not run for a SweepInterval
	// (a backlog that outlasts it).
	housekeep := !res.More || time.Since(e.reapPlan.housekept) >= e.cfg.SweepInterval
	if housekeep {
		e.reapPlan.housekept = time.Now()
	}
	e.reapPlan.mu.Unlock()
	if !housekeep {
		return res, nil
	}
	if _, err := e.store.WorkerDeleteExpired(ctx, time.Now().Add(-10*e.cfg.HeartbeatTTL)); err != nil {
		return res, err
	}
	began := time.Now()
	dropped, n, err := e.keepEventPartitions(ctx, began)
	if err != nil {
		return res, fmt.Errorf("pipeline: event partitions: %w", err)
	}
	res.EventPartitionsDropped, res.EventsDeleted, res.EventPartitionsTime = dropped, n, time.Since(began)
	if err := e.prune(ctx, time.Now(), &res); err != nil {
		return res, fmt.Errorf("pipeline: pruning finished tasks: %w", err)
	}
	return res, nil
}

// reapDead runs one batch of the dead-worker rule in one transaction:
// requeue or fail up to limit tasks of dead workers (one statement),
// enqueue the requeued stages (one River insert) and append the events
// (one insert), then finalise their former River jobs (one statement),
// and in the rule's last batch up to limit of any other River jobs dead
// workers left running. acted counts the tasks and those other jobs; full
// reports a full batch: there may be more.
func (e *Engine) reapDead(ctx context.Context, limit int) (res ReapResult, acted int, full bool, err error) {
	err = e.store.InTx(ctx, func(tx pgx.Tx, q *store.Store) error {
		requeued, failed, err := q.ReapDeadWorkers(ctx, e.cfg.HeartbeatTTL, limit)
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
		acted = len(requeued) + len(failed)
		full = acted >= limit
		if !full {
			others, err := q.DeadJobs(ctx, e.cfg.HeartbeatTTL, limit)
			if err != nil {
				return err
			}
			if err := e.jobs.finishDead(ctx, tx, others); err != nil {
				return err
			}
			jobs, full = append(jobs, others...), len(others) >= limit
			acted += len(others)
		}
		res = ReapResult{Requeued: len(requeued), WorkerDead: len(failed), JobsFinished: len(jobs)}
		return nil
	})
	if err != nil {
		return ReapResult{}, 0, false, err
	}
	if acted > 0 {
		e.eventsCommitted()
	}
	return res, acted, full, nil
}

// reapStale runs one batch of the stale rules in one transaction: fail up
// to limit open tasks past their deadline (one statement for both rules),
// cancel their River jobs (one statement) and append their events (one
// insert). acted counts the tasks; full reports a full batch: there may
// be more.
func (e *Engine) reapStale(ctx context.Context, limit int) (res ReapResult, acted int, full bool, err error) {
	err = e.store.InTx(ctx, func(tx pgx.Tx, q *store.Store) error {
		ts, err := q.ReapStale(ctx, limit)
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
		acted, full = len(ts), len(ts) >= limit
		return nil
	})
	if err != nil {
		return ReapResult{}, 0, false, err
	}
	if acted > 0 {
		e.eventsCommitted()
	}
	return res, acted, full, nil
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
