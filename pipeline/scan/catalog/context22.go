package catalog

import (
	"slices"
	"strings"
)

// ---- a food that names its package, said to be eaten or spoiled ----

// packedFoods are aliases of packaging items that name the food the
// package holds, a food eaten with a spoon or fork and not poured out
// (요거트 for the yogurt cup, 햇반 for the rice tray, 스팸 for the tin):
// a text that names only the food and says it was left uneaten or went
// bad is about the food. Drinks are not here: a half-drunk milk is a
// carton with contents left.
var packedFoods = []string{"요거트", "요플레", "비요뜨", "떠먹는요거트", "그릭요거트", "yogurt", "yoghurt",
	"햇반", "즉석밥", "오뚜기밥", "사발면", "컵라면", "컵밥",
	"스팸", "리챔", "런천미트", "동원참치",
	"생크림", "누텔라"}

// eatenWords say a food was left uneaten (먹다 남은, 먹다 만, 남긴) and
// spoiledWords that it went bad (상한, 쉰, 곰팡이 핀); either makes the
// food, not its package, what the text is about.
var (
	eatenWords   = []string{"먹다", "먹던", "남긴", "남겼", "leftover", "half-eaten", "uneaten"}
	spoiledWords = []string{"상한", "상했", "상해", "쉰", "쉬었", "쉬어", "곰팡이", "곰팡", "썩은", "썩었", "썩어", "변질", "moldy", "mouldy", "spoiled", "spoilt", "rotten", "gone off"}
)

// packageWords name a package or part of one; a text that names one
// (요거트 통, 햇반 용기, 스팸 캔 뚜껑) is about the package, and so is one
// that says it goes out with its package (-째).
var packageWords = []string{"용기", "통", "컵", "병", "캔", "팩", "곽", "갑", "봉지", "봉투", "뚜껑", "그릇", "포장", "껍데기", "비닐", "플라스틱", "깡통", "케이스", "트레이", "째",
	"cup", "cups", "pot", "pots", "tub", "tubs", "can", "cans", "tin", "tins", "jar", "jars", "lid", "lids", "container", "containers", "packaging", "tray", "trays", "carton"}

// leftoverFood returns the food_waste middle and its leftover-food item
// when term t, found at pos, is one of packedFoods and the text says
// the food was left uneaten or went bad and names no package: "먹다 남은
// 요거트", "곰팡이 핀 햇반 밥". ok is false otherwise.
func (c *Catalog) leftoverFood(n normText, t term, pos int) (mi, ii int, ok bool) {
	if !slices.Contains(packedFoods, string(t.runes)) {
		return 0, 0, false
	}
	eaten, spoiled := false, false
	for at := 0; at < len(n.r); {
		if at >= pos && at < pos+len(t.runes) {
			at = wordEnd(n, pos+len(t.runes))
			continue
		}
		w, next := wordAfter(n, at)
		if slices.ContainsFunc(packageWords, func(p string) bool {
			return isASCIIAlnum([]rune(p)[0]) && w == p || !isASCIIAlnum([]rune(p)[0]) && strings.Contains(w, p)
		}) {
			return 0, 0, false
		}
		eaten = eaten || startsWithAny(w, eatenWords)
		spoiled = spoiled || startsWithAny(w, spoiledWords)
		at = next
	}
	if !eaten && !spoiled {
		return 0, 0, false
	}
	mi, ok = c.middleIdx["food_waste"]
	if !ok {
		return 0, 0, false
	}
	for ii, it := range c.tax.Middles[mi].Items {
		if it.Name == "남은 음식" {
			return mi, ii, true
		}
	}
	return 0, 0, false
}

// ---- a short term buried in a longer word ----

// endingStarts are the syllables a particle or an ending after a noun
// begins with (물병이에요, 물병들, 물병째, 물병처럼), and those a verb's
// ending begins with after a tag word's stem (못씻었어요, 찌그러졌어요).
var endingStarts = []rune("이가을를은는도만과와랑하에의로으들류나고까처예요입인야였채째뿐밖씩쯤같보부조마다" +
	"어아었았여해했지게기니면서며던든데음")

