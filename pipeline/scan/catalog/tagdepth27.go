package catalog

import (
	"regexp"
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Session 27: tag readings found by the fourth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# session
// 27"), each a kind, read after kinds26.

// depth27 applies the session-27 kinds to the tags kinds26 read:
//
//   - what is put inside a container is not its contents: cigarette
//     butts, ash, a tea bag, a toothpick or food scraps said in it soil
//     it (the labelling policy's butts; a tea bag that is itself the
//     thing thrown away soils nothing), while a receipt, a rubber band,
//     a spoon or a note set nothing; contents said in words of their own
//     (물이 남았어요) are still contents. (A straw is left out: one stuck
//     in a carton is how its contents are drunk.)
//   - food bits stuck in the item (칸막이 사이에 밥알이 끼어 있어요) soil
//     it and are no contents;
//   - a part of another material named by its material (플라스틱 칸막이,
//     플라스틱 고리, 스티로폼 칸막이) said to be on, or a part said to be
//     of a material (손잡이가 철사예요, 지퍼가 플라스틱인데), makes the
//     item of mixed materials when the material is not the item's own;
//     and so in English ("still has its metal handle", "the plastic
//     insert", "left the tape on");
//   - an action still ahead in English ("I'll take the label off
//     tomorrow", "going to rinse it tonight", "still drying") leaves the
//     part on, the item soiled or wet, and a drying still ahead in Korean
//     (내일 말릴 거예요) leaves it wet;
//   - several items only some of which were washed (다섯 개 중에 세
//     개만 씻었어요, "only some of the containers got rinsed") leave the
//     rest soiled;
//   - a removal asked about and answered no (라벨 떼셨어요? 아니요 아직요)
//     leaves the part on;
//   - a label taken off and put on something else (떼어 낸 라벨은 책상에
//     붙여 놨고), or set against the item with nothing on it (스티커 말고
//     병에는 아무것도 없어요), is not on the item;
//   - a cap of another thing set against this one's (옆 병은 뚜껑이 닫혀
//     있고 이 병은 열려 있어요, "the other bottle still has its cap"), or
//     a cap someone took away (삼촌이 가져가셨어요), is not on the item;
//   - contents spread on the bottom (바닥에 조금 깔려 있어요), a product
//     almost new (거의 새 거예요) or half used are contents left;
//   - water shaken or wiped out (물기 다 뺐어요) leaves the item dry, and
//     a cover put over it against the wet (물 안 묻게 비닐 씌워 뒀어요) is
//     no other material.
func (c *Catalog) depth27(text, lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add
	if soilsInside(text, lower) {
		add("contaminated")
	}
	if has("contents_left") && (notContentsInsideRe.MatchString(lower) && heldInsideRe.MatchString(lower) || bitsStuckRe27.MatchString(text)) && !contentsSaid27(lower) {
		drop("contents_left")
		if bitsStuckRe27.MatchString(text) {
			add("contaminated")
		}
	}
	if !has("mixed_material") && (materialPartOn27(reading(text), text, middle) || partOfMaterial27(text, middle) || materialPartEn27(lower, middle)) {
		add("mixed_material")
	}
	if middle == "paper" && !has("mixed_material") && tapeLeftEnRe.MatchString(lower) {
		add("mixed_material")
	}
	for _, tag := range tagOrder26 {
		if re, ok := aheadEnRe[tag]; ok && !has(tag) && re.MatchString(lower) {
			if tag != "contaminated" || !has("contents_left") {
				add(tag)
			}
		}
	}
	if !has("wet") && korean.HasHangul(text) && reading(text).Undone(false, "말리", "건조") && !driedRe26.MatchString(lower) {
		add("wet")
	}
	if !has("contaminated") && !has("contents_left") && (someWashedRe.MatchString(text) || someWashedEnRe.MatchString(lower)) {
		add("contaminated")
	}
	if m := askedNoRe.FindStringSubmatch(text); m != nil {
		switch {
		case strings.ContainsAny(m[1], "떼뗐벗"):
			add("label_attached")
		case strings.HasPrefix(m[1], "빼") || strings.HasPrefix(m[1], "뺐"):
			add("cap_attached")
		default:
			add("contaminated")
		}
	}
	if has("label_attached") && labelElsewhereRe.MatchString(text) {
		drop("label_attached")
	}
	if has("cap_attached") && (otherCapOpenRe.MatchString(text) || otherCapEnRe.MatchString(lower) || capTakenRe.MatchString(text)) {
		drop("cap_attached")
	}
	if !has("contents_left") && (contentsSpreadRe.MatchString(text) || contentsEnRe27.MatchString(lower)) {
		add("contents_left")
	}
	if has("wet") && waterOutRe.MatchString(text) {
		drop("wet")
	}
	if has("mixed_material") && coverAgainstWetRe.MatchString(text) {
		drop("mixed_material")
	}
	return ed.tags, ed.cleared
}

// soilsInside reports whether the text says butts, ash, a tea bag, a
// toothpick or food scraps are in the item now: named, and not said to
// have been taken or shaken out.
func soilsInside(text, lower string) bool {
	if korean.HasHangul(text) {
		return soilingInsideRe.MatchString(text) && !soilRemovedRe.MatchString(text)
	}
	return soilingInsideEnRe.MatchString(lower) && !soilRemovedEnRe.MatchString(lower)
}

// contentsSaid27 reports whether contents are said in words of their own
// beside things put in the item: a drink or a product named with its
// particle (물이, 세제는), or a form of 남다 not said of those things
// (담뱃재가 남아 있어요 is the ash's).
func contentsSaid27(lower string) bool {
	if contentsSaid27Re.MatchString(lower) {
		return true
	}
	return strings.Contains(lower, "남") && !thingsLeftRe.MatchString(lower)
}

// materialPartOn27 reports whether a material word of a stream other than
// middle is written bare right before a part noun (플라스틱 칸막이, 쇠
// 고리) and the part is said to be on (korean ObjectState present).
func materialPartOn27(r *korean.Reading, text, middle string) bool {
	fs := strings.Fields(text)
	for i := 0; i+1 < len(fs); i++ {
		s, ok := partStreams27[fs[i]]
		if !ok || s == middle {
			continue
		}
		// (a loose one put inside, 안에 플라스틱 받침 그대로 들어있어요,
		// is a thing left in it, not fixed on)
		if next := korean.NounStem(fs[i+1]); slices.Contains(partNouns27, next) && r.ObjectState(next) == korean.StatePresent && !heldLooseRe.MatchString(strings.Join(fs[i+1:], " ")) {
			return true
		}
	}
	return false
}

// partOfMaterial27 reports whether a part is said to be of a material of
// another stream than middle (손잡이가 철사예요, 지퍼가 플라스틱인데 안
// 잘랐어요), with no removal of it said after.
func partOfMaterial27(text, middle string) bool {
	m := partIsMaterialRe.FindStringSubmatchIndex(text)
	if m == nil {
		return false
	}
	s := partStreams27[text[m[6]:m[7]]]
	after := text[m[1]:]
	return s != "" && s != middle && (!partCutRe.MatchString(after) || partNotCutRe.MatchString(after))
}

// materialPartEn27 is materialPartOn27 in English: the item still has a
// part of another stream's material ("still has its metal handle", "the
// plastic insert is still in it").
func materialPartEn27(lower, middle string) bool {
	m := materialPartEnRe.FindStringSubmatch(lower)
	if m == nil {
		return false
	}
	s := partStreams27[m[1]]
	return s != "" && s != middle
}

// partStreams27 are the material words that name a part's stream.
var partStreams27 = map[string]string{"플라스틱": "plastic", "스티로폼": "styrofoam", "쇠": "metal_can", "철": "metal_can", "철사": "metal_can", "금속": "metal_can",
	"알루미늄": "metal_can", "스텐": "metal_can", "비닐": "vinyl", "종이": "paper", "유리": "glass",
	"plastic": "plastic", "metal": "metal_can", "wire": "metal_can", "steel": "metal_can", "styrofoam": "styrofoam", "foam": "styrofoam"}

// partNouns27 are the parts a material word names (칸막이, 받침, 고리).
var partNouns27 = []string{"칸막이", "받침", "고리", "손잡이", "지퍼", "링", "트레이", "받침대", "틀", "창"}

var (
	// butts, ash, a tea bag, a toothpick or food scraps said in the item
	soilingInsideRe   = regexp.MustCompile(`\S(에|안에|속에|에다|에다가)\s(\S+\s){0,3}(담배\s?)?(꽁초|담뱃재|재|티백|이쑤시개|음식\s?찌꺼기)(가|이|를|을|랑|하고|도)?\s(\S+\s)?(들어|넣|가득|꽂|털|빠져|있|그대로|아직|몇)|재떨이로|(꽁초|티백)\S{0,2}\s(\S+\s)?(들어|넣어|가득|꽂혀)`)
	soilingInsideEnRe = regexp.MustCompile(`\b(cigarettes?|butts|ash|ashes|tea ?bags?)\b`)
	// and taken or shaken out (꽁초는 다 털어내고, 티백은 빼서 버렸어요)
	soilRemovedRe   = regexp.MustCompile(`(꽁초|재|티백|이쑤시개|찌꺼기)\S*\s(\S+\s){0,2}(털어|빼|뺐|꺼내|꺼냈|건져|버리고|버렸)`)
	soilRemovedEnRe = regexp.MustCompile(`\b(took|taken|shook|emptied|dumped|removed|fished) (\w+ )?(out|the butts|the ash|the tea ?bag)`)
	// things put in a container that are not its contents
	notContentsInsideRe = regexp.MustCompile(`꽁초|담뱃재|티백|영수증|고무줄|쪽지|숟가락(?:이|을|도|\s(?:하나|꽂|들어|넣))|젓가락|물티슈|이쑤시개|건전지|\breceipts?\b|\btea ?bags?\b|\bbutts\b|\bspoon\b`)
	// a part said held loose inside (들어 있어요, 담겨 있어요)
	heldLooseRe = regexp.MustCompile(`^\S+\s(\S+\s){0,2}(들어\s?있|담겨\s?있)`)
	// and said held or left in the item (들어 있어요, 넣어 놨어요, 꽂혀,
	// 남아 있어요, still in it)
	heldInsideRe = regexp.MustCompile(`(꽁초|담뱃재|티백|영수증|고무줄|쪽지|숟가락(?:이|을|도|\s(?:하나|꽂|들어|넣))|젓가락|물티슈|이쑤시개|건전지|봉지)\S*\s(\S+\s){0,2}(들어|넣|꽂|가득|빠져|남|있)|\b(inside|in it|stuffed|tucked)\b`)
	// contents said in words of their own beside them
	contentsSaid27Re = regexp.MustCompile(`(^|\s)(물|음료|음료수|우유|주스|술|맥주|소주|콜라|사이다|커피|소스|잼|세제|샴푸)(이|가|은|는|도|만)\s|\b(water|juice|milk|soda|coffee|beer|sauce|jam) (left|still)`)
	// a form of 남다 said of those things (담뱃재가 남아 있어요)
	thingsLeftRe = regexp.MustCompile(`(꽁초|담뱃재|재|티백|영수증|고무줄|쪽지|숟가락(?:이|을|도|\s(?:하나|꽂|들어|넣))|젓가락|물티슈|이쑤시개|건전지|밥알|밥풀|찌꺼기)\S{0,2}\s(\S+\s){0,2}남`)
	// food bits stuck in the item (밥알이 끼어 있어요, 찌꺼기가 붙어 있어요)
	bitsStuckRe27 = regexp.MustCompile(`(밥알|밥풀|찌꺼기|부스러기|건더기)\S{0,2}\s(\S+\s)?(끼어|껴|붙어|눌어)`)
	// a part said to be of a material (손잡이가 철사예요, 지퍼가 플라스틱인데)
	partIsMaterialRe = regexp.MustCompile(`(손잡이|고리|받침|칸막이|지퍼|링|끈)(이|가|은|는)\s(플라스틱|스티로폼|쇠|철|철사|금속|알루미늄|스텐|비닐|종이|유리)(예요|이에요|이고|인데|이라|라서|라|임)`)
	// and cut or taken off after (잘라 냈어요, 뗐어요)
	partCutRe    = regexp.MustCompile(`(^|\s)(잘라|잘랐|뗐|떼어|떼서|뺐|빼서|분리했)`)
	partNotCutRe = regexp.MustCompile(`(안|못)\s?(잘라|잘랐|뗐|떼|뺐|빼|분리)`)
	// a label taken off and put on something else (떼어 낸 라벨은 책상에
	// 붙여 놨고), or set against the item with nothing on it (냉장고에
	// 붙은 스티커 말고 병에는 아무것도 없어요, 스티커 붙은 건 냉장고
	// 문이고 병엔 없어요)
	labelElsewhereRe = regexp.MustCompile(`(떼어\s?낸|떼어낸|뗀|벗겨\s?낸)\s(라벨|스티커|상표)\S*\s\S+에\s(붙여|붙였)|(라벨|스티커|상표)\S*\s말고\s(\S+\s)?(아무것도|하나도)\s없|(라벨|스티커|상표|가격표)\S*\s(붙은|붙어\s?있는)\s(건|거는|것은)\s(\S+\s)?\S+(이고|고)\s\S+(엔|에는)\s(아무것도\s)?없`)
	// a part of another material the item still has, in English
	materialPartEnRe = regexp.MustCompile(`\bstill (?:has|have) (?:its|the|a|their) (plastic|metal|wire|steel|styrofoam|foam) (?:handle|insert|tray|ring|divider|clip|hinge)s?\b|\bthe (plastic|metal|wire|steel|styrofoam|foam) (?:handle|insert|tray|ring|divider|clip)s? (?:is|are) still (?:in|on)\b`)
	// tape left on a box, in English
	tapeLeftEnRe = regexp.MustCompile(`\bleft (the )?(tape|staples|spiral|rings?) (on|in)\b`)
	// an action still ahead, in English
	aheadEnRe = map[string]*regexp.Regexp{
		"label_attached": regexp.MustCompile(`\b(i'll|i will|i'm going to|im going to|going to|gonna|will)\s+(\w+\s+)?(take|peel|pull|remove)\b[^.]{0,20}\b(label|sticker)s?\b`),
		"cap_attached":   regexp.MustCompile(`\b(i'll|i will|i'm going to|im going to|going to|gonna|will)\s+(\w+\s+)?(take|pull|remove|unscrew)\b[^.]{0,20}\b(lid|cap|stopper|cork)s?\b|\b(stopper|cork|cap|lid)s? (is|are) still (in|on)\b`),
		"contaminated":   regexp.MustCompile(`\b(i'll|i will|i'm going to|im going to|going to|gonna|will)\s+(\w+\s+)?(rinse|wash|clean|scrub)\b`),
		"wet":            regexp.MustCompile(`\bstill drying\b|\b(it'll|it will|should) be dry by\b`),
	}
	// several items, only some washed (다섯 개 중에 세 개만 씻었어요)
	someWashedRe   = regexp.MustCompile(`중에?\s(\S+\s)?(\S+)\s?(개|병|캔|장)?만\s(\S+\s)?(씻|헹구|헹궜|헹궈|닦|설거지)`)
	someWashedEnRe = regexp.MustCompile(`\bonly (some|a few|half|one|two|a couple) of (the|them|these)[^.]{0,30}\b(rinsed|washed|cleaned)\b`)
	// a removal or a wash asked about and answered no or not yet
	askedNoRe = regexp.MustCompile(`(떼|뗐|벗기|벗겼|빼|뺐|씻|헹구|헹궜)\S*\?\s*(아니요|아뇨|아니|아직)`)
	// a cap of another thing set against this one's open or missing one
	otherCapOpenRe = regexp.MustCompile(`(옆|다른|옆에 있는)\s?\S+(은|는)\s(뚜껑|마개)\S*\s(\S+\s){0,2}(닫혀|있)\S*\s(\S+\s)?이\s\S+(은|는)\s(\S+\s)?(열려|없)`)
	otherCapEnRe   = regexp.MustCompile(`\bthe other \w+ (still )?has (its|a|the) (cap|lid)\b.{0,20}\bthis one (doesn't|does not|has none|has no)`)
	// a cap someone took away (뚜껑은 삼촌이 가져가셨어요)
	capTakenRe = regexp.MustCompile(`(뚜껑|마개|캡)\S*\s(\S+\s){0,2}(가져가|가져갔|챙겨 ?가|챙겨 ?갔)`)
	// contents spread on the bottom, a product almost new, half used
	contentsSpreadRe = regexp.MustCompile(`(이|가)\s(\S+\s)?바닥에\s(조금\s|살짝\s|좀\s|약간\s|얇게\s)?깔려\s?있(어|음|네|습)|거의\s새\s?(거|것)`)
	contentsEnRe27   = regexp.MustCompile(`\b(half|barely|hardly) used\b|\bhalf-used\b`)
	// water shaken or wiped out, or dried (물기 다 뺐어요, 물기 털었어요,
	// 물기 다 마르고)
	waterOutRe = regexp.MustCompile(`물기\S{0,2}\s?(다\s|싹\s|쫙\s|완전히\s)?(뺐|빼서|빼고|털었|털어|닦았|닦아|없|마르|말랐|말라)`)
	// a cover put on against the wet (물 안 묻게 비닐 씌워 뒀어요)
	coverAgainstWetRe = regexp.MustCompile(`(안\s?(묻게|젖게)|젖지\s?않게)\s(\S+\s)?(비닐|랩|덮개|커버)\S*\s?(씌워|덮어|씌웠|덮었)`)
)
