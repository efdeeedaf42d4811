package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
)

// Soak bench defaults.
const (
	BenchSoakDurationDefault = 30 * time.Minute
	BenchSoakRateDefault     = 50.0
	BenchSoakReportDefault   = time.Minute
	// BenchSoakSummaryWindows is how many report windows at each end the
	// summary compares (5 minutes at the default report interval).
	BenchSoakSummaryWindows = 5
	// benchSoakOverlap is how far back each window reads again, for tasks
	// whose handoff committed long after it stamped finished_at.
	benchSoakOverlap = 30 * time.Second
	// benchSoakSubmitters is how many submissions may be in flight at once.
	benchSoakSubmitters = 16
)

// benchSoakMix is one cycle of the soak's submissions, 20 tasks: 14 single
// tasks, one that fails at its first stage (an input that isn't a
// NoopInput), one cancelled right after it is submitted, and a batch of 4.
var benchSoakMix = []benchSoakSubmission{
	{kind: "single", n: 1}, {kind: "single", n: 1}, {kind: "single", n: 1}, {kind: "single", n: 1},
	{kind: "single", n: 1}, {kind: "single", n: 1}, {kind: "single", n: 1}, {kind: "failing", n: 1},
	{kind: "single", n: 1}, {kind: "single", n: 1}, {kind: "single", n: 1}, {kind: "batch", n: 4},
	{kind: "single", n: 1}, {kind: "single", n: 1}, {kind: "single", n: 1}, {kind: "cancelled", n: 1},
	{kind: "single", n: 1},
}

type benchSoakSubmission struct {
	kind string
	n    int
}

// BenchSoakWindow is one report of `baton bench soak`, printed as a JSON
// line: what finished in the window and the state of the database at its
// end.
type BenchSoakWindow struct {
	ElapsedS  float64 `json:"elapsed_s"`
	WindowS   float64 `json:"window_s"`
	Submitted int     `json:"submitted"` // tasks submitted in the window
	Finished  int     `json:"finished"`  // soak tasks that finished in it, any status
	TasksPerS float64 `json:"tasks_per_s"`
	Succeeded int     `json:"succeeded"`
	Failed    int     `json:"failed"`
	Cancelled int     `json:"cancelled"`
	Open      int     `json:"open"` // bench tasks PENDING or PROCESSING at the window's end
	// Drain marks the last line: after the submissions stopped, until every
	// task finished (the summary leaves it out).
	Drain bool `json:"drain,omitempty"`
	// Warmup marks a window of --warmup, before the measured --duration
	// (the summary leaves it out too).
	Warmup bool `json:"warmup,omitempty"`
	// LatencyMS is submit → SUCCESS, HandoffMS stage k's end → stage k+1's
	// start (both as bench pipeline measures them), ClaimMS a stage job's
	// enqueue → its claim (the engine's HandOff metric).
	LatencyMS     map[string]float64          `json:"latency_ms"`
	HandoffMS     map[string]float64          `json:"handoff_ms"`
	ClaimMS       map[string]float64          `json:"claim_ms"`
	DatabaseBytes int64                       `json:"database_bytes"`
	Tables        map[string]store.TableStats `json:"tables"`
	// Autovacuums counts each hot table's autovacuum runs since the soak
	// started, DeadRatio its dead rows over its live rows now. DeadLagS is
	// its dead rows over the rows it updated and deleted per second in the
	// window: how many seconds of its writes autovacuum is behind. The
	// ratio is the target, but it measures vacuum only where the
	// live rows are many: river_job's are the work in flight and the
	// finalised jobs River keeps, so its ratio says more about those than
	// about vacuum (docs/benchmarks.md, "Dead tuples under 20 %").
	Autovacuums map[string]int64   `json:"autovacuums_since_start"`
	DeadRatio   map[string]float64 `json:"dead_ratio"`
	DeadLagS    map[string]float64 `json:"dead_lag_s"`

	handoffs, claims []float64
	full             bool      // at least half a report interval: the summary counts it
	to               time.Time // the window's end: the next one starts there
}

// BenchSoakPeriod aggregates the windows at one end of the soak.
type BenchSoakPeriod struct {
	Windows       int     `json:"windows"`
	Seconds       float64 `json:"seconds"`
	TasksPerS     float64 `json:"tasks_per_s"`
	HandoffP50MS  float64 `json:"handoff_p50_ms"`
	HandoffP99MS  float64 `json:"handoff_p99_ms"`
	ClaimP99MS    float64 `json:"claim_p99_ms"`
	DatabaseBytes int64   `json:"database_bytes"` // at the period's end
}

