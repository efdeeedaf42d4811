package catalog

import (
	"slices"
	"strings"
)

// ---- session 38: a thing said before a noun of the work another does ----

// workNouns38 are nouns of the work a thing is kept or used for (보관,
// 정리, 수납, 청소, 설치, 세척), whole or with 용 (보관용, 청소용): said
// right after a thing's name and before another's (우표 보관 비닐 앨범,
// 유리창 청소 스퀴지), they make the first the object of that work and
// the second the thing that does it.
var workNouns38 = []string{"보관", "정리", "수납", "청소", "설치", "세척"}

// workNoun38 reports whether the word w is one of workNouns38, bare or
// with 용.
func workNoun38(w string) bool {
	return slices.Contains(workNouns38, strings.TrimSuffix(w, "용"))
}

// workedOnBy returns, when the Korean name term best at pos is said bare
// right before a noun of work (workNouns38) and another middle's name
// follows within three words of its clause (우표 보관 비닐 앨범, 유리창
// 청소 스퀴지 고무, 에어컨 설치 설명서), that name's term and its
// position: the thing named first is what the work is done on, and the
// thing named after is the item. A noun of work with no other thing
// after it (책상 정리, 유리창 청소 후) leaves the reading as it was.
func (c *Catalog) workedOnBy(n normText, best, pos int) (int, int) {
	// (a stream's bare word or a metal (saidMetals, kinds27v.go) is no
	// thing worked on but the material of the thing after: 플라스틱 수납
	// 상자, 양철 보관 상자)
	if c.terms[best].item < 0 || slices.Contains(saidMetals, string(c.terms[best].runes)) || materialBefore38(n, pos) {
		return -1, 0
	}
	w, i, ok := c.wordAfterName(n, best, pos, false)
	if !ok || !workNoun38(w) {
		return -1, 0
	}
	p, at := c.firstTermAfter(n, i, 3, otherNameThan(c.terms[best]))
	if p < 0 {
		return -1, 0
	}
	return c.headOfPhrase(n, p, at)
}

// materialBefore38 reports whether the word right before rune pos, in
// its clause, is wholly a material word of saidMaterials (철제 공구 보관
// 상자): the material is said of the whole phrase after it, whose last
// thing (the box) it makes of its stream, and the phrase is read as it
// was.
func materialBefore38(n normText, pos int) bool {
	if pos == 0 || !n.tokStart[pos] || n.clauseStart[pos] {
		return false
	}
	w, _ := wordBefore(n, pos)
	return slices.ContainsFunc(saidMaterials, func(sm saidMaterial) bool { return slices.Contains(sm.words, w) })
}

// headOfPhrase returns, when the name term p at rune at is said bare and
// the next word of its clause starts another name (비닐 앨범, 플라스틱
// 케이스), that later name's term and position, and so on while names
// follow bare: a material or a kind said first is said of the thing
// named last, which is the head of the phrase. Else it returns p and at.
func (c *Catalog) headOfPhrase(n normText, p, at int) (int, int) {
	for steps := 0; steps < 2; steps++ {
		rest, e := ending(n, at+len(c.terms[p].runes))
		if rest != "" || e >= len(n.r) || n.clauseStart[e] {
			break
		}
		q := c.termAt(n, e, func(u *term) bool { return u.tier() == tierName && !u.part })
		if q < 0 {
			break
		}
		p, at = q, e
	}
	return p, at
}

// ---- session 38: a paper sheet or card said coated ----

// coatingWords38 are the words, said before a sheet or a card of paper,
// that say it is coated, foiled or glittered (코팅된 상장, 반짝이 코팅
// 카드, 홀로그램 엽서, 금박 카드): such paper is general waste, as the
// taxonomy files 코팅 종이 and 금박지.
var coatingWords38 = []string{"코팅", "코팅된", "코팅한", "코팅돼", "코팅되어", "반짝이", "홀로그램", "금박"}

// coatedPaperItems38 are the paper items a coating word makes general:
// sheets, cards and bags. A cup or a bowl is coated by make and stays
// paper, and a book said coated is disputed (list 21 left it out).
var coatedPaperItems38 = []string{"복사용지", "전단지", "달력", "종이 쇼핑백"}

// coatedPaper reports whether the paper term t at pos names a sheet, a
// card or a bag (coatedPaperItems38) and a word of coatingWords38 stands
// before it in its clause, right before it or with bare nouns between
// (코팅된 상장, 반짝이 코팅된 생일 카드, 코팅된 기념 엽서, 코팅 쇼핑백);
// the match is then general waste's coated paper. A coating said undone
// or denied (코팅 벗겨진 엽서, 코팅 안 된 종이) has a verb between and is
// not read.
func (c *Catalog) coatedPaper(n normText, t term, pos int) (mi, ii int, ok bool) {
	m := c.tax.Middles[t.middle]
	if m.Key != "paper" || t.item < 0 || t.tier() != tierName || !slices.Contains(coatedPaperItems38, m.Items[t.item].Name) {
		return 0, 0, false
	}
	for at, words := pos, 0; at > 0 && words < 3 && n.tokStart[at] && !n.clauseStart[at]; words++ {
		w, b := wordBefore(n, at)
		if slices.Contains(coatingWords38, w) {
			// (not a coating of a material said with 로, a lining of
			// another material: 안쪽이 은박으로 코팅된 종이봉투 is paper
			// with another material, tagdepth38.go; session 38's merge)
			if m, _ := wordBefore(n, b); strings.HasSuffix(m, "로") {
				return 0, 0, false
			}
			return c.itemByName("general", "영수증·코팅 종이")
		}
		if !bareNounWord(w) {
			break
		}
		at = b
	}
	return 0, 0, false
}

// ---- session 38: a food said as what a toy is of ----

// toyOfFood returns, when the Korean food term best at pos is said bare
// and a toy's name (isToy, kinds36.go) starts one of the next two words
// of its clause (생일 케이크 장난감, 햄버거 장난감), that toy's term and
// its position: the food names what the toy is of, and the toy is the
// item. A food said with a particle or in another clause (케이크를 장난감
// 상자에 넣어 둠) is left as it was read.
func (c *Catalog) toyOfFood(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if c.tax.Middles[t.middle].Key != "food_waste" || t.tier() != tierName || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	rest, e := ending(n, pos+len(t.runes))
	if rest != "" || e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	return c.firstTermAfter(n, e, 2, c.isToy)
}
