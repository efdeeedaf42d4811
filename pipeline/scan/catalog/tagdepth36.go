package catalog

import (
	"regexp"
	"slices"
	"strings"
)

// Session 36: tag readings found by the thirteenth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 13
// (session 36)"), each a kind, read after depth35.

// depth36 applies the session-36 kinds to the tags read before it:
//
//   - a label or a cap taken away by someone (뚜껑은 아이가 가져갔어요,
//     병뚜껑은 할머니가 가져가셨어요, 뚜껑은 고양이가 가지고 놀다
//     잃어버렸어요) is off, unless put back after (가져갔다가 도로 닫아
//     놨어요); a label removed only in part (라벨 종이가 일부만
//     벗겨졌어요, 군데군데 벗겨졌어요, "the label's only half torn off")
//     is on;
//   - a condition said of another thing set against the item in two
//     clauses (신문지는 젖었는데 상자는 보송보송해요, 동생 병은 남았는데
//     제 병은 다 마셨어요, "the glass next to it shattered but the bottle
//     is fine"): the item's clause alone is read;
//   - steps still ahead: a removal planned and the part said still on
//     (뗄 거라서 아직 붙어 있어요), a removal or a wash put off to a time
//     (라벨 떼는 건 내일 할게요), the item named as one to wash (주말에
//     설거지할 병이에요), a wash hesitated over and skipped (씻을까 말까
//     하다가 그냥), a wash or a drying planned in a chain (헹궈서 말릴
//     거예요, 말린 다음에 버릴 거예요), leftovers to be poured out later
//     (남은 물은 나중에 버리려고요);
//   - dried residue: food or a syrup hardened where it dried (꿀이 병
//     목에 말라서 굳었어요, 조청이 말라서 딱딱해졌어요, "dried jam around
//     the rim") soils, and dried food said left (말라붙은 카레가 남았어요)
//     is residue, no contents; the residue taken off
//     or none left (말라붙은 거 다 떼어냈어요, "scrubbed off all the dried
//     sauce") does not; a soak to wash it is no wet, and dried food that
//     will not come off is soil, no other material;
//   - leftovers used up: 한두 모금 남은 건 마셔 버렸어요, 남은 거 긁어
//     먹었어요 hold no contents;
//   - a break by a cause in relative form (얼어서 터진 물통, 찌그러지다
//     못해 찢어진 캔) is broken, unless the container is said as a place
//     (봉지가 터져서 통에 옮겨 담았어요: placeAfter36Re); water poured
//     before a break (뜨거운 물 부었다가 갈라진) is its cause, no wet.
func (c *Catalog) depth36(text, lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add

	// a label or a cap taken away by someone, or removed only in part
	for _, tag := range takenAway36(text) {
		if has(tag) {
			drop(tag)
		}
	}
	if !has("cap_attached") && affirmed(text, takenThenPutBack36Re) {
		add("cap_attached")
	}
	if !has("label_attached") && labelPartlyOff36(text, lower) {
		add("label_attached")
	}

	// another thing's condition set against the item's
	if again, ok := c.itemClause36(text, lower, middle); ok {
		for _, tag := range contrastTags36 {
			switch {
			case has(tag) && !slices.Contains(again, tag):
				drop(tag)
			case !has(tag) && slices.Contains(again, tag):
				add(tag)
			}
		}
	}

	// steps still ahead
	if !has("label_attached") && partStillOnAfterPlan36(text, labelWord36) {
		add("label_attached")
	}
	if !has("cap_attached") && partStillOnAfterPlan36(text, capWord36) {
		add("cap_attached")
	}
	if m := stepPutOff36Re.FindStringSubmatch(text); m != nil {
		switch {
		case strings.Contains(m[1], "라벨") || strings.Contains(m[1], "스티커"):
			add("label_attached")
		case strings.Contains(m[1], "뚜껑") || strings.Contains(m[1], "마개"):
			add("cap_attached")
		default:
			add("contaminated")
		}
	}
	if containerMiddle(middle) && (toWash36Re.MatchString(text) || affirmed(text, washSkipped36Re)) {
		add("contaminated")
	}
	if m := washPlanned36Re.FindStringIndex(text); containerMiddle(middle) && m != nil && !planDoneAfter36Re.MatchString(text[m[0]:]) && !washDoneBefore36(text[:m[0]]) {
		add("contaminated")
		if has("wet") && !strings.Contains(text, "젖") && c.lostWithout(text, middle, "wet", washPlanned36Re) {
			drop("wet")
		}
	}
	if !has("wet") && affirmed(text, wetWord36Re) && dryingAhead36Re.MatchString(text) {
		add("wet")
	}
	if containerMiddle(middle) && !has("contents_left") && leftToPour36Re.MatchString(text) {
		add("contents_left")
	}

	// dried residue
	if !has("contaminated") && (foodNamed34(text) || syrupWord36Re.MatchString(text)) && affirmed(text, hardened36Re) {
		add("contaminated")
	}
	if has("contents_left") && affirmed(text, driedResidueLeft36Re) {
		drop("contents_left")
		add("contaminated")
	}
	if !has("contaminated") && driedFoodEn36(lower) {
		add("contaminated")
	}
	if has("contaminated") && (affirmed(text, residueTakenOff36Re) && !strings.Contains(text, "아직") || residueOffEn36Re.MatchString(lower)) {
		drop("contaminated")
	}
	if has("mixed_material") && strings.Contains(text, "말라붙") && !stuckMaterial36Re.MatchString(text) {
		drop("mixed_material")
	}
	if has("wet") && (soakToWash36Re.MatchString(text) || soakToWashEn36Re.MatchString(lower)) {
		if c.lostWithout(text, middle, "wet", soakToWash36Re, soakToWashEn36Re) {
			drop("wet")
		}
	}

	// leftovers used up
	if has("contents_left") && leftoverUsed36(text) {
		if c.lostWithout(text, middle, "contents_left", leftoverUsed36Re) {
			drop("contents_left")
		}
	}

	// lids, sprayers, films and stickers in English, and a cap closed
	// as the last step
	if has("cap_attached") && (lidSaidCleanEn36Re.MatchString(lower) || soilOnLidEn36Re.MatchString(lower)) && !lidOnStateEnRe.MatchString(lower) {
		drop("cap_attached")
	}
	if !has("cap_attached") && sprayerStillOnEn36Re.MatchString(lower) {
		add("cap_attached")
	}
	if m := listRemovedEn36Re.FindStringSubmatchIndex(lower); m != nil && !stillOnAfterEn36Re.MatchString(lower[m[1]:]) {
		part := lower[m[2]:m[3]]
		if strings.HasPrefix(part, "label") || strings.HasPrefix(part, "sticker") {
			drop("label_attached")
		} else {
			drop("cap_attached")
		}
	}
	if !has("mixed_material") && c.filmPartEn36(lower, middle) {
		add("mixed_material")
	}
	if !has("cap_attached") && affirmedExcept(text, capClosedLast36Re, func(m []int) bool { return deniedWithin36(text[m[0]:m[1]]) }) {
		add("cap_attached")
	}

	// a break by a cause
	if !has("broken") && rigidMiddle36(middle) && affirmedExcept(text, burstRelative36Re, func(m []int) bool { return placeAfter36Re.MatchString(text[m[1]:]) }) {
		add("broken")
	}
	if has("wet") && has("broken") && pouredBeforeBreak36Re.MatchString(text) {
		if c.lostWithout(text, middle, "wet", pouredBeforeBreak36Re) {
			drop("wet")
		}
	}
	return ed.tags, ed.cleared
}

