package catalog

import (
	"slices"
	"strings"
)

// ---- session 22: which named thing is the item (audit list 6) ----

// materialObjects are, for a material stream, the middles whose things
// may be made of that material and then go to the material's stream: a
// paper hat, a cardboard storage box or a paper drinks carrier is paper,
// not clothing, plastic or a suitcase; film cushioning is film, not foam.
var materialObjects = map[string]map[string]bool{
	"paper": {"plastic": true, "clothing": true, "bulky": true, "styrofoam": true},
	// (a plastic bookend, a plastic bowl: session 25)
	"plastic": {"metal_can": true, "nonflammable": true},
	"vinyl":   {"styrofoam": true},
}

// madeWords say, after a material with 로, that a thing is made of it.
var madeWords = []string{"된", "만든", "만들어진", "제작된"}

// materialHead returns, when the term best at pos starts its word and
// the word right before it, in its clause, is a bare word that is wholly
// a material stream's own name or alias (종이, 골판지, 비닐, paper) and the
// term is of one of materialObjects for that stream ("종이 모자", "종이
// 수납 박스", "비닐 완충재", "paper storage box"), that material's term
// and its position: the material says what the thing is made of, and so
// its stream. A name of its own that begins with the material (종이 행주,
// 종이호일: general) is one term and never reaches here.
func (c *Catalog) materialHead(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || pos == 0 || !n.tokStart[pos] || n.clauseStart[pos] {
		return -1, 0
	}
	w, b := wordBefore(n, pos)
	// one bare weak word may stand between ("종이 포장 완충재")
	if q := c.termAt(n, b, func(u *term) bool { return u.weak }); q >= 0 && string(c.terms[q].runes) == w && b > 0 && n.tokStart[b] && !n.clauseStart[b] {
		w, b = wordBefore(n, b)
	}
	// or the material is said with 로 before 된 or 만든 ("종이로 만든
	// 의자", "골판지로 된 수납함")
	if slices.Contains(madeWords, w) && b > 0 && n.tokStart[b] && !n.clauseStart[b] {
		w, b = wordBefore(n, b)
		for _, p := range []string{"으로", "로"} {
			if stem, ok := strings.CutSuffix(w, p); ok {
				w = stem
				break
			}
		}
	}
	p := c.termAt(n, b, func(u *term) bool {
		objs := materialObjects[c.tax.Middles[u.middle].Key]
		return u.tier() == tierName && u.item < 0 && objs[c.tax.Middles[t.middle].Key]
	})
	if p < 0 || string(c.terms[p].runes) != w {
		return -1, 0
	}
	return p, b
}

// foodOwnsPart reports whether the part term of k runes at pos (a lid,
// a cap) is named after a food, in its noun phrase: the food's bare word
// right before it, or before one bare word that says what the part
// looks like ("케이크 투명 뚜껑", "떡볶이 플라스틱 뚜껑" as one term).
// The part is the lid of what held the food, not a part of another item
// the text names, so no other name takes its place.
func (c *Catalog) foodOwnsPart(n normText, pos int) bool {
	food := func(u *term) bool { return u.tier() == tierName && c.tax.Middles[u.middle].Key == "food_waste" }
	at := pos
	for words := 0; words < 2 && at > 0 && n.tokStart[at] && !n.clauseStart[at]; words++ {
		w, b := wordBefore(n, at)
		if q := c.termAt(n, b, food); q >= 0 && string(c.terms[q].runes) == w {
			return true
		}
		// one bare modifier may stand between (투명, 큰): no term, no particle
		if c.termAt(n, b, func(*term) bool { return true }) >= 0 || endsParticle(w) || !hasHangulRunes([]rune(w)) {
			return false
		}
		at = b
	}
	return false
}

// shopGlued reports whether the word of n that goes on after rune e
// (with no space) goes on with a shop's noun (반찬가게, 꽃가게에서,
// 정육매장): the term that ends at e names what the shop sells.
func shopGlued(n normText, e int) bool {
	if e <= 0 || e >= len(n.r) || n.tokStart[e] {
		return false
	}
	rest, _ := ending(n, e)
	return strings.HasPrefix(rest, "가게") || strings.HasPrefix(rest, "매장") || shopSuffixed(rest) || shopWithWord(rest)
}

// stillInVerbs say a thing is still in the container named before them,
// before 채 ("용기에 담긴 채", "냄비에 든 채로", "통에 들어 있는 채").
var stillInVerbs = []string{"담긴", "든", "담아둔", "넣어둔", "들어있는", "남은", "남아있는"}

