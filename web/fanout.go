package web

import (
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"sort"
	"sync"
	"syscall"
	"time"

	"github.com/baton-dev/baton/store"
)

// The live half of an event stream.
//
// A stream's handler replays what the client missed, then hands the stream
// to the hub (join) and returns: on HTTP/1.1 it has taken the connection out
// of net/http (sse.go), so a live stream is its socket and a small
// sseStream, with no goroutine, no request and no net/http buffers.
//
// The hub keeps one streamKey per task or batch that has live streams. A
// notice for the key, or the settled horizon passing an event the key
// waits for, wakes the key's pump (a goroutine only while there is work):
// it reads the table once for all the key's streams (events after upto, as
// a stream would, only ids <= settled: see horizon.go), formats the page
// once, and appends the one byte slice to each stream's outbox.
//
// The streams that got bytes are handed to the writers once the key's
// coalescing window (Hub.Coalesce, opened by the first of them) has passed:
// a task's events are committed by three transactions a few milliseconds
// apart (a handoff, the next stage's claim, the last handoff), and what the
// pump appends meanwhile joins the same outboxes, so each stream gets one
// write per task instead of one per commit. At 10,000 streams a write is
// most of what an event costs (the syscall, and on loopback the receiver's
// TCP work in the same call), on the server and again in the client.
//
// A small pool of writers (GOMAXPROCS, at least 2) takes streams from one
// queue, a few at a time, and writes each outbox in one write(2) without
// waiting: the socket is non-blocking, and the write is made through the
// connection's RawConn, so no deadline (a runtime timer per write, fired
// later) is set. What a full socket did not take waits in the outbox and is
// retried, so one slow client never holds a writer, and a stream whose
// outbox passes sseOutboxMax or that takes nothing for sseWriteTimeout is
// dropped (its client reconnects with Last-Event-ID and replays: nothing is
// lost). Events that arrive while a stream's outbox waits coalesce into the
// same write.
//
// A client that goes away is noticed by the next write failing: the next
// event or ping (Hub.Ping) at the latest.

const (
	// sseWriteSlice bounds one write to a socket that can only be written
	// with a deadline (not a *net.TCPConn): a writer waits no longer on a
	// client whose socket buffer is full.
	sseWriteSlice = 20 * time.Millisecond
	// sseWriteMax bounds the bytes gathered into one write.
	sseWriteMax = 64 << 10
	// sseStallRetry is how soon a write that did not finish is tried again.
	sseStallRetry = 100 * time.Millisecond
	// sseOutboxMax is how many bytes may wait for one stream before it is
	// dropped as lagging.
	sseOutboxMax = 1 << 20
	// sseWritersMin is the smallest writer pool.
	sseWritersMin = 2
	// sseWriterBatch is how many streams a writer takes from the queue at
	// once.
	sseWriterBatch = 32
	// sseOutboxKeep is the largest emptied outbox slice a stream keeps.
	sseOutboxKeep = 8
)

var ssePing = []byte(": ping\n\n")

// errSSELagging ends a stream whose client does not take its bytes.
var errSSELagging = errors.New("web: event stream dropped for lagging")

// errSSEFull is a write that stopped at a full socket: the rest waits.
var errSSEFull = fmt.Errorf("web: event stream socket full: %w", os.ErrDeadlineExceeded)

// streamKey is the live state of one stream key ("t:<task>", "b:<batch>").
// Lock order: Hub.mu, then streamKey.mu, then sseStream.mu.
type streamKey struct {
	key      string
	filter   store.EventFilter // TaskID or BatchID
	terminal func(kind string) bool

	mu      sync.Mutex
	streams map[*sseStream]struct{}
	// upto: every event of the key with id <= upto has been handed to the
	// key's streams (those that joined covering it).
	upto int64
	// want is the highest id of the key known to exist (from a notice or
	// a read); a read is due once the horizon passes upto while want > upto.
	want int64
	// dirty asks for a read whatever want says: a new key (events may have
	// been announced before it existed), a catch-up, a page cut at its
	// limit, a failed read.
	dirty   bool
	running bool // a pump serves the key
	gone    bool // no streams left; removed from the hub
	// lastID is the last event handed over, lastTerminal whether its kind
	// ends the stream.
	lastID       int64
	lastTerminal bool
	// flush is the streams given bytes since the coalescing window opened
	// (flushing: a window is open); they go to the writers when it closes.
	flush    []*sseStream
	flushing bool
}

