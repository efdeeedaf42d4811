package ai

import (
	"context"
	"math"
)

// BM25 parameters: term-frequency saturation and length normalisation.
const (
	bm25K1 = 1.2
	bm25B  = 0.75
)

// LexicalReranker is the embedded reranker (kind "lexical", the default):
// BM25 over the normalised terms (lowercased words, plus syllable bigrams of
// Hangul words) shared by the query and each doc, with document frequencies
// taken from the docs of the call. Each score is divided by the most a doc
// could score for that query, so scores lie in [0, 1]; 0 means no shared
// term. It is deterministic and needs no network.
type LexicalReranker struct{}

// NewLexicalReranker returns a LexicalReranker.
func NewLexicalReranker() *LexicalReranker { return &LexicalReranker{} }

// Name returns "lexical".
func (r *LexicalReranker) Name() string { return KindLexical }

// Rerank scores each doc against query in [0, 1]. It fails only when ctx is
// done.
func (r *LexicalReranker) Rerank(ctx context.Context, query string, docs []string) ([]float64, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	scores := make([]float64, len(docs))
	qterms := unique(lexicalTerms(query))
	if len(qterms) == 0 || len(docs) == 0 {
		return scores, nil
	}

	tfs := make([]map[string]int, len(docs))
	lens := make([]int, len(docs))
	df := make(map[string]int, len(qterms))
	var total int
	for i, d := range docs {
		terms := lexicalTerms(d)
		lens[i] = len(terms)
		total += len(terms)
		tf := make(map[string]int)
		for _, t := range terms {
			tf[t]++
		}
		for _, q := range qterms {
			if tf[q] > 0 {
				df[q]++
			}
		}
		tfs[i] = tf
	}
	avgLen := max(float64(total)/float64(len(docs)), 1)

	n := float64(len(docs))
	idf := make([]float64, len(qterms))
	var best float64 // the score of a doc holding every query term infinitely often
	for j, q := range qterms {
		dfq := float64(df[q])
		idf[j] = math.Log(1 + (n-dfq+0.5)/(dfq+0.5))
		best += idf[j] * (bm25K1 + 1)
	}
	for i, tf := range tfs {
		norm := 1 - bm25B + bm25B*float64(lens[i])/avgLen
		var s float64
		for j, q := range qterms {
			f := float64(tf[q])
			s += idf[j] * f * (bm25K1 + 1) / (f + bm25K1*norm)
		}
		scores[i] = min(s/best, 1)
	}
	return scores, nil
}

// unique returns ss without repeats, in first-seen order.
func unique(ss []string) []string {
	seen := make(map[string]bool, len(ss))
	out := ss[:0:0]
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}
