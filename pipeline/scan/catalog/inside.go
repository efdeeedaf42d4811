package catalog

import "slices"

// ---- a thing found inside a container ----

// insideEnds are what ends a container's noun run when the text says
// something was inside it (상자 안에, 박스 속에, 봉투에, 통에서).
var insideEnds = []string{"안에", "안에서", "속에", "속에서", "에", "에서", "안", "속"}

// insideVerbs start the adnominal words that say a thing was in a
// container or came out of it (들어있던, 들어 있던, 든, 담겨 있던, 담긴,
// 있던, 나온, 꺼낸).
var insideVerbs = []string{"들어있", "들어 있", "들었", "들은", "든", "담겨", "담긴", "담겼", "담았", "있던", "있는", "있었던", "나온", "나왔던", "꺼낸", "꺼냈던", "빼낸"}

// insideOf returns, when the Korean term best at pos names a container
// that the text says held another thing ("쇼핑백 안에 있던 샘플 용기",
// "택배 상자에 들어 있던 에어캡", "선물 상자 속에 든 유리병"), the
// term that heads the noun phrase the inside verb modifies, and its
// position; else -1. What was in the box is the item, the box is where
// it was. Food is heldBy's ("김치 담았던 통").
func (c *Catalog) insideOf(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() == tierGeneric || c.tax.Middles[t.middle].Key == "food_waste" || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	e := pos + len(t.runes)
	// the container's own word: 박스에, 상자안에; or bare, then 안에
	rest, f := ending(n, e)
	if rest == "" && f < len(n.r) && !n.clauseStart[f] {
		w, g := wordAfter(n, f)
		if w != "안에" && w != "속에" && w != "안에서" && w != "속에서" {
			return -1, 0
		}
		f = g
	} else if !slices.Contains(insideEnds, rest) {
		return -1, 0
	}
	// then the inside verb, in one word or two (들어 있던), ending the
	// adnominal form that modifies the noun after it
	if f >= len(n.r) || n.clauseStart[f] {
		return -1, 0
	}
	w, g := wordAfter(n, f)
	if w == "들어" || w == "담겨" {
		if g >= len(n.r) || n.clauseStart[g] {
			return -1, 0
		}
		w2, g2 := wordAfter(n, g)
		w, g = w+" "+w2, g2
	}
	if !startsWithInside(w) || !adnominal(n, g-1, g) && !endsWithAny(w, []string{"던"}) {
		return -1, 0
	}
	// the noun phrase after it, up to its clause's end or a word with a
	// particle: its last term is its head ("여행용 샘플 공병 세트")
	other := func(u *term) bool { return u.tier() == tierName && !u.part && u.middle != t.middle }
	head, headPos, headEnd := -1, 0, 0
	for s, words := g, 0; s < len(n.r) && words < 3 && !n.clauseStart[s]; words++ {
		if p := c.termAt(n, s, other); p >= 0 {
			// a later end is a later head; at the same end the
			// longer term ("샘플 공병", not its 공병)
			if end := s + len(c.terms[p].runes); end > headEnd {
				head, headPos, headEnd = p, s, end
			}
		}
		word, next := wordAfter(n, s)
		if endsParticle(word) {
			break
		}
		s = next
	}
	if head < 0 {
		return -1, 0
	}
	if k := len(c.terms[head].runes); withContents(n, headPos, k) || placed(n, headPos, k) {
		return -1, 0
	}
	return head, headPos
}

// startsWithInside reports whether w starts with one of insideVerbs.
func startsWithInside(w string) bool {
	for _, v := range insideVerbs {
		if len(w) >= len(v) && w[:len(v)] == v {
			return true
		}
	}
	return false
}

// endsParticle reports whether the Korean word w ends with a particle
// after at least one syllable (샘플이, 병은): the noun phrase ends there.
func endsParticle(w string) bool {
	rs := []rune(w)
	for i := 1; i < len(rs); i++ {
		if particles[string(rs[i:])] && string(rs[i:]) != "들" {
			return true
		}
	}
	return false
}
