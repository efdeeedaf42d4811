package pipeline

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/baton-dev/baton/store"
)

// A commit that appended events calls the in-process hook before the call
// that made it returns, and announces on the events channel, which is what
// other processes' hubs wake on.
func TestEngine_AnnouncesCommittedEvents(t *testing.T) {
	t.Parallel()
	e, b := setup(t, false, nil, nil)
	ctx := context.Background()
	conn := listenConn(t, b.pool)
	called := make(chan struct{}, 16)
	e.OnEventsCommitted(func() { called <- struct{}{} })
	task := submitOne(t, e, `{}`)
	select {
	case <-called:
	default:
		t.Fatal("the hook was not called when Submit returned")
	}
	wctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	if n, err := conn.WaitForNotification(wctx); err != nil || n.Channel != store.EventsChannel || n.Payload != "" {
		t.Fatalf("notification %+v, %v: want the empty announcement on %s", n, err, store.EventsChannel)
	}
	if _, err := e.Cancel(ctx, task.ID, ""); err != nil {
		t.Fatal(err)
	}
	select {
	case <-called:
	default:
		t.Fatal("the hook was not called when Cancel returned")
	}
	if n, err := conn.WaitForNotification(wctx); err != nil || n.Channel != store.EventsChannel {
		t.Fatalf("notification %+v, %v: want an announcement of the cancel", n, err)
	}
}

// listenConn is a connection of its own for LISTEN (store.EventsListenConnect),
// closed when the test ends.
func listenConn(t *testing.T, pool *pgxpool.Pool) *pgx.Conn {
	t.Helper()
	conn, err := store.EventsListenConnect(t.Context(), pool)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = conn.Close(context.Background()) })
	return conn
}
