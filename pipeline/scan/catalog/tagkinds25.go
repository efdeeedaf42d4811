package catalog

import "regexp"

// Tag kinds of session 25, read as classes of expressions (written from
// phrasings of our own), each a mistake of the reader's last steps
// (matchTags calls kinds25 after kinds24):
//
//   - cap_attached: a can's own lid pressed into the can (뚜껑은 안으로
//     눌러 넣었어요) is no cap on it;
//   - contaminated: dust alone (먼지만 좀 묻었어요) soils nothing a rinse
//     would; another soil named with it still does;
//   - contents_left and wet: water that seeped or leaked in and stands
//     inside (틈으로 빗물이 스며서 물이 고여 있어요) wets the item and is
//     no contents;
//   - mixed_material: plastic riveted or set into a metal thing (손잡이에
//     플라스틱이 리벳으로 박혀 있어요) is another material on it, as a
//     metal pin set in plastic is (kinds24).
func (c *Catalog) kinds25(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add
	if has("cap_attached") && middle == "metal_can" && lidPressedInRe.MatchString(lower) {
		drop("cap_attached")
	}
	if has("contaminated") && dustRe.MatchString(lower) && !otherSoilRe.MatchString(lower) {
		drop("contaminated")
	}
	if has("contents_left") && seepedInRe.MatchString(lower) && waterStandsRe.MatchString(lower) {
		drop("contents_left")
		add("wet")
	}
	if !has("mixed_material") && middle == "metal_can" && plasticSetInRe.MatchString(lower) {
		add("mixed_material")
	}
	return ed.tags, ed.cleared
}

var (
	lidPressedInRe = regexp.MustCompile(`뚜껑\S{0,2}\s?(\S{1,4}\s)?(안|속|안쪽)(으로|에)\s?(꾹\s?)?(눌러|밀어|접어|구겨)\s?(넣|놨|놓|뒀|둔)|\blid (pushed|pressed|folded) (in|inside|down into)`)
	dustRe         = regexp.MustCompile(`먼지|\bdust`)
	otherSoilRe    = regexp.MustCompile(`기름|양념|소스|음식|국물|곰팡|찌꺼기|얼룩|자국|오일|페인트|흙|진흙|잉크|핏|피가|음료|커피|찌든|끈적|grease|oil|food|sauce|stain|mud|paint|sticky`)
	seepedInRe     = regexp.MustCompile(`스며서|스며들어|스며들었|새서|새어|새는|샜|들이쳐|들이치|들어가서|들어와서|\b(leaked|seeped|got) in`)
	plasticSetInRe = regexp.MustCompile(`플라스틱\S{0,2}\s?(\S{0,4}\s)?(\S{0,4}\s)?(박혀|박힌|리벳|달려|달린|끼워|붙어)`)
)
