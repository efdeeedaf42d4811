package pipeline

import (
	"encoding/json"

	"github.com/baton-dev/baton/store"
)

// Event kinds appended to task_events. Kinds are API: never rename one.
const (
	EventTaskCreated    = "task.created"
	EventStageStarted   = "stage.started"
	EventStageCompleted = "stage.completed"
	EventStageRetrying  = "stage.retrying"
	EventTaskSucceeded  = "task.succeeded"
	EventTaskFailed     = "task.failed"
	EventTaskCancelled  = "task.cancelled"
	EventTaskRetried    = "task.retried"
	EventBatchCompleted = "batch.completed"
)

// EventData is the JSON body of every task event (and of the SSE `data:`
// line). Status is one of queued, started, completed, retrying, failed,
// cancelled; Step is the stage name, or "done" on the final event, which
// carries the whole result.
type EventData struct {
	TaskID   string          `json:"task_id"`
	BatchID  *string         `json:"batch_id,omitempty"`
	Pipeline string          `json:"pipeline"`
	Step     string          `json:"step"`
	Status   string          `json:"status"`
	Progress int             `json:"progress"`
	Attempt  int             `json:"attempt"`
	Result   json.RawMessage `json:"result,omitempty"`
	Error    *ErrorInfo      `json:"error,omitempty"`
}

// ErrorInfo is an error as clients see it.
type ErrorInfo struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func newEvent(t *store.Task, kind string, d EventData) store.EventNew {
	d.TaskID, d.BatchID, d.Pipeline = t.ID, t.BatchID, t.Pipeline
	return store.EventNew{TaskID: t.ID, BatchID: t.BatchID, Owner: t.Owner, Kind: kind, Data: d}
}
