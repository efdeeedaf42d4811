package app

import (
	"context"
	"fmt"
	"log/slog"
	"slices"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/clause"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/scan"
	"github.com/baton-dev/baton/store"
)

// NoopStages is the stage count of the noop pipeline the tests register
// (the bench builds its own; production processes have none).
const NoopStages = 4

// testPipelines are registered by every engine services build, besides
// the shipped ones. Only tests set it (the noop pipeline, for a `baton
// work` child process), so a production process works no noop_s* queue.
var testPipelines []*pipeline.Pipeline

// services are the shipped pipelines as one command builds them, once,
// from its settings (Config.Clause, Config.Scan): the engine runs them and
// the HTTP server takes its ingester and scan intake from the same values.
type services struct {
	clause     *pipeline.Pipeline
	clauseJobs []pipeline.JobKind
	// knowledge ingests reference documents with the clause pipeline's embedder.
	knowledge *clause.Ingester
	scan      *scan.Service
	scanPipe  *pipeline.Pipeline
	scanCfg   ScanConfig
}

// newServices builds every pipeline's service on st from c's settings,
// observed by c.ProviderObserver.
func newServices(st *store.Store, c *Config, log *slog.Logger) (*services, error) {
	cc, sc := c.Clause, c.Scan
	cc.Observe, sc.Observe = c.ProviderObserver, c.ProviderObserver
	emb, id, err := cc.embedder()
	if err != nil {
		return nil, err
	}
	s := &services{scanCfg: sc, knowledge: &clause.Ingester{Store: st, Embedder: emb, EmbedderID: id, Log: log}}
	if s.clause, s.clauseJobs, err = cc.pipeline(st, emb); err != nil {
		return nil, err
	}
	if s.scan, err = sc.service(st, log); err != nil {
		return nil, err
	}
	s.scanPipe = s.scan.Pipeline()
	return s, nil
}

// engine builds the engine on db with every shipped pipeline and their
// follow-up jobs.
func (s *services) engine(db *database, c *Config) (*pipeline.Engine, error) {
	ecfg := c.Engine
	if err := checkJudgeBatchQueue(ecfg.Queues, len(s.clauseJobs) > 0, ecfg.Logger); err != nil {
		return nil, err
	}
	ecfg.Jobs = slices.Concat(ecfg.Jobs, s.scan.Jobs(), s.clauseJobs)
	return pipeline.New(db.Pool, ecfg, slices.Concat([]*pipeline.Pipeline{s.clause, s.scanPipe}, testPipelines)...)
}

// checkJudgeBatchQueue checks --queues against batch judging. With it on,
// clause_judge_batch makes the judge's model calls and releases the
// clause_judge jobs, which otherwise wait until their deadline (90 % of the
// processing limit). A process that works clause_judge without
// clause_judge_batch is refused: the only split that would allow, the
// judge's bookkeeping on one machine and its model calls on another, gains
// nothing, while the mistake (a queue list written before batching was
// turned on) is silent and slow. A process that works clause_search but
// neither judge queue is a legitimate split (judging on another machine),
// so it gets a warning naming the queue that must run somewhere.
func checkJudgeBatchQueue(queues []string, batching bool, log *slog.Logger) error {
	if !batching || len(queues) == 0 || slices.Contains(queues, clause.QueueJudgeBatch) {
		return nil
	}
	if slices.Contains(queues, clause.QueueJudge) {
		return fmt.Errorf("--queues has %s but not %s, which batch judging (--clause-judge-batch) needs: add %s",
			clause.QueueJudge, clause.QueueJudgeBatch, clause.QueueJudgeBatch)
	}
	if slices.Contains(queues, clause.QueueSearch) && log != nil {
		log.Warn("batch judging is on and this process does not work " + clause.QueueJudgeBatch +
			": clauses wait for their judge until another `baton work` (or `baton serve`) works it")
	}
	return nil
}

// noteVision tells the operator, once at start, when scan photos are not
// looked at; the page tells its users in their words (GET /v1/scan/config).
func (s *services) noteVision(log *slog.Logger) {
	if s.scanCfg.Vision == ai.KindEmbedded {
		log.Info("scan photos are not looked at: the embedded vision classifies from the description alone; " +
			"--vision openai --vision-url URL --vision-model M sends them to a vision model")
	}
}

// scanIntake is the HTTP API's scan intake on eng.
func (s *services) scanIntake(eng *pipeline.Engine) *scan.Intake {
	return s.scan.NewIntake(eng, s.scanCfg.ImageMaxBytes, s.scanCfg.ImageFetchTimeout)
}

// newEngine builds the services and the engine running them.
func newEngine(db *database, c *Config) (*pipeline.Engine, *services, error) {
	svcs, err := newServices(store.New(db.Pool), c, c.Engine.Logger)
	if err != nil {
		return nil, nil, err
	}
	eng, err := svcs.engine(db, c)
	if err != nil {
		return nil, nil, err
	}
	return eng, svcs, nil
}

// ingestStarter loads the embedded starter corpora when missing: the
// clause starter corpus, embedded with the clause embedder, and its judge,
// and the scan rules.
func (s *services) ingestStarter(ctx context.Context, st *store.Store, log *slog.Logger) error {
	if _, _, err := s.knowledge.IngestStarter(ctx); err != nil {
		return fmt.Errorf("ingesting the clause starter corpus: %w", err)
	}
	if err := ingestScanRules(ctx, st, log); err != nil {
		return fmt.Errorf("ingesting the scan rules: %w", err)
	}
	return nil
}
