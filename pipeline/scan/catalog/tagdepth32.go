package catalog

import (
	"regexp"
	"strings"
)

// Session 32: tag readings found by the ninth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 9
// (session 32)"), each a kind, read after depth31.

// depth32 applies the session-32 kinds to the tags depth31 read:
//
//   - water of a rinse kept in (헹굼물 아직 안 따랐어요, 헹구고 물 안
//     털었어요, 헹궈서 안에 물이 조금 있어요, "rinse water sloshing
//     around inside"), water beaded on the outside (겉에 물이 송글송글
//     맺혔어요, "condensation") and melted ice pooled (아이스팩 녹은 물이
//     흥건해요) are wet, and no contents; water not yet wiped off (물기는
//     아직 안 닦았어요) is wet, and no soil;
//   - a film or a mark said alone (기름막이 있어요, 국물 자국만 있어요) is
//     soil; crumbs left with oil (튀김 부스러기랑 기름이 남았어요) are soil
//     and no contents; "empty but smeared" is no contents;
//   - contents counted still in (과자 몇 개가 아직 있어요, 국물이 아직
//     안에 있어요, 아직 반 있어요, "a few chips are still in the bag");
//   - a cork's own amount or break (코르크가 반쯤 들어가 있어요, 코르크
//     뽑다가 부러져서) is neither contents nor damage of the bottle; "the
//     cork is still stuck" is a cap on;
//   - a spout or a carton's opening left after its cap came off (뚜껑은
//     뺐는데 주둥이는 그대로예요) is another material, and no cap;
//   - a cap lost or not found (다른 통 거랑 바뀌어서 없어요, 찾다가 못
//     찾았어요) is no cap;
//   - a state said of another thing set against the item (다른 병 라벨은
//     안 뗐는데 이 병은 뗐어요, 박스는 젖었는데 병은 멀쩡해요, 캔 옆에 둔
//     병 뚜껑이 안 열려요, "the other jars have lids on, this one
//     doesn't") is that thing's;
//   - a state then undone after (뚜껑 닫혀 있었는데 방금 열어서 뺐어요,
//     물이 남아 있었는데 다 따라 버렸어요), a state only before it came
//     (비 맞기 전에 들여놔서);
//   - labels: a scrap of one left (라벨 종이가 찢어져서 하얀 부분이
//     남았어요), its glue wiped too (끈적이까지 다 지웠어요), one only
//     supposed (안 떨어지면), a rule heard (떼라고 하던데), one off easily
//     (잘떨어짐), water used on it (물에 불려서 떼 냈어요: no wet), and
//     English "told me to …, so I did", "tore the shipping slip off";
//   - a part dropped off with an adverb between (손잡이 부분이 뚝
//     떨어졌어요) and a can torn are broken.
func (c *Catalog) depth32(text, lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add

	// water: of a rinse, beaded, melted, not wiped off
	if rinseWaterKept32(text, lower) || waterBeaded32(text, lower) || affirmed(text, packMeltRe) {
		// (ice melted in a fish box is read as contents, by older
		// kinds: tag_depth23_test.go; an ice pack's melt is no contents)
		add("wet")
		if !contentsBesideWater32(text) {
			drop("contents_left")
		}
	}
	if m := wipeNotDoneRe.FindStringIndex(text); m != nil {
		add("wet")
		if has("contaminated") && !soilWord31Re.MatchString(text[:m[0]]+text[m[1]:]) {
			drop("contaminated")
		}
	}

	// soil against contents
	if !has("contaminated") && affirmed(text, soilFilmRe) {
		add("contaminated")
	}
	if m := crumbsLeftRe.FindStringIndex(text); m != nil {
		add("contaminated")
		drop("contents_left")
	}
	if has("contents_left") && emptyButSoiledEnRe.MatchString(lower) {
		drop("contents_left")
	}
	if containerMiddle(middle) && !has("contents_left") && (contentsCountedStill32(text) || fewStillInEnRe.MatchString(lower)) {
		add("contents_left")
	}

	// a cork, a spout, a cap gone
	if has("contents_left") && corkAmountRe.MatchString(text) && !contentsNamed32Re.MatchString(text) {
		drop("contents_left")
	}
	if has("broken") && corkBrokeRe.MatchString(text) {
		drop("broken")
	}
	if !has("cap_attached") && (corkStuckEnRe.MatchString(lower) || corkPieceInRe.MatchString(text)) {
		add("cap_attached")
	}
	if m := spoutLeftRe.FindStringIndex(text); m != nil && (middle == "vinyl" || middle == "paper_pack") {
		drop("cap_attached")
		add("mixed_material")
	}
	if has("cap_attached") && capGone32(text) {
		drop("cap_attached")
	}

	// whose state
	for _, tag := range c.othersSetAgainst32(text, lower, middle) {
		drop(tag)
	}
	for tag, undo := range undoneAfter32 {
		if has(tag) && stateUndone32(text, tag, undo) {
			drop(tag)
		}
	}
	if has("wet") && rainBeforeRe.MatchString(text) && !affirmed(text, wetSaid32Re) {
		drop("wet")
	}

	// labels
	if !has("label_attached") && labelScrapLeft32(text) {
		add("label_attached")
	}
	if has("mixed_material") && labelLeftPaperRe.MatchString(text) && !otherPartWord32Re.MatchString(text) {
		// the paper a sticker leaves is the sticker's: 스티커 떼다가
		// 끈끈이랑 종이가 남았어요
		add("label_attached")
		drop("mixed_material")
	}
	if has("label_attached") && labelGone32(text, lower) {
		drop("label_attached")
	}
	if has("wet") && labelSoakRe.MatchString(text) && !wetNowRe.MatchString(text) {
		drop("wet")
	}

	// broken
	if !has("broken") && (partDroppedRe.MatchString(text) || middle == "metal_can" && affirmed(text, canTornRe)) {
		add("broken")
	}
	return ed.tags, ed.cleared
}

