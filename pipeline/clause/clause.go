// Package clause is the contract-clause pipeline: every clause of a contract
// becomes a task that runs `search` (embed the clause, hybrid full-text +
// pgvector search over a reference corpus, rerank) and then `judge` (decide
// whether the clause is unfair and why, citing the references), whose
// ClauseAnalysis is committed with the task's SUCCESS.
//
// The package also holds the knowledge ingest service (parse, embed, store,
// train the embedded judge), the judges (embedded and OpenAI-compatible),
// the contract splitter and the evaluation harness.
package clause

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/riverqueue/river"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/clause/starter"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/store"
)

// Names of the pipeline, its stages and their River queues.
const (
	PipelineName = "clause"
	StageSearch  = "search"
	StageJudge   = "judge"
	QueueSearch  = "clause_search"
	QueueJudge   = "clause_judge"
)

// Defaults applied by Config where a field is zero.
const (
	// CorpusDefault is the corpus searched when neither the task nor the
	// configuration names one: the embedded starter corpus.
	CorpusDefault = starter.Corpus
	// CandidatesDefault is how many fused hits the search fetches for the
	// reranker.
	CandidatesDefault = 30
	// TopKDefault is how many references the search keeps after reranking:
	// the embedded judge's vote needs BlendDefault().Neighbours of them.
	TopKDefault = 20
	// ClauseMaxRunes is the longest clause a task accepts.
	ClauseMaxRunes = 2000
)

// Languages of a clause.
const (
	LangKorean  = "ko"
	LangEnglish = "en"
)

// Risk levels of a ClauseAnalysis, lowest first.
const (
	RiskNone   = "none"
	RiskLow    = "low"
	RiskMedium = "medium"
	RiskHigh   = "high"
)

// Config configures the clause pipeline.
type Config struct {
	// Store runs the search and keeps the analyses. Required.
	Store *store.Store
	// Embedder embeds clauses; it must be the one the corpus was ingested
	// with. Default: the hash embedder of ai.HashDimensionDefault.
	Embedder ai.Embedder
	// Reranker orders the fused candidates. Default: the lexical reranker.
	Reranker ai.Reranker
	// Judge decides. Default: an EmbeddedJudge over Store.
	Judge Judge
	// Corpus is searched when a task names none (default CorpusDefault).
	Corpus string
	// Candidates and TopK: see CandidatesDefault and TopKDefault.
	Candidates int
	TopK       int
	// JudgeBatch, when > 0 and Judge is a BatchJudge (the OpenAI judge),
	// judges a batch's clauses once all of them have left search, up to
	// JudgeBatch clauses per model call (see QueueJudgeBatch). The embedded
	// judge calls no model, gains nothing from it and ignores it. 0: off.
	JudgeBatch int
}

func (c Config) withDefaults() (Config, error) {
	if c.Store == nil {
		return c, errors.New("clause: Config.Store is required")
	}
	if c.Embedder == nil {
		c.Embedder = ai.NewHashEmbedder(0)
	}
	if c.Reranker == nil {
		c.Reranker = ai.NewLexicalReranker()
	}
	if c.Judge == nil {
		c.Judge = NewEmbeddedJudge(c.Store)
	}
	if c.Corpus == "" {
		c.Corpus = CorpusDefault
	}
	if c.Candidates <= 0 {
		c.Candidates = CandidatesDefault
	}
	if c.TopK <= 0 {
		c.TopK = TopKDefault
	}
	if c.TopK > c.Candidates {
		c.Candidates = c.TopK
	}
	return c, nil
}

// New returns the clause pipeline: search (QueueSearch, ANALYSIS_FAILED)
// then judge (QueueJudge, LLM_FAILED). With batch judging on it fails: use
// NewWithJobs, whose job kind the engine must register.
func New(cfg Config) (*pipeline.Pipeline, error) {
	p, jobs, err := NewWithJobs(cfg)
	if err == nil && len(jobs) > 0 {
		err = errors.New("clause: batch judging needs its job kind registered: use NewWithJobs")
	}
	return p, err
}

// NewWithJobs is New plus the follow-up job kinds for pipeline.Config.Jobs:
// the batch judge (QueueJudgeBatch) when batch judging is on, else none.
func NewWithJobs(cfg Config) (*pipeline.Pipeline, []pipeline.JobKind, error) {
	c, err := cfg.withDefaults()
	if err != nil {
		return nil, nil, err
	}
	s := &searcher{cfg: c}
	j := &judgeStage{judge: c.Judge}
	p := &pipeline.Pipeline{
		Name: PipelineName,
		Stages: []pipeline.Stage{
			{Name: StageSearch, Queue: QueueSearch, ErrorCode: CodeAnalysisFailed, Weight: 1, Run: s.run},
			{Name: StageJudge, Queue: QueueJudge, ErrorCode: CodeLLMFailed, Weight: 2, Run: j.run, Commit: j.commit},
		},
	}
	bj, ok := c.Judge.(BatchJudge)
	if c.JudgeBatch <= 0 || !ok {
		return p, nil, nil
	}
	b := &batcher{st: c.Store, judge: bj, size: c.JudgeBatch}
	j.batch = b
	p.Stages[0].Commit = b.searched
	p.Stages[1].Held = true
	p.Terminal = b.terminal
	return p, []pipeline.JobKind{{Queue: QueueJudgeBatch, Register: func(w *river.Workers) error {
		return river.AddWorkerSafely(w, b)
	}}}, nil
}

