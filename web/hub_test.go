package web

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

func recv(t *testing.T, sub *Subscription) (Notice, bool) {
	t.Helper()
	select {
	case n, ok := <-sub.C:
		return n, ok
	case <-time.After(sseWait):
		t.Fatal("no notice within", sseWait)
		return Notice{}, false
	}
}

func TestHubDropsSlowSubscriber(t *testing.T) {
	t.Parallel()
	env := newSSEEnv(t, false, func(h *Hub) { h.Buffer = 2 })
	storetest.WaitFor(t, sseWait, "the hub to listen", func() bool { return env.hub.connects.Load() == 1 })
	batch := env.batch(t)
	fast, slow := env.hub.SubscribeBatch(batch), env.hub.SubscribeBatch(batch)
	defer fast.Close()
	defer slow.Close()
	// The hub's first read with subscribers brings its cursor to now and
	// tells them to catch up from the table.
	wakeCaughtUp(t, env.hub, fast, slow)
	var want []int64
	for range 3 {
		id := insertEvent(t, env.pool, batch, "stage.started")
		want = append(want, id)
		if n, ok := recv(t, fast); !ok || n.ID != id {
			t.Fatalf("fast subscriber got %+v (open %v), want %d", n, ok, id)
		}
	}
	// fast can hold the third notice before the hub, still in the same
	// dispatch, has offered it to slow; draining slow now would make room
	// for it. Wait for the drop first.
	storetest.WaitFor(t, sseWait, "the hub to drop the slow subscriber", slow.Lagged)
	for i := range 2 {
		if n, ok := recv(t, slow); !ok || n.ID != want[i] {
			t.Fatalf("slow subscriber notice %d = %+v (open %v)", i, n, ok)
		}
	}
	if _, ok := recv(t, slow); ok || !slow.Lagged() {
		t.Fatal("slow subscriber not dropped as lagging")
	}
	if fast.Lagged() || env.hub.Subscribers() != 1 {
		t.Fatalf("fast lagged %v, subscribers %d", fast.Lagged(), env.hub.Subscribers())
	}
	// The fast one still hears, and the dropped one's Close is harmless.
	slow.Close()
	id := insertEvent(t, env.pool, batch, "stage.started")
	if n, ok := recv(t, fast); !ok || n.ID != id {
		t.Fatalf("fast subscriber got %+v after the drop", n)
	}
}

// TestHubSurvivesTerminatedConnection kills the LISTEN connection, commits
// an event while the hub is down, and checks the stream still gets it.
func TestHubSurvivesTerminatedConnection(t *testing.T) {
	t.Parallel()
	reached, release := make(chan struct{}), make(chan struct{})
	env := newSSEEnv(t, false, func(h *Hub) {
		h.beforeConnect = func(ctx context.Context, attempt int) {
			if attempt == 2 {
				close(reached)
				select {
				case <-release:
				case <-ctx.Done():
				}
			}
		}
	})
	ctx := t.Context()
	batch := env.batch(t)
	c := openSSE(t, env.url("/v1/batches/"+batch+"/events"), nil)
	e1 := insertEvent(t, env.pool, batch, "stage.started")
	if ev := c.next(t); ev.ID != e1 {
		t.Fatalf("got %+v, want %d", ev, e1)
	}

	var killed bool
	if err := env.pool.QueryRow(ctx, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
		store.EventsListenerAppName).Scan(&killed); err != nil || !killed {
		t.Fatalf("terminate listener: %v %v", killed, err)
	}
	select {
	case <-reached:
	case <-time.After(sseWait):
		t.Fatal("the hub did not notice its connection was lost")
	}
	e2 := insertEvent(t, env.pool, batch, "stage.completed") // announced to nobody
	close(release)

	if ev := c.next(t); ev.ID != e2 {
		t.Fatalf("got %+v, want %d (committed during the outage)", ev, e2)
	}
	e3 := insertEvent(t, env.pool, batch, pipeline.EventBatchCompleted)
	if got := ids(c.rest(t)); len(got) != 1 || got[0] != e3 {
		t.Fatalf("after reconnect got %v, want [%d]", got, e3)
	}
	if n := env.hub.connects.Load(); n != 2 {
		t.Fatalf("connects = %d, want 2", n)
	}
}

