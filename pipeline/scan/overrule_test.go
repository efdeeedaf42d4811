package scan

import (
	"testing"

	"github.com/baton-dev/baton/pipeline/scan/catalog"
)

// A classifier that gives every middle less than overruleFloor is silent
// on the text and leaves a named item standing, whatever Override and
// Lead cross-validation chose; above the floor it still overrules.
func TestSilentClassifierDoesNotOverruleAName(t *testing.T) {
	t.Parallel()
	p := textPolicy{MinScore: 0.3, Override: 0, Lead: 0}
	labels := []string{"food_waste", "styrofoam", "plastic"}
	kw := catalog.Match{Middle: "food_waste", Item: "면류", Score: 0.7}
	tests := []struct {
		scores []float64
		want   string
	}{
		{[]float64{0.06, 0.07, 0.01}, "food_waste"},
		{[]float64{0.02, 0.09, 0.01}, "food_waste"},
		{[]float64{0.06, 0.45, 0.01}, "styrofoam"},
		{[]float64{0.80, 0.10, 0.01}, "food_waste"},
	}
	for _, tt := range tests {
		if got := p.decideMiddle(kw, labels, tt.scores).middle; got != tt.want {
			t.Errorf("decideMiddle(%v) = %s, want %s", tt.scores, got, tt.want)
		}
	}
}
