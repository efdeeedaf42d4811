package catalog

import (
	"regexp"
	"strings"
)

// Session 40: tag readings found by the seventeenth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 17
// (session 40)"), each a class, read last, after session 39's (depth39).

// depth40 applies the session-40 classes to the tags read before it:
//
//   - the item itself is all that is left (이것만 남았어요, 남은 건
//     병뿐이에요), or what was left was put together elsewhere (남은 걸
//     새 통에 합쳤어요): no contents, nor soil of the contents named; a
//     thing of another stream still inside a box (상자 안에 볼트가 아직 몇
//     개 남았어요) is what the box holds, packing, water or paper in it
//     is not;
//   - a paper thing kept in its envelope (초대장이 봉투에 든 채로, "the
//     invitation is still in its envelope") is thrown away with it and is
//     no contents;
//   - days, months or a shelf life left (유통기한이 이틀 남았어요, 올해
//     두 달 남았어요), pages or sheets of the item left (몇 장 남았어요 on
//     paper, "a few blank pages left", "ten dollars left on it") are no
//     contents; English contents counted in a pack ("still has a packet
//     of crackers in it") are;
//   - a crack said with 금 and a verb of going, climbing or spreading
//     (금이 하나 갔어요, 금이 길게 타고 올라왔어요, 금이 거미줄처럼
//     퍼졌어요) and breaking said in a sound (바사삭) are a break; a break
//     denied with -진 않았어요 (박살 나진 않았어요) is none, nor is a cap
//     read from a mouth whose rim is chipped (병 주둥이에 이가 나갔어요);
//   - clothing worn right or clean through is broken; a printed or shrink
//     wrap or a sleeve said still on or around the item is a label;
//   - wet by feel: a thing slimy from water (물에 젖어서 미끌미끌) is wet,
//     not soiled; a softness said before it dried (흐물흐물했던 … 말랐어요)
//     is no wet;
//   - grease and broth in a tin: an amount that could be poured
//     (기름이 한 숟가락쯤 고여 있어요) is contents; a greasy broth still in
//     it is contents and no soil besides; fat set or congealed on the
//     inside (허연 기름이 굳어 붙어 있어요, "white fat has set") soils it;
//     unused tea bags in their box are contents, not soil.
func (c *Catalog) depth40(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add

	// the item itself all that is left, or the rest put elsewhere
	for _, re := range []*regexp.Regexp{onlyThisLeft40Re, onlyItemLeft40Re, restMerged40Re} {
		if !re.MatchString(lower) {
			continue
		}
		for _, tag := range []string{"contents_left", "contaminated"} {
			if has(tag) && c.lostWithout(lower, middle, tag, re) {
				drop(tag)
			}
		}
	}

	// a thing of another stream still inside the box (상자 안에 볼트가
	// 아직 몇 개 남았어요): what the box holds, not another thing's
	if !has("contents_left") && (middle == "paper" || middle == "styrofoam") && heldInBox40(lower) {
		add("contents_left")
	}

	// a paper thing in its envelope
	if has("contents_left") && middle == "paper" && envelope40Re.MatchString(lower) && paperThing40Re.MatchString(lower) && !foodWord34Re.MatchString(lower) {
		drop("contents_left")
	}

	// days, shelf life, pages and sheets left
	if has("contents_left") {
		// (an English unit is said right before left: "days of milk
		// left" does not match)
		if timeLeft40Re.MatchString(lower) && c.lostWithout(lower, middle, "contents_left", timeLeft40Re) || timeLeftEn40Re.MatchString(lower) {
			drop("contents_left")
		}
	}
	if has("contents_left") && middle == "paper" && sheetsLeft40Re.MatchString(lower) && !tissue40Re.MatchString(lower) && c.lostWithout(lower, middle, "contents_left", sheetsLeft40Re) {
		drop("contents_left")
	}
	if !has("contents_left") && (containerMiddle(middle) || middle == "paper") && packOfEn40Re.MatchString(lower) {
		add("contents_left")
	}

	// cracks said with 금, sounds of breaking, breaks denied
	if !has("broken") && crackRunsOn40(lower) {
		add("broken")
	}
	if !has("broken") && breakableMiddle40(middle) && breakSound40Re.MatchString(lower) && !soundDenied40Re.MatchString(lower) && !crispFood40Re.MatchString(lower) {
		add("broken")
	}
	if has("broken") && breakDenied40Re.MatchString(lower) && c.lostWithout(lower, middle, "broken", breakDenied40Re) {
		drop("broken")
	}
	if has("broken") && crackMistaken40Re.MatchString(lower) && c.lostWithout(lower, middle, "broken", crackMistaken40Re) {
		drop("broken")
	}
	if has("cap_attached") && chippedMouth40Re.MatchString(lower) && c.lostWithout(lower, middle, "cap_attached", chippedMouth40Re) {
		drop("cap_attached")
	}

	// English wear and wraps
	if !has("broken") && middle == "clothing" && wornRightThroughEn40Re.MatchString(lower) {
		add("broken")
	}
	if !has("label_attached") && wrapStillOnEn40Re.MatchString(lower) && !clingWrapEn40Re.MatchString(lower) {
		add("label_attached")
	}

	// wet by feel
	if has("contaminated") && slimyFromWater40Re.MatchString(lower) && c.lostWithout(lower, middle, "contaminated", slimyFromWater40Re) {
		drop("contaminated")
		add("wet")
	}
	if has("wet") && softThenDried40Re.MatchString(lower) {
		drop("wet")
	}

	// grease and broth in a tin, tea bags in their box
	if containerMiddle(middle) && !has("contents_left") && pourableAmount40Re.MatchString(lower) {
		add("contents_left")
	}
	if has("contents_left") && has("contaminated") && greasyBroth40Re.MatchString(lower) && c.lostWithout(lower, middle, "contaminated", greasyBroth40Re) {
		drop("contaminated")
	}
	setFat := affirmed(lower, setFat40Re)
	if !has("contaminated") && (setFat || setFatEn40Re.MatchString(lower)) && !fatCleaned40(lower) {
		add("contaminated")
	}
	if setFat {
		// (set fat is no contents, and is gone once scraped or washed)
		if has("contents_left") && c.lostWithout(lower, middle, "contents_left", setFat40Re) {
			drop("contents_left")
		}
		if has("contaminated") && fatCleaned40(lower) && c.lostWithout(lower, middle, "contaminated", setFat40Re) {
			drop("contaminated")
		}
	}
	if teaBox40Re.MatchString(lower) && !usedTea40Re.MatchString(lower) {
		if has("contaminated") {
			drop("contaminated")
		}
		if !has("contents_left") && teaLeft40Re.MatchString(lower) {
			add("contents_left")
		}
	}
	return ed.tags, ed.cleared
}

