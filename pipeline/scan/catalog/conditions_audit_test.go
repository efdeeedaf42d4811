package catalog

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/baton-dev/baton/pipeline/lib/racetest"
)

// policyTagOrder is the order of the tags in the labelling policy
// (testdata/eval/README-scan.md), the order the audit lists them in.
var policyTagOrder = []string{"contents_left", "label_attached", "contaminated", "cap_attached", "mixed_material", "broken", "wet"}

// auditCondition is one line of testdata/conditions_audit.tsv: a
// description, its middle and the tags the labelling policy gives it.
type auditCondition struct {
	line         int
	middle, text string
	tags         []string
}

// loadConditionsAudit reads the condition-phrasing audit: tab-separated
// middle, tags (comma-separated, empty for none) and text.
func loadConditionsAudit(t *testing.T, path string) []auditCondition {
	t.Helper()
	var out []auditCondition
	for _, row := range readAuditTSV(t, path, 3) {
		var tags []string
		if row.cols[1] != "" {
			tags = strings.Split(row.cols[1], ",")
		}
		out = append(out, auditCondition{line: row.line, middle: row.cols[0], tags: tags, text: row.cols[2]})
	}
	return out
}

// inPolicyOrder returns tags sorted in policyTagOrder.
func inPolicyOrder(tags []string) []string {
	out := slices.Clone(tags)
	sort.SliceStable(out, func(i, j int) bool {
		return slices.Index(policyTagOrder, out[i]) < slices.Index(policyTagOrder, out[j])
	})
	return out
}

// TestConditionsAudit reads every line of the condition-phrasing audit
// with TagsFor, the middle given: the tags read must be the labelled
// ones, so a condition said in a way the reader misses (a negation, a
// state undone, an experience denied, an amount, another thing's
// condition, a question) fails here, each mismatch listed with the tags
// it read too many (fp) or too few (fn).
func TestConditionsAudit(t *testing.T) {
	t.Parallel()
	racetest.SkipAudit(t)
	c := mustLoad(t)
	lines := loadConditionsAudit(t, "testdata/conditions_audit.tsv")
	if len(lines) < 350 {
		t.Fatalf("audit has %d lines, want at least 350", len(lines))
	}
	seen := map[string]bool{}
	fp, fn := map[string]int{}, map[string]int{}
	for _, l := range lines {
		if seen[l.text] {
			t.Errorf("line %d: %q listed twice", l.line, l.text)
		}
		seen[l.text] = true
		if _, ok := c.Middle(l.middle); !ok {
			t.Errorf("line %d: unknown middle %q", l.line, l.middle)
			continue
		}
		for _, tag := range l.tags {
			if !c.TagApplies(tag, l.middle) {
				t.Errorf("line %d: tag %q does not apply to %s", l.line, tag, l.middle)
			}
		}
		if want := inPolicyOrder(l.tags); !slices.Equal(want, l.tags) {
			t.Errorf("line %d: tags %v not in policy order %v", l.line, l.tags, want)
		}
		got, _ := c.TagsFor(l.text, l.middle)
		got = inPolicyOrder(got)
		if slices.Equal(got, l.tags) {
			continue
		}
		var extra, missed []string
		for _, g := range got {
			if !slices.Contains(l.tags, g) {
				extra = append(extra, g)
				fp[g]++
			}
		}
		for _, w := range l.tags {
			if !slices.Contains(got, w) {
				missed = append(missed, w)
				fn[w]++
			}
		}
		t.Errorf("line %d: TagsFor(%q, %s) = %v, want %v (fp %v, fn %v)", l.line, l.text, l.middle, got, l.tags, extra, missed)
	}
	if len(fp)+len(fn) > 0 {
		var b strings.Builder
		for _, tag := range policyTagOrder {
			if fp[tag]+fn[tag] > 0 {
				fmt.Fprintf(&b, " %s fp %d fn %d;", tag, fp[tag], fn[tag])
			}
		}
		t.Logf("mismatches by tag of %d lines:%s", len(lines), b.String())
	}
}
