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
// freshener aerosol, crayon box, tea tin): the thing thrown away. "can"
// is not one: it is as often the verb (the mug can go in the
// dishwasher).
var englishHeads38 = map[string]bool{
	"tin": true, "tins": true, "aerosol": true, "aerosols": true,
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
	if p < 0 || wordEnd(n, e+len(c.terms[p].runes)) != e+len(c.terms[p].runes) {
		return -1, 0
	}
	return p, e
}

// ---- a container, then what soils it ----

// residueSubjectStems38 start the verbs that say a residue is stuck on or
// dried in a thing (말라붙었어요, 눌어붙어, 들러붙은). 굳다 is not one: a
// food gone stale is said so (떡이 굳었어요).
var residueSubjectStems38 = []string{"말라붙", "눌어붙", "눌러붙", "들러붙", "달라붙", "붙어", "붙었", "끼어", "껴"}

// residueAfterContainer returns, when the term best at pos, a food's or a
// residue's (커피 찌꺼기), is the subject of its clause (이 or 가) and a
// verb of sticking follows within three words (커피 찌꺼기가 바닥에
// 말라붙었어요), the last container name (a name of a container stream)
// said before it in the text: the residue soils the container, which is
// the item. The container is looked for in the residue's clause and the
// one before, said bare or with a copula (페트병인데), not before a word
// of a side (반찬통 뒤에). containerSoiled reads a food right after a bare
// container.
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
	p, at := c.lastTermIn(n, clauseBefore38(n, pos), pos, func(u *term) bool {
		return u.tier() == tierName && !u.part && u.middle != t.middle && headMiddles[c.tax.Middles[u.middle].Key]
	})
	// (not a container said as where the residue's thing was: 반찬통
	// 뒤에 있던 떡)
	if p < 0 {
		return -1, 0
	}
	if own, _ := ending(n, at+len(c.terms[p].runes)); own != "" && own != "인데" && own != "이에요" && own != "예요" {
		return -1, 0
	}
	if w, _ := wordAfter(n, wordEnd(n, at+len(c.terms[p].runes))); startsWithAny(w, sideWords38) {
		return -1, 0
	}
	return p, at
}

// sideWords38 are the words of a side or a place next to a thing (옆에,
// 뒤에, 앞에, 위에, 밑에): a thing said before them is where another was.
var sideWords38 = []string{"옆", "뒤", "앞", "위", "밑", "아래", "근처"}

// clauseBefore38 returns where the clause before the one holding rune
// pos starts in n (0 at the text's start): how far back a reader looks
// for what a clause is about.
func clauseBefore38(n normText, pos int) int {
	seen := 0
	for i := pos; i > 0; i-- {
		if n.clauseStart[i] {
			seen++
			if seen == 2 {
				return i
			}
		}
	}
	return 0
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
var notConditionEnds38 = []string{"려면", "라면", "화면", "표면", "후면", "이면", "다면", "지면", "수면", "가면", "사면", "대면", "자면", "도면", "부면",
	"세면", "소면", "내면", "외면", "노면", "쫄면", "밀면", "쌀면", "우동면"}

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
	p, at := c.firstTermInWords(n, i, 10, otherNameThan(t))
	// (not a thing said as the subject of the condition's outcome, a
	// part of the item: 이 우산 펴면 비닐이 찢어져요)
	if p >= 0 {
		if own, _ := ending(n, at+len(c.terms[p].runes)); own == "이" || own == "가" {
			return -1, 0
		}
	}
	return p, at
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
	final := syllableFinal(rs[len(rs)-2])
	return final == finalNone || final == finalL
}

// ---- a bag said full ----

// fullnessAdverbs38 are the adverbs of how full or how soon that may
// stand between a bag's count and its verb of coming to (비닐봉지로 하나
// 꽉 찼어요, 봉투로 두 개 거의 찼어요, 하나 벌써 찼어요): cameToBag reads
// them as part of the measure.
var fullnessAdverbs38 = map[string]bool{"꽉": true, "거의": true, "벌써": true, "금방": true, "금세": true, "한가득": true, "가득": true, "그득": true}

