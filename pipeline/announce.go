package pipeline

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// EventsAnnounceInterval is the shortest time between two announcements of
// one process on store.EventsChannel: commits of events that come closer
// together share one.
const EventsAnnounceInterval = 5 * time.Millisecond

// eventsAnnounceTimeout bounds one announcement.
const eventsAnnounceTimeout = 5 * time.Second

// How committed events reach the SSE hubs.
//
// No trigger notifies per event (migration 012): a NOTIFY in a transaction
// holds PostgreSQL's database-wide notify lock from the transaction's
// pre-commit until its commit record is flushed, so claims, handoffs and
// submissions, which all append events, flushed their WAL one after the
// other instead of sharing flushes (docs/benchmarks.md, "NOTIFY off the hot
// path"). After each commit of this process that appended events, the
// engine instead
//
//   - calls the hook set with OnEventsCommitted, from the committing
//     goroutine: the process's own hub reads the new events at once, with no
//     round trip to learn that they exist;
//   - marks an announcement due: one empty notification on
//     store.EventsChannel, sent from a pool connection outside any hot
//     transaction, without waiting for a WAL flush (store.EventsAnnounce), at
//     most once per EventsAnnounceInterval. The hubs of other processes
//     (serve --no-workers beside baton work processes) read the new events
//     when it arrives; a hub with streams also reads on a poll, so a lost
//     announcement delays events, never loses them.
type announcer struct {
	hookMu sync.Mutex // guards onEvents
	// onEvents is the hook set with OnEventsCommitted (nil: none).
	onEvents func()

	mu      sync.Mutex
	pending bool      // a commit since the last announcement
	running bool      // a goroutine is announcing
	last    time.Time // when the last announcement was sent
	wg      sync.WaitGroup
}

// OnEventsCommitted sets f to be called after each commit of this process
// that appended task events (a submission, a claim, a handoff, a stage's
// failure, a cancel, a retry, a sweep of the reaper), on the committing
// goroutine: it must be quick and never block (web.Hub.Wake). Safe to call
// at any time; nil removes it.
func (e *Engine) OnEventsCommitted(f func()) {
	e.events.hookMu.Lock()
	defer e.events.hookMu.Unlock()
	e.events.onEvents = f
}

// eventsCommitted is called after a commit that appended events: it calls
// the in-process hook and makes an announcement due.
func (e *Engine) eventsCommitted() {
	a := &e.events
	a.hookMu.Lock()
	f := a.onEvents
	a.hookMu.Unlock()
	if f != nil {
		f()
	}
	a.mu.Lock()
	a.pending = true
	if a.running {
		a.mu.Unlock()
		return
	}
	a.running = true
	a.wg.Add(1)
	a.mu.Unlock()
	go e.announceLoop()
}

// announceLoop sends the due announcements, one per EventsAnnounceInterval
// at most (the first at once), and ends when none is due.
func (e *Engine) announceLoop() {
	a := &e.events
	defer a.wg.Done()
	for {
		a.mu.Lock()
		wait := time.Until(a.last.Add(EventsAnnounceInterval))
		a.mu.Unlock()
		if wait > 0 {
			time.Sleep(wait)
		}
		a.mu.Lock()
		if !a.pending {
			a.running = false
			a.mu.Unlock()
			return
		}
		a.pending, a.last = false, time.Now()
		a.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), eventsAnnounceTimeout)
		if err := e.store.EventsAnnounce(ctx); err != nil {
			// Other processes' hubs find the events at their next poll.
			e.log.Warn("unable to announce committed events", slog.Any("error", err))
		}
		cancel()
	}
}

// waitAnnounced waits until the due announcements are sent.
func (e *Engine) waitAnnounced() { e.events.wg.Wait() }
