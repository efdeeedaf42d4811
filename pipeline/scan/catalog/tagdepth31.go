package catalog

import (
	"regexp"
	"strings"
)

// Session 31: tag readings found by the eighth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 8
// (session 31)"), each a kind, read after depth30 and kinds30.

// depth31 applies the session-31 kinds to the tags kinds30 read:
//
//   - a state said of a thing the item holds or is held in (상자 안에
//     든 반찬통에 국물이 남아 있어요 상자만 버려요, 병을 싼 신문지만
//     젖었고, 맥주병 담긴 박스가 젖었는데 병만 버려요, "the bag it came
//     in is greasy") is that thing's, while the clause about it lasts;
//     the item that is the thing inside (안에 든 모니터가 깨졌어요, read
//     as e_waste) keeps its own state;
//   - a cap only asked about (뚜껑은 어떻게 해요?, 닫아야 돼요 열어야
//     돼요?, 닫을까요 말까요?, 닫아서 버리라고 하던데 맞아요?, "should
//     the lid stay on?") or not left on ("didn't leave the cap on") is
//     no cap said on; a cap's own state said anywhere keeps it, and
//     leave asked to put the item out with the cap closed (뚜껑 끼워서
//     버려도 되나요?, as tag_kinds7_test.go's 닫아서 내놔도 돼요?) says
//     it is closed;
//   - a state only supposed (젖은 옷이면, "if the box gets wet") or a
//     soak only planned (물에 불려야겠죠) holds nothing;
//   - a step done now after a state then (아까는 안 열렸는데 지금은
//     뺐어요), a label that came off with words between (라벨이 쏙
//     떨어졌어요; the water used for it, 물에 담갔더니 싹 떨어졌어요,
//     wets nothing), a wash said with 빨다 (세제로 빨았어요) and not
//     washing denied (안 씻고 버린 적 없어요, 안 헹군 건 절대
//     아니에요) leave the step done;
//   - a step planned (씻으려고 놔뒀어요, 버리기 전에 뜯을 거예요, 씻어서
//     낼 거예요, 뺄 거면 … 아직 그대로예요) or asked about and said not
//     done yet (떼도 되나요? 아직 못 뗐어요) leaves its tag set; what is
//     left to drink later (남은 건 내일 마시고) is contents;
//   - soil not coming off after a wash (기름이 안 빠졌어요), soil denied
//     twice (기름기가 없지는 않아요, 핏물이 안 묻은 건 아니에요) and a
//     colour a food or oil left (고추기름 때문에 주황색이 됐어요) soil
//     the item; a pattern (얼룩무늬) does not;
//   - contents found after all (다 비웠다고 생각했는데 … 남아 있네요), a
//     packet counted still inside (스프 한 봉이 아직 안에 있어요), a
//     crack counted (금이 두 줄 갔어요);
//   - a lid named only as the owner of one of several parts (뚜껑 걸쇠
//     네 개 중에 하나가 부러졌어요) is no cap said on, as depth30's
//     lidPartBrokenRe reads it with fewer words between;
//   - other material: a metal clip on paper (쇠 클립이 꽂혀 있어요); a
//     spout pouch's cap on (스파우트 파우치에 뚜껑까지 달려 있어요) is
//     both a cap and another material, the spout welded into the film,
//     as the reader already has a pouch's 주둥이;
//   - English: "isn't on it anymore", "hasn't been opened", "isn't
//     empty", "haven't been pulled out", "I'll finish the rest", "still
//     has its window" (a part, no contents), a jar soaked for its label
//     (no wet).
//
// Slips in a tag's own word (라밸, 뚜겅, 젓었어요, "lable") are written
// out before any reading, by respellSlips31 in readable.
func (c *Catalog) depth31(text, lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add

	// whose condition
	for _, tag := range c.othersState31(text, lower, middle) {
		drop(tag)
	}
	if m := insideItemRe.FindStringSubmatch(text); m != nil && itemFineRe.MatchString(text) && c.wordNames31(m[1], middle) {
		// depth30 gave the state to the thing inside; when that thing is
		// the item (상자는 멀쩡했는데 안에 든 모니터가 깨졌어요, read as
		// e_waste), it is the item's own
		if tag := stateTag30(m[2]); tag != "" {
			add(tag)
		}
	}

	// caps asked about, not said on; leave asked to put the item out
	// with its cap closed says it is closed
	if has("cap_attached") && capOnlyAsked31(text, lower) {
		drop("cap_attached")
	}
	if !has("cap_attached") && capLeaveAskedRe.MatchString(text) {
		add("cap_attached")
	}
	// states only supposed
	if has("wet") && affirmed(text, soakPlannedRe) && !wetNowRe.MatchString(text) {
		// a soak only planned: 물에 불려야겠죠
		drop("wet")
	}
	if has("wet") && (affirmed(text, wetSupposedRe) || wetIfEnRe.MatchString(lower)) && !wetNowRe.MatchString(text) && !wetNowEnRe.MatchString(lower) {
		drop("wet")
	}

	// steps done, now or after all
	if m := doneNowRe.FindStringIndex(text); m != nil {
		if tag := lastStepTagOf(text[:m[1]]); tag != "" && !strings.Contains(text[m[1]:], "아직") {
			drop(tag)
		}
	}
	if m := waterUsedRe.FindStringIndex(text); has("wet") && m != nil && cameOffAfterRe.MatchString(text[m[1]:]) && !wetStillRe.MatchString(text[m[1]:]) {
		// water put to use and what came of it said by an adverb alone
		// (라벨이 물에 담갔더니 싹 떨어졌어요): waterPutToUse with more adverbs
		drop("wet")
	}
	if has("label_attached") && affirmed(text, labelCameOff31Re) && !labelStillRe31.MatchString(text) {
		drop("label_attached")
	}
	if has("contaminated") {
		if m := launderedRe.FindStringIndex(text); m != nil && !soilAfter31Re.MatchString(text[m[1]:]) {
			drop("contaminated")
		}
		if unwashedDeniedRe.MatchString(text) {
			drop("contaminated")
		}
	}

	// steps planned
	if m := plannedKeepRe.FindStringIndex(text); m != nil && !planDoneRe.MatchString(text[m[1]:]) && !doneAllRe31.MatchString(text[m[1]:]) {
		if tag := lastStepTagOf(text[:m[1]]); tag != "" {
			add(tag)
		}
	}
	if m := ifPlannedStillRe.FindStringSubmatchIndex(text); m != nil {
		if tag := lastStepTagOf(text[:m[3]]); tag != "" {
			add(tag)
		}
	}
	if m := askedThenNotRe.FindStringIndex(text); m != nil {
		if tag := lastStepTagOf(text[:m[0]]); tag != "" {
			add(tag)
		}
	}
	if containerMiddle(middle) && !has("contents_left") && (leftToDrinkRe.MatchString(text) || finishLaterEnRe.MatchString(lower)) {
		add("contents_left")
	}

	// soil
	if !has("contaminated") && (affirmed(text, soilStaysRe) || soilDeniedTwiceRe.MatchString(text) || affirmed(text, soilColouredRe)) {
		add("contaminated")
	}
	if has("contaminated") && patternNotSoilRe.MatchString(text) && !soilWord31Re.MatchString(patternNotSoilRe.ReplaceAllString(text, "")) {
		drop("contaminated")
	}

	// contents and damage counted
	if containerMiddle(middle) && !has("contents_left") && (thoughtEmptyRe.MatchString(text) || affirmed(text, countedStillInRe)) {
		add("contents_left")
	}
	if !has("broken") && middle != "glass" && affirmed(text, crackCountedRe) {
		add("broken")
	}

	// other material
	if middle == "paper" && !has("mixed_material") && (affirmed(text, clipOnRe) || clipOnEnRe.MatchString(lower)) {
		add("mixed_material")
	}
	if has("cap_attached") && !has("mixed_material") && otherLidOn31(text, middle) {
		add("mixed_material")
	}
	if has("cap_attached") && lidPartCountedRe.MatchString(text) && !capStateRe.MatchString(text) {
		drop("cap_attached")
	}

	// English
	if notOnAnymoreEnRe.MatchString(lower) {
		if tag := partTagEn31(notOnAnymoreEnRe.FindStringSubmatch(lower)[1]); tag != "" {
			drop(tag)
		}
	}
	if containerMiddle(middle) && !has("contents_left") && (neverOpenedEnRe.MatchString(lower) || notEmptyEnRe.MatchString(lower)) {
		add("contents_left")
	}
	if middle == "paper" && !has("mixed_material") && partsNotOutEnRe.MatchString(lower) {
		add("mixed_material")
	}
	if has("contents_left") && stillHasItsEnRe.MatchString(lower) && !amountLeftEnRe.MatchString(lower) && !contentsSaidEnRe.MatchString(lower) {
		drop("contents_left")
	}
	if has("wet") && soakedForLabelEnRe.MatchString(lower) && !wetNowEnRe.MatchString(lower) {
		drop("wet")
	}
	if has("cap_attached") && capNotLeftEnRe.MatchString(lower) {
		drop("cap_attached")
	}
	return ed.tags, ed.cleared
}