// sseStream is one live client. last is guarded by its key's mu (and
// written only by its handler before it joins); the rest by mu.
type sseStream struct {
	sink    sseSink
	key     *streamKey
	last    int64  // the last event id handed to out (or sent by the replay)
	release func() // runs once when the stream closes (the subscriber gauge)

	mu         sync.Mutex
	out        net.Buffers // bytes waiting for the socket
	outBytes   int
	queued     bool // in the write queue, being written, or waiting to retry
	closeAfter bool // close once out is written (the stream's end)
	lagging    bool // out passed sseOutboxMax
	closed     bool
	// stalled is when a write that left bytes behind last took any (zero:
	// not stalled); a client that takes nothing for sseWriteTimeout is
	// dropped.
	stalled time.Time
}

// enqueue appends b (shared, never modified) to the outbox; it reports
// whether the caller must push the stream to the write queue.
func (st *sseStream) enqueue(b []byte, closeAfter bool) bool {
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.closed {
		return false
	}
	if len(b) > 0 {
		st.out = append(st.out, b)
		st.outBytes += len(b)
		if st.outBytes > sseOutboxMax {
			st.lagging = true
		}
	}
	st.closeAfter = st.closeAfter || closeAfter
	if st.queued {
		return false
	}
	st.queued = true
	return true
}

// sseSink is where a live stream's bytes go.
type sseSink interface {
	// write writes bufs, consuming what it wrote, without waiting on a
	// full socket (or, for a sink that must wait, by deadline); it may
	// gather them into scratch. A full socket returns an error wrapping
	// os.ErrDeadlineExceeded and leaves the rest in bufs to be tried
	// again; a write that took everything gathered but not all of bufs
	// returns nil with the rest left.
	write(bufs *net.Buffers, scratch *[]byte, deadline time.Time) error
	close()
}

// connSink is a connection taken over from net/http.
type connSink struct {
	conn net.Conn
	// raw writes the socket without waiting; nil when the connection is
	// not a plain socket (it is then written by deadline).
	raw syscall.RawConn
}

func newConnSink(conn net.Conn) connSink {
	s := connSink{conn: conn}
	if sc, ok := conn.(syscall.Conn); ok {
		if raw, err := sc.SyscallConn(); err == nil {
			s.raw = raw
		}
	}
	return s
}

func (s connSink) write(bufs *net.Buffers, scratch *[]byte, deadline time.Time) error {
	if s.raw == nil {
		if err := s.conn.SetWriteDeadline(deadline); err != nil {
			return err
		}
		_, err := bufs.WriteTo(s.conn) // one writev
		return err
	}
	b := gather(*bufs, scratch)
	var n int
	var werr error
	// The callback returns true: never wait for the socket (Go's sockets
	// are non-blocking), a full one is EAGAIN or a short write.
	err := s.raw.Write(func(fd uintptr) bool {
		for {
			n, werr = syscall.Write(int(fd), b)
			if werr != syscall.EINTR {
				return true
			}
		}
	})
	n = max(n, 0)
	consume(bufs, n)
	switch {
	case err != nil:
		return err
	case werr == syscall.EAGAIN:
		return errSSEFull
	case werr != nil:
		return fmt.Errorf("web: event stream write: %w", werr)
	case n < len(b):
		return errSSEFull
	}
	return nil
}

func (s connSink) close() { _ = s.conn.Close() }

// gather returns bufs' bytes as one slice, up to sseWriteMax: the first
// buffer itself when it is alone or large, else a copy into scratch.
func gather(bufs net.Buffers, scratch *[]byte) []byte {
	if len(bufs) == 0 {
		return nil
	}
	if len(bufs) == 1 || len(bufs[0]) >= sseWriteMax {
		return bufs[0]
	}
	b := (*scratch)[:0]
	for _, x := range bufs {
		if len(b)+len(x) > sseWriteMax {
			break
		}
		b = append(b, x...)
	}
	*scratch = b
	return b
}

