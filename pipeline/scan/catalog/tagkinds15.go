package catalog

import (
	"regexp"
	"slices"
	"strings"
)

// tagEdit is a reading's tags and the tags it turned down, as the tag
// kinds' last steps (kinds15, kinds24) edit them for an item of middle.
type tagEdit struct {
	c             *Catalog
	middle        string
	tags, cleared []string
}

func (e *tagEdit) has(tag string) bool { return slices.Contains(e.tags, tag) }

// drop turns a tag the reading set into one it turned down.
func (e *tagEdit) drop(tag string) {
	e.tags = slices.DeleteFunc(e.tags, func(t string) bool { return t == tag })
	if !slices.Contains(e.cleared, tag) {
		e.cleared = append(e.cleared, tag)
	}
}

// add sets a tag that applies to the middle, and no longer turns it down.
func (e *tagEdit) add(tag string) {
	if !slices.Contains(e.tags, tag) && e.c.TagApplies(tag, e.middle) {
		e.tags = append(e.tags, tag)
		e.cleared = slices.DeleteFunc(e.cleared, func(t string) bool { return t == tag })
	}
}

// readAs takes the tags of a reading again of part of the text: the
// tags it sets are set, and those it does not are dropped.
func (e *tagEdit) readAs(again []string) {
	for _, tag := range tagOrder26 {
		if slices.Contains(again, tag) && !e.has(tag) {
			e.add(tag)
		} else if !slices.Contains(again, tag) && e.has(tag) {
			e.drop(tag)
		}
	}
}

// Tag kinds of session 20, read as classes of expressions (written from
// phrasings of our own, never eval or corpus lines), each a false
// positive of the reader's last steps (matchTags calls kinds15):
//
//   - cap_attached: a cap, head, pump or lid whose removal is told done
//     (뚜껑까지 돌려서 뺐어요, 헤드는 분리해서 버렸어요, 마개 있는 부분
//     잘라냈어요), set apart from the item (뚜껑 말고, 본체만, 뚜껑은 아직
//     써요, 뚜껑은 플라스틱으로 냈어요), that is itself what is thrown
//     away (병뚜껑 모아 둔 거, a bag of bottle caps, 남은 건 뚜껑 하나), or
//     that is only washed or named as part of a set (뚜껑까지 헹궈서,
//     뚜껑 달린 상자, 뚜껑까지 플라스틱);
//   - mixed_material: a label, sleeve, wrap or name tag read as another
//     material (라벨 비닐, 종이 이름표, 겉비닐, paper sleeve: a label on
//     instead); a stuck cap beside cap_attached, or a dispenser's head
//     stuck on a plastic bottle (a cap on instead), except a foil seal
//     and a cap on a paper cup or carton, which the readable sets and
//     the policy label both; a cover put over
//     for the collection or that is the item itself (비닐 씌워서 내놓을,
//     씌워 주던 덮개); a part of another material torn out ("tore the
//     plastic windows out");
//   - contents_left: grease or a powder left in an item, or oil left in
//     one whose contents are said used up, is a residue (contaminated),
//     not contents, when no amount is said;
//   - broken: denied in English by a quantifier (none of them chipped,
//     neither cracked) or in Korean by 없이 (깨짐 없이, 금 간 데 없이).
func (c *Catalog) kinds15(text, lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add
	// "a greasy lid", "a sticker on the lid", "노즐이 막혀서 안 나와요":
	// the lid named only as where another condition is, a nozzle that
	// will not spray, is no cap said to be on
	if has("cap_attached") && (lidAsPlaceRe.MatchString(lower) || nozzleCloggedRe.MatchString(lower)) && !lidOnEnRe.MatchString(lower) {
		drop("cap_attached")
	}
	if has("cap_attached") && !capStuckSaid(lower) && (capRemovedDone(lower) || capSetApart(lower) || capsAreItem(lower) || capOnlyMentioned(lower)) {
		drop("cap_attached")
		if !otherMaterialSaidOn(withoutCapPhrases(lower), middle) {
			drop("mixed_material")
		}
	}
	if has("mixed_material") && has("label_attached") && !has("cap_attached") && !otherMaterialSaidOn(withoutLabelPhrases(lower), middle) {
		drop("mixed_material")
	}
	// (a cap listed with another part, "캡이랑 고리 부품이 안 빠져요",
	// leaves that part on: another material still)
	if has("mixed_material") && has("cap_attached") && middle != "paper" && middle != "paper_pack" && !foilLidRe.MatchString(lower) && !capListedRe.MatchString(lower) && !otherMaterialSaidOn(withoutLabelPhrases(withoutCapPhrases(lower)), middle) {
		drop("mixed_material")
	}
	// "병 겉비닐이 안 벗겨져요", "the paper sleeve is still around it":
	// a label named by its wrap and no other material is a label on
	if has("mixed_material") && !has("label_attached") && !has("cap_attached") && labelNameRe.MatchString(lower) && !otherMaterialSaidOn(labelNameRe.ReplaceAllString(withoutLabelPhrases(lower), " "), middle) {
		drop("mixed_material")
		add("label_attached")
	}
	// "분무기 헤드가 안 빠져요": a dispenser's head stuck on a bottle is a
	// cap on, no other material (the labelling policy)
	if has("mixed_material") && !has("cap_attached") && (middle == "plastic" || middle == "clear_pet") && headStuckRe.MatchString(lower) && stillOnRe.MatchString(lower) && !otherMaterialSaidOn(withoutCapPhrases(headStuckRe.ReplaceAllString(lower, " ")), middle) {
		drop("mixed_material")
		add("cap_attached")
	}
	if has("mixed_material") && (coverForCollection(lower) || partTornOut(lower)) && !stillOnRe.MatchString(lower) {
		drop("mixed_material")
	}
	if has("contents_left") && residueLeftOfFood(lower) {
		drop("contents_left")
		add("contaminated")
	}
	if has("broken") && brokenDenied(lower) {
		drop("broken")
	}
	return ed.tags, ed.cleared
}

