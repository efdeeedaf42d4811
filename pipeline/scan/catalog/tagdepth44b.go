package catalog

import (
	"regexp"
	"slices"
	"strings"
)

// Session 44, second round: tag readings found by the twenty-second
// round of the condition-phrasing audit (testdata/conditions_audit.tsv,
// "# round 22 (session 44)"), each a class, read after depth44.

// depth44b applies the classes of round 22 to the tags read before it:
//
//   - only, said with 밖에 and a denial (한 모금밖에 안 마셨어요, 조금밖에
//     안 남았는데, 라벨밖에 못 뗐어요, 물로밖에 안 헹궜지만): a use said
//     only a little leaves contents, a leftover of something other than a
//     mark is contents, a part said the only one taken off is off, a
//     region said the only one wet is wet, and a wash said only with
//     water or once is a wash done, read on from what follows (only44b);
//   - a state come back after its undoing (다시, 또, 도로, "again",
//     "back on", "refilled"): a label or a cap put back is on unless taken
//     off again after, a container filled again holds contents unless
//     emptied after, a part glued back that came off again is broken, and
//     a wet, a soil or a break said after 다시 or 또 holds (again44b);
//   - a state found by weight, touch or light (들어 보니 묵직해요, 무게가
//     처음이랑 별 차이 없어요, "it still feels heavy", 기울이니까 뭐가
//     흘러나와요, 불빛에 비춰 보니 실금이 보여요, 만지면 물이 묻어나요,
//     "my fingers come away sticky"): weight and what pours out hold
//     contents, a crack seen holds a break, water coming off on the hand
//     or pressed out holds wet (no soil, no contents) and its denial none
//     (senses44b);
//   - notes to the collector (젖어 있으니 … 두지 마세요, 라벨 떼 주시면
//     감사하겠습니다, "heads up, there's still …", "you asked me to peel
//     the labels, all done"): the request or the warning is taken out and
//     the state said with it read (notes44b);
//   - approximations (-ㄴ 셈이에요, 나 다름없어요, "basically",
//     "practically"): the state approximated holds as said; a label's
//     half said still on with 반이나 is no contents (approx44b);
//   - states under way (라벨이 떨어지고 있어요, 벗겨지기 시작했어요,
//     마르고 있어요, 말라 가는 중, 금이 점점 번지고 있어요, 마시고 있는
//     중, "the label is starting to peel"): a part coming off is still
//     on, a drying under way still wet, a crack growing a break, a drink
//     being drunk contents; a state kept away before it came (스며들기
//     전에 치웠어요, 젖어 가길래 들여놨더니 괜찮아요, "before any mould
//     could start") holds none (underWay44b);
//   - rules and general facts (페트병은 라벨 떼야 한다는데, 뚜껑은 따로
//     버리는 거라는데, 종이는 젖으면 안 된다면서요, "they say to peel the
//     labels", "glass breaks easily"): the rule says nothing of the item;
//     what is said after it is read, the rule's step left undone (그냥
//     뒀어요, 안 떨어져요, "didn't get to it") holding its tag and done
//     ("so I did", 그렇게 했어요) none (rules44b).
func (c *Catalog) depth44b(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}

	if strings.Contains(lower, "밖에") {
		c.only44b(ed, lower)
	}
	if containsAny43(lower, "다시", "도로", "또 ", "again", "back on", "refill") {
		c.again44b(ed, lower)
	}
	if containsAny43(lower, "묵직", "무거", "무겁", "무게", "heavy", "흘러", "comes out", "보여", "묻어", "배어", "come away") {
		c.senses44b(ed, lower)
	}
	if containsAny43(lower, "주시", "주세요", "주실", "주면", "마세요", "heads up", "careful", "fyi", "asked me") {
		c.notes44b(ed, lower)
	}
	if containsAny43(lower, "셈", "basically", "practically", "반이나") {
		c.approx44b(ed, lower)
	}
	if containsAny43(lower, "고 있", "고있", "고는 있", "는 중", "기 시작", "가는 중", "전에", "가길래", "starting to", "pulled it", "before any") {
		c.underWay44b(ed, lower)
	}
	if containsAny43(lower, "는데", "던데", "대서", "래서", "길래", "해서", "잖아요", "배웠", "they say", "supposed", "should", "easily", "can't be") {
		c.rules44b(ed, lower)
	}
	return ed.tags, ed.cleared
}

