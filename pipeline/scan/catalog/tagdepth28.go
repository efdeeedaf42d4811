package catalog

import (
	"regexp"
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Session 28: tag readings found by the fifth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 5
// (session 28)"), each a kind, read after kinds27.

// depth28 applies the session-28 kinds to the tags kinds27 read:
//
//   - a step someone said they would do and then did not (벗겨 준다더니
//     안 해 줬어요, 헹군다고 해 놓고 안 했어요) leaves the part on, the
//     item soiled or wet;
//   - a food or sauce said eaten up, or none of it left (소스 다
//     먹었어요, 소스 한 숟갈도 안 남았어요), is no residue; and a wash not
//     done with nothing soiled said (헹구진 않았는데 묻은 거 하나도
//     없어요, 씻진 않았는데 원래 깨끗했어요) leaves the item clean;
//   - a label or sticker scraped off (라벨 싹 긁어냈어요) is off, unless a
//     remnant is said after, and a label's mark alone (스티커 자국도
//     지워야 해요?) is no label, whatever its particle;
//   - a label named with its stuff (라벨 종이가 절반쯤 붙어 있어요) is a
//     label on; a label, sticker or tape left in some measure (라벨이
//     손톱만큼 남았어요) is no contents;
//   - bits of food stuck on with a count between (고춧가루 몇 개 붙어
//     있어요) soil the item;
//   - a drink stopped and left as it was (마시다가 그대로 뒀어요), or a can
//     opened and left (따 놓고 그대로예요), holds its contents;
//   - a chip said with 만 (이만 살짝 나갔어요), and a break said after
//     another piece is said whole (두 장은 멀쩡하고 한 장은 이 나갔어요),
//     are breaks;
//   - parts said sorted out (라벨, 뚜껑, 물 다 정리했어요) are off, as
//     처리했어요 says (tagdepth26.go);
//   - in English, an amount of full (nearly full, still mostly full)
//     leaves contents, and a tape left ("left the tape") is still on.
func (c *Catalog) depth28(text, lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add
	if tag := promisedNotDone(text); tag != "" {
		add(tag)
	}
	if has("contaminated") && !has("contents_left") && (eatenUpRe.MatchString(text) || noneLeftRe.MatchString(text)) &&
		c.onlyContaminatedBy(reading(text), normalize(MaskModalCan(text)), func(raw string) bool { return slices.Contains(bareContentsTriggers, raw) || raw == "잼" }) &&
		!residueSaid(reading(text), text) {
		drop("contaminated")
	}
	if has("contaminated") && unwashedRe.MatchString(text) && (soilDeniedRe.MatchString(text) || cleanAnywayRe.MatchString(text)) {
		drop("contaminated")
	}
	if has("label_attached") && (scrapedOff(text) || labelMarkOnly(text)) {
		drop("label_attached")
	}
	if !has("label_attached") && labelStuffOn(text) {
		add("label_attached")
	}
	if has("contents_left") && partLeftOnly(text) {
		drop("contents_left")
	}
	if !has("contaminated") && !has("contents_left") && bitsStuck(text) {
		add("contaminated")
	}
	if !has("contents_left") && (stoppedLeftRe.MatchString(text) || openedLeftRe.MatchString(text)) {
		add("contents_left")
	}
	if !has("broken") && (chipOnlyRe.MatchString(text) || wholeThenBroken(text)) {
		add("broken")
	}
	if sortedOut(text) {
		drop("label_attached")
		drop("cap_attached")
	} else if m := keptApartRe.FindStringSubmatch(text); m != nil && sortedOutRe.MatchString(text) {
		// "라벨만 빼고 다 정리했어요": the part set apart is the one on
		if m[1] == "뚜껑" || m[1] == "마개" {
			add("cap_attached")
		} else {
			add("label_attached")
		}
	}
	if !has("contents_left") && fullEnRe.MatchString(lower) && !notFullEnRe.MatchString(lower) {
		add("contents_left")
	}
	if middle == "paper" && !has("mixed_material") && tapeLeftEndEnRe.MatchString(lower) {
		add("mixed_material")
	}
	return ed.tags, ed.cleared
}

// promisedNotDone returns the tag a step leaves set when the text says
// someone said they would do it and then did not (벗겨 준다더니 안 해
// 줬어요): the step's verb before 다더니 (or 다면서, 다고 해 놓고), then
// 안 or 못 within the next two words. It returns "" when no such step is
// said.
func promisedNotDone(text string) string {
	m := promisedRe.FindStringSubmatchIndex(text)
	if m == nil {
		return ""
	}
	after := strings.Fields(text[m[1]:])
	if !slices.ContainsFunc(after[:min(2, len(after))], func(w string) bool {
		// (안 or 못 alone or glued to its verb: 안했어요; not 안에, 안쪽)
		return (strings.HasPrefix(w, "안") || strings.HasPrefix(w, "못")) && !strings.HasPrefix(w, "안에") && !strings.HasPrefix(w, "안쪽")
	}) {
		return ""
	}
	before, verb := text[:m[2]], text[m[2]:m[3]]
	switch {
	case strings.ContainsAny(verb[:len("씻")], "씻헹닦") || strings.HasPrefix(verb, "설거지") || strings.HasPrefix(verb, "세척"):
		return "contaminated"
	case strings.HasPrefix(verb, "말리") || strings.HasPrefix(verb, "말려") || strings.HasPrefix(verb, "말린"):
		return "wet"
	case strings.Contains(before, "테이프"):
		return "mixed_material"
	case strings.Contains(before, "뚜껑") || strings.Contains(before, "마개"):
		return "cap_attached"
	case strings.Contains(before, "라벨") || strings.Contains(before, "스티커") || strings.Contains(before, "가격표"):
		return "label_attached"
	}
	return ""
}

// scrapedOff reports whether a label or sticker is said scraped off (라벨
// 싹 긁어냈어요) with no remnant said after it (긁어냈는데 조금 남았어요)
// and no 못 or 안 before the verb.
func scrapedOff(text string) bool {
	m := scrapedRe.FindStringSubmatchIndex(text)
	if m == nil {
		return false
	}
	return !scrapeRemnantRe.MatchString(text[m[1]:]) && !strings.Contains(text[m[0]:m[1]], "못") && !strings.Contains(text[m[0]:m[1]], "안 ")
}

// labelMarkOnly reports whether every label word of a Korean text names
// only the label's mark (스티커 자국도 지워야 해요?, 라벨 끈끈이는 있어요),
// with nothing of the label itself said (종이, 조각) nor the mark set
// against it (자국 말고 종이가 붙어 있어요).
func labelMarkOnly(text string) bool {
	if !korean.HasHangul(text) || labelItselfRe.MatchString(text) {
		return false
	}
	seen := false
	for _, w := range []string{"라벨", "상표", "스티커", "가격표"} {
		for rest := text; ; {
			k := strings.Index(rest, w)
			if k < 0 {
				break
			}
			rest = rest[k+len(w):]
			if !labelMarkRe.MatchString(rest) {
				return false
			}
			seen = true
		}
	}
	return seen
}

// labelStuffOn reports whether a label is named with its stuff (라벨
// 종이, 스티커 조각) and said still on or left, not denied right after.
func labelStuffOn(text string) bool {
	m := labelStuffRe.FindStringIndex(text)
	return m != nil && !deniedAfterRe.MatchString(text[m[1]:])
}

// partLeftOnly reports whether what is said left (남았어요) is a label,
// sticker or tape (라벨이 손톱만큼 남았어요) and no contents are named.
func partLeftOnly(text string) bool {
	if !partLeftRe.MatchString(text) || strings.Count(text, "남") != 1 {
		return false
	}
	for _, w := range strings.Fields(text) {
		w = strings.TrimRight(w, "이가은는도만,.")
		if slices.Contains(stillContents, w) || slices.Contains(productNouns, w) {
			return false
		}
	}
	return true
}

// bitsStuck reports whether bits of food are said stuck on with a count
// or an amount (고춧가루 몇 개 붙어 있어요), not as they were before a
// wash (붙어 있던 거 다 씻었어요).
func bitsStuck(text string) bool {
	m := bitsCountedRe.FindStringIndex(text)
	if m == nil {
		return false
	}
	return !pastStuckRe.MatchString(text[m[1]:]) && !washDoneRe.MatchString(text[m[1]:])
}

// sortedOut reports whether a label or cap is said sorted out with the
// rest (라벨, 뚜껑, 물 다 정리했어요), not set apart from what was
// (뚜껑 말고는 다 씻고 정리했어요).
func sortedOut(text string) bool {
	m := sortedOutRe.FindString(text)
	return m != "" && !setApartRe.MatchString(m) && !stepBetween(m)
}

// stepBetween reports whether a word of m before its last two is a verb
// joined to the next clause (떼고, 닫아서, 헹궜는데): the 정리 is then of
// something else than the parts listed (뚜껑 닫고 냉장고 다 정리했어요).
func stepBetween(m string) bool {
	ws := strings.Fields(strings.ReplaceAll(m, ",", " "))
	for _, w := range ws[:max(0, len(ws)-2)] {
		if strings.HasSuffix(w, "고") && !strings.HasSuffix(w, "하고") || strings.HasSuffix(w, "서") || strings.HasSuffix(w, "는데") || strings.HasSuffix(w, "면") {
			return true
		}
	}
	return false
}

// wholeThenBroken reports whether some pieces are said whole and then
// one or the rest said broken (두 장은 멀쩡하고 한 장은 이 나갔어요).
func wholeThenBroken(text string) bool {
	m := wholeThenRe.FindStringIndex(text)
	return m != nil && brokenAfterRe.MatchString(text[m[1]:]) && !strings.Contains(text[m[1]:], "안 ")
}

var (
	// a verb of a step, then 다더니, 다면서 or 다고 해 놓고: what was said
	// would be done (the verb is group 1)
	promisedRe = regexp.MustCompile(`((?:떼|뗀|뗄|벗겨|벗긴|뜯어|뜯는|빼|뺀|씻|헹구|헹군|헹궈|닦|설거지|세척|말리|말려|말린)\S*?)\s?(?:준|줄|한|해\s?준|해준|준다|한다|주겠|하겠|주신|하신|주시겠|해\s?주신)?다(?:더니|면서|고\s?(?:하더니|해\s?놓고|해놓고|하고는|했는데))`)
	// a food eaten up or drunk up (소스 다 먹었어요, 잼 싹 긁어 먹었어요)
	eatenUpRe = regexp.MustCompile(`(다|싹|남김없이|깨끗이|싹싹)\s?(긁어\s?)?(먹었|먹음|먹고|마셨|마심|썼|씀|비웠|비움)`)
	// none of it left (한 숟갈도 안 남았어요, 하나도 안 남았어요)
	noneLeftRe = regexp.MustCompile(`(한\s?\S+도|하나도|조금도|전혀)\s?안\s?남`)
	// a wash not done (안 씻었는데, 헹구지는 않았는데)
	unwashedRe = regexp.MustCompile(`안\s?(씻|헹|닦)|(씻|헹구|닦)지(는)?\s?않`)
	// nothing soiled (묻은 거 하나도 없어요, 더러운 데는 없어요)
	soilDeniedRe = regexp.MustCompile(`(묻은|더러운|지저분한)\s?(거|것|게|건|데|곳)\S*\s((하나도|전혀|아무것도|별로)\s)?없`)
	// clean all the same, after the wash denied (안 씻었는데 원래
	// 깨끗했어요; not 깨끗하진 않아요)
	cleanAnywayRe = regexp.MustCompile(`는데\s((원래|원래부터|이미|애초에|그래도)\s)?깨끗(해요|해|했|함|합니다)`)
	// a label or sticker scraped off (라벨 불린 뒤에 싹 긁어냈어요)
	scrapedRe = regexp.MustCompile(`(라벨|스티커|가격표|상표)\S*\s(\S+\s){0,4}긁어\s?(냈|냄|내\s?(놨|뒀|버렸))`)
	// a remnant said after a removal (조금 남았어요, 아직 붙어 있어요)
	scrapeRemnantRe = regexp.MustCompile(`남았|남아|남음|붙어|그대로|덜`)
	// a label named with its stuff, said on or left
	labelStuffRe = regexp.MustCompile(`(라벨|스티커|상표|가격표)\s?(종이|조각|쪼가리|껍질)[이가은는도만]?\s(\S+\s){0,2}(붙어\s?있|남아\s?있|남았|남음|그대로)`)
	// a label's mark right after its word (자국, 끈끈이, 접착제 자국)
	labelMarkRe = regexp.MustCompile(`^\s?((접착제?|풀|본드)\s?)?(자국|끈끈이|흔적)`)
	// the label itself said beside its mark, or the mark set against it
	labelItselfRe = regexp.MustCompile(`말고|종이|조각|쪼가리|비닐|그대로\s?붙`)
	// a denial right after
	deniedAfterRe = regexp.MustCompile(`^\S*\s?(않|없)`)
	// a label, sticker or tape left in some measure (라벨이 손톱만큼 남았어요)
	partLeftRe = regexp.MustCompile(`(라벨|스티커|테이프|가격표|송장|상표)[이가은는도만]?\s(\S+\s){0,2}남(았|아|음|은)`)
	// bits of food stuck on, with a count or an amount before the verb
	bitsCountedRe = regexp.MustCompile(`(고춧가루|고추가루|밥알|밥풀|깨|김가루|부스러기|찌꺼기|양념)[이가도]?\s((몇\s?개|몇\s?알|몇\s?톨|조금|좀|약간|살짝|군데군데|여기저기|잔뜩)\s)+(붙어|묻어|끼어|말라붙|눌어붙|들러붙)`)
	// a drink or food stopped and left as it was (마시다가 그대로 뒀어요)
	stoppedLeftRe = regexp.MustCompile(`(마시|먹)다가?\s(그대로|그냥)\s?(뒀|두었|둠|놔|놨|놓|있)|(마시|먹)다가?\s(놔\s?뒀|놔\s?둠|내버려|방치)`)
	// a can or bottle opened and left (따 놓고 그대로예요)
	openedLeftRe = regexp.MustCompile(`(^|\s)따\s?(놓고|두고|놓은\s채로?|기만\s하고)\s(\S+\s)?(그대로|방치)`)
	// a chip said with 만 (이만 살짝 나갔어요)
	chipOnlyRe = regexp.MustCompile(`(^|\s)이만\s((살짝|조금|약간)\s)?나(갔|감|가\s?있)`)
	// some pieces said whole, then others counted (두 장은 멀쩡하고 한
	// 장은, 멀쩡한데 나머지는)
	wholeThenRe = regexp.MustCompile(`멀쩡(하고|한데|하지만|해도)\s(한|두|세|네|다섯|하나|둘|셋|몇|나머지)\s?\S*(은|는)\s`)
	// a break (깨졌어요, 금 갔어요, 이 나갔어요)
	brokenAfterRe = regexp.MustCompile(`깨졌|깨짐|금\s?(이\s)?갔|이\s?(가\s)?나갔|부러졌|찢어졌|부서졌`)
	// parts said sorted out (라벨, 뚜껑, 물 다 정리했어요)
	sortedOutRe = regexp.MustCompile(`(라벨|스티커|뚜껑|마개)\S*[\s,](\S+[\s,]+){0,3}(둘\s)?(다|모두|전부|싹)\s정리\s?(했|함|완료|끝)`)
	// what was stuck on, before (붙어 있던, 붙어 있었는데)
	pastStuckRe = regexp.MustCompile(`^\s?있(던|었)`)
	// a wash said done after (다 씻었어요), not denied
	washDoneRe = regexp.MustCompile(`(^|[^안]\s)(씻었|헹궜|닦았|설거지했)`)
	// a label or cap set apart from the rest, itself
	keptApartRe = regexp.MustCompile(`(라벨|스티커|뚜껑|마개)(만|은|는)?\s?(말고|빼고)`)
	// a part set apart from the rest (뚜껑 말고는, 라벨만 빼고)
	setApartRe = regexp.MustCompile(`말고|빼고|제외|외에는|만\s`)
	// an amount of full in English (nearly full, still mostly full)
	fullEnRe = regexp.MustCompile(`\b(nearly|mostly|almost|still|pretty much|practically|basically|three.quarters?)\s+full\b`)
	// full of something else, or denied
	notFullEnRe = regexp.MustCompile(`\bfull of\b|\bnot\s+(nearly|mostly|almost|still)\s+full\b|\bnowhere near full\b`)
	// a tape or staples left, ending the clause ("but left the tape")
	tapeLeftEndEnRe = regexp.MustCompile(`\bleft (the )?(tape|staples|spiral)($|[,.;!])`)
)