// capWords15 name a cap, lid or the head of a dispenser (뚜껑 inside
// 병뚜껑 and 쇠뚜껑 too). A head named by several words (분무 손잡이,
// 스프레이 헤드) is the taxonomy's cap_attached object, read by the
// korean reader (Analysis.ObjectState reads a compound at its head), not
// listed here.
const capWords15 = `(?:뚜껑|두껑|마개|캡|헤드|펌프|노즐|분무기|트리거)`

// stillOnRe says a part or cap is on now after all.
var stillOnRe = regexp.MustCompile(`(안\s?땄|안\s?딴|안\s?열었|(뚜껑|캡|마개|펌프)\S{0,2}\s?(아직\s?)?그대로|안\s?빠|안\s?빼|안\s?뺐|안\s?뺀|못\s?빼|못\s?뺐|못\s?뺀|안\s?떨어|안\s?떼|못\s?떼|안\s?열|안\s?돌아|꽉\s?끼|닫혀|닫힌|닫아|붙어\s?있|꽂혀|달린\s?채|달려\s?있|끼워진\s?채|끼워져|그대로\s?(있|붙|달|꽂)|still on|still attached|won't|wont|can't|cant|couldn't|stuck|screwed on|glued)`)

// capStuckSaid reports whether lower says a cap or part is still on.
func capStuckSaid(lower string) bool { return stillOnRe.MatchString(lower) }

// capRemovedRe: a cap word, its particle, and within the clause a verb of
// taking it off in a form that says it was done (뺐, 빼냈, 빼서, 분리해서,
// 제거했, 떼어냈, 잘라냄), or the part it sits on cut off (마개 달린 부분
// 잘라냈어요).
var capRemovedRe = regexp.MustCompile(capWords15 + `[^,.;!?\n]{0,16}?(뺐|뺌|빼냈|빼냄|빼내서|빼 냈|빼서|빼고|빼 놓|빼놓|빼놨|빼 놨|빼 뒀|빼뒀|분리해서|분리했|분리함|분리하고|제거했|제거함|제거하고|제거해서|제거하였|떼어냈|떼어 냈|떼냈|떼서|뗐|뗌|벗겼|벗김|벗겨냈|잘라냈|잘라 냈|잘라냄|잘라서|잘랐|잘라내|잘라 내|오려냈|오려 냈|오려내|오려 내|오려서|도려내|도려 내|도려냈|비틀어 뺐|따로 버|따로 냈)`)

