package catalog

import (
	"regexp"
	"slices"
	"strings"
)

// Session 39: tag readings found by the sixteenth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 16
// (session 39)") and by the lead from ho33's and dev33's misses, each a
// kind, read last, after session 38's (tags38).

// depth39 applies the session-39 kinds to the tags read before it:
//
//   - English phrasal verbs: a lid snapped or clicked back on, a pump, a
//     spray head or a stopper pushed back on, a lid rusted or stuck on ("the spray head was pushed back
//     on", "a lid that's rusted on") is a cap; a thing soaked through
//     with grease or sauce is soiled, not wet; food still stuck or
//     smeared after a rinse ("rinsed out but the jam is still stuck
//     round the rim") soils it; contents topped up, or the rest said
//     still in ("the honey was topped up", "the rest is still in"),
//     are contents;
//   - a stain or a mark of a food or a drink left (와인 자국이 띠처럼
//     말라 있어요, 라떼 자국이 동그랗게 남았어요, 카레 물이 든 통, "a
//     dried ring of coffee", "a sticky juice film") soils the item and is
//     no contents; a stain rubbed away (자국이 지워졌어요, "scrubbed the
//     ring out") or said of another thing ("on the table, not the cup")
//     is none;
//   - water from food (해동하면서 나온 물, 냉동 만두 녹은 물, "thawing
//     water", "meat juice", "fishy melt water") soils the item and is
//     neither contents nor wet (melted ice in a box stays as the older
//     rounds read it), nor does thawing water, a fish's smell or blood
//     said with no soaking (해동한 물, 핏물, 비린내 나는 물기) wet it;
//   - a thing fallen into a vessel said with water (물 받아 둔 욕조에
//     빠뜨렸어요, "slid into the bathwater", "fell in the dog's water
//     bowl") is wet; into one said empty or dry (빈 양동이, "no water in
//     it") is not, nor is one dropped in a sink with no water said; a
//     thing said full of rainwater is wet; a fall onto a place (빈
//     대야에 떨어졌어요) is no break;
//   - a statement quoted with -다고 (떼 놨다고 했어요, 다 드셨다고
//     하시네요) is read as said, honorific verbs as plain ones; an
//     instruction quoted (버리라고 하셨어요) says nothing of the item;
//   - a state said until a time and undone after (어제까지 남아 있던
//     우유는 오늘 아침에 다 마셨어요), drops still as they were (물방울이
//     그대로예요), a break repaired ("got replaced"), and English food
//     "on it" (no contents);
//   - a state in a relative clause on another noun (깨진 접시 옆에,
//     기름 묻은 행주로, 물이 남은 컵 옆에, "next to the broken plate")
//     is that noun's; one left behind with 두고 is another's;
//   - amounts counted: a fraction drunk (3분의 1만 마셨어요), what is
//     enough to come out (빨면 나올 만큼), English counts still in the
//     item ("three olives in the jar", "a handful of crisps still in the
//     packet") hold contents; an amount left and moved elsewhere (남은
//     건 꺼내서 먹고, 다른 병에 옮겼어요) and "the last quarter" drunk
//     hold none;
//   - a part of another material fixed for good (붙박이로, 일체형으로,
//     용접된, 내장돼, "built into", "sewn in"), or a part named fixed so
//     that it cannot be taken off (손잡이가 리벳으로 고정돼서 떼어낼
//     방법이 없네요), is another material; one
//     said fixed before it was taken off (박혀 있던 쇠 손잡이는
//     뜯어냈어요, "took the metal hinges off") is none;
//   - a state supposed in English with if ("if it gets a bit greasy")
//     holds none.
func (c *Catalog) depth39(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add

	// quoted statements and honorific verbs, read as said
	if plain := plainQuote39(lower); plain != lower {
		again, _ := c.TagsFor(plain, middle)
		for _, tag := range []string{"contents_left", "label_attached", "cap_attached"} {
			switch in := slices.Contains(again, tag); {
			case in && !has(tag):
				add(tag)
			case !in && has(tag):
				drop(tag)
			}
		}
	}
	if has("broken") {
		for _, m := range adviceQuote39Re.FindAllString(lower, -1) {
			if adviceOfKind39(m) && c.lostWithoutSpan37(lower, middle, "broken", m) {
				drop("broken")
				break
			}
		}
	}

	// English phrasal verbs
	if !has("cap_attached") && coverCapMiddles38[middle] && (lidBackOnEnRe.MatchString(lower) || partBackOnEn39Re.MatchString(lower) || lidStuckOnEn39Re.MatchString(lower)) {
		add("cap_attached")
	}
	if has("wet") && soakedWithFoodEn39Re.MatchString(lower) && c.lostWithout(lower, middle, "wet", soakedWithFoodEn39Re) {
		drop("wet")
	}
	if !has("contaminated") && stuckAfterRinseEn39Re.MatchString(lower) {
		add("contaminated")
	}
	if !has("contents_left") && (toppedUpEn39Re.MatchString(lower) && !emptyNowEn39Re.MatchString(lower) || restStillInEn39Re.MatchString(lower)) {
		add("contents_left")
	}

	// stains and marks of food or drink
	if c.stainHeld39(lower, middle) {
		add("contaminated")
		if has("contents_left") && c.lostWithout(lower, middle, "contents_left", stainMark39Re) {
			drop("contents_left")
		}
	}
	if !has("contaminated") && stainEn39Re.MatchString(lower) && !stainGoneEn39Re.MatchString(lower) {
		add("contaminated")
	}
	if has("contaminated") && (affirmedGone39(lower) && c.lostWithout(lower, middle, "contaminated", stainGone39Re) ||
		stainGoneEn39Re.MatchString(lower) || stainElsewhereEn39Re.MatchString(lower)) {
		drop("contaminated")
	}

	// water from food against water of ice
	if has("wet") && thawWaterRe.MatchString(lower) && !soakedSaidRe.MatchString(lower) {
		drop("wet")
		add("contaminated")
	}
	if foodWater39(lower) {
		add("contaminated")
		for _, tag := range []string{"contents_left", "wet"} {
			if has(tag) && c.lostWithout(lower, middle, tag, foodWater39Re, foodWaterEn39Re) {
				drop(tag)
			}
		}
	}

	// fallen into water, or onto a place
	if !has("wet") && (fellInWater39Re.MatchString(lower) || fellInWaterEn39Re.MatchString(lower) || rainwaterEnRe.MatchString(lower)) {
		add("wet")
	}
	if has("wet") && (emptyVessel39Re.MatchString(lower) && c.lostWithout(lower, middle, "wet", emptyVessel39Re) ||
		noWaterEn39Re.MatchString(lower) && !waterSaidHeldEn39Re.MatchString(lower) ||
		sinkDropEnRe.MatchString(lower) && !waterSaidEnRe.MatchString(lower)) {
		drop("wet")
	}
	if has("broken") && fellOnto39Re.MatchString(lower) && c.lostWithout(lower, middle, "broken", fellOnto39Re) {
		drop("broken")
	}

	// time: a state until then, drops as they were, a repair, food on it
	if has("contents_left") && leftUntilUsed39Re.MatchString(lower) && c.lostWithout(lower, middle, "contents_left", leftUntilUsed39Re) {
		drop("contents_left")
	}
	if !has("wet") && dropsAsTheyWere39Re.MatchString(lower) {
		add("wet")
	}
	if has("broken") && repairedEn39Re.MatchString(lower) {
		drop("broken")
	}
	if has("contents_left") && onItEn39Re.MatchString(lower) && c.lostWithout(lower, middle, "contents_left", onItEn39Re) {
		drop("contents_left")
		add("contaminated")
	}

	// a state in a relative clause on another noun
	for _, span := range c.otherNounStates39(lower, middle) {
		rest := lower[strings.Index(lower, span)+len(span):]
		for _, tag := range []string{"contents_left", "label_attached", "contaminated", "broken", "wet"} {
			if again := stateAgain39[tag]; again != nil && again.MatchString(rest) {
				// (the same state said again after: 젖은 우산을 넣었더니
				// 가방이 젖었어요)
				continue
			}
			// (nor a label's own state: 겉에 붙은 운송장 is the label on
			// the item)
			if f := strings.Fields(span); tag == "label_attached" && labelNoun39Re.MatchString(f[len(f)-1]) {
				continue
			}
			if has(tag) && c.lostWithoutSpan37(lower, middle, tag, span) {
				drop(tag)
			}
		}
	}
	if has("contents_left") && leftBehind39Re.MatchString(lower) && c.lostWithout(lower, middle, "contents_left", leftBehind39Re) {
		drop("contents_left")
	}
	if !has("cap_attached") && capRelative39Re.MatchString(lower) {
		add("cap_attached")
	}

	// amounts counted
	if !has("contents_left") && (fractionDrunk39Re.MatchString(lower) || enoughToCome39Re.MatchString(lower) || countStillInEn39(lower)) {
		add("contents_left")
	}
	if !has("contents_left") && affirmed(lower, spoonCounted39Re) {
		add("contents_left")
	}
	if has("contents_left") && (leftMoved39Re.MatchString(lower) && !planAhead39Re.MatchString(lower) && c.lostWithout(lower, middle, "contents_left", leftMoved39Re) || lastUsedEn39Re.MatchString(lower)) {
		drop("contents_left")
	}

	// parts fixed for good, or fixed once and taken off
	// (a part named, not its material: 손잡이가 리벳으로 고정돼서 떼어낼
	// 방법이 없네요, 밸브가 붙박이라 못 빼요)
	if !has("mixed_material") && (c.fixedForGood39(lower, middle) || fixedEn39Re.MatchString(lower) || matchUndenied(fixedPartRe, lower)) {
		add("mixed_material")
	}
	if has("mixed_material") && (fixedThenOff39Re.MatchString(lower) && c.lostWithout(lower, middle, "mixed_material", fixedThenOff39Re) || partOffEn39Re.MatchString(lower) && !fixedEn39Re.MatchString(lower) && !notDoneEn39Re.MatchString(lower)) {
		drop("mixed_material")
	}

	// a sticker said sticky before it came off
	if has("label_attached") && stickyThenOff39Re.MatchString(lower) && c.lostWithout(lower, middle, "label_attached", stickyThenOff39Re) {
		drop("label_attached")
	}

	// a state supposed with if
	for _, m := range ifClauseEn39Re.FindAllString(lower, -1) {
		for _, tag := range []string{"contaminated", "broken", "wet"} {
			if has(tag) && c.lostWithoutSpan37(lower, middle, tag, m) {
				drop(tag)
			}
		}
	}
	return ed.tags, ed.cleared
}

