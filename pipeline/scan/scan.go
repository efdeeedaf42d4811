// Package scan is the waste-scan pipeline: a user photographs an item and
// asks how to dispose of it, and four stages, each on its own queue, answer:
//
//	vision  (scan_vision)       classify into major / middle / minor category plus situation tags
//	rule    (scan_rule)         hybrid search of the disposal-rules corpus, restricted to the category
//	answer  (scan_answer)       ordered disposal steps, insufficiencies and a short reply
//	reward  (reward_character)  grant the category's character when the item was sorted right
//
// Two follow-up job kinds run on their own queues: my_sync refreshes the
// user's collection summary (inserted in the reward stage's handoff
// transaction) and webhook POSTs the final result to the task's callback
// URL (inserted when the task turns SUCCESS or FAILED).
//
// The final result has the shape the Eco² clients read:
// {task_id, status, pipeline_result: {classification_result, disposal_rules,
// final_answer}, reward, error}.
package scan

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"sync"
	"time"
	"unicode"

	"github.com/riverqueue/river"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/lib/netguard"
	"github.com/baton-dev/baton/pipeline/scan/catalog"
	"github.com/baton-dev/baton/store"
)

// PipelineName is the name scan tasks are submitted under.
const PipelineName = "scan"

// Stage names, and the River queues that run them (the stage scan.vision
// runs on queue scan_vision: River queue names allow no dots).
const (
	StageVision = "vision"
	StageRule   = "rule"
	StageAnswer = "answer"
	StageReward = "reward"

	QueueVision = "scan_vision"
	QueueRule   = "scan_rule"
	QueueAnswer = "scan_answer"
	QueueReward = "reward_character"
	QueueSync   = "my_sync"
	// QueueMaintenance runs the picture retention job.
	QueueMaintenance = "scan_maintenance"
	QueueWebhook     = "webhook"
)

// Defaults applied by Config.withDefaults where a field is zero.
const (
	// RuleLimitDefault is how many rules the rule stage keeps; every
	// category of the shipped corpus has fewer.
	RuleLimitDefault = 30
	// EmbedMinSimilarityDefault is the least cosine between the user's
	// words and a taxonomy entry for the embedded vision stand-in to
	// classify by embedding when no catalog term matched.
	EmbedMinSimilarityDefault = 0.45
	// EmbedMinMarginDefault is how much the best category must beat the
	// best other category by, for the same fallback.
	EmbedMinMarginDefault = 0.08
	// WebhookTimeoutDefault bounds one delivery attempt.
	WebhookTimeoutDefault = 10 * time.Second
	// WebhookMaxAttemptsDefault is how many times a delivery is tried.
	WebhookMaxAttemptsDefault = 8
	// WebhookBackoffDefault is the wait before the first redelivery; it
	// doubles per attempt up to WebhookBackoffMaxDefault, with ±20% jitter.
	WebhookBackoffDefault    = 5 * time.Second
	WebhookBackoffMaxDefault = 10 * time.Minute
	// ModelStageTimeout bounds one attempt of the vision and answer
	// stages: room for an HTTP model call with its own retries (three
	// attempts of ai.HTTPTimeoutDefault plus backoff).
	ModelStageTimeout = 4 * time.Minute
)

// Config configures the scan pipeline. Zero values take the defaults.
type Config struct {
	// Embedder embeds rule queries (and, as a fallback, the user's words
	// for the embedded classifier). It must be the embedder the rules
	// corpus was ingested with. Default: the hash embedder.
	Embedder ai.Embedder
	// Vision is an image-capable chat model; nil uses the embedded
	// stand-in, which classifies from the user's own words only.
	Vision ai.Chat
	// Chat writes the answer; nil uses the embedded template writer.
	Chat ai.Chat
	// Guard opens callback URLs (and image URLs at intake). Default: a
	// Guard with no allow-listed hosts.
	Guard *netguard.Guard
	// WebhookSecret keys the HMAC-SHA256 X-Baton-Signature of deliveries.
	// Empty: tasks with a callback_url are refused at intake.
	WebhookSecret      string
	WebhookTimeout     time.Duration
	WebhookMaxAttempts int
	WebhookBackoff     time.Duration
	WebhookBackoffMax  time.Duration
	RuleLimit          int
	EmbedMinSimilarity float64
	EmbedMinMargin     float64
	// ImageRetention is how long a picture is kept once no open task needs
	// it (default ImageRetentionDefault); a retry after that fails
	// VISION_FAILED saying the picture is gone.
	ImageRetention time.Duration
	Logger         *slog.Logger
}