// contrastTags36 are the tags the item's clause decides when another
// thing's condition is set against it.
var contrastTags36 = []string{"contents_left", "label_attached", "contaminated", "cap_attached", "broken", "wet"}

// takenAway36 returns the tags of the parts said taken away by someone
// (뚜껑은 아이가 가져갔어요, 라벨은 동생이 다 뜯어 갔어요, 병뚜껑은
// 할머니가 가져가셨어요, 뚜껑은 택배 기사님이 주워 가셨어요, 뚜껑은
// 고양이가 가지고 놀다 잃어버렸어요): the part is off. A part taken and
// put back after (가져갔다가 도로 닫아 놨어요) is read by
// takenThenPutBack36Re. The words between the part's word and the verb
// name no other part (뚜껑은 닫혀 있고 라벨은 아이가 떼 갔어요 takes the
// label only: each part is read from its own word on) and no other
// object (뚜껑 꽉 닫고 아이가 과자를 가져갔어요: the snack was taken,
// takenOther36Re).
func takenAway36(text string) []string {
	var out []string
	for start := 0; start < len(text); {
		m := takenAway36Re.FindStringSubmatchIndex(text[start:])
		if m == nil {
			break
		}
		for k := range m {
			m[k] += start
		}
		start = m[3]
		part := text[m[2]:m[3]]
		between := text[m[4]:m[6]]
		rest := text[m[1]:]
		if strings.HasPrefix(rest, "다가") || putBack36Re.MatchString(rest) || takenOther36Re.MatchString(between) {
			continue
		}
		if strings.Contains(part, "라벨") || strings.Contains(part, "스티커") {
			if !capWord36.MatchString(between) {
				out = append(out, "label_attached")
			}
			continue
		}
		if !labelWord36.MatchString(between) {
			out = append(out, "cap_attached")
		}
	}
	return out
}