// buried reports whether a two-syllable Hangul term t at rune s lies
// inside a longer word, with a syllable of that word before it and one
// after it that starts no particle or ending ("동물병원" is no 물병,
// "한의원장" no 의원): a word's inner syllables are its own. A term at a
// word's start or end, or before a particle (빈물병이요), still matches.
//
// A two-syllable term ending a word in 와, with a syllable of that word
// before it, is that word's last syllable and the particle 와 ("쓰레기와
// 같이", "부스러기와": no 기와; session 43). (과 is left alone: 풋사과,
// 청사과 are compounds of a term that ends in it.)
func buried(n normText, t []rune, s int) bool {
	e := s + len(t)
	if len(t) == 2 && t[1] == '와' && s > 0 && !n.tokStart[s] && (e == len(n.r) || n.tokStart[e]) && isHangulSyllable(n.r[s-1]) {
		return true
	}
	if len(t) != 2 || s == 0 || n.tokStart[s] || e >= len(n.r) || n.tokStart[e] || !isHangulSyllable(t[0]) || !isHangulSyllable(t[1]) {
		return false
	}
	return isHangulSyllable(n.r[s-1]) && isHangulSyllable(n.r[e]) && !slices.Contains(endingStarts, n.r[e])
}

// ---- a refinement's word said of another noun ----

// describedNouns are the nouns a colour or material word may describe
// that are not the item: its cap, label or sticker, or what is in or on
// it ("빨간 라벨 붙어 있던 투명 페트", "안에 갈색 찌꺼기가 낀 생수병",
// "유리 뚜껑 덮인 플라스틱 통").
var describedNouns = []string{"라벨", "스티커", "뚜껑", "마개", "캡", "찌꺼기", "얼룩", "자국", "글씨", "글자", "로고", "무늬", "포장지", "띠",
	"물", "액체", "내용물", "국물", "곰팡이", "때", "녹",
	// a colour said of something that got on it (빨간 게 묻음, 빨간
	// 양념이 뱄어요; context24.go)
	"게", "양념", "소스", "기름", "자욱", "과육", "알갱이", "건더기",
	// a syrup, a paint or an ink on it (빨간 시럽 말라붙음, 파란 물감
	// 묻음; session 31)
	"시럽", "물감", "잉크", "페인트", "색소"}

// drinkNouns name a drink, which a colour may describe when it got on a
// thing (빨간 주스 말라붙음) but not before the word of its bottle or pack:
// "민트색 음료 페트병", "갈색 음료 병" say the bottle's colour.
var drinkNouns = []string{"즙", "주스", "음료"}

// drinkContainers start the words of a drink's bottle, can or pack.
var drinkContainers = []string{"병", "페트", "통", "팩", "캔", "컵", "용기", "곽", "보틀", "bottle", "can", "carton"}

// describesOther reports whether the word at rune e of n (the rest of a
// token or the next one, in the same clause) is one of describedNouns,
// or one of drinkNouns not followed by its container's word, bare or
// with any particle: the word before it describes that noun.
func describesOther(n normText, e int) bool {
	if nounWordAt(n, e, describedNouns, true) {
		return true
	}
	if !nounWordAt(n, e, drinkNouns, true) {
		return false
	}
	_, g := wordAfter(n, e)
	if g >= len(n.r) || n.clauseStart[g] {
		return true
	}
	w, _ := wordAfter(n, g)
	return !startsWithAny(w, drinkContainers)
}

// ---- what held or wrapped a thing ----

// holdStems start the Korean verbs of holding or wrapping a thing (들어
// 오는, 들어 있던, 담겨 온, 싸고 있던, 감쌌던, 포장했던, 덮고 있던).
var holdStems = []string{"들어", "들었", "든", "담겨", "담긴", "담았", "담던", "담아", "싸고", "싸던", "쌌던", "싼", "감싸", "감쌌", "감싼",
	"포장했", "포장하던", "포장해", "덮고", "덮던", "덮었", "묶고", "묶던", "끼워",
	// what was put over a thing to cover it (장독대 덮어둔 비닐, 화분에
	// 씌워 놨던 비닐; session 31)
	"덮어", "덮은", "씌워", "씌웠", "씌운",
	// what was wound round a thing (가죽 원단 감아 온 비닐; session 34)
	"감아", "감은", "감았", "감던",
	// what a food was portioned into (식용유 덜어 간 생수병, 반찬 덜어
	// 먹은 접시; session 33)
	"덜어", "덜은", "덜었",
	// what a food was cooked in (찌개 끓여 먹은 냄비, 고기 구워 먹은
	// 불판, 전 부쳐 먹은 팬; session 33)
	"끓여", "끓인", "끓였", "구워", "데워", "데운", "볶아", "부쳐"}

