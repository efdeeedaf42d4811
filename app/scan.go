package app

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/lib/netguard"
	"github.com/baton-dev/baton/pipeline/scan"
	"github.com/baton-dev/baton/pipeline/scan/catalog"
	"github.com/baton-dev/baton/store"
)

// Defaults of the scan pipeline's settings.
const (
	ScanVisionDefault            = ai.KindEmbedded
	ScanAnswerDefault            = ai.KindEmbedded
	ScanProviderTimeoutDefault   = ai.HTTPTimeoutDefault
	ScanImageMaxBytesDefault     = scan.ImageMaxBytesDefault
	ScanImageFetchTimeoutDefault = scan.ImageFetchTimeoutDefault
	ScanUserDefault              = "cli"
	ScanWaitDefault              = 2 * time.Minute
)

// ScanConfig chooses the scan pipeline's providers and limits: flags (with
// their BATON_VISION, BATON_WEBHOOK_SECRET, ... twins) of every command
// that runs the pipeline; see addScanFlags.
type ScanConfig struct {
	// Observe, when set, sees every provider call (not a flag).
	Observe                                   ai.Observer
	Vision, VisionURL, VisionModel, VisionKey string
	Answer, AnswerURL, AnswerModel, AnswerKey string
	ProviderTimeout                           time.Duration
	WebhookSecret                             string
	ImageAllowHosts                           []string
	ImageMaxBytes                             int64
	ImageFetchTimeout                         time.Duration
	ImageRetention                            time.Duration
}

// addScanFlags adds the scan pipeline's settings.
func addScanFlags(fs *pflag.FlagSet, sc *ScanConfig) {
	groupFlags(fs, groupScan, func(fs *pflag.FlagSet) { scanFlags(fs, sc) })
}

func scanFlags(fs *pflag.FlagSet, sc *ScanConfig) {
	fs.StringVar(&sc.Vision, "vision", ScanVisionDefault, "scan vision: embedded (classifies from the user's words only) or openai (an OpenAI-compatible vision chat model)")
	fs.StringVar(&sc.VisionURL, "vision-url", "", "API root of the openai vision model, e.g. http://localhost:11434/v1")
	fs.StringVar(&sc.VisionModel, "vision-model", "", "vision model name")
	fs.StringVar(&sc.VisionKey, "vision-key", "", "API key of the vision model (prefer the environment variable)")
	fs.StringVar(&sc.Answer, "answer", ScanAnswerDefault, "scan answer writer: embedded (templates from the rules) or openai (chat completions)")
	fs.StringVar(&sc.AnswerURL, "answer-url", "", "API root of the openai answer model")
	fs.StringVar(&sc.AnswerModel, "answer-model", "", "answer chat model name")
	fs.StringVar(&sc.AnswerKey, "answer-key", "", "API key of the answer model (prefer the environment variable)")
	fs.DurationVar(&sc.ProviderTimeout, "scan-provider-timeout", ScanProviderTimeoutDefault, "timeout of one call to the vision or answer model")
	fs.StringVar(&sc.WebhookSecret, "webhook-secret", "", "HMAC-SHA256 key of X-Baton-Signature on scan webhooks; empty refuses callback_url (prefer the environment variable)")
	fs.StringSliceVar(&sc.ImageAllowHosts, "image-allow-hosts", nil, "hosts that image_url and callback_url may reach although the SSRF guard would refuse them (e.g. an internal image store), comma-separated")
	fs.Int64Var(&sc.ImageMaxBytes, "image-max-bytes", ScanImageMaxBytesDefault, "largest scan picture accepted (upload, data URL or fetched image_url), in bytes")
	fs.DurationVar(&sc.ImageFetchTimeout, "image-fetch-timeout", ScanImageFetchTimeoutDefault, "time allowed to fetch an image_url")
	fs.DurationVar(&sc.ImageRetention, "image-retention", scan.ImageRetentionDefault, "how long a scan picture is kept once no open task needs it (a retry after that fails: the picture is gone)")
}

// scanEmbedder is the embedder of the scan rules corpus: ingest and the
// rule stage must use the same one.
func scanEmbedder() ai.Embedder { return ai.NewHashEmbedder(0) }

func (sc ScanConfig) http(url, model, key string) ai.HTTPConfig {
	return ai.HTTPConfig{BaseURL: url, Model: model, APIKey: key, Timeout: sc.ProviderTimeout}
}

