package catalog

import "slices"

// ---- session 32: which named thing is the item ----

// rideVerbs, right after a thing's name (bare or with 를/을), say it was
// ridden, or a drink made (커피 타다가): 타다, 타다가, 타고, 타면서,
// 타는데, 타던, 탔다가, 탔는데, 타러. The forms that also say burnt (탄,
// 타서, 탔어요 said of a pot) are not among them.
var rideVerbs = []string{"타다", "타고", "타면서", "타는데", "타는", "타던", "탔다가", "탔는데", "탔던", "타러"}

// riddenThing returns, when the name term best at pos is said ridden
// (a word of rideVerbs follows it, its word ending with the term or with
// 를/을) and a name term of another item starts one of the next four
// words, that term and its position: what was ridden is where it
// happened, the thing after it is the item ("눈썰매 타다 다 젖은
// 방수바지", "자전거 타다가 바지가 찢어졌어요", "킥보드 타고 놀다 깨진
// 헬멧"). A part (the bicycle's tyre, the sled's rope) is the ridden
// thing's and no item of its own. Otherwise -1.
func (c *Catalog) riddenThing(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	rest, e := ending(n, pos+len(t.runes))
	if rest != "" && rest != "를" && rest != "을" || e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	w, f := wordAfter(n, e)
	if !startsWithAny(w, rideVerbs) {
		return -1, 0
	}
	keep := func(u *term) bool { return u.tier() == tierName && !u.part && u.item != t.item }
	for words := 0; words < 4 && f < len(n.r); words++ {
		// (the name may end a compound: 방수바지)
		_, g := wordAfter(n, f)
		for s := f; s < g; s++ {
			if p := c.termAt(n, s, keep); p >= 0 {
				return p, s
			}
		}
		f = g
	}
	return -1, 0
}

// meshWords are the words of a net bag that also name a device's mesh:
// a shaver's foil, a fan's guard, a filter, a microphone's grille.
var meshWords = []string{"망", "그물망", "철망"}

// meshOfDevice returns, when the name term best at pos is a mesh word
// (meshWords) and a name term of a Product middle (an appliance, a
// device) ends at most three words before it in its clause with only
// bare words between ("면도기 헤드 망", "마이크 머리 부분 그물망",
// "전기모기채 망", "선풍기 망"), that device's term and its position: the
// mesh is the device's part, not a net bag. Otherwise -1.
func (c *Catalog) meshOfDevice(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !c.isMesh(&t) || c.tax.Middles[t.middle].Product {
		return -1, 0
	}
	words := 0
	for s := pos - 1; s >= 0 && words <= 3; s-- {
		if n.tokStart[s+1] && s+1 < pos {
			words++
		}
		p := c.termAt(n, s, func(u *term) bool {
			return u.tier() == tierName && !u.part && c.tax.Middles[u.middle].Product
		})
		if p >= 0 {
			e := s + len(c.terms[p].runes)
			if e > pos {
				continue
			}
			// (only bare words between: 면도기에 씌운 망 is another thing)
			if rest, _ := ending(n, e); rest != "" && e < pos && !n.tokStart[e] {
				return -1, 0
			}
			return p, s
		}
		if n.clauseStart[s] {
			break
		}
	}
	return -1, 0
}

// meshOfProduct reports whether the term p at pos is a mesh word said
// of a device named before it (meshOfDevice): the device's part, not
// packaging that beats the product.
func (c *Catalog) meshOfProduct(n normText, p, pos int) bool {
	q, _ := c.meshOfDevice(n, p, pos)
	return q >= 0
}

// isMesh reports whether t is a name term that is a mesh word.
func (c *Catalog) isMesh(t *term) bool {
	return t.tier() == tierName && slices.Contains(meshWords, string(t.runes))
}

// sheathWords, right after an item's name, make a compound naming its
// cover or case (스케이트날 커버, 안경 케이스, 칼집 as 칼 + 집).
var sheathWords = []string{"커버", "케이스", "집"}

// accessoryNamed returns, when the name term best at pos is an item's
// (not a material's: 플라스틱 케이스 is the case) with a sheathWords
// word right after it, bare or glued (스케이트날 커버, 스케이트 날집,
// 안경 케이스), and the text names another item or material elsewhere
// that is no device's (the packaging it came in, the material said),
// the best such term and its position: the thing named first only says
// what the cover or case is for. A device named beside it is what the
// cover is for (마이크 스펀지 커버), and a cover with nothing else named
// stays as it is read.
func (c *Catalog) accessoryNamed(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	e := pos + len(t.runes)
	if t.tier() != tierName || t.item < 0 || c.tax.Middles[t.middle].Product || e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	w := ""
	if n.tokStart[e] {
		w, _ = wordAfter(n, e)
	} else {
		w, _ = ending(n, e)
	}
	if !startsWithAny(w, sheathWords) {
		return -1, 0
	}
	return c.bestTerm(mask(n, pos, len(t.runes)), func(u *term) bool {
		return u.tier() == tierName && !u.part && u.item != t.item && !c.tax.Middles[u.middle].Product
	})
}