// labelPartlyOff36 reports whether a label is said removed only in part
// (라벨 종이가 일부만 벗겨졌어요, 라벨이 군데군데 벗겨졌어요, 친구가 라벨
// 떼 준다더니 반만 떼고 갔어요, "the label's only half torn off", "my son
// peeled the label halfway", "the label is partly scraped off"): what is
// left of it is on. The rest said taken off after (나머지도 다 뗐어요) is
// none, and so is a part removal denied after it (군데군데 벗겨진 건
// 아니고 다 뗐어요, 반만 뗀 게 아니에요, 일부만 벗겨지진 않았어요:
// partlyDenied36Re, negatedAfterRe).
func labelPartlyOff36(text, lower string) bool {
	if m := labelPartly36Re.FindStringIndex(text); m != nil && !restOffToo36Re.MatchString(text[m[1]:]) && !partlyDenied36Re.MatchString(text[m[1]:]) && !negatedAfterRe.MatchString(text[m[1]:]) {
		return true
	}
	return labelPartlyEn36Re.MatchString(lower) || labelHalfwayEn36Re.MatchString(lower)
}

// itemClause36 reads the clause of the item when a text sets another
// thing's condition against it in two clauses joined by -는데, -지만 or
// -고 (신문지는 젖었는데 상자는 보송보송해요, 다른 병은 라벨을 뗐는데 이
// 병만 못 뗐어요, "my friend's bottle still has soda, mine is empty"):
// the item's clause is the one marked as ours or this one (이, 제, 우리,
// "mine", "this one"; not "itself", which sets the whole against its own
// part) or set against one marked as another's (다른, 옆에
// 있던, 동생, "next to it", "my friend's"), or else the one whose topic
// names the item's middle while the other's does not. It returns the
// tags that clause alone gives, and false when the text is no such
// contrast.
func (c *Catalog) itemClause36(text, lower, middle string) ([]string, bool) {
	if first, second, ok := contrastHalvesEn36(lower); ok {
		// (the English halves are split only where one is marked)
		item := second
		if ownMarkEn36Re.MatchString(first) || otherMarkedEn36(second) {
			item = first
		}
		again, _ := c.TagsFor(item, middle)
		return again, true
	}
	first, second, ok := contrastHalves36(text)
	if !ok {
		return nil, false
	}
	var item string
	switch {
	case ownMark36Re.MatchString(second) || otherMark36Re.MatchString(first):
		item = elidedObject36(first, second)
	case ownMark36Re.MatchString(first) || otherMark36Re.MatchString(second):
		item = first
	default:
		if partTopic36Re.MatchString(first) || partTopic36Re.MatchString(second) {
			return nil, false
		}
		t1, t2 := c.topicMiddle36(first), c.topicMiddle36(second)
		switch {
		case t2 == middle && t1 != "" && t1 != middle:
			item = second
		case t1 == middle && t2 != "" && t2 != middle:
			item = first
		default:
			return nil, false
		}
	}
	again, _ := c.TagsFor(item, middle)
	return again, true
}

