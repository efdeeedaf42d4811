package app

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
)

// NoopStages is the stage count of the noop pipeline every process registers
// (used by tests and smoke checks; the bench builds its own).
const NoopStages = 4

// newEngine builds the engine with every shipped pipeline.
func newEngine(db *database, c *Config) (*pipeline.Engine, error) {
	pipes := []*pipeline.Pipeline{pipeline.NoopPipeline(pipeline.NoopPipelineName, pipeline.NoopQueue, NoopStages)}
	ecfg, pipes, err := addScanPipeline(db, c.Engine, pipes)
	if err != nil {
		return nil, err
	}
	return pipeline.New(db.Pool, ecfg, pipes...)
}

// ingestStarter loads the embedded starter corpora when missing.
func ingestStarter(ctx context.Context, st *store.Store, log *slog.Logger) error {
	if err := ingestScanRules(ctx, st, log); err != nil {
		return fmt.Errorf("ingesting the scan rules: %w", err)
	}
	return nil
}
