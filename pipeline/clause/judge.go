package clause

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
)

// Judge decides whether a clause is unfair, from the clause and the
// references the search retrieved. Implementations are safe for concurrent
// use. An error from a model provider is returned as is (the stage maps it
// with ai.IsRetryable); any other error is retried.
type Judge interface {
	Judge(ctx context.Context, req JudgeRequest) (*ClauseAnalysis, error)
	// Name is "embedded" or "openai": ClauseAnalysis.Judge.
	Name() string
}

// JudgeRequest is what a Judge decides on.
type JudgeRequest struct {
	Clause string
	// Lang is "ko" or "en": the language of the explanation.
	Lang   string
	Corpus string
	// References are the search's references, best first.
	References []Reference
}

// judgeStage is the judge stage: it runs the Judge and, in the handoff
// transaction, writes the clause_analyses row.
type judgeStage struct {
	judge Judge
	// batch, when set, holds the batch judge's verdicts (batch judging).
	batch *batcher
}

func (j *judgeStage) run(ctx context.Context, in *pipeline.StageInput) (any, error) {
	input, err := decodeInput(in.Input)
	if err != nil {
		return nil, err
	}
	var so SearchOutput
	raw, ok := in.Outputs[StageSearch]
	if !ok {
		return nil, pipeline.Permanent(fmt.Errorf("clause: the search stage's output is missing"))
	}
	if err := json.Unmarshal(raw, &so); err != nil {
		return nil, pipeline.Permanent(fmt.Errorf("clause: invalid search output: %w", err))
	}
	if j.batch != nil {
		a, err := j.batch.result(ctx, in.Task)
		if a != nil || err != nil {
			return a, err
		}
	}
	a, err := j.judge.Judge(ctx, JudgeRequest{Clause: input.Clause, Lang: input.Lang, Corpus: so.Corpus, References: so.References})
	if err != nil {
		return nil, providerError(ctx, "judging", err)
	}
	a.Judge, a.Lang = j.judge.Name(), input.Lang
	a.CategoryNames = categoryNamesIn(a.Categories, a.Lang)
	if err := normalise(a); err != nil {
		return nil, providerError(ctx, "judging", err)
	}
	return a, nil
}

// normalise fills empty slices and checks the risk level.
func normalise(a *ClauseAnalysis) error {
	switch a.Risk {
	case RiskNone, RiskLow, RiskMedium, RiskHigh:
	default:
		return fmt.Errorf("clause: risk must be none, low, medium or high, got %q", a.Risk)
	}
	if a.Categories == nil {
		a.Categories = []string{}
	}
	if a.References == nil {
		a.References = []Reference{}
	}
	return nil
}

// commit writes the analysis in the handoff transaction, so the task is
// SUCCESS only with its analysis stored.
func (j *judgeStage) commit(ctx context.Context, h *pipeline.HandOff) error {
	var a ClauseAnalysis
	if err := json.Unmarshal(h.Output, &a); err != nil {
		return fmt.Errorf("clause: unable to read the analysis: %w", err)
	}
	return h.Store.ClauseAnalysisUpsert(ctx, store.ClauseAnalysis{
		TaskID: h.Task.ID, BatchID: h.Task.BatchID, Risk: a.Risk, Categories: slices.Clone(a.Categories), Analysis: h.Output,
	})
}