// rinseWaterKept32 reports whether the water of a rinse is said kept in
// the item: rinse water not poured out (헹굼물 아직 안 따랐어요), water
// not shaken or drained out after a rinse (헹구고 물 안 털었어요, 씻고
// 뒤집어 놨는데 물이 아직 안 빠졌어요), water said inside after a rinse
// (헹궈서 안에 물이 조금 있어요), or "rinse water" in English.
func rinseWaterKept32(text, lower string) bool {
	if rinseWaterNotOutRe.MatchString(text) || washedWaterInRe.MatchString(text) || rinseWaterEnRe.MatchString(lower) {
		return true
	}
	m := rinseVerbRe.FindStringIndex(text)
	if m == nil {
		return false
	}
	after := text[m[1]:]
	return waterNotOutRe.MatchString(after) || waterInsideRe.MatchString(after)
}

// waterBeaded32 reports whether water is said beaded on the item (겉에
// 물이 송글송글 맺혔어요, 이슬이 맺혔어요) or, in English, condensation.
func waterBeaded32(text, lower string) bool {
	return affirmed(text, waterBeadedRe) || condensationEnRe.MatchString(lower)
}

// contentsBesideWater32 reports whether contents are said beside the
// water of a rinse or a melt: a drink or a food named left.
func contentsBesideWater32(text string) bool {
	return contentsNamed32Re.MatchString(text)
}

// contentsCountedStill32 reports whether contents are counted still in
// the item: a few pieces or the broth still there (과자 몇 개가 아직
// 있어요, 국물이 아직 안에 있어요) or an amount still there (아직 반
// 있어요).
func contentsCountedStill32(text string) bool {
	return affirmed(text, fewStillInRe) || affirmed(text, amountStillRe)
}

