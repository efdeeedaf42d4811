package catalog

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Session 44: tag readings found by the twenty-first round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 21
// (session 44)"), each a class, read last, after session 43's (depth43).

// depth44 applies the session-44 classes to the tags read before it:
//
//   - names and compounds holding a tag's word (라벨지, 라벨기, 라벨
//     프린터, "wet wipes"): the name is no label on the item and no wet;
//     a tag that rests on the name alone is dropped (names44);
//   - a state carried to another part by 마찬가지, 똑같아요, "so is",
//     "the same", "isn't" (라벨 뗐고 뚜껑도 마찬가지, "label's off and so
//     is the cap", "label's off but the cap isn't"): after a removal the
//     part carried is off too, or set against it is on; after a state of
//     soil, a wash or a wet (통 안쪽이 기름투성이고 뚜껑도 마찬가지예요,
//     "the tub is clean and so is the lid") the cap is a place of that
//     state, no cap on (carried44);
//   - percentages and gauge readings of what is left (잔량 20%, 10%쯤
//     남은, "about 20% left", "is at maybe 10%", "90% full") hold
//     contents in a container; a percentage of a fabric, a discount, an
//     alcohol, a humidity or a charge holds none (pctLeft44);
//   - the speaker's own state and figurative uses: a wet said of the
//     speaker (제가 비를 맞았는데 상자는 …, 비 맞은 건 저였고) and a
//     break or a leftover of a plan, a mood, a record or time (약속이
//     깨져서, 멘탈이 깨졌어요, 시간이 남아서, "my heart broke", "broke
//     my record") say nothing of the item (speaker44, figurative44Re);
//   - effort in vain and effort that worked (아무리 문질러도, 몇 번을
//     헹궈도, -어 봐도, "no matter how"): a smell that would not wash
//     out is no soil; a food's colour that will not come out (카레 물이
//     안 빠져요) is soil and no wet; water used to loosen a label that
//     then came off is no wet; a part that would not come off and was
//     then taken off (안 열리던 뚜껑을 … 빼냈어요) is off; a slosh denied
//     is no contents, one still heard ("it still sloshes") is; a part
//     pulled at in vain with pieces left (아무리 빼도 몇 개 남아요) is on
//     (effort44);
//   - forms and checklists (라벨: 있음, 세척 여부: X, 파손: 없음, 캡
//     분리: 안 함, [뚜껑] 부착, "wet: no", "rinsed: no"): each field is
//     read with its value — a field of a state set by yes and cleared by
//     no, a field of a step set while the step is not done (forms44);
//   - purposes and preventions (라벨 잘 떨어지게 물에 불려 놨어요, 뚜껑
//     빼려고 … 돌렸더니 빠졌어요, 닫아 두려다가 그냥 빼서, "so it
//     wouldn't get wet, but it did anyway"): a removal only aimed at with
//     its means under way leaves the part on, one that worked takes it
//     off, a plan dropped for another step is read from that step, and a
//     state aimed against that came anyway holds (purpose44); a part
//     named by what it was on and then taken off (스티커 붙은 거 떼서
//     버렸어요) is off.
func (c *Catalog) depth44(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}

	if (ed.has("label_attached") || ed.has("wet")) && containsAny43(lower, "라벨", "wet wipe", "wetwipe") {
		c.names44(ed, lower)
	}
	if containsAny43(lower, "마찬가지", "똑같", "도 그래", "도 그렇", "so is", "so was", "the same", "isn't", "is not") {
		c.carried44(ed, lower)
	}
	if containerMiddle(middle) && !ed.has("contents_left") && containsAny43(lower, "%", "프로", "퍼센트") && pctLeft44(lower) {
		ed.add("contents_left")
	}
	if (ed.has("broken") || ed.has("contents_left")) && containsAny43(lower, "깨", "찢어", "남", "broke") {
		for _, tag := range []string{"broken", "contents_left"} {
			if ed.has(tag) && c.lostWithout(lower, middle, tag, figurative44Re, figurativeEn44Re) {
				ed.drop(tag)
			}
		}
	}
	if ed.has("wet") && containsAny43(lower, "제가", "저는", "저도", "내가", "저였", "저예", "저에요", "나였") {
		c.speaker44(ed, lower)
	}
	if containsAny43(lower, "냄새", "물", "던 ", "소리", "아무리", "구멍", "slosh", "soaked it") {
		c.effort44(ed, lower)
	}
	if containsAny43(lower, ":", "[", "여부") {
		c.forms44(ed, lower)
	}
	if containsAny43(lower, "려고", "게 ", "도록", "려다", "wouldn", "붙은 거") {
		c.purpose44(ed, lower)
	}
	return ed.tags, ed.cleared
}

