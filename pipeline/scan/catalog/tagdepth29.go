package catalog

import (
	"regexp"
	"strings"
)

// Session 29: tag readings found by the sixth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 6
// (session 29)"), each a kind, read after kinds28.

// depth29 applies the session-29 kinds to the tags kinds28 read:
//
//   - a step planned (떼려고 했는데, 헹굴 예정이었는데, 떼야지 하고는,
//     뜯으려다가) is done or not by what the text says next: 못 뗐어요,
//     말았어요, 깜빡했어요 leave the step's tag set, 쉽게 빠졌어요, 벌써
//     헹궜어요 clear it; in English "meant to rinse", "planning to wash",
//     "I'll take the tape off later" leave the step undone;
//   - a step denied twice (안 헹구진 않았어요, 안 뗀 건 아니에요, 왜 안
//     떼겠어요, "it's not that I didn't peel it") is done; a step asked
//     about as if absurd (헹굴 리가 있나요, 씻을 시간이 어디 있어요, 뗄
//     시간이 없었어요, 설거지를 했겠어요? 그냥 가져왔어요) is not; a state
//     said impossible (깨졌을 리가 없어요) does not hold; a step negated
//     only in a condition (안 헹구면 안 되니까 헹궜어요) is done when the
//     text says so;
//   - a step asked about and answered 아직 or 아니요 (뗐냐면 아직이요), or a
//     part's state said right after a question (왜 떼요? 그냥 붙어 있어요),
//     holds;
//   - one of several items said done alone (두 개 중 하나만 라벨
//     뗐어요; "all off except for one") leaves the others as they were,
//     and one drunk up alone (네 캔 중 하나만 마셨어요) leaves the others'
//     contents;
//   - passive and causative verbs and relative clauses of damage and
//     wetting (찢겼어요, 옷을 적셨어요, 손님이 깬 접시, 끊어 먹었어요,
//     등받이 나간 소파, 흔들리다 빠졌어요, 테두리가 약간 나갔어요, 구멍도
//     났어요, 금이 너무 커서) hold; water put to use (뜨거운 물에
//     담갔더니 라벨이 벗겨졌어요) wets nothing, and a label that came off
//     by itself (저절로 벗겨졌어요), none of it left (하나도 안 남았어요)
//     or scraped off before the item (라벨 다 긁어낸 병) is off;
//   - contents said in with 아직 and a degree (맥주가 아직 꽤 들었어요)
//     are left; a residue a rinse did not take off (잘 안 헹궈져요 기름이
//     남아요) soils the item and is no contents, and one said off easily
//     (기름때가 쉽게 지워졌어요), with no soil said after, does not;
//   - in English: a part "not on anymore" is off, "without a single
//     crack" is whole, "capped" has its cap, "barely been touched" holds
//     its contents, "none of … any … left" holds none, and a drink
//     spilt on a device or a garment wets it.
func (c *Catalog) depth29(text, lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add
	addState := func(tag string) {
		// no glass line carries broken: a broken bottle is nonflammable
		if tag != "" && !(tag == "broken" && middle == "glass") {
			add(tag)
		}
	}
	dropState := func(tag string) {
		if tag != "" {
			drop(tag)
		}
	}
	if tag, done, ok := planOutcome(text); ok {
		if done {
			dropState(tag)
		} else {
			addState(tag)
			if tag == "contaminated" && has("wet") && !wetStillRe.MatchString(text) {
				// a wash and a drying planned and forgotten: never washed,
				// so not wet
				drop("wet")
			}
		}
	}
	if tag, ok := planOutcomeEn(lower); ok {
		addState(tag)
	}
	dropState(doneAfterAll(text))
	dropState(doneAfterAllEn(lower))
	addState(notDoneRhetorical(text))
	if m := impossibleStateRe.FindStringSubmatch(text); m != nil {
		dropState(stateTagOf(m[1]))
	}
	addState(answeredNotDone(text))
	addState(severalOnlyOne(text))
	addState(severalExceptEn(lower))
	if !has("broken") && middle != "glass" && damageVerbSaid(text, middle) {
		add("broken")
	}
	if !has("wet") && soakedByRe.MatchString(text) && !soakedUndoneRe.MatchString(text) {
		add("wet")
	}
	if has("wet") && waterPutToUse(text) {
		drop("wet")
	}
	if has("contaminated") {
		if m := residueOffRe.FindStringIndex(text); m != nil && affirmed(text, residueOffRe) && !soilAfterRe.MatchString(text[m[1]:]) {
			drop("contaminated")
		}
	}
	if has("label_attached") && (labelCameOffRe.MatchString(text) || labelNoneLeftRe.MatchString(text) || labelScrapedBeforeRe.MatchString(text) || doneThenAgainRe.MatchString(text)) {
		drop("label_attached")
	}
	if !has("contents_left") && stillInRe.MatchString(text) {
		add("contents_left")
	}
	if has("contents_left") && rinseLeftResidueRe.MatchString(text) {
		drop("contents_left")
		add("contaminated")
	}
	if has("contents_left") && noneLeftEnRe.MatchString(lower) {
		drop("contents_left")
	}
	if has("cap_attached") && partOffAnymoreEnRe.MatchString(lower) {
		drop("cap_attached")
	}
	if has("broken") && noCrackEnRe.MatchString(lower) {
		drop("broken")
	}
	if !has("cap_attached") && cappedEnRe.MatchString(lower) {
		add("cap_attached")
	}
	if !has("contents_left") && barelyTouchedEnRe.MatchString(lower) && containerMiddle(middle) {
		add("contents_left")
	}
	if !has("wet") && !c.TagApplies("contaminated", middle) && spiltOnEnRe.MatchString(lower) {
		add("wet")
	}
	return ed.tags, ed.cleared
}