// crackRunsOn40 reports whether a crack is said with 금 as its own word
// and a verb of going, climbing or spreading (금이 하나 갔어요, 금이 길게
// 타고 올라왔어요), not followed by a denial or a mistaken belief (금이
// 간 줄 알았는데).
func crackRunsOn40(lower string) bool {
	for _, m := range crackRuns40Re.FindAllStringIndex(lower, -1) {
		if deniedSpan37(lower[m[0]:m[1]]) || !undeniedAfter(lower, m[1]) || crackDoubted40Re.MatchString(lower[m[1]:]) {
			continue
		}
		return true
	}
	return false
}

// heldInBox40 reports whether the text says something still left or
// kept inside the box, not water, packing, paper or soil, and not
// denied after.
func heldInBox40(lower string) bool {
	for _, m := range heldInBox40Re.FindAllStringSubmatchIndex(lower, -1) {
		if notHeld40Re.MatchString(lower[m[6]:m[7]]) || strings.HasSuffix(lower[m[6]:m[7]], "만") || deniedSpan37(lower[m[0]:m[1]]) || !undeniedAfter(lower, m[1]) {
			continue
		}
		return true
	}
	return false
}

// breakableMiddle40 reports whether a middle's items break with a sound.
func breakableMiddle40(middle string) bool {
	switch middle {
	case "glass", "nonflammable", "lamp", "e_waste", "bulky", "plastic", "clear_pet":
		return true
	}
	return false
}

// fatCleaned40 reports whether set fat is said wiped, scraped or washed
// away, not denied (안 닦았어요).
func fatCleaned40(lower string) bool {
	return affirmedExcept(lower, fatCleaned40Re, func(m []int) bool {
		before := strings.TrimRight(lower[:m[0]], " ")
		return strings.HasSuffix(before, "not") || strings.HasSuffix(before, "n't") || !undeniedAfter(lower, m[1])
	})
}

