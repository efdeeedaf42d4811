package catalog

import (
	"regexp"
	"slices"
	"strings"
)

// Session 43: tag readings found by the twentieth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 20
// (session 43)"), each a class, read last, after session 42's (depth42).

// depth43 applies the session-43 classes to the tags read before it:
//
//   - comparatives (전보다 덜 젖었어요, 옆 병보다 조금 덜 남았어요,
//     아까보다 이가 더 나갔어요, "wetter than", "more left than I
//     thought"): 덜 before a state is a degree, not a denial, and a
//     damage grown (금이 더 길어졌어요, 구멍이 커졌어요, "the hole is
//     bigger") is a break; another thing compared and the item said after
//     it (옆 상자는 이것보다 더 젖었는데 이건 안 젖었어요) is read from
//     the item's clause (compared43);
//   - regrets and counterfactuals: a step regretted (라벨 뗄 걸 그랬어요,
//     씻었어야 했는데, 뺐으면 좋았을 텐데, "I should have peeled the
//     label") is not done and leaves its tag; a state said by what would
//     have kept it away (덮어 뒀더라면 안 젖었을 텐데, "if I'd brought it
//     in, it wouldn't have got soaked") holds; a step regretted as done
//     for nothing (괜히 다 뗐어요) is done (regret43);
//   - exceptions (라벨 외에는 다 분리했어요, 입구 말고는 깨끗해요, 모서리
//     말고는 다 말랐어요, 한 병 빼고는 다 비웠어요, "everything's off
//     except the label", "dry apart from one corner"): the part excepted
//     keeps the state the rest lost; an excepted thing that is a state of
//     its own (긁힌 자국 말고는 멀쩡해요, 구멍 난 거 말고는) is read as
//     itself (except43);
//   - a state not known (남았는지 모르겠어요, 깨졌는지 확인을 못 했어요,
//     라벨이 붙어 있는지 기억이 안 나요): the clause of 는지 is taken out
//     and the rest read (unknown43);
//   - a cap named with 까지, 마저 or "even" as a place of soil
//     (뚜껑까지 기름투성이예요, "even the lid's greasy") is no cap on; "a
//     whole half left" is contents;
//   - a look against what is (비어 보이는데 바닥에 조금 있어요, 깨진
//     것처럼 보이는데 원래 무늬예요, 겉보기엔 깨끗한데, 젖어 보이는
//     거예요, "looks cracked, but it's just the pattern"): the look's
//     clause is taken out and the rest read (looks43);
//   - a habit against this time (평소엔 라벨 떼는데 이번엔 못 뗐어요, 늘
//     뚜껑 빼서 버리는데 오늘은 깜빡하고, "I usually peel the labels, but
//     not this time"): the habit's step not done this time leaves its tag.
func (c *Catalog) depth43(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add

	if strings.Contains(lower, "보다") || strings.Contains(lower, "than") || strings.Contains(lower, "wetter") {
		c.compared43(ed, lower)
	}
	if strings.Contains(lower, "졌") || strings.Contains(lower, "나갔") || strings.Contains(lower, "늘었") || strings.Contains(lower, "bigger") || strings.Contains(lower, "longer") || strings.Contains(lower, "wider") {
		if !has("broken") && (affirmed(lower, damageGrown43Re) || matchUndeniedEn41(damageGrownEn43Re, lower)) {
			add("broken")
		}
	}
	if containsAny43(lower, "걸", "야", "좋았", "면", "괜히", "should", "ought", "wish", "if only", "i'd") {
		c.regret43(ed, lower)
	}
	if containsAny43(lower, "말고", "말곤", "빼고", "빼곤", "빼면", "외에", "외엔", "제외", "except", "apart from", "other than", " but ") {
		c.except43(ed, lower)
	}
	if strings.Contains(lower, "는지") {
		if rest, ok := cutClause43(lower, unknown43Re.FindStringIndex(lower)); ok {
			again, _ := c.TagsFor(rest, middle)
			ed.readAs(again)
		}
	}
	if strings.Contains(lower, "보") || strings.Contains(lower, "look") || strings.Contains(lower, "seem") {
		c.looks43(ed, lower)
	}
	if containsAny43(lower, "평소", "보통", "늘", "항상", "원래", "매번", "맨날", "usually", "normally", "always") {
		c.habit43(ed, lower)
	}

	// a cap named as a place of soil, and "a whole half left"
	if has("cap_attached") && (capPlace43Re.MatchString(lower) || capPlaceEn43Re.MatchString(lower)) &&
		c.lostWithout(lower, middle, "cap_attached", capNamed43Re, capNamedEn43Re) {
		drop("cap_attached")
	}
	if !has("contents_left") && containerMiddle(middle) && strings.Contains(lower, "whole") && matchUndeniedEn41(wholeLeftEn43Re, lower) {
		add("contents_left")
	}
	return ed.tags, ed.cleared
}

