package catalog

import (
	"regexp"
	"slices"
	"strings"
)

// Session 33: tag readings found by the tenth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 10
// (session 33)"), each a kind, read after tags32.

// depth33 applies the session-33 kinds to the tags read before it:
//
//   - a degree, manner or counting word between a state's noun and its
//     verb (테이프가 살짝 남았어요, 다리 하나만 빠졌어요, 손잡이 한쪽만
//     떨어졌어요, 캔이 쫙 찢어졌어요) says the state no less: the text is
//     read again without it;
//   - a part taken off with none of it left (뚜껑 하나도 안 남기고 다
//     뺐어요, 은박 조금도 안 남기고 뗐어요), and English "not a scrap of
//     the label left", "the cap's not on at all", "never had a label";
//   - a state of another thing in the same text: set against the item in
//     a clause ended by a past -고 or in a sentence of its own (와인
//     잔이 깨졌고 와인병은 비었어요), after the item said fine first (캔은
//     씻었고 같이 쓴 숟가락이 더러워요), beside it (참치캔 옆에 둔 식빵에
//     곰팡이가 폈어요), singled out by 만 (머그만 깨졌어요), or ours
//     against another's (우리 건 멀쩡해요);
//   - contents an emptying failed to take out (소스를 못 비웠어요), a
//     colour a food left (봉지 안이 빨개졌어요), a label's feature said as
//     the reason it came off easily (절취선이 있어서 쉽게 뗐어요), a
//     label said made of paper or film (라벨이 종이라서 잘 안 떼져요:
//     the label's stuff, no other material);
//   - a state held before and undone after, in a relative clause (붙어
//     있던 건 아까 다 뗐어요) or with 이었는데 (두 겹이었는데 둘 다
//     뗐어요), or a state only mistaken (얼룩인 줄 알았는데 긁힌
//     자국이었어요), or a part thought off and found left (테이프 다 뗀
//     줄 알았는데 한 줄 남았어요);
//   - soil left after a wash (헹궜는데도 기름이 남았어요) is no contents;
//     a label's backing left (뒷종이가 붙어 있어요) is the label;
//   - mimetic words of wet and soil (눅진눅진, 촉촉, 끈덕끈덕; "gooey",
//     "sopping"), and a breaking sound heard and denied (쨍그랑 소리가
//     났는데 안 깨졌어요);
//   - English of the same kinds: a removal tried and failed ("tried to
//     peel the label off but it tore"), a removal done after a state
//     ("the label was on, I took it off"), a soil wiped off, a rain
//     nearly met, a mistaken state, a few things still rattling in.
func (c *Catalog) depth33(text, lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add

	// degree and counting words read again without them
	for _, tag := range c.readWithoutDegree33(text, middle) {
		if !has(tag) {
			add(tag)
		}
	}

	// a part taken off with none of it left
	for _, tag := range noneLeftRemoved33(text, lower) {
		drop(tag)
	}

	// cause and result
	if containerMiddle(middle) && !has("contents_left") && c.emptyingFailed33(text, middle) {
		add("contents_left")
	}
	if !has("contaminated") && (affirmed(text, foodColourRe) || affirmed(text, oiledRe)) {
		add("contaminated")
	}
	if has("label_attached") && labelFeatureOffRe.MatchString(text) {
		drop("label_attached")
	}
	if has("mixed_material") && labelOfStuff33(text) {
		drop("mixed_material")
	}

	// undone, mistaken, found left
	for tag, re := range heldThenUndone33 {
		if has(tag) && undoneUndenied33(re, text) && !strings.Contains(text, "아직") {
			drop(tag)
		}
	}
	// (only the state thought, before 줄 알았는데: the one found after,
	// 멀쩡한 줄 알았는데 금 간 거였어요, holds)
	if m := mistakenRe.FindStringIndex(text); m != nil {
		for _, tag := range tagsOnlyIn32(text, 0, m[0], stateWords33) {
			drop(tag)
		}
	}
	if m := thoughtOffRe.FindStringSubmatch(text); m != nil {
		add(partTags33[m[1]])
		drop("contents_left")
	}
	if soilLeftAfterWash33(text) {
		add("contaminated")
		drop("contents_left")
	}
	if !has("label_attached") && affirmed(text, labelBackingRe) {
		add("label_attached")
	}

	// mimetic words
	if !has("wet") && c.wetMimetic33(text, middle) {
		add("wet")
	}
	if !has("contaminated") && affirmed(text, soilMimeticRe) {
		add("contaminated")
	}
	if has("broken") && soundDeniedRe.MatchString(text) {
		drop("broken")
	}
	if has("cap_attached") && capPoppedRe.MatchString(text) {
		drop("cap_attached")
	}
	if middle == "metal_can" && !has("broken") && canSideTornRe.MatchString(text) {
		add("broken")
	}
	if !has("broken") && partTornOffRe.MatchString(text) {
		add("broken")
	}

	// English
	c.english33(lower, middle, ed)

	// another thing's state, read last: the kinds above may set a tag
	// its words give
	for _, tag := range c.othersState33(text, lower, middle) {
		drop(tag)
	}
	if !has("cap_attached") && thisOneCapOnRe.MatchString(text) {
		add("cap_attached")
	}
	if !has("broken") && middle != "glass" && partOnlyBroken33(text) {
		add("broken")
	}
	return ed.tags, ed.cleared
}