// ---- a writing tool or a toothbrush said with its material ----

// anyMaterialNames38 are the names, as the catalog compacts them, of the
// general-stream things that go out as general waste whatever they are
// made of: writing tools (a pen holds ink, a spring and a nib) and
// toothbrushes (bristles set in the handle). A comb or a brush of metal
// is metal (kinds28.go), so only these names.
var anyMaterialNames38 = map[string]bool{"볼펜": true, "만년필": true, "샤프": true, "펜": true, "사인펜": true, "형광펜": true, "붓펜": true, "네임펜": true,
	"칫솔": true, "pen": true, "pens": true, "fountainpen": true, "ballpointpen": true, "toothbrush": true, "toothbrushes": true}

// holderWords38 are the words after a tool's name that make it the name
// of a holder (볼펜 통, 연필 케이스): a holder is of its material.
var holderWords38 = []string{"꽂이", "통", "케이스", "함", "상자", "case", "holder", "cup", "tin"}

// holderWord38 reports whether w is a holder's word (holderWords38),
// bare or with a particle (통에, 케이스는): not a word it only starts
// (함께, 통째로, cupboard).
func holderWord38(w string) bool {
	for _, h := range holderWords38 {
		if rest, ok := strings.CutPrefix(w, h); ok && (rest == "" || slices.Contains(holderParticles38, rest)) {
			return true
		}
	}
	return false
}

// holderParticles38 are the particles a holder's word may carry.
var holderParticles38 = []string{"에", "은", "는", "이", "가", "을", "를", "도", "에서", "이에요", "예요", "인데"}

// generalAfterMaterial returns, when the term best at pos is a
// material's bare name (no item: 플라스틱, 알루미늄) right before the
// name of a writing tool or a toothbrush (anyMaterialNames38) that ends
// its word and is not said as a holder's (플라스틱 만년필, 알루미늄 볼펜;
// not 플라스틱 볼펜 통), that name's term: such a thing is general waste
// whatever it is made of, as furniture is bulky (bulkyAfterMaterial).
func (c *Catalog) generalAfterMaterial(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.item >= 0 || t.tier() != tierName {
		return -1, 0
	}
	rest, f := ending(n, pos+len(t.runes))
	if rest != "" || f >= len(n.r) || n.clauseStart[f] {
		return -1, 0
	}
	p := c.termAt(n, f, func(u *term) bool {
		return u.tier() == tierName && u.item >= 0 && c.tax.Middles[u.middle].Key == "general" && anyMaterialNames38[string(u.runes)]
	})
	if p < 0 {
		return -1, 0
	}
	e := f + len(c.terms[p].runes)
	if wordEnd(n, e) != e {
		return -1, 0
	}
	if e < len(n.r) && !n.clauseStart[e] {
		if w, _ := wordAfter(n, e); holderWord38(w) {
			return -1, 0
		}
	}
	return p, f
}

// ---- a thing something was taken off ----

// takenOffStems38 start the verbs that say a thing was taken off or out
// of what is named with 에서 before them (쇠꼬치에서 빼, 병에서 뗀, 상자에서
// 꺼낸, 생선에서 발라낸).
var takenOffStems38 = []string{"빼", "뺀", "뺐", "떼", "뗀", "뗐", "발라", "꺼내", "꺼낸", "꺼냈", "뽑아", "뽑은", "벗겨", "벗긴"}

// takenOffFrom returns, when the Korean name term best at pos is said
// with 에서 right before a verb of taking off or out (양고기, 쇠꼬치에서
// 빼 모았어요), the last name term of another middle, not a part, said
// before it, else the first in the next five words: what it was taken
// off is the source, and what was taken off is the item.
func (c *Catalog) takenOffFrom(n normText, best, pos int) (int, int) {
	own, e, ok := c.nonFoodKoreanName(n, best, pos)
	if !ok || own != "에서" || e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	if w, _ := wordAfter(n, e); !startsWithAny(w, takenOffStems38) {
		return -1, 0
	}
	return c.otherNameBeforeElseAfter(n, c.terms[best], pos, e)
}

