package app

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// runBench runs `baton bench args...` on a database of its own and returns
// its JSON lines.
func runBench(t *testing.T, args ...string) []json.RawMessage {
	t.Helper()
	url := storetest.NewDatabase(t)
	var out, errOut bytes.Buffer
	root := NewRootCommand(&out, &errOut)
	root.SetArgs(append(append([]string{"bench"}, args...), "--database-url", url))
	if err := root.ExecuteContext(context.Background()); err != nil {
		t.Fatalf("bench %v: %v\n%s", args, err, errOut.String())
	}
	var lines []json.RawMessage
	sc := bufio.NewScanner(&out)
	for sc.Scan() {
		if !json.Valid(sc.Bytes()) {
			t.Fatalf("not a JSON line: %s", sc.Text())
		}
		lines = append(lines, json.RawMessage(bytes.Clone(sc.Bytes())))
	}
	return lines
}

func decode[T any](t *testing.T, raw json.RawMessage) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatalf("%s: %v", raw, err)
	}
	return v
}

// checkPreloadLine checks the preload of n tasks: 4 stages, so 48 in 50
// tasks keep 4 outputs and 1 in 50 keeps 1; events as the event retention
// keeps them (at least minEvents), River jobs as River's (at most maxJobs).
func checkPreloadLine(t *testing.T, raw json.RawMessage, n int, minEvents, maxJobs int64) {
	t.Helper()
	p := decode[BenchPreloadResult](t, raw)
	if p.Mode != "preload" || p.Rows.Tasks != int64(n) || p.Rows.Batches != int64(n/20) ||
		p.Rows.Outputs != int64(n*48/50*4+n/50) || p.Rows.Events < minEvents || p.Rows.Events > int64(n*11) ||
		p.Rows.Jobs < 1 || p.Rows.Jobs > maxJobs || p.DatabaseBytes <= 0 {
		t.Fatalf("preload line: %s", raw)
	}
}

func TestBenchPipelinePreload(t *testing.T) {
	t.Parallel()
	lines := runBench(t, "pipeline", "--preload", "200", "--tasks", "20", "--seq-tasks", "5", "--clients", "4")
	if len(lines) != 3 {
		t.Fatalf("%d lines, want preload, burst and seq", len(lines))
	}
	checkPreloadLine(t, lines[0], 200, 200*9, 200) // a week: all its events, a day of its jobs
	for i, mode := range []string{"burst", "seq"} {
		r := decode[BenchResult](t, lines[i+1])
		// The bench's own tasks are measured, not the history of the same
		// pipeline.
		if r.Mode != mode || r.FailedTask != 0 || r.TasksPerS <= 0 || r.HandoffMS["p50"] <= 0 {
			t.Errorf("%s: %s", mode, lines[i+1])
		}
	}
}

