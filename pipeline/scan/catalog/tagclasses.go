package catalog

import (
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Classes of expressions the tag reader adds to the word lists of
// taxonomy.json: the ways people say a thing is damaged or soiled that the
// lists lacked, written once per verb (a trailing "~" stands for the
// verb's forms that say it happened, korean.Conjugations) and read with
// the lists' polarity (negation, undone, whose condition).

// classWords are added to a tag's Words (every middle the tag applies to).
var classWords = map[string][]string{
	"broken": {
		// a crack that appeared (금이 생겼어요, 실금 생김) or a crack named
		// as a loan word (크랙 있어요)
		"금이 생기~", "금 생기~", "실금이 생기~", "실금 생기~", "실금이 있", "실금 있", "크랙", "hairline crack",
		// broken in two (반토막 났어요, 두 토막 남)
		"반토막 나~", "반토막이 나~", "두 토막 나~", "두 토막이 나~",
		// broken by someone, said by the transitive 깨다 with a helping
		// verb or in the past (애가 깨 놨어요, 깨 버린 접시, 내가 깼어)
		"깨 놓~", "깨 놨", "깨 놔", "깨 버리~", "깼어", "깼다", "깼는데", "깼고", "깼음", "깼네", "깼지", "깼거든", "깼던데",
	},
	"wet": {
		// pooled water said by its state, of the inside (안쪽이 흥건해요,
		// 속이 아직 흥건함); "기름 흥건" is the fat's, which the reader
		// cannot tell from a bare noun before 흥건
		"안쪽이 흥건", "안쪽 흥건", "안이 흥건", "속이 흥건", "속 흥건", "바닥이 흥건", "안쪽이 아직 흥건", "안이 아직 흥건", "속이 아직 흥건", "바닥이 아직 흥건",
	},
	"contents_left": {
		// hearsay of contents still in (들어 있대요, 남아 있대)
		"들어 있대", "들어있대", "남아 있대", "남아있대",
		// English: what is left named ("a little juice left", "no gas
		// left": denied, the reading clears the tag)
		"gas left", "gas still in", "fuel left", "butane left", "juice left", "milk left", "soda left", "beer left", "wine left",
		"coffee left", "soup left", "formula left", "shampoo left", "lotion left", "paint left", "syrup left", "honey left",
		"jam left", "drink left", "liquid left", "food left in",
	},
	"cap_attached": {
		// a foil sealing the top or mouth of a cup or bottle is its lid
		// (윗면 은박, 입구에 은박, "foil top", "foil on top")
		"윗면 은박", "윗면에 은박", "윗면의 은박", "윗부분 은박", "윗부분의 은박", "윗부분에 은박", "위쪽 은박", "위쪽에 은박",
		"입구 은박", "입구에 은박", "입구의 은박", "입구 막은 은박", "foil top", "foil tops", "foil on top", "foil on the top", "top foil",
	},
	"contaminated": {
		// soiled said by how it looks or feels, whatever the substance
		// (지저분해요, 꼬질꼬질, 끈끈해요, 떡져 있어요, 찌들었어요,
		// 얼룩덜룩, 엉겨붙음)
		"지저분", "꼬질꼬질", "꼬질", "꾀죄죄", "끈끈해", "끈끈하", "끈끈함", "끈끈거", "떡지~", "떡져있", "찌들~", "찌듦", "찌들어있", "얼룩덜룩",
		"엉겨붙~", "엉겨 붙~", "엉겨있", "엉겨 있", "들러 붙~", "눌어 붙~", "눌러 붙~", "녹아붙~", "녹아 붙~", "녹아서 붙~",
		"흘린 자국", "흘러내린 자국", "넘친 자국", "흐른 자국이", "국물 자국",
		// typed as heard: 뭍었어요 for 묻었어요, 드러워요 for 더러워요
		"뭍~", "드러워", "드러움", "드러운",
		// grime (찌든때, 손때), dyed by what it held (김칫국물에
		// 물들었어요), slick to the touch (미끈해요); scale in a kettle
		// (물때) is no residue of food, as the corpus labels it
		"찌든때", "손때", "물들~", "물든", "미끈해", "미끈하", "미끈함", "미끌해", "미끌하", "미끌함",
		// smeared on by someone (케첩 묻혀 놨어요), a lipstick mark
		"묻히~", "립스틱 자국", "립스틱이 묻", "립스틱 묻",
		// soil, by its look (흙투성이, 흙범벅)
		"흙투성이", "흙 투성이", "진흙투성이", "흙범벅",
		// a smell said strong without the food named (통 냄새 너무 나요,
		// 냄새가 엄청 남)
		"냄새 너무 나~", "냄새가 너무 나~", "냄새 엄청 나~", "냄새가 엄청 나~", "냄새 많이 나~", "냄새가 많이 나~", "냄새 진동", "냄새가 진동",
		// English: dirt said by its look or feel
		"filthy", "grimy", "grubby", "grungy", "slimy", "scummy", "mucky", "soiled", "encrusted", "splattered",
		"splashed with", "spattered", "film of oil", "film of grease", "oily film", "greasy film", "coffee rings", "coffee ring",
		"grease spots", "grease spot", "grease marks", "oil marks", "food on it", "mud on it", "mud all over",
		"leaked inside", "leaked all over", "leaked into", "leaked onto", "oil clinging", "oil still clinging", "caked on",
		"caked inside", "crusted on", "sticky inside", "sticky on", "all sticky", "bit sticky", "feels sticky", "sticky from", "gross inside", "dried gravy", "gravy on", "smells of fish", "smells like fish", "smell of fish", "fish smell",
	},
}

// classMiddleWords are added to a tag's MiddleWords: the conditions that
// are damage only for some streams. Torn, ripped or burst upholstery,
// leather and cords (찢어졌어요, 뜯겨 있어요, 터졌어요) break furniture and
// devices as they do clothes; a sole gaping open or coming off (밑창
// 벌어짐, "the sole is coming off") breaks shoes. Cloth worn thin or
// moth-eaten (해진 수건, "moth holes") is old, not broken, as the corpus
// labels it.
var classMiddleWords = map[string]map[string][]string{
	"broken": {
		"bulky": slices.Concat(tornWords, []string{"망가지~", "뜯기~", "뜯겨 있", "뜯겨있", "falling apart", "fell apart",
			"clawed up", "clawed to", "scratched to shreds", "chewed up", "chewed through", "torn up", "ripped up"}),
		"e_waste": tornWords,
		// a sole or a coating peeling or lifting off a shoe or a bag
		// (밑창이 들떴어요, 가죽이 벗겨졌어요, "the sole is peeling off")
		"clothing": {"벌어지~", "coming off", "unstitched", "들뜨~", "벗겨지~", "peeling off", "peeling away", "peeled away",
			"coming unglued", "came unglued", "come unglued", "coming unstuck", "came unstuck"},
	},
	// an unopened pack, bottle, carton or can is full (뜯지도 않은, 안
	// 뜯은, 미개봉, 개봉 안 한); containers only, for an unopened thing
	// of another stream is a new thing, not contents
	"contents_left": {
		"paper_pack": unopenedWords, "clear_pet": unopenedWords, "glass": unopenedWords, "metal_can": unopenedWords,
	},
}

// unopenedWords say a package was never opened.
var unopenedWords = []string{"뜯지도 않은", "뜯지 않은", "안 뜯은", "안뜯은", "뜯지도 않았", "안 뜯었", "미개봉", "개봉 안 한", "개봉도 안 한",
	"개봉 안 된", "개봉도 안 된", "따지도 않은", "따지 않은", "안 딴",
	// the light verb with its object (개봉을 안 했는데, 개봉은 안 한)
	"개봉을 안 한", "개봉을 안 했", "개봉을 안 하", "개봉은 안 한", "개봉은 안 했", "개봉도 안 했", "개봉 안 했", "개봉을 하지 않", "개봉은 하지 않"}

// tornWords say a cover, a seat or a hose was torn or burst.
var tornWords = []string{"찢어지~", "찢기~", "찢겨", "뜯어지~", "터지~", "torn", "ripped", "shredded", "rip in", "tear in", "rips in", "tears in"}

// classNotSaidOf are added to a tag's NotSaidOf: a stain or a colour that
// soaked in ("turmeric stains soaked into the plastic", "얼룩이 스며들어")
// is no wetness.
var classNotSaidOf = map[string][]string{
	"wet": {"stain", "stains", "얼룩", "자국", "colour", "color", "dye", "turmeric",
		// a food that soaked in ("the yolk soaked through", 노른자가
		// 스며들어 젖었어요) soils the item; it does not wet it. (Korean
		// sauces are left out: "양념이 묻고 눅눅해졌어요" is read of the
		// sauce across the clause, and the box is wet as well.)
		"yolk", "yolks", "egg yolk", "egg white", "raw egg", "sauce", "soup", "broth", "gravy", "ketchup", "curry", "syrup",
		"노른자", "흰자", "계란물", "달걀물"},
	// a food glued or stuck to the item ("cheese glued to the bottom")
	// soils it (englishResidue); it is no other material (session 31)
	"mixed_material": englishResidueNouns,
}

// classStateObjects are read for the state of a tag's objects beside
// its Objects: a foil that a cap word names (윗면 은박) is on or off as
// the lid is ("윗면 은박은 뗐어요"). They are no objects otherwise: a foil
// tray is no lid.
var classStateObjects = map[string][]string{
	"cap_attached": {"은박"},
}

// withClasses returns tm with the classes of its tag added.
func withClasses(tm tagMatcher) tagMatcher {
	tm.words = append(tm.words, compileTagWords(classWords[tm.key])...)
	for m, ws := range classMiddleWords[tm.key] {
		if tm.middleWords == nil {
			tm.middleWords = map[string][]tagWord{}
		}
		tm.middleWords[m] = append(tm.middleWords[m], compileTagWords(ws)...)
	}
	for _, s := range classNotSaidOf[tm.key] {
		tm.notSaidOf = append(tm.notSaidOf, strings.ToLower(s))
	}
	for _, o := range classStateObjects[tm.key] {
		tm.stateObjects = append(tm.stateObjects, string(compact(o)))
	}
	return tm
}

// ---- a residue said by its substance and a verb of sticking, leaking
// or soaking, with words between ----

// residueNouns are substances that soil an item when they stick to it,
// leak or soak into it. A noun of one syllable (피, 때, 흙, 잼, 꿀) counts
// only as a whole word; a longer one also ends a compound (프로틴가루,
// 김칫국물).
var residueNouns = []string{"가루", "파우더", "프로틴", "단백질", "기름", "국물", "양념", "소스", "찌꺼기", "이물질", "밥알", "밥풀",
	"치즈", "잼", "크림", "흙", "진흙", "페인트", "피", "핏물", "즙", "껍질", "음식", "음식물", "설탕", "시럽", "초코", "케첩", "케찹",
	"마요", "버터", "커피", "요거트", "카레", "짜장", "고추장", "된장", "김치", "김칫국물", "고춧가루", "고춧물", "김칫물", "기름때",
	"얼룩", "자국", "곰팡이", "토사물", "면발", "밥", "죽", "꿀", "생크림", "휘핑", "라면", "스프", "수프", "육수",
	"양념장", "비린 물", "생선 물", "고기", "비늘", "흰자", "노른자", "계란물", "우유", "두유", "주스", "콜라", "음료", "음료수", "술", "맥주",
	// crumbs and bits (부스러기, 살점), mud of a tidal flat (뻘, 갯벌)
	"부스러기", "살점", "뻘", "갯벌", "개흙"}

// residueAsIs are the residues that, said to be left as they were
// (부스러기는 그대로예요, 찌꺼기가 그대로 있어요), still soil the item: bits
// and smears, not contents that could be poured out.
// (A mark, 자국, is left out: a sticker's or tape's mark is no food.)
var residueAsIs = []string{"부스러기", "찌꺼기", "밥알", "밥풀", "살점", "기름기", "기름때", "양념", "뻘", "갯벌", "개흙"}

// coordinated reports whether the word w ends in a particle that joins
// it to the next noun (국물이랑, 소스와, 기름하고).
func coordinated(w string) bool {
	stem := korean.NounStem(w)
	return slices.Contains([]string{"랑", "이랑", "와", "과", "하고", "에다"}, strings.TrimPrefix(w, stem))
}

// leftAsIs reports whether v, after a residue of residueAsIs, says it is
// left as it was and the clause ends there or goes on with a verb of
// being (그대로예요, 그대로야, 그대로임, 그대로 있어요, 그대로 남았어요).
func leftAsIs(ws []string, j int) bool {
	if !strings.HasPrefix(ws[j], "그대로") {
		return false
	}
	if j+1 >= len(ws) {
		return true
	}
	next := ws[j+1]
	return slices.ContainsFunc([]string{"있", "남", "붙", "묻", "둔", "뒀", "두"}, func(s string) bool { return strings.HasPrefix(next, s) })
}

// residueVerbs say a substance stuck, set, pooled, leaked, spilled or
// soaked (붙어 있어요, 떡졌어요, 고였어, 샜어요, 흘렀고, 배어 있는데,
// 꼈어요, 박혀서).
var residueVerbs = expandStems([]string{"붙~", "붙어있", "달라붙~", "엉겨붙~", "엉기~", "떡지~", "굳~", "고이~", "고여있",
	"샜", "새서", "새어", "새고", "샌", "새요", "새는", "새네", "흘러", "흘렀", "넘치~", "배었", "배어", "밴", "뱄", "배임", "배서",
	"베엇", "베었", "베어", "끼어", "둥둥", "떠 있", "떠있", "덕지덕지", "범벅", "스며들~", "스며", "끼~", "꼈", "껴", "낀", "박히~", "튀~", "눌어붙~", "말라붙~", "번지~"})

// residueBetween are the words that may stand between the substance and
// its verb: adverbs of degree and manner, amounts, places.
var residueBetween = map[string]bool{
	"좀": true, "조금": true, "약간": true, "살짝": true, "많이": true, "잔뜩": true, "엄청": true, "완전": true, "다": true,
	"막": true, "꽉": true, "딱": true, "여기저기": true, "군데군데": true, "그대로": true, "아직": true,
	"아직도": true, "계속": true, "또": true, "이미": true, "벌써": true, "가득": true, "흥건히": true, "흠뻑": true, "쫙": true,
	"찐득하게": true, "딱딱하게": true, "끈적하게": true, "하얗게": true, "허옇게": true, "누렇게": true, "빨갛게": true,
	"까맣게": true, "벌겋게": true, "시뻘겋게": true, "꺼멓게": true, "새까맣게": true, "누르스름하게": true, "불그스름하게": true, "말라서": true, "굳어서": true, "녹아서": true, "떡져서": true, "엉겨서": true, "말라": true, "굳어": true,
	"녹아": true, "안에": true, "안쪽에": true, "속에": true, "바닥에": true, "밑에": true, "틈에": true, "벽에": true, "옆에": true,
	"겉에": true, "위에": true, "전체에": true, "입구에": true, "사이에": true, "쪽에": true,
}

// namesResidue reports whether the word w is one of residueNouns with a
// particle at most (국물이, 가루가, 기름도), or for a noun of two
// syllables or more ends a compound (프로틴가루가).
func namesResidue(prev, w string) bool {
	stem := korean.NounStem(w)
	for _, n := range residueNouns {
		if strings.Contains(n, " ") {
			// 비린 물이: the noun with the word before it
			if prev != "" && prev+" "+stem == n {
				return true
			}
			continue
		}
		if stem == n || len([]rune(n)) >= 2 && strings.HasSuffix(stem, n) && korean.HasHangul(strings.TrimSuffix(stem, n)) {
			return true
		}
	}
	return false
}

// residueSaid reports whether text says a substance stuck to the item,
// set on it, pooled, leaked or soaked into it, with at most three words
// between the substance and its verb ("프로틴 가루가 떡져서 붙어있어요",
// "국물이 안에 좀 샜어요", "기름이 잔뜩 고였어"), in a clause of its
// own, the verb neither negated nor only feared or supposed (the forms of
// residueVerbs say it happened).
func residueSaid(r *korean.Reading, text string) bool {
	return anyResidueWord(text, func(ws []string, i int) bool {
		w := ws[i]
		// "조개 국물이랑 뻘이 끼어 있어": the noun joined to it shares
		// its verb
		k := i
		if coordinated(w) && i+1 < len(ws) && korean.HasHangul(ws[i+1]) && !startsWithAny(ws[i+1], residueVerbs) && !residueBetween[ws[i+1]] {
			k = i + 1
		}
		// "살코기 부스러기는 그대로야": bits left as they were
		if slices.ContainsFunc(residueAsIs, func(a string) bool { return strings.HasSuffix(korean.NounStem(w), a) }) && i+1 < len(ws) && leftAsIs(ws, i+1) && !(i+2 < len(ws) && (strings.HasPrefix(ws[i+2], "없") || strings.HasPrefix(ws[i+2], "않"))) {
			return true
		}
		for j := k + 1; j < len(ws) && j <= k+4; j++ {
			v := ws[j]
			// "시럽이 바닥에 고여 있어요": a product pooled in its
			// container is its contents (tagpool.go)
			if isPoolVerb(v) && namesProduct(w) {
				break
			}
			if startsWithAny(v, residueVerbs) && !transitiveAttach(v) {
				if ws[j-1] == "안" || ws[j-1] == "못" || r.Negated(v) || j+1 < len(ws) && (strings.HasPrefix(ws[j+1], "않") || strings.HasPrefix(ws[j+1], "없")) {
					break
				}
				return true
			}
			if !residueBetween[v] && !(placeWord(v) && lastParticle(w) != "") {
				break
			}
		}
		return false
	})
}

// placeWord reports whether v is a short noun with the particle 에 (상자에,
// 봉투에, 종이에): where a residue said as a subject went, which may stand
// between it and its verb (초콜릿이 녹아서 상자에 붙었어요; a bare
// residue before it names the place's kind: 커피 캔에 붙은 스티커).
func placeWord(v string) bool {
	stem, ok := strings.CutSuffix(v, "에")
	n := len([]rune(stem))
	return ok && n >= 1 && n <= 3 && korean.HasHangul(stem)
}

// anyResidueWord reports whether found holds at a word of text that
// names a residue (namesResidue, with the word before it), the text's
// plain clauses read one at a time, lower-cased and split into words.
func anyResidueWord(text string, found func(ws []string, i int) bool) bool {
	for _, clause := range plainClauses(strings.ToLower(text)) {
		ws := strings.Fields(clause)
		for i, w := range ws {
			prev := ""
			if i > 0 {
				prev = ws[i-1]
			}
			if namesResidue(prev, w) && found(ws, i) {
				return true
			}
		}
	}
	return false
}

// transitiveAttach reports whether v is a form of a verb that begins
// like a residue verb but says something else: 붙이다 (to attach: 붙여,
// 붙인), 배달 (delivery), 새로 (anew), 새거 (a new one), 끼우다 (to fit).
func transitiveAttach(v string) bool {
	for _, p := range []string{"붙이", "붙여", "붙인", "붙임", "붙였", "배달", "배송", "배출", "배터리", "새로", "새거", "새것", "새 ", "새상품",
		"끼우", "끼워", "끼운", "끼웠", "굳이", "배지", "새벽", "새해", "흘리지", "쏟지"} {
		if strings.HasPrefix(v, p) {
			return true
		}
	}
	return false
}

// ---- damage done by a pet ----

// petNouns are animals that claw, bite or chew things in a home.
var petNouns = []string{"고양이", "냥이", "야옹이", "강아지", "댕댕이", "멍멍이", "반려견", "반려묘", "애완견", "햄스터", "토끼",
	"앵무새", "쥐", "cat", "cats", "dog", "dogs", "puppy", "kitten"}

// petDamage begin the verbs of clawing, tearing, biting and gnawing
// (뜯어놨어요, 할퀴어서, 물어뜯은, 갉아 먹은, 씹어 놓은, "clawed",
// "chewed").
var petDamage = slices.Concat(expandStems([]string{"뜯~", "물어뜯~", "찢~", "할퀴~", "갉~", "씹~", "물어 놓~", "물어놓~"}),
	[]string{"물어 놨", "물어놨", "물어 놔", "물어놔"},
	[]string{"clawed", "scratched up", "chewed", "shredded", "tore", "ripped", "gnawed", "destroyed"})

// petDamaged reports whether text says a pet clawed, tore, bit or gnawed
// the item: a clause holding a pet as its subject (고양이가, 강아지가,
// "the cat") and, after it, one of petDamage not negated.
func petDamaged(r *korean.Reading, text string) bool {
	for _, clause := range plainClauses(strings.ToLower(text)) {
		ws := strings.Fields(clause)
		pet := -1
		for i, w := range ws {
			// 고양이가, 강아지가: a pet with its subject particle; "the cat"
			if stem := korean.NounStem(w); slices.Contains(petNouns, stem) && (stem != w || !korean.HasHangul(w)) {
				pet = i
				break
			}
		}
		if pet < 0 {
			continue
		}
		for j := pet + 1; j < len(ws); j++ {
			v, pair := ws[j], ws[j]
			if j+1 < len(ws) {
				pair += " " + ws[j+1] // 물어 놨어요: a verb and its helper
			}
			if slices.ContainsFunc(petDamage, func(f string) bool {
				return strings.HasPrefix(v, f) || strings.Contains(f, " ") && strings.HasPrefix(pair, f)
			}) {
				if ws[j-1] == "안" || ws[j-1] == "못" || r.Negated(v) {
					return false
				}
				return true
			}
		}
	}
	return false
}

// petDamageMiddles are the streams whose items a pet's clawing or biting
// breaks: furniture and rugs, clothes and shoes, cords of devices.
var petDamageMiddles = []string{"bulky", "clothing", "e_waste"}

// ---- an English residue: a food named, then stuck, smeared or on it ----

// englishResidueNouns are the foods and substances whose being on an item
// soils it.
var englishResidueNouns = []string{"sauce", "ketchup", "mayo", "mustard", "food", "rice", "soup", "curry", "oil", "grease",
	"cheese", "jam", "yogurt", "yoghurt", "cream", "chocolate", "coffee", "milk", "juice", "syrup", "honey", "butter", "gravy",
	"kimchi", "gochujang", "noodles", "mud", "dirt", "blood", "egg", "yolk", "powder", "protein", "peanut", "nutella", "salsa",
	"dressing", "frosting", "icing", "batter", "dough", "smoothie", "soda", "coke", "beer", "wine", "tomato", "broth", "ramen",
	"marinade", "seasoning", "meat", "fat", "caramel", "toffee", "fudge", "glaze", "custard", "pudding", "paste", "pesto",
	"hummus", "dip", "grime"}

// englishCounted before a food counts it as whole things.
var englishCounted = map[string]bool{"a": true, "an": true, "one": true, "two": true, "three": true, "single": true,
	"whole": true, "1": true, "2": true, "3": true}

// englishResidueAfter say the substance is stuck, smeared or left on the
// item ("yogurt still stuck to the sides", "ketchup on it", "cheese
// smeared all over").
var englishResidueAfter = []string{"stuck", "on it", "on them", "all over", "dried", "caked", "crusted", "smeared", "splattered",
	"clinging", "residue", "stains", "stain", "marks", "leaked", "spilled", "spilt", "baked", "burnt", "burned", "coating",
	// "marinade still pooled in the corners" (a product pooled in its
	// own container is contents: tagpool.go)
	"pooled", "pooling", "puddled",
	// "cheese glued to the bottom" (session 31)
	"glued", "fused", "cemented", "welded"}

// englishResidueBetween may stand between the substance and what says it
// is on the item.
var englishResidueBetween = map[string]bool{"still": true, "all": true, "some": true, "is": true, "was": true, "are": true,
	"were": true, "has": true, "have": true, "got": true, "gotten": true, "been": true, "kind": true, "of": false, "a": true,
	"bit": true, "little": true, "left": true, "partly": true, "badly": true, "totally": true, "completely": true}

// englishResidue reports whether the English text names a food or a
// substance and, after it with at most two englishResidueBetween words
// between, says it is stuck, smeared or on the item; "smells of" or
// "smells like" a food says so too. Not negated.
func englishResidue(r *korean.Reading, text string) bool {
	if korean.HasHangul(text) {
		return false
	}
	for _, clause := range plainClauses(strings.ToLower(text)) {
		ws := strings.Fields(clause)
		for i, w := range ws {
			if !slices.Contains(englishResidueNouns, strings.TrimSuffix(w, "s")) && !slices.Contains(englishResidueNouns, w) {
				continue
			}
			// "an egg still stuck in the corner": a food counted as a whole
			// is a thing left inside (contents_left), not a residue
			if i >= 1 && englishCounted[ws[i-1]] {
				continue
			}
			if i >= 2 && ws[i-2] == "smells" && (ws[i-1] == "of" || ws[i-1] == "like") {
				return !r.Negated(ws[i-2])
			}
			for j, skipped := i+1, 0; j < len(ws) && skipped <= 2; j, skipped = j+1, skipped+1 {
				rest := strings.Join(ws[j:min(len(ws), j+2)], " ")
				if slices.ContainsFunc(englishResidueAfter, func(a string) bool {
					return rest == a || strings.HasPrefix(rest, a+" ") || !strings.Contains(a, " ") && ws[j] == a
				}) {
					if r.Negated(w) || r.Negated(ws[j]) {
						return false
					}
					if slices.Contains(englishPoolWords, ws[j]) && englishProduct(ws, i) {
						break
					}
					return true
				}
				if !englishResidueBetween[ws[j]] {
					break
				}
			}
		}
	}
	return false
}

// hardToDo reports whether the Undone word w found at p is said to be hard
// or impossible to do, in its word or the next ("세척이 어렵습니다",
// "씻는 게 힘들어요" aside, "세척 불가") or a chore put off ("헹구기
// 귀찮아서", tagkinds14.go): not done, so the residue stays.
func hardToDo(n normText, p int, w tagWord) bool {
	if !korean.HasHangul(w.raw) {
		return false
	}
	end := p + len(w.runes)
	for end < len(n.r) && !n.tokStart[end] {
		end++
	}
	next := end
	for next < len(n.r) && (next == end || !n.tokStart[next]) {
		next++
	}
	word := string(n.r[end:next])
	return slices.ContainsFunc([]string{"어렵", "어려", "힘들", "힘드", "힘듦", "불가", "귀찮"}, func(h string) bool { return strings.HasPrefix(word, h) })
}
