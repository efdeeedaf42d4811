package pipeline

import (
	"context"
	"time"
)

// prune deletes the history past its retention, after the reaper's rules in
// the same sweep (under the reaper's lock): finished tasks past
// TaskRetention with everything hanging off them, whole DONE batches past
// it, then idempotency keys older than both TaskRetention and a day. It
// runs statements of each kind (tasks with no batch, batches), taking
// turns, each of PruneBatch rows in its own short transaction, committed
// without waiting for its WAL to be flushed (store.Store.pruneTx says why
// that is safe), and a kind stops at the first statement that finds fewer.
// No statement waits on a lock (SKIP LOCKED), so the claims and handoffs
// running meanwhile never wait on it either.
//
// What they do compete for is the disk and the CPU: a pruning statement
// writes a WAL record per row it deletes and a full image of most pages it
// touches, which the next handoff's commit has to flush with its own
// (docs/benchmarks.md, "What pruning costs the hot path"). So pruning is
// spread out rather than run in a burst: after each round of statements
// the sweep pauses as long as the round took, so pruning never takes more
// than half of any stretch of time, and it starts no round once
// two-thirds of SweepInterval have passed: up to a third of the interval
// of pruning, spread over two-thirds of it. A slow database (a statement
// of 1,000 tasks took 1.3 to 4.9 s on a 2-core machine at load 26) never
// runs the sweep into its timeout, and a backlog (the first sweep over a
// year of history) drains over several sweeps instead of holding one long
// transaction. A fixed count would cap how fast history can be deleted
// below how fast a busy installation makes it: five statements a sweep
// kept up with ~170 tasks/s, and a soak at 312 tasks/s outgrew it.
func (e *Engine) prune(ctx context.Context, now time.Time, res *ReapResult) error {
	before := now.Add(-e.cfg.TaskRetention)
	start := time.Now()
	tasksLeft, batchesLeft := true, true
	for first := true; tasksLeft || batchesLeft; first = false {
		if !first && time.Since(start) >= 2*e.cfg.SweepInterval/3 {
			break
		}
		round := time.Now()
		if tasksLeft {
			n, err := e.store.TaskDeleteExpired(ctx, before, PruneBatch)
			if err != nil {
				return err
			}
			res.TasksDeleted += n
			tasksLeft = n == PruneBatch
		}
		if batchesLeft {
			b, n, err := e.store.BatchDeleteExpired(ctx, before, PruneBatch)
			if err != nil {
				return err
			}
			res.BatchesDeleted += b
			res.TasksDeleted += n
			batchesLeft = n >= PruneBatch
		}
		res.PruneTime += time.Since(round)
		if tasksLeft || batchesLeft {
			if err := e.prunePause(ctx, time.Since(round)); err != nil {
				return err
			}
		}
	}
	keysBefore := before
	if k := now.Add(-idempotencyKeyKeep); k.Before(keysBefore) {
		keysBefore = k
	}
	_, err := e.store.IdempotencyKeyDeleteBefore(ctx, keysBefore, PruneBatch)
	return err
}

// prunePause waits d between two rounds of pruning, or until ctx is done.
func (e *Engine) prunePause(ctx context.Context, d time.Duration) error {
	if e.testHookPrunePause != nil {
		e.testHookPrunePause(d)
		return nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// idempotencyKeyKeep is the least time the reaper keeps an idempotency key:
// the API's own TTL (web.IdempotencyKeyTTLDefault), which deletes them as
// requests come.
const idempotencyKeyKeep = 24 * time.Hour
