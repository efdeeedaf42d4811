// Package aitest serves an OpenAI-compatible API on httptest for tests, in
// the real wire format: /v1/embeddings answers with deterministic hashed
// vectors (or a chosen failure), /v1/chat/completions with what the test's
// function decides. The pipelines' own fakes (clausetest, scantest) build
// on it.
package aitest

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/baton-dev/baton/pipeline/lib/ai"
)

// ChatRequest is the part of a /chat/completions request tests look at.
// Content stays raw: a string, or the parts of a vision message.
type ChatRequest struct {
	Model    string `json:"model"`
	Messages []struct {
		Role    string          `json:"role"`
		Content json.RawMessage `json:"content"`
	} `json:"messages"`
	ResponseFormat struct {
		Type       string `json:"type"`
		JSONSchema struct {
			Name   string          `json:"name"`
			Schema json.RawMessage `json:"schema"`
			Strict bool            `json:"strict"`
		} `json:"json_schema"`
	} `json:"response_format"`
}

// UserText is the last user message, when its content is plain text.
func (r ChatRequest) UserText() string {
	user := ""
	for _, m := range r.Messages {
		var s string
		if m.Role == "user" && json.Unmarshal(m.Content, &s) == nil {
			user = s
		}
	}
	return user
}

// Options choose how the server answers.
type Options struct {
	// Dim is the embedding dimension (default 64).
	Dim int
	// EmbedStatus, when not 0, fails every embeddings call with it.
	EmbedStatus int
	// Chat answers each chat call: an HTTP status and, for 200, the
	// assistant message's content. Nil answers 404.
	Chat func(req ChatRequest) (status int, content string)
}

// Server is a running fake, closed when the test ends.
type Server struct {
	*httptest.Server
	// URL is the API root to use as HTTPConfig.BaseURL (ends in /v1).
	URL        string
	EmbedCalls atomic.Int64
	ChatCalls  atomic.Int64

	mu       sync.Mutex
	requests []ChatRequest
}

// New starts a fake server.
func New(t testing.TB, o Options) *Server {
	t.Helper()
	if o.Dim == 0 {
		o.Dim = 64
	}
	s := &Server{}
	emb := ai.NewHashEmbedder(o.Dim)
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/embeddings", func(w http.ResponseWriter, r *http.Request) {
		s.EmbedCalls.Add(1)
		if o.EmbedStatus != 0 {
			http.Error(w, `{"error":{"message":"fake failure"}}`, o.EmbedStatus)
			return
		}
		var req struct {
			Input []string `json:"input"`
			Model string   `json:"model"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		vecs, _ := emb.Embed(context.Background(), req.Input)
		data := make([]map[string]any, len(vecs))
		for i, v := range vecs {
			data[i] = map[string]any{"object": "embedding", "index": i, "embedding": v}
		}
		writeJSON(w, map[string]any{"object": "list", "data": data, "model": req.Model,
			"usage": map[string]int{"prompt_tokens": 1, "total_tokens": 1}})
	})
	mux.HandleFunc("POST /v1/chat/completions", func(w http.ResponseWriter, r *http.Request) {
		s.ChatCalls.Add(1)
		var req ChatRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, "bad json", http.StatusBadRequest)
			return
		}
		s.mu.Lock()
		s.requests = append(s.requests, req)
		s.mu.Unlock()
		if o.Chat == nil {
			http.NotFound(w, r)
			return
		}
		status, content := o.Chat(req)
		if status != http.StatusOK {
			http.Error(w, `{"error":{"message":"fake failure"}}`, status)
			return
		}
		writeJSON(w, map[string]any{"id": "chatcmpl-test", "object": "chat.completion", "choices": []map[string]any{{
			"index": 0, "finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": content},
		}}})
	})
	s.Server = httptest.NewServer(mux)
	t.Cleanup(s.Close)
	s.URL = s.Server.URL + "/v1"
	return s
}

// Requests returns the chat requests received so far.
func (s *Server) Requests() []ChatRequest {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]ChatRequest(nil), s.requests...)
}

// Config is an HTTPConfig for the server, without client-side retries (the
// stages' own retries are what tests watch).
func (s *Server) Config() ai.HTTPConfig {
	return ai.HTTPConfig{BaseURL: s.URL, Model: "fake-model", APIKey: "sk-test", MaxRetries: -1, Timeout: 5 * time.Second}
}

// Chat returns an OpenAI chat client for the server.
func (s *Server) Chat(t testing.TB) ai.Chat {
	t.Helper()
	c, err := ai.NewChat(ai.KindOpenAI, s.Config())
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
