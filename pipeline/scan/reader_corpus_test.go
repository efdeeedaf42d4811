package scan

import (
	"fmt"
	"os"
	"slices"
	"testing"
)

// TestReaderOnCorpus is a manual harness (SCAN_READER_CORPUS=1): it reads
// every description corpus line with the polarity reader alone (given the
// line's own middle) and prints each tag the reader set that the line's
// labels lack (FP) and each labelled tag it did not set (FN), then the
// counts by tag. The corpus is training data, so its lines may be read;
// a disagreement is either the reader's mistake or a label written under
// an older labelling policy (testdata/eval/README-scan.md).
func TestReaderOnCorpus(t *testing.T) {
	if os.Getenv("SCAN_READER_CORPUS") == "" {
		t.Skip("set SCAN_READER_CORPUS=1")
	}
	s := newService(t)
	fp, fn := map[string]int{}, map[string]int{}
	for _, d := range s.cat.Descriptions() {
		if d.Middle == "" {
			continue
		}
		r := readerTags(s.cat, d.Text, s.cat.Match(d.Text), d.Middle)
		for _, tg := range r.tags {
			if !slices.Contains(d.Tags, tg) && s.cat.TagApplies(tg, d.Middle) {
				fp[tg]++
				fmt.Printf("FP %s %s %s %q labels=%v\n", tg, d.ID, d.Middle, d.Text, d.Tags)
			}
		}
		for _, tg := range d.Tags {
			if !slices.Contains(r.tags, tg) {
				fn[tg]++
				fmt.Printf("FN %s %s %s %q reader=%v\n", tg, d.ID, d.Middle, d.Text, r.tags)
			}
		}
	}
	fmt.Printf("%d lines; reader false positives %v, false negatives %v\n", len(s.cat.Descriptions()), fp, fn)
}
