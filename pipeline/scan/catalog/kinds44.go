package catalog

import (
	"regexp"
	"strings"
)

// Tag kinds of session 44, read after every older reader (tags44), from
// the misses of the thirty-seventh development set once it was opened,
// each tested with phrasings of our own:
//   - a coating named by what it is made of that is eaten (초코 코팅
//     아몬드, 설탕 코팅 젤리, "chocolate-coated") is the food's, no other
//     material on the bag that held it;
//   - a share of the container said full (속이 반은 차 있어요, 절반이 차
//     있는) is contents left;
//   - water said pooled after it came in from outside (파도가 넘쳐서
//     바닷물이 고였어요, 비가 들이쳐서 물이 고인) wets the item, where
//     water it held (바지락 담아 온 박스에 바닷물이 고여 있어요) is
//     contents;
//   - a spout or a mouth named as the place of a part fixed there
//     (주둥이 끝에 쇠 부품이 박혀 있어요) is no cap; a cap said crushed
//     or rusted and put on (찌그러진 병뚜껑이 다시 씌워져 있어요) is;
//   - a door or a hinge of furniture come off (경첩이 빠지면서 문 한 짝이
//     떨어졌어요) is a break;
//   - a stain said by the colour it spread (갈색으로 번졌어요, 누렇게
//     번진) soils it, and a sweet that melts (초콜릿, 아이스크림, 캐러멜)
//     is a residue like any food (초콜릿이 녹아서 상자에 붙었어요: a place
//     said with 에 may stand between a residue and its verb; tagclasses.go),
//     and a residue wiped too little (국물이 덜 닦였어요) is still there.

var (
	// inflowPooled44Re matches water said pooled after a verb of its
	// coming in from outside.
	inflowPooled44Re = regexp.MustCompile(`(넘쳐서|넘쳐|넘치는 바람에|들이쳐서|들이쳐|들이쳤는데|들어와서|새어 들어와서|새 들어와서|튀어 들어와서)\s(\S+\s){0,2}\S*물(이|도)?\s(좀\s|조금\s|잔뜩\s|많이\s)?(고였|고인|고여|찼|차\s있)`)
	// spoutPlace44Re matches a spout or a mouth named as the place of a
	// part of another material fixed there; spoutNamed44Re, that place.
	spoutPlace44Re = regexp.MustCompile(`(주둥이|입구)\s?(끝|끝부분|안쪽|안|속|쪽|부분)?에\s(\S+\s){0,2}?\S*(부품|쇠|철|금속|스프링|고무|패킹|링|핀|나사|철사)\S*\s(\S+\s)?(박혀|붙어|끼워져|끼어|달려|꽂혀)`)
	spoutNamed44Re = regexp.MustCompile(`(주둥이|입구)\s?(끝|끝부분|안쪽|안|속|쪽|부분)?에\s`)
	// damagedCapOn44Re matches a cap said crushed or rusted and put on
	// (찌그러진 병뚜껑이 다시 씌워져 있어요, 뚜껑이 찌그러진 채로 닫혀).
	damagedCapOn44Re = regexp.MustCompile(`(찌그러진|우그러진|구겨진|녹슨|휜)\s(병뚜껑|뚜껑|마개|캡)\S*\s(다시\s|또\s|그대로\s|꽉\s)?(씌워져|닫혀|끼워져|잠겨|씌워\s?놨|씌워\s?뒀|닫아\s?놨|닫아\s?뒀)|(병뚜껑|뚜껑|마개|캡)\S*\s(찌그러진|우그러진|구겨진|녹슨)\s채로?\s(다시\s|또\s|그대로\s|꽉\s)?(씌워|닫혀|끼워|잠겨|닫아)`)
	// foodCoat44Re matches a coating named by what it is made of, eaten.
	foodCoat44Re = regexp.MustCompile(`(초코|초콜릿|쵸코|쵸콜릿|코코아|설탕|슈가|요거트|요구르트|치즈|캐러멜|카라멜|꿀|허니|시즈닝|와사비|버터|카카오)\s?코팅|(chocolate|sugar|yogurt|yoghurt|candy|honey|cheese|caramel|cocoa)[- ]coat(ed|ing)`)
)

func init() {
	for _, share := range []string{"반은", "반이", "반 넘게", "반 이상", "절반은", "절반이", "절반 넘게", "반쯤"} {
		for _, full := range []string{" 차 있어", " 차 있는", " 차 있음", " 차 있고", " 차 있네", " 차 있다", " 차 있습", " 차있어", " 차있는", " 차있음"} {
			classWords["contents_left"] = append(classWords["contents_left"], share+full)
		}
	}
	classWords["contaminated"] = append(classWords["contaminated"], "갈색으로 번지~", "누런색으로 번지~", "노란색으로 번지~", "검은색으로 번지~", "까만색으로 번지~", "누렇게 번지~", "거뭇하게 번지~", "거뭇거뭇하게 번지~", "까맣게 번지~", "시커멓게 번지~")
	classWords["contaminated"] = append(classWords["contaminated"], "덜 닦여", "덜 닦였", "덜 닦인", "덜 닦아", "덜 닦았", "덜 닦은", "덜 닦임", "덜 닦음")
	// a door or a hinge of furniture come off (경첩이 빠지면서, 문 한
	// 짝이 떨어졌어요)
	classMiddleWords["broken"]["bulky"] = append(classMiddleWords["broken"]["bulky"], "경첩이 빠지~", "경첩이 떨어지~", "짝이 떨어지~", "짝이 빠지~", "문이 떨어지~")
	residueNouns = append(residueNouns, "초콜릿", "쵸콜릿", "아이스크림", "캐러멜", "카라멜", "가나슈", "마시멜로")
}

// tags44 reads the tag kinds of session 44, after every older reader.
func (c *Catalog) tags44(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	if ed.has("mixed_material") && (strings.Contains(lower, "코팅") || strings.Contains(lower, "coat")) && foodCoat44Re.MatchString(lower) && c.lostWithout(lower, middle, "mixed_material", foodCoat44Re) {
		ed.drop("mixed_material")
	}
	if ed.has("cap_attached") && strings.Contains(lower, "에 ") && spoutPlace44Re.MatchString(lower) && c.lostWithout(lower, middle, "cap_attached", spoutNamed44Re) {
		ed.drop("cap_attached")
	}
	if !ed.has("cap_attached") && containsAny43(lower, "뚜껑", "마개", "캡") && affirmed(lower, damagedCapOn44Re) {
		ed.add("cap_attached")
	}
	if !ed.has("wet") && strings.Contains(lower, "물") && inflowPooled44Re.MatchString(lower) {
		ed.add("wet")
	}
	return ed.tags, ed.cleared
}
