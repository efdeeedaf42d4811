package catalog

import "regexp"

// Tag kinds of session 26, read as classes of expressions (written from
// phrasings of our own), each a mistake of the reader's last steps
// (matchTags calls kinds26 after kinds25):
//
//   - cap_attached: a label said to be stuck to the lid, in English
//     ("the price sticker is glued to the lid"), names the lid as where
//     the label is, not as a cap still on; a cap only said to have been
//     washed with the rest (뚜껑까지 다 씻어서 말렸어요) is not said to
//     be on;
//   - label_attached and mixed_material: a paper layer glued over a
//     styrofoam box (겉에 종이 포장지가 접착돼 있어요) is another material
//     on it, not a label, unless the text names a label;
//   - contaminated: hand grime from use (손때 묻은 국자) is wear, no soil
//     a rinse would have to take off; another soil named with it still
//     soils; a sauce a dish was used to hold (소스 담아 내던 종지) is what
//     it held, not a soil on it, unless the text says some is left or
//     stuck;
//   - mixed_material: tape on styrofoam in layers or that will not come
//     off (박스 테이프가 안 떨어져요, 겹겹이) is another material on it,
//     as tape wound round it is (tagwrap.go); tape said only to be on,
//     however much (송장이랑 테이프 붙은 채, 덕지덕지 붙어 있어요), can
//     be peeled and is not;
//   - contents_left: a carton whose straw hole was never punched (빨대
//     구멍도 안 뚫은) was never opened. (Read here, not by the shared
//     reader: 뚫다 as a verb there changed how lease clauses about
//     drilling holes read, and a blind clause summary lost a clause.)
func (c *Catalog) kinds26(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add
	if has("cap_attached") && labelOnLidRe.MatchString(lower) && !lidOnRe.MatchString(lower) {
		drop("cap_attached")
	}
	if has("cap_attached") && capWashedRe.MatchString(lower) && !capPutOnRe.MatchString(lower) {
		drop("cap_attached")
	}
	if middle == "styrofoam" && has("label_attached") && paperLayerRe.MatchString(lower) && !labelNounRe.MatchString(lower) {
		drop("label_attached")
		add("mixed_material")
	}
	if has("contaminated") && handGrimeRe.MatchString(lower) && !otherSoilRe.MatchString(lower) {
		drop("contaminated")
	}
	if has("contaminated") && heldSauceRe.MatchString(lower) && !soilSaidRe.MatchString(lower) {
		drop("contaminated")
	}
	if middle == "styrofoam" && !has("mixed_material") && heavyTapeRe.MatchString(lower) {
		add("mixed_material")
	}
	if middle == "paper_pack" && !has("contents_left") && holeUnpunchedRe.MatchString(lower) {
		add("contents_left")
	}
	return ed.tags, ed.cleared
}

var (
	labelOnLidRe    = regexp.MustCompile(`\b(label|labels|sticker|stickers|tag|tags)\b[^.,;]{0,30}\b(glued|stuck|taped|attached|pasted)\s+(to|on|onto)\s+(the|its|their)\s+(lid|lids|cap|caps)\b`)
	lidOnRe         = regexp.MustCompile(`\b(lid|lids|cap|caps)\b\s+(is\s+|are\s+)?(still\s+)?(on|screwed|snapped|pressed|closed)\b|\bwith\s+(the|its|their)\s+(lid|lids|cap|caps)\s+(on|still)\b`)
	capWashedRe     = regexp.MustCompile(`(뚜껑|마개|캡)(까지|도|이랑|랑|하고|은|는)?\s?((다|싹|싹싹|박박|깨끗이|같이|함께|따로|전부|모두|물로|세제로|\S+하게|\S+히)\s)*(씻|헹구|헹궈|헹궜|헹굼|닦|말려|말렸|설거지)`)
	capPutOnRe      = regexp.MustCompile(`닫|끼워|끼웠|덮어|덮었|씌워|씌웠|잠가|잠갔|잠궈|잠궜|얹어|얹었|그대로|붙어|달려|꽂`)
	paperLayerRe    = regexp.MustCompile(`(종이|포장지|한지|크라프트)\S{0,2}\s?(\S{1,4}\s)?(접착|붙어|붙은|붙여|씌워|덮여|감싸|발라|코팅)`)
	labelNounRe     = regexp.MustCompile(`라벨|스티커|송장|상표|딱지|가격표|바코드|label|sticker`)
	handGrimeRe     = regexp.MustCompile(`손때`)
	heavyTapeRe     = regexp.MustCompile(`테이프\S{0,2}\s?(\S{1,4}\s)?(여러 겹|겹겹이|칭칭|안 ?떨어|안 ?떼|안 ?벗겨|못 ?떼)|\btape\b[^.,;]{0,25}\b(won[’']t come off|in layers)|\blayers of (packing |box |duct )?tape\b`)
	holeUnpunchedRe = regexp.MustCompile(`구멍\S{0,2}\s?(\S{1,3}\s)?(안|못)\s?뚫|구멍\S{0,2}\s?뚫지\s?(도\s?|를\s?)?않`)
	heldSauceRe     = regexp.MustCompile(`(소스|양념|기름|국물|시럽|드레싱|초장|간장|된장|고추장|sauce)\S{0,2}\s?(담아\s?(내던|쓰던|두던|놓던|주던|냈던|내는|쓰는)|담던|담았던|담는|담아 둔|넣던|넣었던|부어 두던|\bserved\b|\bheld\b)`)
	soilSaidRe      = regexp.MustCompile(`묻|배어|배었|뱄|말라|마른|끈적|자국|얼룩|찌꺼기|덕지|남아|남은|남았|그대로|안 씻|안 헹|못 씻|못 헹|기름때|눌어|굳어|stuck|left|stain|crust|dried`)
)
