package catalog

import (
	"regexp"
	"strings"
)

// Session 34: tag readings found by the eleventh round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 11
// (session 34)"), each a kind, read after tags33.

// depth34 applies the session-34 kinds to the tags read before it:
//
//   - the time of a state: an event of water said past, in a relative
//     clause or as the start of a time since (침수됐던, 비 맞았던, 침수
//     이후로, 물에 빠뜨린 뒤로, "ever since it got wet"), or a state
//     held before and gone now (남아 있었는데 지금은 비었어요), is no
//     state now unless the rest of the text says it;
//   - a state that came again after a past one (젖었던 상자가 또
//     젖었어요, 붙였던 다리가 다시 부러졌어요) holds now;
//   - weather as the cause of wet: rain met under its other names
//     (장맛비, 눈비), the item left outside while it rained, water
//     filled or pooled ("rainwater pooled in the box");
//   - what is no food or oil: water of mud or rain, a water stain, and
//     paint, ink, glue, dust and sand on the item are no soil; rain
//     water standing in it is no contents; glue or a mark left where a
//     sticker was is no contents and no label;
//   - amounts of contents: a fraction or a count still in (반병쯤 든,
//     3분의 1쯤 차 있어요, 한 병 그대로, 나머지는 그대로), a drink
//     barely touched (딱 한 모금 마셨어요, 한 방울도 안 줄었어요), "full
//     to the top"; against the rest thrown out (나머지는 화분에 줬어요,
//     "dumped the rest");
//   - the scope of untouched and unopened: 미개봉 and "as bought" (산
//     그대로) said of the item hold its contents, 손도 안 댄 said of its
//     parts (라벨이며 뚜껑이며) holds the parts only;
//   - a part's material is not the part on: 뚜껑까지 전부 플라스틱이에요,
//     "the lid is plastic too" say what the lid is made of, not that it
//     is on;
//   - another material stuck on against food stuck on: foil or paper
//     stuck fast (금박이 눌어붙었어요) is another material, a label
//     stuck fast is the label, neither is soil; food stuck fast (소스가
//     눌어붙어 안 떨어져요) is soil, no other material.
func (c *Catalog) depth34(text, lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add

	// the time of a state
	for _, tag := range c.pastOnly34(text, lower, middle) {
		if has(tag) {
			drop(tag)
		}
	}
	for _, tag := range goneNow34(text) {
		if has(tag) {
			drop(tag)
		}
	}

	// a state that came again after a past one (젖었던 상자가 또
	// 젖었어요) holds now
	for tag, re := range cameAgain34 {
		if !has(tag) && affirmed(text, re) {
			add(tag)
		}
	}

	// weather as the cause of wet
	if !has("wet") && (c.weatherWet34(text, lower) || affirmed(text, mudSoaked34Re)) {
		add("wet")
	}

	// what is no food or oil
	if has("contaminated") && nonFoodSoilOnly34(text, lower) {
		drop("contaminated")
	}
	if has("contents_left") && affirmed(text, glueLeftRe) && !contentsStill34Re.MatchString(glueLeftRe.ReplaceAllString(text, " ")) {
		drop("contents_left")
	}
	if has("contents_left") && (strings.Contains(text, "빗물") || rainWaterEnRe.MatchString(lower)) && !drinkWord34Re.MatchString(lower) && !foodNamed34(text) {
		drop("contents_left")
	}
	if has("label_attached") && labelOnlyAsMark34(text, lower) {
		drop("label_attached")
	}

	// amounts of contents
	if containerMiddle(middle) && !has("contents_left") && amountStillIn34(text, lower) {
		add("contents_left")
	}
	if has("contents_left") && restThrownOut34(text, lower) {
		drop("contents_left")
	}
	if bottleMiddle34(middle) && !has("cap_attached") && affirmed(text, closedUnnamedRe) && !capOffRe.MatchString(text) && !otherClosedRe.MatchString(text) {
		add("cap_attached")
	}

	// untouched and unopened
	if containerMiddle(middle) && !has("contents_left") && c.unopenedSaid34(text, lower, middle) {
		add("contents_left")
	}
	if has("contents_left") && mistakenUnopenedRe.MatchString(text) {
		drop("contents_left")
	}
	if has("contents_left") && partsUntouched34(text) {
		drop("contents_left")
	}

	// a part's material
	if has("cap_attached") && lidMaterialOnly34(text, lower) {
		drop("cap_attached")
	}
	if !has("cap_attached") && lidOnEn34Re.MatchString(lower) {
		add("cap_attached")
	}

	// another material stuck on against food stuck on
	if c.foilStuck34(text, middle) {
		add("mixed_material")
		if has("contaminated") && !foodNamed34(text) {
			drop("contaminated")
		}
		if middle == "glass" && has("cap_attached") && !capWord34Re.MatchString(text) {
			drop("cap_attached")
		}
		if cupFoilRe.MatchString(text) {
			add("cap_attached")
		}
	}
	if labelStuckFast34(text) {
		drop("contaminated")
		add("label_attached")
	}
	if has("mixed_material") && foodStuckFast34(text) {
		drop("mixed_material")
	}
	// (foil alone is a metal can's item: "foil sheet, nothing stuck on it")
	if !has("mixed_material") && middle != "metal_can" && foilStuckEnRe.MatchString(lower) && !nothingStuckEnRe.MatchString(lower) {
		add("mixed_material")
	}
	if !has("wet") && muddyWet34(text) {
		add("wet")
	}
	if !has("label_attached") && labelBakedOnEnRe.MatchString(lower) {
		add("label_attached")
	}
	return ed.tags, ed.cleared
}

