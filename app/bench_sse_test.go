package app

import (
	"bytes"
	"context"
	"encoding/json"
	"strconv"
	"testing"

	"github.com/baton-dev/baton/store/storetest"
)

// The command path end to end: the server here, the clients in a second
// process (this test binary, as TestMain runs `bench sse-clients`).
// Both client readers: a goroutine per stream, and the epoll loops. One
// after the other: the bench counts its process's goroutines, and a second
// bench in the same process would add its own. Not parallel for the same
// reason: the count is the whole test binary's, and a test running beside it
// adds goroutines of its own (CI once saw 11 more for 20 streams).
func TestBenchSSECommand(t *testing.T) {
	for _, epoll := range []bool{false, true} {
		t.Run("epoll="+strconv.FormatBool(epoll), func(t *testing.T) {
			benchSSECommand(t, epoll)
		})
	}
}

func benchSSECommand(t *testing.T, epoll bool) {
	url := storetest.NewDatabase(t)
	var out, errOut bytes.Buffer
	root := NewRootCommand(&out, &errOut)
	root.SetArgs([]string{"bench", "sse", "--database-url", url, "--streams", "20", "--tasks", "4", "--rate", "20",
		"--epoll-clients=" + strconv.FormatBool(epoll)})
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
	// Per stream, so one of its own would read 1 or more; below that is
	// the rest of the test binary settling beside it (CI under load once
	// read 11 and 12 more for 20 streams, 0.55 and 0.6).
	if r.Idle.Goroutines >= 1 || r.ServerCPUS <= 0 || r.LoadAvg == "" {
		t.Fatalf("idle: %+v, cpu %v, load %q", r.Idle, r.ServerCPUS, r.LoadAvg)
	}
	// The calls were counted: the server wrote (to the streams and to
	// PostgreSQL), each client read an event in a read or two.
	if c := r.Calls; c.ServerWrites <= 0 || c.ClientReads <= 0 || c.ClientReadsPerEvent > 3 {
		t.Fatalf("calls: %+v", c)
	}
	if s := r.TaskSpreadMS; s["p50"] <= 0 || s["p100"] < s["p50"] || r.Settings["coalesce"] != "10ms" || r.Settings["epoll_clients"] != strconv.FormatBool(epoll) {
		t.Fatalf("task spread %v, settings %v", s, r.Settings)
	}
}
