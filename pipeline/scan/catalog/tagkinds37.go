package catalog

import "regexp"

// Tag kinds of session 37, read after every older reader (tags37):
//   - a cap said put back on, by any verb of capping (왕관 마개를 다시
//     씌워놨어요, 마개 끼워 뒀어요), is on the bottle, though its name
//     (왕관 마개) is also what collected caps are called (capPutBack);
//   - a garment worn until it shows through (해져서 속이 보여요, 헤져서
//     구멍이 났어요) has a worn-through spot, which the labelling policy
//     counts as broken (session 35), unless worn so by design (원래
//     해진 청바지: wornByDesign37Re); cloth only worn (해진 수건) stays
//     unbroken (session 15);
//   - paper that oil has soaked until it shows through (기름으로
//     반투명해요, 기름에 비쳐요) or that soaked oil up (기름을 쫙
//     빨아들여서) is soiled;
//   - an English mould said as a tool (a cast-iron mould) grows no
//     mould, and a part bolted or screwed on in English is another
//     material.
//
// The item itself counted as what is left over, another thing's lid and
// a taste gone sour are read once, in tagdepth37.go.

var (
	// capPutBackRe matches a cap said put back on by a verb of capping
	// (마개를 다시 씌워놨어요, 뚜껑 도로 끼웠어요, 마개 닫아 뒀어요).
	capPutBackRe = regexp.MustCompile(`(뚜껑|마개|캡)(을|를|은|는|도)?\s?(다시|도로|그대로)?\s?(씌워|씌웠|씌운|끼워|끼웠|끼운|닫아|닫았|꽂아|꽂았|덮어|덮었|막아|막았)`)
	// wornThroughRe matches a garment said worn until it shows through
	// (해져서 속이 보여요, 헤져서 구멍이, 닳아서 안감이 비쳐요): a
	// worn-through spot. Cloth only worn (해진 수건, 소매가 해졌어요) is
	// no break (session 15).
	wornThroughRe = regexp.MustCompile(`(^|\s)(해져|해졌|해진|헤져|헤졌|헤진|닳아)\S{0,3}\s(\S+\s)?(속이\s?(다\s?)?(보여|보이|보임|비쳐|비치)|안감이\s?(보여|보이|비쳐|드러)|구멍|뚫)`)
	// oilSoakedUpRe matches paper said to have soaked oil up (기름을 쫙
	// 빨아들여서, 기름을 다 먹어서): soil in the paper.
	oilSoakedUpRe = regexp.MustCompile(`기름\S{0,2}\s(\S+\s){0,2}(빨아들|흡수|먹어서|먹었)`)
	// mouldToolEnRe matches an English mould said as a tool by its
	// material or what it shapes (a cast-iron mould, silicone moulds, the
	// waffle mold): no mould growing.
	mouldToolEnRe = regexp.MustCompile(`\b(cast[- ]iron|silicone|metal|steel|aluminium|aluminum|cake|baking|ice|jelly|waffle|muffin|candle|soap|chocolate|bungeoppang|fish[- ]shaped)\s+(\w+\s+)?(mould|mold)s?\b`)
	// boltedOnEnRe matches, in English, a part said bolted, screwed or
	// riveted on (wooden handles bolted onto it): another material fixed
	// to the item. A cap screwed on is a cap (the cap's screwed on):
	// only a handle, a leg, a base or such a part is read screwed on.
	boltedOnEnRe = regexp.MustCompile(`\b(handles?|legs?|feet|base|plate|bracket|knobs?|hooks?|wheels?|grips?)\s+(\w+\s+)?(bolted|screwed|riveted)\s+(on|onto|to)\b|\b(bolted|riveted)\s+(on|onto|to)\b`)
	// oilShowsThroughRe matches paper said soaked through by oil until
	// it shows through (기름으로 반투명해요, 기름 때문에 비쳐요).
	oilShowsThroughRe = regexp.MustCompile(`기름\s?(으로|에|이|때문에)\s?(\S+\s)?(반투명|비쳐|비치|비칠|훤히)`)
)

// greenhouseRe matches a greenhouse said by its film (비닐하우스, 비닐
// 하우스): a building, which respellWords37 writes 온실, so that its
// 비닐 is no film item (비닐하우스 옆 평상) while the film said of it
// is (비닐하우스 비닐이 찢어졌어요 → 온실 비닐).
var greenhouseRe = regexp.MustCompile(`비닐\s?하우스`)

// respellWords37 writes a greenhouse (greenhouseRe) as 온실.
func respellWords37(text string) string { return greenhouseRe.ReplaceAllString(text, "온실") }

// boltedOnMiddles37 are the streams another material bolted on takes
// the reward from (the labelling policy's mixed_material).
var boltedOnMiddles37 = map[string]bool{"metal_can": true, "plastic": true, "glass": true, "paper": true, "styrofoam": true, "vinyl": true, "clear_pet": true}

// capPutBack reports whether lower says a cap was put back on with a
// verb of capping (capPutBackRe).
func capPutBack(lower string) bool { return capPutBackRe.MatchString(lower) }

// tags37 reads the tag kinds of session 37, after every older reader.
func (c *Catalog) tags37(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add
	if !has("broken") && middle == "clothing" && matchUndenied(wornThroughRe, lower) && !wornByDesign37Re.MatchString(lower) {
		add("broken")
	}
	if has("contaminated") && mouldToolEnRe.MatchString(lower) && c.lostWithout(lower, middle, "contaminated", mouldToolEnRe) {
		drop("contaminated")
	}
	if !has("mixed_material") && boltedOnMiddles37[middle] && boltedOnEnRe.MatchString(lower) {
		add("mixed_material")
	}
	if !has("contaminated") && (middle == "paper" || middle == "paper_pack") && (matchUndenied(oilShowsThroughRe, lower) || matchUndenied(oilSoakedUpRe, lower)) {
		add("contaminated")
	}
	return ed.tags, ed.cleared
}
