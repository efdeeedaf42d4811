package catalog

import (
	"regexp"
	"slices"
	"strings"
)

// Tag kinds of session 27, read as classes of expressions (written from
// phrasings of our own), each a mistake of the reader's last steps
// (matchTags calls kinds27 after kinds26):
//
//   - broken: a thing said to have come apart in pieces (두 쪽 났어요,
//     두 동강이 났고, 반으로 쪼개졌어요, snapped in two) is broken, unless
//     the words are denied;
//   - wet: water beaded or seeped inside (물방울투성이, 물이 스며들어서,
//     습기가 찼어요) is wet, unless it is said to have dried;
//   - contents_left: a drink only sipped (한두 모금밖에 안 마셔서, 한 입만
//     먹고, only took a sip) and, in English, a container never even
//     opened still hold their contents, and the rest said poured out
//     leaves none (나머지는 싱크대에 버렸어요); and the other way, the item itself left over as stock (두
//     박스나 남았어요, 한 묶음 남았는데, 팔다 남아서, 한 장도 안 나간) is
//     no contents left in it;
//   - contaminated: a mark or film of what it held left on the inside
//     (간장 자국이 까맣게 남았어요, 기름이 안쪽에 미끌미끌하게 남았어요)
//     soils it (unless the reading found it washed off after), and,
//     where the container is said empty, is no contents left; in English, a jar nobody scraped out or still coated soils it;
//   - mixed_material: the mark tape left (테이프 자국) is no tape on it;
//     a pad of another material glued on (스펀지 패드가 본드로 붙어 있어요)
//     is;
//   - broken: a box that came back as a damage return (파손 반품으로 들어온)
//     names the goods' damage, not its own, unless its own is said;
//   - contents_left: in English, a bottle that "still has its cap" says
//     the cap is on, no contents;
//   - mixed_material: a part said by another material and said fixed on
//     (플라스틱 창이 붙어 있어요, 가죽 끈이 감겨 있어요, 쇠 손잡이가 달려
//     있어요) is another material on it; tape and labels are no such
//     part.
func (c *Catalog) kinds27(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add
	if !has("broken") && matchUndenied(inPiecesRe, lower) {
		add("broken")
	}
	if !has("wet") && matchUndenied(beadedWetRe, lower) && !driedAfterRe.MatchString(lower) {
		add("wet")
	}
	drink := slices.Contains(drinkMiddles, middle) || middle == "plastic"
	if drink && !has("contents_left") && (onlySippedRe.MatchString(lower) || neverEvenOpenedRe.MatchString(lower)) && !restPouredRe.MatchString(lower) {
		add("contents_left")
	}
	if has("contents_left") && restPouredRe.MatchString(lower) {
		drop("contents_left")
	}
	if has("contents_left") && (stockLeftRe.MatchString(lower) || unsoldRe.MatchString(lower)) && !contentsAmountRe.MatchString(lower) && !onlySippedRe.MatchString(lower) && !unopenedRe.MatchString(lower) {
		drop("contents_left")
	}
	unscraped := unscrapedRe.MatchString(lower)
	if residueMarkRe.MatchString(lower) || slickFilmRe.MatchString(lower) || unscraped {
		// (a scrape said not done outweighs the reading's "scraped out")
		if !has("contaminated") && (unscraped || !slices.Contains(ed.cleared, "contaminated")) && !tapeMarkRe.MatchString(lower) {
			add("contaminated")
		}
		if has("contents_left") && emptiedRe.MatchString(lower) && !contentsAmountRe.MatchString(lower) {
			drop("contents_left")
		}
	}
	if has("mixed_material") && tapeMarkRe.MatchString(lower) && !tapeOnRe.MatchString(lower) {
		drop("mixed_material")
	}
	if !has("mixed_material") && gluedPadRe.MatchString(lower) && !padRemovedRe.MatchString(lower) {
		add("mixed_material")
	}
	if has("broken") && damageReturnRe.MatchString(lower) && !ownDamageRe.MatchString(lower) {
		drop("broken")
	}
	if has("contents_left") && stillHasPartRe.MatchString(lower) && !contentsEnglishRe.MatchString(lower) {
		drop("contents_left")
	}
	if !has("mixed_material") && !padRemovedRe.MatchString(lower) {
		if fixedPartOfOther(lower, middle) {
			add("mixed_material")
		}
	}
	return ed.tags, ed.cleared
}