// tagsWithout reads the tags of text for middle again with every match
// of phrases taken out, in order, and reports whether anything was taken
// out (cut); a text none of them matches is not read again. The readers
// that ask whether a state holds without a phrase (a degree word,
// readWithoutDegree33; a past event, pastOnly34; a carton cut open on
// purpose, tags34) share it.
func (c *Catalog) tagsWithout(text, middle string, phrases ...*regexp.Regexp) (tags []string, cut bool) {
	plain := text
	for _, re := range phrases {
		if re.MatchString(plain) {
			plain, cut = re.ReplaceAllString(plain, " "), true
		}
	}
	if !cut {
		return nil, false
	}
	plain = strings.Join(strings.Fields(plain), " ")
	if plain == strings.Join(strings.Fields(text), " ") {
		return nil, false
	}
	tags, _ = c.TagsFor(plain, middle)
	return tags, true
}

// lostWithout reports whether the text read again with phrases taken out
// (tagsWithout) no longer gives tag: the tag rested on those phrases
// alone. Called when the tag was read on the whole text.
func (c *Catalog) lostWithout(text, middle, tag string, phrases ...*regexp.Regexp) bool {
	again, cut := c.tagsWithout(text, middle, phrases...)
	return cut && !slices.Contains(again, tag)
}

// readWithoutDegree33 returns the tags of broken, other material, wet
// and soil read from the text with its degree, manner and counting words
// taken out (살짝, 약간, 쫙, 뚝, 하나만, 한쪽만, 한 줄만): such a word
// between a state's noun and its verb says how much, not whether. Words
// of none (하나도, 조금도) are kept: they belong to a negation.
func (c *Catalog) readWithoutDegree33(text, middle string) []string {
	tags, cut := c.tagsWithout(text, middle, degreeWordRe)
	if !cut {
		return nil
	}
	var out []string
	for _, tag := range tags {
		switch tag {
		case "broken", "mixed_material", "wet", "contaminated":
			out = append(out, tag)
		}
	}
	return out
}

// labelOfStuff33 reports whether the only other material the text
// names is what the label is made of, said as a reason or a fact
// (라벨이 종이라서 잘 안 떼져요, 스티커가 비닐이에요): the label's stuff,
// no other material on the item.
func labelOfStuff33(text string) bool {
	m := labelMadeOf33Re.FindStringIndex(text)
	if m == nil {
		return false
	}
	return !otherStuff33Re.MatchString(text[:m[0]] + " " + text[m[1]:])
}

// noneLeftRemoved33 returns the tags of a part said taken off with none
// of it left (뚜껑 하나도 안 남기고 다 뺐어요, 은박 조금도 안 남기고
// 뗐어요), unless it is said still on after (뗐다고 했는데 아직 붙어
// 있어요), or in English said gone ("not a scrap of the label left", "the
// cap's not on at all", "the cap isn't on the bottle anymore", "never had
// a label").
func noneLeftRemoved33(text, lower string) []string {
	var out []string
	if m := noneLeftRemovedRe.FindStringSubmatchIndex(text); m != nil && !stillAfter33Re.MatchString(text[m[1]:]) {
		part := text[m[2]:m[3]]
		out = append(out, partTags33[part])
		if part == "은박" {
			out = append(out, "cap_attached")
		}
	}
	for _, m := range partGoneEnRe.FindAllStringSubmatch(lower, -1) {
		for _, g := range m[1:] {
			if tag, ok := partTagsEn33[g]; ok {
				out = append(out, tag)
			}
		}
	}
	return out
}

