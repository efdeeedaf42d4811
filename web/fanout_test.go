package web

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"os"
	"runtime"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// queued is how many streams wait in the write queue.
func (w *writeQueue) queued() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return len(w.q) - w.head
}

func testEvent(id int64, kind string) store.Event {
	return store.Event{ID: id, Kind: kind, Data: []byte(`{"n": ` + strconv.FormatInt(id, 10) + `}`)}
}

// Pages delivered while a key's coalescing window is open wait in the
// outboxes; when it closes each stream is written once, every event
// complete and in id order, from the stream's own position.
func TestSSECoalescedPagesOneWrite(t *testing.T) {
	t.Parallel()
	h := NewHub(nil, nil)
	h.wq, h.coalesce = newWriteQueue(), time.Hour // closed by hand below
	k := &streamKey{key: "b:x", terminal: batchTerminal, streams: map[*sseStream]struct{}{}}
	fresh, behind := &fakeSink{limit: -1}, &fakeSink{limit: -1}
	stFresh, stBehind := &sseStream{sink: fresh, key: k, last: 1}, &sseStream{sink: behind, key: k, last: 0}
	k.streams[stFresh], k.streams[stBehind] = struct{}{}, struct{}{}

	first := []store.Event{testEvent(1, "stage.completed"), testEvent(2, "stage.started")}
	second := []store.Event{testEvent(3, "stage.completed"), testEvent(4, "task.succeeded")}
	third := []store.Event{testEvent(5, pipeline.EventBatchCompleted)}
	h.flushLater(k, k.deliver(first, 2))
	h.flushLater(k, k.deliver(second, 4))
	h.flushLater(k, k.deliver(third, 5))
	if n := h.wq.queued(); n != 0 {
		t.Fatalf("%d streams written before the window closed", n)
	}
	h.flushKey(k)
	sts, ok := h.wq.pop(nil, 10)
	if !ok || len(sts) != 2 {
		t.Fatalf("popped %d streams, want the 2 once each", len(sts))
	}
	var scratch []byte
	for _, st := range sts {
		h.writeStream(st, &scratch)
	}
	frames := func(evs ...store.Event) string {
		var b bytes.Buffer
		for _, e := range evs {
			b.Write(sseFrame(e))
		}
		return b.String()
	}
	all := append(append(append([]store.Event{}, first...), second...), third...)
	for _, c := range []struct {
		name string
		sink *fakeSink
		want string
	}{
		{"behind", behind, frames(all...)},
		{"fresh", fresh, frames(all[1:]...)}, // it had event 1 from its replay
	} {
		if got := string(c.sink.got); got != c.want || c.sink.writes != 1 || !c.sink.closed {
			t.Errorf("%s: %d writes (closed %v) of\n%q\nwant one write, then closed, of\n%q", c.name, c.sink.writes, c.sink.closed, got, c.want)
		}
	}
}