// plainQuote39 returns the text with a statement quoted by -다고 read
// as said (뗐다고 했어요 → 뗐어요) and honorific verbs as plain ones
// (드시고 → 마시고, 두셨 → 뒀).
func plainQuote39(lower string) string {
	out := quotedPast39Re.ReplaceAllString(lower, "${1}어요")
	for _, r := range honorific39 {
		out = strings.ReplaceAll(out, r[0], r[1])
	}
	return out
}

// honorific39 are honorific verb forms and their plain forms.
var honorific39 = [][2]string{{"드시고", "마시고"}, {"드셨", "마셨"}, {"두셨", "뒀"}}

// stainHeld39 reports whether a food's or a drink's stain or mark is
// said on the item, not denied, not rubbed away after and not said at
// the place of another thing.
func (c *Catalog) stainHeld39(lower, middle string) bool {
	for _, m := range stainMark39Re.FindAllStringIndex(lower, -1) {
		if deniedSpan37(lower[m[0]:m[1]]) || !undeniedAfter(lower, m[1]) {
			continue
		}
		if affirmedGone39(lower[m[0]:]) {
			continue
		}
		if p := placeBefore39Re.FindStringSubmatch(lower[:m[0]]); p != nil && c.otherPlace38(p[1], middle) {
			// (a stain on another thing: 식탁에 콩국물 자국이 남았는데)
			continue
		}
		return true
	}
	return false
}

