package catalog

import (
	"regexp"
	"slices"
	"strings"
)

// ---- session 32: which named thing is the item ----

// rideVerbs, right after a thing's name (bare or with 를/을), say it was
// ridden, or a drink made (커피 타다가): 타다, 타다가, 타고, 타면서,
// 타는데, 타던, 탔다가, 탔는데, 타러. The forms that also say burnt (탄,
// 타서, 탔어요 said of a pot) are not among them.
var rideVerbs = []string{"타다", "타고", "타면서", "타는데", "타는", "타던", "탔다가", "탔는데", "탔던", "타러"}

// makeVerbs, right after a thing's name, say it was being made (호박 랜턴
// 만들면서 파낸 속, 케이크 만들다가 남은 생크림): what is made is not
// what is thrown. 만든 after a noun with 로 says a material and is read
// elsewhere.
var makeVerbs = []string{"만들면서", "만들다가", "만들다", "만들고", "만드느라", "만드는데", "만들었는데"}

// riddenThing returns, when the name term best at pos is said ridden or
// being made (a word of rideVerbs or makeVerbs follows it, its word
// ending with the term or with 를/을) and a name term of another item
// starts one of the next four words, that term and its position: what
// was ridden or made is where it happened, the thing after it is the
// item ("눈썰매 타다 다 젖은 방수바지", "자전거 타다가 바지가
// 찢어졌어요", "호박 랜턴 만들면서 파낸 호박 속"). A part (the bicycle's tyre, the sled's rope) is the ridden
// thing's and no item of its own. Otherwise -1.
func (c *Catalog) riddenThing(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	rest, e := ending(n, pos+len(t.runes))
	if rest != "" && rest != "를" && rest != "을" || e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	w, f := wordAfter(n, e)
	if !startsWithAny(w, rideVerbs) && !startsWithAny(w, makeVerbs) {
		return -1, 0
	}
	// (an appliance or a pot before 타고, 타던 burnt: 토스터 타고 빵
	// 부스러기 들러붙은 거)
	if k := c.tax.Middles[t.middle].Key; startsWithAny(w, rideVerbs) && (k == "e_waste" || k == "metal_can") {
		return -1, 0
	}
	keep := func(u *term) bool { return u.tier() == tierName && !u.part && u.item != t.item }
	for words := 0; words < 4 && f < len(n.r); words++ {
		// (the name may end a compound: 방수바지)
		_, g := wordAfter(n, f)
		for s := f; s < g; s++ {
			if p := c.termAt(n, s, keep); p >= 0 {
				return p, s
			}
		}
		f = g
	}
	return -1, 0
}

// meshWords are the words of a net bag that also name a device's mesh:
// a shaver's foil, a fan's guard, a filter, a microphone's grille.
var meshWords = []string{"망", "그물망", "철망"}

// meshOfDevice returns, when the name term best at pos is a mesh word
// (meshWords) and a name term of a Product middle (an appliance, a
// device) ends at most three words before it in its clause with only
// bare words between ("면도기 헤드 망", "마이크 머리 부분 그물망",
// "전기모기채 망", "선풍기 망"), that device's term and its position: the
// mesh is the device's part, not a net bag. Otherwise -1.
func (c *Catalog) meshOfDevice(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !c.isMesh(&t) || c.tax.Middles[t.middle].Product {
		return -1, 0
	}
	words := 0
	for s := pos - 1; s >= 0 && words <= 3; s-- {
		if n.tokStart[s+1] && s+1 < pos {
			words++
		}
		p := c.termAt(n, s, func(u *term) bool {
			return u.tier() == tierName && !u.part && c.tax.Middles[u.middle].Product
		})
		if p >= 0 {
			e := s + len(c.terms[p].runes)
			if e > pos {
				continue
			}
			// (only bare words between: 면도기에 씌운 망 is another thing)
			if rest, _ := ending(n, e); rest != "" && e < pos && !n.tokStart[e] {
				return -1, 0
			}
			return p, s
		}
		if n.clauseStart[s] {
			break
		}
	}
	return -1, 0
}

// meshOfProduct reports whether the term p at pos is a mesh word said
// of a device named before it (meshOfDevice): the device's part, not
// packaging that beats the product.
func (c *Catalog) meshOfProduct(n normText, p, pos int) bool {
	q, _ := c.meshOfDevice(n, p, pos)
	return q >= 0
}

