package catalog

import (
	"slices"
	"strings"
	"unicode"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// ---- session 27: a holder or box said to be of metal (audit list 11) ----

// saidMetals are the words that say a thing is made of metal: said
// before a holder or a box, with nouns of its use between, they make it
// metal ("철제 보관 상자", "스텐 명함 지갑", "steel card wallet").
var saidMetals = []string{"쇠", "철", "철제", "스텐", "스뎅", "스덴", "스테인리스", "스테인레스", "스텐레스", "알루미늄", "알미늄", "양철", "함석", "양은", "금속", "스틸",
	"metal", "steel", "aluminium", "tin", "brass"}

// boxNouns end the name of a holder or a box: what it holds is said
// before them (보관 상자, 카드 케이스, 칫솔꽂이, card wallet). boxSingles
// do so too but are one syllable: 통 and 곽 end a name glued to it
// (칫솔통), 함 and 집 only stand as words of their own (우편 함, 안경 집),
// since 명함, 전집 and 장갑 end in them as well.
var (
	boxNouns = []string{"상자", "박스", "케이스", "지갑", "홀더", "꽂이", "받침", "필통", "바구니", "도시락", "보관함", "수납함", "정리함", "우편함",
		"box", "case", "holder", "wallet", "tin", "caddy", "dish", "container", "organizer", "organiser"}
	boxSingles = []string{"통", "곽", "함", "집"}
)

// holderStreams are the middles a holder's name alone may take it to
// when no material is said: paper (상자), plastic (통), clothing (지갑,
// pencil case), general (안경 케이스), nonflammable (받침).
var holderStreams = map[string]bool{"paper": true, "plastic": true, "clothing": true, "general": true, "nonflammable": true}

// nonMetals are material words of other streams: one of them between
// the metal word and the holder says what the holder itself is made of
// ("쇠 고리 달린 종이 상자", "metal clasp leather wallet").
var nonMetals = []string{"종이", "플라스틱", "비닐", "가죽", "인조가죽", "레자", "나무", "원목", "유리", "천", "패브릭", "실리콘", "고무", "아크릴", "합판", "골판지", "스티로폼", "도자기", "세라믹", "대나무", "라탄", "펠트", "부직포", "코르크",
	"paper", "plastic", "leather", "wood", "wooden", "glass", "fabric", "cloth", "silicone", "rubber", "acrylic", "cardboard", "bamboo", "felt", "canvas", "cork"}

// boxParts are parts a metal word may be said of instead of the holder
// ("철제 손잡이 상자", "metal lid box"): the holder is of no named material.
var boxParts = []string{"손잡이", "뚜껑", "경첩", "고리", "걸쇠", "자물쇠", "장식", "모서리", "테두리", "다리", "바퀴", "잠금", "버클", "스프링", "링", "집게", "부분", "프레임",
	"lid", "cap", "handle", "hinge", "hinges", "clasp", "lock", "latch", "corner", "corners", "trim", "frame", "rim", "leg", "legs", "wheel", "wheels", "buckle", "spring", "ring", "clip", "part", "parts", "edge", "edges", "lining"}

// boxUses are nouns closed by ㄴ or ㄹ that say what a holder is for;
// such a word cannot be told from a modifier by its form (보관 against
// 달린), so only these and the catalog's own names are taken.
var boxUses = []string{"보관", "우편", "선물", "휴대", "진열", "전시", "동전", "현금", "반찬", "연필", "볼펜", "신발", "사진", "명찰", "안경"}

// englishBetween are English words that never name what a holder holds.
var englishBetween = []string{"a", "an", "the", "with", "from", "off", "of", "in", "on", "for", "and", "or", "to", "my", "our", "your", "his", "her", "its", "their", "this", "that", "no", "not", "without", "inside", "into", "by", "at", "is", "was", "it"}

// metalHolder returns, when the name term best at pos names a thing
// (or its use) whose phrase ends in a holder noun and a metal word is said
// right before that phrase in its clause, with at most two bare nouns of
// its use between, the metal word's term and its position: "철제 보관
// 상자", "스텐 카드 지갑", "금속 명함 케이스", "steel glasses case" are
// metal, not the paper box, the wallet or the card the words name. A part
// or another material between ("쇠 고리 달린 종이 상자", "철제 손잡이
// 상자") and a verb's modifier (달린, 박힌) stop the reading; so does a
// holder said as where something was ("스텐 칫솔 통에 꽂혀 있던 칫솔"),
// and a thing a refinement already takes to metal keeps its item (양철
// 도시락통: 틴케이스).
func (c *Catalog) metalHolder(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() == tierGeneric || !holderStreams[c.tax.Middles[t.middle].Key] {
		return -1, 0
	}
	e := pos + len(t.runes)
	if holder, place := c.holderEnds(n, t.runes, e); !holder || place {
		return -1, 0
	}
	// the term's own words: another material or a part stops it ("종이
	// 상자", "plastic box")
	for s := pos; s < e; {
		f := min(wordEnd(n, s+1), e)
		if w := string(n.r[s:f]); slices.Contains(nonMetals, w) || slices.Contains(boxParts, w) {
			return -1, 0
		}
		s = f
	}
	ws := pos
	for ws > 0 && !n.tokStart[ws] {
		ws--
	}
	if ws < pos {
		// "스텐보관상자", "철제 보관상자": a prefix glued to the thing
		glued := string(n.r[ws:pos])
		if m := metalPrefix(glued); m != "" && !c.refinedToMetal(t, m) {
			return c.metalTermAt(n, ws, m)
		}
		if !hasHangulRunes([]rune(glued)) || korean.Tokens(glued)[0].Kind != korean.KindNoun {
			return -1, 0
		}
	}
	cur := ws
	for range 3 {
		if cur == 0 || n.clauseStart[cur] {
			return -1, 0
		}
		w, b := wordBefore(n, cur)
		if slices.Contains(saidMetals, w) {
			if c.refinedToMetal(t, w) {
				return -1, 0
			}
			return c.metalTermAt(n, b, w)
		}
		if !c.useNoun(n, w, b) {
			return -1, 0
		}
		cur = b
	}
	return -1, 0
}

// holderEnds reports whether the thing's phrase ends in a holder noun:
// the term itself does (보관함, 칫솔통, card case), or what is glued after
// it or the next word of its clause is one, bare or with a particle
// (칫솔 통, 명함 케이스인데, card holder). It also reports whether the
// holder is said as where something was (상자에, 통 안에, 지갑 속): then
// the holder is no item of this reading, what was in it may be.
func (c *Catalog) holderEnds(n normText, rs []rune, e int) (holder, place bool) {
	rest, f := ending(n, e)
	s := string(rs)
	switch {
	case slices.ContainsFunc(boxNouns, func(h string) bool { return strings.HasSuffix(s, h) }),
		len(rs) > 1 && (strings.HasSuffix(s, "통") || strings.HasSuffix(s, "곽")):
		return true, c.placeAfter(n, rest, f)
	case rest != "":
		h := holderWord(rest)
		return h != "", h != "" && c.placeAfter(n, rest[len(h):], f)
	case f >= len(n.r) || n.clauseStart[f]:
		return false, false
	}
	w, g := wordAfter(n, f)
	h := holderWord(w)
	return h != "", h != "" && c.placeAfter(n, w[len(h):], g)
}

// placeWords, glued to a holder or the word after it, say it is where
// something was (상자에, 통 안에, 지갑 속에서).
var placeWords = []string{"안", "속", "안에", "속에", "안에서", "속에서", "안쪽", "안쪽에"}

// placeAfter reports whether what is glued after a holder noun (rest) or
// the next word of its clause, from g, says the holder is a place.
func (c *Catalog) placeAfter(n normText, rest string, g int) bool {
	if strings.HasPrefix(rest, "에") || slices.Contains(placeWords, rest) {
		return true
	}
	if rest != "" || g >= len(n.r) || n.clauseStart[g] {
		return false
	}
	w, _ := wordAfter(n, g)
	return slices.Contains(placeWords, w)
}

// singleEnds may follow a one-syllable holder noun in its word (통이,
// 함에, 집도); any other (함께, 통째로) makes another word.
var singleEnds = []string{"", "이", "은", "을", "도", "만", "에", "에서", "에다", "이에요", "인데", "이라"}

// holderWord is the holder noun the word w starts with, when what
// follows it is nothing or a particle or a copula (통이, 케이스인데, 상자에,
// boxes); "" otherwise.
func holderWord(w string) string {
	for _, h := range boxSingles {
		if rest, ok := strings.CutPrefix(w, h); ok && slices.Contains(singleEnds, rest) {
			return h
		}
	}
	for _, h := range boxNouns {
		switch {
		case w == h, w == h+"s", w == h+"es":
			return h
		case !strings.HasPrefix(w, h) || !hasHangulRunes([]rune(h)):
			continue
		}
		if korean.NounStem(w) == h || strings.HasPrefix(w[len(h):], "이") || slices.Contains([]string{"인데", "인데요", "예요", "에요", "요", "도", "만"}, w[len(h):]) {
			return h
		}
	}
	return ""
}

// useNoun reports whether the word w at b is a bare noun of what a holder
// holds or is for: no particle, no modifier, no part and no other
// material (보관, 명함, 카드, 칫솔, card, glasses).
func (c *Catalog) useNoun(n normText, w string, b int) bool {
	if slices.Contains(nonMetals, w) || slices.Contains(boxParts, w) {
		return false
	}
	if !hasHangulRunes([]rune(w)) {
		return w != "" && !slices.Contains(englishBetween, w) && !strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "ing") && strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) < 0
	}
	if bareNounWord(w) {
		return true
	}
	if !korean.ClosedByN(w) && !korean.ClosedByL(w) {
		return false
	}
	if slices.Contains(boxUses, w) {
		return true
	}
	// a name of the catalog's, wholly the word (칫솔, 우산)
	p := c.termAt(n, b, func(u *term) bool { return u.tier() == tierName && len(u.runes) == len([]rune(w)) })
	return p >= 0 && !slices.Contains(attachStems, w)
}

