package knowledge_test

import (
	"context"
	"testing"

	"github.com/baton-dev/baton/pipeline/lib/knowledge"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// TestLexicalTermsSearch checks, through the store's lexical leg on the
// real database, that inflected query forms find the chunk written in
// another form of the same stem, and not the others.
func TestLexicalTermsSearch(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	st := store.New(storetest.NewPool(t))
	texts := []string{
		"수선비는 임차인이 부담한다.",                                         // 0
		"임대인은 보증금을 즉시 반환하여야 한다.",                                  // 1
		"차임은 매월 말일에 지급합니다.",                                       // 2
		"The tenant shall terminate the lease by written notice.", // 3
		"임차인은 계약을 해지할 수 있다.",                                      // 4
	}
	chunks := make([]store.Chunk, len(texts))
	for i, text := range texts {
		chunks[i] = store.Chunk{Position: i, Text: text, Terms: knowledge.LexicalTerms(text)}
	}
	if _, err := st.ChunkReplaceDocument(ctx, "kb", "d", "h", chunks); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		query string
		want  int
	}{
		{query: "부담하여야", want: 0},
		{query: "부담함", want: 0},
		{query: "부담해야 하는 수선비", want: 0},
		{query: "보증금의 반환", want: 1},
		{query: "반환된다", want: 1},
		{query: "지급하기로", want: 2},
		{query: "지급해야", want: 2},
		{query: "termination notices", want: 3},
		{query: "해지하는 경우", want: 4},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			t.Parallel()
			hits, err := st.ChunkSearchHybrid(ctx, store.SearchParams{Corpus: "kb", Terms: knowledge.LexicalTerms(tt.query)})
			if err != nil {
				t.Fatal(err)
			}
			if len(hits) == 0 || hits[0].Position != tt.want || hits[0].LexicalRank != 1 {
				var got []int
				for _, h := range hits {
					got = append(got, h.Position)
				}
				t.Fatalf("query %q (terms %q) found %v, want chunk %d first", tt.query, knowledge.LexicalTerms(tt.query), got, tt.want)
			}
		})
	}
}
