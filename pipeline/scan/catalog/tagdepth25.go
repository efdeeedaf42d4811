package catalog

import (
	"maps"
	"regexp"
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Session 25: tag readings found by the second round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# session
// 25"), each a kind, read after depth24.

func init() {
	// a price tag or a barcode sticker is a label (딸기 통에 가격표 붙어
	// 있어요, 바코드 안 뗐어요)
	classWords["label_attached"] = append(classWords["label_attached"], "가격표", "바코드")
	classStateObjects["label_attached"] = append(classStateObjects["label_attached"], "가격표", "바코드")
	// a stain or mark that will not wash out (고춧가루 자국 안 지워져요,
	// 얼룩이 안 빠져요) is still there
	for _, n := range []string{"자국", "얼룩"} {
		for _, p := range []string{"", "이", "은", "도"} {
			classWords["contaminated"] = append(classWords["contaminated"], n+p+" 안 지워", n+p+" 잘 안 지워", n+p+" 안 빠지~", n+p+" 잘 안 빠지~")
		}
	}
	// a wash not managed, said with 못 as with 안 (통은 아직 못 씻었어요,
	// 못 헹궜어요)
	classWords["contaminated"] = append(classWords["contaminated"], "못 씻", "못 헹")
	// wet said by what water did: drops that formed (물방울이 맺혔어요,
	// 김이 서렸어요), a thaw (얼었다 녹아서), water touched and gone soft
	// (물에 닿아서 물컹해요, 흐물흐물), laundry straight from the machine
	classWords["wet"] = append(classWords["wet"], "물방울이 맺히~", "물방울 맺히~", "김이 서리~", "김 서리~", "얼었다 녹~", "얼었다가 녹~",
		"물에 닿아", "물에 닿았", "물컹", "흐물흐물", "흐물거", "세탁기에서 막 꺼낸", "세탁기에서 방금 꺼낸", "세탁기에서 바로 꺼낸", "탈수 안 한", "탈수도 안 한")
	// a hole that came in a container or a bag (통 바닥에 구멍 났어요)
	// breaks it, as it does clothes; a hole made on purpose (구멍 뚫었어요)
	// is no word here
	holes := []string{"구멍 나~", "구멍이 나~", "구멍 생기~", "구멍이 생기~"}
	for _, m := range []string{"plastic", "styrofoam", "vinyl", "metal_can", "clear_pet"} {
		if classMiddleWords["broken"][m] == nil {
			classMiddleWords["broken"][m] = nil
		}
		classMiddleWords["broken"][m] = append(classMiddleWords["broken"][m], holes...)
	}
	// a figure's neck, head or nose that came off breaks it (인형 목이 똑
	// 떨어졌어요)
	detachParts = append(detachParts, "목", "머리", "코", "꼬리")
}

// metalWords name a metal a part is made of (금속 링, 쇠 손잡이, 스텐
// 고리): the metal words of partMaterialWords, and English "metal".
var metalWords = append(slices.Collect(maps.Keys(materialsOf(func(stream string) bool { return stream == "metal_can" }))), "metal")

// depth25 applies the session-25 kinds to the tags matchTags read:
//
//   - contents held in the item in a state kept as it is (국물 담긴 채,
//     세제 들어 있는 채로; korean HeldAsIs) are contents left;
//   - a state said in -다가 and then set anew in the sentence (뚜껑
//     닫아 놨다가 방금 뺐어요; korean SupersededWords) is read from the
//     later verb, for the label and the cap;
//   - what is left of a part taken off in part (라벨 절반쯤 남았어요;
//     korean RemnantOf) is the part, no contents;
//   - an attached part of another material the reader reads as on
//     (테이프 일부 남아 있어요, 스프링 반쯤 빼다가 말았어요), or a part
//     named by a metal (금속 링 그대로), is mixed material;
//   - a product used and then left off (세제 조금 쓰다 말았어요) is
//     contents left;
//   - a residue said to have dried on (국물이 말라 있어요, 우유가 말라서)
//     or heaped (기름이 잔뜩) soils the item;
//   - a break or a wetting of one thing, the item then said whole by a
//     short name (케이스만 깨졌고 폰은 멀쩡해요), is the other thing's;
//   - a soiled spot torn off and put in the general-waste bag (기름 밴
//     바닥은 찢어서 종량제에 넣고) took the soil with it;
//   - a stain erased (자국 다 지웠어요) is gone; a degree adverb inside a
//     spoken break (이가 살짝 나갔어요) hides no break;
//   - a cap named only as where a hole came (뚜껑에 구멍이 났어요) is not
//     said to be on; an English question answered no ("chipped? no")
//     sets nothing it asked;
//   - damage by design (원래 찢어진 디자인, ripped on purpose) breaks
//     nothing;
//   - in English, half a label peeled is a label on, and a wetting "once"
//     with the thing fine now is no wetting.
func (c *Catalog) depth25(text, lower, middle string, tags, cleared []string) ([]string, []string) {
	var r *korean.Reading
	read := func() *korean.Reading {
		if r == nil {
			r = reading(text)
		}
		return r
	}
	has := func(tag string) bool { return slices.Contains(tags, tag) }
	set := func(tag string) {
		if !has(tag) && c.TagApplies(tag, middle) {
			tags = append(tags, tag)
		}
		cleared = slices.DeleteFunc(cleared, func(t string) bool { return t == tag })
	}
	drop := func(tag string) {
		tags = slices.DeleteFunc(tags, func(t string) bool { return t == tag })
		if !slices.Contains(cleared, tag) {
			cleared = append(cleared, tag)
		}
	}
	hangul := korean.HasHangul(text)
	if hangul && c.TagApplies("contents_left", middle) && !has("contents_left") && slices.ContainsFunc(read().HeldAsIs(), c.heldIsContents) {
		set("contents_left")
	}
	if hangul {
		if words := korean.SupersededWords(text); len(words) > 0 {
			later := text
			for _, w := range words {
				later = strings.Replace(later, w, " ", 1)
			}
			lr := reading(later)
			for _, tag := range []string{"label_attached", "cap_attached"} {
				switch lr.ObjectState(c.partNouns25(tag)...) {
				case korean.StateRemoved, korean.StateAbsent:
					drop(tag)
				case korean.StatePresent:
					set(tag)
				}
			}
		}
	}
	if hangul && has("contents_left") && c.onlyTriggeredBy(read(), normalize(MaskModalCan(text)), "contents_left", middle, func(raw string) bool {
		return read().RemnantOf(raw, remnantParts25...)
	}) {
		drop("contents_left")
	}
	if hangul && c.TagApplies("mixed_material", middle) && !has("mixed_material") && (c.attachedPartOn(read(), text, middle) || metalPartOn(read(), text, middle)) {
		set("mixed_material")
	}
	if hangul && c.TagApplies("contents_left", middle) && !has("contents_left") && productLeftOff(text) {
		set("contents_left")
	}
	if hangul && c.TagApplies("contaminated", middle) && !has("contaminated") && !has("contents_left") && residueDriedOrHeaped(read(), text) {
		set("contaminated")
	}
	// "휴대폰 케이스만 깨졌고 폰은 멀쩡해요": a break or a wetting said of
	// one thing, the item then said whole by a short name of a term the
	// text gave it (폰 of 휴대폰)
	for _, key := range []string{"broken", "wet"} {
		if has(key) && hangul && c.onlyTriggeredBy(read(), normalize(MaskModalCan(text)), key, middle, func(raw string) bool { return c.shortNameWhole(read(), text, raw, middle) }) {
			drop(key)
		}
	}
	// "기름 밴 바닥은 찢어서 종량제에 넣고": a soiled spot torn or cut
	// off and put out as general waste took the soil with it
	if has("contaminated") && hangul && c.onlyContaminatedBy(read(), normalize(MaskModalCan(text)), func(raw string) bool { return spotTornOff(text, raw) }) {
		drop("contaminated")
	}
	// "양념 자국 베이킹소다로 다 지웠어요": a stain erased is gone
	if has("contaminated") && hangul && c.onlyContaminatedBy(read(), normalize(MaskModalCan(text)), func(raw string) bool { return erasedAfter(text, raw) }) {
		drop("contaminated")
	}
	// "이가 살짝 나갔어요": a degree adverb between the words of a break
	if hangul && c.TagApplies("broken", middle) && !has("broken") && !slices.Contains(cleared, "broken") {
		if gapless := c.degreeFree25(text, middle); gapless != text {
			if c.onlyTriggeredBy(reading(gapless), normalize(MaskModalCan(gapless)), "broken", middle, func(string) bool { return true }) {
				set("broken")
			}
		}
	}
	// "김치통 뚜껑에 구멍이 났어요": the cap named as where a hole came is
	// the break's place, not said to be on
	if has("cap_attached") && has("broken") && hangul && capHoleRe.MatchString(text) && read().ObjectState(c.partNouns25("cap_attached")...) != korean.StatePresent {
		drop("cap_attached")
	}
	// "the bowl is chipped? no, it's fine": a question answered no
	if !hangul {
		if q := answeredNo.FindStringIndex(lower); q != nil {
			for _, key := range slices.Clone(tags) {
				if c.onlyTriggeredBy(read(), normalize(MaskModalCan(text)), key, middle, func(raw string) bool {
					at := strings.Index(lower, strings.TrimSpace(raw))
					return at >= 0 && at < q[0]
				}) {
					drop(key)
				}
			}
		}
	}
	if has("broken") && (middle == "clothing" || middle == "bulky") && damagedByDesign(lower) {
		drop("broken")
	}
	if !hangul {
		if c.TagApplies("label_attached", middle) && !has("label_attached") && englishHalfLabel.MatchString(lower) {
			set("label_attached")
		}
		if has("wet") && englishOnceFineNow.MatchString(lower) {
			drop("wet")
		}
	}
	return tags, cleared
}

// partNouns25 are the Korean nouns that name the part the tag (a label
// or a cap) is about: its taxonomy objects (뚜껑, 펌프, 송장) and, for a
// label, labelNouns25.
func (c *Catalog) partNouns25(tag string) []string {
	var out []string
	for _, tm := range c.tags {
		if tm.key == tag {
			out = slices.Clone(tm.objects)
		}
	}
	if tag == "label_attached" {
		out = append(out, labelNouns25...)
	}
	return slices.DeleteFunc(out, func(n string) bool { return !korean.HasHangul(n) })
}

// labelNouns25 name a label.
var labelNouns25 = []string{"라벨", "스티커", "상표", "송장", "운송장", "가격표", "바코드"}

// remnantParts25 are the parts whose remnant is no contents.
var remnantParts25 = []string{"라벨", "스티커", "상표", "송장", "운송장", "가격표", "바코드", "테이프", "비닐", "은박"}

// heldIsContents reports whether the noun n, said to be held in the item,
// can be its contents: no part, mark or place (contents_left's
// not_said_of).
func (c *Catalog) heldIsContents(n string) bool {
	for _, tm := range c.tags {
		if tm.key == "contents_left" {
			return !slices.Contains(tm.notSaidOf, n)
		}
	}
	return false
}

// attachedPartOn reports whether one of the mixed_material tag's attached
// words for middle (테이프 on paper, 스프링) is a Korean word the reader
// reads as on the item (korean ObjectState present): "박스 테이프 반만
// 뜯었어요", "스프링 반쯤 빼다가 말았어요"; not a material's name
// (materialNames25). A word that only modifies
// a label or cap noun after it (종이 라벨, 철사 마개: that part's
// material) names no part, nor does a part singled out as what is thrown
// away (커버만 버릴게요: korean Only).
func (c *Catalog) attachedPartOn(r *korean.Reading, text, middle string) bool {
	for _, tm := range c.tags {
		if tm.key != "mixed_material" {
			continue
		}
		for _, part := range tm.attached {
			if slices.Contains(part.NotFor, middle) {
				continue
			}
			for _, w := range part.Words {
				if slices.Contains(materialNames25, w) {
					continue
				}
				if korean.HasHangul(w) && !strings.Contains(w, " ") && !namesPartStuff(text, w) && !r.Only(w) && r.ObjectState(w) == korean.StatePresent {
					return true
				}
			}
		}
	}
	return false
}

// materialNames25 are attached words that name a material, not a part:
// 비닐 or 종이 on the item is as often a bag it was put in, a cover, or
// the label's sleeve (비닐에다 모아뒀어, 비닐 씌움, 겉비닐), which
// attachedPartOn does not read.
var materialNames25 = []string{"비닐", "종이"}

// namesPartStuff reports whether the Korean word w is written, at some
// mention, bare right before a label or cap noun (종이 라벨, 비닐
// 스티커, 철사 마개): the material of that part, which its own tag reads.
func namesPartStuff(text, w string) bool {
	fs := strings.Fields(text)
	for i := 0; i+1 < len(fs); i++ {
		if next := korean.NounStem(fs[i+1]); fs[i] == w && (slices.Contains(labelNouns25, next) || slices.Contains(capNouns24, next)) {
			return true
		}
	}
	return false
}

// metalPartOn reports whether a metal word (metalWords) stands right
// before a part noun (partNouns24: 금속 링, 쇠 손잡이) that the reader
// reads as on, on an item that is not itself metal.
func metalPartOn(r *korean.Reading, text, middle string) bool {
	if middle == "metal_can" {
		return false
	}
	fs := strings.Fields(text)
	for i := 0; i+1 < len(fs); i++ {
		if !slices.Contains(metalWords, fs[i]) {
			continue
		}
		if next := korean.NounStem(fs[i+1]); slices.Contains(partNouns24, next) && r.ObjectState(next) == korean.StatePresent {
			return true
		}
	}
	return false
}

// productLeftOff reports whether a product that is contents (샴푸, 세제:
// namesProduct) is followed, across an amount at most (조금, 반쯤), by a
// use broken off (쓰다 말았어요, 쓰다가 말았음): what is left of it is in
// the item.
func productLeftOff(text string) bool {
	for _, clause := range plainClauses(text) {
		ws := strings.Fields(clause)
		for i := 0; i+2 < len(ws); i++ {
			if !namesProduct(ws[i]) {
				continue
			}
			j := i + 1
			if residueBetween[ws[j]] || ws[j] == "반쯤" || ws[j] == "반만" {
				j++
			}
			if j+1 < len(ws) && (ws[j] == "쓰다" || ws[j] == "쓰다가" || ws[j] == "사용하다" || ws[j] == "사용하다가") && strings.HasPrefix(ws[j+1], "말") {
				return true
			}
		}
	}
	return false
}

// driedForms say a substance dried (말라 있어요, 말랐어요, 말라서).
var driedForms = []string{"말라", "말랐", "마른", "말라서", "말라있"}

// heapedWords say a substance is heaped on (기름이 잔뜩, 양념이 덕지덕지).
var heapedWords = []string{"잔뜩", "덕지덕지", "범벅", "투성이"}

// residueDriedOrHeaped reports whether a residue noun marked as the
// subject (국물이, 우유가, 찌꺼기가: namesResidue) is followed, across
// the words residueBetween allows, by a verb of drying (driedForms), or
// ends its clause with a word of heaping after it (기름이 잔뜩), the verb
// not negated: the substance dried or sits on the item.
func residueDriedOrHeaped(r *korean.Reading, text string) bool {
	return anyResidueWord(text, func(ws []string, i int) bool {
		if w := ws[i]; !(strings.HasSuffix(w, "이") || strings.HasSuffix(w, "가")) || korean.NounStem(w) == w {
			return false
		}
		for j := i + 1; j < len(ws) && j <= i+3; j++ {
			v := ws[j]
			if startsWithAny(v, driedForms) {
				if ws[j-1] == "안" || ws[j-1] == "덜" || r.Negated(v) || j+1 < len(ws) && (strings.HasPrefix(ws[j+1], "않") || strings.HasPrefix(ws[j+1], "없")) {
					break
				}
				return true
			}
			if slices.Contains(heapedWords, v) && j == len(ws)-1 {
				return true
			}
			if !residueBetween[v] || slices.Contains(heapedWords, v) {
				break
			}
		}
		return false
	})
}

// shortNameWhole reports whether the Korean trigger raw is said of a
// subject (korean Reading.Subject) and, after it, another thing marked as
// the topic is said whole (wholeClaimRe) that names a term of middle, or
// is the end of a word of the text that does (폰 of 휴대폰, 폰은
// 멀쩡해요), and is not the subject's head: "노트북 파우치만 젖었고
// 노트북은 멀쩡해요" (the subject, 노트북 파우치, names the item as its
// modifier).
func (c *Catalog) shortNameWhole(r *korean.Reading, text, raw, middle string) bool {
	np, _ := r.Subject(raw)
	at := strings.Index(text, raw)
	if np == "" || at < 0 {
		return false
	}
	head := np
	if fs := strings.Fields(np); len(fs) > 0 {
		head = fs[len(fs)-1]
	}
	mi := c.middleIdx[middle]
	names := func(s string) bool {
		best, _ := c.bestTerm(normalize(s), func(t *term) bool { return !t.weak && t.middle == mi })
		return best >= 0
	}
	for _, m := range wholeClaimRe.FindAllStringSubmatchIndex(text[at:], -1) {
		y := text[at+m[2] : at+m[3]]
		if y == head || strings.Contains(head, y) || strings.Contains(y, head) {
			continue
		}
		if names(y) {
			return true
		}
		for _, f := range strings.Fields(text[:at]) {
			if stem := korean.NounStem(f); stem != y && strings.HasSuffix(stem, y) && names(stem) {
				return true
			}
		}
	}
	return false
}

// tornOffWords tear or cut a spot off (찢어서, 잘라서, 뜯어서, 오려서).
var tornOffWords = []string{"찢어서", "찢어", "찢고", "잘라서", "잘라", "자르고", "뜯어서", "뜯어", "뜯고", "오려서", "오려"}

// spotNouns25 name a spot of a box or a container (바닥, 윗면, 밑면,
// 귀퉁이, 부분).
var spotNouns25 = []string{"바닥", "밑바닥", "윗면", "밑면", "옆면", "귀퉁이", "모서리", "부분", "쪽", "면"}

// spotTornOff reports whether the Korean trigger raw ends a word (기름
// 밴, 묻은) right before a spot noun marked as the topic (바닥은), which
// is torn or cut off (tornOffWords) and then thrown out or put in the
// general-waste bag (버렸, 넣고, 종량제) within three words.
func spotTornOff(text, raw string) bool {
	raw = strings.TrimSpace(raw)
	at := strings.Index(text, raw)
	if at < 0 || !korean.HasHangul(raw) {
		return false
	}
	// the word the trigger ends in, then the words after it
	fs := strings.Fields(text[at+len(raw):])
	if len(fs) > 0 && !strings.HasPrefix(text[at+len(raw):], " ") {
		fs = fs[1:]
	}
	fs = append([]string{raw}, fs...)
	for i := 0; i == 0 && i+2 < len(fs); i++ {
		spot, p := strings.CutSuffix(fs[i+1], "은")
		if !p {
			spot, p = strings.CutSuffix(fs[i+1], "는")
		}
		if !p || !slices.Contains(spotNouns25, spot) || !slices.Contains(tornOffWords, fs[i+2]) {
			continue
		}
		for _, w := range fs[i+3 : min(i+6, len(fs))] {
			if strings.HasPrefix(w, "버리") || strings.HasPrefix(w, "버렸") || strings.HasPrefix(w, "버려") || strings.HasPrefix(w, "넣") || strings.HasPrefix(w, "종량제") {
				return true
			}
		}
	}
	return false
}

// erasedForms erase a stain or a mark (지웠어요, 지워서, 지우고, 지워냈어요;
// not the passive 지워져, said of a stain that will or will not come off).
var erasedForms = []string{"지웠", "지워서", "지우고", "지움", "지워냈", "지워 냈", "지워내", "지워 내"}

// erasedAfter reports whether the Korean trigger raw is followed in its
// clause, within four words, by a form of erasing (erasedForms) not
// negated: "양념 자국 베이킹소다로 다 지웠어요".
func erasedAfter(text, raw string) bool {
	raw = strings.TrimSpace(raw)
	for _, clause := range plainClauses(text) {
		at := strings.Index(clause, raw)
		if at < 0 || !korean.HasHangul(raw) {
			continue
		}
		ws := strings.Fields(clause[at+len(raw):])
		for j := 0; j < len(ws) && j < 4; j++ {
			if slices.ContainsFunc(erasedForms, func(f string) bool {
				return strings.HasPrefix(ws[j], f) || j+1 < len(ws) && strings.HasPrefix(ws[j]+" "+ws[j+1], f)
			}) {
				return j == 0 || ws[j-1] != "안" && ws[j-1] != "못"
			}
		}
	}
	return false
}

// degreeWords25 are adverbs of degree that may stand inside a spoken
// break (이가 살짝 나갔어요, 금이 약간 갔어요).
var degreeWords25 = []string{"살짝", "좀", "조금", "약간", "많이", "크게", "심하게", "쬐끔", "쪼금", "완전", "살짝씩"}

// degreeFree25 drops a degree adverb (degreeWords25) standing between the
// first word of a spaced broken word and its next word (이가 살짝 나갔어요
// → 이가 나갔어요), so the break is found; other text is returned as is.
func (c *Catalog) degreeFree25(text, middle string) string {
	fs := strings.Fields(text)
	changed := false
	for _, tm := range c.tags {
		if tm.key != "broken" {
			continue
		}
		for _, w := range slices.Concat(tm.words, tm.middleWords[middle]) {
			parts := strings.Fields(w.raw)
			if len(parts) < 2 || !korean.HasHangul(parts[0]) {
				continue
			}
			for i := 0; i+2 < len(fs); i++ {
				if fs[i] == parts[0] && slices.Contains(degreeWords25, fs[i+1]) && strings.HasPrefix(fs[i+2], strings.TrimSuffix(parts[1], "~")) {
					fs = slices.Delete(fs, i+1, i+2)
					changed = true
				}
			}
		}
	}
	if !changed {
		return text
	}
	return strings.Join(fs, " ")
}

// capHoleRe is a hole that came in a cap (뚜껑에 구멍이 났어요, 마개에
// 구멍 생김).
var capHoleRe = regexp.MustCompile(`(?:뚜껑|마개|캡)(?:에|이|은|는|도)?\s+(?:작은\s+)?구멍(?:이|은|도)?\s*(?:났|나서|나고|남|생겼|생겨|생김)`)

// answeredNo is a question the writer answers no right after ("is it
// chipped? no, it's fine"): what was asked is denied.
var answeredNo = regexp.MustCompile(`\?\s*(?:no|nope|nah)\b`)

// designWords say damage was made on purpose, as a style (원래 찢어진
// 디자인, 빈티지 워싱, ripped on purpose, distressed).
var designWords = []string{"디자인", "빈티지", "데미지 진", "on purpose", "it's the style", "distressed", "by design"}

// damagedByDesign reports whether lower says the damage is the item's
// design.
func damagedByDesign(lower string) bool {
	return slices.ContainsFunc(designWords, func(w string) bool { return strings.Contains(lower, w) })
}

// englishHalfLabel is half or part of a label taken off: the rest is on
// ("only peeled half the label", "got part of the sticker off").
var englishHalfLabel = regexp.MustCompile(`\b(?:peeled|pulled|took|got|removed|tore|ripped)\s+(?:off\s+)?(?:only\s+)?(?:half|part|some)\s+(?:of\s+)?(?:the\s+)?(?:label|sticker|wrapper)`)

// englishOnceFineNow is a wetting that happened once, the thing fine or
// dry now ("got wet once but it's fine now").
var englishOnceFineNow = regexp.MustCompile(`\b(?:got|was|been)\s+(?:wet|soaked|damp)\s+once\b.*\b(?:fine|dry|dried)\b.*\bnow\b`)