// isMesh reports whether t is a name term that is a mesh word. (The
// length is checked first: it runs as a keep over every term.)
func (c *Catalog) isMesh(t *term) bool {
	return len(t.runes) <= 3 && t.tier() == tierName && slices.Contains(meshWords, string(t.runes))
}

// meshSaidOfDevice reports whether the subject np of a state in text
// holds a mesh word said of a device named before it in the text
// (meshOfDevice: "마이크 머리 부분 그물망이 깨져서", whose subject the
// reader cuts to "머리 부분 그물망"; "선풍기 망이"): the device's part. A
// net bag's mesh ("양파 망이 찢어졌는데 같이 버리는 선풍기") is not.
func (c *Catalog) meshSaidOfDevice(text, np string) bool {
	// (every mesh word holds 망: most subjects need no search)
	if !strings.Contains(np, "망") {
		return false
	}
	n, sub := normalize(text), compact(np)
	for s := 0; s+len(sub) <= len(n.r); s++ {
		if !slices.Equal(n.r[s:s+len(sub)], sub) {
			continue
		}
		for i := s; i < s+len(sub); i++ {
			if p := c.termAt(n, i, c.isMesh); p >= 0 && c.meshOfProduct(n, p, i) {
				return true
			}
		}
	}
	return false
}

// sheathWords, right after an item's name, make a compound naming its
// cover or case (스케이트날 커버, 안경 케이스, 칼집 as 칼 + 집).
var sheathWords = []string{"커버", "케이스", "집"}

// accessoryNamed returns, when the name term best at pos is an item's
// (not a material's: 플라스틱 케이스 is the case) with a sheathWords
// word right after it, bare or glued (스케이트날 커버, 스케이트 날집,
// 안경 케이스), and the text names another item or material after it
// that is no device's (the packaging it came in, the material said),
// the best such term and its position: the thing named first only says
// what the cover or case is for. A device named beside it is what the
// cover is for (마이크 스펀지 커버), and a cover with nothing else named
// stays as it is read.
func (c *Catalog) accessoryNamed(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	e := pos + len(t.runes)
	if t.tier() != tierName || t.item < 0 || c.tax.Middles[t.middle].Product || e >= len(n.r) || n.clauseStart[e] {
		return -1, 0
	}
	w := ""
	if n.tokStart[e] {
		w, _ = wordAfter(n, e)
		// (집 as a word of its own with 에 is a house, where the thing
		// is: 우산 집에 많은데 비닐 찢어진 거)
		if houseSaid(w) {
			return -1, 0
		}
	} else {
		w, _ = ending(n, e)
	}
	if !startsWithAny(w, sheathWords) {
		return -1, 0
	}
	// (a food before 집 names a shop: 빵집, 떡집)
	if strings.HasPrefix(w, "집") && c.tax.Middles[t.middle].Key == "food_waste" {
		return -1, 0
	}
	keep := func(u *term) bool {
		return u.tier() == tierName && !u.part && u.item != t.item && !c.tax.Middles[u.middle].Product
	}
	// (named after the cover: what is said before it is a part or a
	// decoration on it, 금속 장식 붙은 안경 케이스; but a material said
	// bare right before the name is the case's: 투명 플라스틱 샌드위치
	// 케이스)
	if pos > 0 && n.tokStart[pos] && !n.clauseStart[pos] {
		w, b := wordBefore(n, pos)
		if p := c.termAt(n, b, keep); p >= 0 && c.terms[p].item < 0 && len(c.terms[p].runes) == len([]rune(w)) {
			return p, b
		}
	}
	return c.bestTerm(mask(n, 0, e), keep)
}

// houseSaid reports whether the word w is 집 with a locative particle
// (집에, 집에서, 집에도): a house, where a thing is, not a sheath.
func houseSaid(w string) bool {
	rest, ok := strings.CutPrefix(w, "집")
	return ok && strings.HasPrefix(rest, "에")
}

