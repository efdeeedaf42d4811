package clause

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
)

// Batch judging (Config.JudgeBatch): the judge stage is Held, so a clause
// that leaves search waits; the search handoff (or a failure or cancel in
// search) counts the clause in clause_batch_judge in its own transaction, and the
// count that reaches the batch's total inserts one JudgeBatchArgs job in
// that transaction. The job judges the waiting clauses JudgeBatch per model
// call, writes each verdict to clause_batch_results and releases the
// clause's judge job in the same transaction; the judge stage then commits
// the verdict (or fails LLM_FAILED on a bad one) through the engine's
// normal path. A judge job nobody releases (a task without a batch, a
// clause retried after its batch was judged, a batch job that never ran)
// runs at its StaleAfter deadline and judges its clause alone.
const (
	// QueueJudgeBatch runs the batch judge jobs.
	QueueJudgeBatch = "clause_judge_batch"
	// JudgeBatchJobKind is the River kind of JudgeBatchArgs.
	JudgeBatchJobKind = "clause.judge_batch"
	// JudgeBatchTimeoutDefault bounds one run of a batch judge job.
	JudgeBatchTimeoutDefault = 10 * time.Minute
)

// JudgeBatchArgs is the job that judges a batch's clauses.
type JudgeBatchArgs struct {
	BatchID string `json:"batch_id"`
}

// Kind implements river.JobArgs.
func (JudgeBatchArgs) Kind() string { return JudgeBatchJobKind }

// batcher holds batch judging's hooks and job worker.
type batcher struct {
	river.WorkerDefaults[JudgeBatchArgs]
	st    *store.Store
	judge BatchJudge
	size  int
}

// searched is the search stage's Commit hook: count the clause out of
// search and start the batch's judge when it was the last.
func (b *batcher) searched(ctx context.Context, h *pipeline.HandOff) error {
	t := h.Task
	if t.BatchID == nil {
		return release(ctx, h.Tx, t) // no batch: judged alone, now
	}
	n, total, err := h.Store.ClauseBatchSearched(ctx, *t.BatchID)
	if err != nil {
		return fmt.Errorf("clause: %w", err)
	}
	switch {
	case n == total:
		return insertBatchJob(ctx, h.Tx, *t.BatchID)
	case n > total:
		return release(ctx, h.Tx, t) // the batch was judged already (a retry): alone, now
	}
	return nil
}

// terminal is the pipeline's Terminal hook: a clause that failed or was
// cancelled in search counts towards its batch's fan-in too, so the others
// are judged without waiting for their deadline.
func (b *batcher) terminal(ctx context.Context, tx *pipeline.Tx, t *store.Task) error {
	if (t.Status != store.StatusFailed && t.Status != store.StatusCancelled) || t.Stage != StageSearch || t.BatchID == nil {
		return nil
	}
	n, total, err := tx.Store.ClauseBatchSearched(ctx, *t.BatchID)
	if err != nil {
		return fmt.Errorf("clause: %w", err)
	}
	if n == total {
		return insertBatchJob(ctx, tx, *t.BatchID)
	}
	return nil
}

func insertBatchJob(ctx context.Context, tx *pipeline.Tx, batchID string) error {
	_, err := tx.InsertJob(ctx, JudgeBatchArgs{BatchID: batchID}, &river.InsertOpts{Queue: QueueJudgeBatch, MaxAttempts: pipeline.StageMaxAttemptsDefault})
	return err
}

func release(ctx context.Context, tx *pipeline.Tx, t *store.Task) error {
	if t.JobID == nil {
		return nil
	}
	return tx.ReleaseJob(ctx, *t.JobID)
}

