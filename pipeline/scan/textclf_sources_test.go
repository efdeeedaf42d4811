package scan

import (
	"context"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/baton-dev/baton/pipeline/scan/catalog"
)

// readableScanSets are the scan eval sets open for debugging; the blind
// ones are never read by a harness.
var readableScanSets = []string{
	"scan_ko_ho7", "scan_ko_dev7", "scan_ko_dev6", "scan_ko_dev", "scan_ko_dev2", "scan_ko_dev3", "scan_ko_dev4",
	"scan_ko_dev5", "scan_ko_ho2", "scan_ko_ho3", "scan_ko_ho4", "scan_ko_ho5", "scan_ko_ho6", "scan_ko",
}

// Where a wrong tag came from (TestTagSources).
const (
	srcReaderSet     = "reader set it"                     // a false tag the polarity reader set
	srcDetectorAdded = "detector added it"                 // a false tag a detector added over TagMin
	srcReaderMissed  = "reader missed it"                  // a missed tag the reader left silent and no detector added
	srcReaderCleared = "reader cleared it"                 // a missed tag the reader cleared, the detector under TagMin too
	srcClearedRight  = "reader cleared a right detector"   // a missed tag the reader cleared over a detector at TagMin
	srcDropped       = "decision dropped the reader's tag" // a missed tag the reader set (the combiner took it back)
	srcNotApplicable = "tag not for the middle"            // a missed tag the chosen middle rules out
	srcOtherPath     = "other path"                        // embedding fallback, unclassified, too short
)

// TestTagSources is a manual harness (SCAN_TAG_SOURCES=1, or a comma list
// of readable set names): it reads every readable scan set with the served
// model and attributes each wrong tag to its source — the polarity reader
// set it, missed it or cleared it (over a detector that was right or not),
// or a detector added it — and prints the counts by tag and source, and
// per missed tag whether a detector alone would have caught it.
func TestTagSources(t *testing.T) {
	v := os.Getenv("SCAN_TAG_SOURCES")
	if v == "" {
		t.Skip("set SCAN_TAG_SOURCES=1")
	}
	sets := readableScanSets
	if v != "1" {
		sets = strings.Split(v, ",")
	}
	s := newService(t)
	tm, err := textModelFor(s.cat)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Printf("policy: %+v\n", tm.policy)
	total := map[string]map[string]int{} // tag → source → count
	for _, set := range sets {
		if !slices.Contains(readableScanSets, set) {
			t.Fatalf("%s is not a readable set", set)
		}
		perSet := tagSourcesOf(t, s, tm, "../../testdata/eval/"+set+".jsonl", os.Getenv("SCAN_TAG_SOURCES_LINES") != "")
		var parts []string
		for _, tag := range sortedKeys(perSet) {
			for src, n := range perSet[tag] {
				if total[tag] == nil {
					total[tag] = map[string]int{}
				}
				total[tag][src] += n
				parts = append(parts, fmt.Sprintf("%s/%s %d", tag, src, n))
			}
		}
		sort.Strings(parts)
		fmt.Printf("%-13s %s\n", set, strings.Join(parts, ", "))
	}
	fmt.Println("all readable sets, wrong tags by tag and source:")
	srcs := []string{srcReaderSet, srcDetectorAdded, srcReaderMissed, srcReaderCleared, srcClearedRight, srcDropped, srcNotApplicable, srcOtherPath}
	sums := map[string]int{}
	for _, tag := range sortedKeys(total) {
		var parts []string
		for _, src := range srcs {
			if n := total[tag][src]; n > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", src, n))
				sums[src] += n
			}
		}
		fmt.Printf("  %-15s %s\n", tag, strings.Join(parts, ", "))
	}
	for _, src := range srcs {
		fmt.Printf("  total %-32s %d\n", src, sums[src])
	}
}

