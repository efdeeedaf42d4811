package catalog

import (
	"math"
	"slices"
	"strings"
)

// ---- session 34: a thing said to be of leather that no name reads ----

// leatherThing reads a text in which no term occurs but a word says the
// thing is made of leather or fake leather ("가죽 코스터", "가죽 끈 쓰고
// 남은 거", "인조가죽 필통 해진 거", "소가죽 키홀더"): leather goods
// other than clothes, bags, shoes and furniture, which have names of
// their own, go with general waste, as the taxonomy files leather scraps
// (가죽 자투리). It returns general's catch-all item, and false when the
// text says no leather word. Bare 가죽 is no name: said with a garment,
// a bag or a sofa (가죽 장갑, 가죽 소파) it is only their material, so
// it is read only when nothing else is named.
func (c *Catalog) leatherThing(text string, n, tn normText) (Match, bool) {
	at := firstWordStarting(n, leatherWords)
	if at < 0 || firstWordStarting(n, seatWords) >= 0 || firstWordStarting(n, shoeWords34) >= 0 || skinOfFood(n, at) {
		return Match{}, false
	}
	t := c.itemTerm("general", leatherItem)
	if t < 0 {
		return Match{}, false
	}
	m := c.tax.Middles[c.terms[t].middle]
	out := Match{Middle: m.Key, Item: m.Items[c.terms[t].item].Name, Named: c.namedMiddles(n)}
	out.Tags, out.Cleared = c.matchTags(text, tn, []rune(leatherWords[0]), m.Key)
	cov := math.Min(1, float64(len([]rune(leatherWords[0])))/float64(len(n.r)))
	out.Score = math.Round((0.6+0.4*cov)*1000) / 1000
	return out, true
}

// foodAnimals are words of animals eaten whose skin, said as a word of
// its own before 가죽 (닭 가죽, 오리 가죽 벗긴 거), is food, no leather.
var foodAnimals = []string{"닭", "오리", "생선", "연어", "장어", "돼지", "삼겹살", "족발", "chicken", "fish"}

// skinOfFood reports whether the leather word at rune at is said right
// after a word of foodAnimals ("닭 가죽 벗긴 거", "연어 가죽"): the skin
// of a food, which leatherThing leaves to the other readers. A word
// glued on (소가죽, 돼지가죽 지갑) is leather.
func skinOfFood(n normText, at int) bool {
	for s := at - 1; s >= 0; s-- {
		if n.tokStart[s] {
			w, _ := wordAfter(n, s)
			return !n.clauseStart[at] && slices.Contains(foodAnimals, w)
		}
	}
	return false
}

// seatWords start the words of a seat or a couch no name reads (가죽
// 카우치, 2인용 가죽 좌석): furniture, bulky whatever its cover, which
// leatherThing leaves to the other readers (session 34 merge).
var seatWords = []string{"카우치", "좌석", "시트", "소파", "쇼파", "의자", "체어", "벤치", "침대", "스툴"}

// shoeWords34 start the words of shoes no name reads (가죽 워커, 가죽 뮬,
// 가죽 모카신) and of a shoe's sole (가죽 워커 밑창 닳은 거): a shoe, no
// leather scrap, which leatherThing leaves to the other readers.
var shoeWords34 = []string{"워커", "뮬", "모카신", "밑창", "구두굽"}

// firstWordStarting is the rune where the first word of n that starts
// with one of words begins, or -1.
func firstWordStarting(n normText, words []string) int {
	for i := range n.r {
		if n.tokStart[i] {
			if w, _ := wordAfter(n, i); startsWithAny(w, words) {
				return i
			}
		}
	}
	return -1
}

// leatherItem is the general item leather goods are filed with.
const leatherItem = "생활 잡동사니"

// leatherWords start the words that say a thing is of leather: real,
// fake, cow or lamb leather, the loanword, and English ("leather
// coaster", "faux leather keyring").
var leatherWords = []string{"가죽", "인조가죽", "합성가죽", "소가죽", "양가죽", "돼지가죽", "레더", "합성피혁", "인조피혁", "leather"}

// ---- session 34: a device's battery compartment ----

// compartmentOwner returns, when the battery term best at pos is said
// bare before a word for its compartment or cover (batteryCompartment)
// and a name of another middle ends right before it in its clause
// ("아미밤 배터리 칸 고장 난 거", "멀티미터 배터리 뚜껑 없는 거"), that
// name's term and its position: the compartment is the device's part,
// and the device is the item. Otherwise -1.
func (c *Catalog) compartmentOwner(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !c.batteryCompartment(n, best, pos) {
		return -1, 0
	}
	keep := func(u *term) bool { return u.tier() == tierName && !u.part && u.middle != t.middle }
	if p, at := c.nameEndingAt(n, pos, keep); p >= 0 {
		return p, at
	}
	return c.deviceInBatteryName(n, pos, len(t.runes), keep)
}

