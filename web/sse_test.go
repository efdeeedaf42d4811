package web

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

const sseWait = 30 * time.Second

type sseEnv struct {
	pool  *pgxpool.Pool
	store *store.Store
	hub   *Hub
	eng   *pipeline.Engine
	api   *Server
	srv   *httptest.Server
}

// newSSEEnv starts a hub (set up by opts before it starts), an HTTP server
// and, with engine, a noop engine working three-stage tasks.
func newSSEEnv(t *testing.T, engine bool, opts ...func(*Hub)) *sseEnv {
	t.Helper()
	pool := storetest.NewPool(t)
	env := &sseEnv{pool: pool, store: store.New(pool), hub: NewHub(pool, nil)}
	for _, o := range opts {
		o(env.hub)
	}
	if engine {
		eng, err := pipeline.New(pool, pipeline.Config{Work: true, FetchCooldown: time.Millisecond, FetchPollInterval: 20 * time.Millisecond},
			pipeline.NoopPipeline("noop", "noop", 3))
		if err != nil {
			t.Fatal(err)
		}
		if err := eng.Start(t.Context()); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			_ = eng.Stop(ctx)
		})
		env.eng = eng
	}
	env.api = &Server{Engine: env.eng, Store: env.store, Log: slog.New(slog.DiscardHandler), Hub: env.hub}
	env.srv = httptest.NewServer(env.api.Handler())
	t.Cleanup(env.srv.Close)
	env.hub.Start(context.Background())
	t.Cleanup(env.hub.Stop) // runs before srv.Close: open streams end
	// Events announced before the LISTEN wake nobody (the poll, a second
	// by default, finds them): tests that wait on a notification must not
	// start before it.
	storetest.WaitFor(t, sseWait, "the hub to listen", func() bool { return env.hub.connects.Load() >= 1 })
	return env
}

func (e *sseEnv) url(path string) string { return e.srv.URL + path }

func (e *sseEnv) batch(t *testing.T) string {
	t.Helper()
	id := uuid.NewString()
	if err := e.store.BatchInsert(t.Context(), id, "noop", "", 1, nil); err != nil {
		t.Fatal(err)
	}
	return id
}

// insertEvent appends an event of batch on q (the pool or an open
// transaction) and returns its id. On the pool it then announces it, as
// an engine does after its commits; a transaction's caller announces after
// committing (announce).
func insertEvent(t *testing.T, q interface {
	QueryRow(context.Context, string, ...any) pgx.Row
}, batch, kind string) int64 {
	t.Helper()
	var id int64
	if err := q.QueryRow(t.Context(), `INSERT INTO task_events (batch_id, kind, data) VALUES ($1, $2, jsonb_build_object('step', $2::text)) RETURNING id`,
		batch, kind).Scan(&id); err != nil {
		t.Fatal(err)
	}
	if pool, ok := q.(*pgxpool.Pool); ok {
		announce(t, pool)
	}
	return id
}

// announce tells the hubs listening on the database that events were
// committed (store.EventsAnnounce).
func announce(t *testing.T, pool *pgxpool.Pool) {
	t.Helper()
	if err := store.New(pool).EventsAnnounce(t.Context()); err != nil {
		t.Fatal(err)
	}
}

type sseEvent struct {
	ID    int64
	Kind  string
	Data  string
	Retry string
}

// sseClient parses a text/event-stream response as a browser would.
type sseClient struct {
	resp   *http.Response
	events chan sseEvent
	pings  atomic.Int64
}

func openSSE(t *testing.T, url string, header map[string]string) *sseClient {
	t.Helper()
	resp := doGet(t, url, header)
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(resp.Body)
		t.Fatalf("GET %s: %d %s", url, resp.StatusCode, b)
	}
	c := &sseClient{resp: resp, events: make(chan sseEvent, 10000)}
	go c.read()
	if first := c.next(t); first.Retry != "2000" || first.ID != 0 {
		t.Fatalf("first block = %+v, want retry: 2000", first)
	}
	return c
}

