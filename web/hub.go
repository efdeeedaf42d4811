package web

import (
	"cmp"
	"context"
	"log/slog"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/baton-dev/baton/store"
)

// HubBufferDefault is how many notices a subscriber may have waiting before
// it is dropped as lagging.
const HubBufferDefault = 64

// HubPollDefault is how often a hub with streams or subscribers reads new
// events although nothing woke it: the bound on how late an event reaches
// a stream when its process's announcement is lost (or its writer does not
// announce). Wakes (Hub.Wake, a notification on store.EventsChannel) bring
// events within milliseconds.
const HubPollDefault = time.Second

const (
	// hubKeepalive is how long the listener waits for a notification before
	// pinging its connection, so a silently dead link is noticed.
	hubKeepalive  = 30 * time.Second
	hubBackoffMin = 100 * time.Millisecond
	hubBackoffMax = 5 * time.Second
	// hubTailPage is how many new events one read of the tail returns.
	hubTailPage = 1000
	// hubResyncWait bounds how long the tail waits for the horizon when
	// it brings a stale cursor up (resyncTail).
	hubResyncWait = 100 * time.Millisecond
)

// Notice wakes a subscriber: an event of its stream was committed (ID), or
// events of its stream may have been routed to nobody and it must re-read
// the table after its last id (CatchUp: the hub's first read after it had
// no streams and no subscribers).
type Notice struct {
	ID      int64
	CatchUp bool
	// Seq orders the notices the hub sent (see Hub.eventsAfter).
	Seq int64
}

// Hub follows task_events for a process's SSE streams and subscribers.
//
// It reads the events committed since its cursor by id (the tail: ids and
// the task and batch they belong to, tailLoop) whenever it is woken: by
// Wake, which this process's engine calls after each commit that appended
// events; by a notification on store.EventsChannel, which every process's
// engine sends after such commits (at most one per few milliseconds, outside
// its transactions); and every Poll while it has streams or subscribers.
// No trigger notifies per event: a NOTIFY in the hot transactions held
// PostgreSQL's notify lock across their WAL flushes and serialised them.
// The cursor moves only up to the settled horizon (see Settled), so an id
// that commits after a higher one is still read; with no stream or
// subscriber the hub reads nothing.
//
// Each new event is routed to its task's and batch's stream keys and
// subscribers. The hub serves live SSE streams itself (fanout.go): one
// read per task or batch for all its streams, written to their sockets by
// a small pool of writers. Subscriptions (SubscribeTask, SubscribeBatch)
// are for other followers (the CLI): they get small notices, up to Buffer
// per subscriber; one that falls behind is dropped (Lagged) and re-reads
// the table. When the LISTEN connection is lost the hub reconnects with
// backoff and reads the tail: notifications only wake it, the table is the
// truth.
type Hub struct {
	pool  *pgxpool.Pool
	store *store.Store
	log   *slog.Logger
	// Buffer is each subscriber's notice capacity (HubBufferDefault when 0).
	// Set it before Start.
	Buffer int
	// Ping is how often every live SSE stream is sent a comment
	// (SSEPingDefault when 0). Set it before Start.
	Ping time.Duration
	// Coalesce is how long the events of a task or batch wait for more
	// before they are written to its live streams (SSECoalesceDefault when
	// 0; negative: written at once). Set it before Start.
	Coalesce time.Duration
	// Poll is how often the hub reads new events while it has streams or
	// subscribers, woken or not (HubPollDefault when 0). Set it before
	// Start.
	Poll time.Duration

	mu        sync.Mutex
	subs      map[string]map[*Subscription]struct{}
	nsubs     int
	stopped   bool
	settled   int64
	settledCh chan struct{}
	needed    int64
	kick      chan struct{}
	// wake asks the tail loop to read (Wake, notifications, reconnects).
	wake chan struct{}
	// pages is the last page of events read for each stream key, shared
	// by that key's subscribers (see eventsAfter).
	pages map[string]*pageSlot
	// keys are the live SSE streams by stream key; waiting the keys whose
	// next event waits for the horizon (woken when it moves); nstreams
	// counts the streams.
	keys     map[string]*streamKey
	waiting  map[*streamKey]struct{}
	nstreams int
	// wq feeds the writers (nil until Start); ctx is the hub's (pumps and
	// writers stop with it); pumps counts the running pumps.
	wq       *writeQueue
	ctx      context.Context
	pumps    sync.WaitGroup
	coalesce time.Duration // Coalesce as applied by Start
	// seq counts the notices sent (an event routed, or a catch-up, is one
	// step): a page read when it was n has every event whose notice
	// carried a Seq <= n (the tail routes an event once it is committed).
	seq atomic.Int64

	cancel context.CancelFunc
	wg     sync.WaitGroup

	// Test hooks and probes.
	beforeConnect func(ctx context.Context, attempt int)
	dispatched    atomic.Int64 // highest event id routed by the tail
	connects      atomic.Int64 // successful LISTENs
	writes        atomic.Int64 // writes to live streams' sinks
	samples       atomic.Int64 // horizon samples taken
}