// Input is one clause task's input.
type Input struct {
	Clause string `json:"clause"`
	// Index is the clause's 0-based position in its contract.
	Index int `json:"index"`
	// Lang is "ko" or "en"; empty means detect it from the clause.
	Lang string `json:"lang,omitempty"`
	// Corpus overrides the pipeline's corpus for this clause.
	Corpus string `json:"corpus,omitempty"`
}

// Reference is a reference chunk the search retrieved for a clause.
type Reference struct {
	ID       int64             `json:"id"`
	Corpus   string            `json:"corpus"`
	Document string            `json:"document"`
	Text     string            `json:"text"`
	Labels   []string          `json:"labels"`
	Meta     map[string]string `json:"meta,omitempty"`
	// Score is the reranker's score (higher is closer).
	Score float64 `json:"score"`
	// Similarity is the cosine similarity of the clause's and the
	// reference's embeddings.
	Similarity float64 `json:"similarity"`
	// Fused is the reciprocal-rank-fusion score of the hybrid search.
	Fused float64 `json:"fused"`
}

// SearchOutput is the search stage's output.
type SearchOutput struct {
	Corpus     string      `json:"corpus"`
	Lang       string      `json:"lang"`
	References []Reference `json:"references"`
}

// ClauseAnalysis is the judge's verdict on one clause.
type ClauseAnalysis struct {
	// Risk is none, low, medium or high.
	Risk string `json:"risk"`
	// Categories are the unfair-term categories the clause falls under,
	// most confident first; empty when the clause looks fair.
	Categories []string `json:"categories"`
	// Scores is the judge's confidence (0..1) per category it considered.
	Scores map[string]float64 `json:"scores,omitempty"`
	// Explanation says in plain language why, in the clause's language.
	Explanation string `json:"explanation"`
	// Suggestion is a fairer wording, or "" when none is needed.
	Suggestion string `json:"suggestion"`
	// References are the retrieved references the verdict relies on.
	References []Reference `json:"references"`
	// Judge is "embedded" or "openai".
	Judge string `json:"judge"`
	// Lang is the clause's language.
	Lang string `json:"lang"`
	// CategoryNames are the categories as people read them in Lang.
	CategoryNames map[string]string `json:"category_names,omitempty"`
}

// DetectLang returns "ko" when text holds any Hangul, else "en".
func DetectLang(text string) string {
	for _, r := range text {
		if unicode.Is(unicode.Hangul, r) {
			return LangKorean
		}
	}
	return LangEnglish
}

// ValidLang reports whether lang is accepted in an Input ("" included).
func ValidLang(lang string) bool { return lang == "" || lang == LangKorean || lang == LangEnglish }

// Inputs builds the task inputs of a contract's clauses, in order.
func Inputs(clauses []string, lang, corpus string) ([]json.RawMessage, error) {
	out := make([]json.RawMessage, len(clauses))
	for i, c := range clauses {
		b, err := json.Marshal(Input{Clause: c, Index: i, Lang: lang, Corpus: corpus})
		if err != nil {
			return nil, fmt.Errorf("clause: %w", err)
		}
		out[i] = b
	}
	return out, nil
}

// decodeInput reads and checks a task's input; a bad input is permanent.
func decodeInput(raw json.RawMessage) (Input, error) {
	var in Input
	if err := json.Unmarshal(raw, &in); err != nil {
		return in, pipeline.Permanent(fmt.Errorf("clause: invalid input: %w", err))
	}
	in.Clause = strings.TrimSpace(in.Clause)
	err := checkClause(in.Index, "input", in.Clause)
	if err == nil {
		err = checkLang(in.Lang)
	}
	if err != nil {
		return in, pipeline.Permanent(err)
	}
	if in.Lang == "" {
		in.Lang = DetectLang(in.Clause)
	}
	return in, nil
}

// providerError maps a model provider's failure to the stage's retry
// policy: a provider error that ai.IsRetryable rejects (a 4xx, a refusal)
// can't succeed on retry and fails the task at once. Everything else is
// retried by River: retryable provider errors, our own context ending
// (shutdown, the stage's timeout) and errors that are not the provider's
// (the database).
func providerError(ctx context.Context, what string, err error) error {
	err = fmt.Errorf("clause: %s: %w", what, err)
	if _, ok := errors.AsType[*ai.ProviderError](err); ok && ctx.Err() == nil && !ai.IsRetryable(err) {
		return pipeline.Permanent(err)
	}
	return err
}
