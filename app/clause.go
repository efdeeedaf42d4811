package app

import (
	"fmt"
	"log/slog"
	"time"

	"github.com/spf13/pflag"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/clause"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/store"
)

// Defaults of the clause pipeline's providers.
const (
	ClauseEmbedderDefault        = ai.KindHash
	ClauseRerankerDefault        = ai.KindLexical
	ClauseJudgeDefault           = ai.KindEmbedded
	ClauseProviderTimeoutDefault = ai.HTTPTimeoutDefault
	ClauseProviderRetriesDefault = ai.HTTPMaxRetriesDefault
	ClauseCorpusDefault          = clause.CorpusDefault
	ClauseTopKDefault            = clause.TopKDefault
	ClauseJudgeBatchDefault      = 0
)

// ClauseConfig chooses the clause pipeline's providers and corpus: flags
// (with their BATON_CLAUSE_* twins) of every command that runs the
// pipeline; see addClauseFlags.
type ClauseConfig struct {
	// Observe, when set, sees every provider call (not a flag).
	Observe                                           ai.Observer
	Embedder, EmbedderURL, EmbedderModel, EmbedderKey string
	EmbeddingDim                                      int
	Reranker, RerankerURL, RerankerModel, RerankerKey string
	Judge, ChatURL, ChatModel, ChatKey                string
	ProviderTimeout                                   time.Duration
	ProviderRetries                                   int
	ProviderRate                                      float64
	Corpus                                            string
	TopK                                              int
	JudgeBatch                                        int
}

// addClauseFlags adds the clause pipeline's settings.
func addClauseFlags(fs *pflag.FlagSet, cc *ClauseConfig) {
	groupFlags(fs, groupClause, func(fs *pflag.FlagSet) { clauseFlags(fs, cc) })
}

func clauseFlags(fs *pflag.FlagSet, cc *ClauseConfig) {
	fs.StringVar(&cc.Embedder, "clause-embedder", ClauseEmbedderDefault, "clause embedder: hash (embedded) or openai (any OpenAI-compatible /v1/embeddings)")
	fs.StringVar(&cc.EmbedderURL, "clause-embedder-url", "", "API root of the openai embedder, e.g. http://localhost:11434/v1")
	fs.StringVar(&cc.EmbedderModel, "clause-embedder-model", "", "model name sent to the openai embedder")
	fs.StringVar(&cc.EmbedderKey, "clause-embedder-key", "", "API key of the openai embedder (prefer the environment variable)")
	fs.IntVar(&cc.EmbeddingDim, "clause-embedding-dim", 0, "embedding dimension: hash default 384; openai 0 learns it from the first reply")
	fs.StringVar(&cc.Reranker, "clause-reranker", ClauseRerankerDefault, "clause reranker: lexical (embedded BM25) or http (a /rerank server: TEI, Jina, Cohere-compatible)")
	fs.StringVar(&cc.RerankerURL, "clause-reranker-url", "", "API root of the http reranker")
	fs.StringVar(&cc.RerankerModel, "clause-reranker-model", "", "model name sent to the http reranker")
	fs.StringVar(&cc.RerankerKey, "clause-reranker-key", "", "API key of the http reranker")
	fs.StringVar(&cc.Judge, "clause-judge", ClauseJudgeDefault, "clause judge: embedded (classifier + retrieved references) or openai (chat completions)")
	fs.StringVar(&cc.ChatURL, "clause-chat-url", "", "API root of the openai judge's chat model")
	fs.StringVar(&cc.ChatModel, "clause-chat-model", "", "chat model name of the openai judge")
	fs.StringVar(&cc.ChatKey, "clause-chat-key", "", "API key of the openai judge (prefer the environment variable)")
	fs.DurationVar(&cc.ProviderTimeout, "clause-provider-timeout", ClauseProviderTimeoutDefault, "timeout of one call to an HTTP provider")
	fs.IntVar(&cc.ProviderRetries, "clause-provider-retries", ClauseProviderRetriesDefault, "retries of a failed HTTP provider call (429/5xx/network), honouring Retry-After; -1 for none")
	fs.Float64Var(&cc.ProviderRate, "clause-provider-rate", 0, "most calls per second to each HTTP provider; 0 is unlimited")
	fs.StringVar(&cc.Corpus, "clause-corpus", ClauseCorpusDefault, "reference corpus the clause pipeline searches when a request names none")
	fs.IntVar(&cc.TopK, "clause-top-k", ClauseTopKDefault, "references kept per clause after reranking")
	fs.IntVar(&cc.JudgeBatch, "clause-judge-batch", ClauseJudgeBatchDefault, "openai judge: judge a batch's clauses once all are searched, this many per model call; 0 is off (the embedded judge ignores it)")
}

func (cc ClauseConfig) http(url, model, key string) ai.HTTPConfig {
	return ai.HTTPConfig{BaseURL: url, Model: model, APIKey: key, Timeout: cc.ProviderTimeout,
		MaxRetries: cc.ProviderRetries, RatePerSecond: cc.ProviderRate}
}

// embedder builds the configured embedder and the id that goes into each
// document's content hash.
func (cc ClauseConfig) embedder() (ai.Embedder, string, error) {
	e, err := ai.NewEmbedder(cc.Embedder, cc.http(cc.EmbedderURL, cc.EmbedderModel, cc.EmbedderKey), cc.EmbeddingDim)
	if err != nil {
		return nil, "", fmt.Errorf("--clause-embedder: %w", err)
	}
	id := fmt.Sprintf("%s:%d", e.Name(), e.Dimension())
	if e.Name() == ai.KindOpenAI {
		id = fmt.Sprintf("openai:%s:%d", cc.EmbedderModel, cc.EmbeddingDim)
	}
	return e, id, nil
}

// pipeline builds the clause pipeline on st with the embedder emb, with
// its follow-up job kinds.
func (cc ClauseConfig) pipeline(st *store.Store, emb ai.Embedder) (*pipeline.Pipeline, []pipeline.JobKind, error) {
	rr, err := ai.NewReranker(cc.Reranker, cc.http(cc.RerankerURL, cc.RerankerModel, cc.RerankerKey))
	if err != nil {
		return nil, nil, fmt.Errorf("--clause-reranker: %w", err)
	}
	chat, err := ai.NewChat(cc.Judge, cc.http(cc.ChatURL, cc.ChatModel, cc.ChatKey))
	if err != nil {
		return nil, nil, fmt.Errorf("--clause-judge: %w", err)
	}
	if cc.JudgeBatch < 0 {
		return nil, nil, fmt.Errorf("--clause-judge-batch must be 0 or more, got %d", cc.JudgeBatch)
	}
	var judge clause.Judge
	if chat != nil {
		judge = clause.NewOpenAIJudge(ai.ObserveChat(chat, "chat", cc.Observe))
	}
	emb, rr = ai.ObserveEmbedder(emb, cc.Observe), ai.ObserveReranker(rr, cc.Observe)
	return clause.NewWithJobs(clause.Config{Store: st, Embedder: emb, Reranker: rr, Judge: judge, Corpus: cc.Corpus, TopK: cc.TopK,
		JudgeBatch: cc.JudgeBatch})
}

// ingester builds the knowledge ingester with the pipeline's embedder.
func (cc ClauseConfig) ingester(st *store.Store, log *slog.Logger) (*clause.Ingester, error) {
	emb, id, err := cc.embedder()
	if err != nil {
		return nil, err
	}
	return &clause.Ingester{Store: st, Embedder: emb, EmbedderID: id, Log: log}, nil
}
