package clause

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
)

// Limits of one analysis request (HTTP and CLI alike; see Intake).
const (
	// MaxClauses is the most clauses one request may submit.
	MaxClauses = 200
	// PollDefault is how often WaitBatch looks at a batch.
	PollDefault = 200 * time.Millisecond
)

// Submit submits one clause task per clause, grouped in one batch, in one
// transaction (pipeline.Engine.Submit).
func Submit(ctx context.Context, e *pipeline.Engine, owner string, clauses []string, lang, corpus string) (*pipeline.Submission, error) {
	if len(clauses) == 0 {
		return nil, errors.New("clause: no clauses to submit")
	}
	if err := checkLang(lang); err != nil {
		return nil, err
	}
	inputs, err := Inputs(clauses, lang, corpus)
	if err != nil {
		return nil, err
	}
	return e.Submit(ctx, pipeline.SubmitRequest{Pipeline: PipelineName, Owner: owner, Inputs: inputs, Batch: true})
}

// WaitBatch polls the batch every poll (PollDefault when 0) until it is
// DONE or ctx ends; progress, when set, gets the finished and total counts
// after each look.
func WaitBatch(ctx context.Context, st *store.Store, batchID string, poll time.Duration, progress func(done, total int)) (*store.Batch, error) {
	if poll <= 0 {
		poll = PollDefault
	}
	t := time.NewTicker(poll)
	defer t.Stop()
	for {
		b, err := st.BatchGet(ctx, batchID, "")
		if err != nil {
			return nil, err
		}
		if progress != nil {
			progress(b.Succeeded+b.Failed+b.Cancelled, b.Total)
		}
		if b.Status == "DONE" {
			return b, nil
		}
		select {
		case <-ctx.Done():
			return b, fmt.Errorf("clause: waiting for batch %s: %w", batchID, ctx.Err())
		case <-t.C:
		}
	}
}

// Result is one clause of a finished (or running) batch.
type Result struct {
	TaskID    string          `json:"task_id"`
	Index     int             `json:"index"`
	Clause    string          `json:"clause"`
	Status    string          `json:"status"`
	Stage     string          `json:"stage"`
	ErrorCode string          `json:"error_code,omitempty"`
	Error     string          `json:"error,omitempty"`
	Analysis  *ClauseAnalysis `json:"analysis,omitempty"`
}

// BatchResults returns every clause of a batch with its analysis, in
// contract order.
func BatchResults(ctx context.Context, st *store.Store, batchID string) ([]Result, error) {
	tasks, err := st.BatchTasks(ctx, batchID)
	if err != nil {
		return nil, err
	}
	analyses, err := st.ClauseAnalysisListBatch(ctx, batchID)
	if err != nil {
		return nil, err
	}
	out := make([]Result, len(tasks))
	for i, t := range tasks {
		var in Input
		_ = json.Unmarshal(t.Input, &in)
		r := Result{TaskID: t.ID, Index: in.Index, Clause: in.Clause, Status: t.Status, Stage: t.Stage}
		if t.ErrorCode != nil {
			r.ErrorCode = *t.ErrorCode
		}
		if t.ErrorMessage != nil && t.Status != store.StatusSuccess {
			r.Error = *t.ErrorMessage
		}
		if a := analyses[t.ID]; a != nil {
			var ca ClauseAnalysis
			if err := json.Unmarshal(a.Analysis, &ca); err != nil {
				return nil, fmt.Errorf("clause: analysis of task %s: %w", t.ID, err)
			}
			r.Analysis = &ca
		}
		out[i] = r
	}
	return out, nil
}