// NewHub returns a hub listening through its own connection made with the
// pool's settings; Start starts it.
func NewHub(pool *pgxpool.Pool, log *slog.Logger) *Hub {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Hub{
		pool: pool, store: store.New(pool), log: log,
		subs: map[string]map[*Subscription]struct{}{}, pages: map[string]*pageSlot{}, settledCh: make(chan struct{}), kick: make(chan struct{}, 1), wake: make(chan struct{}, 1),
		keys: map[string]*streamKey{}, waiting: map[*streamKey]struct{}{},
	}
}

// Start runs the listener, the tail reader, the settled-horizon tracker, the SSE writers
// (GOMAXPROCS of them, at least 2: they never wait on a socket, so more
// than the cores would only contend) and the pings until ctx ends or Stop is
// called. Streams join only a started hub.
func (h *Hub) Start(ctx context.Context) {
	if h.Buffer <= 0 {
		h.Buffer = HubBufferDefault
	}
	ctx, h.cancel = context.WithCancel(ctx)
	h.mu.Lock()
	h.ctx, h.wq = ctx, newWriteQueue()
	h.coalesce = cmp.Or(h.Coalesce, SSECoalesceDefault)
	h.mu.Unlock()
	writers := max(runtime.GOMAXPROCS(0), sseWritersMin)
	poll := cmp.Or(h.Poll, HubPollDefault)
	h.wg.Add(4 + writers)
	go func() { defer h.wg.Done(); h.listenLoop(ctx) }()
	go func() { defer h.wg.Done(); h.tailLoop(ctx, poll) }()
	go func() { defer h.wg.Done(); h.horizonLoop(ctx) }()
	go func() { defer h.wg.Done(); h.pingLoop(cmp.Or(h.Ping, SSEPingDefault)) }()
	for range writers {
		go func() { defer h.wg.Done(); h.writeLoop() }()
	}
}

// Stop stops the hub, closes its connection, closes every live stream's
// connection and every subscription (not as lagged). It is safe to call
// twice.
func (h *Hub) Stop() {
	h.mu.Lock()
	h.stopped = true
	wq := h.wq
	h.mu.Unlock()
	if h.cancel != nil {
		h.cancel()
	}
	if wq != nil {
		wq.stop()
	}
	h.wg.Wait()
	h.pumps.Wait()
	h.mu.Lock()
	for _, set := range h.subs {
		for sub := range set {
			h.dropLocked(sub, false)
		}
	}
	var streams []*sseStream
	for _, k := range h.keys {
		k.mu.Lock()
		for st := range k.streams {
			streams = append(streams, st)
		}
		k.mu.Unlock()
	}
	h.mu.Unlock()
	for _, st := range streams {
		h.closeStream(st, nil)
	}
}

