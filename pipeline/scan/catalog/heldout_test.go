package catalog

import (
	"testing"

	"github.com/baton-dev/baton/pipeline/lib/heldout"
)

// TestHeldOutSetsStayOutOfTheDescriptions keeps the scan evaluation sets
// honest: no description of testdata/eval/scan_*.jsonl may be (nearly) a
// line of the corpus the text classifier is trained on, or its scores
// would measure memory.
func TestHeldOutSetsStayOutOfTheDescriptions(t *testing.T) {
	t.Parallel()
	cat, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	descs := cat.Descriptions()
	if len(descs) == 0 {
		t.Fatal("no description corpus")
	}
	corpus := make([]heldout.Line, len(descs))
	for i, d := range descs {
		corpus[i] = heldout.Line{Name: d.ID, Text: d.Text}
	}
	clashes, err := heldout.Check(corpus, "../../../testdata/eval/scan_*.jsonl", heldout.LimitDefault)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range clashes {
		t.Error(c)
	}
}
