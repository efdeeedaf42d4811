package catalog

import (
	"slices"
	"strings"
)

// ---- a thing said to be stuck on the item ----

// stuckStems start the Korean verbs that say a thing is stuck on
// another (붙어서, 달라붙었고, 눌어붙음).
var stuckStems = []string{"붙", "달라붙", "들러붙", "눌어붙", "눌러붙", "엉겨붙", "박혀", "박혔", "끼어", "끼었", "꼈", "묻어", "묻었", "엉겨", "접착"}

// stuckInEn are what says, in English, that a thing is stuck in
// another and will not come out, as normalize spells them (won't: won t).
var stuckInEn = []string{"stuck in", "jammed in", "wedged in", "lodged in", "won t pull out", "wont pull out", "won t come out", "wont come out",
	"can t pull it out", "cant pull it out", "can t get it out", "cant get it out",
	// what is still on the thing named before (the price stickers are
	// still on them; session 28)
	"still on them", "still on it", "still stuck on", "still stuck to"}

// stuckInEnglish returns, when the English term best at pos is followed
// in its clause (within six words) by a stuckInEn phrase and a name
// term of another middle, no part, ends in an earlier clause ("kids'
// juice box, the plastic straw is jammed in the hole", "pizza box, a
// lump of cheese stuck in the corner"), the best such term and its
// position: what is stuck in the item is not the item.
func (c *Catalog) stuckInEnglish(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !isASCIIAlnum(t.runes[0]) {
		return -1, 0
	}
	var after []string
	for i, words := wordEnd(n, pos+len(t.runes)), 0; i < len(n.r) && words < 6 && !n.clauseStart[i]; words++ {
		w, next := wordAfter(n, i)
		after = append(after, w)
		i = next
	}
	said := " " + strings.Join(after, " ") + " "
	if !slices.ContainsFunc(stuckInEn, func(p string) bool { return strings.Contains(said, " "+p+" ") }) {
		return -1, 0
	}
	// the clause the term is in starts after the other term ends
	start := pos
	for start > 0 && !n.clauseStart[start] {
		start--
	}
	if start == 0 {
		return -1, 0
	}
	return c.bestTerm(mask(n, start, len(n.r)-start), func(u *term) bool { return u.tier() == tierName && !u.part && u.middle != t.middle })
}

// stuckOn returns, when the term best at pos is in the subject of a
// verb of sticking whose place is the noun right before it with 에
// ("뽁뽁이에 종이 박스 테이프가 붙어서", "아이스박스에 택배 상자 조각이
// 달라붙어"), the term that noun ends with and its position: what is
// stuck on the item is not the item. An adnominal verb ("박스에 붙어
// 있던 뽁뽁이") modifies the noun after it and is no such sentence.
func (c *Catalog) stuckOn(n normText, best, pos int) (int, int) {
	if pos == 0 || !n.tokStart[pos] {
		return -1, 0
	}
	// the verb: within three words after the term's word, in its clause
	found := false
	for i, words := pos+1, 0; i < len(n.r) && words < 4 && !found; i++ {
		if !n.tokStart[i] {
			continue
		}
		if n.clauseStart[i] {
			break
		}
		words++
		w, e := wordAfter(n, i)
		if startsWithAny(w, stuckStems) {
			if adnominal(n, i, e) {
				return -1, 0
			}
			found = true
		}
	}
	if !found || n.clauseStart[pos] {
		return -1, 0
	}
	// the place: the word before, ending with 에 (not 에서)
	w, b := wordBefore(n, pos)
	end := pos - len([]rune("에"))
	if !strings.HasSuffix(w, "에") || strings.HasSuffix(w, "에서") || end <= b {
		return -1, 0
	}
	from := b
	if _, bb := wordBefore(n, b); b > 0 && !n.clauseStart[b] {
		from = bb // 택배 박스에: the place may be two words
	}
	t := c.terms[best]
	p, at := -1, 0
	for s := from; s < end; s++ {
		q := c.termAt(n, s, func(u *term) bool { return u.tier() == tierName && u.middle != t.middle })
		if q >= 0 && s+len(c.terms[q].runes) == end && (p < 0 || len(c.terms[q].runes) > len(c.terms[p].runes)) {
			p, at = q, s
		}
	}
	return p, at
}

// ---- a thing the item was cleaned with ----

