package app

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/spf13/pflag"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
)

// BenchPreloadSpanDefault is how far back the preloaded history reaches: a
// week, the default event retention, so every preloaded task still has its
// events (the heaviest history the defaults keep).
const BenchPreloadSpanDefault = 7 * 24 * time.Hour

// benchPreloadFlags are the --preload flags of bench pipeline and bench soak.
type benchPreloadFlags struct {
	tasks int
	span  time.Duration
}

func (f *benchPreloadFlags) add(fs *pflag.FlagSet) {
	fs.IntVar(&f.tasks, "preload", 0, "first fill the history with this many finished tasks of the bench pipeline (set-based SQL), then VACUUM ANALYZE and CHECKPOINT")
	fs.DurationVar(&f.span, "preload-span", BenchPreloadSpanDefault, "the preloaded tasks' submissions spread evenly over this much of the past (at most --task-retention)")
}

// check refuses values that make no sense, in one line.
func (f benchPreloadFlags) check() error {
	if f.tasks < 0 || f.span <= 0 {
		return fmt.Errorf("--preload must be at least 0 and --preload-span positive")
	}
	return nil
}

// run preloads when --preload asks for it, before the engine starts, and
// prints the preload's JSON line.
func (f benchPreloadFlags) run(ctx context.Context, st *store.Store, stages int, cfg pipeline.Config, enc *json.Encoder) error {
	if f.tasks == 0 {
		return nil
	}
	r, err := benchPreload(ctx, st, f, stages, cfg)
	if err != nil {
		return err
	}
	_ = enc.Encode(r)
	return nil
}

// BenchPreloadResult is the preload step of a bench, printed as JSON.
type BenchPreloadResult struct {
	Mode     string              `json:"mode"` // "preload"
	Rows     store.PreloadResult `json:"rows"`
	PreloadS float64             `json:"preload_s"`
	VacuumS  float64             `json:"vacuum_s"`
	// CheckpointS is the CHECKPOINT after the vacuum (BenchCheckpoint);
	// CheckpointSkipped, a role that may not run one.
	CheckpointS       float64 `json:"checkpoint_s"`
	CheckpointSkipped bool    `json:"checkpoint_skipped,omitempty"`
	TasksPerS         float64 `json:"tasks_per_s"`
	DatabaseBytes     int64   `json:"database_bytes"`
}

// benchPreload writes f.tasks finished tasks of the bench pipeline, over
// f.span or the task retention when shorter, with
// everything the engine, its reaper (events within cfg.EventRetention) and
// River's cleaner (jobs within a day, or the task retention when shorter)
// would have left of them, then
// vacuums and analyzes the hot tables as autovacuum would have, and
// checkpoints as the months of growth would have. It runs
// before the engine starts.
func benchPreload(ctx context.Context, st *store.Store, f benchPreloadFlags, stages int, cfg pipeline.Config) (*BenchPreloadResult, error) {
	start := time.Now()
	keep := cmp.Or(cfg.TaskRetention, pipeline.TaskRetentionDefault)
	rows, err := st.BenchPreload(ctx, store.PreloadParams{
		Tasks: f.tasks, Pipeline: benchPipeline, Queue: benchQueue, Stages: stages, Owner: "bench",
		// Older tasks than the retention would have been pruned.
		MaxAttempts: pipeline.StageMaxAttemptsDefault, Span: min(f.span, keep),
		EventRetention: cmp.Or(cfg.EventRetention, pipeline.EventRetentionDefault),
		JobRetention:   min(keep, store.PreloadJobRetentionDefault),
	})
	if err != nil {
		return nil, err
	}
	loaded := time.Since(start)
	if err := st.BenchTablesVacuum(ctx); err != nil {
		return nil, err
	}
	vacuumed := time.Since(start)
	skipped, err := st.BenchCheckpoint(ctx)
	if err != nil {
		return nil, err
	}
	r := &BenchPreloadResult{Mode: "preload", Rows: rows, PreloadS: round(loaded.Seconds()),
		VacuumS: round((vacuumed - loaded).Seconds()), CheckpointS: round((time.Since(start) - vacuumed).Seconds()),
		CheckpointSkipped: skipped, TasksPerS: round(float64(rows.Tasks) / loaded.Seconds())}
	stats, err := st.BenchDatabaseStats(ctx)
	if err != nil {
		return nil, err
	}
	r.DatabaseBytes = stats.DatabaseBytes
	return r, nil
}