// names44 drops a label or a wet that rests on a name alone: label
// paper, a label maker or printer, wet wipes.
func (c *Catalog) names44(ed *tagEdit, lower string) {
	for _, tag := range []string{"label_attached", "wet"} {
		if !ed.has(tag) || (tag == "label_attached" && strings.Contains(lower, "붙")) {
			continue
		}
		if c.lostWithout(lower, ed.middle, tag, nameStem44Re) {
			ed.drop(tag)
		}
	}
}

// carried44 reads a state carried to another part: the part carried
// after a removal (뚜껑도 마찬가지, "and so is the cap") is off, set
// against a removal ("but the cap isn't") it is on; a cap carried after a
// state of soil, a wash or a wet is a place of that state.
func (c *Catalog) carried44(ed *tagEdit, lower string) {
	if m := carriedAgainstEn44Re.FindStringSubmatch(lower); m != nil {
		if tag := partTag44(m[1]); tag != "" {
			ed.add(tag)
		}
		return
	}
	if m := carriedEn44Re.FindStringSubmatchIndex(lower); m != nil {
		part := ""
		if m[2] >= 0 {
			part = lower[m[2]:m[3]]
		} else if m[4] >= 0 {
			part = lower[m[4]:m[5]]
		}
		before := lower[:m[0]]
		tag := partTag44(part)
		switch {
		case removedEn44Re.MatchString(before) && !negatedEnBefore(lower, m[0], 6):
			if tag != "" && ed.has(tag) {
				ed.drop(tag)
			}
		case tag == "cap_attached" && ed.has(tag) && !onEn44Re.MatchString(before):
			if c.lostWithout(lower, ed.middle, tag, carriedEn44Re) {
				ed.drop(tag)
			}
		}
		return
	}
	m := carried44Re.FindStringSubmatchIndex(lower)
	if m == nil {
		return
	}
	before := lower[clauseStartBefore(lower, m[0]):m[0]]
	tag := partTag44(lower[m[2]:m[3]])
	if ed.has(tag) && affirmed(before, removedKo44Re) {
		// the part carried after a removal done: 스티커 떼어 냈고 뚜껑도 마찬가지예요
		ed.drop(tag)
		return
	}
	if !ed.has("cap_attached") || tag != "cap_attached" {
		return
	}
	if step := stepTagOf(before); step == "label_attached" || step == "cap_attached" || step == "mixed_material" || capKept44Re.MatchString(before) {
		return
	}
	// the cap named as a place of the state said before it
	if c.lostWithout(lower, ed.middle, "cap_attached", carried44Re) {
		ed.drop("cap_attached")
	}
}

// partTag44 returns the tag of a part's noun: a cap or a lid, a label or
// a sticker.
func partTag44(part string) string {
	switch part {
	case "뚜껑", "캡", "마개", "cap", "lid", "cork":
		return "cap_attached"
	case "라벨", "스티커", "label", "sticker":
		return "label_attached"
	}
	return ""
}

