// Package classify is an embedded, dependency-free multi-label text
// classifier ("embedded judge") for contract-clause unfairness. It learns at
// ingest time from a labeled corpus: hashed TF-IDF features over word n-grams
// and character n-grams feed one-vs-rest linear SVMs (L2-loss, dual
// coordinate descent), whose per-label thresholds and Platt calibration are
// chosen by cross-validation on the training set. Hangul is tokenised into
// syllable bigrams, so Korean corpora work without an analyser.
package classify

import (
	"errors"
	"fmt"
	"slices"
	"sort"
)

// Example is one labeled training sentence. Labels may be empty (a "fair"
// sentence). Group optionally names the document the sentence comes from
// (e.g. the company); it is used by Options.MinGroups and GroupFolds.
// Skip names labels whose classifiers neither train nor calibrate on the
// example (it is no evidence either way for them); it still counts for
// the vocabulary and is still scored held-out.
type Example struct {
	Text   string
	Labels []string
	Group  string
	Skip   []string
}

// Options holds the hyper-parameters. The zero value of each field selects
// its documented default (see DefaultOptions).
type Options struct {
	// HashBits is log2 of the hashed feature space (default 20).
	HashBits int
	// WordNgrams is the longest word n-gram (default 2: unigrams+bigrams).
	WordNgrams int
	// CharMin and CharMax bound the character n-grams taken inside
	// space-padded words (default 2..5). CharMax < 0 disables them.
	CharMin, CharMax int
	// CharWeight scales the L2-normalised character block against the
	// L2-normalised word block before the final normalisation (default 0.7;
	// negative disables character n-grams).
	CharWeight float64
	// MinDF drops features seen in fewer training sentences (default 2).
	MinDF int
	// MinGroups drops features seen in fewer distinct Example.Group values
	// (ungrouped examples count as their own group). 2 or more removes
	// source-specific tokens such as company names (default 1).
	MinGroups int
	// C is the SVM cost (default 0.5).
	C float64
	// PosWeight multiplies C for positives: the cost of a positive example is
	// C*(neg/pos)^PosWeight, so 0 means unweighted and 1 "balanced"
	// (default 0.3; negative values mean 0).
	PosWeight float64
	// Folds is the number of cross-validation folds used to tune thresholds
	// and calibration (default 5; 1 or negative disables CV: threshold 0 and
	// Platt fitted on training decisions).
	Folds int
	// GroupFolds keeps each Example.Group within one fold. Off by default:
	// on UNFAIR-ToS, sentence-level folds gave steadier thresholds than
	// company-level folds.
	GroupFolds bool
	// Repeats runs the cross-validation that many times with different
	// fold assignments and pools the held-out decisions, which steadies the
	// thresholds (default 3).
	Repeats int
	// ThresholdShrink pulls each tuned threshold toward 0 (the SVM's own
	// boundary): t = (1-ThresholdShrink)*tuned. Default 0.5; negative = 0.
	ThresholdShrink float64
	// Eps is the solver's stopping tolerance (default 0.1) and MaxIter its
	// pass limit (default 1000).
	Eps     float64
	MaxIter int
	// Seed makes fold assignment and coordinate order reproducible
	// (default 1).
	Seed uint64
	// Workers bounds training parallelism (default GOMAXPROCS).
	Workers int
	// Extractor, when set, adds its features as a third block (see
	// Extractor); the model must then be decoded with it. Default: none.
	Extractor Extractor
	// ExtractorWeight scales the L2-normalised extractor block against the
	// word block (default 1).
	ExtractorWeight float64
}

// DefaultOptions returns the defaults used for zero-valued fields.
func DefaultOptions() Options {
	return Options{
		HashBits: 20, WordNgrams: 2, CharMin: 2, CharMax: 5, CharWeight: 0.7,
		MinDF: 2, MinGroups: 1, C: 0.5, PosWeight: 0.3,
		Folds: 5, Repeats: 3, ThresholdShrink: 0.5, Eps: 0.1, MaxIter: 1000, Seed: 1,
	}
}

func (o Options) withDefaults() Options {
	d := DefaultOptions()
	setI := func(v *int, def int) {
		if *v == 0 {
			*v = def
		}
	}
	setF := func(v *float64, def float64) {
		if *v == 0 {
			*v = def
		}
	}
	setI(&o.HashBits, d.HashBits)
	setI(&o.WordNgrams, d.WordNgrams)
	setI(&o.CharMin, d.CharMin)
	setI(&o.CharMax, d.CharMax)
	setF(&o.CharWeight, d.CharWeight)
	setI(&o.MinDF, d.MinDF)
	setI(&o.MinGroups, d.MinGroups)
	setF(&o.C, d.C)
	setF(&o.PosWeight, d.PosWeight)
	setI(&o.Folds, d.Folds)
	setI(&o.Repeats, d.Repeats)
	setF(&o.ThresholdShrink, d.ThresholdShrink)
	setF(&o.Eps, d.Eps)
	setI(&o.MaxIter, d.MaxIter)
	setF(&o.ExtractorWeight, 1)
	if o.Seed == 0 {
		o.Seed = d.Seed
	}
	o.PosWeight = max(o.PosWeight, 0)
	o.ThresholdShrink = max(o.ThresholdShrink, 0)
	if o.CharMax < 0 {
		o.CharMax = 0
	}
	return o
}