// TestHubSettledWaitsForOpenTransactions checks the horizon directly: it
// never passes an id whose transaction is open, and reaches it once it ends.
func TestHubSettledWaitsForOpenTransactions(t *testing.T) {
	t.Parallel()
	env := newSSEEnv(t, false)
	ctx := t.Context()
	storetest.WaitFor(t, sseWait, "the hub to listen", func() bool { return env.hub.connects.Load() == 1 })
	batch := env.batch(t)
	tx, err := env.pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(context.Background()) //nolint:errcheck
	open := insertEvent(t, tx, batch, "stage.started")
	later := insertEvent(t, env.pool, batch, "stage.completed")
	sampled := env.hub.samples.Load()
	env.hub.Need(later)
	storetest.WaitFor(t, sseWait, "the hub to sample", func() bool { return env.hub.samples.Load() > sampled })
	if s := env.hub.Settled(); s >= open {
		t.Fatalf("settled %d passed open id %d", s, open)
	}
	if err := tx.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	storetest.WaitFor(t, sseWait, "the horizon to settle", func() bool { return env.hub.Settled() >= later })
}

// An open transaction that writes elsewhere (an ingest, another table) does
// not hold the horizon back: only event writers count.
func TestHubSettledIgnoresUnrelatedTransactions(t *testing.T) {
	t.Parallel()
	env := newSSEEnv(t, false)
	ctx := t.Context()
	storetest.WaitFor(t, sseWait, "the hub to listen", func() bool { return env.hub.connects.Load() == 1 })
	batch := env.batch(t)
	tx, err := env.pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(context.Background()) //nolint:errcheck
	if _, err := tx.Exec(ctx, `INSERT INTO workers (id, host, pid) VALUES ('long-writer', 'h', 1)`); err != nil {
		t.Fatal(err)
	}
	id := insertEvent(t, env.pool, batch, "stage.started")
	env.hub.Need(id)
	storetest.WaitFor(t, sseWait, "the horizon to settle past an unrelated open transaction", func() bool { return env.hub.Settled() >= id })
}

// Two streams of one batch at the same point share one read; a stream that
// has absorbed a later notice does not take the older page, and sees the
// event that notice announced.
func TestHubSharesPages(t *testing.T) {
	t.Parallel()
	env := newSSEEnv(t, false)
	storetest.WaitFor(t, sseWait, "the hub to listen", func() bool { return env.hub.connects.Load() == 1 })
	ctx := t.Context()
	batch := env.batch(t)
	a, b := env.hub.SubscribeBatch(batch), env.hub.SubscribeBatch(batch)
	defer a.Close()
	defer b.Close()
	first := insertEvent(t, env.pool, batch, "stage.started")
	n, _ := recv(t, a)
	storetest.WaitFor(t, sseWait, "the event to settle", func() bool { return env.hub.Settled() >= first })
	f := store.EventFilter{BatchID: batch, Limit: ssePage}
	pa, settledA, full, err := env.hub.eventsAfter(ctx, "b:"+batch, f, n.Seq, env.hub.Settled())
	if err != nil || full || len(pa) == 0 || pa[len(pa)-1].ID != first || settledA < first {
		t.Fatalf("first read: %+v, settled %d, full %v, %v", pa, settledA, full, err)
	}
	pb, _, _, err := env.hub.eventsAfter(ctx, "b:"+batch, f, n.Seq, env.hub.Settled())
	if err != nil || len(pb) != len(pa) || &pb[0] != &pa[0] {
		t.Fatalf("the second stream read again (or got other events): %+v, %v", pb, err)
	}
	second := insertEvent(t, env.pool, batch, "stage.started")
	var m Notice
	for m.ID != second {
		m, _ = recv(t, b)
	}
	storetest.WaitFor(t, sseWait, "the event to settle", func() bool { return env.hub.Settled() >= second })
	pb, _, _, err = env.hub.eventsAfter(ctx, "b:"+batch, f, m.Seq, env.hub.Settled())
	if err != nil || len(pb) == 0 || pb[len(pb)-1].ID != second {
		t.Fatalf("after a newer notice: %+v, %v (want the page to end at %d)", pb, err, second)
	}
	// A stream past the page's start takes only what follows its position.
	f.AfterID = first
	pa, _, _, err = env.hub.eventsAfter(ctx, "b:"+batch, f, m.Seq, env.hub.Settled())
	if err != nil || len(pa) != 1 || pa[0].ID != second || &pa[0] != &pb[len(pb)-1] {
		t.Fatalf("after %d: %+v, %v", first, pa, err)
	}
}