// cleanStems start the Korean verbs of wiping and washing something with
// a tool or a cleaner (키친타월로 닦아냈어요, 주방세제로 씻었어요, 식초로
// 헹궜고, 수세미로 문질러서).
var cleanStems = []string{"닦", "씻", "헹구", "헹궈", "헹궜", "헹군", "헹굼", "문질", "문지르", "훔쳐", "훔치", "세척", "빨았", "빨아", "긁"}

// tieStems start the Korean verbs of tying, taping or wrapping a thing
// with something (노끈으로 묶어, 테이프로 칭칭 감아, 신문지로 싸서,
// 고무줄로 동여매고): the string, tape or paper is not the item.
var tieStems = []string{"묶", "감아", "감았", "감은", "감고", "감겨", "감긴", "둘러", "동여", "싸서", "싸고", "싸놓", "싸놨", "싸둔", "싸뒀", "싸매", "싼", "쌌",
	"포장해", "포장한", "포장했", "고정해", "고정한", "고정했", "봉해", "봉한", "봉했", "밀봉",
	"감싸", "감싼", "감쌌"}

// wrapInStems start the Korean verbs of wrapping a thing in something
// said with 에 (신문지에 싸서, 키친타월에 돌돌 말아, 비닐에 싸 놨어요):
// the paper or film is the wrap, not the item.
// An adnominal (신문지에 싼 유리병, 비닐봉지에 싼 병) is left out: the
// wrap may be what the text goes on about (봉지는 멀쩡해요).
var wrapInStems = []string{"싸서", "싸고", "싸놓", "싸놨", "싸둔", "싸뒀", "싸매", "쌌", "쌈", "감싸서", "감쌌", "말아", "말았"}

// handleStems start the Korean verbs of handling a thing with a tool:
// scooping (국자로 퍼낸), stirring (주걱으로 저은), turning (집게로
// 뒤집던), picking up (집게로 집어), sweeping (빗자루로 쓸어 담은),
// cutting (가위로 잘라낸), covering (뚜껑으로 덮어 둔) and prying
// (드라이버로 따서): the ladle, tongs or scissors are not the item.
var handleStems = []string{"퍼서", "퍼낸", "퍼내", "퍼냈", "퍼담", "퍼먹", "퍼놓", "펐", "떠낸", "떠서", "덜어", "덜은", "덜었",
	"젓고", "젓던", "젓는", "저어", "저은", "저었", "휘저", "섞어", "섞은", "섞었",
	"뒤집", "집어", "집은", "집었", "건져", "건진", "건졌",
	"쓸어", "쓸은", "쓸었", "쓸어담",
	"잘라", "자른", "잘랐", "오려", "오린", "썰어", "썰었",
	"덮어", "덮은", "덮었", "따서", "땄", "비틀어"}

// toolAdverbs may stand between the tool and the verb (박박, 깨끗이).
var toolAdverbs = []string{"박박", "빡빡", "싹싹", "깨끗이", "깨끗하게", "꼼꼼히", "대충", "한번", "한 번", "다", "잘", "살짝", "쓱", "싹", "칭칭", "꽁꽁", "단단히", "꽉", "둘둘", "돌돌", "한데", "같이", "함께"}

// cleanedWith returns, when the term best at pos names what the item was
// wiped or washed with, tied, taped or wrapped with, or handled with (a
// ladle, tongs, a broom, scissors: handleStems) (its word ends
// with 로 or 으로 and a cleaning or tying verb follows, after at most one
// adverb: "키친타월로 닦아냈어요", "주방세제로 박박 씻어서", "노끈으로
// 묶어 놨어요"), the best other name term and its position;
// else -1. A tool that is the only thing named is the item.
func (c *Catalog) cleanedWith(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	e := pos + len(t.runes)
	if e >= len(n.r) {
		return -1, 0
	}
	var f int
	wrapIn := false
	if n.tokStart[e] {
		// "비닐 끈으로 묶어": a stream's own name (a material, not an
		// item: "우유팩 물로 헹궈" is the carton) says what the tool is
		// made of, the bare word after it, ending with 로, is the tool
		if t.item >= 0 || n.clauseStart[e] || c.termAt(n, e, func(*term) bool { return true }) >= 0 {
			return -1, 0
		}
		w, g := wordAfter(n, e)
		if len([]rune(w)) < 2 || !strings.HasSuffix(w, "로") {
			return -1, 0
		}
		f = g
	} else {
		w, g := wordAfter(n, e)
		// (what a thing is wrapped in, with 에: 신문지에 싸서, 신문지에
		// 돌돌 말아서; only the verbs of wrapping: wrapInStems)
		if w == "에" {
			wrapIn = true
		} else if w != "로" && w != "으로" {
			return -1, 0
		}
		f = g
	}
	for words := 0; f < len(n.r) && words < 2 && !n.clauseStart[f]; words++ {
		next, g := wordAfter(n, f)
		if wrapIn && (startsWithAny(next, wrapInStems) || next == "싸") {
			return c.bestTerm(mask(n, pos, len(t.runes)), func(u *term) bool { return u.tier() == tierName })
		}
		if !wrapIn && (startsWithAny(next, cleanStems) || startsWithAny(next, tieStems) || startsWithAny(next, handleStems)) {
			return c.bestTerm(mask(n, pos, len(t.runes)), func(u *term) bool { return u.tier() == tierName })
		}
		if !slices.Contains(toolAdverbs, next) {
			break
		}
		f = g
	}
	return -1, 0
}