// Subscription receives the notices of one task's or one batch's stream on
// C. C is closed when the hub drops it (Lagged reports why) or stops.
type Subscription struct {
	C <-chan Notice
	// Seq is the hub's notice count when it subscribed.
	Seq    int64
	ch     chan Notice
	hub    *Hub
	key    string
	lagged atomic.Bool
	closed bool // guarded by hub.mu
}

// Lagged reports whether C was closed because the subscriber fell behind.
func (s *Subscription) Lagged() bool { return s.lagged.Load() }

// Close unsubscribes. It is safe to call after the hub dropped s.
func (s *Subscription) Close() {
	s.hub.mu.Lock()
	defer s.hub.mu.Unlock()
	s.hub.dropLocked(s, false)
}

// SubscribeTask subscribes to the events of a task.
func (h *Hub) SubscribeTask(id string) *Subscription { return h.subscribe("t:" + id) }

// SubscribeBatch subscribes to the events of a batch (its tasks' and its own).
func (h *Hub) SubscribeBatch(id string) *Subscription { return h.subscribe("b:" + id) }

func (h *Hub) subscribe(key string) *Subscription {
	ch := make(chan Notice, max(h.Buffer, 1))
	sub := &Subscription{C: ch, ch: ch, hub: h, key: key}
	h.mu.Lock()
	sub.Seq = h.seq.Load()
	defer h.mu.Unlock()
	if h.stopped {
		sub.closed = true
		close(ch)
		return sub
	}
	set := h.subs[key]
	if set == nil {
		set = map[*Subscription]struct{}{}
		h.subs[key] = set
	}
	set[sub] = struct{}{}
	h.nsubs++
	return sub
}

// Subscribers returns how many live SSE streams and subscriptions are open.
func (h *Hub) Subscribers() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.nsubs + h.nstreams
}

func (h *Hub) dropLocked(sub *Subscription, lagged bool) {
	if sub.closed {
		return
	}
	sub.closed = true
	sub.lagged.Store(lagged)
	close(sub.ch)
	if set := h.subs[sub.key]; set != nil {
		delete(set, sub)
		if len(set) == 0 {
			delete(h.subs, sub.key)
			h.forgetPageLocked(sub.key)
		}
	}
	h.nsubs--
	if lagged {
		h.log.Info("event subscriber dropped: lagging", slog.String("stream", sub.key))
	}
}

// sendLocked hands n to every subscriber of key without ever blocking: a
// full subscriber is dropped.
func (h *Hub) sendLocked(key string, n Notice) {
	for sub := range h.subs[key] {
		select {
		case sub.ch <- n:
		default:
			h.dropLocked(sub, true)
		}
	}
}

// Wake tells the hub that events were committed (by this process's
// engine: see pipeline.Engine.OnEventsCommitted), so it reads them now
// instead of waiting for a notification or its poll. It never blocks;
// wakes that come while a read is due are one read.
func (h *Hub) Wake() {
	select {
	case h.wake <- struct{}{}:
	default:
	}
}

