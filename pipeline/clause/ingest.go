package clause

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"time"

	"github.com/baton-dev/baton/pipeline/clause/starter"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/lib/ai/classify"
	"github.com/baton-dev/baton/pipeline/lib/knowledge"
	"github.com/baton-dev/baton/store"
)

// EmbedBatchDefault is how many chunks the Ingester embeds per call.
const EmbedBatchDefault = 64

// ModelKind is the judge_models kind of the embedded judge's classifier.
const ModelKind = "classify"

// Ingester loads reference documents into the knowledge store: parse,
// embed, replace the document's chunks (a no-op when its content is
// unchanged), and train the embedded judge's classifier over a corpus's
// labeled chunks.
type Ingester struct {
	Store    *store.Store
	Embedder ai.Embedder
	// EmbedderID names the embedder in each document's content hash, so
	// switching embedders re-embeds unchanged documents. Default:
	// "<Name()>:<Dimension()>".
	EmbedderID string
	// BatchSize is how many chunks are embedded per call (default
	// EmbedBatchDefault).
	BatchSize int
	// Train holds the classifier's hyper-parameters (zero: its defaults).
	Train classify.Options
	// Progress, when set, is called after each embedded batch of a document.
	Progress func(document string, done, total int)
	Log      *slog.Logger
}

// IngestResult says what one document's ingest did.
type IngestResult struct {
	Corpus   string `json:"corpus"`
	Document string `json:"document"`
	Chunks   int    `json:"chunks"`
	// Changed is false when the stored content was the same (nothing written).
	Changed bool `json:"changed"`
}

// TrainResult says what TrainJudge did.
type TrainResult struct {
	Corpus string `json:"corpus"`
	// Trained is false when the corpus has no labels or its latest model
	// already learned from the same content.
	Trained  bool     `json:"trained"`
	ModelID  int64    `json:"model_id,omitempty"`
	Examples int      `json:"examples,omitempty"`
	Labels   []string `json:"labels,omitempty"`
	Duration string   `json:"duration,omitempty"`
	// Thresholds are the fairness model's, when the corpus's lines carry
	// verdicts (see ModelKindVerdict).
	Thresholds *VerdictThresholds `json:"thresholds,omitempty"`
}

func (in *Ingester) embedderID() string {
	return cmp.Or(in.EmbedderID, fmt.Sprintf("%s:%d", in.Embedder.Name(), in.Embedder.Dimension()))
}

func (in *Ingester) log() *slog.Logger {
	if in.Log == nil {
		return slog.New(slog.DiscardHandler)
	}
	return in.Log
}

// IngestFile parses r by the extension of name (see knowledge.Parse) and
// ingests it as one document of corpus.
func (in *Ingester) IngestFile(ctx context.Context, corpus, name string, r io.Reader) (IngestResult, error) {
	docs, err := knowledge.Parse(name, r)
	if err != nil {
		return IngestResult{}, err
	}
	if len(docs) == 0 {
		return IngestResult{}, fmt.Errorf("clause: %s holds no text to ingest", name)
	}
	return in.IngestDocs(ctx, corpus, docs[0].Document, docs)
}

// IngestStarter ingests the embedded starter corpus into starter.Corpus and
// trains its judge, both no-ops when already done.
func (in *Ingester) IngestStarter(ctx context.Context) (IngestResult, TrainResult, error) {
	docs, err := knowledge.ParseJSONL(bytes.NewReader(starter.JSONL), "starter")
	if err != nil {
		return IngestResult{}, TrainResult{}, err
	}
	res, err := in.IngestDocs(ctx, starter.Corpus, "starter", docs)
	if err != nil {
		return res, TrainResult{}, err
	}
	tr, err := in.TrainJudge(ctx, starter.Corpus)
	return res, tr, err
}

