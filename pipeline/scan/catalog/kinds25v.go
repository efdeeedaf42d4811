package catalog

import "slices"

// ---- session 25: a food's bones, a food's packaging (audit list 9) ----

// bonesItem is the general item whose names are the bones and fish bones
// left of a meal (뼈, 생선 가시, 뼈다귀).
const bonesItem = "닭뼈"

// boneOfFood returns, when the food name term best at pos is a bare word
// and the next word, in its clause, starts a name of bonesItem said as
// the head (bare, or with a case particle that is no list's 랑 or 하고),
// that name and its position: "고등어 뼈", "갈치 뼈 발라낸 것" and
// "감자탕 뼈" are the food's bones, general waste. heldBy leaves a
// general word right after a food to the food, because two things may
// be listed ("참외 껍질 씨"); bones are never a food's other name. A
// bare part word may stand between (fishPartWords: "우럭 머리 뼈", "광어
// 대가리 뼈 큰 거": the bones of the food's part; session 35); a part said
// with no bones (우럭 머리 남은 거) stays the food.
func (c *Catalog) boneOfFood(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || c.tax.Middles[t.middle].Key != "food_waste" {
		return -1, 0
	}
	e := pos + len(t.runes)
	if !bareBeforeNext(n, e) {
		return -1, 0
	}
	if p, at := c.bonesHeadAt(n, e); p >= 0 {
		return p, at
	}
	w, next := wordAfter(n, e)
	if !slices.Contains(fishPartWords, w) || next >= len(n.r) || n.clauseStart[next] {
		return -1, 0
	}
	return c.bonesHeadAt(n, next)
}

// bonesHeadAt returns, when a name of bonesItem starts at rune e of n and
// is said as the head (bare, or with a case particle that is no list's
// 랑 or 하고) and no flesh taken off them follows (fleshAfterBones), that
// name's term and e; otherwise -1.
func (c *Catalog) bonesHeadAt(n normText, e int) (int, int) {
	p := c.termAt(n, e, func(u *term) bool {
		m := c.tax.Middles[u.middle]
		return u.tier() == tierName && u.item >= 0 && m.Key == "general" && m.Items[u.item].Name == bonesItem
	})
	if p < 0 {
		return -1, 0
	}
	if rest, _ := ending(n, e+len(c.terms[p].runes)); rest != "" && (!particles[rest] || slices.Contains(notHeadEnds, rest)) {
		return -1, 0
	}
	// (not when the flesh the bones were taken from is the head after
	// them: 갈치 뼈 발라내고 남은 살; fleshAfterBones, kinds35.go)
	if fleshAfterBones(n, e+len(c.terms[p].runes)) {
		return -1, 0
	}
	return p, e
}

// packForms are the words for the form a food is sold in that may stand
// between the food and its container (떡볶이 밀키트 봉지, 아이스크림 멀티팩
// 상자, 고추장 업소용 통).
// (and the form of the food itself: 토마토 홀 캔, 육수 분말 봉지)
var packForms = []string{"밀키트", "멀티팩", "대용량", "업소용", "리필", "소포장", "홀", "분말", "가루"}

// packedIn returns, when the food name term best at pos is a bare word,
// the next word, in its clause, is one of packForms or a weight it was
// sold by (soldByWeight: 사과 10kg 박스), a bare noun maybe between, and
// the word after
// that starts a term of a container or packaging stream (headMiddles; a
// name or a weak word, as heldBy takes), that term and its position: the
// food names what the container held, the container is the item. A
// container said as a place, a tool or one of a list (notHeadEnds: 대용량
// 통에 담아) is none.
func (c *Catalog) packedIn(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || c.tax.Middles[t.middle].Key != "food_waste" {
		return -1, 0
	}
	e := pos + len(t.runes)
	if !bareBeforeNext(n, e) {
		return -1, 0
	}
	w, g := wordAfter(n, e)
	// (a bare noun of what the food was may come first: 쌀국수 육수
	// 분말 봉지)
	if !slices.Contains(packForms, w) && !soldByWeight(w) && bareNounWord(w) && g < len(n.r) && !n.clauseStart[g] {
		if w2, g2 := wordAfter(n, g); slices.Contains(packForms, w2) {
			w, g = w2, g2
		}
	}
	if !slices.Contains(packForms, w) && !soldByWeight(w) || g >= len(n.r) || n.clauseStart[g] {
		return -1, 0
	}
	p := c.termAt(n, g, func(u *term) bool {
		return headMiddles[c.tax.Middles[u.middle].Key] && u.tier() != tierGeneric
	})
	if p < 0 {
		return -1, 0
	}
	if rest, _ := ending(n, g+len(c.terms[p].runes)); slices.Contains(notHeadEnds, rest) {
		return -1, 0
	}
	return p, g
}