// refinedToMetal reports whether a refinement of the taxonomy already
// moves the thing t to metal_can on the word w (양철 도시락통: 틴케이스),
// so that its item is kept.
func (c *Catalog) refinedToMetal(t term, w string) bool {
	key := c.tax.Middles[t.middle].Key
	return slices.ContainsFunc(c.tax.Refinements, func(r Refinement) bool {
		return r.Middle == "metal_can" && slices.Contains(r.From, key) && slices.Contains(r.Words, w)
	})
}

// metalPrefix is the metal word a glued word starts with ("스텐보관상자"
// → 스텐), the longest; "" when none.
func metalPrefix(w string) string {
	best := ""
	for _, m := range saidMetals {
		if len(m) > len(best) && strings.HasPrefix(w, m) && hasHangulRunes([]rune(m)) {
			best = m
		}
	}
	return best
}

// metalTermAt is the metal_can name term that is the word w at rune b,
// and b; -1 when the catalog has none.
func (c *Catalog) metalTermAt(n normText, b int, w string) (int, int) {
	p := c.termAt(n, b, func(u *term) bool {
		return u.tier() == tierName && c.tax.Middles[u.middle].Key == "metal_can" && string(u.runes) == string(compact(w))
	})
	if p < 0 {
		return -1, 0
	}
	return p, b
}

