package ai

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"testing"
	"time"
)

type failingChat struct{}

func (failingChat) CompleteJSON(context.Context, ChatRequest) (json.RawMessage, error) {
	return nil, errors.New("down")
}
func (failingChat) Name() string { return "openai" }

func TestObserveRecordsCallsAndOutcomes(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var got []string
	obs := func(provider, kind, outcome string, d time.Duration) {
		mu.Lock()
		defer mu.Unlock()
		got = append(got, provider+"/"+kind+"/"+outcome)
	}
	e := ObserveEmbedder(NewHashEmbedder(16), obs)
	if _, err := e.Embed(context.Background(), []string{"a"}); err != nil {
		t.Fatal(err)
	}
	r := ObserveReranker(NewLexicalReranker(), obs)
	if _, err := r.Rerank(context.Background(), "q", []string{"q"}); err != nil {
		t.Fatal(err)
	}
	if _, err := ObserveChat(failingChat{}, "vision", obs).CompleteJSON(context.Background(), ChatRequest{}); err == nil {
		t.Fatal("the wrapped error was lost")
	}
	want := []string{"hash/embed/ok", "lexical/rerank/ok", "openai/vision/error"}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
	if ObserveChat(nil, "chat", obs) != nil || ObserveEmbedder(e, nil) != e {
		t.Fatal("nil chat or nil observer must pass through")
	}
}
