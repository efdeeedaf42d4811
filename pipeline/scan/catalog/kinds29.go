package catalog

import (
	"slices"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// ---- session 29: the box a product came in (audit list 13) ----

// boxUseWords may stand as a bare word between a thing and the box it
// came in, saying the box was its packaging (수건 포장 상자, 세정제 선물
// 박스).
var boxUseWords = []string{"포장", "포장용", "선물", "선물용"}

// paperBoxEnds end the names of a paper box (상자, 종이 상자, 박스, 곽).
var paperBoxEnds = []string{"상자", "박스", "곽", "갑"}

// productContainers are the plastic items named by the product they hold
// (세정제, 바디워시, 로션 are names of 세제·샴푸 용기 and 화장품 용기):
// such a name before a box names the box the product came in, not the
// bottle.
var productContainers = []string{"세제·샴푸 용기", "화장품 용기"}

// boxOfProduct returns, when the Korean name term best at pos is a bare
// word naming a product or a thing — a plastic bottle's product (틀니
// 세정제, 바디워시) or a thing packagingOf takes (수건, 그릇) — and the
// next word of its clause, after at most one of boxUseWords, is a paper
// box's name, the box's term and its position: "틀니 세정제 상자" is the
// box the cleaner came in, "답례 수건 포장 상자" the towels'. packagingOf
// reads the plain compound of a thing (수건 상자) and stops at 포장, a
// word of film's; headAfter takes no head shorter than the product's
// name. A box said to go out with what it holds (상자째), as a place
// (상자에), listed (상자랑) or holding the thing (상자 안에) is none.
func (c *Catalog) boxOfProduct(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !c.boxedProduct(t) {
		return -1, 0
	}
	e := pos + len(t.runes)
	if !bareBeforeNext(n, e) {
		return -1, 0
	}
	paperBox := func(u *term) bool {
		return u.tier() == tierName && !u.part && c.tax.Middles[u.middle].Key == "paper" && endsWithAny(string(u.runes), paperBoxEnds)
	}
	p := c.termAt(n, e, paperBox)
	if p < 0 {
		w, next := wordAfter(n, e)
		if !slices.Contains(boxUseWords, w) || next >= len(n.r) || n.clauseStart[next] {
			return -1, 0
		}
		e = next
		p = c.termAt(n, e, paperBox)
	}
	// (namedAgainPast scans every term: asked only once a box follows)
	if p < 0 || c.namedAgainPast(n, t, pos) {
		return -1, 0
	}
	k := len(c.terms[p].runes)
	if withContents(n, e, k) || placed(n, e, k) || listed(n, e, k) {
		return -1, 0
	}
	if c.tax.Middles[t.middle].Key == "glass" && bottlesSaidAfter(n, e+k) {
		// (session 44) the bottles told of again after their crate
		return -1, 0
	}
	// (the thing put back inside the box: "형광등 포장 박스 안에 넣어 둔
	// 채", bareInside's)
	if f := wordEnd(n, e+k); f < len(n.r) && !n.clauseStart[f] {
		if w, _ := wordAfter(n, f); startsWithAny(w, []string{"안", "속"}) {
			return -1, 0
		}
	}
	return p, e
}

// boxedProduct reports whether the term t names a thing whose box
// boxOfProduct reads: an item's name of contentMiddles, or of plastic
// when the item is a bottle named by its product (productContainers).
func (c *Catalog) boxedProduct(t term) bool {
	if t.item < 0 || !hasHangulRunes(t.runes) {
		return false
	}
	m := c.tax.Middles[t.middle]
	return contentMiddles[m.Key] || m.Key == "plastic" && slices.Contains(productContainers, m.Items[t.item].Name)
}

// ---- session 29: a piece of furniture with a part fixed on it ----

// fixedOnAdnominals, after a part, say it is fixed on the thing named
// before it (거울 달린, 유리 붙은, 서랍 딸린).
var fixedOnAdnominals = []string{"달린", "붙은", "딸린"}

// thatOneWords are the forms of 거 and 것, "the one", that may end the
// text or its clause after a modifier (달린 거, 붙은 거예요, 딸린 건데).
var thatOneWords = []string{"거", "것", "건", "게", "거요", "거예요", "거에요", "거임", "거고", "거는", "건데", "건데요", "거라", "거라서", "거야", "거도", "것도", "거랑", "거하고"}

// furnitureMiddles are the streams of furniture and appliances, whose
// parts are said after them.
var furnitureMiddles = map[string]bool{"bulky": true, "e_waste": true}

// furnitureWithPart returns, when the term best at pos is a bare word
// right after a bare piece of furniture's or an appliance's name in its
// clause and is said, with the next word, to be fixed on it, the next
// word after that being 거 or 것 ("화장대 거울 달린 거", "책상 유리 붙은
// 거예요"), the furniture's term and its position: 거 is the furniture
// with the part, which is no item of its own. A part with a noun after
// it (거울 달린 화장대) or a part taken off (거울 뗀 거) is left to other
// steps.
func (c *Catalog) furnitureWithPart(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || furnitureMiddles[c.tax.Middles[t.middle].Key] || pos == 0 || !n.tokStart[pos] || n.clauseStart[pos] {
		return -1, 0
	}
	e := pos + len(t.runes)
	if !bareBeforeNext(n, e) {
		return -1, 0
	}
	w, next := wordAfter(n, e)
	if !slices.Contains(fixedOnAdnominals, w) || next >= len(n.r) || n.clauseStart[next] {
		return -1, 0
	}
	if w, _ := wordAfter(n, next); !slices.Contains(thatOneWords, w) {
		return -1, 0
	}
	_, b := wordBefore(n, pos)
	p := c.termAt(n, b, func(u *term) bool {
		return u.tier() == tierName && furnitureMiddles[c.tax.Middles[u.middle].Key] && len(u.runes) == pos-b
	})
	if p < 0 {
		return -1, 0
	}
	return p, b
}

// ---- session 29: a garment said to be disposable ----

// disposableWords, as a bare word before a garment or a towel, say it is
// made to be used once (일회용 가운, disposable gown); nonWovenWords say
// what such a thing is made of (부직포 가운).
var (
	disposableWords = []string{"일회용", "disposable"}
	nonWovenWords   = []string{"부직포"}
)

// disposableGarment returns general waste's 생활 잡동사니 when the
// clothing term t at pos is said to be disposable: one of disposableWords
// right before it or with one bare noun of use between (일회용 가운,
// 일회용 마사지 팬티, 애견용 일회용 타월, disposable salon gown), or
// nonWovenWords right before it (부직포 가운). Disposable gowns, briefs,
// towels and caps are non-woven or paper, general waste; the taxonomy
// names some of them whole (일회용 팬티, 일회용 슬리퍼). A word between
// that names a thing of its own (일회용 비닐 앞치마: the film) leaves the
// reading to the steps that read materials.
func (c *Catalog) disposableGarment(n normText, t term, pos int) (mi, ii int, ok bool) {
	if c.tax.Middles[t.middle].Key != "clothing" || t.tier() != tierName || pos == 0 || !n.tokStart[pos] || n.clauseStart[pos] {
		return 0, 0, false
	}
	w, b := wordBefore(n, pos)
	said := slices.Contains(disposableWords, w) || slices.Contains(nonWovenWords, w)
	if !said && b > 0 && !n.clauseStart[b] && c.termAt(n, b, func(*term) bool { return true }) < 0 && (bareNounWord(w) || nounWord(w) || isASCIIAlnum([]rune(w)[0])) {
		w0, _ := wordBefore(n, b)
		said = slices.Contains(disposableWords, w0)
	}
	if !said {
		return 0, 0, false
	}
	return c.itemByName("general", "생활 잡동사니")
}

// nounWord reports whether the Hangul word w is one noun to the stemmer,
// with nothing glued to it (수술, 애견, 마사지): a noun whose last
// syllable closes with ㄴ or ㄹ, which bareNounWord cannot tell from a
// modifier.
func nounWord(w string) bool {
	toks := korean.Tokens(w)
	return len(toks) == 1 && toks[0].Kind == korean.KindNoun && toks[0].Stem == w
}

// namedAgainPast reports whether the last word of the term t at pos
// starts another term of t's middle that runs past t's end (쿠키 틴
// 상자: 틴 상자): the words after t still name the item, so they are not
// the box it came in.
func (c *Catalog) namedAgainPast(n normText, t term, pos int) bool {
	e := pos + len(t.runes)
	_, b := wordBefore(n, e)
	return b > pos && c.termAt(n, b, func(u *term) bool {
		return u.middle == t.middle && b+len(u.runes) > e
	}) >= 0
}