// pctLeft44 reports whether a percentage of what is left in the item is
// said with a number above zero (잔량 20%, 10%쯤 남은, "about 20% left",
// "is at maybe 10%"), not of a fabric, a discount, an alcohol or a
// charge.
func pctLeft44(lower string) bool {
	for _, re := range []*regexp.Regexp{pctLeft44Re, pctLeftEn44Re} {
		for _, m := range re.FindAllStringSubmatchIndex(lower, -1) {
			num := ""
			for k := 2; k+1 < len(m); k += 2 {
				if m[k] >= 0 {
					num = lower[m[k]:m[k+1]]
				}
			}
			if n, err := strconv.Atoi(num); err != nil || n == 0 || n > 100 {
				continue
			}
			if pctOther44Re.MatchString(lower[max(0, m[0]-12):m[0]]) || pctOtherAfter44Re.MatchString(lower[m[1]:]) {
				continue
			}
			if !undeniedAfter(lower, m[1]) {
				continue
			}
			return true
		}
	}
	return false
}

// speaker44 drops a wet said of the speaker: the clause whose subject is
// 제가, 저는 or 내가, or the one that names the speaker as what got wet
// (비 맞은 건 저였고), taken out and the rest read.
func (c *Catalog) speaker44(ed *tagEdit, lower string) {
	var plain string
	if m := speakerWas44Re.FindStringIndex(lower); m != nil {
		plain = lower[:clauseBreakBefore43(lower, m[0])] + " " + lower[m[1]:]
	} else if m := speaker44Re.FindStringIndex(lower); m != nil {
		end := len(lower)
		for i := m[1]; i < len(lower); {
			j := strings.IndexByte(lower[i:], ' ')
			if j < 0 {
				break
			}
			if w := lower[i : i+j]; clauseEnd42Re.MatchString(w) || strings.HasSuffix(w, "서") {
				end = i + j
				break
			}
			i += j + 1
		}
		plain = lower[:m[0]] + " " + lower[end:]
	} else {
		return
	}
	plain = strings.Join(strings.Fields(plain), " ")
	if plain == "" || plain == strings.Join(strings.Fields(lower), " ") {
		return
	}
	if again, _ := c.TagsFor(plain, ed.middle); !slices.Contains(again, "wet") {
		ed.drop("wet")
	}
}

// effort44 reads effort in vain and effort that worked.
func (c *Catalog) effort44(ed *tagEdit, lower string) {
	has, drop, add := ed.has, ed.drop, ed.add
	// a smell that would not wash out: 몇 번을 헹궈도 냄새가 안 빠지는데
	if has("contaminated") && strings.Contains(lower, "냄새") && c.lostWithout(lower, ed.middle, "contaminated", smellStays44Re) {
		drop("contaminated")
	}
	// a food's colour that will not come out: 카레 물이 안 빠져요
	if strings.Contains(lower, "물") && colourStays44Re.MatchString(lower) {
		add("contaminated")
		if has("wet") && c.lostWithout(lower, ed.middle, "wet", colourStays44Re) {
			drop("wet")
		}
	}
	// water used to loosen a label that then came off, a stain soaked at
	if has("wet") && (soakMeans44Re.MatchString(lower) || soakMeansEn44Re.MatchString(lower)) &&
		c.lostWithout(lower, ed.middle, "wet", soakMeans44Re, soakMeansEn44Re) {
		drop("wet")
	}
	// a part that would not come off, taken off after: 안 열리던 뚜껑을 … 빼냈어요
	if strings.Contains(lower, "던 ") {
		if m := stuckThenOff44Re.FindStringSubmatch(lower); m != nil {
			if tag := partTag44(m[1]); tag != "" && has(tag) {
				drop(tag)
			}
		}
	}
	// a slosh denied or still heard
	if has("contents_left") && strings.Contains(lower, "소리") && c.lostWithout(lower, ed.middle, "contents_left", sloshDenied44Re) {
		drop("contents_left")
	}
	if !has("contents_left") && containerMiddle(ed.middle) && matchUndeniedEn41(sloshStillEn44Re, lower) {
		add("contents_left")
	}
	// a hole that keeps coming back: 아무리 꿰매도 구멍이 또 나요
	if !has("broken") && strings.Contains(lower, "구멍") && holeAgain44Re.MatchString(lower) {
		add("broken")
	}
	// a part pulled at in vain with pieces left: 아무리 빼도 몇 개 남아요
	if !strings.Contains(lower, "아무리") {
		return
	}
	if m := pulledInVain44Re.FindStringIndex(lower); m != nil {
		if tag := stepTagOf(lower[:m[1]]); tag != "" && tag != "contaminated" && tag != "wet" {
			add(tag)
			if has("contents_left") && c.lostWithout(lower, ed.middle, "contents_left", piecesLeft44Re) {
				drop("contents_left")
			}
		}
	}
}

