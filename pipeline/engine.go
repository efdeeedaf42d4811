package pipeline

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/rivertype"

	"github.com/baton-dev/baton/store"
)

// Engine defaults, applied in one place by Config.withDefaults.
const (
	PendingLimitDefault      = 5 * time.Minute
	ProcessingLimitDefault   = 10 * time.Minute
	HeartbeatTTLDefault      = 30 * time.Second
	HeartbeatIntervalDefault = 5 * time.Second
	SweepIntervalDefault     = 30 * time.Second
	EventRetentionDefault    = 7 * 24 * time.Hour
	TaskRetentionDefault     = 30 * 24 * time.Hour
	WorkersPerQueueDefault   = 32
	FetchCooldownDefault     = 5 * time.Millisecond
	FetchPollIntervalDefault = 200 * time.Millisecond
	RetryBackoffDefault      = time.Second
	RetryBackoffMaxDefault   = time.Minute
	// ReapBatchDefault is the most tasks one transaction of a reaper rule
	// acts on, and ReapBudgetDefault how long a sweep runs its rules: each
	// transaction is sized from the rule's measured cost per task to end
	// within what is left of it, none smaller than ReapBatchMin is started,
	// and the rest goes to the next sweep, which follows at once (see
	// Engine.Reap). A batch of 1,000 held its rows for 100–500 ms on a
	// 2-core machine; see docs/benchmarks.md, "Reaper", for what these
	// numbers cost and drain.
	ReapBatchDefault  = 250
	ReapBatchMin      = 25
	ReapBudgetDefault = 100 * time.Millisecond
	// TaskRetentionMin is the shortest TaskRetention: a client that
	// submits and then reads its result must find it.
	TaskRetentionMin = time.Minute
	// PruneBatch is how many tasks (or, for batches, about how many) one
	// retention statement deletes; a sweep runs such statements, pausing
	// after each round as long as it took, for up to two-thirds of its
	// interval (see Engine.prune).
	PruneBatch = 250
	// riverCompletedRetentionMax and riverDiscardedRetentionMax are River's
	// defaults for its finalised jobs, which the engine shortens to
	// TaskRetention when that is shorter (see New).
	riverCompletedRetentionMax = 24 * time.Hour
	riverDiscardedRetentionMax = 7 * 24 * time.Hour
	// riverReindexEvery is how often River's reindexer rebuilds
	// riverReindexIndexes (REINDEX CONCURRENTLY, one at a time, on River's
	// leader; River's default is all of river_job's indexes once a day, at
	// midnight UTC). Every stage job puts its task's id in args, and a GIN
	// index (river_job_args_index) never removes a key once added, even
	// after vacuum removed every row that had it: at 150 tasks/s it grew
	// ~1.2 MB a minute and was the only relation still growing once
	// retention kept pace (docs/benchmarks.md, "What still grew"), and every
	// vacuum of river_job reads it whole. Rebuilt every five minutes, it
	// holds at most five minutes of keys, so the database's size levels off
	// within a soak. Ten minutes (session 13 to 15) let it reach twice its
	// rebuilt size at 640 tasks/s, and the handoff's p50 rose with it
	// through every cycle (docs/benchmarks.md, session 16). river_job's stage jobs are deleted by their handoff, so
	// what a rebuild reads is the work in flight and the finalised jobs
	// River keeps (at most a day of them); a rebuild that overruns River's
	// timeout leaves a _ccnew index behind (docs/operations.md,
	// "Autovacuum").
	riverReindexEvery = 5 * time.Minute
	// groupFlushLimit is how many claim (and handoff) batches may run at
	// once in one process.
	groupFlushLimit = 1
)

// riverReindexIndexes are the indexes River's reindexer rebuilds every
// riverReindexEvery: river_job's two GIN indexes, which only a rebuild
// shrinks. Its B-trees are left to vacuum, which reuses their emptied
// pages (they levelled off in every soak), so a river_job holding many
// finalised jobs is not rebuilt whole every five minutes.
var riverReindexIndexes = []string{"river_job_args_index", "river_job_metadata_index"}

