package app

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/web"
)

// SSE bench defaults and targets (docs/benchmarks.md, "Live events").
const (
	BenchSSEStreamsDefault = 1000
	BenchSSETasksDefault   = 20
	BenchSSERateDefault    = 2.0 // tasks finishing per second
	// BenchSSEP99TargetMS is the delivery latency target (commit → client).
	BenchSSEP99TargetMS = 50
	// BenchSSEIdleTargetKB is the memory target per idle stream.
	BenchSSEIdleTargetKB = 20
	benchSSEPipeline     = "bench-sse"
	benchSSEQueue        = "bench_sse"
	benchSSEDialers      = 32 // connections opened at once by the client process
)

// BenchSSEResult is one run of `baton bench sse`, printed as JSON.
type BenchSSEResult struct {
	Streams int `json:"streams"`
	Tasks   int `json:"tasks"`
	// Events is how many events of the batch each stream should receive
	// (the replayed task.created ones included); FlowEvents the ones
	// committed after the streams were up, whose latency is measured.
	Events     int `json:"events"`
	FlowEvents int `json:"flow_events"`
	// Complete is how many streams received every event and then the
	// batch's end; the others were cut off (lagging) or failed.
	Complete int `json:"streams_complete"`
	// ConnectS is from the first dial until every stream had its replay.
	ConnectS float64 `json:"connect_s"`
	// DeliveryMS is commit → client over every (stream, flow event)
	// delivery: the event's created_at (the committing transaction's
	// start, so an upper bound) against the client's clock on receipt.
	DeliveryMS map[string]float64 `json:"delivery_ms"`
	Deliveries int                `json:"deliveries"`
	// Idle is the server process's growth with every stream open and idle
	// (after a GC), over the same process before the first connection.
	Idle BenchSSEIdle `json:"idle"`
	// ServerCPUS is the server process's CPU time (user + system: HTTP,
	// hub, engine) while the tasks flowed, and ServerCPUPct that over the
	// flow's wall time (100 = one core); PostgreSQL's own is not in it.
	FlowS        float64 `json:"flow_s"`
	ServerCPUS   float64 `json:"server_cpu_s"`
	ServerCPUPct float64 `json:"server_cpu_pct"`
	// ClientCPUS is the client process's CPU time over its whole run.
	ClientCPUS float64 `json:"client_cpu_s"`
	// Calls counts the system calls that moved the flow's bytes.
	Calls BenchSSECalls `json:"calls"`
	// TaskSpreadMS is, per task, from its first flow event's created_at to
	// its last's: how far apart the commits a coalescing window must span.
	TaskSpreadMS map[string]float64 `json:"task_spread_ms"`
	LoadAvg      string             `json:"load_avg"`
	Settings     map[string]string  `json:"settings"`
}

// BenchSSECalls is the write(2)/writev(2) calls of the server and the
// read(2) calls of the clients while the tasks flowed (syscw and syscr of
// /proc/self/io; the server's include its few writes to PostgreSQL), and
// each over the deliveries.
type BenchSSECalls struct {
	ServerWrites          int64   `json:"server_writes"`
	ServerWritesPerStream float64 `json:"server_writes_per_stream"`
	ServerWritesPerEvent  float64 `json:"server_writes_per_delivery"`
	ClientReads           int64   `json:"client_reads"`
	ClientReadsPerEvent   float64 `json:"client_reads_per_delivery"`
}

// BenchSSEIdle is the per-stream cost of idle streams in the server.
type BenchSSEIdle struct {
	HeapKB       float64 `json:"heap_kb_per_stream"`  // HeapInuse
	StackKB      float64 `json:"stack_kb_per_stream"` // StackInuse (goroutine stacks)
	RSSKB        float64 `json:"rss_kb_per_stream"`   // VmRSS
	Goroutines   float64 `json:"goroutines_per_stream"`
	HeapTotalMB  float64 `json:"heap_inuse_mb"`
	RSSTotalMB   float64 `json:"rss_mb"`
	GoroutinesAt int     `json:"goroutines"`
}

