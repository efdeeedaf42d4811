package clause

import (
	"strings"
	"testing"

	"github.com/baton-dev/baton/pipeline/lib/knowledge"
)

func TestScoreVerdicts(t *testing.T) {
	t.Parallel()
	doc := func(verdict, topic string, labels ...string) knowledge.Doc {
		return knowledge.Doc{Text: topic, Labels: labels, Meta: map[string]string{"verdict": verdict, "topic": topic}}
	}
	docs := []knowledge.Doc{
		doc("unfair", "penalty", "penalty"),               // detected, right category
		doc("unfair", "penalty", "penalty"),               // detected, wrong category
		doc("unfair", "deposit_return", "deposit_return"), // missed
		doc("unfair", "deposit_return", "deposit_return"), // failed task: missed
		doc("fair", "penalty"),                            // false alarm, high
		doc("fair", "penalty"),                            // fine
		doc("fair", "deposit_return"),                     // low is not an alarm
		{Text: "no verdict", Labels: []string{"penalty"}}, // left out
	}
	an := []*ClauseAnalysis{
		{Risk: RiskHigh, Categories: []string{"penalty"}},
		{Risk: RiskMedium, Categories: []string{"late_interest", "penalty"}},
		{Risk: RiskLow, Categories: []string{"deposit_return"}},
		nil,
		{Risk: RiskHigh, Categories: []string{"penalty"}},
		{Risk: RiskNone},
		{Risk: RiskLow, Categories: []string{"deposit_return"}},
		{Risk: RiskHigh, Categories: []string{"penalty"}},
	}
	r := scoreVerdicts(docs, an)
	if r.Unfair != 4 || r.Fair != 3 || r.TP != 2 || r.FN != 2 || r.FP != 1 || r.TN != 2 || r.FairHigh != 1 {
		t.Fatalf("counts: %+v", r)
	}
	if r.Precision != 2.0/3 || r.Recall != 0.5 || r.F1 != 4.0/7 || r.FalseAlarmRate != 1.0/3 {
		t.Fatalf("rates: P %v R %v F1 %v FA %v", r.Precision, r.Recall, r.F1, r.FalseAlarmRate)
	}
	want := []CategoryScore{
		{Label: "deposit_return", Support: 2},
		{Label: "penalty", Support: 2, Detected: 2, Right: 1, DetectRecall: 1, CategoryRecall: 0.5},
	}
	if len(r.PerCategory) != 2 || r.PerCategory[0] != want[0] || r.PerCategory[1] != want[1] {
		t.Fatalf("per category: %+v", r.PerCategory)
	}
	if len(r.PerTopic) != 2 || r.PerTopic[1] != (TopicScore{Topic: "penalty", Fair: 2, FalseAlarms: 1, Rate: 0.5}) {
		t.Fatalf("per topic: %+v", r.PerTopic)
	}
	if r.Risks["unfair"][RiskNone] != 1 || r.Risks["unfair"][RiskLow] != 1 || r.Risks["fair"][RiskLow] != 1 {
		t.Fatalf("risks: %v", r.Risks)
	}
	kinds := map[string]int{}
	for _, e := range r.Errors {
		kinds[e.Kind]++
	}
	if kinds["missed"] != 2 || kinds["false_alarm"] != 1 || kinds["category"] != 1 {
		t.Fatalf("errors: %+v", r.Errors)
	}
	var sb strings.Builder
	if err := r.Write(&sb); err != nil || !strings.Contains(sb.String(), "F1 0.571") || !strings.Contains(sb.String(), "fair judged high 1") {
		t.Fatalf("printed:\n%s", sb.String())
	}
	if scoreVerdicts(docs[7:], an[7:]) != nil {
		t.Fatal("a file without verdicts has no VerdictReport")
	}
}
