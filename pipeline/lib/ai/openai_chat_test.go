package ai

import (
	"encoding/json"
	"errors"
	"net/http"
	"testing"
)

// chatReplyWith wraps content the way /chat/completions does.
func chatReplyWith(content string) map[string]any {
	return map[string]any{
		"id":     "chatcmpl-1",
		"object": "chat.completion",
		"choices": []map[string]any{{
			"index":         0,
			"message":       map[string]any{"role": "assistant", "content": content},
			"finish_reason": "stop",
		}},
	}
}

func TestOpenAIChatSchemaAndImages(t *testing.T) {
	t.Parallel()
	b := setupServer(t, func(w http.ResponseWriter, r *http.Request, body []byte, call int) {
		if r.URL.Path != "/v1/chat/completions" {
			http.NotFound(w, r)
			return
		}
		writeJSON(w, 200, chatReplyWith(`{"category":"plastic","confidence":0.9}`))
	})
	c, err := NewOpenAIChat(b.config())
	if err != nil {
		t.Fatal(err)
	}
	schema := json.RawMessage(`{"type":"object","properties":{"category":{"type":"string"}},"required":["category"],"additionalProperties":false}`)
	got, err := c.CompleteJSON(t.Context(), ChatRequest{
		System:      "You classify waste.",
		User:        "What is this?",
		Images:      []Image{{MIME: "image/png", Data: []byte("PNGDATA")}},
		SchemaName:  "classification",
		Schema:      schema,
		Temperature: 0,
	})
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != `{"category":"plastic","confidence":0.9}` {
		t.Fatalf("answer = %s", got)
	}

	var req struct {
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
		Temperature *float64 `json:"temperature"`
	}
	b.mu.Lock()
	raw := b.bodies[0]
	b.mu.Unlock()
	if err := json.Unmarshal(raw, &req); err != nil {
		t.Fatal(err)
	}
	if req.Model != "test-model" || len(req.Messages) != 2 ||
		req.Messages[0].Role != "system" || string(req.Messages[0].Content) != `"You classify waste."` {
		t.Fatalf("request = %s", raw)
	}
	var parts []struct {
		Type     string `json:"type"`
		Text     string `json:"text"`
		ImageURL struct {
			URL string `json:"url"`
		} `json:"image_url"`
	}
	if err := json.Unmarshal(req.Messages[1].Content, &parts); err != nil {
		t.Fatalf("user content is not parts: %s", req.Messages[1].Content)
	}
	if len(parts) != 2 || parts[0].Type != "text" || parts[0].Text != "What is this?" ||
		parts[1].Type != "image_url" || parts[1].ImageURL.URL != "data:image/png;base64,UE5HREFUQQ==" {
		t.Fatalf("user parts = %+v", parts)
	}
	rf := req.ResponseFormat
	if rf.Type != "json_schema" || rf.JSONSchema.Name != "classification" || !rf.JSONSchema.Strict ||
		string(rf.JSONSchema.Schema) != string(schema) {
		t.Fatalf("response_format = %+v", rf)
	}
	if req.Temperature == nil || *req.Temperature != 0 {
		t.Fatalf("temperature = %v, want an explicit 0", req.Temperature)
	}
}

func TestOpenAIChatPlainUserWithoutSchema(t *testing.T) {
	t.Parallel()
	b := setupServer(t, func(w http.ResponseWriter, r *http.Request, body []byte, call int) {
		writeJSON(w, 200, chatReplyWith(`{"ok":true}`))
	})
	c, err := NewOpenAIChat(b.config())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.CompleteJSON(t.Context(), ChatRequest{User: "hi", Temperature: 0.2}); err != nil {
		t.Fatal(err)
	}
	req := b.body(t, 0)
	msgs := req["messages"].([]any)
	if len(msgs) != 1 || msgs[0].(map[string]any)["content"] != "hi" {
		t.Fatalf("messages = %v, want one user string message", msgs)
	}
	if rf := req["response_format"].(map[string]any); rf["type"] != "json_object" {
		t.Fatalf("response_format = %v, want json_object", rf)
	}
	if req["temperature"] != 0.2 {
		t.Fatalf("temperature = %v", req["temperature"])
	}
}

func TestOpenAIChatLenientAnswers(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, content, want string
	}{
		{"fenced", "```json\n{\"a\": 1}\n```", `{"a": 1}`},
		{"fenced one line", "```json {\"a\":1}```", `{"a":1}`},
		{"think block", "<think>maybe {x}</think>\n{\"a\":2}", `{"a":2}`},
		{"prose around", "Here you go: {\"a\":3} hope it helps", `{"a":3}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			b := setupServer(t, func(w http.ResponseWriter, r *http.Request, body []byte, call int) {
				writeJSON(w, 200, chatReplyWith(tt.content))
			})
			c, err := NewOpenAIChat(b.config())
			if err != nil {
				t.Fatal(err)
			}
			got, err := c.CompleteJSON(t.Context(), ChatRequest{User: "q"})
			if err != nil || string(got) != tt.want {
				t.Fatalf("CompleteJSON = %s, %v; want %s", got, err, tt.want)
			}
		})
	}
}

func TestOpenAIChatMalformedReply(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		reply any
	}{
		{"not json", "surely not json"},
		{"no choices", map[string]any{"choices": []any{}}},
		{"array answer", chatReplyWith(`[1,2]`)},
		{"prose answer", chatReplyWith(`I cannot decide.`)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			b := setupServer(t, func(w http.ResponseWriter, r *http.Request, body []byte, call int) {
				if s, ok := tt.reply.(string); ok {
					_, _ = w.Write([]byte(s))
					return
				}
				writeJSON(w, 200, tt.reply)
			})
			c, err := NewOpenAIChat(b.config())
			if err != nil {
				t.Fatal(err)
			}
			_, err = c.CompleteJSON(t.Context(), ChatRequest{User: "q"})
			if _, ok := errors.AsType[*ReplyError](err); !ok || !IsRetryable(err) {
				t.Fatalf("err = %v, want retryable *ReplyError", err)
			}
		})
	}
}
