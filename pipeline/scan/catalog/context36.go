package catalog

import (
	"slices"
	"strings"
)

// ---- session 36: which named thing is the item ----

// adnominalHeadAfter returns, reading on from rune i of n within four
// words of its clause, the name term that an adnominal verb there
// modifies when other keeps it (찢어진 니트, 흔들리던 원목 작업대), and
// its position; else -1. One material word may stand between the verb
// and the name (흔들리던 원목 작업대). A word of what is left (먹다 남은: leftoverOf's
// and heldBy's reading), another named thing or a clause mark stops the
// reading. causeClauseHead and becauseOfHead read what follows a cause
// with it.
func (c *Catalog) adnominalHeadAfter(n normText, i int, other func(*term) bool) (int, int) {
	for words := 0; i < len(n.r) && words < 4 && !n.clauseStart[i]; words++ {
		w, next := wordAfter(n, i)
		if next >= len(n.r) || n.clauseStart[next] {
			return -1, 0
		}
		if strings.HasPrefix(w, "남") {
			return -1, 0
		}
		if adnominalVerb(w) {
			if p := c.termAt(n, next, other); p >= 0 {
				return p, next
			}
			// (one material word may stand between: 흔들리던 원목 작업대)
			if mw, nn := wordAfter(n, next); nn < len(n.r) && !n.clauseStart[nn] && c.materialWord(n, next, mw) {
				if p := c.termAt(n, nn, other); p >= 0 {
					return p, nn
				}
			}
		}
		if c.termAt(n, i, named) >= 0 {
			return -1, 0
		}
		i = next
	}
	return -1, 0
}

// becauseWords36 say that what comes before them is a cause (프린터 진동
// 때문에, 태풍 탓에, 공사하는 바람에).
var becauseWords36 = []string{"때문에", "탓에", "바람에", "덕분에"}

// becauseOfHead returns, when the Korean name term best at pos is said
// bare before a word of cause, right after it or after one more bare noun
// (프린터 때문에, 청소기 소리 때문에, 세탁기 진동 탓에), and within four
// words after it an adnominal verb modifies a name term of another middle
// (흔들리던 원목 작업대, 놀란 강아지가 깨뜨린 컵), that term: the thing
// that caused what happened is not the item, as a thing in a clause of a
// cause joined by -서 is not (causeClauseHead).
func (c *Catalog) becauseOfHead(n normText, best, pos int) (int, int) {
	own, e, ok := c.nonFoodKoreanName(n, best, pos)
	if !ok || own != "" || e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	w, i := wordAfter(n, e)
	if !slices.Contains(becauseWords36, w) {
		if i >= len(n.r) || n.clauseStart[i] || c.termAt(n, e, named) >= 0 {
			return -1, 0
		}
		w, i = wordAfter(n, i)
		if !slices.Contains(becauseWords36, w) {
			return -1, 0
		}
	}
	if i >= len(n.r) || n.clauseStart[i] {
		return -1, 0
	}
	t := c.terms[best]
	return c.adnominalHeadAfter(n, i, func(u *term) bool {
		return u.tier() == tierName && !u.part && u.middle != t.middle
	})
}

// wornOrSetDownVerbs36 are verbs in -고 whose object was worn for the
// job or put down before it (장갑 끼고, 우비 입고, 장화 신고, 펜
// 내려놓고): the object is what one worked with or left, not what is
// thrown out.
var wornOrSetDownVerbs36 = []string{"끼고", "끼고서", "입고", "입고서", "신고", "신고서", "착용하고", "내려놓고", "내려두고", "내려놓은채"}

// wornOrSetDown returns, when the Korean name term best at pos is said
// bare or as an object right before a verb of wornOrSetDownVerbs36
// (고무장갑 끼고 주운 깨진 유리 조각, 뜨개 바늘 내려놓고 깎은 사과
// 껍질), the first named term of another middle in the eight words after
// that verb in its clause, else the last one before the term (누가 깨뜨린 병이
// 있어서 장갑 끼고 조각을 주웠어요): the glove worn or the tool put down is
// not the item.
func (c *Catalog) wornOrSetDown(n normText, best, pos int) (int, int) {
	own, e, ok := c.nonFoodKoreanName(n, best, pos)
	if !ok || own != "" && own != "을" && own != "를" || e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	w, i := wordAfter(n, e)
	if !slices.Contains(wornOrSetDownVerbs36, w) {
		return -1, 0
	}
	t := c.terms[best]
	other := func(u *term) bool {
		return !u.weak && !u.part && u.middle != t.middle
	}
	if p, at := c.firstTermAfter(n, i, 8, other); p >= 0 {
		return p, at
	}
	return c.lastTermIn(n, 0, pos, other)
}