// wrapperOf returns the term of another middle that a Korean adnominal
// clause of holding or wrapping after the term best at pos modifies,
// and its position, or -1: "셔틀콕 열두 개씩 들어 오는 종이 통", "복사지
// 묶음 싸고 있던 비닐", "꽃다발 감쌌던 셀로판": what held or wrapped the
// thing is the item. heldBy reads the same of a food with any verb.
func (c *Catalog) wrapperOf(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || isASCIIAlnum(t.runes[len(t.runes)-1]) {
		return -1, 0
	}
	// "페트에 든 우유": a thing with a locative particle is where the
	// next thing is, not what it held
	rest, at := ending(n, pos+len(t.runes))
	// (but a cover put over it: "수건에 씌워 오는 비닐"; session 32)
	coverOver := strings.HasPrefix(rest, "에") && coverNext(n, at)
	if strings.HasPrefix(rest, "에") && !coverOver || strings.HasPrefix(rest, "안") || strings.HasPrefix(rest, "속") {
		return -1, 0
	}
	hold, adn := false, -1
	// (the clause read to its end: "한 묶음씩 씌워 오는 얇디얇은 비닐")
	for words := 0; at < len(n.r) && !n.clauseStart[at] && (words < 2*heldWords || adn >= 0 && words-adn <= 3); words++ {
		if adn >= 0 && words-adn <= 3 {
			if p := c.termAt(n, at, func(u *term) bool { return u.middle != t.middle && u.tier() != tierGeneric }); p >= 0 {
				// (a wrapper said with 에 is where the next thing is,
				// unless what follows smears it: "핫도그 감싸있던 비닐에
				// 케찹 범벅"; context31.go)
				// (nor when another thing is stuck or wound on it: "가죽
				// 원단 감아 온 비닐 포장에 박스테이프가 칭칭 감겨";
				// context34.go)
				if k := len(c.terms[p].runes); withContents(n, at, k) || placed(n, at, k) && !smearedAfter(n, wordEnd(n, at+k)) && !stuckOnByOther(n, at+k) {
					return -1, 0
				}
				// (a cover said as the object of a verb, "접시에 씌운 랩을
				// 안 벗겼어요", is still on the thing, which is the item)
				if rest, _ := ending(n, at+len(c.terms[p].runes)); coverOver && (rest == "을" || rest == "를") {
					return -1, 0
				}
				return p, at
			}
		}
		w, next := wordAfter(n, at)
		// "상자 (안에 든 비닐)": what is in it, not what held it
		if strings.HasSuffix(w, "에") || strings.HasSuffix(w, "에서") || w == "안" || w == "속" {
			return -1, 0
		}
		if startsWithAny(w, holdStems) {
			hold = true
		}
		if hold && adnominal(n, at, next) && !countWords[w] {
			adn = words
		}
		at = next
	}
	return -1, 0
}

// materialWith reports whether the term best at pos is a bare material
// word (no item) before a word that goes out with what it holds
// ("플라스틱 궤짝째", "스티로폼 박스째로"): the material is the holder's,
// and the holder is not the item.
func (c *Catalog) materialWith(n normText, best, pos int) bool {
	t := c.terms[best]
	e := pos + len(t.runes)
	if t.item >= 0 || e >= len(n.r) || !n.tokStart[e] || n.clauseStart[e] {
		return false
	}
	w, _ := wordAfter(n, e)
	for _, end := range []string{"째", "째로", "째요", "째로요"} {
		if head, ok := strings.CutSuffix(w, end); ok && head != "" {
			return true
		}
	}
	return false
}

// ---- pills still in their blister ----

// blisterWords name the plastic tray pills come in.
var blisterWords = []string{"블리스터", "blister", "ptp"}

// emptyPackWords say a pack was emptied (빈, 다 먹은, 비운, empty).
var emptyPackWords = []string{"빈", "다 먹", "다먹", "비운", "비웠", "empty", "emptied"}

// pillsIn returns the medicine term a text names with a blister pack
// that still holds some of it ("먹다 만 항생제 반 블리스터", "감기약 두 알
// 남은 블리스터"), and its position: the medicine is the item. An empty
// blister stays the item.
func (c *Catalog) pillsIn(text string, n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !slices.ContainsFunc(blisterWords, func(w string) bool { return strings.Contains(string(t.runes), w) }) {
		return -1, 0
	}
	low := strings.ToLower(text)
	if slices.ContainsFunc(emptyPackWords, func(w string) bool { return strings.Contains(low, w) }) {
		return -1, 0
	}
	return c.bestTerm(mask(n, pos, len(t.runes)), func(u *term) bool {
		return u.tier() == tierName && c.tax.Middles[u.middle].Key == "medicine"
	})
}

