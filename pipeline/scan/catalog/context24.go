package catalog

import (
	"slices"
	"strings"
)

// plainAdjectiveTerm reports whether the term t, found at s in the word
// that ends at e, is a weak term that is a whole plain adjective
// (큰, 작은): such a word modifies the noun after it and names no thing.
func plainAdjectiveTerm(n normText, s, e int, t term) bool {
	return t.tier() == tierWeak && slices.Contains(plainAdjectives, string(n.r[s:e]))
}

// foodPlacedIn returns, when the term best at pos is a thing named with
// 에 in a clause that says something is in it, wrapped in it or how much
// (담긴 채로, 들어 있어요, 싸인 채로, 반쯤이요), the thing said to be in
// it and its position: the item is what the holder holds, and the holder
// is where it is. That thing is either the head of the clause just
// before, a bare name ("배추김치, 김치통에 반쯤이요", "여벌 옷, 젖은 채
// 비닐에 들어 있어요"), or a food with its particle right before the
// holder ("불고기가 밧드에 절반은 그대로네요", "심지만 소쿠리에 있어요").
// Otherwise -1.
func (c *Catalog) foodPlacedIn(n normText, best, pos int) (int, int) {
	mi := c.terms[best].middle
	if c.tax.Middles[mi].Key == "food_waste" {
		return -1, 0
	}
	e := pos + len(c.terms[best].runes)
	rest, f := ending(n, e)
	if rest == "" && f < len(n.r) && !n.clauseStart[f] {
		// "스테인리스 양푼에": the material names the thing, and the word
		// after it carries the 에
		if g := wordEnd(n, f+1); strings.HasSuffix(string(n.r[f:g]), "에") && !nextWordIs(n, f, "안에", "속에") {
			rest, f = "에", g
		}
	}
	if rest != "에" && rest != "에다" && !(rest == "" && f < len(n.r) && nextWordIs(n, f, "안에", "속에")) {
		return -1, 0
	}
	if !holdingAfter(n, f) {
		return -1, 0
	}
	other := func(u *term) bool { return u.tier() == tierName && u.middle != mi && !u.part }
	// a food with its particle right before the holder's words
	ws := pos
	if w, b := wordBefore(n, pos); b >= 0 && !n.clauseStart[pos] && w != "" {
		// (a bare material before the holder: 스테인리스 밧드에)
		if q := c.termAt(n, b, func(u *term) bool { return u.middle == mi }); q >= 0 && b+len(c.terms[q].runes) == pos {
			ws = b
		}
	}
	if q, at := c.foodSubjectBefore(n, ws, other); q >= 0 {
		return q, at
	}
	// the head of the clause before: a bare name in its last two words,
	// with no other term between it and the holder, at most five words
	// away
	cs := pos
	for words := 0; cs > 0 && !n.clauseStart[cs]; cs-- {
		if n.tokStart[cs] {
			if words++; words > 4 {
				return -1, 0
			}
		}
	}
	if !n.clauseStart[cs] || cs == 0 {
		return -1, 0
	}
	thing, at := -1, 0
	for i := range c.terms {
		u := &c.terms[i]
		if !other(u) {
			continue
		}
		for p := range occurrences(n, u.runes, 0) {
			if p >= cs {
				break
			}
			if wordsBetween(n, p+len(u.runes), cs) <= 2 && !clauseBetween(n, p+len(u.runes), cs) && (thing < 0 || p > at || p == at && len(u.runes) > len(c.terms[thing].runes)) {
				thing, at = i, p
			}
		}
	}
	if thing < 0 {
		// a food named further back in the clause before ("생일 떡 잘라
		// 먹고 남은 조각들, 종이 접시 위에 있어요")
		thing, at = c.foodInClauseBefore(n, cs, other)
	}
	if thing < 0 {
		return -1, 0
	}
	// nothing else named between the clause's start and the holder
	if q, _ := c.lastTermIn(n, cs, ws, func(u *term) bool { return u.tier() == tierName }); q >= 0 {
		return -1, 0
	}
	return thing, at
}

