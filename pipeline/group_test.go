package pipeline

import (
	"context"
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

func failNever(it *groupItem, err error) { panic("batch failed: " + err.Error()) }

// While a batch runs, calls queue up and become the next batch together;
// every item runs exactly once and no more than limit batches run at once.
func TestGroup_BatchesWhatQueuesWhileABatchRuns(t *testing.T) {
	t.Parallel()
	release := make(chan struct{})
	var mu sync.Mutex
	var sizes []int
	var running, maxRunning atomic.Int32
	g := newGroup(1, func(ctx context.Context, items []*groupItem) error {
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
		return nil
	}, failNever)
	const n = 20
	items := make([]*groupItem, n)
	var wg sync.WaitGroup
	for i := range items {
		items[i] = &groupItem{n: i}
	}
	wg.Add(1)
	go func() { defer wg.Done(); g.do(context.Background(), items[0]) }()
	storetest.WaitFor(t, 5*time.Second, "the first batch to start", func() bool {
		mu.Lock()
		defer mu.Unlock()
		return len(sizes) == 1
	})
	for _, it := range items[1:] {
		wg.Add(1)
		go func() { defer wg.Done(); g.do(context.Background(), it) }()
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
	g := newGroup(2, func(ctx context.Context, items []*groupItem) error {
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
		return nil
	}, failNever)
	g.maxBatch = 7
	const n = 2000
	items := make([]*groupItem, n)
	var wg sync.WaitGroup
	for i := range items {
		items[i] = &groupItem{n: i}
		wg.Add(1)
		go func() { defer wg.Done(); g.do(context.Background(), items[i]) }()
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