// BenchSoakSummary is the soak's last JSON line: the first and last
// BenchSoakSummaryWindows windows of --duration compared (last ÷ first),
// and the worst dead rows over them; the warm-up's windows are left out.
type BenchSoakSummary struct {
	Summary      bool               `json:"summary"`
	WarmupS      float64            `json:"warmup_s,omitempty"`
	DurationS    float64            `json:"duration_s"`
	RatePerS     float64            `json:"rate_per_s"`
	Submitted    int                `json:"submitted"`
	First        BenchSoakPeriod    `json:"first"`
	Last         BenchSoakPeriod    `json:"last"`
	Ratio        map[string]float64 `json:"ratio_last_to_first"`
	MaxDeadRatio map[string]float64 `json:"max_dead_ratio"` // per hot table, over every window
	MaxDeadLagS  map[string]float64 `json:"max_dead_lag_s"`
	Settings     map[string]string  `json:"settings"`
}

// soakMetrics records the engine's claim times (pipeline.Metrics.HandOff)
// between two reports.
type soakMetrics struct {
	mu     sync.Mutex
	claims []float64
}

func (m *soakMetrics) StageFinished(string, string, string, time.Duration) {}
func (m *soakMetrics) TaskFinished(string, string, string)                 {}
func (m *soakMetrics) ReaperAction(string, int)                            {}
func (m *soakMetrics) HandOff(_, _ string, d time.Duration) {
	m.mu.Lock()
	m.claims = append(m.claims, float64(d)/1e6)
	m.mu.Unlock()
}

func (m *soakMetrics) take() []float64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := m.claims
	m.claims = nil
	return out
}

