package catalog

import (
	"regexp"
	"strings"
)

// Session 38: tag readings found by the fifteenth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 15
// (session 38)"), each a kind, read last, after the lead's of session
// 37.

// depth38 applies the session-38 kinds to the tags read before it:
//
//   - contents said as once there (과일이 담겨 있던 상자, 양념게장을
//     보관하던 통) are neither contents nor soil;
//     contents said after such a clause or after a part taken off
//     (김치가 담겨 있던 통인데 아직 국물이 남았어요, 고리는 떼어 냈지만
//     캔에 맥주가 남았어요) are the item's;
//   - contents said as an amount with a copula or by what they are good
//     for (아직 반 통이에요, 한 컵은 돼요, 한 번 더 먹을 만큼 있어요),
//     lying at the bottom or in a corner of the item (바닥에 깔려 있어요,
//     봉지 구석에 있어요) and English amounts ("a splash of wine at the
//     bottom", "still half a tub") hold contents; "not a scrap left" and
//     "if … left" do not;
//   - contents, water or soil of another thing in a clause of its own
//     (주전자에 물이 남았고 병은 비어 있어요, "the pot still has soup in
//     it, the jar's empty") are not the item's; English food splashed
//     onto the item soils it;
//   - a label said only as a likeness of what is printed (라벨처럼 보이는
//     건 인쇄된 그림) is none; a sleeve or a label band still on (수축
//     슬리브가 씌워져 있어요, 라벨 띠가 있어요, "the sleeve is still
//     wrapped around it") is a label, no other material; a label or a
//     cap left untouched (손도 안 댔어요) is on;
//   - a cap said taken off in English ("removed the lid", "took off the
//     label and then the cap too") is off;
//   - a part of another material left fixed (지퍼를 안 자르고 그대로,
//     링 바인더가 달려 있어요, "still has rope handles") is another
//     material, and English "still has" of a part is no contents;
//   - another material of the item's own make (금박이 입혀진 상자,
//     "foil-lined", "aluminium-coated") is another material; a thing of
//     foil once put on or in the item (은박 접시를 올려 뒀던 상자) is
//     not;
//   - a broken part named and thrown away with the item said intact
//     (깨진 보호 필름은 떼서 버렸고 화면은 멀쩡해요) is no break of the
//     item;
//   - a smell only (냄새만 배어 있어요) and a stain come out (얼룩이 다
//     빠졌어요, "the stain came out") are no soil, nor a soak the means
//     of it wet; a stain that will not come out (얼룩이 안 빠져요) is
//     soil, no other material.
func (c *Catalog) depth38(text, lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add

	// contents once there, and contents said after such a clause
	for _, tag := range []string{"contents_left", "contaminated"} {
		if has(tag) && c.lostWithout(text, middle, tag, onceHeld38Re, onceKept38Re) {
			drop(tag)
		}
	}
	if !has("contents_left") && c.contentsAfterClause38(text, middle) {
		add("contents_left")
	}

	// contents said as amounts, lying at the bottom, in English
	if c.TagApplies("contents_left", middle) && !has("contents_left") {
		if c.amountSaid38(text, middle) || affirmedExcept(text, lyingInItem38Re, c.soilLying38(text)) || amountEn38(lower) {
			add("contents_left")
		}
	}
	if has("contents_left") && has("contaminated") && c.lostWithout(text, middle, "contaminated", amountForUse38Re) {
		drop("contaminated")
	}
	if has("contents_left") {
		for _, re := range []*regexp.Regexp{noneLeftEn38Re, supposedLeftEn38Re, partStillHasEn38Re} {
			if re.MatchString(lower) && c.lostWithout(lower, middle, "contents_left", re) {
				drop("contents_left")
				break
			}
		}
	}

	// another thing's contents, water or soil
	for _, span := range c.otherThingClauses38(text, lower, middle) {
		for _, tag := range []string{"contents_left", "wet", "contaminated"} {
			if has(tag) && c.lostWithoutSpan37(strings.ToLower(text), middle, tag, span) {
				drop(tag)
			}
		}
	}
	if c.TagApplies("contaminated", middle) && !has("contaminated") && c.splashedOntoEn38(lower, middle) {
		add("contaminated")
	}

	// printed labels, sleeves, labels and caps left untouched
	if has("label_attached") && printedWordRe38.MatchString(text) && c.lostWithout(text, middle, "label_attached", labelLikeness38Re) {
		drop("label_attached")
	}
	if c.TagApplies("label_attached", middle) && (affirmedExcept(text, sleeveOn38Re, removedAfterIn38(text)) || sleeveOnEn38Re.MatchString(lower)) {
		add("label_attached")
		if has("mixed_material") && c.lostWithout(text, middle, "mixed_material", sleeveOn38Re) {
			drop("mixed_material")
		}
	}
	if m := sleeveOn38Re.FindStringIndex(text); m != nil && has("mixed_material") && removedAfter38Re.MatchString(text[m[1]:]) && c.lostWithout(text, middle, "mixed_material", sleeveOn38Re) {
		// (a sleeve said on and taken off after: 감겨 있었는데 잘라서
		// 뗐어요)
		drop("mixed_material")
	}
	if m := untouched38Re.FindStringSubmatchIndex(text); m != nil && !removedAfter38Re.MatchString(text[m[1]:]) {
		part := text[m[2]:m[3]]
		if strings.Contains(part, "뚜껑") || strings.Contains(part, "마개") {
			add("cap_attached")
		} else {
			add("label_attached")
		}
	}

	// a cap taken off in English
	if has("cap_attached") && capOffEn38Re.MatchString(lower) && !capOnEn38Re.MatchString(lower) {
		drop("cap_attached")
	}

	// parts of another material left fixed, coatings, foil once put on
	if !has("mixed_material") && (c.partFixed38(text, middle) || c.partFixedEn38(lower, middle)) {
		add("mixed_material")
	}
	// (not a coated part cut away, nor a coating denied: 코팅된 부분만
	// 잘라냈어요, "not plastic-coated"; session 38's merge)
	if middle == "paper" && !has("mixed_material") && (affirmed(text, coated38Re) || coatedEn38Re.MatchString(lower) && !coatDeniedEn38Re.MatchString(lower)) && !coatCutAway38Re.MatchString(text) {
		add("mixed_material")
	}
	if has("mixed_material") && c.lostWithout(text, middle, "mixed_material", oncePutOn38Re) {
		drop("mixed_material")
	}

	// a broken part thrown away
	if has("broken") && itemIntact38Re.MatchString(lower) {
		for _, span := range brokenPartThrown38(text, lower) {
			if c.lostWithoutSpan37(lower, middle, "broken", span) {
				drop("broken")
				break
			}
		}
	}

	// smells, stains come out, stains that will not
	if has("contaminated") {
		for _, re := range []*regexp.Regexp{smellOnly38Re, stainOut38Re} {
			if m := re.FindString(text); m != "" && !deniedSpan37(m) && affirmed(text, re) && c.lostWithout(text, middle, "contaminated", re) {
				drop("contaminated")
				break
			}
		}
		for _, re := range []*regexp.Regexp{stainOutEn38Re, smellNothingEn38Re} {
			if re.MatchString(lower) && c.lostWithout(lower, middle, "contaminated", re) {
				drop("contaminated")
				break
			}
		}
	}
	if has("wet") && soakMeansEn38Re.MatchString(lower) && c.lostWithout(lower, middle, "wet", soakMeansEn38Re) {
		drop("wet")
	}
	if has("mixed_material") && stainStuck38Re.MatchString(text) && c.lostWithout(text, middle, "mixed_material", stainStuck38Re) {
		drop("mixed_material")
	}
	return ed.tags, ed.cleared
}

