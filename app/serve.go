package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/scan"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/web"
)

func newServeCommand() *cobra.Command {
	c := newConfig()
	c.createCluster = true // the front door: `baton serve` on a fresh machine
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the HTTP API and run the workers and the reaper",
		Long: `serve runs the REST + SSE API, the stage workers of every queue and its turns
at the reaper, in one process. With no --database-url it starts a
private PostgreSQL under --data-dir and migrates it. Ctrl-C lets running stages
finish, then stops everything it started.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := applyEnv(cmd.Flags()); err != nil {
				return err
			}
			return runServer(cmd.Context(), c, !c.NoWorkers, true, cmd)
		},
	}
	fs := cmd.Flags()
	addDatabaseFlags(fs, c)
	addEngineFlags(fs, c)
	addClauseFlags(fs, &c.Clause)
	addScanFlags(fs, &c.Scan)
	fs.StringVar(&c.Listen, "listen", ListenDefault, "HTTP address to serve on")
	fs.BoolVar(&c.NoWorkers, "no-workers", false, "serve HTTP only: run no stage workers and no reaper")
	fs.BoolVar(&c.IngestStarter, "ingest-starter", false, "load the embedded starter corpora at start when they are missing")
	fs.BoolVar(&c.InsecureNoAuth, "insecure-no-auth", false, "allow --listen beyond loopback with no API token: every client is admin")
	addHTTPFlags(fs, c)
	return cmd
}

// addHTTPFlags adds the HTTP server's connection limits (serve, work).
func addHTTPFlags(fs *pflag.FlagSet, c *Config) {
	t := &c.HTTP
	fs.DurationVar(&t.ReadHeader, "http-read-header-timeout", web.ReadHeaderTimeoutDefault, "HTTP: time to read a request's headers")
	fs.DurationVar(&t.Read, "http-read-timeout", web.ReadTimeoutDefault, "HTTP: time to read a whole request, body included (slow uploads are cut)")
	fs.DurationVar(&t.Write, "http-write-timeout", web.WriteTimeoutDefault, "HTTP: time from a request's headers to the end of its response (event streams extend their own)")
	fs.DurationVar(&t.Idle, "http-idle-timeout", web.IdleTimeoutDefault, "HTTP: an idle keep-alive connection is closed after this")
}

func newWorkCommand() *cobra.Command {
	c := newConfig()
	var queues []string
	cmd := &cobra.Command{
		Use:   "work",
		Short: "Run stage workers (and take turns at the reaper) without the API",
		Long: `work runs stage workers for the given queues (default: all) and takes its turns at
the reaper (one process sweeps at a time), for scaling out on more machines against the same
PostgreSQL. It answers /healthz and /readyz on --health-listen.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := applyEnv(cmd.Flags()); err != nil {
				return err
			}
			c.Engine.Queues = queues
			c.Listen = c.HealthListen
			return runServer(cmd.Context(), c, true, false, cmd)
		},
	}
	fs := cmd.Flags()
	addDatabaseFlags(fs, c)
	addEngineFlags(fs, c)
	addClauseFlags(fs, &c.Clause)
	addScanFlags(fs, &c.Scan)
	fs.StringSliceVar(&queues, "queues", nil, "queues to work, comma-separated (default: every queue)")
	fs.StringVar(&c.HealthListen, "health-listen", HealthListenDefault, "address of /healthz, /readyz and /metrics (admin); beyond loopback only once an API token exists; empty disables it")
	addHTTPFlags(fs, c)
	return cmd
}