// caseWith returns, when the name term best at pos ends with a
// sheathWords word and -째 follows it (휴대폰 케이스째로, 카메라
// 커버째): the thing with its case on, the best name term inside the
// span before the case word, of a Product middle, and its position: the
// device in its case is the item. Otherwise -1.
func (c *Catalog) caseWith(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	e := pos + len(t.runes)
	if rest, _ := ending(n, e); !strings.HasPrefix(rest, "째") {
		return -1, 0
	}
	for _, w := range sheathWords {
		h := pos + len(t.runes) - len([]rune(w))
		if h <= pos || string(n.r[h:e]) != w {
			continue
		}
		inside := mask(mask(n, 0, pos), h, len(n.r)-h)
		return c.bestTerm(inside, func(u *term) bool {
			return u.tier() == tierName && c.tax.Middles[u.middle].Product
		})
	}
	return -1, 0
}

// stoneFruits have stones too hard for food waste: their 씨 is general
// waste whatever is named with it.
var stoneFruits = []string{"복숭아", "천도", "살구", "자두", "망고", "아보카도", "체리", "대추", "매실", "올리브", "리치", "peach", "plum", "cherry", "apricot", "mango", "avocado", "olive", "date"}

// bareSeeds are the bare seed words of the seed item: said alone they name
// no fruit.
var bareSeeds = []string{"씨", "씨앗"}

// softSeeds returns, when the name term best at pos is a bare seed word
// (bareSeeds) and the text names a food (호박 속이랑 씨, 사과 껍질이랑
// 씨 박힌 속심, 수박 씨) and no stone fruit (stoneFruits), that food's
// term and its position: the seeds of a soft fruit or a vegetable go
// with its flesh and peel as food waste; only hard stones are general.
// Otherwise -1.
func (c *Catalog) softSeeds(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	// (not the seeds' shells: 해바라기 씨 껍질)
	if !slices.Contains(bareSeeds, string(t.runes)) || startsWithAny(string(n.r[pos+len(t.runes):min(len(n.r), pos+len(t.runes)+3)]), []string{"껍질", "껍데기"}) {
		return -1, 0
	}
	text := string(n.r)
	if slices.ContainsFunc(stoneFruits, func(f string) bool { return strings.Contains(text, f) }) {
		return -1, 0
	}
	food := c.middleIdx["food_waste"]
	if p, at := c.bestTerm(mask(n, pos, len(t.runes)), func(u *term) bool {
		return !u.part && u.middle == food && u.tier() != tierGeneric
	}); p >= 0 {
		return p, at
	}
	// (a fruit's peel, flesh or core said with them names no food
	// term: 껍질이랑 씨 박힌 속심, the fruit's peel is the item)
	for i := 0; i < len(n.r); i++ {
		if !n.tokStart[i] || i == pos {
			continue
		}
		if w, _ := wordAfter(n, i); startsWithAny(w, fleshWords) {
			if p := c.itemTerm("food_waste", "과일 껍질"); p >= 0 {
				return p, i
			}
		}
	}
	return -1, 0
}

// fleshWords start the words for a fruit's peel, flesh or core.
var fleshWords = []string{"껍질", "과육", "속심", "꼭지"}

// itemByName returns the index of the middle with the key and of its
// item with the name; ok is false when either is not in the taxonomy.
func (c *Catalog) itemByName(middle, name string) (mi, ii int, ok bool) {
	mi, found := c.middleIdx[middle]
	if !found {
		return 0, 0, false
	}
	for k, it := range c.tax.Middles[mi].Items {
		if it.Name == name {
			return mi, k, true
		}
	}
	return 0, 0, false
}

// itemTerm is the index of the term that is the item's own name in the
// middle with the key, or -1.
func (c *Catalog) itemTerm(middle, name string) int {
	mi, ok := c.middleIdx[middle]
	if !ok {
		return -1
	}
	want := compact(name)
	for i := range c.terms {
		if t := &c.terms[i]; t.middle == mi && t.item >= 0 && slices.Equal(t.runes, want) {
			return i
		}
	}
	return -1
}

// drinkNames are the bare Korean and English names of drinks that the
// taxonomy reads as their bottle or can (와인, 맥주, 콜라): said bare
// right before a word of spilling (원피스에 레드와인 쏟아서), they are
// the drink spilt, as with 을/를 (maskSpilt).
var drinkNames = []string{"와인", "레드와인", "화이트와인", "맥주", "콜라", "사이다", "커피", "주스", "음료", "음료수", "우유", "소주", "막걸리", "술", "wine", "beer", "coke", "soda", "coffee", "juice", "milk"}