func newBenchSoakCommand() *cobra.Command {
	c := &Config{createCluster: true}
	var stages int
	var duration, warmup, every time.Duration
	var rate float64
	var preload benchPreloadFlags
	cmd := &cobra.Command{
		Use:   "soak",
		Short: "Submit a steady mixed load for a while and print one JSON line per report interval",
		Long: `bench soak runs the no-op pipeline through the real engine and PostgreSQL at --rate
tasks/s for --duration: single tasks, batches of 4, one task in 20 failing at its first
stage and one in 20 cancelled. Every --report-every it prints a JSON line: throughput,
latency, handoff and claim percentiles of the tasks that finished in the window, the
hot tables' sizes, live and dead rows and autovacuum runs, the database's size. The last
line compares the first and last five windows. --preload N first writes N finished
tasks of history. --warmup D submits at the same rate for D before --duration starts:
its windows are printed (marked "warmup") and left out of the summary, so the summary
can start from a steady state — one --task-retention of warm-up replaces every
preloaded row with one the engine wrote and pruned. The engine's reaper runs as in production, so --event-retention (and
the other retention settings) prune during the soak.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := applyEnv(cmd.Flags()); err != nil {
				return err
			}
			if duration <= 0 || every <= 0 || warmup < 0 || rate <= 0 || rate > 100000 || stages < 2 {
				return fmt.Errorf("--duration and --report-every must be positive, --warmup not negative, --rate in (0, 100000] and --stages at least 2")
			}
			if err := preload.check(); err != nil {
				return err
			}
			db, log, err := openBenchDatabase(cmd, c)
			if err != nil {
				return err
			}
			defer db.Close(cmd.Context())
			enc := json.NewEncoder(cmd.OutOrStdout())
			st := store.New(db.Pool)
			if err := preload.run(cmd.Context(), st, stages, c.Engine, enc); err != nil {
				return err
			}
			c.Engine.Work, c.Engine.Logger = true, log
			eng, err := pipeline.New(db.Pool, c.Engine, pipeline.NoopPipeline(benchPipeline, benchQueue, stages))
			if err != nil {
				return err
			}
			m := &soakMetrics{}
			eng.SetMetrics(m)
			if err := eng.Start(cmd.Context()); err != nil {
				return err
			}
			defer stopEngine(cmd.Context(), eng, c, log)
			s := &soak{eng: eng, st: st, m: m, log: log, out: enc, stages: stages, rate: rate, every: every, counted: map[string]time.Time{}}
			sum, err := s.run(cmd.Context(), warmup, duration)
			if err != nil {
				return err
			}
			sum.Settings = map[string]string{
				"stages": strconv.Itoa(stages), "report_every": every.String(), "preload": strconv.Itoa(preload.tasks),
				"workers_per_queue": strconv.Itoa(c.Engine.WorkersPerQueue), "event_retention": c.Engine.EventRetention.String(),
				"task_retention": c.Engine.TaskRetention.String(),
				"sweep_interval": c.Engine.SweepInterval.String(), "warmup": warmup.String(),
			}
			return enc.Encode(sum)
		},
	}
	fs := cmd.Flags()
	addDatabaseFlags(fs, c)
	addEngineFlags(fs, c)
	fs.IntVar(&stages, "stages", BenchStagesDefault, "stages per task")
	fs.DurationVar(&duration, "duration", BenchSoakDurationDefault, "how long to submit and measure (after --warmup)")
	fs.DurationVar(&warmup, "warmup", 0, "submit at --rate this long before --duration; its windows are printed but left out of the summary")
	fs.Float64Var(&rate, "rate", BenchSoakRateDefault, "tasks submitted per second (a batch of 4 counts 4)")
	fs.DurationVar(&every, "report-every", BenchSoakReportDefault, "print a JSON line this often")
	preload.add(fs)
	return cmd
}

// soak is one run of bench soak.
type soak struct {
	eng    *pipeline.Engine
	st     *store.Store
	m      *soakMetrics
	log    *slog.Logger
	out    *json.Encoder
	stages int
	rate   float64
	every  time.Duration

	// counted holds the tasks the windows counted, with their finish times,
	// for as long as a later window may read them again.
	counted map[string]time.Time
	// prev is the database's last sample, the start of the next window's
	// write rates.
	prev *store.DatabaseStats

	mu        sync.Mutex
	submitted int
	failures  int
	lastErr   error
}

// run submits at s.rate for warmup and then d, reporting every s.every (and
// once when the warm-up ends), and returns the summary of d's windows.
func (s *soak) run(ctx context.Context, warmup, d time.Duration) (*BenchSoakSummary, error) {
	base, err := s.st.BenchDatabaseStats(ctx)
	if err != nil {
		return nil, err
	}
	// Windows are on the database's clock, like finished_at.
	start := base.At
	s.prev = base
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	work := make(chan benchSoakSubmission, benchSoakSubmitters)
	var wg sync.WaitGroup
	for range benchSoakSubmitters {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for sub := range work {
				s.submit(ctx, sub)
			}
		}()
	}
	paced := make(chan struct{})
	go func() {
		defer close(paced)
		defer close(work)
		s.pace(ctx, warmup+d, work)
	}()
	// warm fires when the warm-up ends; a nil channel never does.
	var warm <-chan time.Time
	warming := warmup > 0
	if warming {
		t := time.NewTimer(warmup)
		defer t.Stop()
		warm = t.C
	}

	var windows []*BenchSoakWindow
	from, submittedBefore := start, 0
	tick := time.NewTicker(s.every)
	defer tick.Stop()
	done := false
	for !done {
		cutWarmup := false
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-tick.C:
		case <-warm:
			// The warm-up's last window ends here, and the measured
			// windows start a whole report interval each from now.
			cutWarmup, warm = true, nil
			tick.Reset(s.every)
		case <-paced:
			done, paced = true, nil
			wg.Wait()
		}
		settled := false
		if done {
			if err := s.drain(ctx); err != nil {
				return nil, err
			}
			settled = true
		}
		s.mu.Lock()
		submitted, failures, lastErr := s.submitted, s.failures, s.lastErr
		s.mu.Unlock()
		if failures > 0 && submitted == 0 {
			return nil, fmt.Errorf("bench soak: every submission failed: %w", lastErr)
		}
		w, err := s.window(ctx, start, from, base, settled)
		if err != nil {
			return nil, err
		}
		w.Drain, w.Warmup = done, warming
		if cutWarmup {
			warming = false
		}
		w.Submitted, submittedBefore = submitted-submittedBefore, submitted
		from = w.to
		windows = append(windows, w)
		_ = s.out.Encode(w)
	}
	sum := summarise(windows)
	sum.WarmupS, sum.DurationS, sum.RatePerS, sum.Submitted = round(warmup.Seconds()), round(d.Seconds()), s.rate, submittedBefore
	if s.failures > 0 {
		s.log.Warn("bench soak: some submissions failed", slog.Int("failures", s.failures), slog.Any("error", s.lastErr))
	}
	return sum, nil
}

// pace sends the mix's submissions to work at s.rate tasks/s for d: the
// k-th task is due k/rate after the start, so a late send is caught up
// rather than lost (the window's submitted count says if it fell behind).
func (s *soak) pace(ctx context.Context, d time.Duration, work chan<- benchSoakSubmission) {
	start := time.Now()
	tasks := 0
	for i := 0; ; i++ {
		due := start.Add(time.Duration(float64(tasks) / s.rate * float64(time.Second)))
		if due.Sub(start) >= d {
			return
		}
		if wait := time.Until(due); wait > 0 {
			t := time.NewTimer(wait)
			select {
			case <-ctx.Done():
				t.Stop()
				return
			case <-t.C:
			}
		}
		sub := benchSoakMix[i%len(benchSoakMix)]
		select {
		case <-ctx.Done():
			return
		case work <- sub:
		}
		tasks += sub.n
	}
}

// submit makes one submission of the mix.
func (s *soak) submit(ctx context.Context, sub benchSoakSubmission) {
	in := json.RawMessage(`{}`)
	switch sub.kind {
	case "failing":
		in = json.RawMessage(`"not a noop input"`)
	case "cancelled":
		// It would sleep a second in s1 if it got that far before the cancel.
		in = json.RawMessage(`{"sleep_stage": "s1", "sleep_ms": 1000}`)
	}
	inputs := make([]json.RawMessage, sub.n)
	for i := range inputs {
		inputs[i] = in
	}
	res, err := s.eng.Submit(ctx, pipeline.SubmitRequest{Pipeline: benchPipeline, Owner: "bench", Inputs: inputs})
	if err == nil && sub.kind == "cancelled" {
		_, err = s.eng.Cancel(ctx, res.Tasks[0].ID, "")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if err != nil {
		if !errors.Is(err, context.Canceled) {
			s.failures++
			s.lastErr = err
		}
		return
	}
	s.submitted += sub.n
}

// window reads what finished since from and samples the database.
func (s *soak) window(ctx context.Context, start, from time.Time, base *store.DatabaseStats, settled bool) (*BenchSoakWindow, error) {
	// A task finishes well within ten minutes of its submission here (the
	// pending limit is five), so that is all the window reads.
	since := from.Add(-10 * time.Minute)
	if since.Before(start) {
		since = start
	}
	// The window reads back benchSoakOverlap for tasks that committed late
	// and counts the ids it has not counted yet.
	reread := from.Add(-benchSoakOverlap)
	if reread.Before(start) {
		reread = start
	}
	// The database is sampled before the window's own reads: they hold
	// back vacuum while they run (seconds on a loaded machine), so a
	// sample taken after them showed up to 0.29 dead per live row in
	// tasks where 15-second samples beside it never passed 0.12.
	stats, err := s.st.BenchDatabaseStats(ctx)
	if err != nil {
		return nil, err
	}
	fin, err := s.st.BenchTasksFinished(ctx, benchPipeline, since, reread, settled)
	if err != nil {
		return nil, err
	}
	byStatus, succeeded := map[string]int{}, []string(nil)
	for _, t := range fin.Tasks {
		if _, seen := s.counted[t.ID]; seen {
			continue
		}
		s.counted[t.ID] = t.Finished
		byStatus[t.Status]++
		if t.Status == store.StatusSuccess {
			succeeded = append(succeeded, t.ID)
		}
	}
	for id, at := range s.counted {
		if at.Before(from.Add(-benchSoakOverlap)) {
			delete(s.counted, id)
		}
	}
	claims := s.m.take()
	r, err := benchCollect(ctx, s.st, "soak", s.stages, succeeded, 0)
	if err != nil {
		return nil, err
	}
	w := &BenchSoakWindow{
		ElapsedS: round(fin.To.Sub(start).Seconds()), WindowS: fin.To.Sub(from).Seconds(),
		Succeeded: byStatus[store.StatusSuccess], Failed: byStatus[store.StatusFailed],
		Cancelled: byStatus[store.StatusCancelled], Open: fin.Open,
		LatencyMS: r.LatencyMS, HandoffMS: r.HandoffMS, ClaimMS: percentiles(claims, 50, 99),
		DatabaseBytes: stats.DatabaseBytes, Tables: stats.Tables,
		Autovacuums: map[string]int64{}, DeadRatio: map[string]float64{}, DeadLagS: map[string]float64{},
		handoffs: r.handoffs, claims: claims, full: fin.To.Sub(from) >= s.every/2, to: fin.To,
	}
	for _, f := range byStatus {
		w.Finished += f
	}
	if w.WindowS > 0 {
		w.TasksPerS = round(float64(w.Finished) / w.WindowS)
	}
	dt := stats.At.Sub(s.prev.At).Seconds()
	for name, t := range stats.Tables {
		w.Autovacuums[name] = t.Autovacuums - base.Tables[name].Autovacuums
		if t.LiveRows > 0 {
			w.DeadRatio[name] = round(float64(t.DeadRows) / float64(t.LiveRows))
		}
		p := s.prev.Tables[name]
		// A partition dropped since takes its counts with it: no rate then.
		if writes := t.Updates + t.Deletes - p.Updates - p.Deletes; writes > 0 && dt > 0 {
			w.DeadLagS[name] = round(float64(t.DeadRows) / (float64(writes) / dt))
		}
	}
	s.prev = stats
	w.WindowS = round(w.WindowS)
	return w, nil
}

// drain waits, up to the pending limit's default, until no bench task is
// open: the last line then counts every task submitted.
func (s *soak) drain(ctx context.Context) error {
	deadline := time.Now().Add(pipeline.PendingLimitDefault)
	for {
		open, err := s.st.TaskCountOpenOf(ctx, benchPipeline)
		if err != nil || open == 0 {
			return err
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("bench soak: %d tasks still open %s after the last submission", open, pipeline.PendingLimitDefault)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// summarise compares the first and the last BenchSoakSummaryWindows full
// windows after the warm-up (they overlap in a soak of fewer than twice as
// many).
func summarise(ws []*BenchSoakWindow) *BenchSoakSummary {
	sum := &BenchSoakSummary{Summary: true, Ratio: map[string]float64{}, MaxDeadRatio: map[string]float64{}, MaxDeadLagS: map[string]float64{}}
	for len(ws) > 0 && ws[0].Warmup {
		ws = ws[1:]
	}
	for _, w := range ws {
		for name, r := range w.DeadRatio {
			sum.MaxDeadRatio[name] = max(sum.MaxDeadRatio[name], r)
		}
		for name, l := range w.DeadLagS {
			sum.MaxDeadLagS[name] = max(sum.MaxDeadLagS[name], l)
		}
	}
	// The drain is no steady state, nor a window cut short before it.
	for n := len(ws); n > 0 && (ws[n-1].Drain || !ws[n-1].full); n = len(ws) {
		ws = ws[:n-1]
	}
	if len(ws) == 0 {
		return sum
	}
	k := min(BenchSoakSummaryWindows, len(ws))
	sum.First, sum.Last = period(ws[:k]), period(ws[len(ws)-k:])
	ratio := func(name string, last, first float64) {
		if first > 0 {
			sum.Ratio[name] = round(last / first)
		}
	}
	ratio("tasks_per_s", sum.Last.TasksPerS, sum.First.TasksPerS)
	ratio("handoff_p50", sum.Last.HandoffP50MS, sum.First.HandoffP50MS)
	ratio("handoff_p99", sum.Last.HandoffP99MS, sum.First.HandoffP99MS)
	ratio("claim_p99", sum.Last.ClaimP99MS, sum.First.ClaimP99MS)
	ratio("database_bytes", float64(sum.Last.DatabaseBytes), float64(sum.First.DatabaseBytes))
	return sum
}

func period(ws []*BenchSoakWindow) BenchSoakPeriod {
	p := BenchSoakPeriod{Windows: len(ws), DatabaseBytes: ws[len(ws)-1].DatabaseBytes}
	var hand, claims []float64
	finished := 0
	for _, w := range ws {
		p.Seconds += w.WindowS
		finished += w.Finished
		hand = append(hand, w.handoffs...)
		claims = append(claims, w.claims...)
	}
	if p.Seconds > 0 {
		p.TasksPerS = round(float64(finished) / p.Seconds)
	}
	p.Seconds = round(p.Seconds)
	h, c := percentiles(hand, 50, 99), percentiles(claims, 99)
	p.HandoffP50MS, p.HandoffP99MS, p.ClaimP99MS = h["p50"], h["p99"], c["p99"]
	return p
}
