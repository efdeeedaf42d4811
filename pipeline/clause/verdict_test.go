package clause_test

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/baton-dev/baton/pipeline/clause"
	"github.com/baton-dev/baton/pipeline/clause/starter"
	"github.com/baton-dev/baton/pipeline/lib/knowledge"
)

// TestLeaseJudgeTellsFairFromUnfair runs Korean lease clauses written for
// this test (in no corpus or evaluation file) through the real pipeline
// with the defaults: clauses that only mention a topic fairly are judged
// none or low, never high; unfair ones of several categories are judged
// medium or high in their category, citing a statute.
func TestLeaseJudgeTellsFairFromUnfair(t *testing.T) {
	t.Parallel()
	ctx, b := setup(t)
	e := startEngine(t, b, clause.Config{})
	fair := []string{
		"임대인은 임대차가 끝나고 임차인이 집을 비우는 날 보증금 전액을 돌려준다.",
		"집주인은 세입자와 미리 약속한 시간에만 집에 들어갈 수 있다.",
		"월세가 늦어지면 법정 이율에 따른 지연이자를 낸다.",
		"실내에서는 흡연하지 않는다.",
		"임대인은 임차인이 요청하면 전입신고와 확정일자 취득에 협조한다.",
		"통상적인 사용에 따른 마모와 노후는 원상복구 대상에서 제외한다.",
	}
	// The category is checked where it is given; "" leaves it out: the
	// privacy clause is detected but its "언제든지 … 알리지 않고" draws the
	// online-terms termination references (docs/quality.md).
	unfair := map[string]string{
		"세입자는 계약 갱신을 요구할 권리를 미리 포기한다.":        "renewal_waiver",
		"집주인은 언제든지 세입자에게 알리지 않고 집에 들어갈 수 있다.": "",
		"전세금은 다음 세입자가 들어온 뒤에 돌려준다.":           "deposit_return",
		"월세를 하루라도 늦게 내면 월세의 30%를 연체료로 낸다.":    "late_interest",
		"건물의 모든 수리비용은 그 원인과 관계없이 임차인이 부담한다.":  "repair_burden",
	}
	clauses := append([]string{}, fair...)
	for c := range unfair {
		clauses = append(clauses, c)
	}
	for _, r := range runBatch(t, ctx, e, b.store, clauses...) {
		a := r.Analysis
		if a == nil {
			t.Fatalf("%s: %s %s", r.Clause, r.Status, r.Error)
		}
		want, isUnfair := unfair[r.Clause]
		switch {
		case !isUnfair && (a.Risk == clause.RiskMedium || a.Risk == clause.RiskHigh):
			t.Errorf("fair %q judged %s %v: %s", r.Clause, a.Risk, a.Categories, a.Explanation)
		case isUnfair && a.Risk != clause.RiskMedium && a.Risk != clause.RiskHigh:
			t.Errorf("unfair %q judged %s %v: %s", r.Clause, a.Risk, a.Categories, a.Explanation)
		case isUnfair && want != "" && (len(a.Categories) == 0 || a.Categories[0] != want):
			t.Errorf("unfair %q: categories %v, want %s first", r.Clause, a.Categories, want)
		case isUnfair && !strings.Contains(a.Explanation, "법") && !strings.Contains(a.Explanation, "조"):
			t.Errorf("unfair %q: the explanation cites no statute: %s", r.Clause, a.Explanation)
		case isUnfair && !strings.HasPrefix(a.Explanation, "확실하지 않지만 불공정할 수 있는 유형") && !strings.HasPrefix(a.Explanation, "불공정할 수 있는 유형"):
			// Sure or unsure (a category whose own risk is medium is
			// medium either way), the explanation names the unfair type.
			t.Errorf("unfair %q (%s) is explained as: %s", r.Clause, a.Risk, a.Explanation)
		}
	}
}

// TestEvaluateLeaseSlice runs the evaluation harness end to end on a slice
// of the Korean dev set (every fourth line) against the starter corpus and
// checks the detection report.
func TestEvaluateLeaseSlice(t *testing.T) {
	t.Parallel()
	ctx, b := setup(t)
	e := startEngine(t, b, clause.Config{})
	f, err := os.Open("../../testdata/eval/clause_ko_dev.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	all, err := knowledge.ParseJSONL(f, "dev")
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	var docs []knowledge.Doc
	for i, d := range all {
		if i%4 == 0 {
			docs = append(docs, d)
		}
	}
	rep, err := clause.Evaluate(ctx, e, b.store, starter.Corpus, docs, clause.EvalOptions{Poll: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	v := rep.Verdict
	if v == nil || v.Unfair+v.Fair != len(docs) || rep.Failed != 0 {
		t.Fatalf("report: %+v, verdicts %+v", rep, v)
	}
	if v.FairHigh != 0 || v.FalseAlarmRate > 0.1 || v.F1 < 0.5 || v.Precision < 0.8 {
		t.Errorf("detection on %d dev lines: P %.3f R %.3f F1 %.3f false alarms %.3f fair high %d",
			len(docs), v.Precision, v.Recall, v.F1, v.FalseAlarmRate, v.FairHigh)
	}
	if len(v.PerCategory) == 0 || len(v.PerTopic) == 0 || v.Risks["unfair"] == nil {
		t.Errorf("per-category rows missing: %+v", v)
	}
	var sb strings.Builder
	if err := rep.Write(&sb); err != nil || !strings.Contains(sb.String(), "false alarms") {
		t.Fatalf("printed:\n%s", sb.String())
	}
}