// elidedObject36 returns the item's clause (second) with the object the
// other clause (first) named put back when the item's clause leaves it
// out (다른 병은 라벨을 뗐는데 이 병만 못 뗐어요: 이 병만 라벨을 못
// 뗐어요): a short clause of a topic and a verb takes the words between
// the other clause's topic and its verb.
func elidedObject36(first, second string) string {
	fw, sw := strings.Fields(first), strings.Fields(second)
	ti := slices.IndexFunc(sw, func(w string) bool { return topicEnd36Re.MatchString(w) })
	fi := slices.IndexFunc(fw, func(w string) bool { return topicEnd36Re.MatchString(w) })
	if ti < 0 || fi < 0 || len(sw)-ti > 3 || len(fw)-fi < 3 {
		return second
	}
	object := fw[fi+1 : len(fw)-1]
	if !objectEnd36Re.MatchString(object[len(object)-1]) {
		return second
	}
	out := slices.Concat(sw[:ti+1], object, sw[ti+1:])
	return strings.Join(out, " ")
}

// contrastHalves36 splits a Korean text at its first -는데 or -지만
// when both halves open with a topic (X은, X는, X에는, X의 … 은):
// two things set against each other.
func contrastHalves36(text string) (string, string, bool) {
	m := contrastJoin36Re.FindStringIndex(text)
	if m == nil {
		return "", "", false
	}
	first, second := text[:m[1]], text[m[1]:]
	if !topicOpens36Re.MatchString(first) || !topicOpens36Re.MatchString(second) {
		return "", "", false
	}
	return first, second, true
}

// contrastHalvesEn36 splits English at " but " or ", " when one half is
// marked as another thing's or as the item's own.
func contrastHalvesEn36(lower string) (string, string, bool) {
	for _, sep := range []string{" but ", ", "} {
		if a, b, ok := strings.Cut(lower, sep); ok {
			if otherMarkedEn36(a) || ownMarkEn36Re.MatchString(b) {
				return a, b, true
			}
		}
	}
	return "", "", false
}

// topicMiddle36 returns the middle the topic of a clause names (the
// words before its first 은, 는, 에는 or 이/가), or "" when it names none.
func (c *Catalog) topicMiddle36(clause string) string {
	m := topicOpens36Re.FindStringSubmatch(clause)
	if m == nil {
		return ""
	}
	return c.Match(m[1]).Middle
}

// partStillOnAfterPlan36 reports whether a part (part: labelWord36 or
// capWord36) is said still on after its removal is said planned or
// promised (라벨은 불려서 뗄 거라서 아직 붙어 있어요, 엄마가 스티커 떼
// 준다고 했는데 아직 그대로예요).
func partStillOnAfterPlan36(text string, part *regexp.Regexp) bool {
	loc := part.FindStringIndex(text)
	if loc == nil {
		return false
	}
	m := planThenStill36Re.FindStringIndex(text[loc[1]:])
	return m != nil
}

// washDoneTimes36 are words of a time gone by or of a thing already
// done (어제, 아까, 이미, 벌써): said right before a wash in a chain
// (어제 헹궈서 오늘 낼 거예요, 아까 씻어서 말릴 거예요), the wash is done
// and only what follows it is planned.
var washDoneTimes36 = []string{"어제", "아까", "이미", "벌써", "그저께", "엊그제", "어젯밤에", "지난주에"}

// washDoneBefore36 reports whether the last two words before a wash
// planned in a chain (washPlanned36Re) hold a word of washDoneTimes36:
// the wash was done, and the item is clean. A wash with no such word
// (헹궈서 말릴 거예요) is still ahead.
func washDoneBefore36(before string) bool {
	words := strings.Fields(before)
	if len(words) > 2 {
		words = words[len(words)-2:]
	}
	for _, w := range words {
		if slices.Contains(washDoneTimes36, w) {
			return true
		}
	}
	return false
}