// containsAny43 reports whether s holds one of the words: the cheap
// check before a reader's expressions run on every text.
func containsAny43(s string, words ...string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return strings.Contains(s, w) })
}

// compared43 reads a comparative: the text with its comparison taken
// out (전보다, 옆 병보다, 더) and 덜 before a state made a degree (조금)
// sets what it reads; another thing compared and the item's own clause
// after it (옆 상자는 이것보다 더 젖었는데 이건 안 젖었어요) is read from
// that clause alone.
func (c *Catalog) compared43(ed *tagEdit, lower string) {
	if m := otherCompared43Re.FindStringSubmatchIndex(lower); m != nil {
		own := comparedWord43Re.ReplaceAllString(lower[m[2]:], " ")
		again, _ := c.TagsFor(strings.Join(strings.Fields(own), " "), ed.middle)
		ed.readAs(again)
		return
	}
	plain := comparedWord43Re.ReplaceAllString(lower, " ")
	plain = lessState43Re.ReplaceAllString(plain, " 조금 $2")
	plain = moreWord43Re.ReplaceAllString(plain, " ")
	plain = wetterEn43Re.ReplaceAllString(plain, "wet")
	plain = moreLeftEn43Re.ReplaceAllString(plain, "some left")
	plain = strings.Join(strings.Fields(plain), " ")
	if plain == strings.Join(strings.Fields(lower), " ") {
		return
	}
	again, _ := c.TagsFor(plain, ed.middle)
	for _, tag := range again {
		ed.add(tag)
	}
}

// regret43 reads steps regretted and states a step would have kept away.
func (c *Catalog) regret43(ed *tagEdit, lower string) {
	if m := regret43Re.FindStringIndex(lower); m != nil && !doneAfter43Re.MatchString(lower[m[1]:]) {
		clause := lower[clauseStartBefore(lower, m[0]):m[1]]
		tag := stepTagOf(clause)
		if usedUp43Re.MatchString(clause) {
			tag = "contents_left"
		}
		if tag != "" && !ed.has(tag) && (tag != "contents_left" || containerMiddle(ed.middle)) {
			ed.add(tag)
		}
	}
	if m := regretEn43Re.FindStringIndex(lower); m != nil {
		if tag := stepTagOfEn(strings.Replace(lower[m[1]:], "taken", "take", 1)); tag != "" && !ed.has(tag) {
			ed.add(tag)
		}
	}
	// a state a step would have kept away: 덮어 뒀더라면 안 젖었을 텐데
	if m := wouldNot43Re.FindStringSubmatch(lower); m != nil {
		if tag := stateOfVerb43(m[1]); tag != "" && !ed.has(tag) {
			ed.add(tag)
		}
	}
	if m := wouldNotEn43Re.FindStringSubmatch(lower); m != nil {
		if tag := stateOfVerb43(m[2]); tag != "" && !ed.has(tag) {
			ed.add(tag)
		}
	}
	// a step done for nothing: 괜히 다 뗐어요
	if m := inVain43Re.FindStringIndex(lower); m != nil {
		if tag := lastStepTagOf(lower[:m[1]]); tag != "" && ed.has(tag) {
			ed.drop(tag)
		}
	}
}

// stateOfVerb43 returns the tag of a state verb of wet or of a break
// (젖었, 깨졌, 찢어졌, 부러졌, 금 갔; soaked, cracked), "" for none.
func stateOfVerb43(verb string) string {
	switch {
	case strings.HasPrefix(verb, "젖"), strings.HasPrefix(verb, "soaked"), strings.HasPrefix(verb, "wet"), strings.HasPrefix(verb, "soggy"):
		return "wet"
	case strings.HasPrefix(verb, "깨"), strings.HasPrefix(verb, "찢"), strings.HasPrefix(verb, "부러"), strings.HasPrefix(verb, "금"),
		strings.HasPrefix(verb, "터"), strings.HasPrefix(verb, "갈라"), strings.HasPrefix(verb, "crack"), strings.HasPrefix(verb, "broke"),
		strings.HasPrefix(verb, "smash"), strings.HasPrefix(verb, "shatter"), strings.HasPrefix(verb, "torn"), strings.HasPrefix(verb, "ripped"):
		return "broken"
	}
	return ""
}

