package scan

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// dev10Sets are the sets the dev10 harness may read: every readable scan
// set, scan_ko_dev10 (opened for development in session 15) included;
// the reported held-out set is never read.
var dev10Sets = append([]string{"scan_ko_dev10", "scan_ko_ho10", "scan_ko_dev9", "scan_ko_ho9", "scan_ko_dev8", "scan_ko_ho8"}, readableScanSets...)

// TestDev10Lines is a manual harness (SCAN_DEV10=1 or a comma list of
// readable set names): it reads the sets with the served model, without
// a database (no embedding fallback), and prints each line whose middle
// or tags are wrong, with what the matcher and the classifier read.
func TestDev10Lines(t *testing.T) {
	v := os.Getenv("SCAN_DEV10")
	if v == "" {
		t.Skip("set SCAN_DEV10=1 or a comma list of readable sets")
	}
	s := newService(t)
	tm, err := textModelFor(s.cat)
	if err != nil {
		t.Fatal(err)
	}
	sets := dev10Sets
	if v != "1" {
		sets = strings.Split(v, ",")
	}
	for _, set := range sets {
		if !slices.Contains(dev10Sets, set) {
			t.Fatalf("%s is not a readable set", set)
		}
		f, err := os.Open("../../testdata/eval/" + set + ".jsonl")
		if err != nil {
			t.Fatal(err)
		}
		cases, err := ReadEvalCases(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		right := 0
		for _, c := range cases {
			got, err := s.classifyWords(context.Background(), c.Text)
			if err != nil {
				t.Fatal(err)
			}
			tags := slices.Clone(got.SituationTags)
			want := slices.Clone(c.Tags)
			slices.Sort(tags)
			slices.Sort(want)
			if got.Classification.MiddleKey == c.Middle && slices.Equal(tags, want) {
				right++
				continue
			}
			fmt.Printf("  %s %s %v → %s %v (%s) %q\n     %s\n", c.ID, c.Middle, c.Tags, got.Classification.MiddleKey, got.SituationTags, got.Method, c.Text, explainMiddle(s, tm, c.Text))
		}
		fmt.Printf("SET %s right %d/%d\n", set, right, len(cases))
	}
}