// service builds the scan service on st.
func (sc ScanConfig) service(st *store.Store, log *slog.Logger) (*scan.Service, error) {
	if sc.ImageMaxBytes <= 0 {
		return nil, fmt.Errorf("--image-max-bytes must be at least 1, got %d", sc.ImageMaxBytes)
	}
	if sc.ImageRetention < time.Hour {
		return nil, fmt.Errorf("--image-retention must be at least 1h, got %s", sc.ImageRetention)
	}
	vision, err := ai.NewChat(sc.Vision, sc.http(sc.VisionURL, sc.VisionModel, sc.VisionKey))
	if err != nil {
		return nil, fmt.Errorf("--vision: %w", err)
	}
	answer, err := ai.NewChat(sc.Answer, sc.http(sc.AnswerURL, sc.AnswerModel, sc.AnswerKey))
	if err != nil {
		return nil, fmt.Errorf("--answer: %w", err)
	}
	vision, answer = ai.ObserveChat(vision, "vision", sc.Observe), ai.ObserveChat(answer, "chat", sc.Observe)
	return scan.New(st, scan.Config{Embedder: ai.ObserveEmbedder(scanEmbedder(), sc.Observe), Vision: vision, Chat: answer,
		Guard: &netguard.Guard{AllowHosts: sc.ImageAllowHosts}, WebhookSecret: sc.WebhookSecret,
		ImageRetention: sc.ImageRetention, Logger: log})
}

// ingestScanRules loads the embedded disposal rules when missing or changed.
func ingestScanRules(ctx context.Context, st *store.Store, log *slog.Logger) error {
	changed, err := scan.IngestRules(ctx, st, scanEmbedder())
	if err != nil {
		return err
	}
	if changed {
		log.Info("starter corpus ingested", slog.String("corpus", catalog.RulesCorpus))
	}
	return nil
}

// scanQueues are the queues of the scan stages and follow-up jobs.
func scanQueues() []string {
	return []string{scan.QueueVision, scan.QueueRule, scan.QueueAnswer, scan.QueueReward, scan.QueueSync, scan.QueueWebhook}
}

