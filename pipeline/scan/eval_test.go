package scan_test

import (
	"context"
	"maps"
	"strings"
	"testing"

	"github.com/baton-dev/baton/pipeline/scan"
	"github.com/baton-dev/baton/pipeline/scan/scantest"
	"github.com/baton-dev/baton/store"
)

func TestEvaluate(t *testing.T) {
	t.Parallel()
	b := scantest.Setup(t, scantest.Options{})
	cases, err := scan.ReadEvalCases(strings.NewReader(`
{"id":"pet","text":"다 마신 생수병이에요","lang":"ko","middle":"clear_pet","tags":[],"reward":true}
{"id":"label","text":"라벨 붙은 생수병","lang":"ko","middle":"clear_pet","tags":["label_attached"],"reward":false}
{"id":"battery","text":"다 쓴 AA 건전지","lang":"ko","middle":"battery","tags":[],"reward":false}
{"id":"lamp","text":"형광등","lang":"ko","middle":"lamp","tags":[],"reward":false}
{"id":"wrong","text":"유리컵이에요","lang":"ko","middle":"glass","tags":[],"reward":true}
{"id":"none","text":"이거 뭐예요","lang":"ko","middle":"","tags":[],"reward":false}
`))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := scan.Evaluate(context.Background(), b.Intake, b.Store, cases, scan.EvalOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Cases != 6 || rep.Failed != 0 {
		t.Fatalf("report %+v", rep)
	}
	// Everything is right but the glass cup, which is non-combustible
	// waste (and so earns nothing).
	for _, o := range rep.Outcomes {
		right := o.MiddleOK && o.TagsOK && o.RewardOK
		if right != (o.Case.ID != "wrong") {
			t.Errorf("%s: %+v", o.Case.ID, o)
		}
	}
	if o := rep.Outcomes[2]; o.RewardReason != scan.ReasonNotRecyclable {
		t.Errorf("battery reward reason %q, want %s", o.RewardReason, scan.ReasonNotRecyclable)
	}
	if want := 5.0 / 6; rep.Category != want || rep.Both != want || rep.Reward != want || rep.TagExact != 1 {
		t.Errorf("rates: category %v both %v reward %v tags %v", rep.Category, rep.Both, rep.Reward, rep.TagExact)
	}
	var glass scan.MiddleScore
	for _, m := range rep.ByMiddle {
		if m.Middle == "glass" {
			glass = m
		}
	}
	if glass.Support != 1 || glass.Correct != 0 || glass.Confusions["nonflammable"] != 1 {
		t.Errorf("glass score %+v", glass)
	}
	var out strings.Builder
	if err := rep.Write(&out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"middle and exact tags  83.3%", "glass", "nonflammable×1", "label_attached", `wrong "유리컵이에요"`} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}

// TestScoreCountsLearnedFalsePositives: a false positive the tag detectors
// set on their own (EvalOutcome.Learned) is counted apart, and a learned tag
// that was right or a reader's false positive is not.
func TestScoreCountsLearnedFalsePositives(t *testing.T) {
	t.Parallel()
	ok := store.StatusSuccess
	rep := scan.Score([]scan.EvalOutcome{
		{Case: scan.EvalCase{ID: "a", Middle: "clear_pet", Tags: []string{"cap_attached"}}, Status: ok, Middle: "clear_pet",
			Tags: []string{"cap_attached", "label_attached"}, Learned: []string{"cap_attached", "label_attached"}},
		{Case: scan.EvalCase{ID: "b", Middle: "clear_pet"}, Status: ok, Middle: "clear_pet", Tags: []string{"label_attached"}},
		{Case: scan.EvalCase{ID: "c", Middle: "glass"}, Status: ok, Middle: "glass", Tags: []string{"cap_attached"}, Learned: []string{"cap_attached"}},
	})
	got := map[string][2]int{}
	for _, ts := range rep.ByTag {
		got[ts.Tag] = [2]int{ts.FP, ts.FPLearned}
	}
	want := map[string][2]int{"cap_attached": {1, 1}, "label_attached": {2, 1}}
	if !maps.Equal(got, want) {
		t.Errorf("fp, fp learned by tag %v, want %v", got, want)
	}
	var out strings.Builder
	if err := rep.Write(&out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "fp learned") {
		t.Errorf("report lacks the fp learned column:\n%s", out.String())
	}
}