// An event committed and announced by another process's connection reaches
// a stream, woken by the notification alone (no poll in time).
func TestHubReadsEventsAnnouncedByAnotherProcess(t *testing.T) {
	t.Parallel()
	env := newSSEEnv(t, false, func(h *Hub) { h.Poll = time.Hour })
	ctx := t.Context()
	batch := env.batch(t)
	c := openSSE(t, env.url("/v1/batches/"+batch+"/events"), nil)
	// Another process: connections of its own, and no Wake of this hub.
	other, err := pgxpool.NewWithConfig(ctx, env.pool.Config().Copy())
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	id := insertEvent(t, other, batch, "stage.started") // committed, then announced
	if ev := c.next(t); ev.ID != id {
		t.Fatalf("got %+v, want event %d", ev, id)
	}
}

// An event that nobody announces still reaches a stream, at the hub's poll.
func TestHubPollsForUnannouncedEvents(t *testing.T) {
	t.Parallel()
	env := newSSEEnv(t, false, func(h *Hub) { h.Poll = 20 * time.Millisecond })
	batch := env.batch(t)
	c := openSSE(t, env.url("/v1/batches/"+batch+"/events"), nil)
	tx, err := env.pool.Begin(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(context.Background()) //nolint:errcheck
	id := insertEvent(t, tx, batch, "stage.started")
	if err := tx.Commit(t.Context()); err != nil {
		t.Fatal(err)
	}
	if ev := c.next(t); ev.ID != id {
		t.Fatalf("got %+v, want event %d", ev, id)
	}
}

// Wake (this process's engine committed events) makes the hub read them
// with no notification and no poll.
func TestHubWakeReadsCommittedEvents(t *testing.T) {
	t.Parallel()
	env := newSSEEnv(t, false, func(h *Hub) { h.Poll = time.Hour })
	batch := env.batch(t)
	sub := env.hub.SubscribeBatch(batch)
	defer sub.Close()
	wakeCaughtUp(t, env.hub, sub)
	tx, err := env.pool.Begin(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(context.Background()) //nolint:errcheck
	id := insertEvent(t, tx, batch, "stage.started")
	if err := tx.Commit(t.Context()); err != nil {
		t.Fatal(err)
	}
	env.hub.Wake()
	if n, ok := recv(t, sub); !ok || n.ID != id {
		t.Fatalf("got %+v (open %v), want event %d", n, ok, id)
	}
}

// The tail's cursor never passes an id whose transaction is open: an event
// that commits after a higher one is still routed, once, when it commits.
func TestHubTailRoutesIDsCommittedOutOfOrder(t *testing.T) {
	t.Parallel()
	env := newSSEEnv(t, false, func(h *Hub) { h.Poll = time.Hour })
	ctx := t.Context()
	batch := env.batch(t)
	sub := env.hub.SubscribeBatch(batch)
	defer sub.Close()
	wakeCaughtUp(t, env.hub, sub)
	txA, err := env.pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer txA.Rollback(context.Background()) //nolint:errcheck
	idA := insertEvent(t, txA, batch, "stage.started")
	idB := insertEvent(t, env.pool, batch, "stage.completed") // committed and announced
	if n, ok := recv(t, sub); !ok || n.ID != idB {
		t.Fatalf("got %+v (open %v), want event %d", n, ok, idB)
	}
	// The hub reads again (and the horizon samples) while A is open.
	sampled := env.hub.samples.Load()
	env.hub.Wake()
	storetest.WaitFor(t, sseWait, "the horizon to sample", func() bool { return env.hub.samples.Load() > sampled+1 })
	if err := txA.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	announce(t, env.pool)
	if n, ok := recv(t, sub); !ok || n.ID != idA {
		t.Fatalf("got %+v (open %v), want event %d, committed after %d", n, ok, idA, idB)
	}
	idC := insertEvent(t, env.pool, batch, pipeline.EventBatchCompleted)
	if n, ok := recv(t, sub); !ok || n.ID != idC {
		t.Fatalf("got %+v (open %v), want event %d (B and A routed once each)", n, ok, idC)
	}
}

// wakeCaughtUp wakes h and asserts that each subscriber's first notice is
// a catch-up: the hub's first read with subscribers brings its cursor to
// now and tells them to read the table.
func wakeCaughtUp(t *testing.T, h *Hub, subs ...*Subscription) {
	t.Helper()
	h.Wake()
	for _, s := range subs {
		if n, ok := recv(t, s); !ok || !n.CatchUp {
			t.Fatalf("first notice %+v (open %v), want a catch-up", n, ok)
		}
	}
}
