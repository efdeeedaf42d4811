package clause

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/lib/ai/classify"
	"github.com/baton-dev/baton/store"
)

// ModelRefreshDefault is how long the embedded judge trusts its cached
// model of a corpus before checking the store for a newer one.
const ModelRefreshDefault = 5 * time.Second

// Blend says how the embedded judge combines its two signals: the
// classifier trained on the corpus at ingest time, with the per-label
// thresholds it tuned by cross-validation, and the labels of the references
// the search retrieved (a similarity-weighted k-nearest-neighbour vote). A
// label is kept when the classifier predicts it, or when the vote for it
// reaches VoteAlone; a corpus without a classifier is judged by the vote
// against Threshold. The defaults were chosen on UNFAIR-ToS train and
// validation (see docs/quality.md).
type Blend struct {
	// Neighbours is how many of the best references vote.
	Neighbours int
	// Power sharpens the vote: a reference weighs similarity^Power.
	Power float64
	// VoteAlone is the vote that keeps a label the classifier did not
	// predict, in 0..1 (above 1: never).
	VoteAlone float64
	// Threshold is the vote a label needs when the corpus has no
	// classifier, in 0..1.
	Threshold float64
}

// BlendDefault returns the Blend chosen by 5-fold cross-validation on
// UNFAIR-ToS train (folds grouped by company), best micro-F1 + macro-F1.
func BlendDefault() Blend {
	return Blend{Neighbours: 20, Power: 4, VoteAlone: 0.8, Threshold: 0.3}
}

// EmbeddedJudge is the default judge: no network, no downloaded weights,
// deterministic. It decides from the corpus's classifier (trained by
// Ingester.TrainJudge, loaded from the store and cached per corpus and
// model id) and the labels of the retrieved references, then explains in
// the clause's language with the category's texts and the closest
// reference's rationale and statute.
type EmbeddedJudge struct {
	store   *store.Store
	blend   Blend
	refresh time.Duration

	mu     sync.Mutex
	models map[string]*corpusModel
}

type corpusModel struct {
	id      int64
	model   *classify.Model // nil: the corpus has no model
	verdict *verdictModel   // nil: the corpus's lines carry no verdicts
	checked time.Time
}

// NewEmbeddedJudge returns an EmbeddedJudge with BlendDefault over st.
func NewEmbeddedJudge(st *store.Store) *EmbeddedJudge {
	return &EmbeddedJudge{store: st, blend: BlendDefault(), refresh: ModelRefreshDefault, models: map[string]*corpusModel{}}
}

// WithBlend returns the judge using b instead of BlendDefault (tuning).
func (j *EmbeddedJudge) WithBlend(b Blend) *EmbeddedJudge {
	j.blend = b
	return j
}

// Name returns "embedded".
func (j *EmbeddedJudge) Name() string { return ai.KindEmbedded }

