package ai

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/http"
	"strings"
	"testing"
)

// embeddingsHandler answers like OpenAI, listing the data in reverse index
// order to prove the client orders by index; vector i is [i+1, 0, ..., 0]
// of dim floats.
func embeddingsHandler(dim int) func(w http.ResponseWriter, r *http.Request, body []byte, call int) {
	return func(w http.ResponseWriter, r *http.Request, body []byte, call int) {
		if r.Method != http.MethodPost || r.URL.Path != "/v1/embeddings" {
			http.NotFound(w, r)
			return
		}
		var req struct {
			Input []string `json:"input"`
		}
		if err := json.Unmarshal(body, &req); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		data := make([]map[string]any, 0, len(req.Input))
		for i := len(req.Input) - 1; i >= 0; i-- {
			v := make([]float64, dim)
			v[0] = float64(i + 1)
			v[1] = 1
			data = append(data, map[string]any{"object": "embedding", "index": i, "embedding": v})
		}
		writeJSON(w, 200, map[string]any{"object": "list", "data": data, "model": "test-model"})
	}
}

func TestOpenAIEmbedderOrdersByIndexAndBatches(t *testing.T) {
	t.Parallel()
	b := setupServer(t, embeddingsHandler(4))
	e, err := NewOpenAIEmbedder(b.config(), 0)
	if err != nil {
		t.Fatal(err)
	}
	if e.Dimension() != 0 {
		t.Fatalf("Dimension before first reply = %d, want 0", e.Dimension())
	}
	texts := make([]string, EmbedBatchMax+6)
	for i := range texts {
		texts[i] = fmt.Sprintf("text %d", i)
	}
	vecs, err := e.Embed(t.Context(), texts)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.calls.Load(); got != 2 {
		t.Fatalf("calls = %d, want 2 batches", got)
	}
	if e.Dimension() != 4 {
		t.Fatalf("Dimension = %d, want 4 learned from the reply", e.Dimension())
	}
	for i, v := range vecs {
		pos := i % EmbedBatchMax // indexes restart in each batch
		want := float64(pos+1) / math.Sqrt(float64((pos+1)*(pos+1)+1))
		if len(v) != 4 || math.Abs(float64(v[0])-want) > 1e-6 {
			t.Fatalf("vector %d = %v, want first element %g", i, v, want)
		}
	}
	req := b.body(t, 0)
	if req["model"] != "test-model" || len(req["input"].([]any)) != EmbedBatchMax {
		t.Fatalf("request = %v, want model and %d inputs", req, EmbedBatchMax)
	}
	if _, ok := req["dimensions"]; ok {
		t.Fatalf("request has dimensions, want none unless RequestDimensions")
	}
}

func TestOpenAIEmbedderRequestDimensions(t *testing.T) {
	t.Parallel()
	b := setupServer(t, embeddingsHandler(8))
	e, err := NewOpenAIEmbedder(b.config(), 8)
	if err != nil {
		t.Fatal(err)
	}
	e.RequestDimensions = true
	if _, err := e.Embed(t.Context(), []string{"a"}); err != nil {
		t.Fatal(err)
	}
	if got := b.body(t, 0)["dimensions"]; got != float64(8) {
		t.Fatalf("dimensions = %v, want 8", got)
	}
}

func TestOpenAIEmbedderDimensionMismatch(t *testing.T) {
	t.Parallel()
	b := setupServer(t, embeddingsHandler(768))
	e, err := NewOpenAIEmbedder(b.config(), 384)
	if err != nil {
		t.Fatal(err)
	}
	b.instrument(e.c)
	_, err = e.Embed(t.Context(), []string{"a"})
	if _, ok := errors.AsType[*ProviderError](err); !ok || IsRetryable(err) {
		t.Fatalf("err = %v, want permanent ProviderError", err)
	}
	if !strings.Contains(err.Error(), "768") || !strings.Contains(err.Error(), "384") {
		t.Fatalf("error %q should name both dimensions", err)
	}
	if got := b.calls.Load(); got != 1 {
		t.Fatalf("calls = %d, want 1 (not retried)", got)
	}
}

func TestOpenAIEmbedderMalformedReply(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		reply string
	}{
		{"not json", `<html>gateway</html>`},
		{"too few", `{"data":[]}`},
		{"bad index", `{"data":[{"index":5,"embedding":[1,2]}]}`},
		{"empty vector", `{"data":[{"index":0,"embedding":[]}]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			b := setupServer(t, func(w http.ResponseWriter, r *http.Request, body []byte, call int) {
				w.Header().Set("Content-Type", "application/json")
				_, _ = w.Write([]byte(tt.reply))
			})
			e, err := NewOpenAIEmbedder(b.config(), 0)
			if err != nil {
				t.Fatal(err)
			}
			_, err = e.Embed(t.Context(), []string{"a"})
			if _, ok := errors.AsType[*ReplyError](err); !ok || !IsRetryable(err) {
				t.Fatalf("err = %v, want retryable *ReplyError", err)
			}
		})
	}
}

func TestOpenAIEmbedderEmptyInput(t *testing.T) {
	t.Parallel()
	b := setupServer(t, embeddingsHandler(4))
	e, err := NewOpenAIEmbedder(b.config(), 0)
	if err != nil {
		t.Fatal(err)
	}
	vecs, err := e.Embed(t.Context(), nil)
	if err != nil || len(vecs) != 0 || b.calls.Load() != 0 {
		t.Fatalf("Embed(nil) = %v, %v after %d calls; want nothing and no call", vecs, err, b.calls.Load())
	}
}
