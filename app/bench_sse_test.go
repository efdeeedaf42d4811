package app

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/baton-dev/baton/store/storetest"
)

// The command path end to end: the server here, the clients in a second
// process (this test binary, as TestMain runs `bench sse-clients`).
func TestBenchSSECommand(t *testing.T) {
	t.Parallel()
	url := storetest.NewDatabase(t)
	var out, errOut bytes.Buffer
	root := NewRootCommand(&out, &errOut)
	root.SetArgs([]string{"bench", "sse", "--database-url", url, "--streams", "20", "--tasks", "4", "--rate", "20"})
	if err := root.ExecuteContext(context.Background()); err != nil {
		t.Fatalf("bench sse: %v\n%s", err, errOut.String())
	}
	var r BenchSSEResult
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatalf("output is not one JSON object: %v\n%s", err, out.String())
	}
	// 4 tasks: 6 events each and batch.completed; the streams open after
	// task.created and the first stage.started, so 17 events flow.
	if r.Streams != 20 || r.Events != 25 || r.FlowEvents != 17 || r.Complete != 20 {
		t.Fatalf("result: %+v", r)
	}
	if r.Deliveries != 20*17 {
		t.Fatalf("%d deliveries, want %d (every stream, every flow event)", r.Deliveries, 20*17)
	}
	d := r.DeliveryMS
	if d["p50"] <= 0 || d["p50"] > d["p99"] || d["p99"] > d["p100"] {
		t.Fatalf("delivery: %v", d)
	}
	// A live stream is its socket, served by the hub: no goroutine of its
	// own (net/http's two per connection are gone once it is taken over).
	if r.Idle.Goroutines > 0.5 || r.ServerCPUS <= 0 || r.LoadAvg == "" {
		t.Fatalf("idle: %+v, cpu %v, load %q", r.Idle, r.ServerCPUS, r.LoadAvg)
	}
}