// forms44 reads a form or a checklist: each field with its value.
func (c *Catalog) forms44(ed *tagEdit, lower string) {
	// a field in brackets ([라벨] 부착), and a field of 여부 whose colon
	// the respelling took away (세척 여부: X → 세척 여부 없음)
	text := formBracket44Re.ReplaceAllString(lower, " $1: ")
	text = formWhether44Re.ReplaceAllString(text, "$1 여부: ")
	colons := formColon44Re.FindAllStringIndex(text, -1)
	if colons == nil {
		return
	}
	type field struct {
		start, colon int
		f            formField44
	}
	var fields []field
	for _, col := range colons {
		// the longest run of words before the colon that names a field
		words := strings.Fields(text[:col[0]])
		for k := min(3, len(words)); k >= 1; k-- {
			name := strings.Join(words[len(words)-k:], " ")
			if f, ok := formField44Of(name); ok {
				fields = append(fields, field{start: strings.LastIndex(text[:col[0]], words[len(words)-k]), colon: col[1], f: f})
				break
			}
		}
	}
	for i, fd := range fields {
		end := len(text)
		if i+1 < len(fields) {
			end = fields[i+1].start
		}
		value := strings.Trim(strings.TrimSpace(text[fd.colon:end]), "/,|·")
		value = strings.TrimSpace(value)
		if value == "" {
			continue
		}
		yes, no := formYes44Re.MatchString(value), formNo44Re.MatchString(value)
		if fd.f.step {
			// a step's field: done clears the tag, not done sets it
			switch {
			case no:
				ed.add(fd.f.tag)
			case yes:
				ed.drop(fd.f.tag)
			}
			continue
		}
		switch {
		case no || formRemoved44Re.MatchString(value):
			if ed.has(fd.f.tag) {
				ed.drop(fd.f.tag)
			}
		case yes || formAttached44Re.MatchString(value):
			ed.add(fd.f.tag)
		case fd.f.tag == "contents_left":
			// contents said by an amount: 내용물: 반 정도, 잔여물: 주스 조금
			if formAmount44Re.MatchString(value) && !emptiedRe.MatchString(value) {
				ed.add(fd.f.tag)
			}
		case fd.f.tag != "cap_attached" && fd.f.tag != "label_attached":
			// a state said by what it is: 파손: 이 빠짐, "damage: chipped rim"
			ed.add(fd.f.tag)
		}
	}
}

// formField44 is a field of a form: the tag it speaks of, and whether it
// names a step (세척, 캡 분리, "rinsed": done clears the tag) or a state
// (오염, 젖음, 라벨: yes sets it).
type formField44 struct {
	tag  string
	step bool
}