// driedFoodEn36 reports whether English says a food dried or caked on
// ("some dried jam around the rim", "crusted honey on the neck"). A
// dried food said after no, without or any is denied ("no dried jam on
// it", "without any dried sauce left") and does not soil
// (driedFoodDeniedEn36).
func driedFoodEn36(lower string) bool {
	for _, m := range driedEn36Re.FindAllStringSubmatchIndex(lower, -1) {
		if slices.Contains(foodsEn36, lower[m[2]:m[3]]) && !driedFoodDeniedEn36(lower[:m[0]]) {
			return true
		}
	}
	return false
}

// denialWordsEn36, as the word right before "dried", deny the dried
// food (no dried jam, without any dried sauce).
var denialWordsEn36 = []string{"no", "without", "any"}

// driedFoodDeniedEn36 reports whether the last word of before is one of
// denialWordsEn36.
func driedFoodDeniedEn36(before string) bool {
	words := strings.Fields(before)
	return len(words) > 0 && slices.Contains(denialWordsEn36, words[len(words)-1])
}

// foodsEn36 are English foods that dry on a container.
var foodsEn36 = []string{"jam", "sauce", "honey", "milk", "ketchup", "curry", "syrup", "yogurt", "yoghurt", "juice", "soup", "cheese", "food", "rice", "mayo", "mayonnaise", "mustard", "gravy"}

// filmPartEn36 reports whether English says the item has a part of
// another material, a film or a window of it ("the paper bag has a
// plastic film window"), not of the item's own stream.
func (c *Catalog) filmPartEn36(lower, middle string) bool {
	m := hasPartEn36Re.FindStringSubmatch(lower)
	return m != nil && !ownMaterialOf35(m[1], middle)
}

// rigidMiddle36 reports whether a burst (터진) of an item of middle is a
// break: a rigid container or dish (plastic, metal_can, nonflammable),
// not a paper box, a bag or a garment, whose bursting the audit reads
// otherwise.
func rigidMiddle36(middle string) bool {
	return middle == "plastic" || middle == "metal_can" || middle == "nonflammable"
}

