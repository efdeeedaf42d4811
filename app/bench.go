package app

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"maps"
	"math"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/sync/errgroup"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
)

// Bench defaults: the same shape as the Celery + Redis baseline we compare
// with (a 4-stage chain; see docs/benchmarks.md).
const (
	BenchStagesDefault   = 4
	BenchTasksDefault    = 2000
	BenchSeqTasksDefault = 200
	benchPipeline        = "bench"
	benchQueue           = "bench"
)

// BenchResult is one run of `baton bench pipeline`, printed as JSON.
type BenchResult struct {
	Mode      string             `json:"mode"`
	Stages    int                `json:"stages"`
	Tasks     int                `json:"tasks"`
	TasksPerS float64            `json:"tasks_per_s"`
	WallS     float64            `json:"wall_s"`
	SubmitS   float64            `json:"submit_s,omitempty"` // the submissions alone
	LatencyMS map[string]float64 `json:"latency_ms"`
	HandoffMS map[string]float64 `json:"handoff_ms"`
	// FirstMS is submit → the first stage starts (created_at → its start),
	// LastMS the last stage's end → SUCCESS (→ finished_at): the chain's
	// latency beyond its stages and handoffs.
	FirstMS    map[string]float64 `json:"first_stage_ms"`
	LastMS     map[string]float64 `json:"last_stage_to_success_ms"`
	Settings   map[string]string  `json:"settings"`
	FailedTask int                `json:"failed_tasks"`
	// Trace is the handoff's timeline (seq with --trace); TaskTrace the
	// task's steps outside its handoffs (Submit → first stage, last stage
	// → SUCCESS).
	Trace     []TraceSegment `json:"trace,omitempty"`
	TaskTrace []TraceSegment `json:"task_trace,omitempty"`

	handoffs []float64 // every handoff measured, in ms (sorted)
}

