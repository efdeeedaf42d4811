package store_test

import (
	"context"
	"testing"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// One sweep at a time: while a session holds the reaper's lock, another
// skips its turn without running; once released, the next one runs.
func TestTryAdvisoryXactLock(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := store.New(storetest.NewPool(t))
	ran := 0
	got, err := s.TryAdvisoryXactLock(ctx, 42, func() error {
		ran++
		inner, err := s.TryAdvisoryXactLock(ctx, 42, func() error { ran += 10; return nil })
		if err != nil || inner {
			t.Errorf("second holder: got %v, %v; want skipped", inner, err)
		}
		return nil
	})
	if err != nil || !got || ran != 1 {
		t.Fatalf("first holder: got %v, ran %d, %v", got, ran, err)
	}
	got, err = s.TryAdvisoryXactLock(ctx, 42, func() error { ran++; return nil })
	if err != nil || !got || ran != 2 {
		t.Fatalf("after release: got %v, ran %d, %v", got, ran, err)
	}
}