// except43 reads an exception: the thing excepted from a removal, a
// wash, a drying, an emptying or being fine keeps the state the rest of
// the text says gone.
func (c *Catalog) except43(ed *tagEdit, lower string) {
	if m := except43Re.FindStringIndex(lower); m != nil {
		x := strings.TrimSpace(lower[clauseStartBefore(lower, m[0]):m[0]])
		rest := lower[m[1]:]
		if x == "" {
			return
		}
		if exceptedState43Re.MatchString(x) {
			// an excepted state of its own: 긁힌 자국 말고는, 구멍 난 거 말고는
			again, _ := c.TagsFor(x, ed.middle)
			for _, tag := range again {
				ed.add(tag)
			}
			return
		}
		// a part's region (뚜껑 안쪽, 병 입구) is a place, not the part
		part := ""
		if !exceptRegion43Re.MatchString(x) {
			part = stepTagOf(x + " 뗄")
		} else if ed.has("cap_attached") {
			if again, _ := c.TagsFor(strings.Replace(lower, x, " ", 1), ed.middle); !slices.Contains(again, "cap_attached") {
				ed.drop("cap_attached")
			}
		}
		switch {
		case part != "":
			if restRemoved43Re.MatchString(rest) {
				ed.add(part)
			}
		case restUsed43Re.MatchString(rest):
			if containerMiddle(ed.middle) {
				ed.add("contents_left")
			}
		case restClean43Re.MatchString(rest):
			ed.add("contaminated")
		case restDry43Re.MatchString(rest):
			ed.add("wet")
		case restFine43Re.MatchString(rest):
			ed.add("broken")
		}
		return
	}
	m := exceptEn43Re.FindStringSubmatch(lower)
	if m == nil {
		m = exceptButEn43Re.FindStringSubmatch(lower)
	}
	if m == nil || exceptWearEn43Re.MatchString(m[3]) {
		return
	}
	switch state, x := m[1], m[3]; {
	case state == "off" || state == "removed" || state == "peeled":
		if tag := stepTagOfEn("peel " + x); tag != "" {
			ed.add(tag)
		}
	case state == "clean" || state == "spotless":
		ed.add("contaminated")
	case state == "dry":
		ed.add("wet")
	case state == "empty":
		if containerMiddle(ed.middle) {
			ed.add("contents_left")
		}
	case state == "fine" || state == "intact":
		ed.add("broken")
	}
}

// cutClause43 returns the text with the clause up to the end of the
// span m taken out (from the end of the clause before it), and whether
// there was one.
func cutClause43(lower string, m []int) (string, bool) {
	if m == nil {
		return "", false
	}
	start := clauseBreakBefore43(lower, m[0])
	out := strings.Join(strings.Fields(lower[:start]+" "+lower[m[1]:]), " ")
	return out, out != strings.Join(strings.Fields(lower), " ")
}

// clauseBreakBefore43 returns the byte offset of the start of the
// clause holding byte at: after the last word before it that ends a
// clause (clauseEnd42Re: -고, -는데, -지만, -요, a comma).
func clauseBreakBefore43(lower string, at int) int {
	start := 0
	for i := 0; i < at; {
		j := strings.IndexByte(lower[i:at], ' ')
		if j < 0 {
			break
		}
		if clauseEnd42Re.MatchString(lower[i : i+j]) {
			start = i + j + 1
		}
		i += j + 1
	}
	return start
}

// looks43 reads a look set against what is: the look's clause is taken
// out and the rest read, unless the rest is a question; a state said to
// be only a look (젖어 보이는 거예요) is taken out.
func (c *Catalog) looks43(ed *tagEdit, lower string) {
	m := lookBut43Re.FindStringIndex(lower)
	if m == nil {
		m = lookBefore43Re.FindStringIndex(lower)
	}
	if m == nil {
		m = lookButEn43Re.FindStringIndex(lower)
	}
	if m != nil {
		rest := strings.TrimSpace(lower[m[1]:])
		if rest == "" || strings.Contains(rest, "?") || askEnd43Re.MatchString(rest) {
			return
		}
		// a look of empty against something found in it: 비어 보이는데
		// 바닥에 조금 있어요, "looks empty but there's a bit"
		if containerMiddle(ed.middle) && lookEmpty43Re.MatchString(lower[:m[1]]) && foundIn43Re.MatchString(rest) && !emptiedRe.MatchString(rest) {
			ed.add("contents_left")
			return
		}
		if plain, ok := cutClause43(lower, m); ok {
			again, _ := c.TagsFor(plain, ed.middle)
			ed.readAs(again)
		}
		return
	}
	if lookOnly43Re.MatchString(lower) {
		again, cut := c.tagsWithout(lower, ed.middle, lookOnly43Re)
		if cut {
			ed.readAs(again)
		}
	}
}