func doGet(t *testing.T, url string, header map[string]string) *http.Response {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

func (c *sseClient) read() {
	defer close(c.events)
	sc := bufio.NewScanner(c.resp.Body)
	var ev sseEvent
	for sc.Scan() {
		line := sc.Text()
		field, value, _ := strings.Cut(line, ": ")
		switch {
		case line == "":
			c.events <- ev
			ev = sseEvent{}
		case strings.HasPrefix(line, ":"):
			c.pings.Add(1)
		case field == "id":
			ev.ID, _ = strconv.ParseInt(value, 10, 64)
		case field == "event":
			ev.Kind = value
		case field == "data":
			ev.Data = value
		case field == "retry":
			ev.Retry = value
		}
	}
}

func (c *sseClient) next(t *testing.T) sseEvent {
	t.Helper()
	for {
		select {
		case ev, ok := <-c.events:
			if !ok {
				t.Fatal("stream ended early")
			}
			if ev == (sseEvent{}) { // a ping's blank line
				continue
			}
			return ev
		case <-time.After(sseWait):
			t.Fatal("no event within", sseWait)
		}
	}
}

// rest reads events until the server ends the stream.
func (c *sseClient) rest(t *testing.T) []sseEvent {
	t.Helper()
	var out []sseEvent
	timeout := time.After(sseWait)
	for {
		select {
		case ev, ok := <-c.events:
			if !ok {
				return out
			}
			if ev != (sseEvent{}) {
				out = append(out, ev)
			}
		case <-timeout:
			t.Fatalf("stream still open after %s; got %d events", sseWait, len(out))
		}
	}
}

func ids(evs []sseEvent) []int64 {
	out := make([]int64, len(evs))
	for i, e := range evs {
		out[i] = e.ID
	}
	return out
}

func tableIDs(t *testing.T, st *store.Store, f store.EventFilter) []store.Event {
	t.Helper()
	evs, err := st.EventList(t.Context(), f)
	if err != nil {
		t.Fatal(err)
	}
	return evs
}

// sameEvents checks got is exactly want: same ids, kinds and data, in order.
func sameEvents(t *testing.T, got []sseEvent, want []store.Event) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d events %v, want %d", len(got), ids(got), len(want))
	}
	for i, w := range want {
		g := got[i]
		if g.ID != w.ID || g.Kind != w.Kind {
			t.Fatalf("event %d = %d %s, want %d %s", i, g.ID, g.Kind, w.ID, w.Kind)
		}
		var gd, wd any
		if err := json.Unmarshal([]byte(g.Data), &gd); err != nil {
			t.Fatalf("event %d data %q: %v", i, g.Data, err)
		}
		_ = json.Unmarshal(w.Data, &wd)
		if fmt.Sprint(gd) != fmt.Sprint(wd) {
			t.Fatalf("event %d data %s, want %s", i, g.Data, w.Data)
		}
	}
}

func submit(t *testing.T, env *sseEnv, n int) *pipeline.Submission {
	t.Helper()
	ins := make([]json.RawMessage, n)
	for i := range ins {
		ins[i] = json.RawMessage(`{}`)
	}
	sub, err := env.eng.Submit(t.Context(), pipeline.SubmitRequest{Pipeline: "noop", Inputs: ins})
	if err != nil {
		t.Fatal(err)
	}
	return sub
}

func TestSSELiveTaskAndBatch(t *testing.T) {
	t.Parallel()
	env := newSSEEnv(t, true)
	one := submit(t, env, 1).Tasks[0].ID
	c := openSSE(t, env.url("/v1/tasks/"+one+"/events"), nil)
	got := c.rest(t)
	want := tableIDs(t, env.store, store.EventFilter{TaskID: one})
	sameEvents(t, got, want)
	if n := len(got); n != 8 || got[0].Kind != pipeline.EventTaskCreated || got[n-1].Kind != pipeline.EventTaskSucceeded {
		t.Fatalf("task stream = %v", got)
	}

	sub := submit(t, env, 3)
	bc := openSSE(t, env.url("/v1/batches/"+*sub.BatchID+"/events"), nil)
	got = bc.rest(t)
	sameEvents(t, got, tableIDs(t, env.store, store.EventFilter{BatchID: *sub.BatchID}))
	if n := len(got); n != 3*8+1 || got[n-1].Kind != pipeline.EventBatchCompleted {
		t.Fatalf("batch stream has %d events, last %+v", n, got[n-1])
	}
}