// capGone32 reports whether the cap is said lost or not found (뚜껑은
// 다른 통 거랑 바뀌어서 없어요, 뚜껑 찾다가 못 찾았어요), with no state
// of a cap on said beside it.
func capGone32(text string) bool {
	if capNotFoundRe.MatchString(text) {
		return true
	}
	return capNoneRe.MatchString(text) && !capStateRe.MatchString(text) && !capHeldRe31.MatchString(text)
}

// stateUndone32 reports whether a state the tag names is said held in
// the past (있었는데, 닫혀 있었는데) and undone after by the verb undo
// (방금 열어서 뺐어요, 다 따라 버렸어요), with nothing still said.
func stateUndone32(text, tag string, undo *regexp.Regexp) bool {
	m := pastHeldRe.FindStringIndex(text)
	if m == nil {
		return false
	}
	before, after := text[:m[0]], text[m[1]:]
	if !stateWords32[tag].MatchString(before) {
		return false
	}
	return undo.MatchString(after) && !strings.Contains(after, "아직")
}

// labelScrapLeft32 reports whether a scrap of the label is said left
// (라벨 종이가 찢어져서 하얀 부분이 남았어요), not denied after (남아
// 있지 않아요).
func labelScrapLeft32(text string) bool {
	m := labelScrapRe.FindStringIndex(text)
	if m == nil || !affirmed(text, labelScrapRe) {
		return false
	}
	return !deniedSoonRe.MatchString(text[m[1]:])
}

// labelGone32 reports whether the label is read off or not said on: its
// glue wiped off too (라벨 끈적이까지 다 지웠어요), only supposed stuck
// (라벨이 안 떨어지면 어떡해요?), a rule heard of it with no state said
// (라벨 떼라고 하던데 맞아요?), come off easily (라벨 잘떨어짐), or in
// English done as told ("told me to peel the label, so I did") or torn
// off ("tore the shipping slip off the box").
func labelGone32(text, lower string) bool {
	switch {
	case labelGlueGoneRe.MatchString(text), labelSupposedRe.MatchString(text), labelEasyOffRe.MatchString(text):
		return true
	case labelRuleHeardRe.MatchString(text) && !labelStateSaid32Re.MatchString(text):
		return true
	}
	if m := slipTornOffEnRe.FindStringIndex(lower); m != nil && !negatedBeforeEnRe.MatchString(lower[:m[0]]) {
		return true
	}
	return toldSoDidEnRe.MatchString(lower)
}

// othersSetAgainst32 returns the tags said only of another thing set
// against the item: a first clause about another thing (다른 병, 옆에
// 둔 병, 케이스만, 박스는, "the other jars"), then the item in contrast, with 이
// or a topic (이 병은, 병은 멀쩡해요, "this one"). A tag whose every word
// lies in the first clause is the other thing's.
func (c *Catalog) othersSetAgainst32(text, lower, middle string) []string {
	if m := otherThenThisEnRe.FindStringIndex(lower); m != nil {
		return tagsOnlyIn32(lower, m[0], m[1], stateWordsEn32)
	}
	m := contrastRe.FindStringSubmatchIndex(text)
	if m == nil {
		return c.othersBeside32(text, middle)
	}
	first, second := text[:m[1]], text[m[1]:]
	topic := strings.Fields(second)
	if len(topic) == 0 {
		return nil
	}
	this := topic[0] == "이" || strings.HasPrefix(topic[0], "이건") || strings.HasPrefix(topic[0], "이것")
	if this && len(topic) > 1 {
		topic = topic[1:]
	}
	if !topicEndRe.MatchString(topic[0]) || !(this || c.wordNames31(topic[0], middle)) {
		return nil
	}
	if !otherMarkRe.MatchString(first) {
		// no other thing marked: the item must be set apart (이 통은),
		// or the first clause's topic name another thing (박스는
		// 젖었는데), or the first clause not name the item at all (개가
		// 물을 엎었는데); and the second clause say the item fine
		lead := strings.Fields(first)
		if len(lead) == 0 || !itemFineRe32.MatchString(second) {
			return nil
		}
		if !this && !c.wordOther31(lead[0], middle) && c.namesItem32(lead, middle) {
			return nil
		}
	}
	return tagsOnlyIn32(text, 0, m[1], stateWords32)
}

