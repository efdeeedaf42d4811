package catalog

import "slices"

// ---- session 21: the kinds of the blind sets' vocabulary misses ----

// attachStems start the Korean adnominal verbs that say a thing is stuck
// into, fixed on or hanging from the noun after them (스테이플러 심 박힌
// 영수증, 핀 꽂힌 현수막, 스프링 끼워진 공책, 리본 달린 원피스, 테이프 붙은
// 상자, 끈 묶인 꽃다발).
var attachStems = []string{"박힌", "박혀있는", "박혀 있는", "꽂힌", "꽂혀있는", "꽂혀 있는", "끼워진", "끼워져있는", "끼워져 있는", "끼인", "달린", "달려있는", "달려 있는", "붙은", "붙어있는", "붙어 있는", "묶인", "매달린"}

// attachedTo returns, when the Korean term best at pos is the subject of
// an adnominal verb of sticking or fixing right after its word
// ("스테이플러 심 박힌 영수증", "단추 달린 셔츠"), the term that heads the
// noun phrase that verb modifies, of another middle, and its position;
// else -1. The thing stuck in or on the item is a part of it, not the
// item.
func (c *Catalog) attachedTo(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	// the term's word: bare or with a subject particle (심이 박힌)
	rest, f := ending(n, pos+len(t.runes))
	if rest != "" && rest != "이" && rest != "가" || f >= len(n.r) || n.clauseStart[f] {
		return -1, 0
	}
	if t.item < 0 && rest == "" {
		// a stream's or material's bare word before the part's own
		// name ("플라스틱 단추 달린 셔츠"): the part is that name
		if q := c.termAt(n, f, func(u *term) bool { return u.tier() == tierName && u.item >= 0 }); q >= 0 {
			return c.attachedTo(n, q, f)
		}
	}
	w, g := wordAfter(n, f)
	if g < len(n.r) && !n.clauseStart[g] && (w == "박혀" || w == "꽂혀" || w == "끼워져" || w == "달려" || w == "붙어") {
		w2, g2 := wordAfter(n, g)
		w, g = w+" "+w2, g2
	}
	if !isAttachVerb(w) || g >= len(n.r) || n.clauseStart[g] {
		return -1, 0
	}
	return c.phraseHead(n, g, func(u *term) bool { return u.tier() == tierName && !u.part && u.middle != t.middle })
}

// isAttachVerb reports whether the word is one of attachStems exactly.
func isAttachVerb(w string) bool {
	for _, s := range attachStems {
		if w == s {
			return true
		}
	}
	return false
}