// pastOnly34 returns the tags that a state said only as a past event
// gave: the text read again without its past events of water (침수됐던,
// 비 맞았던, 물 쏟은 적 있는, 침수 이후로, 물에 빠뜨린 뒤로; English
// "since the flood", "ever since it got wet") and of a break only heard
// of (금 갔다던) no longer gives them. A state the rest of the text says
// now (침수됐던 라디오가 아직 젖어 있어요) holds.
func (c *Catalog) pastOnly34(text, lower, middle string) []string {
	var out []string
	for tag, re := range pastEvent34 {
		// (the English past of water is read lowercase; the Korean
		// regexps read the same in either)
		from, phrases := text, []*regexp.Regexp{re}
		if tag == "wet" {
			from, phrases = lower, append(phrases, pastWetEnRe)
		}
		if c.lostWithout(from, middle, tag, phrases...) {
			out = append(out, tag)
		}
	}
	return out
}

// goneNow34 returns the tags whose words all lie in a first clause of a
// state held before (있었는데, 눅눅했는데) when the clause after 지금은
// says it gone (없어요, 비었어요, 보송해요) and nothing of it still, nor
// denies it gone (goneDeniedRe: 아무리 닦아도 안 없어져요):
// 아침까지 물이 남아 있었는데 지금은 비었어요, 예전엔 뚜껑이 닫혀
// 있었는데 지금은 없어요.
func goneNow34(text string) []string {
	m := heldThenNowRe.FindStringSubmatchIndex(text)
	if m == nil {
		return nil
	}
	now := text[m[1]:]
	if !goneWordRe.MatchString(now) || strings.Contains(now, "아직") || goneDeniedRe.MatchString(now) {
		return nil
	}
	return tagsOnlyIn32(text, 0, m[2], stateWords33)
}

// metNotForeseen34 reports whether re, a weather met (장맛비 맞은, 이슬
// 맞아), is said affirmed (as affirmed reads it: no 안 or 못 before, no
// 않 or 없 after) and not only foreseen: met before it came (장맛비 맞기
// 전에 들여놨어요, 폭우에 젖을까 봐, 이슬 맞지 않게) the item stayed dry.
func metNotForeseen34(text string, re *regexp.Regexp) bool {
	return affirmedExcept(text, re, func(m []int) bool { return foreseen34Re.MatchString(text[m[1]:]) })
}

// weatherWet34 reports whether the text says the item rained or snowed
// on under a word the tag's words lack (장맛비 맞은, 눈비를 맞았어요),
// left outside while it rained (마당에 뒀는데 비가 계속 왔어요, "left it
// in the yard and it rained all week", "on the curb during the storm")
// with no shelter said, or water filled or pooled in it (물이 찼어요,
// "rainwater pooled in the box").
func (c *Catalog) weatherWet34(text, lower string) bool {
	if metNotForeseen34(text, weatherMetRe) || affirmed(text, waterFilled34Re) && weatherWordRe.MatchString(text) {
		return true
	}
	if leftOutRainRe.MatchString(text) && !shelterRe.MatchString(text) {
		return true
	}
	if leftOutRainEnRe.MatchString(lower) && !shelterEnRe.MatchString(lower) && !rainForeseenEnRe.MatchString(lower) {
		return true
	}
	return rainPooledEnRe.MatchString(lower)
}