// containerMiddle reports whether a middle's items hold contents: the
// streams of bottles, cans, cartons, tubs and bags.
func containerMiddle(middle string) bool {
	switch middle {
	case "clear_pet", "plastic", "glass", "metal_can", "paper_pack", "vinyl":
		return true
	}
	return false
}

// stepTagOf returns the tag a step leaves set while it is not done, read
// from the first step verb of a Korean clause (씻어서 말릴 계획: the
// wash): a wash leaves the item soiled, a drying wet, and a removal
// leaves on the part named last before it (a tape, spring or staple:
// another material; a cap or stopper; a label, sticker, price tag or
// invoice). It returns "" when the clause says no step, or a removal of
// nothing named.
func stepTagOf(clause string) string {
	return stepTagAt(clause, stepVerbRe.FindStringSubmatchIndex(clause))
}

// lastStepTagOf is stepTagOf read from the clause's last step verb, the
// one a negation or a question right after it is about (라벨 떼고 안
// 헹구진 않았어요: the rinse).
func lastStepTagOf(clause string) string {
	all := stepVerbRe.FindAllStringSubmatchIndex(clause, -1)
	if len(all) == 0 {
		return ""
	}
	return stepTagAt(clause, all[len(all)-1])
}

// stepTagAt returns the tag of the step verb stepVerbRe found at loc.
func stepTagAt(clause string, loc []int) string {
	if loc == nil {
		return ""
	}
	switch {
	case loc[2] >= 0:
		return "contaminated"
	case loc[4] >= 0:
		return "wet"
	}
	before := clause[:loc[1]]
	k, tag := -1, ""
	for _, p := range []struct{ word, tag string }{
		{"테이프", "mixed_material"}, {"스프링", "mixed_material"}, {"스테이플", "mixed_material"}, {"철심", "mixed_material"},
		{"뚜껑", "cap_attached"}, {"마개", "cap_attached"},
		{"라벨", "label_attached"}, {"스티커", "label_attached"}, {"가격표", "label_attached"}, {"송장", "label_attached"}, {"상표", "label_attached"},
	} {
		if i := strings.LastIndex(before, p.word); i > k {
			k, tag = i, p.tag
		}
	}
	return tag
}

