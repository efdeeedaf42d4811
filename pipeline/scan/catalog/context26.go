package catalog

import (
	"slices"
	"strings"
)

// ---- session 26: what 까지 reaches ----

// fillingNouns name what is inside a cushioned thing (스펀지, 솜): said
// with 까지, a spill or a soaking reached through to it.
var fillingNouns = []string{"스펀지", "솜", "충전재", "쿠션", "속솜", "폼", "속통", "sponge", "foam", "padding", "stuffing"}

// fillingReached: "소파에 커피를 쏟아서 스펀지까지 젖었어요", "방석이 젖어서
// 솜까지 축축해요": a filling said with 까지 is the inside of the thing
// named before it, which is the item.
func (c *Catalog) fillingReached(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !slices.Contains(fillingNouns, string(t.runes)) {
		return -1, 0
	}
	if rest, _ := ending(n, pos+len(t.runes)); !strings.HasPrefix(rest, "까지") {
		return -1, 0
	}
	return c.lastTermIn(n, 0, pos, func(u *term) bool { return u.tier() == tierName && !slices.Contains(fillingNouns, string(u.runes)) })
}

// contentsReached: "형광등 박스가 젖어서 형광등까지 축축해요", "전구 상자가
// 찌그러져서 전구까지 깨졌어요": the contents a container is named by
// (형광등 박스), named again after it with 까지, are reached by what
// happened to the container; they are the item.
func (c *Catalog) contentsReached(n normText, best, pos int) (int, int) {
	k := len(c.terms[best].runes)
	if pos == 0 || !n.tokStart[pos] {
		return -1, 0
	}
	w, b := wordBefore(n, pos)
	if w == "" {
		return -1, 0
	}
	q, qa := c.lastTermIn(n, b, pos, func(u *term) bool { return u.tier() == tierName })
	if q < 0 || qa != b || qa+len(c.terms[q].runes) != pos || c.terms[q].middle == c.terms[best].middle {
		return -1, 0
	}
	for at := occursFrom(n, c.terms[q].runes, pos+k); at >= 0; at = occursFrom(n, c.terms[q].runes, at+1) {
		if !n.tokStart[at] {
			continue
		}
		if rest, _ := ending(n, at+len(c.terms[q].runes)); strings.HasPrefix(rest, "까지") {
			return q, at
		}
	}
	return -1, 0
}

// ---- what came off a thing as it was opened ----

// openingWords are a verb of opening a package said of the time it was
// done (뜯을 때, 뜯으면서, 열다가, 개봉하고): what is named after it came
// off or out of the package.
var openingWords = []string{"뜯을", "뜯으면서", "뜯다가", "뜯고", "뜯는", "뜯어서", "뜯었더니", "열면서", "열다가", "열고", "열어서", "열었더니",
	"개봉할", "개봉하면서", "개봉하다가", "개봉하고", "개봉했더니", "풀면서", "풀다가", "풀고", "풀었더니"}

// openedFrom: "새 보드게임 박스 뜯을 때 벗긴 수축 비닐", "선물 상자 열면서
// 나온 리본 끈": a package named right before a verb of opening it is
// where the item came from; the best thing named after that verb is the
// item.
func (c *Catalog) openedFrom(n normText, best, pos int) (int, int) {
	f, g, ok := packageOpened(n, pos+len(c.terms[best].runes))
	if !ok || n.clauseStart[f] {
		return -1, 0
	}
	return c.bestTerm(mask(n, 0, g), func(u *term) bool { return u.tier() == tierName })
}

// openedOff reports whether the term at pos follows, within three words,
// a verb of opening a package said right after the package's name (박스
// 뜯을 때 나온 수축 비닐): a part named so is the thing that came off, the
// item itself.
func (c *Catalog) openedOff(n normText, pos int) bool {
	at := pos
	for words := 0; words < 3 && at > 0 && !n.clauseStart[at]; words++ {
		w, b := wordBefore(n, at)
		if slices.Contains(openingWords, w) {
			q, qa := c.lastTermIn(n, 0, b, func(u *term) bool { return u.tier() == tierName })
			if q < 0 {
				return false
			}
			f, _, ok := packageOpened(n, qa+len(c.terms[q].runes))
			return ok && f == b
		}
		at = b
	}
	return false
}

// packageOpened reports whether the term that ends at rune e ends its
// word bare or with 을, 를 or 도 and the next word is one of
// openingWords (박스 뜯을 때, 상자를 열면서), and where that word starts
// and ends.
func packageOpened(n normText, e int) (int, int, bool) {
	rest, f := ending(n, e)
	if rest != "" && rest != "을" && rest != "를" && rest != "도" || f >= len(n.r) {
		return 0, 0, false
	}
	w, g := wordAfter(n, f)
	return f, g, slices.Contains(openingWords, w)
}

// ---- the item named after its stream's own word ----

