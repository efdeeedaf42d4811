package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// ClauseAnalysis is the clause pipeline's verdict on one clause task, kept
// in clause_analyses. Analysis is the whole JSON document; Risk and
// Categories are copied out of it for queries.
type ClauseAnalysis struct {
	TaskID     string          `json:"task_id"`
	BatchID    *string         `json:"batch_id"`
	Risk       string          `json:"risk"`
	Categories []string        `json:"categories"`
	Analysis   json.RawMessage `json:"analysis"`
	CreatedAt  time.Time       `json:"created_at"`
}

// ClauseAnalysisUpsert writes a task's analysis (replacing an earlier one).
// The judge stage calls it inside its handoff transaction.
func (s *Store) ClauseAnalysisUpsert(ctx context.Context, a ClauseAnalysis) error {
	cats := a.Categories
	if cats == nil {
		cats = []string{}
	}
	_, err := s.db.Exec(ctx, `
INSERT INTO clause_analyses (task_id, batch_id, risk, categories, analysis)
VALUES ($1, $2, $3, $4, $5)
ON CONFLICT (task_id) DO UPDATE SET batch_id = EXCLUDED.batch_id, risk = EXCLUDED.risk,
    categories = EXCLUDED.categories, analysis = EXCLUDED.analysis, created_at = now()`,
		a.TaskID, a.BatchID, a.Risk, cats, a.Analysis)
	if err != nil {
		return fmt.Errorf("store: unable to save clause analysis: %w", err)
	}
	return nil
}

// ClauseAnalysisGet returns a task's analysis, or ErrNotFound.
func (s *Store) ClauseAnalysisGet(ctx context.Context, taskID string) (*ClauseAnalysis, error) {
	var a ClauseAnalysis
	err := s.db.QueryRow(ctx, `
SELECT task_id::text, batch_id::text, risk, categories, analysis, created_at
FROM clause_analyses WHERE task_id = $1`, taskID).Scan(&a.TaskID, &a.BatchID, &a.Risk, &a.Categories, &a.Analysis, &a.CreatedAt)
	if err != nil {
		return nil, fmt.Errorf("store: unable to get clause analysis: %w", notFound(err))
	}
	return &a, nil
}

// ClauseAnalysisListBatch returns the analyses of a batch's tasks, by task id.
func (s *Store) ClauseAnalysisListBatch(ctx context.Context, batchID string) (map[string]*ClauseAnalysis, error) {
	rows, err := s.db.Query(ctx, `
SELECT task_id::text, batch_id::text, risk, categories, analysis, created_at
FROM clause_analyses WHERE batch_id = $1`, batchID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list clause analyses: %w", err)
	}
	defer rows.Close()
	out := map[string]*ClauseAnalysis{}
	for rows.Next() {
		var a ClauseAnalysis
		if err := rows.Scan(&a.TaskID, &a.BatchID, &a.Risk, &a.Categories, &a.Analysis, &a.CreatedAt); err != nil {
			return nil, fmt.Errorf("store: unable to read clause analysis: %w", err)
		}
		out[a.TaskID] = &a
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list clause analyses: %w", err)
	}
	return out, nil
}
