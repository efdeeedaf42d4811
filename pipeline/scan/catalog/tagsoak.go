package catalog

import (
	"regexp"
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// soakForms say a liquid soaked into or through the item (스며들었어요,
// 배어 나와서, 번졌어요, 젖었어요, "soaked through", "seeped").
var soakForms = slices.Concat(expandStems([]string{"스며들~", "번지~", "젖~"}),
	[]string{"스며", "스민", "스몄", "배어", "배었", "뱄", "배서", "배임", "soaked", "soaking", "seeped", "seeping", "bled"})

// fatSoaked reports whether text says a fat soaked the item: a soak word
// whose subject or source (korean.Reading.Heads) is one of fats, the
// liquids the wet tag is not said of (기름, 버터, grease, butter): "기름이
// 흠뻑 스며들었어요", "butter soaked right through", "soaked with fat".
// Grease soaked into paper is residue, not wetness.
func fatSoaked(r *korean.Reading, text string, fats []string) bool {
	for _, w := range plainWords(text) {
		if !startsWithAny(w, soakForms) {
			continue
		}
		if heldBy(r.Heads(w), fats) {
			return true
		}
	}
	return false
}

// fats are the liquids the wet tag is not said of (SituationTag.NotSaidOf
// of "wet": 기름, 버터, grease, butter).
func (c *Catalog) fats() []string {
	for _, tm := range c.tags {
		if tm.key == "wet" {
			return tm.notSaidOf
		}
	}
	return nil
}

// putStems begin the verbs that put or wrap an item in something (넣어
// 놨어요, 담아둠, 싸서, 포장해, 모아 뒀어, 보관 중).
var putStems = []string{"넣", "담", "싸", "쌌", "싼", "포장", "모아", "모았", "모은", "모음", "보관", "챙겨", "집어넣"}

// placeParticles mark a noun as where something is put (비닐에, 봉지에다,
// 비닐로 싸서, 봉투 안에).
var placeParticles = []string{"에", "에다", "에다가", "안에", "속에", "로", "으로"}

// putInto reports whether every mention of the part word w in text (a
// word beginning with it: 비닐, 비닐봉지에) is where the item was put
// or what it was wrapped in: the word ends with a place particle and a
// put verb comes next, at most one word between ("비닐에 넣어놨음", "비닐로
// 싸서", "비닐봉지에 그대로 담아둠"). Such a bag holds the item; it is no
// part of it.
func putInto(text, w string) bool {
	if !korean.HasHangul(w) {
		return false
	}
	ws := strings.Fields(strings.ToLower(text))
	seen := false
	for i, word := range ws {
		word = strings.Trim(word, ".,!?;:()\"'")
		if !strings.HasPrefix(word, w) {
			continue
		}
		seen = true
		if !slices.ContainsFunc(placeParticles, func(p string) bool { return strings.HasSuffix(word, p) && len(word) > len(w) }) {
			return false
		}
		put := false
		for k := i + 1; k < len(ws) && k <= i+2 && !put; k++ {
			put = startsWithAny(ws[k], putStems)
		}
		if !put {
			return false
		}
	}
	return seen
}

// waterSaid reports whether text names water as something on or in the
// item (물기, 물에, 빗물, 비 맞아서, 습기, 땀, "water", "rain"), so that
// its wetness may be water's and not only a fat's.
func waterSaid(text string) bool {
	for _, w := range plainWords(text) {
		switch {
		case strings.HasPrefix(w, "물") && !strings.HasPrefix(w, "물건") && !strings.HasPrefix(w, "물품"),
			strings.HasPrefix(w, "빗"), w == "비", strings.HasPrefix(w, "비에"), strings.HasPrefix(w, "비를"), strings.HasPrefix(w, "비가"),
			strings.HasPrefix(w, "습기"), strings.HasPrefix(w, "이슬"), strings.HasPrefix(w, "땀"), strings.HasPrefix(w, "장마"),
			strings.HasPrefix(w, "water"), strings.HasPrefix(w, "rain"), strings.HasPrefix(w, "sweat"), strings.HasPrefix(w, "dew"),
			strings.HasPrefix(w, "puddle"), strings.HasPrefix(w, "condensation"):
			return true
		}
	}
	return false
}

// pourStems pour or throw out what was left (따라 버리고, 붓고, 비웠어요).
var pourStems = []string{"따라", "따랐", "붓", "부었", "부어", "버리", "버렸", "버림", "비우", "비웠", "비움", "쏟"}

// stillContents are contents, poured or liquid, that a container holds.
var stillContents = []string{"국물", "기름", "물", "음료", "음료수", "주스", "쥬스", "우유", "커피", "술", "소스", "시럽", "세제", "샴푸", "내용물", "간장", "식초", "육수",
	// toiletries and fillings of session 19 (린스 아직 꽤 있어요, 가스가 아직 좀 있어요)
	"린스", "로션", "바디워시", "섬유유연제", "잼", "꿀", "가스", "참기름", "식용유", "케첩", "마요네즈",
	// snacks counted in a bag (과자 조금 있고, 젤리가 몇 개 그대로) and
	// drinks by name (콜라 반, 사이다 거의 그대로예요)
	"과자", "사탕", "젤리", "초콜릿", "견과", "콜라", "사이다", "탄산수", "두유", "맥주", "소주", "와인", "막걸리", "이온음료"}

// contentsStill reports whether text says contents are still in the item
// with words between the noun and what says so (국물은 걍 캔에 그대로
// 있음, 기름이 아직 바닥에 남아 있어요, 국물 반 남긴 거): one of
// stillContents, bare or marked 은/는/이/가/도, then adverbs, amounts,
// counts (몇 개) or a place (words ending in 에) at most three, then
// 그대로, a form of 남다 or 들어 있다, a form of 있다 after an amount or
// a count (or right after 내용물), or an amount said as what the
// contents are (반 이상이에요; bare, ending a note: 물 반). The tag's words hold
// "국물은 그대로" written together.
func contentsStill(text string) bool {
	for _, clause := range plainClauses(text) {
		ws := strings.Fields(clause)
		for i, w := range ws {
			noun := ""
			for _, c := range stillContents {
				for _, p := range []string{"", "은", "는", "이", "가", "도"} {
					if w == c+p {
						noun = c
					}
				}
			}
			if noun == "" {
				continue
			}
			// "아직 소스 있음", "아직도 세제가 있어요": 아직 before the noun
			if i > 0 && (ws[i-1] == "아직" || ws[i-1] == "아직도") && i+1 < len(ws) && strings.HasPrefix(ws[i+1], "있") {
				return true
			}
			for j := i + 1; j < len(ws) && j <= i+4; j++ {
				v := ws[j]
				// 그대로 있음, 그대로예요; not 그대로 묻어 있어요 (a residue
				// left as it was)
				still := v != "그대로" || j+1 >= len(ws) || slices.ContainsFunc([]string{"있", "남", "들어", "담겨"}, func(s string) bool { return strings.HasPrefix(ws[j+1], s) })
				// "소스 아직 있음", "샴푸가 꽤 있어요": a form of 있다 after
				// 아직 or an amount (not a bare "샴푸 있어요", the item)
				// ("피자 상자 기름 많이 있어요" is grease on it: fat and water
				// need 아직)
				amountThere := strings.HasPrefix(v, "있") && j > i+1 && (amountWords[ws[j-1]] && ws[j-1] != "다" && ws[j-1] != "더" || leftCounts[ws[j-1]] || ws[j-1] == "아직도" || ws[j-1] == "여전히" || fractionAt(ws, j-1)) &&
					(noun != "기름" && noun != "물" || slices.Contains(ws[i+1:j], "아직") || slices.Contains(ws[i+1:j], "아직도"))
				// "내용물 있음": contents, which are never the item, said
				// there; "주스가 아직 반 이상이에요", "물 반": an amount said
				// as what the contents are, or ending a note
				amountThere = amountThere || noun == "내용물" && j == i+1 && (strings.HasPrefix(v, "있") || strings.HasPrefix(v, "들어")) ||
					amountIs(v, j == len(ws)-1)
				if strings.HasPrefix(v, "그대로") && still || startsWithAny(v, leftStems) || amountThere {
					if j+1 < len(ws) && (strings.HasPrefix(ws[j+1], "없") || strings.HasPrefix(ws[j+1], "않")) {
						break
					}
					// "로션 남은 거 없어요", "잼 남은 거 다 먹음": what was
					// left, none now or all used up
					// (or used for something else: "와인 남은 건 요리에
					// 넣고", "맥주 남은 거 화분에 줬어요")
					if j+2 < len(ws) && slices.Contains([]string{"거", "것", "건", "게"}, ws[j+1]) && slices.ContainsFunc(ws[j+2:min(len(ws), j+5)], func(x string) bool { return strings.HasPrefix(x, "없") || x == "다" || startsWithAny(x, usedUpStems) }) {
						break
					}
					// "우유 남은 거 따라 버리고": what was left, poured out
					if slices.ContainsFunc(ws[j+1:min(len(ws), j+5)], func(x string) bool { return startsWithAny(x, pourStems) }) {
						break
					}
					return true
				}
				if !(amountWords[v] || leftCounts[v] || strings.HasSuffix(v, "에") || strings.HasSuffix(v, "분의") || fractionAt(ws, j) || slices.Contains([]string{"걍", "그냥", "아직", "아직도", "여전히", "안에", "속에", "바닥에", "거의"}, v)) {
					break
				}
			}
		}
	}
	return false
}

// usedUpStems use what was left for something else (요리에 쓰고, 화분에
// 줬어요, 찌개에 넣었어요).
var usedUpStems = []string{"쓰고", "썼", "먹고", "먹었", "마시고", "마셨", "넣고", "넣었", "줬", "주고", "옮겨", "옮겼", "덜어", "덜었"}

// amountIsWords are the amounts said as what contents are (반이에요,
// 반 이상이에요, 절반쯤이요) or, bare, ending a note (물 반).
var amountIsWords = []string{"반", "반쯤", "절반", "절반쯤", "이상", "반이상", "반정도", "반 정도"}

// amountIsEndings are the copulas an amount is said with.
var amountIsEndings = []string{"이에요", "예요", "이요", "임", "입니다", "이야", "이다"}

// amountIs reports whether the word v says the contents are an amount:
// one of amountIsWords with a copula, or bare when it ends the clause
// (last).
func amountIs(v string, last bool) bool {
	for _, e := range amountIsEndings {
		if b, ok := strings.CutSuffix(v, e); ok && slices.Contains(amountIsWords, b) {
			return true
		}
	}
	return last && slices.Contains(amountIsWords, v) && v != "이상"
}

// leftCounts count what is left before 남은 (하나, 두 개, 몇 개, 세 알).
var leftCounts = map[string]bool{"하나": true, "둘": true, "셋": true, "넷": true, "개": true, "알": true, "조각": true, "장": true, "몇": true, "몇개": true, "한두": true}

// leftContainers are the containers that hold what is left in them (봉지,
// 병, 통, 캔, 팩, 용기), as the end of a word or the start of one
// with its particle (빵봉지, 봉지가).
var leftContainers = []string{"봉지", "봉다리", "봉투", "병", "통", "캔", "팩", "용기", "곽", "갑", "케이스", "파우치"}

// countLeftIn reports whether text says things are left in a container
// with a count or an amount before the adnominal 남은 and the container
// within the next two words ("젤리 두 개 남은 봉지", "과자 조금 남은 과자
// 봉지", "빵 하나 남은 빵 봉투"): what is left is in it. Not "다 먹고 남은
// 봉지" (the bag left after eating) or "남은 약" (no container).
func countLeftIn(text string) bool {
	for _, clause := range plainClauses(text) {
		ws := strings.Fields(clause)
		for i, w := range ws {
			if w != "남은" || i == 0 {
				continue
			}
			prev := ws[i-1]
			if !leftCounts[prev] && !amountWords[prev] && !(strings.HasSuffix(prev, "개") && strings.Trim(strings.TrimSuffix(prev, "개"), "0123456789") == "") {
				continue
			}
			if prev == "다" || prev == "더" {
				continue
			}
			for k := i + 1; k < len(ws) && k <= i+2; k++ {
				stem := strings.TrimRight(ws[k], "이가은는도을를에")
				if slices.ContainsFunc(leftContainers, func(c string) bool {
					return strings.HasSuffix(stem, c) && (len([]rune(c)) >= 2 || stem == c || korean.HasHangul(strings.TrimSuffix(stem, c)))
				}) {
					return true
				}
			}
		}
	}
	return false
}

// contentsNouns are contents a container may still hold, beyond the food
// terms of the taxonomy.
var contentsNouns = []string{"모유", "우유", "분유", "이유식", "주스", "쥬스", "음료", "음료수", "물", "국물", "육수", "소스", "양념", "잼", "꿀", "술", "커피", "요거트", "요구르트",
	"아이스크림", "얼음", "반찬", "김치", "밥", "떡", "과일", "사과", "배", "귤", "감", "한과", "약과", "내용물", "찌꺼기", "식혜", "수정과", "달걀", "계란", "알"}

// partNounsNotContents are parts stuck in a container that are no
// contents (a straw, a cap, a label).
var partNounsNotContents = []string{"빨대", "뚜껑", "마개", "캡", "라벨", "스티커", "테이프", "비닐", "고리", "철심", "스프링", "펌프", "스푼", "숟가락", "포크", "젓가락", "영수증", "송장"}

// stainLiquids are liquids and residue that stick in an item as a stain,
// not as contents (국물, 양념, 기름, 찌꺼기, 뻘).
var stainLiquids = []string{"국물", "물", "소스", "양념", "기름", "육수", "주스", "쥬스", "우유", "음료", "음료수", "술", "커피", "즙", "찌꺼기", "뻘", "흙", "모래", "진흙", "때", "얼룩"}

// frozenInRe: a noun with a subject particle frozen (still) inside
// ("모유가 그대로 얼어 있어요", "국이 꽁꽁 얼어붙어서").
var frozenInRe = regexp.MustCompile(`([가-힣]+?)(이|가|은|는|도)\s*(그대로\s*|아직\s*|아직도\s*|꽁꽁\s*|꽝꽝\s*|안에\s*|속에\s*|바닥에\s*|통째로\s*)*(얼어\s?있|얼어\s?붙|얼어붙|언\s?채|얼은\s?채|얼어서\s?안|얼어\s?버린|얼어버린)`)

// stuckInRe: a noun (with a count) stuck or sitting still in its tray
// or container ("사과 한 알이 아직 끼어 있어", "떡이 바닥에 박혀 있어요").
var stuckInRe = regexp.MustCompile(`([가-힣]+?)\s*(한\s?(알|개|조각|덩이|쪽|통|봉)|두\s?(알|개|조각)|[0-9]+\s?(알|개))?(이|가|도)\s*(아직\s*|아직도\s*|그대로\s*|안에\s*|속에\s*|바닥에\s*|칸에\s*)*(끼어|껴|박혀|들러붙어|남겨져|담긴\s?채|담겨|놓여)\s?(있|있어|있음|있네|있는)`)

// englishContentsRes say contents are still in ("there's juice left",
// "still some milk inside", "frozen milk still in it").
var englishContentsRes = []*regexp.Regexp{
	regexp.MustCompile(`\b(there'?s|there is|still has|still have|with|has|have)\s+(still\s+)?(some|a bit of|a little|a little bit of|a splash of|a drop of|half)?\s*(juice|milk|water|soda|coffee|tea|beer|wine|soup|sauce|formula|broth|food|jam|yogurt|yoghurt|drink|liquid|cola|rice|kimchi|breast milk)\s+(still\s+)?(left|inside|in it|in there|in the bottom)\b`),
	regexp.MustCompile(`\b(juice|milk|water|soda|coffee|tea|beer|wine|soup|sauce|formula|broth|jam|yogurt|yoghurt|drink|liquid|cola|breast milk|apple|fruit)\s+(is |are )?(still\s+)(frozen\s+)?(in it|inside|in there|in the|stuck in|sitting in|left)\b`),
	regexp.MustCompile(`\b(still\s+)?frozen\s+(solid\s+)?(inside|in it|in the bag|in the pouch|in the bottle)\b`),
	regexp.MustCompile(`\b(apple|pear|orange|tangerine|fruit|egg|rice cake|cake|food|meat|fish|kimchi|rice|noodle|tteok|peach|persimmon)s?\s+(is\s+|are\s+)?(still\s+)?(wedged|stuck|jammed|sitting|lodged|left)\s+in\b`),
}

// contentsInside reports whether lower (the text lower-cased) says
// contents are still inside the item: frozen in it, stuck or sitting in
// its tray, or left in it in English. The noun said so is no part (a
// straw, a cap) and not the item's own name. It sets contents_left
// whatever the word reading said (matchTags), as contentsStill and
// countLeftIn do where the reading is silent.
func (c *Catalog) contentsInside(lower string, itemTerm []rune) bool {
	if strings.Contains(lower, "nothing left") || strings.Contains(lower, "none left") {
		return false
	}
	contents := func(noun string) bool {
		if noun == "" || slices.Contains(partNounsNotContents, noun) || len(itemTerm) > 0 && string(compact(noun)) == string(itemTerm) {
			return false
		}
		for _, w := range contentsNouns {
			if noun == w || strings.HasSuffix(noun, w) {
				return true
			}
		}
		return c.isFoodTerm(noun)
	}
	for _, m := range frozenInRe.FindAllStringSubmatch(lower, -1) {
		if contents(m[1]) {
			return true
		}
	}
	// stuck in: a solid thing, not a liquid or residue caught in it
	// ("국물이 끼어 있어" is a stain)
	for _, m := range stuckInRe.FindAllStringSubmatch(lower, -1) {
		if contents(m[1]) && !slices.ContainsFunc(stainLiquids, func(w string) bool { return strings.HasSuffix(m[1], w) }) {
			return true
		}
	}
	for _, re := range englishContentsRes {
		if m := re.FindString(lower); m != "" && !strings.Contains(m, "no ") {
			return true
		}
	}
	return false
}

// isFoodTerm reports whether w (compact) is a food_waste term.
func (c *Catalog) isFoodTerm(w string) bool {
	i, ok := c.termIdx[string(compact(w))]
	return ok && c.tax.Middles[c.terms[i].middle].Key == "food_waste"
}

// plainWords are the words of text, lower-cased, without the punctuation
// around them.
func plainWords(text string) []string {
	ws := strings.Fields(strings.ToLower(text))
	for i, w := range ws {
		ws[i] = strings.Trim(w, ".,!?;:()\"'")
	}
	return ws
}

// plainClauses are the stretches of text between punctuation marks and
// line breaks, as written.
func plainClauses(text string) []string {
	return strings.FieldsFunc(text, func(c rune) bool { return strings.ContainsRune(".,!?;/\n()", c) })
}

// fractionRe is the numerator of a Korean fraction, with an amount's
// ending (일쯤, 1 정도, 이가량).
var fractionRe = regexp.MustCompile(`^(?:[0-9]+|[일이삼사오육칠팔구])(?:쯤|정도|가량|만)?$`)

// fractionAt reports whether ws[k] ends a fraction said as an amount
// ("삼분의 일쯤", "4분의 1 정도"): an amount of what is left, like 반쯤
// (session 23).
func fractionAt(ws []string, k int) bool {
	if k > 0 && (ws[k] == "정도" || ws[k] == "쯤") {
		k--
	}
	return k > 0 && strings.HasSuffix(ws[k-1], "분의") && fractionRe.MatchString(ws[k])
}
