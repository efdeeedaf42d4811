package catalog

import (
	"regexp"
	"slices"
	"strings"
)

// Session 35: tag readings found by the twelfth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 12
// (session 35)"), each a kind, read after tags34.

func init() {
	// the keys of a keyboard or a piano come off as a drawer's knob
	// does (노트북 자판 하나가 빠졌어요, 건반 하나가 빠졌어요)
	detachParts = append(detachParts, "자판", "키캡", "건반")
}

// depth35 applies the session-35 kinds to the tags read before it:
//
//   - a part against the whole: a part's break said after the whole is
//     said fine (본체는 멀쩡한데 노즐이 깨졌어요, 쿠션은 괜찮은데 팔걸이가
//     부러졌어요) is the item's; a lid named only as where soil or a
//     scratch is (뚜껑 홈에 양념이 끼었어요, "the lid's a bit scratched")
//     is no cap said on; a cap named in one clause and said closed in the
//     next (쇠뚜껑만 녹슬었는데 닫혀 있어요) is on;
//   - the subject and the time of a break: a break as the means of
//     throwing out, planned or asked (두 동강 내서 버리려고요, 부숴서
//     버려야 하나요?) is no break; a break done by someone to the item
//     (접시를 깨 왔대요) is; a broken one set apart (깨진 접시 한 장은
//     따로 버렸고) leaves the rest whole;
//   - a state worried over, asked as a concession or heard as a rule
//     (남았을까 봐, 젖어도 괜찮나요?, 젖은 상자는 안 받는대요, "what if
//     there's still water", "wet boxes aren't accepted") says nothing; a
//     state heard and found wrong (깨졌다는 건 잘못 들은 거고, "I thought
//     it was cracked") is none;
//   - quantities of contents: a count or a sip left (한 점 남은 캔, 바닥에
//     한 모금 있어요, 병 목까지 차 있어요, 반밖에 못 먹었어요, "one more
//     squeeze"), or contents asked about where to pour (남은 간장은 어디에
//     버려요?) hold contents, not when held before and undone after
//     (한 점 남은 캔이었는데 다 먹었어요);
//   - labels and parts: a removal stopped (라벨 뜯다 만) leaves the label
//     on; a cap and a label gathered and put out apart (뚜껑이랑 라벨 모아서
//     따로 냈어요) are neither on;
//   - soil negated or kept: 더러워질 일이 없었어요, "doesn't even need a
//     rinse" hold none; 얼룩이 없는 건 아니에요, "not exactly grease-free"
//     hold it; sauce left on a corner (모서리에 소스가 남았어요) is soil,
//     not contents; grease that will not come out (기름기가 안 빠져요) is
//     soil, no other material;
//   - wet by condensation or steam: 수증기가 맺혔어요, 김이 뿌옇게
//     서렸어요 (the fog no soil), 겉이 땀을 흘려요, 이슬이 송골송골,
//     "fogged up"; a fog gone by (김이 서렸다가 금방 없어졌어요) or drops
//     wiped after (물방울이 맺혀 있었는데 다 닦았어요) are none;
//   - mixed materials said in English or by a part's material: "with a
//     metal handle", "foil and plastic all glued together", 손잡이가 나일론
//     끈이에요.
func (c *Catalog) depth35(text, lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add
	// a state held before and undone after (맺혀 있었는데 다 닦았어요,
	// 한 점 남은 캔이었는데 다 먹었어요) is not set by a kind that reads
	// the state alone
	undone := undoneAfter35Re.MatchString(text)

	// a part against the whole
	if !has("broken") && partBrokeAfterWholeFine35(text) {
		add("broken")
	}
	if !has("broken") && c.spotOfPartBroken35(text, middle) {
		add("broken")
	}
	if has("cap_attached") && lidAsPlace35(text, lower) {
		drop("cap_attached")
	}
	if bottleMiddle34(middle) && !has("cap_attached") && affirmedExcept(text, capThenClosed35Re, capSaidGone35(text)) {
		add("cap_attached")
	}

	// the subject and the time of a break
	if has("broken") && c.breakAsMeans35(text, middle) {
		drop("broken")
	}
	if !has("broken") && affirmed(text, brokeByOne35Re) {
		add("broken")
	}

	// states worried over, conceded, heard as a rule or found wrong,
	// and a broken one set apart: the text read again without them
	for _, tag := range c.readAway35(text, lower, middle, ed.tags) {
		if has(tag) {
			drop(tag)
		}
	}

	// quantities of contents
	if containerMiddle(middle) && !has("contents_left") && !undone && contentsCounted35(text, lower) {
		add("contents_left")
	}

	// labels and parts
	if !has("label_attached") && affirmed(text, labelStopped35Re) {
		add("label_attached")
	}
	if partsPutApart35Re.MatchString(text) {
		drop("label_attached")
		drop("cap_attached")
	}

	// soil negated or kept
	if has("contaminated") {
		if c.lostWithout(text, middle, "contaminated", dirtDenied35Re) {
			drop("contaminated")
		}
	}
	if !has("contaminated") && (soilNotAbsent35Re.MatchString(text) || notSoilFreeEnRe.MatchString(lower)) {
		add("contaminated")
	}
	if has("contents_left") && soilOnPlace35Re.MatchString(text) && !contentsStill34Re.MatchString(soilOnPlace35Re.ReplaceAllString(text, " ")) {
		drop("contents_left")
		add("contaminated")
	}
	if has("mixed_material") && soilStays35Re.MatchString(text) {
		if c.lostWithout(text, middle, "mixed_material", soilStays35Re) {
			drop("mixed_material")
		}
	}

	// wet by condensation or steam
	if !has("wet") && !undone && condensation35(text, lower) {
		add("wet")
	}
	if has("wet") && affirmed(text, dropsWipedAway35Re) && !strings.Contains(text, "아직") {
		drop("wet")
	}
	if has("wet") && fogGoneBy35Re.MatchString(text) {
		if c.lostWithout(text, middle, "wet", fogGoneBy35Re) {
			drop("wet")
		}
	}
	if has("contaminated") && has("wet") && steamFog35Re.MatchString(text) {
		if c.lostWithout(text, middle, "contaminated", fogWord35Re) {
			drop("contaminated")
		}
	}

	// mixed materials said in English or by a part's material
	if !has("mixed_material") && (c.partOfOtherMaterial35(text, middle) && !partTakenOff35Re.MatchString(text) || otherMaterialEn35(lower, middle)) {
		add("mixed_material")
	}
	return ed.tags, ed.cleared
}

