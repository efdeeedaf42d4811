package catalog

import (
	"regexp"
	"strings"
	"unicode"
)

// Session 37: tag readings found by the fourteenth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 14
// (session 37)"), each a kind, read last, after the lead's of session
// 36.

// depth37 applies the session-37 kinds to the tags read before it:
//
//   - the item itself left over, said with a count and 만 (완충재 한
//     쪽만 남았네요, 물병이 하나만 남아서, 캔 세 개만 남아서): no
//     contents; contents left after a leading 쓰다 남은 with a place in
//     the item (쓰다 남은 샴푸가 바닥에 조금 있어요) and English amounts
//     (two fingers of water left, still in the bottle) are contents;
//   - contents spoiled (상해서, 맛이 변한, 시큼한 냄새가 나요) are
//     contents still in the item (상한 우유가 들어 있는 팩), no soil, and
//     contents squeezed or poured out (다 짜서 버렸어요) leave no soil;
//   - a cap put on with verbs other than 닫다 (덮어 왔어요, "put the
//     cork back in", "the cap went back on") is on; the same denied,
//     undone after (꽂았다가 도로 뽑았어요) or only meant (씌우려다가) is
//     not; "snapped back on" is no break;
//   - the lid of another thing (발효통 뚜껑에 꽂혀 있던 에어락, 보온병
//     뚜껑이 안 닫히는데, "the pot's lid had a sticker"): what is said
//     of it is not the item's;
//   - oil showing through paper (기름으로 비쳐 보여요, "translucent with
//     oil") soils it; the oily part cut off or oil only possible does not;
//   - clothing worn through or frayed (해져서, 해어졌어요, 너덜너덜,
//     "fraying", "threadbare") is broken;
//   - "clammy" is wet;
//   - a label written and stuck on by the user (날짜 쓴 종이를 붙여
//     놨어요, "covered the bottle in stickers") is on; one only meant
//     (붙이려다가 말았어요) is not; a paper once stuck on a wall ("taped
//     to the wall") is itself no label nor tape;
//   - paper fastened by the user with staples, clips or tape
//     (스테이플러로 찍어 뒀어요, "stapled together", "taped the box
//     shut") holds another material;
//   - a sticker's paper mark left after it came off is no soil.
func (c *Catalog) depth37(text, lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add

	// the item itself left over, and contents left said otherwise
	if has("contents_left") {
		if span := c.itemLeftOver37(text, middle); span != "" && c.lostWithoutSpan37(text, middle, "contents_left", span) {
			drop("contents_left")
		}
	}
	if containerMiddle(middle) && !has("contents_left") {
		if affirmed(text, leftoverInItem37Re) || affirmed(text, foodKeptIn37Re) || contentsLeftEn37(lower) {
			add("contents_left")
		}
	}

	// contents spoiled or emptied are no soil
	if has("contaminated") && spoiledContents37(text) && c.lostWithout(text, middle, "contaminated", spoiled37Re) {
		drop("contaminated")
	}
	// (and a taste gone sour said with no subject: 마개도 안 딴 채로
	// 있는데 맛이 시큼해져서)
	if has("contaminated") && souredTasteRe.MatchString(lower) && c.lostWithout(lower, middle, "contaminated", souredTasteRe) {
		drop("contaminated")
	}
	if has("contaminated") && emptiedOut37Re.MatchString(text) && c.lostWithout(text, middle, "contaminated", emptiedOut37Re) {
		drop("contaminated")
	}

	// caps put on with other verbs, denied, undone or only meant
	if !has("cap_attached") && (affirmed(text, capBroughtOn37Re) || capBackOnEn37Re.MatchString(lower)) {
		add("cap_attached")
	}
	if has("cap_attached") {
		for _, re := range []*regexp.Regexp{capNotPutOn37Re, capOnThenOff37Re, capOnlyMeant37Re} {
			if re.MatchString(text) && c.lostWithout(text, middle, "cap_attached", re) {
				drop("cap_attached")
				break
			}
		}
		if capNotBackEn37Re.MatchString(lower) {
			drop("cap_attached")
		}
	}
	if has("broken") && snappedOn37Re.MatchString(lower) && c.lostWithout(lower, middle, "broken", snappedOn37Re) {
		drop("broken")
	}

	// the lid of another thing
	for _, span := range c.otherLidSpans37(text, lower, middle) {
		for _, tag := range []string{"label_attached", "cap_attached", "broken"} {
			if has(tag) && c.lostWithoutSpan37(text, middle, tag, span) {
				drop(tag)
			}
		}
	}

	// oil through paper
	if middle == "paper" && !has("contaminated") && (affirmed(text, oilShowing37Re) || oilShowingEn37Re.MatchString(lower)) {
		add("contaminated")
	}
	if has("contaminated") {
		for _, re := range []*regexp.Regexp{oilyPartCut37Re, oilOnlyPossible37Re} {
			if m := re.FindString(text); m != "" && !deniedSpan37(m) && c.lostWithout(text, middle, "contaminated", re) {
				drop("contaminated")
				break
			}
		}
	}

	// clothing worn through
	if middle == "clothing" && !has("broken") && wornThrough37(text, lower) {
		add("broken")
	}

	// clammy
	if c.TagApplies("wet", middle) && !has("wet") && clammyEn37Re.MatchString(lower) && !driedAfterEn37Re.MatchString(lower) {
		add("wet")
	}

	// labels put on by the user, or only meant; paper stuck up
	if c.TagApplies("label_attached", middle) && !has("label_attached") && (affirmed(text, writtenStuckOn37Re) || affirmed(text, writtenLabel37Re) || stickersAllOverEn37Re.MatchString(lower)) {
		add("label_attached")
	}
	if has("label_attached") && labelOnlyMeant37Re.MatchString(text) && c.lostWithout(text, middle, "label_attached", labelOnlyMeant37Re) {
		drop("label_attached")
	}
	if middle == "paper" && has("mixed_material") && paperStuckUpEn37Re.MatchString(lower) && c.lostWithout(lower, middle, "mixed_material", paperStuckUpEn37Re) {
		drop("mixed_material")
	}

	// paper fastened by the user
	if middle == "paper" && !has("mixed_material") && (fastenedPaper37(text) || affirmed(text, fastenedPassive37Re) || fastenedPaperEn37(lower)) {
		add("mixed_material")
	}

	// a sticker's mark
	if has("contaminated") && stickerMark37Re.MatchString(text) && c.lostWithout(text, middle, "contaminated", stickerMark37Re) {
		drop("contaminated")
	}
	return ed.tags, ed.cleared
}