// ---- session 27: a plastic-named bottle said to be of glass ----

// glassCleaners are what "유리" names when it is what a bottle's contents
// clean, not what the bottle is made of (유리 세정제 병).
var glassCleaners = []string{"유리세정", "유리클리너", "유리창", "유리닦", "glasscleaner", "windowcleaner"}

// glassBottle returns, when the plastic name term best at pos names a
// bottle (영양제 병, 약병, pump bottle) and the word right before it in
// its clause is wholly glass's own word (유리, glass), that word's term and
// its position: the bottle is glass ("갈색 유리 영양제 병"). A bottle of
// glass cleaner is none.
func (c *Catalog) glassBottle(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	s := string(t.runes)
	if t.tier() != tierName || c.tax.Middles[t.middle].Key != "plastic" || !strings.HasSuffix(s, "병") && !strings.HasSuffix(s, "bottle") {
		return -1, 0
	}
	if pos == 0 || !n.tokStart[pos] || n.clauseStart[pos] {
		return -1, 0
	}
	all := string(n.r)
	if slices.ContainsFunc(glassCleaners, func(g string) bool { return strings.Contains(all, g) }) {
		return -1, 0
	}
	w, b := wordBefore(n, pos)
	if w != "유리" {
		return -1, 0
	}
	p := c.termAt(n, b, func(u *term) bool {
		return u.tier() == tierName && u.item < 0 && c.tax.Middles[u.middle].Key == "glass" && string(u.runes) == w
	})
	if p < 0 {
		return -1, 0
	}
	return p, b
}

// ---- session 27: the box a metal thing came in ----

// metalItemBox returns, when the Korean name term best at pos names a
// metal item (a pot, foil, a tumbler; not a bare material word such as
// 철제) said bare and the next word of its clause starts with a paper box
// or case term that beats a product (박스, 상자), that term and its
// position: "스텐 냄비 박스", "쿠킹호일 세트 상자" are the paper boxes the pot
// and the foil came in, as packagingOf reads "기저귀 박스". A box said to
// go out with its contents (박스째), as a place (박스에), listed (박스랑)
// or as what the thing was bought by (박스로 사서) is none.
func (c *Catalog) metalItemBox(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || t.item < 0 || c.tax.Middles[t.middle].Key != "metal_can" || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	e := pos + len(t.runes)
	if !bareBeforeNext(n, e) {
		return -1, 0
	}
	box := func(u *term) bool {
		return u.tier() == tierName && u.beatsProduct && !u.part && c.tax.Middles[u.middle].Key == "paper"
	}
	p := c.termAt(n, e, box)
	// ("스텐 냄비 세트 박스", "호일 리필 상자": a bare word or two may say
	// what kind of box it is, as in packagingOf)
	for skip := 0; p < 0 && skip < 2 && c.packagingModifier(n, e); skip++ {
		if _, e = wordAfter(n, e); e >= len(n.r) || n.clauseStart[e] {
			return -1, 0
		}
		p = c.termAt(n, e, box)
	}
	// (namedAgainPast scans every term: asked only once a box follows)
	if p < 0 || c.namedAgainPast(n, t, pos) {
		return -1, 0
	}
	k := len(c.terms[p].runes)
	if rest, _ := ending(n, e+k); strings.HasPrefix(rest, "로") || withContents(n, e, k) || placed(n, e, k) || listed(n, e, k) {
		return -1, 0
	}
	return p, e
}