var (
	labelWord36 = regexp.MustCompile(`라벨|스티커`)
	capWord36   = regexp.MustCompile(`뚜껑|마개|펌프`)
	// a part taken away by someone: 뚜껑은 아이가 가져갔어요
	takenAway36Re = regexp.MustCompile(`(라벨|스티커|뚜껑|마개)\S*\s((?:\S+\s){0,4}?)\S*(가져갔|가져가셨|가져가\s버렸|주워\s?가셨|주워\s?갔|빼\s?갔|빼\s?가셨|뜯어\s?갔|떼\s?갔|떼어\s?갔|챙겨\s?갔|챙겨\s?가셨|잃어버렸)`)
	// another object of the taking verb: 과자를, 컵을 (가져갔어요)
	takenOther36Re = regexp.MustCompile(`\S(을|를)(\s|$)`)
	// put back after: 도로 닫아, 다시 꽂아
	putBack36Re = regexp.MustCompile(`^\S*\s(\S+\s)?(도로|다시)\s`)
	// taken, then put back: 가져갔다가 도로 닫아 놨어요
	takenThenPutBack36Re = regexp.MustCompile(`(뚜껑|마개)\S*\s(\S+\s){0,3}\S*(가져갔|빼\s?갔|뺐|열었)다가\s(도로|다시)\s(닫|잠가|잠갔|끼워|꽂아|덮어)`)
	// a label removed only in part: 라벨 종이가 일부만 벗겨졌어요
	labelPartly36Re = regexp.MustCompile(`(라벨|스티커)\S*\s(\S+\s){0,3}?(일부만|군데군데|반만|절반만|반쯤만|조금만)\s(\S+\s)?\S*(벗겨|떼|뗐|뜯|찢|떨어)`)
	// a thing said not so right after (벗겨진 건 아니고, 붙인 게
	// 아니라): read after a partial removal and after a gluing
	partlyDenied36Re   = regexp.MustCompile(`^\S*\s(건|게|거|것은|것이)\s아니`)
	restOffToo36Re     = regexp.MustCompile(`나머지\S*\s(\S+\s){0,3}\S*(뗐|떼어|뜯었|벗겼|떼서)`)
	labelPartlyEn36Re  = regexp.MustCompile(`\b(?:label|sticker)(?:'s| is| was)? (?:only )?(?:half|partly|partially|halfway) (?:torn|peeled|scraped|ripped|off)`)
	labelHalfwayEn36Re = regexp.MustCompile(`\b(?:peeled|tore|ripped|scraped) (?:the |its )?(?:label|sticker) (?:off )?(?:halfway|partly|partially|half off)\b`)
	// two clauses set against each other: 젖었는데, 멀쩡한데, 뗐지만
	contrastJoin36Re = regexp.MustCompile(`\S+(는데|은데|한데|인데|지만)\s`)
	// a clause opening with its topic: 신문지는, 병에는, 상자 안의 병이
	topicOpens36Re = regexp.MustCompile(`^(?:\S+\s안의\s)?(?:(?:이|제|저희|우리|내|다른|옆|옆에|같이|동생|친구)\s)?(\S+?)(?:은|는|에는|이|가|만)\s`)
	// a topic that is a part of the item, no other thing: 뚜껑은, 라벨은
	partTopic36Re = regexp.MustCompile(`^(\S+\s)?(뚜껑|마개|라벨|스티커|펌프|입구|바닥|안쪽|겉|손잡이|몸통|본체)\S*(은|는|이|가|만)\s`)
	// a word ending in a topic: 병은, 병만
	topicEnd36Re = regexp.MustCompile(`(은|는|만)$`)
	// a word ending in an object: 라벨을
	objectEnd36Re = regexp.MustCompile(`(을|를)$`)
	// marks of the item's own: 이 통은, 제 병은, 우리 상자는
	ownMark36Re = regexp.MustCompile(`^(이|제|저희|우리|내)\s`)
	// marks of another thing: 다른 병은, 옆에 있던 컵은, 동생 병은,
	// 상자 안의 병이, 같이 넣어 둔 김치통은
	otherMark36Re   = regexp.MustCompile(`^(다른|옆|옆에|동생|친구|언니|오빠|형|누나|남의|같이)\s|^\S+\s안의\s`)
	otherMarkEn36Re = regexp.MustCompile(`\bnext to it\b|\bbeside it\b|\bthe other\b|\b(?:my|his|her) (?:friend|brother|sister|son|daughter)'s\b|\bsomeone else's\b`)
	ownMarkEn36Re   = regexp.MustCompile(`\bmine\b|\bthis one\b`)
	// a removal planned or promised, then the part still on: 뗄 거라서
	// 아직 붙어 있어요, 떼 준다고 했는데 아직 그대로예요
	planThenStill36Re = regexp.MustCompile(`^(\S*\s){0,3}?\S*(뗄|뺄|준다고|준다더니|주겠다고|려고|예정)\S*\s(\S+\s){0,2}아직\s(그대로|붙어|달려|닫혀|꽂혀|끼워져)`)
	// a step put off to a time: 라벨 떼는 건 내일 할게요
	stepPutOff36Re = regexp.MustCompile(`(라벨|스티커|뚜껑|마개|씻|헹구|설거지하)\S*\s?(떼는|빼는|벗기는)?\s?(건|거)\s(내일|이따|이따가|나중에|주말에|저녁에|다음에)\s(할게|할\s거|하려고|할\s예정)`)
	// the item named as one to wash: 주말에 설거지할 병이에요
	toWash36Re = regexp.MustCompile(`(씻을|헹굴|설거지할|닦을)\s(병|통|캔|용기|팩|그릇|컵)(이에요|예요|이라|인데|이고)`)
	// a wash hesitated over and skipped: 씻을까 말까 하다가 그냥
	washSkipped36Re = regexp.MustCompile(`(씻을|헹굴|닦을|설거지할)까\s말까\s(\S+\s)?\S*다가\s(\S+\s)?그냥`)
	// a wash planned in a chain: 저녁에 헹궈서 말릴 거예요
	washPlanned36Re = regexp.MustCompile(`(헹궈|씻어|닦아|설거지해)서\s(\S+\s)?(말릴|낼|버릴|내놓을)\s(거|게|예정|생각)`)
	// a plan said done after all: 낼 거였는데 벌써, 버릴게요 다 했어요
	planDoneAfter36Re = regexp.MustCompile(`였는데|었는데|다\s?했|벌써|이미`)
	// a word of wet (젖은, 젖었어요); read with affirmed, so wet said
	// denied (안 젖었는데, 젖지 않았어요) asks no drying of the item
	wetWord36Re = regexp.MustCompile(`젖\S*`)
	// a drying still ahead: 말린 다음에 버릴 거예요
	dryingAhead36Re = regexp.MustCompile(`(말린\s(다음에?|뒤에?|후에?)|말리고\s나서)\s(\S+\s)?\S*(버릴|낼|내놓을|버리려고|내려고)`)
	// leftovers to pour out later: 남은 물은 나중에 버리려고요
	leftToPour36Re = regexp.MustCompile(`남은\s\S+[은는을를]\s(\S+\s)?\S*(버리려고|버릴\s|비울|비우려고|긁어낼|따라\s?낼|쏟을)`)
	// food hardened where it dried: 꿀이 병 목에 말라서 굳었어요
	// the syrups that dry hard where they drip: 조청, 물엿, 연유
	syrupWord36Re = regexp.MustCompile(`조청|물엿|연유|올리고당|메이플|아가베|엿기름`)
	// dried food said left: 말라붙은 카레가 아직 남았어요 (residue, no
	// contents)
	driedResidueLeft36Re = regexp.MustCompile(`(말라붙은|눌어붙은|말라\s붙은)\s\S+[이가]\s(\S+\s)?남(았|아)`)
	hardened36Re         = regexp.MustCompile(`(말라서|말라)\s(\S+\s)?(굳었|굳어|딱딱해)`)
	driedEn36Re          = regexp.MustCompile(`\b(?:dried|crusted|caked)(?:-on)? (?:bits of )?(\w+)`)
	// dried residue taken off or none left: 말라붙은 거 다 떼어냈어요
	residueTakenOff36Re = regexp.MustCompile(`말라붙은\s(거|게|것|부분|찌꺼기)\S*\s(\S+\s)?(다\s|싹\s|전부\s)?(떼어냈|떼어\s냈|긁어냈|닦아냈|닦았|씻어냈|벗겨냈|하나도\s없)`)
	residueOffEn36Re    = regexp.MustCompile(`\b(?:scrubbed|scraped|washed|rinsed|wiped|soaked) (?:off|out|away) (?:all )?(?:of )?(?:the )?(?:dried|crusted|caked)|\bno (?:dried|crusted|caked) (?:bits|food|sauce)? ?left\b`)
	// a material that sticks fast, not dried food: 은박, 호일, 비닐
	stuckMaterial36Re = regexp.MustCompile(`은박|호일|포일|비닐|필름|종이|테이프|스티커|라벨|금박|코팅|본드|접착`)
	// a soak to wash: 물에 담가 놨는데, "soaked and scrubbed"
	soakToWash36Re   = regexp.MustCompile(`물에\s(담가|불려)\s?(놨|놓았|뒀|두었)\S*`)
	soakToWashEn36Re = regexp.MustCompile(`\bsoaked(?: it)? and (?:scrubbed|scraped|washed|rinsed)\b`)
	// leftovers used up: 한두 모금 남은 건 마셔 버렸어요 (words of not
	// doing it, 안 or 못 before the verb, are left to leftoverUsed36)
	leftoverUsed36Re = regexp.MustCompile(`남은\s(건|거|것은|걸)\s((?:\S+\s){0,3})\S*(마셔|마셨|먹었|먹어\s?버렸|썼어|써\s?버렸|넣었|부었|비웠)\S*`)
	// English: "the lid is clean", "the cap's fine"
	lidSaidCleanEn36Re = regexp.MustCompile(`\b(?:lid|cap)(?:'s| is) (?:clean|fine|ok|okay|spotless)\b`)
	// English: soil on the lid, the lid named as its place ("dried
	// ketchup on the lid")
	soilOnLidEn36Re = regexp.MustCompile(`\b(?:dried|crusted|caked|sticky|greasy|sauce|ketchup|jam|grease|oil|food)\b[a-z ]{0,20}\b(?:on|around|inside|under) the (?:lid|cap)\b`)
	// English: "the sprayer's still on the bottle"
	sprayerStillOnEn36Re = regexp.MustCompile(`\b(?:sprayer|trigger|nozzle|pump top|pump head)(?:'s| is) still (?:on|attached)\b`)
	// English: a removal of a list, "peeled off the plastic film and the
	// sticker"
	listRemovedEn36Re = regexp.MustCompile(`\b(?:peeled|took|pulled|ripped|tore|scraped) off (?:the |its )?[a-z ]+? and (?:the |its )?(label|sticker|cap|lid)s?\b`)
	// English: the last part of that list said still on after it ("took
	// off the cap and the label is still on", "the sticker stays"): a
	// clause of its own, not a removal of it
	stillOnAfterEn36Re = regexp.MustCompile(`^(?:'s| is| are| was| were)? ?(?:still|stays?|stayed|remains?|remained|left on)\b`)
	// English: "has a plastic film window"
	hasPartEn36Re = regexp.MustCompile(`\bhas (?:a |an )?(plastic|foil|metal|vinyl|rubber) (?:film )?(?:window|lining|handle|clasp|liner|layer)\b`)
	// a cap closed as the last step: 찌그러뜨린 다음 뚜껑을 닫았어요 (not
	// 안 닫았어요: deniedWithin36)
	capClosedLast36Re = regexp.MustCompile(`(다음|뒤|후)에?\s(\S+\s)?(뚜껑|마개)\S*\s(\S+\s)?(닫았|잠갔|끼웠|꽂았)`)
	// a burst or a tear in relative form: 얼어서 터진 물통, 찢어진 캔
	burstRelative36Re = regexp.MustCompile(`(터진|터져서|터졌|찢어진)\s?(\S+\s)?(물통|통|용기|캔|병|컵|그릇|장난감)`)
	// a container said as a place right after a burst (봉지가 터져서
	// 통에 옮겨 담았어요, 병으로 옮겼어요): what burst was another thing,
	// the container is where it went
	placeAfter36Re = regexp.MustCompile(`^(에|에다|으로|로|\s안에|\s속에)`)
	// water poured before a break: 뜨거운 물 부었다가 쩍 갈라진
	pouredBeforeBreak36Re = regexp.MustCompile(`물\S*\s(부었다가|부어서|넣었다가)`)
)

