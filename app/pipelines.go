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

// newEngine builds the engine with every shipped pipeline; the clause
// pipeline's providers come from the environment (BATON_CLAUSE_*).
func newEngine(db *database, c *Config) (*pipeline.Engine, error) {
	cc, err := clauseConfigFromEnv()
	if err != nil {
		return nil, err
	}
	return newEngineWith(db, c, cc)
}

// newEngineWith is newEngine with the clause settings given.
func newEngineWith(db *database, c *Config, cc ClauseConfig) (*pipeline.Engine, error) {
	pipes := []*pipeline.Pipeline{pipeline.NoopPipeline(pipeline.NoopPipelineName, pipeline.NoopQueue, NoopStages)}
	cc.Observe = c.ProviderObserver
	cp, cjobs, err := cc.pipeline(store.New(db.Pool))
	if err != nil {
		return nil, err
	}
	pipes = append(pipes, cp)
	ecfg, pipes, err := addScanPipeline(db, c.Engine, pipes, c.ProviderObserver)
	if err == nil {
		ecfg.Jobs = append(ecfg.Jobs, cjobs...)
	}
	if err != nil {
		return nil, err
	}
	return pipeline.New(db.Pool, ecfg, pipes...)
}

// ingestStarter loads the embedded starter corpora when missing: the
// clause starter corpus, embedded with the clause embedder, and its judge.
func ingestStarter(ctx context.Context, st *store.Store, log *slog.Logger) error {
	cc, err := clauseConfigFromEnv()
	if err != nil {
		return err
	}
	in, err := cc.ingester(st, log)
	if err != nil {
		return err
	}
	if _, _, err := in.IngestStarter(ctx); err != nil {
		return fmt.Errorf("ingesting the clause starter corpus: %w", err)
	}
	if err := ingestScanRules(ctx, st, log); err != nil {
		return fmt.Errorf("ingesting the scan rules: %w", err)
	}
	return nil
}