// ---- a compound's head, shorter than the thing before it ----

// containerNounEnds38 end the names of containers (분사캔, 생수병, 반찬통,
// 종이상자, 과자봉지): headAfter takes such a name as a compound's head
// even when it is shorter than the thing named before it.
var containerNounEnds38 = []string{"캔", "병", "통", "상자", "박스", "봉지", "봉투", "팩", "곽"}

// compoundContainerName38 reports whether rs, a term's runes, is a
// compound that ends in a container's noun (분사캔, 생수병), not the noun
// alone (박스, 봉지): only such a name is a head when shorter.
func compoundContainerName38(rs []rune) bool {
	w := string(rs)
	return slices.ContainsFunc(containerNounEnds38, func(s string) bool {
		return strings.HasSuffix(w, s) && len([]rune(s)) < len(rs)
	})
}

// ---- things gathered in a holder ----

// gatheredHabitual38 say, after 모아, that things were gathered in a
// holder as a habit of the past (모아 두던 통, 모아 뒀던 상자): the
// holder is the item (keptInAfter).
var gatheredHabitual38 = []string{"두던", "뒀던", "두었던", "놓던", "놨던", "놓았던"}

// ---- a bottle said to be of ceramic ----

// ceramicWords38 are the ceramic materials, as the catalog compacts
// them, that a bottle's name may be said after (도자기 술병, 사기 소주병,
// a ceramic sake bottle).
var ceramicWords38 = map[string]bool{"도자기": true, "사기": true, "옹기": true, "세라믹": true, "ceramic": true, "porcelain": true, "stoneware": true}

// ceramicWordMax38 is the length in runes of the longest ceramic word.
const ceramicWordMax38 = len("stoneware")

// ceramicBottle returns, when the term best at pos is a glass stream's
// (a bottle or a jar) and a ceramic word of the nonflammable stream ends right before it as
// a bare word (도자기 술병, 사기 와인병), that word's term and position: a
// bottle of ceramic is no glass bottle but ceramics, which go out as
// nonflammable waste.
func (c *Catalog) ceramicBottle(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if c.tax.Middles[t.middle].Key != "glass" || pos == 0 || !n.tokStart[pos] || n.clauseStart[pos] {
		return -1, 0
	}
	// (only as far back as the longest ceramic word: this runs on every
	// glass match)
	p, at := c.lastTermIn(n, max(0, pos-ceramicWordMax38), pos, func(u *term) bool {
		return c.tax.Middles[u.middle].Key == "nonflammable" && ceramicWords38[string(u.runes)]
	})
	if p < 0 || at+len(c.terms[p].runes) != pos {
		return -1, 0
	}
	return p, at
}

// ---- a thing named as company ----

// companionEnds38 are the particles of company (와인이랑, 맥주하고, 밥과)
// that, with 같이 or 함께 after, name a thing that went along with the
// item.
var companionEnds38 = []string{"랑", "이랑", "하고", "와", "과"}

// companionThing returns, when the Korean name term best at pos is said
// with a particle of company and 같이 or 함께 follows (와인이랑 같이 깔아둔
// 치즈 플래터, 맥주하고 함께 시킨 치킨), the first name term of another
// middle, not a part, in the next six words: the thing it went with is
// the item.
func (c *Catalog) companionThing(n normText, best, pos int) (int, int) {
	own, e, ok := c.nonFoodKoreanName(n, best, pos)
	if !ok || !slices.Contains(companionEnds38, own) || e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	w, i := wordAfter(n, e)
	if w != "같이" && w != "함께" {
		return -1, 0
	}
	t := c.terms[best]
	return c.firstTermInWords(n, i, 6, otherNameThan(t))
}

// ---- dust shaken off ----