func TestSSEReplayResumeAndErrors(t *testing.T) {
	t.Parallel()
	env := newSSEEnv(t, true)
	id := submit(t, env, 1).Tasks[0].ID
	storetest.WaitFor(t, sseWait, "task done", func() bool {
		tk, err := env.store.TaskGet(t.Context(), id, "")
		return err == nil && tk.Status == store.StatusSuccess
	})
	path := "/v1/tasks/" + id + "/events"
	all := tableIDs(t, env.store, store.EventFilter{TaskID: id})

	// After the task finished: everything, then the end.
	sameEvents(t, openSSE(t, env.url(path), nil).rest(t), all)
	// Resume: exactly the rest, from the header or the query.
	for k := range len(all) - 1 {
		sameEvents(t, openSSE(t, env.url(path), map[string]string{"Last-Event-ID": strconv.FormatInt(all[k].ID, 10)}).rest(t), all[k+1:])
	}
	sameEvents(t, openSSE(t, env.url(path+"?last_event_id="+strconv.FormatInt(all[4].ID, 10)), nil).rest(t), all[5:])
	// The header is what EventSource sends on reconnect: it wins.
	sameEvents(t, openSSE(t, env.url(path+"?last_event_id="+strconv.FormatInt(all[0].ID, 10)),
		map[string]string{"Last-Event-ID": strconv.FormatInt(all[2].ID, 10)}).rest(t), all[3:])
	// Nothing left of a finished stream: 204, so EventSource stops.
	last := strconv.FormatInt(all[len(all)-1].ID, 10)
	if r := doGet(t, env.url(path), map[string]string{"Last-Event-ID": last}); r.StatusCode != http.StatusNoContent {
		t.Fatalf("resume after the end: %d, want 204", r.StatusCode)
	}

	for _, tc := range []struct {
		path   string
		header map[string]string
		status int
		code   string
		field  string
	}{
		{path, map[string]string{"Last-Event-ID": "abc"}, 400, CodeBadRequest, "Last-Event-ID"},
		{path + "?last_event_id=-1", nil, 400, CodeBadRequest, "last_event_id"},
		{"/v1/tasks/" + uuid.NewString() + "/events", nil, 404, CodeNotFound, ""},
		{"/v1/batches/" + uuid.NewString() + "/events", nil, 404, CodeNotFound, ""},
		{"/v1/tasks/nope/events", nil, 400, CodeInvalidID, "id"},
	} {
		r := doGet(t, env.url(tc.path), tc.header)
		var p Problem
		if err := json.NewDecoder(r.Body).Decode(&p); err != nil {
			t.Fatalf("%s: %v", tc.path, err)
		}
		if r.StatusCode != tc.status || p.Code != tc.code || p.Field != tc.field ||
			!strings.HasPrefix(r.Header.Get("Content-Type"), "application/problem+json") {
			t.Fatalf("%s %v: %d %+v", tc.path, tc.header, r.StatusCode, p)
		}
	}
}

// TestSSEGap reproduces the commit-order gap: A takes the lower id, B a
// higher one and commits first, the hub hears of B, then A commits. The
// client must get A's event, then B's, once each.
func TestSSEGap(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name      string
		bXidFirst bool // B owns an older xid than A: a naive "xid < xmin" check delivers B and skips A
	}{{"commit order", false}, {"xid order differs from id order", true}} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			env := newSSEEnv(t, false)
			ctx := t.Context()
			batch := env.batch(t)
			c := openSSE(t, env.url("/v1/batches/"+batch+"/events"), nil)

			begin := func() pgx.Tx {
				tx, err := env.pool.Begin(ctx)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { _ = tx.Rollback(context.Background()) })
				return tx
			}
			var txB pgx.Tx
			if tc.bXidFirst {
				txB = begin()
				if _, err := txB.Exec(ctx, `SELECT pg_current_xact_id()`); err != nil {
					t.Fatal(err)
				}
			}
			txA := begin()
			idA := insertEvent(t, txA, batch, "stage.started")
			if txB == nil {
				txB = begin()
			}
			idB := insertEvent(t, txB, batch, "stage.completed")
			if err := txB.Commit(ctx); err != nil {
				t.Fatal(err)
			}
			announce(t, env.pool)
			if idA >= idB {
				t.Fatalf("ids %d, %d: want A's lower", idA, idB)
			}
			storetest.WaitFor(t, sseWait, "the hub to read B", func() bool { return env.hub.dispatched.Load() >= idB })
			if s := env.hub.Settled(); s >= idA {
				t.Fatalf("settled horizon %d passed id %d of an open transaction", s, idA)
			}
			if n := len(c.events); n != 0 {
				t.Fatalf("%d events sent while A was open", n)
			}
			if err := txA.Commit(ctx); err != nil {
				t.Fatal(err)
			}
			idC := insertEvent(t, env.pool, batch, pipeline.EventBatchCompleted)
			if got := ids(c.rest(t)); fmt.Sprint(got) != fmt.Sprint([]int64{idA, idB, idC}) {
				t.Fatalf("got %v, want [%d %d %d]", got, idA, idB, idC)
			}
		})
	}
}

