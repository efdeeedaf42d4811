package web

import (
	"context"
	"log/slog"
	"time"
)

// The gap problem, and the rule that solves it.
//
// task_events ids come from a sequence when a row is inserted, but
// transactions commit in another order: a reader that has seen id 105 may
// see 103 commit afterwards, so a plain "id > last sent" cursor would skip
// 103 forever. Comparing each event's xid with the oldest running xid is not
// enough either: a transaction with an older xid may take a *newer* id (T1
// gets xid 100, T2 gets xid 101 and id 103 and stays open, T1 takes id 105
// and commits: 105 passes "xid < xmin = 101", 103 comes later).
//
// So streams deliver events in id order, but only ids at or below the
// settled horizon H: an id is settled when its transaction can no longer be
// in flight, so every id <= H is visible to any later snapshot or will never
// exist. H is proved from samples of baton_event_horizon() (migrations 002
// and 011), each reading, in order, the last id handed out V_k, then the set
// L_k of transactions holding a lock on task_events' id sequence in this
// database:
//
//  1. A transaction that took an id took a RowExclusiveLock on the sequence
//     first (nextval locks it before it reads the last value) and keeps it
//     until it ends; the sequence has no per-session cache. Transactions
//     that only delete events (retention) take no such lock, so a prune
//     never holds a stream back.
//  2. So every id <= V_k that is not yet visible belongs to a transaction in
//     L_k (L_k is read after V_k).
//  3. PostgreSQL makes a commit visible before it releases the locks. Once a
//     later sample shows none of L_k holding the lock, every id <= V_k is
//     committed or never will be: H = V_k. An empty L_k settles V_k at once.
//
// A reader (a stream's replay, then its key's pump: fanout.go) reads H
// before its query (EventList after its last id, in id order), sends the
// events <= H and holds the rest until H passes them; so a stream gets each
// id once, in order, and never misses one. The hub's tail (hub.go) finds
// new events the same way: it reads ids after its cursor and moves the
// cursor only up to H. Wakes and notifications only say when to read; the
// table is the truth.
//
// The price: H waits for the event-writing transactions that were open when
// an event was added. Those are the engine's short claim/handoff/submit
// transactions; unrelated transactions (an ingest, another database) don't
// count.

// horizonCandidateMax bounds the proofs in flight; when full the newest is
// replaced by a newer one (a larger id with its own holders: still sound).
const horizonCandidateMax = 16

const (
	horizonStepMin = 2 * time.Millisecond
	horizonStepMax = 100 * time.Millisecond
)

type horizonCandidate struct {
	id      int64               // V_k
	holders map[string]struct{} // L_k
}

// Settled returns the settled horizon: every event id at or below it is
// committed and visible to any query that starts now, or will never exist.
func (h *Hub) Settled() int64 {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.settled
}

// SettledChanged returns a channel closed when Settled next increases. Take
// it before reading Settled, so an increase in between is not missed.
func (h *Hub) SettledChanged() <-chan struct{} {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.settledCh
}

// Need asks the hub to advance Settled to at least id (an event a stream
// has seen but may not send yet). Events the tail routes do this by
// themselves.
func (h *Hub) Need(id int64) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.needLocked(id)
}

func (h *Hub) needLocked(id int64) {
	if id > h.needed {
		h.needed = id
	}
	if h.needed > h.settled {
		select {
		case h.kick <- struct{}{}:
		default:
		}
	}
}

func (h *Hub) behind() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.needed > h.settled
}

func (h *Hub) advance(id int64) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if id > h.settled {
		h.settled = id
		close(h.settledCh)
		h.settledCh = make(chan struct{})
		// The streams' keys whose next event waited for this.
		for k := range h.waiting {
			k.mu.Lock()
			h.wakeLocked(k)
			k.mu.Unlock()
		}
		clear(h.waiting)
	}
}

// horizonLoop samples while some needed id is not settled yet: at once when
// woken, then every few milliseconds, slower while a long transaction holds
// the horizon back, and with backoff while the database is unreachable.
func (h *Hub) horizonLoop(ctx context.Context) {
	var (
		cands []horizonCandidate
		delay time.Duration
	)
	for {
		if !h.behind() {
			select {
			case <-ctx.Done():
				return
			case <-h.kick:
			}
			delay = 0
			continue
		}
		if delay > 0 && !sleepCtx(ctx, delay) {
			return
		}
		s, err := h.store.EventHorizonSample(ctx)
		if err != nil {
			if ctx.Err() != nil {
				return
			}
			h.log.Debug("event horizon sample failed", slog.Any("error", err))
			delay = min(max(delay*2, hubBackoffMin), hubBackoffMax)
			continue
		}
		h.samples.Add(1)
		settled := h.Settled()
		if s.LastID > settled && (len(cands) == 0 || s.LastID > cands[len(cands)-1].id) {
			c := horizonCandidate{id: s.LastID, holders: make(map[string]struct{}, len(s.Holders))}
			for _, v := range s.Holders {
				c.holders[v] = struct{}{}
			}
			if len(cands) == horizonCandidateMax {
				cands[len(cands)-1] = c
			} else {
				cands = append(cands, c)
			}
		}
		// A candidate is proved once none of its holders holds the lock now.
		best := settled
		for _, c := range cands {
			if !anyStillHolding(c.holders, s.Holders) {
				best = max(best, c.id)
			}
		}
		kept := cands[:0]
		for _, c := range cands {
			if c.id > best {
				kept = append(kept, c)
			}
		}
		cands = kept
		if best > settled {
			h.advance(best)
			delay = horizonStepMin
		} else {
			delay = min(max(delay*2, horizonStepMin), horizonStepMax)
		}
	}
}

func anyStillHolding(was map[string]struct{}, now []string) bool {
	for _, v := range now {
		if _, ok := was[v]; ok {
			return true
		}
	}
	return false
}
