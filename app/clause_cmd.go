package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/clause"
	"github.com/baton-dev/baton/pipeline/lib/knowledge"
	"github.com/baton-dev/baton/store"
)

// AnalyzeTimeoutDefault bounds how long `baton analyze` waits for its batch.
const AnalyzeTimeoutDefault = 10 * time.Minute

// EvalWorkersDefault is eval's --workers-per-queue: modest, the machine
// may be shared.
const EvalWorkersDefault = 4

// newIngestCommand is `baton ingest`.
func newIngestCommand() *cobra.Command {
	c := newConfig()
	var corpus string
	var starterOnly bool
	cmd := &cobra.Command{
		Use:   "ingest (--corpus NAME FILE... | --starter)",
		Short: "Load reference documents into a corpus and train its embedded judge",
		Long: `ingest parses each FILE by its extension (.jsonl: labeled sentences {"id","text","labels"};
.md: a Korean statute, one chunk per article; anything else: plain text, one chunk
per paragraph), embeds the chunks with the clause embedder and stores them as one
document of --corpus, named after the file. A file whose content is unchanged is
skipped; a changed one replaces its chunks in one transaction. Then the embedded
judge's classifier is trained over the corpus's labeled chunks (skipped when the
corpus did not change). --starter loads the embedded starter corpus instead.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if starterOnly == (len(args) > 0) || !starterOnly && corpus == "" {
				return errors.New("give --corpus NAME and one or more files, or --starter alone")
			}
			return withStore(cmd, c, func(ctx context.Context, _ *database, st *store.Store) error {
				log, _ := newLogger(cmd.ErrOrStderr(), c.LogLevel, c.LogFormat)
				in, err := c.Clause.ingester(st, log)
				if err != nil {
					return err
				}
				in.Progress = progressFunc(cmd.ErrOrStderr(), "embedded")
				var results []clause.IngestResult
				var tr clause.TrainResult
				if starterOnly {
					res, t, err := in.IngestStarter(ctx)
					if err != nil {
						return err
					}
					results, tr = append(results, res), t
					// The scan pipeline's disposal rules are a starter corpus too.
					if err := ingestScanRules(ctx, st, log); err != nil {
						return fmt.Errorf("ingesting the scan rules: %w", err)
					}
				} else {
					for _, name := range args {
						res, err := ingestFile(ctx, in, corpus, name)
						if err != nil {
							return err
						}
						results = append(results, res)
					}
					if tr, err = in.TrainJudge(ctx, corpus); err != nil {
						return err
					}
				}
				return printIngest(cmd.OutOrStdout(), c.Output, results, tr)
			})
		},
	}
	fs := cmd.Flags()
	addDatabaseFlags(fs, c)
	addClauseFlags(fs, &c.Clause)
	fs.StringVar(&corpus, "corpus", "", "ingest: corpus the files go to; eval: corpus searched (default --clause-corpus)")
	fs.BoolVar(&starterOnly, "starter", false, "ingest the embedded starter corpus (clause-starter)")
	fs.StringVar(&c.Output, "output", OutputDefault, "output format: text or json")
	return cmd
}

func ingestFile(ctx context.Context, in *clause.Ingester, corpus, name string) (clause.IngestResult, error) {
	f, err := os.Open(name)
	if err != nil {
		return clause.IngestResult{}, err
	}
	defer f.Close()
	return in.IngestFile(ctx, corpus, filepath.Base(name), f)
}

func printIngest(w io.Writer, output string, results []clause.IngestResult, tr clause.TrainResult) error {
	if output == "json" {
		return json.NewEncoder(w).Encode(map[string]any{"documents": results, "model": tr})
	}
	for _, r := range results {
		state := "stored"
		if !r.Changed {
			state = "unchanged"
		}
		fmt.Fprintf(w, "%s/%s: %d chunks %s\n", r.Corpus, r.Document, r.Chunks, state)
	}
	if tr.Trained {
		fmt.Fprintf(w, "%s: judge trained on %d chunks, %d labels, in %s\n", tr.Corpus, tr.Examples, len(tr.Labels), tr.Duration)
	}
	return nil
}

// progressFunc returns an Ingester.Progress that redraws one line on w
// when w is a terminal, and nil otherwise.
func progressFunc(w io.Writer, what string) func(document string, done, total int) {
	f, ok := w.(*os.File)
	if !ok {
		return nil
	}
	if st, err := f.Stat(); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	return func(document string, done, total int) {
		fmt.Fprintf(w, "\r%s: %d/%d %s", document, done, total, what)
		if done == total {
			fmt.Fprintln(w)
		}
	}
}

// withClauseEngine runs fn with an engine whose in-process workers run the
// clause queues (and take part in the reaper's election), like serve's.
func withClauseEngine(cmd *cobra.Command, c *Config,
	fn func(ctx context.Context, e *pipeline.Engine, st *store.Store) error) error {
	return withStore(cmd, c, func(ctx context.Context, db *database, st *store.Store) error {
		log, _ := newLogger(cmd.ErrOrStderr(), c.LogLevel, c.LogFormat)
		c.Engine.Work, c.Engine.Logger = true, log
		c.Engine.Queues = []string{clause.QueueSearch, clause.QueueJudge}
		e, _, err := newEngine(db, c)
		if err != nil {
			return err
		}
		if err := e.Start(ctx); err != nil {
			return err
		}
		defer stopEngine(ctx, e, c, log)
		return fn(ctx, e, st)
	})
}

// newAnalyzeCommand is `baton analyze`.
func newAnalyzeCommand() *cobra.Command {
	c := newConfig()
	var lang, corpus string
	var timeout time.Duration
	cmd := &cobra.Command{
		Use:   "analyze FILE|-",
		Short: "Analyze a contract's clauses and print a report",
		Long: `analyze reads a contract (a file, or standard input for "-"), splits it into clauses
and submits one clause task per clause through the engine, on --database-url or the
private PostgreSQL, with clause workers running in this process (a running serve
or work helps). It waits for the batch and prints each clause's risk, categories,
explanation, fairer wording and references. It exits non-zero when a clause failed.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			text, err := readContract(cmd.InOrStdin(), args[0])
			if err != nil {
				return err
			}
			return withClauseEngine(cmd, c, func(ctx context.Context, e *pipeline.Engine, st *store.Store) error {
				in := &clause.Intake{Engine: e, Store: st}
				sub, _, err := in.Submit(ctx, "", clause.Request{Text: &text, Lang: lang, Corpus: corpus})
				if ie, ok := errors.AsType[*clause.InputError](err); ok {
					if ie.Field == "text" {
						return fmt.Errorf("%s: %s", args[0], ie.Msg)
					}
					return fmt.Errorf("--%s: %s", ie.Field, ie.Msg)
				} else if err != nil {
					return err
				}
				wctx, cancel := context.WithTimeout(ctx, timeout)
				defer cancel()
				stopProgress := startProgress(ctx, st, store.EventFilter{BatchID: *sub.BatchID}, cmd.ErrOrStderr(),
					c.Output == "json", clauseNames(sub.Tasks))
				_, err = clause.WaitBatch(wctx, st, *sub.BatchID, 0, nil)
				stopProgress() // app/progress.go
				if err != nil {
					return err
				}
				results, err := clause.BatchResults(ctx, st, *sub.BatchID)
				if err != nil {
					return err
				}
				return printAnalysis(cmd.OutOrStdout(), c.Output, *sub.BatchID, results)
			})
		},
	}
	fs := cmd.Flags()
	addDatabaseFlags(fs, c)
	addEngineFlags(fs, c)
	addClauseFlags(fs, &c.Clause)
	fs.StringVar(&lang, "lang", "", "language of the contract: ko or en (default: detected per clause)")
	fs.StringVar(&corpus, "corpus", "", "corpus searched (default --clause-corpus)")
	fs.DurationVar(&timeout, "timeout", AnalyzeTimeoutDefault, "analyze: how long to wait for the clauses")
	fs.StringVar(&c.Output, "output", OutputDefault, "output format: text or json")
	return cmd
}

