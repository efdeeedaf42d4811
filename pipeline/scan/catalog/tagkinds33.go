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

// soilableContainer33 reports whether middle is a stream of containers
// where what is dried or caked inside is soil: the containers of
// containerMiddle (tagdepth29.go), and paper and styrofoam boxes and
// trays (the list once written out here again, merged in the session 33
// review).
func soilableContainer33(middle string) bool {
	return containerMiddle(middle) || middle == "paper" || middle == "styrofoam"
}

// driedSoilRe says something caked or dried on inside without naming
// it: a thing of a colour (허연 게, 누런 것이) or caked (꾸덕하게,
// 꾸덕꾸덕) dried or set (말라 있음, 굳어 있어요, 눌어붙은): "안에 허연
// 게 말라 있음", "바닥에 꾸덕하게 굳었어요". A word in -지 before 말라
// makes it a prohibition, not a drying ("까만 거 섞지 말라고 하던데",
// session 33 review): the word between must not end in 지.
var driedSoilRe = regexp.MustCompile(`(허연|허옇|하얀|허여|누런|누렇|시커먼|거뭇|까만|검은|뿌연|끈적한)\s?(게|것이|거|것)\s(\S*[^\s지]\s)?(말라|말랐|굳어|굳은|굳었|눌어|말라붙|들러붙)|꾸덕\S*\s(\S+\s)?(말라|말랐|굳|붙|눌어)`)

// snapEndRe is a part said with a mimetic word of snapping and no verb
// after it, at the end of its clause ("다리 한 짝이 뚝", "손잡이가
// 댕강."): the verb (부러졌어요) is left unsaid. The subject is kept to
// tell a liquid dripping (물이 뚝뚝) from a part.
var snapEndRe = regexp.MustCompile(`(\S+)(이|가)\s(뚝|똑|댕강|툭)\s*([,.!~…]|$)`)

// dripSubjects are what drips rather than snaps (a drop of water
// too: 물방울이 똑).
var dripSubjects = []string{"물", "국물", "기름", "빗물", "땀", "눈물", "콧물", "우유", "커피", "주스", "물방울", "빗방울"}

// fallSubjects are amounts and measures said to drop with 뚝 (가격이 뚝,
// 기온이 뚝, 인기가 뚝, 연락이 뚝): a fall in number, no part snapped
// (session 33 review).
var fallSubjects = []string{"가격", "값", "기온", "온도", "인기", "연락", "성적", "매출", "수치", "입맛", "점수"}