var (
	onlyThisLeft40Re = regexp.MustCompile(`(이것|이거|요것|요거|얘)만\s?(덩그러니\s)?남`)
	onlyItemLeft40Re = regexp.MustCompile(`남은\s?(건|것은|거는|게)\s(\S+\s)?\S*(뿐|밖에)`)
	restMerged40Re   = regexp.MustCompile(`남은\s?(걸|것을|거)\s(\S+\s){0,3}?\S*(합쳤|합쳐|옮겼|옮겨|부었|쏟았|덜었)`)

	heldInBox40Re  = regexp.MustCompile(`(상자|박스)\s?(안에|속에|안엔|속엔)\s(?:\S+\s)?(\S+?)(이|가)\s(?:\S+\s){0,3}?(남았|남아\s?있|들어\s?있)`)
	notHeld40Re    = regexp.MustCompile(`물|습기|먼지|곰팡|벌레|완충재|뽁뽁이|에어캡|신문|종이|비닐|스티로폼|영수증|설명서|테이프|자국|얼룩|냄새|기름|찌꺼기|부스러기|송장|스티커|라벨`)
	envelope40Re   = regexp.MustCompile(`봉투|envelopes?\b`)
	paperThing40Re = regexp.MustCompile(`초대장|청첩장|카드|편지|고지서|명세서|영수증|사진|엽서|쿠폰|상품권|계약서|서류|안내문|invitation|card|letters?\b|statements?\b|bills?\b|payslips?|photos?\b|vouchers?`)

	timeLeft40Re   = regexp.MustCompile(`(며칠|이틀|사흘|나흘|닷새|열흘|\d+\s?(일|달|개월|주)|(한|두|세|석|네|넉|몇)\s?(달|주)|(기한|기간|날짜)\S{0,2})\s(\S+\s)?남(았|아|은|음)`)
	timeLeftEn40Re = regexp.MustCompile(`\b(blank )?(pages?|sheets?|months?|weeks?|days?|dollars?|pounds?|euros?|credit|minutes)\s+(left|remaining)\b`)
	sheetsLeft40Re = regexp.MustCompile(`(\d+|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|스무|서너|두세|몇|여러)\s?(장|페이지|쪽)\S{0,3}\s(\S+\s)?(안\s)?남`)
	tissue40Re     = regexp.MustCompile(`휴지|티슈|냅킨|tissue|napkin`)
	packOfEn40Re   = regexp.MustCompile(`\bstill has an? (sleeve|packet|pack|bag|box|row|roll) of \w+( \w+)? (in|inside)\b`)

	crackRuns40Re    = regexp.MustCompile(`(^|[^가-힣])실?금이\s(\S+\s){0,3}?(갔|가\s?있|올라왔|올라와|올라갔|퍼졌|퍼져|번졌|번져|생겼)`)
	crackDoubted40Re = regexp.MustCompile(`^\S*\s?(줄\s?알|것\s?같|거\s?같|듯)`)
	breakSound40Re   = regexp.MustCompile(`바사삭|와장창|쨍그랑|산산조각|박살`)
	soundDenied40Re  = regexp.MustCompile(`안\s?깨|멀쩡|않았|없어|없이|\bnot\b|n't\b`)
	crispFood40Re    = regexp.MustCompile(`과자|칩|튀김|치킨|식감|crisps?|chips`)
	breakDenied40Re  = regexp.MustCompile(`(박살|산산조각|동강|조각|금)\s?(이\s)?(나진|나지는|나지도|가진|가지는|가지도)\s?(않|안)`)
	chippedMouth40Re = regexp.MustCompile(`(주둥이|입구)(에|가|의|쪽)?\s(\S+\s)?(이가\s?나갔|이가\s?빠졌|이\s?빠졌)`)

	wornRightThroughEn40Re = regexp.MustCompile(`\bworn\s+(right|clean|all the way|straight)\s+through\b`)
	wrapStillOnEn40Re      = regexp.MustCompile(`\b(wrap|wrapper|sleeve)('s| is| are)? still (on|around|round|wrapped)\b`)
	// (cling film over a tray or a bowl is a wrap of another material,
	// not a label: "meat tray with plastic wrap still on")
	clingWrapEn40Re = regexp.MustCompile(`\b(plastic|cling|saran|cling film|food) wrap\b`)

	slimyFromWater40Re = regexp.MustCompile(`(물에|물기로|물이|빗물에)\s?(\S+\s)?(젖어서|젖어|묻어서)\s?미끌\S*`)
	softThenDried40Re  = regexp.MustCompile(`(흐물흐물|눅눅|축축|꿉꿉)(했던|하던|했었던)\s(\S+\s){0,4}?\S*(말랐|말렸|말라|마른)`)

	pourableAmount40Re = regexp.MustCompile(`(기름|국물|육수|소스)\S{0,2}\s(\S+\s)?(한|두|세|반)\s?(숟가락|스푼|컵|국자|그릇)\S*\s(\S+\s)?(고여|고였|남아|남았|들어)`)
	greasyBroth40Re    = regexp.MustCompile(`기름진\s?국물|기름기\s?있는\s?국물`)
	setFat40Re         = regexp.MustCompile(`(허연|하얀|허옇게|하얗게|굳은)\s?(\S+\s)?기름|기름이\s?(\S+\s)?(굳어|굳었|엉겨)`)
	setFatEn40Re       = regexp.MustCompile(`\b(fat|grease|lard|dripping)\b (has |had )?(set|congealed|solidified)\b|\b(set|congealed|solidified) (fat|grease)\b`)
	fatCleaned40Re     = regexp.MustCompile(`닦아\s?냈|닦았|씻었|헹궜|긁어\s?냈|\b(scraped|wiped|washed|rinsed|scrubbed)\b`)
	teaBox40Re         = regexp.MustCompile(`티백\s?(상자|박스|곽|통)|tea ?bag (box|tin|caddy)`)
	teaLeft40Re        = regexp.MustCompile(`남았|남아|들어\s?있|\bin it\b|\bleft\b`)
	crackMistaken40Re  = regexp.MustCompile(`금이?\s?간\s?(줄\s?알았|것\s?같았는데|거\s?같았는데)`)
	usedTea40Re        = regexp.MustCompile(`우려|불어|젖은|쓴\s?티백|찌꺼기|used`)
)