// stepTagOfEn is stepTagOf for an English clause: rinse, wash or clean
// leave the item soiled, dry leaves it wet, and peel, take or pull leave
// on the part named after the verb.
func stepTagOfEn(s string) string {
	m := stepVerbEnRe.FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	switch m[1] {
	case "rinse", "wash", "clean", "scrub":
		return "contaminated"
	case "dry", "dried":
		return "wet"
	}
	switch {
	case strings.Contains(m[0], "tape") || strings.Contains(m[0], "staple"):
		return "mixed_material"
	case strings.Contains(m[0], "cap") || strings.Contains(m[0], "lid"):
		return "cap_attached"
	case strings.Contains(m[0], "label") || strings.Contains(m[0], "sticker"):
		return "label_attached"
	}
	return ""
}

// stateTagOf returns the tag of a state verb (깨졌 broken, 젖었 wet,
// 더럽 or 묻었 contaminated, 남았 contents_left), "" for none.
func stateTagOf(verb string) string {
	switch {
	case strings.HasPrefix(verb, "깨끗하지"):
		return "contaminated"
	case strings.HasPrefix(verb, "깨") || strings.HasPrefix(verb, "부서") || strings.HasPrefix(verb, "금"):
		return "broken"
	case strings.HasPrefix(verb, "젖"):
		return "wet"
	case strings.HasPrefix(verb, "더러") || strings.HasPrefix(verb, "묻"):
		return "contaminated"
	case strings.HasPrefix(verb, "남"):
		return "contents_left"
	}
	return ""
}

// planOutcome reads a step planned (떼려고 했는데, 헹굴 예정이었는데,
// 뜯으려다가, 떼야지 하고는) and what the text says came of it: done
// reports whether it was done after all (쉽게 빠졌어요, 벌써 헹궜어요),
// ok whether the text says either and names the step.
func planOutcome(text string) (tag string, done, ok bool) {
	m := planRe.FindStringIndex(text)
	if m == nil {
		return "", false, false
	}
	rest := text[m[1]:]
	tag = stepTagOf(text[clauseStartBefore(text, m[0]):m[1]])
	if tag == "" {
		// the plan is of something else (뚜껑 따로 버리려고 했는데), and the
		// step is said with what came of it (못 뺐어요)
		if v := stepVerbRe.FindStringSubmatchIndex(rest); v != nil {
			for i := range v {
				if v[i] >= 0 {
					v[i] += m[1]
				}
			}
			tag = stepTagAt(text, v)
		}
	}
	if tag == "" {
		return "", false, false
	}
	switch {
	case planNotDoneRe.MatchString(rest):
		return tag, false, true
	case planDoneRe.MatchString(rest):
		return tag, true, true
	}
	return "", false, false
}

// clauseStartBefore returns where the clause holding text[at] starts: just
// after the last sentence end (., !, ?, or a polite ending 요 followed by
// a space) before at, or 0.
func clauseStartBefore(text string, at int) int {
	start := 0
	for _, end := range []string{". ", "! ", "? ", "요 "} {
		if i := strings.LastIndex(text[:at], end); i >= 0 && i+len(end) > start {
			start = i + len(end)
		}
	}
	return start
}

// planOutcomeEn reads an English step meant or planned and not said done
// ("meant to rinse the tub", "planning to wash the jar tomorrow", "I'll
// take the tape off later"): the step's tag, ok when one is read.
// Questions are left alone ("do I need to rinse it?").
func planOutcomeEn(lower string) (string, bool) {
	if strings.Contains(lower, "?") {
		return "", false
	}
	// the step is the verb right after "meant to", or one within the
	// words put off ("I'll take the tape off later")
	var span string
	if m := planEnRe.FindStringIndex(lower); m != nil {
		span = lower[m[1]:]
		if planDoneEnRe.MatchString(span) {
			return "", false
		}
		if v := stepVerbEnRe.FindStringIndex(span); v == nil || v[0] != 0 {
			return "", false
		}
	} else if m := laterEnRe.FindStringIndex(lower); m != nil && !planDoneEnRe.MatchString(lower[m[0]:]) {
		span = lower[m[0]:m[1]]
	}
	tag := stepTagOfEn(span)
	return tag, tag != ""
}

