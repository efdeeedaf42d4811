package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// Batch groups the tasks of one request (a contract's clauses). Its counters
// are kept by a trigger on every task status change.
type Batch struct {
	ID         string          `json:"id"`
	Pipeline   string          `json:"pipeline"`
	Owner      string          `json:"-"`
	Total      int             `json:"total"`
	Succeeded  int             `json:"succeeded"`
	Failed     int             `json:"failed"`
	Cancelled  int             `json:"cancelled"`
	Status     string          `json:"status"`
	Input      json.RawMessage `json:"input,omitempty"`
	CreatedAt  time.Time       `json:"created_at"`
	FinishedAt *time.Time      `json:"finished_at"`
}

// BatchInsert inserts a batch of total tasks.
func (s *Store) BatchInsert(ctx context.Context, id, pipeline, owner string, total int, input json.RawMessage) error {
	_, err := s.db.Exec(ctx, batchInsertSQL, id, pipeline, owner, total, input)
	if err != nil {
		return fmt.Errorf("store: unable to insert batch: %w", err)
	}
	return nil
}

// BatchInsertQueue queues BatchInsert's statement on b (see
// TaskInsertManyQueue), ahead of its tasks.
func BatchInsertQueue(b *pgx.Batch, id, pipeline, owner string, total int, input json.RawMessage) {
	b.Queue(batchInsertSQL, id, pipeline, owner, total, input)
}

const batchInsertSQL = `INSERT INTO batches (id, pipeline, owner, total, input) VALUES ($1, $2, $3, $4, $5)`

// BatchGet returns a batch; another owner's batch is ErrNotFound unless owner is empty.
func (s *Store) BatchGet(ctx context.Context, id, owner string) (*Batch, error) {
	var b Batch
	err := s.db.QueryRow(ctx, `
SELECT id::text, pipeline, owner, total, succeeded, failed, cancelled, status, input, created_at, finished_at
FROM batches WHERE id = $1 AND ($2 = '' OR owner = $2)`, id, owner).Scan(
		&b.ID, &b.Pipeline, &b.Owner, &b.Total, &b.Succeeded, &b.Failed, &b.Cancelled, &b.Status, &b.Input, &b.CreatedAt, &b.FinishedAt)
	if err != nil {
		return nil, fmt.Errorf("store: unable to get batch: %w", notFound(err))
	}
	return &b, nil
}

// BatchTasks returns the tasks of a batch in submission order.
func (s *Store) BatchTasks(ctx context.Context, id string) ([]*Task, error) {
	ts, err := collectTasks(s.db.Query(ctx, `SELECT `+taskColumns+` FROM tasks WHERE batch_id = $1 ORDER BY created_at, (input->>'index')::int NULLS LAST, id`, id))
	if err != nil {
		return nil, fmt.Errorf("store: unable to list batch tasks: %w", err)
	}
	return ts, nil
}