// othersState31 returns the tags said only of a thing the item holds or
// is held in: a relation (상자 안에 든 X, X를 싼 Y, X 담긴 Y, "the bag
// it came in") names two things, one not the item (by the middle its
// word names); a tag whose every word lies in that thing's stretch of
// the text (from the relation to the item named again, or to the end)
// is that thing's.
func (c *Catalog) othersState31(text, lower, middle string) []string {
	var spans [][2]int
	for _, m := range heldInRe.FindAllStringSubmatchIndex(text, -1) {
		// 상자 안에 든 반찬통: the outer word before, the inner after.
		// Without a verb of putting in, what is inside may be the soil
		// (잼병, 안에 장조림 국물이), so a food is no other thing then,
		// nor is the outer word one that ends a clause (깡통인데 안에)
		outer, put := text[m[2]:m[3]], m[4] >= 0
		if strings.HasSuffix(outer, ",") || strings.HasSuffix(outer, "데") || strings.HasSuffix(outer, "고") {
			continue
		}
		inner, end := c.nounAt31(text, m[1])
		if c.wordNames31(outer, middle) && inner != "" && c.wordOther31(inner, middle) && (put || !c.wordNames31(inner, "food_waste")) {
			spans = append(spans, [2]int{m[0], c.itemAgain31(text, end, middle)})
		}
	}
	for _, m := range holdingRe.FindAllStringSubmatchIndex(text, -1) {
		// 병을 싼 신문지, 맥주병 담긴 박스: the inner word before, the outer after
		inner, outer := text[m[2]:m[3]], firstWordAt(text, m[1])
		if strings.HasSuffix(inner, "에") {
			// 신문지에 싸 둔 유리컵: the word before is the wrapper, and
			// a state before it (깨진 채로) the item's
			continue
		}
		switch {
		case c.wordNames31(inner, middle) && outer != "" && c.wordOther31(outer, middle):
			spans = append(spans, [2]int{m[0], c.itemAgain31(text, m[1]+len(outer), middle)})
		case inner != "" && c.wordOther31(inner, middle) && outer != "" && c.wordNames31(outer, middle):
			// 라벨 붙은 병들이 들어 있던 상자: the inner thing's relative
			// clause before it is its own
			spans = append(spans, [2]int{clauseStartBefore(text, m[2]), m[1]})
		}
	}
	for _, m := range cameInEnRe.FindAllStringSubmatchIndex(lower, -1) {
		// "the bag it came in is greasy": the thing the item came in,
		// to the clause's end ("it" is the item, so the bag is not)
		if !c.wordNames31(lower[m[2]:m[3]], middle) {
			end := len(lower)
			if i := strings.IndexAny(lower[m[1]:], ",;"); i >= 0 {
				end = m[1] + i
			}
			spans = append(spans, [2]int{m[0], end})
		}
	}
	if len(spans) == 0 {
		return nil
	}
	var out []string
	for tag, re := range stateWords31 {
		locs := re.FindAllStringIndex(text, -1)
		if len(locs) == 0 {
			continue
		}
		all := true
		for _, l := range locs {
			in := false
			for _, s := range spans {
				if l[0] >= s[0] && l[1] <= s[1] {
					in = true
					break
				}
			}
			if !in {
				all = false
				break
			}
		}
		if all {
			out = append(out, tag)
		}
	}
	return out
}

