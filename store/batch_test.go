package store_test

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// A batch sent on the pool is one implicit transaction: its statements see
// one transaction id, and a statement that fails undoes those before it.
// The engine's handoff relies on both (see Store.SendBatch).
func TestSendBatchIsAtomic(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := storetest.NewPool(t)
	s := store.New(pool)
	if _, err := pool.Exec(ctx, `CREATE TABLE batch_probe (n int)`); err != nil {
		t.Fatal(err)
	}
	count := func() int {
		t.Helper()
		var n int
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM batch_probe`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}

	// Twice, so the second run finds its statements prepared on the
	// connection and sends them without the Parse round trip.
	for range 2 {
		b := &pgx.Batch{}
		var xids [2]int64
		b.Queue(`INSERT INTO batch_probe VALUES (1)`)
		b.Queue(`SELECT txid_current()`).QueryRow(func(r pgx.Row) error { return r.Scan(&xids[0]) })
		b.Queue(`INSERT INTO batch_probe VALUES (2)`)
		b.Queue(`SELECT txid_current()`).QueryRow(func(r pgx.Row) error { return r.Scan(&xids[1]) })
		if err := s.SendBatch(ctx, b); err != nil {
			t.Fatal(err)
		}
		if xids[0] == 0 || xids[0] != xids[1] {
			t.Fatalf("the batch's statements ran in transactions %d and %d, want one", xids[0], xids[1])
		}
	}
	if n := count(); n != 4 {
		t.Fatalf("%d rows after two batches of two inserts, want 4", n)
	}

	for range 2 {
		b := &pgx.Batch{}
		b.Queue(`INSERT INTO batch_probe VALUES (3)`)
		b.Queue(`INSERT INTO batch_probe VALUES (4)`)
		b.Queue(`SELECT 1/0`)
		if err := s.SendBatch(ctx, b); err == nil {
			t.Fatal("a batch with a failing statement succeeded")
		}
		if n := count(); n != 4 {
			t.Fatalf("%d rows after a failed batch, want 4: its inserts survived the failure", n)
		}
	}
}
