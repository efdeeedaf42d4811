package catalog

import "strings"

// Kinds of "which named thing is the item" read in session 30, from the
// misses of the twenty-fourth held-out set once it was opened.

// ---- a device's glass part named as a glass thing ----

// glassPartEnds end the names of glass things that are also a device's
// part (유리 상판, 유리 문, 유리 선반, 강화유리 뚜껑).
var glassPartEnds = []string{"상판", "판", "문", "뚜껑", "선반", "접시", "패널", "커버", "트레이"}

// deviceGlassPart returns, when the term best at pos names a glass thing
// by its material and a part word (유리 상판) and an electrical device's
// name comes before it, hit by another thing (전자 체중계에 공이 날아와서
// 유리 상판이 깨졌어요), that device's term and position; else -1. The glass
// is the device's part; the device is the item. Not when the part alone
// is what goes (유리 접시만, 유리 선반은 따로).
func (c *Catalog) deviceGlassPart(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	key := c.tax.Middles[t.middle].Key
	if t.item < 0 || key != "nonflammable" && key != "glass" {
		return -1, 0
	}
	name := string(t.runes)
	if !strings.HasPrefix(name, "유리") && !strings.HasPrefix(name, "강화유리") || !endsWithAny(name, glassPartEnds) {
		return -1, 0
	}
	if rest, _ := ending(n, pos+len(t.runes)); strings.HasPrefix(rest, "만") || strings.HasPrefix(rest, "은") || strings.HasPrefix(rest, "는") {
		return -1, 0
	}
	p, at := c.lastTermIn(n, 0, pos, func(u *term) bool {
		return u.tier() == tierName && !u.part && c.tax.Middles[u.middle].Key == "e_waste"
	})
	// (a device the glass only stood under is no owner: tv 올려 두던 유리
	// 상판)
	if p < 0 || !c.hitThing(n, at, len(c.terms[p].runes)) {
		return -1, 0
	}
	return p, at
}

// impactStems start the words that say a thing flew or fell onto another
// (공이 날아와서, 컵이 떨어져서, 문에 부딪혀서).
var impactStems = []string{"날아와", "날아왔", "날아든", "날아들", "부딪", "튀어", "떨어져", "떨어졌"}

// hitThing reports whether the term of k runes at pos is written with 에
// and followed by another thing as a subject, that thing's impact and then
// a named thing of the clause, the part that took it (전자 체중계에 공이
// 날아와서 유리 상판이 깨졌어요, 저울에 아령이 떨어져서 유리 판에 금이
// 갔어요): the thing is what was hit, not where the item was. (책상에
// 화분이 떨어져서 금 갔어요: nothing else named, the pot that fell broke;
// 세탁기에 부딪혀서 깨진 거울: the mirror hit the washer, which stays
// where it happened.)
func (c *Catalog) hitThing(n normText, pos, k int) bool {
	rest, e := ending(n, pos+k)
	if rest != "에" && rest != "에다" || e >= len(n.r) {
		return false
	}
	w, f := wordAfter(n, e)
	if !strings.HasSuffix(w, "이") && !strings.HasSuffix(w, "가") {
		return false
	}
	for words := 0; f < len(n.r) && words < 2; words++ {
		w, next := wordAfter(n, f)
		if startsWithAny(w, impactStems) {
			end := next
			for words := 0; end < len(n.r) && words < 3 && !n.clauseStart[end]; words++ {
				_, end = wordAfter(n, end)
			}
			q, _ := c.lastTermIn(n, next, end, func(u *term) bool { return !u.weak })
			return q >= 0
		}
		f = next
	}
	return false
}

// ---- a food's container with a word of its looks between ----

// containerLooks are words that only say what a container looks like
// (투명, 사각, 일회용) or how it is divided (칸막이, session 34), which
// heldBy lets stand between a food and the container that held it
// (오징어구이 투명 용기, 떡볶이 일회용 그릇, 초콜릿 칸막이 트레이).
var containerLooks = []string{"투명", "투명한", "일회용", "사각", "네모", "네모난", "동그란", "원형", "검은", "검정", "까만", "하얀", "흰", "칸막이"}

// ---- a container, then the food soiling it ----

// residueStems start the words that say a food soils a thing or that
// the thing was or was not washed of it (굳었어요, 말라붙음, 묻었어요, 안
// 씻음).
var residueStems = []string{"굳", "말라붙", "눌어붙", "눌러붙", "들러붙", "달라붙", "묻", "범벅", "씻", "헹", "닦", "배었", "배어", "뱄"}

