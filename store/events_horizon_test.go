package store_test

import (
	"context"
	"slices"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// TestEventHorizonSample_HoldersAreIDTakers pins who holds back the event
// horizon: a transaction that took an event id does until it ends, one
// that only deletes events (retention) never does, so pruning does not
// stall live streams.
func TestEventHorizonSample_HoldersAreIDTakers(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := storetest.NewPool(t)
	s := store.New(pool)

	begin := func(sql string) (pgx.Tx, string) {
		t.Helper()
		tx, err := pool.Begin(ctx)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = tx.Rollback(context.Background()) })
		if _, err := tx.Exec(ctx, sql); err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
		var vxid string
		if err := tx.QueryRow(ctx, `SELECT virtualtransaction FROM pg_locks WHERE pid = pg_backend_pid() LIMIT 1`).Scan(&vxid); err != nil {
			t.Fatal(err)
		}
		return tx, vxid
	}

	// A pruning statement: it locks task_events but takes no id.
	_, prunerVXID := begin(`DELETE FROM task_events WHERE id < 0`)
	// What an event INSERT does first: take an id from the sequence.
	taker, takerVXID := begin(`SELECT nextval('task_events_id_seq')`)
	var taken int64
	if err := taker.QueryRow(ctx, `SELECT currval('task_events_id_seq')`).Scan(&taken); err != nil {
		t.Fatal(err)
	}

	h, err := s.EventHorizonSample(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if h.LastID < taken {
		t.Errorf("LastID = %d, want at least the id taken (%d)", h.LastID, taken)
	}
	if !slices.Contains(h.Holders, takerVXID) {
		t.Errorf("holders %v lack the open transaction that took id %d (%s)", h.Holders, taken, takerVXID)
	}
	if slices.Contains(h.Holders, prunerVXID) {
		t.Errorf("holders %v include the deleting transaction %s: a prune would stall every live stream", h.Holders, prunerVXID)
	}

	if err := taker.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	h, err = s.EventHorizonSample(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if slices.Contains(h.Holders, takerVXID) {
		t.Errorf("holders %v still include %s after its commit", h.Holders, takerVXID)
	}
}