// drinkDousedRe says a thing was doused in a drink (맥주를 뒤집어썼어요,
// 콜라를 뒤집어쓴): the thing is wet, as with a drink spilt on it
// (spiltOnThing).
var drinkDousedRe = regexp.MustCompile(`(커피|콜라|주스|쥬스|우유|음료|음료수|맥주|술|소주|사이다|와인|라떼|물)(을|를)\s(\S+\s)?(뒤집어쓰|뒤집어썼|뒤집어쓴|뒤집어써)`)

// coverOverStems start the Korean verbs of putting a cover over a thing
// (씌워 오는, 씌운, 덮어 둔).
var coverOverStems = []string{"씌워", "씌웠", "씌운", "씌우", "덮어", "덮은", "덮었", "덮던"}

// coverNext reports whether the word of n at rune at is a verb of
// putting a cover over a thing (coverOverStems): a thing said with 에 before
// it is what was covered, and the cover is the item ("수건에 씌워 오는
// 비닐", "항아리에 덮어 둔 비닐").
func coverNext(n normText, at int) bool {
	return stemAhead(n, at, 1, coverOverStems, nil)
}

// filmCoverWords are mixed_material's words for a film lid on another
// thing (비닐 덮개 on a cup, 비닐 씰, 비닐 창 of a paper envelope).
var filmCoverWords = []string{"비닐 덮개", "필름 덮개", "비닐 씰", "비닐 창"}

// tags32 applies the session-32 tag kinds read after depth32:
//
//   - a film cover said of a vinyl item that names no other material
//     (세탁소에서 씌워 오는 얇은 비닐 덮개) is the item itself, not a
//     film lid on a thing of another material: no mixed_material;
//   - soggy said where food is still in the package (새우깡 반 정도 남아
//     있는데 눅눅해져서) is the food's, not the package wet: no wet;
//   - a cork said still in a glass bottle, in English ("half the cork
//     snapped off and stuck in the neck"), is a cap on, and its
//     snapping is no break of the bottle;
//   - a price list printed on paper (가격표 전단지, 가격표 종이) is the
//     paper item itself, no price tag on it, unless one is said stuck.
func (c *Catalog) tags32(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	if middle == "vinyl" && ed.has("mixed_material") && slices.ContainsFunc(filmCoverWords, func(w string) bool { return strings.Contains(lower, w) }) && !otherMaterialSaidOn(lower, middle) {
		ed.drop("mixed_material")
	}
	if ed.has("wet") && ed.has("contents_left") && soggyOnly(lower) {
		ed.drop("wet")
	}
	// (a cork still in its bottle is a cap on, and its snapping is the
	// cork's, not the bottle's)
	if middle == "glass" && strings.Contains(lower, "cork") && slices.ContainsFunc(corkInWords, func(w string) bool { return strings.Contains(lower, w) }) {
		ed.drop("broken")
		ed.add("cap_attached")
	}
	if middle == "paper" && ed.has("label_attached") && priceListRe.MatchString(lower) && !strings.Contains(lower, "붙") {
		ed.drop("label_attached")
	}
	return ed.tags, ed.cleared
}

// wetOtherWords say a thing is wet otherwise than soggy.
var wetOtherWords = []string{"젖", "축축", "물기", "비 맞", "빗물", "흠뻑", "wet", "damp", "soak", "drench"}

// waterSaidRe is water named as a word of its own (물이, 물에), not the
// end of a longer noun (내용물이, 음식물이, 국물이).
var waterSaidRe = regexp.MustCompile(`(^|\s)물(이|에)`)

// soggyOnly reports whether lower says soggy (눅눅, soggy) and no other
// word of wetness.
func soggyOnly(lower string) bool {
	if !strings.Contains(lower, "눅눅") && !strings.Contains(lower, "soggy") {
		return false
	}
	return !slices.ContainsFunc(wetOtherWords, func(w string) bool { return strings.Contains(lower, w) }) && !waterSaidRe.MatchString(lower)
}

