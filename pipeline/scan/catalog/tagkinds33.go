package catalog

import (
	"regexp"
	"slices"
	"strings"
)

// ---- session 33: tag words said another way ----

// slipWords33 writes a courier's slip said 전표 (배송 전표, 택배 전표) as
// 송장, the word every label reader knows: a slip left on a box is its
// label, one torn off is gone ("배송 전표는 안 떨어져서 그냥 둠",
// "택배 전표 뗐어요"). A bare 전표 is as often a card receipt (카드
// 전표) and is left.
var slipWords33 = strings.NewReplacer("배송 전표", "송장", "택배 전표", "송장", "배송전표", "송장", "택배전표", "송장")

// respellWords33 writes, in the words a tag is read from, the words of
// slipWords33 as the reader's own.
func respellWords33(text string) string { return slipWords33.Replace(text) }

// ---- session 33: states said without their usual word ----

// containerMiddles33 are the streams of containers, where what is dried
// or caked inside is soil.
var containerMiddles33 = []string{"paper", "paper_pack", "clear_pet", "plastic", "vinyl", "glass", "metal_can", "styrofoam"}

// driedSoilRe says something caked or dried on inside without naming
// it: a thing of a colour (허연 게, 누런 것이) or caked (꾸덕하게,
// 꾸덕꾸덕) dried or set (말라 있음, 굳어 있어요, 눌어붙은): "안에 허연
// 게 말라 있음", "바닥에 꾸덕하게 굳었어요".
var driedSoilRe = regexp.MustCompile(`(허연|허옇|하얀|허여|누런|누렇|시커먼|거뭇|까만|검은|뿌연|끈적한)\s?(게|것이|거|것)\s(\S+\s)?(말라|말랐|굳어|굳은|굳었|눌어|말라붙|들러붙)|꾸덕\S*\s(\S+\s)?(말라|말랐|굳|붙|눌어)`)

// snapEndRe is a part said with a mimetic word of snapping and no verb
// after it, at the end of its clause ("다리 한 짝이 뚝", "손잡이가
// 댕강."): the verb (부러졌어요) is left unsaid. The subject is kept to
// tell a liquid dripping (물이 뚝뚝) from a part.
var snapEndRe = regexp.MustCompile(`(\S+)(이|가)\s(뚝|똑|댕강|툭)\s*([,.!~…]|$)`)

// dripSubjects are what drips rather than snaps.
var dripSubjects = []string{"물", "국물", "기름", "빗물", "땀", "눈물", "콧물", "우유", "커피", "주스"}

// snappedUnsaid reports whether lower says a part snapped with a mimetic
// word alone (snapEndRe), its subject nothing that drips.
func snappedUnsaid(lower string) bool {
	for _, m := range snapEndRe.FindAllStringSubmatch(lower, -1) {
		if !slices.Contains(dripSubjects, m[1]) {
			return true
		}
	}
	return false
}

// otherMaterialSetInRe says a thing of another material is set into or
// fixed on a paper item, a book, a card or a box (그림책 표지에 플라스틱
// 돋보기가 박혀 있어요, 카드에 금속 장식이 붙어 있어요): it is a mixed
// material, unless the thing was taken off after (setInRemovedRe). A
// carton's straw (주스팩에 플라스틱 빨대가 붙어 있어요) is a thing of its
// own, so paper_pack is left out.
var otherMaterialSetInRe = regexp.MustCompile(`(플라스틱|금속|쇠|철|스텐|알루미늄|비닐|유리)\s?\S*(이|가)\s(\S+\s)?(박혀|박힌|붙어|붙은|달려|달린|끼워져|끼워진|꽂혀|꽂힌|고정돼|고정된)`)

// setInRemovedRe says what was set in was taken out or off.
var setInRemovedRe = regexp.MustCompile(`(뺐|빼냈|빼 ?냈|뗐|떼어 ?냈|떼어냄|뜯어 ?냈|제거했|분리했|분리함|뽑았)`)

// tags33 edits the tags of an item of middle for the kinds above: soil
// dried on without its name, another material set into paper, a part
// snapped with the verb left unsaid,
// (shards swept up stay untagged: they are the
// item, TestFragmentsAreTheItemDepth22).
func (c *Catalog) tags33(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	if slices.Contains(containerMiddles33, middle) && !ed.has("contaminated") && affirmed(lower, driedSoilRe) {
		ed.add("contaminated")
	}
	if middle == "paper" && !ed.has("mixed_material") && matchUndenied(otherMaterialSetInRe, lower) && !setInRemovedRe.MatchString(lower) {
		ed.add("mixed_material")
	}
	if !ed.has("broken") && snappedUnsaid(lower) {
		ed.add("broken")
	}
	return ed.tags, ed.cleared
}
