package catalog

import (
	"slices"
	"strings"
)

// Kinds of "which named thing is the item" read in session 41, from the
// item-name audit's list 25:
//   - a material said fitted on the thing named before it, with nothing
//     named after (김발 비닐 씌운 거, 나무 손잡이 고무 감은 거), is the
//     material of a cover or a part, not the item (maskFittedMaterial).

// ---- a material fitted on the thing named before it ----

// fittedVerbs are the adnominals that say a material was put on, wrapped
// round or stuck to a thing (씌운, 감은, 덧댄). Written without spaces.
var fittedVerbs = []string{"씌운", "씌워진", "덮인", "덮은", "감은", "감긴", "붙인", "붙은", "달린", "입힌", "덧댄", "두른"}

// maskFittedMaterial blanks a stream's bare word (비닐, 플라스틱, 고무:
// a middle's own name or alias, no item) said right after a thing's name
// of another middle and right before one of fittedVerbs that ends the
// phrase, bare or before 거 or 것 ("김발 비닐 씌운 거", "도마 비닐 붙은
// 거"): it names what was fitted on the thing, which is the item. A head
// noun after the verb ("비닐 씌운 상자") is the thing that verb is said
// of and is left to the other readers. When no other name is left the
// text is kept.
func (c *Catalog) maskFittedMaterial(n normText) normText {
	if text := string(n.r); !slices.ContainsFunc(fittedVerbs, func(w string) bool { return strings.Contains(text, w) }) {
		return n
	}
	return c.maskNamedAt(n, func(t *term) bool { return t.item < 0 && hasHangulRunes(t.runes) }, func(t *term, at int) bool {
		if at == 0 || !n.tokStart[at] || n.clauseStart[at] {
			return false
		}
		rest, f := ending(n, at+len(t.runes))
		if rest != "" || f >= len(n.r) || n.clauseStart[f] {
			return false
		}
		// (not inside a longer name: 비닐 씌운 is no 비닐봉지, and 우산
		// 비닐 is the film itself)
		if c.termAt(n, at, func(u *term) bool { return len(u.runes) > len(t.runes) }) >= 0 || c.endsLongerTerm(n, at+len(t.runes), len(t.runes)) {
			return false
		}
		w, g := wordAfter(n, f)
		if !slices.Contains(fittedVerbs, w) {
			return false
		}
		if g < len(n.r) && !n.clauseStart[g] {
			if w2, _ := wordAfter(n, g); !strings.HasPrefix(w2, "거") && !strings.HasPrefix(w2, "것") {
				return false
			}
		}
		// the thing it was fitted on ends the word before
		p, _ := c.nameEndingAt(n, at, func(u *term) bool { return u.tier() == tierName && u.item >= 0 && u.middle != t.middle })
		return p >= 0
	})
}

// endsLongerTerm reports whether a name term longer than k runes occurs in
// n ending at rune e.
func (c *Catalog) endsLongerTerm(n normText, e, k int) bool {
	for i := range c.terms {
		u := &c.terms[i]
		if s := e - len(u.runes); len(u.runes) > k && s >= 0 && u.tier() == tierName && n.holdsAt(u.runes, s) {
			return true
		}
	}
	return false
}