// headingTerm returns, when the text opens with a heading ended by a
// colon ("halloween punch table leftovers: a green 7up bottle, …",
// "주방 정리: 깨진 유리컵") and the term best at pos lies in it, the best
// term after the colon, when it names a whole thing within the first
// four words there, and its position: the heading says where or
// what kind, the words after it name the thing. Otherwise -1.
func (c *Catalog) headingTerm(text string, n normText, best, pos int) (int, int) {
	i := headingColon(text)
	if i < 0 {
		return -1, 0
	}
	cut := len(normalize(text[:i]).r)
	if pos >= cut || cut >= len(n.r) {
		return -1, 0
	}
	// (a thing's name right before the colon is the item, its states
	// listed after: "잼병: 세척 O, 뚜껑 닫힘", "juice carton: straw poked
	// in"; leftovers are a heading: "hiking leftovers: two clear …")
	if t := c.terms[best]; wordEnd(n, pos+len(t.runes)) == cut && c.tax.Middles[t.middle].Key != "food_waste" {
		return -1, 0
	}
	// (the words after the colon must open with the thing, "a green
	// 7up bottle", "빈 생수병 다섯 개", not with states of the thing the
	// heading names, "잼병: 세척 O, 뚜껑 닫힘", "juice carton: straw
	// poked in"): a whole thing, no part, within its first four words
	p, at := c.bestTiered(mask(n, 0, cut), func(u *term) bool { return u.tier() != tierGeneric && !u.part })
	if p < 0 {
		return -1, 0
	}
	if wordsBetween(n, cut-1, at) > 4 {
		return -1, 0
	}
	return p, at
}

// causeTerm returns, when the name term best at pos is said as a cause,
// with 때문 after it, bare or glued (촛농 때문인지 금이 갔음, 습기 때문에
// 곰팡이 핀 상자), or as the time of an event, with 때 after it (윷놀이
// 때 말판 그려 쓴 종이판), the best name term of another middle in the text and
// its position: what caused the state is not the item. Otherwise -1.
func (c *Catalog) causeTerm(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	rest, e := ending(n, pos+len(t.runes))
	said := strings.HasPrefix(rest, "때문")
	if !said && rest == "" && e < len(n.r) && !n.clauseStart[e] {
		w, f := wordAfter(n, e)
		switch w {
		// (or the time of an event: 윷놀이 때 말판 그려 쓴 종이판; 때
		// the word for dirt takes 가 or a verb of soiling: 때 묻은 셔츠)
		case "때", "때는", "때에", "때마다":
			next, _ := wordAfter(n, f)
			said = f < len(n.r) && !startsWithAny(next, dirtVerbs)
		default:
			said = strings.HasPrefix(w, "때문")
		}
	}
	if !said {
		return -1, 0
	}
	return c.bestTerm(mask(n, pos, len(t.runes)), func(u *term) bool {
		return u.tier() == tierName && !u.part && u.middle != t.middle
	})
}

// dirtVerbs start the words that say dirt (때) soiled a thing: 때 묻은,
// 때 낀, 때 탄.
var dirtVerbs = []string{"묻", "끼", "낀", "꼈", "탄", "탔", "타", "찌", "절", "꼬질"}

// headingColon is the byte index in text of the first colon that can end
// a heading, or -1: a colon between digits is a time or a ratio (오후
// 3:30에, 1:1로 섞은), no heading.
func headingColon(text string) int {
	for i := 0; i < len(text); i++ {
		if text[i] != ':' {
			continue
		}
		if i > 0 && i+1 < len(text) && isDigitByte(text[i-1]) && isDigitByte(text[i+1]) {
			continue
		}
		return i
	}
	return -1
}

// isDigitByte reports whether b is an ASCII digit.
func isDigitByte(b byte) bool {
	return b >= '0' && b <= '9'
}

// outerWords say a film is on a thing's outside (겉 비닐, 겉면 비닐).
var outerWords = []string{"겉", "겉면", "겉에", "겉면에"}

