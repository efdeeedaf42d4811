package catalog

import (
	"regexp"
	"strings"
)

// Session 34: the lead's tag kinds, from dev28's misses (opened after two
// blind scorings), each read with phrasings of our own, after depth34:
//
//   - dew or frost met (이슬 맞아, 밤이슬에 젖은, 서리 내린) wets as rain
//     does;
//   - a carton or box split or cut open on purpose ("split it open",
//     "cut the carton open") is flattened, not broken, when nothing
//     else of a break is said;
//   - a thing in pieces said with 동강 and no verb (열쇠고리 두 동강) is
//     broken;
//   - a part of another material said put over the item (쇠날에 고무
//     손잡이가 씌워진, 손잡이에 고무가 씌워져) is another material.
func (c *Catalog) tags34(text, lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	if !ed.has("wet") && metNotForeseen34(text, dewMetRe) {
		ed.add("wet")
	}
	if ed.has("broken") {
		if c.lostWithout(lower, middle, "broken", openedOnPurposeEnRe) {
			ed.drop("broken")
		}
	}
	if !ed.has("broken") && inTwoSaid34(text) {
		ed.add("broken")
	}
	if !ed.has("mixed_material") && affirmed(text, coverPutOverRe) && !coverForKeeping34(text) {
		ed.add("mixed_material")
	}
	return ed.tags, ed.cleared
}

// inTwoSaid34 reports whether a thing is said in pieces with 동강 (두
// 동강, 세 동강) and the words after do not deny it (두 동강 안 났어요).
func inTwoSaid34(text string) bool {
	for _, m := range inTwoBareRe.FindAllStringIndex(text, -1) {
		after := strings.TrimLeft(text[m[1]:], "이은 ")
		if !strings.HasPrefix(after, "안") && !strings.HasPrefix(after, "못") && !strings.HasPrefix(after, "아니") && !negatedAfterRe.MatchString(text[m[1]:]) {
			return true
		}
	}
	return false
}

// coverForKeeping34 reports whether the cover of another material is
// said put over the item to keep it, for a time or against dust or rain
// (먼지 앉지 말라고 천 씌운 선풍기, 비 올까 봐 고무 덮개 씌운 상자,
// 가죽 덮개 씌워 뒀던 의자): a dust sheet or a tarp is no part of the
// item, so it is no other material. A grip put on the item (고무 손잡이가
// 씌워진 가위) says neither.
func coverForKeeping34(text string) bool {
	return keptUnderRe.MatchString(text)
}

var (
	// a cover put over to keep the item (against dust or rain, or left
	// over it for a time)
	keptUnderRe = regexp.MustCompile(`먼지|비\s올까|비\s맞을까|젖을까|젖지\s않게|씌워\s?(놨|놓|뒀|두|둔)`)
	// dew or frost met: 이슬 맞아, 밤이슬에 젖은, 서리가 내려서; each a
	// word of its own (참이슬 is a soju, 모서리 맞춰 a corner lined up)
	dewMetRe = regexp.MustCompile(`(^|\s)(밤이슬|아침이슬|새벽이슬|이슬|서리)[를을에이가]?\s(흠뻑\s|잔뜩\s|다\s|많이\s)?(맞|젖|내려|내린|앉)`)
	// split or cut open on purpose, in English, with its object (the
	// casing split open after a fall is a break)
	openedOnPurposeEnRe = regexp.MustCompile(`\b(?:split|cut|slit|sliced|snipped)\s+(?:it|them|the \w+)\s+open\b`)
	// in pieces with 동강 (두 동강, 세 동강)
	inTwoBareRe = regexp.MustCompile(`(두|세|네|여러)\s?동강`)
	// a part of another material put over the item: 고무 손잡이가 씌워진
	// (film or plastic put over is a label, a cap or a wrap: 비닐 라벨
	// 씌워져, 플라스틱 캡 씌운 채)
	// (천 only as a word of its own: 천장, 천막, 천천히 are no cloth)
	coverPutOverRe = regexp.MustCompile(`((고무|실리콘|가죽|스펀지)\S*|(^|\s)천[이을가으로]*)\s(\S+\s)?(씌워진|씌워져|씌운|덧씌운|덧씌워)`)
)