// formField44Of returns the field a name of a form's field speaks of.
func formField44Of(name string) (formField44, bool) {
	name = strings.TrimSuffix(strings.TrimSuffix(name, " 여부"), "여부")
	switch name {
	case "내용물", "잔여물", "잔량", "contents":
		return formField44{"contents_left", false}, true
	case "내용물 비움", "비움", "empty", "emptied":
		return formField44{"contents_left", true}, true
	case "라벨", "스티커", "라벨 부착", "label", "labels", "sticker":
		return formField44{"label_attached", false}, true
	case "라벨 제거", "라벨 뗌", "스티커 제거", "label removed":
		return formField44{"label_attached", true}, true
	case "오염", "이물질", "이물", "기름기", "dirty", "soiled":
		return formField44{"contaminated", false}, true
	case "세척", "헹굼", "세정", "rinsed", "washed", "rinse", "clean":
		return formField44{"contaminated", true}, true
	case "뚜껑", "캡", "마개", "cap", "lid":
		return formField44{"cap_attached", false}, true
	case "캡 분리", "뚜껑 분리", "cap removed", "lid removed":
		return formField44{"cap_attached", true}, true
	case "다른 재질", "이물 재질", "혼합 재질", "other material":
		return formField44{"mixed_material", false}, true
	case "파손", "깨짐", "damage", "damaged", "broken":
		return formField44{"broken", false}, true
	case "젖음", "물기", "습기", "wet", "damp":
		return formField44{"wet", false}, true
	}
	return formField44{}, false
}

// purpose44 reads purposes and preventions.
func (c *Catalog) purpose44(ed *tagEdit, lower string) {
	if m := aimedRemoval44Re.FindStringSubmatchIndex(lower); m != nil {
		part := ""
		for k := 2; k+1 < len(m); k += 2 {
			if m[k] >= 0 {
				part = lower[m[k]:m[k+1]]
				break
			}
		}
		tag := partTag44(part)
		if part == "테이프" {
			tag = "mixed_material"
		}
		rest := lower[m[1]:]
		switch {
		case tag == "" || planThen44Re.MatchString(rest):
			// a plan set against its outcome (떼려고 했는데 반만 뗐어요)
			// is round 6's
		case affirmed(rest, removalWorked44Re) && !strings.Contains(rest, "?") && !partOnly44Re.MatchString(rest):
			if ed.has(tag) {
				ed.drop(tag)
			}
		case meansUnderWay44Re.MatchString(rest) && !strings.Contains(rest, "?") && !stepVerbRe.MatchString(rest) && !doneAfter43Re.MatchString(rest):
			ed.add(tag)
		}
	}
	// a plan dropped for another step: 닫아 두려다가 그냥 빼서
	if planDropped44Re.MatchString(lower) {
		for _, tag := range []string{"cap_attached", "label_attached"} {
			if ed.has(tag) && c.lostWithout(lower, ed.middle, tag, planDropped44Re) {
				ed.drop(tag)
			}
		}
	}
	// a state aimed against that came anyway
	if m := cameAnywayEn44Re.FindStringSubmatch(lower); m != nil {
		if tag := stateOfVerb43(m[1]); tag != "" {
			ed.add(tag)
		}
	}
	// a part named by what it was on, then taken off: 스티커 붙은 거 떼서
	if ed.has("label_attached") && namedThenOff44Re.MatchString(lower) {
		ed.drop("label_attached")
	}
}