// tagSourcesOf attributes the wrong tags of one set: tag → source → count.
// The final tags are classifyWords's (what the pipeline answers); the
// reading and the detectors' scores are read's, recomputed.
func tagSourcesOf(t *testing.T, s *Service, tm *textModel, path string, lines bool) map[string]map[string]int {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cases, err := ReadEvalCases(f)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]int{}
	exact := 0
	fpfn := map[string][2]int{}
	defer func() {
		var parts []string
		for _, tag := range sortedKeys(fpfn) {
			parts = append(parts, fmt.Sprintf("%s %d/%d", tag, fpfn[tag][0], fpfn[tag][1]))
		}
		fmt.Printf("SET %-60s middle and exact tags %5.1f%% (%d/%d); fp/fn %s\n", path, 100*float64(exact)/float64(len(cases)), exact, len(cases), strings.Join(parts, ", "))
	}()
	add := func(tag, src string) {
		if out[tag] == nil {
			out[tag] = map[string]int{}
		}
		out[tag][src]++
	}
	for _, c := range cases {
		got, err := s.classifyWords(context.Background(), c.Text)
		if err != nil {
			t.Fatal(err)
		}
		if got.Classification.MiddleKey == c.Middle && sameSet(got.SituationTags, c.Tags) {
			exact++
		}
		r, labels, scores, ok := explainTags(s.cat, tm, focus(c.Text), got.Classification.MiddleKey, got.Method)
		for _, tag := range got.SituationTags {
			if slices.Contains(c.Tags, tag) {
				continue
			}
			v := fpfn[tag]
			v[0]++
			fpfn[tag] = v
			src := srcOtherPath
			switch {
			case !ok:
			case slices.Contains(r.tags, tag):
				src = srcReaderSet
			default:
				src = srcDetectorAdded
			}
			add(tag, src)
			if lines {
				fmt.Printf("    FP %s %s %s (reader %v cleared %v; %s)\n", c.ID, tag, src, r.tags, r.cleared, detScore(labels, scores, tag))
			}
		}
		for _, tag := range c.Tags {
			if slices.Contains(got.SituationTags, tag) {
				continue
			}
			v := fpfn[tag]
			v[1]++
			fpfn[tag] = v
			src := srcOtherPath
			ti := slices.Index(labels, tag)
			min, on := tm.policy.TagMin[tag]
			over := ti >= 0 && on && scores[ti] >= min
			switch {
			case !ok:
			case !s.cat.TagApplies(tag, got.Classification.MiddleKey):
				src = srcNotApplicable
			case slices.Contains(r.tags, tag):
				src = srcDropped
			case slices.Contains(r.cleared, tag) && over:
				src = srcClearedRight
			case slices.Contains(r.cleared, tag):
				src = srcReaderCleared
			default:
				src = srcReaderMissed
			}
			add(tag, src)
			if lines {
				fmt.Printf("    FN %s %s %s (reader %v cleared %v; %s)\n", c.ID, tag, src, r.tags, r.cleared, detScore(labels, scores, tag))
			}
		}
	}
	return out
}

// explainTags is read's tag half for text read as middle by method: the
// reader's reading and the detectors' scores; ok is false when the tags
// came from another path than the text model's.
func explainTags(cat *catalog.Catalog, tm *textModel, text, middle, method string) (tagReading, []string, []float64, bool) {
	if middle == "" || (method != MethodKeyword && method != MethodClassifier) {
		return tagReading{}, nil, nil, false
	}
	kw := cat.Match(text)
	masked := catalog.MaskModalCan(text)
	extra := scanFeatures{cat: cat}.featuresOf(masked, kw)
	var labels []string
	var scores []float64
	if tm.tags != nil {
		labels = tm.tags.Labels()
		scores = ordered(tm.tags.ScoresWith(masked, extra), labels)
	}
	return readerTags(cat, text, kw, middle), labels, scores, true
}

func detScore(labels []string, scores []float64, tag string) string {
	if i := slices.Index(labels, tag); i >= 0 {
		return fmt.Sprintf("detector %.2f", scores[i])
	}
	return "no detector"
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
