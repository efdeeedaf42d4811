package starter_test

import (
	"bytes"
	"slices"
	"testing"

	"github.com/baton-dev/baton/pipeline/clause/starter"
	"github.com/baton-dev/baton/pipeline/lib/knowledge"
)

// allowedLabels are the LexGLUE UNFAIR-ToS categories plus the Korean lease
// categories.
var allowedLabels = []string{
	"arbitration", "unilateral_change", "content_removal", "jurisdiction",
	"choice_of_law", "limitation_of_liability", "unilateral_termination",
	"contract_by_using",
	"deposit_return", "repair_burden", "renewal_waiver", "penalty",
	"waiver_of_rights", "rent_increase", "registration_block",
}

func TestJSONL(t *testing.T) {
	t.Parallel()

	docs, err := knowledge.ParseJSONL(bytes.NewReader(starter.JSONL), starter.Corpus)
	if err != nil {
		t.Fatalf("ParseJSONL: %v", err)
	}
	if len(docs) < 60 || len(docs) > 80 {
		t.Errorf("got %d clauses, want 60 to 80", len(docs))
	}

	ids := map[string]bool{}
	used := map[string]int{}
	count := map[string]int{}
	for _, d := range docs {
		id := d.Meta["id"]
		if id == "" || ids[id] {
			t.Errorf("clause %d: missing or repeated id %q", d.Position, id)
		}
		ids[id] = true
		for _, label := range d.Labels {
			if !slices.Contains(allowedLabels, label) {
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
			{field: "statute"},
		}
		for _, tt := range tests {
			v := d.Meta[tt.field]
			if v == "" || (tt.allow != nil && !slices.Contains(tt.allow, v)) {
				t.Errorf("%s: %s = %q", id, tt.field, v)
			}
		}
	}
	for _, label := range allowedLabels {
		if used[label] == 0 {
			t.Errorf("no clause carries label %q", label)
		}
	}
	for kind, atLeast := range map[string]int{"fair": 12, "ko": 30, "en": 15} {
		if count[kind] < atLeast {
			t.Errorf("got %d %s clauses, want at least %d", count[kind], kind, atLeast)
		}
	}
}