// bottleFilm returns, when the term best at pos is a film's (a vinyl
// term) said on a bottle's outside, with 겉 or 겉면 between ("페트병 겉
// 비닐 안 벗겼어요", "생수병 겉비닐 그대로"), the bottle's term and its
// position: the film is the bottle's wrap label, the bottle is the item.
// Otherwise -1.
func (c *Catalog) bottleFilm(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if c.tax.Middles[t.middle].Key != "vinyl" || pos == 0 {
		return -1, 0
	}
	b := pos
	switch {
	case strings.HasPrefix(string(t.runes), "겉") && n.tokStart[pos]:
		// (the film's own name says it: 겉비닐)
	case n.tokStart[pos]:
		w, wb := wordBefore(n, pos)
		if !slices.Contains(outerWords, w) {
			return -1, 0
		}
		b = wb
	case strings.HasSuffix(string(n.r[:pos]), "겉"):
		// (glued: 겉비닐 read as 비닐)
		b = pos - 1
	default:
		return -1, 0
	}
	if b == 0 || n.clauseStart[b] {
		return -1, 0
	}
	_, ob := wordBefore(n, b)
	p := c.termAt(n, ob, func(u *term) bool {
		k := c.tax.Middles[u.middle].Key
		return u.tier() == tierName && (k == "clear_pet" || k == "glass" || k == "plastic")
	})
	if p < 0 || ob+len(c.terms[p].runes) != b {
		return -1, 0
	}
	return p, ob
}

// labelItemWords are labels the taxonomy lists as things of their own
// (a sheet of 라벨지, 네임 스티커): said stuck on another thing, they are
// its label.
var labelItemWords = compactAll([]string{"라벨지", "네임 스티커", "이름 스티커", "이름표"})

// labelStuckOn returns, when the term best at pos is one of
// labelItemWords, said stuck (a word of stuckStems within the next two
// words) on a thing named right before it with 에 ("통에 네임 스티커
// 붙어 있어요", "병에 라벨지 붙어있음"), that thing's term and its
// position: the label is on the item. Otherwise -1.
func (c *Catalog) labelStuckOn(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !isLabelItem(&t) || !n.tokStart[pos] || n.clauseStart[pos] {
		return -1, 0
	}
	if !stuckAfter(n, pos+len(t.runes)) {
		return -1, 0
	}
	w, b := wordBefore(n, pos)
	stem, ok := strings.CutSuffix(w, "에")
	if !ok || stem == "" {
		return -1, 0
	}
	p := c.termAt(n, b, func(u *term) bool { return u.tier() != tierGeneric && u.middle != t.middle })
	if p < 0 || len(c.terms[p].runes) != len([]rune(stem)) {
		return -1, 0
	}
	return p, b
}

// isLabelItem reports whether t is one of labelItemWords.
func isLabelItem(t *term) bool {
	return slices.ContainsFunc(labelItemWords, func(w []rune) bool { return slices.Equal(w, t.runes) })
}

// priceListRe says a paper is a printed price list: 가격표 right before
// a word for printed paper.
var priceListRe = regexp.MustCompile(`가격표\s?(전단지|전단|종이|용지|책자|안내문|인쇄물|목록|리스트)`)

// corkWords name a cork, which the taxonomy lists as a thing of its own.
var corkWords = []string{"cork", "corks", "코르크", "코르크마개"}

// corkInWords say a cork is still in its bottle (stuck in the neck,
// 병목에 박혀).
var corkInWords = []string{"in the neck", "in the bottle", "still in", "stuck in", "jammed in", "병목에", "병 입구에", "병입구에", "안에 박", "속에 박"}

// corkInBottle returns, when the term best at pos is a cork's (corkWords)
// and the text says it is still in the bottle ("half the cork snapped
// off and stuck in the neck", "코르크가 병목에 박혀서"), the best glass
// term of the text, else the wine bottle's term at a bottle said by a
// weak word ("the bottle's drained"), and its position: the corked
// bottle is the item. Otherwise -1.
func (c *Catalog) corkInBottle(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !slices.Contains(corkWords, string(t.runes)) {
		return -1, 0
	}
	text := string(n.r)
	if !slices.ContainsFunc(corkInWords, func(w string) bool { return strings.Contains(text, string(compact(w))) }) {
		return -1, 0
	}
	glass := c.middleIdx["glass"]
	if p, at := c.bestTiered(mask(n, pos, len(t.runes)), func(u *term) bool { return u.middle == glass && u.tier() != tierGeneric }); p >= 0 {
		return p, at
	}
	// (a bottle said only by a weak word, "the bottle's drained", is a
	// wine bottle: a cork stops one)
	if p, at := c.bestTiered(mask(n, pos, len(t.runes)), func(u *term) bool {
		return u.weak && strings.Contains(string(u.runes), "bottle") || string(u.runes) == "병"
	}); p >= 0 {
		if w := c.itemTerm("glass", "와인병"); w >= 0 {
			return w, at
		}
	}
	return -1, 0
}
