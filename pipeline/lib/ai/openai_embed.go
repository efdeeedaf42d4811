package ai

import (
	"context"
	"encoding/json"
	"fmt"
	"sync/atomic"
)

// EmbedBatchMax is the most texts the OpenAIEmbedder sends in one request;
// longer inputs are split into several requests.
const EmbedBatchMax = 64

// OpenAIEmbedder (kind "openai") calls POST {BaseURL}/embeddings, the route
// served by OpenAI, Ollama, vLLM, llama.cpp, LM Studio and Text Embeddings
// Inference. Vectors are re-normalised to unit length, since not every
// server normalises. Every vector must have the same dimension: the
// configured one, or else the one learned from the first reply; any other is
// a permanent *ProviderError, because vectors of another length cannot be
// stored next to the ones already indexed.
type OpenAIEmbedder struct {
	// RequestDimensions, when true, sends "dimensions": Dimension() so a
	// model that can shorten its vectors (OpenAI text-embedding-3) does.
	// Off by default: many servers and models reject the field. Set it
	// before the first call.
	RequestDimensions bool

	c          *httpClient
	model      string
	configured bool
	dim        atomic.Int64
}

// NewOpenAIEmbedder returns an OpenAIEmbedder for hc. dim > 0 is enforced on
// every reply; 0 means learn it from the first reply. hc.Model is required.
func NewOpenAIEmbedder(hc HTTPConfig, dim int) (*OpenAIEmbedder, error) {
	if hc.Model == "" {
		return nil, fmt.Errorf("ai: %s: Model is required for embeddings", KindOpenAI)
	}
	if dim < 0 {
		return nil, fmt.Errorf("ai: %s: embedding dimension must be at least 0, got %d", KindOpenAI, dim)
	}
	c, err := newHTTPClient(KindOpenAI, hc)
	if err != nil {
		return nil, err
	}
	e := &OpenAIEmbedder{c: c, model: hc.Model, configured: dim > 0}
	e.dim.Store(int64(dim))
	return e, nil
}

// Name returns "openai".
func (e *OpenAIEmbedder) Name() string { return KindOpenAI }

// Dimension returns the configured or learned vector length; 0 before the
// first reply when none was configured.
func (e *OpenAIEmbedder) Dimension() int { return int(e.dim.Load()) }

type embeddingsRequest struct {
	Model      string   `json:"model"`
	Input      []string `json:"input"`
	Dimensions int      `json:"dimensions,omitempty"`
}

type embeddingsReply struct {
	Data []struct {
		Index     int       `json:"index"`
		Embedding []float64 `json:"embedding"`
	} `json:"data"`
}

// Embed returns one unit vector per text, in batches of EmbedBatchMax.
func (e *OpenAIEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, 0, len(texts))
	for start := 0; start < len(texts); start += EmbedBatchMax {
		batch := texts[start:min(start+EmbedBatchMax, len(texts))]
		vecs, err := e.embedBatch(ctx, batch)
		if err != nil {
			return nil, err
		}
		out = append(out, vecs...)
	}
	return out, nil
}

func (e *OpenAIEmbedder) embedBatch(ctx context.Context, batch []string) ([][]float32, error) {
	req := embeddingsRequest{Model: e.model, Input: batch}
	if e.RequestDimensions {
		req.Dimensions = e.Dimension()
	}
	body, err := e.c.postJSON(ctx, "/embeddings", req)
	if err != nil {
		return nil, err
	}
	var reply embeddingsReply
	if err := json.Unmarshal(body, &reply); err != nil {
		return nil, &ReplyError{Provider: KindOpenAI, Msg: fmt.Sprintf("not an embeddings object: %s", excerpt(body))}
	}
	if len(reply.Data) != len(batch) {
		return nil, &ReplyError{Provider: KindOpenAI,
			Msg: fmt.Sprintf("%d embeddings for %d inputs", len(reply.Data), len(batch))}
	}
	out := make([][]float32, len(batch))
	for _, d := range reply.Data {
		if d.Index < 0 || d.Index >= len(batch) || out[d.Index] != nil {
			return nil, &ReplyError{Provider: KindOpenAI, Msg: fmt.Sprintf("bad or repeated index %d", d.Index)}
		}
		if len(d.Embedding) == 0 {
			return nil, &ReplyError{Provider: KindOpenAI, Msg: fmt.Sprintf("empty embedding at index %d", d.Index)}
		}
		if err := e.checkDimension(len(d.Embedding)); err != nil {
			return nil, err
		}
		out[d.Index] = normalise(d.Embedding)
	}
	return out, nil
}

// checkDimension learns the dimension from the first vector, then holds
// every later vector to it.
func (e *OpenAIEmbedder) checkDimension(n int) error {
	if e.dim.CompareAndSwap(0, int64(n)) {
		return nil
	}
	want := e.dim.Load()
	if int64(n) == want {
		return nil
	}
	source := "the dimension learned from its first reply"
	if e.configured {
		source = "the configured dimension"
	}
	return &ProviderError{Provider: KindOpenAI, Retryable: false, Msg: fmt.Sprintf(
		"model %q returned %d-dimensional embeddings, but %s is %d; set the embedding dimension to match the model",
		e.model, n, source, want)}
}