// partBrokeAfterWholeFine35 reports whether a part of the item (노즐,
// 팔걸이, 고리, 손잡이) is said broken after the whole or another part is
// said fine (본체는 멀쩡한데 노즐이 깨졌어요, 소파 쿠션은 괜찮은데 팔걸이
// 뼈대가 부러졌어요): the contrast sets the part against the whole, both
// of the item. A thing said inside or beside the item (안에 든 접시가
// 깨졌어요) is another thing, and a break only wished or supposed
// (손잡이가 부러졌으면 좋겠어요) is none.
func partBrokeAfterWholeFine35(text string) bool {
	m := wholeFine35Re.FindStringIndex(text)
	if m == nil {
		return false
	}
	rest := text[m[1]:]
	if otherThing35Re.MatchString(rest) {
		return false
	}
	// (not a break only wished or supposed: 부러졌으면 좋겠어요,
	// 깨졌다면, 부서졌을까)
	supposed := func(m []int) bool { return startsWithAny(rest[m[1]:], supposedEnds35) }
	return affirmedExcept(rest, partBroke35Re, supposed)
}

// supposedEnds35, glued to a verb's past stem, make it a condition, a
// wish or a guess (부러졌으면 좋겠어요, 깨졌다면, 부서졌을까 봐): nothing
// said of the item now.
var supposedEnds35 = []string{"으면", "다면", "을까", "을지", "는지"}