// fixedPartOfOther reports whether lower says a part of another material
// than middle's is fixed on the item (fixedMaterialRe): a part noun named
// with the material, or a material of no stream of its own (가죽, 나무);
// no label, tape or straw in the phrase or the word before it, and not
// denied right after.
func fixedPartOfOther(lower, middle string) bool {
	for _, loc := range fixedMaterialRe.FindAllStringSubmatchIndex(lower, -1) {
		var mat, part string
		switch {
		case loc[2] >= 0:
			mat = lower[loc[2]:loc[3]]
			if loc[4] >= 0 {
				part = lower[loc[4]:loc[5]]
			}
		case loc[12] >= 0:
			// (the adnominal form: 플라스틱 창 붙은 종이 상자)
			mat, part = lower[loc[12]:loc[13]], lower[loc[14]:loc[15]]
		}
		// (materialMiddle, tagmaterial.go: 가죽 and 나무 are of no stream)
		if part == "" && materialMiddle[mat] != "" || materialMiddle[mat] == middle {
			continue
		}
		before := lower[max(0, loc[0]-12):loc[1]]
		if labelNounRe.MatchString(before) || strings.Contains(before, "테이프") || strings.Contains(before, "빨대") {
			continue
		}
		if deniedNextRe.MatchString(lower[loc[1]:]) {
			continue
		}
		return true
	}
	return false
}

// matchUndenied reports whether re matches lower at a place not followed
// by a denial of the same words (두 쪽 나지는 않았어요).
func matchUndenied(re *regexp.Regexp, lower string) bool {
	for _, loc := range re.FindAllStringIndex(lower, -1) {
		if undeniedAfter(lower, loc[1]) {
			return true
		}
	}
	return false
}

// undeniedAfter reports whether the words of lower from byte end on do
// not deny what ends there (않았어요, 지는 않았, 없어요).
func undeniedAfter(lower string, end int) bool {
	rest := lower[end:]
	if len(rest) > 12 {
		rest = rest[:12]
	}
	return !deniedNextRe.MatchString(rest)
}

