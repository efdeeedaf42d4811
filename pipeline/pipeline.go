// Package pipeline is Baton's engine: pipelines declared in Go as ordered
// stages, the task state machine, the transactional stage handoff, heartbeats,
// the stale-task reaper and the task event log.
//
// Who writes each task status is fixed:
//
//	PENDING     the API (Submit, Retry), with the first stage's job, in one transaction
//	PROCESSING  a worker claiming a stage (worker_id, stage, attempt recorded)
//	SUCCESS     the worker of the last stage, with the result, in its handoff transaction
//	FAILED      a worker whose stage ran out of attempts (or met a permanent error),
//	            or the reaper (STALE_PENDING, STALE_PROCESSING, WORKER_DEAD)
//	CANCELLED   the API (Cancel)
//
// A stage job carries {task_id, pipeline, stage, generation}. The generation is
// a fencing token: every (re)enqueue of a stage bumps it on the task row, and a
// job whose generation no longer matches does nothing and completes.
package pipeline

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/baton-dev/baton/store"
)

// The engine's error codes. A code is API: never rename one. A task that
// fails in a stage gets that stage's Stage.ErrorCode, which its pipeline
// defines (clause.CodeLLMFailed, scan.CodeVisionFailed, …).
const (
	CodeDispatchFailed  = "DISPATCH_FAILED"
	CodeStalePending    = "STALE_PENDING"
	CodeStaleProcessing = "STALE_PROCESSING"
	CodeWorkerDead      = "WORKER_DEAD"
	CodeCancelled       = "CANCELLED"
)

// Stage defaults, applied by Pipeline.validate where a field is zero.
const (
	StageMaxAttemptsDefault = 3
	StageTimeoutDefault     = 2 * time.Minute
	StageWeightDefault      = 1
)

// StageFunc does a stage's work, outside any transaction: model calls and
// HTTP happen here. It returns the stage's output, which must marshal to JSON.
// Return Permanent(err) for an error that can't succeed on retry (bad input).
type StageFunc func(ctx context.Context, in *StageInput) (any, error)

// StageInput is what a stage sees: the task, its input and the outputs of all
// earlier stages by stage name.
type StageInput struct {
	Task    *store.Task
	Input   json.RawMessage
	Outputs map[string]json.RawMessage
	Attempt int
}

// Stage is one step of a pipeline, run by its own River queue.
type Stage struct {
	// Name is unique within the pipeline and is the task's `stage` column.
	Name string
	// Queue is the River queue that runs this stage.
	Queue string
	// MaxAttempts is how many times the stage runs before the task FAILS
	// (default StageMaxAttemptsDefault).
	MaxAttempts int
	// Timeout bounds one attempt (default StageTimeoutDefault).
	Timeout time.Duration
	// StaleAfter is how long the task may sit in this stage (queued or
	// running) before the reaper fails it STALE_PROCESSING (default: the
	// engine's ProcessingLimit).
	StaleAfter time.Duration
	// Weight is this stage's share of the progress bar (default 1).
	Weight int
	// ErrorCode is the task's error_code when this stage's attempts run out.
	ErrorCode string
	// Held makes the handoff into this stage insert its job scheduled at
	// 90 % of the stage's StaleAfter instead of now: a hook or follow-up
	// job releases it earlier with Tx.ReleaseJob (the task's JobID), e.g.
	// once a fan-in is complete. Unreleased, it runs then, before the
	// reaper's STALE_PROCESSING deadline.
	Held bool
	// Run does the work.
	Run StageFunc
	// Commit, when set, runs inside the handoff transaction after the stage
	// output is written: domain rows and follow-up jobs go here, so they
	// commit (or not) together with the handoff. It must not call out to the
	// network.
	Commit func(ctx context.Context, h *HandOff) error
}

// Pipeline is an ordered list of stages.
type Pipeline struct {
	Name   string
	Stages []Stage
	// Result builds the task's final result from all stage outputs, in the
	// last stage's handoff transaction. Default: the last stage's output.
	Result func(t *store.Task, outputs map[string]json.RawMessage) (json.RawMessage, error)
	// Terminal, when set, runs in the transaction that makes a task SUCCESS
	// or FAILED (by a worker or the reaper) or CANCELLED (by Cancel; the
	// task's Stage is where it was), e.g. to enqueue a webhook.
	Terminal func(ctx context.Context, tx *Tx, t *store.Task) error

	index       map[string]int
	totalWeight int
}

func (p *Pipeline) validate(processingLimit time.Duration) error {
	if p.Name == "" {
		return errors.New("pipeline: Name is required")
	}
	if len(p.Stages) == 0 {
		return fmt.Errorf("pipeline %s: at least one stage is required", p.Name)
	}
	p.index = make(map[string]int, len(p.Stages))
	p.totalWeight = 0
	for i := range p.Stages {
		s := &p.Stages[i]
		switch {
		case s.Name == "":
			return fmt.Errorf("pipeline %s: stage %d: Name is required", p.Name, i)
		case s.Queue == "":
			return fmt.Errorf("pipeline %s: stage %s: Queue is required", p.Name, s.Name)
		case s.Run == nil:
			return fmt.Errorf("pipeline %s: stage %s: Run is required", p.Name, s.Name)
		case s.ErrorCode == "":
			return fmt.Errorf("pipeline %s: stage %s: ErrorCode is required", p.Name, s.Name)
		}
		if _, dup := p.index[s.Name]; dup {
			return fmt.Errorf("pipeline %s: stage %s declared twice", p.Name, s.Name)
		}
		if s.MaxAttempts <= 0 {
			s.MaxAttempts = StageMaxAttemptsDefault
		}
		if s.Timeout <= 0 {
			s.Timeout = StageTimeoutDefault
		}
		if s.StaleAfter <= 0 {
			s.StaleAfter = processingLimit
		}
		if s.Weight <= 0 {
			s.Weight = StageWeightDefault
		}
		p.index[s.Name] = i
		p.totalWeight += s.Weight
	}
	return nil
}

// Stage returns the named stage.
func (p *Pipeline) Stage(name string) (*Stage, int, bool) {
	i, ok := p.index[name]
	if !ok {
		return nil, 0, false
	}
	return &p.Stages[i], i, true
}

// progress is the percentage done once stages [0, upTo) are complete.
func (p *Pipeline) progress(upTo int) int {
	if p.totalWeight == 0 {
		return 0
	}
	w := 0
	for i := 0; i < upTo && i < len(p.Stages); i++ {
		w += p.Stages[i].Weight
	}
	return w * 100 / p.totalWeight
}

// PermanentError marks an error that can't succeed on retry: the stage fails
// the task at once instead of burning attempts.
type PermanentError struct{ Err error }

func (e *PermanentError) Error() string { return e.Err.Error() }
func (e *PermanentError) Unwrap() error { return e.Err }

// Permanent wraps err so the stage fails the task without retrying.
func Permanent(err error) error {
	if err == nil {
		return nil
	}
	return &PermanentError{Err: err}
}

// IsPermanent reports whether err (or one it wraps) is a PermanentError.
func IsPermanent(err error) bool {
	var p *PermanentError
	return errors.As(err, &p)
}
