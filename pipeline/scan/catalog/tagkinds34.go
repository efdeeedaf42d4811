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
	if !ed.has("wet") && affirmed(text, dewMetRe) {
		ed.add("wet")
	}
	if ed.has("broken") && openedOnPurposeEnRe.MatchString(lower) {
		plain := openedOnPurposeEnRe.ReplaceAllString(lower, " ")
		if again, _ := c.TagsFor(plain, middle); !strings.Contains(strings.Join(again, " "), "broken") {
			ed.drop("broken")
		}
	}
	if !ed.has("broken") && inTwoSaid34(text) {
		ed.add("broken")
	}
	if !ed.has("mixed_material") && affirmed(text, coverPutOverRe) {
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

var (
	// dew or frost met: 이슬 맞아, 밤이슬에 젖은, 서리가 내려서
	dewMetRe = regexp.MustCompile(`(밤이슬|아침이슬|이슬|서리)[를을에이가]?\s(흠뻑\s|잔뜩\s|다\s|많이\s)?(맞|젖|내려|내린|앉)`)
	// split or cut open on purpose, in English, with its object (the
	// casing split open after a fall is a break)
	openedOnPurposeEnRe = regexp.MustCompile(`\b(?:split|cut|slit|sliced|snipped)\s+(?:it|them|the \w+)\s+open\b`)
	// in pieces with 동강 (두 동강, 세 동강)
	inTwoBareRe = regexp.MustCompile(`(두|세|네|여러)\s?동강`)
	// a part of another material put over the item: 고무 손잡이가 씌워진
	// (film or plastic put over is a label, a cap or a wrap: 비닐 라벨
	// 씌워져, 플라스틱 캡 씌운 채)
	coverPutOverRe = regexp.MustCompile(`(고무|실리콘|천|가죽|스펀지)\S*\s(\S+\s)?(씌워진|씌워져|씌운|덧씌운|덧씌워)`)
)
