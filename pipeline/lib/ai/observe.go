package ai

import (
	"context"
	"encoding/json"
	"time"
)

// Observer receives one record per provider call: the provider's Name, the
// kind of call (embed, rerank, chat), the outcome (ok, error) and how long it
// took, retries included. The app feeds it to Prometheus.
type Observer func(provider, kind, outcome string, d time.Duration)

func observe(obs Observer, provider, kind string, start time.Time, err error) {
	outcome := "ok"
	if err != nil {
		outcome = "error"
	}
	obs(provider, kind, outcome, time.Since(start))
}

// ObserveEmbedder reports every Embed call of e to obs; a nil obs returns e.
func ObserveEmbedder(e Embedder, obs Observer) Embedder {
	if e == nil || obs == nil {
		return e
	}
	return &observedEmbedder{Embedder: e, obs: obs}
}

type observedEmbedder struct {
	Embedder
	obs Observer
}

func (o *observedEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	start := time.Now()
	v, err := o.Embedder.Embed(ctx, texts)
	observe(o.obs, o.Name(), "embed", start, err)
	return v, err
}

// ObserveReranker reports every Rerank call of r to obs; a nil obs returns r.
func ObserveReranker(r Reranker, obs Observer) Reranker {
	if r == nil || obs == nil {
		return r
	}
	return &observedReranker{Reranker: r, obs: obs}
}

type observedReranker struct {
	Reranker
	obs Observer
}

func (o *observedReranker) Rerank(ctx context.Context, query string, docs []string) ([]float64, error) {
	start := time.Now()
	s, err := o.Reranker.Rerank(ctx, query, docs)
	observe(o.obs, o.Name(), "rerank", start, err)
	return s, err
}

// ObserveChat reports every CompleteJSON call of c to obs as kind; a nil c
// (the embedded default) or a nil obs returns c.
func ObserveChat(c Chat, kind string, obs Observer) Chat {
	if c == nil || obs == nil {
		return c
	}
	return &observedChat{Chat: c, kind: kind, obs: obs}
}

type observedChat struct {
	Chat
	kind string
	obs  Observer
}

func (o *observedChat) CompleteJSON(ctx context.Context, req ChatRequest) (json.RawMessage, error) {
	start := time.Now()
	v, err := o.Chat.CompleteJSON(ctx, req)
	observe(o.obs, o.Name(), o.kind, start, err)
	return v, err
}