// doneAfterAll returns the tag of a Korean step denied twice, so done (안
// 헹구진 않았어요, 안 뗀 건 아니에요 다 뗐어요, 왜 안 떼겠어요), or of a
// step negated only in a condition and then said done (안 헹구면 안
// 되니까 헹궜어요); "" for none. 안 뗀 게 아니라 못 뗀 거예요 is no such
// denial.
func doneAfterAll(text string) string {
	for _, re := range []*regexp.Regexp{doubleNegRe, whyNotRe} {
		if m := re.FindStringIndex(text); m != nil {
			return lastStepTagOf(text[clauseStartBefore(text, m[0]):m[1]])
		}
	}
	if m := notThatRe.FindStringIndex(text); m != nil && !strings.HasPrefix(strings.TrimSpace(text[m[1]:]), "못") {
		return lastStepTagOf(text[clauseStartBefore(text, m[0]):m[1]])
	}
	if m := negatedIfRe.FindStringIndex(text); m != nil && doneVerbRe.MatchString(text[m[1]:]) {
		return lastStepTagOf(text[clauseStartBefore(text, m[0]):m[1]])
	}
	return ""
}

// doneAfterAllEn returns the tag of an English step denied twice ("it's
// not that I didn't peel the label", "not like I didn't wash it").
func doneAfterAllEn(lower string) string {
	m := notThatEnRe.FindStringIndex(lower)
	if m == nil {
		return ""
	}
	return stepTagOfEn(lower[m[0]:])
}

// notDoneRhetorical returns the tag of a Korean step asked about as if
// absurd, so not done (헹굴 리가 있나요, 씻을 시간이 어디 있어요, 뗄
// 시간이 없었어요, 설거지를 했겠어요? 그냥 가져왔어요); "" for none.
func notDoneRhetorical(text string) string {
	for _, re := range []*regexp.Regexp{noWayRe, noTimeRe, wouldIHaveRe} {
		if m := re.FindStringIndex(text); m != nil {
			return lastStepTagOf(text[clauseStartBefore(text, m[0]):m[1]])
		}
	}
	return ""
}

// answeredNotDone returns the tag a step or part leaves set when a
// question about it is answered not done (뗐냐면 아직이요), or when the
// part is said on right after a question (왜 떼요? 그냥 붙어 있어요, 안
// 빼면 안 되나요? 아직 닫혀 있어요).
func answeredNotDone(text string) string {
	if m := askedNotYetRe.FindStringIndex(text); m != nil {
		return lastStepTagOf(text[clauseStartBefore(text, m[0]):m[1]])
	}
	m := stillOnAfterQuestionRe.FindStringSubmatchIndex(text)
	if m == nil {
		return ""
	}
	question := text[clauseStartBefore(text, m[0]):m[0]]
	switch verb := text[m[2]:m[3]]; {
	case (verb == "닫혀" || verb == "잠겨") && (strings.Contains(question, "뚜껑") || strings.Contains(question, "마개")):
		return "cap_attached"
	case verb == "붙어":
		return lastStepTagOf(question)
	}
	return ""
}

// severalOnlyOne returns the tag a removal or a wash leaves on the other
// items when it is said of one of several only (두 개 중 하나만 라벨
// 뗐어요).
func severalOnlyOne(text string) string {
	m := onlyOneDoneRe.FindStringSubmatchIndex(text)
	if m == nil {
		return ""
	}
	if m[10] >= 0 {
		// one drunk or eaten up alone: the others hold their contents
		return "contents_left"
	}
	return lastStepTagOf(text[clauseStartBefore(text, m[0]):m[1]])
}

// severalExceptEn returns the tag a step leaves on the items set apart
// from "all" ("all the labels are off except for one").
func severalExceptEn(lower string) string {
	m := exceptOneEnRe.FindStringSubmatch(lower)
	if m == nil {
		return ""
	}
	switch {
	case strings.Contains(m[2], "label") || strings.Contains(m[2], "sticker"):
		return "label_attached"
	case strings.Contains(m[2], "cap") || strings.Contains(m[2], "lid"):
		return "cap_attached"
	case strings.Contains(m[2], "tape"):
		return "mixed_material"
	}
	return ""
}