// ---- 책장, a page of a named book ----

// pageOfBook returns, when the term best at pos is 책장 and the text also
// names a book ("헌책이 젖고 책장이 다 울었어요", "소설책 책장이 누렇게"),
// that book's term and its position: 책장 is then its pages, not a
// bookcase.
func (c *Catalog) pageOfBook(n normText, best, pos int) (int, int) {
	if string(c.terms[best].runes) != "책장" {
		return -1, 0
	}
	book := func(u *term) bool {
		m := c.tax.Middles[u.middle]
		return u.tier() == tierName && u.item >= 0 && m.Key == "paper" && m.Items[u.item].Name == "책·공책"
	}
	if p, at := c.bestTerm(mask(n, pos, 2), book); p >= 0 {
		return p, at
	}
	// a book word the index does not hold (헌책, 중고책이): its 책
	for i, r := range n.r {
		if r != '책' || i == pos || i+1 < len(n.r) && !n.tokStart[i+1] && slices.Contains([]rune("장상꽂갈방임가"), n.r[i+1]) {
			continue
		}
		for p := range c.terms {
			if string(c.terms[p].runes) == "책" && book(&c.terms[p]) {
				return p, i
			}
		}
	}
	return -1, 0
}

// ---- an English place the item went into ----

// intoWords put the noun after them (and an article) as where a thing
// went: "scraped it into a bucket", "dumped onto the tray".
var intoWords = []string{"into", "onto"}

// intoPlace returns, when the English term best at pos follows "into" or
// "onto" (and an article or a possessive), the best other name term and
// its position: the bucket the food was scraped into is a place.
func (c *Catalog) intoPlace(n normText, best, pos int) (int, int) {
	if !isASCIIAlnum(n.r[pos]) || !n.tokStart[pos] {
		return -1, 0
	}
	at := pos
	for words := 0; words < 3 && at > 0 && !n.clauseStart[at]; words++ {
		w, b := wordBefore(n, at)
		if slices.Contains(intoWords, w) {
			return c.bestTerm(mask(n, pos, len(c.terms[best].runes)), func(u *term) bool { return u.tier() == tierName })
		}
		if !englishFunctionWords[w] && w != "my" && w != "our" && w != "their" && w != "his" && w != "her" && w != "your" {
			return -1, 0
		}
		at = b
	}
	return -1, 0
}

// ---- where a thing was taken from ----

// sourceTerm returns, when the Korean term best at pos ends its word
// with 에서 (where the thing came from) and a name of another middle
// follows in its clause ("페트병에서 따로 모아 둔 뚜껑들", "선물 상자에서
// 꺼낸 유리병"), that name's term and its position: what came out of a
// thing is the item.
func (c *Catalog) sourceTerm(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !hasHangulRunes(t.runes) {
		return -1, 0
	}
	rest, at := ending(n, pos+len(t.runes))
	if rest != "에서" {
		return -1, 0
	}
	for words := 0; at < len(n.r) && !n.clauseStart[at] && words < heldWords; words++ {
		if p := c.termAt(n, at, func(u *term) bool { return u.tier() != tierGeneric && u.middle != t.middle }); p >= 0 {
			return p, at
		}
		_, at = wordAfter(n, at)
	}
	return -1, 0
}

// ---- melt water left in a box ----

// englishMelt name the water of melted ice in English; the Korean is
// read by korean.Reading.MeltStands.
var englishMelt = []string{"melt water", "meltwater", "melted ice"}

// englishStand say a liquid stands or is left in a thing.
var englishStand = []string{"sitting", "pooled", "still in", "left in", "sloshing"}

// englishMeltLeft reports whether the English text says melt water
// stands in the item ("melt water pooled in the bottom"), in its clause,
// not poured out or drained.
func englishMeltLeft(text string) bool {
	low := strings.ToLower(text)
	for _, m := range englishMelt {
		i := strings.Index(low, m)
		if i < 0 {
			continue
		}
		rest := low[i+len(m):]
		if len(rest) > 60 {
			rest = rest[:60]
		}
		if cut := strings.IndexAny(rest, ".!?,;"); cut >= 0 {
			rest = rest[:cut]
		}
		if slices.ContainsFunc(englishStand, func(w string) bool { return strings.Contains(rest, w) }) &&
			!strings.Contains(rest, "poured") && !strings.Contains(rest, "drained") {
			return true
		}
	}
	return false
}