// only44b reads only said with 밖에 and a denial.
func (c *Catalog) only44b(ed *tagEdit, lower string) {
	for _, m := range only44bRe.FindAllStringSubmatchIndex(lower, -1) {
		noun, verb := lower[m[2]:m[3]], lower[m[4]:m[5]]
		after := lower[m[1]:]
		switch {
		case strings.HasPrefix(verb, "헹") || strings.HasPrefix(verb, "씻") || strings.HasPrefix(verb, "닦"):
			// a wash said only with water or once is a wash done, read on
			// from what follows: 물로밖에 안 헹궜지만 기름기는 없어요
			switch {
			case affirmed(after, soilLeft44bRe):
				ed.add("contaminated")
				if ed.has("contents_left") && c.lostWithout(lower, ed.middle, "contents_left", soilLeft44bRe) {
					ed.drop("contents_left")
				}
			case cleanAfter44bRe.MatchString(after) && ed.has("contaminated"):
				ed.drop("contaminated")
			}
		case onlyUsed44bRe.MatchString(verb):
			// a use said only a little: 한 모금밖에 안 마셨어요
			if containerMiddle(ed.middle) && !onlyEmptied44bRe.MatchString(after) {
				ed.add("contents_left")
			}
		case strings.HasPrefix(verb, "남"):
			// a leftover of something other than a mark: 조금밖에 안 남았는데
			if containerMiddle(ed.middle) && !onlyMark44bRe.MatchString(noun) && !onlyEmptied44bRe.MatchString(after) {
				ed.add("contents_left")
			}
		case onlyRemoved44bRe.MatchString(verb):
			// a part said the only one taken off: 라벨밖에 못 뗐어요
			if tag := partTag44(strings.TrimSuffix(strings.TrimSuffix(noun, "을"), "를")); tag != "" && ed.has(tag) {
				ed.drop(tag)
			}
		case strings.HasPrefix(verb, "젖"):
			ed.add("wet")
		}
	}
}

// again44b reads a state come back after its undoing.
func (c *Catalog) again44b(ed *tagEdit, lower string) {
	// a container filled again: 비웠다가 다시 꿀을 채웠어요, "refilled it"
	if containerMiddle(ed.middle) {
		if m := refill44bRe.FindStringIndex(lower); m != nil && !onlyEmptied44bRe.MatchString(lower[m[1]:]) {
			ed.add("contents_left")
		} else if m := refillEn44bRe.FindStringIndex(lower); m != nil && !emptiedAgainEn44bRe.MatchString(lower[m[1]:]) {
			ed.add("contents_left")
		}
	}
	// a part put back: 아이가 다시 붙여 놨어요; taken off again after it
	if m := putBack44bRe.FindStringIndex(lower); m != nil {
		if tag := lastPart44b(lower[:m[1]]); tag != "" && !putBackNot44bRe.MatchString(lower[m[1]:]) &&
			!strings.Contains(lower[m[0]:m[1]], " 안 ") && !strings.Contains(lower[m[0]:m[1]], " 못 ") && undeniedAfter(lower, m[1]) {
			if rest := lower[m[1]:]; affirmed(rest, takenOff44bRe) && !otherPartBefore44b(rest, tag) {
				if ed.has(tag) {
					ed.drop(tag)
				}
			} else {
				ed.add(tag)
			}
		}
	} else if m := putBackEn44bRe.FindStringIndex(lower); m != nil && !negatedEnBefore(lower, m[0], 4) {
		if tag := lastPartEn44b(lower); tag != "" {
			if takenOffEn44bRe.MatchString(lower[m[1]:]) {
				if ed.has(tag) {
					ed.drop(tag)
				}
			} else {
				ed.add(tag)
			}
		}
	}
	// a part glued back that came off again: 붙였는데 손잡이가 다시 떨어졌어요
	if ed.c.TagApplies("broken", ed.middle) && brokeAgain44bRe.MatchString(lower) {
		ed.add("broken")
	}
	// a wet, a soil or a break said after 다시 or 또: the text from there
	// on read alone
	if m := againWord44bRe.FindStringIndex(lower); m != nil {
		tail := strings.TrimSpace(lower[m[0]:])
		if tail != strings.TrimSpace(lower) && !anotherAgain44bRe.MatchString(tail) {
			again, _ := c.TagsFor(tail, ed.middle)
			for _, tag := range []string{"wet", "contaminated", "broken"} {
				if slices.Contains(again, tag) {
					ed.add(tag)
				}
			}
		}
	}
}

