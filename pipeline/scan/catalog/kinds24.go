package catalog

import "slices"

// ---- session 24: which named thing is the item (audit list 8) ----

// emptyWords are the bare words that, between a thing and a container
// named after it, say the container was emptied of the thing (물티슈 빈
// 봉지, 마스크팩 빈 봉지, 참기름 빈 병).
var emptyWords = []string{"빈"}

// emptiedHead returns, when the Korean name term best at pos is a bare
// word, the next word, in its clause, is one of emptyWords and the word
// after that starts a name term of a container or packaging stream
// (headMiddles) of another middle, that term and its position: the thing
// named first is what the emptied container held, the container is the
// item. Unlike headAfter the container may be shorter than the thing (봉지
// after 물티슈): a lid, a label or a part is never said to be empty, and
// parts are left out. A food is heldBy's; a weak container word (병, 통)
// is no name and leaves the thing the item ("생수 빈 병"); a container
// said as a place or a tool (빈 봉지에 담아서) is none.
func (c *Catalog) emptiedHead(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !hasHangulRunes(t.runes) || c.tax.Middles[t.middle].Key == "food_waste" {
		return -1, 0
	}
	e := pos + len(t.runes)
	if rest, _ := ending(n, e); rest != "" || e >= len(n.r) || !n.tokStart[e] || n.clauseStart[e] {
		return -1, 0
	}
	w, g := wordAfter(n, e)
	if !slices.Contains(emptyWords, w) || g >= len(n.r) || n.clauseStart[g] {
		return -1, 0
	}
	p := c.termAt(n, g, func(u *term) bool {
		return headMiddles[c.tax.Middles[u.middle].Key] && u.tier() == tierName && !u.part && u.middle != t.middle && hasHangulRunes(u.runes)
	})
	if p < 0 {
		return -1, 0
	}
	if rest, _ := ending(n, g+len(c.terms[p].runes)); slices.Contains(notHeadEnds, rest) {
		return -1, 0
	}
	return p, g
}
