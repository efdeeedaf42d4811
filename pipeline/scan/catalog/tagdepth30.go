package catalog

import "regexp"

// Session 30: tag readings found by the seventh round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 7
// (session 30)"), each a kind, read after kinds29.

// depth30 applies the session-30 kinds to the tags kinds29 read:
//
//   - damage or soil said of a thing inside the item or come with it,
//     the item said fine (상자는 깨끗해요 안에 담겨 있던 반찬통만 양념이
//     묻었어요), is the other thing's; a state asked back and answered
//     no (깨졌냐고요? 아뇨 멀쩡해요) does not hold; damage mended (다시
//     붙여서, 다시 끼웠어요, 고쳐서) with nothing broken said after is
//     gone; a step asked about and then said done (떼도 되나요? 벌써
//     뗐어요) is done;
//   - more damage words: a part bent or snapped (꺾였어요, 휘어
//     버렸어요, 끊겼어요, "bent", "buckled"), glass or a seam burst (터졌어요) on
//     streams where nothing bursts in use, a film torn (not a label
//     "ripped off" it), a part gone in a relative clause (경첩 부분이
//     나간 도시락통), a hole written without a space (통바닥에구멍났어요),
//     a crack in the item's own body said before it (본체에 실금이 가
//     있는 화병); a lid named only as the owner of a broken part (뚜껑
//     날개가 부러졌어요) is no cap said on;
//   - water left after a rinse (물방울이 남아 있어요, 물이 덜 빠졌어요)
//     and water standing in a saucer, a lamp or a sofa wet the item
//     (rinse water itself left in is read by kinds30); paper gone soft (바닥이 물러졌어요) is wet; none left (물기 하나도
//     안 남았어요) and water used for a wash (물에 담갔다가 씻었어요) wet
//     nothing;
//   - soil said by what it did (기름으로 투명해졌어요) and scales stuck
//     on soil the item; soil taken off in the active voice (기름때 다
//     뺐어요), a stain said gone (물든 건 다 빠졌어요) and a soiled part
//     taken out (기름 묻은 칸막이는 빼서 버렸어요) leave it clean; in
//     English "until the stain came out" and "cut away the greasy part"
//     leave it clean, tape "all over" is no soil, and sauce caked round a
//     rim or rice dried in the corners is a residue, soil and not
//     contents;
//   - a sprayer's head that will not come out is a cap on (a cap put
//     back with 도로 and a carton's cap are kinds30's); a fastener before the item (철심 박힌
//     달력) and not taken out after is another material; contents lying
//     on the bottom (바닥에 깔려 있는) or ice or a drink still in (얼음이
//     아직 있어요) are left; a sheet or pad laid on the bottom (키친타월이
//     바닥에 깔려 있어요) is put in, no contents.
func (c *Catalog) depth30(text, lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add

	// whose condition, and whether it holds
	others := ""
	if m := otherThingStateRe.FindStringSubmatch(text); m != nil && itemFineRe.MatchString(text) {
		if others = stateTag30(m[1]); others != "" {
			drop(others)
		}
	}
	if m := stateAskedNoRe.FindStringSubmatch(text); m != nil {
		if tag := stateTag30(m[1]); tag != "" {
			drop(tag)
		}
	}
	if has("broken") {
		if m := mendedRe.FindStringIndex(text); m != nil && !brokenAfterRe.MatchString(text[m[1]:]) {
			drop("broken")
		}
	}
	if m := askedThenDoneRe.FindStringIndex(text); m != nil {
		if tag := lastStepTagOf(text[:m[0]]); tag != "" {
			drop(tag)
		}
	}

	// damage
	if !has("broken") && others != "broken" && middle != "glass" && c.damageSaid30(text, lower, middle) {
		add("broken")
	}
	if has("cap_attached") && lidPartBrokenRe.MatchString(text) && !capStateRe.MatchString(text) {
		drop("cap_attached")
	}

	// water
	if !has("wet") && middle != "clothing" && affirmed(text, waterLeftRe) {
		// (on clothes 물이 안 빠져요 is a dye that will not run out)
		add("wet")
	}
	if (middle == "paper" || middle == "paper_pack") && !has("wet") && affirmed(text, softenedRe) {
		add("wet")
	}
	if !has("wet") && standsWater(middle) && affirmed(text, waterStandingRe) {
		add("wet")
	}
	if has("wet") && wetNoneLeftRe.MatchString(text) && !wetSaidRe.MatchString(text) {
		drop("wet")
	}
	if has("wet") {
		if m := washedInWaterRe.FindStringIndex(text); m != nil && !wetStillRe.MatchString(text[m[1]:]) {
			drop("wet")
		}
	}

	// soil
	if !has("contaminated") && (affirmed(text, soilDidRe) || affirmed(text, scalesOnRe)) {
		add("contaminated")
	}
	if has("contaminated") {
		if m := soilTakenOffRe.FindStringIndex(text); m != nil && !soilAfterRe.MatchString(text[m[1]:]) {
			drop("contaminated")
		}
		if stainGoneRe.MatchString(text) || soiledPartOutRe.MatchString(text) {
			drop("contaminated")
		}
		if untilCleanEnRe.MatchString(lower) || cutSoilAwayEnRe.MatchString(lower) ||
			(tapeAllOverEnRe.MatchString(lower) && !soilNounEnRe.MatchString(lower)) {
			drop("contaminated")
		}
	}
	if !has("contaminated") && residueRoundEnRe.MatchString(lower) && !has("contents_left") {
		add("contaminated")
	}
	if has("contents_left") && residueRoundEnRe.MatchString(lower) && !amountLeftEnRe.MatchString(lower) {
		drop("contents_left")
		add("contaminated")
	}

	// caps and contents
	if !has("cap_attached") && headKeptRe.MatchString(text) {
		add("cap_attached")
	}
	if !has("mixed_material") && middle == "paper" {
		if m := fastenedRelRe.FindStringIndex(text); m != nil && affirmed(text, fastenedRelRe) && !partRemovedRe.MatchString(text[m[1]:]) {
			add("mixed_material")
		}
	}
	if has("contents_left") && laidSheetRe.MatchString(text) && !contentsSaidRe.MatchString(text) {
		// a sheet or pad laid on the bottom is put in, not contents
		drop("contents_left")
	}
	if !has("contents_left") && containerMiddle(middle) && ((affirmed(text, lyingOnBottomRe) && !laidSheetRe.MatchString(text)) || affirmed(text, stillThereRe)) {
		add("contents_left")
	}
	if !has("contents_left") && middle == "styrofoam" && affirmed(text, stillThereRe) {
		add("contents_left")
	}
	return ed.tags, ed.cleared
}

