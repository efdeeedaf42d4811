package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// TaskCountOpenOf counts the PENDING and PROCESSING tasks of one pipeline,
// through the partial indexes of open tasks (the bench waits on it).
func (s *Store) TaskCountOpenOf(ctx context.Context, pipeline string) (int, error) {
	var n int
	if err := s.db.QueryRow(ctx, `SELECT count(*) FROM tasks WHERE pipeline = $1 AND status IN ('PENDING','PROCESSING')`, pipeline).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: unable to count the open tasks of %s: %w", pipeline, err)
	}
	return n, nil
}

// TaskTiming is a task's status, its submission and finish times (both the
// database's clock; Finished is Created while the task is open) and every
// stage's output, for the bench's latency and handoff figures.
type TaskTiming struct {
	ID       string
	Status   string
	Created  time.Time
	Finished time.Time
	Outputs  map[string]json.RawMessage
}

// TaskTimings returns the timing of each task of ids that exists, in no
// particular order.
func (s *Store) TaskTimings(ctx context.Context, ids []string) ([]TaskTiming, error) {
	rows, err := s.db.Query(ctx, `
SELECT t.id::text, t.status, t.created_at, coalesce(t.finished_at, t.created_at),
       coalesce(jsonb_object_agg(o.stage, o.output) FILTER (WHERE o.stage IS NOT NULL), '{}')
FROM tasks t LEFT JOIN task_stage_outputs o ON o.task_id = t.id
WHERE t.id = ANY($1::uuid[]) GROUP BY t.id`, ids)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read task timings: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (TaskTiming, error) {
		var t TaskTiming
		err := r.Scan(&t.ID, &t.Status, &t.Created, &t.Finished, &t.Outputs)
		return t, err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read task timings: %w", err)
	}
	return out, nil
}
