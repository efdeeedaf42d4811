package clause

import (
	"math"
	"strings"
	"testing"
)

func TestVoteAndBlend(t *testing.T) {
	t.Parallel()
	refs := []Reference{
		{Labels: []string{"penalty"}, Similarity: 0.8},
		{Labels: []string{}, Similarity: 0.4},
		{Labels: []string{"penalty", "deposit_return"}, Similarity: 0.4},
		{Labels: []string{"arbitration"}, Similarity: 0.9}, // beyond k
	}
	v := vote(refs, 3, 2)
	total := 0.64 + 0.16 + 0.16
	if math.Abs(v["penalty"]-(0.64+0.16)/total) > 1e-9 || math.Abs(v["deposit_return"]-0.16/total) > 1e-9 || v["arbitration"] != 0 {
		t.Fatalf("vote: %v", v)
	}
	b := Blend{VoteAlone: 0.8, Threshold: 0.5}
	// Without a model the vote decides alone.
	got := b.decide(signals{vote: v})
	if len(got) != 1 || got["penalty"] == 0 {
		t.Fatalf("vote only: %v", got)
	}
	// With one, its predictions are kept, and a strong vote adds a label.
	got = b.decide(signals{model: map[string]float64{"deposit_return": 0.9}, vote: v})
	if got["deposit_return"] != 0.9 || len(got) != 2 || got["penalty"] != v["penalty"] {
		t.Fatalf("blend: %v (vote %v)", got, v)
	}
	got = Blend{VoteAlone: 1.1}.decide(signals{model: map[string]float64{}, vote: v})
	if len(got) != 0 {
		t.Fatalf("a vote above 1 never keeps a label: %v", got)
	}
}

func TestExplainRisk(t *testing.T) {
	t.Parallel()
	refs := []Reference{{ID: 3, Labels: []string{"penalty"}, Meta: map[string]string{"rationale": "too much", "statute": "민법 제398조"}}}
	a := explain(JudgeRequest{Lang: "ko", References: refs}, map[string]float64{"penalty": 0.9, "choice_of_law": 0.3})
	if a.Risk != RiskHigh || a.Categories[0] != "penalty" || a.Suggestion == "" || len(a.References) != 1 {
		t.Fatalf("analysis: %+v", a)
	}
	if !strings.Contains(a.Explanation, "과도한 위약금") || strings.Contains(a.Explanation, "penalty") {
		t.Fatalf("explanation %q should name the category in Korean", a.Explanation)
	}
	if want := "[#3]: too much (민법 제398조)."; !strings.Contains(a.Explanation, want) {
		t.Fatalf("explanation %q should cite %q", a.Explanation, want)
	}
	if a := explain(JudgeRequest{Lang: "en"}, map[string]float64{"choice_of_law": 0.3}); a.Risk != RiskLow {
		t.Fatalf("a weak low-risk category: %+v", a)
	}
	if a := explain(JudgeRequest{Lang: "en"}, nil); a.Risk != RiskNone || a.Suggestion != "" || len(a.Categories) != 0 {
		t.Fatalf("nothing kept: %+v", a)
	}
}

func TestCategoryNames(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ label, lang, want string }{
		{"penalty", "ko", "과도한 위약금"},
		{"penalty", "en", "excessive penalty"},
		{"some_new_label", "ko", "some new label"},
	} {
		if got := CategoryName(tc.label, tc.lang); got != tc.want {
			t.Errorf("CategoryName(%q, %q) = %q, want %q", tc.label, tc.lang, got, tc.want)
		}
	}
	if got := categoryNamesIn([]string{"arbitration"}, "en"); got["arbitration"] != "forced arbitration" {
		t.Errorf("categoryNamesIn = %v", got)
	}
}