// otherPartBefore44b reports whether the text before the first removal
// in rest names a part of a tag other than tag ("다시 닫아 놓고 갔어요,
// 라벨은 제가 뗐어요": the label is what was taken off, not the cap put
// back).
func otherPartBefore44b(rest, tag string) bool {
	m := takenOff44bRe.FindStringIndex(rest)
	if m == nil {
		return false
	}
	p := lastPart44b(rest[:m[0]])
	return p != "" && p != tag
}

// lastPart44b returns the tag of the part (a label or a cap) named last
// in a Korean text, "" for none.
func lastPart44b(text string) string {
	return partTag44(lastNamed44b(text, "라벨", "스티커", "뚜껑", "캡", "마개"))
}

// lastPartWord44b returns the word of the part (a label, a cap or a
// tape) named last in a Korean rule, "" for none.
func lastPartWord44b(text string) string {
	return lastNamed44b(text, "라벨", "스티커", "뚜껑", "캡", "마개", "테이프")
}

// lastPartEn44b is lastPart44b for an English text.
func lastPartEn44b(text string) string {
	return partTag44(lastNamed44b(text, "label", "sticker", "cap", "lid", "cork"))
}

// lastNamed44b returns the one of words whose last occurrence in text
// starts last (the earlier listed at a tie), "" when none occurs.
func lastNamed44b(text string, words ...string) string {
	k, last := -1, ""
	for _, w := range words {
		if i := strings.LastIndex(text, w); i > k {
			k, last = i, w
		}
	}
	return last
}

// senses44b reads a state found by weight, touch or light.
func (c *Catalog) senses44b(ed *tagEdit, lower string) {
	if containerMiddle(ed.middle) && !ed.has("contents_left") {
		if affirmed(lower, heavy44bRe) && heavyFound44bRe.MatchString(lower) && !heavyWet44bRe.MatchString(lower) ||
			matchUndeniedEn41(heavyEn44bRe, lower) || pourOut44bRe.MatchString(lower) ||
			matchUndeniedEn41(pourOutEn44bRe, lower) {
			ed.add("contents_left")
		}
	}
	if !ed.has("broken") && affirmed(lower, crackSeen44bRe) {
		ed.add("broken")
	}
	if m := waterOff44bRe.FindStringIndex(lower); m != nil {
		if undeniedAfter(lower, m[1]) && !strings.Contains(lower[m[0]:m[1]], "안 ") {
			ed.add("wet")
			for _, tag := range []string{"contaminated", "contents_left"} {
				if ed.has(tag) && c.lostWithout(lower, ed.middle, tag, waterOff44bRe) {
					ed.drop(tag)
				}
			}
		} else if ed.has("wet") && c.lostWithout(lower, ed.middle, "wet", waterOffDenied44bRe) {
			ed.drop("wet")
		}
	}
	if matchUndeniedEn41(stickyHands44bRe, lower) {
		ed.add("contaminated")
	}
}

// notes44b reads a note to the collector: the request or the warning is
// taken out and the state said with it read.
func (c *Catalog) notes44b(ed *tagEdit, lower string) {
	if m := askedDoneEn44bRe.FindStringSubmatch(lower); m != nil {
		if tag := stepTagOfEn(m[1]); tag != "" && ed.has(tag) {
			ed.drop(tag)
		}
		return
	}
	if !request44bRe.MatchString(lower) && !warnEn44bRe.MatchString(lower) {
		return
	}
	// the reason given with the request said as a plain statement:
	// 젖어 있으니 … 두지 마세요 → 젖어 있어요
	// the whole request clause goes, from the reason before it on
	// (마른 종이랑 같이 두지 마세요 is no state of the item)
	plain := lower
	if q := request44bRe.FindStringIndex(plain); q != nil {
		if r := reason44bRe.FindStringIndex(plain[:q[0]]); r != nil {
			plain = plain[:r[1]] + " " + plain[q[1]:]
		}
	}
	plain = request44bRe.ReplaceAllString(plain, " ")
	plain = warnEn44bRe.ReplaceAllString(plain, "")
	plain = reason44bRe.ReplaceAllString(plain, "${1}어요 ")
	if containerMiddle(ed.middle) && stillInsideEn44bRe.MatchString(plain) {
		ed.add("contents_left")
	}
	plain = strings.Join(strings.Fields(plain), " ")
	if plain == "" || plain == strings.Join(strings.Fields(lower), " ") {
		return
	}
	again, _ := c.TagsFor(plain, ed.middle)
	for _, tag := range again {
		ed.add(tag)
	}
}

