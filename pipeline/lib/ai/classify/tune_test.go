package classify

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"
	"time"
)

// TestTune is the manual hyper-parameter harness behind RESULTS.md. It
// trains each Options of CLASSIFY_TUNE (a JSON list) on UNFAIR-ToS train and
// prints validation scores; CLASSIFY_CV=1 adds 5-fold company-grouped
// cross-validation on train, CLASSIFY_VERBOSE=1 per-label scores. Example:
//
//	CLASSIFY_TUNE='[{},{"C":1}]' go test -run TestTune -v ./pipeline/ai/classify/
func TestTune(t *testing.T) {
	t.Parallel()
	spec := os.Getenv("CLASSIFY_TUNE")
	if spec == "" {
		t.Skip("set CLASSIFY_TUNE to a JSON list of Options")
	}
	var grid []Options
	if err := json.Unmarshal([]byte(spec), &grid); err != nil {
		t.Fatal(err)
	}
	tr := loadJSONL(t, unfairDir+"train.jsonl")
	va := loadJSONL(t, unfairDir+"validation.jsonl")
	for _, o := range grid {
		start := time.Now()
		m, err := Train(tr, o)
		if err != nil {
			t.Fatal(err)
		}
		el := time.Since(start)
		r := evaluate(m, va)
		cv := ""
		var c Report
		if os.Getenv("CLASSIFY_CV") != "" {
			c = crossVal(t, tr, o, 5)
			cv = fmt.Sprintf(" cv µ%.4f m%.4f", c.MicroF1, c.MacroF1)
		}
		b, _ := json.Marshal(o)
		fmt.Printf("%s val µ%.4f m%.4f%s feats=%d train=%v\n", b, r.MicroF1, r.MacroF1, cv, len(m.buckets), el.Round(time.Millisecond))
		if os.Getenv("CLASSIFY_VERBOSE") != "" {
			for i, l := range r.PerLabel {
				cf := 0.0
				if c.PerLabel != nil {
					cf = c.PerLabel[i].F1
				}
				fmt.Printf("  %-24s P %.3f R %.3f F1 %.3f n=%d  cvF1 %.3f\n", l.Label, l.Precision, l.Recall, l.F1, l.Support, cf)
			}
		}
	}
}

// crossVal scores o by k-fold cross-validation over the companies of tr.
func crossVal(t *testing.T, tr []Example, o Options, k int) Report {
	fold := assignFolds(tr, k, 77, true)
	truth := make([][]string, len(tr))
	pred := make([][]string, len(tr))
	var labels []string
	for f := 0; f < k; f++ {
		var in []Example
		for i, e := range tr {
			if fold[i] != f {
				in = append(in, e)
			}
		}
		m, err := Train(in, o)
		if err != nil {
			t.Fatal(err)
		}
		labels = m.Labels()
		for i, e := range tr {
			if fold[i] == f {
				truth[i] = e.Labels
				pred[i] = m.PredictLabels(e.Text)
			}
		}
	}
	return Score(truth, pred, labels)
}