// spotOfPartBroken35 reports whether a break is said of a spot of the
// item named by a part beside it (코트 단추 자리 천이 뜯어졌어요,
// 스티로폼 상자 뚜껑 모서리가 부서졌어요): the part names where, not
// what broke, and read with the spot alone the text says the break.
func (c *Catalog) spotOfPartBroken35(text, middle string) bool {
	plain := partSpot35Re.ReplaceAllString(text, "$2")
	if plain == text {
		return false
	}
	again, _ := c.TagsFor(plain, middle)
	return slices.Contains(again, "broken")
}

// lidAsPlace35 reports whether the lid is named only as the place of
// soil or a scratch (뚜껑 홈에 양념이 끼었어요, 뚜껑 안쪽에 기름이 묻었어요,
// "the lid's a bit scratched"), with no word of it on or closed.
func lidAsPlace35(text, lower string) bool {
	if lidPlace35Re.MatchString(text) && !lidOn35Re.MatchString(text) {
		return true
	}
	return lidStateEn35Re.MatchString(lower) && !lidOnStateEnRe.MatchString(lower)
}

// capSaidGone35 returns the exception for capThenClosed35Re in text: a
// cap whose own clause says it gone (뚜껑은 버렸는데 병은 잠겨 있어요,
// 뚜껑은 없는데 랩으로 닫혀 있어요) is not the thing said closed after
// it; something else closes the item.
func capSaidGone35(text string) func(m []int) bool {
	return func(m []int) bool {
		clause, _, _ := strings.Cut(text[m[0]:m[1]], "데 ")
		if c, _, ok := strings.Cut(text[m[0]:m[1]], "지만 "); ok && len(c) < len(clause) {
			clause = c
		}
		return capGone35Re.MatchString(clause)
	}
}

// breakAsMeans35 reports whether the only break the text says is one
// planned or asked as the means of throwing the item out (두 동강 내서
// 버리려고요, 잘게 부숴서 넣을 생각이에요, 반으로 쪼개야 들어갈 것
// 같아요, 부러뜨려서 버리면 안 된다던데요): read without those verbs, the
// text says no break.
func (c *Catalog) breakAsMeans35(text, middle string) bool {
	m := breakMeans35Re.FindStringIndex(text)
	if m == nil || !planTail35Re.MatchString(text[m[1]:]) {
		return false
	}
	return c.lostWithout(text, middle, "broken", breakMeans35Re)
}

// readAway35 returns the tags that only a phrase saying nothing of the
// item now gave: a worry (남았을까 봐), a concession asked (젖어도
// 괜찮나요?), a rule heard (젖은 상자는 안 받는대요, "wet boxes aren't
// accepted"), a report found wrong (깨졌다는 건 잘못 들은 거고, "I
// thought it was cracked"), a broken one set apart (깨진 접시 한 장은
// 따로 버렸고), a cap's closing only supposed (뚜껑 잘 닫아 두면), a wash
// not needed ("doesn't even need a rinse"), a denial over all of them
// ("none of the boxes got wet"), a worry over water ("worried water got
// into it") or water that got into a place ("rain got into the
// garage"). The text read again without those phrases no longer gives
// them.
func (c *Catalog) readAway35(text, lower, middle string, tags []string) []string {
	var out []string
	if again, cut := c.tagsWithout(text, middle, readAway35Re...); cut {
		out = append(out, tagsLost35(tags, again)...)
	}
	if again, cut := c.tagsWithout(lower, middle, readAwayEn35Re...); cut {
		out = append(out, tagsLost35(tags, again)...)
	}
	return out
}

