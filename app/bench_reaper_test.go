package app

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store/storetest"
)

func TestBenchReaperCommand(t *testing.T) {
	t.Parallel()
	url := storetest.NewDatabase(t)
	var out, errOut bytes.Buffer
	root := NewRootCommand(&out, &errOut)
	root.SetArgs([]string{"bench", "reaper", "--database-url", url, "--tasks", "2000", "--stale", "0.01"})
	if err := root.ExecuteContext(context.Background()); err != nil {
		t.Fatalf("bench reaper: %v\n%s", err, errOut.String())
	}
	var r BenchReaperResult
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatalf("output is not one JSON object: %v\n%s", err, out.String())
	}
	// 2000 tasks, every 100th stale: 20, split pending/processing/dead.
	if r.Tasks != 2000 || r.Stale != 20 || r.SweepMS <= 0 || r.LoadAvg == "" {
		t.Fatalf("result: %+v", r)
	}
	// Every stale task is acted on in one sweep (20 is under the batch);
	// the dead worker's have attempts left, so they are requeued, and
	// their old jobs, running on the dead worker, finalised.
	a := r.Acted
	if a["stale_pending"] != 7 || a["stale_processing"] != 7 || a["requeued"] != 6 || a["worker_dead"] != 0 || a["jobs_finished"] != 6 {
		t.Fatalf("acted: %v", a)
	}
	// One transaction per rule; they share one sweep unless the first
	// leaves too little of the budget for the second, which the next
	// sweep then runs.
	if len(r.Sweeps) > 2 || r.Sweeps[len(r.Sweeps)-1].More || r.Left != 0 || r.Transactions != 2 ||
		r.DrainMS < r.SweepMS || r.LongestTransactionMS <= 0 || r.LongestSweepMS < r.SweepMS || r.Batch != pipeline.ReapBatchDefault {
		t.Fatalf("drain: %+v", r)
	}
	for _, name := range []string{"dead_workers", "dead_jobs", "stale"} {
		if !strings.Contains(r.Plans[name], "Execution Time") || r.StmtMS[name] < 0 {
			t.Fatalf("plan of %s: %q (%v ms)", name, r.Plans[name], r.StmtMS[name])
		}
	}
	// The plans were rolled back: the sweep found the table as loaded.
	if !strings.Contains(r.Plans["stale"], "tasks_open") {
		t.Fatalf("stale does not read tasks_open:\n%s", r.Plans["stale"])
	}
}

// A drain of many batches acts on every stale task once and leaves none;
// when it takes more than one sweep's budget, each sweep but the last
// stops with More.
func TestBenchReaperCommandDrainsInSweeps(t *testing.T) {
	t.Parallel()
	url := storetest.NewDatabase(t)
	var out, errOut bytes.Buffer
	root := NewRootCommand(&out, &errOut)
	// Every 2nd task stale: 3,000 of 6,000, a dozen batches.
	root.SetArgs([]string{"bench", "reaper", "--database-url", url, "--tasks", "6000", "--stale", "0.5", "--plans=false"})
	if err := root.ExecuteContext(context.Background()); err != nil {
		t.Fatalf("bench reaper: %v\n%s", err, errOut.String())
	}
	var r BenchReaperResult
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatalf("output is not one JSON object: %v\n%s", err, out.String())
	}
	acted := 0
	for _, k := range []string{"requeued", "worker_dead", "stale_processing", "stale_pending"} {
		acted += r.Acted[k]
	}
	if r.Stale != 3000 || acted != 3000 || r.Left != 0 || r.Transactions < 3000/pipeline.ReapBatchDefault {
		t.Fatalf("stale %d, acted %d (%v), left %d, %d transactions", r.Stale, acted, r.Acted, r.Left, r.Transactions)
	}
	for i, sw := range r.Sweeps {
		if sw.More != (i < len(r.Sweeps)-1) {
			t.Fatalf("sweep %d of %d: more = %v", i+1, len(r.Sweeps), sw.More)
		}
	}
}
