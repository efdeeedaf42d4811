package pipeline

import (
	"context"
	"time"

	"github.com/baton-dev/baton/store"
)

// EventPartitionsAhead is how many partitions of task_events the sweep
// keeps made beyond the one holding the present: two, so a sweep can be
// late by a partition's width (a minute at the narrowest, a day with the
// default retention) before an event lands in the default partition, and
// an event written then is moved into its range when the sweep comes.
const EventPartitionsAhead = 2

// eventRetention is how long events are kept: EventRetention, capped by
// TaskRetention (a task's events never outlive the task itself by more
// than a partition's width).
func (c Config) eventRetention() time.Duration {
	return min(c.EventRetention, c.TaskRetention)
}

// keepEventPartitions creates task_events' partitions ahead, drops those
// past retention that hold no event of an open task or batch, and prunes
// the default partition row by row (normally empty). It returns the
// partitions dropped and the default partition's events deleted.
//
// Retention by partitions means: an event is kept at least eventRetention
// after it was written, and dropped within eventRetention plus a
// partition's width (store.EventPartitionWidth: a quarter of the
// retention at most) once no task or batch with events in its partition is
// open; an open task keeps its partition, however old.
func (e *Engine) keepEventPartitions(ctx context.Context, now time.Time) (dropped int, deleted int64, err error) {
	r := e.cfg.eventRetention()
	if _, err := e.store.EventPartitionsEnsure(ctx, now, store.EventPartitionWidth(r), EventPartitionsAhead); err != nil {
		return 0, 0, err
	}
	before := now.Add(-r)
	if dropped, err = e.store.EventPartitionDropExpired(ctx, before); err != nil {
		return dropped, 0, err
	}
	deleted, err = e.store.EventDeleteExpired(ctx, before, 10000)
	return dropped, deleted, err
}