// capRemovedDone reports whether lower tells a cap taken off (capRemovedRe)
// with no negator right before the verb (안 뺐어요, 못 빼서).
func capRemovedDone(lower string) bool {
	for _, m := range capRemovedRe.FindAllStringSubmatchIndex(lower, -1) {
		before := strings.TrimRight(lower[:m[2]], " ")
		if strings.HasSuffix(before, "안") || strings.HasSuffix(before, "못") {
			continue
		}
		// the verb is another object's unless the cap is listed with it
		// (뚜껑이랑 비닐 벗겼어요): "뚜껑은 두고 라벨만 뗐어요", "뚜껑 닫고
		// 라벨 뗐어요"
		span := lower[m[0]:m[2]]
		if capKeptRe.MatchString(span) || labelNameRe.MatchString(span) && !capListedRe.MatchString(span) {
			continue
		}
		return true
	}
	return false
}

// capKeptRe says a cap was left or put on (두고, 닫고, 그대로).
var capKeptRe = regexp.MustCompile(`두고|놔두|남기고|남겨|닫고|닫아|닫은|끼우|끼워|그대로|잠그|잠가`)

// capListedRe is a cap word joined to the next object (뚜껑이랑, 캡하고,
// 마개와).
var capListedRe = regexp.MustCompile(capWords15 + `(이랑|랑|하고|과|와|및)\s`)

// capApartRes set the lid apart from the item: "뚜껑 말고", "뚜껑은 빼고",
// the item's body alone (본체만, 몸통만, 통만요), the lid kept for use
// (뚜껑은 아직 써요, 계속 쓸 거), or put out in another stream (뚜껑은
// 플라스틱으로 냈어요, 일반쓰레기로 버렸어요).
var capApartRes = []*regexp.Regexp{
	regexp.MustCompile(capWords15 + `\S{0,2}\s*말고`),
	regexp.MustCompile(`(본체|몸통|몸체|통|용기|병|캔)만`),
	regexp.MustCompile(capWords15 + `(은|는)\s*(아직|계속|다시|따로)?\s*(쓰|써|쓸|씀|재사용|남겨|두고|뒀)`),
	regexp.MustCompile(capWords15 + `(은|는)[^,.;!?\n]{0,12}?(플라스틱|일반\s?쓰레기|종량제|캔|고철|금속|쇠|비닐)\S{0,2}(으로|로|에)\s*(냈|내|버렸|버림|버려|넣었|넣음|배출|분리)`),
	regexp.MustCompile(`\b(not|except|without) (the |its )?(lid|cap|top)s?\b`),
}

// capSetApart reports whether lower sets the lid apart (capApartRes). The
// body's "만" (본체만) names no cap itself: kinds15 asks only when the
// reader set cap_attached, so a cap word is in the text.
func capSetApart(lower string) bool {
	return slices.ContainsFunc(capApartRes, func(re *regexp.Regexp) bool { return re.MatchString(lower) })
}

// capsAreItemRes: caps collected, counted or bagged are the item (병뚜껑
// 모아 둔 거, 마개 한 줌, 왕관 마개, 뚜껑들, 남은 건 뚜껑 하나, a bag of
// bottle caps).
var capsAreItemRes = []*regexp.Regexp{
	regexp.MustCompile(capWords15 + `\s*(들|여러\s?개|몇\s?개|한\s?(줌|봉지|봉투|통|무더기)|모은|모아|모았|잔뜩)`),
	regexp.MustCompile(`왕관\s?(모양\s?)?(쇠\s?)?(뚜껑|마개)`),
	regexp.MustCompile(`남은\s?(건|것은|거는|게)\s?\S{0,6}\s?(뚜껑|마개|캡)`),
	regexp.MustCompile(`\b(bag|jar|box|tin|handful|pile|bunch|lot|collection|stack|dozen)s? of [a-z ]{0,20}\b(caps|lids|bottle tops|crown corks)\b`),
	regexp.MustCompile(`\b(caps|lids|bottle tops)\b [a-z ]{0,12}\b(collected|saved|saved up|gathered|kept)\b`),
}

func capsAreItem(lower string) bool {
	// (not a cap said put back on: 왕관 마개를 다시 씌워놨어요;
	// tagkinds37.go)
	if capPutBack(lower) {
		return false
	}
	return slices.ContainsFunc(capsAreItemRes, func(re *regexp.Regexp) bool { return re.MatchString(lower) })
}