// contentsAfterClause38 reports whether contents are said left in a
// clause that follows one of contents once held or of a part taken off
// (김치가 담겨 있던 통인데 아직 국물이 남았어요, 고리는 떼어 냈지만
// 캔에 맥주가 남았어요): the later clause, read alone, holds contents,
// and it does not open with a place of another thing (컵에 주스가).
func (c *Catalog) contentsAfterClause38(text, middle string) bool {
	m := leadClause38Re.FindStringIndex(text)
	if m == nil {
		return false
	}
	rest := strings.TrimSpace(text[m[1]:])
	// (the rest must name what is left, no part: 라벨 거의 다 뗐는데 한
	// 귀퉁이가 남았어요 is the label's corner)
	s := restSubject38Re.FindStringSubmatch(rest)
	if s == nil || partLeft38Re.MatchString(s[1]) {
		return false
	}
	if p := placeOpening38Re.FindStringSubmatch(rest); p != nil && c.otherThing37(p[1], middle) {
		return false
	}
	tags, _ := c.TagsFor(rest, middle)
	for _, t := range tags {
		if t == "contents_left" {
			return true
		}
	}
	return false
}

// removedAfterIn38 is an exception for affirmedExcept: a part said on
// and then taken off after the match (슬리브가 붙어 있었는데 뗐어요).
func removedAfterIn38(text string) func(m []int) bool {
	return func(m []int) bool {
		return removedAfter38Re.MatchString(text[m[1]:])
	}
}