// lastTermIn is the term keep accepts that starts last in n[s:e] and
// ends by e, and its position; -1 when there is none. A longer term that
// keep accepts and that ends where that one does, starting in n[s:e], is
// taken instead (쿠키 틴 상자 over 상자).
func (c *Catalog) lastTermIn(n normText, s, e int, keep func(*term) bool) (int, int) {
	for i := e - 1; i >= s && i >= 0; i-- {
		if q := c.termAt(n, i, keep); q >= 0 && i+len(c.terms[q].runes) <= e {
			// "쿠키 틴 상자": a longer name that ends where this one
			// does is the thing named; its head alone (상자) is not
			end := i + len(c.terms[q].runes)
			for j := max(s, 0); j < i; j++ {
				if !n.tokStart[j] {
					continue
				}
				if p := c.termAt(n, j, keep); p >= 0 && j+len(c.terms[p].runes) == end {
					return p, j
				}
			}
			return q, i
		}
	}
	return -1, 0
}

// nextWordIs reports whether the word of n starting at rune s is one of ws.
func nextWordIs(n normText, s int, ws ...string) bool {
	w, _ := ending(n, s)
	if s < len(n.r) && n.tokStart[s] {
		w = string(n.r[s:wordEnd(n, s+1)])
	}
	return slices.Contains(ws, w)
}

// holdingWords start the words after a container with 에 that say a
// thing is in it, or how much of it is (담긴, 들어 있어요, 반쯤이요).
var holdingWords = []string{"담긴", "담겨", "담아", "들어", "든", "있", "반쯤", "반정도", "반이", "절반", "가득", "조금", "한가득", "그대로", "싸인", "싸여", "싸서", "쌓여", "널려"}

// holdingAfter reports whether one of the two words from rune f on, in
// its clause, is a holding word.
func holdingAfter(n normText, f int) bool {
	return stemAhead(n, f, 2, holdingWords, nil)
}

// stemAhead reports whether one of the k words of n from rune f on, in
// f's clause, starts with one of stems. When skips is not nil, only its
// words may stand before that word (따로 냈어요, 다 뺐어요); any other
// word ends the search.
func stemAhead(n normText, f, k int, stems, skips []string) bool {
	for words := 0; f < len(n.r) && words < k && !n.clauseStart[f]; words++ {
		w, next := wordAfter(n, f)
		if startsWithAny(w, stems) {
			return true
		}
		if skips != nil && !slices.Contains(skips, w) {
			return false
		}
		f = next
	}
	return false
}

// wordsBetween counts the word starts of n in (s, e).
func wordsBetween(n normText, s, e int) int {
	k := 0
	for i := s + 1; i < e && i < len(n.r); i++ {
		if n.tokStart[i] {
			k++
		}
	}
	return k
}

// clauseBetween reports whether a clause starts in n strictly between
// s and e, but for one right at e.
func clauseBetween(n normText, s, e int) bool {
	for i := s + 1; i < e && i < len(n.r); i++ {
		if n.clauseStart[i] {
			return true
		}
	}
	return false
}

// stuckSubject reports whether the term of k runes at pos is the subject
// (이 or 가) of a verb of sticking within the next three words of its
// clause ("종이 테이프가 덕지덕지 붙어서", "스티커가 들러붙어"): it is
// stuck on the item, not the item, so its stream is set aside.
func stuckSubject(n normText, pos, k int) bool {
	rest, e := ending(n, pos+k)
	if rest == "" && e < len(n.r) && !n.clauseStart[e] {
		// a material before the thing stuck (종이 테이프가)
		w, f := wordAfter(n, e)
		if strings.HasSuffix(w, "이") || strings.HasSuffix(w, "가") {
			rest, e = w[len(w)-len("가"):], f
		}
	}
	if rest != "이" && rest != "가" {
		return false
	}
	for words := 0; e < len(n.r) && words < 3 && !n.clauseStart[e]; words++ {
		w, f := wordAfter(n, e)
		if startsWithAny(w, stuckStems) {
			return !adnominal(n, e, f)
		}
		e = f
	}
	return false
}

