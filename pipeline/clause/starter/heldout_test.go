package starter_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/baton-dev/baton/pipeline/clause/starter"
	"github.com/baton-dev/baton/pipeline/lib/heldout"
)

// TestHeldOutSetsStayOutOfTheCorpus keeps the evaluation sets honest: no
// sentence of testdata/eval may be (nearly) a sentence of the corpus the
// judge is trained on, or its scores would measure memory.
func TestHeldOutSetsStayOutOfTheCorpus(t *testing.T) {
	t.Parallel()
	var corpus []heldout.Line
	sc := bufio.NewScanner(bytes.NewReader(starter.JSONL))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var l struct{ ID, Text string }
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatal(err)
		}
		corpus = append(corpus, heldout.Line{Name: l.ID, Text: l.Text})
	}
	clashes, err := heldout.Check(corpus, "../../../testdata/eval/clause_*.jsonl", heldout.LimitDefault)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range clashes {
		t.Error(c)
	}
}