// approx44b reads an approximation: the state approximated holds as
// said.
func (c *Catalog) approx44b(ed *tagEdit, lower string) {
	if ed.has("contents_left") && containsAny43(lower, "라벨", "스티커") && c.lostWithout(lower, ed.middle, "contents_left", halfOn44bRe) {
		ed.drop("contents_left")
	}
	if !strings.Contains(lower, "셈") && !containsAny43(lower, "basically", "practically") {
		return
	}
	if !containerMiddle(ed.middle) {
		return
	}
	if amountLeftEn44bRe.MatchString(lower) {
		ed.add("contents_left")
	}
	if approxLeft44bRe.MatchString(lower) {
		// the approximation said plainly: 남은 셈이에요 → 남았어요
		plain := approxLeft44bRe.ReplaceAllStringFunc(lower, func(m string) string {
			if strings.HasPrefix(m, "남은") {
				return "남았어요"
			}
			return "그대로예요"
		})
		again, _ := c.TagsFor(plain, ed.middle)
		ed.add("contents_left")
		if ed.has("contaminated") && !slices.Contains(again, "contaminated") {
			ed.drop("contaminated")
		}
	}
}

// underWay44b reads a state under way, and a state kept away before it
// came.
func (c *Catalog) underWay44b(ed *tagEdit, lower string) {
	if m := peeling44bRe.FindStringIndex(lower); m != nil && !peeledAll44bRe.MatchString(lower[m[1]:]) {
		ed.add("label_attached")
	} else if m := peelingEn44bRe.FindStringIndex(lower); m != nil && !pulledOffEn44bRe.MatchString(lower[m[1]:]) {
		ed.add("label_attached")
	}
	if ed.has("label_attached") && pulledOffEn44bRe.MatchString(lower) && containsAny43(lower, "label", "sticker") {
		if m := pulledOffEn44bRe.FindStringIndex(lower); !negatedEnBefore(lower, m[0], 4) {
			ed.drop("label_attached")
		}
	}
	if m := drying44bRe.FindStringIndex(lower); m != nil && !driedAfter44bRe.MatchString(lower[m[1]:]) {
		ed.add("wet")
	}
	if growing44bRe.MatchString(lower) {
		ed.add("broken")
	}
	if containerMiddle(ed.middle) && drinking44bRe.MatchString(lower) && !onlyEmptied44bRe.MatchString(lower) {
		ed.add("contents_left")
	}
	// a state kept away before it came: 스며들기 전에 치웠어요
	for _, tag := range []string{"wet", "contaminated", "broken"} {
		if ed.has(tag) && (keptBefore44bRe.MatchString(lower) || beforeEn44bRe.MatchString(lower) || stopped44bRe.MatchString(lower)) &&
			c.lostWithout(lower, ed.middle, tag, keptBefore44bRe, beforeEn44bRe, stopped44bRe) {
			ed.drop(tag)
		}
	}
}