// MaintenanceQueue is always worked by a working process, for the
// housekeeping jobs pipelines add (River queue names allow letters, digits,
// "_" and "-" only, so the stage clause.search runs on queue
// "clause_search"). The reaper is not a job: see Engine.sweepLoop.
const MaintenanceQueue = "baton_maintenance"

// Config configures an Engine. Zero values take the XxxDefault constants.
type Config struct {
	// WorkerID identifies this process (River client id too). Default:
	// hostname-pid-random.
	WorkerID string
	// Work makes this process run stage jobs and take its turns at the
	// reaper. False: the engine only submits (serve --no-workers).
	Work bool
	// Queues limits the queues this process works; empty means every
	// stage queue of every pipeline. MaintenanceQueue is always added.
	Queues []string
	// WorkersPerQueue is how many jobs of one queue River runs at once.
	WorkersPerQueue int
	// DirectRunsPerQueue is how many stages of one queue this process may
	// run at once itself, straight after submitting a task or handing it
	// off to that queue, beside River's WorkersPerQueue (see direct.go). Default
	// DirectRunsPerQueueDefault; negative: none, every stage waits for
	// River's fetch.
	DirectRunsPerQueue int
	// FetchCooldown and FetchPollInterval tune how fast River picks up new
	// jobs (see docs/benchmarks.md for what they buy).
	FetchCooldown     time.Duration
	FetchPollInterval time.Duration
	PendingLimit      time.Duration
	ProcessingLimit   time.Duration
	HeartbeatTTL      time.Duration
	HeartbeatInterval time.Duration
	SweepInterval     time.Duration
	// EventRetention is how long the events of a finished task (or batch)
	// are kept.
	EventRetention time.Duration
	// TaskRetention is how long a finished task (SUCCESS, FAILED or
	// CANCELLED) is kept, with everything that hangs off it; a batch's
	// tasks go with the batch once it is DONE for that long. At least
	// TaskRetentionMin; default TaskRetentionDefault.
	TaskRetention time.Duration
	// RetryBackoff is the first retry's delay; it doubles per attempt up to
	// RetryBackoffMax, with ±20% jitter.
	RetryBackoff    time.Duration
	RetryBackoffMax time.Duration
	// RiverSyncCommit keeps River's own bookkeeping on synchronous commits
	// too (default off: see New).
	RiverSyncCommit bool
	Logger          *slog.Logger
	// Trace, when set, is given the instants of every stage job's life in
	// this process (see TracePoint), River's fetches included. It is
	// called from the workers' goroutines as they go, so it must be quick
	// and safe for concurrent use. For measurement (bench --trace), not
	// for production.
	Trace func(TracePoint)
	// Jobs are the follow-up job kinds of the pipelines (see JobKind).
	Jobs []JobKind
}

// JobKind is a follow-up River job that a pipeline inserts from its hooks
// (Stage.Commit, Pipeline.Terminal): a webhook delivery, a summary refresh.
// The engine registers its worker and works its queue like a stage queue,
// so Config.Queues can select it.
type JobKind struct {
	// Queue is the River queue the job is inserted into.
	Queue string
	// Register adds the job's worker, e.g.
	// func(w *river.Workers) error { return river.AddWorkerSafely(w, wk) }.
	Register func(w *river.Workers) error
	// Periodic, when set, is inserted on a schedule by the elected leader
	// (housekeeping such as the scan pipeline's picture retention).
	Periodic *river.PeriodicJob
}