// capMentionRes name a lid only as washed with the item (뚜껑까지 씻어서,
// 캔이랑 뚜껑 헹궜어요), as what a kind of container has (뚜껑 달린 상자,
// 뚜껑 있는 수납함: not a bottle, whose cap is read as on), or by its
// material (뚜껑까지 플라스틱).
var capMentionRes = []*regexp.Regexp{
	regexp.MustCompile(capWords15 + `\S{0,3}\s*(같이\s?)?(씻|헹구|헹궈|헹궜|헹굼|닦|말렸|말려|세척)`),
	regexp.MustCompile(capWords15 + `\s?(달린|있는|딸린)\s?(투명\s?|큰\s?|작은\s?)?(플라스틱\s?)?(상자|박스|수납|함|케이스|팩|용기|바구니|통)`),
	// (the material said of the cap itself, not a place it is set in:
	// 마개는 종이에 박혀서 is a cap stuck in the carton)
	regexp.MustCompile(capWords15 + `(까지|도|은|는)\s?((전부|다|모두|역시|똑같이)\s?)?(플라스틱|종이|유리|쇠|금속|스텐|나무)(이고|이라|라서|이라서|이에요|예요|이다|임|이야|입니다|이었|였|인데|이네요|이네|제|재질|이요|요)?($|\s|[,.])`),
}

func capOnlyMentioned(lower string) bool {
	return slices.ContainsFunc(capMentionRes, func(re *regexp.Regexp) bool { return re.MatchString(lower) })
}

// capPhraseRe is a cap named with its material (쇠뚜껑, 플라스틱 뚜껑,
// metal lid): the material is the cap's.
var capPhraseRe = regexp.MustCompile(`(투명\s?)?(플라스틱|쇠|철|금속|알루미늄|스텐|고무|실리콘|metal|plastic|tin|rubber)?\s?` + capWords15 + `|\b(plastic |metal |tin |rubber |trigger |spray |spring )*(lid|cap|top|pump|trigger|head|nozzle|sprayer)s?\b`)

func withoutCapPhrases(lower string) string { return capPhraseRe.ReplaceAllString(lower, " ") }

// labelPhraseRe is a label, sleeve, wrap or name tag with its material
// (라벨 비닐, 종이 이름표, 겉비닐, 둘레 비닐, 포장지, paper sleeve).
var labelPhraseRe = regexp.MustCompile(`(라벨|상표|스티커)\s?(비닐|종이|필름)|(비닐|종이|필름)\s?(라벨|상표|스티커|이름표|띠|포장지|포장)|겉\s?비닐|둘레\s?비닐|포장지|이름표|\b(paper|plastic|shrink)?\s?(sleeve|wrap|wrapper)s?\b`)

func withoutLabelPhrases(lower string) string { return labelPhraseRe.ReplaceAllString(lower, " ") }

// foilLidRe names a foil lid or seal: on a cup it is both a cap and
// another material (the labelling policy).
var foilLidRe = regexp.MustCompile(`은박|호일|포일|알루미늄\s?(뚜껑|씰|실링)|foil|seal`)

// coverForCollectionRe: a cover put over something for the collection
// (비닐 씌워서 내놓을, 덮어서 내놨어요) or a cover that was over
// something and is itself the item (씌워 주던, 씌워져 있던, 씌워 준).
var coverForCollectionRe = regexp.MustCompile(`(씌워서|씌우고|덮어서|덮고)\s?(내놓|내놨|내놔|내다|낼|내요|버리|버릴|둘|두려|놔)|씌워\s?(준|주던|줬던|주는)|씌워져\s?있던|씌웠던|덮여\s?있던|덮어\s?(주던|두던|뒀던)`)

func coverForCollection(lower string) bool { return coverForCollectionRe.MatchString(lower) }

// partTornOutRe: a part of another material torn, cut or taken out, in
// English ("tore the plastic windows out", "cut off the handles").
var partTornOutRe = regexp.MustCompile(`\b(tore|torn|ripped|cut|pulled|took|peeled|removed|stripped)\b( out| off)?( all)? (the |its |their |those )?(plastic |metal |film |cellophane |rope |string |cord )?(windows?|handles?|strings?|cords?|ropes?|films?|straps?|spirals?|rings?|wires?)\b`)

func partTornOut(lower string) bool { return partTornOutRe.MatchString(lower) }

// greaseLeftRe: greasiness or a powder left in the item (기름기 남음,
// 기름끼 그대로, grease left inside, seasoning powder still inside): a
// residue, whatever the verb of leaving says.
var greaseLeftRe = regexp.MustCompile(`기름(기|끼|때)\S{0,2}\s?(\S+\s)?(남|그대로|있어|있음|있네)|\b(grease|greasy film|powder|crumbs)\b[^,.;]{0,20}\b(still|left|inside|in it|in the bottom)\b`)