// Prediction is one label with its calibrated probability-like score in 0..1.
type Prediction struct {
	Label string
	Score float64
}

// Model is a trained classifier. It is safe for concurrent use by multiple
// goroutines once trained or unmarshalled.
type Model struct {
	feat      featurizer
	labels    []string
	buckets   []uint32 // hashed bucket of each feature ordinal (sorted)
	idf       []float32
	weights   [][]float32 // [label][ordinal]
	bias      []float32
	threshold []float32 // decision threshold per label
	plattA    []float32
	plattB    []float32
	index     map[uint32]int32 // bucket -> ordinal, rebuilt on load
}

// Labels returns the label set the model predicts, in sorted order.
func (m *Model) Labels() []string { return slices.Clone(m.labels) }

// decisions returns the SVM margin per label.
func (m *Model) decisions(text string) []float64 {
	return m.decide(m.feat.vectorize(text, m.index, m.idf))
}

// decide returns the SVM margin per label of the vector x.
func (m *Model) decide(x sparse) []float64 {
	out := make([]float64, len(m.labels))
	for l := range m.labels {
		out[l] = dot(m.weights[l], m.bias[l], x)
	}
	return out
}

// Scores returns the calibrated score (0..1) of every label for text.
func (m *Model) Scores(text string) map[string]float64 {
	scores, _ := m.ScoresPredict(text)
	return scores
}

// ScoresWith is Scores for a caller that already holds the model's
// Extractor features of text (extra), so that one text scored by several
// models sharing an Extractor is featurised by it once. extra must be what
// the Extractor returns for text; a model trained without an Extractor
// ignores it.
func (m *Model) ScoresWith(text string, extra []string) map[string]float64 {
	d := m.decide(m.feat.weigh(m.feat.countsWith(text, extra), m.index, m.idf))
	scores := make(map[string]float64, len(d))
	for l, name := range m.labels {
		scores[name] = sigmoidProb(float64(m.plattA[l]), float64(m.plattB[l]), d[l])
	}
	return scores
}

// Predict returns the labels whose decision value reaches the label's tuned
// threshold, sorted by score descending (ties by label name). An empty
// result means "no unfair label".
func (m *Model) Predict(text string) []Prediction {
	_, preds := m.ScoresPredict(text)
	return preds
}

// ScoresPredict returns both Scores and Predict of text from one
// featurisation, for a caller that needs both (featurising, with an
// Extractor, is most of the cost).
func (m *Model) ScoresPredict(text string) (map[string]float64, []Prediction) {
	d := m.decisions(text)
	scores := make(map[string]float64, len(d))
	var out []Prediction
	for l, name := range m.labels {
		p := sigmoidProb(float64(m.plattA[l]), float64(m.plattB[l]), d[l])
		scores[name] = p
		if d[l] >= float64(m.threshold[l]) {
			out = append(out, Prediction{name, p})
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Score != out[j].Score {
			return out[i].Score > out[j].Score
		}
		return out[i].Label < out[j].Label
	})
	return scores, out
}

// PredictLabels is Predict without scores.
func (m *Model) PredictLabels(text string) []string {
	ps := m.Predict(text)
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Label
	}
	return out
}

// Train fits a model on examples. The label set is the sorted union of the
// examples' labels; at least one labeled and one unlabeled-or-other example
// per label is needed for a meaningful model.
func Train(examples []Example, opt Options) (*Model, error) {
	m, _, err := TrainHeldOut(examples, opt)
	return m, err
}

// TrainHeldOut is Train that also returns every example's held-out scores
// from the cross-validation that tunes the model: held[i][l] is the
// calibrated score of label Labels()[l] for examples[i], predicted by
// models that did not see it (averaged over Options.Repeats), for choosing
// further thresholds on top of the model. Without CV (Folds < 2) they are
// training scores.
func TrainHeldOut(examples []Example, opt Options) (*Model, [][]float64, error) {
	if len(examples) == 0 {
		return nil, nil, errors.New("classify: no training examples")
	}
	o := opt.withDefaults()
	if o.HashBits < 8 || o.HashBits > 28 {
		return nil, nil, fmt.Errorf("classify: HashBits %d out of range 8..28", o.HashBits)
	}
	if o.CharMax > 0 && o.CharMin > o.CharMax {
		return nil, nil, fmt.Errorf("classify: CharMin %d > CharMax %d", o.CharMin, o.CharMax)
	}
	labelSet := map[string]bool{}
	for _, e := range examples {
		for _, l := range e.Labels {
			labelSet[l] = true
		}
	}
	if len(labelSet) == 0 {
		return nil, nil, errors.New("classify: no labels in training examples")
	}
	labels := make([]string, 0, len(labelSet))
	for l := range labelSet {
		labels = append(labels, l)
	}
	sort.Strings(labels)
	return train(examples, labels, o)
}
