package catalog

import (
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// ---- session 31: which named thing is the item (ho25 opened) ----

// smearStems start the Korean words that say something is smeared or
// stained on a thing (묻음, 범벅, 얼룩, 흘린, 번진, 배어, 찌든, 투성이,
// 떡칠). Unlike stainStems it leaves out 튀, which starts 튀김 (a food).
var smearStems = []string{"묻", "범벅", "얼룩", "흘린", "흘려", "번진", "번져", "배어", "배었", "찌든", "찌들", "절어", "투성이", "덕지덕지", "떡칠"}

// smearedAfter reports whether one of the three words of n from rune f
// on, in f's clause, says something is smeared on a thing: "비닐에
// 케찹이랑 머스타드 범벅", "봉지에 기름 묻음". What stands before f with
// 에 is then the thing soiled, not a place for another thing.
func smearedAfter(n normText, f int) bool {
	return stemAhead(n, f, 3, smearStems, nil)
}

// condimentWords name sauces and oils: the taxonomy reads a bare 케찹 or
// 식용유 as its bottle, but said right before a word of smearing (비닐에
// 케찹 범벅, 접시에 마요네즈 묻음) they are what soils the thing, as a
// food is (stainOn).
var condimentWords = compactAll([]string{"케찹", "케첩", "머스타드", "머스터드", "마요네즈", "마요", "간장", "고추장", "된장", "쌈장", "초장", "소스", "양념", "기름", "식용유", "참기름", "들기름", "올리브유", "드레싱", "ketchup", "mustard", "mayo", "mayonnaise", "sauce", "oil", "grease"})

// condiment reports whether t is one of condimentWords.
func condiment(t *term) bool {
	return slices.ContainsFunc(condimentWords, func(w []rune) bool { return slices.Equal(w, t.runes) })
}

// shortFrom reports whether the noun stem ends with head and then 서, the
// spoken short form of 에서 (돗자리서, 매점서, 텐트서): the noun is where
// something was done, as with 에서. head must fill the stem before 서,
// so a noun that ends in 서 (계산서, 설명서) is no place.
func shortFrom(stem, head string) bool {
	before, ok := strings.CutSuffix(stem, "서")
	return ok && before != "" && before == head
}

// insideSpots say where in a thing a part sits (속에, 안에, 안쪽에, 바닥에).
var insideSpots = []string{"속에", "안에", "안쪽에", "안쪽", "바닥에", "밑에", "뒤에", "뒷면에"}

// stuckInsideOf returns, when the name term best at pos is said, by the
// two words before it, to be stuck inside something (속에 붙은 플라스틱
// 트레이, 안쪽에 접착된 비닐), or by a spot right before it and a word of
// sticking within three words after it (안에 플라스틱 칸막이가 바닥에
// 접착돼서), and an earlier name term of another middle
// stands before those words with a clause ending between (쿠키 깡통, …)
// or said with a copula (선물 상자인데), that earlier term (the last one)
// and its position: the thing named first is the item, the part stuck
// inside it is its part ("쿠키 깡통, 다 먹었는데 속에 붙은 플라스틱
// 트레이가 안 뜯겨요"). Otherwise -1.
func (c *Catalog) stuckInsideOf(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || t.part || !n.tokStart[pos] || n.clauseStart[pos] {
		return -1, 0
	}
	w1, b1 := wordBefore(n, pos)
	var b2 int
	if slices.Contains(insideSpots, w1) && stuckAfter(n, pos+len(t.runes)) {
		// (or the spot right before it and the sticking said after:
		// 안에 플라스틱 칸막이가 바닥에 접착돼서; session 32)
		b2 = b1
	} else {
		if !startsWithAny(w1, stuckStems) || !adnominal(n, b1, pos) || n.clauseStart[b1] {
			return -1, 0
		}
		var w2 string
		w2, b2 = wordBefore(n, b1)
		if !slices.Contains(insideSpots, w2) {
			return -1, 0
		}
	}
	// (the earlier thing in a clause of its own: in one noun phrase,
	// 박스 안에 붙은 스티로폼, the head is the thing spoken of)
	p, at := c.lastTermIn(n, 0, b2, func(u *term) bool { return u.tier() == tierName && !u.part && u.middle != t.middle })
	if p < 0 {
		return -1, 0
	}
	// (or one said with a copula: 선물 상자인데)
	if e := at + len(c.terms[p].runes); !clauseBetween(n, e-1, b2+1) && !slices.Contains(copulaEnds, string(n.r[e:wordEnd(n, e)])) {
		return -1, 0
	}
	return p, at
}

// stuckAfter reports whether a word of sticking (stuckStems) starts one
// of the three words from e on, in e's clause.
func stuckAfter(n normText, e int) bool {
	return stemAhead(n, wordEnd(n, e), 3, stuckStems, nil)
}

// juiceEnds end the Korean words for a juice or an extract (배즙, 사과즙,
// 양파즙, 오렌지주스), which the taxonomy does not list one by one.
var juiceEnds = []string{"즙", "주스", "쥬스"}

// juiceCarton returns, when the term best at pos is a paper box word
// ending in 곽 (종이곽, 곽) and the bare word right before it ends in
// juiceEnds ("배즙 종이곽", "사과즙 곽"), the paper-pack term 주스팩 and
// the position of that word: a carton a juice came in is a paper pack,
// not a paper box. Otherwise -1.
func (c *Catalog) juiceCarton(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if c.tax.Middles[t.middle].Key != "paper" || t.runes[len(t.runes)-1] != '곽' || !n.tokStart[pos] || n.clauseStart[pos] {
		return -1, 0
	}
	w, b := wordBefore(n, pos)
	if !slices.ContainsFunc(juiceEnds, func(e string) bool { return strings.HasSuffix(w, e) }) {
		return -1, 0
	}
	pack := compact("주스팩")
	for i := range c.terms {
		if u := &c.terms[i]; slices.Equal(u.runes, pack) && c.tax.Middles[u.middle].Key == "paper_pack" {
			return i, b
		}
	}
	return -1, 0
}

// byproductItems are the general-waste items that are what is left of a
// food (shells, bones), which a dish may be named by.
var byproductItems = map[string]bool{"조개껍데기": true, "닭뼈": true}

// dishNamedBy returns, when the term best at pos is a bare shell or bone
// word (a term of one of byproductItems: 바지락 of 조개껍데기, 닭뼈) and
// the next word of its clause starts with a food term ("바지락 칼국수",
// "닭뼈 죽"), that food term and its position: a dish named by what it
// was cooked with is food. (A dish word no food term holds, 닭뼈 육수,
// is left as the bones.) Otherwise -1.
func (c *Catalog) dishNamedBy(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	m := c.tax.Middles[t.middle]
	if m.Key != "general" || t.item < 0 || !byproductItems[m.Items[t.item].Name] {
		return -1, 0
	}
	e := pos + len(t.runes)
	if e >= len(n.r) || !n.tokStart[e] || n.clauseStart[e] {
		return -1, 0
	}
	// (not when the shells or bones are named after all: 바지락 칼국수
	// 해먹고 껍데기만)
	if rest := string(n.r[e:]); slices.ContainsFunc(byproductWords, func(w string) bool { return strings.Contains(rest, w) }) {
		return -1, 0
	}
	if p := c.termAt(n, e, func(u *term) bool {
		return u.tier() == tierName && c.tax.Middles[u.middle].Key == "food_waste"
	}); p >= 0 {
		return p, e
	}
	return -1, 0
}

// sourceLinks, in English, name where the thing said before them came
// from ("the tray from the cookie tin", "the film off the screen").
var sourceLinks = []string{" from ", " off ", " out of "}

// sourceCut returns, for English text that names a term of middle before
// its first sourceLinks word, the rune length of that text normalized:
// a refining word at or after it that is part of another middle's term
// (otherTermOver: the tin of "cookie tin") is said of the source, not
// the item; one that is no term ("cracked", "stopped heating") may still
// be said of the item.
// Otherwise -1.
func (c *Catalog) sourceCut(text string, middle int) int {
	if korean.HasHangul(text) {
		return -1
	}
	low := strings.ToLower(text)
	i := -1
	for _, l := range sourceLinks {
		if j := strings.Index(low, l); j >= 0 && (i < 0 || j < i) {
			i = j
		}
	}
	if i < 0 {
		return -1
	}
	before := normalize(MaskModalCan(text[:i]))
	if p, _ := c.bestTerm(before, func(t *term) bool { return t.tier() == tierName && t.middle == middle }); p < 0 {
		return -1
	}
	return len(before.r)
}

// otherTermOver reports whether a name term of another middle than
// middle covers the k runes at at in n ("tin" in "cookie tin").
func (c *Catalog) otherTermOver(n normText, at, k, middle int) bool {
	keep := func(t *term) bool { return t.tier() == tierName && t.middle != middle }
	for s := at; s >= 0 && s >= at-16; s-- {
		if p := c.termAt(n, s, keep); p >= 0 && s+len(c.terms[p].runes) >= at+k {
			return true
		}
	}
	return false
}

// byproductWords say that what is thrown is the shells or the bones
// themselves (껍데기만, 뼈만 모았어요).
var byproductWords = []string{"껍데기", "껍질", "뼈", "가시", "shell", "bone"}

// madeOfWords, after a noun with 로, say the thing is made of it beside
// madeOfVerbs (유리로 돼 있는, 나무로 만들었어요, 실로 짠, 끈으로 엮은):
// the noun is a material, not a tool.
var madeOfWords = append([]string{"돼", "되어", "만들었", "짠", "엮은"}, madeOfVerbs...)

// runVerbs, after an appliance's bare name, say it was run to cook or
// heat something (전자레인지 돌리다, 오븐 돌려서).
var runVerbs = []string{"돌리", "돌려", "돌렸", "돌린"}

// toolUsedOn returns, when the name term best at pos is said with 로 or
// 으로 as the tool of a verb (에어프라이어로 구운, 가위로 자른), or is an
// appliance's bare name before a verb of running it (전자레인지 돌리다),
// and a name term of another middle starts one of the next three words
// of the clause after that verb, that term and its position: what was
// done with the tool is the item ("에어프라이어로 구운 고구마 먹다 남음",
// "전자레인지 돌리다 터진 계란"). A noun with 로 before a verb of making
// (유리로 된, 나무로 만든) is a material, read by other steps.
// Otherwise -1.
func (c *Catalog) toolUsedOn(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	rest, e := ending(n, pos+len(t.runes))
	if e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	w, f := wordAfter(n, e)
	switch {
	// (the term may run on into a glued noun: 와플기 in 와플기계로)
	case strings.HasSuffix(rest, "로") && len([]rune(rest)) <= 3:
		if startsWithAny(w, madeOfWords) || !korean.HasHangul(w) {
			return -1, 0
		}
		// (the verb must be one: an adnominal or a connective, not a
		// noun the tool is for: 반찬통으로 쓰던 is clauseHead's)
		if !adnominal(n, e, f) && !strings.HasSuffix(w, "서") && !strings.HasSuffix(w, "고") && !strings.HasSuffix(w, "다") && !strings.HasSuffix(w, "다가") {
			return -1, 0
		}
	case rest == "" && c.tax.Middles[t.middle].Product:
		if !startsWithAny(w, runVerbs) {
			return -1, 0
		}
	default:
		return -1, 0
	}
	for words := 0; words < 3 && f < len(n.r) && !n.clauseStart[f]; words++ {
		if p := c.termAt(n, f, func(u *term) bool { return u.tier() == tierName && !u.part && u.middle != t.middle }); p >= 0 {
			return p, f
		}
		_, f = wordAfter(n, f)
	}
	return -1, 0
}