// consume drops the first n bytes of bufs.
func consume(bufs *net.Buffers, n int) {
	for n > 0 && len(*bufs) > 0 {
		b := (*bufs)[0]
		if n < len(b) {
			(*bufs)[0] = b[n:]
			return
		}
		n -= len(b)
		(*bufs)[0] = nil
		*bufs = (*bufs)[1:]
	}
}

// writeQueue is the streams waiting for a writer, in order.
type writeQueue struct {
	mu      sync.Mutex
	cond    *sync.Cond
	q       []*sseStream
	head    int
	stopped bool
}

func newWriteQueue() *writeQueue {
	w := &writeQueue{}
	w.cond = sync.NewCond(&w.mu)
	return w
}

func (w *writeQueue) push(sts ...*sseStream) {
	if len(sts) == 0 {
		return
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.stopped {
		return
	}
	w.q = append(w.q, sts...)
	if len(sts) == 1 {
		w.cond.Signal()
	} else {
		w.cond.Broadcast()
	}
}

// pop waits for streams and appends up to n of them to dst; false once
// stopped.
func (w *writeQueue) pop(dst []*sseStream, n int) ([]*sseStream, bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for w.head == len(w.q) && !w.stopped {
		w.cond.Wait()
	}
	if w.stopped {
		return dst, false
	}
	end := min(w.head+n, len(w.q))
	dst = append(dst, w.q[w.head:end]...)
	clear(w.q[w.head:end])
	w.head = end
	if w.head == len(w.q) {
		w.q, w.head = w.q[:0], 0
	}
	return dst, true
}

func (w *writeQueue) stop() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.stopped = true
	w.q, w.head = nil, 0
	w.cond.Broadcast()
}

func (h *Hub) writeLoop() {
	var batch []*sseStream
	var scratch []byte
	for {
		var ok bool
		batch, ok = h.wq.pop(batch[:0], sseWriterBatch)
		if !ok {
			return
		}
		for i, st := range batch {
			h.writeStream(st, &scratch)
			batch[i] = nil
		}
	}
}

// writeStream writes what waits for st, once; scratch is the writer's.
func (h *Hub) writeStream(st *sseStream, scratch *[]byte) {
	st.mu.Lock()
	if st.closed {
		st.mu.Unlock()
		return
	}
	bufs, size, closeAfter, lagging := st.out, st.outBytes, st.closeAfter, st.lagging
	st.out, st.outBytes = nil, 0
	st.mu.Unlock()
	if lagging {
		h.closeStream(st, errSSELagging)
		return
	}
	orig := bufs
	var err error
	if len(bufs) > 0 {
		err = st.sink.write(&bufs, scratch, time.Now().Add(sseWriteSlice))
		h.writes.Add(1)
	}
	full := errors.Is(err, os.ErrDeadlineExceeded)
	if err != nil && !full {
		h.closeStream(st, err)
		return
	}
	left := 0
	for _, b := range bufs {
		left += len(b)
	}
	st.mu.Lock()
	if left > 0 {
		st.out = append(bufs, st.out...)
		st.outBytes += left
	} else if st.out == nil && cap(orig) <= sseOutboxKeep {
		// Keep the emptied slice for the next event: no allocation per
		// stream per write.
		clear(orig)
		st.out = orig[:0]
	}
	if full {
		// The socket is full: keep the rest, try again soon. stalled is
		// when the client last took nothing at all.
		now := time.Now()
		if st.stalled.IsZero() || left < size {
			st.stalled = now
		}
		stalledFor := now.Sub(st.stalled)
		st.mu.Unlock()
		if stalledFor > sseWriteTimeout {
			h.closeStream(st, errSSELagging)
			return
		}
		time.AfterFunc(sseStallRetry, func() { h.wq.push(st) })
		return
	}
	st.stalled = time.Time{}
	if closeAfter && left == 0 {
		st.mu.Unlock()
		h.closeStream(st, nil)
		return
	}
	if len(st.out) > 0 || st.closeAfter || st.lagging {
		st.mu.Unlock()
		h.wq.push(st) // still queued
		return
	}
	st.queued = false
	st.mu.Unlock()
}

