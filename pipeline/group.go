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
type group[In, Out any] struct {
	limit    int
	maxBatch int // the most items in one batch; the rest wait for the next
	// work does a batch's database work and returns each item's result,
	// parallel to ins (see settle).
	work func(ctx context.Context, ins []In) ([]Out, error)

	mu       sync.Mutex
	pending  []*groupCall[In, Out]
	flushing int
	running  int // items in the batches being run
}

// groupCall is one call of do: its item and, once its batch has settled,
// its outcome.
type groupCall[In, Out any] struct {
	in   In
	out  Out
	err  error
	done chan struct{}              // closed when the batch holding in has settled
	lead chan []*groupCall[In, Out] // a batch, holding this call, for it to run
}

func newGroup[In, Out any](limit int, work func(ctx context.Context, ins []In) ([]Out, error)) *group[In, Out] {
	return &group[In, Out]{limit: max(limit, 1), maxBatch: groupMaxBatch, work: work}
}

// do runs in in some batch and returns its result once that batch has
// settled.
func (g *group[In, Out]) do(ctx context.Context, in In) (Out, error) {
	c := &groupCall[In, Out]{in: in, done: make(chan struct{}), lead: make(chan []*groupCall[In, Out], 1)}
	g.mu.Lock()
	g.pending = append(g.pending, c)
	var batch []*groupCall[In, Out]
	if g.flushing >= g.limit {
		g.mu.Unlock()
		select {
		case <-c.done: // another call ran it
			return c.out, c.err
		case batch = <-c.lead:
		}
	} else {
		g.flushing++
		batch = g.take()
		g.mu.Unlock()
	}

	// The batch carries other calls' items: it must not end with this
	// call's context.
	settle(context.WithoutCancel(ctx), batch, g.work)
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
	return c.out, c.err
}

// groupMaxBatch bounds a batch, and so the size of its statements and the
// number of rows one transaction locks.
const groupMaxBatch = 500

// take removes the oldest pending calls, at most maxBatch, as a batch;
// g.mu is held.
func (g *group[In, Out]) take() []*groupCall[In, Out] {
	n := min(len(g.pending), g.maxBatch)
	batch := g.pending[:n:n]
	g.pending = append([]*groupCall[In, Out](nil), g.pending[n:]...)
	g.running += len(batch)
	return batch
}

// groupBatchTimeout bounds one batch's work: a batch serves many callers and
// runs without any one caller's deadline (the callers wait for it).
const groupBatchTimeout = 30 * time.Second

// settle runs a batch's database work (work) under groupBatchTimeout and
// gives every call its outcome: its result when work succeeds, else an
// error. A failure that one item caused (an itemError, its index into the
// batch) fails that call and runs the batch again without it; a batch that
// ran out of time fails every call (each alone would wait as long); any
// other failure runs each call alone, so that one item's failure is its
// own. A panic in work is the batch's error.
func settle[In, Out any](ctx context.Context, calls []*groupCall[In, Out], work func(context.Context, []In) ([]Out, error)) {
	ins := make([]In, len(calls))
	for i, c := range calls {
		ins[i] = c.in
	}
	var outs []Out
	err := runBatch(ctx, func(ctx context.Context) (err error) {
		outs, err = work(ctx, ins)
		if err == nil && len(outs) != len(ins) {
			err = fmt.Errorf("pipeline: a batch of %d returned %d results", len(ins), len(outs))
		}
		return err
	})
	if err == nil {
		for i, c := range calls {
			c.out = outs[i]
		}
		return
	}
	var ie *itemError
	if len(calls) > 1 && errors.As(err, &ie) && ie.i >= 0 && ie.i < len(calls) {
		calls[ie.i].err = ie.err
		rest := make([]*groupCall[In, Out], 0, len(calls)-1)
		rest = append(rest, calls[:ie.i]...)
		rest = append(rest, calls[ie.i+1:]...)
		settle(ctx, rest, work)
		return
	}
	if len(calls) == 1 || errors.Is(err, context.DeadlineExceeded) {
		if errors.As(err, &ie) {
			err = ie.err
		}
		for _, c := range calls {
			c.err = err
		}
		return
	}
	for _, c := range calls {
		settle(ctx, []*groupCall[In, Out]{c}, work)
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
// returned an error or panicked); i is the item's index in the batch's ins:
// see settle.
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