// dispatch routes one new event to its keys' streams and subscribers.
func (h *Hub) dispatch(n store.EventNotice) {
	if n.ID > h.dispatched.Load() {
		h.dispatched.Store(n.ID)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.needLocked(n.ID)
	seq := h.seq.Add(1)
	if n.TaskID != nil {
		h.sendLocked("t:"+*n.TaskID, Notice{ID: n.ID, Seq: seq})
		h.noteLocked("t:"+*n.TaskID, n.ID)
	}
	if n.BatchID != nil {
		h.sendLocked("b:"+*n.BatchID, Notice{ID: n.ID, Seq: seq})
		h.noteLocked("b:"+*n.BatchID, n.ID)
	}
}

// catchUp tells every stream key and subscriber to read the table: events
// of theirs may have been routed to nobody.
func (h *Hub) catchUp() {
	h.mu.Lock()
	defer h.mu.Unlock()
	seq := h.seq.Add(1)
	for key := range h.subs {
		h.sendLocked(key, Notice{CatchUp: true, Seq: seq})
	}
	for _, k := range h.keys {
		k.mu.Lock()
		k.dirty = true
		h.wakeLocked(k)
		k.mu.Unlock()
	}
}

// listenLoop keeps one LISTEN connection up; after every (re)connect it
// wakes the tail, since events committed while it was down were announced
// to nobody.
func (h *Hub) listenLoop(ctx context.Context) {
	backoff := hubBackoffMin
	for attempt := 1; ; attempt++ {
		if h.beforeConnect != nil {
			h.beforeConnect(ctx, attempt)
		}
		conn, err := store.EventsListenConnect(ctx, h.pool)
		if err == nil {
			backoff = hubBackoffMin
			h.Wake()
			h.connects.Add(1)
			err = h.receive(ctx, conn)
			closeCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Second)
			_ = conn.Close(closeCtx)
			cancel()
		}
		if ctx.Err() != nil {
			return
		}
		h.log.Warn("event listener lost its connection; reconnecting", slog.Duration("in", backoff), slog.Any("error", err))
		if !sleepCtx(ctx, backoff) {
			return
		}
		backoff = min(backoff*2, hubBackoffMax)
	}
}

// receive wakes the tail on every notification until the connection fails
// or ctx ends. A notification's payload says nothing (see
// store.EventsAnnounce).
func (h *Hub) receive(ctx context.Context, conn *pgx.Conn) error {
	for {
		wctx, cancel := context.WithTimeout(ctx, hubKeepalive)
		_, err := conn.WaitForNotification(wctx)
		expired := wctx.Err() != nil
		cancel()
		switch {
		case err == nil:
			h.Wake()
		case ctx.Err() != nil:
			return ctx.Err()
		case expired:
			pctx, cancel := context.WithTimeout(ctx, 5*time.Second)
			err = conn.Ping(pctx)
			cancel()
			if err != nil {
				return err
			}
		default:
			return err
		}
	}
}

// tailCursor is where the tail loop reads from.
type tailCursor struct {
	// after: every event with id <= after has been routed, or committed
	// while no stream or subscriber of the hub could want it.
	after int64
	// seen are the ids above after that were routed already (read while
	// not yet settled): they are read again until the horizon passes them,
	// and routed once.
	seen map[int64]struct{}
	// stale: the hub had nothing to route to at the last read, so after
	// was not kept up; the next read resyncs first.
	stale bool
}

// tailLoop reads the tail whenever it is woken and every poll, until ctx
// ends. A failed read is retried at the next wake or poll.
func (h *Hub) tailLoop(ctx context.Context, poll time.Duration) {
	cur := &tailCursor{seen: map[int64]struct{}{}, stale: true}
	t := time.NewTicker(poll)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-h.wake:
		case <-t.C:
		}
		if err := h.readTail(ctx, cur); err != nil {
			if ctx.Err() != nil {
				return
			}
			h.log.Warn("reading new events failed; retrying at the next wake or poll", slog.Any("error", err))
		}
	}
}

// readTail routes every event committed after cur.after, in pages, when
// the hub has streams or subscribers. Each id is routed once: the
// horizon (Settled, read before the first page) says which ids are
// settled, and the cursor moves only up to it, so an id that commits
// after a higher one is read at a later wake and routed then.
func (h *Hub) readTail(ctx context.Context, cur *tailCursor) error {
	h.mu.Lock()
	active := len(h.keys) > 0 || h.nsubs > 0
	h.mu.Unlock()
	if !active {
		cur.stale = true
		return nil
	}
	if cur.stale {
		if err := h.resyncTail(ctx, cur); err != nil {
			return err
		}
	}
	settled := h.Settled() // before the reads: every id <= settled is visible to them
	after := cur.after
	for {
		ns, err := h.store.EventNoticesAfter(ctx, after, hubTailPage)
		if err != nil {
			return err
		}
		for _, n := range ns {
			if _, ok := cur.seen[n.ID]; ok {
				continue
			}
			cur.seen[n.ID] = struct{}{}
			h.dispatch(n)
		}
		if len(ns) < hubTailPage {
			break
		}
		after = ns[len(ns)-1].ID
	}
	if settled > cur.after {
		cur.after = settled
		for id := range cur.seen {
			if id <= settled {
				delete(cur.seen, id)
			}
		}
	}
	return nil
}

