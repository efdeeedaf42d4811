package pipeline

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"sync"
	"time"
)

// group batches concurrent calls (claims, handoffs, submissions) into one
// database round trip or transaction: group commit. A call joins the
// pending list; if fewer than limit batches are running, the caller runs
// everything pending — its own item and whatever else queued — as one
// batch, then hands what queued meanwhile, as the next batch, to the oldest
// of those calls to run. Unloaded, a call is its own batch and costs what it
// would alone; under load, a batch is what accumulated while the previous
// one ran, so the per-task cost of a round trip, a statement and a commit
// falls as the load grows.
type group[T any] struct {
	limit    int
	maxBatch int // the most items in one batch; the rest wait for the next
	// work does a batch's database work and reports each item's success
	// through the item; fail tells an item its error (see settle).
	work func(ctx context.Context, items []*T) error
	fail func(item *T, err error)

	mu       sync.Mutex
	pending  []*groupCall[T]
	flushing int
	running  int // items in the batches being run
}

type groupCall[T any] struct {
	item *T
	done chan struct{}        // closed when the batch holding item has run
	lead chan []*groupCall[T] // a batch, holding this call, for it to run
}

func newGroup[T any](limit int, work func(ctx context.Context, items []*T) error, fail func(item *T, err error)) *group[T] {
	return &group[T]{limit: max(limit, 1), maxBatch: groupMaxBatch, work: work, fail: fail}
}

// do runs item in some batch and returns when that batch has settled: item
// then holds its outcome.
func (g *group[T]) do(ctx context.Context, item *T) {
	c := &groupCall[T]{item: item, done: make(chan struct{}), lead: make(chan []*groupCall[T], 1)}
	g.mu.Lock()
	g.pending = append(g.pending, c)
	var batch []*groupCall[T]
	if g.flushing >= g.limit {
		g.mu.Unlock()
		select {
		case <-c.done: // another call ran it
			return
		case batch = <-c.lead:
		}
	} else {
		g.flushing++
		batch = g.take()
		g.mu.Unlock()
	}

	items := make([]*T, len(batch))
	for i, b := range batch {
		items[i] = b.item
	}
	// The batch carries other calls' items: it must not end with this
	// call's context.
	settle(context.WithoutCancel(ctx), items, g.work, g.fail)
	for _, b := range batch {
		if b != c {
			close(b.done)
		}
	}

	// Hand what queued meanwhile, as one batch, to its oldest call.
	g.mu.Lock()
	g.running -= len(batch)
	if len(g.pending) > 0 {
		next := g.take()
		next[0].lead <- next
	} else {
		g.flushing--
	}
	g.mu.Unlock()
}

// groupMaxBatch bounds a batch, and so the size of its statements and the
// number of rows one transaction locks.
const groupMaxBatch = 500

// take removes the oldest pending calls, at most maxBatch, as a batch;
// g.mu is held.
func (g *group[T]) take() []*groupCall[T] {
	n := min(len(g.pending), g.maxBatch)
	batch := g.pending[:n:n]
	g.pending = append([]*groupCall[T](nil), g.pending[n:]...)
	g.running += len(batch)
	return batch
}

// groupBatchTimeout bounds one batch's work: a batch serves many callers and
// runs without any one caller's deadline (the callers wait for it).
const groupBatchTimeout = 30 * time.Second

// settle runs a batch's database work (work) under groupBatchTimeout and
// makes sure every item learns its outcome: work reports successes through
// the items; on failure, fail tells an item its error. A failure that one
// item caused (an itemError) fails that item and runs the batch again
// without it; a batch that ran out of time fails every item (each alone
// would wait as long); any other failure runs each item alone, so that one
// item's failure is its own. A panic in work is the batch's error.
func settle[T any](ctx context.Context, items []*T, work func(context.Context, []*T) error, fail func(*T, error)) {
	err := runBatch(ctx, func(ctx context.Context) error { return work(ctx, items) })
	if err == nil {
		return
	}
	var ie *itemError
	if len(items) > 1 && errors.As(err, &ie) && ie.i >= 0 && ie.i < len(items) {
		fail(items[ie.i], ie.err)
		rest := make([]*T, 0, len(items)-1)
		rest = append(rest, items[:ie.i]...)
		rest = append(rest, items[ie.i+1:]...)
		settle(ctx, rest, work, fail)
		return
	}
	if len(items) == 1 || errors.Is(err, context.DeadlineExceeded) {
		if errors.As(err, &ie) {
			err = ie.err
		}
		for _, it := range items {
			fail(it, err)
		}
		return
	}
	for _, it := range items {
		settle(ctx, []*T{it}, work, fail)
	}
}

func runBatch(ctx context.Context, fn func(ctx context.Context) error) (err error) {
	ctx, cancel := context.WithTimeout(ctx, groupBatchTimeout)
	defer cancel()
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("pipeline: panic in a batch: %v\n%s", r, debug.Stack())
		}
	}()
	return fn(ctx)
}

// itemError is a batch's failure that one of its items caused (its hook
// returned an error or panicked): see settle.
type itemError struct {
	i   int
	err error
}

func (e *itemError) Error() string { return e.err.Error() }
func (e *itemError) Unwrap() error { return e.err }

// blame runs item i's hook and turns its error or panic into an itemError.
func blame(i int, fn func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &itemError{i: i, err: fmt.Errorf("panic: %v\n%s", r, debug.Stack())}
		}
	}()
	if err := fn(); err != nil {
		return &itemError{i: i, err: err}
	}
	return nil
}