// tagsLost35 returns the tags read that again, the reading of the text
// without some phrases, does not give.
func tagsLost35(tags, again []string) []string {
	var out []string
	for _, tag := range tags {
		if !slices.Contains(again, tag) {
			out = append(out, tag)
		}
	}
	return out
}

// contentsCounted35 reports whether the text counts contents still in:
// a count with 남은 before the container (참치 한 점 남은 캔, 과자가 서너
// 개 남은 봉지), a sip or spoon that is there (바닥에 한 모금 있어요), a
// level reached (병 목까지 차 있어요), only part eaten (반밖에 못
// 먹었어요), contents asked where to pour (남은 간장은 어디에 버려요?),
// or "one more squeeze". A count that counts the containers themselves
// (한 개 남은 빈 페트병) or a measure word naming the container's
// material ("one more glass jar") says no contents.
func contentsCounted35(text, lower string) bool {
	if contentsBeforeCount35(text) || usesLeft35Re.MatchString(text) || sipThere35Re.MatchString(text) || levelReached35Re.MatchString(text) || onlyPartUsed35Re.MatchString(text) {
		return true
	}
	if m := leftAsked35Re.FindStringSubmatch(text); m != nil && drinkWord34Re.MatchString(m[1]) {
		return true
	}
	return oneMoreOfContents35(lower)
}

// contentsBeforeCount35 reports whether a count left (countLeft35Re)
// counts contents: the contents are named before the count (참치 한 점
// 남은 캔, 과자가 서너 개 남은 봉지) and the container after it is not
// said empty. A count with nothing named before it, or one said of
// empty containers (한 개 남은 빈 페트병, 몇 개 남은 빈 병 버려요),
// counts the containers themselves.
func contentsBeforeCount35(text string) bool {
	for _, m := range countLeft35Re.FindAllStringIndex(text, -1) {
		before := strings.Fields(text[:m[0]])
		if len(before) == 0 || strings.HasSuffix(before[len(before)-1], "에") || strings.HasSuffix(before[len(before)-1], "에서") {
			continue
		}
		if strings.HasPrefix(text[m[1]:], "빈 ") {
			continue
		}
		return true
	}
	return false
}

// oneMoreOfContents35 reports whether English counts one more use of the
// contents ("one more squeeze left", "one more glass of juice"); a
// measure word followed by a word that names no contents (notContentsEn:
// the container itself, a part) names that thing ("one more glass jar
// to throw out"), not contents.
func oneMoreOfContents35(lower string) bool {
	for _, m := range oneMoreEn35Re.FindAllStringIndex(lower, -1) {
		next := strings.Fields(lower[m[1]:])
		if len(next) > 0 && next[0] != "of" && slices.Contains(notContentsEn, strings.Trim(next[0], ".,!?")) {
			continue
		}
		return true
	}
	return false
}

// condensation35 reports whether drops or fog of condensation or steam
// are said on the item (수증기가 맺혔어요, 김이 뿌옇게 서렸어요, 겉이 땀을
// 흘려요, 이슬이 송골송골해요, "fogged up", "steamed up"), affirmed.
func condensation35(text, lower string) bool {
	// (not a fog gone by: 김이 서렸다가 금방 말랐어요)
	goneBy := func(m []int) bool { return strings.HasPrefix(text[m[1]:], "다가") }
	return affirmedExcept(text, condensed35Re, goneBy) || affirmed(text, sweating35Re) || fogOnItemEn35(lower)
}

// fogOfOtherEn35 are the English things whose fog says nothing of the
// item: a window, a mirror, glasses ("the window fogged up when I opened
// the oven").
var fogOfOtherEn35 = []string{"window", "windows", "mirror", "glasses", "lenses", "windshield", "windscreen"}