// containerSoiled returns, when the food term best at pos starts a word
// right after a bare container's name (반찬통 김치국물, 나쵸 트레이
// 치즈소스) and a residueStems word follows the food's word within two
// words of its clause (안 씻음, 굳었어요), the container's term and
// position: the food is what soils the container, which is the item.
func (c *Catalog) containerSoiled(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if c.tax.Middles[t.middle].Key != "food_waste" || pos == 0 || !n.tokStart[pos] || n.clauseStart[pos] {
		return -1, 0
	}
	p, at := c.lastTermIn(n, 0, pos, func(u *term) bool {
		return u.tier() == tierName && !u.part && c.tax.Middles[u.middle].Key != "food_waste" && !c.tax.Middles[u.middle].Product
	})
	if p < 0 || at+len(c.terms[p].runes) != pos {
		return -1, 0
	}
	if !stemAhead(n, wordEnd(n, pos+len(t.runes)), 3, residueStems, nil) {
		return -1, 0
	}
	return p, at
}

// ---- a bottle's cap said closed ----

// capEnds end the names of caps compounded with their bottle (물병
// 뚜껑, 페트병 마개).
var capEnds = []string{"뚜껑", "마개", "캡"}

// closedStems start the words that say a cap is closed on its bottle
// (닫혀 있어요, 잠겨 있음, 돌려 닫았어요, 끼워져).
var closedStems = []string{"닫혀", "닫힌", "닫힘", "잠겨", "잠긴", "잠김", "끼워져", "끼워진", "씌워져", "씌워진"}

// openedStems start the words that say a cap was opened to use or rinse
// the bottle (열어서 헹굼, 열고 마셨어요; session 32): the cap is still
// the bottle's.
var openedStems = []string{"열어서", "열고", "열어", "열었", "열린"}

// capClosedOn returns, when the term best at pos names a cap compounded
// with its bottle (물병 뚜껑) and the next words of its clause say the cap
// is closed (뚜껑 돌려 닫혀있어요) or was opened (페트병 뚜껑 열어서
// 헹굼), the bottle's term at pos: the bottle,
// capped, is the item, not the cap on its own.
func (c *Catalog) capClosedOn(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !endsWithAny(string(t.runes), capEnds) {
		return -1, 0
	}
	f := wordEnd(n, pos+len(t.runes))
	closed := false
	for words := 0; f < len(n.r) && words < 2 && !n.clauseStart[f]; words++ {
		w, next := wordAfter(n, f)
		if startsWithAny(w, closedStems) || strings.HasPrefix(w, "닫") && words > 0 || startsWithAny(w, openedStems) {
			closed = true
			break
		}
		f = next
	}
	if !closed {
		return -1, 0
	}
	p := c.termAt(n, pos, func(u *term) bool {
		return u.tier() == tierName && !u.part && len(u.runes) < len(t.runes) && u.middle != t.middle && !endsWithAny(string(u.runes), capEnds)
	})
	if p < 0 {
		return -1, 0
	}
	return p, pos
}

// ---- a food with its bones taken out ----

// bonesOutStems start the words that say bones were taken out of a food
// (뺌, 뺐어요, 발라냈어요, 골라냈음).
var bonesOutStems = []string{"뺌", "뺐", "빼고", "빼서", "빼냄", "빼냈", "발라", "발랐", "골라", "추려", "제거"}

// bonesTakenOut reports whether the food part p, a food's bones, starts
// rune i of n and the word after it (다 between) says they were taken out
// (치킨 살 뼈 뺌, 생선 가시 다 발라냈어요): what is left, the food, is the
// item, not its bones.
func bonesTakenOut(n normText, i int, p string) bool {
	if p != "뼈" && p != "가시" {
		return false
	}
	rest, f := ending(n, i+len([]rune(p)))
	if rest != "" && rest != "는" && rest != "은" && rest != "를" && rest != "을" {
		return false
	}
	return stemAhead(n, f, 2, bonesOutStems, []string{"다", "전부", "싹"})
}

// ---- a body named by its material ----

// bodyWords name a thing's body (본체, 몸통); after a material's word (유리
// 본체, 플라스틱 몸통) they are the item's own body, not a computer.
var bodyWords = []string{"본체", "몸통", "몸체", "바디"}
