package catalog

import (
	"regexp"
	"slices"
	"strings"
)

// Tag kinds of session 29, read as classes of expressions (written from
// phrasings of our own), each a mistake of the reader's last steps
// (matchTags calls kinds29 after kinds28):
//
//   - wet: a drink spilt on a thing that no soil tag applies to (선풍기에
//     콜라를 엎질렀어요, spilled coffee on the heater) wets it; the stain
//     a spill left (커피 쏟은 얼룩) does not;
//   - wet: water said to fill a thing that holds no contents (전구 안에
//     물이 차서, 속으로 빗물이 찼어요) wets it; water in its own tank (제습기
//     물통에 물이 차 있어요) does not;
//   - contaminated: a food's colour soaked into the item (김치 물이 들어서
//     안 빠져요, 카레 물이 배었어요) soils it, unless it was taken out
//     (락스로 뺐어요), and the item's own material named as where it
//     soaked is no other material;
//   - contents_left: the items themselves said to be left over, many of
//     them (종이 가방들이 좀 남았는데요) is stock, no contents;
//   - contents_left: a mark or stain said to be left (핏물 자국이 남았어요,
//     얼룩이 남아 있어요) is soil, no contents;
//   - wet: a thing swollen by rain or water (비에 불어서, 물에 퉁퉁 불었어요)
//     is wet; a label or sticker swollen off (라벨이 물에 불어서) is not;
//   - broken: in English, clothing or furniture "with holes", "with a
//     rip" or "with runs" is damaged.
func (c *Catalog) kinds29(lower, middle string, itemTerm []rune, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add
	if !has("wet") && !c.TagApplies("contaminated", middle) && (spiltOnThing(lower) || c.drinkSpiltDevice(lower, middle)) &&
		!driedRe.MatchString(lower) && !spiltStainRe.MatchString(lower) {
		add("wet")
	}
	if !has("wet") && !c.TagApplies("contents_left", middle) && matchUndenied(waterFilledRe, lower) && !driedRe.MatchString(lower) && !tankWaterRe.MatchString(lower) {
		add("wet")
	}
	if matchUndenied(dyeSoakedRe, lower) && !dyeTakenOut(lower) {
		add("contaminated")
		if has("mixed_material") && ownMaterialSoakedRe.MatchString(lower) {
			drop("mixed_material")
		}
	}
	if has("contents_left") && itemsLeftOver(lower, itemTerm) {
		drop("contents_left")
	}
	if has("contents_left") && matchUndenied(markLeftRe, lower) && !contentsAmountRe.MatchString(lower) {
		drop("contents_left")
	}
	if !has("wet") && matchUndenied(swollenWetRe, lower) && !driedRe.MatchString(lower) && !partSwollenRe.MatchString(lower) {
		add("wet")
	}
	if !has("broken") && (middle == "clothing" || middle == "bulky") && withHolesEnRe.MatchString(lower) {
		add("broken")
	}
	return ed.tags, ed.cleared
}

// dyeTakenOut reports whether lower says a stain was taken out or is
// gone (뺐어요, 빠졌어요, 지웠어요), not negated (affirmed), or that the item
// is clean now (깨끗해요).
func dyeTakenOut(lower string) bool {
	return affirmed(lower, dyeGoneRe) || strings.Contains(lower, "깨끗해") || strings.Contains(lower, "깨끗합")
}

// spillPlaces, before the locative of a spill, name where it landed
// beside the thing, not the thing (바닥에, 옆에).
var spillPlaces = []string{"바닥", "옆", "근처", "앞", "뒤", "밑", "아래", "주변", "길", "땅"}

// spiltOnThing reports whether lower says a drink was spilt on a thing
// (선풍기에 콜라를 엎질렀어요), not on the floor or the table beside it,
// and not denied after.
func spiltOnThing(lower string) bool {
	// (or doused in it: 스피커 맥주를 뒤집어썼어요; context32.go)
	if matchUndenied(drinkDousedRe, lower) {
		return true
	}
	for _, m := range drinkSpiltOnRe.FindAllStringSubmatchIndex(lower, -1) {
		if !slices.Contains(spillPlaces, lower[m[2]:m[3]]) && undeniedAfter(lower, m[1]) {
			return true
		}
	}
	return false
}