// rules44b reads a rule or a general fact said before what is said of
// the item: the rule is taken out and the rest read, its step left
// undone holding its tag and done none.
func (c *Catalog) rules44b(ed *tagEdit, lower string) {
	var rule, rest, step string
	if m := rule44bRe.FindStringIndex(lower); m != nil && ruleWord44bRe.MatchString(lower[:m[1]]) {
		rule, rest = lower[:m[1]], strings.TrimSpace(lower[m[1]:])
		step = stepTagOf(rule)
	} else if m := ruleEn44bRe.FindStringSubmatchIndex(lower); m != nil {
		rule, rest = lower[m[2]:m[3]], strings.TrimSpace(lower[m[4]:m[5]])
		step = stepTagOfEn(rule)
		if step == "" && strings.Contains(rule, "label") && containsAny43(rule, "peel", "remove", "take") {
			step = "label_attached"
		}
	} else {
		return
	}
	if rest == "" || strings.Contains(rest, "?") || containsAny43(rule, "should've", "should have", "shoulda") {
		return
	}
	if step == "" && ruleNotDone44bRe.MatchString(rest) {
		// a rule of a part's disposal (뚜껑은 따로 버리는 거라는데 안
		// 열려서): the part stays on; a part this reader cannot name
		// (코팅된 표지는 떼라던데 못 떼고) is left to the readers before
		if step = lastPart44b(rule); step == "" {
			return
		}
	}
	// the rest read with the rule's part named when it names none:
	// 뚜껑 닫아서 내라길래 닫아 놨어요 → 뚜껑 닫아 놨어요
	if part := lastPartWord44b(rule); part != "" && lastPart44b(rest) == "" && lastPartEn44b(rest) == "" {
		rest = part + " " + rest
	}
	again, _ := c.TagsFor(rest, ed.middle)
	if step != "" && step != "mixed_material" && !tapeWord44bRe.MatchString(rest) {
		// "this one won't come off" names no part: the rule's part, no
		// other material
		again = slices.DeleteFunc(again, func(t string) bool { return t == "mixed_material" })
	}
	ed.readAs(again)
	switch {
	case ruleNotDone44bRe.MatchString(rest):
		if step != "" {
			ed.add(step)
		}
	case ruleDone44bRe.MatchString(rest):
		if step != "" && ed.has(step) {
			ed.drop(step)
		}
	case ruleAlsoEn44bRe.MatchString(rest):
		// "glass breaks easily, and this one did"
		if state := stateOfVerb43(ruleVerbEn44b(rule)); state != "" {
			ed.add(state)
		}
	}
}

// ruleVerbEn44b returns the state verb of an English rule ("breaks"),
// "" for none.
func ruleVerbEn44b(rule string) string {
	for _, w := range strings.Fields(rule) {
		if strings.HasPrefix(w, "break") {
			return "broke"
		}
		if stateOfVerb43(w) != "" {
			return w
		}
	}
	return ""
}