func sseGauge(t *testing.T, s *Server) float64 {
	t.Helper()
	mfs, err := s.Metrics.Registry.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() == "baton_sse_subscribers" {
			return mf.GetMetric()[0].GetGauge().GetValue()
		}
	}
	t.Fatal("no baton_sse_subscribers")
	return 0
}

func TestSSEHeadersPingAndShutdown(t *testing.T) {
	t.Parallel()
	env := newSSEEnv(t, false, func(h *Hub) { h.Ping = 10 * time.Millisecond })
	batch := env.batch(t)
	c := openSSE(t, env.url("/v1/batches/"+batch+"/events"), nil)
	for k, want := range map[string]string{"Content-Type": "text/event-stream", "Cache-Control": "no-cache", "X-Accel-Buffering": "no"} {
		if got := c.resp.Header.Get(k); got != want {
			t.Fatalf("%s = %q, want %q", k, got, want)
		}
	}
	// Taken out of net/http: the body runs until the connection closes.
	if !c.resp.Close || c.resp.ContentLength != -1 || len(c.resp.TransferEncoding) != 0 {
		t.Fatalf("Close %v, length %d, transfer encoding %v: want a close-delimited body", c.resp.Close, c.resp.ContentLength, c.resp.TransferEncoding)
	}
	storetest.WaitFor(t, sseWait, "pings", func() bool { return c.pings.Load() >= 2 })
	id := insertEvent(t, env.pool, batch, "stage.started")
	if ev := c.next(t); ev.ID != id {
		t.Fatalf("got %+v, want id %d", ev, id)
	}
	if n, g := env.hub.Subscribers(), sseGauge(t, env.api); n != 1 || g != 1 {
		t.Fatalf("subscribers = %d, gauge %v", n, g)
	}
	env.hub.Stop() // shutting down: the stream ends cleanly
	if rest := c.rest(t); len(rest) != 0 {
		t.Fatalf("events after stop: %v", rest)
	}
	storetest.WaitFor(t, sseWait, "the gauge to drop", func() bool { return sseGauge(t, env.api) == 0 })
}

// Streams that open while events are being committed join the hub's
// fan-out at different points; each gets every event once, in order.
func TestSSEStreamsJoinWhileEventsFlow(t *testing.T) {
	t.Parallel()
	env := newSSEEnv(t, false)
	batch := env.batch(t)
	path := env.url("/v1/batches/" + batch + "/events")
	done := make(chan struct{})
	go func() {
		defer close(done)
		for range 60 {
			if _, err := env.pool.Exec(context.Background(), `INSERT INTO task_events (batch_id, kind, data) VALUES ($1, 'stage.started', '{"n": 1}')`, batch); err != nil {
				t.Error(err)
				return
			}
		}
	}()
	var cs []*sseClient
	for range 8 {
		cs = append(cs, openSSE(t, path, nil))
	}
	<-done
	insertEvent(t, env.pool, batch, pipeline.EventBatchCompleted)
	want := tableIDs(t, env.store, store.EventFilter{BatchID: batch})
	for _, c := range cs {
		sameEvents(t, c.rest(t), want)
	}
	storetest.WaitFor(t, sseWait, "the streams to be forgotten", func() bool { return env.hub.Subscribers() == 0 })
}

// noHijack hides net/http's Hijacker, as an HTTP/2 response would.
type noHijack struct{ http.ResponseWriter }

func (w noHijack) Flush() { w.ResponseWriter.(http.Flusher).Flush() }

