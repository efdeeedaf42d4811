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

func TestSpokenSQL(t *testing.T) {
	t.Parallel()
	pool := storetest.NewPool(t)
	for in, want := range map[string]string{
		"5 minutes": "5 minutes", "299.9 seconds": "5 minutes", "1 hour": "60 minutes",
		"30 seconds": "30 seconds", "89 seconds": "89 seconds", "0.001 seconds": "1 second",
	} {
		var got string
		if err := pool.QueryRow(t.Context(), `SELECT `+store.SpokenSQL(`$1::interval`), in).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("%s is said %q, want %q", in, got, want)
		}
	}
}