func (c Config) withDefaults() Config {
	c.WorkersPerQueue = cmp.Or(c.WorkersPerQueue, WorkersPerQueueDefault)
	c.DirectRunsPerQueue = max(cmp.Or(c.DirectRunsPerQueue, DirectRunsPerQueueDefault), 0)
	c.FetchCooldown = cmp.Or(c.FetchCooldown, FetchCooldownDefault)
	c.FetchPollInterval = cmp.Or(c.FetchPollInterval, FetchPollIntervalDefault)
	c.PendingLimit = cmp.Or(c.PendingLimit, PendingLimitDefault)
	c.ProcessingLimit = cmp.Or(c.ProcessingLimit, ProcessingLimitDefault)
	c.HeartbeatTTL = cmp.Or(c.HeartbeatTTL, HeartbeatTTLDefault)
	c.HeartbeatInterval = cmp.Or(c.HeartbeatInterval, HeartbeatIntervalDefault)
	c.SweepInterval = cmp.Or(c.SweepInterval, SweepIntervalDefault)
	c.EventRetention = cmp.Or(c.EventRetention, EventRetentionDefault)
	c.TaskRetention = cmp.Or(c.TaskRetention, TaskRetentionDefault)
	c.RetryBackoff = cmp.Or(c.RetryBackoff, RetryBackoffDefault)
	c.RetryBackoffMax = cmp.Or(c.RetryBackoffMax, RetryBackoffMaxDefault)
	if c.WorkerID == "" {
		c.WorkerID = NewWorkerID()
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	return c
}

func (c Config) validate() error {
	if c.HeartbeatInterval >= c.HeartbeatTTL {
		return fmt.Errorf("HeartbeatInterval (%s) must be shorter than HeartbeatTTL (%s)", c.HeartbeatInterval, c.HeartbeatTTL)
	}
	if c.FetchPollInterval < c.FetchCooldown {
		return fmt.Errorf("FetchPollInterval (%s) cannot be shorter than FetchCooldown (%s)", c.FetchPollInterval, c.FetchCooldown)
	}
	if c.TaskRetention < TaskRetentionMin {
		return fmt.Errorf("TaskRetention must be at least %s, got %s", TaskRetentionMin, c.TaskRetention)
	}
	if c.WorkersPerQueue < 1 || c.WorkersPerQueue > 10000 {
		return fmt.Errorf("WorkersPerQueue must be between 1 and 10000, got %d", c.WorkersPerQueue)
	}
	if c.DirectRunsPerQueue > 10000 {
		return fmt.Errorf("DirectRunsPerQueue must be at most 10000, got %d", c.DirectRunsPerQueue)
	}
	return nil
}

// riverJobRetention is how long River keeps its completed, cancelled and
// discarded jobs: River's defaults (a day, a day, a week), or TaskRetention
// when shorter. A River job row is the bookkeeping of one stage run, read by
// nobody but River UI once finalised; River's cleaner (on its elected
// leader, every 30 s) deletes it after this, so no job row outlives its
// task, and river_job, River's hot table, holds a day of finalised jobs at
// most rather than TaskRetention's worth. A stage job that ran cleanly
// never waits for the cleaner: the handoff that commits its stage deletes
// it (completeJobsSQL).
func (c Config) riverJobRetention() (completed, cancelled, discarded time.Duration) {
	return min(c.TaskRetention, riverCompletedRetentionMax), min(c.TaskRetention, riverCompletedRetentionMax),
		min(c.TaskRetention, riverDiscardedRetentionMax)
}

// NewWorkerID returns hostname-pid-random, unique per process.
func NewWorkerID() string {
	host, _ := os.Hostname()
	b := make([]byte, 3)
	_, _ = rand.Read(b)
	return fmt.Sprintf("%s-%d-%s", cmp.Or(host, "host"), os.Getpid(), hex.EncodeToString(b))
}

// Engine runs pipelines on one PostgreSQL: submission, stage workers,
// heartbeats and the reaper.
type Engine struct {
	cfg       Config
	pool      *pgxpool.Pool
	store     *store.Store
	river     *river.Client[pgx.Tx]
	jobs      riverAdapter  // what we do with River beyond its public API
	riverPool *pgxpool.Pool // River's pool when it differs from pool
	pipelines map[string]*Pipeline
	queues    []string
	log       *slog.Logger
	metrics   Metrics
	reap      reapLimits // ReapBatchDefault, ReapBatchMin and ReapBudgetDefault; tests lower them
	reapPlan  reapPlan   // what one sweep leaves the next (see Reap)

	// claims, handOffs and submits batch the claims, handoffs and
	// submissions that happen at the same time (see group).
	claims   *group[store.ClaimParams, *store.Claimed]
	handOffs *group[*handOffCall, *store.Task]
	submits  *group[*submitCall, []int64]
	// direct accounts for the stages this process runs itself (nil when
	// it doesn't work; see direct.go).
	direct *directRuns
	// events tells this process's hub and other processes of committed
	// events (see announce.go).
	events announcer

	// bgStop stops the heartbeat and sweep loops; each closes its bgDone.
	bgStop chan struct{}
	bgDone []chan struct{}
	// hbFailedAt is when this process last failed to heartbeat (Unix
	// nanoseconds; 0: never): see Engine.mayJudgeDead.
	hbFailedAt atomic.Int64
	mu         sync.Mutex

	// testHookBeforeHandOffCommit, when set, runs just before a handoff
	// transaction commits, with the stages it hands off; an error aborts it
	// (tests inject failures here).
	testHookBeforeHandOffCommit func(batch []*handOffCall) error
	// testHookBeforeDispatch runs before Submit inserts the first jobs.
	testHookBeforeDispatch func() error
	// testHookPrunePause, when set, is called instead of pausing between
	// two rounds of pruning (see Engine.prune), with the pause.
	testHookPrunePause func(time.Duration)
}

// New validates cfg and the pipelines and builds an Engine (not started).
func New(pool *pgxpool.Pool, cfg Config, pipelines ...*Pipeline) (*Engine, error) {
	cfg = cfg.withDefaults()
	if err := cfg.validate(); err != nil {
		return nil, fmt.Errorf("pipeline: %w", err)
	}
	e := &Engine{cfg: cfg, pool: pool, store: store.New(pool), pipelines: map[string]*Pipeline{}, log: cfg.Logger, metrics: nopMetrics{},
		reap: reapLimits{Batch: ReapBatchDefault, Min: ReapBatchMin, Budget: ReapBudgetDefault}}
	e.claims = newGroup(groupFlushLimit, e.store.TaskClaimMany)
	e.handOffs = newGroup(groupFlushLimit, e.handOffTx)
	e.submits = newGroup(groupFlushLimit, e.submitTx)
	allQueues := []string{MaintenanceQueue}
	for _, p := range pipelines {
		if err := p.validate(cfg.ProcessingLimit); err != nil {
			return nil, err
		}
		if _, dup := e.pipelines[p.Name]; dup {
			return nil, fmt.Errorf("pipeline %s registered twice", p.Name)
		}
		e.pipelines[p.Name] = p
		for _, s := range p.Stages {
			if !slices.Contains(allQueues, s.Queue) {
				allQueues = append(allQueues, s.Queue)
			}
		}
	}
	for _, j := range cfg.Jobs {
		if j.Queue == "" || j.Register == nil {
			return nil, errors.New("pipeline: a JobKind needs a Queue and a Register func")
		}
		if !slices.Contains(allQueues, j.Queue) {
			allQueues = append(allQueues, j.Queue)
		}
	}
	queues := allQueues
	if len(cfg.Queues) > 0 {
		queues = []string{MaintenanceQueue}
		for _, q := range cfg.Queues {
			if !slices.Contains(allQueues, q) {
				return nil, fmt.Errorf("pipeline: unknown queue %q (known: %v)", q, allQueues)
			}
			if !slices.Contains(queues, q) {
				queues = append(queues, q)
			}
		}
	}
	e.queues = queues
	if cfg.Work {
		e.direct = newDirectRuns(cfg.DirectRunsPerQueue, queues)
	}

	workers := river.NewWorkers()
	river.AddWorker(workers, &stageWorker{e: e})
	for _, j := range cfg.Jobs {
		if err := j.Register(workers); err != nil {
			return nil, fmt.Errorf("pipeline: job kind on queue %s: %w", j.Queue, err)
		}
	}
	rc := &river.Config{
		ID:                cfg.WorkerID,
		Logger:            riverLogger(cfg.Logger),
		Workers:           workers,
		FetchCooldown:     cfg.FetchCooldown,
		FetchPollInterval: cfg.FetchPollInterval,
		JobTimeout:        -1, // each stage sets its own in stageWorker.Timeout
	}
	rc.CompletedJobRetentionPeriod, rc.CancelledJobRetentionPeriod, rc.DiscardedJobRetentionPeriod = cfg.riverJobRetention()
	rc.ReindexerSchedule = river.PeriodicInterval(riverReindexEvery)
	rc.ReindexerIndexNames = riverReindexIndexes
	if cfg.Work {
		rc.Queues = make(map[string]river.QueueConfig, len(queues))
		for _, q := range queues {
			rc.Queues[q] = river.QueueConfig{MaxWorkers: cfg.WorkersPerQueue}
		}
		for _, j := range cfg.Jobs {
			if j.Periodic != nil {
				rc.PeriodicJobs = append(rc.PeriodicJobs, j.Periodic)
			}
		}
	}
	riverPool := pool
	if cfg.Work && !cfg.RiverSyncCommit {
		// River's own bookkeeping (fetching, leader election, its completer,
		// periodic inserts) runs on a pool with synchronous_commit=off: none
		// of it needs to survive a database crash, because every stage
		// result, handoff and job completion of ours commits in our own
		// transactions on the synchronous pool, and a fetch lost in a crash
		// only makes River run the job again, which the generation fence
		// turns into a no-op or a clean re-run.
		pc := pool.Config().Copy()
		pc.ConnConfig.RuntimeParams["synchronous_commit"] = "off"
		pc.MaxConns = int32(min(5+len(queues), 33)) // + the claims
		if cfg.Trace != nil {
			pc.ConnConfig.Tracer = fetchTracer{trace: cfg.Trace}
		}
		pc.MinConns = 0
		rp, err := pgxpool.NewWithConfig(context.Background(), pc)
		if err != nil {
			return nil, fmt.Errorf("pipeline: unable to open river pool: %w", err)
		}
		riverPool, e.riverPool = rp, rp
		// Claims commit on that pool too: an idle handoff then waits for
		// one WAL flush (its own) instead of two (see docs/engine.md). A
		// claim lost in a crash is harmless: the handoff of a stage whose
		// task nobody claimed still lands (store.TaskHandOffMany), the
		// handoff's own flush makes every earlier claim durable, and a
		// worker that dies unclaimed is found by the reaper through
		// River's job row, as one killed between fetch and claim always was.
		e.claims = newGroup(groupFlushLimit, store.New(rp).TaskClaimMany)
	}
	client, err := river.NewClient(riverpgxv5.New(riverPool), rc)
	if err != nil {
		if e.riverPool != nil {
			e.riverPool.Close()
		}
		return nil, fmt.Errorf("pipeline: unable to create river client: %w", err)
	}
	e.river = client
	e.jobs = newRiverAdapter(client, rc.Schema)
	return e, nil
}

// SetMetrics installs the metrics sink (Prometheus in production).
func (e *Engine) SetMetrics(m Metrics) {
	if m != nil {
		e.metrics = m
	}
}

// WorkerID is this process's id (also River's client id).
func (e *Engine) WorkerID() string { return e.cfg.WorkerID }

// Queues are the queues this process works (when Work is set).
func (e *Engine) Queues() []string { return e.queues }

// Store is the engine's store.
func (e *Engine) Store() *store.Store { return e.store }

// River is the River client (for River UI and tests).
func (e *Engine) River() *river.Client[pgx.Tx] { return e.river }

// Pipeline returns a registered pipeline by name.
func (e *Engine) Pipeline(name string) (*Pipeline, bool) {
	p, ok := e.pipelines[name]
	return p, ok
}

// Start registers the process in `workers` and, when the engine works,
// starts its heartbeat, its reaper sweeps and River's workers.
func (e *Engine) Start(ctx context.Context) error {
	if !e.cfg.Work {
		return nil
	}
	host, _ := os.Hostname()
	w := store.Worker{ID: e.cfg.WorkerID, Host: host, PID: os.Getpid(), Queues: e.queues}
	if err := e.store.WorkerUpsert(ctx, w); err != nil {
		return err
	}
	stop, hbDone, sweepDone := make(chan struct{}), make(chan struct{}), make(chan struct{})
	e.mu.Lock()
	e.bgStop, e.bgDone = stop, []chan struct{}{hbDone, sweepDone}
	e.mu.Unlock()
	go e.heartbeatLoop(w, stop, hbDone)
	go e.sweepLoop(stop, sweepDone)
	if err := e.river.Start(ctx); err != nil {
		e.stopBackground()
		return fmt.Errorf("pipeline: unable to start river: %w", err)
	}
	return nil
}

// Stop lets running stages finish (River's soft stop), waits until River has
// stopped or ctx ends, then stops the heartbeat and deregisters the process,
// and returns once the announcement of its last events is sent.
func (e *Engine) Stop(ctx context.Context) error {
	defer e.waitAnnounced()
	if !e.cfg.Work {
		return nil
	}
	// No new direct runs: a stage finishing from now on leaves its next
	// job to River (in whichever process fetches it).
	e.direct.stopTaking()
	err := e.river.Stop(ctx)
	if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded) {
		e.log.Error("river stop", slog.Any("error", err))
	}
	if err == nil {
		err = e.waitDirect(ctx)
	}
	if err != nil {
		// Soft stop timed out: cancel the remaining jobs, River's and the
		// direct runs; their stages retry elsewhere (the handoff never
		// half-commits).
		hard, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
		e.direct.stop(errDirectStopped)
		_ = e.river.StopAndCancel(hard)
		if werr := e.waitDirect(hard); werr != nil {
			e.log.Error("direct runs still going after the hard stop", slog.Any("error", werr))
		}
		cancel()
	}
	e.stopBackground()
	dctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	err = e.store.WorkerDelete(dctx, e.cfg.WorkerID)
	if e.riverPool != nil {
		e.riverPool.Close()
	}
	return err
}