// lostWithoutSpan37 is lostWithout for one span of the text, said
// literally: the tag is lost when the span is taken out.
func (c *Catalog) lostWithoutSpan37(text, middle, tag, span string) bool {
	return c.lostWithout(text, middle, tag, regexp.MustCompile(regexp.QuoteMeta(span)))
}

// itemLeftOver37 returns the span of a clause that says the item itself
// is what is left over, counted and with 만 or 하나 (완충재 한 쪽만
// 남았네요, 택배 완충재가 하나만 남아서, 캔 세 개만 남아서, 페트병은
// 이거 하나 남았는데): the subject, within four words before 남-, names
// a thing of the item's middle. "" when the text says no such thing.
// Contents counted (과자가 두세 개 남았어요) name no thing of the middle.
func (c *Catalog) itemLeftOver37(text, middle string) string {
	words := strings.Fields(text)
	for i, w := range words {
		if !strings.HasPrefix(w, "남") || i == 0 {
			continue
		}
		from := max(0, i-4)
		window := words[from:i]
		counted := false
		for _, v := range window {
			if halfAmount37Re.MatchString(v) {
				// 반 병만: half of the contents, an amount
				counted = false
				break
			}
			if countOnly37Re.MatchString(v) {
				counted = true
			}
		}
		if !counted {
			continue
		}
		for j := len(window) - 1; j >= 0; j-- {
			for _, stem := range []string{window[j], particle37Re.ReplaceAllString(window[j], "")} {
				m := c.Match(stem)
				if m.Middle == middle && !m.Weak && !foodNamed34(stem) {
					return strings.Join(words[from+j:i+1], " ")
				}
			}
		}
	}
	return ""
}

// contentsLeftEn37 reports whether English says contents left by an
// amount or still in the item (two fingers of water left, an inch of
// vinegar left, leftover shampoo at the bottom, still about half left,
// it's still in the bottle, most of it's still in the tub).
func contentsLeftEn37(lower string) bool {
	for _, re := range contentsLeftEn37Res {
		if re.MatchString(lower) {
			return true
		}
	}
	return false
}

