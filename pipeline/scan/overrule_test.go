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

// Breakage alone never moves a lamp to nonflammable, even where the text
// names its glass (전구를 떨어뜨려서 유리가 깨졌어요): a lamp's glass is
// its own. A plastic item with glass named beside it may still be moved;
// one with no glass named may not.
func TestBreakageKeepsALamp(t *testing.T) {
	t.Parallel()
	p := textPolicy{MinScore: 0.3, Override: 0, Lead: 0}
	labels := []string{"nonflammable", "lamp", "plastic"}
	scores := []float64{0.8, 0.1, 0.1}
	tests := []struct {
		kw   catalog.Match
		want string
	}{
		{catalog.Match{Middle: "lamp", Score: 0.7, Named: []string{"lamp", "glass"}}, "lamp"},
		{catalog.Match{Middle: "lamp", Item: "형광등", Score: 0.7, Named: []string{"lamp", "glass"}}, "lamp"},
		{catalog.Match{Middle: "plastic", Item: "플라스틱 용기", Score: 0.7, Named: []string{"plastic"}}, "plastic"},
		{catalog.Match{Middle: "plastic", Item: "플라스틱 용기", Score: 0.7, Named: []string{"plastic", "glass"}}, "nonflammable"},
	}
	for _, tt := range tests {
		if got := p.decideMiddle(tt.kw, labels, scores).middle; got != tt.want {
			t.Errorf("decideMiddle(%+v) = %s, want %s", tt.kw, got, tt.want)
		}
	}
}
