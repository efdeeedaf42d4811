package pipeline

import "time"

// Metrics receives the engine's measurements. The app installs a Prometheus
// implementation; the default discards them.
type Metrics interface {
	// StageFinished observes one stage attempt: outcome is completed,
	// retrying, failed or discarded.
	StageFinished(pipeline, stage, outcome string, d time.Duration)
	// HandOff observes the time from a stage's job being enqueued to a
	// worker claiming it.
	HandOff(pipeline, stage string, d time.Duration)
	// TaskFinished counts a task reaching a terminal status.
	TaskFinished(pipeline, status, code string)
	// ReaperAction counts tasks the reaper acted on, by error code (or
	// "requeued" for WORKER_DEAD re-enqueues).
	ReaperAction(action string, n int)
}

type nopMetrics struct{}

func (nopMetrics) StageFinished(string, string, string, time.Duration) {}
func (nopMetrics) HandOff(string, string, time.Duration)               {}
func (nopMetrics) TaskFinished(string, string, string)                 {}
func (nopMetrics) ReaperAction(string, int)                            {}