// namedAfterStream: "플라스틱 반찬통", "투명 플라스틱 음료컵", "종이 쇼핑백":
// the stream's own name (a material word, no item) said as a bare word
// right before the name of one of that stream's items is the item's
// material; the item is the thing named.
func (c *Catalog) namedAfterStream(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.item >= 0 || t.tier() != tierName || !n.holdsAt(t.runes, pos) {
		return -1, 0
	}
	e := pos + len(t.runes)
	if e >= len(n.r) || !n.tokStart[e] || n.clauseStart[e] {
		return -1, 0
	}
	p := c.termAt(n, e, func(u *term) bool { return u.tier() == tierName && u.item >= 0 && u.middle == t.middle && !u.part })
	if p < 0 {
		return -1, 0
	}
	return p, e
}

// ---- a part said stuck on the thing named before ----

// fixedOnWords start the words that say a part is fixed on or in a thing
// (박혀, 붙어, 달려, 끼워져, 꽂혀, 고정돼).
var fixedOnWords = []string{"박혀", "박힌", "붙어", "붙은", "달려", "달린", "끼워져", "끼워진", "꽂혀", "꽂힌", "매달려", "고정돼", "고정되어", "고정된", "스테이플로", "스테이플러로", "본드로", "글루건으로", "테이프로"}

// partStuckAfter: "전지 포스터, 나무 막대가 스테이플로 박혀 있어서 안
// 빠져요": a thing said, with 이 or 가 in a clause after the item's, to
// be fixed on or in it is its part; the thing named in the clause before
// is the item. It also returns where the part's phrase ends, so that its
// words (플라스틱 칸막이 트레이가) refine nothing of the item.
func (c *Catalog) partStuckAfter(n normText, best, pos int) (int, int, int) {
	k := len(c.terms[best].runes)
	// the term, or the noun phrase it begins (플라스틱 칸막이 트레이가),
	// said with 이, 가 or 도
	rest, f := ending(n, pos+k)
	for words := 0; rest == "" && words < 2 && f < len(n.r) && !n.clauseStart[f]; words++ {
		var w string
		w, f = wordAfter(n, f)
		rest = ""
		for _, p := range []string{"이", "가", "도"} {
			if strings.HasSuffix(w, p) && len([]rune(w)) > 1 {
				rest = p
			}
		}
	}
	if rest != "이" && rest != "가" && rest != "도" {
		return -1, 0, 0
	}
	phraseEnd := f
	stuck := false
	for i, words := f, 0; i < len(n.r) && words < 3 && !stuck; words++ {
		if n.clauseStart[i] {
			break
		}
		var w string
		w, i = wordAfter(n, i)
		stuck = slices.ContainsFunc(fixedOnWords, func(s string) bool { return strings.HasPrefix(w, s) })
	}
	if !stuck {
		return -1, 0, 0
	}
	cs := pos
	for cs > 0 && !n.clauseStart[cs] {
		cs--
	}
	if cs == 0 {
		return -1, 0, 0
	}
	// (not a material said before a part's word: the 도자기 of "스윙탑
	// 유리병인데 철사 마개랑 도자기 뚜껑"; context37.go)
	q, qa := c.lastThingBefore(n, cs)
	return q, qa, phraseEnd
}

// ---- a stream's material said to be absent ----

// absentFillers may stand between a material and the 없- that denies
// it (플라스틱 부분 없이, 플라스틱은 하나도 없고).
var absentFillers = []string{"부분", "부품", "재질", "소재", "성분", "하나도", "전혀", "일절", "조금도"}

// deniedStreams returns the streams whose own word (a material named
// with no item: 플라스틱, 비닐) the text says is absent from the thing
// ("철제 명함꽂이, 플라스틱 부분 없이 통짜 철이에요"): the item is not of
// that stream, whatever else the classifier reads.
func (c *Catalog) deniedStreams(n normText) []string {
	// (every text is read on the way to a match: no 없, nothing denied,
	// and the terms are not walked)
	if !slices.Contains(n.r, '없') {
		return nil
	}
	var out []string
	for i := range c.terms {
		t := &c.terms[i]
		if t.item >= 0 || t.tier() != tierName || !hasHangulRunes(t.runes) {
			continue
		}
		for at := range occurrences(n, t.runes, 0) {
			e := at + len(t.runes)
			rest, f := ending(n, e)
			if rest != "" && rest != "은" && rest != "는" && rest != "도" && rest != "이" && rest != "가" {
				continue
			}
			denied := false
			for words := 0; words < 3 && f < len(n.r) && !n.clauseStart[f]; words++ {
				w, g := wordAfter(n, f)
				if strings.HasPrefix(w, "없") {
					denied = true
					break
				}
				if !slices.Contains(absentFillers, w) {
					break
				}
				f = g
			}
			if denied && !slices.Contains(out, c.tax.Middles[t.middle].Key) {
				out = append(out, c.tax.Middles[t.middle].Key)
			}
		}
	}
	return out
}