// othersState33 returns the tags said only of another thing in the
// text, by the kinds of session 33: a first clause or sentence about
// another thing set against the item's fine state after it, the item
// said fine first and another thing's state after, a thing beside the
// item, a thing singled out by 만, ours against another's.
func (c *Catalog) othersState33(text, lower, middle string) []string {
	if m := otherThenThisEn33Re.FindStringIndex(lower); m != nil {
		return tagsOnlyIn32(lower, m[0], m[1], stateWordsEn33)
	}
	if tags := c.otherFirst33(text, middle); tags != nil {
		return tags
	}
	if tags := c.itemFirst33(text, middle); tags != nil {
		return tags
	}
	if m := besideMarkRe.FindStringIndex(text); m != nil && c.namesItem32(strings.Fields(text[:m[0]]), middle) {
		if end := c.itemAgain31(text, m[1], middle); end == len(text) {
			return tagsOnlyIn32(text, m[0], end, stateWords33)
		}
	}
	return c.singledOut33(text, middle)
}

// otherFirst33 returns the tags said only in a first clause or sentence
// about another thing, when the next opens with the item as its topic
// (와인병은, 담는 통은, 이 병은, 우리 건) and says it fine, empty or
// without the state (이 통은 없어요): 와인 잔이 깨졌고 와인병은
// 비었어요, 바지가 젖었어요 페트병은 비었어요.
func (c *Catalog) otherFirst33(text, middle string) []string {
	for _, m := range clauseEnd33Re.FindAllStringIndex(text, -1) {
		first, second := text[:m[1]], text[m[1]:]
		words := strings.Fields(second)
		if len(words) == 0 || !c.itemTopic33(words, middle) {
			continue
		}
		if !itemFine33Re.MatchString(second) {
			continue
		}
		if !c.otherThingIn33(strings.Fields(first), middle) && !otherMark33Re.MatchString(first) {
			continue
		}
		return tagsOnlyIn32(text, 0, m[1], stateWords33)
	}
	return nil
}

// otherThingIn33 reports whether one of the words names a thing that
// is not the item: a thing of another middle only (장난감, 머그), or a
// head word of a thing no term holds alone (잔, 바지), not the item's.
func (c *Catalog) otherThingIn33(words []string, middle string) bool {
	for i, w := range words {
		if c.wordNames31(w, middle) || w == "못" {
			continue
		}
		// (a bare word right before the item's own word names what it
		// held or is for: 돈가스 소스병)
		if i+1 < len(words) && c.wordNames31(words[i+1], middle) {
			continue
		}
		// (the item's own label or cap said first is the item's:
		// 소스병 라벨이 안 떨어지는데 병은 깨끗이 씻었어요)
		if startsWithAny(w, labelCapWords) {
			continue
		}
		if c.wordOther31(w, middle) {
			return true
		}
		for _, h := range otherHeads33 {
			if strings.HasPrefix(w, h) {
				return true
			}
		}
	}
	return false
}

// otherHeads33 are head words of things that are never a part of the
// item they are said beside: a drinking glass, trousers, an umbrella.
var otherHeads33 = []string{"잔", "머그", "바지", "우산", "수건", "식빵"}

// itemTopic33 reports whether the words open with the item as a topic:
// the item's word with 은 or 는 (병은), after 이 or one modifier (담는
// 통은), or ours (우리 건, 제 거는).
func (c *Catalog) itemTopic33(words []string, middle string) bool {
	if oursRe.MatchString(strings.Join(words, " ")) {
		return true
	}
	for i, w := range words {
		if i > 1 {
			return false
		}
		if topicEndRe.MatchString(w) && (c.wordNames31(w, middle) || i == 1 && words[0] == "이") {
			return true
		}
	}
	return false
}

// itemFirst33 returns the tags said only after a first clause where the
// item is the topic and said fine (캔은 씻었고, 비닐은 깨끗하고, 페트병은
// 비었는데), when the next clause's subject is another thing (같이 쓴
// 숟가락이, 안에 싸 뒀던 도시락통이, 옆의 컵에).
func (c *Catalog) itemFirst33(text, middle string) []string {
	words := strings.Fields(text)
	if len(words) == 0 || !topicEndRe.MatchString(words[0]) || !c.wordNames31(words[0], middle) {
		return nil
	}
	m := fineThen33Re.FindStringIndex(text)
	if m == nil {
		return nil
	}
	// (a thing marked, 같이 쓴 숟가락, is another thing though of the
	// item's middle; a thing unmarked must not be the item named again)
	second := text[m[1]:]
	if itemPartWord33Re.MatchString(second) {
		return nil
	}
	if !otherMarkOpens33Re.MatchString(second) {
		if !c.otherSubject33(second, middle) || c.itemAgain31(text, m[1], middle) != len(text) {
			return nil
		}
	}
	return tagsOnlyIn32(text, m[1], len(text), stateWords33)
}

