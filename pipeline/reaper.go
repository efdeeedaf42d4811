package pipeline

import (
	"context"
	"fmt"
	"log/slog"
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
		ctx, cancel := context.WithTimeout(base, max(e.cfg.SweepInterval, 30*time.Second))
		ran, err := e.store.TryAdvisoryXactLock(ctx, reaperLockKey, func() error {
			res, err := e.Reap(ctx)
			if err == nil && (res.Total()+res.JobsFinished > 0 || res.TasksDeleted+res.BatchesDeleted > 0) {
				e.log.Info("reaper sweep", slog.Int("requeued", res.Requeued), slog.Int("worker_dead", res.WorkerDead),
					slog.Int("stale_processing", res.StaleProcessing), slog.Int("stale_pending", res.StalePending),
					slog.Int("jobs_finished", res.JobsFinished), slog.Int64("tasks_deleted", res.TasksDeleted),
					slog.Int64("batches_deleted", res.BatchesDeleted), slog.Int64("events_deleted", res.EventsDeleted))
			}
			return err
		})
		cancel()
		if err != nil && base.Err() == nil {
			e.log.Warn("reaper sweep failed", slog.Bool("ran", ran), slog.Any("error", err))
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

// Reap runs one sweep of the reaper's three rules, each in its own
// transaction with its events (the dead-worker rule also finalises the River
// jobs dead workers left running), then deletes expired events and prunes
// the history past TaskRetention (see prune).
func (e *Engine) Reap(ctx context.Context) (ReapResult, error) {
	res := ReapResult{DeadSkipped: !e.mayJudgeDead()}
	// Dead workers first: re-running a stage beats failing it stale.
	if err := e.reapDead(ctx, &res); err != nil {
		return res, fmt.Errorf("pipeline: reaping dead workers: %w", err)
	}
	err := e.store.InTx(ctx, func(tx pgx.Tx, q *store.Store) error {
		ts, err := q.ReapStaleProcessing(ctx, ReapBatchDefault)
		if err != nil {
			return err
		}
		res.StaleProcessing = len(ts)
		return e.reapFailed(ctx, tx, q, ts, CodeStaleProcessing)
	})
	if err != nil {
		return res, fmt.Errorf("pipeline: reaping stale processing tasks: %w", err)
	}
	err = e.store.InTx(ctx, func(tx pgx.Tx, q *store.Store) error {
		ts, err := q.ReapStalePending(ctx, ReapBatchDefault)
		if err != nil {
			return err
		}
		res.StalePending = len(ts)
		return e.reapFailed(ctx, tx, q, ts, CodeStalePending)
	})
	if err != nil {
		return res, fmt.Errorf("pipeline: reaping stale pending tasks: %w", err)
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

// reapDead runs the dead-worker rule in one transaction: requeue or fail
// the tasks of dead workers, then finalise the River jobs they left
// running. It does nothing while res.DeadSkipped (see mayJudgeDead).
func (e *Engine) reapDead(ctx context.Context, res *ReapResult) error {
	if res.DeadSkipped {
		return nil
	}
	return e.store.InTx(ctx, func(tx pgx.Tx, q *store.Store) error {
		requeued, failed, err := q.ReapDeadWorkers(ctx, e.cfg.HeartbeatTTL, ReapBatchDefault)
		if err != nil {
			return err
		}
		if err := e.reapFailed(ctx, tx, q, failed, CodeWorkerDead); err != nil {
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
		res.Requeued, res.WorkerDead = len(requeued), len(failed)
		// Then the River jobs dead workers left running: those of the tasks
		// just requeued or failed, jobs that were already stale, follow-ups.
		jobs, err := q.DeadJobs(ctx, e.cfg.HeartbeatTTL, ReapBatchDefault)
		if err != nil {
			return err
		}
		res.JobsFinished = len(jobs)
		return e.jobs.finishDead(ctx, tx, jobs)
	})
}

// reapFailed appends task.failed events for tasks the reaper failed, cancels
// their jobs and runs the pipelines' terminal hooks, in the reaper's transaction.
func (e *Engine) reapFailed(ctx context.Context, tx pgx.Tx, q *store.Store, ts []*store.Task, code string) error {
	if len(ts) == 0 {
		return nil
	}
	events := make([]store.EventNew, 0, len(ts))
	for _, t := range ts {
		p, _, idx := e.stageOf(t)
		progress := 0
		if p != nil {
			progress = p.progress(idx)
		}
		events = append(events, newEvent(t, EventTaskFailed, EventData{
			Step: t.Stage, Status: "failed", Progress: progress, Attempt: t.Attempt,
			Error: &ErrorInfo{Code: code, Message: deref(t.ErrorMessage)},
		}))
		if t.JobID != nil && code != CodeWorkerDead {
			if _, err := e.river.JobCancelTx(ctx, tx, *t.JobID); err != nil && !isJobNotFound(err) {
				return fmt.Errorf("pipeline: unable to cancel job %d: %w", *t.JobID, err)
			}
		}
		if p != nil && p.Terminal != nil {
			if err := p.Terminal(ctx, &Tx{Tx: tx, Store: q, e: e}, t); err != nil {
				return err
			}
		}
		e.metrics.TaskFinished(t.Pipeline, store.StatusFailed, code)
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