// itemAgain31 is where the item is named again after from (상자만
// 버려요, 병은 깨끗해요), else the end of the text.
func (c *Catalog) itemAgain31(text string, from int, middle string) int {
	at := from
	for _, w := range strings.Fields(text[from:]) {
		i := strings.Index(text[at:], w) + at
		if c.wordNames31(w, middle) {
			return i
		}
		at = i + len(w)
	}
	return len(text)
}

// wordNames31 reports whether the word w (its particle and all) names a
// thing of middle.
func (c *Catalog) wordNames31(w, middle string) bool {
	mi, ok := c.middleIdx[middle]
	if !ok {
		return false
	}
	best, _ := c.bestTerm(normalize(w), func(t *term) bool { return !t.weak && t.middle == mi })
	if best >= 0 {
		return true
	}
	// a bare head word the terms leave to their compounds: 병 on glass,
	// 컵 on nonflammable
	for _, h := range itemHeads31[middle] {
		if strings.HasPrefix(w, h) {
			return true
		}
	}
	return false
}

// itemHeads31 are the bare head words that name an item of a middle in
// a relation (병을 싼 신문지, 컵 담아 둔 상자) though no term holds them
// alone.
var itemHeads31 = map[string][]string{
	"glass":        {"병", "유리병"},
	"clear_pet":    {"병", "페트"},
	"nonflammable": {"컵", "접시", "그릇"},
	"plastic":      {"통", "용기"},
	"metal_can":    {"캔"},
	"paper":        {"상자", "박스", "종이"},
	"vinyl":        {"비닐", "봉지"},
	"paper_pack":   {"팩"},
}