// affirmedGone39 reports whether a stain is said rubbed or washed away,
// not denied (얼룩은 아직 안 빠졌어요, 닦아도 안 빠졌어요).
func affirmedGone39(lower string) bool {
	for _, m := range stainGone39Re.FindAllStringIndex(lower, -1) {
		if !deniedSpan37(lower[m[0]:m[1]]) && !notAfter39Re.MatchString(lower[m[1]:]) {
			return true
		}
	}
	return false
}

// foodWater39 reports whether water from food is said in the item, not
// poured away, wiped or washed after.
func foodWater39(lower string) bool {
	for _, re := range []*regexp.Regexp{foodWater39Re, foodWaterEn39Re} {
		if re.MatchString(lower) && !removedAfter39(lower, re) {
			return true
		}
	}
	return false
}

// removedAfter39 reports whether a removal, a wash or a pour follows
// re's first match (해동한 물은 따라 버리고, "poured off the thawing
// water").
func removedAfter39(lower string, re *regexp.Regexp) bool {
	m := re.FindStringIndex(lower)
	if m == nil {
		return false
	}
	return waterRemoved39Re.MatchString(lower[m[1]:]) || waterRemovedEn39Re.MatchString(lower)
}

// otherNounStates39 returns the spans of relative clauses of a state
// whose head is another thing than the item, with its particle (깨진
// 접시 옆에, 기름 묻은 행주로, 물이 남은 컵 옆에, "the broken plate").
func (c *Catalog) otherNounStates39(lower, middle string) []string {
	var out []string
	for _, m := range stateAdnominal39Re.FindAllStringSubmatch(lower, -1) {
		// the head is the first word after the state with a particle
		// (깨진 접시를), or before a word of place (깨진 접시 옆에), or
		// the second when the first is a bare modifier (우유가 남은
		// 시리얼 그릇에)
		state, first, second := m[1], m[2], m[3]
		var head, span string
		switch {
		case dependentNoun39Re.MatchString(first):
			// (금 간 거 테이프로: the state's own thing)
			continue
		case headParticle39Re.MatchString(first):
			head, span = headParticle39Re.FindStringSubmatch(first)[1], state+" "+first
		case placeWord39Re.MatchString(second):
			head, span = first, state+" "+first+" "+second
		case !particleEnd39Re.MatchString(first) && headParticle39Re.MatchString(second):
			head, span = headParticle39Re.FindStringSubmatch(second)[1], state+" "+first+" "+second
		default:
			continue
		}
		if c.otherHead39(head, middle) {
			out = append(out, span)
		}
	}
	for _, m := range stateAdjEn39Re.FindAllStringSubmatch(lower, -1) {
		// (not a modifier of the item's own name: "greasy pizza box")
		if next := strings.TrimSpace(m[3]); next != "" && (c.Match(next).Middle == middle || c.Match(m[2]+" "+next).Middle == middle) {
			continue
		}
		// (nor a break said of a bottle or a glass, which the break
		// itself files as broken glass: "a broken wine bottle")
		if middle == "nonflammable" && brokenEn39Re.MatchString(m[1]) {
			continue
		}
		if c.otherHead39(m[2], middle) {
			out = append(out, m[1]+" "+m[2])
		}
	}
	return out
}

// brokenEn39Re matches the English words of a break.
var brokenEn39Re = regexp.MustCompile(`broken|cracked|shattered|smashed|chipped`)

