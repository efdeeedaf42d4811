package store

import (
	"context"
	"encoding/json"
	"fmt"

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