// stopBackground stops the heartbeat and sweep loops and waits for them.
func (e *Engine) stopBackground() {
	e.mu.Lock()
	stop, done := e.bgStop, e.bgDone
	e.bgStop, e.bgDone = nil, nil
	e.mu.Unlock()
	if stop != nil {
		close(stop)
		for _, d := range done {
			<-d
		}
	}
}

func (e *Engine) heartbeatLoop(w store.Worker, stop <-chan struct{}, done chan<- struct{}) {
	defer close(done)
	t := time.NewTicker(e.cfg.HeartbeatInterval)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			// A heartbeat may take up to half the TTL: one that fails is
			// taken for PostgreSQL being unreachable (see mayJudgeDead), not
			// merely slow.
			ctx, cancel := context.WithTimeout(context.Background(), max(e.cfg.HeartbeatInterval, e.cfg.HeartbeatTTL/2))
			if err := e.store.WorkerUpsert(ctx, w); err != nil {
				e.hbFailedAt.Store(time.Now().UnixNano())
				e.log.Warn("heartbeat failed", slog.String("worker_id", w.ID), slog.Any("error", err))
			}
			e.pollCancels(ctx)
			cancel()
		}
	}
}

// Tx is a transaction handed to pipeline hooks (Stage.Commit,
// Pipeline.Terminal): SQL through Store, follow-up jobs through InsertJob,
// all committed with the handoff or not at all.
type Tx struct {
	pgx.Tx
	Store *store.Store
	e     *Engine
}

// InsertJob enqueues a River job in this transaction.
func (t *Tx) InsertJob(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobRow, error) {
	res, err := t.e.river.InsertTx(ctx, t.Tx, args, opts)
	if err != nil {
		return nil, fmt.Errorf("pipeline: unable to insert job: %w", err)
	}
	return res.Job, nil
}

// ReleaseJob makes a job available now, in this transaction (a Held
// stage's job; see Stage.Held). A running job is left alone.
func (t *Tx) ReleaseJob(ctx context.Context, id int64) error {
	if _, err := t.e.river.JobRetryTx(ctx, t.Tx, id); err != nil {
		return fmt.Errorf("pipeline: unable to release job %d: %w", id, err)
	}
	return nil
}

// HandOff is what Stage.Commit gets: the transaction, the task and the
// output just written.
type HandOff struct {
	*Tx
	Task    *store.Task
	Input   *StageInput
	Output  []byte
	IsFinal bool
}