// habit43 reads a habit set against this time: the habit's step denied
// or forgotten this time leaves its tag.
func (c *Catalog) habit43(ed *tagEdit, lower string) {
	if m := habit43Re.FindStringIndex(lower); m != nil && notThisTime43Re.MatchString(lower[m[1]:]) {
		if tag := stepTagOf(lower[m[0]:m[1]]); tag != "" && !ed.has(tag) {
			ed.add(tag)
		}
		return
	}
	if m := habitEn43Re.FindStringSubmatch(lower); m != nil {
		if tag := stepTagOfEn(m[1]); tag != "" && !ed.has(tag) {
			ed.add(tag)
		}
	}
}

var (
	// comparatives
	comparedWord43Re  = regexp.MustCompile(`\S*(보다|보단)(는|도)?(\s|$)`)
	lessState43Re     = regexp.MustCompile(`(^|\s)덜\s(젖|남|묻|더럽|더러|끈적|기름)`)
	moreWord43Re      = regexp.MustCompile(`(^|\s)(더|훨씬|좀\s더|조금\s더)(\s|$)`)
	otherCompared43Re = regexp.MustCompile(`^(?:다른|옆|저|옆에\s있는|옆의)\s?\S*(?:은|는)\s.*?(?:는데|지만|고)\s((?:이건|이거는|이것은|얘는|이\s\S+(?:은|는))\s.*)$`)
	wetterEn43Re      = regexp.MustCompile(`\b(wetter|damper|soggier)\b`)
	moreLeftEn43Re    = regexp.MustCompile(`\bmore (left|in it)\b`)
	damageGrown43Re   = regexp.MustCompile(`(금|구멍|균열|틈|찢어진\s?데|갈라진\s?데|깨진\s?데)(이|가)?\s(더\s|훨씬\s|점점\s)?(길어졌|커졌|넓어졌|번졌|늘었|벌어졌|깊어졌)`)
	damageGrownEn43Re = regexp.MustCompile(`\b(hole|crack|tear|rip|chip|split)('s| is| has gotten| has got| got)\s(\w+\s)?(bigger|longer|wider|deeper)\b`)

	// regrets and counterfactuals
	regret43Re     = regexp.MustCompile(`\s걸\s?그랬|[어아]야\s?했(는데|어요|어|지|네요|나)|[었았했뗐뺐]으면\s?좋았|더라면\s?좋았`)
	doneAfter43Re  = regexp.MustCompile(`다행히|이미|벌써|깨끗|[어아]\s?(뒀|놨|두었|놓았)어요`)
	usedUp43Re     = regexp.MustCompile(`다\s?(먹|마시|마셨|쓰|썼|비우|비웠)`)
	regretEn43Re   = regexp.MustCompile(`\b(should have|should've|shoulda|ought to have|wish i'?d|wish i had|if only i'?d|if only i had)\s`)
	wouldNot43Re   = regexp.MustCompile(`(?:면|라면)\s(?:\S+\s){0,3}?안\s?(\S+?)(?:었|았|졌|갔)을\s?(?:텐데|거예요|거야|건데|거에요)`)
	wouldNotEn43Re = regexp.MustCompile(`\bif (only )?i'?d\b.*\bwouldn'?t have (?:got |gotten |been )?(\w+)`)
	inVain43Re     = regexp.MustCompile(`괜히\s(?:\S+\s){0,2}?(?:뗐|뺐|벗겼|헹궜|씻었|뜯었)`)

	// exceptions
	except43Re        = regexp.MustCompile(`\s(말고는|말곤|빼고는|빼곤|외에는|외엔|이외에는|제외하고는?|제외하면|빼면)(\s|$)`)
	exceptedState43Re = regexp.MustCompile(`(거|것|게|데|자국|흠집|스크래치|보풀|얼룩)$`)
	exceptRegion43Re  = regexp.MustCompile(`(안쪽|안|바깥|바깥쪽|겉|겉면|입구|바닥|테두리|모서리|구석|옆면|부분|쪽)(만)?$`)
	restRemoved43Re   = regexp.MustCompile(`분리|정리|뗐|뺐|벗겼|떼어|제거`)
	restUsed43Re      = regexp.MustCompile(`비웠|마셨|먹었|썼`)
	restClean43Re     = regexp.MustCompile(`깨끗|씻었|헹궜|닦았`)
	restDry43Re       = regexp.MustCompile(`말랐|마른|보송`)
	restFine43Re      = regexp.MustCompile(`멀쩡|이상\s?없`)
	exceptEn43Re      = regexp.MustCompile(`\b(off|removed|peeled|clean|spotless|dry|empty|fine|intact)\b(?:[^.]*?)\s(?:except(?: for)?|apart from|other than)\s+((?:the|an|a few|a|some|few|one)(?:\s|$))?(?:bit of |little |speck of |spot of )?(\w*)`)
	exceptButEn43Re   = regexp.MustCompile(`\b(off|removed|peeled|clean|dry|empty)\s(everything\sbut\s+the\s|but\s+one\b)(\w*)`)
	exceptWearEn43Re  = regexp.MustCompile(`^(scratch|scratches|scuff|scuffs|dent|dents|marks?|fading|glue|dust|mud|paint|ink)$`)

	// a state not known: 남았는지 모르겠어요, 깨졌는지 확인을 못 했어요
	unknown43Re = regexp.MustCompile(`\S*(었|았|졌|갔|폈|났|뗐|뺐|있|없|였|웠|렸|쳤|궜|셨)는지(는|도)?\s(?:\S+\s){0,3}?(모르겠|모르는|몰라요|몰라도|기억|확인|봐야|못\s?봤|물어|알아|안\s?보|봤는데|비춰\s?봤)\S*`)

	// a cap named as a place of soil
	capPlace43Re    = regexp.MustCompile(`(뚜껑|캡|마개)(까지|마저|조차|도)\s(\S+\s)?\S*(기름|소스|양념|더럽|더러|지저분|묻|투성이|얼룩|곰팡이|끈적)`)
	capNamed43Re    = regexp.MustCompile(`(뚜껑|캡|마개)(까지|마저|조차|도)(\s|$)`)
	capPlaceEn43Re  = regexp.MustCompile(`\beven the (lid|cap)('s| is| was)\s(\w+\s)?(greasy|dirty|sticky|filthy|stained|mouldy|moldy)`)
	capNamedEn43Re  = regexp.MustCompile(`\beven the (lid|cap)('s| is| was)?\s`)
	wholeLeftEn43Re = regexp.MustCompile(`\ba whole (half|third|bottle|can|cup|glass|jar)\b.*\b(left|in it|inside)\b`)

	// a look against what is
	lookBut43Re    = regexp.MustCompile(`\S*\s?보(이는데|여도|이지만|였는데|였지만|이긴\s?하는데|이긴\s?해도)(요)?(\s|$)`)
	lookBefore43Re = regexp.MustCompile(`(겉보기엔|겉보기에는|보기엔|보기에는|겉으로는)\s(\S+\s){0,2}?\S+(한데|인데|는데|지만|해도)(\s|$)`)
	lookButEn43Re  = regexp.MustCompile(`\b(looks|seems|looked|seemed)\s+(\w+\s+){0,2}?\w+,?\s+but\s`)
	lookOnly43Re   = regexp.MustCompile(`\S+\s?보이는\s?(거예요|거에요|거죠|거지|것뿐|것일\s?뿐|거라)`)
	lookEmpty43Re  = regexp.MustCompile(`비어\s?보|빈\s?\S*\s?(같아|처럼)|\b(looks|seems|looked|seemed) empty\b`)
	foundIn43Re    = regexp.MustCompile(`(조금|좀|약간|남아|남았|들어\s?있|찰랑|출렁)\S*\s?(있|남|거려)|\b(a bit|some|a little|a few|a drop|a splash)\b`)
	askEnd43Re     = regexp.MustCompile(`(까요|나요|돼요|되나요|될까요|되죠)$`)

	// a habit against this time
	habit43Re       = regexp.MustCompile(`(^|\s)(평소엔|평소에는|평소에|보통은|보통|늘|항상|원래|원래는|매번|맨날)\s(\S+\s){0,5}?\S+(는데|지만|는데요)\s`)
	notThisTime43Re = regexp.MustCompile(`(안|못)\s?(떼|뗐|뺐|빼|씻|헹|했|벗)|그냥\s(뒀|둬|놔|놨|놓|가져|왔)|깜빡|잊어`)
	habitEn43Re     = regexp.MustCompile(`\b(?:usually|normally|always)\s([^,.]+),?\s(?:but\s)?(?:not this (?:time|one)|this (?:one|time),? i didn'?t|i didn'?t this time)`)
)