// phraseHead is the term that heads the noun phrase starting at rune s:
// the last (and at one end the longest) term keep accepts within three
// words, up to the clause's end or a word with a particle; -1 when none.
func (c *Catalog) phraseHead(n normText, s int, keep func(*term) bool) (int, int) {
	head, headPos, headEnd := -1, 0, 0
	for words := 0; s < len(n.r) && words < 3 && !n.clauseStart[s]; words++ {
		if p := c.termAt(n, s, keep); p >= 0 {
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
	return head, headPos
}

// bareSpots are the position nouns that, bare between two names, make
// the first where the second is: in it (안, 속), on, under or beside it
// (위, 밑, 아래, 옆, 앞, 뒤), around it (둘레, 주변, 주위), in a corner or
// on a door shelf of it (구석, 한구석, 문칸; session 38): "선물 상자 속
// 유리병", "분장실 거울 둘레 전구", "책상 위 머그컵", "냉장고 구석 시든
// 상추".
var bareSpots = []string{"안", "속", "위", "밑", "아래", "옆", "앞", "뒤", "둘레", "주변", "주위", "구석", "한구석", "문칸"}

// bareInside returns, when the Korean container term best at pos ends its
// word bare and the next word is one of bareSpots with no particle, followed by a
// word that starts with a name of another middle ("전자레인지 박스 안
// 스티로폼", "선물 상자 속 유리병"), that name's term and its position;
// else -1. What is in the box is the item. 안 before a verb is a
// negation ("박스 안 버렸어요") and names nothing after it.
func (c *Catalog) bareInside(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() == tierGeneric || c.tax.Middles[t.middle].Key == "food_waste" || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	rest, f := ending(n, pos+len(t.runes))
	if rest != "" || f >= len(n.r) || n.clauseStart[f] {
		return -1, 0
	}
	w, g := wordAfter(n, f)
	if !slices.Contains(bareSpots, w) || g >= len(n.r) || n.clauseStart[g] {
		return -1, 0
	}
	keep := func(u *term) bool { return u.tier() == tierName && !u.part && u.middle != t.middle }
	p := c.termAt(n, g, keep)
	if p < 0 {
		// (an adnominal word between: "전기밥솥 속 쉰 밥"; session 31;
		// or a word of size or kind: "케이지 옆 미니 가습기"; session 34;
		// or of looks: "냉장고 문칸 투명 생수병"; containerLooks,
		// session 38)
		if wg, h := wordAfter(n, g); h < len(n.r) && !n.clauseStart[h] && (adnominal(n, g, h) || slices.Contains(sizeWords34, wg) || slices.Contains(containerLooks, wg)) {
			if p = c.termAt(n, h, keep); p >= 0 {
				return p, h
			}
		}
		return -1, 0
	}
	return p, g
}

// lightPlaces start the words after a lamp's name that make it the light
// something was seen or kept under (형광등 아래에서, 조명 밑에, 전등
// 불빛에), not the item.
var lightPlaces = []string{"아래", "밑", "불빛", "빛에"}

// lampPlace returns, when best at pos is a lamp's term followed, in its
// word or the next, by one of lightPlaces, the best name of another
// middle in the text and its position; else -1.
func (c *Catalog) lampPlace(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if c.tax.Middles[t.middle].Key != "lamp" || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	rest, f := ending(n, pos+len(t.runes))
	if rest == "" && f < len(n.r) && !n.clauseStart[f] {
		rest, _ = wordAfter(n, f)
	}
	if !startsWithAny(rest, lightPlaces) {
		return -1, 0
	}
	lamp := t.middle
	return c.bestTerm(mask(n, pos, len(t.runes)), func(u *term) bool { return u.tier() == tierName && !u.part && u.middle != lamp })
}

// straddles reports whether a Hangul term t at rune s begins with the
// last syllable of a longer word and runs on into the next ("인쇄소 파지"
// is no 소파, "포도 복숭아" no 도복): a word's last syllable is its own,
// so such a match is an accident of reading the text without spaces. A
// term whose earlier part is two syllables or more ("초코우유 팩" for
// 우유팩) still matches. A word whose earlier part was masked (a tool set
// aside: "국자로 퍼낸" is no 로퍼) keeps its last syllable too.
func straddles(n normText, t []rune, s int) bool {
	if len(t) < 2 || s == 0 || n.tokStart[s] || !n.tokEnd[s] || !isHangulSyllable(t[0]) || !isHangulSyllable(t[1]) {
		return false
	}
	return isHangulSyllable(n.r[s-1]) || n.r[s-1] == 0
}

// isHangulSyllable reports whether r is a precomposed Hangul syllable.
func isHangulSyllable(r rune) bool { return r >= 0xAC00 && r <= 0xD7A3 }

// afterBareInside reports whether the term at pos starts the word after a
// bare 안 or 속 that follows a word ending with a container's name
// ("박스 안 스티로폼"): that 안 says where the thing was, it does not
// negate it.
func (c *Catalog) afterBareInside(n normText, pos int) bool {
	if pos == 0 || !n.tokStart[pos] || n.clauseStart[pos] {
		return false
	}
	w, b := wordBefore(n, pos)
	if w != "안" && w != "속" || b == 0 || n.clauseStart[b] {
		return false
	}
	_, a := wordBefore(n, b)
	for s := a; s < b; s++ {
		if p := c.termAt(n, s, func(u *term) bool { return u.tier() == tierName }); p >= 0 && s+len(c.terms[p].runes) == b {
			return true
		}
	}
	return false
}

// gloveUses start the words that name what a pair of gloves was for
// when that use is wet, dirty or rough work (설거지용, 주방, 청소할 때,
// 김장, 세차, dishwashing, washing-up): such gloves are rubber, coated or
// work gloves, general waste, not the woollen gloves of clothing.
var gloveUses = []string{"설거지", "주방", "부엌", "청소", "김장", "세차", "화장실", "욕실", "dishwashing", "washing-up", "cleaning", "kitchen"}

// glovesByUse reports whether the clothing term t at pos names gloves
// (장갑, gloves) and one of the three words before it in its clause
// starts with one of gloveUses ("설거지용 빨간 장갑", "청소할 때 끼던
// 장갑"); the match is then general waste's rubber gloves.
func (c *Catalog) glovesByUse(n normText, t term, pos int) (mi, ii int, ok bool) {
	w := string(t.runes)
	if c.tax.Middles[t.middle].Key != "clothing" || w != "장갑" && w != "gloves" {
		return 0, 0, false
	}
	for at, words := pos, 0; at > 0 && words < 3 && !n.clauseStart[at]; words++ {
		wd, b := wordBefore(n, at)
		if startsWithAny(wd, gloveUses) {
			if gi, k, ok := c.itemByName("general", "고무장갑"); ok {
				return gi, k, true
			}
		}
		at = b
	}
	return 0, 0, false
}

// maskAgainst masks the span of the term insteadTerm set against the item
// ("현수막 말고 포스터들 떼어서 모았어요"): when the item is then said to
// be taken off or set aside, the thing set against is still not the item
// (keptTerm must not fall back to it). A span with a negative start masks
// nothing.
func maskAgainst(n normText, against [2]int) normText {
	if against[0] < 0 {
		return n
	}
	return mask(n, against[0], against[1])
}