// stillIn reports whether the container term of k runes at pos is said
// to hold what it holds still (-에 담긴 채, -에 든 채로, -에 그대로), or
// is followed by 채로 written apart ("냄비 채로", for 냄비째로): the
// container goes out with its contents, as with -째 (withContents).
func stillIn(n normText, pos, k int) bool {
	rest, f := ending(n, pos+k)
	if f >= len(n.r) || n.clauseStart[f] {
		return false
	}
	w, g := wordAfter(n, f)
	if rest == "" {
		return w == "채로" || w == "채"
	}
	if rest != "에" {
		return false
	}
	if w == "그대로" {
		return true
	}
	if (w == "들어" || w == "남아") && g < len(n.r) && !n.clauseStart[g] {
		w2, g2 := wordAfter(n, g)
		w, g = w+w2, g2
	}
	if !slices.Contains(stillInVerbs, w) || g >= len(n.r) || n.clauseStart[g] {
		return false
	}
	w, _ = wordAfter(n, g)
	return strings.HasPrefix(w, "채")
}

// hostWords are words that hold a term inside them but never name it: a
// place (동물병원 holds 물병, 스튜디오 스튜, 빙상장 상장), a device (주사기 holds 사기,
// porcelain), a fixed phrase (물병자리) or a food (참치마요 holds 치마).
// A term read inside one of them is an accident of reading without
// spaces.
// (and loanwords that begin with a brand, 테라스 or 카스테라: kinds31.go)
var hostWords = slices.Concat(compactAll([]string{"동물병원", "물병자리", "가운데", "물고기", "스튜디오", "주사기", "검사기", "복사기", "받침대", "빙상장", "참치마요"}), loanHosts)

// insideHost reports whether the runes s..e of n lie inside one of
// hostWords there, and are not that whole word.
func insideHost(n normText, s, e int) bool {
	for _, h := range hostWords {
		for a := max(0, e-len(h)); a <= s && a+len(h) <= len(n.r); a++ {
			if (a != s || e != a+len(h)) && slices.Equal(n.r[a:a+len(h)], h) {
				return true
			}
		}
	}
	return false
}

// similePhrases say, right after a term (glued or spaced), that the
// thing only looks like it ("종이 같은데 비닐이에요", "유리처럼 보이는데
// 플라스틱", "캔인 줄 알았는데 종이팩"): the term is a likeness, not the
// item. Written without spaces.
var similePhrases = []string{"같은데", "같지만", "같아도", "같아보이는데", "같아보이지만", "처럼보이는데", "처럼보이지만", "인줄알았는데", "인줄알았더니", "줄알았는데",
	// a pattern of it (벚꽃 무늬 유리 초받침; session 32)
	"무늬", "무늬의"}

// simileTerm returns, when the Korean term best at pos is followed in its
// clause by a similePhrases phrase ("코팅된 종이 같은데 비닐", "유리처럼
// 보이는데 아크릴"), the best name term after that phrase, of another
// middle, and its position; else -1. What the thing looks like is not
// the item; what it is, said after, is.
func (c *Catalog) simileTerm(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !hasHangulRunes(t.runes) {
		return -1, 0
	}
	rest, g := ending(n, pos+len(t.runes))
	said := rest
	for words := 0; words < 3; words++ {
		if slices.Contains(similePhrases, said) {
			// the thing it is, named after the likeness (a clause mark
			// after 같은데 does not end the reading)
			return c.bestTerm(mask(n, 0, g), func(u *term) bool { return u.tier() == tierName && u.middle != t.middle })
		}
		if g >= len(n.r) || n.clauseStart[g] {
			break
		}
		var w string
		w, g = wordAfter(n, g)
		said += w
	}
	return -1, 0
}

// againstLast returns, when the term best at pos is set against with 말고
// or 아니고 (setAgainst) and no name follows in the text ("연고 튜브
// 여러 개, 붙이는 파스 말고요"), the best name term of another middle
// before it, and its position; else -1. The thing set against is not
// the item, whichever is named first.
func (c *Catalog) againstLast(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	end := pos + len(t.runes)
	if !setAgainst(n, end) {
		return -1, 0
	}
	if p, _ := c.bestTerm(mask(n, 0, end), func(u *term) bool { return u.tier() == tierName }); p >= 0 {
		return -1, 0
	}
	return c.bestTerm(mask(n, pos, len(n.r)-pos), func(u *term) bool { return u.tier() == tierName && u.middle != t.middle })
}

// plasticBottle returns, when the term best at pos is the plastic
// stream's own bare name (플라스틱, plastic) and the next word, in its
// clause, starts with the name of a clear drink bottle ("플라스틱
// 생수병", "플라스틱 콜라 페트병"), that name's term and its position: a
// drink bottle said to be plastic is the PET bottle it names, not the
// plastic stream the longer word reads.
func (c *Catalog) plasticBottle(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.item >= 0 || t.tier() != tierName || c.tax.Middles[t.middle].Key != "plastic" {
		return -1, 0
	}
	e := pos + len(t.runes)
	if rest, _ := ending(n, e); rest != "" || e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	p := c.termAt(n, e, func(u *term) bool {
		return u.tier() == tierName && c.tax.Middles[u.middle].Key == "clear_pet"
	})
	if p < 0 {
		return -1, 0
	}
	return p, e
}
