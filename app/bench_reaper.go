package app

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
)

// Reaper bench defaults and target (docs/benchmarks.md, "Reaper").
const (
	BenchReaperTasksDefault = 1_000_000
	BenchReaperStaleDefault = 0.01
	// BenchReaperTargetMS is the target for one sweep.
	BenchReaperTargetMS = 100
	benchReaperPipeline = "bench-reaper"
	benchReaperQueue    = "bench_reaper"
)

// BenchReaperResult is one run of `baton bench reaper`, printed as JSON.
type BenchReaperResult struct {
	Tasks int `json:"tasks"`
	// Stale is how many of them were open past their deadline (a third of
	// them held by a dead worker) before the sweep.
	Stale int `json:"stale"`
	// PreloadS is the set-based insert and ANALYZE.
	PreloadS float64 `json:"preload_s"`
	// SweepMS is one Engine.Reap, the reaper's own code path, timed from the
	// outside; Acted is what it did (up to ReapBatch per rule).
	SweepMS float64            `json:"sweep_ms"`
	Acted   map[string]int     `json:"acted"`
	StmtMS  map[string]float64 `json:"statement_ms"` // EXPLAIN ANALYZE's execution time of each statement
	// Plans is EXPLAIN (ANALYZE, BUFFERS) of each task statement of the
	// sweep, run just before it on the same table and rolled back.
	Plans    map[string]string `json:"plans,omitempty"`
	LoadAvg  string            `json:"load_avg"`
	TargetMS int               `json:"target_ms"`
}

func newBenchReaperCommand() *cobra.Command {
	c := &Config{createCluster: true} // make bench-… starts from a fresh folder
	var tasks int
	var stale float64
	var plans bool
	cmd := &cobra.Command{
		Use:   "reaper",
		Short: "Time one reaper sweep over a large tasks table and print JSON with its plans",
		Long: `bench reaper deletes the tasks of the pipeline "` + benchReaperPipeline + `", inserts --tasks of them with one
set-based INSERT … SELECT FROM generate_series (a --stale share open past their deadline:
a third stale PENDING, a third stale PROCESSING, a third held by a worker whose heartbeat
is an hour old; as many open and fresh; the rest finished), runs ANALYZE, then prints
EXPLAIN (ANALYZE, BUFFERS) of each task statement of the sweep (in a transaction it rolls
back) and times one sweep through the reaper's own code path (Engine.Reap: each rule acts
on up to ` + fmt.Sprint(pipeline.ReapBatchDefault) + ` tasks, with their events).

Target: one sweep <= ` + fmt.Sprint(BenchReaperTargetMS) + ` ms (see docs/benchmarks.md).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := applyEnv(cmd.Flags()); err != nil {
				return err
			}
			if tasks < 1 {
				return fmt.Errorf("--tasks must be at least 1, got %d", tasks)
			}
			if stale <= 0 || stale > 0.5 {
				return fmt.Errorf("--stale must be in (0, 0.5], got %v", stale)
			}
			db, log, err := openBenchDatabase(cmd, c)
			if err != nil {
				return err
			}
			defer db.Close(cmd.Context())
			ctx := cmd.Context()
			// Not started: the bench calls Reap itself, once, and nothing
			// works the requeued stages.
			eng, err := pipeline.New(db.Pool, pipeline.Config{Logger: log}, pipeline.NoopPipeline(benchReaperPipeline, benchReaperQueue, 1))
			if err != nil {
				return err
			}
			st := eng.Store()
			r := &BenchReaperResult{Tasks: tasks, TargetMS: BenchReaperTargetMS}
			start := time.Now()
			r.Stale, err = st.BenchReaperLoad(ctx, store.BenchReaperPreload{
				Pipeline: benchReaperPipeline, Stage: "s1", Tasks: tasks, StaleEvery: max(2, int(1/stale+0.5)),
			})
			if err != nil {
				return err
			}
			r.PreloadS = round(time.Since(start).Seconds())
			explained, err := st.BenchReaperExplain(ctx, pipeline.HeartbeatTTLDefault, pipeline.ReapBatchDefault)
			if err != nil {
				return err
			}
			r.StmtMS = map[string]float64{}
			for name, plan := range explained {
				r.StmtMS[name] = planExecutionMS(plan)
			}
			if plans {
				r.Plans = explained
			}
			r.LoadAvg = loadAvg()
			start = time.Now()
			res, err := eng.Reap(ctx)
			if err != nil {
				return err
			}
			r.SweepMS = round(float64(time.Since(start).Microseconds()) / 1000)
			r.Acted = map[string]int{"requeued": res.Requeued, "worker_dead": res.WorkerDead,
				"stale_processing": res.StaleProcessing, "stale_pending": res.StalePending, "jobs_finished": res.JobsFinished}
			return json.NewEncoder(cmd.OutOrStdout()).Encode(r)
		},
	}
	fs := cmd.Flags()
	addDatabaseFlags(fs, c)
	addAutoMigrateFlag(fs, c)
	fs.IntVar(&tasks, "tasks", BenchReaperTasksDefault, "tasks in the table")
	fs.Float64Var(&stale, "stale", BenchReaperStaleDefault, "share of the tasks open past their deadline")
	fs.BoolVar(&plans, "plans", true, "print each statement's EXPLAIN (ANALYZE, BUFFERS)")
	return cmd
}

// planExecutionMS reads "Execution Time: 1.234 ms" from an EXPLAIN ANALYZE.
func planExecutionMS(plan string) float64 {
	i := strings.LastIndex(plan, "Execution Time: ")
	if i < 0 {
		return -1
	}
	var ms float64
	if _, err := fmt.Sscanf(plan[i:], "Execution Time: %f ms", &ms); err != nil {
		return -1
	}
	return ms
}

// loadAvg is the machine's 1, 5 and 15 minute load averages, quoted with
// every timing (the bench machines are shared).
func loadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ")
}