// otherSubject33 reports whether one of the first three words of a
// clause is a subject that names a thing of another middle only.
func (c *Catalog) otherSubject33(clause, middle string) bool {
	for i, w := range strings.Fields(clause) {
		if i > 2 {
			break
		}
		if subjectEndRe.MatchString(w) && c.wordOther31(w, middle) {
			return true
		}
	}
	return false
}

// singledOut33 returns the tags said of another thing singled out by 만
// (머그만 깨졌어요) when the item is not named after it.
func (c *Catalog) singledOut33(text, middle string) []string {
	// (only a break or a wet: contents or soil singled out, 간장만
	// 남았어요, are the item's)
	for _, m := range onlyWordRe.FindAllStringSubmatchIndex(text, -1) {
		w := text[m[2]:m[3]]
		if !c.wordOther31(w, middle) || c.wordNames31(w, middle) {
			continue
		}
		// (a material singled out is the item's own: 액자 유리만
		// 깨졌어요)
		if slices.Contains(materialWords, w) || w == "유리" {
			continue
		}
		if c.itemAgain31(text, m[1], middle) != len(text) {
			continue
		}
		var out []string
		for _, tag := range tagsOnlyIn32(text, m[0], len(text), stateWords33) {
			if tag == "broken" || tag == "wet" {
				out = append(out, tag)
			}
		}
		return out
	}
	return nil
}

// english33 applies the English kinds of session 33 to ed: a removal
// tried and failed, a removal done after a state, a soil wiped off, a
// rain nearly met, a mistaken state, contents still rattling in, some
// left after "barely any", oil still in as contents, mimetic words.
func (c *Catalog) english33(lower, middle string, ed *tagEdit) {
	if m := triedFailedEnRe.FindStringSubmatch(lower); m != nil {
		ed.add(partTagsEn33[m[1]])
	}
	if m := wasOnTookOffEnRe.FindStringSubmatch(lower); m != nil {
		ed.drop(partTagsEn33[m[1]])
	}
	if m := soilWipedEnRe.FindStringIndex(lower); m != nil && !negatedBeforeEnRe.MatchString(lower[:m[0]]) && !soilStillEnRe.MatchString(lower[m[1]:]) {
		ed.drop("contaminated")
	}
	if nearlyWetEnRe.MatchString(lower) && !wetAfterAllEnRe.MatchString(lower) {
		ed.drop("wet")
	}
	if m := mistakenEnRe.FindStringSubmatch(lower); m != nil {
		ed.drop(stateTagsEn33[m[1]])
	}
	if containerMiddle(middle) && (stillRattlingIn33(lower) || someAfterAllEnRe.MatchString(lower)) {
		ed.add("contents_left")
	}
	if ed.has("contaminated") && oilStillInEnRe.MatchString(lower) && !soilWordEnRe.MatchString(lower) {
		ed.drop("contaminated")
	}
	if soilMimeticEnRe.MatchString(lower) {
		ed.add("contaminated")
	}
	if wetMimeticEnRe.MatchString(lower) {
		ed.add("wet")
	}
}

// emptyingFailed33 reports whether the text says contents an emptying
// failed to take out (emptyingFailedRe: 소스를 못 비웠어요, 물을 못
// 버렸어요). With 버렸, a thing thrown away (병을 못 버렸어요, 쓰레기를
// 못 버렸어요: the bottle or the rubbish not taken out yet) is no
// contents: its object must not name the item nor rubbish (session 33
// review).
func (c *Catalog) emptyingFailed33(text, middle string) bool {
	for _, m := range emptyingFailedRe.FindAllStringSubmatchIndex(text, -1) {
		if text[m[4]:m[5]] != "버렸" {
			return true
		}
		words := strings.Fields(text[:m[0]+len("을")])
		if len(words) == 0 {
			continue
		}
		object := words[len(words)-1]
		if c.wordNames31(object, middle) || startsWithAny(object, rubbishWords33) {
			continue
		}
		return true
	}
	return false
}

// rubbishWords33 are the words of rubbish as a whole, thrown out on a
// day (쓰레기를 못 버렸어요, 분리수거를 못 했어요).
var rubbishWords33 = []string{"쓰레기", "분리수거", "재활용", "음쓰"}

