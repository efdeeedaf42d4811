package ai

import (
	"errors"
	"net/http"
	"slices"
	"testing"
)

func TestHTTPRerankerTEI(t *testing.T) {
	t.Parallel()
	b := setupServer(t, func(w http.ResponseWriter, r *http.Request, body []byte, call int) {
		if r.URL.Path != "/v1/rerank" {
			http.NotFound(w, r)
			return
		}
		// TEI sorts by score, highest first.
		writeJSON(w, 200, []map[string]any{{"index": 2, "score": 0.9}, {"index": 0, "score": 0.5}, {"index": 1, "score": 0.1}})
	})
	hc := b.config()
	hc.Model = ""
	r, err := NewHTTPReranker(hc)
	if err != nil {
		t.Fatal(err)
	}
	scores, err := r.Rerank(t.Context(), "deposit", []string{"a", "b", "c"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(scores, []float64{0.5, 0.1, 0.9}) {
		t.Fatalf("scores = %v", scores)
	}
	req := b.body(t, 0)
	if req["query"] != "deposit" || len(req["texts"].([]any)) != 3 || req["documents"] != nil {
		t.Fatalf("request = %v, want TEI shape", req)
	}
}

func TestHTTPRerankerJinaCohere(t *testing.T) {
	t.Parallel()
	b := setupServer(t, func(w http.ResponseWriter, r *http.Request, body []byte, call int) {
		writeJSON(w, 200, map[string]any{
			"model": "jina-reranker-v2",
			"results": []map[string]any{
				{"index": 1, "relevance_score": 0.8, "document": map[string]string{"text": "b"}},
				{"index": 0, "relevance_score": 0.3},
			},
		})
	})
	hc := b.config()
	hc.Model = "jina-reranker-v2"
	r, err := NewHTTPReranker(hc)
	if err != nil {
		t.Fatal(err)
	}
	scores, err := r.Rerank(t.Context(), "q", []string{"a", "b"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(scores, []float64{0.3, 0.8}) {
		t.Fatalf("scores = %v", scores)
	}
	req := b.body(t, 0)
	if req["model"] != "jina-reranker-v2" || req["top_n"] != float64(2) || len(req["documents"].([]any)) != 2 {
		t.Fatalf("request = %v, want Jina/Cohere shape", req)
	}
}

func TestHTTPRerankerMissingScore(t *testing.T) {
	t.Parallel()
	b := setupServer(t, func(w http.ResponseWriter, r *http.Request, body []byte, call int) {
		writeJSON(w, 200, map[string]any{"results": []map[string]any{{"index": 0, "relevance_score": 0.3}}})
	})
	r, err := NewHTTPReranker(b.config())
	if err != nil {
		t.Fatal(err)
	}
	_, err = r.Rerank(t.Context(), "q", []string{"a", "b"})
	if _, ok := errors.AsType[*ReplyError](err); !ok {
		t.Fatalf("err = %v, want *ReplyError", err)
	}
}