// dustWords38 are the soils a thing is cleaned of (먼지, 흙, 모래, 털),
// as the catalog compacts them; cleanedOffStems38 start the verbs that
// say they were shaken, brushed or wiped off (털어내고, 털었어요,
// 닦아냈어요, 쓸어냈어요).
var (
	dustWords38       = map[string]bool{"먼지": true, "흙": true, "모래": true, "털": true, "dust": true, "sand": true}
	cleanedOffStems38 = []string{"털어", "털었", "털고", "닦아", "닦았", "닦고", "쓸어", "쓸었", "떨어내", "떨어냈", "떨고"}
)

// dustCleanedOff returns, when the term best at pos is a soil's word
// (dustWords38) said bare or with 만, 은/는 or 을/를 right before a verb
// of shaking or wiping it off (먼지만 털어내고 개어놨어요), the last name
// term of another middle said before it, else the first after it: the
// dust is what was cleaned off the item, not the item.
func (c *Catalog) dustCleanedOff(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !dustWords38[string(t.runes)] {
		return -1, 0
	}
	own, e := ending(n, pos+len(t.runes))
	if own != "" && own != "만" && own != "은" && own != "는" && own != "을" && own != "를" || e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	if w, _ := wordAfter(n, e); !startsWithAny(w, cleanedOffStems38) {
		return -1, 0
	}
	return c.otherNameBeforeElseAfter(n, t, pos, e)
}

// otherNameBeforeElseAfter returns the last name term of another middle
// than t's, not a part, said before rune pos, else the first in the five
// words of its clause from rune e: the thing a word at pos was said of
// (what was taken off it, what it was shaken off).
func (c *Catalog) otherNameBeforeElseAfter(n normText, t term, pos, e int) (int, int) {
	if p, at := c.lastTermIn(n, 0, pos, otherNameThan(t)); p >= 0 {
		return p, at
	}
	return c.firstTermAfter(n, e, 5, otherNameThan(t))
}

// ---- a pack count before its box ----

// packCountEnds38 end the words that say how many a box holds (열두
// 팩짜리, 30개입, 두 롤들이).
var packCountEnds38 = []string{"짜리", "개입", "입", "들이"}

// packCounters38 are the counters a pack count is said in (팩, 개, 롤).
var packCounters38 = []string{"팩", "개", "롤", "장", "병", "캔", "봉", "봉지", "매", "알", "리터", "l", "kg"}

// packCountWord38 reports whether w counts what a box holds: a counter
// (packCounters38), a number glued before it or not, then 짜리, 입 or 들이
// (팩짜리, 30개입, 4팩들이); not a plural's subject (손님들이) nor a word
// that only ends so (구입).
func packCountWord38(w string) bool {
	for _, e := range packCountEnds38 {
		rest, ok := strings.CutSuffix(w, e)
		if !ok {
			continue
		}
		rest = strings.TrimLeft(rest, "0123456789")
		if slices.Contains(packCounters38, rest) {
			return true
		}
	}
	return false
}

// packCountHead returns, when the Korean name term best at pos is said
// bare and the next words count what a box holds (a word ending in 짜리,
// 입 or 들이, a number before it allowed) and then name a container
// (물티슈 열두 팩짜리 박스, 기저귀 4팩들이 상자), that container's term and
// position: the box the packs came in is the item.
func (c *Catalog) packCountHead(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	f := pos + len(t.runes)
	if !bareBeforeNext(n, f) {
		return -1, 0
	}
	for words := 0; words < 2 && f < len(n.r) && !n.clauseStart[f]; words++ {
		w, next := wordAfter(n, f)
		if packCountWord38(w) {
			if next >= len(n.r) || n.clauseStart[next] {
				return -1, 0
			}
			p := c.termAt(n, next, func(u *term) bool {
				return u.tier() == tierName && !u.part && u.middle != t.middle && headMiddles[c.tax.Middles[u.middle].Key]
			})
			if p < 0 {
				return -1, 0
			}
			return p, next
		}
		f = next
	}
	return -1, 0
}