// firstTermAfter returns the first term that keep keeps starting at one of
// the next words words of n from rune i, within i's clause, and its
// position; else -1.
func (c *Catalog) firstTermAfter(n normText, i, words int, keep func(*term) bool) (int, int) {
	for k := 0; i < len(n.r) && k < words && !n.clauseStart[i]; k++ {
		if p := c.termAt(n, i, keep); p >= 0 {
			return p, i
		}
		_, i = wordAfter(n, i)
	}
	return -1, 0
}

// ---- session 36: a place in grammar that is the thing damaged ----

// damagedPlace reports whether the match of k runes at pos is written
// with 에 and damage is said at it right after (액자 유리에 금이 쫙
// 갔어요, 상판에 실금, 덮개에 흠집이): the crack is in the thing, which
// is the thing damaged, not a place something was put (액자 유리에 사진을
// 끼워 뒀어요).
func damagedPlace(n normText, pos, k int) bool {
	rest, f := ending(n, pos+k)
	return (rest == "에" || rest == "에는") && stemAhead(n, f, 3, glassDamageStems35, nil)
}

// ---- session 36: a colour a stain gave ----

// stainedStems36 say a thing was stained or changed colour (갈색으로
// 얼룩졌어요, 누렇게 변색, 빨갛게 물들었어요).
var stainedStems36 = []string{"얼룩", "물들", "물든", "물이들", "변색", "착색", "찌들", "변했", "변한", "변해"}

// stainedColour reports whether the colour word ending at rune e of n is
// said with 으로 or 로 before a word of staining within two words
// (커피가 말라서 갈색으로 얼룩졌어요, 녹색으로 물든): the colour is a
// stain's, and says nothing of what the thing is made of.
func stainedColour(n normText, e int) bool {
	rest, f := ending(n, e)
	if rest != "으로" && rest != "로" {
		return false
	}
	return stemAhead(n, f, 2, stainedStems36, nil)
}

// ---- session 36: a plant said as what a pot grew ----

// plantGrownIn returns, when the term best at pos is general waste's
// plant item (plantItem) said bare or as an object right before an
// adnominal verb of growing (growStems, kinds35.go: 다육이 키우던,
// 선인장 심었던), the last name
// term of another middle in the rest of that clause (테라코타 구운 흙 분,
// 작은 토분): the plant named as what grew in it is not the item, the
// pot is, however many words describe it. A plant said with no pot
// after it (다육이 키우던 거 시들었어요) stays the item.
func (c *Catalog) plantGrownIn(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	m := c.tax.Middles[t.middle]
	if t.tier() != tierName || m.Key != "general" || t.item < 0 || m.Items[t.item].Name != plantItem {
		return -1, 0
	}
	own, e := ending(n, pos+len(t.runes))
	if own != "" && own != "을" && own != "를" || e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	w, i := wordAfter(n, e)
	if !startsWithAny(w, growStems) || !adnominalVerb(w) {
		return -1, 0
	}
	end := i
	for end < len(n.r) && !n.clauseStart[end] {
		_, end = wordAfter(n, end)
	}
	return c.lastTermIn(n, i, end, func(u *term) bool {
		return u.tier() == tierName && !u.part && u.middle != t.middle
	})
}

// ---- session 36: a thing that names a shop ----

// shopWords36 are the words of a shop or a class a thing may name (속눈썹
// 샵, 네일 가게, 도자기 공방), said with 에서: where the item was used.
var shopWords36 = []string{"샵에서", "숍에서", "가게에서", "매장에서", "공방에서", "학원에서", "카페에서", "교실에서", "스튜디오에서"}

// shopPlace returns, when the Korean name term best at pos is said bare
// right before a word of shopWords36 (속눈썹 샵에서 쓰던 미니 고데기,
// 네일 가게에서 나온 아세톤 병), the first name term of another middle
// after it in its clause: the thing names the shop, which is where the
// item was, not the item.
func (c *Catalog) shopPlace(n normText, best, pos int) (int, int) {
	own, e, ok := c.nonFoodKoreanName(n, best, pos)
	if !ok || own != "" || e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	w, i := wordAfter(n, e)
	if !slices.Contains(shopWords36, w) {
		return -1, 0
	}
	t := c.terms[best]
	other := func(u *term) bool {
		return u.tier() == tierName && !u.part && u.middle != t.middle
	}
	return c.firstTermAfter(n, i, 6, other)
}

// materialWord reports whether the word w at rune at of n is wholly a
// material's word (원목, 철제, 플라스틱: partMaterialWords) that names no
// thing of its own.
func (c *Catalog) materialWord(n normText, at int, w string) bool {
	if partMaterialWords[w] == "" {
		return false
	}
	return c.termAt(n, at, func(u *term) bool { return u.tier() == tierName && len(u.runes) > len([]rune(w)) }) < 0
}