func (c Config) withDefaults() Config {
	if c.Embedder == nil {
		c.Embedder = ai.NewHashEmbedder(0)
	}
	if c.Guard == nil {
		c.Guard = &netguard.Guard{}
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
	c.WebhookTimeout = cmp.Or(c.WebhookTimeout, WebhookTimeoutDefault)
	c.WebhookMaxAttempts = cmp.Or(c.WebhookMaxAttempts, WebhookMaxAttemptsDefault)
	c.WebhookBackoff = cmp.Or(c.WebhookBackoff, WebhookBackoffDefault)
	c.WebhookBackoffMax = cmp.Or(c.WebhookBackoffMax, WebhookBackoffMaxDefault)
	c.RuleLimit = cmp.Or(c.RuleLimit, RuleLimitDefault)
	c.ImageRetention = cmp.Or(c.ImageRetention, ImageRetentionDefault)
	c.EmbedMinSimilarity = cmp.Or(c.EmbedMinSimilarity, EmbedMinSimilarityDefault)
	c.EmbedMinMargin = cmp.Or(c.EmbedMinMargin, EmbedMinMarginDefault)
	return c
}

// Service holds the scan pipeline's collaborators; its stages, follow-up
// jobs and hooks are methods on it. It is safe for concurrent use.
type Service struct {
	cfg Config
	st  *store.Store
	cat *catalog.Catalog

	taxMu sync.Mutex
	tax   []taxEntry
}

// New returns the scan Service on st.
func New(st *store.Store, cfg Config) (*Service, error) {
	cat, err := catalog.Load()
	if err != nil {
		return nil, fmt.Errorf("scan: %w", err)
	}
	cfg = cfg.withDefaults()
	if cfg.WebhookMaxAttempts < 1 {
		return nil, fmt.Errorf("scan: WebhookMaxAttempts must be at least 1, got %d", cfg.WebhookMaxAttempts)
	}
	return &Service{cfg: cfg, st: st, cat: cat}, nil
}

// Catalog is the embedded taxonomy, rules and characters.
func (s *Service) Catalog() *catalog.Catalog { return s.cat }

// WebhooksEnabled reports whether a webhook secret is configured.
func (s *Service) WebhooksEnabled() bool { return s.cfg.WebhookSecret != "" }

// Pipeline returns the scan pipeline for pipeline.New. Register Jobs with
// the engine too (pipeline.Config.Jobs).
func (s *Service) Pipeline() *pipeline.Pipeline {
	return &pipeline.Pipeline{
		Name: PipelineName,
		Stages: []pipeline.Stage{
			{Name: StageVision, Queue: QueueVision, ErrorCode: CodeVisionFailed, Run: s.runVision, Weight: 2, Timeout: ModelStageTimeout},
			{Name: StageRule, Queue: QueueRule, ErrorCode: CodeRuleFailed, Run: s.runRule},
			{Name: StageAnswer, Queue: QueueAnswer, ErrorCode: CodeLLMFailed, Run: s.runAnswer, Weight: 2, Timeout: ModelStageTimeout},
			// The reward stage never fails a task (see runReward); its code
			// only shows if its handoff itself can't commit.
			{Name: StageReward, Queue: QueueReward, ErrorCode: CodeLLMFailed, Run: s.runReward, Commit: s.commitReward},
		},
		Result:   s.result,
		Terminal: s.terminal,
	}
}

// Jobs returns the follow-up job kinds (my_sync, webhook) and the hourly
// picture retention for pipeline.Config.Jobs.
func (s *Service) Jobs() []pipeline.JobKind {
	return []pipeline.JobKind{
		{Queue: QueueSync, Register: func(w *river.Workers) error { return river.AddWorkerSafely(w, &syncWorker{s: s}) }},
		{Queue: QueueWebhook, Register: func(w *river.Workers) error { return river.AddWorkerSafely(w, &webhookWorker{s: s}) }},
		{
			Queue:    QueueMaintenance,
			Register: func(w *river.Workers) error { return river.AddWorkerSafely(w, &retentionWorker{s: s}) },
			Periodic: river.NewPeriodicJob(river.PeriodicInterval(time.Hour),
				func() (river.JobArgs, *river.InsertOpts) { return RetentionArgs{}, nil },
				&river.PeriodicJobOpts{ID: RetentionJobKind, RunOnStart: true}),
		},
	}
}

// ImageRetentionDefault keeps pictures a week, like the events of finished
// tasks.
const ImageRetentionDefault = 7 * 24 * time.Hour

// RetentionArgs is the periodic job that deletes expired pictures.
type RetentionArgs struct{}

// RetentionJobKind is its River kind.
const RetentionJobKind = "scan.retention"

// Kind implements river.JobArgs.
func (RetentionArgs) Kind() string { return RetentionJobKind }

// InsertOpts puts it on the maintenance queue.
func (RetentionArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{Queue: QueueMaintenance} }

type retentionWorker struct {
	river.WorkerDefaults[RetentionArgs]
	s *Service
}

// Work deletes the pictures stored more than ImageRetention ago that no open
// task needs, a thousand at a time.
func (w *retentionWorker) Work(ctx context.Context, _ *river.Job[RetentionArgs]) error {
	return w.s.DeleteExpiredImages(ctx, time.Now())
}

// DeleteExpiredImages deletes the pictures stored more than ImageRetention
// before now that no open task needs.
func (s *Service) DeleteExpiredImages(ctx context.Context, now time.Time) error {
	var total int64
	for {
		n, err := s.st.ScanImageDeleteExpired(ctx, now.Add(-s.cfg.ImageRetention), 1000)
		if err != nil {
			return err
		}
		total += n
		if n < 1000 {
			break
		}
	}
	if total > 0 {
		s.cfg.Logger.Info("expired scan pictures deleted", slog.Int64("count", total))
	}
	return nil
}

// Input is a scan task's input, written by Intake.Submit.
type Input struct {
	UserID    string `json:"user_id"`
	UserInput string `json:"user_input"`
	// ImageID names the scan_images row holding the picture; empty when
	// the scan came with words only (ImageSource "none").
	ImageID     string `json:"image_id"`
	ImageMIME   string `json:"image_mime"`
	ImageSource string `json:"image_source"`
	ImageURL    string `json:"image_url,omitempty"`
	CallbackURL string `json:"callback_url,omitempty"`
}

func decodeInput(raw json.RawMessage) (Input, error) {
	var in Input
	if err := json.Unmarshal(raw, &in); err != nil {
		return in, pipeline.Permanent(fmt.Errorf("scan: task input: %w", err))
	}
	return in, nil
}

// decodeOutput reads an earlier stage's output.
func decodeOutput[T any](in *pipeline.StageInput, stage string) (T, error) {
	var v T
	raw, ok := in.Outputs[stage]
	if !ok {
		return v, pipeline.Permanent(fmt.Errorf("scan: no %s output", stage))
	}
	if err := json.Unmarshal(raw, &v); err != nil {
		return v, pipeline.Permanent(fmt.Errorf("scan: %s output: %w", stage, err))
	}
	return v, nil
}

// decodeClassified reads the task input and the vision stage's output,
// which every stage after it starts from.
func decodeClassified(in *pipeline.StageInput) (Input, Classification, error) {
	inp, err := decodeInput(in.Input)
	if err != nil {
		return inp, Classification{}, err
	}
	cls, err := decodeOutput[Classification](in, StageVision)
	return inp, cls, err
}

// decodeRuled is decodeClassified and the rule stage's output, for the
// answer and reward stages.
func decodeRuled(in *pipeline.StageInput) (Input, Classification, Rules, error) {
	inp, cls, err := decodeClassified(in)
	if err != nil {
		return inp, cls, Rules{}, err
	}
	rules, err := decodeOutput[Rules](in, StageRule)
	return inp, cls, rules, err
}

// stageError maps a provider error to the stage's retry decision: retryable
// provider failures go back to River, everything else fails at once.
func stageError(what string, err error) error {
	err = fmt.Errorf("scan: %s: %w", what, err)
	if ai.IsRetryable(err) {
		return err
	}
	return pipeline.Permanent(err)
}

// Languages of the reply.
const (
	LangKorean  = "ko"
	LangEnglish = "en"
)

// language guesses the user's language: Korean when the text has Hangul or
// no letters at all, English when it has Latin letters only.
func language(text string) string {
	latin := false
	for _, r := range text {
		switch {
		case unicode.Is(unicode.Hangul, r):
			return LangKorean
		case r < unicode.MaxASCII && unicode.IsLetter(r):
			latin = true
		}
	}
	if latin {
		return LangEnglish
	}
	return LangKorean
}