// deviceInBatteryName returns, when the battery term of k runes at pos
// is a compound whose first word is itself a name of another middle
// ("리모컨 건전지" of "리모컨 건전지 뚜껑 없는 거"), that name's term and
// position: the battery named by its device, before its compartment, is
// the device's part. Otherwise -1.
func (c *Catalog) deviceInBatteryName(n normText, pos, k int, keep func(*term) bool) (int, int) {
	for e := pos + 1; e < pos+k; e++ {
		if !n.tokStart[e] {
			continue
		}
		end := e
		if p := c.termAt(n, pos, func(u *term) bool { return keep(u) && pos+len(u.runes) == end }); p >= 0 {
			return p, pos
		}
	}
	return -1, 0
}

// batteryCompartment reports whether term p, found at pos, is a battery's
// and is said bare right before a word for its compartment or its cover (칸,
// 뚜껑, 커버, 덮개, 단자: "아미밤 배터리 칸 고장 난 거", "리모컨 건전지
// 뚜껑 없는 거"): the compartment is a part of the device named before
// it, so the battery word is no battery taken out (BeatsProduct), and
// the device is the item. A battery said with its own state ("배터리
// 부푼 거") or with a case that may hold spare cells (배터리 케이스) is
// left to the battery rules.
func (c *Catalog) batteryCompartment(n normText, p, pos int) bool {
	t := c.terms[p]
	e := pos + len(t.runes)
	if c.tax.Middles[t.middle].Key != "battery" || !bareBeforeNext(n, e) {
		return false
	}
	w, _ := wordAfter(n, e)
	for _, cw := range compartmentWords {
		if w == cw || strings.HasPrefix(w, cw) && particles[strings.TrimPrefix(w, cw)] {
			return true
		}
	}
	return false
}

// compartmentWords name a battery's place in a device and its cover.
var compartmentWords = []string{"칸", "뚜껑", "커버", "덮개", "단자", "접점", "홀더"}

// ---- session 34 review: a board's material before a thing's name ----

// boardWords are the words of a board material that the taxonomy files,
// said alone, with general's scraps (MDF, MDF 조각): said bare before a
// thing's name they only say what it is made of.
var boardWords = []string{"mdf", "합판", "원목", "집성목", "파티클보드"}

// madeOfBoard returns, when the term best at pos is a bare board word
// (boardWords) right before a word that starts a name of another item
// ("MDF 책장", "MDF 수납장", "MDF 책상 버려요"), that name's term and its
// position: the furniture is the item, the board its material. A board
// said with a word of pieces (MDF 조각, MDF 판자 자른 거) stays the
// scrap. Otherwise -1.
func (c *Catalog) madeOfBoard(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	e := pos + len(t.runes)
	if !slices.Contains(boardWords, string(t.runes)) || !bareBeforeNext(n, e) {
		return -1, 0
	}
	p := c.termAt(n, e, func(u *term) bool { return u.tier() == tierName && !u.part && u.middle != t.middle })
	if p < 0 {
		return -1, 0
	}
	return p, e
}

// ---- session 34 review: a shoe's lace said in a clause of the shoe ----

// shoePartNames are the aliases session 34 gave general for a shoe's
// loose parts (laces, heel pads), read as things of their own when said
// alone (신발끈 한 묶음).
// (compacted, as terms are: 뒤꿈치패드)
var shoePartNames = compactAll([]string{"신발끈", "구두끈", "뒤꿈치 패드", "뒤꿈치 쿠션"})

// shoeOfLace returns, when the term best at pos is a shoe's part
// (shoePartNames) and, within three words after it in its clause, a
// verb's adnominal form (끊어진, 풀린, 빠진) stands right before a
// clothing name ("신발끈 끊어진 운동화", "뒤꿈치 패드 떨어진 구두"),
// that name's term and position: the clause says what state the shoe
// is in, and the shoe is the item. Otherwise -1.
func (c *Catalog) shoeOfLace(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !slices.ContainsFunc(shoePartNames, func(w []rune) bool { return slices.Equal(w, t.runes) }) {
		return -1, 0
	}
	i := wordEnd(n, pos+len(t.runes))
	for words := 0; i < len(n.r) && words < 3 && !n.clauseStart[i]; words++ {
		w, next := wordAfter(n, i)
		if next < len(n.r) && !n.clauseStart[next] && (adnominal(n, i, next) || adnominalVerb(w)) {
			p := c.termAt(n, next, func(u *term) bool {
				return u.tier() == tierName && !u.part && c.tax.Middles[u.middle].Key == "clothing"
			})
			if p >= 0 {
				return p, next
			}
		}
		i = next
	}
	return -1, 0
}