// amountSaid38 reports whether contents are said as an amount with a
// copula or by what they are still good for (마요네즈가 아직 반
// 통이에요, 녹차가 아직 한 컵은 돼요, 주스가 반 팩쯤 그대로예요,
// 소스가 한 번 더 먹을 만큼 있어요), the subject no thing of the item's
// middle unless it is a food (간장, named like its bottle).
func (c *Catalog) amountSaid38(text, middle string) bool {
	for _, re := range []*regexp.Regexp{amountCopula38Re, amountForUse38Re} {
		for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
			subject := text[m[2]:m[3]]
			if mm := c.Match(subject); mm.Middle == middle && !mm.Weak && !foodWord34Re.MatchString(subject) && !sauceWord38Re.MatchString(subject) {
				continue
			}
			if affirmed(text[m[0]:], re) {
				return true
			}
		}
	}
	return false
}

// soilLying38 reports whether what is said lying in the item is soil
// or water (바닥에 기름이 깔려 있어요) or a thing the catalogue names
// (키친타월이 통 바닥에 깔려 있어요), no contents: an exception for
// lyingInItem38Re.
func (c *Catalog) soilLying38(text string) func(m []int) bool {
	return func(m []int) bool {
		span := text[m[0]:m[1]]
		if soilSubject38Re.MatchString(span) {
			return true
		}
		// (a thing lying in the item is no contents: 키친타월이 통
		// 바닥에 깔려 있어요)
		subjects := restSubject38Re.FindAllStringSubmatch(text[:m[1]], -1)
		if len(subjects) == 0 {
			return false
		}
		sm := c.Match(subjects[len(subjects)-1][1])
		return sm.Item != "" && !sm.Weak && sm.Middle != "food_waste"
	}
}

// amountEn38 reports whether English says contents by an amount in the
// item ("a splash of wine at the bottom", "there's still a scoop of ice
// cream in the tub", "still half a tub of yogurt in there"), with no
// negation or supposition in its clause.
func amountEn38(lower string) bool {
	for _, clause := range clausesEn37Re.Split(lower, -1) {
		if notOrIfEn38Re.MatchString(clause) {
			continue
		}
		if amountOfEn38Re.MatchString(clause) || stillPartEn38Re.MatchString(clause) {
			return true
		}
	}
	return false
}

// otherThingClauses38 returns the clauses of the text that open with a
// place of another thing (주전자에 물이 남았고, 싱크대에 물이 고여
// 있는데, 컵에 우유를 따라 두고; "the pot still has soup in it", "the
// kettle's still full"), when another clause says the item empty, dry
// or clean: what such a clause holds is the other thing's. In English
// a holder of the same middle counts when another noun is the one said
// empty ("the saucepan's still full of chili, the can is clean").
func (c *Catalog) otherThingClauses38(text, lower, middle string) []string {
	var out []string
	if itemEmpty38Re.MatchString(text) {
		for _, clause := range clauseSplit38(lower) {
			if p := placeOpening38Re.FindStringSubmatch(clause); p != nil && c.otherPlace38(p[1], middle) {
				out = append(out, clause)
			}
		}
	}
	if itemEmptyEn38Re.MatchString(lower) {
		// (the thing said empty, when named: "the can is clean")
		emptied := ""
		if e := namedEmptyEn38Re.FindStringSubmatch(lower); e != nil && c.Match(e[1]).Middle == middle {
			emptied = e[1]
		}
		for _, clause := range clausesEn37Re.Split(lower, -1) {
			p := otherHoldsEn38Re.FindStringSubmatch(clause)
			if p != nil && (c.otherThing37(p[1], middle) || emptied != "" && p[1] != emptied) {
				out = append(out, clause)
			}
		}
	}
	return out
}

