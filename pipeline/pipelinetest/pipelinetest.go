// Package pipelinetest starts engines for tests: fast fetching and retries,
// stopped when the test ends.
package pipelinetest

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/baton-dev/baton/pipeline"
)

// Config returns a working engine configuration tuned for tests: River
// fetches every few milliseconds and failed stages retry after 10 ms.
func Config() pipeline.Config {
	return pipeline.Config{Work: true, FetchCooldown: time.Millisecond, FetchPollInterval: 20 * time.Millisecond,
		RetryBackoff: 10 * time.Millisecond, RetryBackoffMax: 50 * time.Millisecond}
}

// Start builds and starts an engine on pool with cfg and pipes, and stops it
// (letting running stages finish, for up to 10 s) when the test ends.
func Start(t testing.TB, pool *pgxpool.Pool, cfg pipeline.Config, pipes ...*pipeline.Pipeline) *pipeline.Engine {
	t.Helper()
	e, err := pipeline.New(pool, cfg, pipes...)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = e.Stop(ctx)
	})
	return e
}