func TestBenchSoakCommand(t *testing.T) {
	t.Parallel()
	lines := runBench(t, "soak", "--duration", "6s", "--rate", "40", "--report-every", "2s", "--preload", "100",
		"--event-retention", "1h", "--task-retention", "1m", "--sweep-interval", "1s")
	if len(lines) < 4 {
		t.Fatalf("%d lines, want preload, at least 2 windows and a summary:\n%s", len(lines), lines)
	}
	// A one-minute task retention: the history spans only that minute, so
	// every task keeps its events and its jobs.
	checkPreloadLine(t, lines[0], 100, 100*9, 100*4)
	var windows []BenchSoakWindow
	submitted, finished := 0, map[string]int{}
	for _, raw := range lines[1 : len(lines)-1] {
		w := decode[BenchSoakWindow](t, raw)
		windows = append(windows, w)
		submitted += w.Submitted
		finished["SUCCESS"] += w.Succeeded
		finished["FAILED"] += w.Failed
		finished["CANCELLED"] += w.Cancelled
		if w.Finished != w.Succeeded+w.Failed+w.Cancelled || w.WindowS <= 0 || w.DatabaseBytes <= 0 {
			t.Errorf("window: %s", raw)
		}
		for _, table := range store.BenchHotTables {
			if _, ok := w.Tables[table]; !ok {
				t.Errorf("window without table %s: %s", table, raw)
			}
		}
		if w.Tables["tasks"].LiveRows < 100 || w.Tables["tasks"].TableBytes <= 0 || w.Tables["tasks"].IndexBytes <= 0 {
			t.Errorf("tasks table stats: %+v", w.Tables["tasks"])
		}
		// Every window claims and hands off tasks: their updates give
		// tasks a write rate, hence a dead lag. Not the drain window: it
		// lasts only as long as the last tasks take (about a second), and
		// PostgreSQL's cumulative statistics, which a backend flushes at
		// most once a second, may not show its writes yet, so it may
		// have no rate (CI saw a 1.1 s drain window without one).
		if _, ok := w.DeadLagS["tasks"]; !ok && !w.Drain || w.Tables["tasks"].Updates <= 0 {
			t.Errorf("tasks without updates or dead lag: %s", raw)
		}
		if h := w.HandoffMS; w.Succeeded > 0 && (h["p50"] <= 0 || h["p50"] > h["p99"]) {
			t.Errorf("handoff: %s", raw)
		}
	}
	// 6 s at 40 tasks/s: 240 tasks, one in 20 failing and one in 20 cancelled.
	if submitted < 200 || submitted > 260 {
		t.Errorf("submitted %d tasks, want about 240", submitted)
	}
	// The last line drains: every task submitted is counted once, in the
	// window it finished in.
	if total := finished["SUCCESS"] + finished["FAILED"] + finished["CANCELLED"]; total != submitted ||
		finished["FAILED"] != submitted/20 || finished["CANCELLED"] != submitted/20 {
		t.Errorf("finished %v of %d submitted, want all, 1 in 20 failed and 1 in 20 cancelled", finished, submitted)
	}
	if last := windows[len(windows)-1]; !last.Drain || last.Open != 0 {
		t.Errorf("last window: %+v", last)
	}
	sum := decode[BenchSoakSummary](t, lines[len(lines)-1])
	if !sum.Summary || sum.Submitted != submitted || sum.First.TasksPerS <= 0 || sum.Last.TasksPerS <= 0 ||
		sum.First.HandoffP99MS <= 0 || sum.First.ClaimP99MS <= 0 || sum.Ratio["tasks_per_s"] <= 0 {
		t.Errorf("summary: %s", lines[len(lines)-1])
	}
	if l := string(lines[len(lines)-1]); !strings.Contains(l, `"event_retention":"1h0m0s"`) || !strings.Contains(l, `"task_retention":"1m0s"`) {
		t.Errorf("summary settings: %s", lines[len(lines)-1])
	}
}

// TestBenchSoakSummaryLeavesOutTheWarmup: the summary's first period starts
// after the warm-up, and the warm-up's dead rows are not its maximum.
func TestBenchSoakSummaryLeavesOutTheWarmup(t *testing.T) {
	t.Parallel()
	win := func(warmup bool, handoff float64, finished int, dead float64) *BenchSoakWindow {
		return &BenchSoakWindow{Warmup: warmup, WindowS: 60, Finished: finished, handoffs: []float64{handoff},
			claims: []float64{handoff}, full: true, DeadRatio: map[string]float64{"river_job": dead}}
	}
	ws := []*BenchSoakWindow{win(true, 1000, 10, 0.9), win(true, 900, 10, 0.8)}
	for range 2 * BenchSoakSummaryWindows {
		ws = append(ws, win(false, 20, 600, 0.1))
	}
	sum := summarise(ws)
	if sum.First.Windows != BenchSoakSummaryWindows || sum.First.HandoffP99MS != 20 || sum.First.TasksPerS != 10 ||
		sum.Ratio["handoff_p99"] != 1 || sum.MaxDeadRatio["river_job"] != 0.1 {
		t.Errorf("summary counted the warm-up: %+v", sum)
	}
}

func TestBenchSoakWarmup(t *testing.T) {
	t.Parallel()
	lines := runBench(t, "soak", "--warmup", "2s", "--duration", "4s", "--rate", "40", "--report-every", "2s")
	var warm, measured []BenchSoakWindow
	for _, raw := range lines[:len(lines)-1] {
		w := decode[BenchSoakWindow](t, raw)
		switch {
		case w.Warmup && len(measured) > 0:
			t.Fatalf("a warm-up window after a measured one: %s", raw)
		case w.Warmup:
			warm = append(warm, w)
		case !w.Drain && w.WindowS >= 1:
			measured = append(measured, w)
		}
	}
	// The warm-up's window ends when it does, 2 s in, less the second every
	// window leaves for late commits (store.BenchTasksFinished).
	if len(warm) != 1 || warm[0].ElapsedS < 0.5 || warm[0].ElapsedS > 3 || len(measured) == 0 {
		t.Fatalf("warm-up windows %+v, measured %d", warm, len(measured))
	}
	sum := decode[BenchSoakSummary](t, lines[len(lines)-1])
	if sum.WarmupS != 2 || sum.DurationS != 4 || sum.First.Windows != len(measured) {
		t.Errorf("summary: %s (measured windows %d)", lines[len(lines)-1], len(measured))
	}
	// 6 s at 40 tasks/s in all.
	if sum.Submitted < 200 || sum.Submitted > 260 {
		t.Errorf("submitted %d, want about 240", sum.Submitted)
	}
}
