package web

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
)

// SSEPingDefault is how often every live event stream is sent a `: ping`
// comment, so proxies keep it open and dead clients are noticed.
const SSEPingDefault = 15 * time.Second

// SSECoalesceDefault is how long a task's or batch's events wait for more
// before they are written to its live streams (Hub.Coalesce): a task's
// events come from three commits a few milliseconds apart, and one write
// per stream instead of three is most of what 10,000 streams cost.
const SSECoalesceDefault = 10 * time.Millisecond

const (
	// sseRetryMS is the reconnect delay suggested to clients (`retry:`).
	sseRetryMS = 2000
	// ssePage is how many events one query reads.
	ssePage = 500
	// sseWriteTimeout disconnects a client that takes none of its bytes
	// for this long (a replay's write, or a live stream's stalled outbox).
	sseWriteTimeout = 30 * time.Second
)

// taskEvents streams a task's events: GET /v1/tasks/:id/events.
func (s *Server) taskEvents(c *gin.Context) {
	t, ok := s.ownedTask(c, "")
	if !ok {
		return
	}
	id := t.ID
	finished := t.Status == store.StatusSuccess || t.Status == store.StatusFailed || t.Status == store.StatusCancelled
	s.streamEvents(c, store.EventFilter{TaskID: id}, finished, taskTerminal, "t:"+id)
}

// batchEvents streams a batch's events (its tasks' and its own):
// GET /v1/batches/:id/events.
func (s *Server) batchEvents(c *gin.Context) {
	b, ok := s.ownedBatch(c)
	if !ok {
		return
	}
	id := b.ID
	s.streamEvents(c, store.EventFilter{BatchID: id}, b.Status == "DONE", batchTerminal, "b:"+id)
}

func taskTerminal(kind string) bool {
	return kind == pipeline.EventTaskSucceeded || kind == pipeline.EventTaskFailed || kind == pipeline.EventTaskCancelled
}

func batchTerminal(kind string) bool { return kind == pipeline.EventBatchCompleted }

// lastEventID is where the client resumes: the Last-Event-ID header (sent by
// EventSource on reconnect, so newer than the URL's), else ?last_event_id=.
func lastEventID(c *gin.Context) (int64, bool) {
	raw, field := c.GetHeader("Last-Event-ID"), "Last-Event-ID"
	if raw == "" {
		raw, field = c.Query("last_event_id"), "last_event_id"
	}
	if raw == "" {
		return 0, true
	}
	n, err := strconv.ParseInt(strings.TrimSpace(raw), 10, 64)
	if err != nil || n < 0 {
		problem(c, http.StatusBadRequest, CodeBadRequest, field+" must be an event id (a non-negative integer)", field)
		return 0, false
	}
	return n, true
}