// otherLidSpans37 returns the spans of the text that speak of the lid
// of another thing: a lid in a relative clause that says where another
// noun was (발효통 뚜껑에 꽂혀 있던 에어락, 김치통 뚜껑 위에 올려 뒀던
// 병, 도시락 뚜껑을 덮어 두던 상자), a clause of the lid of a thing of
// another middle (보온병 뚜껑이 안 닫히는데, 냄비 뚜껑 손잡이가 빠진 건
// 집에 두고), and English of a lid owned by a thing not of the item's
// middle ("the pot's lid had a sticker on it", "sat in the fermenter's
// lid"). Materials (플라스틱 뚜껑) and the item's own lid (잼 병 뚜껑)
// are no other thing.
func (c *Catalog) otherLidSpans37(text, lower, middle string) []string {
	var out []string
	for _, m := range lidRelative37Re.FindAllString(text, -1) {
		out = append(out, m)
	}
	for _, m := range lidOwner37Re.FindAllStringSubmatchIndex(text, -1) {
		owner := text[m[2]:m[3]]
		if !c.otherThing37(owner, middle) {
			continue
		}
		// (the owner said with the words before it may name the item:
		// 스티로폼 상자 뚜껑; merge of session 37)
		if f := strings.Fields(text[:m[3]]); len(f) >= 2 && c.Match(strings.Join(f[len(f)-2:], " ")).Middle == middle {
			continue
		}
		rest := text[m[0]:]
		if e := clauseEnd37Re.FindStringIndex(rest); e != nil {
			out = append(out, rest[:e[1]])
		}
	}
	for _, clause := range clausesEn37Re.Split(lower, -1) {
		if m := lidOwnerEn37Re.FindStringSubmatch(clause); m != nil && (m[2] != "" || c.Match(m[1]).Item != "") && c.otherThing37(m[1], middle) {
			out = append(out, clause)
		}
	}
	return out
}

// otherThing37 reports whether a word names a thing of another middle
// than the item's (보온병, 냄비, 김치통 beside a glass jar), or in
// English a thing the catalogue does not know ("fermenter"); a material
// word or a weak word (플라스틱, 유리, 병) names no thing.
func (c *Catalog) otherThing37(word, middle string) bool {
	// (a bracket or a number names nothing: "단지 (뚜껑 꽉 잠겨 있고";
	// merge of session 37)
	if !strings.ContainsFunc(word, unicode.IsLetter) {
		return false
	}
	if materialWord37Re.MatchString(word) {
		return false
	}
	m := c.Match(word)
	if m.Weak || m.Middle == "food_waste" {
		// (a food's or a drink's lid is its container's: 매실청 뚜껑;
		// merge of session 37)
		return false
	}
	if isASCII37(word) {
		return m.Middle != middle
	}
	return m.Item != "" && m.Middle != middle
}

// isASCII37 reports whether a word is English.
func isASCII37(word string) bool {
	for _, r := range word {
		if r > 127 {
			return false
		}
	}
	return true
}

// deniedSpan37 reports whether a matched span holds a negator before a
// verb (부분은 못 잘랐어요): what it says was not done.
func deniedSpan37(span string) bool {
	return strings.Contains(span, "못 ") || strings.Contains(span, "안 ")
}

// spoiledContents37 reports whether the text says a food or a drink
// spoiled (두유가 상해서, 우유가 맛이 변해서): the subject of the spoiling
// is a food word, not the item's inside (우유팩 안이 상해서, which is
// soil).
func spoiledContents37(text string) bool {
	for _, m := range spoiled37Re.FindAllStringSubmatch(text, -1) {
		if foodWord34Re.MatchString(m[1]) {
			return true
		}
	}
	return false
}

// wornThrough37 reports whether a garment is said worn through or
// frayed (해져서, 해어졌어요, 너덜너덜해요, "fraying", "threadbare"),
// not denied and not said of a design (원래 해진, 빈티지 워싱).
func wornThrough37(text, lower string) bool {
	if wornByDesign37Re.MatchString(lower) {
		return false
	}
	// (Korean 해졌어요 alone is cloth only worn, no break (session 15 and
	// four training labels): only tatters and threads come loose, the
	// policy's fraying, are read here; a worn-through spot is read by
	// tags37; merge of session 37)
	if affirmed(text, wornThrough37Re) {
		return true
	}
	return wornThroughEn37Re.MatchString(lower) && !wornDeniedEn37Re.MatchString(lower)
}

