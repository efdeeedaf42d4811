package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// EventsChannel is the NOTIFY channel on which a process announces, after
// committing, that it appended events (EventsAnnounce; empty payload, at
// most one per few milliseconds per process). No trigger notifies per row:
// listeners read the new events from the table by id.
const EventsChannel = "baton_events"

// Event is one durable row of a task's (or batch's) history. ID is the
// stream position a client resumes after.
type Event struct {
	ID        int64           `json:"id"`
	TaskID    *string         `json:"task_id"`
	BatchID   *string         `json:"batch_id"`
	Owner     string          `json:"-"`
	Kind      string          `json:"kind"`
	Data      json.RawMessage `json:"data"`
	CreatedAt time.Time       `json:"created_at"`
}

// EventNew is an event to append.
type EventNew struct {
	TaskID  string
	BatchID *string
	Owner   string
	Kind    string
	Data    any
}

// EventAppendMany appends events in one round trip; callers do it in the same
// transaction as the change the events describe.
func (s *Store) EventAppendMany(ctx context.Context, events []EventNew) error {
	if len(events) == 0 {
		return nil
	}
	n := len(events)
	tasks, batches, owners, kinds, datas := make([]*string, n), make([]*string, n), make([]string, n), make([]string, n), make([]string, n)
	for i, e := range events {
		if e.TaskID != "" {
			id := e.TaskID
			tasks[i] = &id
		}
		b, err := json.Marshal(e.Data)
		if err != nil {
			return fmt.Errorf("store: unable to encode event: %w", err)
		}
		batches[i], owners[i], kinds[i], datas[i] = e.BatchID, e.Owner, e.Kind, string(b)
	}
	_, err := s.db.Exec(ctx, `
INSERT INTO task_events (task_id, batch_id, owner, kind, data)
SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::jsonb[])`,
		tasks, batches, owners, kinds, datas)
	if err != nil {
		return fmt.Errorf("store: unable to append events: %w", err)
	}
	return nil
}

// EventAppend appends one event.
func (s *Store) EventAppend(ctx context.Context, e EventNew) error {
	return s.EventAppendMany(ctx, []EventNew{e})
}

// EventFilter selects a task's or a batch's stream.
type EventFilter struct {
	TaskID  string
	BatchID string
	AfterID int64
	Limit   int
}

// EventList returns events of a task or a batch with id > AfterID, in id order.
func (s *Store) EventList(ctx context.Context, f EventFilter) ([]Event, error) {
	limit := f.Limit
	if limit <= 0 {
		limit = 1000
	}
	var (
		rows pgx.Rows
		err  error
	)
	const cols = `id, task_id::text, batch_id::text, owner, kind, data, created_at`
	if f.BatchID != "" {
		rows, err = s.db.Query(ctx, `SELECT `+cols+` FROM task_events WHERE batch_id = $1 AND id > $2 ORDER BY id LIMIT $3`, f.BatchID, f.AfterID, limit)
	} else {
		rows, err = s.db.Query(ctx, `SELECT `+cols+` FROM task_events WHERE task_id = $1 AND id > $2 ORDER BY id LIMIT $3`, f.TaskID, f.AfterID, limit)
	}
	if err != nil {
		return nil, fmt.Errorf("store: unable to list events: %w", err)
	}
	evs, err := pgx.CollectRows(rows, pgx.RowToStructByPos[Event])
	if err != nil {
		return nil, fmt.Errorf("store: unable to list events: %w", err)
	}
	return evs, nil
}

// EventDeleteExpired deletes up to limit events of the default partition
// of task_events (task_events_default) older than before whose task (or
// batch) is finished, and returns how many it deleted. The ranges of
// task_events are dropped whole (EventPartitionDropExpired); the default
// partition only holds what no range covered when it was written (events
// written before the sweep created the present range, or dated before a
// range already dropped), normally nothing.
//
// It commits asynchronously, as the retention statements do (see pruneTx).
func (s *Store) EventDeleteExpired(ctx context.Context, before time.Time, limit int) (int64, error) {
	var n int64
	err := s.pruneTx(ctx, func(db DBTX) error {
		tag, err := db.Exec(ctx, `
DELETE FROM task_events_default WHERE id IN (
    SELECT e.id FROM task_events_default e
    LEFT JOIN tasks t ON t.id = e.task_id
    LEFT JOIN batches b ON b.id = e.batch_id
    WHERE e.created_at < $1 AND (t.id IS NULL OR t.status IN ('SUCCESS', 'FAILED', 'CANCELLED'))
      AND (b.id IS NULL OR b.status = 'DONE')
    ORDER BY e.created_at LIMIT $2)`, before, limit)
		n = tag.RowsAffected()
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("store: unable to delete expired events: %w", err)
	}
	return n, nil
}