// adviceOfKind39 reports whether a quoted instruction is said of a kind
// of thing, named after its break as a topic (깨진 병은 … 버리라고
// 했어요), within its clause:
// not an instruction about the item in hand (찢어진 유니폼 조끼 버리래요)
// nor one after the break was reported (깨뜨렸대요, 어떻게 버리라고).
func adviceOfKind39(span string) bool {
	if strings.ContainsAny(span, ",.") {
		return false
	}
	f := strings.Fields(span)
	state := false
	for _, w := range f[:len(f)-1] {
		switch {
		case breakWord39Re.MatchString(w):
			state = true
		case state && (strings.HasSuffix(w, "은") || strings.HasSuffix(w, "는")):
			// (the kind named after its break: 깨진 병은)
			return true
		}
	}
	return false
}

// breakWord39Re matches a Korean word of a break (깨진, 찢어진, 금 간).
var breakWord39Re = regexp.MustCompile(`깨|찢어|부러|갈라|^간$`)

// labelNoun39Re matches the nouns of a label, a slip or a sticker.
var labelNoun39Re = regexp.MustCompile(`운송장|송장|라벨|스티커|상표|이름표|바코드|태그|label|sticker|tag`)

// stateAgain39 are the words of each tag's state said again after a
// relative clause on another noun.
var stateAgain39 = map[string]*regexp.Regexp{
	"contents_left":  regexp.MustCompile(`남았|남아|들어\s?있`),
	"label_attached": regexp.MustCompile(`붙어|붙었`),
	"contaminated":   regexp.MustCompile(`묻었|묻어|배었|뱄`),
	"broken":         regexp.MustCompile(`깨졌|금이\s?갔|찢어졌|부러졌`),
	"wet":            regexp.MustCompile(`젖었|젖어|축축`),
}

// otherHead39 reports whether a head noun names another thing than an
// item of middle: a thing of another middle, a food, or a vessel or a
// cloth of the kitchen (잔, 도마, 행주, 컵 on other middles).
func (c *Catalog) otherHead39(word, middle string) bool {
	m := c.Match(word)
	if isASCII37(word) {
		// (an English word names another thing only when the catalogue
		// knows it: "the broken plate", not "cracked open")
		return m.Item != "" && m.Middle != middle
	}
	if c.otherThing37(word, middle) || otherVessel39Re.MatchString(word) {
		return true
	}
	if m.Middle == "food_waste" && middle != "food_waste" {
		return true
	}
	return m.Weak && m.Middle != "" && m.Middle != middle && !ownPlace38Re.MatchString(word)
}

// fixedForGood39 reports whether a part of another material than the
// item's is said fixed for good (쇠 철사가 붙박이로 들어가 있어요,
// 플라스틱 테두리가 붙박이로, 금속 똑딱이가 박혀 있어요 on vinyl).
func (c *Catalog) fixedForGood39(lower, middle string) bool {
	for _, m := range fixedForGood39Re.FindAllStringSubmatchIndex(lower, -1) {
		if deniedSpan37(lower[m[0]:m[1]]) || partRemovedAfter39Re.MatchString(lower[m[1]:]) {
			// (박혀 있었는데 뜯어서 버렸어요)
			continue
		}
		if otherMaterial39(lower[m[2]:m[3]], middle) {
			return true
		}
	}
	return false
}

// otherMaterial39 reports whether a material word names another
// material than the item's middle.
func otherMaterial39(word, middle string) bool {
	switch {
	case strings.Contains(word, "플라스틱"):
		return middle != "plastic" && middle != "clear_pet"
	case strings.Contains(word, "비닐"):
		return middle != "vinyl"
	}
	// a metal word
	return middle != "metal_can"
}

// countStillInEn39 reports whether English counts contents still in the
// item ("there are still three olives in the jar", "a handful of crisps
// still in the packet", "two tablespoons of peanut butter left"), not
// denied and not the last used.
func countStillInEn39(lower string) bool {
	if ifWordEn39Re.MatchString(lower) {
		return false
	}
	for _, re := range []*regexp.Regexp{countLeftEn39Re, stillCountInEn39Re} {
		for _, m := range re.FindAllStringIndex(lower, -1) {
			before := lower[:m[0]]
			if noneBeforeEn39Re.MatchString(before) || leftOverOnEn39Re.MatchString(lower[m[1]:]) || labelWordEn39Re.MatchString(lower[m[0]:m[1]]) {
				// (not a drop left; one piece left over; a strip of the
				// label left on the jar)
				continue
			}
			return true
		}
	}
	return false
}

