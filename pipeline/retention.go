package pipeline

import (
	"context"
	"time"
)

// prune deletes the history past its retention, after the reaper's rules in
// the same sweep (under the reaper's lock): finished tasks past
// TaskRetention with everything hanging off them, whole DONE batches past
// it, then idempotency keys older than both TaskRetention and a day. Each
// kind runs up to PruneStatementsPerSweep statements of PruneBatch rows, each
// its own short transaction, and stops at the first that finds fewer: a
// backlog (the first sweep over a year of history) drains over several
// sweeps instead of holding one long transaction. No statement waits on a
// lock (SKIP LOCKED), so the claims and handoffs running meanwhile never
// wait on it either.
func (e *Engine) prune(ctx context.Context, now time.Time, res *ReapResult) error {
	before := now.Add(-e.cfg.TaskRetention)
	for range PruneStatementsPerSweep {
		n, err := e.store.TaskDeleteExpired(ctx, before, PruneBatch)
		if err != nil {
			return err
		}
		res.TasksDeleted += n
		if n < PruneBatch {
			break
		}
	}
	for range PruneStatementsPerSweep {
		b, n, err := e.store.BatchDeleteExpired(ctx, before, PruneBatch)
		if err != nil {
			return err
		}
		res.BatchesDeleted += b
		res.TasksDeleted += n
		if n < PruneBatch {
			break
		}
	}
	keysBefore := before
	if k := now.Add(-idempotencyKeyKeep); k.Before(keysBefore) {
		keysBefore = k
	}
	_, err := e.store.IdempotencyKeyDeleteBefore(ctx, keysBefore, PruneBatch)
	return err
}

// idempotencyKeyKeep is the least time the reaper keeps an idempotency key:
// the API's own TTL (web.IdempotencyKeyTTLDefault), which deletes them as
// requests come.
const idempotencyKeyKeep = 24 * time.Hour
