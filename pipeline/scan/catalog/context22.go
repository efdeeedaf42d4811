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
	"햇반", "즉석밥", "오뚜기밥", "사발면", "컵라면",
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
	for mi, m := range c.tax.Middles {
		if m.Key != "food_waste" {
			continue
		}
		for ii, it := range m.Items {
			if it.Name == "남은 음식" {
				return mi, ii, true
			}
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
func buried(n normText, t []rune, s int) bool {
	e := s + len(t)
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
	"물", "액체", "내용물", "국물", "곰팡이", "때", "녹"}

// describesOther reports whether the word at rune e of n (the rest of a
// token or the next one, in the same clause) is one of describedNouns,
// bare or with a particle: the word before it describes that noun.
func describesOther(n normText, e int) bool {
	if e >= len(n.r) || n.clauseStart[e] {
		return false
	}
	w, _ := wordAfter(n, e)
	return slices.ContainsFunc(describedNouns, func(p string) bool {
		rest, ok := strings.CutPrefix(w, p)
		return ok && (rest == "" || particles[rest])
	})
}

// ---- what held or wrapped a thing ----

// holdStems start the Korean verbs of holding or wrapping a thing (들어
// 오는, 들어 있던, 담겨 온, 싸고 있던, 감쌌던, 포장했던, 덮고 있던).
var holdStems = []string{"들어", "들었", "든", "담겨", "담긴", "담았", "담던", "담아", "싸고", "싸던", "쌌던", "싼", "감싸", "감쌌", "감싼",
	"포장했", "포장하던", "포장해", "덮고", "덮던", "덮었", "묶고", "묶던", "끼워"}

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
	at := wordEnd(n, pos+len(t.runes))
	hold, adn := false, -1
	for words := 0; at < len(n.r) && !n.clauseStart[at] && words < 2*heldWords; words++ {
		if adn >= 0 && words-adn <= 3 {
			if p := c.termAt(n, at, func(u *term) bool { return u.middle != t.middle && u.tier() != tierGeneric }); p >= 0 {
				if k := len(c.terms[p].runes); withContents(n, at, k) || placed(n, at, k) {
					return -1, 0
				}
				return p, at
			}
		}
		w, next := wordAfter(n, at)
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

// ---- a spray or pump that still gives ----

// pressIfWords are the conditional forms of pressing, spraying or shaking
// a can or pump (뿌리면, 눌러 보면, 흔들면, 분사하면).
var pressIfWords = []string{"뿌리면", "뿌려보면", "뿌려 보면", "누르면", "눌러보면", "눌러 보면", "흔들면", "흔들어보면", "흔들어 보면", "분사하면", "짜면", "짜보면", "짜 보면", "펌핑하면"}

// gushWords say something comes out (나와요, 나옴, 뿜어져).
var gushWords = []string{"나와", "나옴", "나오", "나옵", "뿜어", "뿜", "분사돼", "분사되", "뿌려져", "뿌려지"}

// stillGives reports whether the Korean text says that pressing,
// spraying or shaking the item makes something come out, in one
// sentence and not denied ("아직 뿌리면 바람이 세게 나와요", "눌러보면
// 거품이 뭉글뭉글 나와요"): the can or pump still holds contents.
func stillGives(text string) bool {
	for _, sent := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(".!?\n", r) }) {
		at := -1
		for _, w := range pressIfWords {
			if i := strings.Index(sent, w); i >= 0 && (at < 0 || i < at) {
				at = i + len(w)
			}
		}
		if at < 0 {
			continue
		}
		rest := sent[at:]
		for _, w := range gushWords {
			i := strings.Index(rest, w)
			if i < 0 {
				continue
			}
			before, after := rest[:i], rest[i+len(w):]
			if strings.HasSuffix(strings.TrimSpace(before), "안") || strings.HasSuffix(before, "안") || strings.Contains(before, "아무것도") ||
				strings.HasPrefix(after, "지 않") || strings.HasPrefix(after, "지않") || strings.HasPrefix(after, "질 않") {
				return false
			}
			return true
		}
	}
	return false
}