// benchSSEClientResult is what the client process reports.
type benchSSEClientResult struct {
	ConnectS   float64            `json:"connect_s"`
	Complete   int                `json:"complete"`
	DeliveryMS map[string]float64 `json:"delivery_ms"`
	Deliveries int                `json:"deliveries"`
	CPUS       float64            `json:"cpu_s"`
	// Reads is the read(2) calls from ready to done.
	Reads  int64    `json:"reads"`
	Errors []string `json:"errors,omitempty"`
}

// newBenchSSEPipeline returns two stages: hold waits for the bench's go (so the
// streams are up first), then until its task's turn (its input's "i"
// times the gap), so the batch's tasks finish one by one at a steady rate;
// s2 does nothing. Each task commits task.created, then per stage
// stage.started and stage.completed, then task.succeeded.
func newBenchSSEPipeline(held chan<- struct{}, start <-chan time.Time, gap time.Duration) *pipeline.Pipeline {
	return &pipeline.Pipeline{Name: benchSSEPipeline, Stages: []pipeline.Stage{
		{Name: "hold", Queue: benchSSEQueue + "_hold", ErrorCode: pipeline.NoopErrorCode, Run: func(ctx context.Context, in *pipeline.StageInput) (any, error) {
			var v struct{ I int }
			if err := json.Unmarshal(in.Input, &v); err != nil {
				return nil, pipeline.Permanent(err)
			}
			held <- struct{}{} // claimed: its stage.started is committed
			var at time.Time
			select {
			case at = <-start:
			case <-ctx.Done():
				return nil, ctx.Err()
			}
			t := time.NewTimer(time.Until(at.Add(time.Duration(v.I) * gap)))
			defer t.Stop()
			select {
			case <-t.C:
				return struct{}{}, nil
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}},
		{Name: "s2", Queue: benchSSEQueue + "_s2", ErrorCode: pipeline.NoopErrorCode, Run: func(context.Context, *pipeline.StageInput) (any, error) { return struct{}{}, nil }},
	}}
}

func newBenchSSECommand() *cobra.Command {
	c := &Config{createCluster: true} // make bench-… starts from a fresh folder
	var streams, tasks int
	var rate float64
	var coalesce time.Duration
	var memProfile, cpuProfile, clientCPUProfile string
	var epollClients bool
	cmd := &cobra.Command{
		Use:   "sse",
		Short: "Hold many event streams on one batch while its tasks run, and print JSON",
		Long: `bench sse submits one batch of --tasks tasks of a two-stage pipeline through the real
engine, serves the HTTP API on a loopback port, and starts a second process (this binary,
"bench sse-clients") that opens --streams GET /v1/batches/{id}/events streams on it. Once
every stream has its replay (the task.created events), the server process measures its
growth per stream (heap, stacks, RSS, goroutines; the clients' memory is in the other
process), then lets the tasks go: they finish one by one at --rate per second, each
committing 5 more events. Delivery latency is each event's created_at (the start of the
transaction that committed it) to its receipt by each stream, on the same machine's clock.

Targets: 10,000 streams in one process, delivery p99 <= ` + strconv.Itoa(BenchSSEP99TargetMS) + ` ms, <= ` + strconv.Itoa(BenchSSEIdleTargetKB) + ` KB per
idle stream (see docs/benchmarks.md).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := applyEnv(cmd.Flags()); err != nil {
				return err
			}
			if streams < 1 || tasks < 1 || rate <= 0 {
				return fmt.Errorf("--streams, --tasks and --rate must be positive")
			}
			if err := raiseNoFile(streams + 256); err != nil {
				return err
			}
			db, log, err := openBenchDatabase(cmd, c)
			if err != nil {
				return err
			}
			defer db.Close(cmd.Context())
			prof := benchSSEProfiles{mem: memProfile, cpu: cpuProfile, clientCPU: clientCPUProfile, epollClients: epollClients}
			r, err := benchSSE(cmd.Context(), db, log, c, streams, tasks, rate, coalesce, prof)
			if err != nil {
				return err
			}
			return json.NewEncoder(cmd.OutOrStdout()).Encode(r)
		},
	}
	fs := cmd.Flags()
	addDatabaseFlags(fs, c)
	addAutoMigrateFlag(fs, c)
	fs.IntVar(&streams, "streams", BenchSSEStreamsDefault, "concurrent event streams on the batch")
	fs.IntVar(&tasks, "tasks", BenchSSETasksDefault, "tasks in the batch")
	fs.Float64Var(&rate, "rate", BenchSSERateDefault, "tasks finishing per second")
	fs.DurationVar(&coalesce, "coalesce", web.SSECoalesceDefault, "how long a batch's events wait for more before they are written to its streams (0: at once)")
	fs.StringVar(&memProfile, "mem-profile", "", "write a Go heap profile of the server process, streams idle, to this file")
	fs.StringVar(&cpuProfile, "cpu-profile", "", "write a Go CPU profile of the server process while the tasks flow to this file")
	fs.StringVar(&clientCPUProfile, "client-cpu-profile", "", "write a Go CPU profile of the client process while the tasks flow to this file")
	fs.BoolVar(&epollClients, "epoll-clients", false, "read the streams in the client process with 2 epoll loops instead of a goroutine per stream")
	return cmd
}

// benchSSEProfiles names the profile files to write (empty: none), and
// how the client process reads.
type benchSSEProfiles struct {
	mem, cpu, clientCPU string
	epollClients        bool
}

func benchSSE(ctx context.Context, db *database, log *slog.Logger, c *Config, streams, tasks int, rate float64, coalesce time.Duration, prof benchSSEProfiles) (*BenchSSEResult, error) {
	gap := time.Duration(float64(time.Second) / rate)
	start := make(chan time.Time, tasks)
	held := make(chan struct{}, tasks)
	cfg := c.Engine
	cfg.Work, cfg.Logger = true, log
	cfg.WorkersPerQueue = max(cfg.WorkersPerQueue, tasks+8) // every task holds a worker until its turn
	eng, err := pipeline.New(db.Pool, cfg, newBenchSSEPipeline(held, start, gap))
	if err != nil {
		return nil, err
	}
	if err := eng.Start(ctx); err != nil {
		return nil, err
	}
	defer stopEngine(ctx, eng, c, log)
	hub := web.NewHub(db.Pool, log)
	hub.Coalesce = coalesce
	if coalesce == 0 {
		hub.Coalesce = -1 // at once
	}
	hub.Start(context.WithoutCancel(ctx))
	defer hub.Stop()
	eng.OnEventsCommitted(hub.Wake)
	ws := &web.Server{Engine: eng, Store: eng.Store(), Log: log, Hub: hub}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("bench: unable to listen: %w", err)
	}
	srv := web.NewHTTPServer(ws.Handler(), c.HTTP, ctx)
	go func() { _ = srv.Serve(ln) }()
	defer srv.Close()

	inputs := make([]json.RawMessage, tasks)
	for i := range inputs {
		inputs[i] = json.RawMessage(`{"i":` + strconv.Itoa(i+1) + `}`)
	}
	sub, err := eng.Submit(ctx, pipeline.SubmitRequest{Pipeline: benchSSEPipeline, Owner: "bench", Inputs: inputs, Batch: true})
	if err != nil {
		return nil, err
	}
	batch := *sub.BatchID
	// Each task: task.created, stage.started and stage.completed per
	// stage, task.succeeded; then the batch's batch.completed. The
	// streams open once every task holds its first stage, so each replays
	// task.created and the first stage.started of every task.
	events, replay := tasks*6+1, tasks*2
	for range tasks {
		select {
		case <-held:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}

	lineBuf := make([]byte, 1<<20) // before the first sample: not a stream's cost
	before := serverSample()
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("bench: unable to find this binary: %w", err)
	}
	child := exec.CommandContext(ctx, exe, "bench", "sse-clients", "--url", "http://"+ln.Addr().String()+"/v1/batches/"+batch+"/events",
		"--streams", strconv.Itoa(streams), "--replay", strconv.Itoa(replay), "--events", strconv.Itoa(events), "--cpu-profile", prof.clientCPU, "--epoll="+strconv.FormatBool(prof.epollClients))
	child.Stderr = os.Stderr
	toChild, err := child.StdinPipe()
	if err != nil {
		return nil, err
	}
	fromChild, err := child.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := child.Start(); err != nil {
		return nil, fmt.Errorf("bench: unable to start the client process: %w", err)
	}
	defer func() { _ = child.Process.Kill(); _ = child.Wait() }()
	lines := bufio.NewScanner(fromChild)
	lines.Buffer(lineBuf, len(lineBuf))
	expect := func(want string) error {
		if !lines.Scan() {
			return fmt.Errorf("bench: the client process ended before %q: %v", want, lines.Err())
		}
		if got := lines.Text(); got != want {
			return fmt.Errorf("bench: the client process said %q, want %q", got, want)
		}
		return nil
	}
	if err := expect("ready"); err != nil {
		return nil, err
	}
	// A stream joins the hub just after its replay is written, so the last
	// ones may join a moment after their clients said ready.
	for wait := time.Now().Add(30 * time.Second); hub.Subscribers() < streams && time.Now().Before(wait); {
		time.Sleep(time.Millisecond)
	}
	settleGoroutines(5 * time.Second)
	idle := serverSample()
	if prof.mem != "" {
		if err := writeHeapProfile(prof.mem); err != nil {
			return nil, err
		}
	}
	if n := hub.Subscribers(); n != streams {
		return nil, fmt.Errorf("bench: %d streams subscribed, want %d", n, streams)
	}

	stopProfile, err := startCPUProfile(prof.cpu)
	if err != nil {
		return nil, err
	}
	loadStart := loadAvg()
	flowStart := time.Now()
	cpu0, io0 := processCPU(), processIO()
	for range tasks {
		start <- flowStart
	}
	if err := expect("done"); err != nil {
		stopProfile()
		return nil, err
	}
	flow := time.Since(flowStart)
	cpu, writes := processCPU()-cpu0, processIO().writes-io0.writes
	stopProfile()
	spread, err := benchSSETaskSpread(ctx, eng, batch, flowStart)
	if err != nil {
		return nil, err
	}

	commits, err := eng.Store().BenchEventCommits(ctx, batch, flowStart)
	if err != nil {
		return nil, err
	}
	if err := json.NewEncoder(toChild).Encode(commits); err != nil {
		return nil, fmt.Errorf("bench: unable to hand the commit times over: %w", err)
	}
	_ = toChild.Close()
	if !lines.Scan() {
		return nil, fmt.Errorf("bench: the client process ended without its result: %v", lines.Err())
	}
	var cr benchSSEClientResult
	if err := json.Unmarshal(lines.Bytes(), &cr); err != nil {
		return nil, fmt.Errorf("bench: the client process's result: %w", err)
	}
	if len(cr.Errors) > 0 {
		log.Warn("bench sse: streams failed", slog.Int("count", len(cr.Errors)), slog.String("first", cr.Errors[0]))
	}
	n := float64(streams)
	return &BenchSSEResult{
		Streams: streams, Tasks: tasks, Events: events, FlowEvents: len(commits), Complete: cr.Complete,
		ConnectS: cr.ConnectS, DeliveryMS: cr.DeliveryMS, Deliveries: cr.Deliveries,
		Idle: BenchSSEIdle{
			HeapKB:       round(float64(idle.heap-before.heap) / 1024 / n),
			StackKB:      round(float64(idle.stack-before.stack) / 1024 / n),
			RSSKB:        round(float64(idle.rss-before.rss) / 1024 / n),
			Goroutines:   round(float64(idle.goroutines-before.goroutines) / n),
			HeapTotalMB:  round(float64(idle.heap) / (1 << 20)),
			RSSTotalMB:   round(float64(idle.rss) / (1 << 20)),
			GoroutinesAt: idle.goroutines,
		},
		FlowS: round(flow.Seconds()), ServerCPUS: round(cpu.Seconds()), ServerCPUPct: round(100 * cpu.Seconds() / flow.Seconds()),
		ClientCPUS: cr.CPUS, LoadAvg: loadStart + " → " + loadAvg(),
		Calls: BenchSSECalls{
			ServerWrites: writes, ServerWritesPerStream: round(float64(writes) / n),
			ServerWritesPerEvent: round(float64(writes) / float64(max(cr.Deliveries, 1))),
			ClientReads:          cr.Reads, ClientReadsPerEvent: round(float64(cr.Reads) / float64(max(cr.Deliveries, 1))),
		},
		TaskSpreadMS: spread,
		Settings: map[string]string{"rate_tasks_per_s": strconv.FormatFloat(rate, 'f', -1, 64), "gomaxprocs": strconv.Itoa(runtime.GOMAXPROCS(0)),
			"coalesce": coalesce.String(), "epoll_clients": strconv.FormatBool(prof.epollClients)},
	}, nil
}

// benchSSETaskSpread is, per task of batch, the time from its first event
// created since flowStart to its last, as percentiles in ms.
func benchSSETaskSpread(ctx context.Context, eng *pipeline.Engine, batch string, flowStart time.Time) (map[string]float64, error) {
	evs, err := eng.Store().EventList(ctx, store.EventFilter{BatchID: batch, Limit: 100000})
	if err != nil {
		return nil, err
	}
	first, last := map[string]time.Time{}, map[string]time.Time{}
	for _, e := range evs {
		if e.TaskID == nil || e.CreatedAt.Before(flowStart) {
			continue
		}
		id := *e.TaskID
		if f, ok := first[id]; !ok || e.CreatedAt.Before(f) {
			first[id] = e.CreatedAt
		}
		if e.CreatedAt.After(last[id]) {
			last[id] = e.CreatedAt
		}
	}
	var ms []float64
	for id, f := range first {
		ms = append(ms, float64(last[id].Sub(f))/1e6)
	}
	return percentiles(ms, 50, 90, 100), nil
}

// startCPUProfile starts a CPU profile to path (none when empty) and
// returns what stops it.
func startCPUProfile(path string) (func(), error) {
	if path == "" {
		return func() {}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("bench: unable to write the CPU profile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("bench: unable to start the CPU profile: %w", err)
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}

// processIOCounts is this process's read and write system calls so far
// (/proc/self/io; zero when unknown).
type processIOCounts struct{ reads, writes int64 }

func processIO() processIOCounts {
	b, err := os.ReadFile("/proc/self/io")
	if err != nil {
		return processIOCounts{}
	}
	var c processIOCounts
	for _, line := range strings.Split(string(b), "\n") {
		k, v, _ := strings.Cut(line, ": ")
		n, _ := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
		switch k {
		case "syscr":
			c.reads = n
		case "syscw":
			c.writes = n
		}
	}
	return c
}

// writeHeapProfile writes the heap profile (after serverSample's GC).
func writeHeapProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("bench: unable to write the heap profile: %w", err)
	}
	defer f.Close()
	if err := pprof.Lookup("heap").WriteTo(f, 0); err != nil {
		return fmt.Errorf("bench: unable to write the heap profile: %w", err)
	}
	return nil
}

// serverMemory is one reading of this process, after a full GC.
type serverMemory struct {
	heap, stack, rss uint64
	goroutines       int
}

// settleGoroutines waits until the process's goroutine count has stopped
// falling for 200 ms, or until limit. A stream counts as subscribed while
// net/http's goroutines that served its request are still on their way out;
// on a loaded machine (CI: load 4 on 2 cores) a sample taken then counted
// 13 of them for 20 streams.
func settleGoroutines(limit time.Duration) {
	low, since := runtime.NumGoroutine(), time.Now()
	for end := time.Now().Add(limit); time.Now().Before(end) && time.Since(since) < 200*time.Millisecond; {
		time.Sleep(5 * time.Millisecond)
		if g := runtime.NumGoroutine(); g < low {
			low, since = g, time.Now()
		}
	}
}

func serverSample() serverMemory {
	runtime.GC()
	debug.FreeOSMemory()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return serverMemory{heap: m.HeapInuse, stack: m.StackInuse, rss: processRSS(), goroutines: runtime.NumGoroutine()}
}

// processRSS is VmRSS from /proc/self/status, in bytes (0 if unknown).
func processRSS() uint64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmRSS:" {
			kb, _ := strconv.ParseUint(f[1], 10, 64)
			return kb * 1024
		}
	}
	return 0
}

// processCPU is this process's user and system CPU time so far.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// raiseNoFile raises the soft limit on open files to at least n (up to the
// hard limit), since every stream is a socket.
func raiseNoFile(n int) error {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return fmt.Errorf("bench: unable to read the open file limit: %w", err)
	}
	if lim.Cur >= uint64(n) {
		return nil
	}
	if lim.Max < uint64(n) {
		return fmt.Errorf("bench: %d streams need %d open files; the hard limit is %d (raise it: ulimit -Hn)", n-256, n, lim.Max)
	}
	lim.Cur = uint64(n)
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return fmt.Errorf("bench: unable to raise the open file limit to %d: %w", n, err)
	}
	return nil
}

func newBenchSSEClientsCommand() *cobra.Command {
	var url, cpuProfile string
	var streams, replay, events int
	var epoll bool
	cmd := &cobra.Command{
		Use:    "sse-clients",
		Short:  "The client process of bench sse (started by it)",
		Hidden: true,
		Args:   cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := applyEnv(cmd.Flags()); err != nil {
				return err
			}
			if err := raiseNoFile(streams + 256); err != nil {
				return err
			}
			return benchSSEClients(cmd.Context(), cmd.InOrStdin(), cmd.OutOrStdout(), url, streams, replay, events, cpuProfile, epoll)
		},
	}
	fs := cmd.Flags()
	fs.StringVar(&url, "url", "", "the batch's event stream")
	fs.IntVar(&streams, "streams", 1, "streams to open")
	fs.IntVar(&replay, "replay", 0, "events each stream replays before it is ready")
	fs.IntVar(&events, "events", 0, "events each stream receives in all")
	fs.StringVar(&cpuProfile, "cpu-profile", "", "write a Go CPU profile from ready to done to this file")
	fs.BoolVar(&epoll, "epoll", false, "read the streams with 2 epoll loops instead of a goroutine per stream")
	return cmd
}

// sseReceipt is one event received by one stream.
type sseReceipt struct {
	id int64
	at int64 // unix ns
}

// benchSSEClients opens the streams, says "ready" once each has its replay,
// then "done" once each has ended, reads the commit times (id → unix ns,
// JSON) from in and writes its result.
func benchSSEClients(ctx context.Context, in io.Reader, out io.Writer, url string, streams, replay, events int, cpuProfile string, epoll bool) error {
	ready := make(chan struct{}, streams)
	received := make([][]sseReceipt, streams)
	var complete atomic.Int64
	var mu sync.Mutex
	var errs []string
	dial := make(chan struct{}, benchSSEDialers)
	t0 := time.Now()
	finish := func(i int, rs []sseReceipt, err error) {
		received[i] = rs
		if err != nil {
			mu.Lock()
			errs = append(errs, err.Error())
			mu.Unlock()
			return
		}
		complete.Add(1)
	}
	var wg sync.WaitGroup
	if epoll {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := sseStreamsEpoll(ctx, url, streams, replay, events, dial, ready, finish); err != nil {
				mu.Lock()
				errs = append(errs, err.Error())
				mu.Unlock()
				for range streams {
					ready <- struct{}{} // nothing will come
				}
			}
		}()
	} else {
		for i := range streams {
			wg.Add(1)
			go func() {
				defer wg.Done()
				rs, err := sseStream(ctx, url, replay, events, dial, ready)
				finish(i, rs, err)
			}()
		}
	}
	for range streams {
		<-ready
	}
	connect := time.Since(t0)
	stopProfile, err := startCPUProfile(cpuProfile)
	if err != nil {
		return err
	}
	io0 := processIO()
	fmt.Fprintln(out, "ready")
	wg.Wait()
	reads := processIO().reads - io0.reads
	stopProfile()
	fmt.Fprintln(out, "done")
	var commits map[int64]int64
	if err := json.NewDecoder(in).Decode(&commits); err != nil {
		return fmt.Errorf("bench: unable to read the commit times: %w", err)
	}
	var lat []float64
	for _, rs := range received {
		for _, r := range rs {
			if c, ok := commits[r.id]; ok {
				lat = append(lat, float64(r.at-c)/1e6)
			}
		}
	}
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	if len(errs) > 5 {
		errs = append(errs[:5], fmt.Sprintf("… and %d more", len(errs)-5))
	}
	return json.NewEncoder(out).Encode(benchSSEClientResult{
		ConnectS: round(connect.Seconds()), Complete: int(complete.Load()), Deliveries: len(lat),
		DeliveryMS: percentiles(lat, 50, 90, 99, 100),
		CPUS:       round(time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()), Reads: reads, Errors: errs,
	})
}

// sseStream reads one stream to its end, recording when each event
// arrived; it signals ready once it has replay events (or the stream
// failed), and fails unless it got exactly events events, in id order.
func sseStream(ctx context.Context, url string, replay, events int, dial chan struct{}, ready chan<- struct{}) (rs []sseReceipt, err error) {
	signalled := false
	signal := func() {
		if !signalled {
			signalled = true
			ready <- struct{}{}
		}
	}
	defer signal()
	dial <- struct{}{}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		<-dial
		return nil, err
	}
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", req.URL.Host)
	if err == nil {
		err = req.Write(conn)
	}
	var resp *http.Response
	br := bufio.NewReaderSize(conn, 1024)
	if err == nil {
		resp, err = http.ReadResponse(br, req)
	}
	<-dial
	if err != nil {
		if conn != nil {
			conn.Close()
		}
		return nil, err
	}
	defer conn.Close()
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("bench: stream answered %s", resp.Status)
	}
	rs = make([]sseReceipt, 0, events)
	body := bufio.NewReaderSize(resp.Body, 512)
	var id int64
	if replay == 0 {
		signal()
	}
	for {
		line, err := body.ReadSlice('\n')
		if err != nil {
			if errors.Is(err, io.EOF) {
				break
			}
			return rs, err
		}
		switch {
		case len(line) > 4 && string(line[:4]) == "id: ":
			id, _ = strconv.ParseInt(strings.TrimSpace(string(line[4:])), 10, 64)
		case len(line) == 1 && id != 0:
			if n := len(rs); n > 0 && id <= rs[n-1].id {
				return rs, fmt.Errorf("bench: event %d after %d", id, rs[n-1].id)
			}
			rs = append(rs, sseReceipt{id: id, at: time.Now().UnixNano()})
			id = 0
			if len(rs) == replay {
				signal()
			}
		}
	}
	if len(rs) != events {
		return rs, fmt.Errorf("bench: stream ended after %d events, want %d", len(rs), events)
	}
	return rs, nil
}