// IngestDocs stores docs as the chunks of one document of corpus. When the
// stored document has the same content (and embedder), nothing is embedded
// or written.
func (in *Ingester) IngestDocs(ctx context.Context, corpus, document string, docs []knowledge.Doc) (IngestResult, error) {
	res := IngestResult{Corpus: corpus, Document: document, Chunks: len(docs)}
	if in.Store == nil || in.Embedder == nil {
		return res, errors.New("clause: Ingester needs a Store and an Embedder")
	}
	hash := knowledge.ContentHash(docs) + "|" + in.embedderID() + "|" + knowledge.LexicalVersion
	if d, err := in.Store.DocumentGet(ctx, corpus, document); err == nil && d.ContentHash == hash {
		in.log().Info("document unchanged", slog.String("corpus", corpus), slog.String("document", document))
		return res, nil
	} else if err != nil && !errors.Is(err, store.ErrNotFound) {
		return res, err
	}
	chunks := make([]store.Chunk, len(docs))
	texts := make([]string, len(docs))
	for i, d := range docs {
		chunks[i] = store.Chunk{Position: i, Text: d.Text, Terms: knowledge.LexicalTerms(d.Text), Labels: d.Labels, Meta: d.Meta}
		texts[i] = d.Text
	}
	batch := cmp.Or(in.BatchSize, EmbedBatchDefault)
	for lo := 0; lo < len(texts); lo += batch {
		hi := min(lo+batch, len(texts))
		vecs, err := in.Embedder.Embed(ctx, texts[lo:hi])
		if err != nil {
			return res, fmt.Errorf("clause: embedding %s: %w", document, err)
		}
		if len(vecs) != hi-lo {
			return res, fmt.Errorf("clause: embedding %s: got %d vectors for %d texts", document, len(vecs), hi-lo)
		}
		for i, v := range vecs {
			chunks[lo+i].Embedding = v
		}
		if in.Progress != nil {
			in.Progress(document, hi, len(texts))
		}
	}
	changed, err := in.Store.ChunkReplaceDocument(ctx, corpus, document, hash, chunks)
	if err != nil {
		return res, err
	}
	res.Changed = changed
	if changed {
		if err := in.Store.ChunkAnalyze(ctx); err != nil {
			return res, err
		}
	}
	in.log().Info("document ingested", slog.String("corpus", corpus), slog.String("document", document),
		slog.Int("chunks", len(chunks)), slog.Bool("changed", changed))
	return res, nil
}

// TrainJudge trains the embedded judge's classifier over every chunk of the
// corpus (labeled chunks are positives, the rest negatives) and stores it,
// unless the corpus has no labels or the latest model learned from the same
// content. A chunk's "company" metadata (else its document) groups it for
// the classifier's cross-validation.
func (in *Ingester) TrainJudge(ctx context.Context, corpus string) (TrainResult, error) {
	res := TrainResult{Corpus: corpus}
	info, err := in.Store.CorpusGet(ctx, corpus)
	if err != nil {
		return res, err
	}
	// The models are of the corpus's content read by this version of the
	// lease features: a new extractor retrains them, since a model stored
	// with an older one no longer decodes.
	info.Hash += "|" + leaseFeaturesName
	if _, hash, err := in.Store.JudgeModelLatestID(ctx, corpus, ModelKind); err == nil && hash == info.Hash {
		return res, nil
	} else if err != nil && !errors.Is(err, store.ErrNotFound) {
		return res, err
	}
	chunks, err := in.Store.ChunkList(ctx, corpus)
	if err != nil {
		return res, err
	}
	examples := make([]classify.Example, len(chunks))
	labeled := false
	for i, c := range chunks {
		examples[i] = classify.Example{Text: c.Text, Labels: c.Labels, Group: cmp.Or(c.Meta["company"], c.Document)}
		labeled = labeled || len(c.Labels) > 0
	}
	if !labeled {
		return res, nil
	}
	start := time.Now()
	opt := in.Train
	verdicts := hasVerdicts(chunks)
	if verdicts {
		opt.Extractor = leaseFeatures{}
	}
	m, err := classify.Train(examples, opt)
	if err != nil {
		return res, fmt.Errorf("clause: training the judge of %s: %w", corpus, err)
	}
	var vm *classify.Model
	var th VerdictThresholds
	if verdicts {
		if vm, th, err = trainVerdict(chunks, opt); err != nil {
			return res, fmt.Errorf("clause: training the fairness model of %s: %w", corpus, err)
		}
	}
	res.Trained, res.Examples, res.Labels, res.Duration = true, len(examples), m.Labels(), time.Since(start).Round(time.Millisecond).String()
	if verdicts {
		// The fairness model goes first: a judge that finds the newest
		// per-label model also finds the fairness model of the same content.
		if err := in.saveModel(ctx, corpus, ModelKindVerdict, info.Hash, vm, map[string]any{"examples": len(chunks), "thresholds": th}); err != nil {
			return res, err
		}
		res.Thresholds = &th
	}
	if err := in.saveModel(ctx, corpus, ModelKind, info.Hash, m, map[string]any{"examples": len(examples), "labels": res.Labels, "train_ms": time.Since(start).Milliseconds()}); err != nil {
		return res, err
	}
	res.ModelID, _, err = in.Store.JudgeModelLatestID(ctx, corpus, ModelKind)
	if err != nil {
		return res, err
	}
	in.log().Info("judge trained", slog.String("corpus", corpus), slog.Int("examples", len(examples)),
		slog.Int("labels", len(res.Labels)), slog.Bool("fairness_model", verdicts), slog.String("took", res.Duration))
	return res, nil
}