// damageVerbSaid reports whether damage is said in a passive, causative
// or relative form the word lists do not hold (셔츠가 찢겼어요, 손님이 깬
// 접시, 선을 끊어 먹었어요, 등받이 나간 소파, 흔들리다 빠졌어요,
// 테두리가 약간 나갔어요, 구멍도 났어요, 금이 너무 커서), not denied.
func damageVerbSaid(text, middle string) bool {
	switch {
	case (middle == "clothing" || middle == "bulky") && (affirmed(text, tornPassiveRe) || affirmed(text, holeAlsoRe)):
		return true
	case middle == "e_waste" && affirmed(text, cutThroughRe):
		return true
	}
	return affirmed(text, brokeRelRe) && !wokeRe.MatchString(text) || affirmed(text, partGoneRelRe) || affirmed(text, partFellAfterRe) ||
		affirmed(text, chipDegreeRe) || affirmed(text, bigCrackRe)
}

// affirmed reports whether re matches text somewhere not negated: not
// right after 안 or 못, and with no 않, 없 or 뻔 in the rest of its word
// or at the start of the next (찢기진 않았어요, 깨질 뻔했어요;
// negatedAfterRe).
func affirmed(text string, re *regexp.Regexp) bool {
	return affirmedExcept(text, re, nil)
}

// affirmedExcept is affirmed with a reader's own exception: a match
// (text[m[0]:m[1]]) for which except reports true does not count either
// (a weather only foreseen, metNotForeseen34; a mimetic word said of
// another thing, wetMimetic33). A nil except excepts nothing.
func affirmedExcept(text string, re *regexp.Regexp, except func(m []int) bool) bool {
	for _, m := range re.FindAllStringIndex(text, -1) {
		before := strings.TrimRight(text[:m[0]], " ")
		after := text[m[1]:]
		if strings.HasSuffix(before, "안") || strings.HasSuffix(before, "못") || negatedAfterRe.MatchString(after) {
			continue
		}
		if except != nil && except(m) {
			continue
		}
		return true
	}
	return false
}

// waterPutToUse reports whether water is said put to use on the item,
// soaking or pouring, with what came of it said after (뜨거운 물에
// 담갔더니 라벨이 벗겨졌어요, 물에 불려 놓은 덕분에 찌꺼기가
// 떨어졌어요), and nothing wet said after it.
func waterPutToUse(text string) bool {
	m := waterUsedRe.FindStringIndex(text)
	return m != nil && waterResultRe.MatchString(text[m[1]:]) && !wetStillRe.MatchString(text[m[1]:])
}

