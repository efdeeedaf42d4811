package pipeline

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// NoopPipelineName is the name of the tests' noop pipeline: stages that do
// nothing but note when they ran (`baton bench pipeline` builds its own).
// Production processes don't register it.
const NoopPipelineName = "noop"

// NoopQueue prefixes the noop stages' queues: noop_s1, noop_s2, ...
const NoopQueue = "noop"

// NoopErrorCode is the error_code of a noop task whose stage fails (an
// input that isn't a NoopInput). A code is API: it keeps this value.
const NoopErrorCode = "ANALYSIS_FAILED"

// NoopInput is the input of a noop task.
type NoopInput struct {
	// SleepMS makes the first attempt of stage SleepStage sleep (honouring
	// cancellation), so tests can kill a worker mid-stage.
	SleepStage string `json:"sleep_stage,omitempty"`
	SleepMS    int    `json:"sleep_ms,omitempty"`
}

// NoopOutput is what a noop stage records: when it started and ended, in
// Unix nanoseconds, so handoff latency can be measured from the outputs.
type NoopOutput struct {
	Start int64 `json:"start"`
	End   int64 `json:"end"`
}

// NoopPipeline returns a pipeline of n stages (s1..sn), stage k on queue
// "<queue>_sk": one queue per stage, as the shipped pipelines have.
func NoopPipeline(name, queue string, n int) *Pipeline {
	p := &Pipeline{Name: name}
	for i := 1; i <= n; i++ {
		name := fmt.Sprintf("s%d", i)
		p.Stages = append(p.Stages, Stage{
			Name: name, Queue: fmt.Sprintf("%s_s%d", queue, i), ErrorCode: NoopErrorCode,
			Run: func(ctx context.Context, in *StageInput) (any, error) {
				start := time.Now().UnixNano()
				var ni NoopInput
				if len(in.Input) > 0 {
					if err := json.Unmarshal(in.Input, &ni); err != nil {
						return nil, Permanent(fmt.Errorf("noop input: %w", err))
					}
				}
				if ni.SleepMS > 0 && ni.SleepStage == name && in.Attempt == 1 {
					select {
					case <-ctx.Done():
						return nil, ctx.Err()
					case <-time.After(time.Duration(ni.SleepMS) * time.Millisecond):
					}
				}
				return NoopOutput{Start: start, End: time.Now().UnixNano()}, nil
			},
		})
	}
	return p
}
