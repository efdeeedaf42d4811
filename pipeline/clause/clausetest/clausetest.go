// Package clausetest serves an OpenAI-compatible API on httptest for the
// clause pipeline's tests: /embeddings answers with deterministic hashed
// vectors in the real wire format, /chat/completions with a judge answer
// built from the prompt (or a chosen failure).
package clausetest

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/baton-dev/baton/pipeline/ai"
)

// Options chooses how the fake server behaves.
type Options struct {
	// Dim is the embedding dimension (default 64).
	Dim int
	// EmbedStatus and ChatStatus, when not 0, make every call of that
	// route fail with this HTTP status.
	EmbedStatus, ChatStatus int
	// MalformedChat makes the chat answer text that is not JSON.
	MalformedChat bool
}

// OpenAI is a running fake server.
type OpenAI struct {
	// URL is the API root to use as HTTPConfig.BaseURL (ends in /v1).
	URL        string
	EmbedCalls atomic.Int64
	ChatCalls  atomic.Int64
	// LastPrompt is the last chat user message.
	LastPrompt atomic.Value
}

var (
	refLine = regexp.MustCompile(`(?m)^\[id (\d+)\] \(labels: ([^)]*)\)`)
)

// New starts a fake server, closed when the test ends.
func New(t testing.TB, o Options) *OpenAI {
	t.Helper()
	if o.Dim == 0 {
		o.Dim = 64
	}
	f := &OpenAI{}
	emb := ai.NewHashEmbedder(o.Dim)
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/embeddings", func(w http.ResponseWriter, r *http.Request) {
		f.EmbedCalls.Add(1)
		if o.EmbedStatus != 0 {
			http.Error(w, `{"error":{"message":"embeddings unavailable"}}`, o.EmbedStatus)
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
		f.ChatCalls.Add(1)
		if o.ChatStatus != 0 {
			http.Error(w, `{"error":{"message":"chat unavailable"}}`, o.ChatStatus)
			return
		}
		var req struct {
			Messages []struct {
				Role    string `json:"role"`
				Content string `json:"content"`
			} `json:"messages"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		user := ""
		for _, m := range req.Messages {
			if m.Role == "user" {
				user = m.Content
			}
		}
		f.LastPrompt.Store(user)
		content := "I think this clause is probably fine."
		if !o.MalformedChat {
			content = answer(user)
		}
		writeJSON(w, map[string]any{"id": "chatcmpl-test", "object": "chat.completion", "choices": []map[string]any{{
			"index": 0, "finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": content},
		}}})
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	f.URL = srv.URL + "/v1"
	return f
}

// answer cites the first reference of the prompt and takes its labels as
// the categories.
func answer(user string) string {
	a := map[string]any{"risk": "none", "categories": []string{}, "explanation": "No reference suggests a problem.",
		"suggestion": "", "reference_ids": []int64{}}
	if m := refLine.FindStringSubmatch(user); m != nil {
		id, _ := strconv.ParseInt(m[1], 10, 64)
		a["reference_ids"] = []int64{id}
		if m[2] != "-" {
			a["categories"] = strings.Split(m[2], ", ")
			a["risk"] = "high"
			a["explanation"] = fmt.Sprintf("It resembles reference %d.", id)
			a["suggestion"] = "Make it fair to both parties."
		}
	}
	b, _ := json.Marshal(a)
	return string(b)
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
