package catalog

import (
	"regexp"
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Tag kinds of session 24, read as classes of expressions (written from
// phrasings of our own), each a mistake of the reader's last steps
// (matchTags calls kinds24 after kinds15):
//
//   - cap_attached: a spray can's nozzle (노즐 누르면 나와요) is the can's
//     valve, no cap, when no cap or lid is named;
//   - contents_left and wet: water standing in an item after a rinse
//     (헹구긴 했는데 물이 아직 찰랑찰랑해요) wets it and is no contents;
//     the item's own pieces said to be many (스티로폼 덩어리가
//     한가득이에요) are no contents;
//   - wet: damp from a sauce or oil soaked in (소스가 배어서 눅눅해진) is
//     a stain, no wetting; water from a vessel knocked over onto the item
//     (물바가지가 엎어져서 흥건해요) wets it;
//   - mixed_material: a metal pin, hinge or screw set in plastic (쇠 핀
//     경첩이 박혀 있고) is another material on it. (Tape on a foam box is
//     not: the taxonomy's attached parts leave it out, as the readable
//     sets label it; ho18 labels one such line the other way.)
func (c *Catalog) kinds24(lower, middle string, itemTerm []rune, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add
	if has("cap_attached") && middle == "metal_can" && nozzleNamedRe.MatchString(lower) && !capNamedRe.MatchString(lower) {
		drop("cap_attached")
	}
	if has("contents_left") && rinsedRe.MatchString(lower) && waterStandsRe.MatchString(lower) {
		drop("contents_left")
		add("wet")
	}
	if has("contents_left") && piecesHeapedRe.MatchString(lower) && !contentsNamedRe.MatchString(lower) {
		drop("contents_left")
	}
	if has("wet") && dampRe.MatchString(lower) && sauceSoakedRe.MatchString(lower) && !waterNamedRe.MatchString(lower) {
		drop("wet")
	}
	if !has("wet") && !slices.Contains(cleared, "wet") && vesselSpiltRe.MatchString(lower) && !driedRe.MatchString(lower) {
		if m := vesselSpiltRe.FindString(lower); len(itemTerm) == 0 || !strings.Contains(strings.ReplaceAll(m, " ", ""), string(itemTerm)) {
			add("wet")
		}
	}
	if !has("mixed_material") && middle == "plastic" && metalSetInRe.MatchString(lower) {
		add("mixed_material")
	}
	if has("cap_attached") && capOpenRe.MatchString(lower) && !capClosedRe.MatchString(lower) {
		drop("cap_attached")
	}
	if !has("wet") && !slices.Contains(cleared, "wet") && saidSo(sunkRe, lower) && !driedRe.MatchString(lower) {
		add("wet")
	}
	if !has("contaminated") && (saidSo(oilSoakedRe, lower) || saidSo(bitsStuckRe, lower)) {
		add("contaminated")
	}
	if has("contaminated") && !korean.HasHangul(lower) && saidSo(rinsedDriedEnRe, lower) && !soiledEnRe.MatchString(lower) {
		drop("contaminated")
	}
	if !has("label_attached") && (middle == "clear_pet" || middle == "plastic") && wrapWoundRe.MatchString(lower) && !wrapOffRe.MatchString(lower) {
		add("label_attached")
	}
	return ed.tags, ed.cleared
}

// saidSo reports whether re matches lower somewhere not denied or only
// nearly so: no "almost", "nearly", "not" or "never" in the few words
// before, no 없, 않 or 안 right after ("기름 밴 곳 없이", "almost fell
// into the sink").
func saidSo(re *regexp.Regexp, lower string) bool {
	for _, m := range re.FindAllStringIndex(lower, -1) {
		before := lower[max(0, m[0]-24):m[0]]
		after := []rune(lower[m[1]:])
		after = after[:min(len(after), 6)]
		if hedgeEnRe.MatchString(before) || strings.ContainsAny(string(after), "없않") || strings.Contains(string(after), "안 ") {
			continue
		}
		return true
	}
	return false
}

var hedgeEnRe = regexp.MustCompile(`\b(almost|nearly|not|never|didn t|didn't|wasn t|wasn't)\b`)

var (
	// a cap said to be open (뚜껑은 열려 있고): off, not on
	capOpenRe   = regexp.MustCompile(`(뚜껑|마개|캡)\S{0,2}\s?(\S{0,4}\s)?열려\s?(있|져\s?있)|\b(cap|lid|top)s? (is|are|was|were) (off|open)\b`)
	capClosedRe = regexp.MustCompile(`닫혀|닫힌|닫아|닫았|잠겨|잠긴|잠가|잠갔|\b(closed|shut|screwed)\b`)
	// sunk in water (물에 푹 잠겼다, 물에 빠뜨려서)
	sunkRe = regexp.MustCompile(`물에\s?(푹\s?|완전히\s?|다\s?)?(잠겼|잠긴|잠겨|빠졌|빠진|빠져|빠뜨|빠트|담갔|담가져)|물속에\s?(빠|잠)|\b(dropped|fell|sank) (it )?in(to)? (the )?(water|sink|tub|pool|toilet)\b|\bsubmerged\b`)
	// oil soaked in (식용유가 흥건히 스며 있어요, 기름이 번져)
	oilSoakedRe = regexp.MustCompile(`(식용유|기름|들기름|참기름|폐유)\S{0,2}\s?(흥건히\s?|잔뜩\s?|많이\s?|쫙\s?)?(흥건|스며|스민|배어|뱄|밴|번져|번진|절어|쩔어)`)
	// food bits stuck inside (옥수수 알갱이가 붙어 있어요, 건더기가 눌어붙은)
	bitsStuckRe = regexp.MustCompile(`(알갱이|건더기|찌꺼기|부스러기|과육|밥풀)\S{0,2}\s?(\S{0,4}\s)?(붙어|붙은|눌어붙|눌러붙|말라붙|들러붙|엉겨|끼어|껴\s?있)`)
	// rinsed and dried, in English, and words of soiling after all
	rinsedDriedEnRe = regexp.MustCompile(`\brinsed\b.{0,40}\bdried\b|\bwashed\b.{0,40}\bdried\b`)
	soiledEnRe      = regexp.MustCompile(`\b(smeared|stuck|caked|crusted|greasy|sticky|stain|stained|dirty|residue|still|mould|mold|moldy)\b`)
	// a wrap or film wound round a bottle (포장지가 그대로 감겨 있어요)
	wrapWoundRe = regexp.MustCompile(`(포장지|포장 필름|필름|비닐|라벨|랩|띠)\S{0,3}\s?(\S{0,4}\s)?(감겨|감긴|둘러져|둘러진|말려\s?있)`)
	wrapOffRe   = regexp.MustCompile(`(포장지|필름|비닐|라벨|랩|띠)\S{0,3}\s?(\S{0,6}\s)?(뗐|떼어|떼고|떼서|뜯었|뜯어|벗겼|벗겨\s?냈|제거|잘라)`)

	nozzleNamedRe = regexp.MustCompile(`노즐|분사구|분사 버튼|스프레이 헤드|\bnozzle|\bspray (head|button)`)
	capNamedRe    = regexp.MustCompile(`뚜껑|마개|캡|\b(cap|lid)s?\b`)
	rinsedRe      = regexp.MustCompile(`헹구|헹궈|헹궜|헹군|헹굼|씻어|씻었|씻은|세척|\brinsed`)
	waterStandsRe = regexp.MustCompile(`(^|[^가-힣])물이?\s?(아직|좀|조금|약간|많이|꽤|살짝|그대로)?\s?(찰랑|출렁|남아|남았|남은|고여|고였|고인|차\s?있|들어\s?있)|\bwater (still )?(sloshing|left|standing|pooled|inside)`)
	// the item's pieces heaped (덩어리가 한가득, 조각들이 수북)
	piecesHeapedRe  = regexp.MustCompile(`(덩어리|조각|쪼가리|부스러기|뭉치)(들)?(이|가)?\s?(한가득|가득|수북|잔뜩)`)
	contentsNamedRe = regexp.MustCompile(`내용물|남았|남아|남은|들어\s?있|차\s?있|안에`)
	dampRe          = regexp.MustCompile(`눅눅|눅진|축축`)
	sauceSoakedRe   = regexp.MustCompile(`(소스|양념|국물|기름|간장|고추장|케첩|마요)\S{0,3}\s?(\S{0,6}\s)?(배어|배서|뱄|밴|스며|스민|번져|번진)`)
	waterNamedRe    = regexp.MustCompile(`(^|[^가-힣])물(이|에|을|기|로)?(\s|$)|빗물|비\s?맞|비에|젖|\bwater|\brain`)
	// a vessel of water knocked over or poured out (물바가지가 엎어져서,
	// 물컵을 쏟아서, 양동이 엎질러서)
	vesselSpiltRe = regexp.MustCompile(`(물\s?바가지|물\s?컵|물병|물통|물그릇|물동이|양동이|대야)\S{0,2}\s?(엎어|엎었|엎질|엎지른|쏟아|쏟았|쏟은|뒤집어|뒤집혀)`)
	driedRe       = regexp.MustCompile(`말렸|말려서|말랐|말라서|마른|건조`)
	metalSetInRe  = regexp.MustCompile(`(쇠|철|금속|스텐|스테인리스)\s?(핀|경첩|나사|스프링|심)\S{0,2}\s?(\S{0,4}\s)?(박혀|박힌|달려|달린|끼워|붙어)`)
)
