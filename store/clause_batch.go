package store

import (
	"context"
	"encoding/json"
	"fmt"
)

const clauseBatchSearchedSQL = `
INSERT INTO clause_batch_judge (batch_id, total, searched)
SELECT id, total, 1 FROM batches WHERE id = $1
ON CONFLICT (batch_id) DO UPDATE SET searched = clause_batch_judge.searched + 1, updated_at = now()
RETURNING searched, total`

// ClauseBatchSearched counts one more clause of a batch out of the search
// stage and returns the new count and the batch's total. The row lock
// orders concurrent callers, so exactly one sees searched == total.
func (s *Store) ClauseBatchSearched(ctx context.Context, batchID string) (searched, total int, err error) {
	if err := s.db.QueryRow(ctx, clauseBatchSearchedSQL, batchID).Scan(&searched, &total); err != nil {
		return 0, 0, fmt.Errorf("store: unable to count the batch's searches: %w", notFound(err))
	}
	return searched, total, nil
}

// ClauseBatchPending is a clause task waiting in a stage for its batch's
// judge: its input, the output of its search stage and its held job.
type ClauseBatchPending struct {
	TaskID     string
	Generation int
	JobID      *int64
	Input      json.RawMessage
	Search     json.RawMessage
	// Judged: a result for this generation is already written.
	Judged bool
}

const clauseBatchPendingSQL = `
SELECT t.id::text, t.generation, t.job_id, t.input, o.output,
    EXISTS (SELECT 1 FROM clause_batch_results r WHERE r.task_id = t.id AND r.generation = t.generation)
FROM tasks t JOIN task_stage_outputs o ON o.task_id = t.id AND o.stage = $3
WHERE t.batch_id = $1 AND t.stage = $2 AND t.status IN ('PENDING', 'PROCESSING')
ORDER BY t.created_at, t.id`

// ClauseBatchPendingList returns the open tasks of a batch at stage, with
// the output of their searchStage, in submission order.
func (s *Store) ClauseBatchPendingList(ctx context.Context, batchID, stage, searchStage string) ([]ClauseBatchPending, error) {
	rows, err := s.db.Query(ctx, clauseBatchPendingSQL, batchID, stage, searchStage)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list the batch's pending clauses: %w", err)
	}
	defer rows.Close()
	var out []ClauseBatchPending
	for rows.Next() {
		var p ClauseBatchPending
		if err := rows.Scan(&p.TaskID, &p.Generation, &p.JobID, &p.Input, &p.Search, &p.Judged); err != nil {
			return nil, fmt.Errorf("store: unable to read a pending clause: %w", err)
		}
		out = append(out, p)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list the batch's pending clauses: %w", err)
	}
	return out, nil
}

// ClauseBatchResult is the batch judge's verdict on one clause task at one
// generation: Analysis, or Error when its output was bad or missing.
type ClauseBatchResult struct {
	TaskID     string
	BatchID    string
	Generation int
	Analysis   json.RawMessage
	Error      string
}

// ClauseBatchResultPut writes a task's batch verdict (replacing an older one).
func (s *Store) ClauseBatchResultPut(ctx context.Context, r ClauseBatchResult) error {
	var analysis, errText any
	if r.Error != "" {
		errText = r.Error
	} else {
		analysis = r.Analysis
	}
	_, err := s.db.Exec(ctx, `
INSERT INTO clause_batch_results (task_id, batch_id, generation, analysis, error)
VALUES ($1, $2, $3, $4, $5)
ON CONFLICT (task_id) DO UPDATE SET batch_id = EXCLUDED.batch_id, generation = EXCLUDED.generation,
    analysis = EXCLUDED.analysis, error = EXCLUDED.error, created_at = now()`,
		r.TaskID, r.BatchID, r.Generation, analysis, errText)
	if err != nil {
		return fmt.Errorf("store: unable to save the batch verdict: %w", err)
	}
	return nil
}

// ClauseBatchResultGet returns a task's batch verdict at generation, or
// ErrNotFound.
func (s *Store) ClauseBatchResultGet(ctx context.Context, taskID string, generation int) (*ClauseBatchResult, error) {
	r := ClauseBatchResult{TaskID: taskID, Generation: generation}
	var errText *string
	err := s.db.QueryRow(ctx, `
SELECT batch_id::text, analysis, error FROM clause_batch_results WHERE task_id = $1 AND generation = $2`,
		taskID, generation).Scan(&r.BatchID, &r.Analysis, &errText)
	if err != nil {
		return nil, fmt.Errorf("store: unable to get the batch verdict: %w", notFound(err))
	}
	if errText != nil {
		r.Error = *errText
	}
	return &r, nil
}