// model returns the corpus's newest classifier and fairness model, each nil
// when the corpus has none.
func (j *EmbeddedJudge) model(ctx context.Context, corpus string) (*classify.Model, *verdictModel, error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	cm := j.models[corpus]
	if cm != nil && time.Since(cm.checked) < j.refresh {
		return cm.model, cm.verdict, nil
	}
	id, hash, err := j.store.JudgeModelLatestID(ctx, corpus, ModelKind)
	if errors.Is(err, store.ErrNotFound) {
		j.models[corpus] = &corpusModel{checked: time.Now()}
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	if cm != nil && cm.id == id {
		cm.checked = time.Now()
		return cm.model, cm.verdict, nil
	}
	row, err := j.store.JudgeModelGet(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	m, err := classify.Decode(row.Blob, leaseFeatures{})
	if err != nil {
		return nil, nil, fmt.Errorf("clause: the judge model %d of %s is unreadable: %w", id, corpus, err)
	}
	cm = &corpusModel{id: id, model: m, checked: time.Now()}
	// The fairness model of the same content, saved just before.
	vid, vhash, err := j.store.JudgeModelLatestID(ctx, corpus, ModelKindVerdict)
	switch {
	case err == nil && vhash == hash:
		row, err := j.store.JudgeModelGet(ctx, vid)
		if err != nil {
			return nil, nil, err
		}
		if cm.verdict, err = decodeVerdict(*row); err != nil {
			return nil, nil, fmt.Errorf("clause: the fairness model %d of %s is unreadable: %w", vid, corpus, err)
		}
	case err != nil && !errors.Is(err, store.ErrNotFound):
		return nil, nil, err
	}
	j.models[corpus] = cm
	return cm.model, cm.verdict, nil
}

// signals is what the embedded judge knows about a clause, per label.
type signals struct {
	model map[string]float64 // labels the classifier predicts, with their calibrated scores (nil: no model)
	vote  map[string]float64 // weighted share of the voting references
}

func (j *EmbeddedJudge) signals(m *classify.Model, clause string, refs []Reference) signals {
	s := signals{vote: vote(refs, j.blend.Neighbours, j.blend.Power)}
	if m != nil {
		s.model = map[string]float64{}
		for _, p := range m.Predict(clause) {
			s.model[p.Label] = p.Score
		}
	}
	return s
}

// vote returns, per label, the similarity^power-weighted share of the first
// k references carrying it.
func vote(refs []Reference, k int, power float64) map[string]float64 {
	out := map[string]float64{}
	var total float64
	for i, r := range refs {
		if i == k {
			break
		}
		w := math.Pow(max(r.Similarity, 0), power)
		total += w
		for _, l := range r.Labels {
			out[l] += w
		}
	}
	if total > 0 {
		for l := range out {
			out[l] /= total
		}
	}
	return out
}

// decide returns the labels the blend keeps with their scores (0..1).
func (b Blend) decide(s signals) map[string]float64 {
	out := map[string]float64{}
	if s.model == nil {
		for l, v := range s.vote {
			if v >= b.Threshold {
				out[l] = v
			}
		}
		return out
	}
	for l, p := range s.model {
		out[l] = max(p, s.vote[l])
	}
	for l, v := range s.vote {
		if _, kept := out[l]; !kept && v >= b.VoteAlone {
			out[l] = v
		}
	}
	return out
}

// Judge decides on req.
func (j *EmbeddedJudge) Judge(ctx context.Context, req JudgeRequest) (*ClauseAnalysis, error) {
	m, vm, err := j.model(ctx, req.Corpus)
	if err != nil {
		return nil, err
	}
	if vm != nil {
		return j.judgeVerdict(m, vm, req), nil
	}
	kept := j.blend.decide(j.signals(m, req.Clause, req.References))
	return explain(req, kept), nil
}

// explain writes the analysis of a clause whose kept labels and scores are
// known.
func explain(req JudgeRequest, kept map[string]float64) *ClauseAnalysis {
	lang := req.Lang
	if lang != LangKorean {
		lang = LangEnglish
	}
	cats := make([]string, 0, len(kept))
	for l := range kept {
		cats = append(cats, l)
	}
	sort.Slice(cats, func(a, b int) bool {
		if kept[cats[a]] != kept[cats[b]] {
			return kept[cats[a]] > kept[cats[b]]
		}
		return cats[a] < cats[b]
	})
	a := &ClauseAnalysis{Risk: RiskNone, Categories: cats, Scores: map[string]float64{}}
	for _, c := range cats {
		a.Scores[c] = round4(kept[c])
		r := categoryOf(c).Risk
		if kept[c] < 0.5 {
			r = lowerRisk(r)
		}
		if riskRank(r) > riskRank(a.Risk) {
			a.Risk = r
		}
	}
	a.References = supporting(req.References, cats, 3)
	if len(cats) == 0 {
		a.Explanation = noUnfairText[lang]
		return a
	}
	var b strings.Builder
	top := categoryOf(cats[0])
	names := namesIn(cats, lang)
	if lang == LangKorean {
		fmt.Fprintf(&b, "불공정 가능성이 있는 유형: %s. %s", strings.Join(names, ", "), top.Explain[lang])
	} else {
		fmt.Fprintf(&b, "Likely unfair (%s). %s", strings.Join(names, ", "), top.Explain[lang])
	}
	if len(a.References) > 0 && hasAny(a.References[0].Labels, cats) {
		r := a.References[0]
		cite(&b, r, r.Meta["rationale"], lang)
	}
	a.Explanation = strings.ReplaceAll(b.String(), "..", ".")
	a.Suggestion = top.Suggest[lang]
	return a
}

// noUnfairText is the explanation of a clause with no unfair category, by
// language.
var noUnfairText = map[string]string{
	LangKorean:  "참고 자료에 비추어 불공정한 유형이 발견되지 않았습니다.",
	LangEnglish: "No unfair pattern was found against the references.",
}

// cite writes the sentence citing reference r as the clause's nearest
// unfair example: its id, the rationale why (when not empty) and its
// statute.
func cite(b *strings.Builder, r Reference, why, lang string) {
	if lang == LangKorean {
		fmt.Fprintf(b, " 비슷한 참고 조항 [#%d]", r.ID)
	} else {
		fmt.Fprintf(b, " Similar reference [#%d]", r.ID)
	}
	if why != "" {
		fmt.Fprintf(b, ": %s", why)
	}
	if law := r.Meta["statute"]; law != "" {
		fmt.Fprintf(b, " (%s)", law)
	}
	b.WriteString(".")
}

// supporting returns up to n references that carry one of cats, best first;
// when none does (or cats is empty), the first n references.
func supporting(refs []Reference, cats []string, n int) []Reference {
	var out []Reference
	for _, r := range refs {
		if len(out) < n && hasAny(r.Labels, cats) {
			out = append(out, r)
		}
	}
	if len(out) == 0 {
		out = refs[:min(n, len(refs))]
	}
	return append([]Reference{}, out...)
}

func hasAny(labels, want []string) bool {
	for _, l := range labels {
		for _, w := range want {
			if l == w {
				return true
			}
		}
	}
	return false
}