// streamEvents serves one stream: it checks the request, replays what
// the client missed and hands the stream to the hub (fanout.go), which
// sends the rest. On HTTP/1.1 it first takes the connection out of
// net/http and answers on it itself, close-delimited (`Connection: close`,
// the body ends when the connection does, as EventSource expects of a
// stream): the live stream then costs its socket and a small struct, not a
// goroutine and net/http's buffers. Otherwise (HTTP/2, a writer that
// cannot be taken over) the handler stays and writes what the hub hands it.
//
// The replay writes only settled ids (see horizon.go) and joins the hub's
// key for the stream only when the key's streams are not past what it
// covered, so nothing is skipped or sent twice. A stream ends after a
// terminal event that is the last one visible, when it lags (its client
// reconnects and replays), when the hub stops, and when a write fails
// (the client went away).
func (s *Server) streamEvents(c *gin.Context, f store.EventFilter, finished bool, terminal func(string) bool, key string) {
	after, ok := lastEventID(c)
	if !ok {
		return
	}
	hub := s.Hub
	if hub == nil {
		problem(c, http.StatusServiceUnavailable, CodeNotReady, "live events are not available on this server", "")
		return
	}
	ctx := c.Request.Context()
	if finished {
		// Nothing after the cursor of a finished stream: 204 tells
		// EventSource not to reconnect (a 200 that ends would).
		peek := f
		peek.AfterID, peek.Limit = after, 1
		evs, err := s.Store.EventList(ctx, peek)
		if err != nil {
			s.fail(c, err)
			return
		}
		if len(evs) == 0 {
			c.Status(http.StatusNoContent)
			return
		}
	}
	h := c.Writer.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	h.Set("X-Accel-Buffering", "no")
	st := &sseStream{last: after}
	var send func(net.Buffers) error
	var resp *responseSink
	if conn, ok := hijack(c); ok {
		st.sink = newConnSink(conn)
		head := []byte(sseResponseHead(h))
		send = func(bufs net.Buffers) error {
			// One plain write of the replay's page: a writev would leave
			// the connection an iovec cache sized to the page, kept for
			// its life.
			b := head
			head = nil
			for _, x := range bufs {
				b = append(b, x...)
			}
			if err := conn.SetWriteDeadline(time.Now().Add(sseWriteTimeout)); err != nil {
				return err
			}
			// The hub's writes set no deadline, and one that has passed
			// would fail them all: clear it.
			defer conn.SetWriteDeadline(time.Time{}) //nolint:errcheck // a closed connection fails the next write anyway
			_, err := conn.Write(b)
			return err
		}
	} else {
		rc := http.NewResponseController(c.Writer)
		resp = newResponseSink()
		st.sink = resp
		c.Status(http.StatusOK)
		// A stream outlives the server's ReadTimeout and WriteTimeout:
		// net/http clears the read deadline once the (empty) body is
		// read, and every write moves the write deadline forward.
		defer rc.SetWriteDeadline(time.Time{}) //nolint:errcheck // best effort for a reused connection
		send = func(bufs net.Buffers) error { return resp.writeNow(c.Writer, rc, bufs) }
	}
	if s.Metrics != nil {
		s.Metrics.SSESubscribers.Inc()
		st.release = s.Metrics.SSESubscribers.Dec
	}
	joined := false
	defer func() {
		if !joined {
			st.sink.close()
			hub.forgetPage(key)
			if st.release != nil {
				st.release()
			}
		}
	}()
	err := s.replay(ctx, st, send, f, terminal, key)
	if err != nil || st.key == nil {
		if err != nil && ctx.Err() == nil {
			s.Log.Warn("event stream ended", slog.String("path", c.Request.URL.Path), slog.Any("error", err))
		}
		return
	}
	joined = true
	if resp != nil {
		resp.serve(ctx, c.Writer, http.NewResponseController(c.Writer))
		hub.closeStream(st, nil)
	}
}

// replay sends the headers and the retry hint, every settled event after
// st.last, then joins the hub (st.key is set) unless the stream ended: its
// last event is terminal and nothing follows it, or the hub is stopped.
func (s *Server) replay(ctx context.Context, st *sseStream, send func(net.Buffers) error, f store.EventFilter, terminal func(string) bool, key string) error {
	hub := s.Hub
	if err := send(net.Buffers{sseRetry}); err != nil {
		return err
	}
	var bufs net.Buffers
	ended := false
	for {
		// The horizon before the query: all ids <= settled are visible to
		// it. Replays of one key share their reads.
		q := f
		q.AfterID, q.Limit = st.last, ssePage
		evs, settled, full, err := hub.eventsAfter(ctx, key, q, hub.seq.Load(), hub.Settled())
		if err != nil {
			return err
		}
		pending := false
		for _, e := range evs {
			if e.ID > settled {
				pending = true
				break
			}
			bufs = append(bufs, e.Frame)
			st.last, ended = e.ID, terminal(e.Kind)
		}
		if len(bufs) > 0 {
			if err := send(bufs); err != nil {
				return err
			}
			bufs = nil
		}
		covered := settled // every event <= settled after the last sent was in evs
		if full && !pending {
			continue // read on
		}
		if !pending && ended {
			return nil
		}
		joined, retry := hub.join(st, key, f, terminal, covered)
		if joined || !retry {
			return nil
		}
		// The key's streams are past covered: read up to them.
	}
}