// damageSaid30 reports whether the text says the item damaged in one of
// the forms the earlier word lists miss.
func (c *Catalog) damageSaid30(text, lower, middle string) bool {
	if designRe30.MatchString(text) {
		return false
	}
	switch middle {
	case "plastic", "e_waste", "bulky", "styrofoam", "nonflammable", "lamp":
		if affirmed(text, bentRe) || (bentEnRe.MatchString(lower) && !notBentEnRe.MatchString(lower)) {
			return true
		}
	}
	switch middle {
	case "nonflammable", "metal_can", "vinyl", "lamp":
		if affirmed(text, burstRe) && !burstOtherRe.MatchString(text) {
			return true
		}
	}
	if middle == "vinyl" && (affirmed(text, vinylTornRe) || (tornEn(lower) && !notTornEnRe.MatchString(lower))) {
		return true
	}
	return (affirmed(text, cutOffRe) && !cutOffNotDamageRe.MatchString(text)) || affirmed(text, partGoneRel30Re) ||
		(affirmed(text, holeGluedRe) && !designHoleRe.MatchString(text)) || affirmed(text, ownBodyCrackRe)
}

// tornEn reports whether an English text says a film torn, not a part
// torn off it or the bag torn open to use ("ripped the label off",
// "tore it open").
func tornEn(lower string) bool {
	for _, m := range vinylTornEnRe.FindAllStringSubmatch(lower, -1) {
		if m[2] == "" {
			return true
		}
	}
	return false
}

// standsWater reports whether water standing in an item of the middle
// wets it: a saucer, a lamp, a sofa. A device's tank holds water by use
// (a dehumidifier's bucket, a humidifier's tank: the policy gives
// e_waste no tag for it), and a container's water is its contents or
// rinse water, read elsewhere.
func standsWater(middle string) bool {
	switch middle {
	case "nonflammable", "lamp", "bulky":
		return true
	}
	return false
}

// stateTag30 is stateTagOf with a part gone (나갔) and a burst (터졌)
// read as damage.
func stateTag30(verb string) string {
	if verb == "나갔" || verb == "터졌" {
		return "broken"
	}
	return stateTagOf(verb)
}

