package catalog

import (
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// soakForms say a liquid soaked into or through the item (스며들었어요,
// 배어 나와서, 번졌어요, 젖었어요, "soaked through", "seeped").
var soakForms = slices.Concat(expandStems([]string{"스며들~", "번지~", "젖~"}),
	[]string{"스며", "스민", "스몄", "배어", "배었", "뱄", "배서", "배임", "soaked", "soaking", "seeped", "seeping", "bled"})

// fatSoaked reports whether text says a fat soaked the item: a soak word
// whose subject or source (korean.Reading.Heads) is one of fats, the
// liquids the wet tag is not said of (기름, 버터, grease, butter): "기름이
// 흠뻑 스며들었어요", "butter soaked right through", "soaked with fat".
// Grease soaked into paper is residue, not wetness.
func fatSoaked(r *korean.Reading, text string, fats []string) bool {
	for _, w := range strings.Fields(strings.ToLower(text)) {
		w = strings.Trim(w, ".,!?;:()\"'")
		if !slices.ContainsFunc(soakForms, func(f string) bool { return strings.HasPrefix(w, f) }) {
			continue
		}
		if heldBy(r.Heads(w), fats) {
			return true
		}
	}
	return false
}

// fats are the liquids the wet tag is not said of (SituationTag.NotSaidOf
// of "wet": 기름, 버터, grease, butter).
func (c *Catalog) fats() []string {
	for _, tm := range c.tags {
		if tm.key == "wet" {
			return tm.notSaidOf
		}
	}
	return nil
}
