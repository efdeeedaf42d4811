package clause

import (
	"fmt"
	"io"
	"slices"
	"sort"

	"github.com/baton-dev/baton/pipeline/lib/knowledge"
)

// Verdicts of an evaluation line ("verdict" field).
const (
	VerdictUnfair = "unfair"
	VerdictFair   = "fair"
)

// VerdictReport scores a judge as a detector, for evaluation files whose
// lines say whether they are unfair or fair: a clause is detected when its
// risk is medium or high, and a fair clause detected is a false alarm.
// Lines with another verdict (or none) are left out; a clause whose task
// failed counts as risk none.
type VerdictReport struct {
	Unfair, Fair int
	// TP: unfair detected; FN: unfair missed; FP: fair detected (false
	// alarms); TN: fair not detected.
	TP, FN, FP, TN int
	Precision      float64
	Recall         float64
	F1             float64
	// FalseAlarmRate is FP / Fair.
	FalseAlarmRate float64
	// FairHigh counts fair clauses judged high, which should never happen.
	FairHigh int
	// Risks counts the judged risk levels per verdict: Risks["fair"]["low"].
	Risks map[string]map[string]int
	// PerCategory is one row per unfair label, by label.
	PerCategory []CategoryScore
	// PerTopic is the false alarms of the fair clauses of each topic.
	PerTopic []TopicScore
	// Errors are the misjudged lines (missed, false alarm, wrong category),
	// for error analysis; only in the JSON output.
	Errors []VerdictError
}

// CategoryScore is how the unfair clauses of one label fared.
type CategoryScore struct {
	Label   string
	Support int
	// Detected were judged medium or high; Right were detected with this
	// label as their first category.
	Detected, Right int
	// DetectRecall is Detected/Support; CategoryRecall is Right/Support.
	DetectRecall, CategoryRecall float64
}

// TopicScore is how the fair clauses of one topic fared.
type TopicScore struct {
	Topic       string
	Fair        int
	FalseAlarms int
	Rate        float64
}

// VerdictError is one misjudged line.
type VerdictError struct {
	// Kind is "missed", "false_alarm" or "category".
	Kind       string
	ID         string
	Topic      string
	Text       string
	Labels     []string
	Risk       string
	Categories []string
}

// detected reports whether a risk level counts as a detection.
func detected(risk string) bool { return risk == RiskMedium || risk == RiskHigh }

// scoreVerdicts returns the VerdictReport of the analyses (aligned with
// docs; nil: failed), or nil when no doc carries a verdict.
func scoreVerdicts(docs []knowledge.Doc, analyses []*ClauseAnalysis) *VerdictReport {
	r := &VerdictReport{Risks: map[string]map[string]int{}}
	cats := map[string]*CategoryScore{}
	topics := map[string]*TopicScore{}
	for i, d := range docs {
		verdict := d.Meta["verdict"]
		if verdict != VerdictUnfair && verdict != VerdictFair {
			continue
		}
		a := analyses[i]
		if a == nil {
			a = &ClauseAnalysis{Risk: RiskNone}
		}
		if r.Risks[verdict] == nil {
			r.Risks[verdict] = map[string]int{}
		}
		r.Risks[verdict][a.Risk]++
		hit := detected(a.Risk)
		fail := VerdictError{ID: d.Meta["id"], Topic: d.Meta["topic"], Text: d.Text, Labels: d.Labels, Risk: a.Risk, Categories: a.Categories}
		if verdict == VerdictFair {
			r.Fair++
			t := topics[d.Meta["topic"]]
			if t == nil {
				t = &TopicScore{Topic: d.Meta["topic"]}
				topics[t.Topic] = t
			}
			t.Fair++
			switch {
			case hit:
				r.FP++
				t.FalseAlarms++
				fail.Kind = "false_alarm"
				r.Errors = append(r.Errors, fail)
			default:
				r.TN++
			}
			if a.Risk == RiskHigh {
				r.FairHigh++
			}
			continue
		}
		r.Unfair++
		if hit {
			r.TP++
		} else {
			r.FN++
			fail.Kind = "missed"
			r.Errors = append(r.Errors, fail)
		}
		right := hit && len(a.Categories) > 0 && slices.Contains(d.Labels, a.Categories[0])
		if hit && !right {
			fail.Kind = "category"
			r.Errors = append(r.Errors, fail)
		}
		for _, l := range d.Labels {
			c := cats[l]
			if c == nil {
				c = &CategoryScore{Label: l}
				cats[l] = c
			}
			c.Support++
			if hit {
				c.Detected++
			}
			if hit && a.Categories[0] == l {
				c.Right++
			}
		}
	}
	if r.Unfair+r.Fair == 0 {
		return nil
	}
	r.Precision = ratio(r.TP, r.TP+r.FP)
	r.Recall = ratio(r.TP, r.TP+r.FN)
	r.F1 = ratio(2*r.TP, 2*r.TP+r.FP+r.FN)
	r.FalseAlarmRate = ratio(r.FP, r.Fair)
	for _, c := range cats {
		c.DetectRecall, c.CategoryRecall = ratio(c.Detected, c.Support), ratio(c.Right, c.Support)
		r.PerCategory = append(r.PerCategory, *c)
	}
	sort.Slice(r.PerCategory, func(i, j int) bool { return r.PerCategory[i].Label < r.PerCategory[j].Label })
	for _, t := range topics {
		t.Rate = ratio(t.FalseAlarms, t.Fair)
		r.PerTopic = append(r.PerTopic, *t)
	}
	sort.Slice(r.PerTopic, func(i, j int) bool { return r.PerTopic[i].Topic < r.PerTopic[j].Topic })
	return r
}

// ratio returns a/b, or 0 when b is 0.
func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// Write prints the detection scores, the risk distribution and the per
// category and per topic rows as plain aligned lines.
func (r *VerdictReport) Write(w io.Writer) error {
	fmt.Fprintf(w, "\ndetection (risk medium or high): %d unfair, %d fair\n", r.Unfair, r.Fair)
	fmt.Fprintf(w, "precision %.3f  recall %.3f  F1 %.3f  false alarms %d/%d = %.3f  fair judged high %d\n",
		r.Precision, r.Recall, r.F1, r.FP, r.Fair, r.FalseAlarmRate, r.FairHigh)
	for _, v := range []string{VerdictUnfair, VerdictFair} {
		fmt.Fprintf(w, "risk of %-7s none %3d  low %3d  medium %3d  high %3d\n", v,
			r.Risks[v][RiskNone], r.Risks[v][RiskLow], r.Risks[v][RiskMedium], r.Risks[v][RiskHigh])
	}
	fmt.Fprintf(w, "%-26s %8s %9s %9s %9s %9s\n", "unfair category", "support", "detected", "recall", "right cat", "recall")
	for _, c := range r.PerCategory {
		fmt.Fprintf(w, "%-26s %8d %9d %9.3f %9d %9.3f\n", c.Label, c.Support, c.Detected, c.DetectRecall, c.Right, c.CategoryRecall)
	}
	fmt.Fprintf(w, "%-26s %8s %9s %9s\n", "fair topic", "fair", "alarms", "rate")
	var err error
	for _, t := range r.PerTopic {
		_, err = fmt.Fprintf(w, "%-26s %8d %9d %9.3f\n", t.Topic, t.Fair, t.FalseAlarms, t.Rate)
	}
	return err
}