// snappedUnsaid reports whether lower says a part snapped with a mimetic
// word alone (snapEndRe), its subject nothing that drips (dripSubjects)
// and no amount that falls (fallSubjects).
func snappedUnsaid(lower string) bool {
	for _, m := range snapEndRe.FindAllStringSubmatch(lower, -1) {
		if !slices.Contains(dripSubjects, m[1]) && !slices.Contains(fallSubjects, m[1]) {
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
var otherMaterialSetInRe = regexp.MustCompile(`(플라스틱|금속|쇠|철|스텐|알루미늄|비닐|유리)\s?(\S*)(이|가)\s(\S+\s)?(박혀|박힌|붙어|붙은|달려|달린|끼워져|끼워진|꽂혀|꽂힌|고정돼|고정된)`)

// otherMaterialSetIn reports whether lower says a thing of another
// material set into paper (otherMaterialSetInRe), undenied. A label or
// sticker of film stuck on (택배 상자에 비닐 스티커가 붙어 있어요) is
// the label, read as such, not a thing set in (session 33 review).
func otherMaterialSetIn(lower string) bool {
	for _, m := range otherMaterialSetInRe.FindAllStringSubmatchIndex(lower, -1) {
		if startsWithAny(lower[m[4]:m[5]], labelCapWords) {
			continue
		}
		if undeniedAfter(lower, m[1]) {
			return true
		}
	}
	return false
}

// setInRemovedRe says what was set in was taken out or off.
// (뜯어서 버렸어요, 뜯었어요, 떼 냈어요 too: session 33 review)
var setInRemovedRe = regexp.MustCompile(`(뺐|빼냈|빼 ?냈|뗐|떼어 ?냈|떼 ?냈|떼어냄|뜯어 ?냈|뜯었|뜯어서|뜯어 ?버렸|제거했|분리했|분리함|뽑았)`)

// rivetRe says a part is riveted on (리벳으로 박혀, 리벳이 박힌,
// riveted): a part of another material fixed for good, whatever the
// part is named (a clip, a strap, a plate). korean.Respell, which writes
// a past typed with ㅅ for ㅆ out (뗏 → 뗐), has made 리벳 리벴 by then.
// A rivet is metal: on a metal thing (철판에 리벳이 박혀, 리벳 한 봉지)
// it is no other material (tags33 leaves metal_can out; plastic set in
// a metal thing is kinds25's plasticSetInRe).
var rivetRe = regexp.MustCompile(`리벳|리벴|\brivet(ed|s)?\b`)

// wetPlaceRe is a place said flooded or soaked, an adnominal before a
// place noun (침수된 방, 물에 잠긴 지하실, 물바다가 된 거실): the place's
// state, not the item's. A place that leaks (비 새는 창고) is left out:
// what stood in it got wet.
var wetPlaceRe = regexp.MustCompile(`(침수된|침수 된|물에 잠긴|물에 잠겼던|물 찬|물이 찬|물바다가 된|물난리 난)\s(\S+\s)?(방|집|지하실|반지하|거실|창고|주차장|가게|마당|베란다|현관|부엌|주방|사무실|교실|동네|마을|골목)|\bflooded\s(basement|room|house|garage|cellar|kitchen|street|yard)`)

// wetCompoundRe are compound nouns that hold a word of wetness and name
// a thing (빗물받이, a rain gutter's trough; 빗물통, a rain barrel;
// 물받이, a drip tray).
var wetCompoundRe = regexp.MustCompile(`빗물받이|빗물통|빗물 ?저금통|물받이`)

// wetCueRe are the words that say a thing is wet, read once the place
// and the compounds above are taken out.
var wetCueRe = regexp.MustCompile(`젖|축축|물기|빗물|비 맞|비를 맞|비에|흠뻑|침수|잠겨|잠긴|잠겼|물에 빠|빠뜨|습기|눅눅|촉촉|물러|불어|흐물|물이|물을|물에|\b(wet|damp|soak|soaked|soaking|flooded|drenched|moist|sopping)\b`)

// devicePumpEnRe is a pump that is a device (a water pump, an air pump),
// not the pump cap of a bottle.
var devicePumpEnRe = regexp.MustCompile(`\b(water|air|fuel|bilge|sump|pool|aquarium|tank|bike|bicycle|tire|tyre|heat|vacuum|breast)\spumps?\b`)

// capWordEnRe are the English words of a cap.
var capWordEnRe = regexp.MustCompile(`\b(caps?|lids?|tops?|corks?|stoppers?|nozzles?|triggers?|sprayers?)\b|\bpumps?\b`)

// sprayHeadOffRe says a sprayer's head, with its trigger or pump on it,
// was taken off (방아쇠 달린 머리는 돌려서 빼 뒀어요, 펌프 부분은
// 분리했어요): the head is the cap, and it is off. Only a removal done
// and kept counts (빼 뒀어요, 뺐어요), not one put back or given up
// (뺐다가 다시 끼워, 빼려다가 포기, 빼 뒀다가 다시 끼웠어요), nor one
// only said due (분리했어야 하나요, 뺐어야 했는데): sprayHeadOff.
var sprayHeadOffRe = regexp.MustCompile(`(방아쇠|분무|펌프|노즐|스프레이)\S*\s((달린|붙은|있는)\s)?((머리|헤드|부분|꼭지|뚜껑|쪽)[은는도]?\s)?((돌려서|비틀어서|돌려|살살)\s)?(빼\s?뒀|빼\s?놨|빼\s?두었|빼\s?놓았|뺐어|뺐고|뺐음|뺐습|뺀\s?채|분리했어|분리했고|분리했음|분리해\s?뒀|분리해\s?놨|뗐어|뗐고|떼어\s?냈|제거했)`)

// labelCutOffRe says a label was cut and then taken off, the cut said
// as a clause of its own before the removal (라벨 비닐은 칼집 내서
// 벗겼어, 라벨은 가위로 잘라서 뗐어요): the cut is the way, the label is
// off.
var labelCutOffRe = regexp.MustCompile(`(라벨|스티커|상표|label)\S*\s(\S+\s){0,2}(칼집\s?(내서|내고|넣어서|넣고)|칼로\s?(그어서|긁어서|잘라서)|가위로\s?(잘라서|오려서)|잘라서|찢어서|뜯어서)\s(\S+\s)?(벗겼|뗐|떼어\s?냈|떼\s?냈|뜯었|뜯어\s?냈|제거했|벗겨\s?냈|분리했)`)

// sprayHeadOffUndoneRe is what may follow a removal of sprayHeadOffRe
// and take it back: -다가 (빼 뒀다가 다시 끼웠어요: put back) or -야
// (분리했어야 하나요, 뺐어야 했는데: only due, not done).
var sprayHeadOffUndoneRe = regexp.MustCompile(`^\S*(다가|야)`)

// sprayHeadOff reports whether lower says a sprayer's head taken off
// (sprayHeadOffRe), undenied and not put back or only due.
func sprayHeadOff(lower string) bool {
	for _, loc := range sprayHeadOffRe.FindAllStringIndex(lower, -1) {
		if undeniedAfter(lower, loc[1]) && !sprayHeadOffUndoneRe.MatchString(lower[loc[1]:]) {
			return true
		}
	}
	return false
}

// tags33 edits the tags of an item of middle for the kinds above: soil
// dried on without its name, another material set into paper, a part
// riveted on, a place flooded or a compound of rain that is not the
// item wet, a pump that is a device, a sprayer's head taken off, a label
// cut and then taken off, a part snapped with the verb left unsaid,
// (shards swept up stay untagged: they are the
// item, TestFragmentsAreTheItemDepth22).
func (c *Catalog) tags33(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	if soilableContainer33(middle) && !ed.has("contaminated") && affirmed(lower, driedSoilRe) {
		ed.add("contaminated")
	}
	if middle == "paper" && !ed.has("mixed_material") && otherMaterialSetIn(lower) && !setInRemovedRe.MatchString(lower) {
		ed.add("mixed_material")
	}
	if !ed.has("mixed_material") && middle != "metal_can" && matchUndenied(rivetRe, lower) {
		ed.add("mixed_material")
	}
	if ed.has("wet") && (wetPlaceRe.MatchString(lower) || wetCompoundRe.MatchString(lower)) {
		rest := wetCompoundRe.ReplaceAllString(wetPlaceRe.ReplaceAllString(lower, " "), " ")
		if !wetCueRe.MatchString(rest) {
			ed.drop("wet")
		}
	}
	if ed.has("cap_attached") && devicePumpEnRe.MatchString(lower) && !capWordEnRe.MatchString(devicePumpEnRe.ReplaceAllString(lower, " ")) {
		ed.drop("cap_attached")
	}
	if ed.has("cap_attached") && sprayHeadOff(lower) {
		ed.drop("cap_attached")
	}
	if ed.has("label_attached") && matchUndenied(labelCutOffRe, lower) {
		ed.drop("label_attached")
	}
	if !ed.has("broken") && snappedUnsaid(lower) {
		ed.add("broken")
	}
	return ed.tags, ed.cleared
}
