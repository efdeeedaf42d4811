package catalog

import (
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Which named thing is the item, kinds of session 38.

// ---- an English compound's last noun ----

// englishHeads38 are the English container words, written as the catalog
// compacts them, that end an English noun compound as its head (air
// freshener aerosol, crayon box, tea tin): the thing thrown away.
var englishHeads38 = map[string]bool{
	"can": true, "cans": true, "tin": true, "tins": true, "aerosol": true, "aerosols": true,
	"aerosolcan": true, "aerosolcans": true, "spraycan": true, "spraycans": true,
	"box": true, "boxes": true, "carton": true, "cartons": true, "pouch": true, "pouches": true,
	"jar": true, "jars": true, "tub": true, "tubs": true, "tray": true, "trays": true,
}

// englishCompoundHead returns, when the text is English and the name
// term best at pos, not a food nor a container's or a material's word of
// a container stream, is followed right away in its clause by a
// container word of another middle (englishHeads38: "air freshener
// aerosol", "crayon box"), that word's term and position: in an English
// noun compound the last noun is the thing, the nouns before it say what
// it held. headAfter reads the Korean compounds.
func (c *Catalog) englishCompoundHead(text string, n normText, best, pos int) (int, int) {
	t := c.terms[best]
	// (a container's own word or a material before the head is no
	// product: "polystyrene box", "soy milk box", "cardboard carton")
	if korean.HasHangul(text) || t.tier() != tierName || c.tax.Middles[t.middle].Key == "food_waste" || headMiddles[c.tax.Middles[t.middle].Key] {
		return -1, 0
	}
	e := pos + len(t.runes)
	if e >= len(n.r) || !n.tokStart[e] || n.clauseStart[e] {
		return -1, 0
	}
	p := c.termAt(n, e, func(u *term) bool {
		return u.tier() != tierWeak && !u.part && u.middle != t.middle && headMiddles[c.tax.Middles[u.middle].Key] && englishHeads38[string(u.runes)]
	})
	if p < 0 || !wordBoundaryAt(n, e+len(c.terms[p].runes)) {
		return -1, 0
	}
	return p, e
}

// wordBoundaryAt reports whether rune i of n ends a word: the end of n or
// a token start.
func wordBoundaryAt(n normText, i int) bool {
	return i >= len(n.r) || n.tokStart[i]
}

// ---- a container, then what soils it ----

// residueSubjectStems38 start the verbs that say a residue is stuck on or
// dried in a thing (말라붙었어요, 눌어붙어, 들러붙은, 굳어 있어요).
var residueSubjectStems38 = []string{"말라붙", "눌어붙", "눌러붙", "들러붙", "달라붙", "굳어", "굳었", "붙어", "붙었", "끼어", "껴"}

// residueAfterContainer returns, when the term best at pos, a food's or a
// residue's (커피 찌꺼기), is the subject of its clause (이 or 가) and a
// verb of sticking follows within three words (커피 찌꺼기가 바닥에
// 말라붙었어요), the last container name (a name of a container stream)
// said before it in the text: the residue soils the container, which is
// the item. containerSoiled reads a food right after a bare container.
func (c *Catalog) residueAfterContainer(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !residueMiddle38(c.tax.Middles[t.middle].Key, t) || pos == 0 {
		return -1, 0
	}
	own, f := ending(n, pos+len(t.runes))
	if own != "이" && own != "가" {
		return -1, 0
	}
	if !stemAhead(n, f, 3, residueSubjectStems38, nil) {
		return -1, 0
	}
	return c.lastTermIn(n, 0, pos, func(u *term) bool {
		return u.tier() == tierName && !u.part && u.middle != t.middle && headMiddles[c.tax.Middles[u.middle].Key]
	})
}

// residueMiddle38 reports whether a term of the middle key names a
// residue: a food, or grounds (찌꺼기) of the general stream.
func residueMiddle38(key string, t term) bool {
	return key == "food_waste" || key == "general" && strings.HasSuffix(string(t.runes), "찌꺼기")
}

// ---- a thing in a clause of a condition ----

// notConditionEnds38 end words that end in 면 but state no condition of
// a habit: a purpose (버리려면) or a noun whose syllable before 면 is
// open (라면, 화면, 표면, 가면). Nouns with a closed syllable there (뒷면,
// 앞면, 냉면) are told apart by conditionWord38.
var notConditionEnds38 = []string{"려면", "라면", "화면", "표면", "후면", "이면", "다면", "지면", "수면", "가면", "사면", "대면", "자면", "도면", "부면"}

// conditionThing returns, when the Korean name term best at pos is said
// bare or with 을/를 and a verb in -면 follows within two words (모니터
// 오래 보면 머리가 아파서 사 둔 두통약, 에어컨 틀면 목이 칼칼해서 먹던
// 사탕), the first name term of another middle, not a part, in the next
// ten words across the clause break: what is done in a condition is a
// habit that led to the item, not the item.
func (c *Catalog) conditionThing(n normText, best, pos int) (int, int) {
	w, i, ok := c.wordAfterName(n, best, pos, true)
	if !ok {
		return -1, 0
	}
	for words := 0; ; words++ {
		if conditionWord38(w) {
			break
		}
		if words == 1 || i >= len(n.r) || n.clauseStart[i] {
			return -1, 0
		}
		w, i = wordAfter(n, i)
	}
	t := c.terms[best]
	return c.firstTermInWords(n, i, 10, otherNameThan(t))
}

// conditionWord38 reports whether w is a verb in -면 stating a condition
// (보면, 틀면, 먹으면), not a purpose or a noun (notConditionEnds38): the
// syllable before 면 is open (보면), ends in ㄹ (틀면) or is 으 (먹으면).
// A closed syllable there is a noun's (뒷면, 앞면, 냉면, 측면).
func conditionWord38(w string) bool {
	rs := []rune(w)
	if len(rs) < 2 || rs[len(rs)-1] != '면' || slices.ContainsFunc(notConditionEnds38, func(s string) bool { return strings.HasSuffix(w, s) }) {
		return false
	}
	before := rs[len(rs)-2]
	if before < 0xAC00 || before > 0xD7A3 {
		return false
	}
	final := (before - 0xAC00) % 28
	return final == 0 || final == 8 // open, or ㄹ
}

// ---- a bag said full ----

// fullnessAdverbs38 are the adverbs of how full that may stand between a
// bag's count and its verb of coming to (비닐봉지로 하나 꽉 찼어요, 봉투로
// 두 개 거의 찼어요): cameToBag reads them as part of the measure.
var fullnessAdverbs38 = map[string]bool{"꽉": true, "거의": true, "벌써": true, "금방": true, "금세": true, "한가득": true, "가득": true, "그득": true}