// itemsLeftOver reports whether lower says the item's own name, made
// plural, is left over (가방들이 좀 남았는데요, 컵들 많이 남아서): many
// of the things themselves, not what is in them.
func itemsLeftOver(lower string, itemTerm []rune) bool {
	if len(itemTerm) == 0 {
		return false
	}
	head := []rune(strings.ReplaceAll(string(itemTerm), " ", ""))
	if len(head) > 2 {
		head = head[len(head)-2:]
	}
	for _, m := range pluralLeftRe.FindAllStringSubmatch(lower, -1) {
		if strings.HasSuffix(m[1], string(head)) {
			return true
		}
	}
	return false
}

var (
	drinkSpiltOnRe      = regexp.MustCompile(`(\S*?)(에|에다|위에|위로|에다가)\s(\S+\s)?(커피|콜라|주스|쥬스|우유|음료|음료수|맥주|술|소주|사이다|라떼|녹차|보리차|식혜|차|물)(을|를|도)?\s(\S+\s)?(엎질렀|엎질러|엎지른|쏟았|쏟아서|쏟아졌|쏟은|흘렸|흘려서|엎었|엎어서|엎은)`)
	waterFilledRe       = regexp.MustCompile(`(?:^|[^가-힣])(물|빗물|물기|바닷물|수돗물|흙탕물)(이|가)?\s(안에\s|속에\s|속으로\s|안으로\s|가득\s|꽉\s)?(차서|차\s?있|차\s?있어|찼|찬\s|찬$|차올라|차올랐|차고)`)
	dyeSoakedRe         = regexp.MustCompile(`(김치|고추장|고춧가루|카레|짜장|양념|떡볶이|빨간|노란|주황|색|커피|토마토|케첩|국물)\s?(물|국물)(이|가|도)?\s(\S+\s){0,2}(들어서|들었|들어\s?버|배어|배었|밴\s|뱄|물들)`)
	ownMaterialSoakedRe = regexp.MustCompile(`(플라스틱|비닐|스티로폼|용기|통)(에|에도|까지)\s(\S+\s)?(들어|들었|배어|배었|밴|뱄|스며|물들)`)
	dyeGoneRe           = regexp.MustCompile(`뺐|빼냈|빠졌|지웠|지워졌|없앴|없어졌`)
	spiltStainRe        = regexp.MustCompile(`(쏟은|흘린|엎지른|엎은)\s?(얼룩|자국|흔적)`)
	tankWaterRe         = regexp.MustCompile(`(물통|물탱크|탱크|수조|통)\s?(에|안에|속에|안|속)?\s(물|빗물)(이|가)?\s`)
	markLeftRe          = regexp.MustCompile(`(자국|얼룩|얼룩덜룩|물때|찌든\s?때|흔적|자욱)(이|가|은|는|도|만)?\s(\S+\s)?(남았|남아|남은|남음)`)
	swollenWetRe        = regexp.MustCompile(`(?:^|[^가-힣])(비|빗물|물|소나기|장맛비|바닷물|수돗물|흙탕물)에\s(\S+\s)?(퉁퉁\s?)?(불어|불었|불은|불음)`)
	partSwollenRe       = regexp.MustCompile(`(라벨|스티커|상표|테이프|딱지)(이|가|은|는|도|만)?\s(\S+\s)?(비|빗물|물|소나기|장맛비)에`)
	pluralLeftRe        = regexp.MustCompile(`(\S+)들(이|도|은|는)?\s(좀\s|많이\s|꽤\s|조금\s|몇\s?(개|장)\s)?(남았|남아서|남아\s?있|남는데|남았는데|남길래)`)
	withHolesEnRe       = regexp.MustCompile(`\bwith\s+(a\s+|big\s+|small\s+|huge\s+|some\s+|lots of\s+|a few\s+)*(holes?|rips?|tears?|runs|ladders|snags)\b`)
)