// ---- a battery built into the device ----

// builtInWords say a battery is part of the device (배터리 일체형,
// 내장 배터리, 배터리가 내장된, built-in battery, non-removable).
var builtInWords = []string{"일체형", "내장", "붙박이", "포함", "built", "builtin", "nonremovable", "non", "integrated", "sealed", "included", "including"}

// stillInWords, right before 채로 after a battery (배터리 들어 있는 채로,
// 건전지 끼운 채로; session 33), say it is still in the device, which it
// goes with; another state held (젖은 채로, 부푼 채로) says nothing of
// where the battery is.
var stillInWords = []string{"있는", "들어있는", "끼운", "끼워진", "넣은", "꽂힌", "꽂은", "장착된", "든", "달린"}

// builtIn reports whether the term of k runes at pos is said to be built
// into what holds it: one of builtInWords is one of the two words before
// it or after it, or its clause says the battery does not come out
// (builtInBattery).
func builtIn(n normText, pos, k int) bool {
	return builtInNear(n, pos, k) || builtInBattery(n, pos, k)
}

// builtInNear reports whether one of builtInWords is one of the two words
// before or three after the term of k runes at pos, in its clause.
func builtInNear(n normText, pos, k int) bool {
	for b, words := pos, 0; b > 0 && words < 2 && n.tokStart[b] && !n.clauseStart[b]; words++ {
		// 내장 배터리; built-in battery (built, in)
		w, bb := wordBefore(n, b)
		if startsWithAny(w, builtInWords) {
			return true
		}
		b = bb
	}
	i := wordEnd(n, pos+k)
	// (three words after: "배터리가 손잡이 안에 붙박이로 들어간";
	// context24.go)
	prev := ""
	for words := 0; i < len(n.r) && words < 3 && !n.clauseStart[i]; words++ {
		w, f := wordAfter(n, i)
		if startsWithAny(w, builtInWords) || strings.HasPrefix(w, "채로") && slices.Contains(stillInWords, prev) {
			return true
		}
		prev, i = w, f
	}
	return false
}

// builtInPart returns, when best is a term of a BeatsProduct middle
// (a battery) said to be built in ("배터리 일체형 폰", "phone with a
// built-in battery"), the best name term of a Product middle (the
// device) and its position; else -1.
func (c *Catalog) builtInPart(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !t.beatsProduct || !builtIn(n, pos, len(t.runes)) {
		return -1, 0
	}
	return c.bestTerm(mask(n, pos, len(t.runes)), func(u *term) bool {
		return u.tier() == tierName && c.tax.Middles[u.middle].Product
	})
}

// builtInBatteryWords say a battery is built into the device it powers (배터리
// 내장, 일체형 배터리, 배터리가 안 빠지는, built-in battery): the device is
// the item, the battery a part of it.
var builtInBatteryWords = []string{
	"내장", "일체형", "붙박이", "안빠지", "안빠져", "안빠짐", "못빼", "안빼지", "분리안되", "분리안돼", "분리불가", "분리가안",
	"builtin", "nonremovable", "sealedin", "cantberemoved", "doesntcomeout",
}

// builtInBattery reports whether the battery term of k runes at pos is
// said, within the clause around it, to be built into its device.
func builtInBattery(n normText, pos, k int) bool {
	// the clause: back to its start, forward to the next clause start
	s := pos
	for s > 0 && !n.clauseStart[s] {
		s--
	}
	e := pos + k
	for e < len(n.r) && !n.clauseStart[e] {
		e++
	}
	span := string(n.r[s:e])
	return slices.ContainsFunc(builtInBatteryWords, func(w string) bool { return strings.Contains(span, w) })
}
