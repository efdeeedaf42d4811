package catalog

import (
	"slices"
	"strings"
)

// ---- session 33: which named thing is the item ----

// eatenDegree are the words that say a food was finished, right before
// its verb of eating (다 먹었고, 싹 비웠어요, 남김없이 마셨어요).
var eatenDegree = []string{"다", "싹", "싹다", "남김없이", "깨끗이", "전부", "몽땅"}

// eatVerbs start the verbs of eating or drinking a food up.
var eatVerbs = []string{"먹었", "먹고", "먹어서", "먹은", "마셨", "마시고", "마신", "비웠", "비우고", "비운", "집어먹", "주워먹", "긁어먹"}

// containerWords33 are the bare words of a container that name no item
// of their own (용기, 통, 팩): after a food eaten up, they are its
// container. They are kinds12.go's containerWords and a tray, a cup and
// a case (the list written out again once, merged in the session 33
// review).
var containerWords33 = slices.Concat(containerWords, []string{"트레이", "컵", "케이스"})

// eatenUpFood returns, when the term best at pos names a food (a term of
// food_waste) said eaten up within the next six words, across at most
// one clause break ("딸기 한 팩 다 먹었고", "딸기 한 팩, 열매는 다 집어
// 먹었고": a word of eatenDegree,
// then at most one word, then a verb of eatVerbs; not 다 못 먹어서), the
// first term after that verb that names an item (or is a bare container
// word: containerWords33) and is no food, no part and no label, and its
// position: the food is gone, the container said after it is the item
// ("딸기 한 팩 다 먹었고 투명 용기 뚜껑에 스티커 그대로"). Otherwise -1.
func (c *Catalog) eatenUpFood(n normText, best, pos int) (int, int) {
	const food = "food_waste"
	t := c.terms[best]
	if c.tax.Middles[t.middle].Key != food || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	f := wordEnd(n, pos+len(t.runes))
	eaten := -1
	// (one clause break may come between: "딸기 한 팩, 열매는 다 집어
	// 먹었고")
	breaks := 0
	for words, degree := 0, -1; words < 7 && f < len(n.r); words++ {
		if words > 0 && n.clauseStart[f] {
			if breaks++; breaks > 1 {
				break
			}
		}
		w, g := wordAfter(n, f)
		switch {
		case slices.Contains(eatenDegree, w):
			degree = words
		case degree >= 0 && (w == "\x00" || w == "안" || strings.HasPrefix(w, "못") || strings.HasPrefix(w, "안먹")):
			// 다 못 먹어서: not eaten up (a bare 못 comes masked: maskNegator)
			degree = -1
		case degree >= 0 && words-degree <= 2 && startsWithAny(w, eatVerbs) && !wishedAt(n, g):
			eaten = g
		}
		if eaten >= 0 {
			break
		}
		f = g
	}
	if eaten < 0 {
		return -1, 0
	}
	// (a named thing, or a bare container word; not a material alone, 종이
	// of 종이 라벨, nor a word such as 노란 that only hints at a stream)
	keep := func(u *term) bool {
		if u.part || isLabelItem(u) || c.tax.Middles[u.middle].Key == food {
			return false
		}
		return u.item >= 0 && u.tier() == tierName || slices.Contains(containerWords33, string(u.runes))
	}
	// (what is left of the food said first, 껍질이 수북해요, is the item:
	// the search stops there)
	isFood := func(u *term) bool { return !u.weak && c.tax.Middles[u.middle].Key == food }
	for s := eaten; s < len(n.r); s++ {
		if !n.tokStart[s] {
			continue
		}
		if c.termAt(n, s, isFood) >= 0 {
			return -1, 0
		}
		if p := c.termAt(n, s, keep); p >= 0 {
			return p, s
		}
	}
	return -1, 0
}

// wishedAt reports whether the word at rune g of n, right after a verb
// in -고, is 싶다's (먹고 싶었는데, 다 마시고 싶어도): the eating was
// only wished, the food not finished ("딸기 다 먹고 싶었는데 다 물러서
// 용기째 버려요": session 33 review).
func wishedAt(n normText, g int) bool {
	if g >= len(n.r) || n.clauseStart[g] {
		return false
	}
	w, _ := wordAfter(n, g)
	return strings.HasPrefix(w, "싶")
}

// setInParts are gadgets set into another thing (a book's magnifier, a
// card's button, a lid's magnet) that are things of their own when said
// alone ("플라스틱 돋보기 깨짐"): only said set in do they make the
// material before them a part's (setInPartAt).
var setInParts = []string{"돋보기", "렌즈", "자석", "버튼", "장식", "조각", "장난감", "큐빅", "보석"}

// setInVerbs start the verbs that say a part is set or fixed in a thing.
var setInVerbs = []string{"박혀", "박힌", "박혔", "끼워", "붙어", "붙은", "붙었", "달려", "달린", "고정"}

// setInPartAt reports whether the word at rune e of n is one of
// setInParts (bare or with 이/가) and the next word of its clause says it
// is set in ("그림책 표지에 플라스틱 돋보기가 박혀 있어요"): the
// material before it is the gadget's, the item is the thing it is set in
// (materialOfPart).
func setInPartAt(n normText, e int) bool {
	if e >= len(n.r) || !nounWordAt(n, e, setInParts, false) {
		return false
	}
	_, f := wordAfter(n, e)
	if f >= len(n.r) || n.clauseStart[f] {
		return false
	}
	next, _ := wordAfter(n, f)
	return startsWithAny(next, setInVerbs)
}

// insideProductTerm reports whether the term other, found at rune at of
// n, lies inside a longer name term of a Product middle that the text
// names there ("전기장판 온도조절기 바닥에": the 장판 of 전기장판): it is
// part of that word, not a thing of its own.
func (c *Catalog) insideProductTerm(n normText, other, at int) bool {
	k := len(c.terms[other].runes)
	for i := range c.terms {
		u := &c.terms[i]
		if u.weak || len(u.runes) <= k || !c.tax.Middles[u.middle].Product {
			continue
		}
		for s := max(0, at+k-len(u.runes)); s <= at; s++ {
			if n.holdsAt(u.runes, s) {
				return true
			}
		}
	}
	return false
}