func newBenchCommand() *cobra.Command {
	cmd := &cobra.Command{Use: "bench", Short: "Measure the engine"}
	c := &Config{createCluster: true} // make bench starts from a fresh folder
	var stages, tasks, seqTasks, clients int
	var mode, cpuProfile string
	var trace bool
	var preload benchPreloadFlags
	p := &cobra.Command{
		Use:   "pipeline",
		Short: "Run a no-op pipeline through the real engine and database and print JSON",
		Long: `bench pipeline runs --tasks no-op tasks of --stages stages through the real engine and
PostgreSQL, every stage result durably committed, and prints one JSON object per
mode: burst (all submitted back to back, one transaction each, then awaited) and
seq (--seq-tasks submitted one at a time, each awaited). Latency is submit → SUCCESS;
handoff is stage k's end → stage k+1's start, as the Celery chain baseline measures it.
--preload N first writes N finished tasks of history (see docs/benchmarks.md).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := applyEnv(cmd.Flags()); err != nil {
				return err
			}
			if stages < 1 || tasks < 1 || seqTasks < 0 {
				return fmt.Errorf("--stages and --tasks must be at least 1")
			}
			if err := preload.check(); err != nil {
				return err
			}
			if clients < 1 || clients > 256 {
				return fmt.Errorf("--clients must be between 1 and 256, got %d", clients)
			}
			if mode != "burst" && mode != "batch" && mode != "seq" && mode != "both" && mode != "all" {
				return fmt.Errorf("--mode must be burst, batch, seq, both or all, got %q", mode)
			}
			if trace && mode != "seq" {
				return fmt.Errorf("--trace needs --mode seq (it follows one task at a time)")
			}
			db, log, err := openBenchDatabase(cmd, c)
			if err != nil {
				return err
			}
			defer db.Close(cmd.Context())
			enc := json.NewEncoder(cmd.OutOrStdout())
			if err := preload.run(cmd.Context(), store.New(db.Pool), stages, c.Engine, enc); err != nil {
				return err
			}
			c.Engine.Work, c.Engine.Logger = true, log
			var tr *benchTrace
			if trace {
				tr = &benchTrace{}
				c.Engine.Trace = tr.add
			}
			eng, err := pipeline.New(db.Pool, c.Engine, pipeline.NoopPipeline(benchPipeline, benchQueue, stages))
			if err != nil {
				return err
			}
			// seq waits for each task through the engine's in-process
			// hook, as the process's SSE hub is woken.
			committed := make(chan struct{}, 1)
			eng.OnEventsCommitted(func() {
				select {
				case committed <- struct{}{}:
				default:
				}
			})
			if err := eng.Start(cmd.Context()); err != nil {
				return err
			}
			defer stopEngine(cmd.Context(), eng, c, log)
			settings := map[string]string{
				"workers_per_queue":     strconv.Itoa(c.Engine.WorkersPerQueue),
				"direct_runs_per_queue": strconv.Itoa(c.Engine.DirectRunsPerQueue),
				"fetch_cooldown":        c.Engine.FetchCooldown.String(),
				"fetch_poll_interval":   c.Engine.FetchPollInterval.String(),
			}
			if cpuProfile != "" {
				f, err := os.Create(cpuProfile)
				if err != nil {
					return err
				}
				defer f.Close()
				if err := pprof.StartCPUProfile(f); err != nil {
					return err
				}
				defer pprof.StopCPUProfile()
			}
			if mode == "burst" || mode == "both" || mode == "all" {
				r, err := benchBurst(cmd.Context(), eng, stages, tasks, clients, false)
				if err != nil {
					return err
				}
				r.Settings = maps.Clone(settings)
				r.Settings["clients"] = strconv.Itoa(clients)
				_ = enc.Encode(r)
			}
			if mode == "batch" || mode == "all" {
				r, err := benchBurst(cmd.Context(), eng, stages, tasks, 1, true)
				if err != nil {
					return err
				}
				r.Settings = settings
				_ = enc.Encode(r)
			}
			if (mode == "seq" || mode == "both" || mode == "all") && seqTasks > 0 {
				r, err := benchSeq(cmd.Context(), eng, db, stages, seqTasks, tr, log, committed)
				if err != nil {
					return err
				}
				r.Settings = settings
				_ = enc.Encode(r)
			}
			return nil
		},
	}
	fs := p.Flags()
	addDatabaseFlags(fs, c)
	addEngineFlags(fs, c)
	fs.IntVar(&stages, "stages", BenchStagesDefault, "stages per task")
	fs.IntVar(&tasks, "tasks", BenchTasksDefault, "tasks in the burst run")
	fs.IntVar(&seqTasks, "seq-tasks", BenchSeqTasksDefault, "tasks in the one-at-a-time run")
	fs.IntVar(&clients, "clients", 1, "burst: submit from this many concurrent clients (1, like the Celery script's loop)")
	fs.StringVar(&cpuProfile, "cpu-profile", "", "write a Go CPU profile of the run to this file")
	fs.BoolVar(&trace, "trace", false, "seq: time each step of every handoff (engine trace points, River's fetches and insert notifications) and print their percentiles")
	fs.StringVar(&mode, "mode", "both", "burst (one submit per task), batch (one submit of all), seq, both (burst and seq) or all")
	preload.add(fs)
	cmd.AddCommand(p, newBenchSearchCommand(), newBenchHTTPCommand(), newBenchSoakCommand(), newBenchReaperCommand(), newBenchSSECommand(), newBenchSSEClientsCommand())
	return cmd
}

func submitNoop(ctx context.Context, eng *pipeline.Engine) (string, error) {
	sub, err := eng.Submit(ctx, pipeline.SubmitRequest{Pipeline: benchPipeline, Owner: "bench", Inputs: []json.RawMessage{json.RawMessage(`{}`)}})
	if err != nil {
		return "", err
	}
	return sub.Tasks[0].ID, nil
}

// benchBurst submits n tasks back to back, one transaction each like the
// Celery script's apply_async loop (clients of them at a time), or
// (asBatch) as one batch: one transaction, one round of inserts. Then it
// waits for all of them.
func benchBurst(ctx context.Context, eng *pipeline.Engine, stages, n, clients int, asBatch bool) (*BenchResult, error) {
	ids := make([]string, n)
	start := time.Now()
	mode := "burst"
	if asBatch {
		mode = "batch"
		inputs := make([]json.RawMessage, n)
		for i := range inputs {
			inputs[i] = json.RawMessage(`{}`)
		}
		sub, err := eng.Submit(ctx, pipeline.SubmitRequest{Pipeline: benchPipeline, Owner: "bench", Inputs: inputs})
		if err != nil {
			return nil, err
		}
		for i, t := range sub.Tasks {
			ids[i] = t.ID
		}
	} else {
		g, gctx := errgroup.WithContext(ctx)
		g.SetLimit(clients)
		for i := range n {
			g.Go(func() (err error) {
				ids[i], err = submitNoop(gctx, eng)
				return err
			})
		}
		if err := g.Wait(); err != nil {
			return nil, err
		}
	}
	submitted := time.Since(start)
	deadline := time.Now().Add(10 * time.Minute)
	for {
		// Open bench tasks, through the reaper's partial indexes (every
		// earlier bench task is finished), so waiting costs the run little.
		open, err := eng.Store().TaskCountOpenOf(ctx, benchPipeline)
		if err != nil {
			return nil, err
		}
		if open == 0 {
			break
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("bench: %d tasks still open after 10 minutes", open)
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
	res, err := benchCollect(ctx, eng.Store(), mode, stages, ids, time.Since(start))
	if res != nil {
		res.SubmitS = round(submitted.Seconds())
	}
	return res, err
}

// benchSeq submits one task at a time and waits for it, woken by
// committed (the engine's OnEventsCommitted) rather than polling. With tr
// (--trace), a connection of its own listens on River's insert
// notifications, and the result carries the handoff's timeline.
func benchSeq(ctx context.Context, eng *pipeline.Engine, db *database, stages, n int, tr *benchTrace, log *slog.Logger, committed <-chan struct{}) (*BenchResult, error) {
	if tr != nil {
		stop, err := benchListenRiver(ctx, db, tr)
		if err != nil {
			return nil, err
		}
		defer stop()
	}
	ids := make([]string, 0, n)
	start := time.Now()
	for range n {
		id, err := submitNoop(ctx, eng)
		if err != nil {
			return nil, err
		}
		ids = append(ids, id)
		for {
			wait := time.NewTimer(30 * time.Second)
			select {
			case <-ctx.Done():
				wait.Stop()
				return nil, ctx.Err()
			case <-wait.C:
				return nil, fmt.Errorf("bench: task %s still open after 30 s", id)
			case <-committed:
				wait.Stop()
			}
			t, err := eng.Store().TaskGet(ctx, id, "")
			if err != nil {
				return nil, err
			}
			if !t.Open() {
				break
			}
		}
	}
	log.Debug("seq done")
	r, err := benchCollect(ctx, eng.Store(), "seq", stages, ids, time.Since(start))
	if err == nil && tr != nil {
		queueOf := func(k int) string { return fmt.Sprintf("%s_s%d", benchQueue, k) }
		r.Trace = tr.timeline(ids, stages, queueOf)
		r.TaskTrace = tr.taskTimeline(ids, stages, queueOf)
	}
	return r, err
}

// benchListenRiver records River's insert notifications in tr, received
// on a connection of its own, until stop is called.
func benchListenRiver(ctx context.Context, db *database, tr *benchTrace) (stop func(), err error) {
	conn, err := store.EventsListenConnect(ctx, db.Pool)
	if err != nil {
		return nil, err
	}
	if err := store.BenchListen(ctx, conn, pipeline.RiverInsertChannel); err != nil {
		_ = conn.Close(context.WithoutCancel(ctx))
		return nil, err
	}
	lctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			note, err := conn.WaitForNotification(lctx)
			if err != nil {
				return
			}
			if note.Channel == pipeline.RiverInsertChannel {
				tr.notified(time.Now(), note.Payload)
			}
		}
	}()
	return func() {
		cancel()
		<-done
		_ = conn.Close(context.WithoutCancel(ctx))
	}, nil
}

func benchCollect(ctx context.Context, st *store.Store, mode string, stages int, ids []string, wall time.Duration) (*BenchResult, error) {
	timings, err := st.TaskTimings(ctx, ids)
	if err != nil {
		return nil, err
	}
	var lat, hand, firsts, lasts []float64
	var first, last = math.Inf(1), math.Inf(-1)
	failed := 0
	for _, t := range timings {
		if t.Status != store.StatusSuccess {
			failed++
			continue
		}
		created := float64(t.Created.UnixNano()) / 1e9
		finished := float64(t.Finished.UnixNano()) / 1e9
		first, last = math.Min(first, created), math.Max(last, finished)
		lat = append(lat, (finished-created)*1000)
		// The stages' clock is this process's, created_at and finished_at
		// the database's: one machine's clock here.
		var s1, sn pipeline.NoopOutput
		if json.Unmarshal(t.Outputs["s1"], &s1) == nil && json.Unmarshal(t.Outputs[fmt.Sprintf("s%d", stages)], &sn) == nil {
			firsts = append(firsts, float64(s1.Start-t.Created.UnixNano())/1e6)
			lasts = append(lasts, float64(t.Finished.UnixNano()-sn.End)/1e6)
		}
		for k := 1; k < stages; k++ {
			var a, b pipeline.NoopOutput
			if err := json.Unmarshal(t.Outputs[fmt.Sprintf("s%d", k)], &a); err != nil {
				return nil, fmt.Errorf("bench: task %s stage s%d: %w", t.ID, k, err)
			}
			if err := json.Unmarshal(t.Outputs[fmt.Sprintf("s%d", k+1)], &b); err != nil {
				return nil, fmt.Errorf("bench: task %s stage s%d: %w", t.ID, k+1, err)
			}
			hand = append(hand, float64(b.Start-a.End)/1e6)
		}
	}
	r := &BenchResult{Mode: mode, Stages: stages, Tasks: len(ids), WallS: round(wall.Seconds()), FailedTask: failed,
		LatencyMS: percentiles(lat, 50, 95, 99), HandoffMS: percentiles(hand, 50, 95, 99), handoffs: hand,
		FirstMS: percentiles(firsts, 50, 95, 99), LastMS: percentiles(lasts, 50, 95, 99)}
	if last > first {
		r.TasksPerS = round(float64(len(lat)) / (last - first))
	}
	return r, nil
}

func percentiles(xs []float64, ps ...float64) map[string]float64 {
	out := map[string]float64{}
	if len(xs) == 0 {
		return out
	}
	sort.Float64s(xs)
	for _, p := range ps {
		i := int(math.Ceil(p/100*float64(len(xs)))) - 1
		out["p"+strconv.Itoa(int(p))] = round(xs[max(0, min(i, len(xs)-1))])
	}
	return out
}

func round(x float64) float64 { return math.Round(x*100) / 100 }

// openBenchDatabase opens the database for a benchmark command whose flags
// are read and checked: its logger says warnings and errors only (the
// result is the command's output), and --auto-migrate applies pending
// migrations.
func openBenchDatabase(cmd *cobra.Command, c *Config) (*database, *slog.Logger, error) {
	log, err := newLogger(cmd.ErrOrStderr(), "warn", c.LogFormat)
	if err != nil {
		return nil, nil, err
	}
	db, err := openDatabase(cmd.Context(), c, log, c.migratePolicy())
	if err != nil {
		return nil, nil, err
	}
	return db, log, nil
}
