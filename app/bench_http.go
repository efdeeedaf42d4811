package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/spf13/cobra"

	"github.com/baton-dev/baton/pipeline/scan"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/web"
)

// BenchHTTPRequestsDefault is how many submissions each loop of `baton
// bench http` makes.
const BenchHTTPRequestsDefault = 1000

// BenchHTTPResult is one run of `baton bench http`, printed as JSON.
type BenchHTTPResult struct {
	Requests int `json:"requests"`
	// HTTP is the loop of POST /v1/scan/classify over one keep-alive
	// connection; InProcess the same submissions through scan.Intake.Submit,
	// the call the handler makes; Commit a loop of the smallest durable
	// commit (store.BenchCommit), one round trip each.
	HTTP      BenchLoop `json:"http"`
	InProcess BenchLoop `json:"in_process"`
	Commit    BenchLoop `json:"commit"`
	// RoundTripsPerSubmission counts the round trips the API made to
	// PostgreSQL per HTTP submission (a statement, BEGIN and COMMIT
	// included, or a batch of them with one Sync); RoundTripsInProcess per
	// in-process one.
	RoundTripsPerSubmission float64 `json:"round_trips_per_submission"`
	RoundTripsInProcess     float64 `json:"round_trips_in_process"`
}

// BenchLoop is one loop of one-at-a-time calls: how many per second and
// how long each took.
type BenchLoop struct {
	PerS      float64            `json:"per_s"`
	LatencyMS map[string]float64 `json:"latency_ms"`
}

// queryCounter is a pgx tracer counting the statements sent.
type queryCounter struct{ n atomic.Int64 }

func (q *queryCounter) TraceQueryStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryStartData) context.Context {
	q.n.Add(1)
	return ctx
}

func (q *queryCounter) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}

// TraceBatchStart counts a batch (pgx.BatchTracer) as one round trip: its
// statements go out together with one Sync, as a submission's do.
func (q *queryCounter) TraceBatchStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceBatchStartData) context.Context {
	q.n.Add(1)
	return ctx
}

func (q *queryCounter) TraceBatchQuery(context.Context, *pgx.Conn, pgx.TraceBatchQueryData) {}

func (q *queryCounter) TraceBatchEnd(context.Context, *pgx.Conn, pgx.TraceBatchEndData) {}

func newBenchHTTPCommand() *cobra.Command {
	c := newConfig()
	c.createCluster = true
	var requests int
	cmd := &cobra.Command{
		Use:   "http",
		Short: "Submit scans one at a time over HTTP keep-alive, as a client sees it, and print JSON",
		Long: `bench http starts the real HTTP API in this process (an API process: no stage workers,
as serve --no-workers) and POSTs --requests description-only scans to /v1/scan/classify one
at a time over one keep-alive connection, then makes the same submissions in process
(scan.Intake.Submit, what the handler calls), then times a loop of the smallest durable
commit. It prints submissions/s and latency of each, and the round trips the engine made
per submission: what bounds one submitting loop (see docs/benchmarks.md).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := applyEnv(cmd.Flags()); err != nil {
				return err
			}
			if requests < 1 {
				return fmt.Errorf("--requests must be at least 1, got %d", requests)
			}
			ctx := cmd.Context()
			db, log, err := openBenchDatabase(cmd, c)
			if err != nil {
				return err
			}
			defer db.Close(ctx)
			// The API's own pool, counting what it sends.
			counter := &queryCounter{}
			pc := db.Pool.Config().Copy()
			pc.ConnConfig.Tracer = counter
			pool, err := pgxpool.NewWithConfig(ctx, pc)
			if err != nil {
				return fmt.Errorf("bench: unable to open the API's pool: %w", err)
			}
			defer pool.Close()
			c.Engine.Work, c.Engine.Logger = false, log
			eng, svcs, err := newEngine(&database{Pool: pool, log: log}, c)
			if err != nil {
				return err
			}
			st := store.New(pool)
			intake := svcs.scanIntake(eng)
			ws := &web.Server{Engine: eng, Store: st, Log: log, Scan: intake, ScanVision: svcs.scanCfg.Vision}
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				return err
			}
			srv := web.NewHTTPServer(ws.Handler(), c.HTTP, ctx)
			go func() { _ = srv.Serve(ln) }()
			defer srv.Close()

			res := &BenchHTTPResult{Requests: requests}
			client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 1}}
			url := "http://" + ln.Addr().String() + "/v1/scan/classify"
			body, _ := json.Marshal(map[string]string{"user_id": "bench", "user_input": "투명 페트병 라벨 제거"})
			post := func() error {
				resp, err := client.Post(url, "application/json", bytes.NewReader(body))
				if err != nil {
					return err
				}
				defer resp.Body.Close()
				b, _ := io.ReadAll(resp.Body)
				if resp.StatusCode != http.StatusAccepted {
					return fmt.Errorf("bench: POST answered %d: %s", resp.StatusCode, b)
				}
				return nil
			}
			// Warm up: the connection, the pool, the statement caches.
			for range 20 {
				if err := post(); err != nil {
					return err
				}
			}
			before := counter.n.Load()
			if res.HTTP, err = benchLoop(requests, post); err != nil {
				return err
			}
			res.RoundTripsPerSubmission = round(float64(counter.n.Load()-before) / float64(requests))
			req := scan.Request{UserID: "bench", UserInput: "투명 페트병 라벨 제거"}
			before = counter.n.Load()
			if res.InProcess, err = benchLoop(requests, func() error {
				_, err := intake.Submit(ctx, "", req)
				return err
			}); err != nil {
				return err
			}
			res.RoundTripsInProcess = round(float64(counter.n.Load()-before) / float64(requests))
			if res.Commit, err = benchLoop(requests, func() error { return st.BenchCommit(ctx) }); err != nil {
				return err
			}
			enc := json.NewEncoder(cmd.OutOrStdout())
			return enc.Encode(res)
		},
	}
	fs := cmd.Flags()
	addDatabaseFlags(fs, c)
	addEngineFlags(fs, c)
	addHTTPFlags(fs, c)
	fs.IntVar(&requests, "requests", BenchHTTPRequestsDefault, "submissions in each loop")
	return cmd
}

// benchLoop calls fn n times, one at a time, and measures each call.
func benchLoop(n int, fn func() error) (BenchLoop, error) {
	lat := make([]float64, 0, n)
	start := time.Now()
	for range n {
		t := time.Now()
		if err := fn(); err != nil {
			return BenchLoop{}, err
		}
		lat = append(lat, float64(time.Since(t).Microseconds())/1000)
	}
	return BenchLoop{PerS: round(float64(n) / time.Since(start).Seconds()), LatencyMS: percentiles(lat, 50, 95, 99)}, nil
}