func newScanCommand() *cobra.Command {
	c := newConfig()
	var text, user string
	var wait time.Duration
	cmd := &cobra.Command{
		Use:   "scan IMAGE",
		Short: "Classify a photographed waste item and print how to dispose of it",
		Long: `scan submits a picture (a file, or an http(s) URL fetched through the SSRF guard)
and the user's words (--text) to the scan pipeline, runs its stages in this
process (vision → rule → answer → reward), and prints the answer. The embedded
vision stand-in classifies from --text alone; --vision openai sends the picture
to a vision model. The disposal rules are ingested first when missing. Like
migrate, it works on --database-url or the private PostgreSQL under --data-dir.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return withStore(cmd, c, func(ctx context.Context, db *database, st *store.Store) error {
				return runScan(ctx, cmd, c, db, st, scan.Request{UserID: user, UserInput: text}, args[0], wait)
			})
		},
	}
	fs := cmd.Flags()
	addDatabaseFlags(fs, c)
	addScanFlags(fs, &c.Scan)
	fs.StringVar(&text, "text", "", "the user's words about the item, e.g. \"라벨 뗀 생수병\"")
	fs.StringVar(&user, "user", ScanUserDefault, "user id the scan (and any character it earns) belongs to")
	fs.DurationVar(&wait, "wait", ScanWaitDefault, "how long to wait for the answer")
	fs.StringVar(&c.Output, "output", OutputDefault, "output format: text or json")
	return cmd
}

// runScan ingests the rules when missing, runs an engine working the scan
// queues, submits one scan and prints its result.
func runScan(ctx context.Context, cmd *cobra.Command, c *Config, db *database, st *store.Store,
	req scan.Request, image string, wait time.Duration) error {
	intake, stop, err := startScanEngine(ctx, cmd, c, db, st)
	if err != nil {
		return err
	}
	defer stop()
	if strings.HasPrefix(image, "http://") || strings.HasPrefix(image, "https://") {
		req.ImageURL = image
	} else if req.Image, err = readImage(image, intake.MaxImageBytes); err != nil {
		return err
	}
	req.ImageField = "file"
	task, err := intake.Submit(ctx, "", req)
	if err != nil {
		if ie, ok := errors.AsType[*scan.InputError](err); ok {
			return fmt.Errorf("%s: %s", ie.Field, ie.Msg)
		}
		return err
	}
	wctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	stopProgress := startProgress(ctx, st, store.EventFilter{TaskID: task.ID}, cmd.ErrOrStderr(), c.Output == "json",
		map[string]string{task.ID: ""}) // app/progress.go
	defer stopProgress()
	for task.Open() {
		select {
		case <-wctx.Done():
			return fmt.Errorf("task %s is still %s at stage %s after %s (see baton task get %s)", task.ID, task.Status, task.Stage, wait, task.ID)
		case <-time.After(100 * time.Millisecond):
		}
		if task, err = st.TaskGet(ctx, task.ID, ""); err != nil {
			return err
		}
	}
	stopProgress()
	outs, err := st.StageOutputList(ctx, task.ID)
	if err != nil {
		return err
	}
	r, err := scan.BuildResult(task, scan.OutputMap(outs))
	if err != nil {
		return err
	}
	if c.Output == "json" {
		if err := printJSON(cmd.OutOrStdout(), r); err != nil {
			return err
		}
	} else if err := printScan(cmd.OutOrStdout(), r); err != nil {
		return err
	}
	if r.Error != nil {
		return fmt.Errorf("scan %s: %s: %s", r.Status, r.Error.Code, r.Error.Message)
	}
	return nil
}

// readImage reads a picture file of at most maxBytes.
func readImage(path string, maxBytes int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxBytes+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > maxBytes {
		return nil, fmt.Errorf("%s is larger than --image-max-bytes (%d)", path, maxBytes)
	}
	return data, nil
}

// printScan writes a scan result for a person.
func printScan(w io.Writer, r scan.Result) error {
	var b strings.Builder
	fmt.Fprintf(&b, "task:      %s %s\n", r.TaskID, r.Status)
	if p := r.PipelineResult; p != nil {
		var cls scan.Classification
		if p.ClassificationResult != nil && jsonInto(p.ClassificationResult, &cls) {
			c := cls.Classification
			if cls.Classified {
				fmt.Fprintf(&b, "category:  %s / %s / %s  (%s, confidence %.2f)\n", c.MajorCategory, c.MiddleCategory, cmp.Or(c.MinorCategory, "-"), cls.Method, cls.Confidence)
			} else {
				fmt.Fprintf(&b, "category:  unclassified\n")
			}
			if len(cls.SituationTags) > 0 {
				fmt.Fprintf(&b, "situation: %s\n", strings.Join(cls.SituationTags, ", "))
			}
		}
		var ans scan.Answer
		if p.FinalAnswer != nil && jsonInto(p.FinalAnswer, &ans) {
			if len(ans.DisposalSteps) > 0 {
				b.WriteString("steps:\n")
				for i, s := range ans.DisposalSteps {
					fmt.Fprintf(&b, "  %d. %s\n", i+1, s)
				}
			}
			for _, s := range ans.Insufficiencies {
				fmt.Fprintf(&b, "missing:   %s\n", s)
			}
			fmt.Fprintf(&b, "answer:    %s\n", ans.UserAnswer)
		}
	}
	if rw := r.Reward; rw != nil {
		state := "received"
		if rw.AlreadyOwned {
			state = "already owned"
		}
		fmt.Fprintf(&b, "reward:    %s (%s): %s\n", rw.Name, state, rw.Dialog)
	}
	if r.Error != nil {
		fmt.Fprintf(&b, "error:     %s: %s\n", r.Error.Code, r.Error.Message)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func jsonInto(raw []byte, v any) bool { return json.Unmarshal(raw, v) == nil }

// startScanEngine is the in-process scan pipeline of `baton scan` and `baton
// eval --pipeline scan`: the scan service built from c.Scan, the rules
// ingested when missing, an engine working the scan queues. It returns the
// intake to submit through and the function that stops the engine.
func startScanEngine(ctx context.Context, cmd *cobra.Command, c *Config, db *database, st *store.Store) (*scan.Intake, func(), error) {
	log, err := newLogger(cmd.ErrOrStderr(), c.LogLevel, c.LogFormat)
	if err != nil {
		return nil, nil, err
	}
	sc := c.Scan
	sc.Observe = c.ProviderObserver
	svc, err := sc.service(st, log)
	if err != nil {
		return nil, nil, err
	}
	if err := ingestScanRules(ctx, st, log); err != nil {
		return nil, nil, err
	}
	ecfg := c.Engine
	ecfg.Work, ecfg.Logger, ecfg.Queues = true, log, scanQueues()
	ecfg.Jobs = append(slices.Clone(ecfg.Jobs), svc.Jobs()...)
	eng, err := pipeline.New(db.Pool, ecfg, svc.Pipeline())
	if err != nil {
		return nil, nil, err
	}
	if err := eng.Start(ctx); err != nil {
		return nil, nil, err
	}
	if c.ShutdownTimeout == 0 {
		c.ShutdownTimeout = ShutdownTimeoutDefault
	}
	return svc.NewIntake(eng, sc.ImageMaxBytes, sc.ImageFetchTimeout), func() { stopEngine(ctx, eng, c, log) }, nil
}