// resyncTail brings a stale cursor to the settled horizon without reading
// what was committed while nobody watched, and tells every stream key and
// subscriber to catch up from the table (they read their own events; an
// event committed from now on has a higher id than the horizon, so the
// cursor may sit at any settled id). It first lets the horizon move toward
// the last id handed out, for up to hubResyncWait: a transaction that holds
// an event id open must not stall the hub, it only makes the next reads
// start lower.
func (h *Hub) resyncTail(ctx context.Context, cur *tailCursor) error {
	s, err := h.store.EventHorizonSample(ctx)
	if err != nil {
		return err
	}
	wait := time.NewTimer(hubResyncWait)
	defer wait.Stop()
	for h.Settled() < s.LastID {
		ch := h.SettledChanged()
		if h.Settled() >= s.LastID {
			break
		}
		h.Need(s.LastID)
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-wait.C:
		case <-ch:
			continue
		}
		break
	}
	cur.after, cur.stale = h.Settled(), false
	clear(cur.seen)
	h.catchUp()
	return nil
}

func sleepCtx(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

// pageSlot holds the last page read for one stream key; mu serialises the
// reads of that key, so when every subscriber of a batch wakes for the same
// event one of them reads and the others take its page.
type pageSlot struct {
	mu   sync.Mutex
	page *eventPage
}

// eventPage is one read of a stream's events: every event with id > after
// visible to a query that began once the hub had sent seq notices and the
// settled horizon was settled, in id order, up to limit of them (full: the
// limit was reached, so later events may be missing).
type eventPage struct {
	after, seq, settled int64
	events              []pagedEvent
	full                bool
}

// pagedEvent is an event of a page, formatted once for all its streams.
type pagedEvent struct {
	ID    int64
	Kind  string
	Frame []byte
}

// eventsAfter returns what f's query (events after f.AfterID, up to
// f.Limit) would return now, as far as a stream that has absorbed the
// notices up to seq and read the horizon settled can tell: the events of
// the last page read for key when that page began after both (every event
// committed by then, every id <= settled, is in it), else a new read, which
// becomes the key's page. It also returns the settled horizon the page was
// read under (>= settled: ids up to it may be sent) and whether the page
// was cut at the limit.
func (h *Hub) eventsAfter(ctx context.Context, key string, f store.EventFilter, seq, settled int64) ([]pagedEvent, int64, bool, error) {
	h.mu.Lock()
	slot := h.pages[key]
	if slot == nil {
		slot = &pageSlot{}
		if !h.stopped {
			h.pages[key] = slot
		}
	}
	h.mu.Unlock()
	slot.mu.Lock()
	defer slot.mu.Unlock()
	if p := slot.page; p != nil && p.seq >= seq && p.settled >= settled && p.after <= f.AfterID {
		i := sort.Search(len(p.events), func(i int) bool { return p.events[i].ID > f.AfterID })
		if !p.full || i < len(p.events) {
			evs := p.events[i:]
			if len(evs) > f.Limit {
				return evs[:f.Limit], p.settled, true, nil
			}
			return evs, p.settled, p.full, nil
		}
	}
	p := &eventPage{after: f.AfterID, seq: h.seq.Load(), settled: h.Settled()}
	evs, err := h.store.EventList(ctx, f)
	if err != nil {
		return nil, 0, false, err
	}
	p.events, p.full = make([]pagedEvent, len(evs)), len(evs) >= f.Limit
	for i, e := range evs {
		p.events[i] = pagedEvent{ID: e.ID, Kind: e.Kind, Frame: sseFrame(e)}
	}
	slot.page = p
	return p.events, p.settled, p.full, nil
}