// otherPlace38 reports whether a word before 에 names a place of
// another thing than the item: a thing of another middle (otherThing37),
// a cup or a sink the catalogue reads weakly or not at all (컵, 싱크대),
// never the item's own places (바닥, 안, 구석) nor a general container
// word that may be the item itself (병, 통, 팩).
func (c *Catalog) otherPlace38(word, middle string) bool {
	if c.otherThing37(word, middle) {
		return true
	}
	if ownPlace38Re.MatchString(word) || materialWord37Re.MatchString(word) {
		return false
	}
	m := c.Match(word)
	if m.Middle == "" {
		return m.Item == ""
	}
	return m.Weak && m.Middle != middle
}

// clauseSplit38 splits Korean text after its clause endings (는데, 지만,
// 고, 두고, a comma), each clause keeping its ending.
func clauseSplit38(text string) []string {
	var out []string
	start := 0
	for _, m := range clauseEnd37Re.FindAllStringIndex(text, -1) {
		out = append(out, strings.TrimSpace(text[start:m[1]]))
		start = m[1]
	}
	if rest := strings.TrimSpace(text[start:]); rest != "" {
		out = append(out, rest)
	}
	return out
}

// splashedOntoEn38 reports whether English says food splashed or
// spilled onto the item ("the soup from the pot splashed onto the
// tub"): the thing it landed on names the item's middle.
func (c *Catalog) splashedOntoEn38(lower, middle string) bool {
	m := splashedOntoEn38Re.FindStringSubmatch(lower)
	return m != nil && c.Match(m[1]).Middle == middle
}

// partFixed38 reports whether a part of another material is said left
// fixed on the item, or asked of left so (지퍼백 지퍼를 안 자르고 그대로
// 가져왔어요, 링 안 빼도 돼요?, 다이어리
// 링 바인더가 그대로 달려 있어요, 금속 모서리 장식이 박혀 있어요, 지퍼
// 달린 비닐 파우치 그대로예요). Which parts count depends on the middle:
// on paper any, on vinyl a zipper, on plastic metal parts and springs.
func (c *Catalog) partFixed38(text, middle string) bool {
	for _, re := range []*regexp.Regexp{partFixed38Re, partUncut38Re, partWithAsIs38Re} {
		for _, m := range re.FindAllStringSubmatch(text, -1) {
			if otherPartFor38(m[1], middle) && affirmed(text, re) {
				return true
			}
		}
	}
	return false
}

// partFixedEn38 is partFixed38 in English ("the notebook still has its
// metal spiral", "the bucket's metal handle is still attached", "the
// zipper strip is still on the bag").
func (c *Catalog) partFixedEn38(lower, middle string) bool {
	for _, re := range []*regexp.Regexp{partStillHasEn38Re, partStillOnEn38Re} {
		if m := re.FindStringSubmatch(lower); m != nil && otherPartFor38(m[1], middle) {
			return true
		}
	}
	return false
}

// otherPartFor38 reports whether a part word names a part of another
// material than the item's middle: on paper any part of the list, on
// vinyl a zipper, on plastic a metal part or a spring.
func otherPartFor38(part, middle string) bool {
	switch middle {
	case "paper":
		return true
	case "vinyl":
		return strings.Contains(part, "지퍼") || strings.Contains(part, "zip")
	case "plastic":
		return metalPart38Re.MatchString(part)
	}
	return false
}