// closeStream closes st's connection and forgets it; err, when not nil, is
// why (a client gone, lagging). Safe to call twice.
func (h *Hub) closeStream(st *sseStream, err error) {
	st.mu.Lock()
	if st.closed {
		st.mu.Unlock()
		return
	}
	st.closed, st.out = true, nil
	st.mu.Unlock()
	st.sink.close()
	h.mu.Lock()
	if k := st.key; k != nil {
		k.mu.Lock()
		delete(k.streams, st)
		if len(k.streams) == 0 && !k.gone {
			k.gone = true
			if h.keys[k.key] == k {
				delete(h.keys, k.key)
			}
			delete(h.waiting, k)
			h.forgetPageLocked(k.key)
		}
		k.mu.Unlock()
		h.nstreams--
	}
	h.mu.Unlock()
	if st.release != nil {
		st.release()
	}
	if errors.Is(err, errSSELagging) && st.key != nil {
		h.log.Info("event stream dropped: lagging", slog.String("stream", st.key.key))
	}
}

// join makes st live on key once its replay has sent every event of the
// key up to covered. It refuses (retry) when the key's streams are already
// past covered: the replay must read on. It fails (neither) when the hub
// is stopped or not started.
func (h *Hub) join(st *sseStream, key string, f store.EventFilter, terminal func(string) bool, covered int64) (joined, retry bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.stopped || h.wq == nil {
		return false, false
	}
	k := h.keys[key]
	if k == nil {
		f.AfterID, f.Limit = 0, 0
		// dirty: events committed before the key existed were announced
		// to nobody; its first read finds them.
		k = &streamKey{key: key, filter: f, terminal: terminal, streams: map[*sseStream]struct{}{}, upto: covered, dirty: true}
		h.keys[key] = k
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.upto > covered {
		return false, true
	}
	k.streams[st] = struct{}{}
	st.key = k
	h.nstreams++
	if k.dirty {
		h.wakeLocked(k)
	}
	return true, false
}

// wakeLocked starts k's pump unless it runs. h.mu and k.mu are held.
func (h *Hub) wakeLocked(k *streamKey) {
	if k.running || k.gone || h.stopped || h.ctx == nil {
		return
	}
	k.running = true
	h.pumps.Add(1)
	go h.pump(k)
}

// noteLocked records a notice for key (h.mu held).
func (h *Hub) noteLocked(key string, id int64) {
	k := h.keys[key]
	if k == nil {
		return
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	k.want = max(k.want, id)
	h.wakeLocked(k)
}

// pump reads and hands over k's events until there is nothing to read;
// then, if an event waits for the horizon, it leaves k to be woken when
// the horizon moves.
func (h *Hub) pump(k *streamKey) {
	defer h.pumps.Done()
	var backoff time.Duration
	for {
		h.mu.Lock()
		settled := h.settled // before the query: every id <= settled is visible to it
		k.mu.Lock()
		if k.gone || h.stopped {
			k.running = false
			k.mu.Unlock()
			h.mu.Unlock()
			return
		}
		if !k.dirty && (k.want <= k.upto || settled <= k.upto) {
			if k.want > k.upto {
				h.waiting[k] = struct{}{}
				h.needLocked(k.want)
			}
			k.running = false
			k.mu.Unlock()
			h.mu.Unlock()
			return
		}
		k.dirty = false
		f := k.filter
		f.AfterID, f.Limit = k.upto, ssePage
		k.mu.Unlock()
		h.mu.Unlock()

		evs, err := h.store.EventList(h.ctx, f)
		if err != nil {
			if h.ctx.Err() != nil {
				k.mu.Lock()
				k.running = false
				k.mu.Unlock()
				return
			}
			h.log.Warn("event stream read failed", slog.String("stream", k.key), slog.Any("error", err))
			k.mu.Lock()
			k.dirty = true
			k.mu.Unlock()
			backoff = min(max(backoff*2, hubBackoffMin), hubBackoffMax)
			if !sleepCtx(h.ctx, backoff) {
				k.mu.Lock()
				k.running = false
				k.mu.Unlock()
				return
			}
			continue
		}
		backoff = 0
		h.flushLater(k, k.deliver(evs, settled))
	}
}

// flushLater hands sts (streams of k that were given bytes) to the writers
// once k's coalescing window has passed, opening the window if none is
// open; at once when the hub does not coalesce. What the pump appends to
// their outboxes meanwhile goes out in the same writes.
func (h *Hub) flushLater(k *streamKey, sts []*sseStream) {
	if len(sts) == 0 {
		return
	}
	if h.coalesce <= 0 {
		h.wq.push(sts...)
		return
	}
	k.mu.Lock()
	k.flush = append(k.flush, sts...)
	open := k.flushing
	k.flushing = true
	k.mu.Unlock()
	if open {
		return
	}
	time.AfterFunc(h.coalesce, func() { h.flushKey(k) })
}

// flushKey closes k's coalescing window: its streams go to the writers.
func (h *Hub) flushKey(k *streamKey) {
	k.mu.Lock()
	sts := k.flush
	k.flush, k.flushing = nil, false
	k.mu.Unlock()
	h.wq.push(sts...) // copies
	clear(sts)
	k.mu.Lock()
	if k.flush == nil {
		k.flush = sts[:0]
	}
	k.mu.Unlock()
}

// deliver hands the events of a read (every visible event after upto, in
// id order, up to ssePage) that are settled to each stream after its last,
// as one shared slice; it returns the streams to push to the write queue.
func (k *streamKey) deliver(evs []store.Event, settled int64) []*sseStream {
	full := len(evs) >= ssePage
	n := sort.Search(len(evs), func(i int) bool { return evs[i].ID > settled })
	k.mu.Lock()
	defer k.mu.Unlock()
	if n < len(evs) {
		k.want = max(k.want, evs[len(evs)-1].ID)
	}
	if full && n == len(evs) {
		k.upto, k.dirty = evs[n-1].ID, true // read on
	} else {
		k.upto = max(k.upto, settled) // all of (upto, settled] is in evs[:n]
	}
	if n == 0 {
		return nil
	}
	var buf []byte
	ends := make([]int, n) // ends[i]: the end of event i's frame in buf
	for i, e := range evs[:n] {
		buf = append(buf, sseFrame(e)...)
		ends[i] = len(buf)
	}
	k.lastID, k.lastTerminal = evs[n-1].ID, k.terminal(evs[n-1].Kind)
	end := k.lastTerminal && n == len(evs) && !full
	push := make([]*sseStream, 0, len(k.streams))
	for st := range k.streams {
		i := sort.Search(n, func(i int) bool { return evs[i].ID > st.last })
		var b []byte
		if i < n {
			start := 0
			if i > 0 {
				start = ends[i-1]
			}
			b, st.last = buf[start:], k.lastID
		}
		closeAfter := end && st.last == k.lastID
		if b == nil && !closeAfter {
			continue
		}
		if st.enqueue(b, closeAfter) {
			push = append(push, st)
		}
	}
	return push
}

// pingLoop sends every live stream a comment each Ping, so proxies keep it
// open and a client that went away is noticed.
func (h *Hub) pingLoop(every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-h.ctx.Done():
			return
		case <-t.C:
		}
		h.mu.Lock()
		push := make([]*sseStream, 0, h.nstreams)
		for _, k := range h.keys {
			k.mu.Lock()
			for st := range k.streams {
				if st.enqueue(ssePing, false) {
					push = append(push, st)
				}
			}
			k.mu.Unlock()
		}
		h.mu.Unlock()
		h.wq.push(push...)
	}
}

// forgetPageLocked drops key's cached page when nothing uses the key.
func (h *Hub) forgetPageLocked(key string) {
	if h.subs[key] == nil && h.keys[key] == nil {
		delete(h.pages, key)
	}
}

// forgetPage is forgetPageLocked for a replay that ended without joining.
func (h *Hub) forgetPage(key string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.forgetPageLocked(key)
}
