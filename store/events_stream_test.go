package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// TestEventsAnnounce_NoNotificationPerEvent pins migration 012: appending an
// event notifies nobody (no per-row trigger holds the notify lock across the
// hot commits); EventsAnnounce, sent after the commit, is what listeners
// hear, with an empty payload. Notifications arrive in commit order, so the
// first one heard after the append is the announcement.
func TestEventsAnnounce_NoNotificationPerEvent(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := storetest.NewPool(t)
	s := store.New(pool)
	conn, err := store.EventsListenConnect(ctx, pool)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if err := s.EventAppend(ctx, store.EventNew{Owner: "o", Kind: "test.appended", Data: map[string]int{"n": 1}}); err != nil {
		t.Fatal(err)
	}
	if err := s.EventsAnnounce(ctx); err != nil {
		t.Fatal(err)
	}
	wctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	n, err := conn.WaitForNotification(wctx)
	if err != nil {
		t.Fatal(err)
	}
	if n.Channel != store.EventsChannel || n.Payload != "" {
		t.Fatalf("first notification %s %q, want the empty announcement on %s", n.Channel, n.Payload, store.EventsChannel)
	}
}

// TestEventNoticesAfter reads new events by id, in id order, after a
// cursor and up to a limit, with the task and batch each belongs to.
func TestEventNoticesAfter(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := storetest.NewPool(t)
	s := store.New(pool)
	var ids []int64
	for _, kind := range []string{"a", "b", "c"} {
		var id int64
		if err := pool.QueryRow(ctx, `INSERT INTO task_events (owner, kind, data) VALUES ('o', $1, '{}') RETURNING id`, kind).Scan(&id); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	got, err := s.EventNoticesAfter(ctx, ids[0], 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].ID != ids[1] || got[1].ID != ids[2] || got[0].TaskID != nil || got[0].BatchID != nil {
		t.Fatalf("after %d: %+v, want ids %v", ids[0], got, ids[1:])
	}
	if got, err = s.EventNoticesAfter(ctx, 0, 1); err != nil || len(got) != 1 || got[0].ID != ids[0] {
		t.Fatalf("limit 1: %+v, %v", got, err)
	}
}
