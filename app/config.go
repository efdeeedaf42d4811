package app

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/web"
)

// Defaults of the settings that are ours (engine defaults live in pipeline).
const (
	DataDirDefault         = "./baton-data"
	ListenDefault          = "127.0.0.1:8080"
	HealthListenDefault    = "127.0.0.1:8081"
	ShutdownTimeoutDefault = 30 * time.Second
	LogLevelDefault        = "info"
	LogFormatDefault       = "auto"
)

// Config is every setting of every command, filled from flags and their
// environment twins (BATON_<FLAG>, and DATABASE_URL) in one place.
type Config struct {
	DatabaseURL string
	DataDir     string
	PGListen    string
	AutoMigrate bool
	LogLevel    string
	LogFormat   string

	Listen          string
	HealthListen    string
	NoWorkers       bool
	ShutdownTimeout time.Duration
	IngestStarter   bool
	// InsecureNoAuth lets serve listen beyond loopback with no API token
	// (everyone is admin); without it serve refuses to start.
	InsecureNoAuth bool
	// Output is the format of commands that print records: text or json.
	Output string
	// createCluster lets the command initialise the private PostgreSQL when
	// --data-dir holds none (serve, migrate up, restore, bench); other commands say
	// where they looked instead of creating an empty cluster.
	createCluster bool

	Engine pipeline.Config
	// Clause and Scan are the pipelines' settings: flags of the commands
	// that run the pipeline, their defaults elsewhere (see newConfig).
	Clause ClauseConfig
	Scan   ScanConfig
	// HTTP are the API's and the health endpoint's connection limits.
	HTTP web.HTTPTimeouts

	// ProviderObserver, when set, sees every model provider call (serve and
	// work feed it to /metrics).
	ProviderObserver ai.Observer
}

// newConfig returns a Config whose pipeline settings hold their flags'
// defaults, for commands that build the engine without registering them all.
func newConfig() *Config {
	c := &Config{}
	fs := pflag.NewFlagSet("defaults", pflag.ContinueOnError)
	addClauseFlags(fs, &c.Clause)
	addScanFlags(fs, &c.Scan)
	return c
}

// Flag groups, shown as separate sections of --help (see usage).
const (
	groupAnnotation = "baton_group"
	groupDatabase   = "Database and logging flags"
	groupEngine     = "Engine flags"
	groupClause     = "Clause pipeline flags"
	groupScan       = "Scan pipeline flags"
)

// groupFlags files every flag add registers on fs under group.
func groupFlags(fs *pflag.FlagSet, group string, add func(fs *pflag.FlagSet)) {
	tmp := pflag.NewFlagSet(group, pflag.ContinueOnError)
	add(tmp)
	tmp.VisitAll(func(f *pflag.Flag) {
		if f.Annotations == nil {
			f.Annotations = map[string][]string{}
		}
		f.Annotations[groupAnnotation] = []string{group}
		fs.AddFlag(f)
	})
}

// hideGroups hides the flags of groups from --help; they still read their
// environment twins.
func hideGroups(fs *pflag.FlagSet, groups ...string) {
	fs.VisitAll(func(f *pflag.Flag) {
		if g := f.Annotations[groupAnnotation]; len(g) == 1 && slices.Contains(groups, g[0]) {
			f.Hidden = true
		}
	})
}

// envName maps a flag to its environment variable.
func envName(flag string) string {
	if flag == "database-url" {
		return "DATABASE_URL"
	}
	return "BATON_" + strings.ToUpper(strings.ReplaceAll(flag, "-", "_"))
}

// addDatabaseFlags adds the settings every command that opens the database has.
func addDatabaseFlags(fs *pflag.FlagSet, c *Config) {
	groupFlags(fs, groupDatabase, func(fs *pflag.FlagSet) { databaseFlags(fs, c) })
}

func databaseFlags(fs *pflag.FlagSet, c *Config) {
	fs.StringVar(&c.DatabaseURL, "database-url", "", "PostgreSQL URL; empty starts a private PostgreSQL under --data-dir")
	fs.StringVar(&c.DataDir, "data-dir", DataDirDefault, "folder of the private PostgreSQL used when no --database-url is given")
	fs.StringVar(&c.PGListen, "pg-listen", "", "also let the private PostgreSQL listen on this loopback host:port (default: unix socket only)")
	fs.StringVar(&c.LogLevel, "log-level", LogLevelDefault, "log level: debug, info, warn or error")
	fs.StringVar(&c.LogFormat, "log-format", LogFormatDefault, "log format: auto (text on a terminal, else json), json or text")
}

// addEngineFlags adds the engine's settings (serve, work, analyze, eval,
// bench).
func addEngineFlags(fs *pflag.FlagSet, c *Config) {
	groupFlags(fs, groupEngine, func(fs *pflag.FlagSet) { engineFlags(fs, c) })
}

// addAutoMigrateFlag adds --auto-migrate: among the engine's settings, and
// alone on the benches that don't take those settings.
func addAutoMigrateFlag(fs *pflag.FlagSet, c *Config) {
	fs.BoolVar(&c.AutoMigrate, "auto-migrate", false, "apply pending migrations at start (always on with the private PostgreSQL)")
}

