package ai

import (
	"context"
	"encoding/json"
	"fmt"
)

// RerankBatchMax is the most docs the HTTPReranker sends in one request
// (Text Embeddings Inference refuses more than 32 by default); longer lists
// are split and the scores joined.
const RerankBatchMax = 32

// HTTPReranker (kind "http") calls POST {BaseURL}/rerank in one of the two
// common wire formats, chosen by HTTPConfig.Model:
//
//   - no Model: Text Embeddings Inference, {"query","texts":[...]};
//   - a Model: Jina/Cohere (also vLLM and llama.cpp),
//     {"model","query","documents":[...],"top_n"}.
//
// Either reply shape is accepted from either server: a TEI array
// [{"index","score"}] or {"results":[{"index","relevance_score"}]}.
type HTTPReranker struct {
	c     *httpClient
	model string
}

// NewHTTPReranker returns an HTTPReranker for hc.
func NewHTTPReranker(hc HTTPConfig) (*HTTPReranker, error) {
	c, err := newHTTPClient(KindHTTP, hc)
	if err != nil {
		return nil, err
	}
	return &HTTPReranker{c: c, model: hc.Model}, nil
}

// Name returns "http".
func (r *HTTPReranker) Name() string { return KindHTTP }

type teiRerankRequest struct {
	Query string   `json:"query"`
	Texts []string `json:"texts"`
}

type jinaRerankRequest struct {
	Model     string   `json:"model"`
	Query     string   `json:"query"`
	Documents []string `json:"documents"`
	TopN      int      `json:"top_n"`
}

type rerankResult struct {
	Index          int      `json:"index"`
	Score          *float64 `json:"score"`
	RelevanceScore *float64 `json:"relevance_score"`
}

// Rerank scores each doc against query, in batches of RerankBatchMax.
func (r *HTTPReranker) Rerank(ctx context.Context, query string, docs []string) ([]float64, error) {
	scores := make([]float64, 0, len(docs))
	for start := 0; start < len(docs); start += RerankBatchMax {
		batch := docs[start:min(start+RerankBatchMax, len(docs))]
		s, err := r.rerankBatch(ctx, query, batch)
		if err != nil {
			return nil, err
		}
		scores = append(scores, s...)
	}
	return scores, nil
}

func (r *HTTPReranker) rerankBatch(ctx context.Context, query string, docs []string) ([]float64, error) {
	var req any = teiRerankRequest{Query: query, Texts: docs}
	if r.model != "" {
		req = jinaRerankRequest{Model: r.model, Query: query, Documents: docs, TopN: len(docs)}
	}
	body, err := r.c.postJSON(ctx, "/rerank", req)
	if err != nil {
		return nil, err
	}
	results, err := parseRerankReply(body)
	if err != nil {
		return nil, err
	}
	scores := make([]float64, len(docs))
	seen := make([]bool, len(docs))
	for _, res := range results {
		if res.Index < 0 || res.Index >= len(docs) || seen[res.Index] {
			return nil, &ReplyError{Provider: KindHTTP, Msg: fmt.Sprintf("bad or repeated index %d", res.Index)}
		}
		switch {
		case res.RelevanceScore != nil:
			scores[res.Index] = *res.RelevanceScore
		case res.Score != nil:
			scores[res.Index] = *res.Score
		default:
			return nil, &ReplyError{Provider: KindHTTP, Msg: fmt.Sprintf("no score at index %d", res.Index)}
		}
		seen[res.Index] = true
	}
	if len(results) != len(docs) {
		return nil, &ReplyError{Provider: KindHTTP, Msg: fmt.Sprintf("%d scores for %d docs", len(results), len(docs))}
	}
	return scores, nil
}

// parseRerankReply reads either reply shape.
func parseRerankReply(body []byte) ([]rerankResult, error) {
	var arr []rerankResult
	if err := json.Unmarshal(body, &arr); err == nil {
		return arr, nil
	}
	var obj struct {
		Results []rerankResult `json:"results"`
	}
	if err := json.Unmarshal(body, &obj); err != nil || obj.Results == nil {
		return nil, &ReplyError{Provider: KindHTTP, Msg: fmt.Sprintf("not a rerank reply: %s", excerpt(body))}
	}
	return obj.Results, nil
}