var (
	// the first step verb of a clause: a wash (group 1), a drying (group
	// 2) or a removal
	stepVerbRe = regexp.MustCompile(`(씻|헹구|헹궈|헹굴|헹군|헹궜|닦|설거지|세척)|(말리|말려|말릴|말린|말렸)|떼|뗄|뗀|뗐|벗기|벗겨|벗길|벗긴|벗겼|뜯|빼|뺄|뺀|뺐`)
	// an English step verb, with the part it takes off after it
	stepVerbEnRe = regexp.MustCompile(`\b(rinse|wash|clean|scrub|dry|dried|peel|take|took|pull|remove|scrape|strip|stripp|tear|tore|rip|ripp)(?:d|ed|s|ing)?\b(\s+\S+){0,3}`)
	// a step planned: -려고 했는데, -려다(가), 예정·계획이었는데, -야지 하고는
	planRe = regexp.MustCompile(`려고\s?(했는데|했지만|했으나|했었는데|했다가)|려다가?\s|\s(예정|계획|생각)이었(는데|지만)|야지\s?(하고는?|했는데|해\s?놓고)`)
	// the plan not carried out
	planNotDoneRe = regexp.MustCompile(`(^|\s)(못\s?\S|안\s\S|안(했|함|됐|돼))|반만|일부만|조금만|덜\s|남았|남아|붙어|말았|깜빡|잊어버|잊었|잊고|까먹|포기|그냥\s?(뒀|둠|놔|두)`)
	// the plan carried out after all
	planDoneRe = regexp.MustCompile(`떨어졌|빠졌|벗겨졌|떼졌|뜯겼|씻겼|헹궈졌|닦였|헹궜|뗐|뺐|씻었|뜯었|닦았|벗겼|(헹궈|씻어|떼어?|빼|닦아|뜯어|벗겨)\s?(놨|뒀|두었|놓았|줬|주셨)`)
	// wet said of the item still
	wetStillRe = regexp.MustCompile(`젖|축축|눅눅|물기|안 말|덜 말|물이 고`)
	// an English step meant or planned
	planEnRe = regexp.MustCompile(`\b(meant to|was going to|were going to|planning to|plan to|intend to|intended to)\s`)
	// an English step put off till later
	laterEnRe = regexp.MustCompile(`\b(i'll|i will|we'll|will)\s(\S+\s){1,4}(later|tomorrow|tonight|next time|at some point)\b`)
	// the English plan carried out
	planDoneEnRe = regexp.MustCompile(`\b(ended up|did it|already|but did|but i did|and did)\b`)
	// a step denied twice: 안 헹구진 않았어요
	doubleNegRe = regexp.MustCompile(`안\s?(헹구|씻|닦|떼|빼|벗기|뜯|말리|설거지하|세척하)(진|지는|지도)\s?않았`)
	// a step said done by asking why not: 왜 안 떼겠어요
	whyNotRe = regexp.MustCompile(`왜\s?안\s?(헹구|헹궜|씻|닦|떼|뗐|빼|뺐|벗기|벗겼|뜯|말리|말렸|설거지하|설거지했|세척하|세척했)\S*겠`)
	// 안 뗀 건 아니에요
	notThatRe = regexp.MustCompile(`안\s?(뗀|씻은|헹군|닦은|뺀|벗긴|뜯은|말린|설거지한|세척한)\s?(건|게|것은|것도)\s?아니(에요|예요|야|고|죠|라|지만|거든)`)
	// a step negated in a condition: 안 헹구면 안 되니까, 안 떼고 버리면 안 되잖아요
	negatedIfRe = regexp.MustCompile(`안\s?(헹구|씻으|닦으|떼|빼|벗기|뜯으|말리)(면|고\s버리면)\s?안\s?(되|돼|된)`)
	// a step said done, not negated
	doneVerbRe = regexp.MustCompile(`(^|[^안못]\s|^\S*\s?)\S*(헹궜|씻었|뗐|뺐|닦았|뜯었|벗겼)`)
	// an English step denied twice
	notThatEnRe = regexp.MustCompile(`\bnot (like|that) (i|we|he|she|they) (didn'?t|did not|never|haven'?t)\s`)
	// a step scoffed at: 헹굴 리가 있나요
	noWayRe = regexp.MustCompile(`(헹굴|씻을|닦을|뗄|뺄|벗길|뜯을|말릴|설거지할|세척할|설거지를\s했을|헹궜을|씻었을|뗐을)\s?리가\s?(있나요|있겠어요|있어요\?|있냐|있겠)`)
	// no time for a step: 씻을 시간이 어디 있어요, 뗄 시간이 없었어요
	noTimeRe = regexp.MustCompile(`(헹굴|씻을|닦을|뗄|뺄|벗길|뜯을|말릴|설거지할|세척할)\s(시간|틈|새|여유)[이가도은는]?\s?(없|어디\s?있)`)
	// a step asked about as if it would have been done, then not: 설거지를 했겠어요? 그냥 가져왔어요
	wouldIHaveRe = regexp.MustCompile(`(^|[^안]\s)\S*(헹궜|씻었|닦았|뗐|뺐|벗겼|뜯었|말렸|설거지(를)?\s?했|세척(을)?\s?했)겠어요\?\s?(그냥|그대로|안\s)`)
	// a state said impossible: 깨졌을 리가 없어요, 깨끗하지 않을 리가 없어요
	impossibleStateRe = regexp.MustCompile(`(깨졌|부서졌|금\s?갔|젖었|더러웠|더러울|묻었|남았|깨끗하지\s?않)(을)?\s?리(가)?\s?(없|만무)`)
	// a step asked about and answered not yet or no: 뗐냐면 아직이요
	askedNotYetRe = regexp.MustCompile(`(헹궜|씻었|뗐|뺐|닦았|뜯었|벗겼)(냐면|냐고요\??|냐구요\??|냐고\s?물으면)\s?(아직|아니요|아뇨|아니)`)
	// a part said on right after a question: ? 그냥 붙어 있어요
	stillOnAfterQuestionRe = regexp.MustCompile(`\?\s(?:(?:아직|그냥|그대로|여전히|꽉|단단히|딱)\s)*(붙어|닫혀|잠겨)\s?있`)
	// one of several said done alone: 두 개 중 하나만 라벨 뗐어요
	onlyOneDoneRe = regexp.MustCompile(`중에?\s?(하나|(한|두|세|네|다섯|몇|\d+)\s?\S+)만\s(\S+\s){0,2}\S*(뗐|뺐|헹궜|씻었|뜯었|벗겼|(마셨|먹었|비웠))`)
	// all done except some: "all the labels are off except for one"
	exceptOneEnRe = regexp.MustCompile(`\ball\s(the\s)?(\w+)\s(are|were|came|got)\s(all\s)?(off|removed|peeled|taken off)\s(except|but)\s(for\s)?(one|two|three|a few|a couple|that one)\b`)
	// a negation or a near miss right after a damage verb (찢기진 않았어요, 찢길 뻔)
	negatedAfterRe = regexp.MustCompile(`^\S*\s?(않|뻔|없)`)
	// a garment or upholstery torn, passive: 찢겼어요
	tornPassiveRe = regexp.MustCompile(`찢겼|찢김|뜯겼|뜯김`)
	// a hole said with 도 or 까지: 구멍도 났어요
	holeAlsoRe = regexp.MustCompile(`구멍(도|까지)\s?(났|나\s?있|생겼)`)
	// a cable bitten or cut through: 끊어 먹었어요
	cutThroughRe = regexp.MustCompile(`끊어\s?먹`)
	// a relative clause of breaking before the item: 손님이 깬 접시
	brokeRelRe = regexp.MustCompile(`\S+[이가]\s(떨어뜨려\s)?깬\s\S`)
	// 깬 of waking, not breaking: 잠이 깬 김에, 아기가 깬 뒤에
	wokeRe = regexp.MustCompile(`(^|\s)잠[이에]\s(\S+\s)?깬|깬\s(김에|뒤|뒤에|후|후에|다음|다음에|때|시간|순간)(\s|$)`)
	// a part gone, in a relative clause: 등받이 나간 소파
	partGoneRelRe = regexp.MustCompile(`(등받이|다리|팔걸이|바퀴|손잡이|테두리|귀퉁이|모서리)[이가]?\s나간\s\S`)
	// a part come off after another verb: 다리가 흔들리다 빠졌어요
	partFellAfterRe = regexp.MustCompile(`(다리|바퀴|손잡이|팔걸이|등받이)[이가]\s\S+다가?\s빠졌`)
	// an edge chipped with a degree: 테두리가 약간 나갔어요
	chipDegreeRe = regexp.MustCompile(`(테두리|귀퉁이|모서리|가장자리|입구|주둥이)[이가]?\s((살짝|약간|조금|좀|많이|꽤)\s)+나(갔|감)`)
	// a crack said big: 금이 너무 커서
	bigCrackRe = regexp.MustCompile(`(?:^|[^가-힣])금이\s((너무|많이|꽤|엄청)\s)?(커서|커요|크게|컸)`)
	// soaked by someone, causative or passive: 옷을 적셨어요, 적셔졌어요
	soakedByRe = regexp.MustCompile(`적셨|적셔\s?(놨|버렸|졌)|적셔졌`)
	// soaked and dried after, or nearly: 적셨다가 말렸어요, 적실 뻔
	soakedUndoneRe = regexp.MustCompile(`적셨다가|말렸|말랐|뻔|(안|못)\s?적`)
	// water put to use: 물에 담갔더니, 담가 두니까, 물에 불려 놓은 덕분에, 물을 부었더니
	waterUsedRe = regexp.MustCompile(`물(에|을|로)\s(\S+\s)?(담갔더니|담가서|담가\s?(뒀|놨)더니|담가\s?(두|놓)니까|불려\s?놓은\s?덕분에|불려서|불렸더니|불려\s?(두|놓)니까|불어서|부었더니)`)
	// what came of it: a label or a residue off (not the item itself:
	// 박스가 물에 불어서 다 떨어졌어요 is wet), clean, or a crack
	waterResultRe = regexp.MustCompile(`(라벨|스티커|상표|가격표|찌꺼기|때|기름|양념|자국|얼룩)\S*\s(\S+\s)?(벗겨졌|떨어졌|떼졌|떨어져|빠졌|지워졌)|^\s?((저절로|쉽게|잘|금방)\s)(벗겨졌|떨어졌|떼졌)|깨끗|금이\s?갔|금\s?갔`)
	// a label off by itself, easily: 라벨이 물에 불어서 저절로 벗겨졌어요
	labelCameOffRe = regexp.MustCompile(`(라벨|스티커|가격표|상표)[이가은는도]?\s(\S+\s){0,5}(저절로|쉽게|금방|깔끔하게)\s(벗겨졌|떨어졌|떼졌|뜯겼)`)
	// a residue said off easily: 기름때가 쉽게 지워졌어요
	residueOffRe = regexp.MustCompile(`(기름때|기름기|기름|찌든\s?때|때|찌꺼기|양념|얼룩|자국)[이가은는도]?\s((쉽게|잘|금방|싹|깨끗이|깔끔하게)\s)+(지워졌|빠졌|떨어졌|벗겨졌|씻겼|닦였)`)
	// soil said after a residue said off (얼룩은 지워졌는데 기름기는 남았어요)
	soilAfterRe = regexp.MustCompile(`남았|남아|그대로|묻어|끈적|미끈|냄새`)
	// none of the label left: 라벨이 하나도 안 남았어요
	labelNoneLeftRe = regexp.MustCompile(`(라벨|스티커|가격표|상표|송장)[이가은는도]?\s(하나도|전혀|조금도)\s?안\s?남`)
	// a label scraped off, in a relative clause before the item
	labelScrapedBeforeRe = regexp.MustCompile(`(라벨|스티커|가격표|상표)\S*\s((다|싹|깨끗이|전부)\s)?긁어낸\s\S`)
	// a removal said done, then promised again for next time: 다 뗐어요 다음에도 뗄게요
	doneThenAgainRe = regexp.MustCompile(`(^|[^안못]\s)(다\s)?뗐\S*\s(\S+\s)?(다음에도|앞으로도|담에도|다음번에도)`)
	// contents said in with 아직 and a degree: 맥주가 아직 꽤 들었어요
	stillInRe = regexp.MustCompile(`아직\s((꽤|많이|좀|조금|제법|반|반쯤|절반|상당히|가득)\s)+들(었|어\s?있)`)
	// a residue a rinse did not take off: 잘 안 헹궈져요 기름이 남아요
	rinseLeftResidueRe = regexp.MustCompile(`안\s?(헹궈|씻겨|닦여|지워)\S*\s(\S+\s)?(기름|기름기|양념|찌꺼기|소스|때)[이가은는도]?\s?(남아|남았|그대로)`)
	// an English part off now: "the lid's not on anymore"
	partOffAnymoreEnRe = regexp.MustCompile(`\b(lid|cap|top)('s|s| is|’s)?\s(not on|not attached|off|isn'?t on|is not on)(\sit|\sthere)?\s(anymore|any more)\b|\b(lid|cap|top)('s| is)?\sno longer on\b`)
	// English none left: "none of the cans have any beer left"
	noneLeftEnRe = regexp.MustCompile(`\bnone of\b[^.,;]{0,40}\b(any|anything)\b[^.,;]{0,20}\bleft\b`)
	// English whole: "without a single crack"
	noCrackEnRe = regexp.MustCompile(`\bwithout (a single |any |a )?(crack|chip|scratch)`)
	// English capped, not uncapped or recapped (\b: no letter before)
	cappedEnRe = regexp.MustCompile(`\bcapped\b`)
	// English contents barely touched
	barelyTouchedEnRe = regexp.MustCompile(`\b(barely|hardly)\s(been\s)?(touched|used|drunk|eaten)\b`)
	// English drink spilt on a device or a garment
	spiltOnEnRe = regexp.MustCompile(`\b(spilled|spilt|spilling|knocked|tipped)\s((coffee|tea|juice|water|soda|cola|coke|latte|beer|wine|milk|a drink|my drink|some \w+)\s)(on|over|into|all over)\b`)
)
