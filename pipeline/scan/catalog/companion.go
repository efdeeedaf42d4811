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
		for from := 0; from < len(n.r); {
			at := occursFrom(n, t.runes, from)
			if at < 0 {
				break
			}
			from = at + 1
			e := at + len(t.runes)
			f := e
			for f < len(n.r) && !n.tokStart[f] {
				f++
			}
			if !slices.Contains(companionJoins, string(n.r[e:f])) || f >= len(n.r) || n.clauseStart[f] {
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
	spans := c.companionSpans(n)
	if len(spans) == 0 {
		return n, nil
	}
	m := n
	var middles []string
	for _, sp := range spans {
		m = mask(m, sp[0], sp[1]-sp[0])
	}
	p, _ := c.bestTerm(m, func(t *term) bool { return t.tier() == tierName && t.item >= 0 })
	if p < 0 {
		return n, nil
	}
	for _, sp := range spans {
		q := c.termAt(n, sp[0], func(t *term) bool { return t.tier() == tierName })
		if q < 0 {
			continue
		}
		if k := c.tax.Middles[c.terms[q].middle].Key; k != c.tax.Middles[c.terms[p].middle].Key && !slices.Contains(middles, k) {
			middles = append(middles, k)
		}
	}
	return m, middles
}
