package catalog

import (
	"regexp"
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Which named thing is the item, kinds of session 37.

// ---- a thing that names a trade ----

// tradeHeads37 are the words a thing's name stands bare before to name a
// shop, a class or its customers (속눈썹 샵 점심으로, 네일 손님 받기
// 전, 도자기 공방 수업): the thing names the trade, not the item.
var tradeHeads37 = []string{"샵", "숍", "손님", "가게", "공방", "학원"}

// tradeNamed returns, when the Korean name term best at pos is said bare
// right before a word of tradeHeads37 (속눈썹 샵 점심으로 배달시킨 비빔밥,
// 속눈썹 손님 받기 전 뿌리던 픽서 캔), the first term of another middle
// after it in its sentence, a name's before a generic word's: the thing
// names the trade, and the item is said after. shopPlace reads the shop
// said with 에서.
func (c *Catalog) tradeNamed(n normText, best, pos int) (int, int) {
	w, i, ok := c.wordAfterName(n, best, pos, false)
	if !ok {
		return -1, 0
	}
	if !startsWithAny(w, tradeHeads37) || slices.Contains(shopWords36, w) {
		return -1, 0
	}
	t := c.terms[best]
	for tier := tierName; tier <= tierGeneric; tier++ {
		other := func(u *term) bool {
			return u.tier() == tier && !u.part && u.middle != t.middle
		}
		if p, at := c.firstTermInWords(n, i, 14, other); p >= 0 {
			return p, at
		}
	}
	return -1, 0
}

// wordAfterName returns the word right after the Korean name term best
// at pos, not food, said bare (or, with object, with 을 or 를) and not
// ending its clause, and where that word ends; ok is false otherwise.
// The session-37 readers of a thing named before a word of its role
// (샵, 뿌리다가, 넣어, 소독하면서, 시필용으로) start here.
func (c *Catalog) wordAfterName(n normText, best, pos int, object bool) (w string, i int, ok bool) {
	own, e, ok := c.nonFoodKoreanName(n, best, pos)
	if !ok || own != "" && !(object && (own == "을" || own == "를")) || e >= len(n.r) || n.clauseStart[e] {
		return "", 0, false
	}
	w, i = wordAfter(n, e)
	return w, i, true
}

// otherNameThan keeps a name term, not a part, of another middle than
// t's: the thing a reader moves to from t.
func otherNameThan(t term) func(*term) bool {
	return func(u *term) bool {
		return u.tier() == tierName && !u.part && u.middle != t.middle
	}
}

// firstTermInWords returns the first term keep keeps starting at one of
// the next words words of n from rune i, across clauses, and its
// position; else -1.
func (c *Catalog) firstTermInWords(n normText, i, words int, keep func(*term) bool) (int, int) {
	for k := 0; i < len(n.r) && k < words; k++ {
		if p := c.termAt(n, i, keep); p >= 0 {
			return p, i
		}
		_, i = wordAfter(n, i)
	}
	return -1, 0
}

// ---- a thing used while something else happened ----

// whileStemEnd37 ends a verb said with -다가, what the speaker was doing
// when the thing of the sentence happened (뿌리다가, 쓰다가, 옮기다가).
const whileStemEnd37 = "다가"

// usedWhile returns, when the Korean name term best at pos is said bare
// or with 을/를 right before a verb in -다가 (분무기 뿌리다가, 컵을
// 옮기다가), the first name term of another middle, not a part, in the
// words after it, when that thing is said with 까지, 도 or 마저 (옆에
// 세워둔 주문 상자까지 젖었어요): what was in use is the tool of the
// mishap, and the thing the mishap reached as well is the item.
func (c *Catalog) usedWhile(n normText, best, pos int) (int, int) {
	w, i, ok := c.wordAfterName(n, best, pos, true)
	if !ok {
		return -1, 0
	}
	if !strings.HasSuffix(w, whileStemEnd37) || len([]rune(w)) < 3 {
		return -1, 0
	}
	p, at := c.firstTermInWords(n, i, 8, otherNameThan(c.terms[best]))
	if p < 0 {
		return -1, 0
	}
	// (only a thing the mishap reached as well, said with 까지, 도 or
	// 마저: "형광등 빼다가 떨어뜨려서 유리관이 깨졌어요" names the lamp's
	// own glass, and the lamp is the item)
	if own, _ := ending(n, at+len(c.terms[p].runes)); !slices.Contains(reachedParticles37, own) {
		return -1, 0
	}
	return p, at
}

// reachedParticles37 mark a thing a mishap reached as well (상자까지,
// 상자도, 상자마저).
var reachedParticles37 = []string{"까지", "도", "마저", "까지도"}

// ---- a container said as a measure ----

// measureWords37 follow a container's name when it measures what is
// thrown away (양동이 반쯤, 봉지 가득, 한 바가지 가득).
var measureWords37 = []string{"반쯤", "반", "가득", "한가득", "분량", "정도"}

// measureCopulas37 end a measure said as what the thing amounts to
// (반쯤이에요, 가득이요, 반 정도예요).
var measureCopulas37 = []string{"이에요", "예요", "이요", "이고", "임", "입니다", "이야", "이네요", "돼요", "됨", "나왔어요", "나와요"}

// measureSaid reports whether the measure word w, which ends at rune f of
// n, is said as what the thing amounts to: with a copula of
// measureCopulas37 on it or on the next word (양동이 반쯤이에요, 한 통
// 가득 나왔어요), not as contents left in the container (포대 반쯤 남은
// 거, 페트 반 남았어요).
func measureSaid(n normText, w string, f int) bool {
	if slices.ContainsFunc(measureCopulas37, func(cp string) bool { return strings.HasSuffix(w, cp) }) {
		return true
	}
	if f >= len(n.r) || n.clauseStart[f] {
		return false
	}
	next, _ := wordAfter(n, f)
	return slices.ContainsFunc(measureCopulas37, func(cp string) bool { return strings.HasPrefix(next, cp) || next == "정도"+cp })
}

// measuringContainer returns, when the name term best at pos is the
// whole of a word that stands right before a word of measureWords37
// (찌꺼기, 양동이 반쯤이에요), the last name term of another middle, not a
// part, before it: the container measures the thing named before, which
// is the item.
func (c *Catalog) measuringContainer(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	e := pos + len(t.runes)
	if !n.tokStart[pos] || e >= len(n.r) || !n.tokStart[e] {
		return -1, 0
	}
	if n.clauseStart[e] {
		return -1, 0
	}
	w, f := wordAfter(n, e)
	// (a count said before the measure: 필통 하나 가득이에요)
	if (w == "하나" || w == "한") && f < len(n.r) && !n.clauseStart[f] {
		w, f = wordAfter(n, f)
	}
	if !slices.ContainsFunc(measureWords37, func(m string) bool { return strings.HasPrefix(w, m) }) || !measureSaid(n, w, f) {
		return -1, 0
	}
	return c.lastTermIn(n, 0, pos, otherNameThan(t))
}

// ---- a thing once posted on a place, taken down ----

// postedStems37 start the verbs that put a thing up on a place (붙여,
// 붙였, 걸어, 꽂아).
var postedStems37 = []string{"붙여", "붙였", "붙인", "걸어", "걸었", "걸린", "꽂아", "꽂았", "압정으로", "자석으로"}

// postedThing reports whether the term of k runes at pos is said bare or
// with 을/를 and a verb of putting it up follows within its clause's next
// five words (일정표를 A4에 뽑아서 냉장고에 붙여뒀었는데 떼어냈어요): what
// is taken down after is the thing itself, not a part taken off it.
func postedThing(n normText, pos, k int) bool {
	own, i := ending(n, pos+k)
	if own != "" && own != "을" && own != "를" {
		return false
	}
	for words := 0; words < 5 && i < len(n.r); words++ {
		var w string
		w, i = wordAfter(n, i)
		if startsWithAny(w, postedStems37) {
			return true
		}
	}
	return false
}

// ---- a part's material ----

// lastThingBefore returns the last name term, not a part, that ends
// before rune e of n and is not a material said right before a part's
// word (도자기 뚜껑, 철사 마개: the lid's and the cap's stuff), and its
// position; else -1.
func (c *Catalog) lastThingBefore(n normText, e int) (int, int) {
	keep := func(u *term) bool { return u.tier() == tierName && !u.part }
	for e > 0 {
		q, qa := c.lastTermIn(n, 0, e, keep)
		if q < 0 {
			return -1, 0
		}
		e2 := wordEnd(n, qa+len(c.terms[q].runes))
		if e2 >= len(n.r) || n.clauseStart[e2] || !n.tokStart[qa] {
			return q, qa
		}
		if w, _ := wordAfter(n, e2); !slices.ContainsFunc(partHeads, func(h string) bool { return strings.HasPrefix(w, h) }) {
			return q, qa
		}
		e = qa
	}
	return -1, 0
}

// ---- an English wrapper of a food ----

// foodWrapperLinked reports whether the English part term best at pos
// is a package's word (wrapper, bag, box) said bare right before "from"
// or "of" and a food is named after the link (the crinkly wrappers from a
// dozen breads): the food is what the wrappers held, and the wrappers
// are the item.
func (c *Catalog) foodWrapperLinked(text string, n normText, best, pos int) bool {
	t := c.terms[best]
	if !t.part || korean.HasHangul(text) {
		return false
	}
	m := foodWrapperEnRe.FindStringSubmatchIndex(strings.ToLower(text))
	if m == nil {
		return false
	}
	after := normalize(text[m[1]:])
	p, _ := c.bestTerm(after, func(u *term) bool {
		return u.tier() == tierName && c.tax.Middles[u.middle].Key == "food_waste"
	})
	return p >= 0 && occurs(n, t.runes) == pos
}

// foodWrapperEnRe matches a package's word said before "from" or "of"
// (wrappers from, the bags of).
var foodWrapperEnRe = regexp.MustCompile(`\b(wrapper|wrappers|wrapping|packet|packets|bag|bags)\s(from|of|off)\s`)

// ---- an opening the item was emptied through ----

// openingHeads37 end the words of an opening or its stopper (마개,
// 뚜껑, 구멍, 입구).
var openingHeads37 = []string{"마개", "뚜껑", "캡", "구멍", "입구"}

// openedThrough returns, when the name term best at pos ends in a word of
// openingHeads37 said with 로 or 으로 (바닥 고무마개로 동전 다 빼서), the
// last name term of another middle, not a part, before it: what the
// item was emptied or opened through is its part, and the item was
// named before.
func (c *Catalog) openedThrough(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	own, _ := ending(n, pos+len(t.runes))
	if own != "로" && own != "으로" || !slices.ContainsFunc(openingHeads37, func(h string) bool { return strings.HasSuffix(string(t.runes), h) }) {
		return -1, 0
	}
	return c.lastTermIn(n, 0, pos, otherNameThan(t))
}

// ---- the one just mentioned ----

// anaphorRe matches 그, the one just mentioned, said right after a
// clause's break (", 그 종이 상자 바닥이").
var anaphorRe = regexp.MustCompile(`[,.;]\s*그\s`)

// anaphoricTerm returns, when the text points back with 그 right after a
// clause's break (후라이드 두 마리, 그 종이 상자 바닥이 기름으로
// 반투명해요), the best name term of the noun phrase after it, when it
// names another middle than best and occurs only there, and its
// position in n; else -1. The thing pointed back at is what the rest of
// the text is about; a name said before as well (보냉 박스에 담겨 왔는데,
// 그 박스) is only said again.
func (c *Catalog) anaphoricTerm(text string, n normText, best int) (int, int) {
	m := anaphorRe.FindStringIndex(text)
	if m == nil {
		return -1, 0
	}
	phrases := pointedPhrases("이 " + text[m[1]:])
	if len(phrases) == 0 {
		return -1, 0
	}
	p, _ := c.bestTerm(normalize(phrases[0]), func(t *term) bool { return t.tier() == tierName })
	if p < 0 || c.terms[p].middle == c.terms[best].middle {
		return -1, 0
	}
	at := occurs(n, c.terms[p].runes)
	if at < 0 || occursFrom(n, c.terms[p].runes, at+1) >= 0 {
		return -1, 0
	}
	return p, at
}

// ---- what a thing was kept or carried in ----

// keptInStems37 start the verbs that put a thing in or on another to
// keep or carry it (넣어, 담아, 꽂아, 올려), said with a verb of keeping
// after (다니던, 두던) or in one word (넣던, 담던).
var (
	keptInStems37   = []string{"넣어", "담아", "꽂아", "올려"}
	keptInOneWord37 = []string{"넣던", "담던", "꽂던", "올리던", "넣은", "담은"}
	keptInAfter37   = []string{"다니던", "다녔던", "두던", "둔", "뒀던", "두었던", "놓던", "놓은", "놨던", "쓰던", "썼던", "보관하던", "보관한"}
)

// keptInAfter returns, when the Korean name term best at pos is said bare
// or with 을/를 before a verb of putting it in or on a thing to keep or
// carry it (악보 넣어 다니던 비닐 포켓, 우쿨렐레 올려 두던 스탠드, 사탕
// 담던 유리병), the first name term of another middle, not a part, in the
// next five words: the thing kept is what the holder held, and the holder
// is the item.
func (c *Catalog) keptInAfter(n normText, best, pos int) (int, int) {
	w, i, ok := c.wordAfterName(n, best, pos, true)
	if !ok {
		return -1, 0
	}
	switch {
	case slices.Contains(keptInOneWord37, w):
	case slices.Contains(keptInStems37, w) && i < len(n.r) && !n.clauseStart[i]:
		var v string
		v, i = wordAfter(n, i)
		if !startsWithAny(v, keptInAfter37) {
			return -1, 0
		}
	case w == "모아" && i < len(n.r) && !n.clauseStart[i]:
		// (things gathered in a holder kept for them, a habit of the
		// past: 피크 모아 두던 통; 모아 둔 is the things themselves;
		// session 38)
		var v string
		v, i = wordAfter(n, i)
		if !startsWithAny(v, gatheredHabitual38) {
			return -1, 0
		}
	default:
		return -1, 0
	}
	t := c.terms[best]
	if p, at := c.firstTermAfter(n, i, 5, otherNameThan(t)); p >= 0 {
		return p, at
	}
	// (a holder said by a weak word, 통 or 병, is the item too: 피크 넣어
	// 두던 동그란 통; session 38)
	return c.firstTermAfter(n, i, 3, func(u *term) bool {
		return u.tier() == tierWeak && !u.part && u.middle != t.middle && headMiddles[c.tax.Middles[u.middle].Key]
	})
}

// ---- a thing worked on while another was used ----

// whileEnds37 end a verb said with -면서 or -느라, what was being done
// when the thing of the sentence was used (소독하면서, 적느라).
var whileEnds37 = []string{"면서", "느라", "느라고"}

// workedOnWhile returns, when the Korean name term best at pos is said
// bare or with 을/를 right before a verb in -면서 or -느라 (택배 상자
// 소독하면서 쓴 물티슈, 설정 노트 적느라 바닥난 볼펜), the first name term
// of another middle, not a part, in the next six words: the thing worked
// on is the object of the work, and the thing used for it is the item.
func (c *Catalog) workedOnWhile(n normText, best, pos int) (int, int) {
	w, i, ok := c.wordAfterName(n, best, pos, true)
	if !ok {
		return -1, 0
	}
	if len([]rune(w)) < 3 || !slices.ContainsFunc(whileEnds37, func(s string) bool { return strings.HasSuffix(w, s) }) {
		return -1, 0
	}
	t := c.terms[best]
	return c.firstTermAfter(n, i, 6, otherNameThan(t))
}

// ---- a thing said as what another was for ----

// purposeEnds37 end a word of what a thing was for (시필용으로, 연습용으로,
// 세척 용도로).
var purposeEnds37 = []string{"용으로", "용도로"}

// usedFor returns, when the Korean name term best at pos is said bare
// right before a word of purpose (만년필 시필용으로 쓰던 노트), the first
// name term of another middle, not a part, in the next four words: the
// thing the other was for is not the item.
func (c *Catalog) usedFor(n normText, best, pos int) (int, int) {
	w, i, ok := c.wordAfterName(n, best, pos, false)
	if !ok {
		return -1, 0
	}
	if !slices.ContainsFunc(purposeEnds37, func(s string) bool { return strings.HasSuffix(w, s) }) {
		return -1, 0
	}
	t := c.terms[best]
	return c.firstTermAfter(n, i, 4, otherNameThan(t))
}

// ---- a food left in its package ----

// packageMiddles37 are the streams of a package a food is sold in (a
// jar, a can, a carton, a bottle): a food said left in one is the
// package's contents. A tub (김치통에 반쯤이요) is kept and refilled, and
// the food said in it stays the item (foodPlacedIn, context24.go).
var packageMiddles37 = []string{"glass", "metal_can", "paper_pack", "clear_pet"}

// cannedItems37 are the metal_can items a food is sold in.
var cannedItems37 = []string{"통조림캔", "음료캔", "분유캔"}

// leftWords37 start the words that say contents are left (남았, 남아,
// 남은).
var leftWords37 = []string{"남았", "남아", "남은"}

// foodLeftInPackage returns, when the food term best at pos is followed
// in the text by a package's name said with 에 and, within three words,
// a word of being left (비건 딸기잼, 유리병에 반이나 남았는데), that
// package's term and its position: the food is what is left in the
// package, and the package is the item.
func (c *Catalog) foodLeftInPackage(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if c.tax.Middles[t.middle].Key != "food_waste" {
		return -1, 0
	}
	i := wordEnd(n, pos+len(t.runes))
	for words := 0; i < len(n.r) && words < 3; words++ {
		p := c.termAt(n, i, func(u *term) bool {
			return u.tier() == tierName && !u.part && slices.Contains(packageMiddles37, c.tax.Middles[u.middle].Key)
		})
		if p >= 0 {
			if c.leftInPackage(n, p, i) {
				return p, i
			}
			return -1, 0
		}
		_, i = wordAfter(n, i)
	}
	return -1, 0
}

// leftInPackage reports whether the term p at rune i of n names a
// package (packageMiddles37) said with 에 and, within three words, a word
// of being left (유리병에 반이나 남았는데): contents are left in it.
func (c *Catalog) leftInPackage(n normText, p, i int) bool {
	t := c.terms[p]
	if !slices.Contains(packageMiddles37, c.tax.Middles[t.middle].Key) {
		return false
	}
	// (a can, not a pot: the 양푼 of "잡채가 큰 양푼에 한가득 남았어요"
	// is where the food was served)
	if t.item >= 0 && c.tax.Middles[t.middle].Key == "metal_can" && !slices.Contains(cannedItems37, c.tax.Middles[t.middle].Items[t.item].Name) {
		return false
	}
	own, f := ending(n, i+len(c.terms[p].runes))
	if own != "에" {
		return false
	}
	for k := 0; f < len(n.r) && k < 3 && !n.clauseStart[f]; k++ {
		var w string
		w, f = wordAfter(n, f)
		if startsWithAny(w, leftWords37) {
			return true
		}
	}
	return false
}