// A live stream whose events come from separate commits gets them in one
// write on its socket once the window closes, each with its id, in order.
func TestSSECoalescedLive(t *testing.T) {
	t.Parallel()
	env := newSSEEnv(t, false, func(h *Hub) { h.Coalesce, h.Ping = time.Hour, time.Hour })
	batch := env.batch(t)
	c := openSSE(t, env.url("/v1/batches/"+batch+"/events"), nil)
	var k *streamKey
	storetest.WaitFor(t, sseWait, "the stream to join", func() bool {
		env.hub.mu.Lock()
		defer env.hub.mu.Unlock()
		k = env.hub.keys["b:"+batch]
		return k != nil
	})
	var st *sseStream
	k.mu.Lock()
	for s := range k.streams {
		st = s
	}
	k.mu.Unlock()
	if s, ok := st.sink.(connSink); !ok || s.raw == nil {
		t.Fatalf("sink %T is not a raw socket", st.sink)
	}
	delivered := func(id int64) func() bool {
		return func() bool {
			k.mu.Lock()
			defer k.mu.Unlock()
			return k.lastID == id
		}
	}
	var last int64
	for _, kind := range []string{"stage.completed", "stage.started", "task.succeeded"} {
		last = insertEvent(t, env.pool, batch, kind) // one commit each
	}
	storetest.WaitFor(t, sseWait, "the three events in the outbox", delivered(last))
	if n := env.hub.writes.Load(); n != 0 {
		t.Fatalf("%d writes before the window closed", n)
	}
	env.hub.flushKey(k)
	want := tableIDs(t, env.store, store.EventFilter{BatchID: batch})
	got := []sseEvent{c.next(t), c.next(t), c.next(t)}
	sameEvents(t, got, want)
	storetest.WaitFor(t, sseWait, "the writer to be done with the stream", func() bool {
		st.mu.Lock()
		defer st.mu.Unlock()
		return !st.queued
	})
	if n := env.hub.writes.Load(); n != 1 {
		t.Fatalf("%d writes for three commits, want 1", n)
	}
	end := insertEvent(t, env.pool, batch, pipeline.EventBatchCompleted)
	storetest.WaitFor(t, sseWait, "batch.completed in the outbox", delivered(end))
	env.hub.flushKey(k)
	if rest := ids(c.rest(t)); len(rest) != 1 || rest[0] != end {
		t.Fatalf("after the end: %v, want [%d]", rest, end)
	}
	storetest.WaitFor(t, sseWait, "the stream to be forgotten", func() bool { return env.hub.Subscribers() == 0 })
}

// A socket that its client does not read takes what fits and then refuses
// at once (no writer waits); the rest goes out, in order, once it drains.
func TestConnSinkFullSocket(t *testing.T) {
	t.Parallel()
	// Small buffers, set before the handshake: shrunk on a connected
	// socket, Linux can leave the window closed for good.
	small := func(opt int) func(_, _ string, c syscall.RawConn) error {
		return func(_, _ string, c syscall.RawConn) error {
			var serr error
			if err := c.Control(func(fd uintptr) { serr = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, opt, 8<<10) }); err != nil {
				return err
			}
			return serr
		}
	}
	ln, err := (&net.ListenConfig{Control: small(syscall.SO_SNDBUF)}).Listen(context.Background(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	client, err := (&net.Dialer{Control: small(syscall.SO_RCVBUF)}).Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	server, err := ln.Accept()
	if err != nil {
		t.Fatal(err)
	}
	defer server.Close()
	sink := newConnSink(server)
	if sink.raw == nil {
		t.Fatal("a TCP connection has no raw socket")
	}
	// Small buffers gathered into one write, and large ones written alone.
	var bufs net.Buffers
	var want []byte
	for i := range 200 {
		b := bytes.Repeat([]byte{byte('a' + i%26)}, []int{700, 3, 70 << 10, 5000}[i%4])
		bufs, want = append(bufs, b), append(want, b...)
	}
	var scratch []byte
	full := false
	for !full && len(bufs) > 0 {
		err := sink.write(&bufs, &scratch, time.Time{})
		switch {
		case errors.Is(err, os.ErrDeadlineExceeded):
			full = true
		case err != nil:
			t.Fatal(err)
		}
	}
	if !full {
		t.Fatalf("%d bytes went into a socket nobody reads", len(want))
	}
	got := make(chan []byte)
	go func() {
		b, _ := io.ReadAll(client)
		got <- b
	}()
	for deadline := time.Now().Add(sseWait); len(bufs) > 0; {
		err := sink.write(&bufs, &scratch, time.Time{})
		if err != nil && !errors.Is(err, os.ErrDeadlineExceeded) {
			t.Fatal(err)
		}
		if time.Now().After(deadline) {
			t.Fatal("the socket never drained")
		}
		runtime.Gosched() // the reader drains; full writes return at once
	}
	sink.close()
	if b := <-got; !bytes.Equal(b, want) {
		t.Fatalf("read %d bytes, want %d, in order", len(b), len(want))
	}
}
