package starter_test

import (
	"bytes"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/baton-dev/baton/pipeline/clause/starter"
	"github.com/baton-dev/baton/pipeline/lib/knowledge"
)

// lexglue are the LexGLUE UNFAIR-ToS categories.
var lexglue = []string{
	"arbitration", "unilateral_change", "content_removal", "jurisdiction",
	"choice_of_law", "limitation_of_liability", "unilateral_termination",
	"contract_by_using",
}

// leaseLabels are the sixteen Korean residential-lease categories.
var leaseLabels = []string{
	"deposit_return", "renewal_waiver", "repair_burden", "privacy_entry",
	"penalty", "late_interest", "rent_increase", "unilateral_change",
	"registration_block", "waiver_of_rights", "new_mortgage",
	"limitation_of_liability", "unilateral_termination", "restoration_wear",
	"brokerage_fee", "jurisdiction",
}

// Per category a lease part covers, at least this many unfair and fair
// lines: enough for several voices on both sides of the topic. A part may
// cover all sixteen categories thinly (a slice of new voices), so the
// balance of the whole corpus is checked apart, by the corpus minimums.
const (
	minUnfair = 10
	minFair   = 10
)

// Per category over all lease parts together, at least this many unfair and
// fair lines: as many as three parts of the older, 24-and-18 kind hold.
const (
	minCorpusUnfair = 72
	minCorpusFair   = 54
)

func TestJSONL(t *testing.T) {
	t.Parallel()

	docs, err := knowledge.ParseJSONL(bytes.NewReader(starter.JSONL), starter.Corpus)
	if err != nil {
		t.Fatalf("ParseJSONL: %v", err)
	}
	var lines int
	for _, p := range starter.Parts() {
		lines += bytes.Count(p.Data, []byte("\n"))
	}
	if len(docs) != lines {
		t.Errorf("JSONL holds %d clauses, its parts %d lines", len(docs), lines)
	}

	ids := map[string]bool{}
	texts := map[string]string{}
	used := map[string]int{}
	count := map[string]int{}
	allowed := slices.Concat(lexglue, leaseLabels)
	for _, d := range docs {
		id := d.Meta["id"]
		if id == "" || ids[id] {
			t.Errorf("clause %d: missing or repeated id %q", d.Position, id)
		}
		ids[id] = true
		if other, ok := texts[d.Text]; ok {
			t.Errorf("%s repeats the text of %s", id, other)
		}
		texts[d.Text] = id
		for _, label := range d.Labels {
			if !slices.Contains(allowed, label) {
				t.Errorf("%s: label %q is not in the allowed set", id, label)
			}
			used[label]++
		}
		if len(d.Labels) == 0 {
			count["fair"]++
		}
		count[d.Meta["lang"]]++
		tests := []struct {
			field string
			allow []string // nil: any non-empty value
		}{
			{field: "category", allow: []string{"residential_lease", "online_terms"}},
			{field: "lang", allow: []string{"ko", "en"}},
			{field: "rationale"},
		}
		for _, tt := range tests {
			v := d.Meta[tt.field]
			if v == "" || (tt.allow != nil && !slices.Contains(tt.allow, v)) {
				t.Errorf("%s: %s = %q", id, tt.field, v)
			}
		}
		if len(d.Labels) > 0 && d.Meta["statute"] == "" {
			t.Errorf("%s: an unfair clause cites no statute", id)
		}
	}
	for _, label := range lexglue {
		if used[label] == 0 {
			t.Errorf("no clause carries label %q", label)
		}
	}
	for kind, atLeast := range map[string]int{"fair": 150, "ko": 350, "en": 20} {
		if count[kind] < atLeast {
			t.Errorf("got %d %s clauses, want at least %d", count[kind], kind, atLeast)
		}
	}
}

// TestLeaseParts checks the schema of the Korean lease parts: topic, verdict
// and style, labels that agree with the verdict, and enough unfair and fair
// lines in every category a part covers.
func TestLeaseParts(t *testing.T) {
	t.Parallel()

	var seen int
	var mu sync.Mutex
	total := map[string]int{} // "topic/verdict" over every lease part
	t.Cleanup(func() {
		for _, label := range leaseLabels {
			unfair, fair := total[label+"/unfair"], total[label+"/fair"]
			if unfair < minCorpusUnfair || fair < minCorpusFair {
				t.Errorf("%s: %d unfair and %d fair clauses over the lease parts, want at least %d and %d",
					label, unfair, fair, minCorpusUnfair, minCorpusFair)
			}
		}
	})
	for _, p := range starter.Parts() {
		if !strings.HasPrefix(p.Name, "lease_ko_") {
			continue
		}
		seen++
		t.Run(p.Name, func(t *testing.T) {
			t.Parallel()
			docs, err := knowledge.ParseJSONL(bytes.NewReader(p.Data), p.Name)
			if err != nil {
				t.Fatalf("ParseJSONL: %v", err)
			}
			count := map[string]int{} // "topic/verdict"
			for _, d := range docs {
				id, topic, verdict := d.Meta["id"], d.Meta["topic"], d.Meta["verdict"]
				if !strings.HasPrefix(id, "ko-lease-"+topic+"-") {
					t.Errorf("%s: id does not name its topic %q", id, topic)
				}
				if topic != "general" && !slices.Contains(leaseLabels, topic) {
					t.Errorf("%s: topic %q is not a lease category", id, topic)
				}
				for field, want := range map[string]string{"category": "residential_lease", "lang": "ko"} {
					if d.Meta[field] != want {
						t.Errorf("%s: %s = %q, want %q", id, field, d.Meta[field], want)
					}
				}
				if s := d.Meta["style"]; !slices.Contains([]string{"formal", "plain", "colloquial"}, s) {
					t.Errorf("%s: style %q", id, s)
				}
				if _, ok := d.Meta["statute"]; !ok {
					t.Errorf("%s: no statute field", id)
				}
				switch verdict {
				case "unfair":
					if !slices.Equal(d.Labels, []string{topic}) || d.Meta["statute"] == "" || topic == "general" {
						t.Errorf("%s: an unfair clause has labels %v, statute %q, want [%s] and a statute",
							id, d.Labels, d.Meta["statute"], topic)
					}
				case "fair":
					if len(d.Labels) != 0 {
						t.Errorf("%s: a fair clause has labels %v", id, d.Labels)
					}
				default:
					t.Errorf("%s: verdict %q", id, verdict)
				}
				count[topic+"/"+verdict]++
			}
			for _, label := range leaseLabels {
				unfair, fair := count[label+"/unfair"], count[label+"/fair"]
				if unfair+fair == 0 {
					continue
				}
				if unfair < minUnfair || fair < minFair {
					t.Errorf("%s: %d unfair and %d fair clauses, want at least %d and %d",
						label, unfair, fair, minUnfair, minFair)
				}
			}
			mu.Lock()
			for k, n := range count {
				total[k] += n
			}
			mu.Unlock()
			t.Logf("%v", count)
		})
	}
	if seen == 0 {
		t.Fatal("the corpus has no lease_ko_*.jsonl part")
	}
}