// fastenedPaper37 reports whether paper is said fastened by the user
// with staples, a clip or tape (서류를 스테이플러로 찍어 뒀어요, 종이
// 뭉치에 쇠 집게를 꽂아 놨어요) and not said taken off after.
func fastenedPaper37(text string) bool {
	m := fastened37Re.FindStringIndex(text)
	if m == nil || !affirmed(text, fastened37Re) || stuckUpPlace37Re.MatchString(text[:m[0]]) {
		return false
	}
	return !fastenerOff37Re.MatchString(text[m[1]:])
}

// fastenedPaperEn37 is fastenedPaper37 in English ("still stapled
// together", "I taped the box shut"), not of staples taken out.
func fastenedPaperEn37(lower string) bool {
	return fastenedEn37Re.MatchString(lower) && !fastenerOffEn37Re.MatchString(lower) && !fastenedDeniedEn37Re.MatchString(lower)
}

var (
	// a count of the things themselves: 하나만, 한 쪽만, 세 개만, 반쪽만,
	// sheets (두 장) and pieces of a pair or a set (두 짝이, 한 세트),
	// never a food's count (스팸이 한 조각)
	// half of the contents, an amount (반, 반만, 반쯤, 반이나; merge of
	// session 37: 반만 마시고 남겨뒀어요 is contents left)
	halfAmount37Re = regexp.MustCompile(`^(반|절반)(만|쯤|이나|정도|도)?$`)
	countOnly37Re  = regexp.MustCompile(`^(\S*만|하나|한\s?개|이거|장|짝|짝이|쪽|쪽이|세트|벌)$`)
	// nothing stapled or taped to them (merge of session 37)
	fastenedDeniedEn37Re = regexp.MustCompile(`\b(nothing|not|no|never|n't|without)\b[^.,;]{0,20}\b(stapled|taped|clipped|pinned|staples|tape|clips)\b`)
	particle37Re         = regexp.MustCompile(`(이|가|은|는|만|도)$`)
	// 쓰다 남은 샴푸가 바닥에 조금 있어요: contents said in a place of the item
	leftoverInItem37Re = regexp.MustCompile(`(쓰다|먹다|마시다)\s?남은\s\S+?(이|가)\s(\S+\s){0,3}?\S*(바닥|안|속|병|통|봉지|팩|캔)에\s(\S+\s){0,3}?\S*(있어|있는|있고|남았|남아|찰랑|들어)`)
	// 상한 우유가 들어 있는, 요거트가 상했는데 통에 그대로 있어요, 라면이 봉지째 있어요
	foodKeptIn37Re      = regexp.MustCompile(`(상한|상했는데|상해서|쉰|유통기한\s?\S*\s?지난|맛이\s?변한)\s?(\S+\s){0,2}?\S*(들어\s?있|그대로\s?있|봉지째\s?있|통째로?\s?있|병째\s?있)`)
	contentsLeftEn37Res = []*regexp.Regexp{
		regexp.MustCompile(`\b(fingers?|inch(es)?|cm|centimet(re|er)s?|mouthfuls?|sips?)\s+of\s+\w+\s+left\b`),
		regexp.MustCompile(`\bleftover\s+\w+\s+(at|in)\s+the\s+bottom\b`),
		regexp.MustCompile(`\bstill\s+(about\s+|around\s+)?half\s+left\b`),
		regexp.MustCompile(`\bit(?:'?s|\s+is)\s+still\s+in\s+the\s+(bottle|jar|tub|can|carton|pack|bag)\b`),
		regexp.MustCompile(`\bmost\s+of\s+it(?:'?s|\s+is)\s+still\s+in\b`),
	}
	// contents spoiled: 상해서, 맛이 변한, 시큼한 냄새가 나요
	spoiled37Re = regexp.MustCompile(`(\S+?)(이|가|는|은)\s(상해서|상했는데|상했어요|상한|쉬어서|맛이\s?(변해서|변한|변했|간))(\s(시큼한|쉰|이상한)\s냄새가\s\S+)?`)
	// souredTasteRe matches contents said to taste sour or off (맛이
	// 시큼해져서, 맛이 시어서, 맛이 변했어요, 맛이 이상해서): spoiled
	// contents, which say nothing of soil on the container.
	souredTasteRe = regexp.MustCompile(`맛이?\s?(좀\s|살짝\s|약간\s)?(시큼|새큼|시어|셔서|셔졌|쉬어|쉬었|변해|변했|변한|이상해|이상하|이상한)`)
	// contents squeezed or poured out: 다 짜서 버렸어요
	emptiedOut37Re = regexp.MustCompile(`\S+(은|는|을|를)\s(다|싹|전부)\s(짜서|따라서|부어서|쏟아서)\s?버렸`)
	// a cap brought on: 뚜껑을 덮어 왔어요
	capBroughtOn37Re = regexp.MustCompile(`(뚜껑|마개)\S*\s(\S+\s)?(덮어|씌워|끼워|얹어|꽂아)\s?(왔|와서|온\s)`)
	capBackOnEn37Re  = regexp.MustCompile(`\b(put|stuck|pushed|popped|jammed)\s+the\s+(cork|stopper|bung)\s+back\s+in\b|\bthe\s+(cap|lid|cork|top)\s+went\s+back\s+on\b`)
	// 뚜껑 씌우지 않고, 뚜껑은 안 덮고
	capNotPutOn37Re = regexp.MustCompile(`(뚜껑|마개)\S*\s(\S+\s)?((씌우|덮|끼우|얹|꽂)지\s?않|안\s(씌우|씌워|덮|끼우|끼워|얹|꽂))\S*`)
	// 마개를 꽂았다가 도로 뽑았어요
	capOnThenOff37Re = regexp.MustCompile(`((뚜껑|마개)\S*\s)?\S*(씌웠|꽂았|끼웠|덮었|닫았)다가\s(도로\s|다시\s)?(뽑|빼|뺐|벗기|벗겼|열)\S*`)
	// 마개를 씌우려다가
	capOnlyMeant37Re = regexp.MustCompile(`((뚜껑|마개)\S*\s)?\S*(씌우|덮으|끼우|꽂으|닫으)려다(가)?\s(\S+\s)?\S+`)
	capNotBackEn37Re = regexp.MustCompile(`\b(didn'?t|did not|never|haven'?t)\s+(\w+\s+)?(put|push|pushed|pop|popped|snap|snapped|screw|screwed|twist|twisted)\s+(the\s+)?(lid|cap|cork|top)\s+back\b`)
	snappedOn37Re    = regexp.MustCompile(`\bsnapped\s+(the\s+)?\w+\s+back\s+(on|in|into place)\b`)
	// 발효통 뚜껑에 꽂혀 있던, 김치통 뚜껑 위에 올려 뒀던
	lidRelative37Re  = regexp.MustCompile(`\S+\s?뚜껑\s?(위에|에서|에|을|를)\s(\S+\s){0,2}?\S*(던|두던|놓은)\s`)
	lidOwner37Re     = regexp.MustCompile(`(\S+?)\s?뚜껑`)
	clauseEnd37Re    = regexp.MustCompile(`\S*(는데|지만|고|,)(\s|$)`)
	clausesEn37Re    = regexp.MustCompile(`,\s|;\s|\sbut\s`)
	lidOwnerEn37Re   = regexp.MustCompile(`\b(\w+)('s)?\s+lid\b`)
	materialWord37Re = regexp.MustCompile(`^(플라스틱|유리|쇠|철|알루미늄|금속|스텐|스테인리스|고무|나무|은박|종이|비닐|병|plastic|glass|metal|tin|foil|paper|the|a|its|this|that|jar|bottle)$`)
	// oil showing through paper
	oilShowing37Re   = regexp.MustCompile(`기름(으로|에|이)\s(\S+\s)?(비쳐|비치|비춰)`)
	oilShowingEn37Re = regexp.MustCompile(`\btranslucent\s+with\s+(oil|grease)\b|\bgrease\s+(has\s+)?(bled|showing)\b|\b(oil|grease)\s+(has\s+)?(came|come|comes|seeped|soaked|bled|leaked)\s+(right\s+)?through\b`)
	// 기름이 배어 나온 부분은 잘라 냈어요
	oilyPartCut37Re = regexp.MustCompile(`(기름|양념|소스)\S*\s(\S+\s)?(나온|밴|번진|묻은)\s(부분|쪽|곳|데|자리)(은|는|을|를|만)?\s(\S+\s)?(잘라\s?냈|잘랐|잘라서|오려\s?냈|오렸|오려서|뜯어\s?냈|뜯었|찢어\s?냈)\S*`)
	// 기름이 배어 나올 만한 건
	oilOnlyPossible37Re = regexp.MustCompile(`(기름|양념|소스)\S*\s(\S+\s)?\S*(나올|밸|묻을)\s?만한\s?\S*`)
	// clothing worn through
	wornThrough37Re   = regexp.MustCompile(`너덜|실밥\S*\s(\S+\s)?(풀렸|풀려|터졌|터져)`)
	wornThroughEn37Re = regexp.MustCompile(`\bfraying\b|\bfrayed\b|\bunravell?ed\b|\bcome\s+unravell?ed\b|\bthreadbare\b`)
	wornDeniedEn37Re  = regexp.MustCompile(`\b(not|n't|no)\s+(\w+\s+)?(fraying|frayed|unravell?ed|threadbare)\b`)
	wornByDesign37Re  = regexp.MustCompile(`원래|디자인|워싱|빈티지|\bdesign\b|\bdistressed\b`)
	clammyEn37Re      = regexp.MustCompile(`\bclammy\b`)
	driedAfterEn37Re  = regexp.MustCompile(`\bdried\b|\bdry now\b`)
	// 병에 날짜 쓴 종이를 붙여 놨어요
	writtenStuckOn37Re    = regexp.MustCompile(`(병|통|상자|용기|캔|팩|봉지)\S*에\s(\S+\s){0,2}?\S*(쓴|적은|써서|적어서)\s(\S+\s)?붙여\s?(놨|뒀|놓|두|줬|있)`)
	stickersAllOverEn37Re = regexp.MustCompile(`\bcovered\s+(\w+\s+){0,2}in\s+stickers\b|\bstickers\s+all\s+over\b`)
	// 날짜를 적은 마스킹테이프가 병에 붙어 있어요: a written slip stuck on
	writtenLabel37Re   = regexp.MustCompile(`(쓴|적은|적힌|써진)\s(종이|메모지?|마스킹\s?테이프|테이프|견출지|이름표)\S*\s(\S+\s){0,2}?붙어\s?있`)
	labelOnlyMeant37Re = regexp.MustCompile(`(\S+\s)?\S*붙이려다(가)?\s(말았|그만|안)\S*`)
	stuckUpPlace37Re   = regexp.MustCompile(`(벽|냉장고|문|창문|게시판|현관문)\S*에\s`)
	paperStuckUpEn37Re = regexp.MustCompile(`\b(taped|stuck|pinned|hung)\s+(up\s+)?(on|to)\s+the\s+(wall|fridge|door|window|board|noticeboard)\b`)
	// paper fastened by the user
	fastened37Re = regexp.MustCompile(`(스테이플러|호치키스|집게|클립|테이프)(으로|로|를|을)\s(\S+\s)?(찍어|꽂아|감아|붙여|집어|찍었|꽂았|감았)`)
	// 서류 뭉치에 집게가 물려 있어요: a fastener said on, passive
	fastenedPassive37Re = regexp.MustCompile(`(집게|클립|스테이플러\s?심|호치키스\s?심)(이|가)\s(\S+\s)?(물려|꽂혀|끼워져|찍혀|박혀)\s?있`)
	fastenerOff37Re     = regexp.MustCompile(`잘라|오려|뺐|뗐|떼어|떼고|뜯었|뜯고|빼고|빼서`)
	fastenedEn37Re      = regexp.MustCompile(`\bstapled\b|\btaped\s+(it|the\s+\w+)\s+(shut|closed|up)\b`)
	fastenerOffEn37Re   = regexp.MustCompile(`\b(took|taken|pulled|removed)\s+(\w+\s+)?(staples?|tape)\b|\bunstapled\b`)
	// 스티커 떼고 종이 자국만 남았어요
	stickerMark37Re = regexp.MustCompile(`(스티커|라벨)\s(떼고|뗐는데|떼니)\s(\S+\s)?(종이|풀|끈끈이|접착제)?\s?(자국|흔적)\S*(\s\S+){0,2}`)
)
