package catalog

import (
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Session 24: tag readings found by the condition-phrasing audit
// (testdata/conditions_audit.tsv), each a kind, read after every other
// step of matchTags.

func init() {
	// a dish never washed, said with the verbal noun and 안 하다 (설거지
	// 안 했음, 세척 못 했어요), which readable writes as a note's 안
	// 설거지 (voice.go postNegation)
	classWords["contaminated"] = append(classWords["contaminated"], "안 설거지", "못 설거지", "안 세척", "못 세척")
	// a cork is a cap (코르크 그대로 꽂혀 있음), read like the English
	// cork
	classWords["cap_attached"] = append(classWords["cap_attached"], "코르크")
	classStateObjects["cap_attached"] = append(classStateObjects["cap_attached"], "코르크")
}

// unopenedBy are the middles whose items hold contents until opened,
// each with the verbs that open it: a can, carton or pouch is opened by
// 따다, 뜯다, 개봉하다; a bottle or jar (closed by a cap) by 따다,
// 개봉하다, 열다 — 뜯다 is said of its seal or label. (Plastic is left
// out: a plastic item never unwrapped is often the product itself, 안
// 뜯은 새 칫솔.)
var unopenedBy = map[string][]string{
	"metal_can": {"따", "뜯", "개봉하", "개봉", "열"}, "paper_pack": {"따", "뜯", "개봉하", "개봉", "열"}, "vinyl": {"뜯", "개봉하", "개봉"},
	"clear_pet": {"따", "개봉하", "개봉", "열"}, "glass": {"따", "개봉하", "개봉", "열"},
}

// unopenedCapped are the middles whose items are closed by a cap.
var unopenedCapped = []string{"clear_pet", "glass"}

// depth24 applies the session-24 kinds to the tags matchTags read (the
// text is what suppositions24 left: questions' -면 clauses, English
// if-clauses and states undone in -던 taken out, focus particles dropped):
//
//   - a container said never to have been opened (딴 적 없어요, 한 번도
//     안 뜯은; korean NeverOpened) holds its contents, and a bottle's cap
//     the text names is still on;
//   - staples still in paper are another material;
//   - a cap opened and put apart (korean OpenedApart), a cork lost, or a
//     closing only asked about as the way out is no cap on;
//   - a measure of contents said to be there (삼분의 일, 한 숟갈쯤
//     있어요), a product used only in part (쓰다 만 샴푸), a small amount
//     still in (English) are contents left;
//   - a residue with the place it got on before its verb (기름이 종이에
//     스며들었어요) soils the item; a part named by another material that
//     is still on (철사 손잡이 그대로) is mixed material;
//   - a substance named bare whose own verb is negated or throws it out
//     (양념 안 묻었어요; korean NounDenied) soils nothing;
//   - a wetting or break said of one thing, another of the item's stream
//     then said whole (상자는 젖었는데 책은 멀쩡해요), is the first
//     thing's.
func (c *Catalog) depth24(text, middle string, tags, cleared []string) ([]string, []string) {
	var r *korean.Reading
	read := func() *korean.Reading {
		if r == nil {
			r = reading(text)
		}
		return r
	}
	set := func(tag string) {
		if !slices.Contains(tags, tag) && c.TagApplies(tag, middle) {
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
	if stems, ok := unopenedBy[middle]; ok && korean.HasHangul(text) && read().NeverOpened(stems...) {
		set("contents_left")
		if slices.Contains(unopenedCapped, middle) {
			// (only a cap the text names: the labelling policy written in
			// session 24, "뚜껑도 안 딴" but not "안 딴 비타500" alone)
			if s := read().ObjectState(capNouns24...); s == korean.StatePresent {
				set("cap_attached")
			}
		}
	}
	// "서류에 스테이플러 심 박혀 있음": staples still in paper are
	// another material on it (removed, "심은 다 뺐어요", they are not)
	if middle == "paper" && !slices.Contains(tags, "mixed_material") && korean.HasHangul(text) {
		if read().ObjectState(stapleNouns...) == korean.StatePresent {
			set("mixed_material")
		}
	}
	if slices.Contains(tags, "cap_attached") && korean.HasHangul(text) {
		// "병뚜껑 열어서 따로 모았어요": a cap opened and put apart is off
		if read().OpenedApart(capNouns24...) {
			drop("cap_attached")
		} else if lower := strings.ToLower(text); strings.Contains(lower, "코르크") && capGone(read(), strings.ReplaceAll(lower, "코르크", "마개")) {
			// "코르크는 잃어버렸어요": a cork lost is no cap on, read as a
			// 마개 lost (tagparts.go capGone)
			drop("cap_attached")
		} else if c.onlyAskedClosed(text, read()) {
			// "뚜껑 닫아서 내야 돼요?": a closing asked about is no cap on
			drop("cap_attached")
		}
	}
	// "생수병에 물이 삼분의 일쯤 있어요", "케첩 한 숟갈쯤 있어요": a
	// measure of contents said to be there; "쓰다 만 샴푸": a product used
	// only in part
	if c.TagApplies("contents_left", middle) && !slices.Contains(tags, "contents_left") && korean.HasHangul(text) && (measureHeld24(text) || productBrokenOff(text)) {
		set("contents_left")
	}
	// "shampoo bottle, a bit still in the bottom": an amount still in it
	if c.TagApplies("contents_left", middle) && !slices.Contains(tags, "contents_left") && !korean.HasHangul(text) && englishStillIn24(strings.ToLower(text)) {
		set("contents_left")
	}
	// "치킨 기름이 종이에 스며들었어요": a residue and its verb with the
	// place it got on between
	if c.TagApplies("contaminated", middle) && !slices.Contains(tags, "contaminated") && !slices.Contains(tags, "contents_left") && korean.HasHangul(text) && residueOnPlace24(read(), text) {
		set("contaminated")
	}
	// "플라스틱 바구니에 철사 손잡이 그대로예요": a part named by another
	// material (철사 손잡이, 쇠 고리) that is still on
	if c.TagApplies("mixed_material", middle) && !slices.Contains(tags, "mixed_material") && korean.HasHangul(text) && c.materialPartOn(read(), text, middle) {
		set("mixed_material")
	}
	// "양념 안 묻었어요", "남은 소스는 음식물로 버리고": a substance named
	// bare whose own verb is negated or throws it out soils nothing, when
	// no other trigger says the item is soiled (korean NounDenied)
	if slices.Contains(tags, "contaminated") && korean.HasHangul(text) {
		n := normalize(MaskModalCan(text))
		if c.onlyContaminatedBy(read(), n, func(raw string) bool { return read().NounDenied(raw, attachVerbs24...) }) && !residueSaid(read(), text) {
			drop("contaminated")
		}
	}
	// "택배 상자는 젖었는데 책은 멀쩡해요": a break or a wetting said of
	// one thing, with another that names the item's stream then said to
	// be whole, is the first thing's
	for _, key := range []string{"wet", "broken"} {
		if !slices.Contains(tags, key) || !korean.HasHangul(text) {
			continue
		}
		n := normalize(MaskModalCan(text))
		mi := c.middleIdx[middle]
		if c.onlyTriggeredBy(read(), n, key, middle, func(raw string) bool { return c.contrastedWhole(read(), text, raw, mi) }) {
			drop(key)
		}
	}
	return tags, cleared
}

// onlyTriggeredBy reports whether at least one trigger of the tag key (its
// words and middle's) occurs in n, not negated, and every one that does
// is of the kind says.
func (c *Catalog) onlyTriggeredBy(r *korean.Reading, n normText, key, middle string, kind func(raw string) bool) bool {
	found := false
	for _, tm := range c.tags {
		if tm.key != key {
			continue
		}
		for _, w := range slices.Concat(tm.words, tm.middleWords[middle]) {
			if tagAt(n, w) < 0 || r.Negated(w.raw) {
				continue
			}
			if !kind(w.raw) {
				return false
			}
			found = true
		}
	}
	return found
}

// wholeClaimRe says, in Korean, that a thing marked as the topic is whole
// or fine (책은 멀쩡해요, 옷은 괜찮아요, 병은 안 깨졌어요).
var wholeClaimRe = regexp.MustCompile(`([가-힣]+?)(은|는)\s+(?:다\s+|아주\s+|완전\s+|그래도\s+)?(멀쩡|괜찮|말짱|깨끗|무사|뽀송|안\s?젖|안\s?깨|젖지\s?않|깨지지\s?않)`)

// contrastedWhole reports whether the Korean trigger raw is said of a
// subject (korean Reading.Subject) and, after it, another thing marked as
// the topic is said to be whole (wholeClaimRe), naming a term of mi: the
// whole thing is the item ("병은 깨졌는데 뚜껑은 멀쩡해요" thrown away as
// nonflammable keeps its break).
func (c *Catalog) contrastedWhole(r *korean.Reading, text, raw string, mi int) bool {
	np, _ := r.Subject(raw)
	at := strings.Index(text, raw)
	if at < 0 {
		return false
	}
	// "상자가 비에 젖었는데": the subject is read past a noun marked 에 or
	// 로 before the trigger
	if fs := strings.Fields(text[:at]); np == "" && len(fs) > 0 {
		if prev := fs[len(fs)-1]; strings.HasSuffix(prev, "에") || strings.HasSuffix(prev, "로") {
			np, _ = r.Subject(prev + " " + raw)
		}
	}
	if np == "" {
		return false
	}
	names := func(s string) bool {
		best, _ := c.bestTerm(normalize(s), func(t *term) bool { return !t.weak && t.middle == mi })
		return best >= 0
	}
	for _, m := range wholeClaimRe.FindAllStringSubmatchIndex(text[at:], -1) {
		y := text[at+m[2] : at+m[3]]
		if strings.Contains(np, y) || strings.Contains(y, np) {
			continue
		}
		if names(y) {
			return true
		}
	}
	return false
}

// capNouns24 name a bottle's cap.
var capNouns24 = []string{"뚜껑", "마개", "병뚜껑", "캡", "뚜겅"}

// suppositions24 is withoutSupposition, on the text with focus particles
// dropped from the nouns that begin a tag word (focusFree), with the clauses of a state held
// before and undone (korean FormerClauses) and the conditional clauses of
// questions said without 만약 taken out too (korean SupposedClauses:
// "캔에 음료 남아 있으면 어떻게 해요?", "안 헹구면 재활용 안 돼요?") and,
// in English, an if-clause of a question ("if the tub is greasy can it
// still be recycled?"): asked about, not said of the item.
func (c *Catalog) suppositions24(text string) (said, supposed string) {
	said, supposed = withoutSupposition(c.focusFree(text))
	var more []string
	// (and a state said in -던 of a thing then undone: "라벨 붙어 있던 거
	// 다 뗐어요" held before, not now; korean FormerClauses)
	for _, cl := range slices.Concat(korean.SupposedClauses(said), korean.FormerClauses(said)) {
		if i := strings.Index(said, cl); i >= 0 {
			said = said[:i] + " " + said[i+len(cl):]
			more = append(more, cl)
		}
	}
	if !korean.HasHangul(said) {
		for _, m := range englishIfClause.FindAllStringSubmatchIndex(said, -1) {
			// only in a question: "if" up to the question's mark
			if q := strings.IndexAny(said[m[1]:], ".!?"); q < 0 || said[m[1]+q] != '?' {
				continue
			}
			more = append(more, said[m[2]:m[3]])
		}
		for _, cl := range more {
			said = strings.Replace(said, cl, " ", 1)
		}
	}
	if len(more) == 0 {
		return said, supposed
	}
	if supposed != "" {
		more = append([]string{supposed}, more...)
	}
	return said, strings.Join(more, " . ")
}

// englishIfClause is an English if-clause up to a comma or the auxiliary
// that begins the question after it ("if it's greasy, can …", "if the
// tub is greasy can it …").
var englishIfClause = regexp.MustCompile(`(?i)\b(if\s[^,?.!]*?)(,|\s(?:can|could|should|do|does|will|would|must)\s)`)

// stapleNouns name staples in paper.
var stapleNouns = []string{"스테이플러", "스테이플", "호치키스", "철심", "staple"}

// closingWords close a cap (닫아서, 닫고, 씌워서, 끼워서, 잠가서).
var closingWords = []string{"닫아서", "닫고", "씌워서", "씌우고", "끼워서", "끼우고", "잠가서", "잠그고", "잠궈서"}

// onlyAskedClosed reports whether the cap is read as on only by closing
// words asked about as the way to put the item out (askedWay: "뚜껑
// 닫아서 내야 돼요 열어서 내야 돼요?"): without them it is not.
func (c *Catalog) onlyAskedClosed(text string, r *korean.Reading) bool {
	stripped, asked := text, false
	for _, f := range strings.Fields(text) {
		w := strings.TrimRight(f, ",.?!")
		if slices.Contains(closingWords, w) && askedWay(text, w) {
			stripped, asked = strings.Replace(stripped, w, " ", 1), true
		}
	}
	if !asked {
		return false
	}
	return reading(stripped).ObjectState(capNouns24...) != korean.StatePresent && r.ObjectState(capNouns24...) == korean.StatePresent
}

// measureHeldRe is a measure of contents (삼분의 일, 1/3, 한 숟갈, 두
// 스푼, 한 컵) with an amount word at most (쯤, 정도), then 있다 or 남다
// (not 있던, 없다).
var measureHeldRe = regexp.MustCompile(`(?:[일이삼사오]분의\s?[일이삼]|\d+\s?/\s?\d+|\d+분의\s?\d+|(?:한|두|세)\s?(?:숟갈|숟가락|스푼|컵|잔|국자))(?:쯤|정도|가량|이|가|은|는|도)?\s+(?:쯤\s+|정도\s+|가량\s+|아직\s+|그대로\s+)?(?:들어\s?)?(?:있어|있음|있다|있네|있는데|있습|있고|있어요|남았|남아|남음|남은)`)

// measureHeld24 reports whether text says a measure of contents is still
// in the item (measureHeldRe), in a clause that does not say it was
// poured out.
func measureHeld24(text string) bool {
	return measureHeldIn(text, measureHeldRe, nil)
}

// measureHeldIn reports whether a clause of text holds a measure re
// matches with no word after it of pouring it out (버렸, 비웠, 따라), and,
// when also is not nil, also holds of that clause and the match's place.
func measureHeldIn(text string, re *regexp.Regexp, also func(clause string, loc []int) bool) bool {
	for _, clause := range plainClauses(text) {
		if loc := re.FindStringIndex(clause); loc != nil {
			rest := clause[loc[1]:]
			if !strings.Contains(rest, "버렸") && !strings.Contains(rest, "비웠") && !strings.Contains(rest, "따라") && (also == nil || also(clause, loc)) {
				return true
			}
		}
	}
	return false
}

// productBrokenOff reports whether a use of a product broken off (쓰다
// 만, 쓰다가 만, 사용하다 만) is said right before a product that is
// contents (샴푸, 로션, 세제: namesProduct): what is left of it is in the
// item. "쓰다 만 지퍼백" is the item itself and is left alone.
func productBrokenOff(text string) bool {
	ws := strings.Fields(text)
	for i := 0; i+2 < len(ws); i++ {
		if (ws[i] == "쓰다" || ws[i] == "쓰다가" || ws[i] == "사용하다" || ws[i] == "사용하다가") && ws[i+1] == "만" && namesProduct(ws[i+2]) {
			return true
		}
	}
	return false
}

// focusNouns maps the first word of each spaced Korean tag word, when it
// is a bare noun (비 맞, 금 가), to the second words it is followed by.
func (c *Catalog) focusNouns() map[string][]string {
	if m, ok := focusCache.Load(c); ok {
		return m.(map[string][]string)
	}
	focus := map[string][]string{}
	{
		for _, tm := range c.tags {
			for _, w := range tm.words {
				fs := strings.Fields(w.raw)
				if len(fs) != 2 || !korean.HasHangul(fs[0]) || len([]rune(fs[0])) > 3 || fs[0] == "안" || fs[0] == "못" || fs[0] == "덜" || fs[0] == "다" {
					continue
				}
				if korean.NounStem(fs[0]) != fs[0] {
					continue
				}
				focus[fs[0]] = append(focus[fs[0]], fs[1])
			}
		}
	}
	focusCache.Store(c, focus)
	return focus
}

// focusCache holds each catalog's focusNouns.
var focusCache sync.Map

// focusFree drops a focus particle (까지, 도, 조차, 마저) from a noun that
// begins a spaced tag word when the tag word's next word follows ("비까지
// 맞았어요" → "비 맞았어요", "금도 갔어요" → "금 갔어요"), so the tag word
// is found; a negator between ("비도 안 맞았어요") keeps it apart.
func (c *Catalog) focusFree(text string) string {
	if !korean.HasHangul(text) || !strings.ContainsAny(text, "까도조마") {
		return text
	}
	fs := strings.Fields(text)
	changed := false
	for i := 0; i+1 < len(fs); i++ {
		for _, p := range []string{"까지", "조차", "마저", "도"} {
			noun, ok := strings.CutSuffix(fs[i], p)
			if !ok || noun == "" {
				continue
			}
			if slices.ContainsFunc(c.focusNouns()[noun], func(second string) bool { return strings.HasPrefix(fs[i+1], second) }) {
				fs[i], changed = noun, true
			}
			break
		}
	}
	if !changed {
		return text
	}
	return strings.Join(fs, " ")
}

// attachVerbs24 say a substance got onto the item (묻다, 배다, 튀다 and
// the residue verbs): negated, they deny it is there.
var attachVerbs24 = append([]string{"묻", "뭍", "배", "뱄", "밴", "튀", "끼", "꼈", "붙"}, residueVerbs...)

// englishStillInRe is a small amount, then "still in" or "still at" (a
// bit still in the bottom, a little still inside): contents still there.
// ("some jam still stuck at the bottom" is a residue: its verb stands
// between.)
var englishStillInRe = regexp.MustCompile(`\b(?:a bit|a little|a drop|a splash|a few drops|a dash)\s+(?:of [a-z]+\s+)?still\s+(?:in|inside|at)\b`)

// englishStillIn24 reports whether lower says a small amount is still in
// the item, not denied right before.
func englishStillIn24(lower string) bool {
	for _, m := range englishStillInRe.FindAllStringIndex(lower, -1) {
		if !negatedEnBefore(lower, m[0], 2, "nor") {
			return true
		}
	}
	return false
}

// residueOnPlace24 reports whether a residue noun (namesResidue) is
// followed, across one noun marked 에 (종이에, 바닥에), by a residue verb
// (residueVerbs) that is not negated: "기름이 종이에 스며들었어요".
func residueOnPlace24(r *korean.Reading, text string) bool {
	for _, clause := range plainClauses(strings.ToLower(text)) {
		ws := strings.Fields(clause)
		for i := 0; i+2 < len(ws); i++ {
			prev := ""
			if i > 0 {
				prev = ws[i-1]
			}
			// (the residue marked as the subject, 기름이: "두유 곽에 붙은
			// 빨대" names what the carton held)
			if !namesResidue(prev, ws[i]) || korean.NounStem(ws[i]) == ws[i] || !strings.HasSuffix(ws[i+1], "에") {
				continue
			}
			v := ws[i+2]
			if startsWithAny(v, residueVerbs) && !transitiveAttach(v) && !r.Negated(v) && !(i+3 < len(ws) && (strings.HasPrefix(ws[i+3], "않") || strings.HasPrefix(ws[i+3], "없"))) {
				return true
			}
		}
	}
	return false
}

// partNouns24 are parts that a material word before them may name (철사
// 손잡이, 쇠 고리, 금속 링).
var partNouns24 = []string{"손잡이", "고리", "링", "끈", "손잡이끈", "테두리", "받침", "경첩", "나사", "못"}

// materialPartOn reports whether one of the mixed_material tag's attached
// words for middle is written right before a part noun (철사 손잡이) and
// the part is said to be on (korean ObjectState present).
func (c *Catalog) materialPartOn(r *korean.Reading, text, middle string) bool {
	fs := strings.Fields(text)
	for _, tm := range c.tags {
		if tm.key != "mixed_material" {
			continue
		}
		for _, part := range tm.attached {
			if slices.Contains(part.NotFor, middle) {
				continue
			}
			for _, w := range part.Words {
				for i := 0; i+1 < len(fs); i++ {
					if fs[i] != w {
						continue
					}
					next := korean.NounStem(fs[i+1])
					if slices.Contains(partNouns24, next) && r.ObjectState(next) == korean.StatePresent {
						return true
					}
				}
			}
		}
	}
	return false
}
