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
// name comes before it in the text (전자 체중계에 공이 날아와서 유리
// 상판이 깨졌어요), that device's term and position; else -1. The glass
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
	return c.lastTermIn(n, 0, pos, func(u *term) bool {
		return u.tier() == tierName && !u.part && c.tax.Middles[u.middle].Key == "e_waste"
	})
}

// impactStems start the words that say a thing flew or fell onto another
// (공이 날아와서, 컵이 떨어져서, 문에 부딪혀서).
var impactStems = []string{"날아와", "날아왔", "날아든", "날아들", "부딪", "튀어", "떨어져", "떨어졌"}

// hitThing reports whether the term of k runes at pos is written with 에
// and followed by another thing as a subject and that thing's impact (전자
// 체중계에 공이 날아와서, 저울에 아령이 떨어져서): the thing is what was
// hit, not where the item was. (세탁기에 부딪혀서 깨진 거울: the mirror
// hit the washer, which stays where it happened.)
func hitThing(n normText, pos, k int) bool {
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
			return true
		}
		f = next
	}
	return false
}
