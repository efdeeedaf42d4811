package pipeline

import (
	"time"

	"github.com/riverqueue/river"
)

// TracePoint is one instant in the life of a stage job in this process,
// given to Config.Trace: what `baton bench pipeline --trace` builds a
// task's timeline from. Times are this process's clock.
type TracePoint struct {
	At   time.Time
	What string // one of the TraceXxx constants
	// TaskID and Stage name the stage job; both are empty for a fetch
	// (River fetches a queue's jobs, not one task's).
	TaskID string
	Stage  string
	Queue  string
}

// What a TracePoint marks, in the order a stage job meets them.
const (
	// TraceSubmit is Submit called for the task (its first stage's job
	// not yet inserted); TraceSubmitCommit is the submission's statements
	// sent as one batch (with With hooks: its COMMIT sent);
	// TraceSubmitCommitted is that commit acknowledged.
	TraceSubmit          = "submit"
	TraceSubmitCommit    = "submit.commit"
	TraceSubmitCommitted = "submit.committed"
	// TraceFetchStart and TraceFetchEnd bracket one of River's fetches of
	// a queue's available jobs (its JobGetAvailable statement).
	TraceFetchStart = "fetch.start"
	TraceFetchEnd   = "fetch.end"
	// TraceDirect is a direct run starting (see direct.go): the stage's
	// job was inserted running for this process, and its claim made, by
	// the handoff's batch, so no fetch precedes it and its TraceWork,
	// TraceClaimStart and TraceClaimEnd follow at once.
	TraceDirect = "direct"
	// TraceWork is River's executor calling the stage worker.
	TraceWork = "work"
	// TraceClaimStart and TraceClaimEnd bracket the claim (its group wait,
	// its statement and that statement's commit).
	TraceClaimStart = "claim.start"
	TraceClaimEnd   = "claim.end"
	// TraceRunStart and TraceRunEnd bracket the stage's own work.
	TraceRunStart = "run.start"
	TraceRunEnd   = "run.end"
	// TraceHandOffStart is the handoff joining its group; TraceHandOffTx
	// is its transaction beginning (after any group wait);
	// TraceHandOffCommit is its statements done and COMMIT sent;
	// TraceHandOffCommitted is that commit acknowledged.
	TraceHandOffStart     = "handoff.start"
	TraceHandOffTx        = "handoff.tx"
	TraceHandOffCommit    = "handoff.commit"
	TraceHandOffCommitted = "handoff.committed"
)

// trace gives a point of stage job job to Config.Trace, when set.
func (e *Engine) trace(what string, job *river.Job[StageArgs]) {
	if e.cfg.Trace == nil {
		return
	}
	e.cfg.Trace(TracePoint{At: time.Now(), What: what, TaskID: job.Args.TaskID, Stage: job.Args.Stage, Queue: job.Queue})
}

// traceBatch gives a point of every stage of a handoff batch.
func (e *Engine) traceBatch(what string, hs []*handOffCall) {
	if e.cfg.Trace == nil {
		return
	}
	now := time.Now()
	for _, h := range hs {
		e.cfg.Trace(TracePoint{At: now, What: what, TaskID: h.job.Args.TaskID, Stage: h.job.Args.Stage, Queue: h.job.Queue})
	}
}

// traceSubmit gives a point of the first stage job of every task of a
// submission.
func (e *Engine) traceSubmit(what string, jobs []stageJob) {
	if e.cfg.Trace == nil {
		return
	}
	now := time.Now()
	for _, j := range jobs {
		e.cfg.Trace(TracePoint{At: now, What: what, TaskID: j.Args.TaskID, Stage: j.Args.Stage, Queue: j.Queue})
	}
}