// A connection that can't be taken over stays in its handler, which writes
// what the hub hands it.
func TestSSEWithoutHijack(t *testing.T) {
	t.Parallel()
	env := newSSEEnv(t, false)
	h := env.api.Handler()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { h.ServeHTTP(noHijack{w}, r) }))
	t.Cleanup(srv.Close)
	batch := env.batch(t)
	first := insertEvent(t, env.pool, batch, "stage.started")
	c := openSSE(t, srv.URL+"/v1/batches/"+batch+"/events", nil)
	if c.resp.Close {
		t.Fatal("the connection was taken over")
	}
	if ev := c.next(t); ev.ID != first {
		t.Fatalf("replay: %+v, want %d", ev, first)
	}
	second := insertEvent(t, env.pool, batch, "stage.completed")
	if ev := c.next(t); ev.ID != second {
		t.Fatalf("live: %+v, want %d", ev, second)
	}
	end := insertEvent(t, env.pool, batch, pipeline.EventBatchCompleted)
	if got := ids(c.rest(t)); len(got) != 1 || got[0] != end {
		t.Fatalf("got %v, want [%d]", got, end)
	}
	storetest.WaitFor(t, sseWait, "the stream to be forgotten", func() bool { return env.hub.Subscribers() == 0 })
}

// fakeSink takes up to limit bytes, then times out once (as a full socket
// does), then takes everything.
type fakeSink struct {
	mu     sync.Mutex
	got    []byte
	limit  int // -1: no limit
	writes int
	closed bool
}

func (s *fakeSink) write(bufs *net.Buffers, _ *[]byte, _ time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.writes++
	for len(*bufs) > 0 {
		b := (*bufs)[0]
		if s.limit >= 0 && len(b) > s.limit {
			s.got = append(s.got, b[:s.limit]...)
			(*bufs)[0], s.limit = b[s.limit:], -1
			return fmt.Errorf("write: %w", os.ErrDeadlineExceeded)
		}
		s.got = append(s.got, b...)
		if s.limit >= 0 {
			s.limit -= len(b)
		}
		*bufs = (*bufs)[1:]
	}
	return nil
}

func (s *fakeSink) close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.closed = true
}

// A write that a full socket cut short keeps the rest, and the stream is
// written again: bytes in order, none lost, the later ones coalesced.
func TestSSEWriteResumesAfterTimeout(t *testing.T) {
	t.Parallel()
	h := NewHub(nil, nil)
	h.wq = newWriteQueue()
	sink := &fakeSink{limit: 5}
	st := &sseStream{sink: sink}
	if !st.enqueue([]byte("0123456789"), false) {
		t.Fatal("a new stream was not queued")
	}
	var scratch []byte
	h.writeStream(st, &scratch) // takes 5, times out, retries later
	if st.enqueue([]byte("abc"), false) {
		t.Fatal("a stream waiting to retry was queued twice")
	}
	again, ok := h.wq.pop(nil, 1) // pushed back by the retry timer
	if !ok || len(again) != 1 || again[0] != st {
		t.Fatal("the stream was not retried")
	}
	h.writeStream(st, &scratch)
	if got := string(sink.got); got != "0123456789abc" || sink.closed {
		t.Fatalf("wrote %q (closed %v)", got, sink.closed)
	}
	if st.queued {
		t.Fatal("an empty stream is still queued")
	}
}

// A stream whose client takes nothing is dropped once its outbox passes
// sseOutboxMax; the client reconnects and replays.
func TestSSELaggingStreamDropped(t *testing.T) {
	t.Parallel()
	h := NewHub(nil, nil)
	h.wq = newWriteQueue()
	sink := &fakeSink{limit: -1}
	released := 0
	st := &sseStream{sink: sink, release: func() { released++ }}
	big := bytes.Repeat([]byte("x"), sseOutboxMax/2+1)
	st.enqueue(big, false)
	st.enqueue(big, false)
	var scratch []byte
	h.writeStream(st, &scratch)
	if len(sink.got) != 0 || !sink.closed || released != 1 {
		t.Fatalf("wrote %d bytes, closed %v, released %d: want dropped unwritten", len(sink.got), sink.closed, released)
	}
	if st.enqueue([]byte("late"), false) {
		t.Fatal("a closed stream was queued")
	}
}