// oilLeftRe: oil left in the item (기름이 끈적하게 남아 있어요, oil still
// in it); a residue only when the contents are said used up (다 쓴, 다
// 먹은, empty): otherwise the oil may be the product (콩기름 병에 기름이
// 남았어요) or a can's juice (read as contents by earlier sessions).
var oilLeftRe = regexp.MustCompile(`기름\S{0,2}\s?(\S+\s)?(남|그대로|찰랑|고여)|\boil\b[^,.;]{0,20}\b(still|left|sloshing|inside|in it|in the bottom)\b`)

// usedUpRe says the contents were used up or eaten.
var usedUpRe = regexp.MustCompile(`다\s?(쓴|썼|씀|먹은|먹었|먹음|비운|비웠)|\b(empty|used up|finished|all used)\b`)

// leftAmountRe says how much of the contents is left: then what is left
// is contents, not a residue (기름 반 남았어요). 반 counts as a word of
// its own (반, 반쯤, 반이나), never inside another (반찬통).
var leftAmountRe = regexp.MustCompile(`(^|[\s,.(])(절반|반)(쯤|정도|가량|이나|이상|넘게|$|[\s,.)])|많이|꽤|가득|넘게|이상|\b(half|full|most of|a lot|plenty)\b`)

// residueLeftOfFood reports whether what lower says is left is a residue
// (greaseLeftRe, or oilLeftRe of contents used up), with no amount said.
func residueLeftOfFood(lower string) bool {
	if !greaseLeftRe.MatchString(lower) && !(oilLeftRe.MatchString(lower) && usedUpRe.MatchString(lower)) {
		return false
	}
	return !leftAmountRe.MatchString(lower)
}

// brokenDeniedRe: breakage denied by an English quantifier (none of them
// chipped, neither is cracked, not one broke, no chips) or by Korean 없이
// or 줄 알았는데 (깨짐 없이, 금 간 줄 알았는데 얼룩이었어요).
var brokenDeniedRe = regexp.MustCompile(`\b(none|neither|not one|not a single one|nothing)\b[a-z ]{0,16}\b(chipped|cracked|broken|broke|shattered|damaged)\b|\bno (chips|cracks|breaks)\b|(깨짐|깨진\s?(곳|데|조각)|금\s?간\s?(곳|데)|금)\s?없이|(깨진|금\s?간|부서진)\s?줄\s?알았`)

// brokenDenied reports whether lower denies the breakage (brokenDeniedRe).
func brokenDenied(lower string) bool { return brokenDeniedRe.MatchString(lower) }

// labelNameRe names a label, sticker, name tag, wrap or sleeve.
var labelNameRe = regexp.MustCompile(`라벨|상표|스티커|이름표|포장지|겉\s?비닐|둘레\s?비닐|\b(labels?|stickers?|sleeves?|wrappers?)\b`)

// headStuckRe names the head of a dispenser (분무기 손잡이, 펌프 헤드,
// trigger head).
var headStuckRe = regexp.MustCompile(`(분무기|스프레이|펌프|트리거)\s?(손잡이|헤드|머리|꼭지)?|헤드|\b(spray|trigger|pump)?\s?(head|nozzle|trigger|sprayer)s?\b`)

// lidAsPlaceRe names an English lid only by a condition on it (a
// stained lid, grease on the cap, a sticker on the lid).
var lidAsPlaceRe = regexp.MustCompile(`\b(stained|greasy|dirty|sticky|grimy|moldy|mouldy|cracked|chipped)\s+(lid|cap|top)s?\b|\b(stickers?|labels?|stains?|grease|mold|mould|cracks?|sauce|residue)\b[a-z ]{0,24}\bon (the|its) (lid|cap|top)\b`)

// lidOnEnRe says an English lid is on.
var lidOnEnRe = regexp.MustCompile(`\b(lid|cap|top)s?\b('s| is| are)?\s?(still )?(on|attached|screwed|stuck|glued|shut|closed)\b|\b(closed|shut)\b|\bwith (the |its )?(lid|cap)s? on\b`)

// nozzleCloggedRe: a nozzle or pump that will not spray or pump (노즐이
// 막혀서, 분사구 막힘, the nozzle is clogged).
var nozzleCloggedRe = regexp.MustCompile(`(노즐|분사구|분사 버튼)\S{0,2}\s?(막혀|막힘|막혔|고장)|\b(nozzle|sprayer)\b[a-z ]{0,8}\b(clogged|blocked|jammed)\b`)