// nonFoodSoilOnly34 reports whether what the text says is on the item
// is no food or oil: water of mud or rain, a water stain, paint, ink,
// glue, dust or sand (흙탕물을 먹어서, 페인트가 튀었어요, 모래가 잔뜩
// 묻었어요, "ink smudges"), and no food or oil is named.
func nonFoodSoilOnly34(text, lower string) bool {
	if foodNamed34(text) || foodWordEn34Re.MatchString(lower) || bodyWaste34Re.MatchString(text) {
		return false
	}
	return nonFoodSoilRe.MatchString(text) || waterStainRe.MatchString(text) || nonFoodSoilEnRe.MatchString(lower)
}

// labelOnlyAsMark34 reports whether every word of a label in the text
// names only its glue or mark (스티커 붙였던 본드, "the sticker residue",
// "a sticker mark"): what is left is no label.
func labelOnlyAsMark34(text, lower string) bool {
	// (the sticker's paper said left beside its mark is the label:
	// 스티커 자국이랑 종이가 남았어요)
	if strings.Contains(text, "종이") {
		return false
	}
	if m := labelMark34Re.FindAllStringIndex(text, -1); m != nil {
		return allWithin34(labelWordRe.FindAllStringIndex(text, -1), m)
	}
	if m := labelMarkEnRe.FindAllStringIndex(lower, -1); m != nil && !labelStillOnEnRe.MatchString(lower) {
		return allWithin34(labelWordEnRe.FindAllStringIndex(lower, -1), m)
	}
	return false
}

// allWithin34 reports whether every span of words lies within one of
// the spans of within.
func allWithin34(words, within [][]int) bool {
	for _, w := range words {
		inside := false
		for _, s := range within {
			if w[0] >= s[0] && w[1] <= s[1] {
				inside = true
				break
			}
		}
		if !inside {
			return false
		}
	}
	return true
}

// amountStillIn34 reports whether the text says an amount of the
// contents still in: a fraction or a measure with a word of being in
// (반병쯤 든, 3분의 1쯤 차 있어요), a whole unit as it was (한 병
// 그대로, 한 캔 그대로), the rest as it was (나머지는 그대로예요), a
// drink barely touched (딱 한 모금 마셨어요, 한 방울도 안 줄었어요), or
// "full to the top".
func amountStillIn34(text, lower string) bool {
	if rinseWater34Re.MatchString(text) {
		return false
	}
	return affirmed(text, amountInRe) || wholeUnitRe.MatchString(text) && !collectedRe.MatchString(text) && !thingsByUnitRe.MatchString(text) || restKeptRe.MatchString(text) && !partRestRe.MatchString(text) ||
		barelyDrunkRe.MatchString(text) || notLessRe.MatchString(text) || fullToTopEnRe.MatchString(lower)
}

// restThrownOut34 reports whether the text says the rest of the
// contents thrown out, poured away or moved (나머지는 화분에 줬어요,
// 남은 건 하수구에 흘려보냈어요, "dumped the rest", "tipped the rest
// down the sink"), and nothing still in after.
func restThrownOut34(text, lower string) bool {
	if m := restOutRe.FindStringIndex(text); m != nil && !strings.Contains(text[m[1]:], "아직") && !restOutDeniedRe.MatchString(text[m[0]:m[1]]) {
		return true
	}
	return restOutEnRe.MatchString(lower)
}

// bottleMiddle34 reports whether a middle's items close with a cap: a
// verb of closing with no cap named is the cap's.
func bottleMiddle34(middle string) bool {
	return middle == "clear_pet" || middle == "glass" || middle == "plastic"
}

// unopenedSaid34 reports whether the text says the item unopened or as
// bought: 미개봉 (미개봉 참치캔, 샴푸 미개봉이에요), 산 그대로, 선물 받은
// 그대로, 딴 적도 없는, 안 끓였어요, "untouched bottle of water".
func (c *Catalog) unopenedSaid34(text, lower, middle string) bool {
	if m := asIsItemRe.FindStringSubmatch(text); m != nil && c.wordNames31(m[2], middle) && !partWord34Re.MatchString(text) {
		return true
	}
	if asBoughtRe.MatchString(text) && !partWord34Re.MatchString(text) && !vesselSoldEmpty34(text) {
		return true
	}
	return strings.Contains(text, "미개봉") || neverOpenedRe.MatchString(text) ||
		notCookedRe.MatchString(text) && !vesselSoldEmpty34(text) || untouchedItemEnRe.MatchString(lower)
}