// saveModel stores a trained model of corpus.
func (in *Ingester) saveModel(ctx context.Context, corpus, kind, hash string, m *classify.Model, meta map[string]any) error {
	blob, err := m.MarshalBinary()
	if err != nil {
		return fmt.Errorf("clause: encoding the %s model of %s: %w", kind, corpus, err)
	}
	raw, err := json.Marshal(meta)
	if err != nil {
		return fmt.Errorf("clause: encoding the %s model of %s: %w", kind, corpus, err)
	}
	_, err = in.Store.JudgeModelSave(ctx, store.JudgeModel{Corpus: corpus, Kind: kind, SourceHash: hash, Blob: blob, Meta: raw})
	return err
}

// trainVerdict trains the fairness model over every chunk, cross-validated
// in folds grouped by verdictGroup, and chooses its thresholds on the
// held-out scores.
func trainVerdict(chunks []store.Chunk, opt classify.Options) (*classify.Model, VerdictThresholds, error) {
	m, th, _, err := trainVerdictHeldOut(chunks, opt)
	return m, th, err
}

// verdictHeldOut is what the grouped cross-validation of the fairness
// model gave: per chunk, its held-out score p after the statutory floor,
// the model's own score raw, and whether it is unfair.
type verdictHeldOut struct {
	p, raw []float64
	unfair []bool
}

// trainVerdictHeldOut is trainVerdict that also returns the held-out
// scores.
func trainVerdictHeldOut(chunks []store.Chunk, opt classify.Options) (*classify.Model, VerdictThresholds, verdictHeldOut, error) {
	ex := verdictExamples(chunks)
	opt.GroupFolds = true
	// Chosen by the grouped cross-validation's AUC on the starter corpus
	// (docs/quality.md): a harder margin and the lease features weighed
	// above the n-grams.
	opt.C = cmp.Or(opt.C, VerdictCDefault)
	opt.ExtractorWeight = cmp.Or(opt.ExtractorWeight, VerdictExtractorWeightDefault)
	m, held, err := classify.TrainHeldOut(ex, opt)
	if err != nil {
		return nil, VerdictThresholds{}, verdictHeldOut{}, err
	}
	p := make([]float64, len(ex))
	unfair := make([]bool, len(ex))
	groups := map[string]bool{}
	u := slices.Index(m.Labels(), labelUnfair)
	if u < 0 {
		return nil, VerdictThresholds{}, verdictHeldOut{}, errors.New("clause: no line of the corpus is unfair")
	}
	for i, e := range ex {
		p[i], unfair[i] = held[i][u], slices.Contains(e.Labels, labelUnfair)
		groups[e.Group] = true
	}
	th := chooseThresholds(p, unfair)
	doubts := make([]string, len(ex))
	doubtful := make([]bool, len(ex))
	for i, e := range ex {
		if p[i] >= th.Flag {
			doubts[i] = doubtHigh(e.Text)
			doubtful[i] = doubts[i] != ""
		}
	}
	th.DoubtFlag = chooseDoubtFlag(p, unfair, doubtful, th)
	// The doubt flag, the lawful ceiling and the statutory floor apply after
	// the cuts are chosen, as they do when judging; the CV figures are
	// those of the scores they give.
	raw := slices.Clone(p)
	for i, e := range ex {
		p[i] = floorUnlawful(e.Text, ceilLawful(e.Text, belowDoubtFlag(p[i], doubts[i], th), th), th)
	}
	th.CV = cvAt(p, unfair, th)
	th.CV.Folds = cmp.Or(opt.Folds, classify.DefaultOptions().Folds)
	th.CV.GroupedBy = "topic and blocks of 6 ids"
	th.CV.ExamplesPerGroup = float64(len(ex)) / float64(len(groups))
	return m, th, verdictHeldOut{p: p, raw: raw, unfair: unfair}, nil
}
