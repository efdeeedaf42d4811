package catalog

import (
	"regexp"
	"slices"
	"strings"
)

// ---- session 34: which named thing is the item ----

// woundStems start the verbs of a thing wound round another (감겨, 감긴).
var woundStems = []string{"감겨", "감긴", "감겼"}

// stuckOnByOther reports whether the word after rune e (the end of a
// thing said with 에) goes on, within its clause and four words, with
// another thing said as a subject (a word ending in 이 or 가 before the
// verb) and then a verb of sticking (stuckStems): "트레이에 금박 종이가
// 눌어붙어", "용기에 은박지가 붙어서", or wound on (woundStems: "포장에
// 박스테이프가 칭칭 감겨"). Something else is stuck on the
// thing said with 에, which is the item, not a place the food was put.
// A verb of sticking right after the thing (밥 그릇에 눌어붙은) says
// the food is stuck there, and is none.
func stuckOnByOther(n normText, e int) bool {
	subject := false
	for i, words := wordEnd(n, e), 0; i < len(n.r) && words < 4 && !n.clauseStart[i]; words++ {
		w, next := wordAfter(n, i)
		if subject && (startsWithAny(w, stuckStems) || startsWithAny(w, woundStems)) {
			return true
		}
		subject = subject || len([]rune(w)) >= 2 && (strings.HasSuffix(w, "가") || strings.HasSuffix(w, "이"))
		i = next
	}
	return false
}

// removedOneRe is a clause that only says the thing named before it is
// the one taken off (떼어낸 거예요, 다 뗀 것, 벗겨 낸 거요), as
// normalize writes it (no spaces).
var removedOneRe = regexp.MustCompile(`^(다|전부|싹|깨끗이|직접|제가)?(떼어낸|떼낸|뗀|벗겨낸|벗긴|뜯어낸|뜯은|제거한|분리한|빼낸|뺀)(거|것|건)(예요|에요|이에요|입니다|이요|요|임|이고요)?$`)

// removedOneNamed reports whether the term of k runes at pos ends its
// clause and the next clause, the text's last, only says it is the one
// taken off ("유리창에 붙였던 테이프, 떼어낸 거예요"): what was taken
// off is then the item, not set aside for the thing it was on. Said
// without the break (라벨 떼어낸 거예요) the removed thing is the
// object of the verb and the 거 the thing it came off, which this
// leaves to SetAside.
func removedOneNamed(n normText, pos, k int) bool {
	e := wordEnd(n, pos+k)
	if e >= len(n.r) || !n.clauseStart[e] {
		return false
	}
	for i := e + 1; i < len(n.r); i++ {
		if n.clauseStart[i] {
			return false
		}
	}
	return removedOneRe.MatchString(string(n.r[e:]))
}

// traceWords name the mark a thing left (연필 자국, 테이프 자욱, 스티커
// 흔적).
var traceWords = []string{"자국", "자욱", "흔적"}

// maskTraces blanks every term that is the whole of the word right
// before a word that names a mark it left, in its clause ("도안 종이,
// 연필 자국 정도만 있어요", "테이프 자국 남은 상자"): a pencil's mark is
// no pencil, and the item is the thing marked. A term that runs over
// more than that word is kept (the 컵커피 of "일회용 컵 커피 자국" holds
// the cup).
func (c *Catalog) maskTraces(n normText) normText {
	return c.maskBeforeWordsAt(n, traceWords, func(t *term, at int) bool {
		e := at + len(t.runes)
		return n.tokStart[at] && !slices.Contains(n.tokStart[at+1:e], true)
	})
}

// colourAdnominals are the adnominal forms of the colour adjectives (노란
// 물, 빨간 뚜껑): said of a noun inside a clause that modifies the item,
// they only describe it, and clauseHead does not count them among the
// words the clause may run.
var colourAdnominals = []string{"노란", "누런", "빨간", "벌건", "붉은", "파란", "퍼런", "푸른", "하얀", "허연", "흰", "까만", "검은", "시커먼", "새까만", "거무스름한", "누르스름한", "불그스름한"}

// insoleWords start the words of a shoe's insole, a thing of its own
// that comes out of the shoe (깔창), unlike its sole (밑창), which
// is the shoe's.
var insoleWords = []string{"깔창"}

// insoleOf returns, when the term best at pos is a clothing term said
// bare right before a word of insoleWords that starts a term of another
// middle ("운동화 깔창 다 닳았어요", "등산화 깔창"), that term and its
// position: the insole taken out of the shoe is the item, the shoe
// says whose it is. A sole (운동화 밑창) stays the shoe, and so does a
// shoe whose insole is said taken out (운동화 깔창 빼고 버리려고요).
// Otherwise -1.
func (c *Catalog) insoleOf(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	e := pos + len(t.runes)
	if c.tax.Middles[t.middle].Key != "clothing" || !bareBeforeNext(n, e) {
		return -1, 0
	}
	if w, _ := wordAfter(n, e); !startsWithAny(w, insoleWords) {
		return -1, 0
	}
	// (an insole said taken out, "운동화 깔창 빼고 버리려고요", leaves
	// the shoe the item)
	if _, next := wordAfter(n, e); removalAfter(n, next) {
		return -1, 0
	}
	p := c.termAt(n, e, func(u *term) bool { return u.tier() == tierName && u.middle != t.middle })
	if p < 0 {
		return -1, 0
	}
	return p, e
}

// sizeWords34 say a thing's size or kind before its name (미니 가습기,
// 소형 선풍기, 휴대용 선풍기); bareInside lets one stand between a spot
// word and the thing in or beside another.
var sizeWords34 = []string{"미니", "소형", "초소형", "대형", "휴대용", "탁상용", "무선", "접이식"}

// emptyingStems start the verbs of taking a thing's contents out (다
// 꺼내고, 비우고).
var emptyingStems = []string{"꺼내", "꺼냈", "비우", "비웠", "비운"}

// emptiedOf reports whether the term of k runes at pos is followed,
// within its clause and four words, by a verb of taking the contents out
// (emptyingStems) and then by 빈 or 비었 ("건초 포장 비닐 다 꺼내고 빈
// 거"): the thing emptied is the item, and what was taken out of it is
// its contents, not the thing set aside.
func emptiedOf(n normText, pos, k int) bool {
	out := false
	for i, words := wordEnd(n, pos+k), 0; i < len(n.r) && words < 5 && !n.clauseStart[i]; words++ {
		w, next := wordAfter(n, i)
		switch {
		case startsWithAny(w, emptyingStems):
			out = true
		case out && (w == "빈" || strings.HasPrefix(w, "비었")):
			return true
		}
		i = next
	}
	return false
}