// result is the judge stage's look-up in batch mode: the batch's verdict
// on this clause at this generation, or nil when there is none (judge
// alone).
func (b *batcher) result(ctx context.Context, t *store.Task) (*ClauseAnalysis, error) {
	r, err := b.st.ClauseBatchResultGet(ctx, t.ID, t.Generation)
	if errors.Is(err, store.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if r.Error != "" {
		return nil, pipeline.Permanent(fmt.Errorf("clause: batch judging: %s", r.Error))
	}
	var a ClauseAnalysis
	if err := json.Unmarshal(r.Analysis, &a); err != nil {
		return nil, pipeline.Permanent(fmt.Errorf("clause: invalid batch verdict: %w", err))
	}
	return &a, nil
}

// Timeout implements river.Worker.
func (b *batcher) Timeout(*river.Job[JudgeBatchArgs]) time.Duration { return JudgeBatchTimeoutDefault }

// Work judges the batch's waiting clauses, size per model call. A failed
// call is retried with the job while attempts remain (verdicts already
// written are kept); on the last attempt, or when it can't succeed, its
// clauses get the error as their verdict.
func (b *batcher) Work(ctx context.Context, job *river.Job[JudgeBatchArgs]) error {
	pending, err := b.st.ClauseBatchPendingList(ctx, job.Args.BatchID, StageJudge, StageSearch)
	if err != nil {
		return err
	}
	pending = slices.DeleteFunc(pending, func(p store.ClauseBatchPending) bool { return p.Judged })
	last := job.Attempt >= job.MaxAttempts
	var retry error
	for chunk := range slices.Chunk(pending, b.size) {
		verdicts := make([]BatchVerdict, len(chunk))
		var reqs []JudgeRequest
		var at []int
		for i, p := range chunk {
			req, err := batchRequest(p)
			if err != nil {
				verdicts[i].Err = err
				continue
			}
			reqs, at = append(reqs, req), append(at, i)
		}
		if len(reqs) > 0 {
			got, err := b.judge.JudgeBatch(ctx, reqs)
			if err != nil {
				err = providerError(ctx, "batch judging", err)
				if !last && !pipeline.IsPermanent(err) {
					retry = errors.Join(retry, err)
					continue
				}
				got = make([]BatchVerdict, len(reqs))
				for i := range got {
					got[i].Err = err
				}
			}
			for k, i := range at {
				verdicts[i] = got[k]
				if a := verdicts[i].Analysis; a != nil {
					a.Judge, a.Lang = b.judge.Name(), reqs[k].Lang
					a.CategoryNames = categoryNamesIn(a.Categories, a.Lang)
					verdicts[i].Err = normalise(a)
				}
			}
		}
		if err := b.commit(ctx, job.Args.BatchID, chunk, verdicts); err != nil {
			return err
		}
	}
	return retry
}

// commit writes a chunk's verdicts and releases its judge jobs, in one
// transaction.
func (b *batcher) commit(ctx context.Context, batchID string, chunk []store.ClauseBatchPending, verdicts []BatchVerdict) error {
	client, err := river.ClientFromContextSafely[pgx.Tx](ctx)
	if err != nil {
		return fmt.Errorf("clause: %w", err)
	}
	return b.st.InTx(ctx, func(tx pgx.Tx, q *store.Store) error {
		for i, p := range chunk {
			r := store.ClauseBatchResult{TaskID: p.TaskID, BatchID: batchID, Generation: p.Generation}
			if v := verdicts[i]; v.Err != nil {
				r.Error = v.Err.Error()
			} else if r.Analysis, err = json.Marshal(v.Analysis); err != nil {
				return fmt.Errorf("clause: %w", err)
			}
			if err := q.ClauseBatchResultPut(ctx, r); err != nil {
				return err
			}
			if p.JobID != nil {
				if _, err := client.JobRetryTx(ctx, tx, *p.JobID); err != nil {
					return fmt.Errorf("clause: unable to release the judge of task %s: %w", p.TaskID, err)
				}
			}
		}
		return nil
	})
}

// batchRequest builds the judge request of a waiting clause; a bad input
// or search output is that clause's verdict.
func batchRequest(p store.ClauseBatchPending) (JudgeRequest, error) {
	in, err := decodeInput(p.Input)
	if err != nil {
		return JudgeRequest{}, err
	}
	var so SearchOutput
	if err := json.Unmarshal(p.Search, &so); err != nil {
		return JudgeRequest{}, fmt.Errorf("clause: invalid search output: %w", err)
	}
	return JudgeRequest{Clause: in.Clause, Lang: in.Lang, Corpus: so.Corpus, References: so.References}, nil
}
