package catalog

import "slices"

// ---- a thing the asker would throw the item out with ----

// companionJoins end the word of a thing named as company (형광등이랑,
// 건전지하고, 캔과).
var companionJoins = []string{"이랑", "랑", "하고", "와", "과"}

// togetherWords say two things go out together (같이, 함께, 한꺼번에).
var togetherWords = []string{"같이", "함께", "한꺼번에", "한데", "다같이"}

// companionSpans are the rune spans of n where a thing is named as what
// the asker would put the item out with ("LED 전구하고 함께 버려도 돼요?",
// "캔하고 함께 내놔도 되나요"): an item term, its word ending with a
// companionJoins particle, then a togetherWords word and a word of putting
// out. The span is the item's term.
func (c *Catalog) companionSpans(n normText) [][2]int {
	var spans [][2]int
	for i := range c.terms {
		t := &c.terms[i]
		if t.tier() != tierName {
			continue
		}
		for at := range occurrences(n, t.runes, 0) {
			e := at + len(t.runes)
			join, f := ending(n, e)
			if !slices.Contains(companionJoins, join) || f >= len(n.r) || n.clauseStart[f] {
				continue
			}
			w, g := wordAfter(n, f)
			if !slices.Contains(togetherWords, w) || g >= len(n.r) || n.clauseStart[g] {
				continue
			}
			if next, _ := wordAfter(n, g); !startsWithAny(next, puttingWords) {
				continue
			}
			spans = append(spans, [2]int{at, e})
		}
	}
	return spans
}

// withoutCompanions returns n with the things the asker would put the
// item out with blanked out, and their middles, when the text names
// another item outside them; else n unchanged and no middles. A thing
// named as company is not the item, and its stream is only proposed.
func (c *Catalog) withoutCompanions(n normText) (normText, []string) {
	m, p, middles := c.withoutSpans(n, c.companionSpans(n), func(sp [2]int) []int {
		if q := c.termAt(n, sp[0], func(t *term) bool { return t.tier() == tierName }); q >= 0 {
			return []int{q}
		}
		return nil
	})
	if p < 0 {
		return n, nil
	}
	// the item's own stream is not one it would merely go out with
	own := c.tax.Middles[c.terms[p].middle].Key
	return m, slices.DeleteFunc(middles, func(k string) bool { return k == own })
}
