package clause

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sort"
	"time"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/lib/ai/classify"
	"github.com/baton-dev/baton/pipeline/lib/knowledge"
	"github.com/baton-dev/baton/store"
)

// EvalBatchDefault is how many sentences one evaluation batch submits.
const EvalBatchDefault = 500

// EvalOptions tunes Evaluate.
type EvalOptions struct {
	// BatchSize is the tasks per batch (default EvalBatchDefault).
	BatchSize int
	// Poll is how often batches are looked at (default PollDefault).
	Poll time.Duration
	// Progress, when set, gets the finished and total task counts.
	Progress func(done, total int)
}

// EvalReport is the outcome of Evaluate, scored as LexGLUE scores
// UNFAIR-ToS: per-label precision, recall and F1 over Labels plus a last
// "no label" class, micro-F1 and macro-F1 over all of them.
type EvalReport struct {
	classify.Report
	Corpus string
	Labels []string
	// Sentences were submitted; Failed of them did not reach SUCCESS
	// (scored as predicting nothing).
	Sentences int
	Failed    int
	Elapsed   time.Duration
	// PerSecond is sentences per second through search and judge.
	PerSecond float64
	// Verdict scores detection when the file's lines carry a "verdict"
	// (unfair or fair); nil otherwise.
	Verdict *VerdictReport `json:",omitempty"`
}

// Evaluate runs every labeled sentence through the real clause pipeline of
// e (search + judge, whichever workers run them) against corpus, waits for
// all of them and scores the analyses' categories against the labels.
func Evaluate(ctx context.Context, e *pipeline.Engine, st *store.Store, corpus string, docs []knowledge.Doc, opt EvalOptions) (*EvalReport, error) {
	if len(docs) == 0 {
		return nil, errors.New("clause: nothing to evaluate")
	}
	size := opt.BatchSize
	if size <= 0 {
		size = EvalBatchDefault
	}
	labelSet := map[string]bool{}
	texts := make([]string, len(docs))
	truth := make([][]string, len(docs))
	for i, d := range docs {
		texts[i], truth[i] = d.Text, d.Labels
		for _, l := range d.Labels {
			labelSet[l] = true
		}
	}
	if len(labelSet) == 0 {
		return nil, errors.New("clause: the evaluation file has no labels")
	}
	rep := &EvalReport{Corpus: corpus, Sentences: len(docs)}
	for l := range labelSet {
		rep.Labels = append(rep.Labels, l)
	}
	sort.Strings(rep.Labels)

	start := time.Now()
	var batches []string
	for lo := 0; lo < len(texts); lo += size {
		hi := min(lo+size, len(texts))
		sub, err := Submit(ctx, e, "", texts[lo:hi], "", corpus)
		if err != nil {
			return nil, err
		}
		batches = append(batches, *sub.BatchID)
	}
	pred := make([][]string, len(docs))
	analyses := make([]*ClauseAnalysis, len(docs))
	done := 0
	for b, id := range batches {
		offset := b * size
		_, err := WaitBatch(ctx, st, id, opt.Poll, func(d, _ int) {
			if opt.Progress != nil {
				opt.Progress(done+d, len(docs))
			}
		})
		if err != nil {
			return nil, err
		}
		results, err := BatchResults(ctx, st, id)
		if err != nil {
			return nil, err
		}
		for _, r := range results {
			if r.Analysis == nil {
				rep.Failed++
				continue
			}
			pred[offset+r.Index] = r.Analysis.Categories
			analyses[offset+r.Index] = r.Analysis
		}
		done += len(results)
	}
	rep.Elapsed = time.Since(start)
	rep.PerSecond = float64(len(docs)) / rep.Elapsed.Seconds()
	rep.Report = classify.Score(truth, pred, rep.Labels)
	rep.Verdict = scoreVerdicts(docs, analyses)
	return rep, nil
}

// Write prints the report as plain aligned lines.
func (r *EvalReport) Write(w io.Writer) error {
	_, err := fmt.Fprintf(w, "corpus %s: %d sentences, %d failed, %.1fs, %.1f sentences/s\n",
		r.Corpus, r.Sentences, r.Failed, r.Elapsed.Seconds(), r.PerSecond)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "%-26s %9s %9s %9s %8s\n", "category", "precision", "recall", "f1", "support")
	for _, l := range r.PerLabel {
		name := l.Label
		if name == classify.NoLabel {
			name = "none (no unfair label)"
		}
		fmt.Fprintf(w, "%-26s %9.3f %9.3f %9.3f %8d\n", name, l.Precision, l.Recall, l.F1, l.Support)
	}
	_, err = fmt.Fprintf(w, "micro-F1 %.1f  macro-F1 %.1f  (LexGLUE: macro over %d categories + none)\n",
		100*r.MicroF1, 100*r.MacroF1, len(r.Labels))
	if err != nil || r.Verdict == nil {
		return err
	}
	return r.Verdict.Write(w)
}