// vesselSoldEmpty34 reports whether the text names a vessel that is
// sold empty (밀폐용기, 플라스틱 컵, 텀블러, 냄비, 주전자) and no food,
// drink or soap in it: said as bought or never boiled in (산 그대로 안 쓴
// 밀폐용기, 한 번도 안 끓였어요 냄비, 물 안 끓인 주전자) it is unused,
// and holds nothing. A product sold full (산 그대로예요 샴푸, 라면 안
// 끓였어요) is unopened.
func vesselSoldEmpty34(text string) bool {
	return emptyVessel34Re.MatchString(text) && !foodNamed34(text) && !drinkWord34Re.MatchString(text)
}

// partsUntouched34 reports whether 손도 안 댄 or 그대로 is said of the
// item's parts listed (라벨이며 뚜껑이며 손도 안 댄, 라벨이랑 뚜껑은 산
// 그대로예요), or the item said empty (빈 페트병; not 빈 줄 알았는데, a
// belief), and no contents are said still in: untouched parts say
// nothing of the contents.
func partsUntouched34(text string) bool {
	return partsUntouchedRe.MatchString(text) && !contentsStill34Re.MatchString(text)
}

// lidMaterialOnly34 reports whether the lid is named only to say what it
// is made of (뚜껑까지 전부 플라스틱이에요, 통이랑 뚜껑이 같은 재질이에요,
// "the lid is plastic too", "tub and lid are both PP"), with no word of
// it on, closed or kept.
func lidMaterialOnly34(text, lower string) bool {
	if lidMaterialRe.MatchString(text) && !lidOn34Re.MatchString(text) {
		return true
	}
	return lidMaterialEnRe.MatchString(lower) && !lidOnStateEnRe.MatchString(lower)
}

// foilStuck34 reports whether the text says foil, or paper or film of
// another stream than the item's, stuck on it (금박이 눌어붙었어요, 은박이
// 붙어 있어요, 금박 장식이 붙어 있어요, 스티로폼에 비닐이 눌어붙어),
// affirmed.
func (c *Catalog) foilStuck34(text, middle string) bool {
	for _, m := range foilStuckRe.FindAllStringSubmatchIndex(text, -1) {
		from, to := m[2], m[3]
		if from < 0 {
			from, to = m[8], m[9]
		}
		stuff := text[from:to]
		// (foil on a metal can's middle is the item itself: "쿠킹호일에
		// 기름이랑 껍질 붙어있어요")
		if m[2] >= 0 && middle == "metal_can" {
			continue
		}
		if (stuff == "종이" || stuff == "신문지") && (middle == "paper" || middle == "paper_pack") {
			continue
		}
		if stuff == "비닐" && middle == "vinyl" {
			continue
		}
		// (nor when denied, also after an auxiliary: 은박이 붙어 있지
		// 않아요)
		if negatedAfterRe.MatchString(text[m[1]:]) || deniedAfterAux34Re.MatchString(text[m[1]:]) {
			continue
		}
		// (paper of a label, 종이 라벨, 라벨 종이, is the label's stuff)
		before := strings.Fields(text[:from])
		after := strings.Fields(text[to:])
		if len(after) > 0 && labelWordRe.MatchString(after[0]) || len(before) > 0 && labelWordRe.MatchString(before[len(before)-1]) {
			continue
		}
		return true
	}
	return false
}

// labelStuckFast34 reports whether a label is said stuck fast
// (라벨이 녹아서 눌어붙었어요, 송장이 스티로폼에 눌어붙었어요) and no food
// or oil is named: the label, no soil.
func labelStuckFast34(text string) bool {
	return affirmed(text, labelStuckFastRe) && !foodNamed34(text)
}

// muddyWet34 reports whether the item is said miry (질척, 질퍽),
// affirmed, with a water or a flood said (잠겨서, 홍수 때) and no food:
// 홍수 때 잠겨서 속이 아직 질척해요.
func muddyWet34(text string) bool {
	return affirmed(text, mireRe) && waterCause34Re.MatchString(text) && !foodNamed34(text)
}

// foodNamed34 reports whether the text names a food or oil on the item:
// a word of foodWord34Re not glued to a container's word (커피병, 잼통,
// 소스병 name the item by what it held).
func foodNamed34(text string) bool {
	for _, m := range foodWord34Re.FindAllStringIndex(text, -1) {
		if !containerWordRe.MatchString(text[m[1]:]) {
			return true
		}
	}
	return false
}

