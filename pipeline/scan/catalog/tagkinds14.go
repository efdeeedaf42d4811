package catalog

import (
	"regexp"
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Tag kinds of session 19, each read as a class of expressions (written
// from phrasings of our own, never eval lines):
//
//   - contents_left: a use of the contents that was not finished, said by
//     a degree before the verb of use (다 안 썼어요, 덜 쓴, 반만 마심,
//     반도 안 먹은, 몇 번 안 쓴, 거의 안 마심, 다 쓰지도 않았는데), by
//     a use broken off (쓰다 만, 마시다 말고, 먹다가 남긴) or in English
//     ("didn't finish it", "never finished the drink");
//   - wet: water said by what it did to the item or where it stands
//     (물에 퉁퉁 불었어요, 습기 먹어서, 습기 차서, 물이 고여 있어요,
//     물이 묻었어요, "waterlogged", "mushy from the water");
//   - contaminated: a residue named as 찌꺼기 and said to be there
//     (찌꺼기 있음, 찌꺼기가 남아 있어요), washing skipped because it was
//     a chore (씻기 귀찮아서, 설거지 안 한), mould typed as heard
//     (곰팽이), grease soaked through (기름 쩔었어요), "mold in it";
//   - broken: a hairline crack that ran (실금이 갔어요, 실금 감), a part
//     that went (손잡이 나감, 병 목 부분이 나갔어요), furniture that
//     gave way (선반이 내려앉았어요).
func init() {
	classWords["contents_left"] = append(classWords["contents_left"], unfinishedUseWords()...)
	// 남다 joined to what follows (물 반 남고 뚜껑 닫혀 있어요)
	leftStems = append(leftStems, "남고")
	classWords["contents_left"] = append(classWords["contents_left"],
		// an amount of a container still left (반 이상 남은, 절반 이상
		// 남음), what is left a lot (아직 많아요)
		"반 이상 남~", "반이상 남~", "절반 이상 남~", "반 넘게 남~", "아직 많아", "아직 많음", "아직 많네", "아직 많은데",
		// the gas of a can, a spray still working (가스 남은 부탄가스,
		// 아직 잘 뿌려져요)
		"가스 남은", "가스가 남은", "가스 아직 있", "가스가 아직 있", "아직 뿌려지~", "아직 잘 뿌려지~", "아직 분사되~", "아직 분사돼",
		// still there when shaken, with a word between (흔들면 아직 소리
		// 나요, 흔들어 보면 좀 찰랑거려요)
		"흔들면 아직 소리", "흔들면 아직도 소리", "흔들면 좀 소리", "흔들면 아직 찰", "흔들어 보면 소리", "흔들어보면 소리", "흔들어 보면 찰", "흔들어보면 찰",
		"흔들면 아직 출렁", "흔들어 보면 출렁", "흔들면 달그락", "흔들면 찰랑",
		// still pooled at the bottom (바닥에 아직 고여 있음)
		"아직 고이~", "아직 고여있", "아직도 고여 있", "아직도 고여있",
		// English
		"didn't finish", "didnt finish", "did not finish", "never finished", "haven't finished", "havent finished", "not finished",
		"didn't use it all", "didnt use it all", "didn't use all", "didnt use all", "only used half", "used only half", "used about half", "only used a little",
	)
	classWords["wet"] = append(classWords["wet"],
		// soaked until it swelled (물에 퉁퉁 불었어요; 퉁퉁 부었어요 is
		// swollen, another verb)
		"물에 퉁퉁 불었", "물에 퉁퉁 불어", "물에 퉁퉁 불음", "물에 퉁퉁 불은", "퉁퉁 불었", "퉁퉁 불어서", "퉁퉁 불음", "물에 불었", "물에 불음", "물에 불어서",
		// damp taken from the air (습기 먹어서, 습기 찼어요)
		"습기 먹~", "습기를 먹~", "습기 머금~", "습기를 머금~", "습기 차~", "습기가 차~", "습기 찼", "습기가 찼", "습기 참", "습기가 참",
		// water standing in it (물 흥건); water pooled or dabbed on is read
		// by waterPooled, which tells plain water from a food's
		"물 흥건", "물이 흥건",
		// English
		"waterlogged", "water-logged", "water damaged", "water-damaged", "water damage", "mushy from", "soggy from", "mushy with water", "sat in water", "sitting in water",
	)
	classWords["contaminated"] = append(classWords["contaminated"],
		// a residue named and said to be there (찌꺼기 있음, 찌꺼기가 좀
		// 남아 있어요): 찌꺼기 alone is also coffee grounds, which are
		// the item
		"찌꺼기 있", "찌꺼기가 있", "찌꺼기 좀 있", "찌꺼기가 좀 있", "찌꺼기 남~", "찌꺼기가 남~", "찌꺼기 남아있", "찌꺼기가 남아있", "찌꺼기 그대로", "찌꺼기가 그대로",
		"찌끄러기", "찌꺼지",
		// washing skipped as a chore (씻기 귀찮아서, 설거지 안 한 통)
		"씻기 귀찮", "씻기가 귀찮", "헹구기 귀찮", "헹구기가 귀찮", "설거지 귀찮", "설거지하기 귀찮", "닦기 귀찮", "세척하기 귀찮",
		"설거지 안 하~", "설거지를 안 하~", "설거지 안 한", "설거지 안 함", "설거지 못 하~", "설거지 못 한", "설거지 못 함", "설거지도 안 하~", "설거지도 안 한",
		// mould typed as heard (곰팽이, 곰핑이), in English said of the
		// inside (mold in it, mould on the lid)
		"곰팽", "곰핑", "mold in", "mould in", "mold on", "mould on", "mold inside", "mould inside", "mildew on", "mildewed", "moldy", "mouldy",
		// grease soaked through (기름 쩔었어요, 기름에 쩔음)
		"기름 쩔~", "기름에 쩔~", "기름이 쩔~", "기름때 쩔~", "기름 쩐", "기름에 쩐", "기름 절었", "기름에 절었", "기름에 절어",
	)
	// a part that went (손잡이 나감, 다리가 나갔어요, 병 목 부분이
	// 나갔어요): 나가다 said of a part, in the forms that say it happened
	// furniture that gave way (선반이 내려앉았어요, 침대가 주저앉음)
	if classMiddleWords["broken"] == nil {
		classMiddleWords["broken"] = map[string][]string{}
	}
	classMiddleWords["broken"]["bulky"] = append(classMiddleWords["broken"]["bulky"], "내려앉~", "주저앉~", "무너지~", "caved in", "collapsed", "gave way")
	classWords["wet"] = append(classWords["wet"],
		// soaked through by water or rain (물에 쩔었어요, 비에 쫄딱),
		// drops standing on it (물방울 맺혀 있어요)
		"물에 쩔~", "물에 절었", "물에 절어", "비에 쫄딱", "쫄딱 맞~", "물방울 맺히~", "물방울이 맺히~", "물방울 맺혀있", "물방울이 맺혀있", "물이 맺히~", "물이 맺혀있",
	)
	classWords["broken"] = append(classWords["broken"],
		// a hairline crack that ran (실금이 갔어요, 실금 감)
		"실금이 가~", "실금 가~", "실금이 가있", "실금 가있", "실금이 쫙", "실금 쫙",
	)
}

// unfinishedUseWords say the contents were used, eaten or drunk only in
// part: a degree that leaves some (다 안, 다 못, 덜, 반만, 반도 안, 몇
// 번 안, 거의 안) before a verb of use, in every form korean.Conjugations
// gives; a long negation of using it all (다 쓰지도 않았는데); a use
// broken off (쓰다 만, 마시다 말고, 먹다가 남긴).
func unfinishedUseWords() []string {
	verbs := []string{"쓰", "사용하", "먹", "마시", "드시", "바르", "뿌리"}
	degrees := []string{"다 안", "다 못", "덜", "반만", "반도 안", "반도 못", "반 정도만", "반쯤만", "절반만", "몇 번 안", "몇 번밖에 안",
		"한 번밖에 안", "한두 번밖에 안", "한두 번 안", "거의 안", "얼마 안", "조금밖에 안", "쪼끔밖에 안"}
	var out []string
	for _, v := range verbs {
		for _, d := range degrees {
			// "몇 번 안 쓴 밀폐용기", "한 번밖에 안 쓴 그릇": how often the
			// item itself was used, not how much of its contents
			if (v == "쓰" || v == "사용하") && slices.Contains(timesUsed, d) {
				continue
			}
			out = append(out, d+" "+v+"~")
		}
		out = append(out, "다 "+v+"지도 않~", "다 "+v+"지 않~", "다 "+v+"지 못~", "다 "+v+"지도 못~")
		// "쓰다 만 지퍼백 한 묶음": a pack of the item partly used is the
		// item, so a use of 쓰다 broken off says nothing of contents
		if v == "쓰" || v == "사용하" {
			continue
		}
		for _, p := range []string{"다 ", "다가 "} {
			// 말다 drops its ㄹ before ㄴ (쓰다 만), which Conjugations
			// does not write
			out = append(out, v+p+"만", v+p+"말~")
			// how much was left may stand between (마시다 반쯤 남긴), and
			// a guest's or an elder's leaving is said with the honorific
			// 시 (드시다 남기신, 마시다 남기셨어요)
			for _, amount := range []string{"", "반쯤 ", "반 ", "절반 ", "조금 ", "좀 ", "많이 "} {
				for _, left := range []string{"남긴", "남김", "남겼", "남겨", "남은", "남기신", "남기셨"} {
					out = append(out, v+p+amount+left)
				}
			}
		}
	}
	return out
}

// timesUsed are the degrees of unfinishedUseWords that count uses: with
// 쓰다 they say the item was barely used, not what is left in it.
var timesUsed = []string{"몇 번 안", "몇 번밖에 안", "한 번밖에 안", "한두 번밖에 안", "한두 번 안", "거의 안", "얼마 안", "조금밖에 안", "쪼끔밖에 안"}

// waterDabbedOnly reports whether every 묻다 of text ("물 묻었어요",
// "물이 묻어 있음") is said of plain water: wetness, no residue.
func (c *Catalog) waterDabbedOnly(r *korean.Reading, text string) bool {
	ws := strings.Fields(strings.ToLower(text))
	found := false
	for i, w := range ws {
		rest, glued := "", false
		for _, p := range []string{"물이", "물도", "물만", "물"} {
			if t, ok := strings.CutPrefix(w, p); ok && (strings.HasPrefix(t, "묻") || strings.HasPrefix(t, "뭍")) {
				rest, glued = t, true
				break
			}
		}
		if !glued {
			if !strings.HasPrefix(w, "묻") && !strings.HasPrefix(w, "뭍") {
				continue
			}
			if i == 0 || !slices.Contains([]string{"물", "물이", "물도", "물만", "물기", "물기가", "물방울", "물방울이"}, ws[i-1]) {
				return false
			}
			rest = w
		}
		// "비린 물이 묻어 있어요": the water of a food is its residue
		if k := i - 1; !glued && k > 0 || glued && i > 0 {
			if !glued {
				k--
			}
			if c.foodOrModifier(ws[k]) {
				return false
			}
		}
		if r.Negated(rest) {
			continue
		}
		found = true
	}
	return found
}

// driedWords say the item was dried or drained after the water was there.
var driedWords = []string{"말렸", "말려", "말린", "말림", "건조", "닦았", "닦아", "닦고", "털었", "털어", "따라 버", "따라버", "비웠", "dried", "drained", "poured"}

// pooledWaterRe: water standing in the item or dabbed on it (물이 고여
// 있어요, 물 고임, 물고였음, 물이 묻었어요), with the word before it;
// only the forms that say it happened and still is (not 물 묻을까 봐,
// 고이지 않게, 고였던).
// (an adverb may stand between: "물이 아직 흥건해요"; session 23)
var pooledWaterRe = regexp.MustCompile(`(?:^|\s)(\S+\s+)?(물|물이|물도)\s*(?:(?:아직|아직도|좀|조금|많이|잔뜩|계속|그대로|꽤|살짝|약간|안에|안쪽에|속에|바닥에)\s+){0,2}(고이고|고여|고인|고임|고였|흥건|묻었|묻어|묻음|묻은|묻고|뭍었|뭍어|뭍은)(던|했던|하던)?`)

// notThereAfterRe: a state's 있다 denied (고여 "있진 않아요", 묻어 "있지는
// 않음").
var notThereAfterRe = regexp.MustCompile(`^\s*있(?:지|진|지는|지도)\s*(?:않|안\s?)`)

// waterPooled reports whether text says plain water stands in the item
// or is dabbed on it; not the juice of a food or water a food was washed
// in ("비린 물 고여 있음", "생선 씻은 물이 묻었어요": a residue) nor water
// said not to be there.
//
// It is read over a reading that a rinse or a wash cleared ("헹궜는데
// 물이 좀 고여 있어요": the rinse left the water), unless the item was
// dried or drained after the water is named.
func (c *Catalog) waterPooled(r *korean.Reading, text string) bool {
	for _, ix := range pooledWaterRe.FindAllStringSubmatchIndex(text, -1) {
		m := make([]string, len(ix)/2)
		for g := range m {
			if ix[2*g] >= 0 {
				m[g] = text[ix[2*g]:ix[2*g+1]]
			}
		}
		if after := strings.ToLower(text[ix[1]:]); slices.ContainsFunc(driedWords, func(w string) bool { return strings.Contains(after, w) }) {
			continue
		}
		prev := strings.TrimSpace(m[1])
		// a modifier (비린, 씻은) or a food (생선, 고기) before 물
		if prev != "" && c.foodOrModifier(prev) {
			continue
		}
		// "물 고였던 거 다 버렸어요": it was so, and is no longer; "물이
		// 안에 고여 있진 않아요": denied after its 있다
		if m[4] != "" || notThereAfterRe.MatchString(text[ix[1]:]) {
			continue
		}
		if !r.Negated(m[3]) {
			return true
		}
	}
	return false
}

// bareContentsTriggers are the contaminated words that only name a food
// (소스, 양념): with contents left and nothing else soiling, that food is
// what is left.
var bareContentsTriggers = []string{"소스", "양념", "양념이", "소스가", "양념장", "sauce"}

// foodOrModifier reports whether w, the word before 물, makes the water a
// food's: a modifier closed by ㄴ (비린, 씻은, 더러운) or a food (생선,
// 고기, 김치).
func (c *Catalog) foodOrModifier(w string) bool {
	return korean.ClosedByN(w) || c.isFoodTerm(w) || slices.Contains(contentsNouns, w) ||
		slices.Contains([]string{"생선", "고기", "비린", "갈치", "고등어", "오징어", "조개", "해산물", "김치", "국", "찌개"}, w)
}

// wentVerbs say a part went (나갔어요, 나감, 나가 버렸어), in the forms that
// say it happened; wentParts are the parts it is said of: detachParts
// without a door (문 나가서 is going out of it) and with the rims and
// necks of a vessel (병 목 부분이 나갔어요, 테두리 나감).
var (
	wentVerbs = []string{"나갔", "나감", "나가버", "나가 버", "나가있", "나가 있"}
	wentParts = slices.Concat(slices.DeleteFunc(slices.Clone(detachParts), func(p string) bool { return p == "문" || p == "문짝" || p == "door" }),
		[]string{"목", "주둥이", "입구", "테두리", "모서리", "귀퉁이", "부분"})
)
