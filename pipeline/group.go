package pipeline

import (
	"context"
	"sync"
)

// group batches the calls of concurrent stage jobs into one database round
// trip (group commit). A call joins the pending list; if fewer than limit
// batches are running, the caller runs everything pending — its own item
// and whatever other jobs queued — as one batch, then hands the role to the
// oldest call still pending, if any. Unloaded, a call is its own batch and
// costs what it would alone; under load, a batch is what accumulated while
// the previous one ran, so the per-task cost of a round trip, a statement
// and a commit falls as the load grows.
type group[T any] struct {
	limit int
	run   func(ctx context.Context, items []*T)

	mu       sync.Mutex
	pending  []*groupCall[T]
	flushing int
}

type groupCall[T any] struct {
	item *T
	done chan struct{} // closed when the batch holding item has run
	lead chan struct{} // this call is to run the next batch
}

func newGroup[T any](limit int, run func(ctx context.Context, items []*T)) *group[T] {
	return &group[T]{limit: max(limit, 1), run: run}
}

// do runs item in some batch and returns when that batch has run; run
// reports each item's outcome through the item.
func (g *group[T]) do(ctx context.Context, item *T) {
	c := &groupCall[T]{item: item, done: make(chan struct{}), lead: make(chan struct{}, 1)}
	g.mu.Lock()
	g.pending = append(g.pending, c)
	if g.flushing >= g.limit {
		g.mu.Unlock()
		select {
		case <-c.done:
			// Another batch took it. A lead sent before that is already
			// buffered (both happen under mu), and must not be lost.
			select {
			case <-c.lead:
			default:
				return
			}
		case <-c.lead:
		}
	} else {
		g.flushing++
		g.mu.Unlock()
	}

	g.mu.Lock()
	batch := g.pending
	g.pending = nil
	g.mu.Unlock()
	items := make([]*T, len(batch))
	for i, b := range batch {
		items[i] = b.item
	}
	if len(items) > 0 {
		// The batch carries other jobs' items: it must not end with this
		// job's context.
		g.run(context.WithoutCancel(ctx), items)
	}
	for _, b := range batch {
		close(b.done)
	}

	g.mu.Lock()
	if len(g.pending) > 0 {
		g.pending[0].lead <- struct{}{}
	} else {
		g.flushing--
	}
	g.mu.Unlock()
}