// leftoverUsed36 reports whether text says what was left was used up
// (남은 건 마셔 버렸어요, 남은 거 다 먹었어요), not that it was not (남은 거
// 다 안 썼어요, 남은 건 못 마셨어요) nor denied after (먹었다고 생각했는데
// 아니에요: undeniedAfter).
func leftoverUsed36(text string) bool {
	for _, m := range leftoverUsed36Re.FindAllStringSubmatchIndex(text, -1) {
		between := text[m[4]:m[5]]
		verb := text[m[5]:m[1]]
		if slices.Contains(strings.Fields(between), "안") || slices.Contains(strings.Fields(between), "못") || strings.HasPrefix(verb, "안") || strings.HasPrefix(verb, "못") {
			continue
		}
		if undeniedAfter(text, m[1]) {
			return true
		}
	}
	return false
}

// deniedWithin36 reports whether a match holds 안 or 못 as a word of
// its own (다음에 뚜껑은 안 닫았어요): the verb it reads is denied
// inside it, where affirmed, which reads only the words around it, does
// not look.
func deniedWithin36(match string) bool {
	words := strings.Fields(match)
	return slices.Contains(words, "안") || slices.Contains(words, "못")
}

// placePrepsEn36 end the words before a place: a thing marked as
// another's after one (the handouts in my son's backpack) is where the
// item is, not a thing set against it.
var placePrepsEn36 = []string{" in", " inside", " from", " on", " at", " under", " into", " out of"}

// otherMarkedEn36 reports whether an English half marks a thing as
// another's or beside the item (my friend's bottle, the one next to it)
// other than as a place after a preposition (in my son's backpack).
func otherMarkedEn36(half string) bool {
	for _, m := range otherMarkEn36Re.FindAllStringIndex(half, -1) {
		before := " " + strings.TrimRight(half[:m[0]], " ")
		if !slices.ContainsFunc(placePrepsEn36, func(p string) bool { return strings.HasSuffix(before, p) }) {
			return true
		}
	}
	return false
}
