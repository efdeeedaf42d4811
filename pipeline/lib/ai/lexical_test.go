package ai

import (
	"slices"
	"testing"
)

func TestLexicalReranker(t *testing.T) {
	t.Parallel()
	r := NewLexicalReranker()
	docs := []string{
		"분리배출: 페트병은 내용물을 비우고 라벨을 제거한 뒤 배출합니다.",
		"임대차 계약이 끝나면 임대인은 보증금을 돌려줘야 한다.",
		"Glass bottles go to the glass bin.",
		"",
	}
	scores, err := r.Rerank(t.Context(), "임대차 계약 보증금 반환", docs)
	if err != nil {
		t.Fatal(err)
	}
	if len(scores) != len(docs) {
		t.Fatalf("len = %d", len(scores))
	}
	for i, s := range scores {
		if s < 0 || s > 1 {
			t.Fatalf("score %d = %g, want in [0,1]", i, s)
		}
	}
	if scores[1] <= scores[0] || scores[1] <= scores[2] || scores[3] != 0 {
		t.Fatalf("scores = %v, want the lease doc first and the empty doc 0", scores)
	}
	again, _ := r.Rerank(t.Context(), "임대차 계약 보증금 반환", docs)
	if !slices.Equal(scores, again) {
		t.Fatalf("not deterministic: %v vs %v", scores, again)
	}

	en, _ := r.Rerank(t.Context(), "GLASS bottle?", []string{"plastic bottle", "glass bottles, glass jars", "paper"})
	if en[1] <= en[0] || en[2] != 0 {
		t.Fatalf("english scores = %v", en)
	}
	if empty, _ := r.Rerank(t.Context(), "  ", []string{"a"}); empty[0] != 0 {
		t.Fatalf("empty query score = %v, want 0", empty)
	}
}

func TestLexicalTermsHangulBigrams(t *testing.T) {
	t.Parallel()
	got := lexicalTerms("계약을 해지, Deposit!")
	want := []string{"계약을", "계약", "약을", "해지", "deposit"}
	if !slices.Equal(got, want) {
		t.Fatalf("lexicalTerms = %q, want %q", got, want)
	}
}
