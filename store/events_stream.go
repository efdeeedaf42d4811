package store

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// EventsListenerAppName is the application_name of the connection that
// LISTENs for events, so operators (and tests) can find it in
// pg_stat_activity.
const EventsListenerAppName = "baton-events"

// EventNotice is the payload of a NOTIFY on EventsChannel: ids only, so it
// never nears NOTIFY's 8000-byte limit; the event itself is read from the
// table.
type EventNotice struct {
	ID      int64   `json:"id"`
	TaskID  *string `json:"task_id"`
	BatchID *string `json:"batch_id"`
}

// EventNoticeParse decodes a NOTIFY payload sent by the task_events trigger.
func EventNoticeParse(payload string) (EventNotice, error) {
	var n EventNotice
	if err := json.Unmarshal([]byte(payload), &n); err != nil {
		return n, fmt.Errorf("store: bad event notice %q: %w", payload, err)
	}
	return n, nil
}

// EventsListenConnect opens a connection of its own (not one of the pool's,
// with the pool's settings) and LISTENs on EventsChannel. The caller owns it
// and closes it. LISTEN is session state: it does not survive a pooler in
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
// baton_event_horizon in migrations/002_event_xid.up.sql), taken in this
// order: the oldest running xid, the last event id handed out, the next xid
// to be assigned.
type EventHorizonSample struct {
	// Xmin is the oldest transaction running at the sample's snapshot:
	// every xid below it has ended.
	Xmin uint64
	// LastID is the last task_events id handed out (0 if none).
	LastID int64
	// NextXid is the next xid to be assigned, read after LastID: every
	// transaction that took an id <= LastID has an xid below it.
	NextXid uint64
}

const eventHorizonSampleSQL = `SELECT snapshot_xmin::text, last_id, next_xid::text FROM baton_event_horizon()`

// EventHorizonSample takes one sample for the settled-id horizon (see
// web.Hub). It must run on the pool, outside any transaction.
func (s *Store) EventHorizonSample(ctx context.Context) (EventHorizonSample, error) {
	var (
		xmin, next string
		h          EventHorizonSample
	)
	if err := s.db.QueryRow(ctx, eventHorizonSampleSQL).Scan(&xmin, &h.LastID, &next); err != nil {
		return h, fmt.Errorf("store: unable to sample the event horizon: %w", err)
	}
	var err error
	if h.Xmin, err = strconv.ParseUint(xmin, 10, 64); err != nil {
		return h, fmt.Errorf("store: bad snapshot xmin %q: %w", xmin, err)
	}
	if h.NextXid, err = strconv.ParseUint(next, 10, 64); err != nil {
		return h, fmt.Errorf("store: bad next xid %q: %w", next, err)
	}
	return h, nil
}
