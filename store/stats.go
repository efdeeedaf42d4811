package store

import (
	"context"
	"fmt"
)

// Count is one row of a grouped count: Labels in the order the method
// documents, and how many rows have them.
type Count struct {
	Labels []string
	N      int64
}

func (s *Store) counts(ctx context.Context, what, sql string) ([]Count, error) {
	rows, err := s.db.Query(ctx, sql)
	if err != nil {
		return nil, fmt.Errorf("store: unable to count %s: %w", what, err)
	}
	defer rows.Close()
	var out []Count
	for rows.Next() {
		var a, b string
		var n int64
		if err := rows.Scan(&a, &b, &n); err != nil {
			return nil, fmt.Errorf("store: unable to count %s: %w", what, err)
		}
		out = append(out, Count{Labels: []string{a, b}, N: n})
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to count %s: %w", what, err)
	}
	return out, nil
}

// TaskCountOpen counts the PENDING and PROCESSING tasks by (pipeline,
// status). It reads only the partial indexes of open tasks, so it stays cheap
// however many finished tasks the table holds; finished tasks are counted as
// they finish (pipeline.Metrics.TaskFinished) instead.
func (s *Store) TaskCountOpen(ctx context.Context) ([]Count, error) {
	return s.counts(ctx, "open tasks", `
SELECT pipeline, status, count(*) FROM tasks
WHERE status IN ('PENDING', 'PROCESSING')
GROUP BY pipeline, status`)
}

// JobCountByQueue counts River's jobs that are not finalized by (queue,
// state): available, pending, retryable, running and scheduled. Completed,
// cancelled and discarded jobs are left out, so the count reads River's
// state/queue index and not the whole history.
func (s *Store) JobCountByQueue(ctx context.Context) ([]Count, error) {
	return s.counts(ctx, "queued jobs", `
SELECT queue, state::text, count(*) FROM river_job
WHERE state IN ('available', 'pending', 'retryable', 'running', 'scheduled')
GROUP BY queue, state`)
}
