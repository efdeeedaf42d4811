package pipeline

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"

	"github.com/baton-dev/baton/store"
)

// StageArgs is the River job of one stage of one task. Generation fences it:
// see the package doc.
type StageArgs struct {
	TaskID     string `json:"task_id"`
	Pipeline   string `json:"pipeline"`
	Stage      string `json:"stage"`
	Generation int    `json:"generation"`
}

// StageJobKind is the River kind of every stage job; the queue says which stage.
const StageJobKind = "baton.stage"

// Kind implements river.JobArgs.
func (StageArgs) Kind() string { return StageJobKind }

// insertStageJobs inserts stage jobs for existing tasks and records each
// task's job id.
func (e *Engine) insertStageJobs(ctx context.Context, tx pgx.Tx, q *store.Store, params []river.InsertManyParams) error {
	if len(params) == 0 {
		return nil
	}
	jobIDs, err := e.jobs.insertMany(ctx, tx, params)
	if err != nil {
		return err
	}
	taskIDs := make([]string, len(params))
	for i, p := range params {
		taskIDs[i] = p.Args.(StageArgs).TaskID
	}
	return q.TaskSetJobIDs(ctx, taskIDs, jobIDs)
}