// runServer is serve and work: open the database, start the engine and an
// HTTP server (the whole API, or health only), wait for a signal, then shut
// down in order, each step named so a hang says which one.
func runServer(ctx context.Context, c *Config, work, api bool, cmd *cobra.Command) error {
	log, err := newLogger(cmd.ErrOrStderr(), c.LogLevel, c.LogFormat)
	if err != nil {
		return err
	}
	// With the database away, River's fetch loops, the heartbeat and the API
	// would log one line per attempt; this lets one through per interval.
	log = slog.New(store.OutageLogHandler(log.Handler(), store.OutageLogEveryDefault))
	db, err := openDatabase(ctx, c, log, c.migratePolicy())
	if err != nil {
		return err
	}
	defer db.Close(ctx)

	c.Engine.Work = work
	c.Engine.Logger = log
	metrics := web.NewMetrics()
	c.ProviderObserver = func(provider, kind, outcome string, d time.Duration) {
		metrics.ProviderCalls.WithLabelValues(provider, kind, outcome).Inc()
		metrics.ProviderDuration.WithLabelValues(provider, kind).Observe(d.Seconds())
	}
	eng, svcs, err := newEngine(db, c)
	if err != nil {
		return err
	}
	st := store.New(db.Pool)
	// work's health address serves /metrics too: the same rule as the API.
	if c.Listen != "" {
		if err := checkListenAuth(ctx, c.Listen, c.InsecureNoAuth, st); err != nil {
			return err
		}
	}
	eng.SetMetrics(newPromMetrics(metrics.Registry, st, DBStatsEveryDefault, log))
	if work {
		// The scan reader's text model trains once per process (a few
		// seconds of CPU): now, in the background, rather than in the
		// first user's scan.
		go func() {
			if err := scan.WarmUp(); err != nil {
				log.Warn("the scan text model did not train: words-only scans will fail until restart", slog.Any("error", err))
			}
		}()
	}
	if api {
		svcs.noteVision(log)
	}
	if api && c.IngestStarter {
		if err := svcs.ingestStarter(ctx, st, log); err != nil {
			return err
		}
	}
	if err := eng.Start(ctx); err != nil {
		return err
	}
	log.Info("engine started", slog.String("worker_id", eng.WorkerID()), slog.Bool("work", work), slog.Any("queues", eng.Queues()))

	var srv *http.Server
	var hub *web.Hub
	srvErr := make(chan error, 1)
	if c.Listen != "" {
		ws := newWebServer(eng, svcs, st, db, c, log, metrics)
		if api {
			if ws.RiverUI, err = web.NewRiverUI(ctx, eng.River(), log); err != nil {
				log.Warn("River UI disabled", slog.Any("error", err))
			}
		}
		var h http.Handler
		if api {
			// The SSE hub: this process's one LISTEN connection and its
			// live streams, stopped after the HTTP server: Shutdown does
			// not wait for the streams (they are out of net/http), the
			// hub's Stop closes them.
			hub = web.NewHub(db.Pool, log)
			hub.Start(context.WithoutCancel(ctx))
			// This process's commits wake the hub directly; other
			// processes' arrive as notifications (pipeline/announce.go).
			eng.OnEventsCommitted(hub.Wake)
			ws.Hub = hub
			h = ws.Handler()
		} else {
			h = ws.HealthHandler()
		}
		ln, err := net.Listen("tcp", c.Listen)
		if err != nil {
			if hub != nil {
				hub.Stop()
			}
			stopEngine(ctx, eng, c, log)
			return fmt.Errorf("unable to listen on %s: %w", c.Listen, err)
		}
		srv = web.NewHTTPServer(h, c.HTTP, ctx)
		go func() { srvErr <- srv.Serve(ln) }()
		log.Info("listening", slog.String("addr", ln.Addr().String()))
		if api {
			log.Info("Baton is ready: open " + pageURL(ln.Addr()))
		}
	}

	select {
	case <-ctx.Done():
		log.Info("shutting down")
	case err := <-srvErr:
		log.Error("http server stopped", slog.Any("error", err))
	}
	if srv != nil {
		log.Info("shutdown step", slog.String("step", "http"))
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
		if err := srv.Shutdown(sctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Warn("http shutdown", slog.Any("error", err))
		}
		cancel()
	}
	if hub != nil {
		log.Info("shutdown step", slog.String("step", "events"))
		hub.Stop()
	}
	stopEngine(ctx, eng, c, log)
	log.Info("shutdown step", slog.String("step", "database"))
	return nil
}

// newWebServer is the HTTP face of eng: its ingester and scan intake are
// the engine's own services, not copies.
func newWebServer(eng *pipeline.Engine, svcs *services, st *store.Store, db *database, c *Config, log *slog.Logger,
	metrics *web.Metrics) *web.Server {
	return &web.Server{Engine: eng, Store: st, Log: log, Ready: readiness(db), InsecureNoAuth: c.InsecureNoAuth, Metrics: metrics,
		Knowledge: svcs.knowledge, Scan: svcs.scanIntake(eng), ScanVision: svcs.scanCfg.Vision}
}

func stopEngine(ctx context.Context, eng *pipeline.Engine, c *Config, log *slog.Logger) {
	log.Info("shutdown step", slog.String("step", "workers"))
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), c.ShutdownTimeout)
	defer cancel()
	if err := eng.Stop(sctx); err != nil {
		log.Warn("worker shutdown", slog.Any("error", err))
	}
}

// readiness checks the database answers and its schema is current.
func readiness(db *database) func(ctx context.Context) error {
	return func(ctx context.Context) error {
		ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
		defer cancel()
		st, err := store.MigrateStatus(ctx, db.Pool)
		if err != nil {
			return errors.New("database unreachable")
		}
		if !st.Current() {
			return (&SchemaOutdatedError{Have: st.CurrentSchema, Want: st.Latest})
		}
		return nil
	}
}