var (
	deniedNextRe      = regexp.MustCompile(`^\S*\s?(지|진|지는|지도)\s?(않|안|못)|^\S*\s?(않|없)`)
	inPiecesRe        = regexp.MustCompile(`(두|세|네|여러|몇)\s?(쪽|조각|동강)(이|으로)?\s?(나|났|난|내|냈|낸|갈라|쪼개|부러)|반으로\s?(쪼개|쪼갠|갈라|갈린|부러|동강)|\b(snapped|split|broke|broken|cracked)\s+(clean\s+)?in\s+(two|half)\b`)
	beadedWetRe       = regexp.MustCompile(`(물방울|물기|습기|빗물|이슬)\s?투성이|(^|\s)(물|빗물|물기)(이|가)?\s?(안으로\s?|속으로\s?|안에\s?|속에\s?)?스며(들|든|들어)|습기가?\s?(차|찼|찬|가득)|김이\s?(서려|서렸|서린)|\b(beads of water|water (has )?(got|seeped|leaked) (in|inside))\b`)
	driedAfterRe      = regexp.MustCompile(`말랐|말렸|말려서|말린|말려 ?(뒀|놨|놓)|건조했|건조시|다 마른|\bdried\b`)
	onlySippedRe      = regexp.MustCompile(`(한|두|한두|세|두세|몇)\s?(모금|입)(밖에|만)\s?(안|못)\s?(마시|마신|마셨|마셔|먹|먹은|먹었|먹어)|(한|두|한두|세|두세|몇)\s?(모금|입)만\s?(마시|마신|마셨|마셔|먹은|먹었|먹고|먹다)|반도\s?(안|못)\s?(마시|마셨|마셔|먹었|먹어)|\bonly\s+(had|took|drank)\s+(a|one|two|a few|a couple of)\s+(sips?|gulps?|mouthfuls?)\b|\bbarely\s+(touched|drunk)\b`)
	neverEvenOpenedRe = regexp.MustCompile(`\bnever\s+(even|once|been|actually)\s+(opened|cracked open|unsealed)\b|\b(not|n't)\s+(even\s+)?been\s+opened\b`)
	restPouredRe      = regexp.MustCompile(`(나머지|남은 건|남은 거|남은 음료|남은 물)\S{0,2}\s?(\S+\s)?(버렸|비웠|쏟았|부었|따라 ?버렸|따라 냈)|\b(poured|tipped|emptied)\s+(the rest|it)\s+out\b`)
	stockLeftRe       = regexp.MustCompile(`(두|세|네|다섯|여러|몇|한)\s?(박스|상자|묶음|뭉치|더미|다발|권|세트|박스씩|상자씩)(나|이나|씩|가|이|만)?\s(\S+\s)?(남았|남아|남은|남겨)|(팔다|팔고|쓰다|쓰고|나눠 주고|나눠주고|돌리고|배포하고|행사하고|시즌 끝나고)\s?(\S+\s)?(남았|남아|남은)|재고(로|가)?\s?(남|쌓)`)
	unsoldRe          = regexp.MustCompile(`한\s?(장|개|권|부)도\s?(안|못)\s?(나간|나갔|팔린|팔렸|쓴|썼)|\b(unsold|never handed out|left over stock)\b`)
	unopenedRe        = regexp.MustCompile(`안\s?(뜯은|뜯었|딴|땄|연|열었|열어 ?본)|(뜯|따|열)지도\s?(않|안)|미개봉|새\s?(거|것)|\b(unopened|sealed)\b`)
	contentsAmountRe  = regexp.MustCompile(`(반|절반|반쯤|조금|약간|내용물|음료|우유|주스|물이|물은|술이|가스|한 모금|바닥에|아직)\S{0,2}\s?(\S+\s)?(남았|남아|남은|들어 ?있|그대로)|(바닥에|밑에|밑바닥에)\s(\S+\s){1,4}(남았|남아)|\bhalf (full|left)\b|\bstill (full|has|holds)\b`)
	residueMarkRe     = regexp.MustCompile(`(자국|얼룩|찌꺼기|기름기|기름때|물때|찌든\s?때)(이|가|은|는|도|만)?\s(\S+\s)?(\S+게\s)?(남았|남아|남은|남겨|묻어|배어|뱄|눌어)`)
	slickFilmRe       = regexp.MustCompile(`(미끌미끌|미끈미끈|끈적끈적|번들번들|미끌|끈적|번들)(하게|한 게|한 채)\s?(남았|남아|묻어|붙어)`)
	unscrapedRe       = regexp.MustCompile(`\b(nobody|no one|never|not|n't)\s+(\w+\s+)?scraped\b|\bstill\s+(\w+\s+)?coated\b|\b(sides|inside|walls?)\s+(still\s+)?(\w+\s+)?coated\b`)
	emptiedRe         = regexp.MustCompile(`비었|비웠|비워|빈\s?(병|통|캔|용기|팩)|다\s?(쓴|쓰고|썼|먹고|먹은|먹었|마시고|마신|마셨)|\bempty\b|\bemptied\b`)
	tapeMarkRe        = regexp.MustCompile(`(테이프|접착제|접착|본드|풀|스티커|라벨)\s?(자국|흔적|끈끈이|잔여물|자욱)|\btape (marks?|residue)\b`)
	tapeOnRe          = regexp.MustCompile(`테이프(가|는|도|를)?\s?(\S+\s)?(붙어|감겨|둘러|칭칭|그대로|안 ?떨어|남아 ?있)|\btape\b[^.,;]{0,20}\b(still on|wrapped|won[’']t come off)\b`)
	gluedPadRe        = regexp.MustCompile(`(스펀지|스폰지|펠트|고무|가죽|부직포|코르크|자석|합판|솜|천)\s?(패드|판|받침|깔판|조각|시트|바닥)?(이|가|은|는|도)?\s(\S+\s)?(본드로|접착제로|양면테이프로|글루건으로|풀로)\s?(\S+\s)?(붙어|붙였|붙인|고정|접착)`)
	padRemovedRe      = regexp.MustCompile(`(뗐|떼어 ?냈|떼냈|뜯어 ?냈|뜯었|제거했|벗겼|긁어 ?냈)`)
	stillHasPartRe    = regexp.MustCompile(`\bstill (has|have) (its|the|a|their)( \S+){0,2} (cap|caps|lid|lids|label|labels|sticker|stickers|pump|straw|seal|ring|handle|tape)\b`)
	contentsEnglishRe = regexp.MustCompile(`\b(half|some|bit of|leftover|full|liquid|inside it|left in|unopened|sealed)\b`)
	fixedMaterialRe   = regexp.MustCompile(`(플라스틱|비닐|종이|쇠|철제|철|금속|알루미늄|스텐|유리|나무|원목|가죽|천|고무|실리콘|자석)\s?(창|끈|띠|손잡이|판|받침|장식|덮개|커버|패드|고리|링|줄|테두리|바닥|발|지퍼 손잡이|지퍼손잡이|지퍼|슬라이더|꼭지|단추|버클)?(이|가|은|는|도)?\s(\S+\s)?(붙어\s?있|붙어\s?있어|붙어 있|감겨\s?있|둘러져\s?있|박혀\s?있|끼워져\s?있|달려\s?있|고정돼|붙어서 안|접착돼)|(플라스틱|비닐|종이|쇠|철제|철|금속|알루미늄|스텐|유리|나무|원목|가죽|천|고무|실리콘|자석)\s?(창|끈|띠|손잡이|판|받침|장식|덮개|커버|패드|고리|링|줄|테두리|바닥|발)\s(붙은|달린|박힌|감긴|끼워진|둘러진|고정된)\s`)
	damageReturnRe    = regexp.MustCompile(`파손\s?(반품|교환|접수|신고|처리|보상|상품|건|물량|택배)`)
	ownDamageRe       = regexp.MustCompile(`찢|깨졌|깨진|금이|금 간|부러|갈라|구겨|찌그러|터졌|터진|망가|부서|뜯어졌|뜯어진|구멍|\b(torn|crushed|split|broken)\b`)
)
