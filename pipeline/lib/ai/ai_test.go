package ai

import (
	"strings"
	"testing"
)

func TestConstructorsByKind(t *testing.T) {
	t.Parallel()
	hc := HTTPConfig{BaseURL: "http://127.0.0.1:1/v1", Model: "m"}

	for kind, want := range map[string]string{"": "hash", "hash": "hash", "openai": "openai"} {
		e, err := NewEmbedder(kind, hc, 0)
		if err != nil || e.Name() != want {
			t.Errorf("NewEmbedder(%q) = %v, %v; want %s", kind, e, err, want)
		}
	}
	for kind, want := range map[string]string{"": "lexical", "lexical": "lexical", "http": "http"} {
		r, err := NewReranker(kind, hc)
		if err != nil || r.Name() != want {
			t.Errorf("NewReranker(%q) = %v, %v; want %s", kind, r, err, want)
		}
	}
	if c, err := NewChat("embedded", hc); c != nil || err != nil {
		t.Errorf("NewChat(embedded) = %v, %v; want nil, nil", c, err)
	}
	if c, err := NewChat("openai", hc); err != nil || c.Name() != "openai" {
		t.Errorf("NewChat(openai) = %v, %v", c, err)
	}

	if _, err := NewEmbedder("word2vec", hc, 0); err == nil || !strings.Contains(err.Error(), `"hash", "openai"`) {
		t.Errorf("unknown embedder: err = %v, want the valid kinds", err)
	}
	if _, err := NewReranker("cohere", hc); err == nil || !strings.Contains(err.Error(), `"lexical", "http"`) {
		t.Errorf("unknown reranker: err = %v, want the valid kinds", err)
	}
	if _, err := NewChat("claude", hc); err == nil || !strings.Contains(err.Error(), `"embedded", "openai"`) {
		t.Errorf("unknown chat: err = %v, want the valid kinds", err)
	}
	// A failed HTTP constructor must give a nil interface, not a typed nil.
	if e, err := NewEmbedder("openai", HTTPConfig{}, 0); err == nil || e != nil {
		t.Errorf("NewEmbedder(openai, empty config) = %v, %v; want nil and an error", e, err)
	}
	if _, err := NewEmbedder("hash", hc, -1); err == nil {
		t.Errorf("negative dimension accepted")
	}
}