// insideNamed reports whether the term of k runes at pos, bare, is
// followed by 안에 or 속에 ("박스 안에 들어있던 에어캡"): it names where a
// thing was.
func insideNamed(n normText, pos, k int) bool {
	rest, e := ending(n, pos+k)
	if rest != "" || e >= len(n.r) || n.clauseStart[e] || !nextWordIs(n, e, "안에", "속에", "안에서", "속에서", "안에는", "속에는") {
		return false
	}
	// (with a verb of being kept in it after: "전자레인지 안에 카레 튄
	// 거" is a stain on the thing, which is the item)
	_, f := wordAfter(n, e)
	return stemAhead(n, f, 3, keptInStems, nil)
}

// keptInStems start the verbs of being kept or put in a thing (들어 있던,
// 든, 담긴, 넣어 둔, 보관하던, 있던).
var keptInStems = []string{"들어", "들었", "든", "담긴", "담겨", "넣어", "넣은", "넣었", "보관", "있던", "있는", "있었", "있어", "있음"}

// placeSpots name a spot on or in a thing, before 에 (트레이 바닥에, 상자
// 위에, 통 안에).
var placeSpots = map[string]bool{"위": true, "안": true, "속": true, "옆": true, "밑": true, "아래": true, "바닥": true, "밑바닥": true, "안쪽": true, "겉": true}

// priceWords start the word after a food's name that makes the food a
// price or a menu line, not a thing (짬뽕 가격 올라서, 짜장면 값, 탕수육
// 메뉴).
var priceWords = []string{"가격", "값", "단가", "시세", "메뉴"}

// maskPriced masks the food terms of n whose next word, in their clause,
// starts with one of priceWords: "짬뽕 가격 올라서 새로 찍은 전단" names
// no noodles.
func (c *Catalog) maskPriced(n normText) normText {
	return c.maskBeforeWords(n, priceWords, func(t *term) bool { return c.tax.Middles[t.middle].Key == "food_waste" })
}

// spansWords reports whether the k runes at pos of n run over more than
// one word.
func spansWords(n normText, pos, k int) bool {
	for i := pos + 1; i < pos+k && i < len(n.r); i++ {
		if n.tokStart[i] {
			return true
		}
	}
	return false
}

// takenOutStems start the adnominal verbs that say a thing was taken out
// of another (꺼낸, 빼낸, 뺀, 분리한, 떼어 낸).
var takenOutStems = []string{"꺼낸", "빼낸", "뺀", "분리한", "떼어낸", "떼낸", "꺼내온", "빼온"}

// takenOutBefore reports whether one of the three words before the term
// at pos, in its clause, is an adnominal verb of taking out ("밑바닥 열고
// 꺼낸 동전만 한 전지"): the item came out of a thing named before.
func takenOutBefore(n normText, pos int) bool {
	b := pos
	for words := 0; b > 0 && words < 3 && !n.clauseStart[b]; words++ {
		w, bb := wordBefore(n, b)
		if startsWithAny(w, takenOutStems) {
			return true
		}
		b = bb
	}
	return false
}

// sourcesBefore are the middles other than middle whose terms all occur
// before rune pos of n: what the item was taken out of.
func (c *Catalog) sourcesBefore(n normText, pos int, middle string) []string {
	var out, later []string
	for i := range c.terms {
		t := &c.terms[i]
		key := c.tax.Middles[t.middle].Key
		if t.weak || key == middle {
			continue
		}
		for at := range occurrences(n, t.runes, 0) {
			if at+len(t.runes) <= pos {
				if !slices.Contains(out, key) {
					out = append(out, key)
				}
			} else if !slices.Contains(later, key) {
				later = append(later, key)
			}
		}
	}
	return slices.DeleteFunc(out, func(k string) bool { return slices.Contains(later, k) })
}