// foodStuckFast34 reports whether food is said stuck fast and not
// coming off (소스가 눌어붙어 안 떨어져요) and no other material is
// named: soil, no other material.
func foodStuckFast34(text string) bool {
	return foodStuckFastRe.MatchString(text) && !otherStuff34Re.MatchString(text)
}

var (
	// past events of water and of a break only heard of, for each tag
	pastEvent34 = map[string]*regexp.Regexp{
		"wet":    regexp.MustCompile(`침수\s?(이후로|이후|뒤로|후로|됐던|되었던|됐었던|피해\s?입었던)|물에\s(잠겼던|빠졌던|빠졌다\s건진\s뒤로|빠뜨린\s뒤로|빠뜨린\s후로)|(빠뜨린|빠진|젖은)\s(뒤로|후로|이후로)|(비|눈)\s맞았던\s|젖었던\s|물\s먹었던\s|물\s(쏟은|엎은)\s적\s있는`),
		"broken": regexp.MustCompile(`(금\s?갔|깨졌|부러졌)다던`),
	}
	// a state come again: 또 젖었어요, 다시 금이 갔어요
	cameAgain34 = map[string]*regexp.Regexp{
		"wet":    regexp.MustCompile(`(또|다시|또다시)\s((비에|물에|어제|오늘)\s){0,2}(젖었|젖어|비\s?맞았|축축해|눅눅해)`),
		"broken": regexp.MustCompile(`(또|다시|또다시)\s(깨졌|깨져|금이?\s갔|부러졌|찢어졌)`),
	}
	pastWetEnRe = regexp.MustCompile(`\b(?:ever )?since (?:the flood|it got (?:wet|flooded|soaked))\b`)
	// a state held before, then 지금은: 남아 있었는데 지금은
	heldThenNowRe = regexp.MustCompile(`(있었는데|했는데|었었는데)\s(\S+\s){0,3}지금은\s`)
	goneWordRe    = regexp.MustCompile(`없|비었|말랐|말라|보송|뽀송|깨끗|멀쩡|빼\s?놨|뺐|뗐|떼\s?놨|버렸`)
	// rain met under other names: 장맛비 맞은, 눈비를 맞았어요
	weatherMetRe = regexp.MustCompile(`(장맛비|눈비|소낙비|폭우|비바람|진눈깨비)[를을에]?\s(\S+\s)?(맞|젖)`)
	// a weather only foreseen after its verb: 맞기 전에, 젖을까 봐, 맞지
	// 않게
	foreseen34Re = regexp.MustCompile(`^\S*(기\s?전|을까|ㄹ까|지\s?않게|지\s?않도록|지\s?말라고|기\s?싫어)`)
	// vessels sold empty: 밀폐용기, 플라스틱 컵, 텀블러, 냄비, 주전자
	emptyVessel34Re = regexp.MustCompile(`밀폐용기|반찬통|보관용기|도시락통|텀블러|(^|\s|플라스틱|유리|종이)컵(\s|$)|그릇|접시|냄비|주전자|프라이팬|솥`)
	// water filled in it: 물이 찼어요
	waterFilled34Re = regexp.MustCompile(`물이\s(가득\s)?(찼|차\s?올랐)`)
	weatherWordRe   = regexp.MustCompile(`(^|\s)(비|눈|빗물|장마|태풍|소나기)[가이에를을]?\s`)
	// left outside while it rained: 마당에 일주일 내내 뒀는데 비가 계속 왔어요
	leftOutRainRe = regexp.MustCompile(`(밖|바깥|마당|옥상|길가|베란다\s밖)에\s(\S+\s){0,3}\S*(뒀는데|뒀더니|내놨는데|내놨더니|놔뒀는데)\s(\S+\s){0,2}(비|눈)[가이]\s(\S+\s)?(왔|내렸|오더|쏟아)`)
	shelterRe     = regexp.MustCompile(`처마|지붕|덮어|씌워|안\s젖|안\s맞`)
	// English: left out while it rained
	leftOutRainEnRe = regexp.MustCompile(`\b(?:left|put|kept|sat|was|were)\b.*\b(?:outside|out back|in the yard|on the curb|on the porch|on the balcony|on the lawn)\b.*\b(?:rained|snowed|storm|downpour|rain|snow)\b`)
	shelterEnRe     = regexp.MustCompile(`\b(?:tarp|covered|under the|stayed dry|kept (?:it |them )?dry|no rain|out of the rain)\b`)
	// rain only foreseen or waited for: "before the rain", "until the
	// rain stops", "in case it rains", "brought it in"
	rainForeseenEnRe = regexp.MustCompile(`\b(?:before|until|till|in case|if|unless)\b(?: \w+){0,2} (?:rain|rains|storm|snow|snows)\b|\bbrought (?:it|them) (?:in|inside)\b`)
	rainPooledEnRe   = regexp.MustCompile(`\brain ?water (?:pooled|sitting|standing|collected)\b|\bhas rain ?water\b`)
	// food or oil named
	foodWord34Re   = regexp.MustCompile(`기름|국물|양념|소스|음식|반찬|잼|꿀|치즈|케첩|케찹|마요|버터|커피|우유|두유|주스|음료|콜라|맥주|카레|짜장|김치|고추장|된장|밥|라면|스프([^레]|$)|수프|육수|핏물|비린|생선|고기|과즙|시럽|설탕|초코|크림|요거트|찌꺼기|곰팡`)
	foodWordEn34Re = regexp.MustCompile(`\b(?:grease|greasy|oil|oily|food|sauce|soup|juice|coffee|milk|jam|cheese|ketchup)\b`)
	// no food or oil: water of mud or rain, paint, ink, glue, dust, sand
	nonFoodSoilRe   = regexp.MustCompile(`흙탕물|빗물|흙먼지|먼지|모래|시멘트|석고|톱밥|잉크|페인트|물감|매직|볼펜|색연필|형광펜|(^|\s)풀[이가을]\s|본드|접착제|끈끈이`)
	waterStainRe    = regexp.MustCompile(`(젖었던|젖어서|젖은)\s(\S+\s){0,3}\S*얼룩`)
	nonFoodSoilEnRe = regexp.MustCompile(`\b(?:paint|ink|glue|dust|dusty|sand|sandy|muddy water)\b`)
	// rain water, no contents, and the words of a drink or food that is
	rainWaterEnRe = regexp.MustCompile(`\brain ?water\b`)
	// (and the oils, sauces and soaps a container holds: 식용유, 간장,
	// 세제, 샴푸)
	drinkWord34Re = regexp.MustCompile(`음료|주스|우유|커피|내용물|잼|소스|맥주|콜라|생수|식용유|기름|간장|식초|세제|샴푸|린스|소주|막걸리|와인|\b(?:juice|milk|soda|beer|sauce)\b`)
	// glue or a mark left: 본드가 끈적하게 남았어요
	glueLeftRe = regexp.MustCompile(`(본드|접착제|끈끈이|자국)[이가만]?\s(\S+\s)?(남았|남아)`)
	// contents said still in; an oil only with a word of being left or
	// in (기름 그대로라 번들번들 on an emptied can is soil, session 34 merge)
	contentsStill34Re = regexp.MustCompile(`(물|음료|주스|우유|커피|내용물|잼|소스|맥주|콜라|간장|식초|세제|샴푸|린스|술)[이가은는]?\s(\S+\s)?(남|그대로|들어|있어|차\s?있)|(식용유|기름)[이가은는]?\s(\S+\s)?(남|들어|차\s?있)`)
	// the clause after 지금은 denying the state gone (아무리 닦아도 안
	// 없어져요, 깨끗하지 않아요)
	goneDeniedRe = regexp.MustCompile(`(안|못)\s?(없어|말라|말랐|빠져|지워)|깨끗하지\s(않|못)|멀쩡하지\s(않|못)`)
	// a body's waste on the item is soil though no food: 고양이 똥, 오줌
	bodyWaste34Re = regexp.MustCompile(`똥|오줌|소변|대변|배설물|토사물|구토|(^|\s)토[가를]\s|피가|핏자국|고름|가래`)
	// water of mud or rain soaked up: 흙탕물 먹은
	mudSoaked34Re = regexp.MustCompile(`(흙탕물|빗물|흙물)[을를이가]?\s(먹은|먹었|먹어|스며|스몄|스민)`)
	// a container's word glued to a food's: 커피병, 잼통
	containerWordRe = regexp.MustCompile(`^(병|통|캔|팩|용기|컵|봉지|상자|박스)`)
	// the item as it is: 그대로 있는 참치캔
	asIsItemRe   = regexp.MustCompile(`(^|\s)그대로\s(?:있는|인)\s(\S+)`)
	partWord34Re = regexp.MustCompile(`라벨|뚜껑|마개|스티커|포장|겉|모양|(?i:label|cap|sticker)`)
	// a label's glue or mark: 스티커 붙였던 본드, "sticker residue"
	labelMark34Re = regexp.MustCompile(`(스티커|라벨)\s?(붙였던\s|뗀\s자리에\s)?(자국|본드|접착제|끈끈이)`)
	labelWordRe   = regexp.MustCompile(`스티커|라벨|송장`)
	labelMarkEnRe = regexp.MustCompile(`\b(?:sticker|label) (?:residue|mark|glue|gunk)\b`)
	// the label said still on beside its glue: "the label glue won't let
	// go so half of it is still on"
	labelStillOnEnRe = regexp.MustCompile(`\b(?:still on|still there|won.?t let go|won.?t come off|won.?t peel)\b`)
	labelWordEnRe    = regexp.MustCompile(`\b(?:stickers?|labels?)\b`)
	// an amount with a word of being in: 반병쯤 든, 3분의 1쯤 차 있어요
	amountInRe     = regexp.MustCompile(`(반병|반통|반\s?캔|반팩|반\s?봉지|\d+\s?분의\s?\d+|[한두세]\s?(줌|숟갈|숟가락))(쯤|정도)?\s((정도|쯤)\s)?(든|들어|차\s?있|찬\s|남은|남았|남아)`)
	rinseWater34Re = regexp.MustCompile(`헹군\s?물|헹굼물|씻은\s?물|빗물|물기`)
	// a unit full of things collected is a measure of them: 뚜껑 한 통
	// 가득 모았어요
	collectedRe = regexp.MustCompile(`가득\s?(모았|모아|모은|모인|채웠|채운|담았|담아)`)
	// a unit full of things, not of contents: 페트병 뚜껑만 한 통 가득이에요
	thingsByUnitRe = regexp.MustCompile(`(뚜껑|캡|마개|빨대|봉지|조각|병|캔|컵)(만|을|를|이|가)?\s한\s?(병|캔|팩|통)\s가득`)
	wholeUnitRe    = regexp.MustCompile(`한\s?(병|캔|팩|통)\s(그대로|가득)|한\s?봉지\s그대로`)
	// the rest of a part, not of the contents: 라벨 떼려다가 반만
	// 찢어지고 나머지는 병에 남았어요
	// (or of the item's cap or of a count of things: 뚜껑만 따로 버리고
	// 나머지는 그대로예요, 두 개는 깨졌고 나머지는 그대로예요)
	partRestRe = regexp.MustCompile(`(라벨|스티커|비닐|포장|테이프|뚜껑|마개|빨대|손잡이|[한두세네]\s?개|하나)\S*\s(\S+\s){0,4}나머지`)
	restKeptRe = regexp.MustCompile(`나머지[는가]?\s(\S+\s)?(그대로|남아|남았)`)
	// a drink barely touched: 딱 한 모금 마셨어요
	barelyDrunkRe = regexp.MustCompile(`(딱|겨우|고작)\s[한두]\s?모금(만)?\s(마셨|먹었)`)
	notLessRe     = regexp.MustCompile(`(한\s?방울도|하나도|조금도|전혀)\s안\s줄었`)
	fullToTopEnRe = regexp.MustCompile(`\bfull to the (?:top|brim)\b`)
	// the rest thrown out: 나머지는 화분에 줬어요
	restOutRe = regexp.MustCompile(`(나머지|남은\s?(건|거|것은))[는은를]?\s(\S+\s){0,2}(버렸|줬|부었|흘려보냈|쏟았|옮겼|따라\s?버렸|비웠)`)
	// the throwing out denied: 나머지는 못 버렸어요, 아직 안 버렸어요
	restOutDeniedRe = regexp.MustCompile(`(^|\s)(안|못)\s\S+$`)
	restOutEnRe     = regexp.MustCompile(`\b(?:dumped|poured|tipped|tossed|threw|gave) (?:out |away )?the rest\b`)
	// a verb of closing with no cap named: 꽉 닫아 놨어요
	closedUnnamedRe = regexp.MustCompile(`(꽉|꼭|다시)\s닫아\s?(놨|뒀|두었|놓았)`)
	// another thing named closed: 냉장고 문 꽉 닫아 놨어요, 서랍 꽉 닫아
	otherClosedRe = regexp.MustCompile(`(문|서랍|창문|창|냉장고|지퍼백|봉지|봉투|입구|상자|박스|가방)[을를은는이가]?\s(꽉|꼭|다시)\s닫아`)
	capOffRe      = regexp.MustCompile(`뺐|분리`)
	// unopened said of the item
	asBoughtRe         = regexp.MustCompile(`(산|받은|사\s?온|사\s?놓은|사\s?둔)\s그대로`)
	neverOpenedRe      = regexp.MustCompile(`(딴|연|뜯은)\s?적도\s없`)
	notCookedRe        = regexp.MustCompile(`안\s끓였|안\s끓인`)
	untouchedItemEnRe  = regexp.MustCompile(`\buntouched (?:bottle|can|carton|jar|pack|tub)\b`)
	mistakenUnopenedRe = regexp.MustCompile(`미개봉인\s줄\s알았|손도\s안\s댄\s줄\s알았`)
	// untouched said of parts: 라벨이며 뚜껑이며 손도 안 댄
	partsUntouchedRe = regexp.MustCompile(`(라벨|뚜껑|스티커)(이며|이랑|랑|하고|과|와)\s(라벨|뚜껑|스티커)\S*\s(\S+\s)?(손도\s안\s댄|손도\s안\s댔|손\s안\s댔|그대로)|(^|\s)빈\s[^줄]`)
	// a lid named for its material: 뚜껑까지 전부 플라스틱이에요
	lidMaterialRe   = regexp.MustCompile(`뚜껑\S*\s(\S+\s){0,3}\S*((플라스틱|PP|PE|스티로폼|종이|철)(이에요|이예요|예요|에요|이고|이라|입니다|이야|임|이네요|으로\s된|로\s된|$)|재질|똑같)`)
	lidOn34Re       = regexp.MustCompile(`닫|잠|끼워|덮여|붙어|달려|달린|박혀|박힌|그대로|안\s?(뺐|빼|분리|땄)`)
	lidMaterialEnRe = regexp.MustCompile(`\b(?:lid|cap)\b.*\b(?:plastic|pp|styrofoam|same material|included)\b|\b(?:plastic|pp)\b.*\blid included\b|\band lid are both\b`)
	// (the lid said on or attached: "with the lid on", "lid attached")
	lidOnStateEnRe = regexp.MustCompile(`\b(?:still on|on tight|screwed on|screwed tight|snapped on|is on|'s on|closed|shut|attached|(?:lid|cap) on)\b`)
	lidOnEn34Re    = regexp.MustCompile(`\b(?:lid|cap)(?:'s| is)? (?:snapped|clicked|pressed) on\b`)
	// foil, paper or film stuck on: 금박이 눌어붙었어요
	foilStuckRe = regexp.MustCompile(`(금박|은박|은박지|금박지|호일|포일)\S*\s(\S+\s){0,2}(눌어붙|붙어|붙었|들러붙)|(신문지|종이|비닐)\S*\s(\S+\s){0,2}(눌어붙|들러붙)`)
	// a state denied after the auxiliary 있다: 붙어 있지 않아요, 붙어 있진
	// 않고
	deniedAfterAux34Re = regexp.MustCompile(`^\S*\s있(지|진|지는)\s?(않|못)`)
	capWord34Re        = regexp.MustCompile(`뚜껑|마개`)
	cupFoilRe          = regexp.MustCompile(`(요거트|요구르트)\s?컵에\s은박`)
	// a label stuck fast: 라벨이 녹아서 눌어붙었어요
	labelStuckFastRe = regexp.MustCompile(`(라벨|스티커|송장)\S*\s(\S+\s){0,2}(눌어붙|녹아\s?붙)`)
	// food stuck fast and not coming off: 소스가 눌어붙어 안 떨어져요
	foodStuckFastRe  = regexp.MustCompile(`(소스|치즈|밥알|잼|양념|카레|기름)[이가]?\s(\S+\s)?눌어붙\S*\s(안|못)\s?떨어`)
	otherStuff34Re   = regexp.MustCompile(`테이프|은박|금박|철|쇠|스프링|비닐|종이|알루미늄|금속|라벨|스티커`)
	foilStuckEnRe    = regexp.MustCompile(`\bfoil (?:\w+ ){0,2}(?:stuck|glued|baked) (?:on|to|in|inside)\b`)
	nothingStuckEnRe = regexp.MustCompile(`\bnothing (?:is )?stuck\b`)
	// a word of mire with water said: 잠겨서 질척해요
	mireRe           = regexp.MustCompile(`질척|질퍽`)
	waterCause34Re   = regexp.MustCompile(`물|잠겨|잠긴|잠겼|홍수|침수|젖|(^|\s)비\s`)
	labelBakedOnEnRe = regexp.MustCompile(`\b(?:sticker|label)(?:'s| is)? (?:baked|melted|glued) on\b`)
)