func engineFlags(fs *pflag.FlagSet, c *Config) {
	e := &c.Engine
	addAutoMigrateFlag(fs, c)
	fs.IntVar(&e.WorkersPerQueue, "workers-per-queue", pipeline.WorkersPerQueueDefault, "stage jobs run at once per queue")
	fs.IntVar(&e.DirectRunsPerQueue, "direct-runs-per-queue", pipeline.DirectRunsPerQueueDefault, "stages per queue a process may run itself right after submitting a task or handing it off to them, beside --workers-per-queue (negative: none; 0: the default)")
	fs.DurationVar(&e.FetchCooldown, "fetch-cooldown", pipeline.FetchCooldownDefault, "River: least time between two fetches of new jobs")
	fs.DurationVar(&e.FetchPollInterval, "fetch-poll-interval", pipeline.FetchPollIntervalDefault, "River: fetch at least this often even without notifications")
	fs.DurationVar(&e.PendingLimit, "pending-limit", pipeline.PendingLimitDefault, "reaper: a task PENDING longer fails STALE_PENDING")
	fs.DurationVar(&e.ProcessingLimit, "processing-limit", pipeline.ProcessingLimitDefault, "reaper: a stage running (or queued) longer fails STALE_PROCESSING, unless the stage sets its own")
	fs.DurationVar(&e.HeartbeatTTL, "heartbeat-ttl", pipeline.HeartbeatTTLDefault, "reaper: a worker silent longer is dead (WORKER_DEAD)")
	fs.DurationVar(&e.HeartbeatInterval, "heartbeat-interval", pipeline.HeartbeatIntervalDefault, "how often each process refreshes its heartbeat")
	fs.DurationVar(&e.SweepInterval, "sweep-interval", pipeline.SweepIntervalDefault, "how often each working process offers to sweep (one sweeps at a time)")
	fs.DurationVar(&e.EventRetention, "event-retention", pipeline.EventRetentionDefault, "how long events are kept once their task is finished (at most --task-retention; dropped a partition at a time, within a quarter more)")
	e.TaskRetention = pipeline.TaskRetentionDefault
	fs.Var(retentionValue{&e.TaskRetention}, "task-retention", "how long a finished task (SUCCESS, FAILED, CANCELLED) is kept, with its outputs and picture (its events go with their time partition, see --event-retention); a batch's tasks go with the batch (e.g. 720h or 30d)")
	fs.DurationVar(&c.ShutdownTimeout, "shutdown-timeout", ShutdownTimeoutDefault, "how long running stages get to finish on shutdown")
}

// applyEnv sets every flag not given on the command line from its
// environment twin, and validates the result.
func applyEnv(fs *pflag.FlagSet) error {
	var err error
	fs.VisitAll(func(f *pflag.Flag) {
		if err != nil || f.Changed {
			return
		}
		v, ok := os.LookupEnv(envName(f.Name))
		if !ok && f.Name == "database-url" {
			v, ok = os.LookupEnv("BATON_DATABASE_URL")
		}
		if !ok {
			return
		}
		if e := f.Value.Set(v); e != nil {
			err = fmt.Errorf("%s=%q: %v", envName(f.Name), v, e)
		}
	})
	return err
}

// annotateEnv appends each flag's environment twin to its usage line.
func annotateEnv(fs *pflag.FlagSet) {
	fs.VisitAll(func(f *pflag.Flag) {
		if !strings.Contains(f.Usage, "(env ") {
			f.Usage += " (env " + envName(f.Name) + ")"
		}
	})
}

// TaskRetentionMax is the longest --task-retention: a century, which keeps
// finished tasks for good.
const TaskRetentionMax = 36500 * 24 * time.Hour

// retentionValue is a duration flag that also takes whole days ("30d") and
// refuses what can't be a retention, with a one-line reason.
type retentionValue struct{ d *time.Duration }

// Set parses a Go duration ("720h", "90m") or a number of days ("30d").
func (v retentionValue) Set(s string) error {
	d, err := time.ParseDuration(s)
	if days, ok := strings.CutSuffix(s, "d"); ok && err != nil {
		n, perr := strconv.ParseInt(days, 10, 64)
		if perr != nil {
			return fmt.Errorf("want a duration such as 720h or 30d")
		}
		if n > int64(TaskRetentionMax/(24*time.Hour)) || n < 0 {
			return errRetentionRange
		}
		d, err = time.Duration(n)*24*time.Hour, nil
	}
	if err != nil {
		return fmt.Errorf("want a duration such as 720h or 30d")
	}
	if d < pipeline.TaskRetentionMin || d > TaskRetentionMax {
		return errRetentionRange
	}
	*v.d = d
	return nil
}

var errRetentionRange = fmt.Errorf("must be from %s to %s", formatDays(pipeline.TaskRetentionMin), formatDays(TaskRetentionMax))

// String says whole days as "30d", other durations as Go does.
func (v retentionValue) String() string {
	if v.d == nil {
		return ""
	}
	return formatDays(*v.d)
}

// Type names the value in --help.
func (v retentionValue) Type() string { return "duration" }

// formatDays says a duration shortly: whole days as "30d", else as Go does
// without its trailing zero units ("1m", "90m", "1h30m").
func formatDays(d time.Duration) string {
	if d > 0 && d%(24*time.Hour) == 0 {
		return strconv.FormatInt(int64(d/(24*time.Hour)), 10) + "d"
	}
	s := d.String()
	if strings.HasSuffix(s, "m0s") {
		s = strings.TrimSuffix(s, "0s")
	}
	if strings.HasSuffix(s, "h0m") {
		s = strings.TrimSuffix(s, "0m")
	}
	return s
}