// undoneUndenied33 reports whether re (a state held, then undone:
// heldThenUndone33) matches text with no 안 or 못 among its words: 남아
// 있던 국물 못 버렸어요 leaves the contents in (session 33 review).
func undoneUndenied33(re *regexp.Regexp, text string) bool {
	for _, m := range re.FindAllString(text, -1) {
		words := strings.Fields(m)
		if !slices.Contains(words, "안") && !slices.Contains(words, "못") {
			return true
		}
	}
	return false
}

// soilLeftAfterWash33 reports whether the text says soil left after a
// wash (soilAfterWashRe), not denied after (헹궜는데 기름이 남아 있지
// 않아요: session 33 review).
func soilLeftAfterWash33(text string) bool {
	for _, m := range soilAfterWashRe.FindAllStringIndex(text, -1) {
		if undeniedAfter(text, m[1]) && !notLeftAfter33Re.MatchString(text[m[1]:]) {
			return true
		}
	}
	return false
}

// wetMimetic33 reports whether the text says the item wet with a
// mimetic word (wetMimeticRe: 눅진눅진, 촉촉), affirmed. An adnominal
// before another thing's word (촉촉한 케이크 담겨 있던 용기: the cake
// was moist) says that thing's texture, not the item's (session 33
// review).
func (c *Catalog) wetMimetic33(text, middle string) bool {
	// (said of another thing: 촉촉한 케이크)
	return affirmedExcept(text, wetMimeticRe, func(m []int) bool {
		a := mimeticAdnominal33Re.FindStringSubmatch(text[m[0]:])
		return a != nil && c.wordOther31(a[1], middle)
	})
}

// partOnlyBroken33 reports whether a part of the item is singled out
// broken (partOnlyBrokenRe: 배터리 덮개만 부러졌어요). A cap or lid
// singled out as come out or off (뚜껑만 빠졌어요, 뚜껑만 떨어졌어요) came
// off whole: no break (session 33 review).
func partOnlyBroken33(text string) bool {
	for _, m := range partOnlyBrokenRe.FindAllStringSubmatch(text, -1) {
		if m[1] == "뚜껑" && (m[3] == "빠졌" || m[3] == "떨어졌") {
			continue
		}
		return true
	}
	return false
}

// stillRattlingIn33 reports whether lower says a few things still
// rattling in the item (stillRattlingEnRe), not the item itself still
// sitting in a place ("the jar is still sitting in my garage": session
// 33 review).
func stillRattlingIn33(lower string) bool {
	for _, m := range stillRattlingEnRe.FindAllStringIndex(lower, -1) {
		if !placeAfterEnRe.MatchString(lower[m[1]:]) {
			return true
		}
	}
	return false
}

// partTags33 are the tags of the parts a text takes off or finds left.
var partTags33 = map[string]string{
	"뚜껑": "cap_attached", "마개": "cap_attached",
	"라벨": "label_attached", "스티커": "label_attached", "송장": "label_attached",
	"테이프": "mixed_material", "은박": "mixed_material",
}

// partTagsEn33 are the tags of the English words of parts.
var partTagsEn33 = map[string]string{
	"cap": "cap_attached", "lid": "cap_attached",
	"label": "label_attached", "sticker": "label_attached",
	"tape": "mixed_material",
}

// stateTagsEn33 are the tags of the English words of states.
var stateTagsEn33 = map[string]string{
	"chipped": "broken", "cracked": "broken", "broken": "broken",
	"stained": "contaminated", "dirty": "contaminated", "greasy": "contaminated",
	"wet": "wet", "damp": "wet",
}

// heldThenUndone33 are, for each tag, a state held said in a relative
// clause (붙어 있던 건, 남아 있던 국물은) or with 이었는데 (두
// 겹이었는데), then undone by a verb after it.
var heldThenUndone33 = map[string]*regexp.Regexp{
	"label_attached": regexp.MustCompile(`(라벨|스티커)\S*\s(붙어\s?있던|(\S+\s)?\S*이었는데)\s?(건|거|것은|거는)?\s` + undoAdverbs33 + `(뗐|떼어\s?냈|떼\s?냈|벗겼)`),
	"contents_left":  regexp.MustCompile(`남아\s?있던\s(\S+\s){0,2}` + undoAdverbs33 + `(버리고|버렸|비웠|따라\s?버렸|마셨)`),
	"cap_attached":   regexp.MustCompile(`(뚜껑|마개)\S*\s닫혀\s?있던\s?(건|거)?\s` + undoAdverbs33 + `(뺐|땄|분리했)`),
}

// undoAdverbs33 are the words that may stand before a verb of undoing
// (아까 다, 둘 다, 벌써): no negation among them.
const undoAdverbs33 = `((아까|방금|다|싹|모두|전부|둘|벌써|이미|깨끗이)\s){0,3}`

