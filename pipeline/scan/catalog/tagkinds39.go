package catalog

import "regexp"

// Tag kinds of session 39, read after every older reader (tags39),
// written from phrasings of our own, never evaluation or corpus lines:
//   - a lid said snapped, clicked or pushed back on, in English, is a cap
//     on a container;
//   - a thing said full of rainwater, in English, is wet;
//   - a thing dropped in a sink, said with no water, is not wet;
//   - a food's or a drink's stain left (와인 자국이 남아 있어요) soils the
//     thing and is no contents;
//   - a part fixed with rivets or built in that cannot be taken off
//     (리벳으로 고정돼서 떼어낼 방법이 없어요, 붙박이라 못 빼요) is another
//     material;
//   - water from thawing food (해동한 물, 핏물) soils a thing and does
//     not wet it.

var (
	// lidBackOnEnRe matches a lid said put back on in English (lid
	// snapped back on, cap clicked shut, top pushed back on).
	lidBackOnEnRe = regexp.MustCompile(`\b(lid|cap|top)s?\b( is| was| are|'s)? (snapped|clicked|popped|pushed|pressed|put|screwed|twisted) (back )?(on|shut|closed)\b`)
	// rainwaterEnRe matches a thing said full of or holding rainwater.
	rainwaterEnRe = regexp.MustCompile(`\b(full of|filled with|half full of|holding|collected|pooled) (rain ?water|rain)\b|\brain ?water (in|inside|pooled|sitting)\b`)
	// sinkDropEnRe matches a thing dropped into a sink, in English.
	sinkDropEnRe = regexp.MustCompile(`\b(dropped|fell|slipped|knocked)\b[^.;]{0,25}\b(in|into)( the)? sink\b`)
	// waterSaidEnRe matches a word of water or wetness, in English.
	waterSaidEnRe = regexp.MustCompile(`\b(water|wet|soak|soaked|soaking|damp|drip|dripping|full|rinse|rinsed|splash|splashed|submerged|flooded)\b`)
	// stainLeftRe matches a food's or a drink's stain said left (와인
	// 자국이 안쪽에 남아 있어요, 커피 얼룩이 남았어요).
	stainLeftRe = regexp.MustCompile(`(와인|커피|주스|콜라|소스|기름|양념|케첩|카레|짜장|김치|우유|차)\s?(자국|얼룩)(이|은|만|도)?\s(\S+\s){0,3}?\S*(남아|남았|남은|남음|그대로|졌|졌어요)`)
	// fixedPartRe matches a part said fixed so that it cannot be taken
	// off (손잡이가 리벳으로 고정돼서 떼어낼 방법이 없네요, 밸브가 붙박이라
	// 못 빼요).
	fixedPartRe = regexp.MustCompile(`(손잡이|밸브|경첩|바퀴|고리|다리|받침|스프링|걸쇠|잠금장치|자석|손잡이\s?부분)(이|가|은|는|도)?\s(\S+\s){0,4}?\S*(붙박이|일체형|(떼어\s?낼|뗄|빼낼|뺄|분리할)\s?(방법이|방법도|수가|수도|수)\s?없|리벳으로\s?(고정|박혀|박힌|박아|박은))`)
	// soakedSaidRe matches a thing said soaked (젖었어요, 젖고): wet
	// whatever the water.
	soakedSaidRe = regexp.MustCompile(`젖`)
	// thawWaterRe matches water from thawing food or a food's juice
	// (해동한 물, 핏물, 비린내 나는 물기).
	thawWaterRe = regexp.MustCompile(`(해동한|해동하고\s?나온|해동된|해동하면서\s?나온)\s?물|핏물|비린\s?물|비린내\s?(나는|가\s?나는)\s?물기`)
)

// tags39 reads the tag kinds of session 39, after every older reader.
func (c *Catalog) tags39(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add
	if !has("cap_attached") && coverCapMiddles38[middle] && lidBackOnEnRe.MatchString(lower) {
		add("cap_attached")
	}
	if !has("wet") && rainwaterEnRe.MatchString(lower) {
		add("wet")
	}
	if has("wet") && sinkDropEnRe.MatchString(lower) && !waterSaidEnRe.MatchString(lower) {
		drop("wet")
	}
	if has("contents_left") && stainLeftRe.MatchString(lower) {
		drop("contents_left")
		add("contaminated")
	}
	if !has("mixed_material") && matchUndenied(fixedPartRe, lower) {
		add("mixed_material")
	}
	if has("wet") && thawWaterRe.MatchString(lower) && !soakedSaidRe.MatchString(lower) {
		drop("wet")
		add("contaminated")
	}
	ed.tags, ed.cleared = c.depth39(lower, middle, ed.tags, ed.cleared)
	return ed.tags, ed.cleared
}