// othersBeside32 returns the tags said only of a thing beside the item
// (캔 옆에 둔 병 뚜껑이 안 열려요 캔은 비었어요): from the mark to where
// the item is named again.
func (c *Catalog) othersBeside32(text, middle string) []string {
	m := otherMarkRe.FindStringIndex(text)
	if m == nil {
		return nil
	}
	end := c.itemAgain31(text, m[1], middle)
	if end == len(text) {
		return nil
	}
	return tagsOnlyIn32(text, m[0], end, stateWords32)
}

// namesItem32 reports whether any of the words names a thing of middle.
func (c *Catalog) namesItem32(words []string, middle string) bool {
	for _, w := range words {
		if c.wordNames31(w, middle) {
			return true
		}
	}
	return false
}

// tagsOnlyIn32 returns the tags whose every word in text lies within
// [from, to).
func tagsOnlyIn32(text string, from, to int, words map[string]*regexp.Regexp) []string {
	var out []string
	for tag, re := range words {
		locs := re.FindAllStringIndex(text, -1)
		if len(locs) == 0 {
			continue
		}
		all := true
		for _, l := range locs {
			if l[0] < from || l[1] > to {
				all = false
				break
			}
		}
		if all {
			out = append(out, tag)
		}
	}
	return out
}

// undoneAfter32 are the verbs that undo each tag's state, said after it
// was held (있었는데).
var undoneAfter32 = map[string]*regexp.Regexp{
	"cap_attached":   regexp.MustCompile(`뺐|뽑았|분리했|따\s?냈`),
	"contents_left":  regexp.MustCompile(`따라\s?(버렸|냈)|비웠|다\s(마셨|먹었|버렸|부었)`),
	"label_attached": regexp.MustCompile(`뗐|떼어\s?냈|떼\s?냈|벗겼`),
	"contaminated":   regexp.MustCompile(`씻었|헹궜|닦았|빨았`),
}