func readContract(stdin io.Reader, name string) (string, error) {
	var b []byte
	var err error
	if name == "-" {
		b, err = io.ReadAll(io.LimitReader(stdin, 4<<20))
	} else {
		b, err = os.ReadFile(name)
	}
	if err != nil {
		return "", err
	}
	if !utf8.Valid(b) {
		return "", fmt.Errorf("%s is not UTF-8 text", name)
	}
	return string(b), nil
}

func printAnalysis(w io.Writer, output, batchID string, results []clause.Result) error {
	failed := 0
	for _, r := range results {
		if r.Status != store.StatusSuccess {
			failed++
		}
	}
	if output == "json" {
		if err := json.NewEncoder(w).Encode(map[string]any{"batch_id": batchID, "clauses": results}); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(w, "batch %s: %d clauses, %d failed\n", batchID, len(results), failed)
		for _, r := range results {
			fmt.Fprintf(w, "\n[%d] ", r.Index+1)
			a := r.Analysis
			switch {
			case a == nil:
				fmt.Fprintf(w, "%s %s: %s\n", r.Status, r.ErrorCode, r.Error)
			case len(a.Categories) == 0:
				fmt.Fprintf(w, "risk %s\n", a.Risk)
			default:
				fmt.Fprintf(w, "risk %s: %s\n", a.Risk, strings.Join(a.Categories, ", "))
			}
			fmt.Fprintf(w, "    clause: %s\n", r.Clause)
			if a == nil {
				continue
			}
			fmt.Fprintf(w, "    why: %s\n", a.Explanation)
			if a.Suggestion != "" {
				fmt.Fprintf(w, "    fairer: %s\n", a.Suggestion)
			}
			for _, ref := range a.References {
				fmt.Fprintf(w, "    ref #%d %s/%s %v: %s\n", ref.ID, ref.Corpus, ref.Document, ref.Labels, ref.Text)
			}
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d clauses failed", failed, len(results))
	}
	return nil
}

// newEvalCommand is `baton eval`.
func newEvalCommand() *cobra.Command {
	c := newConfig()
	var corpus, pipe string
	var batch int
	cmd := &cobra.Command{
		Use:   "eval [--pipeline scan] --corpus NAME FILE.jsonl",
		Short: "Measure the clause pipeline on labeled sentences (LexGLUE scoring)",
		Long: `eval runs every sentence of a labeled JSON Lines file ({"text","labels"}) through the
real clause pipeline (search + judge, via the engine with workers in this process)
against --corpus and prints per-category precision, recall and F1, micro- and
macro-F1 computed as LexGLUE does for UNFAIR-ToS (macro over the file's categories
plus a "none" class) and the throughput. When lines carry "verdict" (unfair or fair)
it also scores detection (risk medium or high): precision, recall, F1, the false-alarm
rate (fair clauses judged medium or high), fair clauses judged high, per unfair
category the recall of detection and of the right category, per topic the false
alarms, and the risk distribution (--output json adds the misjudged lines). With
--pipeline scan the file's lines are scan descriptions ({"id","text","lang","middle",
"tags","reward"}) and eval prints the scan pipeline's category, situation-tag and
reward accuracy.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if v, ok := os.LookupEnv(envName("pipeline")); ok && !cmd.Flags().Changed("pipeline") {
				pipe = v
			}
			if pipe == "scan" {
				return runScanEval(cmd, c, args[0])
			} else if pipe != EvalPipelineDefault {
				return fmt.Errorf("--pipeline must be clause or scan, got %q", pipe)
			}
			f, err := os.Open(args[0])
			if err != nil {
				return err
			}
			docs, err := knowledge.ParseJSONL(f, filepath.Base(args[0]))
			f.Close()
			if err != nil {
				return err
			}
			if corpus == "" {
				corpus = c.Clause.Corpus
			}
			if c.Engine.WorkersPerQueue == pipeline.WorkersPerQueueDefault && !cmd.Flags().Changed("workers-per-queue") {
				c.Engine.WorkersPerQueue = EvalWorkersDefault
			}
			return withClauseEngine(cmd, c, func(ctx context.Context, e *pipeline.Engine, st *store.Store) error {
				if _, err := st.CorpusGet(ctx, corpus); err != nil {
					return fmt.Errorf("corpus %q: %w (ingest it first: baton ingest --corpus %s FILE)", corpus, err, corpus)
				}
				rep, err := clause.Evaluate(ctx, e, st, corpus, docs, clause.EvalOptions{BatchSize: batch,
					Progress: evalProgress(cmd.ErrOrStderr())})
				if err != nil {
					return err
				}
				if c.Output == "json" {
					return json.NewEncoder(cmd.OutOrStdout()).Encode(rep)
				}
				return rep.Write(cmd.OutOrStdout())
			})
		},
	}
	fs := cmd.Flags()
	addDatabaseFlags(fs, c)
	addEngineFlags(fs, c)
	addClauseFlags(fs, &c.Clause)
	addScanFlags(fs, &c.Scan)
	fs.StringVar(&corpus, "corpus", "", "ingest: corpus the files go to; eval: corpus searched (default --clause-corpus)")
	fs.IntVar(&batch, "batch-size", clause.EvalBatchDefault, "eval: sentences per submitted batch")
	fs.StringVar(&pipe, "pipeline", EvalPipelineDefault, "pipeline measured: clause or scan")
	fs.StringVar(&c.Output, "output", OutputDefault, "output format: text or json")
	return cmd
}

func evalProgress(w io.Writer) func(done, total int) {
	p := progressFunc(w, "judged")
	if p == nil {
		return nil
	}
	last := -1
	return func(done, total int) {
		if done != last {
			last = done
			p("eval", done, total)
		}
	}
}
