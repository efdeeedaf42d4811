package web

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
)

// SSEPingDefault is how often an idle event stream sends a `: ping` comment,
// so proxies keep it open and dead clients are noticed.
const SSEPingDefault = 15 * time.Second

const (
	// sseRetryMS is the reconnect delay suggested to clients (`retry:`).
	sseRetryMS = 2000
	// ssePage is how many events one query reads.
	ssePage = 500
	// sseWriteTimeout disconnects a client that stops reading.
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
	s.streamEvents(c, store.EventFilter{TaskID: id}, finished, taskTerminal, func() *Subscription { return s.Hub.SubscribeTask(id) })
}

// batchEvents streams a batch's events (its tasks' and its own):
// GET /v1/batches/:id/events.
func (s *Server) batchEvents(c *gin.Context) {
	b, ok := s.ownedBatch(c)
	if !ok {
		return
	}
	id := b.ID
	s.streamEvents(c, store.EventFilter{BatchID: id}, b.Status == "DONE", batchTerminal, func() *Subscription { return s.Hub.SubscribeBatch(id) })
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

// streamEvents serves one stream. It subscribes before it reads the table,
// so an event committed after the replay query is announced to it, and it
// writes only settled ids (see horizon.go), so nothing is skipped or sent
// twice. It ends after a terminal event that is the last one visible, when
// the hub drops it (lagging: the client reconnects and replays) or stops,
// and when the client goes away.
func (s *Server) streamEvents(c *gin.Context, f store.EventFilter, finished bool, terminal func(string) bool, subscribe func() *Subscription) {
	after, ok := lastEventID(c)
	if !ok {
		return
	}
	if s.Hub == nil {
		problem(c, http.StatusServiceUnavailable, CodeNotReady, "live events are not available on this server", "")
		return
	}
	ctx := c.Request.Context()
	sub := subscribe()
	defer sub.Close()
	if s.Metrics != nil {
		s.Metrics.SSESubscribers.Inc()
		defer s.Metrics.SSESubscribers.Dec()
	}
	st := &eventStream{hub: s.Hub, key: sub.key, seen: sub.Seq, filter: f, terminal: terminal, last: after,
		w: c.Writer, rc: http.NewResponseController(c.Writer)}
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
	c.Status(http.StatusOK)
	// A stream outlives the server's ReadTimeout and WriteTimeout:
	// net/http clears the read deadline once the (empty) body is read, and
	// flush moves the write deadline forward at every write, pings included.
	defer st.rc.SetWriteDeadline(time.Time{}) //nolint:errcheck // best effort for a reused connection
	if err := st.writeString("retry: " + strconv.Itoa(sseRetryMS) + "\n\n"); err != nil {
		return
	}
	if err := st.flush(); err != nil {
		return
	}
	if err := st.run(ctx, sub, cmp.Or(s.Hub.Ping, SSEPingDefault)); err != nil && ctx.Err() == nil {
		s.Log.Warn("event stream ended", slog.String("path", c.Request.URL.Path), slog.Any("error", err))
	}
}

// eventStream is one client's position in one stream.
type eventStream struct {
	hub      *Hub
	key      string // the subscription's stream key
	filter   store.EventFilter
	terminal func(kind string) bool
	w        gin.ResponseWriter
	rc       *http.ResponseController // write deadlines
	dirty    bool                     // written since the last flush

	last    int64 // the last id sent
	seen    int64 // the highest notice Seq absorbed (the subscription's at first)
	pending int64 // the smallest id known to exist after last, not sent yet (0: none known)
	ended   bool  // the last event sent was terminal
}

var errLagged = errors.New("web: event subscriber dropped for lagging")

// run sends, then waits for a notice, a settled horizon that reaches a
// pending event, or a ping, until the stream is done.
func (st *eventStream) run(ctx context.Context, sub *Subscription, ping time.Duration) error {
	ticker := time.NewTicker(ping)
	defer ticker.Stop()
	for {
		done, err := st.pump(ctx)
		if err != nil || done {
			return err
		}
		for ready := false; !ready; {
			var settledCh <-chan struct{}
			if st.pending != 0 {
				settledCh = st.hub.SettledChanged()
				if st.hub.Settled() >= st.pending {
					break
				}
				st.hub.Need(st.pending)
			}
			select {
			case n, ok := <-sub.C:
				if !ok {
					if sub.Lagged() {
						return errLagged
					}
					return nil // the hub stopped: shutting down
				}
				ready = st.absorb(n)
				for drained := false; !drained; {
					select {
					case n, ok := <-sub.C:
						if !ok {
							drained = true
							break
						}
						ready = st.absorb(n) || ready
					default:
						drained = true
					}
				}
			case <-settledCh:
			case <-ticker.C:
				if err := st.writeString(": ping\n\n"); err != nil {
					return err
				}
				if err := st.flush(); err != nil {
					return err
				}
			case <-ctx.Done():
				return nil
			}
		}
	}
}

// absorb notes a notice; it reports whether the table must be read now.
func (st *eventStream) absorb(n Notice) bool {
	st.seen = max(st.seen, n.Seq)
	if n.CatchUp {
		return true
	}
	if n.ID > st.last && (st.pending == 0 || n.ID < st.pending) {
		st.pending = n.ID
	}
	return false
}

// pump writes every settled event after last, in id order. It reports done
// when the last event visible is a terminal one.
func (st *eventStream) pump(ctx context.Context) (bool, error) {
	st.pending = 0
	for {
		// Read the horizon before the query: all ids <= settled are visible
		// to it. The subscribers of one stream share their reads.
		f := st.filter
		f.AfterID, f.Limit = st.last, ssePage
		evs, settled, full, err := st.hub.eventsAfter(ctx, st.key, f, st.seen, st.hub.Settled())
		if err != nil {
			return false, err
		}
		for _, e := range evs {
			if e.ID > settled {
				st.pending = e.ID
				break
			}
			if _, err := st.writeFrame(e.Frame); err != nil {
				return false, err
			}
			st.last, st.ended = e.ID, st.terminal(e.Kind)
		}
		if err := st.flush(); err != nil {
			return false, err
		}
		if st.pending != 0 {
			return false, nil
		}
		if !full {
			return st.ended, nil
		}
	}
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

// writeFrame writes into the response's own buffer (net/http's, so a
// stream keeps no buffer of its own); the first write after a flush gives
// a client that stopped reading sseWriteTimeout before it is cut off.
func (st *eventStream) writeFrame(b []byte) (int, error) {
	if !st.dirty {
		st.dirty = true
		_ = st.rc.SetWriteDeadline(time.Now().Add(sseWriteTimeout)) // unsupported writers just block
	}
	return st.w.Write(b)
}

func (st *eventStream) writeString(s string) error {
	_, err := st.writeFrame([]byte(s))
	return err
}

// flush pushes what was written to the client.
func (st *eventStream) flush() error {
	if !st.dirty {
		return nil
	}
	st.dirty = false
	st.w.Flush()
	return nil
}