// fogOnItemEn35 reports whether English says fog on the item ("it fogged
// up", "the jar steamed up"), not on a window, a mirror or glasses.
func fogOnItemEn35(lower string) bool {
	for _, m := range fogEn35Re.FindAllStringIndex(lower, -1) {
		before := strings.Fields(lower[:m[0]])
		if len(before) > 0 && slices.Contains(fogOfOtherEn35, before[len(before)-1]) {
			continue
		}
		return true
	}
	return false
}

// partOfOtherMaterial35 reports whether a part of the item is said, in
// Korean and affirmed, to be of a material other than the item's own
// stream (종이 쇼핑백 손잡이가 나일론 끈이에요, 손잡이가 철이에요 on a
// plastic basket). A part said of the item's own material (플라스틱
// 바구니, 손잡이가 플라스틱이에요) is no other material.
func (c *Catalog) partOfOtherMaterial35(text, middle string) bool {
	ownStream := func(m []int) bool {
		sub := partOfMaterial35Re.FindStringSubmatch(text[m[0]:m[1]])
		return sub != nil && ownMaterialOf35(sub[2], middle)
	}
	return affirmedExcept(text, partOfMaterial35Re, ownStream)
}

// ownMaterialOf35 reports whether the material word w (플라스틱, 쇠,
// plastic, metal) names middle's own stream: a part of that material is
// of the item's own material, not another one.
func ownMaterialOf35(w, middle string) bool {
	return partStreams27[w] == middle || ownStreamMaterials[w] == middle
}

// otherMaterialEn35 reports whether English says a part of another
// material on the item ("with a metal handle", "paper with a plastic
// lining") or materials joined ("foil and plastic all glued together"),
// not denied ("without a metal handle", "no plastic window") and not of
// the item's own stream ("a plastic tub with a plastic lining").
func otherMaterialEn35(lower, middle string) bool {
	if m := withPartEn35Re.FindStringSubmatchIndex(lower); m != nil && !strings.HasSuffix(strings.TrimSpace(lower[:m[0]]), "no") && !ownMaterialOf35(lower[m[2]:m[3]], middle) {
		return true
	}
	return joinedEn35Re.MatchString(lower) && !strings.Contains(lower, "nothing")
}