// brokenPartThrown38 returns the clauses that name a broken part thrown
// away or taken off (깨진 뚜껑은 버렸고, 병뚜껑이 깨져서 일반 쓰레기로
// 버렸어요, "peeled off the cracked screen protector").
func brokenPartThrown38(text, lower string) []string {
	var out []string
	for _, clause := range clauseSplit38(lower) {
		if brokenWord38Re.MatchString(clause) && thrownWord38Re.MatchString(clause) {
			out = append(out, clause)
		}
	}
	for _, clause := range clausesEn37Re.Split(lower, -1) {
		if brokenWordEn38Re.MatchString(clause) && thrownWordEn38Re.MatchString(clause) {
			out = append(out, clause)
		}
	}
	return out
}

var (
	// 과일이 담겨 있던 상자, 참치가 들어 있었던 캔
	onceHeld38Re = regexp.MustCompile(`\S+(이|가)\s(\S+\s)?(담겨|들어)\s?있(었)?던\s`)
	// a clause of contents once held or of a part taken off, ending
	leadClause38Re  = regexp.MustCompile(`^.*?((담겨|들어)\s?있(었)?던\s\S+?(인데|이었는데)|(떼어\s?냈|뗐|뺐|벗겼|떼었)(지만|는데))\s`)
	restSubject38Re = regexp.MustCompile(`(\S+)(?:이|가)\s`)
	partLeft38Re    = regexp.MustCompile(`라벨|스티커|테이프|귀퉁이|조각|줄|비닐|뚜껑|끈끈이|자국|종이`)
	// 양념게장을 보관하던 통, 꿀 담아 쓰던 병: a use of the past
	onceKept38Re = regexp.MustCompile(`\S+(을|를)?\s(보관하던|담던|담아\s?쓰던|담아\s?두던|넣어\s?두던)\s`)
	// a clause opening with a place: 컵에, 주전자에는
	placeOpening38Re = regexp.MustCompile(`^(\S+?)(에는|에도|에|엔)\s`)
	// 마요네즈가 아직 반 통이에요, 녹차가 아직 한 컵은 돼요
	amountCopula38Re = regexp.MustCompile(`(\S+?)(?:이|가)\s(?:아직\s)?(?:반|절반|한|두|세)\s?(?:통|병|팩|컵|잔|캔|봉지|그릇)(?:이에요|예요|(?:쯤|은|이)?\s(?:정도예요|돼요|그대로예요|그대로))`)
	// 소스가 한 번 더 먹을 만큼 있어요
	// a food named like its bottle: 간장 (of 간장병)
	sauceWord38Re    = regexp.MustCompile(`간장|식초|참기름|들기름|올리브유|물엿|조청`)
	amountForUse38Re = regexp.MustCompile(`(\S+?)(?:이|가)\s(?:\S+\s){0,4}?\S*(?:쓸|먹을|마실|할|부칠|바를)\s?만큼(?:은|이)?\s(?:있어|있고|남았|남아|돼요)`)
	// 캔 바닥에 옥수수 알갱이가 몇 개 깔려 있어요, 가루가 봉지 구석에 있어요
	lyingInItem38Re = regexp.MustCompile(`(바닥|구석)에\s(\S+\s){0,4}?\S*(깔려|굴러)\s?있(어|고|네|음|습)|\S+(이|가)\s((조금|약간|좀|몇\s?개|몇\s?알)\s)?((봉지|통|병|캔|팩|상자|박스|용기|컵)\s)?(바닥|구석)에\s(있어|있고|있네|있음)`)
	soilSubject38Re = regexp.MustCompile(`물기|기름|찌꺼기|얼룩|먼지|곰팡|자국|스티커|라벨|테이프|습기|이물|모래|흙`)
	// "a splash of wine at the bottom", "a scoop of ice cream in the tub"
	amountOfEn38Re  = regexp.MustCompile(`\b(a|one)\s+(splash|scoop|dribble|layer|spoonful|glug|dollop)\s+of\s+[a-z]+(\s+[a-z]+)?\s+(still\s+)?(at\s+the\s+bottom|in\s+there|in\s+the\s+\w+|left|sloshing)\b`)
	stillPartEn38Re = regexp.MustCompile(`\bstill\s+(about\s+)?(half|a\s+third|a\s+quarter)\s+(a|of\s+the)\s+(tub|jar|bottle|can|carton|bag|pack)\b`)
	notOrIfEn38Re   = regexp.MustCompile(`\b(not|no|nothing|if|n't)\b`)
	// "not a scrap of food left", "is it okay if a bit of water's left"
	noneLeftEn38Re     = regexp.MustCompile(`\bnot\s+(a|one)\s+\w+\s+of\s+\w+\s+left\b`)
	supposedLeftEn38Re = regexp.MustCompile(`\bif\b[^.,;]*\bleft\b`)
	// the item said empty, dry or clean in a clause of its own
	itemEmpty38Re   = regexp.MustCompile(`(은|는)\s(\S+\s)?(다\s)?(비었|비어\s?있|비웠|말랐|깨끗|헹궜)`)
	itemEmptyEn38Re = regexp.MustCompile(`\b(empty|rinsed|dry|clean)\b`)
	// "the pot still has soup in it", "the kettle's still full"
	namedEmptyEn38Re = regexp.MustCompile(`\b(?:the|my|this)\s+(\w+)(?:'s|\s+is)\s+(?:empty|rinsed|dry|clean)\b`)
	otherHoldsEn38Re = regexp.MustCompile(`^(?:the|my)\s+(?:\w+\s+)??(\w+)(?:'s|\s+is)?\s+still\s+(?:has|full)\b`)
	// "the soup from the pot splashed onto the tub"
	splashedOntoEn38Re = regexp.MustCompile(`\b(?:soup|sauce|oil|grease|curry|gravy|food|stew)\b[^.,;]*\b(?:splashed|spilled|spattered|splattered|dripped)\s+(?:onto|on|over|all\s+over)\s+(?:the|my)\s+(\w+)`)
	// a label said only as a likeness of a print
	printedWordRe38   = regexp.MustCompile(`인쇄|각인|새겨|찍혀`)
	labelLikeness38Re = regexp.MustCompile(`(라벨|스티커)(처럼|같이)\s(보이는|생긴)\s?\S*`)
	// 수축 슬리브가 씌워져 있어요, 목에 작은 라벨 띠가 있어요
	sleeveOn38Re   = regexp.MustCompile(`(슬리브|라벨\s?띠|띠\s?라벨)\S*\s(\S+\s)?(그대로\s)?(씌워져|감겨|붙어|있어|있네|있고|남아)`)
	sleeveOnEn38Re = regexp.MustCompile(`\bsleeve\s+(is\s+|'s\s+)?still\s+(on|wrapped|around|there)\b`)
	// 라벨은 손도 안 댔어요
	removedAfter38Re = regexp.MustCompile(`뗐|떼었|떼어\s?냈|뺐|벗겼|뜯었`)
	untouched38Re    = regexp.MustCompile(`(라벨|스티커|뚜껑|마개)\S*\s(\S+\s)?손(도|을)?\s(안|못)\s?(댔|대고|댄)`)
	// "removed the lid", "took off the label and then the cap too"
	capOffEn38Re = regexp.MustCompile(`\b(removed|unscrewed)\s+the\s+(cap|lid)\b|\b(took|pulled|twisted)\s+off\s+the\s+\w+\s+and\s+then\s+the\s+(cap|lid)\b`)
	capOnEn38Re  = regexp.MustCompile(`\b(cap|lid)(?:'s|\s+is)?\s+(still|back)\b|\bback\s+on\b`)
	// parts of another material left fixed
	partFixed38Re    = regexp.MustCompile(`(?:^|\s)(지퍼|스프링|금속\s?링|링\s?바인더|바인더|금속\s?\S+|쇠\s?\S+|철제\s?\S+|철사\s?\S+|끈\s?손잡이)\S*\s(\S+\s){0,2}?(그대로\s)?(달려|박혀|끼워져)\s?있`)
	partUncut38Re    = regexp.MustCompile(`(?:^|\s)(지퍼|스프링|링|끈|손잡이)\S*\s(안\s(자르|떼|빼|뜯)(고|도)|안\s(잘랐|뗐|뺐|뜯었))\s?(그대로)?`)
	partWithAsIs38Re = regexp.MustCompile(`(?:^|\s)(지퍼|스프링)\s(달린|박힌)\s(\S+\s){0,2}?\S*\s?그대로`)
	metalPart38Re    = regexp.MustCompile(`금속|쇠|철|스프링|metal|wire|spring`)
	// "still has its metal spiral", "the bucket's metal handle is still attached"
	partStillHasEn38Re = regexp.MustCompile(`\bstill\s+has\s+(?:its\s+|the\s+)?((?:metal|wire|rope|string|ribbon)?\s?(?:spiral|binding|rings?|handles?|zipper|zip|spring))\b`)
	partStillOnEn38Re  = regexp.MustCompile(`\b((?:metal|wire|rope|string|zipper|zip)(?:\s+\w+)?)\s+(?:is|are)\s+still\s+(?:attached|on|in)\b`)
	// 겉면에 금박이 입혀진, "foil-lined", "aluminium-coated"
	coated38Re = regexp.MustCompile(`(금박|은박|알루미늄|호일|비닐|필름)\S*\s(입혀진|입혀져|덧대진|덧대져|코팅된|코팅돼)`)
	// a coated part cut or peeled away (코팅된 부분만 가위로 잘라냈어요),
	// a coating denied in English (not plastic-coated)
	coatCutAway38Re  = regexp.MustCompile(`코팅\S*\s(\S+\s){0,3}?\S*(잘라\s?냈|잘라냈|잘라서\s버|오려\s?냈|벗겨\s?냈|뜯어\s?냈)`)
	coatDeniedEn38Re = regexp.MustCompile(`\b(not|no|never|isn't|wasn't)\s+(\w+[- ])?(lined|coated|laminated|coating)\b`)
	coatedEn38Re     = regexp.MustCompile(`\b(foil|plastic|aluminium|aluminum|poly|metallic)[- ](lined|coated|laminated)\b|\b(foil|plastic)\s+coating\b`)
	// 은박 접시를 올려 뒀던 종이 상자
	oncePutOn38Re = regexp.MustCompile(`(\S+\s)?\S+(을|를)\s(올려|담아|넣어|얹어)\s?(뒀던|두던|왔던|놨던|놓았던)\s`)
	// a broken part thrown away, the item intact
	itemIntact38Re   = regexp.MustCompile(`멀쩡|금\s?간\s?데\s?없|찌그러지지도\s?않|\bfine\b|\bintact\b`)
	brokenWord38Re   = regexp.MustCompile(`깨진|부러진|금\s간|깨져서|부러져서`)
	thrownWord38Re   = regexp.MustCompile(`버렸|버리고|떼서|뗐`)
	brokenWordEn38Re = regexp.MustCompile(`\b(cracked|broken|snapped)\b`)
	thrownWordEn38Re = regexp.MustCompile(`\b(peeled\s+off|threw|thrown|binned|tossed)\b`)
	// 냄새만 배어 있어요, 얼룩이 다 빠졌어요, 얼룩이 안 빠져요
	ownPlace38Re       = regexp.MustCompile(`^(바닥|안|속|밑|위|옆|구석|입구|겉|안쪽|바깥|겉면|뚜껑|병|통|팩|캔|봉지|용기|상자|박스|목|몸통)$`)
	smellOnly38Re      = regexp.MustCompile(`(\S+\s)?냄새만\s(\S+\s)?\S+`)
	stainOut38Re       = regexp.MustCompile(`(\S+\s)?얼룩\S*\s(\S+\s){0,3}?(다\s|싹\s)?(빠졌|빠지고|빠져서|없어졌|지워졌)\S*`)
	stainStuck38Re     = regexp.MustCompile(`(얼룩|자국)\S*\s(\S+\s){0,3}?(잘\s)?안\s빠져\S*`)
	stainOutEn38Re     = regexp.MustCompile(`\bstain\s+(came|comes|has\s+come|had\s+come)\s+out\b|\bso\s+is\s+the\s+stain\b|\bstains?\s+(is\s+|are\s+|'s\s+)?gone\b`)
	smellNothingEn38Re = regexp.MustCompile(`\bsmells?\b[^.;]*\bbut\s+there'?s\s+nothing\b[^.;]*`)
	soakMeansEn38Re    = regexp.MustCompile(`\bafter\s+(a\s+)?soak(ing)?\b`)
)
