package clause

import (
	"context"
	"errors"
	"math"
	"sort"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/lib/knowledge"
	"github.com/baton-dev/baton/store"
)

// searcher is the search stage: embed, hybrid search, rerank.
type searcher struct{ cfg Config }

func (s *searcher) run(ctx context.Context, in *pipeline.StageInput) (any, error) {
	input, err := decodeInput(in.Input)
	if err != nil {
		return nil, err
	}
	return s.search(ctx, input)
}

// search returns the TopK references of the clause, best first.
func (s *searcher) search(ctx context.Context, in Input) (*SearchOutput, error) {
	corpus := in.Corpus
	if corpus == "" {
		corpus = s.cfg.Corpus
	}
	vecs, err := s.cfg.Embedder.Embed(ctx, []string{in.Clause})
	if err != nil {
		return nil, providerError(ctx, "embedding the clause", err)
	}
	if len(vecs) != 1 {
		return nil, providerError(ctx, "embedding the clause", errors.New("the embedder returned no vector"))
	}
	q := vecs[0]
	hits, err := s.cfg.Store.ChunkSearchHybrid(ctx, store.SearchParams{
		Corpus: corpus, Terms: knowledge.LexicalTerms(in.Clause), Embedding: q, Limit: s.cfg.Candidates,
	})
	if dm, ok := errors.AsType[*store.DimensionMismatchError](err); ok {
		return nil, pipeline.Permanent(dm)
	}
	if err != nil {
		return nil, err
	}
	out := &SearchOutput{Corpus: corpus, Lang: in.Lang, References: []Reference{}}
	if len(hits) == 0 {
		return out, nil
	}
	docs := make([]string, len(hits))
	for i, h := range hits {
		docs[i] = h.Text
	}
	scores, err := s.cfg.Reranker.Rerank(ctx, in.Clause, docs)
	if err != nil {
		return nil, providerError(ctx, "reranking", err)
	}
	if len(scores) != len(hits) {
		return nil, providerError(ctx, "reranking", errors.New("the reranker returned the wrong number of scores"))
	}
	refs := make([]Reference, len(hits))
	for i, h := range hits {
		refs[i] = Reference{
			ID: h.ID, Corpus: h.Corpus, Document: h.Document, Text: h.Text, Labels: h.Labels, Meta: h.Meta,
			Score: round4(scores[i]), Similarity: round4(ai.Cosine(q, h.Embedding)), Fused: round6(h.Score),
		}
		if refs[i].Labels == nil {
			refs[i].Labels = []string{}
		}
	}
	// Reranker first; the fused rank breaks ties (hits come best first).
	sort.SliceStable(refs, func(i, j int) bool { return refs[i].Score > refs[j].Score })
	if len(refs) > s.cfg.TopK {
		refs = refs[:s.cfg.TopK]
	}
	out.References = refs
	return out, nil
}

func round4(f float64) float64 { return math.Round(f*1e4) / 1e4 }
func round6(f float64) float64 { return math.Round(f*1e6) / 1e6 }
