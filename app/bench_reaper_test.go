package app

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

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
	// the dead worker's have attempts left, so they are requeued.
	a := r.Acted
	if a["stale_pending"] != 7 || a["stale_processing"] != 7 || a["requeued"] != 6 || a["worker_dead"] != 0 {
		t.Fatalf("acted: %v", a)
	}
	for _, name := range []string{"dead_workers_fail", "dead_workers_requeue", "dead_jobs", "stale_processing", "stale_pending"} {
		if !strings.Contains(r.Plans[name], "Execution Time") || r.StmtMS[name] < 0 {
			t.Fatalf("plan of %s: %q (%v ms)", name, r.Plans[name], r.StmtMS[name])
		}
	}
	// The plans were rolled back: the sweep found the table as loaded.
	if !strings.Contains(r.Plans["stale_pending"], "tasks_open") {
		t.Fatalf("stale_pending does not read tasks_open:\n%s", r.Plans["stale_pending"])
	}
}