// wordOther31 reports whether w names a thing, of a middle other than
// middle only.
func (c *Catalog) wordOther31(w, middle string) bool {
	if c.wordNames31(w, middle) {
		return false
	}
	if best, _ := c.bestTerm(normalize(w), func(t *term) bool { return !t.weak }); best >= 0 {
		return true
	}
	for _, heads := range itemHeads31 {
		for _, h := range heads {
			if strings.HasPrefix(w, h) {
				return true
			}
		}
	}
	return false
}

// nounAt31 is the first of the next three words of text from i that
// ends in a particle and names a thing (깨진 유리가: 유리가; 컵라면
// 용기에: 용기에), and where it ends; "" for none. A bare word
// modifies the next (컵라면 국물: the soup, no cup).
func (c *Catalog) nounAt31(text string, i int) (string, int) {
	at := i
	for k, w := range strings.Fields(text[i:]) {
		if k == 3 {
			break
		}
		j := strings.Index(text[at:], w) + at
		if particleEndRe.MatchString(w) && c.wordOther31(w, "") {
			// (no middle is "": any thing named)
			return w, j + len(w)
		}
		at = j + len(w)
	}
	return "", i
}

// firstWordAt is the first word of text at or after i, "" for none.
func firstWordAt(text string, i int) string {
	f := strings.Fields(text[i:])
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// capOnlyAsked31 reports whether a cap is named only in a question or a
// rule heard (뚜껑은 어떻게 해요?, 닫아서 버리라고 하던데), with no
// state of it said anywhere.
func capOnlyAsked31(text, lower string) bool {
	if capHeldRe31.MatchString(text) || capHeldEnRe31.MatchString(lower) {
		return false
	}
	if capNotLeftEnRe.MatchString(lower) {
		return true
	}
	if !strings.Contains(text, "?") && !ruleHeardRe.MatchString(text) && !askEndRe.MatchString(text) {
		return false
	}
	return capWordRe31.MatchString(text) || capWordEnRe31.MatchString(lower)
}

// otherLidOn31 reports whether the cap on is of another material the
// item cannot shed: a pouch's spout, welded into the film. (A plastic
// lid on a can or jar comes off: a cap alone, as the audit's 분유 캔
// 플라스틱 뚜껑 has it.)
func otherLidOn31(text, middle string) bool {
	return middle == "vinyl" && spoutRe.MatchString(text)
}

// partTagEn31 is the tag an English part word names.
func partTagEn31(w string) string {
	switch w {
	case "label", "sticker":
		return "label_attached"
	case "cap", "lid":
		return "cap_attached"
	case "tape":
		return "mixed_material"
	}
	return ""
}

var (
	// the thing inside, named, and its state: 안에 든 모니터가 깨졌어요
	insideItemRe = regexp.MustCompile(`(?:안에|속에)\s(?:든|들어\s?있던|넣었던|넣어\s?둔|담겨\s?있던|담았던)\s(\S+?)[이가은는도]?\s(?:\S+\s){0,2}?\S*(깨졌|깨져|부서졌|터졌|젖었|젖어)`)
	// a thing held in another: 상자 안에 든 반찬통, 상자 속 컵라면
	heldInRe = regexp.MustCompile(`(\S+)\s(?:안에|속에|속|안)\s(?:(든|넣은|넣어\s?온|담아\s?온|들어\s?온|넣어\s?둔|넣어\s?놓은|담긴|들어\s?있던|있던|넣었던)\s)?`)
	// a word that ends in a particle
	particleEndRe = regexp.MustCompile(`(에|이|가|은|는|도|만|을|를|랑)$`)
	// a thing holding another: 병을 싼 신문지, 맥주병 담긴 박스, 컵 담아 둔 상자
	holdingRe = regexp.MustCompile(`(\S+)\s(?:싼|싸\s?둔|싸\s?놓은|담긴|담아\s?둔|담아\s?온|담겨\s?온|담겨\s?왔던|넣어\s?둔|넣어\s?온|들어\s?있던|담았던)\s`)
	// the thing the item came in: "the bag it came in", "the box the jars came in"
	cameInEnRe = regexp.MustCompile(`\bthe\s(\w+)\s(it|they|the\s\w+)\scame\sin\b`)
	// the words of each state, looked for in the other thing's stretch
	stateWords31 = map[string]*regexp.Regexp{
		"wet":            regexp.MustCompile(`젖|축축|눅눅|흥건|\b(wet|damp|soaked|soggy)\b`),
		"broken":         regexp.MustCompile(`깨졌|깨져|깨진|부서|부러|찢어|찢겨|금\s?갔|터졌|터져`),
		"contents_left":  regexp.MustCompile(`남아|남았|남은`),
		"contaminated":   regexp.MustCompile(`묻|국물|곰팡|기름|양념|얼룩|\b(greasy|oily|dirty|stained|sauce)\b`),
		"label_attached": regexp.MustCompile(`라벨|스티커|송장`),
		"cap_attached":   regexp.MustCompile(`뚜껑|마개`),
	}
	// a cap's state said: 닫혀 있는데, 째로, 안 빠져요, 닫아 놨는데, and
	// leave asked to put it out so (닫아서 내놔도 돼요?, 달고 버려도
	// 돼요?, 닫은 채 버려도 돼요?, as 뚜껑째로 버려도 돼요? is:
	// tag_kinds7_test.go), not how to (닫아서 버리면 돼요?)
	capHeldRe31   = regexp.MustCompile(`(닫아|잠가|끼워|덮어|씌워|꽂아)\s?서\s(\S+\s)?\S+도\s?(돼|되|됨|괜찮)|(닫|달|두|끼|덮|꽂|씌우)고\s(\S+\s)?\S+도\s?(돼|되|됨|괜찮)|(닫아|잠가|끼워)\s?서\s(가져|들고|갖고|가지고|왔|내놨|뒀|놨)|아직\s(\S+\s)?(있|그대로|붙)|있다|안\s?떨어|닫혀|닫힌|잠겨|잠긴|끼워져|(끼운|달린|닫은|닫힌|잠근|꽂은|씌운|덮은)\s?채|달려\s?있|붙어|붙은|그대로|째로|채로|(안|못)\s?(빠|빼|뺐|뺌|열|뗐|떼|뗌|딴|따)|꽉|(닫아|잠가|끼워|덮어)\s?(놨|뒀|두었|놓았|있)|닫았|잠갔|있(어|는|음|고|네|습)`)
	capHeldEnRe31 = regexp.MustCompile(`\b(still|won'?t|is on|are on|stuck|left (it|the \w+) on|screwed on|screwed back on|on tight|capped|lidded)\b`)
	capWordRe31   = regexp.MustCompile(`뚜껑|마개|코르크`)
	// leave asked to put the item out with its cap closed: 뚜껑 끼워서
	// 버려도 되나요?
	capLeaveAskedRe = regexp.MustCompile(`(뚜껑|마개)[은는을를도]?\s?((그냥|꽉|다시)\s)?(닫아|잠가|끼워|덮어|씌워|꽂아)\s?서\s(\S+\s)?\S+도\s?(돼|되|됨|괜찮)`)
	capWordEnRe31   = regexp.MustCompile(`\b(cap|caps|lid|lids)\b`)
	// a rule heard: 닫아서 버리라고 하던데
	ruleHeardRe = regexp.MustCompile(`(라고|라구)\s?(하던데|하더라|했는데|들었)|라던데`)
	// a question without its mark: 닫을까요 말까요
	askEndRe = regexp.MustCompile(`까요|나요|죠|까\s?(말까|고민)|\S+까\s\S+까|\bshould\s(i|the|we)\b`)
	// the English cap not left on: "didn't leave the cap on"
	capNotLeftEnRe = regexp.MustCompile(`\b(didn'?t|did not|never)\sleave\s(the\s)?(cap|lid)\son\b`)
	// a state only supposed: 젖은 옷이면, 젖으면
	wetSupposedRe = regexp.MustCompile(`젖은\s\S+면\s|젖으면`)
	soakPlannedRe = regexp.MustCompile(`(불려야|불릴\s?(거|게|까|생각)|담가야|담글\s?(거|게|까|생각)|적셔야)`)
	wetIfEnRe     = regexp.MustCompile(`\bif\s(the\s)?\w+\s(gets|get|got|is)\s(wet|damp|soaked)\b`)
	wetNowRe      = regexp.MustCompile(`젖었|젖어\s?있|축축|눅눅`)
	wetNowEnRe    = regexp.MustCompile(`\b(is|are|'s|still|got)\s(still\s)?(wet|damp|soaked|soggy)\b`)
	// a step done now after a state then: 지금은 뺐어요
	doneNowRe = regexp.MustCompile(`(지금은|이제는|오늘은?)\s(\S+\s)?(다\s)?(뺐|뗐|씻었|헹궜|뜯었|빨았|닦았)`)
	// a label come off with a word between: 라벨이 쏙 떨어졌어요
	labelCameOff31Re = regexp.MustCompile(`(라벨|스티커)[이가은는도]?\s(\S+\s){0,3}(쏙|싹|술술|잘|깔끔하게|쉽게|깨끗이|다)\s(떨어졌|벗겨졌|떼졌|떨어지더라)`)
	cameOffAfterRe   = regexp.MustCompile(`^\s?(싹|쏙|술술|다|깨끗이|말끔히)\s(벗겨졌|떨어졌|떼졌|빠졌|지워졌)`)
	labelStillRe31   = regexp.MustCompile(`아직|남았|남아|붙어\s?있`)
	// a wash said with 빨다, soil said before it: 기름 묻었던 봉지인데 세제로 빨았어요
	launderedRe   = regexp.MustCompile(`(묻었던|묻어\s?있었|묻었었|배었던)\S*\s.*(^|\s)(\S+로\s|다시\s|오늘\s|깨끗이\s)?빨았`)
	soilAfter31Re = regexp.MustCompile(`안\s?빠|안\s?지워|그대로|남았|남아|묻어\s?있`)
	// not washing denied: 안 씻고 버린 적 없어요, 안 헹군 건 절대 아니에요
	unwashedDeniedRe = regexp.MustCompile(`안\s?(씻|헹구|헹궈|헹군|씻은|닦)\S*\s(\S+\s)?(적|일)(\s(한\s?번도|전혀|절대))?\s?(없|이\s없)|안\s?(씻은|헹군|닦은)\s?(건|게|거)\s((절대|전혀|결코)\s)?아니`)
	// a step planned, the thing kept for it: 씻으려고 놔뒀어요, 버리기
	// 전에 뜯을 거예요, 씻어서 낼 거예요
	plannedKeepRe = regexp.MustCompile(`(씻|헹구|떼|뜯|빼)으?려고\s(\S+\s)?(놔\s?뒀|놔\s?둔|뒀|둔|놨|놓)|기\s전에\s(\S+\s)?(뗄|뜯을|뺄|씻을|헹굴)\s?(거|게|예정|생각)|(씻어서|헹궈서|씻고|헹구고)\s(\S+\s)?(낼|버릴|내놓을)\s?(거|게|예정)`)
	// all said done: 다 했어요
	doneAllRe31 = regexp.MustCompile(`다\s?했|끝냈|마쳤`)
	// a step planned, then said not done yet: 뺄 거면 … 아직 그대로예요
	ifPlannedStillRe = regexp.MustCompile(`((뺄|뗄|뜯을|씻을|헹굴)\s?거면).*아직\s(그대로|안\s|못\s)`)
	// a step asked about, then said not done yet: 떼면 되죠? 아직 못 뗐어요
	askedThenNotRe = regexp.MustCompile(`\?\s(\S+\s)?아직\s(못|안)\s?(뗐|뺐|헹궜|씻었|뜯었|벗겼|닦았)`)
	// what is left, to drink later: 남은 건 내일 마시고
	leftToDrinkRe   = regexp.MustCompile(`남은\s?(건|거|거는|것은|것)\s(\S+\s)?(마시고|먹고|마실|먹을)`)
	finishLaterEnRe = regexp.MustCompile(`\b(i'll|i will|gonna|going to)\s(finish|drink)\s(the rest|what's left|it off)\b`)
	// soil not coming off: 기름이 안 빠졌어요
	soilStaysRe = regexp.MustCompile(`(기름|기름기|얼룩|때|양념|소스|자국|냄새)[이가은는도]?\s((잘|전혀|끝까지)\s)?(안|못)\s?(빠졌|빠져|빠지|지워졌|지워져|지워지|없어졌)`)
	// soil denied twice: 기름기가 없지는 않아요, 핏물이 안 묻은 건 아니에요
	soilDeniedTwiceRe = regexp.MustCompile(`(기름기|기름|얼룩|양념|핏물|소스|때)[이가]?\s(없지는|없진|없지)\s않|(기름|양념|핏물|소스|국물)[이가]?\s안\s?묻은\s?(건|게|거)\s아니`)
	// a colour a food or oil left: 고추기름 때문에 주황색이 됐어요
	soilColouredRe = regexp.MustCompile(`(기름|고추기름|양념|소스|카레|김치|국물|커피|케첩)\s?(때문에|으로|로)\s(\S+\s)?\S*(색이\s?됐|색으로\s?변했|빛이\s?됐)`)
	// a pattern, not a stain: 얼룩무늬
	patternNotSoilRe = regexp.MustCompile(`얼룩무늬|얼룩\s무늬`)
	// soil said beside the pattern, read with the pattern's words taken
	// out: 얼룩무늬 컵에 커피 얼룩 is stained
	soilWord31Re = regexp.MustCompile(`묻|기름|양념|소스|찌든|때가|곰팡|얼룩|자국`)
	// contents found after all: 다 비웠다고 생각했는데 바닥에 조금 남아 있네요
	thoughtEmptyRe = regexp.MustCompile(`(비웠|마셨|먹었|비었)다?고\s?(생각했|알았)(는데|지만).*(남아|남았|있네|있어)`)
	// a packet counted still inside: 스프 한 봉이 아직 안에 있어요
	countedStillInRe = regexp.MustCompile(`(한|두|세|반)\s?(봉|봉지|개|알|조각|캔|병)[이가]?\s아직\s(안에\s|속에\s)?(있어|있음|있네|들어)`)
	// a crack counted: 금이 두 줄 갔어요
	crackCountedRe = regexp.MustCompile(`금이\s(한|두|세|네|몇|여러)\s?(줄|군데|개|곳)\s?(갔|가\s?있)`)
	// a clip on paper: 쇠 클립이 꽂혀 있어요
	clipOnRe   = regexp.MustCompile(`클립[이가]?\s(\S+\s)?(꽂혀|끼워져|물려|달려|붙어|집혀)`)
	clipOnEnRe = regexp.MustCompile(`\b(metal|binder|paper)\s?clips?\s(is\s|are\s)?(on|in|holding)\b`)
	// a pouch's spout
	spoutRe = regexp.MustCompile(`스파우트|주둥이|spout`)
	// a lid named as the owner of one of several parts: 뚜껑 걸쇠 네 개 중에 하나가 부러졌어요
	lidPartCountedRe = regexp.MustCompile(`(뚜껑|마개)\s(날개|고리|걸쇠|손잡이|경첩|꼭지)[이가]?\s(\S+\s){0,3}(중에|중)\s(\S+\s)?(부러|깨|나갔|빠졌|떨어져|끊어|끊겼)`)
	// English part not on anymore: "the label isn't on it anymore"
	notOnAnymoreEnRe = regexp.MustCompile(`\b(label|sticker|cap|lid|tape)\s(isn'?t|is not|aren'?t|are not)\s(on|stuck on|attached)(\sit|\sthere)?\s(anymore|any more|now)\b`)
	// English never opened, not empty
	neverOpenedEnRe = regexp.MustCompile(`\b(hasn'?t|has not|haven'?t|have not|never)\s(even\s)?been\sopened\b`)
	notEmptyEnRe    = regexp.MustCompile(`\b(isn'?t|is not|wasn'?t|not)\s(quite\s|completely\s|totally\s)?empty\b`)
	// English parts not taken out: "the staples haven't been pulled out"
	partsNotOutEnRe = regexp.MustCompile(`\b(staples?|tape|spiral|clips?|rings?)\s(haven'?t|hasn'?t|have not|has not)\sbeen\s(pulled|taken|peeled|removed|torn)\b`)
	// English part still had: "still has its plastic window", "still
	// has its pull tab". Only a part: what the thing still has may be
	// its contents ("still has its sauce", "its milk inside")
	stillHasItsEnRe = regexp.MustCompile(`\bstill\shas\sits\s(\w+\s)?(window|cap|lid|label|sticker|seal|tab|handle|straw|spout|ring|sleeve|film|insert|tray|liner|wrapper|tape|staples?|spiral|pump|nozzle|trigger|foil)s?\b`)
	// contents said beside the part: "its cap and some juice left"
	contentsSaidEnRe = regexp.MustCompile(`\b(\w+\sleft|inside|in it|in there)\b`)
	// English jar soaked to take its label off
	soakedForLabelEnRe = regexp.MustCompile(`\bsoaked\s(it|them|the \w+)\b.*\b(label|sticker)`)
)

// respellSlips31 writes out slips of quick typing in the words a tag is
// read from, which no reader could match as typed: a label's 벨 typed
// 밸 (라밸), 껑 typed 겅 (뚜겅), 젖 and 묻 typed with the wrong final
// (젓었어요, 뭍었어요: 젓다 stirs, past 저었, so 젓었 is only a slip),
// and in English "lable", "stil", "rinsd".
func respellSlips31(text string) string {
	text = slipsKo31.Replace(text)
	if !strings.ContainsFunc(text, func(r rune) bool { return r < 0x80 && r > ' ' }) {
		return text
	}
	return slipsEn31Re.ReplaceAllStringFunc(text, func(w string) string {
		return slipsEn31[strings.ToLower(w)]
	})
}

var (
	slipsKo31   = strings.NewReplacer("라밸", "라벨", "뚜겅", "뚜껑", "젓었", "젖었", "젓어", "젖어", "뭍었", "묻었", "뭍어", "묻어")
	slipsEn31   = map[string]string{"lable": "label", "lables": "labels", "stil": "still", "rinsd": "rinsed"}
	slipsEn31Re = regexp.MustCompile(`(?i)\b(lables?|stil|rinsd)\b`)
)
