package catalog

import (
	"regexp"
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Session 26: tag readings found by the third round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# session
// 26"), each a kind, read after kinds25.

// washStems26 are the stems of washing an item clean (씻다, 헹구다,
// 닦다, 설거지하다, 세척하다).
var washStems26 = []string{"씻", "헹구", "헹궈", "닦", "설거지", "세척"}

// depth26 applies the session-26 kinds to the tags matchTags read:
//
//   - a wash still ahead or not done (씻을 거예요, 씻는 걸 잊어버렸어요,
//     씻기 전이에요, 설거지 아직 못 했어요; korean Undone) leaves the
//     item soiled, unless contents are left in it (the wash waits for
//     them);
//   - a wash of only a part or a half (반만 헹궜어요, 겉만 씻었어요,
//     뚜껑만 씻었어요), or one conceded and then a residue said left
//     (헹구긴 했는데 기름이 조금 남았어요), leaves it soiled, and the
//     residue is no contents;
//   - what a belief, a denial or a state set aside says (안 뗀 게 아니라,
//     안 씻은 줄 알았는데, 안 떼고 있다가, 붙어 있다가, 떨어질 뻔했는데)
//     is read from what follows it;
//   - a label, a cap or contents of another thing (the box the bottle
//     came in, a bottle inside the box, 다른 병 뚜껑, 다른 통에 끼워)
//     are not the item's;
//   - an amount said of a wetting, a break or a removal (반쯤 젖었어요,
//     거의 다 뗐는데 조금 남았어요) is no contents; what is left of the
//     part is the part.
func (c *Catalog) depth26(text, lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add
	hangul := korean.HasHangul(text)
	if hangul && !has("contaminated") && c.TagApplies("contaminated", middle) {
		r := reading(text)
		// (a wash left for later of an item not yet empty is owed to its
		// contents, no residue: "내일 씻을 건데 바닥에 가루 남았어요")
		undone := !has("contents_left") && (r.Undone(true, washStems26...) || washNotDoneRe.MatchString(text))
		if undone || partWashRe.MatchString(text) || washedInVainRe.MatchString(text) && residueLeftRe.MatchString(text) {
			add("contaminated")
		}
	}
	if has("contaminated") && has("contents_left") && washedInVainRe.MatchString(text) && residueLeftRe.MatchString(text) && !contentsWordRe.MatchString(text) {
		drop("contents_left")
	}
	if hangul {
		if before, rest, ok := setAside26(text); ok && rest != "" {
			bt, _ := c.TagsFor(strings.TrimSuffix(text, rest), middle)
			// "라벨 뗀 게 아니라 아직 붙어 있어요": what follows is said of
			// the noun the text began with
			if f := firstNoun(before); f != "" && !strings.Contains(rest, f) {
				rest = f + " " + rest
			}
			rt, rc := c.TagsFor(rest, middle)
			// a tag the part set aside sets and what follows does not is
			// dropped, and so is one what follows turns down and the part
			// set aside does not set ("라벨 붙어 있다가 떨어져 나갔어요":
			// a label come off is no break)
			for _, t := range slices.Clone(ed.tags) {
				if slices.Contains(bt, t) && !slices.Contains(rt, t) || !slices.Contains(bt, t) && slices.Contains(rc, t) {
					drop(t)
				}
			}
			for _, t := range rt {
				if !slices.Contains(rc, t) {
					add(t)
				}
			}
		}
	}
	if has("label_attached") && (labelOnHolderRe.MatchString(text) && !holderIsItem(text, middle) || labelOnHolderEnRe.MatchString(lower) && !holderIsItem(lower, middle) || labelInsideRe.MatchString(text) || otherThingRe["label_attached"].MatchString(text)) {
		drop("label_attached")
		drop("mixed_material")
	}
	if has("cap_attached") && (capInsideRe.MatchString(text) || otherThingRe["cap_attached"].MatchString(text)) {
		drop("cap_attached")
	}
	if has("contents_left") && middle != "paper" && otherThingRe["contents_left"].MatchString(text) {
		drop("contents_left")
	}
	// (only when nothing else says what is left or held: 남, 들어, 담)
	if has("contents_left") && amountOfStateRe.MatchString(text) && !strings.ContainsAny(text, "남들담") {
		drop("contents_left")
	}
	for _, tag := range []string{"label_attached", "mixed_material"} {
		if c.TagApplies(tag, middle) && remnantAfterRe[tag].MatchString(text) {
			drop("contents_left")
			add(tag)
		}
	}
	// (in the policy's order, so that the tags come out in one order)
	for _, tag := range tagOrder26 {
		re, ok := saidNowRe[tag]
		// (water spilt and then dried: "물 쏟았는데 다 말랐어요")
		if ok && !has(tag) && re.MatchString(lower) && !(tag == "wet" && driedRe26.MatchString(lower)) {
			add(tag)
		}
	}
	if !has("wet") && halfDryRe.MatchString(text) {
		add("wet")
	}
	for _, tag := range tagOrder26 {
		if re, ok := goneNowRe[tag]; ok && has(tag) && re.MatchString(lower) {
			drop(tag)
		}
	}
	return ed.tags, ed.cleared
}

// tagOrder26 is the labelling policy's order of the tags.
var tagOrder26 = []string{"contents_left", "label_attached", "contaminated", "cap_attached", "mixed_material", "broken", "wet"}

// firstNoun returns the first word of text when it is a noun and no
// adverb of time (아직, 지금은, 이미), or "" otherwise.
func firstNoun(text string) string {
	f := strings.Fields(text)
	if len(f) == 0 || slices.Contains(timeWords26, f[0]) {
		return ""
	}
	if toks := korean.Tokens(f[0]); len(toks) != 1 || toks[0].Kind != korean.KindNoun {
		return "" // 깨진, 안
	}
	return f[0]
}

// timeWords26 are the adverbs of time and degree a clause opens with
// (아직 붙어 있어요, 지금은 없어요).
var timeWords26 = []string{"아직", "아직도", "지금은", "지금", "이제는", "이제", "이미", "벌써", "오늘", "방금", "다시", "도로", "결국", "그래도", "근데"}

// stillHasLabelEn matches an English label the item still has on, with
// an article or a possessive (still has my name tag, still has a
// sticker): the label is on (saidNowRe), and it is no contents
// (goneNowRe).
const stillHasLabelEn = `still has (?:the|a|an|my|its|our|his|her|their) (?:barcode|label|sticker|price tag|name tag|name label|name sticker)`

// saidNowRe are phrasings that set a tag whatever the reading said: a
// part still to come off later (테이프는 이따 뜯을게요, 뚜껑은 버리기
// 직전에 뺄 거예요), a part left half off (떼다 만 스티커) or said not
// yet off after a clause of other things (아직 안 뗐어요), a wash refused
// or left (헹구기는커녕), a use left off (쓰다 만 통), contents almost
// finished and some left (거의 다 먹었는데 바닥에 조금 있어요), a thing
// never opened (뚜껑 열지도 않은), clothes half dry, water spilt on the
// item, a dish broken in use (깨 먹었어요), a screen gone (액정 나갔어요),
// and their English (didn't drink all of it, the staples are still in,
// still has the barcode on, needs to come off).
var saidNowRe = map[string]*regexp.Regexp{
	"label_attached": regexp.MustCompile(`(라벨|스티커|가격표|송장)\S*\s(\S+\s)?(뗄게|떼어낼게|벗길게|뜯을게)|(떼|뜯|벗기)다\s?만\s(라벨|스티커|가격표|송장)|(라벨|스티커|가격표|송장)\S*\s(\S+\s){0,4}아직\s(안|못)\s?(뗐|떼었|벗겼|뜯었)|(라벨|스티커)\s?(말고는|빼고는|빼곤)\s(다|전부|나머지)|` + stillHasLabelEn + `|(label|sticker)[^.]{0,20}needs? to (come off|be peeled|be removed)`),
	"cap_attached":   regexp.MustCompile(`(뚜껑|마개|캡)\S*\s(\S+\s)?(뺄게|딸게|분리할게)|(뚜껑|마개|캡)\S*\s(\S+\s){0,3}(뺄|딸|분리할)\s(거(예요|야|고|라|임)|생각|예정)|(뚜껑|마개)\s?(말고는|빼고는|빼곤)\s(다|전부|나머지)`),
	"mixed_material": regexp.MustCompile(`(테이프|스프링|철심|스테이플러 심)\S*\s(\S+\s)?(뗄게|뺄게|뜯을게)|(staples|spiral|tape|rings?|wire) (is|are) still (in|on)`),
	"contaminated":   regexp.MustCompile(`(씻|헹구|닦)기는커녕|(씻|헹구|닦)다\s?(만|말았)`),
	"contents_left":  regexp.MustCompile(`(쓰|먹|마시)다\s?만\s(통|병|캔|팩|봉지)|거의\s?다\s?(먹|마시|마셨|썼|쓰)\S*\s(\S+\s)?(조금|좀|약간)\s(있|남)|(반|조금|좀|절반)\s?남은\s(게|거|것)\s|(뚜껑|마개|캡)\S*\s(열지도|따지도)\s않은|didn'?t (drink|finish|eat|use) (all|the whole)`),
	"wet":            regexp.MustCompile(`(^|\s)물을?\s(엎었|쏟았|부었)`),
	"broken":         regexp.MustCompile(`깨\s먹었|깨\s먹은|액정\S{0,2}\s?(나갔|나간)`),
}

// halfDryRe says the item is dry only in part (반쯤 말랐어요, 덜 말랐어요).
var halfDryRe = regexp.MustCompile(`(반쯤|절반쯤|반만|덜)\s?말랐`)

// driedRe26 says water on the item has dried or been wiped (말랐어요,
// 닦았어요), or that the item did not get wet (안 젖었어요, 멀쩡해요).
var driedRe26 = regexp.MustCompile(`말랐|말렸|마른|닦았|닦아|안 젖|젖지 않|멀쩡`)

// goneNowRe are phrasings that clear a tag the reading set: a label
// or a cap handled (라벨이랑 뚜껑 둘 다 처리했어요) or only washed too
// (뚜껑까지 다 씻었어요: nothing said of its being on), only the glue's
// mark of a label left (스티커 자국만 남았어요), contents said not to be
// there (남아 있지 않아요, 한 방울 안 남겼어요), a state that was and is
// no longer (전에는 있었는데 지금은 없어요), a label soaked off in water
// (라벨 물에 불려서 다 떨어졌어요: the label fell, not the item into
// water), and a question of what one needed to do ("did I need to peel
// the label?"); a label an item "still has" on is no contents.
var goneNowRe = map[string]*regexp.Regexp{
	"label_attached": regexp.MustCompile(`(라벨|스티커)\S*\s(\S+\s){0,3}처리\s?(했|함|완료)|(라벨|스티커)\s?(접착제?\s?|풀\s?)?(자국|끈끈이)만|(전에는|예전엔|예전에는|원래는)\s(라벨|스티커)\S*\s있었는데\s지금은\s없|^(did|do|should) i (need to|have to) (peel|take|remove)[^?]*\?$`),
	"cap_attached":   regexp.MustCompile(`(뚜껑|마개)\S*\s(\S+\s){0,3}처리\s?(했|함|완료)|^(\S+\s)?(뚜껑|마개)까지\s(다\s)?(씻|헹구|헹궜|닦)`),
	"contents_left":  regexp.MustCompile(`남아\s?있지\s?않|` + stillHasLabelEn),
	"contaminated":   regexp.MustCompile(`(한 방울|하나도|아무것도)\s(안|못)\s?남겼`),
	"wet":            regexp.MustCompile(`(라벨|스티커)\S*\s(\S+\s){0,2}물에\s(불려|불리고|담가)\S*\s(다\s)?(떨어|벗겨)`),
}

// setAside26 splits text at the last marker of a belief corrected or a
// denial set aside (안 뗀 게 아니라, 안 헹군 거 아니에요, 안 씻은 줄
// 알았는데): before is what was set aside, rest what the text says
// instead.
func setAside26(text string) (before, rest string, ok bool) {
	loc := setAsideRe.FindAllStringIndex(text, -1)
	if len(loc) == 0 {
		return "", "", false
	}
	l := loc[len(loc)-1]
	return strings.TrimSpace(text[:l[0]]), strings.TrimSpace(text[l[1]:]), true
}

// holderIsItem reports whether the holder a label was said to sit on
// (상자, 봉지, box, bag) is of the item's own stream: a box on paper, a
// bag or a wrap on vinyl.
func holderIsItem(text, middle string) bool {
	m := labelOnHolderRe.FindStringSubmatch(text)
	if m == nil {
		m = labelOnHolderEnRe.FindStringSubmatch(text)
	}
	if m == nil {
		return false
	}
	h := strings.Join(m[1:], "")
	switch middle {
	case "paper":
		return strings.Contains(h, "상자") || strings.Contains(h, "박스") || strings.Contains(h, "box")
	case "vinyl":
		return strings.ContainsAny(h, "봉비") || strings.Contains(h, "포장") || strings.Contains(h, "bag") || strings.Contains(h, "wrap")
	case "styrofoam":
		return strings.Contains(h, "상자") || strings.Contains(h, "박스") || strings.Contains(h, "box")
	}
	return false
}

var (
	// a wash of a part or a half only (반만 헹궜어요, 일부만 씻었어요, 겉만
	// 헹궜어요, 뚜껑만 씻었어요, 대충 반만)
	partWashRe = regexp.MustCompile(`(반|절반|일부|겉|겉면|바깥|바깥쪽|뚜껑|한쪽|윗부분)만\s?(대충\s|살짝\s)?(씻|헹구|헹궜|헹궈|헹굼|닦)`)
	// a wash conceded (헹구긴 했는데, 씻긴 씻었는데, 닦긴 닦았지만)
	washedInVainRe = regexp.MustCompile(`(씻|헹구|헹궈|닦)(기는|긴)\s?(했|씻었|헹궜|닦았)\S*(는데|지만|어도|도)`)
	// a wash named and then said not done (설거지한다더니 안 했어요, 씻으려고
	// 물 받아 놨는데 아직 안 했어요, 세척 안 한)
	washNotDoneRe = regexp.MustCompile(`(씻|헹구|헹궈|닦|설거지|세척)\S*\s(\S+\s){0,4}(아직\s)?(안|못)\s?(했|함$|한\s)`)
	// a residue said left after it (기름이 조금 남았어요, 찌꺼기가 조금 있어요)
	residueLeftRe = regexp.MustCompile(`(기름|기름기|찌꺼기|양념|소스|얼룩|자국|밥알|국물)\S{0,2}\s(\S+\s)?(남았|남아|있어|있음|있네|묻어)`)
	// contents said in words of their own (내용물, 음료, 마시다 만)
	contentsWordRe = regexp.MustCompile(`내용물|남은 (물|음료|술|우유|주스|세제|샴푸)|마시다|먹다 (말|만)|쓰다 (말|만)|안 (땄|딴|뜯)|남았는데 (뚜껑|병)`)
	// the markers of a belief corrected or a denial set aside
	setAsideRe = regexp.MustCompile(`(게|거|건|것이)\s?아니(라|고|에요|예요|야|구요|고요)\.?|줄 알았(는데|더니)|뻔(했는데|했지만)|(안|못)\s\S*?(고 있|했|었|았)다가|(붙어|달려|끼워져|씌워져)\s?있(다가|었는데)`)
	// a label on the box or the bag the item came in (병이 들어 있던 상자에
	// 라벨, 캔 묶음 비닐에 가격표, 라벨은 박스에 붙어 있던 거고)
	labelOnHolderRe   = regexp.MustCompile(`(상자|박스|봉지|봉투|비닐|묶음|포장지|포장)(에|에는|엔)\s(\S+\s)?(라벨|스티커|가격표|바코드|상표)|(?:라벨|스티커|가격표)\S*\s(상자|박스|봉지|봉투|비닐|포장)(에|에는|엔)\s(붙|있)`)
	labelOnHolderEnRe = regexp.MustCompile(`(box|bag|wrap|packaging|carton|pack)\b[^.,]{0,20}\b(has|had|with) (a |the )?(label|sticker)|(?:label|sticker) was on the (box|bag|wrap|packaging)`)
	// a label on the thing inside the item (안에 든 병에 라벨이 있어요)
	labelInsideRe = regexp.MustCompile(`안에\s?(든|있던|있는|들어\s?있던|들어\s?있는)\s\S+(에|에는)\s(\S+\s)?(라벨|스티커|가격표)`)
	// the cap of the thing inside the item (상자 안에 있던 병 뚜껑이 열려서)
	capInsideRe = regexp.MustCompile(`안에\s?(든|있던|있는|들어\s?있던|들어\s?있는)\s\S+\s?(뚜껑|마개)`)
	// another thing's label, cap or contents (다른 병 뚜껑은, 다른 통에
	// 끼워, 예전에 쓰던 병에 있던 거고, 다른 생수는 남았는데, 과자
	// 상자에 과자는 남았고: not on paper, whose box is the item)
	otherThingRe = map[string]*regexp.Regexp{
		"label_attached": regexp.MustCompile(`(예전에 쓰던|다른)\s\S+(에\s?있던|에\s?붙어\s?있던|의)\s?(거|것|라벨|스티커)|라벨은 \S+에 붙어 있던 거`),
		"cap_attached":   regexp.MustCompile(`다른\s\S+\s(뚜껑|마개)|(뚜껑|마개)\S*\s(\S+\s)?다른\s\S+(에|에다)\s(\S+\s)?(끼워|끼웠|씌워|씌웠|옮겨|닫아)|다른\s\S+\s거라`),
		"contents_left":  regexp.MustCompile(`다른\s\S+(는|은)\s(\S+\s)?남았는데|(상자|박스)에\s\S+(는|은)\s(\S+\s)?남았(고|는데)`),
	}
	// an amount said of a wetting, a break or a removal (반쯤 젖었어요,
	// 반쯤 부서졌어요, 반쯤 빠진 채로)
	amountOfStateRe = regexp.MustCompile(`(반쯤|절반쯤|반|조금|살짝|일부)\s?(젖|부서|깨|빠진|빠져|떨어|찢|갈라|말랐|마른|부러|꺾|휘|박힌|박혀|열린|열려|뜯긴|뜯겨)`)
	// what is left of a part taken off almost whole (라벨 거의 다
	// 뗐는데 조금 남았어요, 테이프 거의 다 뗐는데 한 줄 남았어요)
	remnantAfterRe = map[string]*regexp.Regexp{
		"label_attached": regexp.MustCompile(`(라벨|스티커|가격표)\S*\s거의\s?다\s?(뗐|떼었|떼어냈|벗겼|벗겨냈|뜯었|뜯어냈|긁었|긁어냈)\S*\s(\S+\s){0,2}남았`),
		"mixed_material": regexp.MustCompile(`(테이프|스프링|심|철심)\S*\s거의\s?다\s?(뗐|떼었|떼어냈|뺐|빼냈|뜯었|뜯어냈)\S*\s(\S+\s){0,2}남았`),
	}
)