var sseRetry = []byte("retry: " + strconv.Itoa(sseRetryMS) + "\n\n")

// hijack takes the connection of an HTTP/1.x request out of net/http,
// with nothing written yet; false when it can't (HTTP/2, a test writer).
func hijack(c *gin.Context) (net.Conn, bool) {
	if c.Request.ProtoMajor != 1 {
		return nil, false
	}
	u, ok := c.Writer.(interface{ Unwrap() http.ResponseWriter })
	if !ok {
		return nil, false
	}
	if _, ok := u.Unwrap().(http.Hijacker); !ok {
		return nil, false
	}
	// gin's Hijack, so gin knows the response is taken and writes no
	// header after the handler.
	conn, rw, err := c.Writer.Hijack()
	if err != nil {
		return nil, false
	}
	_ = rw // net/http's reader and writer: nothing buffered for us, dropped
	return conn, true
}

// sseResponseHead is the status line and headers of a taken-over stream:
// h (ours and the middleware's), the date, and Connection: close, since the
// body runs until the connection closes.
func sseResponseHead(h http.Header) string {
	var b strings.Builder
	b.WriteString("HTTP/1.1 200 OK\r\n")
	_ = h.Write(&b)
	b.WriteString("Date: " + time.Now().UTC().Format(http.TimeFormat) + "\r\nConnection: close\r\n\r\n")
	return b.String()
}

// sseFrame is an event as a stream sends it.
func sseFrame(e store.Event) []byte {
	var b bytes.Buffer
	b.WriteString("id: " + strconv.FormatInt(e.ID, 10) + "\nevent: " + e.Kind + "\ndata: ")
	// jsonb text is one line already; compacting drops its spaces.
	if err := json.Compact(&b, e.Data); err != nil {
		b.Write(bytes.ReplaceAll(e.Data, []byte("\n"), nil))
	}
	b.WriteString("\n\n")
	return b.Bytes()
}

// responseSink is a live stream still inside net/http (HTTP/2, or a writer
// that can't be taken over): the hub's writers hand it bytes and its
// handler's goroutine writes them, so no writer waits on its client.
type responseSink struct {
	mu      sync.Mutex
	pending net.Buffers
	size    int
	wake    chan struct{}
	done    chan struct{}
	once    sync.Once
}

func newResponseSink() *responseSink {
	return &responseSink{wake: make(chan struct{}, 1), done: make(chan struct{})}
}

func (s *responseSink) write(bufs *net.Buffers, _ *[]byte, _ time.Time) error {
	s.mu.Lock()
	for _, b := range *bufs {
		s.size += len(b)
	}
	s.pending = append(s.pending, *bufs...)
	over := s.size > sseOutboxMax
	s.mu.Unlock()
	*bufs = nil
	if over {
		return errSSELagging
	}
	select {
	case s.wake <- struct{}{}:
	default:
	}
	return nil
}

func (s *responseSink) close() { s.once.Do(func() { close(s.done) }) }

// writeNow writes bufs and flushes; the first write after a flush gives a
// client that stopped reading sseWriteTimeout before it is cut off.
func (s *responseSink) writeNow(w http.ResponseWriter, rc *http.ResponseController, bufs net.Buffers) error {
	_ = rc.SetWriteDeadline(time.Now().Add(sseWriteTimeout)) // unsupported writers just block
	for _, b := range bufs {
		if _, err := w.Write(b); err != nil {
			return err
		}
	}
	return rc.Flush()
}

// serve writes what the hub hands over until the stream is closed (after
// writing what is left), a write fails, or ctx ends (the client left).
func (s *responseSink) serve(ctx context.Context, w http.ResponseWriter, rc *http.ResponseController) {
	for {
		closed := false
		select {
		case <-ctx.Done():
			return
		case <-s.wake:
		case <-s.done:
			closed = true
		}
		s.mu.Lock()
		bufs := s.pending
		s.pending, s.size = nil, 0
		s.mu.Unlock()
		if len(bufs) > 0 {
			if err := s.writeNow(w, rc, bufs); err != nil {
				return
			}
		}
		if closed {
			return
		}
	}
}