var (
	// quotedPast39Re matches a statement in the past or of being quoted
	// with -다고 (뗐다고 했어요, 놨다고 하더라고요, 남았다고 하시네요).
	quotedPast39Re = regexp.MustCompile(`(\S*(ㅆ|았|었|였|놨|뒀|졌|했|뗐|뺐|셨|있|없))다고\s(했어요|했대요|하더라고요|하네요|하셨어요|하시네요|하던데요)`)
	// adviceQuote39Re matches an instruction quoted (깨진 병은 불연성으로
	// 버리라고 하셨어요, 테이프 떼고 내라고 하네요).
	adviceQuote39Re = regexp.MustCompile(`(\S+\s){0,4}\S*(버리|내|떼|빼|넣으|씻으|헹구|말리|모으|가져가)(라고|래요|랬어요)(\s(하셨어요|했어요|하네요|하시네요|하더라고요))?`)

	// partBackOnEn39Re matches a pump, a spray head, a nozzle or a
	// stopper put back on ("the spray head was pushed back on").
	partBackOnEn39Re = regexp.MustCompile(`\b(pump|spray head|sprayer|nozzle|stopper|cork|over-?cap|dispenser head)s?\b( is| was| are|'s)? (snapped|clicked|popped|pushed|pressed|put|screwed|twisted|jammed) (back )?(on|in)\b`)
	// lidStuckOnEn39Re matches a lid said rusted, stuck or seized on.
	lidStuckOnEn39Re = regexp.MustCompile(`\b(lid|cap|top)s?\b( that's| that is| is| was|'s)? (rusted|stuck|seized|welded|jammed|fused) (on|shut|tight)\b`)
	// soakedWithFoodEn39Re matches a thing soaked through with grease,
	// oil, sauce or blood ("soaked through with chip grease").
	soakedWithFoodEn39Re = regexp.MustCompile(`\bsoaked (through )?with (\w+ )?(grease|oil|fat|sauce|gravy|blood|juice)\b`)
	// stuckAfterRinseEn39Re matches food said still stuck or smeared
	// after a rinse ("rinsed out but the jam is still stuck round the
	// rim").
	stuckAfterRinseEn39Re = regexp.MustCompile(`\brinsed\b[^.;]*\bbut\b[^.;]*\b(jam|sauce|food|ketchup|honey|yogurt|yoghurt|butter|cheese|grease|oil|curry|beans)\b[^.;]*\bstill (stuck|smeared|caked|clinging)\b`)
	// toppedUpEn39Re matches contents topped up ("the olive oil was
	// topped up yesterday").
	toppedUpEn39Re = regexp.MustCompile(`\b(was|been|got|is) topped up\b`)
	// emptyNowEn39Re matches the item said empty now.
	emptyNowEn39Re = regexp.MustCompile(`\b(empty|run dry|used up) now\b|\bnow empty\b`)
	// restStillInEn39Re matches the rest said still in ("the rest is
	// still in").
	restStillInEn39Re = regexp.MustCompile(`\bthe rest (is|'s) still in\b`)

	// stainMark39Re matches a food's or a drink's stain or mark said
	// left, dried or soaked in (와인 자국이 띠처럼 말라 있어요, 라떼
	// 자국이 동그랗게 남았어요, 카레 물이 든).
	stainMark39Re = regexp.MustCompile(`(와인|커피|라떼|주스|콜라|간장|소스|양념|케첩|카레|짜장|김치|우유|녹차|홍차|떡볶이|국물)\s?(자국|얼룩)(이|은|도|만)?\s(\S+\s){0,2}?\S*(말라\s?(있|붙)|말랐|남았|남아|배어|뱄|번져|물들|졌어요)|(카레|김치|떡볶이|고춧가루|강황)\s?(국물\s)?물이\s(\S+\s)?(든|들었|들어서)`)
	// placeBefore39Re matches the place word right before a stain
	// (식탁에).
	placeBefore39Re = regexp.MustCompile(`(\S+)에\s\S*$`)
	// stainGone39Re matches a stain said rubbed or washed away
	// (자국이 세제로 싹 지워졌어요, 얼룩은 베이킹소다로 닦아서 없어졌어요).
	stainGone39Re = regexp.MustCompile(`(자국|얼룩)\S*\s(\S+\s){0,3}?(지워졌|지웠|없어졌|빠졌|닦았|닦아서)`)
	// stainEn39Re matches a food's or a drink's stain, ring, film or
	// tide mark in English.
	stainEn39Re = regexp.MustCompile(`\b(coffee|tea|wine|juice|cola|milk|sauce|curry|tomato|ketchup)\b[^.,;]{0,15}\b(ring|film|tide mark|smears?|crust)\b|\b(ring|film|tide mark|crust)s? of (\w+ )?(coffee|tea|wine|juice|cola|milk|sauce)\b|\bred wine has left\b`)
	// stainGoneEn39Re matches such a stain scrubbed or washed out.
	stainGoneEn39Re = regexp.MustCompile(`\b(scrubbed|washed|rinsed|wiped|soaked) the (\w+ ){0,2}(ring|film|tide mark|stain|smears?) (out|off|away)\b|\b(came out|came off|lifted|faded away)\b`)
	// stainElsewhereEn39Re matches a stain said on another thing, not
	// the item ("the coffee stain is on the table, not the cup").
	stainElsewhereEn39Re = regexp.MustCompile(`\bstain (is|'s) on the \w+, not (on )?the\b`)

	// foodWater39Re matches water from thawing food, a fish's or a
	// meat's water (고기 해동하면서 나온 물, 냉동 만두 녹은 물, 해동된 물).
	foodWater39Re = regexp.MustCompile(`((해동하면서\s?나온|해동한|해동된)\s?물|냉동\s\S+\s(\S+\s)?녹은\s?물|(생선|고기|닭)\s?물)\S*(\s\S+){0,2}`)
	// foodWaterEn39Re matches the same in English.
	foodWaterEn39Re = regexp.MustCompile(`\b((dripping|swimming|soaked) (with|in) )?((thawing|defrosting) water|meat juices?|(fishy|prawn|fish) (melt )?water)\b`)
	// waterRemoved39Re matches water poured away, wiped or washed.
	waterRemoved39Re = regexp.MustCompile(`버리|버렸|따라|닦|씻|헹|쏟아`)
	// waterRemovedEn39Re matches the same in English.
	waterRemovedEn39Re = regexp.MustCompile(`\b(poured|tipped|drained|wiped|washed|rinsed) (off|out|away)?\b`)

	// fellInWater39Re matches a thing fallen into a vessel said with
	// water (물 받아 둔 욕조에 빠뜨렸어요).
	fellInWater39Re = regexp.MustCompile(`물\s?(받아\s?둔|받아\s?놓은|받아\s?놨던|받은|담긴|찬|고인)\s(\S+\s)?\S*(욕조|대야|싱크대|양동이|세면대|개수대)에\s(\S+\s){0,2}?(빠뜨|빠졌|빠져|떨어뜨렸|떨어졌)`)
	// fellInWaterEn39Re matches a thing fallen into water in English
	// ("slid into the bathwater", "fell in the dog's water bowl").
	fellInWaterEn39Re = regexp.MustCompile(`\b(fell|slid|dropped|slipped|went|landed|knocked) (\w+ )?(in|into) (the |a )?(\w+'s )?(bathwater|water bowl|fish tank|pond|river|pool|puddle|washing-up water|dishwater)\b`)
	// emptyVessel39Re matches a vessel said empty or dry (빈 양동이,
	// 마른 개수대).
	emptyVessel39Re = regexp.MustCompile(`(빈|마른|물\s?빠진)\s(\S+\s)?(욕조|대야|양동이|싱크대|세면대|개수대)(\s?안)?에`)
	// noWaterEn39Re matches a vessel said with no water ("no water in
	// it", "the sink was empty").
	noWaterEn39Re = regexp.MustCompile(`\bno water in\b|\b(sink|bath|bucket|basin) (was|is) (empty|dry)\b`)
	// waterSaidHeldEn39Re matches water or wet said to hold.
	waterSaidHeldEn39Re = regexp.MustCompile(`\b(is|it's|still) (wet|soaked|damp|dripping)\b`)
	// fellOnto39Re matches a thing fallen onto or beside a place
	// (빈 대야에 떨어졌어요, 물웅덩이 근처에 떨어졌는데).
	fellOnto39Re = regexp.MustCompile(`\S+(에|옆에|근처에|위에|옆\s바닥에|자갈밭에)\s떨어(졌|져서|졌는데|졌어요)`)

	// leftUntilUsed39Re matches contents said left until a time, used up
	// after (어제까지 남아 있던 우유는 오늘 아침에 다 마셨어요).
	leftUntilUsed39Re = regexp.MustCompile(`(\S+까지\s)?남아\s?있던\s\S+(은|는)\s(\S+\s){0,3}?(다|마저)\s?(마셨|먹었|썼|비웠|버렸)\S*`)
	// dropsAsTheyWere39Re matches drops said still as they were
	// (물방울이 그대로예요).
	dropsAsTheyWere39Re = regexp.MustCompile(`(물방울|물기)(이|가)\s(아직\s)?그대로`)
	// repairedEn39Re matches a break said repaired ("got replaced
	// yesterday", "has been fixed").
	repairedEn39Re = regexp.MustCompile(`\b(got|was|been|has been) (replaced|repaired|fixed|mended)\b`)
	// onItEn39Re matches food said on the item, in English ("still has
	// sauce on it").
	onItEn39Re = regexp.MustCompile(`\bhas (\w+ ){1,2}on it\b`)

	// stateAdnominal39Re matches a relative clause of a state and its
	// head with a particle of place, means or object (깨진 접시 옆에,
	// 기름 묻은 행주로, 곰팡이 핀 빵을).
	stateAdnominal39Re = regexp.MustCompile(`((?:\S+\s)?(?:남은|묻은|젖은|깨진|금\s?간|금이\s간|이가\s나간|찢어진|핀|녹슨|샌|붙여\s둔|붙은))\s(\S+)(?:\s(\S+))?`)
	// headParticle39Re matches a head noun with a particle of place,
	// means or object.
	headParticle39Re = regexp.MustCompile(`^(\S+?)(에서|에|으로|로|을|를)$`)
	// dependentNoun39Re matches a dependent noun right after a state
	// (금 간 거를, 깨진 데에): the item's own part or the item.
	dependentNoun39Re = regexp.MustCompile(`^(거|것|데|부분|곳|쪽|채)`)
	// placeWord39Re matches a word of place after a head (옆에).
	placeWord39Re = regexp.MustCompile(`^(옆에|옆|곁에|밑에|위에|근처에)$`)
	// particleEnd39Re matches a word ending in a particle of subject,
	// topic or genitive, no bare modifier.
	particleEnd39Re = regexp.MustCompile(`(이|가|은|는|도|만|의|에|로|을|를|라|라서|데|고|요|서|니까)$|^(거|것|데|부분|곳|쪽|채)$`)
	// stateAdjEn39Re matches a state said of a noun in English ("the
	// broken plate", "the half-full mug").
	stateAdjEn39Re = regexp.MustCompile(`\b(broken|cracked|half-full|half full|wet|soaked|greasy|torn|ripped|shattered|leaking) (\w+)( \w+)?`)
	// otherVessel39Re matches kitchen things the catalogue reads as no
	// item of their own.
	otherVessel39Re = regexp.MustCompile(`^(잔|도마|행주|대야|싱크대)$`)
	// leftBehind39Re matches a thing with contents left behind (세제가
	// 남은 통은 두고 빈 통만 가져왔어요).
	leftBehind39Re = regexp.MustCompile(`\S+(이|가)\s남은\s\S+(은|는)\s(두고|놔두고|빼고)`)
	// capRelative39Re matches a cap said closed in a relative clause on
	// the item (뚜껑을 닫아 둔 통).
	capRelative39Re = regexp.MustCompile(`(뚜껑|마개)(을|를|이|가)\s(꽉\s)?(닫아\s둔|닫힌|잠가\s둔|잠긴)\s(통|병|용기|캔|팩)`)

	// fractionDrunk39Re matches a fraction only drunk or eaten (우유를
	// 3분의 1만 마셨어요, 절반의 절반밖에 안 마셨어요).
	fractionDrunk39Re = regexp.MustCompile(`(\d분의\s?\d|\d/\d|반의\s?반|절반의\s?절반)(만|밖에\s안)\s(마셨|먹었|썼|마시고|먹고)`)
	// enoughToCome39Re matches contents said enough to come out (빨대로
	// 빨면 나올 만큼 있어요).
	enoughToCome39Re = regexp.MustCompile(`(나올|짤|빨)\s?만큼\s(있|남)`)
	// countLeftEn39Re matches an English count or amount left or still
	// in ("two tablespoons of peanut butter left", "a handful of crisps
	// still in the packet").
	countLeftEn39Re = regexp.MustCompile(`\b(a|an|one|two|three|four|five|six)\s(\w+\s){0,2}?of\s(\w+\s){1,4}?(left|still in)\b|\b(two|three|four|five|six|a few)\s(or \w+\s)?\w+s\s(left|still) in the\b`)
	// stillCountInEn39Re matches "still" and a count in the item ("there
	// are still three olives in the jar").
	stillCountInEn39Re = regexp.MustCompile(`\bstill (a|an|one|two|three|four|five|six|a couple of|a few) (\w+ ){1,4}in the\b`)
	// ifWordEn39Re matches a supposition.
	ifWordEn39Re = regexp.MustCompile(`\bif\b`)
	// leftOverOnEn39Re matches "over" or "on" right after "left": the
	// item left over, a part left on.
	leftOverOnEn39Re = regexp.MustCompile(`^ (over|on)\b`)
	// labelWordEn39Re matches a label or a sticker word.
	labelWordEn39Re = regexp.MustCompile(`\b(label|sticker|tape|film)s?\b`)
	// noneBeforeEn39Re matches a denial or the last before a count.
	noneBeforeEn39Re = regexp.MustCompile(`(\bnot even|\bnot|\bno|\bthe last|\bnone)\s*$`)
	// leftMoved39Re matches an amount left taken out or moved elsewhere
	// (올리브 세 알 남은 건 꺼내서 먹고, 꿀 4분의 1 남았던 건 다른 병에
	// 옮겼어요).
	leftMoved39Re = regexp.MustCompile(`(\S+\s){0,3}?남(은|았던)\s?(건|것은|거는)\s(\S+\s){0,3}?\S*(꺼내|덜어|옮겨|옮겼|부었|먹었|먹고)\S*`)
	// spoonCounted39Re matches contents counted in spoons, cups or
	// ladles (고추장이 한 숟가락 반쯤 남아 있어요): the spoon is a
	// counter, not a thing left over.
	spoonCounted39Re = regexp.MustCompile(`\S+(이|가)\s(한|두|세|네|다섯|반|\d+)\s?(숟가락|스푼|국자|종지)(\s?반)?(쯤|정도|가량)?\s(남아|남았|있어|들어)`)
	// planAhead39Re matches a step still ahead (버릴게요, 먹을 거예요,
	// 이따, 내일).
	planAhead39Re = regexp.MustCompile(`게요|거예요|려고|이따|나중에|내일`)
	// lastUsedEn39Re matches the last amount used ("drank the last
	// quarter of the juice").
	lastUsedEn39Re = regexp.MustCompile(`\b(drank|ate|finished|poured|tipped|scraped|used)( out| up)? the last\b`)

	// lidBackOnEnRe matches a lid said put back on in English (lid
	// snapped back on, cap clicked shut, top pushed back on).
	lidBackOnEnRe = regexp.MustCompile(`\b(lid|cap|top)s?\b( is| was| are|'s)? (snapped|clicked|popped|pushed|pressed|put|screwed|twisted) (back )?(on|shut|closed)\b`)
	// rainwaterEnRe matches a thing said full of or holding rainwater.
	rainwaterEnRe = regexp.MustCompile(`\b(full of|filled with|half full of|holding|collected|pooled) (rain ?water|rain)\b|\brain ?water (in|inside|pooled|sitting)\b`)
	// sinkDropEnRe matches a thing dropped into a sink, in English.
	sinkDropEnRe = regexp.MustCompile(`\b(dropped|fell|slipped|knocked)\b[^.;]{0,25}\b(in|into)( the)? sink\b`)
	// waterSaidEnRe matches a word of water or wetness, in English.
	waterSaidEnRe = regexp.MustCompile(`\b(water|wet|soak|soaked|soaking|damp|drip|dripping|full|rinse|rinsed|splash|splashed|submerged|flooded)\b`)
	// soakedSaidRe matches a thing said soaked (젖었어요, 젖고): wet
	// whatever the water.
	soakedSaidRe = regexp.MustCompile(`젖`)
	// thawWaterRe matches water from thawing food or a food's juice
	// (해동한 물, 핏물, 비린내 나는 물기).
	thawWaterRe = regexp.MustCompile(`(해동한|해동하고\s?나온|해동된|해동하면서\s?나온)\s?물|핏물|비린\s?물|비린내\s?(나는|가\s?나는)\s?물기`)
	// fixedPartRe matches a part said fixed so that it cannot be taken
	// off (손잡이가 리벳으로 고정돼서 떼어낼 방법이 없네요, 밸브가 붙박이라
	// 못 빼요).
	fixedPartRe = regexp.MustCompile(`(손잡이|밸브|경첩|바퀴|고리|다리|받침|스프링|걸쇠|잠금장치|자석|손잡이\s?부분)(이|가|은|는|도)?\s(\S+\s){0,4}?\S*(붙박이|일체형|(떼어\s?낼|뗄|빼낼|뺄|분리할)\s?(방법이|방법도|수가|수도|수)\s?없|리벳으로\s?(고정|박혀|박힌|박아|박은))`)
	// fixedForGood39Re matches a part of a material said fixed for good
	// (쇠 철사가 붙박이로, 플라스틱 테두리가 붙박이로, 쇠로 되어 있고
	// 용접된 것처럼, 쇠 자석이 내장돼, 금속 똑딱이가 박혀).
	fixedForGood39Re = regexp.MustCompile(`(쇠|철|금속|알루미늄|플라스틱|비닐)\S*\s(\S+\s){0,3}?\S*(붙박이|일체형|용접|내장돼|내장되어|리벳|박혀\s있)`)
	// partRemovedAfter39Re matches a removal said after a fixing (있었는데
	// 뜯어서 버렸어요).
	partRemovedAfter39Re = regexp.MustCompile(`^\S*었|뜯어|뗐|뺐|떼어|빼냈|잘라\s?냈|버렸`)
	// notAfter39Re matches a denial right after a verb (닦아도 안
	// 빠져요 is caught in the span; 지워지지 않았어요 here).
	notAfter39Re = regexp.MustCompile(`^\S*\s?않`)
	// fixedEn39Re matches a part of another material said built in or
	// sewn in ("a magnet built into the lid", "a metal zip sewn in").
	fixedEn39Re = regexp.MustCompile(`\b(magnet|metal \w+|steel \w+|plastic \w+)s? (built|sewn|moulded|molded|riveted|welded) (in|into|on)\b`)
	// fixedThenOff39Re matches a part said fixed before and taken off
	// (리벳으로 박혀 있던 쇠 손잡이는 펜치로 뜯어냈어요, 붙어 있던 자석은
	// 칼로 파내서 뺐어요, 감겨 있던 쇠 띠는 풀어서 뺐어요).
	fixedThenOff39Re = regexp.MustCompile(`(\S+\s){0,2}?(박혀|붙어|감겨|달려|끼워져)\s?있던\s(\S+\s){0,3}?\S+(은|는)\s(\S+\s){0,3}?\S*(뜯어냈|뺐|빼냈|떼어\s?냈|뗐|잘라\s?냈)\S*`)
	// partOffEn39Re matches a part taken off in English ("took the metal
	// hinges off the box").
	partOffEn39Re = regexp.MustCompile(`\b(took|pulled|cut|prised|unscrewed|unbolted) the (metal|steel|plastic) \w+ (off|out)\b`)

	// stickyThenOff39Re matches a sticker or a label said sticky and
	// then all off (스티커가 약간 끈적했는데 물티슈로 닦아서 다
	// 떨어졌어요).
	stickyThenOff39Re = regexp.MustCompile(`(스티커|라벨)\S*\s(\S+\s){0,2}?끈적\S*\s(\S+\s){0,4}?(다\s)?(뗐|떨어졌|떼어\s?냈|벗겨졌)\S*`)
	// notDoneEn39Re matches an English step denied ("didn't cut").
	notDoneEn39Re = regexp.MustCompile(`\b(didn't|did not|haven't|have not|couldn't|could not|won't|can't|never)\b`)
	// ifClauseEn39Re matches an English supposition with if ("if it gets
	// a bit greasy", "what happens if the screen cracks").
	ifClauseEn39Re = regexp.MustCompile(`\bif (it|the \w+|they) [^,.?;]+`)
)