var (
	// names and compounds holding a tag's word
	nameStem44Re = regexp.MustCompile(`라벨\s?(?:지|기|프린터|용지|테이프)|\bwet\s?wipes?\b`)

	// a state carried to another part
	carried44Re          = regexp.MustCompile(`(뚜껑|캡|마개|라벨|스티커)(?:도|까지)\s(?:마찬가지|똑같|그래요|그렇)\S*`)
	removedKo44Re        = regexp.MustCompile(`(뗐|뺐|떼어\s?냈|떼냈|빼냈|제거했|분리했|벗겼)\S*\s?$`)
	capKept44Re          = regexp.MustCompile(`그대로|닫혀|잠겨|붙어|안\s?(뗐|뺐|떼|빼)|못\s?(뗐|뺐)`)
	carriedEn44Re        = regexp.MustCompile(`\b(?:and|,)\s(?:so (?:is|was) the (cap|lid|label|sticker)|the (cap|lid|label|sticker)(?:'s| is| was) the same)\b`)
	carriedAgainstEn44Re = regexp.MustCompile(`\b(?:off|removed|peeled)\b[^.]*?\bbut the (cap|lid|label|sticker)(?:'s| is)?\s?(?:isn'?t|is not|hasn'?t been|wasn'?t|not)\b`)
	removedEn44Re        = regexp.MustCompile(`\b(off|removed|peeled( off)?|taken off)\s*$`)
	onEn44Re             = regexp.MustCompile(`\b(on|stuck|attached|screwed)\s*$`)

	// percentages of what is left
	pctLeft44Re       = regexp.MustCompile(`(?:잔량|남은\s?양)(?:은|는|이|이요)?\s?(?:한|약|대략|한\s약)?\s?(\d{1,3})\s?(?:%|프로|퍼센트)|(\d{1,3})\s?(?:%|프로|퍼센트)(?:쯤|정도|가량|남짓)?\s(?:정도\s|쯤\s)?(?:남|차\s?있|들어\s?있)`)
	pctLeftEn44Re     = regexp.MustCompile(`\b(\d{1,3})% (?:left|full|remaining|still in)\b|\b(?:is|it's|at) (?:at )?(?:maybe |about |around |roughly )?(\d{1,3})%(?:\s|$|,|\.)`)
	pctOther44Re      = regexp.MustCompile(`(도수|할인|세일|습도|당도|면|폴리|재생|배터리|충전|abv|cotton|off)\s?$`)
	pctOtherAfter44Re = regexp.MustCompile(`^\s?(할인|세일|abv|alcohol|off|cotton|charge|battery|충전|배터리)`)

	// the speaker's own state and figurative uses
	figurative44Re   = regexp.MustCompile(`(?:멘탈|약속|결심|기록|마음|분위기|꿈|계획|평화|정적|침묵|환상|관계)(?:이|가|은|는|도)?\s?(?:\S+\s)?(?:깨졌|깨져|깨질|깨지|깨진|찢어)\S*|(?:시간|돈|여유|아쉬움|미련|추억|후회|잔고|용돈|자리|공간)(?:이|가|은|는|도)?\s(?:좀\s|조금\s|많이\s|꽤\s)?남\S*`)
	figurativeEn44Re = regexp.MustCompile(`\b(?:my|her|his|our) heart broke\b|\bbroke (?:my|the|a|her|his|our) (?:record|promise|heart|silence|diet|news|ice|bank)\b`)
	speaker44Re      = regexp.MustCompile(`(?:^|\s)(?:제가|저는|저도|내가|나는)\s`)
	speakerWas44Re   = regexp.MustCompile(`\S*\s?(?:건|것은|게)\s(?:저|나|제|저희)(?:였|예|이었|에)\S*`)

	// effort in vain and effort that worked
	smellStays44Re   = regexp.MustCompile(`(?:(?:아무리|몇\s?번을?)\s)?(?:\S+\s)?\S+도\s냄새(?:가|는)?\s(?:잘\s)?안\s?빠\S*`)
	colourStays44Re  = regexp.MustCompile(`(?:카레|김치|커피|와인|토마토|양념|고춧가루|짜장|떡볶이|케첩)\s?물(?:이|은|도)?\s(?:\S+\s){0,3}?(?:안\s?빠|들었|들어\s?있|배었|배어\s?있)\S*`)
	soakMeans44Re    = regexp.MustCompile(`물에\s(?:불리|불려|담가|담갔|담그)\S*(?:\s\S+){0,2}?\s(?:싹\s|다\s|잘\s|쉽게\s)?(?:떨어졌|떨어지더|떼졌|벗겨졌|뗐|떼어졌)\S*`)
	soakMeansEn44Re  = regexp.MustCompile(`\bsoaked it (?:\w+ ){0,2}(?:times|twice|overnight)\b`)
	stuckThenOff44Re = regexp.MustCompile(`안\s?(?:열리|빠지|떨어지|떼지)던\s(뚜껑|캡|마개|라벨|스티커)\S*\s(?:\S+\s){0,4}?\S*(?:빼냈|뺐|뗐|떼어\s?냈|떼냈|열었|벗겼|따냈)`)
	sloshDenied44Re  = regexp.MustCompile(`(?:찰랑|출렁|찰박)\S*\s?소리(?:가|는|도)?\s(?:하나도\s|전혀\s)?안\s?나\S*`)
	sloshStillEn44Re = regexp.MustCompile(`\bstill slosh(?:es|ing)?\b`)
	pulledInVain44Re = regexp.MustCompile(`아무리\s(?:\S+\s){0,1}?(?:빼|떼|뜯어|뽑아)도\s(?:\S+\s){0,2}?(?:남아|남았|그대로|안\s?(?:빠|떨어))`)
	piecesLeft44Re   = regexp.MustCompile(`(?:몇\s?개|한두\s?개|조금)?\s?남아\S*`)
	holeAgain44Re    = regexp.MustCompile(`구멍이\s(?:또|자꾸|계속)\s(?:나요|나|나네요|생겨요|생기)`)

	// forms and checklists
	formBracket44Re  = regexp.MustCompile(`\[([^\]]{1,12})\]`)
	formColon44Re    = regexp.MustCompile(`\s?:`)
	formWhether44Re  = regexp.MustCompile(`(\S)\s?여부(?:\s?:)?\s`)
	formYes44Re      = regexp.MustCompile(`^(있음|있어요|있습니다|o|ㅇ|예|네|yes|y|有|완료|함|했음|됨|ok|✓|✔)(\s|$|\()|^\S+\s?완료`)
	formNo44Re       = regexp.MustCompile(`^(없음|없어요|없습니다|x|ㄴ|아니요|아니오|아님|no|n|none|無|무|미완료|안\s?함|안\s?했음|못\s?함|해당\s?없음|필요|미제거|미분리)(\s|$|\()`)
	formRemoved44Re  = regexp.MustCompile(`^(제거|분리|뗌|뺌|removed|off)`)
	formAmount44Re   = regexp.MustCompile(`반|조금|좀|약간|정도|쯤|%|남|\b(some|half|bit|little|few)\b`)
	formAttached44Re = regexp.MustCompile(`^(부착|그대로|붙어\s?있음|on|attached)(\s|$)`)

	// purposes and preventions
	aimedRemoval44Re  = regexp.MustCompile(`(?:(라벨|스티커|뚜껑|캡|마개|테이프)\S*\s(?:잘\s|쉽게\s)?(?:떨어지|떼지|빠지|벗겨지)(?:게|도록)|(라벨|스티커|뚜껑|캡|마개|테이프)\S*\s(?:\S+\s)?(?:떼|빼|벗기|뜯)려고)\s`)
	removalWorked44Re = regexp.MustCompile(`(?:^|\s)(?:바로\s|싹\s|쉽게\s|잘\s)?(?:빠졌|떨어졌|뗐|뺐|벗겨졌|떼졌|빠지더|떨어지더|떼어\s?냈|빼냈)\S*`)
	meansUnderWay44Re = regexp.MustCompile(`[아어]?\s?(?:놨어요|뒀어요|두었어요|놓았어요|놨음|둠)$|중이에요|중입니다|찾는\s중|가지러|가지고\s올게요`)
	planDropped44Re   = regexp.MustCompile(`(?:\S+[아어]\s)?\S+려다가?\s(?:그냥)(?:\s|$)`)
	planThen44Re      = regexp.MustCompile(`^(했는데|했지만|했다가|했으나|했던|하다가|한\s)`)
	partOnly44Re      = regexp.MustCompile(`반만|일부만|조금만|절반만|덜\s`)
	cameAnywayEn44Re  = regexp.MustCompile(`\bso (?:that )?it wouldn'?t (?:get )?(\w+)\b[^.]*?\bbut it did\b`)
	namedThenOff44Re  = regexp.MustCompile(`(?:라벨|스티커|가격표)\s?(?:붙은|붙어\s?있던|붙어\s?있는)\s(?:거|것|건|걸)\s(?:다\s)?(?:떼서|뗐|떼고|떼어|떼었)`)
)