var (
	// degree, manner and counting words: 살짝, 약간, 쫙, 하나만, 한쪽만
	degreeWordRe = regexp.MustCompile(`(^|\s)(살짝|약간|쪼금|쪼끔|쬐끔|쫙|쩍|뚝|툭|북|쭉|하나만|한쪽만|한\s?줄만|한\s?칸만|한\s?군데만)(\s|$)`)
	// a part taken off with none of it left: 뚜껑 하나도 안 남기고 다 뺐어요
	noneLeftRemovedRe = regexp.MustCompile(`(뚜껑|마개|라벨|스티커|송장|테이프|은박)\S*\s(하나도|조금도|한\s?개도|한\s?장도)\s(안|못)\s?남기고\s(\S+\s)?(뗐|뺐|떼어\s?냈|떼\s?냈|벗겼|뜯었)`)
	// a label's stuff: 라벨이 종이라서
	labelMadeOf33Re = regexp.MustCompile(`(라벨|스티커)[이가은는]?\s(종이|비닐|플라스틱)(라서|여서|이라서|예요|이에요|인데)`)
	otherStuff33Re  = regexp.MustCompile(`테이프|은박|철|쇠|스프링|비닐|종이|플라스틱|알루미늄|금속`)
	// a part said still on after: 아직 붙어 있어요
	stillAfter33Re = regexp.MustCompile(`아직|붙어|그대로|남아`)
	// English: "not a scrap of the label left", "the cap's not on at all"
	partGoneEnRe = regexp.MustCompile(`\bnot a (?:scrap|bit|shred) of the (label|sticker|tape) left\b|\bthe (cap|lid)(?:'s| is)? not on at all\b|\bthe (cap|lid) isn'?t on (?:the \w+ )?anymore\b|\bnever had a (label|sticker|cap|lid)\b`)
	// English: "the other tub's lid is cracked, this one's fine"
	otherThenThisEn33Re = regexp.MustCompile(`\bthe other\s[\w']+\s[^,;]*[,;]\s*(but\s)?this one\b`)
	// a clause ended: a past -고 (깨졌고), -하고 of an adjective, -는데,
	// -지만, or a sentence ended in -요
	clauseEnd33Re = regexp.MustCompile(`(\S[았었졌렸났였켰됐갔왔겼]고|하고|는데|던데|지만|요\.?|다\.)\s`)
	// the item fine, empty or without the state in the clause after
	itemFine33Re = regexp.MustCompile(`멀쩡|괜찮|깨끗|말라|말랐|뽀송|비었|헹궜|씻었|없어요|없음`)
	// another thing marked: 다른, 옆의, 같이 쓴, 같이 버린, 안에 싸 뒀던
	otherMarkOpens33Re = regexp.MustCompile(`^(같이\s(쓴|버린|낸|넣은|산)|옆의|옆에\s(있던|둔|놓인|있는)|안에\s(싸\s?뒀던|싸\s?둔|든|있던|넣었던))\s`)
	otherMark33Re      = regexp.MustCompile(`(^|\s)(다른|남의|옆집)\s|옆에\s(있던|둔|놓인|있는)\s|옆의\s|같이\s(쓴|버린|낸|넣은|산)\s|안에\s(싸\s?뒀던|싸\s?둔|든|있던|넣었던)\s`)
	// ours: 우리 건, 제 거는
	oursRe = regexp.MustCompile(`^(우리|제|내)\s(건|거는|것은)\s`)
	// the item said fine first, then a connective: 씻었고, 깨끗하고, 비었는데
	fineThen33Re = regexp.MustCompile(`(씻었|헹궜|깨끗하|깨끗했|비었|멀쩡하|말랐)(고|는데|지만)\s`)
	// a part of the item named: 뚜껑 고무패킹에
	itemPartWord33Re = regexp.MustCompile(`뚜껑|마개|입구|패킹|손잡이|바닥|안쪽|라벨|스티커`)
	// a subject's particle
	subjectEndRe = regexp.MustCompile(`(이|가|에|에는)$`)
	// a thing beside the item: 참치캔 옆에 둔 식빵에
	besideMarkRe = regexp.MustCompile(`\s옆에\s(둔|있던|놓인|있는|놔둔)\s`)
	// a thing singled out by 만: 머그만 깨졌어요
	onlyWordRe = regexp.MustCompile(`(?:^|\s)([가-힣]+)만\s`)
	// a cap said on in the clause about this item: 이 병은 뚜껑이 닫혀 있어요
	thisOneCapOnRe = regexp.MustCompile(`(^|\s)이\s\S+[은는]\s(뚜껑|마개)[이가]?\s(닫혀|잠겨|달려|붙어)\s?있`)
	// an emptying failed: 물을 못 버렸어요, 소스를 못 비웠어요
	emptyingFailedRe = regexp.MustCompile(`[을를]\s(다\s)?못\s?(버렸|비웠|따랐|쏟았)`)
	// a colour a food left: 봉지 안이 빨개졌어요
	foodColourRe = regexp.MustCompile(`(안|안쪽|속)[이가]\s(\S+\s)?(빨개졌|빨갛게\s(됐|변했|물들)|노래졌|누레졌|누렇게\s(됐|변했)|벌게졌)`)
	// oiled: 봉지가 기름졌어요
	oiledRe = regexp.MustCompile(`기름졌`)
	// a label's feature said as the reason it came off: 절취선이 있어서 쉽게 뗐어요
	labelFeatureOffRe = regexp.MustCompile(`(라벨|스티커)\S*\s(\S+\s){0,2}\S*(있어서|라서|돼\s?있어서)\s((쉽게|금방|잘|바로)\s)?(뗐|떼어\s?냈|벗겼|뜯었)`)
	// a state only mistaken: 얼룩인 줄 알았는데 긁힌 자국이었어요
	mistakenRe = regexp.MustCompile(`줄\s알았는데\s(\S+\s){0,3}\S*(이었어요|였어요|이었음|였음)`)
	// a part thought off and found left: 테이프 다 뗀 줄 알았는데 한 줄 남았어요
	thoughtOffRe = regexp.MustCompile(`(테이프|라벨|스티커|뚜껑)\s(다\s)?(뗀|뜯은|벗긴|뺀)\s줄\s알았는데\s(\S+\s){0,3}\S*(남았|남아|붙어)`)
	// soil left after a wash: 헹궜는데도 기름이 남았어요
	soilAfterWashRe = regexp.MustCompile(`(씻었는데|헹궜는데|닦았는데|닦아냈는데)(도)?\s(\S+\s){0,3}\S*(양념|기름|소스|비린내|국물|찌꺼기)[이가]?\s((조금|좀|약간)\s)?(남았|남아|묻어|꼈|있어)`)
	// a wash's soil denied after: 남아 있지 않아요
	notLeftAfter33Re = regexp.MustCompile(`^\s?있(지|진|지는|지도)\s?(않|못)`)
	// a mimetic word as an adnominal and the word it modifies: 촉촉한 케이크
	mimeticAdnominal33Re = regexp.MustCompile(`^\S*한\s(\S+)`)
	// a label's backing left: 뒷종이가 반쯤 붙어 있어요
	// (only a word of degree between: 뒷면 종이 판지가 붙어서 is a card
	// glued on, another material, not a label's backing)
	labelBackingRe = regexp.MustCompile(`(뒷종이|속종이|밑종이|뒷면\s?종이|접착\s?부분)[이가만]?\s((반쯤|반|조금|좀|살짝|아직|그대로|일부|반만|아직도)\s)?(붙어|남아|남았)`)
	// mimetic words of wet and soil
	wetMimeticRe  = regexp.MustCompile(`눅진|촉촉`)
	soilMimeticRe = regexp.MustCompile(`끈덕|꼬질`)
	// a breaking sound heard and denied: 쨍그랑 소리가 났는데 안 깨졌어요
	soundDeniedRe = regexp.MustCompile(`(쨍그랑|와장창|와장창창|퍽|쩍)\S*\s(\S+\s){0,2}\S*(났는데|났지만|했는데)\s(\S+\s)?(안\s?깨졌|안\s?깨져|멀쩡)`)
	// a cap popped out: 뚜껑이 쏙 빠졌어요
	capPoppedRe = regexp.MustCompile(`(뚜껑|마개)[이가]?\s(쏙|쑥|톡|뽁|뿅)\s(빠졌|빠져|빠짐|뽑혔)`)
	// a can's side torn: 캔을 따다가 … 옆이 찢어졌어요
	canSideTornRe = regexp.MustCompile(`(캔|깡통)\S*\s(\S+\s){0,4}(옆|옆구리|모서리|입구)[이가]\s(\S+\s)?찢어`)
	// a part torn off: 손잡이 뜯겨 나갔어요
	partTornOffRe = regexp.MustCompile(`(손잡이|다리|고리|날개)[이가]?\s(\S+\s)?(뜯겨|떨어져|빠져|부러져)\s나갔`)
	// the words of each state, for a state said of another thing
	stateWords33 = map[string]*regexp.Regexp{
		"wet":            stateWords32["wet"],
		"broken":         regexp.MustCompile(stateWords32["broken"].String() + `|빠졌|빠져|떨어졌|떨어져|나갔`),
		"contents_left":  regexp.MustCompile(`남아|남았|남은|남겼`),
		"contaminated":   regexp.MustCompile(`묻|국물|곰팡|기름|양념|얼룩|더러|지저분|때가|끈적|끈덕|찐득`),
		"label_attached": stateWords32["label_attached"],
		"cap_attached":   stateWords32["cap_attached"],
	}
	// a part of the item singled out broken: 배터리 덮개만 부러졌어요
	partOnlyBrokenRe = regexp.MustCompile(`(덮개|뚜껑|손잡이|다리|날개|경첩|고리|버튼)만\s(\S+\s)?(부러졌|부러져|깨졌|깨져|금\s?갔|떨어졌|빠졌)`)
	stateWordsEn33   = map[string]*regexp.Regexp{
		"label_attached": stateWordsEn32["label_attached"],
		"cap_attached":   stateWordsEn32["cap_attached"],
		"wet":            stateWordsEn32["wet"],
		"contaminated":   stateWordsEn32["contaminated"],
		"broken":         regexp.MustCompile(`\b(cracked|broken|chipped|snapped)\b`),
	}
	// English
	triedFailedEnRe  = regexp.MustCompile(`\btried to (?:peel|take|get|pull|tear) the (label|sticker|cap|lid|tape) off,? but\b`)
	wasOnTookOffEnRe = regexp.MustCompile(`\bthe (label|sticker|cap|lid) was on,? (?:but |so |and )?i (?:took|peeled|pulled|tore) it off\b`)
	soilWipedEnRe    = regexp.MustCompile(`\b(?:wiped|scrubbed|washed|rinsed|scraped) (?:the |all the )?(?:grease|oil|sauce|gunk|residue|stain) (?:off|out|away)\b`)
	nearlyWetEnRe    = regexp.MustCompile(`\b(?:nearly|almost) got (?:rained on|wet|soaked)\b`)
	wetAfterAllEnRe  = regexp.MustCompile(`\b(?:but|and) (?:it )?(?:got|is|was) (?:wet|soaked|damp)\b`)
	mistakenEnRe     = regexp.MustCompile(`\bthought it was (chipped|cracked|broken|stained|dirty|greasy|wet|damp) but it'?s (?:just|only)\b`)
	// a place after "still sitting in": the item's own place
	placeAfterEnRe = regexp.MustCompile(`^\s(?:my|our|the|a)\s(?:\w+\s)?(?:garage|kitchen|car|trunk|closet|cupboard|basement|shed|yard|room|fridge|garden|hallway|office|pantry|cabinet|drawer|attic)\b`)
	// soil said still there after a wipe: "but it's still sticky"
	soilStillEnRe     = regexp.MustCompile(`\bstill\b.*\b(?:sticky|greasy|oily|stained|dirty|grimy|smelly|smells)\b|\b(?:stain|residue) (?:is |was )?still\b`)
	stillRattlingEnRe = regexp.MustCompile(`\bstill (?:rattling|rolling|sitting|loose) (?:around )?in\b`)
	someAfterAllEnRe  = regexp.MustCompile(`\bbarely any \w+ left,? but there(?:'s| is) (?:still )?some\b`)
	oilStillInEnRe    = regexp.MustCompile(`\bstill (?:some )?oil in it\b`)
	soilWordEnRe      = regexp.MustCompile(`\b(?:greasy|smeared|sticky|oily|residue|film)\b`)
	soilMimeticEnRe   = regexp.MustCompile(`\b(?:gooey|gunky|grimy|gunked)\b`)
	wetMimeticEnRe    = regexp.MustCompile(`\b(?:sopping|squishy from the rain|squelchy)\b`)
)

// respellSlips33 writes out the marks of short notes the reader does
// not take: ✕, ✖ and × for X (세척 ✕), and ㄴㄴ for 없음 after a part's
// noun (마개 ㄴㄴ).
func respellSlips33(text string) string {
	text = strings.NewReplacer("✕", "X", "✖", "X", "×", "X").Replace(text)
	return noNoteRe.ReplaceAllString(text, "$1 없음")
}

var noNoteRe = regexp.MustCompile(`(뚜껑|마개|라벨|스티커|테이프)\sㄴㄴ`)