var (
	// only
	only44bRe        = regexp.MustCompile(`(\S*?)밖에\s?(?:안|못)\s?(\S+)`)
	onlyUsed44bRe    = regexp.MustCompile(`^(마셨|마시|먹었|먹어|썼|써|짰|짜|줄었|줄어)`)
	onlyEmptied44bRe = regexp.MustCompile(`털어|따라\s?(버렸|냈)|비웠|비우고|다\s?(마시|마셨|먹|짜|쓰|썼)|긁어\s?먹|헹궜|헹구고|씻었|씻고|씻어`)
	onlyMark44bRe    = regexp.MustCompile(`(자국|냄새|끈끈이|먼지|부스러기|고리|흔적|껍데기|병|통|캔|봉지|상자|박스|물기)$`)
	soilLeft44bRe    = regexp.MustCompile(`(기름|양념|소스|기름기|얼룩|자국|찌꺼기)\S*\s(?:\S+\s)?(남았|남아|있어|그대로|묻어)`)
	cleanAfter44bRe  = regexp.MustCompile(`깨끗|없어요|없고|없네|안\s?묻|말끔`)
	onlyRemoved44bRe = regexp.MustCompile(`^(뗐|뺐|떼어|빼|떼|벗겼)`)

	// again
	refill44bRe         = regexp.MustCompile(`(다시|도로|리필로?|새로)\s(?:\S+\s)?(채웠|채워|부었|부어|담았|담아)`)
	refillEn44bRe       = regexp.MustCompile(`\brefilled\b|\bfilled it (back )?up again\b`)
	emptiedAgainEn44bRe = regexp.MustCompile(`\bempt(ied|y)\b|\bpoured (it )?out\b|\bdrank\b`)
	putBack44bRe        = regexp.MustCompile(`(다시|도로)\s(?:\S+\s)?(붙여|붙였|끼워|끼웠|닫아|닫았|씌워|씌웠)`)
	putBackNot44bRe     = regexp.MustCompile(`^(야|도\s|\s?(주|줄|볼|보|둘|놓을|놔야|둬야))`)
	takenOff44bRe       = regexp.MustCompile(`뗐|뺐|빼서|떼서|떼어\s?냈|벗겼|제거했`)
	putBackEn44bRe      = regexp.MustCompile(`\b(stuck|put|pushed|popped|screwed|snapped)\s(it|them|the \w+)\sback on\b`)
	takenOffEn44bRe     = regexp.MustCompile(`\b(peeled|took|pulled|tore|ripped)\s(it|them|the \w+)?\s?off\b`)
	brokeAgain44bRe     = regexp.MustCompile(`(붙였|붙여\s?놨|고쳤|수리했|붙여\s?뒀)\S*\s(?:\S+\s){0,2}?(손잡이|다리|바퀴|조각|부품|날개|받침|귀퉁이)\S*\s(다시|또)\s(떨어졌|떨어져|빠졌|부러졌|깨졌|갈라졌)`)
	anotherAgain44bRe   = regexp.MustCompile(`^(또\s다른|다시\s말해)`)
	againWord44bRe      = regexp.MustCompile(`(^|\s)(또|다시)\s`)

	// senses
	heavy44bRe          = regexp.MustCompile(`묵직|무거워|무겁|무게가\s(?:\S+\s){0,5}?(별\s)?차이\s?(없|안)`)
	heavyFound44bRe     = regexp.MustCompile(`아직|여전히|들어\s?보니|들었더니|무게가`)
	heavyWet44bRe       = regexp.MustCompile(`물\s?(을\s)?먹|젖|축축`)
	heavyEn44bRe        = regexp.MustCompile(`\b(feels|is|still|pretty)\s(still\s|quite\s|really\s)?heavy\b`)
	pourOut44bRe        = regexp.MustCompile(`(뭐가|뭔가|액체가|음료가|내용물이)\s(?:\S+\s)?흘러\s?나`)
	pourOutEn44bRe      = regexp.MustCompile(`\b(liquid|something|juice|soda|drink|some)\s(still\s)?(comes|pours|drips|runs)\sout\b`)
	crackSeen44bRe      = regexp.MustCompile(`(^|\s)(실금|금|균열)(이|가)?\s(?:\S+\s){0,2}?보여`)
	waterOff44bRe       = regexp.MustCompile(`(?:^|\s)물(이|기가|기)?\s(?:하나\s)?(?:안\s)?(묻어\s?나|배어\s?나)`)
	waterOffDenied44bRe = regexp.MustCompile(`(?:^|\s)물(이|기가|기)?\s(?:하나\s)?안\s(묻어\s?나|배어\s?나)\S*`)
	stickyHands44bRe    = regexp.MustCompile(`\b(fingers|hands?)\s(come|came|comes)\saway\s(sticky|greasy|oily)\b`)

	// notes
	request44bRe       = regexp.MustCompile(`\S+\s(주시면|주면|주세요|주실\s?수|주시겠|주십시오)\S*(\s(있나요|있을까요|있어요)\??)?(\s감사\S*)?|\S+지\s(마세요|말아\s?주세요)\S*`)
	reason44bRe        = regexp.MustCompile(`(\S*[었았졌있렸웠뗐뺐])으니(까)?(\s|$)`)
	stillInsideEn44bRe = regexp.MustCompile(`\bthere is still (some |a little |a bit of )?\w+ (inside|in it|in there|left)\b`)
	warnEn44bRe        = regexp.MustCompile(`^(heads up|careful|fyi|note|warning|just so you know)[,:!]?\s`)
	askedDoneEn44bRe   = regexp.MustCompile(`\basked (?:me )?to ((?:peel|remove|take|rinse|wash)\b[^,.]*)[,.]?\s*(?:all done|done|and i did|did it)\b`)

	// approximations
	halfOn44bRe       = regexp.MustCompile(`(반|절반|일부)(이나|은|쯤)?\s(아직\s)?붙어`)
	approxLeft44bRe   = regexp.MustCompile(`(남은|그대로인)\s셈\S*`)
	amountLeftEn44bRe = regexp.MustCompile(`\b(half|a third|a quarter|most)\s(of\s)?(a|the)\s(jar|bottle|can|tub|carton|box|bag|pack)\s(left|still in)\b`)

	// under way
	peeling44bRe     = regexp.MustCompile(`(라벨|스티커)\S*\s(?:\S+\s)?(떨어지|벗겨지|떼어지|들뜨)(고\s?있|고는\s?있|기\s?시작|는\s?중)`)
	peeledAll44bRe   = regexp.MustCompile(`다\s?(떨어졌|벗겨졌|뗐|떼어)|결국\s(뗐|떼어)|싹\s뗐`)
	peelingEn44bRe   = regexp.MustCompile(`\b(label|sticker)('s|\sis)\s(starting|beginning)\sto\s(peel|come off|lift)\b`)
	pulledOffEn44bRe = regexp.MustCompile(`\b(pulled|peeled|took|tore|ripped)\s(it|them|the label|the sticker)\s(all\s|right\s|the rest of the way\s)?off\b`)
	drying44bRe      = regexp.MustCompile(`마르고\s?있|말라\s?가는\s?중|마르는\s?중|말라\s?가고\s?있`)
	driedAfter44bRe  = regexp.MustCompile(`다\s?말랐|마저\s?말려|바싹|보송`)
	growing44bRe     = regexp.MustCompile(`(금|실금|균열|구멍|틈)(이|가)?\s(점점\s|조금씩\s)?(번지|커지|길어지|넓어지|벌어지|깊어지)(고\s?있|기\s?시작|는\s?중)`)
	drinking44bRe    = regexp.MustCompile(`(마시|먹)(고\s?있(는|어|습)|는\s?중)|쓰고\s?있는데\s(?:\S+\s){0,2}?(용기|통|병)만`)
	keptBefore44bRe  = regexp.MustCompile(`(?:\S+\s)?\S+기\s?전에\s(?:\S+\s){0,2}?(치웠|들여놨|옮겼|닦았|덮었|씌웠)\S*`)
	beforeEn44bRe    = regexp.MustCompile(`\bbefore (any |the )?\w+ (could|would) (start|set in|get in|grow)\b`)
	stopped44bRe     = regexp.MustCompile(`(젖어|깨져|새)\s?가(길래|서|는데|니까)\s(?:\S+\s){0,3}?(들여놨|치웠|옮겼|닦았)\S*\s(?:\S+\s)?(괜찮|멀쩡)\S*`)

	// rules
	rule44bRe        = regexp.MustCompile(`\S*(다는데|라는데|다던데|라던데|대서|래서|다길래|라길래|라고\s?해서|다고\s?해서|잖아요|라고\s?배웠어요)(\s|$)`)
	ruleWord44bRe    = regexp.MustCompile(`야\s?(한|하|된|되)|라고|내라|버리라|(떼|빼|씻으|헹구|말리|비우|닫으|분리하|제거하)라|버리는\s?거|원래|보통|원칙|안\s?된|면\s?안|면\s?위험`)
	ruleEn44bRe      = regexp.MustCompile(`^(.*?\b(?:they say|supposed to|should be|should|can'?t be|breaks? easily)\b[^,]*?)(?:,\s*|\s(?:but|and)\s)(?:but\s|and\s|so\s)?(.*)$`)
	ruleNotDone44bRe = regexp.MustCompile(`그냥\s?(뒀|두|놔)|안\s?했|못\s?했|(안|못)\s?(뗐|뺐|헹궜|씻었|뜯었|비웠)|아직\s?못|안\s?떨어|안\s?열려|붙어\s?있|\bdidn'?t\b|\bhaven'?t\b|\bhave not\b|\bwon'?t come off\b|\bcouldn'?t\b`)
	ruleDone44bRe    = regexp.MustCompile(`그렇게\s?했|\bso i did\b|\bi did\b|(^|\s)(그래서\s|다\s|결국\s|이미\s)*(뗐|뺐|헹궜|씻었|비웠|떼어\s?냈|제거했|닦았)`)
	tapeWord44bRe    = regexp.MustCompile(`테이프|스프링|철심|스테이플|\btape\b|\bstaple|\bspring\b|\bfoil\b`)
	ruleAlsoEn44bRe  = regexp.MustCompile(`\b(this one|it)\s(did|does)\b`)
)
