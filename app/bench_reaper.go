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
	// PreloadS is the set-based inserts and ANALYZE.
	PreloadS float64 `json:"preload_s"`
	// SweepMS is the first Engine.Reap, the reaper's own code path, timed
	// from the outside, and FirstSweep what it did; Sweeps are all the
	// sweeps it took to act on every stale task (each stops on the
	// reaper's budget and the next follows at once, as in the sweep loop),
	// DrainMS their total time and Acted their total work.
	SweepMS    float64            `json:"sweep_ms"`
	FirstSweep BenchReaperSweep   `json:"first_sweep"`
	Sweeps     []BenchReaperSweep `json:"sweeps"`
	DrainMS    float64            `json:"drain_ms"`
	// LongestSweepMS is the longest sweep of the drain, and
	// SweepsWithinTarget how many took at most TargetMS.
	LongestSweepMS     float64 `json:"longest_sweep_ms"`
	SweepsWithinTarget int     `json:"sweeps_within_target"`
	// LongestTransactionMS is the longest transaction of a rule over the
	// drain: the longest a task row stayed locked by the reaper.
	LongestTransactionMS float64        `json:"longest_transaction_ms"`
	Transactions         int            `json:"transactions"`
	Acted                map[string]int `json:"acted"`
	// Left is what the drain left stale (0 unless a row was locked).
	Left     int     `json:"left"`
	Batch    int     `json:"batch"`
	BudgetMS float64 `json:"budget_ms"`
	// StmtMS is EXPLAIN ANALYZE's execution time of each statement (one
	// batch), run just before the sweep on the same table and rolled back.
	StmtMS map[string]float64 `json:"statement_ms"`
	// Plans is EXPLAIN (ANALYZE, BUFFERS) of each task statement of the
	// sweep.
	Plans    map[string]string `json:"plans,omitempty"`
	LoadAvg  string            `json:"load_avg"`
	TargetMS int               `json:"target_ms"`
}

// BenchReaperSweep is one sweep of a bench reaper drain.
type BenchReaperSweep struct {
	MS                   float64 `json:"ms"`
	Acted                int     `json:"acted"`
	JobsFinished         int     `json:"jobs_finished"`
	Transactions         int     `json:"transactions"`
	LongestTransactionMS float64 `json:"longest_transaction_ms"`
	More                 bool    `json:"more"`
}

// benchReaperMaxSweeps stops a drain that makes no progress.
const benchReaperMaxSweeps = 10000

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
back), then times sweeps through the reaper's own code path (Engine.Reap: transactions of up
to ` + fmt.Sprint(pipeline.ReapBatchDefault) + ` tasks each, with their events and River jobs, each sized from the last one's
cost per task to end within the sweep's budget of ` + pipeline.ReapBudgetDefault.String() + `), one after another until every
stale task is acted on.

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
			// Not started: the bench calls Reap itself, and nothing works
			// the requeued stages.
			eng, err := pipeline.New(db.Pool, pipeline.Config{Logger: log}, pipeline.NoopPipeline(benchReaperPipeline, benchReaperQueue, 1))
			if err != nil {
				return err
			}
			st := eng.Store()
			r := &BenchReaperResult{Tasks: tasks, TargetMS: BenchReaperTargetMS}
			start := time.Now()
			r.Stale, err = st.BenchReaperLoad(ctx, store.BenchReaperPreload{
				Pipeline: benchReaperPipeline, Stage: "s1", Queue: benchReaperQueue, Tasks: tasks, StaleEvery: max(2, int(1/stale+0.5)),
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
			r.Batch, r.BudgetMS = pipeline.ReapBatchDefault, ms(pipeline.ReapBudgetDefault)
			r.Acted = map[string]int{}
			drain := time.Now()
			for len(r.Sweeps) < benchReaperMaxSweeps {
				start := time.Now()
				res, err := eng.Reap(ctx)
				if err != nil {
					return err
				}
				sw := BenchReaperSweep{MS: ms(time.Since(start)), Acted: res.Total(), JobsFinished: res.JobsFinished,
					Transactions: res.Transactions, LongestTransactionMS: ms(res.LongestTransaction), More: res.More}
				r.Sweeps = append(r.Sweeps, sw)
				for k, v := range map[string]int{"requeued": res.Requeued, "worker_dead": res.WorkerDead,
					"stale_processing": res.StaleProcessing, "stale_pending": res.StalePending, "jobs_finished": res.JobsFinished} {
					r.Acted[k] += v
				}
				r.Transactions += res.Transactions
				r.LongestTransactionMS = max(r.LongestTransactionMS, sw.LongestTransactionMS)
				r.LongestSweepMS = max(r.LongestSweepMS, sw.MS)
				if sw.MS <= BenchReaperTargetMS {
					r.SweepsWithinTarget++
				}
				if !res.More {
					break
				}
			}
			r.DrainMS = ms(time.Since(drain))
			r.FirstSweep, r.SweepMS = r.Sweeps[0], r.Sweeps[0].MS
			if r.Left, err = st.BenchReaperStaleCount(ctx); err != nil {
				return err
			}
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

// ms is d in milliseconds, to the microsecond.
func ms(d time.Duration) float64 { return round(float64(d.Microseconds()) / 1000) }

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
