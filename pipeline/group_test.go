package pipeline

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/baton-dev/baton/store/storetest"
)

type groupItem struct {
	n    int
	runs int
}

// doChecked runs it through g and fails the test unless it comes back with
// its own result.
func doChecked(t *testing.T, g *group[*groupItem, int], it *groupItem) {
	got, err := g.do(context.Background(), it)
	if err != nil || got != it.n {
		t.Errorf("item %d: got (%d, %v)", it.n, got, err)
	}
}

func results(items []*groupItem) []int {
	out := make([]int, len(items))
	for i, it := range items {
		out[i] = it.n
	}
	return out
}

// While a batch runs, calls queue up and become the next batch together;
// every item runs exactly once and no more than limit batches run at once.
func TestGroup_BatchesWhatQueuesWhileABatchRuns(t *testing.T) {
	t.Parallel()
	release := make(chan struct{})
	var mu sync.Mutex
	var sizes []int
	var running, maxRunning atomic.Int32
	g := newGroup(1, func(ctx context.Context, items []*groupItem) ([]int, error) {
		r := running.Add(1)
		if r > maxRunning.Load() {
			maxRunning.Store(r)
		}
		mu.Lock()
		first := len(sizes) == 0
		sizes = append(sizes, len(items))
		mu.Unlock()
		if first {
			<-release
		}
		for _, it := range items {
			it.runs++
		}
		running.Add(-1)
		return results(items), nil
	})
	const n = 20
	items := make([]*groupItem, n)
	var wg sync.WaitGroup
	for i := range items {
		items[i] = &groupItem{n: i}
	}
	wg.Add(1)
	go func() { defer wg.Done(); doChecked(t, g, items[0]) }()
	storetest.WaitFor(t, 5*time.Second, "the first batch to start", func() bool {
		mu.Lock()
		defer mu.Unlock()
		return len(sizes) == 1
	})
	for _, it := range items[1:] {
		wg.Add(1)
		go func() { defer wg.Done(); doChecked(t, g, it) }()
	}
	storetest.WaitFor(t, 5*time.Second, "the other calls to queue", func() bool {
		g.mu.Lock()
		defer g.mu.Unlock()
		return len(g.pending) == n-1
	})
	close(release)
	wg.Wait()
	for _, it := range items {
		if it.runs != 1 {
			t.Fatalf("item %d ran %d times", it.n, it.runs)
		}
	}
	if len(sizes) != 2 || sizes[0] != 1 || sizes[1] != n-1 {
		t.Fatalf("batch sizes = %v, want [1 %d]", sizes, n-1)
	}
	if maxRunning.Load() != 1 {
		t.Fatalf("%d batches ran at once, limit 1", maxRunning.Load())
	}
	if g.flushing != 0 || len(g.pending) != 0 {
		t.Fatalf("group left flushing=%d pending=%d", g.flushing, len(g.pending))
	}
}

// Under a stampede of calls with limit 2, nothing is lost or run twice, no
// batch exceeds maxBatch and the group ends idle.
func TestGroup_Stampede(t *testing.T) {
	t.Parallel()
	var running, maxRunning, largest atomic.Int32
	var total atomic.Int64
	g := newGroup(2, func(ctx context.Context, items []*groupItem) ([]int, error) {
		for {
			m := largest.Load()
			if int32(len(items)) <= m || largest.CompareAndSwap(m, int32(len(items))) {
				break
			}
		}
		r := running.Add(1)
		for {
			m := maxRunning.Load()
			if r <= m || maxRunning.CompareAndSwap(m, r) {
				break
			}
		}
		for _, it := range items {
			it.runs++
		}
		total.Add(int64(len(items)))
		running.Add(-1)
		return results(items), nil
	})
	g.maxBatch = 7
	const n = 2000
	items := make([]*groupItem, n)
	var wg sync.WaitGroup
	for i := range items {
		items[i] = &groupItem{n: i}
		wg.Add(1)
		go func() { defer wg.Done(); doChecked(t, g, items[i]) }()
	}
	wg.Wait()
	for _, it := range items {
		if it.runs != 1 {
			t.Fatalf("item %d ran %d times", it.n, it.runs)
		}
	}
	if total.Load() != n || maxRunning.Load() > 2 || largest.Load() > 7 {
		t.Fatalf("ran %d items, up to %d batches at once, up to %d items in one", total.Load(), maxRunning.Load(), largest.Load())
	}
	if g.flushing != 0 || len(g.pending) != 0 {
		t.Fatalf("group left flushing=%d pending=%d", g.flushing, len(g.pending))
	}
}

// A batch that fails because of one item (an itemError) fails that call
// alone; the others get their own results from the batch run without it.
func TestGroup_OneItemsFailureIsItsOwn(t *testing.T) {
	t.Parallel()
	bad := errors.New("item 3 is bad")
	var batches [][]int
	work := func(ctx context.Context, items []*groupItem) ([]int, error) {
		batches = append(batches, results(items))
		for i, it := range items {
			if it.n == 3 {
				return nil, &itemError{i: i, err: bad}
			}
		}
		out := results(items)
		for i := range out {
			out[i] *= 10
		}
		return out, nil
	}
	calls := make([]*groupCall[*groupItem, int], 5)
	for i := range calls {
		calls[i] = &groupCall[*groupItem, int]{in: &groupItem{n: i}}
	}
	settle(context.Background(), calls, work)
	for i, c := range calls {
		switch {
		case i == 3 && !errors.Is(c.err, bad):
			t.Fatalf("item 3: err %v, want its own", c.err)
		case i != 3 && (c.err != nil || c.out != i*10):
			t.Fatalf("item %d: got (%d, %v), want (%d, nil)", i, c.out, c.err, i*10)
		}
	}
	if len(batches) != 2 || len(batches[1]) != 4 {
		t.Fatalf("batches run: %v, want the five, then the four without item 3", batches)
	}
}