var (
	// a state held before, then undone: 있었는데 다 닦았어요
	undoneAfter35Re = regexp.MustCompile(`(있었는데|었었는데|이었는데|였는데|있었지만)\s(\S+\s){0,3}\S*(먹었|마셨|비웠|버렸|닦았|닦아|말랐|말렸|헹궜|씻었)`)
	// the whole or another part said fine: 본체는 멀쩡한데, 쿠션은 괜찮은데
	wholeFine35Re = regexp.MustCompile(`\S+(은|는)\s(\S+\s)?(멀쩡|괜찮|튼튼|말짱)\S*(데|고|지만)\s`)
	// a part of the item said broken: 노즐이 깨졌어요, 팔걸이 뼈대가 부러졌어요
	partBroke35Re = regexp.MustCompile(`(노즐|고리|손잡이|팔걸이|뼈대|다리|바퀴|뚜껑|경첩|버튼|날개|받침대|받침|패킹|문짝|자판|주둥이|꼭지|스프링|모서리|귀퉁이|지퍼|끈|줄)\S*\s(\S+\s)?(깨졌|깨져|부러졌|부러져|쪼개졌|갈라졌|금이?\s?갔|부서졌|끊어졌|찢어졌|떨어져\s?나갔)`)
	// another thing inside or beside the item
	otherThing35Re = regexp.MustCompile(`안에\s(든|있던|넣은)|같이\s(온|든)|옆에\s있던`)
	// the lid as the place of soil or a scratch: 뚜껑 홈에 양념이 끼었어요
	lidPlace35Re = regexp.MustCompile(`(뚜껑|마개)\s?(홈|안쪽|틈|테두리|패킹|고무패킹|가장자리)\S*\s(\S+\s)?(양념|기름|소스|찌꺼기|곰팡이|때|얼룩|흠집|녹)`)
	// the lid said kept on: closed, covered, with it (뚜껑째, 뚜껑 덮인
	// 채로), left as it is
	lidOn35Re = regexp.MustCompile(`닫|잠|끼워|덮여|덮인|덮어|씌워|(뚜껑|마개)째|달려|달린|그대로|안\s?(뺐|빼|분리|땄)`)
	// English: "the lid's a bit scratched"
	lidStateEn35Re = regexp.MustCompile(`\b(?:lid|cap)(?:'s| is| has)? (?:a bit |a little |slightly |all |got )?(?:scratched|scuffed|stained|dented|faded)\b`)
	// a cap named, then said closed in the next clause: 쇠뚜껑만
	// 녹슬었는데 닫혀 있어요
	// a cap said gone in its own clause: 버렸, 없, 잃어버렸, 뺐
	capGone35Re       = regexp.MustCompile(`버렸|버린|없|잃어|뺐|빼서|분리|땄|떼`)
	capThenClosed35Re = regexp.MustCompile(`(뚜껑|마개)\S*\s(\S+\s){0,2}\S*(는데|지만)\s(\S+\s)?(닫혀|잠겨|끼워져)\s?있`)
	// a break as the means of throwing out: 두 동강 내서, 부숴서, 쪼개야
	breakMeans35Re = regexp.MustCompile(`(두\s?동강\s?내|쪼개|부숴|부셔|잘라|부러뜨려)(서|야)\s`)
	// the plan, question or condition after it
	planTail35Re = regexp.MustCompile(`려고|[을할]\s?(거|생각|게)|나요|까요|버리면|넣으면|하나요|것\s같|\?`)
	// a break done to the item by someone: 접시를 깨 왔대요, 깨 먹었어요
	brokeByOne35Re = regexp.MustCompile(`[을를]\s(깨|깨뜨려|부숴|부셔|부러뜨려)\s?(왔|먹었|버렸|놨)`)
	// phrases that say nothing of the item now
	readAway35Re = []*regexp.Regexp{
		// a worry with the state's own verb: 남았을까 봐
		regexp.MustCompile(`\S+(았|었)을까\s?봐\S*`),
		// a concession asked: 젖어도 괜찮나요?
		regexp.MustCompile(`\S+(어도|아도|여도)\s(괜찮|되나|돼요|될까)\S*`),
		// a rule heard: 젖은 상자는 안 받는대요
		regexp.MustCompile(`\S+\s\S+[은는]\s(안\s받|받지\s않|수거\s안|안\s가져가)(\S*\s){0,2}\S*(대요|답니다|다던데|다고|래요)`),
		// a step only supposed: 뚜껑 잘 닫아 두면
		regexp.MustCompile(`(뚜껑|마개)\S*\s(\S+\s)?(닫아\s?(두면|놓으면)|닫으면|잠그면)`),
		// a report found wrong: 깨졌다는 건 잘못 들은 거고
		regexp.MustCompile(`(\S+\s)?\S+다는\s(건|게|말은)\s(\S+\s)?(잘못\s들은|오해|착각|헛소문)\S*`),
		// a broken one set apart: 깨진 접시 한 장은 이미 따로 버렸고
		// (따로 said: the broken one thrown out alone is the item)
		regexp.MustCompile(`(깨진|금\s간|부러진|찢어진)\s\S+(\s[한두세]\s?\S+)?[은는]\s(이미\s|벌써\s)?따로\s(버렸|뺐|치웠|골라냈)\S*`),
	}
	readAwayEn35Re = []*regexp.Regexp{
		regexp.MustCompile(`\b(?:worried|afraid|scared) (?:that )?(?:it|they)(?:'d| would| might| could) \w+`),
		// a worry over what water did ("I'm worried water got into
		// it"), to the clause's end
		regexp.MustCompile(`\b(?:worried|afraid|scared) (?:that )?(?:the )?(?:water|rain|rainwater|moisture) (?:got|came|seeped|leaked|might|may|could)\b[^.,;!?]*`),
		// water that got into a place, not the item ("rain got into
		// the garage")
		regexp.MustCompile(`\b(?:rain|rainwater|water) (?:got|came|seeped) in(?:to)? (?:the|our|my) (?:garage|basement|house|room|shed|tent|car|hallway|storage|cellar|attic|balcony|porch|garden)\b`),
		regexp.MustCompile(`\bwhat if\b[^.?!]*`),
		regexp.MustCompile(`\b(?:\w+ ){1,3}\w+s (?:aren't|are not|won't be|can't be) (?:accepted|collected|taken|recycled)\b`),
		regexp.MustCompile(`\bi thought (?:it|they|(?:the|my|this|that) \w+) (?:was|were) \w+`),
		regexp.MustCompile(`\bnone of (?:the|them|these|those)\b[^,.;]*`),
		regexp.MustCompile(`\b(?:doesn't|does not|don't|didn't) (?:even )?need (?:a |to be )?(?:rinse|rinsing|wash|washing|cleaning|rinsed|washed|cleaned)\b`),
	}
	// counts of contents: 한 점 남은 캔, 서너 개 남은 봉지
	countLeft35Re = regexp.MustCompile(`(한|두|세|네|서너|두세|한두|두어|너덧|몇)\s?(점|개|조각|알|숟갈|스푼|모금|줌|잔)\s남은\s`)
	// enough for some uses: 서너 번 누를 만큼 있어요
	usesLeft35Re = regexp.MustCompile(`(번|회)\s?(누를|짤|쓸|뿌릴|먹을|마실)\s만큼\s(있|남)`)
	// a sip or a spoon there: 바닥에 한 모금 있어요
	sipThere35Re = regexp.MustCompile(`(한|두|세|몇|한두|두세)\s?(모금|숟갈|스푼|잔)\s?(정도|쯤)?\s(있어|있음|있네|있고|있는데)`)
	// a level reached: 병 목까지 차 있어요
	levelReached35Re = regexp.MustCompile(`(목|입구|어깨|중간|절반|반)까지\s(\S+\s)?차\s?있`)
	// only part used: 반밖에 못 먹었어요
	onlyPartUsed35Re = regexp.MustCompile(`(반|절반|조금|한\s?모금|몇\s?모금)밖에\s(안|못)\s(먹|마시|마셨|썼|쓰)`)
	// contents asked where to pour: 남은 간장은 어디에 버려요?
	leftAsked35Re = regexp.MustCompile(`남은\s(\S+?)[은는을를]\s(\S+\s)?(어디|어떻게|어떡)`)
	oneMoreEn35Re = regexp.MustCompile(`\bone more (?:squeeze|spoonful|sip|glass|serving|pump|scoop)\b`)
	// a removal stopped: 라벨 뜯다 만
	labelStopped35Re = regexp.MustCompile(`(라벨|스티커)\S*\s(\S+\s)?(뜯|떼|벗기)다\s?(가\s)?(만\s|말았)`)
	// a cap and a label gathered and put out apart
	partsPutApart35Re = regexp.MustCompile(`(뚜껑|라벨|스티커)(이랑|랑|하고|과|와)\s(뚜껑|라벨|스티커)\S*\s(\S+\s){0,2}(모아서|모아|따로)\s(\S+\s)?(냈|버렸|모았)`)
	// soil denied twice: 기름 얼룩이 없는 건 아니에요
	soilNotAbsent35Re = regexp.MustCompile(`(얼룩|기름|기름기|양념|자국|찌꺼기)\S*\s없는\s(건|게)\s아니`)
	notSoilFreeEnRe   = regexp.MustCompile(`\bnot (?:exactly |quite |entirely |totally |completely )?(?:grease|oil|food|stain)-free\b`)
	// sauce left on a corner: 모서리에 소스가 조금 남았어요
	soilOnPlace35Re = regexp.MustCompile(`(모서리|가장자리|테두리|벽면|옆면|구석|틈|홈)(에|에만|에도)\s(\S+\s)?(소스|양념|기름|잼|케첩|마요)\S*\s(\S+\s)?(남았|남아|묻|꼈|끼었)\S*`)
	// soil that will not come out: 기름기가 안 빠져요
	soilStays35Re = regexp.MustCompile(`(기름기|기름|얼룩|냄새|때|양념|자국)[이가은는]?\s(\S+\s)?안\s?빠져\S*`)
	// condensation: 수증기가 맺혔어요, 김이 뿌옇게 서렸어요
	condensed35Re = regexp.MustCompile(`(수증기|김|습기|물방울|이슬)[이가]\s(\S+\s)?(맺혔|맺혀|서렸|서려|송골송골|송글송글)`)
	sweating35Re  = regexp.MustCompile(`겉[이에]\s(\S+\s)?땀을\s흘`)
	// drops held before and wiped or dried after: 물방울이 맺혀 있었는데
	// 다 닦았어요
	dropsWipedAway35Re = regexp.MustCompile(`(수증기|김|습기|물방울|이슬)[이가]\s(\S+\s)?(맺혀\s있었|맺혔었|서려\s있었|서렸었)(는데|지만)\s(\S+\s){0,2}\S*(닦았|닦아서|말랐|말렸|없어졌|날아갔)`)
	// a fog gone by: 김이 서렸다가 금방 없어졌어요
	fogGoneBy35Re = regexp.MustCompile(`(김|습기|수증기|물방울)[이가]\s(\S+\s)?(서렸|맺혔|찼)다가\s(\S+\s)?\S*(없어졌|없어져|날아갔|사라졌|걷혔|말랐|증발)\S*`)
	fogEn35Re     = regexp.MustCompile(`\b(?:fogged|steamed) up\b`)
	// steam fog: the 뿌옇게 of steam is no soil
	steamFog35Re = regexp.MustCompile(`(김|수증기|습기)[이가]\s뿌옇게`)
	fogWord35Re  = regexp.MustCompile(`뿌옇게`)
	// a part naming a spot: 단추 자리, 뚜껑 모서리
	partSpot35Re = regexp.MustCompile(`(단추|뚜껑|지퍼|주머니|손잡이)\s(자리|모서리|귀퉁이|가장자리)`)
	// dirt denied: 더러워질 일이 없었어요, 더러운 데라곤 한 군데도 없어요
	// (not dirt that will not go away: 더러운 얼룩이 안 없어져요, where
	// 없어지다 is the verb of the dirt's going)
	dirtDenied35Re = regexp.MustCompile(`더러(워질|운|울|워진)\s(\S+\s){0,3}\S*(없었|없어요|없어서|없어$|없어[\s.!?,~]|없고|없음|없다|없는|없습|없네|없지|아니)\S*`)
	// a part of another material: 손잡이가 나일론 끈이에요
	partOfMaterial35Re = regexp.MustCompile(`(손잡이|끈|창|고리)[가이]\s(나일론|비닐|플라스틱|철|쇠|금속)\s?(끈|줄)?(이에요|예요|이고|이라)`)
	// the part taken off: 빼서 따로 버렸어요
	partTakenOff35Re = regexp.MustCompile(`빼서|뺐|떼서|뗐|분리|잘라`)
	withPartEn35Re   = regexp.MustCompile(`\bwith (?:a |an )?(metal|plastic|rubber|foil|wire|steel|aluminium|aluminum|cardboard|paper) (?:handle|lining|window|clasp|spring|ring|clip|liner|layer|base)\b`)
	joinedEn35Re     = regexp.MustCompile(`\band \w+ (?:all )?(?:glued|stuck|bonded|fused) together\b`)
)
