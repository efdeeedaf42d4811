package store_test

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

func TestTokens(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st := store.New(storetest.NewPool(t))

	if ok, err := st.TokenActiveExists(ctx); err != nil || ok {
		t.Fatalf("exists on an empty table: %v %v", ok, err)
	}
	h1, h2 := sha256.Sum256([]byte("one")), sha256.Sum256([]byte("two"))
	a, err := st.TokenCreate(ctx, "alice", false, h1[:])
	if err != nil {
		t.Fatal(err)
	}
	b, err := st.TokenCreate(ctx, "ops", true, h2[:])
	if err != nil {
		t.Fatal(err)
	}
	if a.Admin || !b.Admin || a.Name != "alice" || a.LastUsedAt != nil {
		t.Fatalf("created %+v %+v", a, b)
	}
	if _, err := st.TokenCreate(ctx, "dup", false, h1[:]); err == nil {
		t.Fatal("a second token with the same hash was stored")
	}
	if ok, _ := st.TokenActiveExists(ctx); !ok {
		t.Fatal("no active token after create")
	}
	got, err := st.TokenGetActive(ctx, h1[:])
	if err != nil || got.ID != a.ID {
		t.Fatalf("get by hash: %+v %v", got, err)
	}
	if err := st.TokenTouch(ctx, a.ID, time.Minute); err != nil {
		t.Fatal(err)
	}
	got, _ = st.TokenGetActive(ctx, h1[:])
	if got.LastUsedAt == nil {
		t.Fatal("last_used_at not set")
	}
	first := *got.LastUsedAt
	if err := st.TokenTouch(ctx, a.ID, time.Minute); err != nil {
		t.Fatal(err)
	}
	got, _ = st.TokenGetActive(ctx, h1[:])
	if !got.LastUsedAt.Equal(first) {
		t.Fatal("touch within the interval wrote again")
	}

	r, err := st.TokenRevoke(ctx, a.ID)
	if err != nil || r.RevokedAt == nil {
		t.Fatalf("revoke: %+v %v", r, err)
	}
	r2, err := st.TokenRevoke(ctx, a.ID)
	if err != nil || !r2.RevokedAt.Equal(*r.RevokedAt) {
		t.Fatalf("second revoke moved revoked_at: %+v %v", r2, err)
	}
	if _, err := st.TokenGetActive(ctx, h1[:]); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("revoked token still active: %v", err)
	}
	if _, err := st.TokenRevoke(ctx, uuid.NewString()); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("revoke unknown: %v", err)
	}
	list, err := st.TokenList(ctx)
	if err != nil || len(list) != 2 || list[0].ID != a.ID || list[1].ID != b.ID {
		t.Fatalf("list: %+v %v", list, err)
	}
	if _, err := st.TokenRevoke(ctx, b.ID); err != nil {
		t.Fatal(err)
	}
	if ok, _ := st.TokenActiveExists(ctx); ok {
		t.Fatal("active token reported after revoking all")
	}
}

func TestIdempotencyKeys(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := storetest.NewPool(t)
	st := store.New(pool)
	k := store.IdempotencyKeyNew{Owner: "o", Key: "k1", Method: "POST", Path: "/v1/x", RequestHash: []byte{1}}

	// Concurrent claims: exactly one wins.
	var wins atomic.Int32
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			ok, err := st.IdempotencyKeyBegin(ctx, k, time.Hour, time.Minute)
			if err != nil {
				t.Error(err)
			}
			if ok {
				wins.Add(1)
			}
		})
	}
	wg.Wait()
	if wins.Load() != 1 {
		t.Fatalf("%d claims won", wins.Load())
	}
	got, err := st.IdempotencyKeyGet(ctx, "o", "k1")
	if err != nil || got.Status != nil {
		t.Fatalf("pending key: %+v %v", got, err)
	}
	if err := st.IdempotencyKeyComplete(ctx, "o", "k1", 201, json.RawMessage(`{"id":"x"}`)); err != nil {
		t.Fatal(err)
	}
	got, _ = st.IdempotencyKeyGet(ctx, "o", "k1")
	if got.Status == nil || *got.Status != 201 || string(got.Response) != `{"id": "x"}` {
		t.Fatalf("completed key: %+v %s", got, got.Response)
	}
	// Another owner's key of the same name is another key.
	if ok, _ := st.IdempotencyKeyBegin(ctx, store.IdempotencyKeyNew{Owner: "p", Key: "k1", Method: "POST", Path: "/", RequestHash: []byte{2}}, time.Hour, time.Minute); !ok {
		t.Fatal("keys are not per owner")
	}
	// Release forgets only a pending key.
	if err := st.IdempotencyKeyRelease(ctx, "o", "k1"); err != nil {
		t.Fatal(err)
	}
	if _, err := st.IdempotencyKeyGet(ctx, "o", "k1"); err != nil {
		t.Fatal("release dropped a completed key")
	}
	if err := st.IdempotencyKeyRelease(ctx, "p", "k1"); err != nil {
		t.Fatal(err)
	}
	if _, err := st.IdempotencyKeyGet(ctx, "p", "k1"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("released key still there: %v", err)
	}
	// A pending key older than stuckAfter is taken over; an expired one too.
	k2 := store.IdempotencyKeyNew{Owner: "o", Key: "k2", Method: "POST", Path: "/", RequestHash: []byte{3}}
	if ok, _ := st.IdempotencyKeyBegin(ctx, k2, time.Hour, time.Minute); !ok {
		t.Fatal("fresh key not claimed")
	}
	if _, err := pool.Exec(ctx, `UPDATE idempotency_keys SET created_at = now() - interval '2 minutes' WHERE key = 'k2'`); err != nil {
		t.Fatal(err)
	}
	if ok, _ := st.IdempotencyKeyBegin(ctx, k2, time.Hour, time.Minute); !ok {
		t.Fatal("stuck key not taken over")
	}
	if _, err := pool.Exec(ctx, `UPDATE idempotency_keys SET created_at = now() - interval '2 hours' WHERE key = 'k1'`); err != nil {
		t.Fatal(err)
	}
	n, err := st.IdempotencyKeyDeleteExpired(ctx, time.Hour)
	if err != nil || n != 1 {
		t.Fatalf("deleted %d: %v", n, err)
	}
}