var (
	// a state of a thing put inside the item or come with it: 안에 든
	// 유리병이 깨졌어요, 같이 온 아이스팩만 터졌어요
	otherThingStateRe = regexp.MustCompile(`(?:(?:안에|속에)\s(?:든|들어\s?있던|넣었던|넣어\s?둔|담겨\s?있던|담았던)|같이\s(?:온|넣은|들어\s?있던)|옆에\s(?:있던|둔))\s(?:\S+\s){0,2}?\S*(깨졌|깨져|나갔|부서졌|터졌|묻었|묻어|젖었|젖어)`)
	// the item said fine: 멀쩡하고, 안 깨졌고, 깨끗해요
	itemFineRe = regexp.MustCompile(`멀쩡|안\s?깨졌|괜찮|깨끗`)
	// a state asked back and answered no: 깨졌냐고요? 아뇨
	stateAskedNoRe = regexp.MustCompile(`(깨졌|부서졌|부러졌|금\s?갔|나갔|터졌|젖었|묻었|남았)(냐고요|냐구요|냐고|냐면)\??\s?(아뇨|아니요|아니|전혀)`)
	// damage mended: 다시 붙여서, 고쳐서, 수리했어요
	mendedRe = regexp.MustCompile(`다시\s?(\S+\s)?(끼웠|끼워\s?(놨|뒀)|달았|조였|붙였|붙여서|붙여\s?(놨|뒀))|본드로\s?(붙였|붙여서|붙여\s?(놨|뒀))|고쳐\s?(놨|뒀|놓았|썼)|고쳤|수리했|수리\s?받았`)
	// a step asked about, then said done: 떼도 되나요? 아 벌써 뗐어요
	askedThenDoneRe = regexp.MustCompile(`\?\s(?:\S+\s)?(?:벌써|이미)\s(?:다\s)?(뗐|뺐|헹궜|씻었|뜯었|벗겼|닦았)`)
	// a part bent or snapped: 꺾였어요, 휘어 버렸어요, 휘었어요
	bentRe = regexp.MustCompile(`꺾였|꺾여\s?(있|버렸|나갔|서)|꺾임|휘었|휘어\s?(버렸|있|졌|서)|휘어졌|휨`)
	// English bent: "the leg is bent", "buckled", "warped"
	bentEnRe    = regexp.MustCompile(`\b(bent|buckled|warped)\b`)
	notBentEnRe = regexp.MustCompile(`\b(not|isn'?t|wasn'?t|never|no)\s(\w+\s)?(bent|buckled|warped)\b|\bbent\s(down|over|double)\b|\bbent\son\b`)
	// burst: 유리가 터졌어요, 이음매가 터져 있어요
	burstRe = regexp.MustCompile(`터졌|터져\s?(있|버렸|나갔|서)|터짐`)
	// what burst was the contents or a pack put in: 아이스팩이 터져서, 케첩이 터졌어요
	burstOtherRe = regexp.MustCompile(`(아이스팩|보냉팩|얼음팩|케첩|소스|양념|계란|달걀|우유|주스|음료|국물|홍시|토마토|과일|풍선|뽁뽁이\s?알)[이가은는도]?\s(\S+\s)?터`)
	// a film torn: 뽁뽁이가 찢어져 있어요
	vinylTornRe   = regexp.MustCompile(`찢어졌|찢어져\s?(있|버렸|서)|찢어짐|찢겼|찢긴|찢어진\s(데|곳|부분)[가이]\s?(있|많)`)
	vinylTornEnRe = regexp.MustCompile(`\b(torn|ripped)\b(\s(\w+\s){0,3}(off|out|away|open)\b)?|\b(rip|tear|rips|tears)\sin\b`)
	notTornEnRe   = regexp.MustCompile(`\b(not|isn'?t|no|never|without)\s(\w+\s)?(torn|ripped|rips?|tears?)\b`)
	// a handle, strap or cord snapped, passive: 손잡이가 끊겼어요
	cutOffRe = regexp.MustCompile(`끊겼|끊김|끊겨\s?(있|버렸|나갔)`)
	// a cut of power, contact or service, not of a part
	cutOffNotDamageRe = regexp.MustCompile(`(전기|전원|연락|통화|인터넷|와이파이|신호)[이가은는도]?\s(\S+\s)?끊`)
	// a part gone in a relative clause: 경첩 부분이 나간 도시락통
	partGoneRel30Re = regexp.MustCompile(`(경첩|걸쇠|날개|이음새|주둥이|부분|밑창|굽|고리)[이가]?\s나간\s\S`)
	// a hole written without a space before it: 통바닥에구멍났어요
	holeGluedRe = regexp.MustCompile(`[가-힣]구멍(이)?\s?(났|나\s?있|뚫렸|생겼)`)
	// a hole made by design, glued to its noun: 빨대구멍, 단추구멍
	designHoleRe = regexp.MustCompile(`(빨대|단추|바늘|숨|나사|환기|배수|물빠짐|콘센트)구멍`)
	// a crack in the item's own body, said before it: 본체에 실금이 가 있는 화병
	ownBodyCrackRe = regexp.MustCompile(`(본체|몸통|몸체|겉면|옆면|바닥|입구)에\s(\S+\s)?(실금|잔금|금)[이]?\s가\s?있`)
	// damage by design: 원래 찢어진 디자인
	designRe30 = regexp.MustCompile(`원래|디자인|일부러`)
	// a lid named as the owner of a broken part: 뚜껑 날개가 부러졌어요
	lidPartBrokenRe = regexp.MustCompile(`(뚜껑|마개)\s(날개|고리|걸쇠|손잡이|경첩|꼭지)[이가]?\s(\S+\s){0,3}(부러|깨|나갔|빠졌|떨어져|끊어|끊겼)`)
	// the cap's own state said: 닫혀 있어요, 안 뺐어요
	capStateRe = regexp.MustCompile(`닫|잠|끼워|끼운|붙어|그대로|안\s?(빼|뺐|뗐|떼)|못\s?(빼|뺐|뗐|떼)`)
	// water left after a rinse: 물방울이 남아 있어요, 물이 덜 빠졌어요
	waterLeftRe = regexp.MustCompile(`(물방울|물기)[이가은는도]?\s(\S+\s)?(남아|남았|맺혀|맺혔)|(^|\s)물[이가]?\s(덜|안)\s?빠(졌|져)`)
	// paper gone soft with water: 바닥이 물러졌어요
	softenedRe = regexp.MustCompile(`물러졌|물러져\s?(있|버렸)|흐물흐물`)
	// a stain said gone: 물든 건 다 빠졌어요
	stainGoneRe = regexp.MustCompile(`(물든\s?(건|게|것은)|얼룩은|자국은|물은)\s(\S+\s){0,3}(다|싹|깨끗이|말끔히)\s?(빠졌|지워졌|없어졌)`)
	// a soiled part taken out and thrown: 기름 묻은 칸막이는 빼서 버렸어요
	soiledPartOutRe = regexp.MustCompile(`(묻은|밴|배인|묻어\s?있던)\s\S+[은는을를]\s(빼서|빼고|떼서|떼고|잘라서|오려서|찢어서|분리해서)\s?(\S+\s)?(버렸|버리고|따로|종량제)`)
	// no water left: 물기 하나도 안 남았어요
	wetNoneLeftRe = regexp.MustCompile(`(물기|물방울|습기)[이가은는도]?\s((하나도|전혀|조금도|더는|이제)\s)?(안\s?남|없)`)
	// wet said in its own words: 젖었어요, 축축해요
	wetSaidRe = regexp.MustCompile(`젖|축축|눅눅|흥건|덜\s?말`)
	// water used for a wash: 뜨거운 물에 담갔다가 깨끗이 씻었어요
	washedInWaterRe = regexp.MustCompile(`물(에|로)\s(\S+\s)?(담갔다가|담가\s?(뒀|놨)다가|불렸다가|불려서)\s(\S+\s){0,2}\S*(씻었|헹궜|닦았|설거지|뺐|씻어\s?놨)`)
	// soil said by what it did: 기름으로 투명해졌어요
	soilDidRe = regexp.MustCompile(`(기름|기름기|양념|소스|국물|카레|커피)(으로|때문에)\s(\S+\s)?\S*(해졌|변했|물들었|얼룩졌|번들|미끌)`)
	// scales stuck on: 생선 비늘이 붙었어요
	scalesOnRe = regexp.MustCompile(`비늘[이가]?\s(\S+\s)?(붙었|붙어|말라붙|눌어붙)`)
	// soil taken off, active: 기름때 다 뺐어요
	soilTakenOffRe = regexp.MustCompile(`(기름때|기름기|찌든\s?때|때|찌꺼기|양념|얼룩|자국)[을를은는도]?\s((다|싹|깨끗이|말끔히|전부)\s)*(뺐|빼냈|지웠|없앴|벗겨냈|긁어냈)`)
	// English soil scrubbed out: "until the sauce stain came out"
	untilCleanEnRe = regexp.MustCompile(`\b(until|till|til)\b[^.;]{0,30}\b(came out|came off|was gone|were gone|disappeared|lifted)\b`)
	// English soiled part cut away: "cut away the greasy part"
	cutSoilAwayEnRe = regexp.MustCompile(`\b(cut|tore|ripped|torn)\s(away|off|out)\s(the\s)?(greasy|oily|stained|dirty|soiled|sauce-stained)\s(part|parts|bit|bits|section|corner|bottom|side)\b`)
	// tape all over: "packing tape all over it"
	tapeAllOverEnRe = regexp.MustCompile(`\b(tape|stickers?|labels?)\s(all over|everywhere)\b`)
	soilNounEnRe    = regexp.MustCompile(`\b(grease|greasy|oil|oily|sauce|food|stain|stains|mud|dirt|dirty|sticky)\b`)
	// English residue round a rim: "sauce caked around the rim", "rice
	// dried and stuck" (stuck alone may be a pad or a sticker)
	residueRoundEnRe = regexp.MustCompile(`\b(dried|caked|crusted)\b[^.;]{0,20}\bstuck\b|\b(caked|crusted|dried)\s(on\s)?(around|round|on|onto|to|inside)\s(the\s)?(rim|edge|edges|sides|neck|lip|inside)\b`)
	amountLeftEnRe   = regexp.MustCompile(`\b(half|full|quarter|third|some left|left in|sloshing|sip|drops? left)\b`)
	// contents lying on the bottom: 간장이 바닥에 깔려 있는
	lyingOnBottomRe = regexp.MustCompile(`\S+[이가]\s(\S+\s)?(바닥에|밑에)\s((조금|좀|살짝|약간)\s)?깔려\s?있`)
	// water standing in a thing: 물이 찰랑찰랑해요, 물이 고여 있어요
	waterStandingRe = regexp.MustCompile(`(^|\s)물이\s(\S+\s)?(찰랑|흥건|고여|고였|가득\s?(차|들어)|차\s?있)`)
	// a sprayer's or pump's head kept on: 분무기 머리 안 빼고
	headKeptRe = regexp.MustCompile(`(분무기|스프레이|펌프)(\s?통)?\s?(머리|헤드|꼭지)[을를은는도이가]?\s(안|못)\s?(빼|뺐|뗐|떼|분리|빠지|빠져)`)
	// a fastener in a relative clause before the item: 스테이플러 심 박힌 서류
	fastenedRelRe = regexp.MustCompile(`(스테이플러\s?심|스테이플|호치키스\s?심|철심|스프링|테이프)[이가]?\s(박힌|붙은|감긴|달린|끼워진)\s\S`)
	// the part said taken out after: 스프링은 빼놨어요
	partRemovedRe = regexp.MustCompile(`빼\s?놨|빼\s?뒀|뺐|빼서|떼서|뜯어서|분리해서|뗐|떼\s?(놨|냈|어\s?냈)|뜯었|뜯어\s?(놨|냈)|제거|분리했`)
	// a sheet or pad laid on the bottom, no contents: 키친타월이 바닥에 깔려 있어요
	laidSheetRe = regexp.MustCompile(`(키친타월|휴지|종이|신문지|패드|시트|매트|깔개|비닐|랩|호일|천|수건|뽁뽁이)[이가]\s(\S+\s)?(바닥에|밑에)`)
	// contents said in other words: 남았어요, 들어 있어요, 마시다
	contentsSaidRe = regexp.MustCompile(`남았|남아|남은|들어\s?있|들었|마시|먹다|내용물`)
	// ice or a drink still in: 얼음이 아직 있어요
	stillThereRe = regexp.MustCompile(`(얼음|음료|술|우유|주스|맥주|콜라|소스|간장|스프|과자|젤리|잼|꿀|식초)[이가]\s(\S+에\s)?아직\s((좀|조금|많이|꽤)\s)?(있어|있음|있네|있습니다)`)
)
