package catalog

import (
	"regexp"
	"strings"
)

// Tag kinds of session 28, read as classes of expressions (written from
// phrasings of our own), each a mistake of the reader's last steps
// (matchTags calls kinds28 after kinds27):
//
//   - contents_left: pieces of what a bag or box held said to roll about
//     in it still (알갱이가 바닥에 굴러다녀요, 사료 몇 알이 아직
//     굴러다니고) are contents left;
//   - contents_left: stock said to be more than needed (남아도는 책자,
//     남아돌아서) or new sheets left (새 거 몇 장) is the item itself
//     left over, no contents in it;
//   - contaminated: food or a drink poured into a container afterwards
//     (페트병에 라면 국물을 부어 놓고) soils it;
//   - contaminated: in English, a sticky residue (sticky syrup, sticky
//     juice) soils the item rather than being contents left, unless an
//     amount is said (half full);
//   - mixed_material: a paper piece of another kind (a tag, a printout)
//     glued on (종이 택이 본드로 붙어서, 종이 인쇄물이 접착돼 있어요) is
//     another material on the item;
//   - mixed_material: a look likened to a material (안쪽이 은박처럼
//     반짝여요) that the text names nowhere else is no other material.
func (c *Catalog) kinds28(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add
	if !has("contents_left") && matchUndenied(rollingLeftRe, lower) {
		add("contents_left")
	}
	if has("contents_left") && (surplusRe.MatchString(lower) || newSheetsRe.MatchString(lower)) && !contentsAmountRe.MatchString(lower) {
		drop("contents_left")
	}
	if !has("contaminated") && matchUndenied(pouredInRe, lower) && !washedAfterRe.MatchString(lower) {
		add("contaminated")
	}
	if stickyEnRe.MatchString(lower) && !washedAfterRe.MatchString(lower) {
		add("contaminated")
		if has("contaminated") && has("contents_left") && !amountEnRe.MatchString(lower) {
			drop("contents_left")
		}
	}
	if !has("mixed_material") && middle != "paper" && gluedPaperRe.MatchString(lower) && !padRemovedRe.MatchString(lower) {
		add("mixed_material")
	}
	if has("mixed_material") && likenedMaterialOnly(lower) {
		drop("mixed_material")
	}
	return ed.tags, ed.cleared
}

// likenedMaterialOnly reports whether lower likens the item's look to a
// material (은박처럼 반짝여요, 유리 같은 느낌) and names that material
// nowhere else: a look, not another material on it.
func likenedMaterialOnly(lower string) bool {
	ms := likeMaterialRe.FindAllStringSubmatch(lower, -1)
	if len(ms) == 0 {
		return false
	}
	rest := likeMaterialRe.ReplaceAllString(lower, " ")
	for _, m := range ms {
		if strings.Contains(rest, m[1]) {
			return false
		}
	}
	return true
}

var (
	rollingLeftRe  = regexp.MustCompile(`(알갱이|알맹이|부스러기|가루|조각|사료|과자|콩|씨앗|씨|사탕|몇\s?(개|알|조각)|한\s?줌|두어\s?(개|알))(이|가|도|은|는|만)?\s(\S+\s){0,2}굴러\s?다(녀|니고|니는|님|니네|니더라)`)
	newSheetsRe    = regexp.MustCompile(`새\s?(거|것)\s?(몇|두|세|네|여러|한)\s?(장|롤|묶음)`)
	surplusRe      = regexp.MustCompile(`남아\s?(도는|돌아|돌고|돌아서|돌던|돌길래)|넘쳐\s?나는`)
	pouredInRe     = regexp.MustCompile(`에(다)?\s(\S+\s){0,2}(국물|라면\s?국물|음료|커피|우유|주스|콜라|술|소주|맥주|기름|양념|소스|음식)(을|를|도)?\s(\S+\s)?(부어\s?(놓|놨|두|뒀|버리|버렸)|부었|부은|부어서|따라\s?(놓|놨|두|뒀|놓고)|버려\s?(놓|놨|두|뒀))`)
	washedAfterRe  = regexp.MustCompile(`헹궜|헹궈|씻었|씻어\s?(서|놨|뒀|냈)|세척했|\b(rinsed|washed)\b`)
	stickyEnRe     = regexp.MustCompile(`\bsticky\s+(syrup|juice|soda|residue|sauce|honey|mess|film|goo|coffee|drink|stuff|pulp|cola|tea|milk|smoothie)\b`)
	amountEnRe     = regexp.MustCompile(`\b(half|full|unopened|sealed|most of|barely)\b`)
	likeMaterialRe = regexp.MustCompile(`(은박|호일|포일|알루미늄|비닐|플라스틱|유리|금속|쇠|코팅)\s?(처럼|같이\s?생|같은\s?(느낌|재질|게|것))`)
	gluedPaperRe   = regexp.MustCompile(`종이\s?(행택|택|태그|인쇄물|출력물|포스터|시트|장식|조각|판)(이|가|은|는|도)?\s(\S+\s)?((본드로|접착제로|양면테이프로|글루건으로|풀로)\s?(\S+\s)?(붙어|붙였|붙인|고정)|접착(돼|되어|된))`)
)
