package store

import (
	"context"
	"fmt"
	"time"
)

// BenchEventCommits returns, for each event of the batch created at or
// after since, its created_at in Unix nanoseconds by id: the SSE bench's
// commit stamp (now() of the transaction that appended it, which commits
// a little later, so latencies measured from it are upper bounds).
func (s *Store) BenchEventCommits(ctx context.Context, batchID string, since time.Time) (map[int64]int64, error) {
	rows, err := s.db.Query(ctx, `SELECT id, created_at FROM task_events WHERE batch_id = $1 AND created_at >= $2`, batchID, since)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the bench's event times: %w", err)
	}
	defer rows.Close()
	out := map[int64]int64{}
	for rows.Next() {
		var id int64
		var at time.Time
		if err := rows.Scan(&id, &at); err != nil {
			return nil, fmt.Errorf("store: unable to read the bench's event times: %w", err)
		}
		out[id] = at.UnixNano()
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to read the bench's event times: %w", err)
	}
	return out, nil
}
