// Package ai puts every model Baton talks to behind a small interface:
// [Embedder], [Reranker] and [Chat].
//
// Each interface has an OpenAI-compatible HTTP implementation (OpenAI,
// Ollama, vLLM, llama.cpp, LM Studio, Text Embeddings Inference) and, where
// one makes sense, an embedded default that needs no network and no weights
// and is deterministic, so tests and offline installs behave the same way
// every time: [HashEmbedder] and [LexicalReranker]. The embedded chat judge
// and vision stand-in live with the pipelines that use them.
//
// HTTP providers share one client ([HTTPConfig]) with per-attempt timeouts,
// bounded retries with backoff, a rate limit and a concurrency cap. Their
// failures are [*ProviderError] or [*ReplyError]; [IsRetryable] tells a
// stage whether to let its job be retried.
package ai

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
)

// Embedder turns texts into L2-normalised vectors of Dimension() floats.
// Implementations are safe for concurrent use.
type Embedder interface {
	// Embed returns one vector per text, in the order of texts.
	Embed(ctx context.Context, texts []string) ([][]float32, error)
	// Dimension is the length of every vector; 0 while an HTTP embedder
	// configured without a dimension has not yet learned it from a reply.
	Dimension() int
	// Name is the provider kind, as accepted by NewEmbedder.
	Name() string
}

// Cosine returns the cosine similarity of two embeddings (0 when either is
// empty or their lengths differ).
func Cosine(a, b []float32) float64 {
	if len(a) == 0 || len(a) != len(b) {
		return 0
	}
	var dot, na, nb float64
	for i := range a {
		dot += float64(a[i]) * float64(b[i])
		na += float64(a[i]) * float64(a[i])
		nb += float64(b[i]) * float64(b[i])
	}
	if na == 0 || nb == 0 {
		return 0
	}
	return dot / math.Sqrt(na*nb)
}

// Reranker scores docs against a query; scores[i] belongs to docs[i], higher
// is better. Scores are comparable within one call only. Implementations are
// safe for concurrent use.
type Reranker interface {
	Rerank(ctx context.Context, query string, docs []string) ([]float64, error)
	// Name is the provider kind, as accepted by NewReranker.
	Name() string
}

// Chat asks a chat model for a JSON object matching a JSON schema.
// Implementations are safe for concurrent use.
type Chat interface {
	// CompleteJSON returns the model's answer, guaranteed to be a JSON
	// object (not validated against the schema: the caller decodes it).
	CompleteJSON(ctx context.Context, req ChatRequest) (json.RawMessage, error)
	// Name is the provider kind, as accepted by NewChat.
	Name() string
}

// ChatRequest is one structured-output question to a chat model.
type ChatRequest struct {
	// System is the system prompt; empty sends no system message.
	System string
	// User is the user message text.
	User string
	// Images are optional pictures for a vision model, sent after the text.
	Images []Image
	// SchemaName names the schema for the provider; "result" when empty.
	SchemaName string
	// Schema is the JSON schema the answer must match. Empty asks for any
	// JSON object instead (response_format json_object).
	Schema json.RawMessage
	// Temperature is the sampling temperature; 0 is sent as 0 (greedy).
	Temperature float64
}

// Image is one picture given to a vision model. It is sent inline as a
// data: URL in an OpenAI image_url content part, never fetched by the model.
type Image struct {
	// MIME is the media type, e.g. "image/jpeg"; sniffed from Data when empty.
	MIME string
	// Data is the encoded image (JPEG, PNG, WebP, ...).
	Data []byte
}

// Provider kinds accepted by NewEmbedder, NewReranker and NewChat.
const (
	// KindHash is the embedded hashed n-gram embedder (the default embedder).
	KindHash = "hash"
	// KindOpenAI is an OpenAI-compatible HTTP provider (embeddings or chat).
	KindOpenAI = "openai"
	// KindLexical is the embedded lexical reranker (the default reranker).
	KindLexical = "lexical"
	// KindHTTP is a reranker speaking the common /rerank wire format.
	KindHTTP = "http"
	// KindEmbedded selects the embedded chat stand-ins, which live outside
	// this package (the default chat kind).
	KindEmbedded = "embedded"
)

// NewEmbedder returns the embedder of the given kind: "hash" (the default,
// also chosen by "") or "openai". dim is the vector length: for "hash" 0
// means HashDimensionDefault; for "openai" 0 means learn it from the first
// reply, and any other value is enforced on every reply. hc is used by
// "openai" only.
func NewEmbedder(kind string, hc HTTPConfig, dim int) (Embedder, error) {
	if dim < 0 {
		return nil, fmt.Errorf("ai: embedding dimension must be at least 0, got %d", dim)
	}
	switch kind {
	case KindHash, "":
		return NewHashEmbedder(dim), nil
	case KindOpenAI:
		e, err := NewOpenAIEmbedder(hc, dim)
		if err != nil {
			return nil, err // not e: a nil *OpenAIEmbedder is a non-nil Embedder
		}
		return e, nil
	default:
		return nil, fmt.Errorf("ai: unknown embedder kind %q (valid: %q, %q)", kind, KindHash, KindOpenAI)
	}
}

// NewReranker returns the reranker of the given kind: "lexical" (the
// default, also chosen by "") or "http". hc is used by "http" only.
func NewReranker(kind string, hc HTTPConfig) (Reranker, error) {
	switch kind {
	case KindLexical, "":
		return NewLexicalReranker(), nil
	case KindHTTP:
		r, err := NewHTTPReranker(hc)
		if err != nil {
			return nil, err
		}
		return r, nil
	default:
		return nil, fmt.Errorf("ai: unknown reranker kind %q (valid: %q, %q)", kind, KindLexical, KindHTTP)
	}
}

// NewChat returns the chat model of the given kind: "openai", or
// (nil, nil) for "embedded" (the default, also chosen by ""), whose
// stand-ins are built by the pipelines themselves.
func NewChat(kind string, hc HTTPConfig) (Chat, error) {
	switch kind {
	case KindEmbedded, "":
		return nil, nil
	case KindOpenAI:
		c, err := NewOpenAIChat(hc)
		if err != nil {
			return nil, err
		}
		return c, nil
	default:
		return nil, fmt.Errorf("ai: unknown chat kind %q (valid: %q, %q)", kind, KindEmbedded, KindOpenAI)
	}
}