var (
	// the water of a rinse not poured out: 헹굼물 아직 안 따랐어요
	rinseWaterNotOutRe = regexp.MustCompile(`(헹굼물|헹군\s?물|씻은\s?물)[은는이가을를]?\s(\S+\s)?(안|못)\s?(따랐|따라|버렸|뺐|비웠|털었)`)
	rinseWaterEnRe     = regexp.MustCompile(`\brinse\s?water\b.*\b(still|left|inside|sloshing|in it)\b|\b(still|some)\s(rinse\s)?water\s(sloshing|left)\s(around\s)?inside\b`)
	// water inside a thing washed: 씻은 병 안에 물이 조금 남아 있어요
	washedWaterInRe = regexp.MustCompile(`(씻은|헹군)\s(\S+\s)?안에\s물이\s((조금|좀|약간|살짝)\s)?(남아|남았|있)`)
	// a rinse said, then water not out or inside
	rinseVerbRe   = regexp.MustCompile(`(헹구고|헹궈서|헹궜는데|씻고|씻어서|씻었는데)\s`)
	waterNotOutRe = regexp.MustCompile(`물[을은이]?\s(아직\s)?(안|못)\s?(털었|털어|뺐|빼|빠졌|빠져|따랐)`)
	waterInsideRe = regexp.MustCompile(`^(\S+\s)?안에\s물이\s((조금|좀|약간|살짝)\s)?(있|남)`)
	// water beaded: 겉에 물이 송글송글 맺혔어요, 이슬이 맺혔어요
	waterBeadedRe    = regexp.MustCompile(`(물이|이슬이)\s(\S+\s)?(맺혔|맺혀|맺힌)`)
	condensationEnRe = regexp.MustCompile(`\bcondensation\b`)
	// an ice pack's melt pooled: 아이스팩 녹은 물이 흥건해요
	packMeltRe = regexp.MustCompile(`아이스팩\s?(이\s)?(녹은|녹아서|녹아)\s물[이]?\s(\S+\s){0,2}(흥건|고여|고였|차\s?있|찼)`)
	// water not wiped off: 물기는 아직 안 닦았어요
	wipeNotDoneRe = regexp.MustCompile(`물기[는를은]?\s(아직\s)?(안|못)\s?(닦았|닦아|닦음|뺐)`)
	// a film or a mark said alone: 기름막이 있어요, 국물 자국만 있어요
	soilFilmRe = regexp.MustCompile(`(기름막|기름\s막|(국물|기름|양념|소스|커피|카레)\s?(자국만|얼룩만))[이가]?\s(\S+\s)?(있|남|끼|생겼)`)
	// crumbs left with oil or bits: 튀김 부스러기랑 기름이 남았어요
	crumbsLeftRe = regexp.MustCompile(`(부스러기|찌꺼기)(랑|이랑|하고|와|과|이|가)\s(\S+\s){0,2}(남았|남아)`)
	// English empty but soiled: "the jar's empty but smeared with sauce"
	emptyButSoiledEnRe = regexp.MustCompile(`\bempty\b,?\s(but|though)\s(it's\s|is\s)?(smeared|greasy|sticky|stained|oily|dirty)\b`)
	// contents counted still in: 과자 몇 개가 아직 있어요, 국물이 아직 안에 있어요
	fewStillInRe   = regexp.MustCompile(`(몇\s?개|몇\s?알|몇\s?조각|국물|건더기)[이가]?\s아직\s(\S+에\s)?(있|들어)`)
	amountStillRe  = regexp.MustCompile(`아직\s(반|반쯤|절반|조금|좀)\s(있|남)`)
	fewStillInEnRe = regexp.MustCompile(`\b(a few|some|a couple of|two|three)\s\w+\s(are|is)\sstill\sin\b`)
	// a cork's amount or break: 코르크가 반쯤 들어가 있어요, 코르크 뽑다가 부러져서
	corkAmountRe      = regexp.MustCompile(`(코르크|마개)[가이는]?\s(반쯤|반|절반)\s(들어가|박혀|꽂혀)`)
	corkBrokeRe       = regexp.MustCompile(`코르크\S*\s(\S+\s){0,2}\S*(부러|쪼개|부서)`)
	corkPieceInRe     = regexp.MustCompile(`코르크\S*\s(\S+\s){0,4}(박혀|꽂혀|끼어|들어가)\s?있`)
	corkStuckEnRe     = regexp.MustCompile(`\bcork\s(is\s|'s\s)?(still\s)?(stuck|jammed|in the neck|in)\b`)
	contentsNamed32Re = regexp.MustCompile(`(와인|술|소주|맥주|음료|주스|우유|콜라|사이다|생수|커피|소스|잼|꿀|기름)[이가은는도]?\s(\S+\s)?(남|있)`)
	// a spout left after its cap came off: 뚜껑은 뺐는데 주둥이는 그대로예요
	spoutLeftRe = regexp.MustCompile(`(뚜껑|마개)[은는을를]?\s(\S+\s)?(뺐|땄|열었|분리했)\S*\s(\S+\s)?(주둥이|입구\s?부분|입구|스파우트)[은는이가]?\s(\S+\s)?(그대로|안\s?떨어|붙어|달려|남았)`)
	// a cap lost: 뚜껑은 … 바뀌어서 없어요; 뚜껑 찾다가 못 찾았어요
	capNoneRe     = regexp.MustCompile(`(뚜껑|마개)[은는이가]?\s?(\S+\s){0,5}\S*(잃어버려서|잃어버렸|바뀌어서|바뀌었|없어져서)?\s?(없어요|없음|없어|없네요|없습니다)`)
	capNotFoundRe = regexp.MustCompile(`(뚜껑|마개)[을를은는]?\s(\S+\s)?찾(다가?|아\s?봤는데|아\s?봐도|았는데)\s(못|안)\s?찾`)
	// a contrast: the first clause ends in -는데, -지만 or -고
	contrastRe = regexp.MustCompile(`(는데|지만|었고|았고)\s`)
	// the second clause's topic: 병은, 캔은
	topicEndRe = regexp.MustCompile(`(은|는)$`)
	// another thing marked: 다른 병, 옆에 둔 병, 옆의
	otherMarkRe = regexp.MustCompile(`(^|\s)다른\s|옆에\s(있던|둔|놓인|있는)\s|옆의\s|(케이스|커버|포장|상자|박스|봉지|비닐)만\s`)
	// the item said fine in the second clause
	itemFineRe32 = regexp.MustCompile(`멀쩡|괜찮|깨끗|말라|말랐|뽀송|비었|헹궜|씻었`)
	// English: "the other jars have lids on, this one doesn't"
	otherThenThisEnRe = regexp.MustCompile(`\bthe other\s\w+\s[^,;]*[,;]\s*(but\s)?this one\b`)
	// a state held in the past: 닫혀 있었는데, 남아 있었는데
	pastHeldRe = regexp.MustCompile(`(있었는데|있었지만|었었는데|았었는데)\s`)
	// rain only before it came: 비 맞기 전에 들여놔서
	rainBeforeRe = regexp.MustCompile(`(비\s?맞|비가\s오|젖)기\s전에`)
	wetSaid32Re  = regexp.MustCompile(`젖었|젖어|축축|눅눅`)
	// a scrap of a label left: 라벨 종이가 찢어져서 하얀 부분이 남았어요
	labelScrapRe = regexp.MustCompile(`(라벨|스티커)\s?(종이|조각)?[이가은는]?\s(\S+\s){0,3}(부분|조각|종이)[이가]?\s(남았|남아)`)
	// a denial within the next word: 남아 있지 않아요
	deniedSoonRe = regexp.MustCompile(`^\S*\s(\S*\s)?\S*(않|없)`)
	// a label's paper left when peeling: 스티커 떼다가 … 종이가 남았어요
	labelLeftPaperRe  = regexp.MustCompile(`(라벨|스티커)[을를]?\s(떼다가|벗기다가|뜯다가|떼다|벗기다)\s(\S+\s){0,2}\S*종이[가이]?\s(남았|남아|붙어)`)
	otherPartWord32Re = regexp.MustCompile(`테이프|스프링|철심|심이|클립|비닐|은박`)
	// a label's glue wiped too: 라벨 끈적이까지 다 지웠어요
	labelGlueGoneRe = regexp.MustCompile(`(끈적이|끈끈이|접착제|자국)까지\s(다\s|싹\s)?(지웠|닦았|뗐|없앴|제거)`)
	// a label only supposed stuck: 라벨이 안 떨어지면
	labelSupposedRe = regexp.MustCompile(`(라벨|스티커)[이가]?\s(안|못)\s?(떨어지|떼지|벗겨지)면`)
	// a rule heard of a label: 라벨 떼라고 하던데
	labelRuleHeardRe   = regexp.MustCompile(`(라벨|스티커|송장)[은는을를]?\s(\S+\s)?(떼|벗기|뜯)(라고|라던|라는|래서)`)
	labelStateSaid32Re = regexp.MustCompile(`붙어|그대로|아직|(안|못)\s?(뗐|떼|벗겼|뜯었)`)
	// a label off easily, spacing left out: 라벨 잘떨어짐
	labelEasyOffRe = regexp.MustCompile(`(라벨|스티커)[이가]?\s?(잘|쉽게|쏙|술술)\s?(떨어짐|떨어졌|떼짐|떼졌|벗겨짐|벗겨졌)`)
	// English: done as told, a slip torn off
	toldSoDidEnRe     = regexp.MustCompile(`\b(told|asked)\s(me|us)\sto\s(peel|take|remove|tear)\b.*\b(label|sticker)\b.*\bso\si\sdid\b`)
	negatedBeforeEnRe = regexp.MustCompile(`\b(haven'?t|hasn'?t|didn'?t|not|never|won'?t|can'?t|nobody|no one)\s(\w+\s)?$`)
	slipTornOffEnRe   = regexp.MustCompile(`\b(tore|peeled|ripped|took)\s(the\s)?(shipping\s|courier\s|delivery\s)?(slip|label|sticker)\soff\b`)
	// water used on a label: 라벨은 물에 불려서 떼 냈어요
	labelSoakRe = regexp.MustCompile(`(라벨|스티커)\S*\s(\S+\s){0,2}물에\s(불려|불어|불렸|담가|담갔)`)
	// a part dropped off, an adverb between: 손잡이 부분이 뚝 떨어졌어요
	partDroppedRe = regexp.MustCompile(`(손잡이|다리|날개|고리|꼭지|주둥이)\s?(부분)?[이가]\s(뚝|똑|툭|톡)\s(떨어졌|떨어져|부러졌|부러져)`)
	// a can torn: 캔이 찢어져서
	canTornRe = regexp.MustCompile(`(캔|깡통|통조림)[이가]?\s찢어`)
	// the words of each state, for a state said of another thing
	stateWords32 = map[string]*regexp.Regexp{
		"wet":            regexp.MustCompile(`젖|축축|눅눅|흥건|물을\s엎|물\s엎`),
		"broken":         regexp.MustCompile(`깨졌|깨져|깨진|깼|깨뜨|부서|부쉈|부숴|부러|찢어|금\s?갔|터졌|터져`),
		"contents_left":  regexp.MustCompile(`남아|남았|남은`),
		"contaminated":   regexp.MustCompile(`묻|국물|곰팡|기름|양념|얼룩`),
		"label_attached": regexp.MustCompile(`라벨|스티커|송장`),
		"cap_attached":   regexp.MustCompile(`뚜껑|마개`),
	}
	stateWordsEn32 = map[string]*regexp.Regexp{
		"label_attached": regexp.MustCompile(`\b(labels?|stickers?)\b`),
		"cap_attached":   regexp.MustCompile(`\b(lids?|caps?)\b`),
		"wet":            regexp.MustCompile(`\b(wet|damp|soaked|soggy)\b`),
		"contaminated":   regexp.MustCompile(`\b(greasy|oily|dirty|stained)\b`),
	}
)

// respellSlips32 writes out more slips in the words a tag is read from:
// 테잎 for 테이프, 업음 or 업어요 for 없음 or 없어요 after a part's noun
// (뚜껑업음), and a noun glued to 안 before a verb of washing or removal
// (병안씻었어요: 병 안 씻었어요).
func respellSlips32(text string) string {
	text = strings.ReplaceAll(text, "테잎", "테이프")
	text = noneSlipRe.ReplaceAllString(text, "${1}${2}없$3")
	return gluedNotRe.ReplaceAllStringFunc(text, func(s string) string {
		m := gluedNotRe.FindStringSubmatch(s)
		if strings.HasSuffix(m[1], "동") || strings.HasSuffix(m[1], "편") || strings.HasSuffix(m[1], "불") {
			return s
		}
		return m[1] + " 안 " + m[2]
	})
}

var (
	noneSlipRe = regexp.MustCompile(`(뚜껑|마개|라벨|스티커|테이프|물기)(\s?)업(음|어요|슴)`)
	gluedNotRe = regexp.MustCompile(`([가-힣]+)안(씻|헹|뗐|뺐)`)
)
