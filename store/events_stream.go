package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// EventsListenerAppName is the application_name of the connection that
// LISTENs for events, so operators (and tests) can find it in
// pg_stat_activity.
const EventsListenerAppName = "baton-events"

// EventNotice names one committed event by its ids: what a hub needs to
// route it to the streams that want it (each stream reads the event itself).
type EventNotice struct {
	ID      int64
	TaskID  *string
	BatchID *string
}

const eventNoticesAfterSQL = `
SELECT id, task_id::text, batch_id::text FROM task_events WHERE id > $1 ORDER BY id LIMIT $2`

// EventNoticesAfter returns the ids of up to limit events with id > after
// that are visible now, in id order (task_events_pkey, read from the
// right edge). Ids commit out of order: a reader that must not skip one
// moves its cursor only up to the settled horizon it read before the query
// (see web.Hub).
func (s *Store) EventNoticesAfter(ctx context.Context, after int64, limit int) ([]EventNotice, error) {
	rows, err := s.db.Query(ctx, eventNoticesAfterSQL, after, limit)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read new events: %w", err)
	}
	ns, err := pgx.CollectRows(rows, pgx.RowToStructByPos[EventNotice])
	if err != nil {
		return nil, fmt.Errorf("store: unable to read new events: %w", err)
	}
	return ns, nil
}

// eventsAnnounceSQL notifies EventsChannel with an empty payload, in a
// transaction of its own that commits without waiting for its WAL flush:
// set_config's local value holds until the transaction ends, which is after
// its commit record is written. PostgreSQL holds its database-wide notify
// lock from a notifying transaction's pre-commit until its commit is
// recorded, so a synchronous commit here would hold every other notifier
// (River's insert notifications) for a flush; nothing needs this one to
// survive a crash.
const eventsAnnounceSQL = `SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, '')`

// EventsAnnounce tells every process listening on EventsChannel that events
// were committed, so their hubs read the new ones (see
// pipeline.Engine.OnEventsCommitted, which announces at most once per
// pipeline.EventsAnnounceInterval). Call it after the commit, never inside
// the transaction that appends the events.
func (s *Store) EventsAnnounce(ctx context.Context) error {
	if _, err := s.db.Exec(ctx, eventsAnnounceSQL, EventsChannel); err != nil {
		return fmt.Errorf("store: unable to announce events: %w", err)
	}
	return nil
}

// EventsListenConnect opens a connection of its own (not one of the pool's,
// with the pool's settings) and LISTENs on EventsChannel. The caller owns it
// and closes it. A notification there says only that some process
// committed events (EventsAnnounce); the payload is empty. LISTEN is session state: it does not survive a pooler in
// transaction mode (PgBouncer pool_mode=transaction), so the database URL
// must reach PostgreSQL directly or through a session-mode pooler.
func EventsListenConnect(ctx context.Context, pool *pgxpool.Pool) (*pgx.Conn, error) {
	cfg := pool.Config().ConnConfig.Copy()
	cfg.RuntimeParams["application_name"] = EventsListenerAppName
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("store: unable to connect the event listener: %w", err)
	}
	if _, err := conn.Exec(ctx, "LISTEN "+pgx.Identifier{EventsChannel}.Sanitize()); err != nil {
		_ = conn.Close(context.WithoutCancel(ctx))
		return nil, fmt.Errorf("store: unable to listen on %s: %w", EventsChannel, err)
	}
	return conn, nil
}

// EventHorizonSample is one reading of what the settled-id proof needs (see
// baton_event_horizon in migrations 002 and 011), taken in this
// order: the last event id handed out, then the transactions that may still
// hold ids up to it.
type EventHorizonSample struct {
	// LastID is the last task_events id handed out (0 if none).
	LastID int64
	// Holders are the virtual transaction ids of the transactions holding
	// a lock on task_events' id sequence (they took an id) when the sample
	// was taken (after LastID was read): once none of them is left, every
	// id <= LastID is settled.
	Holders []string
}

const eventHorizonSampleSQL = `SELECT last_id, holders FROM baton_event_horizon()`

// EventHorizonSample takes one sample for the settled-id horizon (see
// web.Hub).
func (s *Store) EventHorizonSample(ctx context.Context) (EventHorizonSample, error) {
	var h EventHorizonSample
	if err := s.db.QueryRow(ctx, eventHorizonSampleSQL).Scan(&h.LastID, &h.Holders); err != nil {
		return h, fmt.Errorf("store: unable to sample the event horizon: %w", err)
	}
	return h, nil
}
