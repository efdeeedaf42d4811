package ai

import (
	"bytes"
	"cmp"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

// OpenAIChat (kind "openai") calls POST {BaseURL}/chat/completions with
// structured output (response_format json_schema, strict), the route served
// by OpenAI, Ollama, vLLM, llama.cpp and LM Studio. Images go inline as
// data: URLs, so the model server never fetches anything.
//
// Local models do not always obey response_format: the answer is accepted
// inside ```json fences or after a <think> block, and anything that is still
// not a JSON object is a *ReplyError (retryable).
type OpenAIChat struct {
	c     *httpClient
	model string
}

// NewOpenAIChat returns an OpenAIChat for hc. hc.Model is required.
func NewOpenAIChat(hc HTTPConfig) (*OpenAIChat, error) {
	if hc.Model == "" {
		return nil, fmt.Errorf("ai: %s: Model is required for chat", KindOpenAI)
	}
	c, err := newHTTPClient(KindOpenAI, hc)
	if err != nil {
		return nil, err
	}
	return &OpenAIChat{c: c, model: hc.Model}, nil
}

// Name returns "openai".
func (c *OpenAIChat) Name() string { return KindOpenAI }

type chatMessage struct {
	Role    string `json:"role"`
	Content any    `json:"content"` // a string, or []chatPart
}

type chatPart struct {
	Type     string        `json:"type"`
	Text     string        `json:"text,omitempty"`
	ImageURL *chatImageURL `json:"image_url,omitempty"`
}

type chatImageURL struct {
	URL string `json:"url"`
}

type chatJSONSchema struct {
	Name   string          `json:"name"`
	Schema json.RawMessage `json:"schema"`
	Strict bool            `json:"strict"`
}

type chatResponseFormat struct {
	Type       string          `json:"type"`
	JSONSchema *chatJSONSchema `json:"json_schema,omitempty"`
}

type chatRequest struct {
	Model          string             `json:"model"`
	Messages       []chatMessage      `json:"messages"`
	ResponseFormat chatResponseFormat `json:"response_format"`
	Temperature    float64            `json:"temperature"`
}

type chatReply struct {
	Choices []struct {
		Message struct {
			Content json.RawMessage `json:"content"`
			Refusal string          `json:"refusal"`
		} `json:"message"`
		FinishReason string `json:"finish_reason"`
	} `json:"choices"`
}

// CompleteJSON asks the model and returns its answer as a JSON object.
func (c *OpenAIChat) CompleteJSON(ctx context.Context, req ChatRequest) (json.RawMessage, error) {
	body, err := c.buildRequest(req)
	if err != nil {
		return nil, err
	}
	raw, err := c.c.postJSON(ctx, "/chat/completions", body)
	if err != nil {
		return nil, err
	}
	var reply chatReply
	if err := json.Unmarshal(raw, &reply); err != nil {
		return nil, &ReplyError{Provider: KindOpenAI, Msg: fmt.Sprintf("not a chat completion: %s", excerpt(raw))}
	}
	if len(reply.Choices) == 0 {
		return nil, &ReplyError{Provider: KindOpenAI, Msg: "no choices"}
	}
	choice := reply.Choices[0]
	if choice.Message.Refusal != "" {
		return nil, &ProviderError{Provider: KindOpenAI,
			Msg: "model refused: " + excerpt([]byte(choice.Message.Refusal))}
	}
	text := contentText(choice.Message.Content)
	obj, ok := extractJSONObject(text)
	if !ok {
		return nil, &ReplyError{Provider: KindOpenAI, Msg: fmt.Sprintf(
			"answer is not a JSON object (finish_reason %q): %s", choice.FinishReason, excerpt([]byte(text)))}
	}
	return obj, nil
}

func (c *OpenAIChat) buildRequest(req ChatRequest) (chatRequest, error) {
	var msgs []chatMessage
	if req.System != "" {
		msgs = append(msgs, chatMessage{Role: "system", Content: req.System})
	}
	var user any = req.User
	if len(req.Images) > 0 {
		parts := []chatPart{{Type: "text", Text: req.User}}
		for i, img := range req.Images {
			if len(img.Data) == 0 {
				return chatRequest{}, fmt.Errorf("ai: %s: image %d is empty", KindOpenAI, i)
			}
			mime := cmp.Or(img.MIME, http.DetectContentType(img.Data))
			parts = append(parts, chatPart{Type: "image_url", ImageURL: &chatImageURL{
				URL: "data:" + mime + ";base64," + base64.StdEncoding.EncodeToString(img.Data),
			}})
		}
		user = parts
	}
	msgs = append(msgs, chatMessage{Role: "user", Content: user})

	format := chatResponseFormat{Type: "json_object"}
	if len(bytes.TrimSpace(req.Schema)) > 0 {
		if !json.Valid(req.Schema) {
			return chatRequest{}, fmt.Errorf("ai: %s: Schema is not valid JSON", KindOpenAI)
		}
		format = chatResponseFormat{Type: "json_schema", JSONSchema: &chatJSONSchema{
			Name: cmp.Or(req.SchemaName, "result"), Schema: req.Schema, Strict: true,
		}}
	}
	return chatRequest{
		Model:          c.model,
		Messages:       msgs,
		ResponseFormat: format,
		Temperature:    req.Temperature,
	}, nil
}

// contentText reads message content given as a string or as text parts.
func contentText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var parts []struct {
		Text string `json:"text"`
	}
	if json.Unmarshal(raw, &parts) != nil {
		return ""
	}
	var b strings.Builder
	for _, p := range parts {
		b.WriteString(p.Text)
	}
	return b.String()
}

// extractJSONObject finds the JSON object in a model's answer: the whole
// answer, the inside of a ``` fence, or the span from the first '{' to the
// last '}', after dropping a leading <think>...</think> block.
func extractJSONObject(s string) (json.RawMessage, bool) {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "<think>") {
		if _, after, ok := strings.Cut(s, "</think>"); ok {
			s = strings.TrimSpace(after)
		}
	}
	if strings.HasPrefix(s, "```") {
		s = strings.TrimPrefix(s, "```")
		if nl := strings.IndexByte(s, '\n'); nl >= 0 {
			s = s[nl+1:] // drop the info string, e.g. "json"
		}
		s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "```"))
	}
	if isJSONObject(s) {
		return json.RawMessage(s), true
	}
	i, j := strings.IndexByte(s, '{'), strings.LastIndexByte(s, '}')
	if i >= 0 && j > i && isJSONObject(s[i:j+1]) {
		return json.RawMessage(s[i : j+1]), true
	}
	return nil, false
}

func isJSONObject(s string) bool {
	return strings.HasPrefix(s, "{") && json.Valid([]byte(s))
}
